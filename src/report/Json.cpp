// --json: the property table, verdicts and counterexamples as one JSON
// document (format described in README.md).
#include "report/JsonValue.h"
#include "report/Outputs.h"
#include "report/Report.h"

namespace kiki {
namespace {

Json stepJson(const TraceEvent &step, const ProgramInfo &program) {
  Json j = Json::object();
  j.set("kind", stepKindName(step.kind));
  j.set("file", step.file.empty() ? program.fileOf(step.function) : step.file);
  j.set("line", step.line);
  j.set("function", step.function);
  // Every step has the same keys; the violation's value is the property's text.
  j.set("variable", step.variable).set("value", step.value);
  if (step.kind == StepKind::Input)
    j.set("type", step.cType);
  return j;
}

Json propertyJson(const Property &p, const PropertyResult &r, const ProgramInfo &program) {
  Json j = Json::object();
  j.set("id", p.id())
      .set("kind", propertyKindName(p.kind))
      .set("file", program.fileOf(p.function))
      .set("line", p.line)
      .set("function", p.function)
      .set("text", p.text)
      .set("status", statusText(r.verdict));
  if (r.verdict == Verdict::Failure && !r.steps.empty()) {
    Json trace = Json::array();
    for (const auto &step : r.steps)
      trace.push(stepJson(step, program));
    j.set("trace", std::move(trace));
  }
  if (r.verdict == Verdict::Unknown) {
    Json diagnostics = Json::array();
    for (const auto &reason : r.reasons) {
      Json d = Json::object();
      d.set("text", reason.text);
      if (reason.line)
        d.set("file", program.fileOf(reason.function))
            .set("line", reason.line)
            .set("function", reason.function);
      diagnostics.push(std::move(d));
    }
    j.set("diagnostics", std::move(diagnostics));
  }
  // An infinite execution's steps are only its stem; the text says which
  // state repeats.
  if (r.verdict == Verdict::Failure && !r.trace.empty() &&
      (r.steps.empty() || p.kind == PropertyKind::Termination))
    j.set("traceText", r.trace);
  return j;
}

} // namespace

Json jsonReport(const PropertyTable &properties, const AnalysisResult &result,
                const Config &config, const ProgramInfo &program, int exitCode) {
  Json files = Json::array();
  for (const auto &f : config.frontEnd.files)
    files.push(f);
  Json props = Json::array();
  for (size_t i = 0; i < properties.size(); ++i)
    props.push(propertyJson(properties[i], result.properties[i], program));
  Json notes = Json::array();
  for (const auto &note : result.notes)
    notes.push(note.text);
  Json doc = Json::object();
  doc.set("tool", Json(Json::Object{{"name", "kiki"}, {"version", KIKI_VERSION}}))
      .set("files", std::move(files))
      .set("verdict", verdictWord(exitCode))
      .set("exitCode", exitCode)
      .set("properties", std::move(props))
      .set("notes", std::move(notes));
  return doc;
}

} // namespace kiki
