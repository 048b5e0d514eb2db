// --validate-witness: which format a witness file is in, what each YAML
// waypoint means to kiki, and the numbering both formats share.
#include "witness/WitnessReader.h"
#include "witness/YamlReader.h"
#include "util/Errors.h"
#include "util/FileText.h"

#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <tuple>

namespace kiki {
namespace {

const char *kindName(WaypointKind kind) {
  switch (kind) {
  case WaypointKind::Result: return "function result";
  case WaypointKind::Branch: return "branch";
  case WaypointKind::Variable: return "assumption";
  case WaypointKind::Enter: return "function entry";
  case WaypointKind::Return: return "function return";
  case WaypointKind::Target: return "target";
  case WaypointKind::Unused: return "waypoint";
  }
  return "waypoint";
}

/// A waypoint of a YAML violation sequence.
Waypoint yamlWaypoint(const YamlNode &node) {
  Waypoint w;
  std::string type = node.text("type");
  const YamlNode *location = node.get("location");
  w.line = location ? parseLine(location->text("line")) : 0;
  const YamlNode *constraint = node.get("constraint");
  std::string value = constraint ? constraint->text("value") : "";
  std::string format = constraint ? constraint->text("format") : "";
  w.text = type;
  if (type == "target") {
    w.kind = WaypointKind::Target;
    return w;
  }
  if (node.text("action") != "follow") {
    w.unusable = "action '" + node.text("action") + "' (kiki follows 'follow' waypoints only)";
    return w;
  }
  if (w.line == 0) {
    w.unusable = "no location line";
    return w;
  }
  if (type == "branching") {
    if (value == "true" || value == "false") {
      w.kind = WaypointKind::Branch;
      w.value = value;
    } else {
      w.unusable = "branching value '" + value + "' (kiki reads true or false)";
    }
    return w;
  }
  if (type == "function_return") {
    if (!format.empty() && format != "c_expression") {
      w.unusable = "constraint format '" + format + "'";
      return w;
    }
    Waypoint read = assumptionWaypoint(value, w.line, "");
    if (read.kind != WaypointKind::Result)
      read.unusable = "function_return constraint '" + value + "' (kiki reads \\result == V)";
    read.text = w.text;
    return read;
  }
  if (type == "assumption")
    w.unusable = "assumption '" + value + "' (YAML assumptions hold before their statement; "
                 "kiki maps none)";
  else if (type == "function_enter")
    w.unusable = "function_enter (kiki does not map it)";
  else
    w.unusable = "unknown waypoint type '" + type + "'";
  return w;
}

/// A loop invariant of a YAML witness; only `loop_invariant`s with a line
/// and the format c_expression can be checked.
WitnessInvariant yamlInvariant(const std::string &type, const YamlNode *location,
                               const std::string &value, const std::string &format) {
  WitnessInvariant invariant;
  invariant.line = location ? parseLine(location->text("line")) : 0;
  invariant.column = location ? parseLine(location->text("column")) : 0;
  invariant.function = location ? location->text("function") : "";
  invariant.expression = value;
  invariant.format = format.empty() ? "c_expression" : format;
  if (type != "loop_invariant")
    invariant.unusable = "a " + type + " (kiki checks loop invariants only)";
  else if (invariant.format != "c_expression")
    invariant.unusable = "the format " + invariant.format + " (kiki reads c_expression)";
  else if (invariant.line == 0)
    invariant.unusable = "no location line";
  return invariant;
}

Witness yamlViolationSequence(const YamlNode &entry) {
  Witness witness;
  witness.format = "YAML";
  const YamlNode *content = entry.get("content");
  if (!content || content->kind != YamlNode::Sequence)
    throw UsageError("a violation_sequence without a content list");
  for (const auto &segment : content->items) {
    const YamlNode *waypoints = segment.get("segment");
    if (!waypoints || waypoints->kind != YamlNode::Sequence)
      throw UsageError("a content item that is no segment list");
    for (const auto &item : waypoints->items) {
      const YamlNode *waypoint = item.get("waypoint");
      if (!waypoint || waypoint->kind != YamlNode::Mapping)
        throw UsageError("a segment item that is no waypoint");
      witness.waypoints.push_back(yamlWaypoint(*waypoint));
    }
  }
  numberWaypoints(witness.waypoints);
  return witness;
}

} // namespace

unsigned parseLine(const std::string &text) {
  if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos ||
      text.size() > 9)
    return 0;
  return static_cast<unsigned>(std::stoul(text));
}

unsigned Witness::targetLine() const {
  for (const auto &w : waypoints)
    if (w.kind == WaypointKind::Target)
      return w.line;
  return 0;
}

Waypoint assumptionWaypoint(const std::string &statement, unsigned line,
                            const std::string &resultFunction) {
  // A C numeral: integers with suffixes, decimal floating point.
  static const std::regex equation(
      R"(^\s*\(?\s*(\\result|[A-Za-z_][A-Za-z_0-9]*)\s*\)?\s*==\s*\(?\s*)"
      R"((-?(?:0x[0-9a-fA-F]+|[0-9]+(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?)[uUlLfF]*)\s*\)?\s*$)");
  Waypoint w;
  w.line = line;
  std::smatch m;
  if (!std::regex_match(statement, m, equation)) {
    w.unusable = "cannot read the assumption '" + statement + "' (kiki reads x == V)";
    return w;
  }
  w.value = m[2];
  if (m[1] == "\\result") {
    w.kind = WaypointKind::Result;
    w.function = resultFunction;
  } else {
    w.kind = WaypointKind::Variable;
    w.variable = m[1];
  }
  return w;
}

void numberWaypoints(std::vector<Waypoint> &waypoints) {
  std::map<std::tuple<WaypointKind, unsigned, std::string>, unsigned> seen;
  for (size_t i = 0; i < waypoints.size(); ++i) {
    Waypoint &w = waypoints[i];
    bool byName = w.kind == WaypointKind::Enter || w.kind == WaypointKind::Return;
    if (w.unusable.empty() && w.kind != WaypointKind::Variable && w.kind != WaypointKind::Target)
      w.occurrence = ++seen[{w.kind, byName ? 0 : w.line, w.function}];
    std::string what = w.text.empty() ? kindName(w.kind) : w.text;
    w.text = "waypoint " + std::to_string(i + 1) + " (" + what +
             (w.line ? ", line " + std::to_string(w.line) : "") +
             (byName ? ", " + w.function : "") + ")";
  }
}

Witness readYamlWitness(const std::string &text) {
  YamlNode root = parseYaml(text);
  if (root.kind != YamlNode::Sequence || root.items.empty())
    throw UsageError("a YAML witness is a list of entries");
  for (const auto &entry : root.items) {
    std::string type = entry.text("entry_type");
    if (type == "violation_sequence")
      return yamlViolationSequence(entry);
  }
  Witness witness;
  witness.format = "YAML";
  for (const auto &entry : root.items) {
    std::string type = entry.text("entry_type");
    if (type != "invariant_set" && type != "loop_invariant" && type != "location_invariant")
      throw UsageError("unknown witness entry_type '" + type + "'");
    witness.correctness = true;
    if (type != "invariant_set") {
      // Format 0.1: the entry is the invariant.
      const YamlNode *invariant = entry.get(type);
      witness.loopInvariants.push_back(yamlInvariant(
          type, entry.get("location"), invariant ? invariant->text("string") : "",
          invariant ? invariant->text("format") : ""));
      continue;
    }
    const YamlNode *content = entry.get("content");
    if (!content || content->kind != YamlNode::Sequence)
      continue;
    for (const auto &item : content->items) {
      const YamlNode *invariant = item.get("invariant");
      witness.loopInvariants.push_back(
          invariant ? yamlInvariant(invariant->text("type"), invariant->get("location"),
                                    invariant->text("value"), invariant->text("format"))
                    : WitnessInvariant{0, 0, "", "", "", "an entry that is no invariant"});
    }
  }
  witness.invariants = static_cast<unsigned>(witness.loopInvariants.size());
  return witness;
}

Witness readWitness(const std::string &path) {
  std::optional<std::string> read = readFileText(path);
  if (!read)
    throw UsageError("cannot open witness file '" + path + "'");
  const std::string &text = *read;
  size_t first = text.find_first_not_of(" \t\r\n");
  try {
    if (first != std::string::npos && text[first] == '<')
      return readGraphmlWitness(text);
    return readYamlWitness(text);
  } catch (const UsageError &e) {
    throw UsageError("cannot read witness '" + path + "': " + e.what());
  }
}

} // namespace kiki
