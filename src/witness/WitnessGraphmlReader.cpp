// GraphML witnesses for --validate-witness, read with libxml2: data keys
// are looked up by their declared attr.name; the path from the entry node
// to the violation node (edges into sink nodes left out) gives the
// waypoints. A graph that branches is not a path: kiki refuses it.
#include "witness/WitnessReader.h"
#include "util/Errors.h"

#include <libxml/parser.h>
#include <libxml/tree.h>

#include <map>
#include <memory>
#include <set>

namespace kiki {
namespace {

using Data = std::map<std::string, std::string>; // attr.name -> text

struct Edge {
  std::string source, target;
  Data data;
};

struct Graph {
  std::map<std::string, Data> nodes;
  std::vector<Edge> edges;
  Data graphData;
};

std::string attribute(xmlNode *node, const char *name) {
  xmlChar *value = xmlGetProp(node, reinterpret_cast<const xmlChar *>(name));
  if (!value)
    return "";
  std::string text(reinterpret_cast<const char *>(value));
  xmlFree(value);
  return text;
}

std::string content(xmlNode *node) {
  xmlChar *value = xmlNodeGetContent(node);
  std::string text = value ? reinterpret_cast<const char *>(value) : "";
  xmlFree(value);
  return text;
}

bool named(xmlNode *node, const char *name) {
  return node->type == XML_ELEMENT_NODE &&
         xmlStrcmp(node->name, reinterpret_cast<const xmlChar *>(name)) == 0;
}

Data dataOf(xmlNode *element, const std::map<std::string, std::string> &keys) {
  Data data;
  for (xmlNode *child = element->children; child; child = child->next)
    if (named(child, "data")) {
      std::string key = attribute(child, "key");
      auto it = keys.find(key);
      data[it == keys.end() ? key : it->second] = content(child);
    }
  return data;
}

Graph readGraph(const std::string &text) {
  std::unique_ptr<xmlDoc, void (*)(xmlDoc *)> doc(
      xmlReadMemory(text.data(), static_cast<int>(text.size()), "witness.graphml", nullptr,
                    XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING),
      xmlFreeDoc);
  if (!doc)
    throw UsageError("not well-formed XML");
  xmlNode *root = xmlDocGetRootElement(doc.get());
  if (!root || !named(root, "graphml"))
    throw UsageError("the root element is not graphml");
  std::map<std::string, std::string> keys; // id -> attr.name
  xmlNode *graphElement = nullptr;
  for (xmlNode *child = root->children; child; child = child->next) {
    if (named(child, "key"))
      keys[attribute(child, "id")] = attribute(child, "attr.name");
    else if (named(child, "graph"))
      graphElement = graphElement ? graphElement : child;
  }
  if (!graphElement)
    throw UsageError("no graph element");
  Graph graph;
  graph.graphData = dataOf(graphElement, keys);
  for (xmlNode *child = graphElement->children; child; child = child->next) {
    if (named(child, "node"))
      graph.nodes[attribute(child, "id")] = dataOf(child, keys);
    else if (named(child, "edge"))
      graph.edges.push_back(
          Edge{attribute(child, "source"), attribute(child, "target"), dataOf(child, keys)});
  }
  return graph;
}

bool flag(const Data &data, const char *name) {
  auto it = data.find(name);
  return it != data.end() && it->second == "true";
}

std::string field(const Data &data, const char *name) {
  auto it = data.find(name);
  return it == data.end() ? "" : it->second;
}

unsigned lineOf(const Data &data) { return parseLine(field(data, "startline")); }

Waypoint waypointAt(WaypointKind kind, unsigned line) {
  Waypoint w;
  w.kind = kind;
  w.line = line;
  return w;
}

/// The statements of an assumption ("a == 1; b == 2;").
std::vector<std::string> statements(const std::string &assumption) {
  std::vector<std::string> out;
  size_t start = 0;
  for (size_t semi; (semi = assumption.find(';', start)) != std::string::npos;
       start = semi + 1)
    out.push_back(assumption.substr(start, semi - start));
  if (assumption.find_first_not_of(" \t\n", start) != std::string::npos)
    out.push_back(assumption.substr(start));
  return out;
}

/// The waypoints of one edge of the path, in the order a validator meets
/// them: function entry, assumptions, control, function return.
void edgeWaypoints(const Edge &edge, std::vector<Waypoint> &out) {
  const Data &d = edge.data;
  unsigned line = lineOf(d);
  if (!field(d, "enterFunction").empty()) {
    Waypoint w = waypointAt(WaypointKind::Enter, line);
    w.function = field(d, "enterFunction");
    out.push_back(w);
  }
  std::string assumption = field(d, "assumption");
  for (const auto &statement : statements(assumption)) {
    if (statement.find_first_not_of(" \t\n") == std::string::npos)
      continue;
    Waypoint w = assumptionWaypoint(statement, line, field(d, "assumption.resultfunction"));
    w.text = "assumption";
    if (w.unusable.empty() && line == 0)
      w.unusable = "an assumption without startline";
    else if (w.kind == WaypointKind::Result && w.function.empty())
      w.unusable = "\\result without assumption.resultfunction";
    out.push_back(w);
  }
  std::string control = field(d, "control");
  if (!control.empty()) {
    Waypoint w = waypointAt(WaypointKind::Branch, line);
    w.text = "control";
    w.value = control == "condition-true" ? "true" : "false";
    if (control != "condition-true" && control != "condition-false")
      w.unusable = "control '" + control + "'";
    else if (line == 0)
      w.unusable = "a control edge without startline";
    out.push_back(w);
  }
  std::string returned = field(d, "returnFromFunction");
  if (!returned.empty()) {
    Waypoint w = waypointAt(WaypointKind::Return, line);
    w.function = returned;
    out.push_back(w);
  }
}

/// The path's edges from the entry node to the violation node.
std::vector<const Edge *> violationPath(const Graph &graph) {
  std::string entry;
  for (const auto &[id, data] : graph.nodes)
    if (flag(data, "isEntryNode"))
      entry = id;
  if (entry.empty())
    throw UsageError("no entry node");
  std::map<std::string, std::vector<const Edge *>> out;
  for (const auto &edge : graph.edges) {
    auto target = graph.nodes.find(edge.target);
    if (target == graph.nodes.end() || !flag(target->second, "isSinkNode"))
      out[edge.source].push_back(&edge);
  }
  std::vector<const Edge *> path;
  std::set<std::string> visited;
  for (std::string at = entry; !flag(graph.nodes.at(at), "isViolationNode");) {
    if (!visited.insert(at).second)
      throw UsageError("the witness graph has a cycle at node " + at);
    const auto &next = out[at];
    if (next.empty())
      throw UsageError("no path from the entry node to a violation node (node " + at +
                       " has no edge)");
    if (next.size() > 1)
      throw UsageError("the witness graph branches at node " + at +
                       "; kiki validates witnesses that are one path");
    path.push_back(next.front());
    at = next.front()->target;
    if (!graph.nodes.count(at))
      throw UsageError("an edge to the undeclared node " + at);
  }
  return path;
}

/// The invariant of node `id`: at the loop head its incoming edges enter
/// (enterLoopHead), all at one line.
WitnessInvariant graphmlInvariant(const Graph &graph, const std::string &id, const Data &data) {
  WitnessInvariant invariant;
  invariant.expression = field(data, "invariant");
  while (!invariant.expression.empty() &&
         (invariant.expression.back() == ';' || std::isspace(static_cast<unsigned char>(
                                                    invariant.expression.back()))))
    invariant.expression.pop_back();
  invariant.function = field(data, "invariant.scope");
  bool loopHead = true, oneLine = true;
  for (const auto &edge : graph.edges) {
    if (edge.target != id)
      continue;
    loopHead = loopHead && field(edge.data, "enterLoopHead") == "true";
    unsigned line = lineOf(edge.data);
    oneLine = oneLine && line > 0 && (invariant.line == 0 || invariant.line == line);
    invariant.line = line;
  }
  if (invariant.line == 0 || !oneLine)
    invariant.unusable = "invariant of node " + id + ": its edges give no single line";
  else if (!loopHead)
    invariant.unusable = "invariant of node " + id + " at line " +
                         std::to_string(invariant.line) +
                         ": not at a loop head (an edge without enterLoopHead)";
  return invariant;
}

} // namespace

Witness readGraphmlWitness(const std::string &text) {
  Graph graph = readGraph(text);
  Witness witness;
  witness.format = "GraphML";
  std::string type = field(graph.graphData, "witness-type");
  if (type == "correctness_witness") {
    witness.correctness = true;
    for (const auto &[id, data] : graph.nodes)
      if (!field(data, "invariant").empty())
        witness.loopInvariants.push_back(graphmlInvariant(graph, id, data));
    witness.invariants = static_cast<unsigned>(witness.loopInvariants.size());
    return witness;
  }
  if (type != "violation_witness")
    throw UsageError("witness-type '" + type + "' (violation_witness or correctness_witness)");
  for (const auto &[id, data] : graph.nodes)
    witness.nonTermination |= flag(data, "isCycleHead");
  if (witness.nonTermination)
    return witness;
  std::vector<const Edge *> path = violationPath(graph);
  for (const Edge *edge : path)
    edgeWaypoints(*edge, witness.waypoints);
  Waypoint target = waypointAt(WaypointKind::Target, path.empty() ? 0 : lineOf(path.back()->data));
  witness.waypoints.push_back(target);
  numberWaypoints(witness.waypoints);
  return witness;
}

} // namespace kiki
