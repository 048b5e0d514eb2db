// Two loops' inferences on one solver must not see each other's helper
// constraints (they once shared the names of their activation literals,
// which made the second loop's invariant false).
#include "domains/IntervalDomain.h"
#include "solver/Solver.h"
#include "strategy/StrategyIteration.h"

#include <gtest/gtest.h>

namespace kiki {
namespace {

/// `x = 0; while (x < bound) x++;` as a k = 1 transition: arbitrary start
/// selected by `select` (fresh x), else x = 0; the back edge is taken when
/// x < bound and carries x + 1.
LoopTransition counter(z3::context &ctx, const std::string &name, int bound) {
  z3::expr select = ctx.bool_const((name + ".select").c_str());
  z3::expr start = ctx.bv_const((name + ".x").c_str(), 32);
  z3::expr head = z3::ite(select, start, ctx.bv_val(0, 32));
  return LoopTransition{select, {start},
                        {{z3::slt(head, ctx.bv_val(bound, 32)), {head + 1}}}};
}

TEST(InferenceIsolation, SecondLoopGetsItsOwnInvariant) {
  z3::context ctx;
  Solver solver(ctx);
  std::vector<TemplateVar> vars{{"x", 32, true, true}};
  auto first = counter(ctx, "a", 10), second = counter(ctx, "b", 5);
  auto d1 = makeIntervalDomain(ctx, vars), d2 = makeIntervalDomain(ctx, vars);
  ASSERT_TRUE(inferInvariant(solver, *d1, first).converged);
  ASSERT_TRUE(inferInvariant(solver, *d2, second).converged);
  EXPECT_EQ(d1->describe(), std::vector<std::string>{"1 <= x <= 10"});
  EXPECT_EQ(d2->describe(), std::vector<std::string>{"1 <= x <= 5"});
}

TEST(InferenceIsolation, FreshConstantsAreDistinct) {
  z3::context ctx;
  Solver solver(ctx);
  z3::expr a = solver.freshBool("inv.round"), b = solver.freshBool("inv.round");
  EXPECT_FALSE(z3::eq(a, b));
  solver.add(a && !b);
  EXPECT_EQ(solver.check(), SatResult::Sat);
}

} // namespace
} // namespace kiki
