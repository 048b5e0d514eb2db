// The command line: which options select which strategy, and which are
// usage errors.
#include "util/Config.h"
#include "util/Errors.h"
#include "ParseArgs.h"

#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace kiki {
namespace {

Config parse(std::vector<std::string> args) { return parseArgs(std::move(args)); }

TEST(CommandLine, UnwindAloneIsOneInductionWithIntervals) {
  Config c = parse({"--unwind", "5", "a.c"});
  ASSERT_TRUE(c.unwind.has_value());
  EXPECT_EQ(*c.unwind, 5u);
  EXPECT_FALSE(c.incremental);
  EXPECT_TRUE(c.kInduction);
  EXPECT_TRUE(c.oneShotInduction());
  EXPECT_EQ(c.domain, InvariantDomain::Intervals);
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
  EXPECT_FALSE(c.oneShotInduction());
  EXPECT_TRUE(c.warnings.empty());
}

TEST(CommandLine, KInductionTakesTheDomainGiven) {
  Config c = parse({"--zones", "--k-induction", "a.c"});
  EXPECT_TRUE(c.kInduction);
  EXPECT_FALSE(c.oneShotInduction());
  EXPECT_EQ(c.domain, InvariantDomain::Zones);
  EXPECT_TRUE(c.warnings.empty());
  EXPECT_EQ(parse({"--havoc", "--k-induction", "a.c"}).domain, InvariantDomain::Top);
  EXPECT_EQ(parse({"--k-induction", "a.c"}).domain, InvariantDomain::Intervals);
}

TEST(CommandLine, DefaultIsKikiWithIntervals) {
  for (auto args : {std::vector<std::string>{"a.c"},
                    std::vector<std::string>{"--competition-mode", "a.c"}}) {
    Config c = parse(args);
    EXPECT_TRUE(c.kInduction);
    EXPECT_TRUE(c.incremental);
    EXPECT_FALSE(c.oneShotInduction());
    EXPECT_EQ(c.domain, InvariantDomain::Intervals);
  }
}

TEST(CommandLine, HavocAloneIsOneInductionAtDepthZero) {
  Config c = parse({"--havoc", "a.c"});
  EXPECT_TRUE(c.kInduction);
  EXPECT_TRUE(c.oneShotInduction());
  EXPECT_FALSE(c.incremental);
  EXPECT_EQ(c.unwind.value_or(99), 0u);
}

TEST(CommandLine, DomainWithoutKInductionIsOneInduction) {
  Config c = parse({"--octagons", "--unwind", "2", "a.c"});
  EXPECT_TRUE(c.kInduction);
  EXPECT_TRUE(c.oneShotInduction());
  EXPECT_FALSE(c.incremental);
  EXPECT_EQ(c.domain, InvariantDomain::Octagons);
  EXPECT_EQ(c.unwind.value_or(99), 2u);
}

TEST(CommandLine, IncrementalBmcIsPlainBmc) {
  Config c = parse({"--incremental-bmc", "--intervals", "a.c"});
  EXPECT_FALSE(c.kInduction);
  EXPECT_TRUE(c.incremental);
  ASSERT_EQ(c.warnings.size(), 1u);
  EXPECT_NE(c.warnings[0].find("not used"), std::string::npos) << c.warnings[0];
}

TEST(CommandLine, HeapOptionsSwitchOnTheHeapDomainAndKeepTheirNumericalDomain) {
  Config c = parse({"--heap-zones", "a.c"});
  EXPECT_EQ(c.domain, InvariantDomain::Zones);
  EXPECT_TRUE(c.heap);
  EXPECT_TRUE(c.warnings.empty());
  EXPECT_TRUE(parse({"--heap", "a.c"}).heap);
  EXPECT_TRUE(parse({"--values-refine", "a.c"}).heap);
  EXPECT_FALSE(parse({"a.c"}).heap);
  Config sympath = parse({"--sympath", "a.c"});
  EXPECT_FALSE(sympath.heap);
  ASSERT_EQ(sympath.warnings.size(), 1u);
  EXPECT_NE(sympath.warnings[0].find("--sympath"), std::string::npos);
}

TEST(CommandLine, OtherAnalysesAreRecorded) {
  EXPECT_EQ(parse({"--termination", "a.c"}).analysis, AnalysisKind::Termination);
  EXPECT_EQ(parse({"--nontermination", "a.c"}).analysis, AnalysisKind::NonTermination);
}

TEST(CommandLine, RankingFunctionComponents) {
  EXPECT_EQ(parse({"--termination", "a.c"}).rankingComponents, 3u);
  EXPECT_EQ(parse({"--lexicographic-ranking-function", "5", "a.c"}).rankingComponents, 5u);
  EXPECT_EQ(parse({"--monolithic-ranking-function", "a.c"}).rankingComponents, 1u);
  EXPECT_THROW(parse({"--lexicographic-ranking-function", "0", "a.c"}), UsageError);
}

TEST(CommandLine, BadInputIsAUsageError) {
  EXPECT_THROW(parse({"--no-such-option", "a.c"}), UsageError);
  EXPECT_THROW(parse({"--unwind", "many", "a.c"}), UsageError);
  EXPECT_THROW(parse({"a.c", "--unwind"}), UsageError);
  EXPECT_THROW(parse({"--bounds-check"}), UsageError);
}


TEST(CommandLine, FailureLimitsAndAllocation) {
  Config c = parse({"a.c"});
  EXPECT_FALSE(c.stopOnFail);
  EXPECT_FALSE(c.mallocMayFail);
  EXPECT_FALSE(c.timeout.has_value());
  c = parse({"--stop-on-fail", "--malloc-may-fail", "--timeout", "2.5", "a.c"});
  EXPECT_TRUE(c.stopOnFail);
  EXPECT_TRUE(c.mallocMayFail);
  ASSERT_TRUE(c.timeout.has_value());
  EXPECT_DOUBLE_EQ(*c.timeout, 2.5);
  EXPECT_TRUE(parse({"--malloc-fail-null", "a.c"}).mallocMayFail);
  EXPECT_TRUE(parse({"--competition-mode", "a.c"}).stopOnFail);
}

TEST(CommandLine, TimeoutNeedsAPositiveNumber) {
  EXPECT_THROW(parse({"--timeout", "soon", "a.c"}), UsageError);
  EXPECT_THROW(parse({"--timeout", "0", "a.c"}), UsageError);
  EXPECT_THROW(parse({"a.c", "--timeout"}), UsageError);
}

} // namespace
} // namespace kiki

namespace kiki {
namespace {

TEST(PropertyFile, ReadsEveryCompetitionProperty) {
  auto props = parsePropertyFile("CHECK( init(main()), LTL(G valid-free) )\n"
                                 "CHECK( init(main()), LTL(G valid-deref) )\r\n"
                                 "\n"
                                 "CHECK(init(main()),LTL(G valid-memtrack))\n",
                                 "p.prp");
  EXPECT_EQ(props, (std::set<CompetitionProperty>{CompetitionProperty::ValidFree,
                                                  CompetitionProperty::ValidDeref,
                                                  CompetitionProperty::ValidMemtrack}));
  EXPECT_EQ(parsePropertyFile("CHECK( init(main()), LTL(G ! call(reach_error())) )", "p"),
            std::set<CompetitionProperty>{CompetitionProperty::UnreachCall});
  EXPECT_EQ(parsePropertyFile("CHECK( init(main()), LTL(G ! overflow) )", "p"),
            std::set<CompetitionProperty>{CompetitionProperty::NoOverflow});
  EXPECT_EQ(parsePropertyFile("CHECK( init(main()), LTL(F end) )", "p"),
            std::set<CompetitionProperty>{CompetitionProperty::Termination});
}

TEST(PropertyFile, RefusesWhatItDoesNotKnow) {
  for (const char *text : {"", "\n\n", "CHECK( init(main()), LTL(G valid-memory) )",
                           "CHECK( init(f()), LTL(F end) )",
                           "CHECK( init(main()), LTL(G ! call(__VERIFIER_error())) )",
                           "CHECK( init(main()), LTL(G valid-free)",
                           "COVER( init(main()), FQL(COVER EDGES(@DECISIONEDGE)) )",
                           "CHECK( init(main()), LTL(F end) )\n"
                           "CHECK( init(main()), LTL(G valid-free) )"})
    EXPECT_THROW(parsePropertyFile(text, "p"), UsageError) << text;
}

TEST(PropertyFile, SwitchesOnExactlyItsChecks) {
  Config c;
  c.checks.signedOverflow = true;
  applyProperties({CompetitionProperty::ValidFree, CompetitionProperty::ValidDeref,
                   CompetitionProperty::ValidMemtrack},
                  c);
  EXPECT_FALSE(c.checks.assertions);
  EXPECT_FALSE(c.checks.signedOverflow);
  EXPECT_TRUE(c.checks.pointer && c.checks.bounds && c.checks.memoryLeak);
  EXPECT_TRUE(c.stopOnFail);
  Config t;
  applyProperties({CompetitionProperty::Termination}, t);
  EXPECT_EQ(t.analysis, AnalysisKind::Termination);
}

TEST(CommandLine, SolverBackend) {
  EXPECT_FALSE(parse({"a.c"}).solverBackend); // chosen by the program
  EXPECT_EQ(parse({"--solver", "bit-blast", "a.c"}).solverBackend, SolverBackend::BitBlast);
  EXPECT_EQ(parse({"--solver", "incremental", "a.c"}).solverBackend, SolverBackend::Incremental);
  EXPECT_EQ(parse({"--solver", "hybrid", "a.c"}).solverBackend, SolverBackend::Hybrid);
  EXPECT_EQ(parse({"--solver", "hybrid-z3", "a.c"}).solverBackend, SolverBackend::HybridZ3);
  EXPECT_THROW(parse({"--solver", "cvc5", "a.c"}), UsageError);
}

} // namespace
} // namespace kiki
