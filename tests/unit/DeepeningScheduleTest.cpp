// How far plain bounded model checking unwinds between two checks
// (engines/DeepeningSchedule): the step doubles while checks stay cheap
// and drops to 1 when a check grows dear.
#include "engines/DeepeningSchedule.h"

#include <gtest/gtest.h>

namespace kiki {
namespace {

TEST(DeepeningSchedule, DoublesWhileChecksStayAsCheap) {
  DeepeningSchedule schedule(true);
  EXPECT_EQ(schedule.step(), 1u);
  schedule.record(0.10); // the first depth has nothing to compare with
  EXPECT_EQ(schedule.step(), 1u);
  schedule.record(0.15);
  EXPECT_EQ(schedule.step(), 2u);
  schedule.record(0.20);
  EXPECT_EQ(schedule.step(), 4u);
  schedule.record(0.40); // twice as long: still cheap enough
  EXPECT_EQ(schedule.step(), 8u);
}

TEST(DeepeningSchedule, StaysBelowItsLargestStep) {
  DeepeningSchedule schedule(true);
  for (int i = 0; i < 20; ++i)
    schedule.record(0.001);
  EXPECT_EQ(schedule.step(), DeepeningSchedule::kMaxStep);
}

TEST(DeepeningSchedule, BackToOneWhenAQueryGrowsHard) {
  DeepeningSchedule schedule(true);
  for (double seconds : {0.1, 0.1, 0.1, 0.1})
    schedule.record(seconds);
  EXPECT_EQ(schedule.step(), 8u);
  schedule.record(0.5); // five times the previous check
  EXPECT_EQ(schedule.step(), 1u);
  schedule.record(6.0); // a digit loop: ten times per unwinding
  EXPECT_EQ(schedule.step(), 1u);
  schedule.record(70.0);
  EXPECT_EQ(schedule.step(), 1u);
}

TEST(DeepeningSchedule, TinyChecksVaryWithoutHoldingTheStepBack) {
  DeepeningSchedule schedule(true);
  for (double seconds : {0.001, 0.004, 0.001, 0.02, 0.05})
    schedule.record(seconds);
  EXPECT_EQ(schedule.step(), 16u);
  schedule.record(0.21); // over four times the negligible time
  EXPECT_EQ(schedule.step(), 1u);
}

TEST(DeepeningSchedule, KeepsTheStepBetweenTwoAndFourTimes) {
  DeepeningSchedule schedule(true);
  for (double seconds : {0.1, 0.1, 0.1})
    schedule.record(seconds);
  EXPECT_EQ(schedule.step(), 4u);
  schedule.record(0.3);
  EXPECT_EQ(schedule.step(), 4u);
}

TEST(DeepeningSchedule, KInductionKeepsOneUnwindingPerCheck) {
  DeepeningSchedule schedule(false);
  for (int i = 0; i < 10; ++i)
    schedule.record(0.001);
  EXPECT_EQ(schedule.step(), 1u);
}

} // namespace
} // namespace kiki
