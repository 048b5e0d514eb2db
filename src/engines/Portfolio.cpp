#include "engines/Portfolio.h"
#include "util/ChildProcess.h"
#include "util/Stop.h"

#include <mutex>
#include <ostream>
#include <sstream>
#include <utility>

namespace kiki {
namespace {

// Length-prefixed fields: "<size> <bytes>", so that traces and notes may
// hold any character.
void putField(std::string &out, const std::string &field) {
  out += std::to_string(field.size());
  out += ' ';
  out += field;
}

std::optional<std::string> getField(const std::string &text, size_t &at) {
  size_t space = text.find(' ', at);
  if (space == std::string::npos || space == at)
    return std::nullopt;
  size_t size = 0;
  for (size_t i = at; i < space; ++i) {
    if (text[i] < '0' || text[i] > '9')
      return std::nullopt;
    size = size * 10 + static_cast<size_t>(text[i] - '0');
    if (size > text.size())
      return std::nullopt;
  }
  if (space + 1 + size > text.size())
    return std::nullopt;
  at = space + 1 + size;
  return text.substr(space + 1, size);
}

std::optional<unsigned> getNumber(const std::string &text, size_t &at) {
  auto field = getField(text, at);
  if (!field || field->empty() || field->size() > 9 ||
      field->find_first_not_of("0123456789") != std::string::npos)
    return std::nullopt;
  return static_cast<unsigned>(std::stoul(*field));
}

char verdictLetter(Verdict v) {
  return v == Verdict::Success ? 'S' : v == Verdict::Failure ? 'F' : 'U';
}

/// The plain bounded model checker in the child: no progress lines, and no
/// time limit (only the parent's watchdog runs; it ends the child), so that
/// after a failure the child reports within its failure budget. After each
/// depth it sends its verdicts so far: kIkI then skips the bounded checks
/// of that depth, which are far cheaper here than on its k-induction
/// encoding.
std::string runChild(ProgramModel &model, const PropertyTable &properties, Config config,
                     const ChildProcess::Send &send) {
  config.kInduction = false;
  config.incremental = true;
  config.domain = InvariantDomain::Top;
  config.timeout.reset();
  config.dumpSmt2.clear();
  std::ostringstream quiet;
  PartnerLink link;
  link.reportBounds = [&](const AnalysisResult &bounds) { send(encodeAnalysis(bounds)); };
  return encodeAnalysis(runBmc(model, properties, config, quiet, link));
}

} // namespace

std::string encodeAnalysis(const AnalysisResult &result) {
  std::string out = "kiki-analysis 3\n";
  putField(out, std::to_string(result.properties.size()));
  for (const auto &p : result.properties) {
    putField(out, std::string(1, verdictLetter(p.verdict)) + (p.settled ? "s" : "-"));
    putField(out, p.trace);
    putField(out, encodeSteps(p.steps));
  }
  putField(out, std::to_string(result.notes.size()));
  for (const auto &note : result.notes)
    putField(out, note);
  putField(out, result.complete ? "1" : "0");
  putField(out, std::to_string(result.depth));
  putField(out, std::to_string(result.stats.calls));
  putField(out, std::to_string(static_cast<unsigned>(result.stats.seconds * 1000)));
  return out;
}

std::optional<AnalysisResult> decodeAnalysis(const std::string &text) {
  const std::string header = "kiki-analysis 3\n";
  if (text.rfind(header, 0) != 0)
    return std::nullopt;
  size_t at = header.size();
  AnalysisResult result;
  auto count = getNumber(text, at);
  if (!count)
    return std::nullopt;
  for (unsigned i = 0; i < *count; ++i) {
    auto flags = getField(text, at);
    auto trace = getField(text, at);
    auto steps = getField(text, at);
    if (!flags || !trace || !steps || flags->size() != 2)
      return std::nullopt;
    bool stepsOk = false;
    Counterexample decodedSteps = decodeSteps(*steps, stepsOk);
    if (!stepsOk)
      return std::nullopt;
    PropertyResult p;
    char v = (*flags)[0];
    if (v != 'S' && v != 'F' && v != 'U')
      return std::nullopt;
    p.verdict = v == 'S' ? Verdict::Success : v == 'F' ? Verdict::Failure : Verdict::Unknown;
    p.settled = (*flags)[1] == 's';
    p.trace = std::move(*trace);
    p.steps = std::move(decodedSteps);
    result.properties.push_back(std::move(p));
  }
  auto notes = getNumber(text, at);
  if (!notes)
    return std::nullopt;
  for (unsigned i = 0; i < *notes; ++i) {
    auto note = getField(text, at);
    if (!note)
      return std::nullopt;
    result.notes.push_back(std::move(*note));
  }
  auto complete = getNumber(text, at);
  auto depth = getNumber(text, at);
  auto calls = getNumber(text, at);
  auto millis = getNumber(text, at);
  if (!complete || !depth || !calls || !millis || at != text.size())
    return std::nullopt;
  result.complete = *complete == 1;
  result.depth = *depth;
  result.stats = SolverStats{*calls, *millis / 1000.0};
  return result;
}

AnalysisResult runStrategy(ProgramModel &model, const PropertyTable &properties,
                           const Config &config, std::ostream &progress) {
  if (!config.portfolio || !config.kInduction || !config.incremental)
    return runBmc(model, properties, config, progress);
  std::mutex mutex;
  std::optional<AnalysisResult> answer, bounds;
  ChildProcess child(
      [&](const ChildProcess::Send &send) { return runChild(model, properties, config, send); },
      [&](const std::string &message) {
        auto decoded = decodeAnalysis(message);
        if (!decoded)
          return;
        // The child stops deciding the others as long after its first
        // failure as the failure took (unless --timeout): kIkI had that
        // time as well.
        bool everything =
            decoded->allDecided() || (decoded->anyFailure() && !config.timeout);
        {
          std::lock_guard<std::mutex> lock(mutex);
          answer = std::move(decoded);
        }
        // Stored first: the cancelled kIkI takes it over at its end.
        if (everything)
          cancelSearch();
      },
      [&](const std::string &message) {
        if (auto decoded = decodeAnalysis(message)) {
          std::lock_guard<std::mutex> lock(mutex);
          bounds = std::move(decoded);
        }
      });
  PartnerLink link;
  link.verdicts = [&]() -> std::optional<AnalysisResult> {
    std::lock_guard<std::mutex> lock(mutex);
    return std::exchange(answer, std::nullopt);
  };
  link.bounds = [&]() -> std::optional<AnalysisResult> {
    std::lock_guard<std::mutex> lock(mutex);
    return bounds;
  };
  // kIkI's own bounded checks find every failure the child finds, later:
  // when kIkI ends first, the child is not waited for.
  return runBmc(model, properties, config, progress, link);
}

} // namespace kiki
