// Stopping a run early: a wall-clock limit (--timeout S) or SIGTERM/SIGINT.
// Either sets one flag; a watchdog thread then interrupts every registered
// solver, whose check returns "unknown", and the engine ends its loop and
// reports what it has decided so far. Nothing is printed from the signal
// handler. Free of solver types: each solver registers its own interrupt
// (solver/Solver.cpp).
#pragma once
#include <functional>
#include <optional>
#include <string>

namespace kiki {

/// Installs the signal handlers and, with a limit, the deadline (seconds
/// from now). Call once, early in main.
void installStopControl(std::optional<double> timeoutSeconds);
/// While it lives, a stop calls `interrupt` (from the watchdog thread, again
/// and again while the stop lasts: a check started after the first
/// interrupt must end too). A solver registers one for each context it
/// owns or uses.
class InterruptRegistration {
public:
  explicit InterruptRegistration(std::function<void()> interrupt);
  ~InterruptRegistration();
  InterruptRegistration(const InterruptRegistration &) = delete;
  InterruptRegistration &operator=(const InterruptRegistration &) = delete;

private:
  unsigned id_;
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
/// The solver's memory limit (--memory-limit, MB) was reached: the run
/// stops as at a time limit, for that reason.
void setMemoryLimit(unsigned megabytes);
void stopForMemory();
/// Whether a solver's message (Z3's reason for unknown, or an exception's
/// text: "out of memory", "max. memory exceeded") says it ran out of memory.
bool saysOutOfMemory(const std::string &solverMessage);
/// Whether the run should stop, and why ("time limit of 10 s", "SIGTERM").
bool stopRequested();
std::string stopReason();
} // namespace kiki
