// --validate-witness: the report of a run constrained to a violation
// witness, and the answer for a correctness witness.
#include "report/WitnessValidation.h"
#include "report/Report.h"
#include "report/WitnessReader.h"
#include "util/Errors.h"

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

} // namespace

void prepareValidation(Config &config, std::shared_ptr<const Witness> witness) {
  if (witness->correctness)
    return;
  if (config.analysis != AnalysisKind::Properties)
    throw UsageError("--validate-witness validates violation witnesses of safety "
                     "properties, not of (non-)termination");
  // Plain incremental BMC, one process; --unwind N bounds it.
  config.kInduction = false;
  config.incremental = true;
  config.portfolio = false;
  config.trace = true;
  // The target's violation is wanted, not the first one found.
  config.stopOnFail = false;
  config.witness = std::move(witness);
}

void withdrawProofsUnderWitness(AnalysisResult &result) {
  bool withdrawn = false;
  for (auto &p : result.properties)
    if (p.verdict == Verdict::Success) {
      p.verdict = Verdict::Unknown;
      withdrawn = true;
    }
  if (withdrawn)
    result.notes.push_back("--validate-witness: properties that hold on the executions that "
                           "follow the witness are shown UNKNOWN");
}

int printValidation(std::ostream &out, const PropertyTable &properties,
                    const AnalysisResult &result, const Config &config) {
  const Witness &witness = *config.witness;
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

int correctnessValidation(std::ostream &out, const Witness &witness, int verdict) {
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
