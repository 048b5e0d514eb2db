#include "engines/DomainHints.h"
#include "domains/Domains.h"
#include "strategy/StrategyIteration.h"
#include "util/Stop.h"
#include "util/Text.h"

#include <algorithm>
#include <map>
#include <optional>

namespace kiki {
namespace {

/// `variable "x"` of `variable "x" (no lower bound)`: the subject without
/// its direction.
std::string baseSubject(const std::string &subject) {
  auto close = subject.find('"', subject.find('"') + 1);
  return close == std::string::npos ? subject : subject.substr(0, close + 1);
}

/// The variables (their base subjects) the probe leaves less open than the
/// run did, with what it gained: "" (bounded both ways), " from above",
/// " from below".
std::map<std::string, std::string> gained(const std::vector<std::string> &run,
                                          const std::vector<std::string> &probe) {
  std::map<std::string, std::string> better;
  for (const auto &subject : run) {
    if (!startsWith(subject, "variable ") && !startsWith(subject, "value "))
      continue;
    std::string base = baseSubject(subject);
    auto still = std::find_if(probe.begin(), probe.end(), [&](const std::string &p) {
      return baseSubject(p) == base;
    });
    if (still == probe.end())
      better[base] = "";
    else if (*still != subject && subject == base) // the run had no bound either way
      better[base] = still->find("no upper bound") != std::string::npos ? " from below"
                                                                         : " from above";
  }
  return better;
}

/// Whether an UNKNOWN of `result` names the loop at `line` of `function`:
/// a probe of any other loop could not give a hint anywhere.
bool named(const AnalysisResult &result, const std::string &function, unsigned line) {
  return std::any_of(result.properties.begin(), result.properties.end(), [&](const auto &p) {
    return std::any_of(p.reasons.begin(), p.reasons.end(), [&](const Reason &r) {
      return r.function == function && r.line == line;
    });
  });
}

struct Hint {
  std::string function;
  unsigned line;
  std::string subject; // the variable's base subject
  std::string text;
};

} // namespace

void addDomainHints(Solver &solver, const std::vector<LoopRecord> &records,
                    const ImprecisionLog &log, InvariantDomain runDomain,
                    const std::vector<z3::expr> &assumptions, ProbeLimits limits,
                    AnalysisResult &result) {
  if (runDomain == InvariantDomain::Octagons || runDomain == InvariantDomain::Top ||
      stopRequested())
    return;
  // The last recorded instance of each loop whose scalar invariant left a
  // variable open.
  std::map<const void *, const LoopRecord *> last;
  for (const auto &record : records)
    last[record.loop] = &record;
  std::vector<Hint> hints;
  std::map<const void *, bool> probed;
  ScopedSpendLimit spend(solver, limits.totalMs);
  for (const auto &entry : log.entries()) {
    auto record = last.find(entry.loop);
    if (entry.template_ != "invariant" || entry.imprecise.empty() || record == last.end() ||
        probed[entry.loop] || !named(result, entry.function, entry.line) || stopRequested())
      continue;
    probed[entry.loop] = true;
    auto octagons = makeDomain(InvariantDomain::Octagons, solver.context(), record->second->vars);
    ScopedQueryLimit scoped(solver, limits.queryMs);
    InferenceStats stats =
        inferInvariant(solver, *octagons, record->second->transition, assumptions);
    if (!stats.converged)
      continue;
    for (const auto &[subject, how] : gained(entry.imprecise, octagons->impreciseValues()))
      hints.push_back({entry.function, entry.line, subject,
                       "hint: with --octagons the invariant of the loop starting at line " +
                           std::to_string(entry.line) + " bounds " + subject + how});
  }
  for (auto &property : result.properties) {
    std::vector<Reason> add;
    for (const auto &hint : hints) {
      bool named = std::any_of(property.reasons.begin(), property.reasons.end(),
                               [&](const Reason &r) {
                                 return r.line == hint.line && r.function == hint.function &&
                                        r.text.find(hint.subject) != std::string::npos;
                               });
      if (named)
        add.push_back(Reason{hint.text, hint.function, hint.line});
    }
    property.reasons.insert(property.reasons.end(), add.begin(), add.end());
  }
}

} // namespace kiki
