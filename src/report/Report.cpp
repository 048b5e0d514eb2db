#include "report/Report.h"

#include <algorithm>
#include <iomanip>
#include <sstream>
#include <ostream>
#include <sys/resource.h>

namespace kiki {

static int printTableAndVerdict(std::ostream &out, const PropertyTable &properties,
                                const AnalysisResult &result, const Config &config);

const char *verdictWord(int exitCode) {
  return exitCode == ExitFailed       ? "FAILED"
         : exitCode == ExitSuccessful ? "SUCCESSFUL"
                                      : "INCONCLUSIVE";
}

const char *statusText(Verdict v) {
  switch (v) {
  case Verdict::Success: return "SUCCESS";
  case Verdict::Failure: return "FAILURE";
  default: return "UNKNOWN";
  }
}

/// "loop at line 6 (f): 1 <= cp <= 2147483646 && ..." once per distinct text.
static void printInvariants(std::ostream &out, const AnalysisResult &result) {
  std::vector<std::string> seen;
  for (const auto &inv : result.invariants) {
    std::string facts;
    for (const auto &f : inv.facts)
      facts += (facts.empty() ? "" : " && ") + f;
    if (!inv.converged)
      facts = "true (inference gave up)";
    else if (facts.empty())
      facts = "true";
    std::string line = "loop at line " + std::to_string(inv.line) + " (" + inv.function +
                       "): " + facts;
    if (std::find(seen.begin(), seen.end(), line) == seen.end()) {
      seen.push_back(line);
      out << line << "\n";
    }
  }
  if (!result.invariants.empty())
    out << "\n";
}

/// The competition property a kiki property belongs to, if it was asked
/// for. kiki's leak check (all heap memory freed at exit) is what
/// valid-memcleanup asks; valid-memsafety names valid-memtrack for it.
static std::optional<CompetitionProperty> competitionProperty(const Property &p,
                                                              const Config &config) {
  auto asked = [&](CompetitionProperty c) -> std::optional<CompetitionProperty> {
    if (config.output.competition.count(c))
      return c;
    return std::nullopt;
  };
  switch (p.kind) {
  case PropertyKind::Assertion: return asked(CompetitionProperty::UnreachCall);
  case PropertyKind::Overflow: return asked(CompetitionProperty::NoOverflow);
  case PropertyKind::ArrayBounds:
  case PropertyKind::PointerDeref: return asked(CompetitionProperty::ValidDeref);
  case PropertyKind::Free: return asked(CompetitionProperty::ValidFree);
  case PropertyKind::MemoryLeak:
    if (auto memtrack = asked(CompetitionProperty::ValidMemtrack))
      return memtrack;
    return asked(CompetitionProperty::ValidMemcleanup);
  case PropertyKind::Termination: return asked(CompetitionProperty::Termination);
  default: return std::nullopt;
  }
}

/// A leak found where the memory may still be reachable: no valid-memtrack
/// violation shown (unfreed is not lost), though a valid-memcleanup one.
static bool reachabilityUndecided(const Property &p, CompetitionProperty asked) {
  return asked == CompetitionProperty::ValidMemtrack && !p.reachabilityUnknownBecause.empty();
}

/// The result format's verdict: FALSE(p) for the first failed property asked
/// for, TRUE when every property asked for is proved, UNKNOWN otherwise.
static std::string competitionVerdict(const PropertyTable &properties,
                                      const AnalysisResult &result, const Config &config) {
  bool proved = true;
  for (size_t i = 0; i < properties.size(); ++i) {
    auto asked = competitionProperty(properties[i], config);
    Verdict v = result.properties[i].verdict;
    if (asked && v == Verdict::Failure && !reachabilityUndecided(properties[i], *asked))
      return std::string("FALSE(") + competitionName(*asked) + ")";
    proved &= v == Verdict::Success || !asked;
  }
  return proved && config.analysis != AnalysisKind::NonTermination ? "TRUE" : "UNKNOWN";
}

int printReport(std::ostream &out, const PropertyTable &properties,
                const AnalysisResult &result, const Config &config) {
  int code = printTableAndVerdict(out, properties, result, config);
  if (config.output.competition.empty())
    return code;
  std::string verdict = competitionVerdict(properties, result, config);
  for (size_t i = 0; i < properties.size() && verdict == "UNKNOWN"; ++i)
    if (result.properties[i].verdict == Verdict::Failure)
      if (auto asked = competitionProperty(properties[i], config);
          asked && reachabilityUndecided(properties[i], *asked))
        out << "note: [" << properties[i].id() << "] unfreed memory is no valid-memtrack "
            << "violation if something still points to it: "
            << properties[i].reachabilityUnknownBecause << "\n";
  out << verdict << "\n";
  // The exit code says what the verdict line says.
  return verdict == "UNKNOWN" && code == ExitFailed ? ExitInconclusive : code;
}

static int printTableAndVerdict(std::ostream &out, const PropertyTable &properties,
                                const AnalysisResult &result, const Config &config) {
  if (config.output.showInvariants)
    printInvariants(out, result);
  bool failed = false, allProved = true;
  for (size_t i = 0; i < properties.size(); ++i) {
    const Property &p = properties[i];
    Verdict v = result.properties[i].verdict;
    failed |= v == Verdict::Failure;
    allProved &= v == Verdict::Success;
    out << "[" << p.id() << "] line " << p.line << " " << p.text << ": "
        << statusText(v) << "\n";
    // The reasons of its own; those the notes below give for every open
    // property are not repeated.
    for (const auto &reason : result.properties[i].reasons)
      if (std::none_of(result.notes.begin(), result.notes.end(),
                       [&](const Note &n) { return n.text == reason.text; }))
        out << "  " << reason.text << "\n";
  }
  if (config.output.showTrace)
    for (size_t i = 0; i < properties.size(); ++i)
      if (!result.properties[i].trace.empty())
        out << "\nCounterexample for [" << properties[i].id() << "]:\n"
            << result.properties[i].trace;
  for (const auto &note : result.notes)
    out << "note: " << note.text << "\n";
  if (config.output.stats)
    out << "statistics: solver-calls=" << result.stats.calls << " solver-time="
        << std::fixed << std::setprecision(3) << result.stats.seconds
        << " unwinding=" << result.depth << [&] {
             unsigned calls = 0;
             double seconds = 0;
             for (const auto &inv : result.invariants) {
               calls += inv.solverCalls;
               seconds += inv.seconds;
             }
             std::ostringstream text;
             text << " invariant-loops=" << result.invariants.size()
                  << " invariant-solver-calls=" << calls << " invariant-time=" << seconds;
             for (const auto &[phase, phaseSeconds] : result.phaseSeconds)
               text << " " << phase << "-time=" << phaseSeconds;
             struct rusage self {}, children {};
             getrusage(RUSAGE_SELF, &self);
             getrusage(RUSAGE_CHILDREN, &children);
             // ru_maxrss is in KiB on Linux; children: the largest of clang
             // and the second search.
             text << " peak-memory-mb=" << self.ru_maxrss / 1024
                  << " child-peak-memory-mb=" << children.ru_maxrss / 1024;
             if (result.stats.formulaTerms)
               text << " assertions=" << result.stats.assertions
                    << " formula-terms=" << result.stats.formulaTerms
                    << " overflow-checks-by-ranges=" << result.stats.overflowChecksByRanges
                    << " narrowed-operations=" << result.stats.narrowedOperations;
             if (result.stats.loopsCompletedAtOnce > 0)
               text << " loops-completed-at-once=" << result.stats.loopsCompletedAtOnce;
             if (result.stats.functionsSummarised > 0)
               text << " functions-summarised=" << result.stats.functionsSummarised
                    << " summarised-call-sites=" << result.stats.summarizedCallSites;
             if (result.stats.coneSolvers > 0)
               text << " cone-solvers=" << result.stats.coneSolvers;
             if (result.stats.escalations > 0)
               text << " escalated-queries=" << result.stats.escalations
                    << " bit-blasted-queries=" << result.stats.bitBlasted;
             if (result.stats.pastLimit > 0)
               text << " inference-queries-past-limit=" << result.stats.pastLimit;
             if (result.stats.solverRebuilds > 0)
               text << " solver-rebuilds=" << result.stats.solverRebuilds;
             if (result.stats.rejectedModels > 0)
               text << " rejected-models=" << result.stats.rejectedModels;
             if (result.partner)
               text << " bmc-process-unwinding=" << result.partner->depth
                    << " bmc-process-solver-calls=" << result.partner->stats.calls
                    << " bmc-process-solver-time=" << result.partner->stats.seconds;
             if (result.boundsFromPartner > 0)
               text << " bounded-depths-from-bmc-process=" << result.boundsFromPartner;
             return text.str();
           }() << "\n";
  out << "\n";
  if (failed) {
    out << "VERIFICATION FAILED\n";
    return ExitFailed;
  }
  // The search for non-termination alone never proves anything.
  if (allProved && config.analysis != AnalysisKind::NonTermination) {
    out << "VERIFICATION SUCCESSFUL\n";
    return ExitSuccessful;
  }
  out << "VERIFICATION INCONCLUSIVE\n";
  return ExitInconclusive;
}

int printPreconditions(std::ostream &out, const std::vector<FunctionPrecondition> &functions) {
  unsigned trivial = 0;
  for (const auto &f : functions) {
    if (!f.unknownReason.empty())
      out << "[" << f.function << "]: not computed: " << f.unknownReason << "\n";
    else if (f.condition.empty())
      ++trivial;
    else if (!f.context.empty())
      out << "[" << f.function << "]: " << f.context << " ==> " << f.condition << "\n";
    else
      out << "[" << f.function << "]: " << f.condition << "\n";
  }
  if (trivial > 0)
    out << "(" << trivial << (trivial == 1 ? " function" : " functions")
        << " with a trivial precondition not listed)\n";
  out << "\nVERIFICATION INCONCLUSIVE\n";
  return ExitInconclusive;
}

} // namespace kiki
