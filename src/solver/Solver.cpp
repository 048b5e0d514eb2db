#include "solver/Solver.h"

namespace kiki {

Solver::Solver(z3::context &ctx, const std::string &smt2Log)
    : ctx_(ctx), solver_(ctx) {
  if (!smt2Log.empty())
    log_ = std::make_unique<std::ofstream>(smt2Log);
}

void Solver::add(const z3::expr &constraint) {
  solver_.add(constraint);
  if (log_)
    *log_ << "(assert " << constraint << ")\n";
}

SatResult Solver::check(const std::vector<z3::expr> &assumptions) {
  z3::expr_vector vec(ctx_);
  for (const auto &a : assumptions)
    vec.push_back(a);
  if (log_) {
    *log_ << "(check-sat-assuming (";
    for (const auto &a : assumptions)
      *log_ << a << " ";
    *log_ << "))\n";
  }
  auto start = std::chrono::steady_clock::now();
  z3::check_result r = solver_.check(vec);
  stats_.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ++stats_.calls;
  switch (r) {
  case z3::sat: return SatResult::Sat;
  case z3::unsat: return SatResult::Unsat;
  default: return SatResult::Unknown;
  }
}

} // namespace kiki
