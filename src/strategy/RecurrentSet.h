// Closed recurrent sets (beyond chapter section 6.3): a box G over a loop's
// template variables such that every iteration that starts at the head in
// G comes back to the head in G (no exit, no failed check, no undefined
// overflow, on every path through the body), and that a real execution
// reaches in G. Every execution from there runs forever. This finds
// non-termination where the loop-head state never repeats within the
// unwinding (counters that wrap after 256 iterations, variables that grow
// forever while the guard does not read them).
//
// The box is found counterexample-guided: start from top; a state in G
// whose iteration leaves G moves one bound of G just past it, on a
// variable that makes the difference, always keeping a reachable state r.
#pragma once
#include "domains/Template.h"
#include "solver/Solver.h"

#include <optional>

namespace kiki {

struct RecurrenceProblem {
  const std::vector<TemplateVar> &vars;
  /// One iteration from the arbitrary start (its head is transition.head).
  const LoopTransition &transition;
  /// Under the step assumptions: the iteration ends elsewhere than at a
  /// back edge (what an exit, a failed check or an unknown call does).
  z3::expr escapes;
  std::vector<z3::expr> stepAssumptions;
  /// Under the reach assumptions the first iteration is the real one; the
  /// state at a back edge it takes is a real head state, and one that the
  /// arbitrary start covers (it satisfies the loop's invariant).
  std::vector<z3::expr> reachAssumptions;
  unsigned maxRounds = 24;
};

struct RecurrentSet {
  std::vector<std::optional<Bound>> lower, upper; // per variable
  z3::model reach; // an execution that comes back to the head in the set
  size_t latch;    // at this back edge
  std::string describe(const std::vector<TemplateVar> &vars) const;
};

std::optional<RecurrentSet> findRecurrentSet(Solver &solver, const RecurrenceProblem &problem);

} // namespace kiki
