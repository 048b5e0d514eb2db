// Wall time per phase of a run, for --stats.
#pragma once
#include "results/AnalysisResult.h"

#include <chrono>

namespace kiki {

/// Runs `work` and adds its wall time to `phase` of `result` (also when the
/// solver is interrupted and throws).
template <typename Work> void timePhase(AnalysisResult &result, const char *phase, Work work) {
  auto start = std::chrono::steady_clock::now();
  auto add = [&] {
    result.addPhase(phase, std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                                         start).count());
  };
  try {
    work();
  } catch (...) {
    add();
    throw;
  }
  add();
}

} // namespace kiki
