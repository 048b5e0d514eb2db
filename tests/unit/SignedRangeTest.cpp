// RangeFacts: each interval it gives is checked with Z3 (a value outside it,
// with every recorded fact assumed, is unsatisfiable), on hand-made terms
// and on random terms over every operator it has a rule for; and the digit
// loop's products are bounded tightly enough to decide its overflow checks.
#include "encode/SignedRange.h"

#include <gtest/gtest.h>

#include <functional>
#include <random>

namespace kiki {
namespace {

class SignedRangeTest : public ::testing::Test {
protected:
  z3::context ctx;
  RangeFacts facts;
  std::vector<z3::expr> assumed{};

  z3::expr named(const char *name, unsigned width, int64_t lo, int64_t hi) {
    z3::expr c = ctx.bv_const(name, width);
    facts.record(c, {lo, hi});
    assumed.push_back(z3::sge(c, ctx.bv_val(lo, width)) && z3::sle(c, ctx.bv_val(hi, width)));
    return c;
  }

  /// The range of `term`, checked to contain every value of the term.
  std::optional<SignedRange> checkedRange(const z3::expr &term) {
    auto range = facts.of(term);
    if (range) {
      unsigned w = term.get_sort().bv_size();
      z3::solver solver(ctx);
      for (const auto &fact : assumed)
        solver.add(fact);
      solver.add(z3::slt(term, ctx.bv_val(range->lo, w)) || z3::sgt(term, ctx.bv_val(range->hi, w)));
      EXPECT_EQ(solver.check(), z3::unsat)
          << term << " in [" << range->lo << ", " << range->hi << "]";
    }
    return range;
  }

  /// Whether the operation can overflow, by Z3: checked against the answer.
  void checkOverflowAnswer(OverflowOp op, const z3::expr &a, const z3::expr &b, bool isSigned) {
    bool cannot = facts.cannotOverflow(op, a, b, isSigned);
    if (!cannot)
      return;
    unsigned w = a.get_sort().bv_size();
    auto ext = [&](const z3::expr &x) { return isSigned ? z3::sext(x, w) : z3::zext(x, w); };
    z3::expr exact = op == OverflowOp::Add   ? ext(a) + ext(b)
                     : op == OverflowOp::Sub ? ext(a) - ext(b)
                                             : ext(a) * ext(b);
    z3::expr inType = op == OverflowOp::Add ? a + b : op == OverflowOp::Sub ? a - b : a * b;
    z3::solver solver(ctx);
    for (const auto &fact : assumed)
      solver.add(fact);
    solver.add(exact != ext(inType));
    EXPECT_EQ(solver.check(), z3::unsat) << "said not to overflow: " << a << " op " << b;
  }
};

// v = v * 10 + (c - '0') with c a char, as the simplifier writes it: the
// sign extension as copies of the sign bit.
TEST_F(SignedRangeTest, DigitLoopProductsAreBounded) {
  z3::expr c = ctx.bv_const("c", 8);
  z3::expr signBit = c.extract(7, 7);
  z3::expr wide = z3::concat(z3::concat(signBit, signBit), z3::concat(signBit, c)); // 11 bits
  z3::expr digit = z3::sext(z3::sext(wide, 21) - ctx.bv_val(48, 32), 32);
  z3::expr v = ctx.bv_val(0, 64);
  for (int k = 1; k <= 16; ++k) {
    auto r = checkedRange(v * ctx.bv_val(10, 64) + digit);
    ASSERT_TRUE(r) << "iteration " << k;
    z3::expr name = named(("v" + std::to_string(k)).c_str(), 64, r->lo, r->hi);
    EXPECT_TRUE(facts.cannotOverflow(OverflowOp::Mul, v, ctx.bv_val(10, 64), true));
    checkOverflowAnswer(OverflowOp::Mul, v, ctx.bv_val(10, 64), true);
    v = name;
  }
  // Twenty digits of any byte no longer fit.
  for (int k = 17; k <= 20; ++k) {
    auto r = facts.of(v * ctx.bv_val(10, 64) + digit);
    if (!r)
      break;
    v = named(("v" + std::to_string(k)).c_str(), 64, r->lo, r->hi);
  }
  EXPECT_FALSE(facts.cannotOverflow(OverflowOp::Mul, v, ctx.bv_val(10, 64), true));
}

// A char read at an address that may be the terminator's, sign-extended:
// the simplifier writes the extension as copies of the sign bit, pushed
// into the if-then-else. The range is the char's, not 24 more bits'.
TEST_F(SignedRangeTest, SignExtensionAsCopiesOfAnIfThenElsesSignBit) {
  z3::expr byte = ctx.bv_const("byte", 8);
  z3::expr atEnd = ctx.bool_const("atEnd");
  z3::expr low = z3::ite(atEnd, ctx.bv_val(0, 8), byte);
  z3::expr bit = z3::ite(atEnd, ctx.bv_val(0, 1), byte.extract(7, 7));
  z3::expr_vector parts(ctx);
  for (int i = 0; i < 24; ++i)
    parts.push_back(bit);
  parts.push_back(low);
  z3::expr extended = z3::concat(parts).simplify();
  ASSERT_TRUE(extended.is_app() && extended.decl().decl_kind() == Z3_OP_CONCAT) << extended;
  auto r = checkedRange(extended);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->lo, -128);
  EXPECT_EQ(r->hi, 127);
  // Another bit than the sign bit: the high part's two values only.
  z3::expr_vector other(ctx);
  for (int i = 0; i < 24; ++i)
    other.push_back(byte.extract(6, 6));
  other.push_back(low);
  auto wider = checkedRange(z3::concat(other).simplify());
  ASSERT_TRUE(wider);
  EXPECT_LT(wider->lo, -128);
}

TEST_F(SignedRangeTest, UnsignedOverflowOnlyOverNonNegativeRanges) {
  z3::expr x = named("x", 32, 0, 1000), y = named("y", 32, -1, 1000);
  EXPECT_TRUE(facts.cannotOverflow(OverflowOp::Mul, x, x, false));
  EXPECT_FALSE(facts.cannotOverflow(OverflowOp::Add, x, y, false));
  EXPECT_FALSE(facts.cannotOverflow(OverflowOp::Sub, x, x, false)); // 0 - 1000 wraps
  EXPECT_TRUE(facts.cannotOverflow(OverflowOp::Sub, x, x, true));
}

TEST_F(SignedRangeTest, WrapAroundGivesTheWholeType) {
  z3::expr x = named("x", 8, 100, 120);
  EXPECT_FALSE(checkedRange(x + x));
  EXPECT_FALSE(facts.cannotOverflow(OverflowOp::Add, x, x, true));
  auto r = checkedRange(z3::sext(x, 8) + z3::sext(x, 8));
  ASSERT_TRUE(r);
  EXPECT_EQ(r->lo, 200);
  EXPECT_EQ(r->hi, 240);
}

// The low 64 bits of a 128-bit product: no range (an operand too wide for
// the interval arithmetic), not a wrong one.
TEST_F(SignedRangeTest, LowBitsOfAWideTermHaveNoRange) {
  z3::expr x = named("x", 64, 0, 10);
  EXPECT_FALSE(checkedRange((z3::zext(x, 64) * z3::zext(x, 64)).extract(63, 0)));
}

TEST_F(SignedRangeTest, DivisionAndRemainder) {
  z3::expr x = named("x", 32, -1000, 5000);
  auto q = checkedRange(z3::to_expr(ctx, Z3_mk_bvsdiv(ctx, x, ctx.bv_val(10, 32))));
  ASSERT_TRUE(q);
  EXPECT_EQ(q->lo, -100);
  EXPECT_EQ(q->hi, 500);
  auto r = checkedRange(z3::srem(x, ctx.bv_val(7, 32)));
  ASSERT_TRUE(r);
  EXPECT_EQ(r->lo, -6);
  EXPECT_EQ(r->hi, 6);
  EXPECT_FALSE(checkedRange(z3::to_expr(ctx, Z3_mk_bvsdiv(ctx, x, named("d", 32, -1, 1)))));
}

/// Random terms of 8 bits over named constants with random ranges: every
/// range given must hold (Z3 decides it exactly).
TEST_F(SignedRangeTest, RandomTermsStayInTheirRanges) {
  std::mt19937 random(20261206);
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(random); };
  std::vector<z3::expr> leaves;
  for (int i = 0; i < 4; ++i) {
    int lo = pick(-128, 127), hi = pick(lo, 127);
    leaves.push_back(named(("n" + std::to_string(i)).c_str(), 8, lo, hi));
  }
  leaves.push_back(ctx.bv_const("free", 8));
  std::function<z3::expr(int)> term = [&](int depth) -> z3::expr {
    if (depth == 0 || pick(0, 3) == 0)
      return pick(0, 2) ? leaves[pick(0, 4)] : ctx.bv_val(pick(-128, 127), 8);
    z3::expr a = term(depth - 1), b = term(depth - 1);
    switch (pick(0, 13)) {
    case 0: return a + b;
    case 1: return a - b;
    case 2: return a * b;
    case 3: return -a;
    case 4: return z3::ite(a == b, a, b);
    case 5: return a & b;
    case 6: return z3::lshr(a, ctx.bv_val(pick(0, 8), 8));
    case 7: return z3::ashr(a, ctx.bv_val(pick(0, 8), 8));
    case 8: return z3::to_expr(ctx, Z3_mk_bvsdiv(ctx, a, b));
    case 9: return z3::udiv(a, b);
    case 10: return z3::srem(a, b);
    case 11: return z3::urem(a, b);
    case 12: return z3::concat(a.extract(7, 7), a.extract(6, 0));
    default: return z3::sext(a, 8).extract(7, 0);
    }
  };
  int bounded = 0;
  const OverflowOp ops[] = {OverflowOp::Add, OverflowOp::Sub, OverflowOp::Mul};
  for (int i = 0; i < 300; ++i) {
    if (checkedRange(term(3)))
      ++bounded;
    checkOverflowAnswer(ops[i % 3], term(2), term(2), i % 2 == 0);
  }
  EXPECT_GT(bounded, 30); // the rules do bound terms, not only give up
}

} // namespace
} // namespace kiki
