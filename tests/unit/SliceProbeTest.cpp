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

namespace kiki {
namespace {

/// Memory variables are defined per address read: a slice that reads M at
/// p takes the equation of that read only, not those of reads elsewhere
/// (which name the later code that made their addresses).
class MemorySlices : public ::testing::Test {
protected:
  z3::context ctx;
  z3::sort bytes = ctx.array_sort(ctx.bv_sort(64), ctx.bv_sort(8));
  z3::expr mem = ctx.constant("mem", bytes), entry = ctx.constant("entry", bytes);
  z3::expr p = ctx.bv_const("p", 64), q = ctx.bv_const("q", 64), r = ctx.bv_const("r", 64);
  z3::expr g = ctx.bool_const("g"), later = ctx.bool_const("later");
  z3::expr alive = ctx.bool_const("alive"), heap = ctx.bv_const("heap", 32);

  z3::expr_vector formula() {
    z3::expr_vector all(ctx);
    all.push_back(z3::implies(g, z3::select(mem, p) == z3::select(entry, p)));  // 0
    all.push_back(q == r * r + ctx.bv_val(3, 64));                               // 1
    all.push_back(z3::implies(g, z3::select(mem, q) == z3::select(entry, q)));  // 2
    all.push_back(later == (z3::select(mem, q) == ctx.bv_val(1, 8)));           // 3
    all.push_back(z3::implies(g, alive == g && heap == ctx.bv_val(2, 32)));     // 4
    return all;
  }
};

TEST_F(MemorySlices, AReadTakesTheEquationsOfItsAddressOnly) {
  SliceProbe probe(formula());
  auto part = probe.slice(z3::select(mem, p) == ctx.bv_val(0, 8), 10);
  ASSERT_TRUE(part.has_value());
  EXPECT_EQ(part->assertions, (std::vector<unsigned>{0}));
  // The read at q brings q's definition along.
  part = probe.slice(later, 10);
  ASSERT_TRUE(part.has_value());
  std::vector<unsigned> sorted = part->assertions;
  std::sort(sorted.begin(), sorted.end());
  EXPECT_EQ(sorted, (std::vector<unsigned>{1, 2, 3}));
}

TEST_F(MemorySlices, EachEqualityOfAConjunctionDefines) {
  SliceProbe probe(formula());
  auto part = probe.slice(heap == ctx.bv_val(0, 32), 10);
  ASSERT_TRUE(part.has_value());
  EXPECT_EQ(part->assertions, (std::vector<unsigned>{4}));
}

TEST_F(MemorySlices, AGuardTakesWhatItImplies) {
  // An exit guard implies its tail, the tail the loop's condition: a cone
  // with the guard holds both, or the guard would be free there.
  z3::expr_vector all = formula();
  z3::expr tail = ctx.bool_const("tail"), n = ctx.bv_const("n", 8);
  all.push_back(z3::implies(g, tail));                          // 5
  all.push_back(z3::implies(tail, z3::uge(n, ctx.bv_val(10, 8)))); // 6
  all.push_back(z3::implies(later, tail));                      // 7
  SliceProbe probe(all);
  auto part = probe.slice(g, 10);
  ASSERT_TRUE(part.has_value());
  std::vector<unsigned> sorted = part->assertions;
  std::sort(sorted.begin(), sorted.end());
  EXPECT_EQ(sorted, (std::vector<unsigned>{5, 6}));
}

/// Solver::coneSolver: a solver of the part of the formula some terms
/// depend on, whose unsat answers hold for the whole formula.
class Cones : public Slices {
protected:
  Solver whole{ctx};
  void SetUp() override {
    for (const auto &a : formula())
      whole.add(a);
  }
};

TEST_F(Cones, TheConeHoldsTheDefinitionsOfItsRoots) {
  auto cone = whole.coneSolver({bad}, 0.5);
  ASSERT_NE(cone, nullptr);
  EXPECT_EQ(cone->assertions().size(), 2u);
  // y == 0 needs x == -1, in the cone as in the whole formula.
  EXPECT_EQ(cone->check({bad, x != ctx.bv_val(-1, 64)}), SatResult::Unsat);
  EXPECT_EQ(whole.check({bad, x != ctx.bv_val(-1, 64)}), SatResult::Unsat);
  EXPECT_EQ(cone->check({bad}), SatResult::Sat);
}

TEST_F(Cones, AConeNotMuchSmallerThanTheFormulaIsNone) {
  // With z and x in it, the cone takes z's 60 facts too: everything.
  EXPECT_EQ(whole.coneSolver({bad, z}, 0.5), nullptr);
  auto all = whole.coneSolver({bad, z}, 1.0);
  ASSERT_NE(all, nullptr);
  EXPECT_EQ(all->assertions().size(), 62u);
}

TEST_F(Cones, NamesDrawnInTheConeAreNewInTheSolver) {
  auto cone = whole.coneSolver({bad}, 0.5);
  ASSERT_NE(cone, nullptr);
  z3::expr inCone = cone->freshBool("inv.round");
  z3::expr inWhole = whole.freshBool("inv.round");
  EXPECT_FALSE(z3::eq(inCone, inWhole));
  // A literal retired in the solver does not constrain the cone's own.
  whole.add(!inWhole);
  auto again = whole.coneSolver({bad, inCone}, 0.5);
  ASSERT_NE(again, nullptr);
  EXPECT_EQ(again->check({bad, inCone}), SatResult::Sat);
}

TEST_F(Cones, ItsCallsCountAsTheSolvers) {
  auto cone = whole.coneSolver({bad}, 0.5);
  ASSERT_NE(cone, nullptr);
  unsigned before = whole.stats().calls;
  cone->check({bad});
  cone->check({!bad});
  whole.addCalls(cone->stats());
  EXPECT_EQ(whole.stats().calls, before + 2);
}

} // namespace
} // namespace kiki
