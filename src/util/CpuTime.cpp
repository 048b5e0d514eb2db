#include "util/CpuTime.h"

#include <pthread.h>

namespace kiki {

ThreadCpuClock::ThreadCpuClock() {
  if (pthread_getcpuclockid(pthread_self(), &id_) != 0)
    id_ = CLOCK_THREAD_CPUTIME_ID; // only right when read by the same thread
}

std::chrono::nanoseconds ThreadCpuClock::now() const {
  timespec t{};
  clock_gettime(id_, &t);
  return std::chrono::seconds(t.tv_sec) + std::chrono::nanoseconds(t.tv_nsec);
}

CpuDeadlineWatch::CpuDeadlineWatch(ThreadCpuClock clock, std::chrono::nanoseconds deadline,
                                   std::function<void()> onExpiry)
    : thread_([this, clock, deadline, onExpiry = std::move(onExpiry)] {
        watch(clock, deadline, onExpiry);
      }) {}

CpuDeadlineWatch::~CpuDeadlineWatch() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    done_ = true;
  }
  wake_.notify_one();
  thread_.join();
}

void CpuDeadlineWatch::watch(ThreadCpuClock clock, std::chrono::nanoseconds deadline,
                             std::function<void()> onExpiry) {
  std::unique_lock<std::mutex> lock(mutex_);
  while (!wake_.wait_for(lock, std::chrono::milliseconds(10), [this] { return done_; }))
    if (clock.now() >= deadline)
      onExpiry();
}

} // namespace kiki
