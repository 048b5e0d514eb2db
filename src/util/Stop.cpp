#include "util/Stop.h"

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <map>
#include <csignal>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>

namespace kiki {
namespace {

std::atomic<int> caughtSignal{0};
std::atomic<bool> stopped{false};
std::atomic<bool> cancelled{false};
std::atomic<bool> outOfMemory{false};
unsigned memoryLimitMb = 0;
std::optional<double> limit;
std::atomic<unsigned> deadlineGeneration{0};
std::mutex registryMutex;
std::map<unsigned, std::function<void()>> interrupts;
unsigned nextRegistration = 0;

extern "C" void onStopSignal(int signal) { caughtSignal.store(signal); }

// Set once the process exits: the detached threads (the watchdog keeps
// interrupting every 20 ms after a stop) must not touch the registry while
// or after the static objects are destroyed. Before, a run stopped by its
// time limit could end in a segmentation fault after its report.
std::atomic<bool> exiting{false};

void interruptSolver() {
  std::lock_guard<std::mutex> lock(registryMutex);
  if (exiting.load())
    return;
  for (const auto &[id, interrupt] : interrupts)
    interrupt();
}

/// An exit handler, registered after the registry was made and so run
/// before it is destroyed; waits for an interrupt in flight.
void endInterrupts() {
  std::lock_guard<std::mutex> lock(registryMutex);
  exiting.store(true);
}

/// Polls the deadline and the signal flag; the handler itself only stores.
void watchdog(std::chrono::steady_clock::time_point start) {
  using namespace std::chrono;
  for (;;) {
    std::this_thread::sleep_for(milliseconds(20));
    if (exiting.load())
      return;
    bool late = limit && duration<double>(steady_clock::now() - start).count() >= *limit;
    if (late || caughtSignal.load() != 0) {
      stopped.store(true);
      // Keep interrupting: a check started after the first interrupt must
      // end too.
      interruptSolver();
    }
  }
}

} // namespace

void installStopControl(std::optional<double> timeoutSeconds) {
  limit = timeoutSeconds;
  std::atexit(endInterrupts);
  std::signal(SIGTERM, onStopSignal);
  std::signal(SIGINT, onStopSignal);
  std::thread(watchdog, std::chrono::steady_clock::now()).detach();
}

InterruptRegistration::InterruptRegistration(std::function<void()> interrupt) {
  std::lock_guard<std::mutex> lock(registryMutex);
  id_ = nextRegistration++;
  interrupts.emplace(id_, std::move(interrupt));
}

InterruptRegistration::~InterruptRegistration() {
  std::lock_guard<std::mutex> lock(registryMutex);
  interrupts.erase(id_);
}

void cancelSearch() {
  cancelled.store(true);
  interruptSolver();
}

bool searchCancelled() { return cancelled.load(); }

void cancelSearchAfter(double seconds) {
  unsigned generation = ++deadlineGeneration;
  std::thread([seconds, generation] {
    auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    while (std::chrono::steady_clock::now() < end) {
      if (deadlineGeneration.load() != generation)
        return;
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    if (deadlineGeneration.load() == generation)
      cancelSearch();
  }).detach();
}

void dropSearchDeadline() { ++deadlineGeneration; }

void setMemoryLimit(unsigned megabytes) { memoryLimitMb = megabytes; }

void stopForMemory() {
  outOfMemory.store(true);
  stopped.store(true);
  interruptSolver();
}

bool saysOutOfMemory(const std::string &solverMessage) {
  return solverMessage.find("memory") != std::string::npos;
}

bool stopRequested() { return stopped.load() || cancelled.load(); }

std::string stopReason() {
  int signal = caughtSignal.load();
  if (signal == SIGTERM)
    return "stopped by SIGTERM";
  if (signal == SIGINT)
    return "stopped by SIGINT";
  if (outOfMemory.load())
    return "memory limit (" + std::to_string(memoryLimitMb) + " MB) reached";
  std::ostringstream text;
  text << "time limit (" << limit.value_or(0) << " s)";
  return text.str();
}

} // namespace kiki
