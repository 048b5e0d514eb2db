// Counterexample traces in the style of the chapter's Fig. 4.
#pragma once
#include "encode/Unwinder.h"
#include "ir/CTypes.h"
#include "results/Property.h"
#include "results/Counterexample.h"
#include <string>
#include <vector>

namespace kiki {

/// The assignments on the path of `model`, grouped by source location,
/// followed by the violated property. Pointers into the `objects` print in
/// source terms (`&buf[2]`, `malloc@line 9 + 8`).
Counterexample computeTrace(const z3::model &model, const TraceBlock &root,
                            const std::vector<ObjectLabel> &objects, const Property &violated,
                            unsigned violatedIndex);
/// The text of computeTrace's steps.
std::string renderTrace(const z3::model &model, const TraceBlock &root,
                        const std::vector<ObjectLabel> &objects,
                        const Property &violated, unsigned violatedIndex);

/// A value in C notation: 1000u, -3, NULL, 0.5, 98 ('b'), &x, ...
/// Without labels, pointers other than NULL print as numbers.
std::string formatValue(const z3::model &model, const z3::expr &value,
                        llvm::Type *type, bool isUnsigned, bool isChar = false,
                        const std::vector<ObjectLabel> &objects = {});

} // namespace kiki
