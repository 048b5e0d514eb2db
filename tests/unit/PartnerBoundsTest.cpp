// kIkI skips the bounded checks of a depth that the portfolio's bounded
// model checker has already decided. Only a partner that reached the depth
// with every property open here still open there stands in: a partner
// behind, or one that has failed a property kIkI has open, does not.
#include "engines/KikiEngine.h"
#include "frontend/Frontend.h"
#include "libc/LibraryModels.h"
#include "instrument/Instrument.h"
#include "model/ProgramModel.h"
#include "ir/SourceInfo.h"
#include "util/ChildProcess.h"

#include <optional>
#include "options/Config.h"
#include "ParseArgs.h"

#include <gtest/gtest.h>
#include <llvm/IR/LLVMContext.h>
#include <fstream>
#include <sstream>
#include <sys/resource.h>
#include <thread>

namespace kiki {
namespace {

/// kIkI (no portfolio child) on `source` with the given partner.
AnalysisResult analyse(const std::string &name, const std::string &source,
                       const PartnerLink &partner) {
  std::string file = ::testing::TempDir() + name + ".c";
  std::ofstream(file) << source;
  Config config = parseArgs({file});
  llvm::LLVMContext context;
  auto module = loadProgram(config.frontEnd, config.checks, context);
  inlineLibraryModels(*module, SourceInfo(*module));
  normaliseModule(*module);
  SourceInfo info(*module);
  auto properties = instrumentModule(*module, config.checks, config.frontEnd.entry, info);
  ProgramModel model(*module);
  std::ostringstream quiet;
  return runKiki(model, properties, config, quiet, partner);
}

/// A partner that reached `depth` with the given verdicts.
PartnerLink partnerAt(unsigned depth, std::vector<PropertyResult> verdicts) {
  PartnerLink link;
  link.bounds = [=]() -> std::optional<AnalysisResult> {
    AnalysisResult r;
    r.depth = depth;
    r.properties = verdicts;
    return r;
  };
  return link;
}

const char *kSafeCounter = R"(
#include <assert.h>
int nondet(void);
int main(void) {
  int x = 0;
  while (nondet())
    if (x < 100)
      x++;
  assert(x <= 100);
  return 0;
}
)";

// The bug needs four iterations.
const char *kDeepBug = R"(
#include <assert.h>
int main(void) {
  for (int i = 0; i < 10; i++)
    assert(i != 3);
  return 0;
}
)";

TEST(PartnerBounds, DecidedDepthsAreSkippedAndTheProofStands) {
  AnalysisResult alone = analyse("safe_alone", kSafeCounter, {});
  ASSERT_EQ(alone.properties.size(), 1u);
  ASSERT_EQ(alone.properties[0].verdict, Verdict::Success);
  EXPECT_EQ(alone.boundsFromPartner, 0u);

  AnalysisResult shared = analyse("safe_shared", kSafeCounter, partnerAt(50, {PropertyResult{}}));
  ASSERT_EQ(shared.properties.size(), 1u);
  EXPECT_EQ(shared.properties[0].verdict, Verdict::Success);
  EXPECT_GE(shared.boundsFromPartner, 1u);
  EXPECT_LT(shared.stats.calls, alone.stats.calls);
}

TEST(PartnerBounds, APartnerBehindCoversOnlyItsDepths) {
  AnalysisResult r = analyse("deep_bug", kDeepBug, partnerAt(2, {PropertyResult{}}));
  ASSERT_EQ(r.properties.size(), 1u);
  EXPECT_EQ(r.properties[0].verdict, Verdict::Failure);
  EXPECT_EQ(r.boundsFromPartner, 2u); // depths 1 and 2; the bug is deeper
}

TEST(PartnerBounds, APartnerThatFailedAPropertyOpenHereDoesNotStandIn) {
  PropertyResult failed;
  failed.verdict = Verdict::Failure;
  AnalysisResult r = analyse("deep_bug_failed", kDeepBug, partnerAt(50, {failed}));
  ASSERT_EQ(r.properties.size(), 1u);
  EXPECT_EQ(r.properties[0].verdict, Verdict::Failure);
  EXPECT_EQ(r.boundsFromPartner, 0u);
}

TEST(PartnerBounds, ACompleteUnwindingThereDecidesNothingHere) {
  AnalysisResult r = analyse("deep_bug_complete", kDeepBug, [] {
    PartnerLink link = partnerAt(50, {PropertyResult{}});
    auto bounds = link.bounds;
    link.bounds = [bounds] {
      auto r = bounds();
      r->complete = true;
      return r;
    };
    return link;
  }());
  EXPECT_EQ(r.properties[0].verdict, Verdict::Failure);
  EXPECT_EQ(r.boundsFromPartner, 0u);
}

TEST(ChildFrames, FramesArriveWholeAndInOrder) {
  std::string wire = frameMessage('P', "depth 1") + frameMessage('P', "") +
                     frameMessage('F', std::string("a b\n\0c", 7));
  std::string buffer;
  std::vector<PipeFrame> frames;
  // Byte by byte, as a pipe may deliver them.
  for (char c : wire) {
    buffer.push_back(c);
    for (auto &f : takeFrames(buffer))
      frames.push_back(std::move(f));
  }
  ASSERT_EQ(frames.size(), 3u);
  EXPECT_EQ(frames[0].kind, 'P');
  EXPECT_EQ(frames[0].payload, "depth 1");
  EXPECT_EQ(frames[1].payload, "");
  EXPECT_EQ(frames[2].kind, 'F');
  EXPECT_EQ(frames[2].payload, std::string("a b\n\0c", 7));
  EXPECT_TRUE(buffer.empty());
}

TEST(ChildFrames, ACutFrameWaitsAndGarbageIsDropped) {
  std::string buffer = frameMessage('F', "verdicts").substr(0, 6);
  EXPECT_TRUE(takeFrames(buffer).empty());
  EXPECT_EQ(buffer.size(), 6u);
  buffer = "Fx2 ab";
  EXPECT_TRUE(takeFrames(buffer).empty());
  EXPECT_TRUE(buffer.empty());
  buffer = "F 2 ab";
  EXPECT_TRUE(takeFrames(buffer).empty());
  EXPECT_TRUE(buffer.empty());
}

TEST(ChildFrames, ProgressThenFinalThroughAProcess) {
  std::vector<std::string> progress;
  std::string final;
  {
    ChildProcess child(
        [](const ChildProcess::Send &send) {
          send("1");
          send("2");
          return std::string("done");
        },
        [&](const std::string &m) { final = m; },
        [&](const std::string &m) { progress.push_back(m); });
    ASSERT_TRUE(child.running());
    child.wait();
  }
  EXPECT_EQ(progress, (std::vector<std::string>{"1", "2"}));
  EXPECT_EQ(final, "done");
}

// An exception that nothing catches in the child (Z3's internals throw
// through frames that may not throw) ends the child alone: the parent reads
// an empty final message and goes on. Before, the process aborted.
TEST(ChildFrames, AnUncaughtExceptionEndsTheChildOnly) {
  std::optional<std::string> final;
  {
    // Thrown in a thread of the child, where nothing catches it (in the
    // test's own thread the test framework would).
    ChildProcess child(
        []() -> std::string {
          std::thread([] { throw 42; }).join();
          return "unreachable";
        },
        [&](const std::string &m) { final = m; });
    ASSERT_TRUE(child.running());
    child.wait();
    EXPECT_TRUE(child.finished());
  }
  ASSERT_TRUE(final.has_value());
  EXPECT_EQ(*final, "");
}

// The portfolio's kIkI thread yields to the bounded model checker: only the
// calling thread's priority drops (the process's other threads keep theirs,
// the threads it starts inherit it).
TEST(ChildFrames, LoweringAThreadsPriorityLeavesTheOthers) {
  int before = getpriority(PRIO_PROCESS, 0);
  int lowered = 0, inherited = 0;
  std::thread worker([&] {
    ASSERT_TRUE(lowerThreadPriority(5));
    lowered = getpriority(PRIO_PROCESS, 0);
    std::thread([&] { inherited = getpriority(PRIO_PROCESS, 0); }).join();
  });
  worker.join();
  EXPECT_EQ(lowered, std::min(before + 5, 19));
  EXPECT_EQ(inherited, lowered);
  EXPECT_EQ(getpriority(PRIO_PROCESS, 0), before);
}

} // namespace
} // namespace kiki
