// Counterexample traces in the style of the chapter's Fig. 4.
#pragma once
#include "encode/Unwinder.h"
#include "instrument/Properties.h"
#include <string>

namespace kiki {

/// The assignments on the path of `model`, grouped by source location,
/// followed by the violated property.
std::string renderTrace(const z3::model &model, const TraceBlock &root,
                        const Property &violated, unsigned violatedIndex);

/// A value in C notation: 1000u, -3, NULL, 0.5, ...
std::string formatValue(const z3::model &model, const z3::expr &value,
                        llvm::Type *type, bool isUnsigned);

} // namespace kiki
