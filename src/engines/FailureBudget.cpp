#include "engines/FailureBudget.h"
#include "util/Stop.h"

#include <algorithm>
#include <string>

namespace kiki {

void FailureBudget::start() {
  if (firstFailure_ || config_.engine.stopOnFail)
    return;
  firstFailure_ = elapsed();
  if (!config_.engine.timeout)
    cancelSearchAfter(budget());
}

double FailureBudget::budgetAfter(double firstFailure) {
  return std::clamp(firstFailure, 1.0, 10.0);
}

double FailureBudget::budget() const { return budgetAfter(firstFailure_.value_or(0)); }

std::string FailureBudget::stopText(double seconds) {
  return "stopped " + std::to_string(static_cast<int>(seconds + 0.5)) +
         " s after the first failure; use --timeout S to decide the other properties";
}

bool FailureBudget::spent(AnalysisResult &result) {
  if (!result.anyFailure())
    return false;
  if (config_.engine.stopOnFail) {
    addStopNote(result, "stopped at the first failure (--stop-on-fail): the other properties "
                        "are not decided");
    return true;
  }
  if (!firstFailure_) // a failure adopted from the partner
    firstFailure_ = elapsed();
  if (config_.engine.timeout || elapsed() - *firstFailure_ < budget())
    return false;
  noteStop(result);
  return true;
}

void FailureBudget::noteIfCancelled(AnalysisResult &result) const {
  if (firstFailure_ && searchCancelled() && !config_.engine.timeout &&
      elapsed() - *firstFailure_ >= budget())
    noteStop(result);
}

void FailureBudget::noteStop(AnalysisResult &result) const {
  addStopNote(result, stopText(elapsed() - *firstFailure_));
}

void FailureBudget::addStopNote(AnalysisResult &result, std::string text) {
  // A run stopped by a signal says so instead.
  if (result.stopExplained() || result.allDecided())
    return;
  result.notes.push_back({NoteKind::FailureBudget, std::move(text)});
}

} // namespace kiki
