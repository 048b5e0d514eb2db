// The scalar template of a loop instance for kIkI's invariant inference
// (the template variables of makeDomain's domains): its integer loop-back
// variables (header phis), the integer variables in memory it uses, the
// count of live heap objects and, for relational domains, the integer
// values from before the loop that the loop reads (a bound n in
// `while (i < n)`). Each is read at the arbitrary start, at the first
// iteration's head and at its back edges.
#pragma once
#include "domains/Template.h"
#include "encode/LoopSite.h"
#include "encode/LoopView.h"
#include "encode/Sym.h"

#include <optional>

namespace kiki {

class SourceInfo;

/// At most this many integer variables in memory, and as many array stores
/// (SegmentTemplate.cpp), per loop: each costs time in the inference.
constexpr size_t kMaxMemoryCells = 6;

/// Each of these appends template variables to `site`, whose transition
/// holds the arbitrary start's guard and one latch (with its guard) per
/// back edge of the first iteration, and their terms to each state.
/// Unwinder::loopSite calls them in this order, with the segments and the
/// heap template (SegmentTemplate.h, HeapTemplate.h) before the last.
/// The integer (and floating-point) header phis.
void addLoopVariables(LoopView &view, LoopSite &site);
/// Integer variables that live in memory and that the loop uses.
void addMemoryCells(LoopView &view, LoopSite &site);
/// The live heap objects relative to the loop's entry (--memory-leak-check).
void addHeapCount(LoopView &view, LoopSite &site);
/// Values from before the loop that it reads: the same term in every state.
void addOuterValues(LoopView &view, LoopSite &site);
/// --sympath, after all the others: LoopSite::paths over at most
/// kMaxPathBranches conditional branches of the loop's own body that stay
/// in the loop (not those of inner loops, nor its exits).
constexpr size_t kMaxPathBranches = 3;
void addPathBits(LoopView &view, LoopSite &site);

/// The template variable of an integer or floating-point value, named after
/// its C variable (nullopt for other types and integers over 64 bits).
std::optional<TemplateVar> templateVar(const SourceInfo &source, const llvm::Value &v,
                                       bool loopBack);
/// The term of a template variable's value: a bit-vector (a Bool as one
/// bit, a float as its order key).
z3::expr templateTerm(z3::context &ctx, const Sym &value);

} // namespace kiki
