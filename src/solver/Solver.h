// The one incremental SMT instance of a run, behind a narrow interface.
// Counts calls and time; optionally writes the latest query as SMT-LIB 2.
#pragma once
#include <z3++.h>
#include <chrono>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace kiki {

enum class SatResult { Sat, Unsat, Unknown };

struct SolverStats {
  unsigned calls = 0;
  double seconds = 0;
};

class Solver {
public:
  explicit Solver(z3::context &ctx, const std::string &smt2Log = "");

  void add(const z3::expr &constraint);
  SatResult check(const std::vector<z3::expr> &assumptions = {});
  /// Valid after check() returned Sat.
  z3::model model() const { return solver_.get_model(); }
  const SolverStats &stats() const { return stats_; }
  z3::context &context() { return ctx_; }

private:
  z3::context &ctx_;
  z3::solver solver_;
  SolverStats stats_;
  std::string logPath_;

  void logQuery(const std::vector<z3::expr> &assumptions);
};

} // namespace kiki
