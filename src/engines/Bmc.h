// The kIkI engine (chapter section 5, Fig. 11) on one solver: bounded model
// checking, one formula (--unwind N) or incremental (k = 1, 2, ...); with
// k-induction also loop invariants in a template domain and the induction
// step that uses them.
#pragma once
#include "instrument/Properties.h"
#include "model/ProgramModel.h"
#include "report/TraceSteps.h"
#include "solver/Solver.h"
#include "util/Config.h"
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace kiki {

enum class Verdict { Success, Failure, Unknown };

struct PropertyResult {
  Verdict verdict = Verdict::Unknown;
  std::string trace; // counterexample text when requested
  Counterexample steps; // the same as data (empty for termination)
  /// UNKNOWN for good: a violation exists only through code kiki does not
  /// model, so neither a proof nor a counterexample will come.
  bool settled = false;
};

/// A loop instance's inferred invariant, for --show-invariants and --stats.
struct LoopInvariant {
  unsigned line;
  std::string function;
  std::vector<std::string> facts; // empty: true
  bool converged;                 // false: inference gave up, invariant true
  unsigned solverCalls;
  double seconds;
};

/// A loop-head invariant for a correctness witness: a C condition that
/// holds at the head of the loop at `line` on every arrival.
struct HeadInvariant {
  unsigned line;
  std::string function;
  std::string expression;
};

/// Whether a C condition holds at a loop's head on every arrival (on entry,
/// and kept by every iteration); NotUsed: it cannot be checked there.
enum class HeadCheck { Holds, FalseOnEntry, NotInductive, Unknown, NotUsed };

/// --validate-witness with a correctness witness: what became of one of
/// its invariants.
struct CheckedInvariant {
  unsigned line;
  std::string expression;
  HeadCheck outcome;
  std::string reason; // Unknown, NotUsed: why
};

struct AnalysisResult {
  std::vector<PropertyResult> properties;
  std::vector<std::string> notes; // why properties stayed UNKNOWN
  unsigned depth = 0;
  bool complete = false;
  SolverStats stats;
  std::vector<LoopInvariant> invariants;
  /// Wall time per phase of the run, in order ("front-end", "encoding",
  /// "bounded-checks", "induction-step", ...), for --stats.
  std::vector<std::pair<std::string, double>> phaseSeconds;
  void addPhase(const std::string &phase, double seconds) {
    for (auto &[name, total] : phaseSeconds)
      if (name == phase) {
        total += seconds;
        return;
      }
    phaseSeconds.emplace_back(phase, seconds);
  }
  /// The portfolio's bounded model checker, when its answer arrived.
  struct Partner {
    unsigned depth;
    SolverStats stats;
  };
  std::optional<Partner> partner;
  /// Depths whose bounded checks the partner had decided, skipped here.
  unsigned boundsFromPartner = 0;
  /// --validate-witness: the waypoints that were not used, with why.
  std::vector<std::string> witnessUnused;
  /// A proof with a witness to write: the loop-head invariants found.
  std::vector<HeadInvariant> headInvariants;
  /// --validate-witness with a correctness witness: its invariants checked.
  std::vector<CheckedInvariant> checkedInvariants;

  bool anyFailure() const {
    for (const auto &p : properties)
      if (p.verdict == Verdict::Failure)
        return true;
    return false;
  }
  /// No property is left to decide (UNKNOWN for good counts as decided).
  bool allDecided() const {
    for (const auto &p : properties)
      if (p.verdict == Verdict::Unknown && !p.settled)
        return false;
    return true;
  }
};

/// Verdicts that another engine reached on the same properties, taken over
/// between unwindings (nullopt: none yet; each result is handed out once).
using PartnerVerdicts = std::function<std::optional<AnalysisResult>()>;

/// What a run shares with the other engine of the portfolio.
struct PartnerLink {
  /// The other engine's final verdicts.
  PartnerVerdicts verdicts;
  /// Its latest bounded progress (nullopt: none yet): its verdicts once
  /// every bounded check up to `depth` was decided. A property it still
  /// has open is violated by no execution within that unwinding.
  std::function<std::optional<AnalysisResult>()> bounds;
  /// Called here each time the bounded checks of a depth were decided,
  /// with the verdicts so far and `depth` set.
  std::function<void(const AnalysisResult &)> reportBounds;
};

AnalysisResult runBmc(ProgramModel &model, const PropertyTable &properties,
                      const Config &config, std::ostream &progress,
                      const PartnerLink &partner = {});

} // namespace kiki
