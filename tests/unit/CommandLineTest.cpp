// The command line: which options select which strategy, and which are
// usage errors.
#include "util/Config.h"
#include "util/Errors.h"

#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace kiki {
namespace {

Config parse(std::vector<std::string> args) {
  args.insert(args.begin(), "kiki");
  std::vector<char *> argv;
  for (auto &a : args)
    argv.push_back(a.data());
  auto config = parseCommandLine(static_cast<int>(argv.size()), argv.data());
  if (!config)
    throw std::runtime_error("no configuration");
  return *config;
}

TEST(CommandLine, UnwindAloneIsOneFormula) {
  Config c = parse({"--unwind", "5", "a.c"});
  ASSERT_TRUE(c.unwind.has_value());
  EXPECT_EQ(*c.unwind, 5u);
  EXPECT_FALSE(c.incremental);
  EXPECT_FALSE(c.kInduction);
}

TEST(CommandLine, IncrementalWithBound) {
  Config c = parse({"--incremental-bmc", "--unwind", "3", "a.c"});
  EXPECT_TRUE(c.incremental);
  EXPECT_EQ(*c.unwind, 3u);
}

TEST(CommandLine, ChecksAreSelectedByOptions) {
  Config c = parse({"--bounds-check", "--pointer-check", "--div-by-zero-check",
                    "--signed-overflow-check", "--unsigned-overflow-check",
                    "--memory-leak-check", "--no-assertions", "a.c"});
  EXPECT_TRUE(c.checks.bounds && c.checks.pointer && c.checks.divByZero);
  EXPECT_TRUE(c.checks.signedOverflow && c.checks.unsignedOverflow && c.checks.memoryLeak);
  EXPECT_FALSE(c.checks.assertions);
}

TEST(CommandLine, EntryDefinesAndModel) {
  Config c = parse({"--function", "f", "-DX=1", "-I", "inc", "--32", "a.c", "b.c"});
  EXPECT_EQ(c.entry, "f");
  EXPECT_TRUE(c.entryGiven);
  EXPECT_TRUE(c.is32);
  EXPECT_EQ(c.clangArgs, (std::vector<std::string>{"-DX=1", "-Iinc"}));
  EXPECT_EQ(c.files, (std::vector<std::string>{"a.c", "b.c"}));
}

TEST(CommandLine, KInductionIsIncrementalAndWithoutWarning) {
  Config c = parse({"--havoc", "--k-induction", "a.c"});
  EXPECT_TRUE(c.kInduction);
  EXPECT_TRUE(c.incremental);
  EXPECT_FALSE(c.oneShotInduction);
  EXPECT_TRUE(c.warnings.empty());
}

TEST(CommandLine, KInductionWithADomainWarnsThatTheInvariantIsTop) {
  Config c = parse({"--intervals", "--k-induction", "a.c"});
  ASSERT_EQ(c.warnings.size(), 1u);
  EXPECT_NE(c.warnings[0].find("invariant top"), std::string::npos) << c.warnings[0];
}

TEST(CommandLine, HavocAloneIsOneInductionAtDepthZero) {
  Config c = parse({"--havoc", "a.c"});
  EXPECT_TRUE(c.kInduction);
  EXPECT_TRUE(c.oneShotInduction);
  EXPECT_FALSE(c.incremental);
  EXPECT_EQ(c.unwind.value_or(99), 0u);
}

TEST(CommandLine, DomainWithoutKInductionFallsBackToBmcWithAWarning) {
  Config c = parse({"--zones", "a.c"});
  EXPECT_FALSE(c.kInduction);
  EXPECT_TRUE(c.incremental);
  ASSERT_EQ(c.warnings.size(), 1u);
  EXPECT_NE(c.warnings[0].find("incremental bounded model checking"), std::string::npos);
}

TEST(CommandLine, OtherAnalysesAreRecorded) {
  EXPECT_EQ(parse({"--termination", "a.c"}).analysis, AnalysisKind::Termination);
  EXPECT_EQ(parse({"--nontermination", "a.c"}).analysis, AnalysisKind::NonTermination);
}

TEST(CommandLine, BadInputIsAUsageError) {
  EXPECT_THROW(parse({"--no-such-option", "a.c"}), UsageError);
  EXPECT_THROW(parse({"--unwind", "many", "a.c"}), UsageError);
  EXPECT_THROW(parse({"a.c", "--unwind"}), UsageError);
  EXPECT_THROW(parse({"--bounds-check"}), UsageError);
}

} // namespace
} // namespace kiki
