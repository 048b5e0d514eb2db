// Native fuzzing beside the portfolio: the program is compiled by clang with
// libFuzzer, AddressSanitizer and UBSan, its `__VERIFIER_nondet_*` calls
// reading the fuzzer's bytes, and fuzzed for a few seconds. A crash is only
// a candidate: its input values are replayed by kiki's own bounded model
// checker (encode/InputReplay), and only the failures found there count,
// with their counterexamples. The native semantics (the sanitizers' view
// of memory, the host's ABI) decide nothing; they point the search at an
// execution, as the corpus' bugs behind a parser's loops need (a query over
// every input stalls where one over fixed inputs is propagation).
#pragma once
#include "model/ProgramModel.h"
#include "options/Config.h"
#include "results/AnalysisResult.h"
#include "results/Property.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace kiki {

/// What the native campaign found: the values the nondet calls returned on
/// the crashing run (in call order) and the sanitizer's or assert's line.
struct CrashInput {
  std::vector<ReplayInput> inputs;
  std::string summary;
};

/// Whether the portfolio fuzzes this run: a `main` entry, 64-bit, no
/// witness being validated, --fuzz-time not 0.
bool fuzzingApplies(const Config &config);

/// Compiles and fuzzes the program for `config.engine.fuzzSeconds` in the
/// directory `workDir` (which the caller removes: a fuzzing child stopped
/// early leaves its files there); nullopt when it does not build natively,
/// nothing crashed, or the crash could not be replayed. `why` says which
/// (for --verbosity 2).
std::optional<CrashInput> fuzzForCrash(const Config &config, const std::string &workDir,
                                       std::string &why);

/// The failures that replaying `crash` confirms within `seconds`: every
/// other property is UNKNOWN and unsettled, and nothing else is claimed
/// (the run saw only the executions with these inputs).
AnalysisResult replayCrash(ProgramModel &model, const PropertyTable &properties,
                           const Config &config, const CrashInput &crash, double seconds,
                           std::ostream &progress);

} // namespace kiki
