// Bounded checks: a failure searched first through slices of the formula
// (solver/SliceProbe.h), before the query on the whole formula.
#pragma once
#include "solver/Solver.h"

#include <vector>

namespace kiki {

class ViolationProbe {
public:
  /// Tries the violations one by one: each one's slice is solved alone and
  /// its inputs are fixed in `query` on the whole formula. True when such
  /// a query is satisfiable: the solver's model is then a model of `query`.
  /// Tried while it pays: while the queries on the whole formula are slow
  /// and the last tries were not all fruitless.
  bool findFirst(Solver &solver, const std::vector<z3::expr> &query,
                 const std::vector<z3::expr> &violations);
  /// The CPU seconds the last query on the whole formula took.
  void wholeQueryTook(double seconds) { slowQueries_ = seconds >= kSlowSeconds; }

private:
  /// CPU time of one try, for the slices (the queries on the whole
  /// formula with the inputs fixed have a limit of their own).
  static constexpr unsigned kBudgetMs = 300;
  static constexpr double kSlowSeconds = 0.5;
  static constexpr unsigned kMaxFruitless = 3;
  bool slowQueries_ = true; // the first query is tried
  unsigned fruitless_ = 0;
};

} // namespace kiki
