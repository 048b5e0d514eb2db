// overflowFlag: the bounds used for a product with a numeral give the same
// flag as the product at double width, for every numeral of a small width
// and both operand orders (checked with Z3: their difference is
// unsatisfiable).
#include "encode/OverflowFlags.h"

#include <gtest/gtest.h>

namespace kiki {
namespace {

class OverflowFlags : public ::testing::Test {
protected:
  z3::context ctx;
  z3::solver solver{ctx}; // one for all checks: making one costs more than they do

  static z3::expr reference(const z3::expr &a, const z3::expr &b, bool isSigned) {
    unsigned w = a.get_sort().bv_size();
    auto ext = [&](const z3::expr &x) { return isSigned ? z3::sext(x, w) : z3::zext(x, w); };
    return ext(a) * ext(b) != ext(a * b);
  }

  bool sameFlag(const z3::expr &flag, const z3::expr &expected) {
    solver.push();
    solver.add(flag != expected);
    bool same = solver.check() == z3::unsat;
    solver.pop();
    return same;
  }
};

TEST_F(OverflowFlags, ProductWithEveryByteNumeralMatchesTheWideProduct) {
  z3::expr x = ctx.bv_const("x", 8);
  for (bool isSigned : {true, false})
    for (unsigned v = 0; v < 256; ++v) {
      z3::expr c = ctx.bv_val(v, 8);
      EXPECT_TRUE(sameFlag(overflowFlag(OverflowOp::Mul, x, c, isSigned), reference(x, c, isSigned)))
          << "x * " << v << (isSigned ? " signed" : " unsigned");
      EXPECT_TRUE(sameFlag(overflowFlag(OverflowOp::Mul, c, x, isSigned), reference(c, x, isSigned)))
          << v << " * x" << (isSigned ? " signed" : " unsigned");
    }
}

TEST_F(OverflowFlags, ProductWithANumeralHasNoMultiplier) {
  z3::expr x = ctx.bv_const("x", 64);
  z3::expr flag = overflowFlag(OverflowOp::Mul, x, ctx.bv_val(10, 64), true).simplify();
  EXPECT_EQ(flag.to_string().find("bvmul"), std::string::npos) << flag;
  // Only the bounds: x * 10 overflows iff x > 922337203685477580 or
  // x < -922337203685477580.
  EXPECT_TRUE(sameFlag(flag, x > ctx.bv_val("922337203685477580", 64) ||
                                 x < ctx.bv_val("-922337203685477580", 64)));
  EXPECT_FALSE(sameFlag(flag, x > ctx.bv_val("922337203685477581", 64) ||
                                  x < ctx.bv_val("-922337203685477580", 64)));
}

TEST_F(OverflowFlags, ProductOfTwoVariablesAndSumsKeepTheWideForm) {
  z3::expr x = ctx.bv_const("x", 8), y = ctx.bv_const("y", 8);
  EXPECT_TRUE(sameFlag(overflowFlag(OverflowOp::Mul, x, y, true), reference(x, y, true)));
  z3::expr sum = z3::sext(x, 1) + z3::sext(y, 1) != z3::sext(x + y, 1);
  EXPECT_TRUE(sameFlag(overflowFlag(OverflowOp::Add, x, y, true), sum));
}

} // namespace
} // namespace kiki
