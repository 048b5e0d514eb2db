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

/// "Started arbitrarily ⇒ the invariant holds at the start", to be added to
/// the solver once the inference converged (true if the invariant is top).
z3::expr invariantAtStart(z3::context &ctx, const TemplateDomain &domain,
                          const LoopTransition &loop);

} // namespace kiki
