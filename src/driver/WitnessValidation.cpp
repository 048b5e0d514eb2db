// --validate-witness: the report of a run constrained to a violation
// witness, and the answer for a correctness witness.
#include "driver/WitnessValidation.h"
#include "report/Report.h"
#include "witness/WitnessReader.h"
#include "util/Errors.h"

#include <algorithm>
#include <ostream>

namespace kiki {
namespace {

std::string failedAt(const PropertyTable &properties, const AnalysisResult &result,
                     unsigned line) {
  for (size_t p = 0; p < properties.size(); ++p)
    if (result.properties[p].verdict == Verdict::Failure &&
        (line == 0 || properties[p].line == line))
      return properties[p].id();
  return "";
}

std::string failedLines(const PropertyTable &properties, const AnalysisResult &result) {
  std::string lines;
  for (size_t p = 0; p < properties.size(); ++p)
    if (result.properties[p].verdict == Verdict::Failure)
      lines += (lines.empty() ? "" : ", ") + std::to_string(properties[p].line);
  return lines;
}

std::string invariantPlace(const CheckedInvariant &invariant) {
  return "invariant at line " + std::to_string(invariant.line) + " (" + invariant.expression +
         ")";
}

/// One line per invariant that is not confirmed; the number rejected.
unsigned printInvariants(std::ostream &out, const AnalysisResult &result) {
  unsigned rejected = 0;
  for (const auto &invariant : result.checkedInvariants) {
    switch (invariant.outcome) {
    case HeadCheck::Holds:
      break;
    case HeadCheck::FalseOnEntry:
    case HeadCheck::NotInductive:
      ++rejected;
      out << "witness: " << invariantPlace(invariant) << " rejected ("
          << (invariant.outcome == HeadCheck::FalseOnEntry ? "false on entry"
                                                                  : "not inductive")
          << ")\n";
      break;
    case HeadCheck::Unknown:
      out << "witness: " << invariantPlace(invariant) << " not decided: " << invariant.reason
          << "\n";
      break;
    case HeadCheck::NotUsed:
      out << "witness: not used: " << invariantPlace(invariant) << ": " << invariant.reason
          << "\n";
      break;
    }
  }
  return rejected;
}

/// A correctness witness with invariants: each is checked at its loop's
/// head (on entry, and inductive over one iteration), then the program's
/// proof decides as without invariants.
int invariantValidation(std::ostream &out, const Witness &witness, int verdict,
                        const AnalysisResult &result) {
  unsigned rejected = printInvariants(out, result);
  size_t confirmed = std::count_if(
      result.checkedInvariants.begin(), result.checkedInvariants.end(),
      [](const auto &i) { return i.outcome == HeadCheck::Holds; });
  std::string counted = std::to_string(confirmed) + " of " +
                        std::to_string(witness.invariants) + " checked";
  if (verdict == ExitFailed) {
    out << "witness: rejected (the program violates a property)\n";
    return ExitFailed;
  }
  if (rejected > 0 || result.checkedInvariants.size() != witness.invariants) {
    out << (rejected > 0 ? "witness: rejected (" + std::to_string(rejected) +
                               " invariant(s) wrong; invariants confirmed: " + counted + ")\n"
                         : "witness: not confirmed (the invariants were not checked: the run "
                           "stopped first)\n");
    return ExitInconclusive;
  }
  if (confirmed > 0)
    out << "witness: invariants confirmed (" << counted << ")\n";
  else
    out << "witness: no invariant confirmed (" << counted << ")\n";
  if (verdict == ExitSuccessful)
    out << "witness: confirmed (a " << witness.format
        << " correctness witness: kiki proved the program; invariants confirmed: " << counted
        << ")\n";
  else
    out << "witness: not confirmed (the program is not proved)\n";
  return verdict;
}

} // namespace

std::optional<std::string> prepareValidation(Config &config,
                                             std::shared_ptr<const Witness> witness) {
  if (witness->nonTermination)
    return "a non-termination witness: kiki does not replay lassos";
  bool safety = config.analysis == AnalysisKind::Properties;
  if (witness->correctness) {
    if (witness->invariants > 0 && !safety)
      return "a correctness witness with " + std::to_string(witness->invariants) +
             " invariant(s): kiki checks the invariants of safety proofs only";
    if (witness->invariants == 0)
      return std::nullopt;
    // The checks need every loop instance's arbitrary start (k-induction).
    if (config.engine.strategy == Strategy::IncrementalBmc)
      config.engine.strategy = Strategy::Kiki;
    config.engine.correctnessWitness = std::move(witness);
    return std::nullopt;
  }
  if (!safety)
    throw UsageError("--validate-witness validates violation witnesses of safety "
                     "properties, not of (non-)termination");
  // Plain incremental BMC, one process; --unwind N bounds it.
  config.engine.strategy = Strategy::IncrementalBmc;
  config.engine.portfolio = false;
  config.engine.trace = true;
  // The target's violation is wanted, not the first one found.
  config.engine.stopOnFail = false;
  config.engine.witness = std::move(witness);
  return std::nullopt;
}

void withdrawProofsUnderWitness(AnalysisResult &result) {
  bool withdrawn = false;
  for (auto &p : result.properties)
    if (p.verdict == Verdict::Success) {
      p.verdict = Verdict::Unknown;
      withdrawn = true;
    }
  if (withdrawn)
    result.notes.push_back({NoteKind::General,
                            "--validate-witness: properties that hold on the executions that "
                            "follow the witness are shown UNKNOWN"});
}

int printValidation(std::ostream &out, const PropertyTable &properties,
                    const AnalysisResult &result, const Config &config) {
  const Witness &witness = *config.engine.witness;
  unsigned target = witness.targetLine();
  printReport(out, properties, result, config);
  for (const auto &unused : result.witnessUnused)
    out << "witness: not used: " << unused << "\n";
  std::string where = target ? "line " + std::to_string(target) : "its target (no line given)";
  std::string confirmed = failedAt(properties, result, target);
  if (!confirmed.empty() && result.witnessUnused.empty()) {
    out << "witness: confirmed (" << witness.format << ": [" << confirmed << "] at " << where
        << " is violated on an execution that follows every waypoint)\n";
    return ExitFailed;
  }
  if (!confirmed.empty()) {
    out << "witness: violation confirmed, witness partly checked ([" << confirmed << "] at "
        << where << " is violated, but " << result.witnessUnused.size()
        << " waypoint(s) above were not used)\n";
    return ExitFailed;
  }
  std::string others = failedLines(properties, result);
  std::string elsewhere = others.empty() ? "" : "; violations only at line " + others;
  if (result.complete)
    out << "witness: rejected (no execution that follows the witness violates a property at "
        << where << elsewhere << ")\n";
  else
    out << "witness: not confirmed (no violation at " << where
        << " on the executions that follow the witness, up to unwinding " << result.depth
        << elsewhere << ")\n";
  return ExitInconclusive;
}

int correctnessValidation(std::ostream &out, const Witness &witness, int verdict,
                          const AnalysisResult &result) {
  if (witness.invariants > 0)
    return invariantValidation(out, witness, verdict, result);
  if (verdict == ExitSuccessful)
    out << "witness: confirmed (a " << witness.format
        << " correctness witness without invariants: kiki proved the program itself)\n";
  else if (verdict == ExitFailed)
    out << "witness: rejected (the program violates a property)\n";
  else
    out << "witness: not confirmed (the program is not proved)\n";
  return verdict;
}

} // namespace kiki
