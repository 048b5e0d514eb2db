// The translation to cvc5: on formulas over every operator the encoding
// uses, cvc5 must answer as Z3 does, and a model it returns must satisfy
// the formula as Z3 evaluates it.
#include "solver/Cvc5Solver.h"

#include <gtest/gtest.h>

#include <memory>

namespace kiki {
namespace {

SatResult z3Answer(z3::context &ctx, const z3::expr &formula) {
  z3::solver s(ctx);
  s.add(formula);
  switch (s.check()) {
  case z3::sat: return SatResult::Sat;
  case z3::unsat: return SatResult::Unsat;
  default: return SatResult::Unknown;
  }
}

class Cvc5SolverTest : public ::testing::Test {
protected:
  static constexpr int kRounds = 40;
  z3::context ctx;
  z3::sort f32 = ctx.fpa_sort(8, 24), f64 = ctx.fpa_sort(11, 53);
  z3::expr x = ctx.constant("x", f32), y = ctx.constant("y", f32);
  z3::expr d = ctx.constant("d", f64);
  z3::expr a = ctx.bv_const("a", 32), b = ctx.bv_const("b", 32);
  z3::expr i = ctx.bv_const("i", 8), j = ctx.bv_const("j", 8);
  z3::expr mem = ctx.constant("mem", ctx.array_sort(ctx.bv_sort(8), ctx.bv_sort(8)));

  z3::expr rne() { return ctx.fpa_rounding_mode(); }
  z3::expr ieee(const z3::expr &fp) { return z3::expr(ctx, Z3_mk_fpa_to_ieee_bv(ctx, fp)); }
  z3::expr fromIeee(const z3::expr &bv, const z3::sort &s) {
    return z3::expr(ctx, Z3_mk_fpa_to_fp_bv(ctx, bv, s));
  }
  z3::expr toF64(const z3::expr &f) { return z3::fpa_to_fpa(f, f64); }
  z3::expr toF32(const z3::expr &f) { return z3::fpa_to_fpa(f, f32); }
  z3::expr lit(float v) { return ctx.fpa_val(v); }
  z3::expr lit(double v) { return ctx.fpa_val(v); }

  /// Asserts `formula` alone in a fresh cvc5 instance and compares.
  void agrees(const z3::expr &formula, SatResult expected) {
    SCOPED_TRACE(formula.to_string());
    ASSERT_EQ(z3Answer(ctx, formula), expected) << "the test's own expectation";
    auto cvc5 = std::make_unique<Cvc5Solver>();
    ASSERT_TRUE(cvc5->add(formula));
    auto answer = cvc5->check({});
    if (!answer) {
      // cvc5 1.0.3 now and then stops on a known internal error inside
      // CaDiCaL and gives no answer (kiki's hybrid back end then lets Z3
      // answer). This test failed once in a full run under load, not
      // reproduced in 11 runs alone; a fresh instance must answer.
      cvc5 = std::make_unique<Cvc5Solver>();
      ASSERT_TRUE(cvc5->add(formula));
      answer = cvc5->check({});
    }
    ASSERT_TRUE(answer.has_value());
    EXPECT_EQ(*answer, expected);
    if (expected != SatResult::Sat)
      return;
    auto model = cvc5->model(ctx);
    ASSERT_TRUE(model.has_value());
    EXPECT_TRUE(model->eval(formula, true).is_true()) << *model;
  }
};

TEST_F(Cvc5SolverTest, FloatingPointArithmeticAgreesWithZ3) {
  agrees(x * y == lit(0.1f), SatResult::Sat);
  agrees(x > lit(0.0f) && x * lit(2.0f) < x, SatResult::Unsat);
  agrees(!x.mk_is_nan() && !y.mk_is_nan() && (x + y).mk_is_nan(), SatResult::Sat);
  // The body of 2LS's invariants/float3: x = x * 0.1 + 0.1 in double.
  z3::expr next = toF32(toF64(x) * lit(0.1) + lit(0.1));
  agrees(x > lit(0.2f) && next > x, SatResult::Unsat);
  agrees(x > lit(0.0f) && x < lit(0.11f) && next > x, SatResult::Sat);
  agrees(z3::fma(x, y, lit(1.0f), rne()) == lit(7.0f) && x == lit(2.0f), SatResult::Sat);
  agrees(z3::sqrt(x, rne()) == lit(3.0f) && x != lit(9.0f), SatResult::Unsat);
  agrees(z3::rem(x, y) == lit(1.0f) && y == lit(4.0f) && x == lit(9.0f), SatResult::Sat);
  agrees(z3::min(x, y) > z3::max(x, y), SatResult::Unsat);
  agrees(z3::abs(-x) == lit(2.5f) && x < lit(0.0f), SatResult::Sat);
  agrees(x / y == lit(0.5f) && y == lit(0.0f), SatResult::Unsat);
  agrees(z3::round_fpa_to_closest_integer(x) == lit(3.0f) && x > lit(3.4f) && x < lit(3.6f),
         SatResult::Sat);
}

TEST_F(Cvc5SolverTest, ConversionsAndLiteralsAgreeWithZ3) {
  // In range only: out of range the result is unspecified in both solvers,
  // and a model need not fix it as Z3's evaluation does.
  agrees(z3::fpa_to_sbv(x, 32) == ctx.bv_val(-3, 32) && x > lit(-3.0f) && x < lit(0.0f),
         SatResult::Sat);
  agrees(z3::fpa_to_ubv(d, 8) == ctx.bv_val(200, 8) && d == lit(200.75), SatResult::Unsat);
  agrees(z3::fpa_to_ubv(d, 8) == ctx.bv_val(200, 8) && d == lit(200.25), SatResult::Sat);
  agrees(z3::sbv_to_fpa(a, f32) == lit(16777217.0f) && a == ctx.bv_val(16777217, 32),
         SatResult::Sat);
  agrees(z3::ubv_to_fpa(b, f64) == lit(4294967295.0), SatResult::Sat);
  agrees(ieee(x) == ctx.bv_val(0x3f800000, 32) && x != lit(1.0f), SatResult::Unsat);
  agrees(fromIeee(a, f32) == lit(-0.0f) && a != ctx.bv_val(0x80000000u, 32), SatResult::Unsat);
  // Literals the numeral translation must get bit for bit: a subnormal,
  // negative zero, a double with every significand bit used.
  agrees(x == lit(1e-45f) && ieee(x) != ctx.bv_val(1, 32), SatResult::Unsat);
  agrees(x == lit(-0.0f) && ieee(x) != ctx.bv_val(0x80000000u, 32), SatResult::Unsat);
  agrees(d == lit(0.1) && ieee(d) != ctx.bv_val("4591870180066957722", 64), SatResult::Unsat);
  agrees(d == lit(0.1) && toF32(d) == x, SatResult::Sat);
}

TEST_F(Cvc5SolverTest, BitVectorsAndArraysAgreeWithZ3) {
  z3::expr zero = ctx.bv_val(0, 32), ones = ctx.bv_val(-1, 32);
  // Division by zero as SMT-LIB defines it, in both solvers.
  agrees(z3::udiv(a, zero) != ones, SatResult::Unsat);
  agrees(z3::urem(a, zero) != a, SatResult::Unsat);
  agrees(z3::srem(a, b) == ctx.bv_val(-1, 32) && b == ctx.bv_val(3, 32) && a > zero,
         SatResult::Unsat);
  agrees(z3::smod(a, b) == ctx.bv_val(2, 32) && b == ctx.bv_val(-3, 32), SatResult::Unsat);
  agrees(z3::smod(a, b) == ctx.bv_val(-1, 32) && b == ctx.bv_val(-3, 32), SatResult::Sat);
  agrees(a / b == ctx.bv_val(-2, 32) && b == ctx.bv_val(2, 32), SatResult::Sat);
  agrees(z3::shl(a, 4) == ctx.bv_val(0x100, 32) && z3::lshr(a, 4) != ctx.bv_val(1, 32),
         SatResult::Sat); // a's top bits are free
  agrees(z3::shl(a, 4) == ctx.bv_val(0x100, 32) && z3::lshr(a, 28) == zero &&
             z3::lshr(a, 4) != ctx.bv_val(1, 32),
         SatResult::Unsat);
  agrees(z3::ashr(a, 31) == ones && a >= zero, SatResult::Unsat);
  agrees(a.rotate_left(8) == ctx.bv_val(0x11223300, 32) && a.extract(7, 0) != ctx.bv_val(0, 8),
         SatResult::Sat);
  agrees(z3::sext(a.extract(7, 0), 24) == ones && z3::zext(a.extract(15, 8), 24) == zero,
         SatResult::Sat);
  agrees(z3::concat(a, b) == ctx.bv_val("18446744073709551615", 64) && (a & ~b) != zero,
         SatResult::Unsat);
  agrees(z3::ult(a, b) && z3::ule(b, a), SatResult::Unsat);
  agrees((a ^ b) == zero && (a | b) != a, SatResult::Unsat);
  agrees(i != j && z3::select(z3::store(mem, i, ctx.bv_val(5, 8)), j) != z3::select(mem, j),
         SatResult::Unsat);
  agrees(z3::select(z3::store(mem, ctx.bv_val(1, 8), ctx.bv_val(5, 8)), i) == ctx.bv_val(5, 8) &&
             i != ctx.bv_val(1, 8),
         SatResult::Sat);
  agrees(z3::select(z3::const_array(ctx.bv_sort(8), ctx.bv_val(0, 8)), i) == ctx.bv_val(1, 8),
         SatResult::Unsat);
}

// cvc5 1.0.3 answered sat on this unsat formula in 2-14 of 200 fresh
// instances checked in 1 ms slices (and once in this file's test above,
// under load, at the default 250 ms): a check resumed after its slice ran
// out. Such an answer must not come out as Sat; the instance gives up
// instead (nullopt), and the hybrid back end asks Z3.
TEST_F(Cvc5SolverTest, ResumedChecksGiveNoSatWithoutAModel) {
  z3::expr formula = z3::smod(a, b) == ctx.bv_val(2, 32) && b == ctx.bv_val(-3, 32);
  unsigned gaveUp = 0;
  for (int round = 0; round < kRounds; ++round) {
    Cvc5Solver cvc5(/*sliceMilliseconds=*/1);
    ASSERT_TRUE(cvc5.add(formula));
    auto answer = cvc5.check({});
    EXPECT_NE(answer, std::optional<SatResult>(SatResult::Sat)) << "round " << round;
    gaveUp += !answer.has_value();
    if (!answer) {
      EXPECT_FALSE(cvc5.usable());
    }
  }
  RecordProperty("gave_up", gaveUp);
}

TEST_F(Cvc5SolverTest, AssumptionsSelectWhatIsAssumed) {
  Cvc5Solver cvc5;
  z3::expr p = ctx.bool_const("p"), q = ctx.bool_const("q");
  ASSERT_TRUE(cvc5.add(z3::implies(p, x > lit(1.0f))));
  ASSERT_TRUE(cvc5.add(z3::implies(q, x < lit(0.0f))));
  EXPECT_EQ(cvc5.check({p}), SatResult::Sat);
  EXPECT_EQ(cvc5.check({q}), SatResult::Sat);
  EXPECT_EQ(cvc5.check({p, q}), SatResult::Unsat);
  ASSERT_EQ(cvc5.check({p, !q}), SatResult::Sat);
  auto model = cvc5.model(ctx);
  ASSERT_TRUE(model.has_value());
  EXPECT_TRUE(model->eval(x > lit(1.0f), true).is_true());
}

// A NaN's bits are some NaN pattern (never the bits of a number), which is
// what a C program can observe.
TEST_F(Cvc5SolverTest, TheBitsOfNaNAreANaNPattern) {
  Cvc5Solver cvc5;
  ASSERT_TRUE(cvc5.add(x.mk_is_nan() && ieee(x) == ctx.bv_val(0x3f800000, 32)));
  EXPECT_EQ(cvc5.check({}), SatResult::Unsat);
}

// A lambda (the encoding of a symbolic memcpy) has no translation: the
// instance says so and stays unusable rather than dropping the constraint.
TEST_F(Cvc5SolverTest, ALambdaMakesItUnusable) {
  Cvc5Solver cvc5;
  z3::expr k = ctx.bv_const("k", 8);
  z3::expr copy = z3::lambda(k, z3::select(mem, k + 1));
  EXPECT_FALSE(cvc5.add(z3::select(copy, i) == ctx.bv_val(3, 8)));
  EXPECT_FALSE(cvc5.usable());
  EXPECT_FALSE(cvc5.add(a == b));
  EXPECT_FALSE(cvc5.check({}).has_value());
}

} // namespace
} // namespace kiki
