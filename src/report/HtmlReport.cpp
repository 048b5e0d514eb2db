// --html-report DIR: DIR/index.html, one self-contained page (no server, no
// network): the program's source with each property on its line coloured
// by verdict, a failed property's counterexample as steps beside the source
// (stepping forward and back, the path highlighted), each loop's invariant
// and termination argument at its head, the notes that say why properties
// stayed UNKNOWN, and a summary (properties by kind and verdict, time per
// phase). The data travels as JSON inside the page and the page's script
// builds the view with textContent only: the program's text never becomes
// markup.
#include "report/JsonValue.h"
#include "report/Outputs.h"
#include "report/Report.h"
#include "util/Errors.h"

#include <llvm/Support/FileSystem.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/Path.h>

#include <set>

namespace kiki {
namespace {

/// A source file's lines, or none when it cannot be read (a library
/// model's file, a file of another machine) or is too large to show.
std::optional<Json> sourceJson(const std::string &path) {
  constexpr uint64_t kLargestShown = 4u << 20;
  uint64_t size = 0;
  if (llvm::sys::fs::file_size(path, size) || size > kLargestShown)
    return std::nullopt;
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return std::nullopt;
  Json lines = Json::array();
  llvm::StringRef text = (*buffer)->getBuffer();
  while (!text.empty()) {
    auto [line, rest] = text.split('\n');
    lines.push(line.rtrim('\r').str());
    text = rest;
  }
  Json file = Json::object();
  file.set("name", path).set("lines", std::move(lines));
  return file;
}

/// The files to show: the inputs first, then those that properties, trace
/// steps and invariants name.
Json sourcesJson(const PropertyTable &properties, const AnalysisResult &result,
                 const Config &config, const ProgramInfo &program) {
  std::vector<std::string> order(config.frontEnd.files.begin(), config.frontEnd.files.end());
  auto add = [&](const std::string &file) {
    if (!file.empty() && std::find(order.begin(), order.end(), file) == order.end())
      order.push_back(file);
  };
  for (size_t i = 0; i < properties.size(); ++i) {
    add(program.fileOf(properties[i].function));
    for (const auto &step : result.properties[i].steps)
      add(step.file.empty() ? program.fileOf(step.function) : step.file);
  }
  for (const auto &inv : result.invariants)
    add(program.fileOf(inv.function));
  // One file may be named twice (as given, and as debug information
  // names it, which may be relative): shown once.
  std::set<std::string> shown;
  Json files = Json::array();
  for (const auto &file : order) {
    llvm::SmallString<256> real;
    if (llvm::sys::fs::real_path(file, real) || !shown.insert(std::string(real)).second)
      continue;
    if (auto source = sourceJson(file))
      files.push(std::move(*source));
  }
  return files;
}

Json invariantsJson(const AnalysisResult &result, const ProgramInfo &program) {
  Json loops = Json::array();
  for (const auto &inv : result.invariants) {
    Json facts = Json::array();
    for (const auto &fact : inv.facts)
      facts.push(fact);
    Json loop = Json::object();
    loop.set("file", program.fileOf(inv.function))
        .set("line", inv.line)
        .set("function", inv.function)
        .set("facts", std::move(facts))
        .set("converged", inv.converged);
    loops.push(std::move(loop));
  }
  return loops;
}

Json phasesJson(const AnalysisResult &result) {
  Json phases = Json::array();
  for (const auto &[name, seconds] : result.phaseSeconds)
    phases.push(Json(Json::Array{name, static_cast<int64_t>(seconds * 1000 + 0.5)}));
  return phases;
}

/// JSON that may stand inside <script>: "<" only occurs in strings, where
/// \u003c means the same, so no "</script>" or "<!--" can end the element.
std::string scriptSafe(const std::string &json) {
  std::string out;
  out.reserve(json.size());
  for (char c : json) {
    if (c == '<')
      out += "\\u003c";
    else
      out += c;
  }
  return out;
}

// The page: style, then the data, then the script that builds the view.
const char *kHead = R"PAGE(<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>kiki report</title>
<style>
body { font-family: sans-serif; margin: 0; color: #222; }
header { padding: 0.6em 1em; background: #f3f3f3; border-bottom: 1px solid #ccc; }
header h1 { font-size: 1.2em; margin: 0; display: inline; }
.verdict { font-weight: bold; margin-left: 1em; padding: 0.1em 0.5em; border-radius: 3px; }
.verdict.FAILED { background: #f6c6c6; } .verdict.SUCCESSFUL { background: #c8ecc8; }
.verdict.INCONCLUSIVE { background: #f3e3b5; }
main { display: flex; align-items: flex-start; }
#sources { flex: 3; overflow-x: auto; padding: 0 1em; }
#side { flex: 2; padding: 0 1em; border-left: 1px solid #ddd; min-width: 22em; }
table.source { border-collapse: collapse; font-family: monospace; font-size: 13px; width: 100%; }
table.source td { padding: 0 0.5em; vertical-align: top; white-space: pre; }
table.source td.notes { white-space: normal; padding-bottom: 2px; }
td.number { color: #999; text-align: right; user-select: none; }
tr.on-path td.code { background: #eef4ff; }
tr.current td { background: #ffe9a8 !important; }
.property { display: inline-block; margin: 1px 0.5em 1px 0; padding: 0 0.4em; border-radius: 3px;
  font-family: sans-serif; font-size: 12px; white-space: normal; }
.property[data-status=SUCCESS] { background: #c8ecc8; }
.property[data-status=FAILURE] { background: #f6c6c6; cursor: pointer; }
.property[data-status=UNKNOWN] { background: #f3e3b5; }
.invariant { font-family: sans-serif; font-size: 12px; color: #225; background: #eef;
  padding: 0 0.4em; white-space: normal; }
.invariant.gave-up { color: #744; background: #f7eeee; }
table.summary { border-collapse: collapse; margin-bottom: 1em; }
table.summary td, table.summary th { border: 1px solid #ccc; padding: 0.1em 0.5em; text-align: right; }
table.summary th:first-child, table.summary td:first-child { text-align: left; }
ol#steps { font-family: monospace; font-size: 12px; padding-left: 2.5em; max-height: 50vh; overflow-y: auto; }
ol#steps li.current { background: #ffe9a8; }
ol#steps li { cursor: pointer; }
#notes li { font-size: 13px; }
.reason { font-size: 12px; color: #7a5a00; }
button { margin-right: 0.3em; }
</style></head><body>
<script type="application/json" id="kiki-data">)PAGE";

const char *kTail = R"PAGE(</script>
<header><h1>kiki</h1><span id="verdict" class="verdict"></span> <span id="files"></span></header>
<main><div id="sources"></div>
<div id="side">
<h2>Summary</h2><table class="summary" id="summary"></table>
<table class="summary" id="phases"></table>
<h2>Counterexample</h2><div id="trace-head">No failed property.</div>
<div id="trace-controls" hidden><button id="first">first</button><button id="prev">&larr; back</button><button id="next">forward &rarr;</button><span id="position"></span></div>
<ol id="steps"></ol>
<h2>Notes</h2><ul id="notes"></ul>
</div></main>
<script>
"use strict";
const data = JSON.parse(document.getElementById("kiki-data").textContent);
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}
const rows = new Map(); // "file:line" -> table row
// Properties, steps and invariants name files as debug information does,
// which may be relative where the source list has the path as given: a
// name matches the source it is a path suffix of (or that is one of it).
const resolved = new Map();
function sourceName(file) {
  if (!resolved.has(file)) {
    const names = data.sources.map(s => s.name);
    const match = names.find(n => n === file) ||
                  names.find(n => n.endsWith("/" + file) || file.endsWith("/" + n));
    resolved.set(file, match || file);
  }
  return resolved.get(file);
}
function rowOf(file, line) { return rows.get(sourceName(file) + ":" + line); }
document.getElementById("verdict").textContent = "VERIFICATION " + data.verdict;
document.getElementById("verdict").classList.add(data.verdict);
document.getElementById("files").textContent = data.files.join(" ");
const sources = document.getElementById("sources");
for (const file of data.sources) {
  sources.appendChild(el("h2", "file", file.name));
  const table = el("table", "source");
  file.lines.forEach((text, i) => {
    const tr = el("tr");
    tr.appendChild(el("td", "number", String(i + 1)));
    const code = el("td", "code", text);
    tr.appendChild(code);
    table.appendChild(tr);
    rows.set(file.name + ":" + (i + 1), tr);
  });
  sources.appendChild(table);
}
// A line's properties and invariants go in a row of their own below it.
function annotate(file, line, node) {
  const tr = rowOf(file, line);
  if (!tr) return false;
  let below = tr.nextElementSibling;
  if (!below || !below.classList.contains("annotations")) {
    below = el("tr", "annotations");
    below.appendChild(el("td", "number"));
    below.appendChild(el("td", "notes"));
    tr.after(below);
  }
  below.lastChild.appendChild(node);
  return true;
}
data.properties.forEach((p, index) => {
  const badge = el("span", "property", p.status + ": " + p.text);
  badge.dataset.status = p.status;
  badge.dataset.kind = p.kind;
  badge.title = "[" + p.id + "] " + p.text;
  if (p.trace) badge.addEventListener("click", () => showTrace(index));
  annotate(p.file, p.line, badge);
  // An UNKNOWN's reasons, below it (a loop's own reasons also at the loop).
  for (const d of p.diagnostics || [])
    annotate(p.file, p.line, el("div", "reason", "why UNKNOWN: " + d.text));
});
for (const loop of data.invariants) {
  const text = loop.facts.length ? loop.facts.join(" && ") : "true";
  const box = el("div", "invariant" + (loop.converged ? "" : " gave-up"),
                 "loop invariant: " + text + (loop.converged ? "" : " (inference gave up)"));
  annotate(loop.file, loop.line, box);
}
// Summary: properties by kind and status.
const statuses = ["SUCCESS", "FAILURE", "UNKNOWN"];
const summary = document.getElementById("summary");
const head = el("tr"); head.appendChild(el("th", "", "property kind"));
for (const s of statuses) head.appendChild(el("th", "", s));
summary.appendChild(head);
const kinds = [...new Set(data.properties.map(p => p.kind))];
const total = el("tr"); total.appendChild(el("td", "", "all"));
for (const kind of kinds) {
  const tr = el("tr"); tr.appendChild(el("td", "", kind));
  for (const s of statuses)
    tr.appendChild(el("td", "", String(data.properties.filter(p => p.kind === kind && p.status === s).length)));
  summary.appendChild(tr);
}
for (const s of statuses) {
  const td = el("td", "", String(data.properties.filter(p => p.status === s).length));
  td.id = "count-" + s;
  total.appendChild(td);
}
summary.appendChild(total);
const phases = document.getElementById("phases");
const ph = el("tr"); ph.appendChild(el("th", "", "phase")); ph.appendChild(el("th", "", "seconds"));
phases.appendChild(ph);
for (const [name, ms] of data.phases) {
  const tr = el("tr"); tr.appendChild(el("td", "", name)); tr.appendChild(el("td", "", (ms / 1000).toFixed(3)));
  phases.appendChild(tr);
}
const notes = document.getElementById("notes");
for (const n of data.notes) notes.appendChild(el("li", "note", n));
if (!data.notes.length) notes.appendChild(el("li", "", "none"));
// The counterexample: steps beside the source, the current one marked.
let trace = [], current = 0;
function describe(step) {
  const where = step.line ? "line " + step.line + " " : "";
  switch (step.kind) {
    case "assignment": return where + step.variable + " = " + step.value;
    case "input": return where + step.variable + "() returns " + step.value;
    case "function-entry": return where + "enter " + step.function;
    case "function-return": return where + "return from " + step.function;
    case "branch": return where + "condition " + step.value;
    case "violation": return where + "violated: " + step.value;
    default: return where + step.kind + " " + step.variable + " " + step.value;
  }
}
function show(i) {
  current = Math.max(0, Math.min(trace.length - 1, i));
  document.querySelectorAll("tr.current, ol#steps li.current").forEach(e => e.classList.remove("current"));
  const li = document.querySelectorAll("ol#steps li")[current];
  if (li) { li.classList.add("current"); li.scrollIntoView({block: "nearest"}); }
  const step = trace[current];
  const tr = step && rowOf(step.file, step.line);
  if (tr) { tr.classList.add("current"); tr.scrollIntoView({block: "center"}); }
  document.getElementById("position").textContent = "step " + (current + 1) + " of " + trace.length;
}
function showTrace(index) {
  const p = data.properties[index];
  trace = p.trace || [];
  document.getElementById("trace-head").textContent = "[" + p.id + "] line " + p.line + ": " + p.text;
  document.getElementById("trace-controls").hidden = trace.length === 0;
  const list = document.getElementById("steps");
  list.replaceChildren();
  document.querySelectorAll("tr.on-path").forEach(e => e.classList.remove("on-path"));
  trace.forEach((step, i) => {
    const li = el("li", "step", describe(step));
    li.dataset.kind = step.kind;
    li.addEventListener("click", () => show(i));
    list.appendChild(li);
    const tr = rowOf(step.file, step.line);
    if (tr) tr.classList.add("on-path");
  });
  show(trace.length - 1);
}
document.getElementById("first").addEventListener("click", () => show(0));
document.getElementById("prev").addEventListener("click", () => show(current - 1));
document.getElementById("next").addEventListener("click", () => show(current + 1));
document.addEventListener("keydown", e => {
  if (e.key === "ArrowLeft") show(current - 1);
  if (e.key === "ArrowRight") show(current + 1);
});
const firstFailure = data.properties.findIndex(p => p.trace);
if (firstFailure >= 0) showTrace(firstFailure);
</script></body></html>
)PAGE";

} // namespace

void writeHtmlReport(const PropertyTable &properties, const AnalysisResult &result,
                     const Config &config, const ProgramInfo &program, int exitCode) {
  const std::string &dir = config.output.htmlReportDir;
  if (dir.empty())
    return;
  if (llvm::sys::fs::create_directories(dir))
    throw UsageError("cannot create the HTML report's folder '" + dir + "'");
  Json doc = jsonReport(properties, result, config, program, exitCode);
  doc.set("sources", sourcesJson(properties, result, config, program))
      .set("invariants", invariantsJson(result, program))
      .set("phases", phasesJson(result));
  llvm::SmallString<256> page(dir);
  llvm::sys::path::append(page, "index.html");
  writeTextFile(std::string(page), std::string(kHead) + scriptSafe(doc.dump()) + kTail,
                "HTML report");
}

} // namespace kiki
