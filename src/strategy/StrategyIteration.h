// Solving the ∃∀ problem of invariant inference (chapter section 5.1.2):
// the generic strategy iteration of Fig. 12 on the shared incremental
// solver, with the binary search of section 6.1 for rows e(x) <= d. The
// transition relation stays in the solver; the template's constraints of
// each round are added under a fresh activation literal, which later rounds
// do not assume, so they are effectively removed.
#pragma once
#include "domains/Template.h"
#include "solver/Solver.h"

namespace kiki {

/// Rounds are bounded so that a pathological loop cannot stall the run;
/// every round raises a row, and the lattice is finite but huge.
inline constexpr unsigned kMaxInferenceRounds = 256;

struct InferenceStats {
  unsigned solverCalls = 0;
  unsigned rounds = 0;
  bool converged = false; // false: gave up (solver unknown, round limit)
};

/// Raises `domain` from bottom to an inductive invariant of `loop`. When it
/// returns not converged, the domain's value must not be used.
/// `assumptions` hold in every solver call (e.g. loop exits not encoded yet
/// are not taken).
InferenceStats inferInvariant(Solver &solver, TemplateDomain &domain,
                              const LoopTransition &loop,
                              const std::vector<z3::expr> &assumptions = {});

/// One loop's template in a joint inference.
struct InferencePart {
  TemplateDomain &domain;
  const LoopTransition &loop;
};

/// The templates of loops that start inside each other's iterations (a
/// loop nest) raised together: every part's rows are assumed at its start
/// in every query, so an inner loop entered from the outer loop's arbitrary
/// iteration sees the outer invariant, and the outer loop sees the inner
/// one at the inner loop's exit. Sound for the same reason as one loop: the
/// conjunction of all parts at all their starts is inductive.
InferenceStats inferJointInvariant(Solver &solver, const std::vector<InferencePart> &parts,
                                   const std::vector<z3::expr> &assumptions = {});

/// "Started arbitrarily ⇒ the invariant holds at the start", to be added to
/// the solver once the inference converged (true if the invariant is top).
z3::expr invariantAtStart(z3::context &ctx, const TemplateDomain &domain,
                          const LoopTransition &loop);

} // namespace kiki
