// Stopping a run early: a wall-clock limit (--timeout S) or SIGTERM/SIGINT.
// Either sets one flag; a watchdog thread then interrupts the solver, whose
// check returns "unknown", and the engine ends its loop and reports what it
// has decided so far. Nothing is printed from the signal handler.
#pragma once
#include <z3++.h>
#include <optional>
#include <string>

namespace kiki {

/// Installs the signal handlers and, with a limit, the deadline (seconds
/// from now). Call once, early in main.
void installStopControl(std::optional<double> timeoutSeconds);
/// The solver context that a stop interrupts (nullptr: none).
void setInterruptible(z3::context *context);
/// A second context that a stop interrupts while the scope lives (the
/// hybrid back end's bit-blaster, which runs in a context of its own).
class InterruptScope {
public:
  explicit InterruptScope(z3::context &context);
  ~InterruptScope();
  InterruptScope(const InterruptScope &) = delete;
  InterruptScope &operator=(const InterruptScope &) = delete;
};
/// Ends this process's solver work because another search answered; from
/// then on stopRequested() is true, but it is not a stop of the run.
void cancelSearch();
bool searchCancelled();
/// Cancels the search `seconds` from now (cancelSearch), unless
/// dropSearchDeadline() comes first: the failure budget, which must end a
/// long solver call too, also in the portfolio's child, which has no
/// watchdog (threads do not survive fork).
void cancelSearchAfter(double seconds);
void dropSearchDeadline();
/// Whether the run should stop, and why ("time limit of 10 s", "SIGTERM").
bool stopRequested();
std::string stopReason();
/// For long work outside the solver (the unwinding of deep or nested
/// recursion): throws z3::exception once a stop is requested, which the
/// engines catch like an interrupted solver call.
void throwIfStopped();

} // namespace kiki
