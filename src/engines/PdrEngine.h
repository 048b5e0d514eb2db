// Property-directed reachability (seed 001) as an engine of its own: the
// entry function, its calls inlined, becomes Horn clauses with one unknown
// invariant per loop head (encode/HornClauses), and Z3's Spacer solves them.
// The clauses over-approximate the program, so this engine only proves:
// a property it cannot prove stays UNKNOWN for the other engines.
#pragma once
#include "model/ProgramModel.h"
#include "options/Config.h"
#include "results/AnalysisResult.h"
#include "results/Property.h"

#include <iosfwd>

namespace kiki {

/// Runs PDR on the open properties of `model` until each is proved, its
/// clauses have a counterexample, its budget ends, or a stop.
AnalysisResult runPdr(ProgramModel &model, const PropertyTable &properties,
                      const Config &config, std::ostream &progress);

} // namespace kiki
