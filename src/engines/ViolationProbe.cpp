#include "engines/ViolationProbe.h"
#include "util/CpuTime.h"

#include <chrono>

namespace kiki {
namespace {
/// Each slice's own query, and each query on the whole formula with the
/// slice's inputs fixed (with all inputs fixed it is mostly propagation).
constexpr unsigned kSliceMs = 200, kWholeMs = 5000, kWholeConflicts = 1000;
/// Formulas smaller than this are answered at once without slicing.
constexpr unsigned kMinAssertions = 50;
} // namespace

bool ViolationProbe::findFirst(Solver &solver, const std::vector<z3::expr> &query,
                               const std::vector<z3::expr> &violations) {
  if (!slowQueries_ || fruitless_ >= kMaxFruitless || violations.empty())
    return false;
  if (solver.assertions().size() < kMinAssertions)
    return false;
  ThreadCpuClock clock;
  auto end = clock.now() + std::chrono::milliseconds(kBudgetMs);
  const SliceProbe &index = solver.definitions();
  for (const auto &violation : violations) {
    if (clock.now() >= end || stopRequested())
      break;
    auto inputs = index.inputsFor(violation, kSliceMs);
    if (!inputs || inputs->empty())
      continue;
    auto fixed = query;
    fixed.insert(fixed.end(), inputs->begin(), inputs->end());
    // These queries often give up: by a conflict limit, which leaves the
    // core as it was, with the time limit as a backstop only (an
    // interrupted core must be replaced, solver/Solver.cpp). Bit-blasting
    // each one in a context of its own instead made uthash's
    // dl_insert_inorder 0.3 s -> 4.3 s of solver time.
    ScopedQueryLimit limit(solver, kWholeMs);
    if (solver.checkWithConflictLimit(fixed, kWholeConflicts) == SatResult::Sat &&
        solver.modelSatisfies(solver.model(), fixed)) {
      fruitless_ = 0;
      return true;
    }
  }
  ++fruitless_;
  return false;
}

} // namespace kiki
