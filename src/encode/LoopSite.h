// What the unwinder hands the invariant inference for a loop instance: the
// template variables, the arbitrary start and, where the loop needs them,
// its array segments and its heap template (domains/SegmentDomain,
// domains/HeapDomain).
#pragma once
#include "domains/HeapDomain.h"
#include "domains/Template.h"
#include "encode/MemoryModel.h"
#include "encode/TraceRecords.h"

#include <llvm/Analysis/LoopInfo.h>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace kiki {

struct LoopInstance; // encode/Unwinder.h

/// An array segment a loop fills or reads through an index that moves by
/// one in each iteration (a[i + c]): its elements between the index's value
/// at entry and its current value (domains/SegmentDomain). The template
/// state is (k is in the segment, a[k], partners...) for one arbitrary index
/// k; the partners are values a[k] is compared with (b[k], k, the loop's
/// scalar template variables).
struct SegmentSite {
  std::string text;          // "a[k] for i@entry <= k < i"
  TemplateVar element;       // "a[k]"
  LoopTransition transition; // the states of the arbitrary k
  MemState startMem;         // the memory at the arbitrary start
  /// For an address read from `startMem`: whether it lies in the array, and
  /// the start state of the element holding it (an instance of the
  /// universal invariant); nullopt for an address that is not an element's
  /// first byte (the instance at the first byte covers the element).
  std::function<std::optional<std::pair<z3::expr, TemplateState>>(const z3::expr &ptr)> startAt;
  std::vector<TemplateVar> partners{}; // in the state's order, after a[k]
  std::string indexName{};             // i, which is no partner of its own
  /// The scalar template variables a[k] is related to (encode/templates/
  /// SegmentTemplate: what its values are computed from or flow into).
  std::set<std::string> relatedNames{};
  /// The loop only reads the array: the segment says nothing without a
  /// partner (its elements are what they were before the loop).
  bool readOnly = false;
  /// The memory after the loop when it writes none: the entry's, not a
  /// variable of the loop. Reads from it get instances too (the loop's
  /// start memory equals it on every object).
  std::optional<MemState> keptMem{};
};

/// The heap template of a loop instance (domains/HeapDomain): points-to
/// rows of its pointer loop-back variables and, when the loop writes memory
/// it cannot name, rows over the fields of the objects of each allocation
/// site, stated for one arbitrary object.
struct HeapSite {
  std::vector<HeapDomain::PointerRow> pointers;
  std::vector<HeapDomain::ValueRow> values;
  LoopTransition transition; // moreStarts: the instances at the objects read
  MemState startMem;         // the memory at the arbitrary start
  /// For an address read from `startMem`: the id of its base pointer (the
  /// address without its constant offset; the term lives as long as this
  /// function) and the start state with that base in the place of the
  /// arbitrary object's.
  std::function<std::pair<unsigned, TemplateState>(const z3::expr &ptr)> startAt;
  std::vector<HeapDomain::ShapeRow> shapes{};
  /// With shape rows: the start state at the objects two addresses read
  /// from `startMem` lie in (first and second object of an Unshared row).
  std::function<TemplateState(const z3::expr &first, const z3::expr &second)> pairAt{};
};

/// A heap allocation instruction: every object it makes has its number.
struct HeapAllocationSite {
  const llvm::Instruction *at;
  std::string text;             // "malloc@line 9"
  std::optional<uint64_t> size; // bytes, when constant
};

/// A loop instance whose invariant can be inferred (kIkI): the template
/// variables, the arbitrary start and the first iteration's back edges.
struct LoopSite {
  const llvm::Loop *loop;
  const llvm::Function *function;
  unsigned line;
  std::vector<TemplateVar> vars;
  LoopTransition transition;
  TraceBlockPtr headTrace; // the trace of the first iteration
  /// The input values the first iteration makes (LoopInstance::firstInputs).
  std::vector<z3::expr> inputs{};
  std::vector<SegmentSite> segments{};
  std::optional<HeapSite> heap{};
  /// The first iteration's head is reached from the program's real start
  /// (not arbitrarily): transition.head holds the values on loop entry.
  std::optional<z3::expr> entryGuard{};
  /// The unwound instance: its `enclosing` chain says in whose iterations
  /// it lies (engines/LoopInference infers a nest's loops together).
  const LoopInstance *instance = nullptr;
  /// --sympath (domains/PathDomain): `transition` with one bit per branch
  /// of the loop's body appended to every state, free at the start and the
  /// branch's outcome in the first iteration at its back edges; and the
  /// branches as the invariant names them.
  struct Paths {
    LoopTransition transition;
    std::vector<std::string> branches;
  };
  std::optional<Paths> paths{};
};

} // namespace kiki
