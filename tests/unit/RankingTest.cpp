// The ranking-function template (LR^n, widening, ⊥/⊤) and its
// counterexample-guided synthesis on hand-made transition relations.
#include "domains/RankingFunction.h"
#include "solver/Solver.h"
#include "strategy/RankingSynthesis.h"

#include <gtest/gtest.h>

namespace kiki {
namespace {

bool valid(z3::context &ctx, const z3::expr &formula) {
  z3::solver s(ctx);
  s.add(!formula);
  return s.check() == z3::unsat;
}

bool satisfiable(z3::context &ctx, const z3::expr &formula) {
  z3::solver s(ctx);
  s.add(formula);
  return s.check() == z3::sat;
}

TEST(RankingTemplate, BottomIsFalseTopIsTrue) {
  z3::context ctx;
  RankingTemplate t(ctx, {{"x", 32, true, true}});
  z3::expr x = ctx.bv_const("x", 32);
  EXPECT_TRUE(valid(ctx, !t.formula(RankingValue{}, {x}, {x - 1})));
  EXPECT_TRUE(valid(ctx, t.formula(RankingValue{RankingValue::Top}, {x}, {x + 1})));
  EXPECT_EQ(t.describe(RankingValue{}), "not computed");
  EXPECT_EQ(t.describe(RankingValue{RankingValue::Top}), "none found");
}

TEST(RankingTemplate, DifferenceIsComputedWithoutWrapAround) {
  z3::context ctx;
  RankingTemplate t(ctx, {{"x", 32, true, true}});
  z3::expr x = ctx.bv_const("x", 32);
  RankingValue minusX{RankingValue::Function, {{-1}}};
  // x -> x + 1 decreases -x, except where x + 1 wraps from INT_MAX to
  // INT_MIN: in 32 bits the difference would wrap and hide that.
  z3::expr step = t.formula(minusX, {x}, {x + 1});
  EXPECT_FALSE(valid(ctx, step));
  EXPECT_TRUE(valid(ctx, z3::implies(x != ctx.bv_val(INT32_MAX, 32), step)));
  EXPECT_GT(t.wideBits(), 32u + RankingTemplate::kCoefficientBits);
}

TEST(RankingTemplate, UnsignedVariablesAreZeroExtended) {
  z3::context ctx;
  RankingTemplate t(ctx, {{"u", 8, false, true}});
  z3::expr u = ctx.bv_const("u", 8);
  RankingValue plusU{RankingValue::Function, {{1}}};
  // 200 -> 100 decreases u read unsigned (read signed, -56 -> 100 would not).
  EXPECT_TRUE(valid(ctx, t.formula(plusU, {ctx.bv_val(200, 8)}, {ctx.bv_val(100, 8)})));
  EXPECT_TRUE(satisfiable(ctx, !t.formula(plusU, {u}, {u - 1})));
}

TEST(RankingTemplate, LexicographicNeedsTheHigherComponentNotToIncrease) {
  z3::context ctx;
  RankingTemplate t(ctx, {{"x", 32, true, true}, {"y", 32, true, true}});
  RankingValue xThenY{RankingValue::Function, {{1, 0}, {0, 1}}};
  auto n = [&](int v) { return ctx.bv_val(v, 32); };
  EXPECT_TRUE(valid(ctx, t.formula(xThenY, {n(5), n(0)}, {n(4), n(100)})));  // x drops
  EXPECT_TRUE(valid(ctx, t.formula(xThenY, {n(5), n(7)}, {n(5), n(6)})));    // y drops
  EXPECT_TRUE(valid(ctx, !t.formula(xThenY, {n(5), n(7)}, {n(6), n(6)})));   // x grows
  EXPECT_EQ(t.describe(xThenY), "(x, y)");
  EXPECT_EQ(t.describe(RankingValue{RankingValue::Function, {{-2, 1}}}), "-2*x + y");
}

/// One loop with head state `head` and a back edge under `guard` to `next`.
LoopTransition loop(const TemplateState &head, const z3::expr &guard, const TemplateState &next) {
  return LoopTransition{guard.ctx().bool_val(false), head, {{guard, next}}, head};
}

TEST(RankingSynthesis, CountDownGetsAMonolithicFunction) {
  z3::context ctx;
  Solver solver(ctx);
  z3::expr x = ctx.bv_const("x", 32);
  RankingTemplate t(ctx, {{"x", 32, true, true}});
  auto outcome = synthesiseRanking(solver, t, loop({x}, z3::sgt(x, ctx.bv_val(0, 32)),
                                                   {x - 1}), {});
  ASSERT_EQ(outcome.value.kind, RankingValue::Function);
  EXPECT_EQ(t.describe(outcome.value), "x");
  EXPECT_GE(outcome.stats.rounds, 1u);
}

TEST(RankingSynthesis, PhasesNeedTwoComponents) {
  // while (x > 0) { if (y > 0) y--; else { x--; y = any; } }
  z3::context ctx;
  Solver solver(ctx);
  z3::expr x = ctx.bv_const("x", 32), y = ctx.bv_const("y", 32), any = ctx.bv_const("any", 32);
  z3::expr zero = ctx.bv_val(0, 32);
  z3::expr yPositive = z3::sgt(y, zero);
  TemplateState next{z3::ite(yPositive, x, x - 1), z3::ite(yPositive, y - 1, any)};
  RankingTemplate t(ctx, {{"x", 32, true, true}, {"y", 32, true, true}});
  auto body = loop({x, y}, z3::sgt(x, zero), next);
  RankingOptions monolithic;
  monolithic.maxComponents = 1;
  EXPECT_EQ(synthesiseRanking(solver, t, body, {}, monolithic).value.kind, RankingValue::Top);
  auto outcome = synthesiseRanking(solver, t, body, {});
  ASSERT_EQ(outcome.value.kind, RankingValue::Function);
  EXPECT_EQ(outcome.value.components.size(), 2u);
  // Whatever was found must rank every iteration.
  EXPECT_TRUE(valid(ctx, z3::implies(z3::sgt(x, zero), t.formula(outcome.value, {x, y}, next))));
}

TEST(RankingSynthesis, NonTerminatingLoopIsTop) {
  z3::context ctx;
  Solver solver(ctx);
  z3::expr x = ctx.bv_const("x", 32);
  RankingTemplate t(ctx, {{"x", 32, true, true}});
  auto outcome = synthesiseRanking(solver, t, loop({x}, ctx.bool_val(true), {x}), {});
  EXPECT_EQ(outcome.value.kind, RankingValue::Top);
  EXPECT_FALSE(outcome.solverGaveUp);
}

TEST(RankingSynthesis, NoBackEdgeIsTheEmptyFunction) {
  z3::context ctx;
  Solver solver(ctx);
  z3::expr x = ctx.bv_const("x", 32);
  RankingTemplate t(ctx, {{"x", 32, true, true}});
  auto outcome = synthesiseRanking(solver, t, loop({x}, ctx.bool_val(false), {x}), {});
  EXPECT_EQ(outcome.value.kind, RankingValue::Function);
  EXPECT_TRUE(outcome.value.components.empty());
}

TEST(RankingSynthesis, ConstantsFromBeforeTheLoopGetNoCoefficient) {
  // while (i < n) i++;  with n a value from before the loop.
  z3::context ctx;
  Solver solver(ctx);
  z3::expr i = ctx.bv_const("i", 32), n = ctx.bv_const("n", 32);
  RankingTemplate t(ctx, {{"i", 32, true, true}, {"n", 32, true, false}});
  auto outcome = synthesiseRanking(
      solver, t, loop({i, n}, z3::slt(i, n), {i + 1, n}), {});
  ASSERT_EQ(outcome.value.kind, RankingValue::Function);
  EXPECT_EQ(t.describe(outcome.value), "-i");
}

} // namespace
} // namespace kiki
