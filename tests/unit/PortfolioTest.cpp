// The second processes report through a pipe, as JSON (engines/Wire.h):
// what the portfolio's child decided and what the lasso search found must
// arrive unchanged, and a cut, garbled or mistyped message must be refused,
// never read as verdicts.
#include "engines/Termination.h"
#include "engines/Wire.h"

#include <llvm/Support/Error.h>
#include <llvm/Support/JSON.h>
#include <llvm/Support/raw_ostream.h>

#include <gtest/gtest.h>

#include <functional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace kiki {
namespace {

namespace json = llvm::json;
using namespace std::string_literals;

/// Characters a trace may hold that JSON must escape or carry: newlines,
/// quotes, a backslash, NUL bytes, control characters and non-ASCII UTF-8.
const std::string kOdd = "a \"q\"\\\n\t\0b\x01\x7f\xc3\xa9\xe2\x88\x80\0"s;
/// Bytes that are not UTF-8 (a Latin-1 text, a cut sequence), with a NUL.
const std::string kNotUtf8 = "\xff\xfe\0\xc3!"s;

TraceEvent everyField(StepKind kind, const std::string &salt) {
  TraceEvent s;
  s.kind = kind;
  s.file = "dir/a b" + salt + ".c";
  s.line = 4294967295u; // the largest unsigned
  s.column = 17;
  s.function = "f" + salt;
  s.variable = "v" + salt;
  s.value = "-3" + salt;
  s.cType = "unsigned char" + salt;
  s.bits = 64;
  s.rawHex = "0xfffffffd" + salt;
  s.definedInProgram = true;
  s.startsGroup = false;
  return s;
}

Counterexample sampleSteps() {
  Counterexample steps;
  for (StepKind k : {StepKind::Assignment, StepKind::Input, StepKind::FunctionEntry,
                     StepKind::FunctionReturn, StepKind::Violation, StepKind::Branch})
    steps.push_back(everyField(k, std::to_string(steps.size())));
  steps[0].startsGroup = true;
  steps[0].definedInProgram = false;
  steps[1].value = kOdd;
  steps[2].file = "\xe9t\xe9.c"; // Latin-1, not UTF-8
  steps[3].function = "";
  steps[3].cType = kNotUtf8;
  steps[4].line = 0;
  steps[4].column = 0;
  steps[4].bits = 0;
  return steps;
}

AnalysisResult sample() {
  AnalysisResult r;
  r.properties.resize(3);
  r.properties[0].verdict = Verdict::Failure;
  r.properties[0].trace = "line 3\n  x=1 2 3\n\nend " + kOdd;
  r.properties[0].steps = sampleSteps();
  r.properties[1].verdict = Verdict::Success;
  r.properties[1].settled = true; // not a combination the engines make; it must still cross
  r.properties[2].settled = true;
  r.properties[2].trace = kNotUtf8;
  r.notes = {{NoteKind::Unmodelled, "line 7: f has no body"},
             {NoteKind::General, ""},
             {NoteKind::FailureBudget, "stopped 2 s after the first failure " + kOdd},
             {NoteKind::Stopped, "timeout" + kNotUtf8},
             {NoteKind::General, "a note with 12 digits 123456789012"}};
  r.complete = true;
  r.depth = 1024;
  r.stats.calls = 2047;
  r.stats.seconds = 1.0 / 3.0;
  r.phaseSeconds = {{"pdr-encoding", 0.25}, {"pdr", 2.0 / 3.0}};
  return r;
}

void expectSameSteps(const Counterexample &back, const Counterexample &sent) {
  ASSERT_EQ(back.size(), sent.size());
  for (size_t i = 0; i < sent.size(); ++i) {
    EXPECT_EQ(back[i].kind, sent[i].kind) << i;
    EXPECT_EQ(back[i].file, sent[i].file) << i;
    EXPECT_EQ(back[i].line, sent[i].line) << i;
    EXPECT_EQ(back[i].column, sent[i].column) << i;
    EXPECT_EQ(back[i].function, sent[i].function) << i;
    EXPECT_EQ(back[i].variable, sent[i].variable) << i;
    EXPECT_EQ(back[i].value, sent[i].value) << i;
    EXPECT_EQ(back[i].cType, sent[i].cType) << i;
    EXPECT_EQ(back[i].bits, sent[i].bits) << i;
    EXPECT_EQ(back[i].rawHex, sent[i].rawHex) << i;
    EXPECT_EQ(back[i].definedInProgram, sent[i].definedInProgram) << i;
    EXPECT_EQ(back[i].startsGroup, sent[i].startsGroup) << i;
  }
}

/// `wire` parsed, changed by `change` and printed again.
std::string edited(const std::string &wire, const std::function<void(json::Object &)> &change) {
  llvm::Expected<json::Value> parsed = json::parse(wire);
  if (!parsed) {
    ADD_FAILURE() << llvm::toString(parsed.takeError());
    return wire;
  }
  json::Object *top = parsed->getAsObject();
  if (!top) {
    ADD_FAILURE() << "not an object: " << wire;
    return wire;
  }
  change(*top);
  std::string out;
  llvm::raw_string_ostream stream(out);
  stream << *parsed;
  stream.flush();
  return out;
}

json::Object &objectAt(json::Object &top, llvm::StringRef array, size_t index) {
  json::Array *a = top.getArray(array);
  if (!a || index >= a->size() || !(*a)[index].getAsObject())
    throw std::runtime_error("no object at " + array.str());
  return *(*a)[index].getAsObject();
}

json::Object &firstStep(json::Object &top) {
  json::Object &property = objectAt(top, "properties", 0);
  if (!property.getArray("steps"))
    throw std::runtime_error("no steps");
  return objectAt(property, "steps", 0);
}

TEST(WireAnalysis, EveryFieldRoundTrips) {
  AnalysisResult r = sample();
  std::string wire = encodeAnalysis(r);
  auto back = decodeAnalysis(wire);
  ASSERT_TRUE(back.has_value()) << wire;
  ASSERT_EQ(back->properties.size(), r.properties.size());
  for (size_t i = 0; i < r.properties.size(); ++i) {
    EXPECT_EQ(back->properties[i].verdict, r.properties[i].verdict) << i;
    EXPECT_EQ(back->properties[i].settled, r.properties[i].settled) << i;
    EXPECT_EQ(back->properties[i].trace, r.properties[i].trace) << i;
    expectSameSteps(back->properties[i].steps, r.properties[i].steps);
  }
  EXPECT_EQ(back->notes, r.notes);
  EXPECT_TRUE(back->complete);
  EXPECT_EQ(back->depth, 1024u);
  EXPECT_EQ(back->stats.calls, 2047u);
  EXPECT_EQ(back->stats.seconds, 1.0 / 3.0); // exactly: the double is sent
  EXPECT_EQ(back->phaseSeconds, r.phaseSeconds);
}

TEST(WireAnalysis, ItIsOneJsonDocument) {
  std::string wire = encodeAnalysis(sample());
  llvm::Expected<json::Value> parsed = json::parse(wire);
  ASSERT_TRUE(bool(parsed)) << llvm::toString(parsed.takeError());
  const json::Object *top = parsed->getAsObject();
  ASSERT_NE(top, nullptr);
  EXPECT_EQ(top->getString("format"), llvm::StringRef("kiki-analysis"));
  // UTF-8 goes as a string; other bytes as hex.
  json::Object copy = *top;
  json::Object &step = firstStep(copy);
  EXPECT_EQ(step.getString("kind"), llvm::StringRef("assignment"));
  json::Object &latin1 = objectAt(objectAt(copy, "properties", 0), "steps", 2);
  const json::Object *file = latin1.getObject("file");
  ASSERT_NE(file, nullptr);
  EXPECT_EQ(file->getString("hex"), llvm::StringRef("e974e92e63"));
  json::Object &odd = objectAt(objectAt(copy, "properties", 0), "steps", 1);
  EXPECT_EQ(odd.getString("value"), llvm::StringRef(kOdd));
  EXPECT_EQ(wire.find('\n'), std::string::npos); // one line, whatever the traces hold
}

TEST(WireAnalysis, EmptyResult) {
  auto back = decodeAnalysis(encodeAnalysis(AnalysisResult{}));
  ASSERT_TRUE(back.has_value());
  EXPECT_TRUE(back->properties.empty());
  EXPECT_TRUE(back->notes.empty());
  EXPECT_FALSE(back->complete);
  EXPECT_EQ(back->depth, 0u);
  EXPECT_EQ(back->stats.calls, 0u);
  EXPECT_EQ(back->stats.seconds, 0.0);
}

TEST(WireAnalysis, EveryCutMessageIsRefused) {
  std::string wire = encodeAnalysis(sample());
  // A child killed mid-write leaves a prefix: none may decode.
  for (size_t n = 0; n < wire.size(); ++n)
    EXPECT_FALSE(decodeAnalysis(wire.substr(0, n)).has_value()) << n;
}

TEST(WireAnalysis, GarbageIsRefused) {
  std::string wire = encodeAnalysis(sample());
  ASSERT_TRUE(decodeAnalysis(wire).has_value());
  EXPECT_FALSE(decodeAnalysis(wire + "x").has_value());
  EXPECT_FALSE(decodeAnalysis(wire + wire).has_value());
  EXPECT_FALSE(decodeAnalysis("").has_value());
  EXPECT_FALSE(decodeAnalysis("kiki-analysis 3\n1 0").has_value()); // the old format
  EXPECT_FALSE(decodeAnalysis("[]").has_value());
  EXPECT_FALSE(decodeAnalysis("null").has_value());
  EXPECT_FALSE(decodeAnalysis(std::string("{\"format\":\"kiki-analysis\"\xff}")).has_value());
  // Another message of the wire format.
  EXPECT_FALSE(decodeAnalysis(encodeSearchResult(SearchResult{})).has_value());
}

TEST(WireAnalysis, TheUneditedCopyDecodes) {
  // The editing below parses and prints again: that alone changes nothing.
  std::string wire = encodeAnalysis(sample());
  auto back = decodeAnalysis(edited(wire, [](json::Object &) {}));
  ASSERT_TRUE(back.has_value());
  EXPECT_EQ(back->notes, sample().notes);
  expectSameSteps(back->properties[0].steps, sample().properties[0].steps);
}

TEST(WireAnalysis, AMissingFieldIsRefused) {
  std::string wire = encodeAnalysis(sample());
  for (const char *key :
       {"format", "properties", "notes", "complete", "depth", "stats", "phases"}) {
    std::string cut = edited(wire, [&](json::Object &top) { ASSERT_TRUE(top.erase(key)); });
    EXPECT_FALSE(decodeAnalysis(cut).has_value()) << key;
  }
  for (const char *key : {"calls", "seconds"}) {
    std::string cut = edited(wire, [&](json::Object &top) {
      json::Object *stats = top.getObject("stats");
      ASSERT_NE(stats, nullptr);
      ASSERT_TRUE(stats->erase(key));
    });
    EXPECT_FALSE(decodeAnalysis(cut).has_value()) << key;
  }
  for (const char *key : {"verdict", "settled", "trace", "steps"}) {
    std::string cut = edited(
        wire, [&](json::Object &top) { ASSERT_TRUE(objectAt(top, "properties", 1).erase(key)); });
    EXPECT_FALSE(decodeAnalysis(cut).has_value()) << key;
  }
  for (const char *key : {"kind", "text"}) {
    std::string cut =
        edited(wire, [&](json::Object &top) { ASSERT_TRUE(objectAt(top, "notes", 2).erase(key)); });
    EXPECT_FALSE(decodeAnalysis(cut).has_value()) << key;
  }
  for (const char *key : {"name", "seconds"}) {
    std::string cut =
        edited(wire, [&](json::Object &top) { ASSERT_TRUE(objectAt(top, "phases", 1).erase(key)); });
    EXPECT_FALSE(decodeAnalysis(cut).has_value()) << key;
  }
  for (const char *key : {"kind", "file", "line", "column", "function", "variable", "value",
                          "cType", "bits", "rawHex", "definedInProgram", "startsGroup"}) {
    std::string cut = edited(wire, [&](json::Object &top) { ASSERT_TRUE(firstStep(top).erase(key)); });
    EXPECT_FALSE(decodeAnalysis(cut).has_value()) << key;
  }
}

TEST(WireAnalysis, AWrongTypeIsRefused) {
  std::string wire = encodeAnalysis(sample());
  std::vector<std::pair<std::string, std::function<void(json::Object &)>>> edits = {
      {"depth as a string", [](json::Object &top) { top["depth"] = "1024"; }},
      {"negative depth", [](json::Object &top) { top["depth"] = -1; }},
      {"depth beyond unsigned", [](json::Object &top) { top["depth"] = int64_t{1} << 32; }},
      {"fractional depth", [](json::Object &top) { top["depth"] = 1.5; }},
      {"complete as a number", [](json::Object &top) { top["complete"] = 1; }},
      {"properties as an object", [](json::Object &top) { top["properties"] = json::Object{}; }},
      {"a property as an array",
       [](json::Object &top) { (*top.getArray("properties"))[0] = json::Array{}; }},
      {"notes as a string", [](json::Object &top) { top["notes"] = "none"; }},
      {"a note as a string", [](json::Object &top) { (*top.getArray("notes"))[0] = "text"; }},
      {"stats as an array", [](json::Object &top) { top["stats"] = json::Array{}; }},
      {"seconds as a string",
       [](json::Object &top) { (*top.getObject("stats"))["seconds"] = "0.3"; }},
      {"calls as a boolean", [](json::Object &top) { (*top.getObject("stats"))["calls"] = true; }},
      {"settled as a string",
       [](json::Object &top) { objectAt(top, "properties", 0)["settled"] = "false"; }},
      {"trace as null", [](json::Object &top) { objectAt(top, "properties", 0)["trace"] = nullptr; }},
      {"steps as a string",
       [](json::Object &top) { objectAt(top, "properties", 0)["steps"] = "[]"; }},
      {"a step as a number",
       [](json::Object &top) { (*objectAt(top, "properties", 0).getArray("steps"))[0] = 3; }},
      {"line as a string", [](json::Object &top) { firstStep(top)["line"] = "12"; }},
      {"bits negative", [](json::Object &top) { firstStep(top)["bits"] = -8; }},
      {"file as a number", [](json::Object &top) { firstStep(top)["file"] = 1; }},
      {"startsGroup as a number", [](json::Object &top) { firstStep(top)["startsGroup"] = 0; }},
      {"note text as an array", [](json::Object &top) { objectAt(top, "notes", 0)["text"] = json::Array{}; }},
      {"hex of odd length",
       [](json::Object &top) { firstStep(top)["value"] = json::Object{{"hex", "abc"}}; }},
      {"hex with a non-digit",
       [](json::Object &top) { firstStep(top)["value"] = json::Object{{"hex", "zz"}}; }},
      {"hex with another key",
       [](json::Object &top) { firstStep(top)["value"] = json::Object{{"hex", "61"}, {"x", 1}}; }},
      {"text as an empty object", [](json::Object &top) { firstStep(top)["value"] = json::Object{}; }},
      {"phases as an object", [](json::Object &top) { top["phases"] = json::Object{}; }},
      {"a phase's seconds as a string",
       [](json::Object &top) { objectAt(top, "phases", 0)["seconds"] = "0.25"; }},
  };
  for (const auto &[what, change] : edits)
    EXPECT_FALSE(decodeAnalysis(edited(wire, change)).has_value()) << what;
}

TEST(WireAnalysis, AnUnknownNameIsRefused) {
  std::string wire = encodeAnalysis(sample());
  std::vector<std::pair<std::string, std::function<void(json::Object &)>>> edits = {
      {"verdict", [](json::Object &top) { objectAt(top, "properties", 0)["verdict"] = "failed"; }},
      {"verdict case", [](json::Object &top) { objectAt(top, "properties", 1)["verdict"] = "SUCCESS"; }},
      {"note kind", [](json::Object &top) { objectAt(top, "notes", 0)["kind"] = "warning"; }},
      {"step kind", [](json::Object &top) { firstStep(top)["kind"] = "call"; }},
      {"format", [](json::Object &top) { top["format"] = "kiki-analysis-2"; }},
  };
  for (const auto &[what, change] : edits)
    EXPECT_FALSE(decodeAnalysis(edited(wire, change)).has_value()) << what;
}

TEST(WireSearch, ALassoRoundTrips) {
  SearchResult sent;
  sent.lasso = Lasso{7, "file a.c line 3\n  i=" + kOdd, sampleSteps()};
  std::string wire = encodeSearchResult(sent);
  auto back = decodeSearchResult(wire);
  ASSERT_TRUE(back.has_value()) << wire;
  ASSERT_TRUE(back->lasso.has_value());
  EXPECT_EQ(back->lasso->property, 7u);
  EXPECT_EQ(back->lasso->trace, sent.lasso->trace);
  expectSameSteps(back->lasso->steps, sent.lasso->steps);
  EXPECT_EQ(back->finiteWithin, 0u);
}

TEST(WireSearch, ACompleteUnwindingRoundTrips) {
  SearchResult sent;
  sent.finiteWithin = 12;
  auto back = decodeSearchResult(encodeSearchResult(sent));
  ASSERT_TRUE(back.has_value());
  EXPECT_FALSE(back->lasso.has_value());
  EXPECT_EQ(back->finiteWithin, 12u);
  auto nothing = decodeSearchResult(encodeSearchResult(SearchResult{}));
  ASSERT_TRUE(nothing.has_value());
  EXPECT_FALSE(nothing->lasso.has_value());
  EXPECT_EQ(nothing->finiteWithin, 0u);
}

TEST(WireSearch, MalformedMessagesAreRefused) {
  SearchResult sent;
  sent.lasso = Lasso{2, "trace", sampleSteps()};
  std::string wire = encodeSearchResult(sent);
  ASSERT_TRUE(decodeSearchResult(wire).has_value());
  for (size_t n = 0; n < wire.size(); ++n)
    EXPECT_FALSE(decodeSearchResult(wire.substr(0, n)).has_value()) << n;
  EXPECT_FALSE(decodeSearchResult("lasso\n0\n0\n").has_value()); // the old format
  EXPECT_FALSE(decodeSearchResult(encodeAnalysis(sample())).has_value());
  std::vector<std::pair<std::string, std::function<void(json::Object &)>>> edits = {
      {"no lasso key", [](json::Object &top) { ASSERT_TRUE(top.erase("lasso")); }},
      {"no finiteWithin", [](json::Object &top) { ASSERT_TRUE(top.erase("finiteWithin")); }},
      {"lasso as a string", [](json::Object &top) { top["lasso"] = "none"; }},
      {"property negative",
       [](json::Object &top) { (*top.getObject("lasso"))["property"] = -1; }},
      {"no trace", [](json::Object &top) { ASSERT_TRUE(top.getObject("lasso")->erase("trace")); }},
      {"a step kind unknown",
       [](json::Object &top) { objectAt(*top.getObject("lasso"), "steps", 0)["kind"] = "loop"; }},
  };
  for (const auto &[what, change] : edits)
    EXPECT_FALSE(decodeSearchResult(edited(wire, change)).has_value()) << what;
}

} // namespace
} // namespace kiki
