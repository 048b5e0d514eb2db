#include "solver/TermSimplifier.h"

#include <gtest/gtest.h>

#include <string>

namespace kiki {
namespace {

/// Whether `a == b` holds for every value of the constants.
bool equivalent(z3::context &ctx, const z3::expr &a, const z3::expr &b) {
  z3::solver s(ctx);
  s.add(a != b);
  return s.check() == z3::unsat;
}

/// ite(x == 0, 0, ite(x == 1, 1, ...)) over `cases` cases: a read through
/// stores that may alias, in miniature.
z3::expr caseSplit(z3::context &ctx, const z3::expr &x, unsigned cases) {
  z3::expr chain = ctx.bv_const("rest", 32);
  for (unsigned i = 0; i < cases; ++i)
    chain = z3::ite(x == ctx.bv_val(i, 32), ctx.bv_const(("v" + std::to_string(i)).c_str(), 32),
                    chain);
  return chain;
}

bool contains(const z3::expr &term, const z3::expr &part) {
  if (z3::eq(term, part))
    return true;
  if (!term.is_app())
    return false;
  for (unsigned i = 0; i < term.num_args(); ++i)
    if (contains(term.arg(i), part))
      return true;
  return false;
}

TEST(TermSimplifier, SimplifiesAroundAnEarlierLargeResult) {
  z3::context ctx;
  TermSimplifier simplify(ctx);
  z3::expr x = ctx.bv_const("x", 32);
  z3::expr read = simplify(caseSplit(ctx, x, 400));
  // Around it: constants fold, the extract/concat pair goes, and the
  // earlier result is used as it is, not rewritten again.
  z3::expr around = z3::concat(read.extract(31, 16), read.extract(15, 0)) +
                    (ctx.bv_val(2, 32) - ctx.bv_val(2, 32));
  EXPECT_EQ(simplify.standIns(), 0u);
  z3::expr result = simplify(around);
  EXPECT_EQ(simplify.standIns(), 1u); // the read, not walked again
  EXPECT_TRUE(z3::eq(result, read)) << result;
  z3::expr guard = simplify(ctx.bool_val(true) && read == ctx.bv_val(7, 32));
  EXPECT_TRUE(equivalent(ctx, guard, read == ctx.bv_val(7, 32)));
  EXPECT_TRUE(contains(guard, read)) << guard;
}

TEST(TermSimplifier, StandInsNeverLeak) {
  z3::context ctx;
  TermSimplifier simplify(ctx);
  z3::expr x = ctx.bv_const("x", 32), y = ctx.bv_const("y", 32);
  z3::expr a = simplify(caseSplit(ctx, x, 400));
  z3::expr b = simplify(caseSplit(ctx, y, 400));
  z3::expr term = z3::ite(a == b, a + b, a - b) == ctx.bv_val(0, 32);
  z3::expr result = simplify(term);
  EXPECT_TRUE(equivalent(ctx, result, term));
  EXPECT_EQ(result.to_string().find("stand-in"), std::string::npos) << result;
}

// A small case split is simplified through, as Z3 does: the bit of a
// comparison read back as a Boolean is the comparison.
TEST(TermSimplifier, SmallTermsAreSimplifiedThrough) {
  z3::context ctx;
  TermSimplifier simplify(ctx);
  z3::expr c = ctx.bool_const("c");
  z3::expr bit = simplify(z3::ite(c, ctx.bv_val(1, 1), ctx.bv_val(0, 1)));
  z3::expr back = simplify(bit == ctx.bv_val(1, 1));
  EXPECT_TRUE(z3::eq(back, c)) << back;
  EXPECT_EQ(simplify.standIns(), 0u);
}

TEST(TermSimplifier, AConstantTermFolds) {
  z3::context ctx;
  TermSimplifier simplify(ctx);
  z3::expr x = ctx.bv_const("x", 32);
  z3::expr read = simplify(caseSplit(ctx, x, 400));
  z3::expr folded = simplify(z3::ite(read == read, ctx.bv_val(3, 8), ctx.bv_val(4, 8)));
  ASSERT_TRUE(folded.is_numeral()) << folded;
  EXPECT_EQ(folded.get_numeral_uint(), 3u);
}

// A large term whose result is small (a guard that folds to false, a
// read that folds to a byte) does not stand in later: the constant it
// gave still folds in every later term. Before, `false` stood in for
// itself, `(or false g)` stayed as it was, and plain BMC did not see that
// a strlen of a literal goes on at each byte.
TEST(TermSimplifier, ASmallResultOfALargeTermStillFolds) {
  z3::context ctx;
  TermSimplifier simplify(ctx);
  z3::expr x = ctx.bv_const("x", 32);
  z3::expr read = caseSplit(ctx, x, 400);
  z3::expr never = simplify(read == ctx.bv_val(1, 32) && read != ctx.bv_val(1, 32));
  ASSERT_TRUE(never.is_false()) << never;
  z3::expr byte = simplify(z3::ite(read == read, ctx.bv_val(5, 8), read.extract(7, 0)));
  ASSERT_TRUE(byte.is_numeral()) << byte;
  z3::expr g = ctx.bool_const("g");
  z3::expr guard = simplify(never || g);
  EXPECT_TRUE(z3::eq(guard, g)) << guard;
  z3::expr sum = simplify(byte + ctx.bv_val(1, 8));
  ASSERT_TRUE(sum.is_numeral()) << sum;
  EXPECT_EQ(sum.get_numeral_uint(), 6u);
  EXPECT_EQ(simplify.standIns(), 0u);
}

} // namespace
} // namespace kiki
