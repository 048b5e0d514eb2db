// The per-query time limit of invariant inference: past it a query answers
// Unknown (so the inference gives up instead of stalling), on every back
// end, and the limit ends with its scope.
#include "solver/Solver.h"

#include <gtest/gtest.h>

namespace kiki {
namespace {

/// Factoring a 128-bit product of two 64-bit primes: the solvers need far
/// longer than the limits below (more than 30 s; the 64-bit product this
/// test used first took Z3 0.27 s behind an assumption literal).
z3::expr hardQuery(z3::context &ctx) {
  const unsigned width = 128;
  z3::expr x = ctx.bv_const("x", width), y = ctx.bv_const("y", width);
  z3::expr p = ctx.bv_val("2305843009213693951", width);  // 2^61 - 1
  z3::expr q = ctx.bv_val("18446744073709551557", width); // 2^64 - 59
  z3::expr one = ctx.bv_val(1, width), limit = ctx.bv_val("18446744073709551616", width);
  return x * y == p * q && z3::ugt(x, one) && z3::ugt(y, one) && z3::ult(x, limit) &&
         z3::ult(y, limit);
}

void expectLimited(SolverBackend backend) {
  z3::context ctx;
  SolverOptions options;
  options.backend = backend;
  Solver solver(ctx, options);
  z3::expr hard = hardQuery(ctx);
  {
    ScopedQueryLimit limit(solver, 200u);
    EXPECT_EQ(solver.checkQuery(hard, {}, "hard"), SatResult::Unknown);
    EXPECT_EQ(solver.queryLimit(), std::optional<unsigned>(200u));
  }
  EXPECT_EQ(solver.queryLimit(), std::nullopt);
  // Without a limit an easy query is still answered.
  z3::expr z = ctx.bv_const("z", 8);
  EXPECT_EQ(solver.checkQuery(z == ctx.bv_val(3, 8), {}, "easy"), SatResult::Sat);
}

TEST(QueryLimit, IncrementalCoreAnswersUnknownPastTheLimit) { expectLimited(SolverBackend::Incremental); }
TEST(QueryLimit, HybridAnswersUnknownPastTheLimit) { expectLimited(SolverBackend::Hybrid); }
TEST(QueryLimit, BitBlasterAnswersUnknownPastTheLimit) { expectLimited(SolverBackend::BitBlast); }

TEST(QueryLimit, ANestedScopeWithoutLimitKeepsTheOuterOne) {
  z3::context ctx;
  Solver solver(ctx);
  ScopedQueryLimit outer(solver, 300u);
  {
    ScopedQueryLimit inner(solver, std::nullopt);
    EXPECT_EQ(solver.queryLimit(), std::optional<unsigned>(300u));
  }
  EXPECT_EQ(solver.queryLimit(), std::optional<unsigned>(300u));
}

} // namespace
} // namespace kiki

namespace kiki {
namespace {

// The spend limit covers all queries together: a hard query uses it up,
// after which even an easy one answers Unknown; past its scope the easy
// query is answered again.
TEST(SpendLimit, AllQueriesTogetherAnswerUnknownOnceItIsSpent) {
  z3::context ctx;
  Solver solver(ctx);
  z3::expr z = ctx.bv_const("z", 8);
  {
    ScopedSpendLimit spend(solver, 300u);
    EXPECT_EQ(solver.checkQuery(z == ctx.bv_val(3, 8), {}, "easy"), SatResult::Sat);
    EXPECT_EQ(solver.checkQuery(hardQuery(ctx), {}, "hard"), SatResult::Unknown);
    EXPECT_EQ(solver.checkQuery(z == ctx.bv_val(4, 8), {}, "easy"), SatResult::Unknown);
  }
  EXPECT_EQ(solver.spendEnd(), std::nullopt);
  EXPECT_EQ(solver.checkQuery(z == ctx.bv_val(5, 8), {}, "easy"), SatResult::Sat);
}

} // namespace
} // namespace kiki

namespace kiki {
namespace {

// Z3 sanctions no answer of a solver after one of its checks was
// interrupted: a query past its limit is followed by a fresh core that has
// every constraint (solver/Solver.cpp). The constraints must survive it:
// x == 5 stays asserted, so x == 6 is unsatisfiable after the rebuild.
TEST(QueryLimit, AnInterruptedCoreIsReplacedWithEveryConstraint) {
  z3::context ctx;
  Solver solver(ctx);
  z3::expr x = ctx.bv_const("x", 8);
  solver.add(x == ctx.bv_val(5, 8));
  {
    ScopedQueryLimit limit(solver, 200u);
    EXPECT_EQ(solver.checkQuery(hardQuery(ctx), {}, "hard"), SatResult::Unknown);
  }
  EXPECT_EQ(solver.stats().solverRebuilds, 1u);
  EXPECT_EQ(solver.checkQuery(x == ctx.bv_val(6, 8), {}, "six"), SatResult::Unsat);
  ASSERT_EQ(solver.checkQuery(x == ctx.bv_val(5, 8), {}, "five"), SatResult::Sat);
  EXPECT_TRUE(solver.model().eval(x == ctx.bv_val(5, 8), true).is_true());
  // An answered query replaces nothing.
  EXPECT_EQ(solver.stats().solverRebuilds, 1u);
}

// A model is a counterexample only if it breaks no constraint and no
// assumption: one from a solver without x == 5 is rejected and counted.
TEST(ModelCheck, AModelThatBreaksAConstraintIsRejected) {
  z3::context ctx;
  Solver solver(ctx);
  z3::expr x = ctx.bv_const("x", 8), p = ctx.bool_const("p");
  solver.add(x == ctx.bv_val(5, 8));
  ASSERT_EQ(solver.check({p}), SatResult::Sat);
  EXPECT_TRUE(solver.modelSatisfies(solver.model(), {p}));
  EXPECT_FALSE(solver.modelSatisfies(solver.model(), {!p}));
  z3::solver other(ctx);
  other.add(x == ctx.bv_val(7, 8));
  ASSERT_EQ(other.check(), z3::sat);
  EXPECT_FALSE(solver.modelSatisfies(other.get_model(), {}));
  EXPECT_EQ(solver.stats().rejectedModels, 2u);
}

// A query ended by its conflict limit answers Unknown and leaves the core as
// it was (no replacement); the limit ends with the query.
TEST(QueryLimit, AConflictLimitEndsTheSearchWithoutReplacingTheCore) {
  z3::context ctx;
  Solver solver(ctx);
  z3::expr x = ctx.bv_const("x", 8);
  solver.add(x == ctx.bv_val(5, 8));
  EXPECT_EQ(solver.checkWithConflictLimit({solver.literalFor(hardQuery(ctx), "hard")}, 100),
            SatResult::Unknown);
  EXPECT_EQ(solver.stats().solverRebuilds, 0u);
  EXPECT_EQ(solver.checkQuery(x == ctx.bv_val(6, 8), {}, "six"), SatResult::Unsat);
  ASSERT_EQ(solver.checkQuery(x == ctx.bv_val(5, 8), {}, "five"), SatResult::Sat);
  EXPECT_TRUE(solver.model().eval(x == ctx.bv_val(5, 8), true).is_true());
}

} // namespace
} // namespace kiki

namespace kiki {
namespace {

// The query limit's watch may interrupt the context just after the check
// returned; the simplifications and tactics that follow must not throw
// "canceled" (before, the termination prover ended with an internal error).
void expectNoStrayInterrupt(SolverBackend backend) {
  z3::context ctx;
  SolverOptions options;
  options.backend = backend;
  Solver solver(ctx, options);
  solver.fireWatchAfterEachCheckForTest();
  ScopedQueryLimit limit(solver, 5000u);
  z3::expr x = ctx.bv_const("x", 32), y = ctx.bv_const("y", 32);
  EXPECT_EQ(solver.checkQuery(x * y == ctx.bv_val(6, 32), {}, "easy"), SatResult::Sat);
  EXPECT_NO_THROW((x * y + x * y).simplify());
  z3::goal goal(ctx);
  goal.add(x * y == x);
  EXPECT_NO_THROW(z3::tactic(ctx, "simplify")(goal));
  EXPECT_EQ(solver.checkQuery(x == ctx.bv_val(2, 32), {}, "easy"), SatResult::Sat);
}

TEST(QueryLimit, AnInterruptAfterTheIncrementalCheckLeavesNoTrace) {
  expectNoStrayInterrupt(SolverBackend::Incremental);
}
TEST(QueryLimit, AnInterruptAfterTheHybridCheckLeavesNoTrace) {
  expectNoStrayInterrupt(SolverBackend::Hybrid);
}

} // namespace
} // namespace kiki
