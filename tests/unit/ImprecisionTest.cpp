// What an invariant leaves open (seed 003's Algorithms 1 and 2, through
// TemplateDomain::impreciseValues) and symbolic paths (domains/PathDomain,
// --sympath): rows per path of a loop body's branch, inferred by the
// strategy iteration, whose invariant at an arbitrary start is the
// disjunction of the per-path invariants.
#include "domains/Domains.h"
#include "domains/HeapDomain.h"
#include "domains/IntervalDomain.h"
#include "domains/PathDomain.h"
#include "domains/ZoneDomain.h"
#include "solver/Solver.h"
#include "strategy/StrategyIteration.h"

#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace kiki {
namespace {

using Strings = std::vector<std::string>;

TemplateVar var(const std::string &name, unsigned width, bool loopBack = true) {
  return TemplateVar{name, width, true, loopBack};
}

/// Joins every row of `d` at the point `values` of the symbols `state`.
void joinPoint(z3::context &ctx, TemplateDomain &d, const TemplateState &state,
               const std::vector<int> &values) {
  z3::solver s(ctx);
  for (size_t i = 0; i < state.size(); ++i)
    s.add(state[i] == ctx.bv_val(values[i], state[i].get_sort().bv_size()));
  ASSERT_EQ(s.check(), z3::sat);
  z3::model m = s.get_model();
  for (size_t r = 0; r < d.rowCount(); ++r)
    d.joinModel(r, m, state);
}

TEST(ImpreciseValues, IntervalsNameVariablesWithBothBoundsTop) {
  z3::context ctx;
  std::vector<TemplateVar> vars{var("x", 32), var("i", 32), var("n", 32, false)};
  auto d = makeIntervalDomain(ctx, vars);
  TemplateState state{ctx.bv_const("x", 32), ctx.bv_const("i", 32), ctx.bv_const("n", 32)};
  // Bottom (no state reached) leaves nothing open.
  EXPECT_EQ(d->impreciseValues(), Strings{});
  joinPoint(ctx, *d, state, {5, 1, 0});
  EXPECT_EQ(d->impreciseValues(), Strings{});
  // x's rows are raised to top (rows 0 and 1 are x <= d and -x <= d).
  d->raise(0, highestValue(vars[0]));
  EXPECT_EQ(d->impreciseValues(), Strings{"variable \"x\" (no upper bound)"});
  d->raise(1, -lowestValue(vars[0]));
  EXPECT_EQ(d->impreciseValues(), Strings{"variable \"x\""});
  // n is from before the loop: it has no rows and is never named.
}

TEST(ImpreciseValues, ZonesNameTheMissingDirectionOnly) {
  z3::context ctx;
  std::vector<TemplateVar> vars{var("x", 8), var("y", 8)};
  auto d = makeZoneDomain(ctx, vars);
  TemplateState state{ctx.bv_const("x", 8), ctx.bv_const("y", 8)};
  joinPoint(ctx, *d, state, {3, 1});
  // Only y's lower row at top: y may be anything down to -128.
  d->raise(3, 128);
  EXPECT_EQ(d->impreciseValues(), Strings{"variable \"y\" (no lower bound)"});
}

TEST(ImpreciseValues, HeapNamesTopPointersAndFields) {
  z3::context ctx;
  HeapDomain::Names names{[](unsigned s) { return "site" + std::to_string(s); },
                          [](unsigned o) { return "obj" + std::to_string(o); }};
  PointerSlots slots{0, 1, 2, 3};
  HeapDomain d(ctx,
               {{"p", slots, {}}, {"malloc@line 11: next", slots, 4}},
               {{"malloc@line 11: val", 5, TemplateVar{"val", 32, true, true}, 4},
                {"malloc@line 11: val - k", 5, TemplateVar{"val", 32, true, true}, 4, 6,
                 TemplateVar{"k", 32, true, true}}},
               names);
  TemplateState state{ctx.bv_const("obj", 16), ctx.bv_const("off", 48),
                      ctx.bv_const("site", 16), ctx.bv_const("alive", 1),
                      ctx.bv_const("member", 1), ctx.bv_const("val", 32),
                      ctx.bv_const("k", 32)};
  EXPECT_EQ(d.impreciseValues(), Strings{});
  // Rows: 2 pointers, then 2 per value row (upper, lower).
  for (size_t r = 2; r < 6; ++r) {
    d.raise(r, 0);
    d.raise(r, Bound(1) << 40);
  }
  EXPECT_EQ(d.impreciseValues(),
            Strings{"\"val\" field of the objects allocated at line 11 (malloc)"})
      << "a difference to a loop variable (val - k) is not a value of its own";
}

class SymbolicPaths : public ::testing::Test {
protected:
  z3::context ctx;
  Solver solver{ctx};
  z3::expr s = ctx.bool_const("s"); // started in an arbitrary state
  z3::expr xh = ctx.bv_const("x_h", 32);
  z3::expr c = ctx.bv_const("c", 1);       // the branch's outcome in the iteration
  z3::expr bit = ctx.bv_const("path", 1);  // the path bit at the arbitrary start
  z3::expr bv(int v) { return ctx.bv_val(v, 32); }

  /// x = 0; while (*) { if (c) x = 1; else x = 3; } with the state (x, path).
  LoopTransition loop() {
    z3::expr x0 = z3::ite(s, xh, bv(0));
    z3::expr next = z3::ite(c == ctx.bv_val(1, 1), bv(1), bv(3));
    return LoopTransition{s, {x0, bit}, {{ctx.bool_val(true), {next, c}}}};
  }
  std::unique_ptr<TemplateDomain> paths() {
    return makePathDomain(InvariantDomain::Intervals, ctx, {var("x", 32)}, {1}, {"line 4 c"});
  }
};

TEST_F(SymbolicPaths, EachPathGetsItsOwnInvariant) {
  LoopTransition t = loop();
  auto d = paths();
  ASSERT_EQ(d->rowCount(), 4u); // two interval rows per path
  ASSERT_TRUE(inferInvariant(solver, *d, t).converged);
  EXPECT_EQ(d->describe(), (Strings{"(last iteration with line 4 c false: 3 <= x <= 3)",
                                    "(last iteration with line 4 c: 1 <= x <= 1)"}));
  // At an arbitrary start the solver picks the path: x is 1 or 3, never 2.
  solver.add(invariantAtStart(ctx, *d, t));
  EXPECT_EQ(solver.check({s, xh == bv(2)}), SatResult::Unsat);
  EXPECT_EQ(solver.check({s, xh == bv(1)}), SatResult::Sat);
  EXPECT_EQ(solver.check({s, xh == bv(3)}), SatResult::Sat);
}

TEST_F(SymbolicPaths, WithoutPathsTheInvariantJoinsThem) {
  LoopTransition t = loop();
  auto d = makeIntervalDomain(ctx, {var("x", 32)});
  ASSERT_TRUE(inferInvariant(solver, *d, t).converged);
  EXPECT_EQ(d->describe(), Strings{"1 <= x <= 3"});
  solver.add(invariantAtStart(ctx, *d, t));
  EXPECT_EQ(solver.check({s, xh == bv(2)}), SatResult::Sat);
}

TEST_F(SymbolicPaths, APathNeverTakenStaysBottomAndUnnamed) {
  z3::expr x0 = z3::ite(s, xh, bv(0));
  // The branch always goes one way: c is 1 at the back edge.
  LoopTransition t{s, {x0, bit}, {{ctx.bool_val(true), {bv(1), ctx.bv_val(1, 1)}}}};
  auto d = paths();
  ASSERT_TRUE(inferInvariant(solver, *d, t).converged);
  EXPECT_EQ(d->describe(), Strings{"(last iteration with line 4 c: 1 <= x <= 1)"});
  solver.add(invariantAtStart(ctx, *d, t));
  // The other path's rows are bottom: a start on it is excluded.
  EXPECT_EQ(solver.check({s, bit == ctx.bv_val(0, 1)}), SatResult::Unsat);
  EXPECT_EQ(d->impreciseValues(), Strings{});
}

TEST_F(SymbolicPaths, ImpreciseOnlyWhereEveryPathTakenLeavesItOpen) {
  z3::expr x0 = z3::ite(s, xh, bv(0));
  // if (c) x = 1; else x = x + 1 (unbounded on that path only).
  z3::expr next = z3::ite(c == ctx.bv_val(1, 1), bv(1), x0 + bv(1));
  LoopTransition t{s, {x0, bit}, {{ctx.bool_val(true), {next, c}}}};
  auto d = paths();
  ASSERT_TRUE(inferInvariant(solver, *d, t).converged);
  EXPECT_EQ(d->impreciseValues(), Strings{}) << "x is exact on one path";
}

} // namespace
} // namespace kiki
