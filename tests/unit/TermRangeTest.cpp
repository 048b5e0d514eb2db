// unsignedRange: each interval it gives is checked with Z3 (a value outside
// it is unsatisfiable), and the bound the memory model needs is tight.
#include "encode/TermRange.h"

#include <gtest/gtest.h>

namespace kiki {
namespace {

class TermRange : public ::testing::Test {
protected:
  z3::context ctx;
  z3::expr byte = ctx.bv_const("b", 8);
  z3::expr word = ctx.bv_const("w", 32);

  /// The range of `term`, checked to contain every value of the term.
  std::optional<UnsignedRange> checkedRange(const z3::expr &term) {
    auto range = unsignedRange(term);
    if (range) {
      unsigned w = term.get_sort().bv_size();
      z3::solver solver(ctx);
      solver.add(z3::ult(term, ctx.bv_val(range->lo, w)) ||
                 z3::ugt(term, ctx.bv_val(range->hi, w)));
      EXPECT_EQ(solver.check(), z3::unsat) << term << " in [" << range->lo << ", " << range->hi << "]";
    }
    return range;
  }
};

TEST_F(TermRange, ZeroExtendedByte) {
  auto r = checkedRange(z3::zext(byte, 56));
  ASSERT_TRUE(r);
  EXPECT_EQ(r->hi, 255u);
}

// libhv's BASE64_DECODE_OUT_SIZE(len) + 1 with an unsigned char len, passed
// to memset as a size_t: the simplifier writes the division as an extract
// and the sign extension as copies of the sign bit.
TEST_F(TermRange, SizeComputedFromAByteThroughTheSimplifier) {
  z3::expr len = z3::zext(byte, 24);
  z3::expr size = z3::udiv(len + 3, 4) * 3 + 1;
  z3::expr asSizeT = z3::sext(size, 32).simplify();
  auto r = checkedRange(asSizeT);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->hi, (255u + 3) / 4 * 3 + 1);
}

TEST_F(TermRange, RemainderIsBelowTheDivisor) {
  auto r = checkedRange(z3::urem(word, 10));
  ASSERT_TRUE(r);
  EXPECT_EQ(r->hi, 9u);
}

TEST_F(TermRange, MaskAndShift) {
  auto r = checkedRange(z3::lshr(word & 0xFFF, 4));
  ASSERT_TRUE(r);
  EXPECT_EQ(r->hi, 0xFFu);
}

TEST_F(TermRange, ChoiceJoinsBothSides) {
  z3::expr c = ctx.bool_const("c");
  auto r = checkedRange(z3::ite(c, z3::zext(byte, 24), ctx.bv_val(1000, 32)));
  ASSERT_TRUE(r);
  EXPECT_EQ(r->hi, 1000u);
}

// Wrap-around gives no bound: x - 1 is 2^32 - 1 for x = 0, and a sum or
// product past the width wraps.
TEST_F(TermRange, WrapAroundGivesNoBound) {
  z3::expr len = z3::zext(byte, 24);
  EXPECT_FALSE(checkedRange(len - 1));
  EXPECT_FALSE(checkedRange(word + 1));
  EXPECT_FALSE(checkedRange(z3::zext(byte, 8) * 0x1000));
  EXPECT_FALSE(checkedRange(z3::sext(byte, 24)));
  EXPECT_FALSE(checkedRange(word));
}

TEST_F(TermRange, SignExtensionOfANonNegativeValueKeepsIt) {
  auto r = checkedRange(z3::sext(z3::lshr(word, 1), 32));
  ASSERT_TRUE(r);
  EXPECT_EQ(r->hi, 0x7FFFFFFFu);
}

} // namespace
} // namespace kiki
