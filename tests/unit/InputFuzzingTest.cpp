// Native fuzzing proposes, kiki's bounded model checker disposes: a crash
// found natively counts only where replaying its inputs in kiki's own model
// violates a property, with kiki's counterexample.
#include "engines/InputFuzzing.h"
#include "frontend/Frontend.h"
#include "instrument/Instrument.h"
#include "ir/SourceInfo.h"
#include "libc/LibraryModels.h"
#include "model/ProgramModel.h"
#include "options/Config.h"
#include "util/Command.h"
#include "ParseArgs.h"

#include <gtest/gtest.h>
#include <llvm/IR/LLVMContext.h>
#include <fstream>
#include <sstream>

namespace kiki {
namespace {

struct Outcome {
  std::optional<CrashInput> crash;
  std::string why;
  std::optional<AnalysisResult> replay;
  PropertyTable properties;
};

/// Fuzzes `source` (written to a file) and replays what crashed.
Outcome fuzzAndReplay(const std::string &name, const std::string &source,
                      std::vector<std::string> options = {}) {
  std::string file = ::testing::TempDir() + name + ".c";
  std::ofstream(file) << source;
  options.push_back("--fuzz");
  options.push_back(file);
  Config config = parseArgs(options);
  llvm::LLVMContext context;
  auto module = loadProgram(config.frontEnd, config.checks, context);
  inlineLibraryModels(*module, SourceInfo(*module));
  normaliseModule(*module);
  SourceInfo info(*module);
  Outcome out;
  out.properties = instrumentModule(*module, config.checks, config.frontEnd.entry, info);
  ProgramModel model(*module);
  TempDirectory dir("kiki-fuzz-test-");
  out.crash = fuzzForCrash(config, dir.path(), out.why);
  if (out.crash) {
    std::ostringstream quiet;
    out.replay = replayCrash(model, out.properties, config, *out.crash, 30, quiet);
  }
  return out;
}

TEST(InputFuzzing, ACrashBehindByteComparisonsIsConfirmedWithATrace) {
  auto out = fuzzAndReplay("fuzz_magic", R"(
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
int main(void) {
  unsigned char b[6];
  for (int i = 0; i < 6; i++)
    b[i] = __VERIFIER_nondet_uchar();
  int depth = 0;
  for (int i = 0; i < 6; i++)
    depth += b[i] == '{' ? 1 : b[i] == '}' ? -1 : 0;
  assert(!(b[0] == 'k' && b[1] == 'i' && depth == 3));
  return 0;
}
)",
                           {"--trace"});
  ASSERT_TRUE(out.crash) << out.why;
  EXPECT_GE(out.crash->inputs.size(), 6u);
  for (const auto &input : out.crash->inputs)
    EXPECT_EQ(input.bytes, 1u);
  ASSERT_TRUE(out.replay);
  ASSERT_EQ(out.replay->properties.size(), out.properties.size());
  unsigned failures = 0;
  for (size_t p = 0; p < out.properties.size(); ++p) {
    const auto &verdict = out.replay->properties[p];
    if (verdict.verdict == Verdict::Failure) {
      ++failures;
      EXPECT_FALSE(verdict.trace.empty());
    } else {
      // Nothing but failures: a replay sees one execution.
      EXPECT_EQ(verdict.verdict, Verdict::Unknown);
      EXPECT_FALSE(verdict.settled);
    }
  }
  EXPECT_EQ(failures, 1u);
  EXPECT_FALSE(out.replay->complete);
}

TEST(InputFuzzing, ANativeCrashThatViolatesNoPropertyIsNoFailure) {
  // abort() crashes natively but only ends the execution in kiki's model.
  auto out = fuzzAndReplay("fuzz_abort", R"(
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 4242)
    abort();
  assert(x != 4242);
  return 0;
}
)");
  ASSERT_TRUE(out.crash) << out.why;
  ASSERT_TRUE(out.replay);
  EXPECT_FALSE(out.replay->anyFailure());
  for (const auto &p : out.replay->properties)
    EXPECT_EQ(p.verdict, Verdict::Unknown);
}

TEST(InputFuzzing, AProgramThatDoesNotLinkNativelyIsLeftToTheOthers) {
  auto out = fuzzAndReplay("fuzz_unlinked", R"(
#include <assert.h>
int sensor(void);
int main(void) {
  assert(sensor() != 3);
  return 0;
}
)");
  EXPECT_FALSE(out.crash);
  EXPECT_NE(out.why.find("does not build"), std::string::npos) << out.why;
}

TEST(InputFuzzing, GlobalsStartFromTheirInitialValuesInEveryExecution) {
  // Natively the fuzzer runs main again and again in one process: without
  // the reset, `calls` would pass 1 and fail the assertion in the second.
  auto out = fuzzAndReplay("fuzz_globals", R"(
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
static int calls;
int table[4] = {1, 2, 3, 4};
int main(void) {
  calls++;
  table[0]++;
  assert(calls == 1 && table[0] == 2);
  return __VERIFIER_nondet_int() == 7;
}
)");
  EXPECT_FALSE(out.crash) << out.why;
}

TEST(InputFuzzing, OnlyMainEntriesOf64BitProgramsAreFuzzedWhenAskedFor) {
  EXPECT_FALSE(fuzzingApplies(parseArgs({"a.c"}))); // off by default
  EXPECT_TRUE(fuzzingApplies(parseArgs({"--fuzz", "a.c"})));
  EXPECT_TRUE(fuzzingApplies(parseArgs({"--fuzz-time", "1.5", "a.c"})));
  EXPECT_FALSE(fuzzingApplies(parseArgs({"--fuzz", "--no-fuzz", "a.c"})));
  EXPECT_FALSE(fuzzingApplies(parseArgs({"--fuzz", "--function", "f", "a.c"})));
  EXPECT_FALSE(fuzzingApplies(parseArgs({"--fuzz", "--32", "a.c"})));
}

} // namespace
} // namespace kiki
