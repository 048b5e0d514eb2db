// The slices of solver/SliceProbe.h and the bounded checks' first try
// through them (engines/ViolationProbe.h): a failure found by a slice is a
// model of the whole query; inputs that do not extend to the whole formula
// give none.
#include "engines/ViolationProbe.h"
#include "solver/SliceProbe.h"

#include <gtest/gtest.h>

namespace kiki {
namespace {

class Slices : public ::testing::Test {
protected:
  z3::context ctx;
  z3::expr x = ctx.bv_const("x", 64), y = ctx.bv_const("y", 64), z = ctx.bv_const("z", 64);
  z3::expr bad = ctx.bool_const("bad");

  /// y is defined from x, bad from y; z and the 60 facts about it are
  /// another part of the formula.
  z3::expr_vector formula() {
    z3::expr_vector all(ctx);
    all.push_back(y == x + 1);
    all.push_back(bad == (y == ctx.bv_val(0, 64)));
    for (int i = 0; i < 60; ++i)
      all.push_back(z3::implies(z == ctx.bv_val(i, 64), z * ctx.bv_val(i + 3, 64) != z + x));
    return all;
  }
};

TEST_F(Slices, TheSliceHoldsTheDefinitionsOfTheGoalOnly) {
  SliceProbe probe(formula());
  auto part = probe.slice(bad, 10);
  ASSERT_TRUE(part.has_value());
  EXPECT_EQ(part->assertions, (std::vector<unsigned>{1, 0}));
}

TEST_F(Slices, DefinitionsAddedLaterJoinTheIndex) {
  z3::expr_vector all = formula();
  SliceProbe probe(all);
  z3::expr worse = ctx.bool_const("worse");
  all.push_back(worse == (bad && x == ctx.bv_val(7, 64)));
  probe.extend(all);
  auto part = probe.slice(worse, 10);
  ASSERT_TRUE(part.has_value());
  EXPECT_EQ(part->assertions, (std::vector<unsigned>{62, 1, 0}));
  // Past its bound a slice is given up.
  EXPECT_FALSE(probe.slice(worse, 2).has_value());
}

TEST_F(Slices, TheSliceInputsSatisfyTheGoal) {
  SliceProbe probe(formula());
  auto inputs = probe.inputsFor(bad, 1000);
  ASSERT_TRUE(inputs.has_value());
  ASSERT_EQ(inputs->size(), 1u);
  // x is the one input, and y == 0 needs x == -1.
  z3::solver check(ctx);
  check.add((*inputs)[0]);
  check.add(x != ctx.bv_val(-1, 64));
  EXPECT_EQ(check.check(), z3::unsat);
}

TEST_F(Slices, AFailureFoundThroughASliceIsAModelOfTheWholeQuery) {
  Solver solver(ctx);
  for (const auto &a : formula())
    solver.add(a);
  ViolationProbe probe;
  ASSERT_TRUE(probe.findFirst(solver, {bad}, {bad}));
  z3::model model = solver.model();
  EXPECT_TRUE(model.eval(bad, true).is_true());
  EXPECT_TRUE(model.eval(y == x + 1, true).is_true());
}

TEST_F(Slices, InputsThatDoNotExtendToTheWholeFormulaGiveNoFailure) {
  Solver solver(ctx);
  for (const auto &a : formula())
    solver.add(a);
  // A constraint outside the slice forbids the one failing input.
  solver.add(z3::implies(z == ctx.bv_val(100, 64), x != ctx.bv_val(-1, 64)));
  solver.add(z == ctx.bv_val(100, 64));
  ViolationProbe probe;
  EXPECT_FALSE(probe.findFirst(solver, {bad}, {bad}));
  EXPECT_EQ(solver.check({bad}), SatResult::Unsat);
}

} // namespace
} // namespace kiki
