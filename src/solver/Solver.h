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
  /// `bitBlast`: every query is simplified, bit-blasted and given to a SAT
  /// solver from scratch (floating point: Z3's incremental core was 10-50x
  /// slower on the same queries); otherwise Z3's incremental SMT core.
  /// `noRelevancy`: Z3's relevancy propagation off. The heap domain's
  /// queries (one arbitrary object, memory as arrays, liveness arrays)
  /// took 8-30 s each with it and 0.01-0.5 s without (docs/decisions.md).
  explicit Solver(z3::context &ctx, const std::string &smt2Log = "", bool bitBlast = false,
                  bool noRelevancy = false);

  void add(const z3::expr &constraint);
  SatResult check(const std::vector<z3::expr> &assumptions = {});
  /// A constant no other part of the run uses ("base!N"): helper literals
  /// of different engines and loops must never share a name, or their
  /// constraints would silently apply to each other.
  z3::expr freshConstant(const std::string &base, const z3::sort &sort);
  z3::expr freshBool(const std::string &base) { return freshConstant(base, ctx_.bool_sort()); }
  /// Valid after check() returned Sat.
  z3::model model() const { return solver_.get_model(); }
  const SolverStats &stats() const { return stats_; }
  z3::context &context() { return ctx_; }

private:
  z3::context &ctx_;
  z3::solver solver_;
  SolverStats stats_;
  std::string logPath_;
  unsigned fresh_ = 0;

  void logQuery(const std::vector<z3::expr> &assumptions);
};

} // namespace kiki
