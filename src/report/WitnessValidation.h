// --validate-witness (the reader: WitnessReader.h; the constraints on the
// unwound program: encode/WitnessConstraints.h).
#pragma once
#include "engines/Bmc.h"
#include "instrument/Properties.h"
#include "util/Config.h"

#include <iosfwd>
#include <memory>

namespace kiki {

/// For a violation witness: plain incremental BMC in one process with
/// traces, constrained to the witness; throws UsageError for analyses other
/// than properties. A correctness witness leaves the configuration alone.
void prepareValidation(Config &config, std::shared_ptr<const Witness> witness);

/// A proof under the witness covers only the executions that follow it:
/// SUCCESS becomes UNKNOWN (with a note), for the report and every output.
void withdrawProofsUnderWitness(AnalysisResult &result);

/// The report of the constrained run, the waypoints not used, and the last line "witness: confirmed"
/// (exit 10), "witness: violation confirmed, witness partly checked" (10),
/// "witness: rejected" or "witness: not confirmed" (5).
int printValidation(std::ostream &out, const PropertyTable &properties,
                    const AnalysisResult &result, const Config &config);

/// After a normal run for a correctness witness without invariants: the
/// witness is confirmed when the program is proved; returns `verdict`.
int correctnessValidation(std::ostream &out, const Witness &witness, int verdict);

} // namespace kiki
