// Witnesses (--graphml-witness, --yaml-witness): the metadata both formats
// require, kiki's invariants as C, and which witness a verdict gets.
#include "report/Report.h"
#include "report/WitnessData.h"
#include "util/Errors.h"
#include "util/FileText.h"
#include "util/Sha256.h"

#include <chrono>
#include <cstring>
#include <ctime>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>

namespace kiki {
namespace {

std::string utcNow() {
  std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm tm{};
  gmtime_r(&now, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

std::string randomUuid() {
  std::random_device device;
  std::mt19937_64 bits(static_cast<uint64_t>(device()) << 32 ^ device());
  unsigned char b[16];
  for (auto &byte : b)
    byte = static_cast<unsigned char>(bits());
  b[6] = static_cast<unsigned char>((b[6] & 0x0f) | 0x40); // version 4
  b[8] = static_cast<unsigned char>((b[8] & 0x3f) | 0x80); // RFC 4122 variant
  std::string out;
  char hex[3];
  for (int i = 0; i < 16; ++i) {
    if (i == 4 || i == 6 || i == 8 || i == 10)
      out += '-';
    std::snprintf(hex, sizeof hex, "%02x", b[i]);
    out += hex;
  }
  return out;
}

/// The competition's LTL lines for the checks that are on (without a
/// property file). Division by zero and unsigned overflow have none.
std::vector<std::string> specificationFromChecks(const Config &config) {
  std::string init = "CHECK( init(" + config.frontEnd.entry + "()), LTL(";
  std::vector<std::string> lines;
  if (config.analysis != AnalysisKind::Properties)
    return {init + "F end) )"};
  if (config.checks.assertions)
    lines.push_back(init + "G ! call(reach_error())) )");
  if (config.checks.signedOverflow)
    lines.push_back(init + "G ! overflow) )");
  if (config.checks.bounds || config.checks.pointer)
    lines.push_back(init + "G valid-deref) )");
  if (config.checks.pointer)
    lines.push_back(init + "G valid-free) )");
  if (config.checks.memoryLeak)
    lines.push_back(init + "G valid-memcleanup) )");
  return lines;
}

std::vector<std::string> nonEmptyLines(const std::string &text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back())))
      line.pop_back();
    if (!line.empty())
      lines.push_back(line);
  }
  return lines;
}

std::string sourceLine(const std::string &file, unsigned line) {
  std::ifstream in(file);
  std::string text;
  for (unsigned i = 0; i < line && std::getline(in, text); ++i) {
  }
  return in ? text : "";
}

} // namespace

WitnessMeta witnessMeta(const Config &config, const ProgramInfo &program) {
  WitnessMeta meta;
  meta.version = KIKI_VERSION;
  meta.specificationLines = config.output.propertyFileText.empty()
                                ? specificationFromChecks(config)
                                : nonEmptyLines(config.output.propertyFileText);
  for (const auto &line : meta.specificationLines)
    meta.specification += (meta.specification.empty() ? "" : "\n") + line;
  meta.programFile = program.mainFile;
  meta.programHash = sha256Hex(readFileText(program.mainFile).value_or(""));
  meta.architecture = config.frontEnd.is32 ? "32bit" : "64bit";
  meta.dataModel = config.frontEnd.is32 ? "ILP32" : "LP64";
  meta.creationTime = utcNow();
  meta.uuid = randomUuid();
  return meta;
}

/// Where each of `keywords` stands in `text` as a whole word: (position,
/// keyword) in the order of the keywords, then of the positions.
static std::vector<std::pair<size_t, std::string>>
keywordsIn(const std::string &text, std::initializer_list<const char *> keywords) {
  auto wordChar = [&](size_t i) {
    return std::isalnum(static_cast<unsigned char>(text[i])) || text[i] == '_';
  };
  std::vector<std::pair<size_t, std::string>> found;
  for (const char *keyword : keywords)
    for (size_t at = text.find(keyword); at != std::string::npos;
         at = text.find(keyword, at + 1)) {
      size_t end = at + std::strlen(keyword);
      if ((at == 0 || !wordChar(at - 1)) && (end >= text.size() || !wordChar(end)))
        found.emplace_back(at, keyword);
    }
  return found;
}

unsigned branchKeywordColumn(const std::string &file, unsigned line, unsigned column) {
  std::string text = sourceLine(file, line);
  if (text.find("&&") != std::string::npos || text.find("||") != std::string::npos ||
      text.find('?') != std::string::npos)
    return 0;
  size_t best = std::string::npos;
  for (const auto &[at, keyword] : keywordsIn(text, {"if", "while", "for"}))
    if ((column == 0 || at < column) && (best == std::string::npos || at > best))
      best = at;
  return best == std::string::npos ? 0 : static_cast<unsigned>(best) + 1;
}

unsigned loopKeywordColumn(const std::string &file, unsigned line) {
  auto found = keywordsIn(sourceLine(file, line), {"while", "for", "do"});
  if (found.size() != 1 || found[0].second == "do")
    return 0;
  return static_cast<unsigned>(found[0].first) + 1;
}

std::vector<LocatedInvariant> locateInvariants(const std::vector<HeadInvariant> &invariants,
                                               const ProgramInfo &program) {
  std::vector<LocatedInvariant> located;
  for (const auto &invariant : invariants) {
    std::string file = program.fileOf(invariant.function);
    unsigned column = loopKeywordColumn(file, invariant.line);
    if (column > 0)
      located.push_back(
          {file, invariant.line, column, invariant.function, invariant.expression});
  }
  return located;
}

unsigned stepColumn(const TraceEvent &step, const std::string &file) {
  if (step.column > 0)
    return step.column;
  std::string text = sourceLine(file, step.line);
  size_t first = text.find_first_not_of(" \t");
  return first == std::string::npos ? 1 : static_cast<unsigned>(first) + 1;
}

void writeWitnesses(const PropertyTable &properties, const AnalysisResult &result,
                    const Config &config, const ProgramInfo &program, int exitCode) {
  if (config.output.graphmlWitness.empty() && config.output.yamlWitness.empty())
    return;
  const Counterexample *steps = nullptr;
  bool nonTermination = false;
  for (size_t i = 0; i < properties.size() && !steps; ++i)
    if (result.properties[i].verdict == Verdict::Failure && !result.properties[i].steps.empty()) {
      steps = &result.properties[i].steps;
      nonTermination = properties[i].kind == PropertyKind::Termination;
    }
  if (exitCode != ExitSuccessful && !steps) {
    std::cerr << "kiki: no witness written: the verdict is " << verdictWord(exitCode)
              << (exitCode == ExitFailed ? " but the failure has no recorded path" : "")
              << "\n";
    return;
  }
  WitnessMeta meta = witnessMeta(config, program);
  if (steps && nonTermination) {
    if (!config.output.graphmlWitness.empty())
      writeTextFile(config.output.graphmlWitness, graphmlNonTerminationWitness(meta, *steps),
                    "GraphML witness");
    if (!config.output.yamlWitness.empty())
      std::cerr << "kiki: no YAML witness written: format 2.0 has no non-termination "
                   "witnesses (the GraphML witness has the lasso)\n";
    return;
  }
  if (steps) {
    if (!config.output.graphmlWitness.empty())
      writeTextFile(config.output.graphmlWitness, graphmlViolationWitness(meta, *steps, program),
                    "GraphML witness");
    if (!config.output.yamlWitness.empty())
      writeTextFile(config.output.yamlWitness, yamlViolationWitness(meta, *steps, program),
                    "YAML witness");
    return;
  }
  // The invariants hold at the loop heads on every arrival, the first
  // included (engines/HeadInvariants checked them after the proof).
  auto invariants = locateInvariants(result.headInvariants, program);
  if (!config.output.graphmlWitness.empty())
    writeTextFile(config.output.graphmlWitness, graphmlCorrectnessWitness(meta, invariants),
                  "GraphML witness");
  if (!config.output.yamlWitness.empty())
    writeTextFile(config.output.yamlWitness, yamlCorrectnessWitness(meta, invariants),
                  "YAML witness");
}

} // namespace kiki
