// --sarif: SARIF 2.1.0 as GitHub code scanning reads it: one run, a rule per
// property kind, a result per failed property with the counterexample as a
// code flow, and an "open" result (level none) per UNKNOWN property with its
// reasons as related locations (a loop's head where the reason names one).
#include "report/JsonValue.h"
#include "report/Outputs.h"

namespace kiki {
namespace {

const PropertyKind kKinds[] = {PropertyKind::Assertion,   PropertyKind::Overflow,
                               PropertyKind::DivByZero,   PropertyKind::ArrayBounds,
                               PropertyKind::PointerDeref, PropertyKind::Free,
                               PropertyKind::MemoryLeak,  PropertyKind::Termination};

const char *kindDescription(PropertyKind kind) {
  switch (kind) {
  case PropertyKind::Assertion: return "An assertion or reach_error call can fail.";
  case PropertyKind::Overflow: return "Arithmetic can overflow.";
  case PropertyKind::DivByZero: return "An integer division or remainder can divide by zero.";
  case PropertyKind::ArrayBounds: return "An array index can be out of bounds.";
  case PropertyKind::PointerDeref: return "A pointer use can be invalid.";
  case PropertyKind::Free: return "A free can be invalid.";
  case PropertyKind::MemoryLeak: return "Heap memory can be left unfreed at exit.";
  case PropertyKind::Termination: return "A loop or recursion can run forever.";
  }
  return "A property can be violated.";
}

unsigned ruleIndex(PropertyKind kind) {
  for (unsigned i = 0; i < std::size(kKinds); ++i)
    if (kKinds[i] == kind)
      return i;
  return 0;
}

Json rules() {
  Json list = Json::array();
  for (PropertyKind kind : kKinds) {
    Json rule = Json::object();
    rule.set("id", propertyKindName(kind))
        .set("shortDescription", Json(Json::Object{{"text", kindDescription(kind)}}))
        .set("defaultConfiguration", Json(Json::Object{{"level", "error"}}));
    list.push(std::move(rule));
  }
  return list;
}

/// A physical location; SARIF wants startLine >= 1, so an unknown line
/// (0) leaves the region out.
Json location(const std::string &file, unsigned line) {
  Json physical = Json::object();
  physical.set("artifactLocation", Json(Json::Object{{"uri", relativeUri(file)}}));
  if (line > 0)
    physical.set("region", Json(Json::Object{{"startLine", line}}));
  return Json(Json::Object{{"physicalLocation", std::move(physical)}});
}

std::string stepText(const TraceEvent &step) {
  switch (step.kind) {
  case StepKind::Assignment: return step.variable + " = " + step.value;
  case StepKind::Input: return step.variable + "() returns " + step.value;
  case StepKind::FunctionEntry: return "enter " + step.function;
  case StepKind::FunctionReturn: return "return from " + step.function;
  case StepKind::Violation: return "violated: " + step.value;
  case StepKind::Branch: return "condition " + step.value;
  }
  return step.value;
}

Json codeFlow(const Counterexample &steps, const ProgramInfo &program) {
  Json locations = Json::array();
  for (const auto &step : steps) {
    Json where = location(step.file.empty() ? program.fileOf(step.function) : step.file,
                          step.line);
    where.set("message", Json(Json::Object{{"text", stepText(step)}}));
    locations.push(Json(Json::Object{{"location", std::move(where)}}));
  }
  Json thread = Json(Json::Object{{"locations", std::move(locations)}});
  return Json(Json::Object{{"threadFlows", Json(Json::Array{std::move(thread)})}});
}

Json resultJson(const Property &p, const PropertyResult &r, const ProgramInfo &program) {
  Json result = Json::object();
  result.set("ruleId", propertyKindName(p.kind))
      .set("ruleIndex", ruleIndex(p.kind))
      .set("level", "error")
      .set("message", Json(Json::Object{{"text", "[" + p.id() + "] " + p.text}}))
      .set("locations", Json(Json::Array{location(program.fileOf(p.function), p.line)}));
  if (!r.steps.empty())
    result.set("codeFlows", Json(Json::Array{codeFlow(r.steps, program)}));
  return result;
}

/// An UNKNOWN property: neither proved nor violated ("open"), with why.
Json openResultJson(const Property &p, const PropertyResult &r, const ProgramInfo &program) {
  Json related = Json::array();
  for (size_t i = 0; i < r.reasons.size(); ++i) {
    const Reason &reason = r.reasons[i];
    Json where = reason.line ? location(program.fileOf(reason.function), reason.line)
                             : location(program.fileOf(p.function), p.line);
    where.set("id", static_cast<unsigned>(i))
        .set("message", Json(Json::Object{{"text", reason.text}}));
    related.push(std::move(where));
  }
  Json result = Json::object();
  result.set("ruleId", propertyKindName(p.kind))
      .set("ruleIndex", ruleIndex(p.kind))
      .set("kind", "open")
      .set("level", "none")
      .set("message", Json(Json::Object{{"text", "[" + p.id() + "] " + p.text +
                                                     ": UNKNOWN (neither proved nor violated)"}}))
      .set("locations", Json(Json::Array{location(program.fileOf(p.function), p.line)}));
  if (!r.reasons.empty())
    result.set("relatedLocations", std::move(related));
  return result;
}

} // namespace

Json sarifReport(const PropertyTable &properties, const AnalysisResult &result,
                 const ProgramInfo &program) {
  Json results = Json::array();
  for (size_t i = 0; i < properties.size(); ++i)
    if (result.properties[i].verdict == Verdict::Failure)
      results.push(resultJson(properties[i], result.properties[i], program));
    else if (result.properties[i].verdict == Verdict::Unknown)
      results.push(openResultJson(properties[i], result.properties[i], program));
  Json driver = Json::object();
  driver.set("name", "kiki").set("version", KIKI_VERSION).set("rules", rules());
  Json run = Json::object();
  run.set("tool", Json(Json::Object{{"driver", std::move(driver)}}))
      .set("results", std::move(results));
  Json doc = Json::object();
  doc.set("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
      .set("version", "2.1.0")
      .set("runs", Json(Json::Array{std::move(run)}));
  return doc;
}

} // namespace kiki
