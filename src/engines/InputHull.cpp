#include "engines/InputHull.h"
#include "util/Text.h"

#include <algorithm>

namespace kiki {

namespace {

uint64_t topKey(unsigned bits) { return bits >= 64 ? ~0ull : (1ull << bits) - 1; }

/// The value a key stands for, as a mathematical integer.
__int128 valueOfKey(uint64_t key, unsigned bits, bool isSigned) {
  if (!isSigned)
    return key;
  uint64_t signBit = 1ull << (bits - 1);
  uint64_t raw = key ^ signBit;
  if (raw & signBit)
    return static_cast<__int128>(raw) - (static_cast<__int128>(1) << bits);
  return raw;
}

} // namespace

ValueRange ValueRange::join(const ValueRange &o) const {
  return {std::min(lo, o.lo), std::max(hi, o.hi), null || o.null, nonNull || o.nonNull};
}

z3::expr InputHull::key(const HullInput &input) const {
  if (!input.isSigned)
    return input.term;
  unsigned bits = input.term.get_sort().bv_size();
  return input.term ^ input.term.ctx().bv_val(static_cast<uint64_t>(1ull << (bits - 1)), bits);
}

uint64_t InputHull::keyValue(const z3::expr &key) {
  return solver_.model().eval(key, true).get_numeral_uint64();
}

/// Bisection between a value some execution has and the type's greatest.
std::optional<uint64_t> InputHull::greatest(const z3::expr &literal, const z3::expr &key) {
  uint64_t hi = topKey(key.get_sort().bv_size());
  SatResult first = solver_.check({literal});
  if (first == SatResult::Unsat)
    return std::nullopt;
  if (first == SatResult::Unknown) {
    gaveUp_ = true;
    return hi;
  }
  uint64_t lo = keyValue(key);
  while (lo < hi) {
    uint64_t mid = lo + (hi - lo) / 2 + 1;
    z3::expr atLeast = z3::uge(key, key.ctx().bv_val(mid, key.get_sort().bv_size()));
    SatResult r = solver_.check({literal, solver_.literalFor(atLeast, "hull.at_least")});
    if (r == SatResult::Sat) {
      lo = keyValue(key);
    } else if (r == SatResult::Unsat) {
      hi = mid - 1;
    } else {
      gaveUp_ = true;
      return hi;
    }
  }
  return lo;
}

bool InputHull::possible(const z3::expr &literal, const z3::expr &fact) {
  SatResult r = solver_.check({literal, solver_.literalFor(fact, "hull.case")});
  if (r == SatResult::Unknown)
    gaveUp_ = true;
  return r != SatResult::Unsat;
}

std::optional<std::vector<ValueRange>> InputHull::of(const std::vector<HullInput> &inputs,
                                                    const z3::expr &condition) {
  z3::expr literal = solver_.literalFor(condition, "hull.condition");
  SatResult feasible = solver_.check({literal});
  if (feasible == SatResult::Unsat)
    return std::nullopt;
  if (feasible == SatResult::Unknown)
    gaveUp_ = true;
  std::vector<ValueRange> ranges;
  for (const auto &input : inputs) {
    ValueRange range;
    if (input.pointer) {
      range.null = possible(literal, input.term == null_);
      range.nonNull = possible(literal, input.term != null_);
    } else {
      z3::expr k = key(input);
      unsigned bits = k.get_sort().bv_size();
      range.hi = greatest(literal, k).value_or(0);
      range.lo = topKey(bits) - greatest(literal, ~k).value_or(topKey(bits));
    }
    ranges.push_back(range);
  }
  return ranges;
}

z3::expr InputHull::within(const HullInput &input, const ValueRange &range) const {
  z3::context &ctx = input.term.ctx();
  if (input.pointer) {
    z3::expr in = ctx.bool_val(true);
    if (!range.null)
      in = in && input.term != null_;
    if (!range.nonNull)
      in = in && input.term == null_;
    return in;
  }
  z3::expr k = key(input);
  unsigned bits = k.get_sort().bv_size();
  return z3::uge(k, ctx.bv_val(range.lo, bits)) && z3::ule(k, ctx.bv_val(range.hi, bits));
}

std::string InputHull::rows(const HullInput &input, const ValueRange &range) {
  if (input.pointer) {
    if (range.null && !range.nonNull)
      return input.name + " == NULL";
    if (range.nonNull && !range.null)
      return "!(" + input.name + " == NULL)";
    return "";
  }
  unsigned bits = input.term.get_sort().bv_size();
  __int128 lo = valueOfKey(range.lo, bits, input.isSigned);
  __int128 hi = valueOfKey(range.hi, bits, input.isSigned);
  return input.name + " <= " + decimalText(hi) + " && -" + input.name + " <= " + decimalText(-lo);
}

} // namespace kiki
