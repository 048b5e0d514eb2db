// What would help an UNKNOWN (issue "why UNKNOWN", item 2), measured: after
// a run whose value domain is intervals, equalities or zones left loop
// variables imprecise, the octagon invariant of the same loop instance is
// inferred on the run's solver (and not used for any verdict). Where it
// bounds a variable the run's invariant left open, the properties that name
// that variable get a hint: "hint: with --octagons the invariant of the
// loop starting at line 5 bounds "x"". A hint is only ever what the probe
// found.
#pragma once
#include "engines/HeadInvariants.h"
#include "engines/WhyUnknown.h"
#include "options/Config.h"
#include "results/AnalysisResult.h"
#include "solver/Solver.h"

#include <vector>

namespace kiki {

/// Probes the loops named in `result`'s imprecise-value reasons (their last
/// recorded instance in `records`) and adds the hints to those properties.
/// `assumptions` restrict the queries as in invariant inference; each
/// query may take `limits.queryMs` of CPU time, all probes together
/// `limits.totalMs` (a probe cut short gives no hint).
struct ProbeLimits {
  unsigned queryMs;
  unsigned totalMs;
};
void addDomainHints(Solver &solver, const std::vector<LoopRecord> &records,
                    const ImprecisionLog &log, InvariantDomain runDomain,
                    const std::vector<z3::expr> &assumptions, ProbeLimits limits,
                    AnalysisResult &result);

} // namespace kiki
