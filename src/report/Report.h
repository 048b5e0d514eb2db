// The property table, notes and the verdict line; exit code of a verdict.
#pragma once
#include "results/AnalysisResult.h"
#include "results/Precondition.h"
#include "results/Property.h"
#include "options/Config.h"
#include <iosfwd>

namespace kiki {

enum ExitCode : int {
  ExitSuccessful = 0,
  ExitUsage = 1,
  ExitInternal = 2,
  ExitInconclusive = 5,
  ExitInputError = 6,
  ExitFailed = 10
};

/// SUCCESS, FAILURE or UNKNOWN, as the property table prints it.
const char *statusText(Verdict v);
/// "FAILED", "SUCCESSFUL" or "INCONCLUSIVE" for a verdict's exit code.
const char *verdictWord(int exitCode);

/// Prints the report and returns the exit code of the overall verdict.
int printReport(std::ostream &out, const PropertyTable &properties,
                const AnalysisResult &result, const Config &config);

/// --preconditions: one line per function with a precondition or without
/// one computed, then the INCONCLUSIVE verdict; returns its exit code.
int printPreconditions(std::ostream &out, const std::vector<FunctionPrecondition> &functions);

} // namespace kiki
