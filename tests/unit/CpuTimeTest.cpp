// The query limit counts CPU time: time the thread spends waiting (a
// loaded machine, a sleep) does not bring the watch's action closer.
#include "util/CpuTime.h"

#include <gtest/gtest.h>
#include <atomic>
#include <thread>

namespace kiki {
namespace {

TEST(CpuDeadlineWatch, WaitingUsesNoneOfTheLimitAndWorkRunsIntoIt) {
  ThreadCpuClock clock;
  std::atomic<unsigned> fired{0};
  auto deadline = clock.now() + std::chrono::milliseconds(100);
  CpuDeadlineWatch watch(clock, deadline, [&] { ++fired; });
  // 300 ms of sleep cost next to no CPU time: a wall-clock limit of 100 ms
  // would have acted by now.
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_EQ(fired.load(), 0u);
  // Work until the watch acts (at most a minute of wall time, so that a
  // watch that never acts fails instead of hanging).
  auto giveUp = std::chrono::steady_clock::now() + std::chrono::minutes(1);
  volatile unsigned long spin = 0;
  while (fired.load() == 0 && std::chrono::steady_clock::now() < giveUp)
    spin = spin + 1;
  EXPECT_GT(fired.load(), 0u);
  EXPECT_GE(clock.now(), deadline);
}

TEST(CpuDeadlineWatch, EndsWithItsScope) {
  ThreadCpuClock clock;
  std::atomic<unsigned> fired{0};
  { CpuDeadlineWatch watch(clock, clock.now() + std::chrono::hours(1), [&] { ++fired; }); }
  EXPECT_EQ(fired.load(), 0u);
}

} // namespace
} // namespace kiki
