// The hull of a function's inputs over the executions that satisfy a
// condition, in 2LS's template rows: for an integer its least and greatest
// value (rows `x <= hi` and `-x <= -lo`), for a pointer whether it may be
// NULL and whether it may be another address. Each bound is found by
// bisection with solver queries; a query the solver gives up on leaves the
// bound where the type puts it, so the hull is always an over-approximation.
#pragma once
#include "solver/Solver.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace kiki {

/// A value the rows name: a parameter, or a function's result.
struct HullInput {
  std::string name;
  z3::expr term;
  bool pointer;
  bool isSigned;
};

/// One input's values: integers as unsigned keys (a signed value with its
/// sign bit flipped, so the keys keep the order of the values).
struct ValueRange {
  uint64_t lo = 0, hi = 0;
  bool null = false, nonNull = false;
  bool operator==(const ValueRange &o) const {
    return lo == o.lo && hi == o.hi && null == o.null && nonNull == o.nonNull;
  }
  bool operator!=(const ValueRange &o) const { return !(*this == o); }
  /// The smallest range holding both.
  ValueRange join(const ValueRange &o) const;
};

class InputHull {
public:
  InputHull(Solver &solver, z3::expr nullPointer)
      : solver_(solver), null_(std::move(nullPointer)) {}

  /// The ranges of `inputs` over the executions that satisfy `condition`;
  /// nullopt when none does.
  std::optional<std::vector<ValueRange>> of(const std::vector<HullInput> &inputs,
                                           const z3::expr &condition);
  /// "`input` lies in `range`".
  z3::expr within(const HullInput &input, const ValueRange &range) const;
  /// The rows of `range`: `x <= 9 && -x <= 0`, `x == NULL`, `!(x == NULL)`.
  static std::string rows(const HullInput &input, const ValueRange &range);
  /// Whether a query was given up on (its bound is the type's).
  bool gaveUp() const { return gaveUp_; }

private:
  Solver &solver_;
  z3::expr null_;
  bool gaveUp_ = false;

  z3::expr key(const HullInput &input) const;
  std::optional<uint64_t> greatest(const z3::expr &literal, const z3::expr &key);
  bool possible(const z3::expr &literal, const z3::expr &fact);
  uint64_t keyValue(const z3::expr &key);
};

} // namespace kiki
