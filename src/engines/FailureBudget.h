// After the first failure the kIkI engine goes on deciding the other
// properties (each has its own verdict), for as long again as the failure
// took, between 1 and 10 s, unless --timeout gives the limit or
// --stop-on-fail asks to stop at once. The budget ends a solver call that
// runs past it (cancelSearchAfter); before, one deep query could take 20 s
// after a failure found in 0.6 s.
#pragma once
#include "options/Config.h"
#include "results/AnalysisResult.h"

#include <chrono>
#include <optional>
#include <string>

namespace kiki {

class FailureBudget {
public:
  explicit FailureBudget(const Config &config) : config_(config) {}

  /// The run starts now (elapsed() counts from here).
  void restartClock() { start_ = std::chrono::steady_clock::now(); }
  double elapsed() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }
  /// A failure was found: the budget starts with the first one.
  void start();
  /// Whether the run should end now because of failures in `result` (and
  /// if so, with a note on the budget).
  bool spent(AnalysisResult &result);
  /// --stop-on-fail and a failure in `result`: the run ends at once.
  bool endsAtFirstFailure(const AnalysisResult &result) const {
    return config_.engine.stopOnFail && result.anyFailure();
  }
  /// At the end of a run: the note when the budget cancelled the search.
  void noteIfCancelled(AnalysisResult &result) const;
  /// One note, whichever of the two processes stopped first.
  void noteStop(AnalysisResult &result) const;
  /// How long the others are decided after a first failure found
  /// `firstFailure` seconds into the run (1 to 10 s).
  static double budgetAfter(double firstFailure);
  /// The note's text for a run stopped `seconds` after its first failure.
  static std::string stopText(double seconds);

private:
  const Config &config_;
  std::optional<double> firstFailure_; // seconds into the run
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();

  double budget() const;
  /// Adds the note on why the run stopped, unless the result says it already.
  static void addStopNote(AnalysisResult &result, std::string text);
};

} // namespace kiki
