#include "engines/KikiInvariants.h"
#include "engines/DomainHints.h"
#include "engines/LoopInference.h"
#include "util/Stop.h"

#include <algorithm>

namespace kiki {

void KikiInvariants::inferNew(std::vector<LoopInvariant> &invariants) {
  if (!config_.engine.kInduction())
    return;
  auto sites = unwinder_.takeLoopSites();
  for (const auto &site : sites)
    loopRecords_.push_back(LoopRecord{site.loop, site.line, site.function->getName().str(),
                                      site.vars, site.transition, *site.entryGuard});
  std::vector<z3::expr> notTaken;
  for (const auto &t : unwinder_.openLoopTails())
    notTaken.push_back(!t);
  // Invariants of the executions without an earlier overflow (see
  // KikiEngine.cpp, the inductive step); they constrain nothing when
  // executions go on.
  notTaken.push_back(!unwinder_.afterFailure());
  LoopInference(solver_, memory_, unwinder_, config_, progress_, invariants, imprecision_)
      .infer(sites, notTaken);
}

void KikiInvariants::addHeadInvariants(AnalysisResult &result) {
  bool proved = std::all_of(result.properties.begin(), result.properties.end(),
                            [](const auto &p) { return p.verdict == Verdict::Success; });
  bool writing = (!config_.output.graphmlWitness.empty() || !config_.output.yamlWitness.empty()) &&
                 !config_.engine.witness && proved && !loopRecords_.empty();
  // A search cancelled because the partner answered leaves the solver
  // usable (the interrupt is one-shot); a time limit or signal does not.
  if ((!writing && !config_.engine.correctnessWitness) || (stopRequested() && !searchCancelled()))
    return;
  std::vector<z3::expr> assumptions{!unwinder_.afterFailure()};
  for (const auto &t : unwinder_.openLoopTails())
    assumptions.push_back(!t);
  HeadInvariantChecker checker(solver_, assumptions);
  try {
    if (config_.engine.correctnessWitness)
      result.checkedInvariants =
          checkWitnessInvariants(checker, groupLoops(loopRecords_, unwinder_),
                                 *config_.engine.correctnessWitness);
    else {
      result.headInvariants = findHeadInvariants(checker, groupLoops(loopRecords_, unwinder_),
                                                 result.invariants);
      for (auto &line : factsNotInWitness(result.invariants))
        result.addNote(NoteKind::General, std::move(line));
    }
  } catch (const z3::exception &) {
    if (!stopRequested())
      throw;
  }
}

void KikiInvariants::addDomainHints(AnalysisResult &result) {
  if (!config_.engine.kInduction() || loopRecords_.empty() || stopRequested())
    return;
  // A probe's queries get 2 s each, and all probes together 12 s: they
  // only explain. Without these limits, the octagon probe of a
  // two-variable loop (s += 2 under i < n) spent 13-45 s in one binary
  // search whose queries grew to 3 s each, after a run of 0.2 s. Seed 003's
  // Figure 1.1 needs 2.5 s of CPU time for its hint (queries of up to
  // 0.55 s) on an idle machine and about three times as much with both
  // cores busy (1 s and 8 s lost the hint in CI).
  constexpr unsigned kProbeQueryMs = 2000, kProbesTotalMs = 12000;
  unsigned queryMs = config_.engine.inferenceQueryMs
                         ? std::min(config_.engine.inferenceQueryMs, kProbeQueryMs)
                         : kProbeQueryMs;
  std::vector<z3::expr> assumptions{!unwinder_.afterFailure()};
  for (const auto &t : unwinder_.openLoopTails())
    assumptions.push_back(!t);
  try {
    kiki::addDomainHints(solver_, loopRecords_, imprecision_, config_.engine.domain, assumptions,
                         ProbeLimits{queryMs, kProbesTotalMs}, result);
  } catch (const z3::exception &) {
    if (!stopRequested())
      throw;
  }
}

} // namespace kiki
