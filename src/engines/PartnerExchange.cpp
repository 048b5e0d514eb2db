#include "engines/PartnerExchange.h"

namespace kiki {

void PartnerExchange::adoptVerdicts() {
  adoptBoundProofs();
  if (!link_.verdicts)
    return;
  std::optional<AnalysisResult> other = link_.verdicts();
  if (!other || other->properties.size() != result_.properties.size())
    return;
  for (size_t p = 0; p < result_.properties.size(); ++p) {
    auto &own = result_.properties[p];
    const auto &theirs = other->properties[p];
    if (book_.isOpen(p) && (theirs.verdict != Verdict::Unknown || theirs.settled))
      own = theirs;
    // The partner's answer interrupts the solver, which may throw while
    // this failure's counterexample is read from the model: theirs serves.
    else if (own.verdict == Verdict::Failure && theirs.verdict == Verdict::Failure &&
             own.trace.empty() && own.steps.empty()) {
      own.trace = theirs.trace;
      own.steps = theirs.steps;
    }
  }
  // Its note that it stopped after its first failure explains the open
  // properties: kIkI stops then too (without --timeout).
  for (const auto &note : other->notes)
    if (note.kind == NoteKind::Unmodelled)
      result_.addNote(note.kind, note.text);
    else if ((note.kind == NoteKind::FailureBudget || note.kind == NoteKind::Stopped) &&
             !config_.engine.timeout && !result_.stopExplained())
      result_.notes.push_back(note);
  result_.complete = result_.complete || other->complete;
  result_.partner = AnalysisResult::Partner{other->depth, other->stats};
  book_.withdrawConditionalProofs(false);
}

/// The partner's proofs sent with its bounds (the checks of the loop-free
/// prefix) stand whatever happens to it later: a partner cut by the time
/// limit sends no final answer.
void PartnerExchange::adoptBoundProofs() {
  if (!link_.bounds)
    return;
  std::optional<AnalysisResult> other = link_.bounds();
  if (!other || other->properties.size() != result_.properties.size())
    return;
  for (size_t p = 0; p < result_.properties.size(); ++p)
    if (book_.isOpen(p) && other->properties[p].verdict == Verdict::Success)
      result_.properties[p].verdict = Verdict::Success;
}

void PartnerExchange::reportBounds(unsigned depth) const {
  if (!link_.reportBounds)
    return;
  AnalysisResult bounds;
  // Verdicts only: counterexamples come with the final answer (a deep run
  // would otherwise send each of them once per depth).
  for (const auto &p : result_.properties) {
    bounds.properties.emplace_back();
    bounds.properties.back().verdict = p.verdict;
    bounds.properties.back().settled = p.settled;
  }
  bounds.complete = result_.complete;
  bounds.depth = depth;
  link_.reportBounds(bounds);
}

bool PartnerExchange::decidedDepth(unsigned depth) const {
  if (!link_.bounds)
    return false;
  std::optional<AnalysisResult> other = link_.bounds();
  if (!other || other->depth < depth || other->complete ||
      other->properties.size() != result_.properties.size())
    return false;
  // A proof there (of a check of the loop-free prefix) also says that no
  // execution within the depth violates it.
  for (size_t p = 0; p < result_.properties.size(); ++p)
    if (book_.isOpen(p) && (other->properties[p].verdict == Verdict::Failure ||
                            other->properties[p].settled))
      return false;
  return true;
}

} // namespace kiki
