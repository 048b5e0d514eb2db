// Joint inference of a loop nest (strategy/StrategyIteration,
// inferJointInvariant) on a nest written directly in Z3: an outer loop whose
// every iteration runs an inner loop that changes v in its first iteration
// only (as an inner loop over a list changes the head node's field only
// when it starts at the head),
//
//   v = 10;
//   while (*) {                           // outer
//     v = v < 20 ? v + 1 : v - 10;        // in the inner loop's first iteration
//     do ; while (*);                     // inner, v is a variable of both
//   }
//
// as k = 1 transitions: each loop may start arbitrarily (its select bit and
// a fresh v); the inner loop is entered from the outer loop's head, and the
// outer loop's back edge carries what the inner loop left. Only the outer
// invariant bounds the inner loop's first iteration, and only the inner
// invariant the outer loop's back edge.
#include "domains/IntervalDomain.h"
#include "solver/Solver.h"
#include "strategy/StrategyIteration.h"

#include <gtest/gtest.h>

namespace kiki {
namespace {

struct Nest {
  LoopTransition outer, inner;
};

Nest nest(z3::context &ctx) {
  z3::expr outerSelect = ctx.bool_const("outer.select");
  z3::expr outerStart = ctx.bv_const("outer.v", 32);
  z3::expr innerSelect = ctx.bool_const("inner.select");
  z3::expr innerStart = ctx.bv_const("inner.v", 32);
  z3::expr outerHead = z3::ite(outerSelect, outerStart, ctx.bv_val(10, 32));
  z3::expr step = z3::ite(z3::slt(outerHead, ctx.bv_val(20, 32)), outerHead + 1,
                          outerHead - ctx.bv_val(10, 32));
  z3::expr innerBack = z3::ite(innerSelect, innerStart, step);
  // The inner loop is left from its arbitrary start only (it runs at least
  // twice), so its invariant alone bounds the outer back edge.
  LoopTransition outer{outerSelect,
                       {outerStart},
                       {{ctx.bool_const("outer.back") && innerSelect, {innerStart}}}};
  LoopTransition inner{innerSelect, {innerStart}, {{ctx.bool_const("inner.back"), {innerBack}}}};
  return {outer, inner};
}

std::vector<TemplateVar> valueVar() { return {{"v", 32, true, true}}; }

// Each loop's bound lifts the other's: raised in turn they would climb one
// step per round (v <= 11, 12, ...) until widened to top; rows of the same
// variable are raised together instead.
TEST(JointInference, NestGetsTheBoundsOfBothLoops) {
  z3::context ctx;
  Solver solver(ctx);
  Nest loops = nest(ctx);
  auto outer = makeIntervalDomain(ctx, valueVar()), inner = makeIntervalDomain(ctx, valueVar());
  InferenceStats stats = inferJointInvariant(
      solver, {InferencePart{*inner, loops.inner}, InferencePart{*outer, loops.outer}});
  ASSERT_TRUE(stats.converged);
  EXPECT_EQ(inner->describe(), std::vector<std::string>{"10 <= v <= 20"});
  EXPECT_EQ(outer->describe(), std::vector<std::string>{"10 <= v <= 20"});
}

// The inner loop alone starts from whatever the outer loop's arbitrary
// head holds: nothing bounds v there, and v = 1000 is allowed.
TEST(JointInference, InnerLoopAloneGetsNoBound) {
  z3::context ctx;
  Solver solver(ctx);
  Nest loops = nest(ctx);
  auto inner = makeIntervalDomain(ctx, valueVar());
  ASSERT_TRUE(inferInvariant(solver, *inner, loops.inner).converged);
  TemplateState large{ctx.bv_val(1000, 32)};
  EXPECT_TRUE(rowsFormula(ctx, *inner, large).simplify().is_true());
}

// What joint inference returns is inductive: assumed at both starts, no
// back edge of either loop leaves it.
TEST(JointInference, ResultIsInductive) {
  z3::context ctx;
  Solver solver(ctx);
  Nest loops = nest(ctx);
  auto outer = makeIntervalDomain(ctx, valueVar()), inner = makeIntervalDomain(ctx, valueVar());
  ASSERT_TRUE(inferJointInvariant(solver, {InferencePart{*inner, loops.inner},
                                           InferencePart{*outer, loops.outer}})
                  .converged);
  z3::solver check(ctx);
  check.add(invariantAtStart(ctx, *inner, loops.inner));
  check.add(invariantAtStart(ctx, *outer, loops.outer));
  const auto &innerBack = loops.inner.latches[0], &outerBack = loops.outer.latches[0];
  check.add((innerBack.guard && !rowsFormula(ctx, *inner, innerBack.state)) ||
            (outerBack.guard && !rowsFormula(ctx, *outer, outerBack.state)));
  EXPECT_EQ(check.check(), z3::unsat);
}

} // namespace
} // namespace kiki
