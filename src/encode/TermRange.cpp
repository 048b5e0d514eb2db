// Interval arithmetic over the operators of a bit-vector term. Every rule
// returns a superset of the values the operator can produce from operands
// in the given intervals, with wrap-around treated as "any value".
#include "encode/TermRange.h"

#include <unordered_map>

namespace kiki {

namespace {

/// Terms larger than this are not looked at: the ranges are wanted for
/// lengths of memset/memcpy, which are small expressions.
constexpr unsigned kMaxNodes = 2000;

class RangeFinder {
public:
  std::optional<UnsignedRange> of(const z3::expr &e) {
    if (++visited_ > kMaxNodes || !e.is_bv() || e.get_sort().bv_size() > 64)
      return std::nullopt;
    auto found = memo_.find(e.id());
    if (found != memo_.end())
      return found->second;
    std::optional<UnsignedRange> r = compute(e);
    if (r && r->hi >= maxOf(e))
      r = std::nullopt; // no better than the type
    memo_.emplace(e.id(), r);
    return r;
  }

private:
  unsigned visited_ = 0;
  std::unordered_map<unsigned, std::optional<UnsignedRange>> memo_;

  static uint64_t maxOf(unsigned width) { return width >= 64 ? ~0ull : (1ull << width) - 1; }
  static uint64_t maxOf(const z3::expr &e) { return maxOf(e.get_sort().bv_size()); }

  /// The operand's range, or its whole type.
  UnsignedRange full(const z3::expr &e) {
    if (auto r = of(e))
      return *r;
    return {0, maxOf(e)};
  }

  std::optional<UnsignedRange> compute(const z3::expr &e) {
    if (e.is_numeral()) {
      uint64_t v = e.get_numeral_uint64();
      return UnsignedRange{v, v};
    }
    if (!e.is_app())
      return std::nullopt;
    unsigned width = e.get_sort().bv_size();
    switch (e.decl().decl_kind()) {
    case Z3_OP_ZERO_EXT:
      return full(e.arg(0));
    case Z3_OP_SIGN_EXT: { // the same values while the sign bit is clear
      UnsignedRange r = full(e.arg(0));
      return r.hi <= maxOf(e.arg(0).get_sort().bv_size() - 1) ? std::optional(r) : std::nullopt;
    }
    case Z3_OP_EXTRACT: { // bits hi..lo of a value below 2^(hi+1): a shift
      unsigned hi = Z3_get_decl_int_parameter(e.ctx(), e.decl(), 0);
      unsigned lo = Z3_get_decl_int_parameter(e.ctx(), e.decl(), 1);
      UnsignedRange r = full(e.arg(0));
      if (r.hi > maxOf(hi + 1))
        return std::nullopt;
      return UnsignedRange{r.lo >> lo, r.hi >> lo};
    }
    case Z3_OP_CONCAT: { // monotone in each part: high * 2^width(low) + low
      UnsignedRange total{0, 0};
      for (unsigned i = 0; i < e.num_args(); ++i) {
        unsigned w = e.arg(i).get_sort().bv_size();
        UnsignedRange r = full(e.arg(i));
        total = {(total.lo << w) | r.lo, (total.hi << w) | r.hi};
      }
      return total;
    }
    case Z3_OP_ITE: {
      UnsignedRange a = full(e.arg(1)), b = full(e.arg(2));
      return UnsignedRange{std::min(a.lo, b.lo), std::max(a.hi, b.hi)};
    }
    case Z3_OP_BADD:
      return combine(e, width, false);
    case Z3_OP_BMUL:
      return combine(e, width, true);
    case Z3_OP_BUDIV:
    case Z3_OP_BUDIV_I: {
      UnsignedRange a = full(e.arg(0)), b = full(e.arg(1));
      if (b.lo == 0) // division by zero gives all ones
        return std::nullopt;
      return UnsignedRange{a.lo / b.hi, a.hi / b.lo};
    }
    case Z3_OP_BUREM:
    case Z3_OP_BUREM_I: { // at most the dividend (x urem 0 = x), and below the divisor
      UnsignedRange a = full(e.arg(0)), b = full(e.arg(1));
      uint64_t hi = b.lo == 0 ? a.hi : std::min(a.hi, b.hi - 1);
      return UnsignedRange{0, hi};
    }
    case Z3_OP_BAND: {
      uint64_t hi = maxOf(width);
      for (unsigned i = 0; i < e.num_args(); ++i)
        hi = std::min(hi, full(e.arg(i)).hi);
      return UnsignedRange{0, hi};
    }
    case Z3_OP_BLSHR: {
      if (!e.arg(1).is_numeral())
        return std::nullopt;
      uint64_t shift = e.arg(1).get_numeral_uint64();
      if (shift >= width)
        return UnsignedRange{0, 0};
      UnsignedRange a = full(e.arg(0));
      return UnsignedRange{a.lo >> shift, a.hi >> shift};
    }
    default:
      return std::nullopt;
    }
  }

  /// A sum or a product of the operands, without wrap-around.
  std::optional<UnsignedRange> combine(const z3::expr &e, unsigned width, bool multiply) {
    UnsignedRange total{multiply ? 1u : 0u, multiply ? 1u : 0u};
    for (unsigned i = 0; i < e.num_args(); ++i) {
      UnsignedRange r = full(e.arg(i));
      bool wraps = multiply ? __builtin_mul_overflow(total.hi, r.hi, &total.hi)
                            : __builtin_add_overflow(total.hi, r.hi, &total.hi);
      if (wraps || total.hi > maxOf(width))
        return std::nullopt;
      total.lo = multiply ? total.lo * r.lo : total.lo + r.lo;
    }
    return total;
  }
};

} // namespace

std::optional<UnsignedRange> unsignedRange(const z3::expr &term) {
  return RangeFinder().of(term);
}

} // namespace kiki
