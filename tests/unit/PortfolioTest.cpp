// The portfolio's child reports through a pipe: what it decided must arrive
// unchanged, and a cut or garbled message must be refused, never read as
// verdicts.
#include "engines/Portfolio.h"

#include <gtest/gtest.h>

namespace kiki {
namespace {

AnalysisResult sample() {
  AnalysisResult r;
  r.properties.resize(3);
  r.properties[0].verdict = Verdict::Failure;
  r.properties[0].trace = "line 3\n  x=1 2 3\n\nend ";
  TraceEvent input;
  input.kind = StepKind::Input;
  input.file = "a b.c";
  input.line = 12;
  input.function = "main";
  input.variable = "__VERIFIER_nondet_int";
  input.value = "-3";
  input.cType = "int";
  input.bits = 32;
  input.rawHex = "0xfffffffd";
  TraceEvent assignment;
  assignment.variable = "s";
  assignment.value = "\"12:3\"";
  assignment.startsGroup = true;
  r.properties[0].steps = {input, assignment};
  r.properties[1].verdict = Verdict::Success;
  r.properties[2].settled = true;
  r.notes = {"line 7: f has no body", "", "a note with 12 digits 123456789012"};
  r.complete = true;
  r.depth = 1024;
  r.stats = SolverStats{2047, 0.259};
  return r;
}

TEST(PortfolioMessage, RoundTrip) {
  AnalysisResult r = sample();
  auto back = decodeAnalysis(encodeAnalysis(r));
  ASSERT_TRUE(back.has_value());
  ASSERT_EQ(back->properties.size(), 3u);
  for (size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(back->properties[i].verdict, r.properties[i].verdict) << i;
    EXPECT_EQ(back->properties[i].settled, r.properties[i].settled) << i;
    EXPECT_EQ(back->properties[i].trace, r.properties[i].trace) << i;
    EXPECT_EQ(back->properties[i].steps.size(), r.properties[i].steps.size()) << i;
  }
  const auto &steps = back->properties[0].steps;
  ASSERT_EQ(steps.size(), 2u);
  EXPECT_EQ(steps[0].kind, StepKind::Input);
  EXPECT_EQ(steps[0].file, "a b.c");
  EXPECT_EQ(steps[0].line, 12u);
  EXPECT_EQ(steps[0].cType, "int");
  EXPECT_EQ(steps[0].bits, 32u);
  EXPECT_EQ(steps[0].rawHex, "0xfffffffd");
  EXPECT_FALSE(steps[0].startsGroup);
  EXPECT_EQ(steps[1].kind, StepKind::Assignment);
  EXPECT_EQ(steps[1].value, "\"12:3\"");
  EXPECT_TRUE(steps[1].startsGroup);
  EXPECT_EQ(back->notes, r.notes);
  EXPECT_TRUE(back->complete);
  EXPECT_EQ(back->depth, 1024u);
  EXPECT_EQ(back->stats.calls, 2047u);
  EXPECT_NEAR(back->stats.seconds, 0.259, 0.001);
}

TEST(PortfolioMessage, EmptyResult) {
  auto back = decodeAnalysis(encodeAnalysis(AnalysisResult{}));
  ASSERT_TRUE(back.has_value());
  EXPECT_TRUE(back->properties.empty());
  EXPECT_FALSE(back->complete);
}

TEST(PortfolioMessage, EveryCutMessageIsRefused) {
  std::string text = encodeAnalysis(sample());
  // A child killed mid-write leaves a prefix: none may decode.
  for (size_t n = 0; n < text.size(); ++n)
    EXPECT_FALSE(decodeAnalysis(text.substr(0, n)).has_value()) << n;
}

TEST(PortfolioMessage, GarbageIsRefused) {
  std::string text = encodeAnalysis(sample());
  EXPECT_FALSE(decodeAnalysis(text + "x").has_value());
  EXPECT_FALSE(decodeAnalysis("").has_value());
  EXPECT_FALSE(decodeAnalysis("kiki-analysis 2\n1 0").has_value());
  std::string badVerdict = text;
  badVerdict[badVerdict.find("F-")] = 'Q';
  EXPECT_FALSE(decodeAnalysis(badVerdict).has_value());
}

} // namespace
} // namespace kiki
