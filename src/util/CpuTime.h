// CPU time of one thread, and a watch that acts once a thread has used a
// given amount of it. A limit in CPU time means the same on a loaded
// machine as on an idle one; a wall-clock limit did not (the e2e proof
// heap_free_list_loop lost its 8 s inference query to a 20 s wall-clock
// limit while CI ran four solver processes on two cores).
#pragma once
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>
#include <time.h>

namespace kiki {

/// The CPU clock of the thread that constructs it (readable from others).
class ThreadCpuClock {
public:
  ThreadCpuClock();
  std::chrono::nanoseconds now() const;

private:
  clockid_t id_;
};

/// While it lives, calls `onExpiry` from a thread of its own every 10 ms
/// once `clock` has reached `deadline` (again and again: an action that
/// came too early, before the work it should end had begun, is repeated).
class CpuDeadlineWatch {
public:
  CpuDeadlineWatch(ThreadCpuClock clock, std::chrono::nanoseconds deadline,
                   std::function<void()> onExpiry);
  ~CpuDeadlineWatch();
  CpuDeadlineWatch(const CpuDeadlineWatch &) = delete;
  CpuDeadlineWatch &operator=(const CpuDeadlineWatch &) = delete;

private:
  void watch(ThreadCpuClock clock, std::chrono::nanoseconds deadline,
             std::function<void()> onExpiry);
  std::mutex mutex_;
  std::condition_variable wake_;
  bool done_ = false;
  std::thread thread_;
};

} // namespace kiki
