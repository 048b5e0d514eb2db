// Element indices and byte positions of offsets into arrays of elements of
// `size` bytes (offsets counted in bytes from the array's start).
#pragma once
#include <z3++.h>
#include <cstdint>
#include <optional>

namespace kiki {

/// `offset` / `size` where the term is a sum of multiples of `size`.
std::optional<z3::expr> dividedByShape(const z3::expr &offset, uint64_t size);
/// The index of the element that starts at byte `offset` (a simplified term).
z3::expr elementOf(const z3::expr &offset, uint64_t size);
/// The byte of an element that `offset` lies at.
z3::expr withinElement(const z3::expr &offset, uint64_t size);
bool isNonZeroNumeral(const z3::expr &e);
/// `offset` as rest + size * index + a byte within the element: the
/// addends of a sum that are multiples of `size`, and numerals, make the
/// index (n->elems[i] read at a cursor's offset B: B + 4 * i + 1 gives rest
/// B, index i); nullopt without such an addend.
struct ElementSplit {
  z3::expr rest;
  z3::expr index;
};
std::optional<ElementSplit> splitByElement(const z3::expr &offset, uint64_t size);
/// `offset` modulo `size` where the term's shape shows it.
std::optional<uint64_t> residue(const z3::expr &offset, uint64_t size);

} // namespace kiki
