// Signed value ranges of bit-vector terms, read off their structure and the
// ranges already known for named constants (a loop variable's value at an
// iteration's head). Plain bounded model checking unwinds a digit loop
// `v = v * 10 + d` into a chain of 64-bit products: the SAT search cannot
// bound the chain (the bounded queries of a 19-digit loop stalled from the
// 8th iteration on), interval arithmetic bounds it at once.
#pragma once

#include "encode/OverflowFlags.h"

#include <z3++.h>

#include <cstdint>
#include <optional>
#include <unordered_map>

namespace kiki {

/// The closed interval [lo, hi] of signed values a term can take.
struct SignedRange {
  int64_t lo = 0;
  int64_t hi = 0;
};

/// What the ranges decided in an encoding (for --stats).
struct RangeCounts {
  unsigned long overflowChecks = 0;
  unsigned long narrowedOperations = 0;
};

/// Ranges of named constants, and the ranges of terms over them. Each rule
/// returns a superset of the values the operator can produce from operands
/// in their ranges; an operation that may wrap around gives the whole type.
class RangeFacts {
public:
  /// Every value of `term` (a bit-vector of at most 64 bits) lies in the
  /// interval, under any assignment that satisfies the recorded facts;
  /// nullopt: nothing better than the whole type is known.
  std::optional<SignedRange> of(const z3::expr &term) const;

  /// Records that `name` (a constant) lies in `range`. The caller makes the
  /// fact hold: `name` is defined as a term whose range this is.
  void record(const z3::expr &name, SignedRange range);

  /// Whether `a op b` cannot leave its type (signed or unsigned), by the
  /// operands' ranges.
  bool cannotOverflow(OverflowOp op, const z3::expr &a, const z3::expr &b, bool isSigned) const;

private:
  std::unordered_map<unsigned, std::pair<z3::expr, SignedRange>> named_;
  friend class SignedRangeFinder;
};

/// The values of the exact (unbounded) `x op y` for x and y in their
/// ranges; nullopt where they leave 64-bit signed values.
std::optional<SignedRange> exactRange(OverflowOp op, SignedRange x, SignedRange y);

} // namespace kiki
