// The heap template while HeapTemplate::build lays it out, and the reading
// of its states (HeapStates.cpp): internal to encode/templates/.
#pragma once
#include "encode/templates/HeapTemplate.h"

#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace kiki {

/// A pointer held in memory: a variable that lives there ("list") or a
/// field of an object from before the loop ("sll->next").
struct PointerCell {
  std::string name;
  z3::expr address;
  llvm::Type *type;
};

/// A heap template while HeapTemplate::build makes it: what its states hold
/// and at which positions (see heapPointerRows for the order).
struct HeapLayout {
  std::vector<size_t> pointerPhis{}, integerPhis{}; // header phis, by index
  bool forgets = false; // the arbitrary start forgets memory: field rows
  std::vector<HeapField> fields{};
  std::vector<std::pair<unsigned, size_t>> fieldRows{}; // (site, field)
  std::vector<PointerCell> cells{};
  bool sized = false;      // a pointer's terms include its object's size
  size_t pointerTerms = 0; // the terms of one pointer
  size_t next = 0;         // the next free position
  std::vector<std::pair<size_t, TemplateVar>> related{}; // integers fields relate to
  std::vector<z3::expr> outerTerms{}; // of the related values from before the loop
  size_t firstMember = 0;             // the membership bit of site 1
  std::vector<size_t> fieldAt{};
  bool shapes = false; // with shape rows and the second object they need
  size_t firstObject = 0, secondObject = 0, secondMember = 0;
  std::vector<size_t> secondFieldAt{};
};

// HeapStates.cpp: the states of the heap template.
/// The state at a memory, loop-back values, an object's base address, the
/// shape rows' second object's and the index at which array fields are
/// read (pointer width; clamped to the array, so that any index gives an
/// element).
using HeapStateAt =
    std::function<TemplateState(const MemState &mem, const std::vector<Sym> &phis,
                                const z3::expr &base, const z3::expr &second,
                                const z3::expr &index)>;
/// The state function of `layout` (it lives as long as the memory model).
HeapStateAt heapStateAt(LoopView &view, const HeapLayout &layout);
/// The site's start states at other objects than the arbitrary one:
/// startAt, pairAt (with shape rows) and, with field rows, moreStarts.
void addHeapStartAt(LoopView &view, HeapSite &site, const HeapStateAt &stateAt,
                    const Incoming &start, const z3::expr &arbitraryBase,
                    const z3::expr &arbitraryIndex, const HeapLayout &layout);

} // namespace kiki
