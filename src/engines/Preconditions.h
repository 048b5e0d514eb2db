// Preconditions of functions (--preconditions, seed 000): each function
// reachable from the entry is encoded as an entry of its own, its
// parameters free, and the values its parameters take in the executions
// that pass all checks (necessary precondition) or that fail one
// (--sufficient: the complement) are bounded in 2LS's template rows by
// solver queries. With --context-sensitive, the values the callers need of a
// function's result come first, from the program entry's encoding.
//
// The encodings over-approximate the executions (loops and recursion beyond
// the unwound part continue in an arbitrary state), and each bound is an
// over-approximation of the true hull, so a printed necessary precondition
// holds for every input with a passing execution. A sufficient precondition
// needs every failing execution in the formula: only functions whose loops
// and recursion are unwound completely get one.
#pragma once
#include "model/ProgramModel.h"
#include "options/Config.h"
#include "results/Precondition.h"
#include "results/Property.h"

#include <vector>

namespace kiki {

/// One entry per function reachable from the entry, in the module's order.
std::vector<FunctionPrecondition> computePreconditions(ProgramModel &model,
                                                       const PropertyTable &checks,
                                                       const Config &config);

} // namespace kiki
