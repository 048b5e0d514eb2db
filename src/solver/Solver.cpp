#include "solver/Solver.h"
#include "util/Stop.h"

namespace kiki {

namespace {
z3::solver makeSolver(z3::context &ctx, bool bitBlast, bool noRelevancy) {
  if (!bitBlast) {
    z3::solver solver(ctx);
    if (noRelevancy) {
      z3::params p(ctx);
      p.set("relevancy", 0u);
      solver.set(p);
    }
    return solver;
  }
  z3::tactic toBitVectors = z3::tactic(ctx, "simplify") & z3::tactic(ctx, "propagate-values") &
                            z3::tactic(ctx, "solve-eqs") & z3::tactic(ctx, "fpa2bv") &
                            z3::tactic(ctx, "simplify");
  // SAT needs pure bit-vectors; with memory (arrays) or functions left, the
  // SMT core gets the bit-vector form.
  z3::tactic pipeline =
      toBitVectors & ((z3::tactic(ctx, "ackermannize_bv") & z3::tactic(ctx, "bit-blast") &
                       z3::tactic(ctx, "sat") & z3::tactic(ctx, "fail-if-undecided")) |
                      z3::tactic(ctx, "smt"));
  return pipeline.mk_solver();
}
} // namespace

Solver::Solver(z3::context &ctx, const std::string &smt2Log, bool bitBlast, bool noRelevancy)
    : ctx_(ctx), solver_(makeSolver(ctx, bitBlast, noRelevancy)), logPath_(smt2Log) {}

void Solver::add(const z3::expr &constraint) { solver_.add(constraint); }

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
  z3::expr_vector vec(ctx_);
  for (const auto &a : assumptions)
    vec.push_back(a);
  if (!logPath_.empty())
    logQuery(assumptions);
  auto start = std::chrono::steady_clock::now();
  z3::check_result r = solver_.check(vec);
  double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  stats_.seconds += took;
  ++stats_.calls;
  switch (r) {
  case z3::sat: return SatResult::Sat;
  case z3::unsat: return SatResult::Unsat;
  default: return SatResult::Unknown;
  }
}

z3::expr Solver::freshConstant(const std::string &base, const z3::sort &sort) {
  return ctx_.constant((base + "!" + std::to_string(fresh_++)).c_str(), sort);
}

} // namespace kiki
