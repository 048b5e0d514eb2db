#include "solver/Solver.h"
#include "util/Stop.h"
#include <algorithm>

namespace kiki {

namespace {
z3::solver incrementalSolver(z3::context &ctx, bool noRelevancy) {
  z3::solver solver(ctx);
  if (noRelevancy) {
    z3::params p(ctx);
    p.set("relevancy", 0u);
    solver.set(p);
  }
  return solver;
}

/// Simplifies, removes what is unconstrained (dead memory tables left by the
/// encoding would otherwise keep arrays in the goal), turns floating point
/// into bit-vectors and hands a pure bit-vector goal to SAT; a goal that
/// still has arrays or functions goes to the SMT core in bit-vector form.
z3::solver bitBlastingSolver(z3::context &ctx) {
  auto t = [&](const char *name) { return z3::tactic(ctx, name); };
  z3::tactic toBitVectors = t("simplify") & t("propagate-values") & t("solve-eqs") &
                            t("elim-uncnstr") & t("fpa2bv") & t("simplify");
  z3::tactic pipeline =
      toBitVectors & ((t("ackermannize_bv") & t("bit-blast") & t("sat") & t("fail-if-undecided")) |
                      t("smt"));
  return pipeline.mk_solver();
}

z3::check_result checkWith(z3::solver &solver, const std::vector<z3::expr> &assumptions) {
  z3::expr_vector vec(solver.ctx());
  for (const auto &a : assumptions)
    vec.push_back(a);
  return solver.check(vec);
}

SatResult toSatResult(z3::check_result r) {
  switch (r) {
  case z3::sat: return SatResult::Sat;
  case z3::unsat: return SatResult::Unsat;
  default: return SatResult::Unknown;
  }
}
} // namespace

Solver::Solver(z3::context &ctx, const SolverOptions &options)
    : ctx_(ctx),
      solver_(options.backend == SolverBackend::BitBlast
                  ? bitBlastingSolver(ctx)
                  : incrementalSolver(ctx, options.noRelevancy)),
      logPath_(options.smt2Log) {
  if (options.backend == SolverBackend::Hybrid)
    blaster_ = bitBlastingSolver(ctx);
}

void Solver::add(const z3::expr &constraint) {
  solver_.add(constraint);
  if (blaster_)
    blaster_->add(constraint);
}

// The file holds a self-contained problem (declarations, assertions, the
// query), rewritten before each call so that a query that hangs is on disk.
void Solver::logQuery(const std::vector<z3::expr> &assumptions) {
  std::ofstream log(logPath_);
  log << solver_.to_smt2() << "(check-sat-assuming (";
  for (const auto &a : assumptions)
    log << a << " ";
  log << "))\n";
}

SatResult Solver::check(const std::vector<z3::expr> &assumptions) {
  if (stopRequested()) // the run is ending: every query is undecided
    return SatResult::Unknown;
  if (!logPath_.empty())
    logQuery(assumptions);
  auto start = std::chrono::steady_clock::now();
  SatResult result = blaster_ ? checkHybrid(assumptions) : toSatResult(checkWith(solver_, assumptions));
  stats_.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ++stats_.calls;
  return result;
}

// Most queries are small and the incremental core answers them at once;
// floating-point multiplications and divisions are where it stalls, and a
// fresh bit-blasting of the whole formula then wins by 10-50x. The budget
// shrinks while the bit-blaster keeps getting the queries (the time given
// to the incremental core is then lost) and grows back when it answers.
SatResult Solver::checkHybrid(const std::vector<z3::expr> &assumptions) {
  answeredByBlaster_ = false;
  z3::params limited(ctx_);
  limited.set("timeout", budgetMs_);
  solver_.set(limited);
  z3::check_result r = checkWith(solver_, assumptions);
  z3::params unlimited(ctx_);
  unlimited.set("timeout", 4294967295u);
  solver_.set(unlimited);
  if (r != z3::unknown || stopRequested()) {
    budgetMs_ = std::min(kMaxBudgetMs, budgetMs_ * 2);
    return toSatResult(r);
  }
  budgetMs_ = std::max(kMinBudgetMs, budgetMs_ / 4);
  ++stats_.escalations;
  answeredByBlaster_ = true;
  return toSatResult(checkWith(*blaster_, assumptions));
}

z3::model Solver::model() const {
  return answeredByBlaster_ ? blaster_->get_model() : solver_.get_model();
}

z3::expr Solver::freshConstant(const std::string &base, const z3::sort &sort) {
  return ctx_.constant((base + "!" + std::to_string(fresh_++)).c_str(), sort);
}

} // namespace kiki
