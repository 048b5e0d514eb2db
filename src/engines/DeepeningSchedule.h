// How far plain bounded model checking unwinds between two checks. Each
// check costs a solver call or two, and on a loop whose iterations are
// cheap to check those calls dominate: SV-COMP's loop-acceleration/array3
// reads out of bounds in iteration 1025 of a search loop, and checking
// after every iteration reached iteration 440 in 30 s. So the step doubles
// while a depth's checks take at most twice as long as the previous
// depth's (the new iterations did not make the query much harder), and is
// back to 1 once they take more than four times as long, so that a query
// that grows hard (a digit loop's multiplications) is met one iteration at
// a time. Skipping depths loses nothing: the check at a deeper depth covers
// every shallower one (the bounded query asks for a failure anywhere in
// the unwound program), so failures are still found, perhaps with a longer
// trace. k-induction keeps the step 1 (its induction step is dearer the
// deeper it is).
#pragma once

#include <optional>

namespace kiki {

class DeepeningSchedule {
public:
  explicit DeepeningSchedule(bool adaptive) : adaptive_(adaptive) {}

  /// How many unwindings the next depth adds to the current one.
  unsigned step() const { return step_; }
  /// One depth checked: the seconds its checks took.
  void record(double checkSeconds);

  /// Checks this cheap count as this cheap: below it the times vary from
  /// run to run by more than four times (loop-acceleration/array_3-2 fell
  /// back to one unwinding per check at 4 ms against 1 ms).
  static constexpr double kNegligibleSeconds = 0.05;
  static constexpr unsigned kMaxStep = 64;

private:
  bool adaptive_;
  unsigned step_ = 1;
  std::optional<double> previous_;
};

} // namespace kiki
