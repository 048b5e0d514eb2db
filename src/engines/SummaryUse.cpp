#include "engines/SummaryUse.h"
#include "engines/FunctionSummaries.h"
#include "model/CallGraph.h"
#include "model/SummaryCandidates.h"

#include <algorithm>

namespace kiki {

bool SummaryUse::hasCandidates() {
  if (!candidates_) {
    candidates_.emplace();
    const llvm::Function *entry = model_.module().getFunction(config_.frontEnd.entry);
    if (config_.engine.kInduction() && entry && !entry->isDeclaration())
      *candidates_ = summaryCandidates(model_, *entry, properties_);
  }
  return !candidates_->empty();
}

std::vector<unsigned> SummaryUse::inferBeforeEncoding() {
  if (!hasCandidates())
    return {};
  SummaryOutcome outcome =
      inferFunctionSummaries(model_, properties_, config_, *candidates_, queryLog());
  for (const auto &line : outcome.lines)
    print(line);
  enc_.unwinder.setSummaries(std::move(outcome.summaries));
  return outcome.provedChecks;
}

std::vector<z3::expr> SummaryUse::contextAssumptions(const std::vector<z3::expr> &covering,
                                                     bool cut) {
  if (!contextLiteral_) {
    contextLiteral_ = enc_.solver.freshBool("use.context.summaries");
    contextCut_ = cut;
    summarizeInContexts(covering);
  }
  if (cut || !contextCut_)
    return {*contextLiteral_};
  return {};
}

/// A function that another summarised function calls is left out: those
/// calls are not in the main encoding, so its context would not cover them.
void SummaryUse::summarizeInContexts(const std::vector<z3::expr> &covering) {
  Unwinder &unwinder = enc_.unwinder;
  auto functions = unwinder.summarizedFunctions();
  Callees callees = directCallees(model_.module());
  for (const auto *f : functions) {
    bool calledBySummarized = std::any_of(functions.begin(), functions.end(), [&](auto *g) {
      return g != f && reaches(callees, g, f);
    });
    if (calledBySummarized)
      continue;
    auto context = callingContext(enc_.solver, *f, unwinder.outsideCallsTo(*f), covering);
    if (!context)
      continue;
    auto found = summaryInContext(model_, properties_, config_, std::move(*context), queryLog());
    if (!found || found->first.rows.empty())
      continue;
    print(contextSummaryLine(found->first, found->second));
    unwinder.addContextSummary(std::move(found->first), *contextLiteral_);
  }
}

} // namespace kiki
