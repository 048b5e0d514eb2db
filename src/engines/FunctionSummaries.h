// Summaries of recursive functions (seed 000, section on summaries): each
// function that touches no memory (model/SummaryCandidates) is encoded once
// from its own entry, its parameters arbitrary and its recursive calls not
// inlined, and gets the strongest relation between parameters and result
// in its template (intervals of the result, differences with each integer
// parameter) that its returns satisfy when every recursive call returns
// within it: Kleene iteration with widening, whose last round shows the
// relation inductive. Its own checks are proved in the same encoding, for
// every call from any context. The kIkI engine then lets the recursive
// calls it has not inlined return under the summary in the induction step
// (Unwinder::setSummaries), so that recursion deeper than the unwinding no
// longer blocks proofs.
#pragma once
#include "encode/FunctionSummary.h"
#include "model/ProgramModel.h"
#include "options/Config.h"
#include "results/Property.h"

#include <string>
#include <vector>

namespace kiki {

struct SummaryOutcome {
  std::vector<FunctionSummary> summaries;
  /// Properties of the summarised functions, proved for every call.
  std::vector<unsigned> provedChecks;
  /// Per summary: `[gcd]: gcd#return_value <= 1 (2 checks proved)`.
  std::vector<std::string> lines;
};

/// The summaries of `candidates` (model/SummaryCandidates.h) that can be
/// proved.
SummaryOutcome inferFunctionSummaries(ProgramModel &model, const PropertyTable &checks,
                                      const Config &config,
                                      const std::vector<const llvm::Function *> &candidates);

} // namespace kiki
