// Summaries of recursive functions (seed 000, section on summaries): each
// function that touches no memory (model/SummaryCandidates) is encoded once
// from its own entry, its parameters arbitrary and its recursive calls not
// inlined, and gets the strongest relation between parameters and result
// in its template (intervals of the result, differences with each integer
// parameter) that its returns satisfy when every recursive call returns
// within it: Kleene iteration with widening, whose last round shows the
// relation inductive. Its own checks are proved in the same encoding, for
// every call from any context. The kIkI engine then lets the recursive
// calls it has not inlined return under the summary in the induction step
// (Unwinder::setSummaries), so that recursion deeper than the unwinding no
// longer blocks proofs.
#pragma once
#include "encode/FunctionSummary.h"
#include "model/ProgramModel.h"
#include "options/Config.h"
#include "solver/Solver.h"
#include "results/Property.h"

#include <ostream>
#include <string>
#include <vector>

namespace kiki {

struct SummaryOutcome {
  std::vector<FunctionSummary> summaries;
  /// Properties of the summarised functions, proved for every call.
  std::vector<unsigned> provedChecks;
  /// Per summary: `[gcd]: gcd#return_value <= 1 (2 checks proved)`.
  std::vector<std::string> lines;
};

/// The summaries of `candidates` (model/SummaryCandidates.h) that can be
/// proved.
SummaryOutcome inferFunctionSummaries(ProgramModel &model, const PropertyTable &checks,
                                      const Config &config,
                                      const std::vector<const llvm::Function *> &candidates,
                                      std::ostream *queryLog = nullptr);

/// A call: its reach literal and its arguments.
using CallSite = std::pair<z3::expr, std::vector<Sym>>;

/// Interval rows over `f`'s integer parameters that the arguments of every
/// call in `calls` satisfy in the executions `assumptions` allow on
/// `solver` (the kIkI engine's induction step, which covers every
/// execution): Kleene iteration over the calls' arguments with widening.
/// nullopt when no row is left or no call can happen.
std::optional<FunctionSummary> callingContext(Solver &solver, const llvm::Function &f,
                                             const std::vector<CallSite> &calls,
                                             const std::vector<z3::expr> &assumptions);

/// The summary of `context`'s function for calls whose arguments satisfy
/// it, and the context widened until the recursive calls' arguments do too
/// (then every call of the function does, once the calls from outside it
/// do); nullopt when none is found.
std::optional<std::pair<FunctionSummary, FunctionSummary>>
summaryInContext(ProgramModel &model, const PropertyTable &checks, const Config &config,
                 FunctionSummary context, std::ostream *queryLog = nullptr);

/// `[gcd]: -gcd#return_value <= -1 in calls with -y1 <= -1 && -y2 <= -1`.
std::string contextSummaryLine(const FunctionSummary &summary, const FunctionSummary &context);

} // namespace kiki
