// GraphML 1.0 witnesses as the competition's validators read them: the
// keys are declared up front; a violation witness is a path of edges
// (function entries and returns, assumptions on input results and on
// assignments, the violation node at the end), a correctness witness the
// entry node and a node per loop invariant, each reached by an edge at its
// loop's line.
#include "report/WitnessData.h"

#include <sstream>

namespace kiki {
namespace {

std::string xmlEscape(const std::string &text) {
  std::string out;
  for (char c : text) {
    switch (c) {
    case '&': out += "&amp;"; break;
    case '<': out += "&lt;"; break;
    case '>': out += "&gt;"; break;
    case '"': out += "&quot;"; break;
    default: out += c;
    }
  }
  return out;
}

struct Key {
  const char *id, *name, *type, *domain, *fallback;
};

const Key kKeys[] = {
    {"entry", "isEntryNode", "boolean", "node", "false"},
    {"violation", "isViolationNode", "boolean", "node", "false"},
    {"cyclehead", "isCycleHead", "boolean", "node", "false"},
    {"invariant", "invariant", "string", "node", nullptr},
    {"invariant.scope", "invariant.scope", "string", "node", nullptr},
    {"witness-type", "witness-type", "string", "graph", nullptr},
    {"sourcecodelang", "sourcecodeLanguage", "string", "graph", nullptr},
    {"producer", "producer", "string", "graph", nullptr},
    {"specification", "specification", "string", "graph", nullptr},
    {"programfile", "programFile", "string", "graph", nullptr},
    {"programhash", "programHash", "string", "graph", nullptr},
    {"architecture", "architecture", "string", "graph", nullptr},
    {"creationtime", "creationTime", "string", "graph", nullptr},
    {"startline", "startline", "int", "edge", nullptr},
    {"endline", "endline", "int", "edge", nullptr},
    {"assumption", "assumption", "string", "edge", nullptr},
    {"assumption.scope", "assumption.scope", "string", "edge", nullptr},
    {"assumption.resultfunction", "assumption.resultfunction", "string", "edge", nullptr},
    {"control", "control", "string", "edge", nullptr},
    {"enterLoopHead", "enterLoopHead", "boolean", "edge", "false"},
    {"enterFunction", "enterFunction", "string", "edge", nullptr},
    {"returnFrom", "returnFromFunction", "string", "edge", nullptr},
};

class Graph {
public:
  Graph(const WitnessMeta &meta, const char *type) {
    out_ << "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
         << "<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\" "
            "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">\n";
    for (const Key &k : kKeys) {
      out_ << " <key attr.name=\"" << k.name << "\" attr.type=\"" << k.type << "\" for=\""
           << k.domain << "\" id=\"" << k.id << "\"";
      if (k.fallback)
        out_ << ">\n  <default>" << k.fallback << "</default>\n </key>\n";
      else
        out_ << "/>\n";
    }
    out_ << " <graph edgedefault=\"directed\">\n";
    data(2, "witness-type", type);
    data(2, "sourcecodelang", "C");
    data(2, "producer", "kiki " + meta.version);
    data(2, "specification", meta.specification);
    data(2, "programfile", meta.programFile);
    data(2, "programhash", meta.programHash);
    data(2, "architecture", meta.architecture);
    data(2, "creationtime", meta.creationTime);
  }

  /// Adds a node; its data follow as (key, value) pairs.
  std::string node(const std::vector<std::pair<std::string, std::string>> &attributes = {}) {
    std::string id = "N" + std::to_string(nodes_++);
    out_ << "  <node id=\"" << id << "\"" << (attributes.empty() ? "/>\n" : ">\n");
    for (const auto &[key, value] : attributes)
      data(3, key, value);
    if (!attributes.empty())
      out_ << "  </node>\n";
    return id;
  }

  void edge(const std::string &from, const std::string &to,
            const std::vector<std::pair<std::string, std::string>> &attributes) {
    out_ << "  <edge source=\"" << from << "\" target=\"" << to << "\""
         << (attributes.empty() ? "/>\n" : ">\n");
    for (const auto &[key, value] : attributes)
      data(3, key, value);
    if (!attributes.empty())
      out_ << "  </edge>\n";
  }

  std::string finish() {
    out_ << " </graph>\n</graphml>\n";
    return out_.str();
  }

private:
  std::ostringstream out_;
  unsigned nodes_ = 0;

  void data(unsigned indent, const std::string &key, const std::string &value) {
    out_ << std::string(indent, ' ') << "<data key=\"" << key << "\">" << xmlEscape(value)
         << "</data>\n";
  }
};

using Attributes = std::vector<std::pair<std::string, std::string>>;

bool isIdentifier(const std::string &text) {
  if (text.empty() || !(std::isalpha(static_cast<unsigned char>(text[0])) || text[0] == '_'))
    return false;
  for (char c : text)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_')
      return false;
  return true;
}

bool isNumeral(const std::string &text) {
  size_t start = !text.empty() && text[0] == '-' ? 1 : 0;
  if (start >= text.size() || !std::isdigit(static_cast<unsigned char>(text[start])))
    return false;
  // 5, 5u, 0.5, 1e+10, 2.5f; not "98 ('b')" or "inf".
  return text.find_first_not_of("0123456789.eE+-uUlLfF", start) == std::string::npos;
}

std::vector<std::pair<std::string, std::string>> lines(unsigned line) {
  if (line == 0)
    return {};
  return {{"startline", std::to_string(line)}, {"endline", std::to_string(line)}};
}

/// The edge of one step, or nothing when the step says nothing a validator
/// could use (an assignment to memory, a value that is not a C numeral).
std::optional<Attributes> stepEdge(const TraceEvent &step) {
  Attributes a = lines(step.line);
  switch (step.kind) {
  case StepKind::FunctionEntry:
    a.emplace_back("enterFunction", step.function);
    return a;
  case StepKind::FunctionReturn:
    a.emplace_back("returnFrom", step.function);
    return a;
  case StepKind::Input:
    if (!isNumeral(step.value) || step.line == 0)
      return std::nullopt;
    a.emplace_back("assumption", "\\result == " + step.value + ";");
    a.emplace_back("assumption.scope", step.function);
    a.emplace_back("assumption.resultfunction", step.variable);
    return a;
  case StepKind::Assignment:
    if (!isIdentifier(step.variable) || !isNumeral(step.value) || step.line == 0)
      return std::nullopt;
    a.emplace_back("assumption", step.variable + " == " + step.value + ";");
    a.emplace_back("assumption.scope", step.function);
    return a;
  case StepKind::Branch:
    if (step.line == 0)
      return std::nullopt;
    a.emplace_back("control", step.value == "true" ? "condition-true" : "condition-false");
    return a;
  case StepKind::Violation:
    return a;
  }
  return std::nullopt;
}

/// The path of `steps` from the entry node. It ends in a violation node
/// or, for a lasso, in a node marked cyclehead with an edge back to itself:
/// the stem ends at the head in the state the cycle comes back to, and the
/// cycle itself is left to the validator (any path back to the head).
std::string pathWitness(const WitnessMeta &meta, const Counterexample &steps, bool lasso) {
  Graph graph(meta, "violation_witness");
  std::string at = graph.node({{"entry", "true"}});
  for (const auto &step : steps) {
    auto attributes = stepEdge(step);
    if (!attributes)
      continue;
    bool last = step.kind == StepKind::Violation;
    std::string next = !last  ? graph.node()
                       : lasso ? graph.node({{"cyclehead", "true"}})
                               : graph.node({{"violation", "true"}});
    graph.edge(at, next, *attributes);
    at = next;
    if (last && lasso) {
      graph.edge(at, at, *attributes);
      break;
    }
  }
  return graph.finish();
}

} // namespace

std::string graphmlViolationWitness(const WitnessMeta &meta, const Counterexample &steps,
                                    const ProgramInfo &) {
  return pathWitness(meta, steps, false);
}

std::string graphmlNonTerminationWitness(const WitnessMeta &meta, const Counterexample &steps) {
  return pathWitness(meta, steps, true);
}

std::string graphmlCorrectnessWitness(const WitnessMeta &meta,
                                      const std::vector<LocatedInvariant> &invariants) {
  Graph graph(meta, "correctness_witness");
  std::string entry = graph.node({{"entry", "true"}});
  for (const auto &invariant : invariants) {
    std::string head = graph.node(
        {{"invariant", invariant.expression}, {"invariant.scope", invariant.function}});
    Attributes edge = lines(invariant.line);
    edge.emplace_back("enterLoopHead", "true");
    graph.edge(entry, head, edge);
  }
  return graph.finish();
}

} // namespace kiki
