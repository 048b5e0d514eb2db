// --validate-witness's readers: the YAML subset, assumptions, the numbering
// of waypoints per kind and place, and GraphML paths.
#include "witness/WitnessReader.h"
#include "witness/YamlReader.h"
#include "util/Errors.h"

#include <gtest/gtest.h>

namespace kiki {
namespace {

TEST(YamlReader, ReadsBlockStructureAsWitnessesWriteIt) {
  YamlNode root = parseYaml("# a comment\n"
                            "- entry_type: \"violation_sequence\"\n"
                            "  metadata:\n"
                            "    format_version: '2.0'   # trailing comment\n"
                            "    hashes:\n"
                            "      \"a b.c\": \"x#y\"\n"
                            "  content:\n"
                            "  - segment:\n"
                            "      - waypoint:\n"
                            "          value: \"\\\\result == 5\"\n"
                            "          line: 7\n"
                            "  empty: []\n"
                            "  flow: {a: 1, b: [x, 'y z']}\n");
  ASSERT_EQ(root.kind, YamlNode::Sequence);
  ASSERT_EQ(root.items.size(), 1u);
  const YamlNode &entry = root.items[0];
  EXPECT_EQ(entry.text("entry_type"), "violation_sequence");
  EXPECT_EQ(entry.get("metadata")->text("format_version"), "2.0");
  EXPECT_EQ(entry.get("metadata")->get("hashes")->text("a b.c"), "x#y");
  const YamlNode *content = entry.get("content");
  ASSERT_TRUE(content && content->kind == YamlNode::Sequence);
  const YamlNode *waypoint = content->items.at(0).get("segment")->items.at(0).get("waypoint");
  ASSERT_TRUE(waypoint);
  EXPECT_EQ(waypoint->text("value"), "\\result == 5");
  EXPECT_EQ(waypoint->text("line"), "7");
  EXPECT_EQ(entry.get("empty")->kind, YamlNode::Sequence);
  EXPECT_TRUE(entry.get("empty")->items.empty());
  const YamlNode *flow = entry.get("flow");
  EXPECT_EQ(flow->text("a"), "1");
  EXPECT_EQ(flow->get("b")->items.at(1).scalar, "y z");
}

TEST(YamlReader, RejectsWhatItDoesNotRead) {
  EXPECT_THROW(parseYaml("a: &anchor 1\n"), UsageError);
  EXPECT_THROW(parseYaml("a: |\n  text\n"), UsageError);
  EXPECT_THROW(parseYaml("a: [1, 2\n"), UsageError);
  EXPECT_THROW(parseYaml("a: 1\n   b: 2\n"), UsageError);
  EXPECT_THROW(parseYaml("a: 1\na: 2\n"), UsageError);
  EXPECT_THROW(parseYaml("a: \"open\n"), UsageError);
  EXPECT_THROW(parseYaml(""), UsageError);
}

TEST(WitnessReader, ReadsAssumptions) {
  Waypoint result = assumptionWaypoint("\\result == -5", 3, "f");
  EXPECT_EQ(result.kind, WaypointKind::Result);
  EXPECT_EQ(result.value, "-5");
  EXPECT_EQ(result.function, "f");
  Waypoint variable = assumptionWaypoint(" (x) == 0x1Fu", 4, "");
  EXPECT_EQ(variable.kind, WaypointKind::Variable);
  EXPECT_EQ(variable.variable, "x");
  EXPECT_EQ(variable.value, "0x1Fu");
  EXPECT_EQ(assumptionWaypoint("0.5 == x", 4, "").kind, WaypointKind::Unused);
  Waypoint other = assumptionWaypoint("x > 3", 4, "");
  EXPECT_EQ(other.kind, WaypointKind::Unused);
  EXPECT_FALSE(other.unusable.empty());
}

std::string waypoint(const std::string &type, unsigned line, const std::string &value,
                     const std::string &action = "follow") {
  return "    - segment:\n        - waypoint:\n            type: \"" + type +
         "\"\n            action: \"" + action + "\"\n            constraint:\n" +
         "              value: \"" + value + "\"\n            location:\n" +
         "              file_name: \"a.c\"\n              line: " + std::to_string(line) + "\n";
}

TEST(WitnessReader, NumbersOccurrencesPerKindAndLine) {
  Witness w = readYamlWitness("- entry_type: \"violation_sequence\"\n  content:\n" +
                              waypoint("function_return", 6, "\\\\result == 1") +
                              waypoint("branching", 6, "true") +
                              waypoint("function_return", 6, "\\\\result == 2") +
                              waypoint("function_return", 7, "\\\\result == 3") +
                              waypoint("branching", 6, "maybe") +
                              waypoint("function_return", 8, "\\\\result == 4", "avoid") +
                              waypoint("target", 9, ""));
  ASSERT_EQ(w.waypoints.size(), 7u);
  EXPECT_FALSE(w.correctness);
  EXPECT_EQ(w.waypoints[0].occurrence, 1u);
  EXPECT_EQ(w.waypoints[1].occurrence, 1u);
  EXPECT_EQ(w.waypoints[2].occurrence, 2u);
  EXPECT_EQ(w.waypoints[2].value, "2");
  EXPECT_EQ(w.waypoints[3].occurrence, 1u);
  EXPECT_FALSE(w.waypoints[4].unusable.empty()); // branching value "maybe"
  EXPECT_FALSE(w.waypoints[5].unusable.empty()); // avoid
  EXPECT_EQ(w.targetLine(), 9u);
  EXPECT_EQ(w.waypoints[2].text, "waypoint 3 (function_return, line 6)");
}

TEST(WitnessReader, ReadsCorrectnessWitnesses) {
  Witness empty = readYamlWitness("- entry_type: invariant_set\n  content: []\n");
  EXPECT_TRUE(empty.correctness);
  EXPECT_EQ(empty.invariants, 0u);
  Witness one = readYamlWitness("- entry_type: invariant_set\n  content:\n"
                                "    - invariant:\n        value: \"i >= 0\"\n");
  EXPECT_EQ(one.invariants, 1u);
  EXPECT_THROW(readYamlWitness("- entry_type: other\n"), UsageError);
}

const char *kGraphHead =
    "<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\">"
    "<key id=\"e\" attr.name=\"isEntryNode\" for=\"node\"/>"
    "<key id=\"v\" attr.name=\"isViolationNode\" for=\"node\"/>"
    "<key id=\"s\" attr.name=\"isSinkNode\" for=\"node\"/>"
    "<key id=\"t\" attr.name=\"witness-type\" for=\"graph\"/>"
    "<key id=\"l\" attr.name=\"startline\" for=\"edge\"/>"
    "<key id=\"a\" attr.name=\"assumption\" for=\"edge\"/>"
    "<key id=\"f\" attr.name=\"assumption.resultfunction\" for=\"edge\"/>"
    "<key id=\"c\" attr.name=\"control\" for=\"edge\"/>"
    "<graph><data key=\"t\">violation_witness</data>"
    "<node id=\"A\"><data key=\"e\">true</data></node><node id=\"B\"/>"
    "<node id=\"S\"><data key=\"s\">true</data></node>"
    "<node id=\"V\"><data key=\"v\">true</data></node>";

TEST(WitnessReader, FollowsTheGraphmlPath) {
  std::string text = std::string(kGraphHead) +
                     "<edge source=\"A\" target=\"B\"><data key=\"l\">5</data>"
                     "<data key=\"a\">\\result == 7; y == 1;</data>"
                     "<data key=\"f\">__VERIFIER_nondet_int</data></edge>"
                     "<edge source=\"B\" target=\"S\"><data key=\"c\">condition-false</data></edge>"
                     "<edge source=\"B\" target=\"V\"><data key=\"l\">6</data>"
                     "<data key=\"c\">condition-true</data></edge></graph></graphml>";
  Witness w = readGraphmlWitness(text);
  ASSERT_EQ(w.waypoints.size(), 4u);
  EXPECT_EQ(w.waypoints[0].kind, WaypointKind::Result);
  EXPECT_EQ(w.waypoints[0].function, "__VERIFIER_nondet_int");
  EXPECT_EQ(w.waypoints[1].kind, WaypointKind::Variable);
  EXPECT_EQ(w.waypoints[2].kind, WaypointKind::Branch);
  EXPECT_EQ(w.waypoints[2].value, "true");
  EXPECT_EQ(w.targetLine(), 6u);
  std::string branching = std::string(kGraphHead) +
                          "<edge source=\"A\" target=\"B\"/><edge source=\"A\" target=\"V\"/>"
                          "</graph></graphml>";
  EXPECT_THROW(readGraphmlWitness(branching), UsageError);
  EXPECT_THROW(readGraphmlWitness("<graphml><graph>"), UsageError);
}

} // namespace
} // namespace kiki
