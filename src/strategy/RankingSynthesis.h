// Synthesis of lexicographic ranking functions (chapter section 6.2): the
// ∃∀ problem ∃L ∀x,x': Inv(x) ∧ Trans(x,x') ⇒ LR^n(x,x',L), solved
// counterexample-guided. The outer query, on the shared incremental solver
// that holds the transition relation, asks for an iteration the candidate
// does not rank; an inner solver of its own collects those iterations and
// proposes coefficients that rank all of them (small coefficients first,
// larger ones, then one more component, up to a bound).
#pragma once
#include "domains/RankingFunction.h"
#include "solver/Solver.h"

namespace kiki {

struct RankingOptions {
  unsigned maxComponents = 3; // --lexicographic-ranking-function N
  /// Largest coefficient magnitudes tried, in order, per component count.
  std::vector<int64_t> coefficientBounds = {1, 4, 64};
  unsigned maxRounds = 200;   // counterexamples per loop before giving up
};

struct RankingStats {
  unsigned solverCalls = 0; // outer queries
  unsigned rounds = 0;      // counterexamples collected
};

struct RankingOutcome {
  RankingValue value;       // a Function, or Top when none was found
  RankingStats stats;
  bool solverGaveUp = false;
};

/// Every iteration of `loop` (from its first head to a back edge, under
/// `assumptions`) is an (x, x') pair; the result ranks all of them.
RankingOutcome synthesiseRanking(Solver &solver, const RankingTemplate &ranking,
                                 const LoopTransition &loop,
                                 const std::vector<z3::expr> &assumptions,
                                 const RankingOptions &options = {});

} // namespace kiki
