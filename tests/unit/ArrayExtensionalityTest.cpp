// SolverOptions::extensionalArrays: without Z3's extensionality axiom an
// array disequality needs no witness index. Positive array equalities, the
// only ones the encoding asserts, keep their meaning; a disequality that
// only extensionality refutes is then satisfiable.
#include "solver/Solver.h"

#include <gtest/gtest.h>

namespace kiki {
namespace {

struct Arrays {
  z3::context ctx;
  z3::sort index = ctx.bv_sort(1), byte = ctx.bv_sort(8);
  z3::expr a = ctx.constant("a", ctx.array_sort(index, byte));
  z3::expr b = ctx.constant("b", ctx.array_sort(index, byte));
  z3::expr base = ctx.constant("base", ctx.array_sort(index, byte));
  z3::expr i = ctx.bv_const("i", 1), when = ctx.bool_const("when");

  SatResult check(bool extensional, const z3::expr &formula) {
    SolverOptions options;
    options.extensionalArrays = extensional;
    Solver solver(ctx, options);
    solver.add(formula);
    return solver.check();
  }
};

TEST(ArrayExtensionality, WithoutItADisequalityNeedsNoWitness) {
  Arrays t;
  // a and b agree at both indices of a 1-bit domain, so they are equal.
  z3::expr agree = z3::select(t.a, t.ctx.bv_val(0, 1)) == z3::select(t.b, t.ctx.bv_val(0, 1)) &&
                   z3::select(t.a, t.ctx.bv_val(1, 1)) == z3::select(t.b, t.ctx.bv_val(1, 1));
  EXPECT_EQ(t.check(true, agree && t.a != t.b), SatResult::Unsat);
  // The option reaches Z3: without the axiom the same query is satisfiable.
  EXPECT_EQ(t.check(false, agree && t.a != t.b), SatResult::Sat);
}

TEST(ArrayExtensionality, PositiveEqualitiesKeepTheirMeaning) {
  Arrays t;
  // A memory variable defined under a condition, as MemoryModel::define
  // asserts it: read back where it was written, it has the written byte.
  z3::expr written = z3::store(t.base, t.i, t.ctx.bv_val(7, 8));
  z3::expr defined = z3::implies(t.when, t.a == written);
  z3::expr readBack = z3::select(t.a, t.i);
  for (bool extensional : {true, false}) {
    EXPECT_EQ(t.check(extensional, defined && t.when && readBack != t.ctx.bv_val(7, 8)),
              SatResult::Unsat);
    // Two stores of different bytes at one index are different arrays.
    z3::expr other = z3::store(t.base, t.i, t.ctx.bv_val(8, 8));
    EXPECT_EQ(t.check(extensional, defined && t.when && t.a == other), SatResult::Unsat);
    // Where `when` does not hold, the variable is free.
    EXPECT_EQ(t.check(extensional, defined && !t.when && readBack != t.ctx.bv_val(7, 8)),
              SatResult::Sat);
  }
}

} // namespace
} // namespace kiki
