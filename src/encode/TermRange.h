// Unsigned value ranges of bit-vector terms, read off their structure.
#pragma once

#include <z3++.h>

#include <cstdint>
#include <optional>

namespace kiki {

/// The closed interval [lo, hi] of unsigned values a term can take.
struct UnsignedRange {
  uint64_t lo = 0;
  uint64_t hi = 0;
};

/// An interval that contains every value of the bit-vector term `term` (of
/// at most 64 bits) under any assignment of its constants, found from its
/// operators alone (zero extension, constant division, masks, ...); no
/// solver call. nullopt: nothing better than the whole type, or the term is
/// too large to look at. Used where a tighter bound turns a symbolic length
/// into a bounded number of byte operations.
std::optional<UnsignedRange> unsignedRange(const z3::expr &term);

} // namespace kiki
