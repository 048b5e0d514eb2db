// --validate-witness (the reader: WitnessReader.h; the constraints on the
// unwound program: encode/WitnessConstraints.h).
#pragma once
#include "results/AnalysisResult.h"
#include "results/Property.h"
#include "options/Config.h"

#include <iosfwd>
#include <memory>
#include <optional>
#include <string>

namespace kiki {

/// For a violation witness: plain incremental BMC in one process with
/// traces, constrained to the witness; throws UsageError for analyses other
/// than properties. A correctness witness with invariants: k-induction
/// (every loop instance gets an arbitrary start) that checks them
/// (Config::correctnessWitness); one without leaves the configuration alone.
/// Returns why the witness is not checked at all (a non-termination
/// witness; invariants of a termination analysis), nullopt otherwise.
std::optional<std::string> prepareValidation(Config &config,
                                             std::shared_ptr<const Witness> witness);

/// A proof under the witness covers only the executions that follow it:
/// SUCCESS becomes UNKNOWN (with a note), for the report and every output.
void withdrawProofsUnderWitness(AnalysisResult &result);

/// The report of the constrained run, the waypoints not used, and the last line "witness: confirmed"
/// (exit 10), "witness: violation confirmed, witness partly checked" (10),
/// "witness: rejected" or "witness: not confirmed" (5).
int printValidation(std::ostream &out, const PropertyTable &properties,
                    const AnalysisResult &result, const Config &config);

/// After a normal run for a correctness witness. Without invariants it is
/// confirmed when the program is proved; returns `verdict`. With invariants
/// (engines/HeadInvariants checked them, AnalysisResult::checkedInvariants)
/// each one not confirmed gets a line, then "witness: invariants confirmed
/// (N of M checked)" and the program's verdict: confirmed (exit 0) when
/// proved, "rejected" (exit 10) when a property fails, "rejected" (exit 5)
/// when an invariant is false on entry or not inductive, "not confirmed"
/// (exit 5) otherwise.
int correctnessValidation(std::ostream &out, const Witness &witness, int verdict,
                          const AnalysisResult &result);

} // namespace kiki
