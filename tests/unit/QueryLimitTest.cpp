// The per-query time limit of invariant inference: past it a query answers
// Unknown (so the inference gives up instead of stalling), on every back
// end, and the limit ends with its scope.
#include "solver/Solver.h"

#include <gtest/gtest.h>

namespace kiki {
namespace {

/// Factoring a 64-bit product of two 32-bit primes: the solver needs far
/// longer than the limits below (tens of seconds or more).
z3::expr hardQuery(z3::context &ctx) {
  z3::expr x = ctx.bv_const("x", 64), y = ctx.bv_const("y", 64);
  z3::expr product = ctx.bv_val(static_cast<uint64_t>(4294967291ull * 4294967279ull), 64);
  return x * y == product && z3::ugt(x, ctx.bv_val(1, 64)) && z3::ugt(y, ctx.bv_val(1, 64)) &&
         z3::ult(x, ctx.bv_val(static_cast<uint64_t>(1ull << 32), 64)) && z3::ult(y, ctx.bv_val(static_cast<uint64_t>(1ull << 32), 64)) &&
         z3::bvmul_no_overflow(x, y, false);
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
