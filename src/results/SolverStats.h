// What a run's solver did, for --stats: part of every result, also of the
// portfolio partner's, so kept free of solver types.
#pragma once

namespace kiki {

struct SolverStats {
  unsigned calls = 0;
  double seconds = 0;
  /// Hybrid back end: queries the incremental core did not answer within
  /// its budget and cvc5 or the bit-blaster then decided.
  unsigned escalations = 0;
  /// Of those, the queries Z3's bit-blaster decided: all of them with
  /// --solver hybrid-z3, those cvc5 could not take with hybrid.
  unsigned bitBlasted = 0;
  /// Queries that ran past their time limit (invariant inference's
  /// --inference-query-limit) and answered unknown.
  unsigned pastLimit = 0;
  /// Interrupted queries after which the incremental core was replaced by a
  /// fresh one (solver/Solver.cpp, replaceCoreIfInterrupted).
  unsigned solverRebuilds = 0;
  /// Satisfiable answers whose model broke a constraint: no counterexample.
  unsigned rejectedModels = 0;
  /// Constraints added to the solver, and (--stats only, counted at the end
  /// of the run) the distinct subterms of all of them: the formula's size.
  unsigned long assertions = 0;
  unsigned long formulaTerms = 0;
  /// Of the encoding (--stats only): overflow checks that value ranges
  /// decided without the solver, and products, quotients and remainders
  /// computed in fewer bits than their type (encode/SignedRange.h).
  unsigned long overflowChecksByRanges = 0;
  unsigned long narrowedOperations = 0;
  /// Loops plain BMC unwound completely before the code after them
  /// (Unwinder::completeAtOnce; --stats only).
  unsigned long loopsCompletedAtOnce = 0;
  /// Cone solvers made (Solver::coneSolver): inference runs that queried
  /// only the part of a large formula their loop depends on.
  unsigned coneSolvers = 0;
  /// Recursive functions given a proved summary, and the calls not inlined
  /// that the summary stood for (engines/FunctionSummaries).
  unsigned functionsSummarised = 0;
  unsigned long summarizedCallSites = 0;
};

} // namespace kiki
