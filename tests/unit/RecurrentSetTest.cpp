// Closed recurrent sets (strategy/RecurrentSet) on hand-made loops: the
// box is found where every iteration from it comes back into it, and never
// where the loop ends or the box is not reached.
#include "solver/Solver.h"
#include "strategy/RecurrentSet.h"

#include <gtest/gtest.h>

namespace kiki {
namespace {

struct Loop {
  z3::context ctx;
  Solver solver{ctx};
  z3::expr x = ctx.bv_const("x", 32);
  z3::expr u = ctx.bv_const("u", 8);
  z3::expr real = ctx.bool_const("real"); // the first iteration is a real one
  std::vector<TemplateVar> vars{{"x", 32, true, true}, {"u", 8, false, true}};

  /// while (guard) { x = nextX; u = nextU; } entered with x == entryX.
  std::optional<RecurrentSet> search(const z3::expr &guard, const z3::expr &nextX,
                                     const z3::expr &nextU, int entryX) {
    solver.add(z3::implies(real, x == ctx.bv_val(entryX, 32)));
    LoopTransition t{ctx.bool_val(true), {x, u}, {{guard, {nextX, nextU}}}, {x, u}};
    RecurrenceProblem p{vars, t, !guard, {}, {real}};
    return findRecurrentSet(solver, p);
  }
  z3::expr n(int v) { return ctx.bv_val(v, 32); }
};

TEST(RecurrentSet, LoopThatChangesNothingIsClosedWherePositive) {
  Loop l;
  auto set = l.search(z3::sgt(l.x, l.n(0)), l.x, l.u + 1, 5);
  ASSERT_TRUE(set.has_value());
  EXPECT_EQ(set->describe(l.vars), "x >= 1");
  EXPECT_EQ(set->latch, 0u);
}

TEST(RecurrentSet, CountDownHasNone) {
  Loop l;
  EXPECT_FALSE(l.search(z3::sgt(l.x, l.n(0)), l.x - 1, l.u, 5).has_value());
}

TEST(RecurrentSet, UnreachedSetDoesNotCount) {
  // The loop would run forever for x > 0, but it is entered with x == 0.
  Loop l;
  EXPECT_FALSE(l.search(z3::sgt(l.x, l.n(0)), l.x, l.u, 0).has_value());
}

TEST(RecurrentSet, WrappingCounterStaysInTop) {
  // while (1) u--: u wraps around (unsigned) and every state comes back.
  Loop l;
  auto set = l.search(l.ctx.bool_val(true), l.x, l.u - 1, 3);
  ASSERT_TRUE(set.has_value());
  EXPECT_EQ(set->describe(l.vars), "true");
}

} // namespace
} // namespace kiki
