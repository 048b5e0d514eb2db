// What an analysis decided: a verdict per property, the notes that explain
// what stayed open, the invariants found and the figures of the run. The
// vocabulary every engine produces and every writer reads; standard library
// only, so that it can cross the portfolio's process boundary.
#pragma once
#include "results/Counterexample.h"
#include "results/SolverStats.h"
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace kiki {

enum class Verdict { Success, Failure, Unknown };

/// One reason why a property stayed UNKNOWN, with the place it speaks of
/// (a loop's head) where it has one.
struct Reason {
  std::string text;
  std::string function{}; // empty: no place
  unsigned line = 0;
  bool operator==(const Reason &) const = default;
};

struct PropertyResult {
  Verdict verdict = Verdict::Unknown;
  std::string trace; // counterexample text when requested
  Counterexample steps; // the same as data (empty for termination)
  /// UNKNOWN for good: a violation exists only through code kiki does not
  /// model, so neither a proof nor a counterexample will come.
  bool settled = false;
  /// UNKNOWN: why, one reason per entry (engines/WhyUnknown): the values
  /// the loop invariants it may depend on leave open, inferences that gave
  /// up, or what ended the search.
  std::vector<Reason> reasons{};
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

/// What a note is about. Engines decide by the kind (which notes a partner's
/// run hands over, whether the failure budget has been noted); writers
/// print the text.
enum class NoteKind {
  General,
  /// "line N: ... is not modelled": code kiki does not model may decide
  /// the properties left open.
  Unmodelled,
  /// "stopped N s after the first failure; ...": the failure budget ended
  /// the search.
  FailureBudget,
  /// A time limit or a signal ended the run.
  Stopped,
};

struct Note {
  NoteKind kind = NoteKind::General;
  std::string text;
  bool operator==(const Note &) const = default;
};

struct AnalysisResult {
  std::vector<PropertyResult> properties;
  std::vector<Note> notes; // why properties stayed UNKNOWN
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

  /// Adds a note unless the same one is there.
  void addNote(NoteKind kind, std::string text) {
    Note note{kind, std::move(text)};
    for (const auto &n : notes)
      if (n == note)
        return;
    notes.push_back(std::move(note));
  }
  bool hasNote(NoteKind kind) const {
    for (const auto &n : notes)
      if (n.kind == kind)
        return true;
    return false;
  }
  /// Whether a note already says why the search ended early (the failure
  /// budget, a time limit or a signal): one such note is enough.
  bool stopExplained() const {
    return hasNote(NoteKind::FailureBudget) || hasNote(NoteKind::Stopped);
  }

  /// Gives every UNKNOWN property the notes as reasons: those on what
  /// ended the run (a limit, the failure budget) or is not modelled always,
  /// the others (the unwinding reached) where nothing more specific is
  /// known. Called once, before the report.
  void addNoteReasons() {
    for (auto &property : properties) {
      if (property.verdict != Verdict::Unknown)
        continue;
      bool specific = !property.reasons.empty();
      for (const auto &note : notes)
        if (!specific || note.kind != NoteKind::General)
          property.reasons.push_back(Reason{note.text, "", 0});
    }
  }

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

} // namespace kiki
