// Interval arithmetic over the operators of a bit-vector term, in the signed
// reading, with 128-bit intermediates: a result outside the type means the
// operation may wrap around, and the rule gives the whole type.
#include "encode/SignedRange.h"

#include <algorithm>
#include <initializer_list>

namespace kiki {

using Wide = __int128;

namespace {

/// Terms larger than this are not walked: the named values of an unwinding
/// are small terms over names, and a large read is not arithmetic.
constexpr unsigned kMaxNodes = 2000;

struct WideRange {
  Wide lo, hi;
};

Wide minOf(unsigned width) { return -(Wide(1) << (width - 1)); }
Wide maxOf(unsigned width) { return (Wide(1) << (width - 1)) - 1; }
WideRange fullOf(unsigned width) { return {minOf(width), maxOf(width)}; }

bool fits(const WideRange &r, unsigned width) { return r.lo >= minOf(width) && r.hi <= maxOf(width); }

WideRange hull(std::initializer_list<Wide> values) {
  return {std::min(values), std::max(values)};
}

/// The exact `x op y` over operands in their ranges, in 128 bits (64-bit
/// operands cannot leave them).
WideRange exactResult(OverflowOp op, WideRange x, WideRange y) {
  switch (op) {
  case OverflowOp::Add: return {x.lo + y.lo, x.hi + y.hi};
  case OverflowOp::Sub: return {x.lo - y.hi, x.hi - y.lo};
  case OverflowOp::Mul: break;
  }
  return hull({x.lo * y.lo, x.lo * y.hi, x.hi * y.lo, x.hi * y.hi});
}

unsigned parameter(const z3::expr &e, unsigned i) {
  return static_cast<unsigned>(Z3_get_decl_int_parameter(e.ctx(), e.decl(), i));
}

} // namespace

class SignedRangeFinder {
public:
  explicit SignedRangeFinder(const RangeFacts &facts) : facts_(facts) {}

  /// The term's range; its whole type where nothing better is known.
  WideRange of(const z3::expr &e) {
    unsigned width = e.get_sort().bv_size();
    if (++visited_ > kMaxNodes)
      return fullOf(width);
    auto found = memo_.find(e.id());
    if (found != memo_.end())
      return found->second;
    std::optional<WideRange> r = compute(e, width);
    WideRange result = r && fits(*r, width) ? *r : fullOf(width);
    memo_.emplace(e.id(), result);
    return result;
  }

private:
  const RangeFacts &facts_;
  unsigned visited_ = 0;
  std::unordered_map<unsigned, WideRange> memo_;

  /// The values of e read as unsigned, where that reading is known.
  std::optional<WideRange> unsignedOf(const z3::expr &e) {
    WideRange r = of(e);
    if (r.lo >= 0)
      return r;
    unsigned width = e.get_sort().bv_size();
    if (r.hi < 0) // every value negative: each reads as itself plus 2^width
      return WideRange{r.lo + (Wide(1) << width), r.hi + (Wide(1) << width)};
    return WideRange{0, (Wide(1) << width) - 1};
  }

  std::optional<WideRange> compute(const z3::expr &e, unsigned width) {
    if (e.is_numeral())
      return numeral(e, width);
    if (!e.is_app())
      return std::nullopt;
    if (e.is_const()) {
      auto it = facts_.named_.find(e.id());
      if (it == facts_.named_.end())
        return std::nullopt;
      return WideRange{it->second.second.lo, it->second.second.hi};
    }
    switch (e.decl().decl_kind()) {
    case Z3_OP_SIGN_EXT:
      return of(e.arg(0));
    case Z3_OP_ZERO_EXT:
      return unsignedOf(e.arg(0));
    case Z3_OP_EXTRACT: { // the low bits of a value that fits them: the value
      if (e.arg(0).get_sort().bv_size() > 64)
        return std::nullopt; // the only operator whose operand may be wider
      WideRange r = of(e.arg(0));
      if (parameter(e, 1) == 0 && fits(r, width))
        return r;
      return std::nullopt;
    }
    case Z3_OP_CONCAT:
      return concatenation(e);
    case Z3_OP_ITE: {
      WideRange a = of(e.arg(1)), b = of(e.arg(2));
      return WideRange{std::min(a.lo, b.lo), std::max(a.hi, b.hi)};
    }
    case Z3_OP_BADD: {
      WideRange total{0, 0};
      for (unsigned i = 0; i < e.num_args(); ++i) {
        WideRange r = of(e.arg(i));
        total = {total.lo + r.lo, total.hi + r.hi};
        if (!fits(total, width))
          return std::nullopt;
      }
      return total;
    }
    case Z3_OP_BSUB: {
      WideRange a = of(e.arg(0)), b = of(e.arg(1));
      return WideRange{a.lo - b.hi, a.hi - b.lo};
    }
    case Z3_OP_BNEG: {
      WideRange a = of(e.arg(0));
      return WideRange{-a.hi, -a.lo};
    }
    case Z3_OP_BMUL: {
      WideRange total{1, 1};
      for (unsigned i = 0; i < e.num_args(); ++i) {
        WideRange r = of(e.arg(i));
        total = hull({total.lo * r.lo, total.lo * r.hi, total.hi * r.lo, total.hi * r.hi});
        if (!fits(total, width))
          return std::nullopt;
      }
      return total;
    }
    case Z3_OP_BSDIV: case Z3_OP_BSDIV_I: case Z3_OP_BUDIV: case Z3_OP_BUDIV_I:
    case Z3_OP_BUREM: case Z3_OP_BUREM_I: case Z3_OP_BSREM: case Z3_OP_BSREM_I:
      return quotientOrRemainder(e);
    case Z3_OP_BAND: case Z3_OP_BLSHR: case Z3_OP_BASHR:
      return bitOperation(e, width);
    default:
      return std::nullopt;
    }
  }

  /// Quotients and remainders, signed and unsigned.
  std::optional<WideRange> quotientOrRemainder(const z3::expr &e) {
    switch (e.decl().decl_kind()) {
    case Z3_OP_BSDIV:
    case Z3_OP_BSDIV_I:
      return signedQuotient(e);
    case Z3_OP_BUDIV:
    case Z3_OP_BUDIV_I: {
      auto a = unsignedOf(e.arg(0)), b = unsignedOf(e.arg(1));
      if (!a || !b || b->lo == 0) // x / 0 is all ones
        return std::nullopt;
      return WideRange{a->lo / b->hi, a->hi / b->lo};
    }
    case Z3_OP_BUREM:
    case Z3_OP_BUREM_I: { // at most the dividend (x urem 0 = x), and below the divisor
      auto a = unsignedOf(e.arg(0)), b = unsignedOf(e.arg(1));
      if (!a || !b)
        return std::nullopt;
      return WideRange{0, b->lo == 0 ? a->hi : std::min(a->hi, b->hi - 1)};
    }
    case Z3_OP_BSREM:
    case Z3_OP_BSREM_I: { // the dividend's sign, below the divisor in magnitude (x srem 0 = x)
      WideRange a = of(e.arg(0)), b = of(e.arg(1));
      auto magnitude = [](Wide v) { return v < 0 ? -v : v; };
      Wide bound = b.lo <= 0 && b.hi >= 0 ? std::max(magnitude(a.lo), magnitude(a.hi))
                                          : std::max(magnitude(b.lo), magnitude(b.hi)) - 1;
      return WideRange{a.lo < 0 ? std::max(a.lo, -bound) : 0, a.hi > 0 ? std::min(a.hi, bound) : 0};
    }
    default:
      return std::nullopt;
    }
  }

  /// Masks and shifts by a constant.
  std::optional<WideRange> bitOperation(const z3::expr &e, unsigned width) {
    switch (e.decl().decl_kind()) {
    case Z3_OP_BAND: { // non-negative where any operand is
      std::optional<Wide> hi;
      for (unsigned i = 0; i < e.num_args(); ++i)
        if (WideRange r = of(e.arg(i)); r.lo >= 0)
          hi = hi ? std::min(*hi, r.hi) : r.hi;
      if (!hi)
        return std::nullopt;
      return WideRange{0, *hi};
    }
    case Z3_OP_BLSHR: {
      if (!e.arg(1).is_numeral())
        return std::nullopt;
      uint64_t shift = e.arg(1).get_numeral_uint64();
      auto a = unsignedOf(e.arg(0));
      if (shift == 0 || shift >= width || !a)
        return shift >= width ? std::optional(WideRange{0, 0}) : a;
      return WideRange{a->lo >> shift, a->hi >> shift};
    }
    case Z3_OP_BASHR: {
      if (!e.arg(1).is_numeral())
        return std::nullopt;
      uint64_t shift = std::min<uint64_t>(e.arg(1).get_numeral_uint64(), width - 1);
      WideRange a = of(e.arg(0));
      return WideRange{a.lo >> shift, a.hi >> shift};
    }
    default:
      return std::nullopt;
    }
  }

  /// The high part read as signed, each lower one appended as unsigned. A
  /// run of one and the same bit at the top (the simplifier's form of a sign
  /// extension) is one part that is 0 or all ones.
  std::optional<WideRange> concatenation(const z3::expr &e) {
    unsigned first = 1;
    while (first < e.num_args() && e.arg(0).get_sort().bv_size() == 1 &&
           z3::eq(e.arg(first), e.arg(0)))
      ++first;
    if (first + 1 == e.num_args() && isSignBitOf(e.arg(0), e.arg(first), 8))
      return of(e.arg(first)); // a sign extension
    WideRange total = first > 1 ? WideRange{-1, 0} : of(e.arg(0));
    for (unsigned i = first; i < e.num_args(); ++i) {
      unsigned w = e.arg(i).get_sort().bv_size();
      auto low = unsignedOf(e.arg(i));
      if (!low || w > 64)
        return std::nullopt;
      total = {total.lo * (Wide(1) << w) + low->lo, total.hi * (Wide(1) << w) + low->hi};
    }
    return total;
  }

  /// Whether `bit` is the sign bit of `value` by its form: an extract of
  /// the top bit, or if-then-elses of them under the same conditions (the
  /// simplifier pushes the extract into the branches).
  static bool isSignBitOf(const z3::expr &bit, const z3::expr &value, unsigned depth) {
    unsigned top = value.get_sort().bv_size() - 1;
    if (bit.is_numeral() && value.is_numeral())
      return bit.get_numeral_uint64() == ((value.get_numeral_uint64() >> top) & 1);
    if (!bit.is_app() || depth == 0)
      return false;
    if (bit.decl().decl_kind() == Z3_OP_EXTRACT)
      return parameter(bit, 0) == top && parameter(bit, 1) == top && z3::eq(bit.arg(0), value);
    if (bit.decl().decl_kind() == Z3_OP_ITE && value.is_app() &&
        value.decl().decl_kind() == Z3_OP_ITE && z3::eq(bit.arg(0), value.arg(0)))
      return isSignBitOf(bit.arg(1), value.arg(1), depth - 1) &&
             isSignBitOf(bit.arg(2), value.arg(2), depth - 1);
    return false;
  }

  static std::optional<WideRange> numeral(const z3::expr &e, unsigned width) {
    if (width > 64)
      return std::nullopt;
    uint64_t bits = e.get_numeral_uint64();
    Wide value = bits;
    if (width < 64 ? (bits >> (width - 1)) & 1 : (bits >> 63) & 1)
      value -= Wide(1) << width;
    return WideRange{value, value};
  }

  /// a sdiv b, rounding towards zero; monotone in a for a divisor of one
  /// sign, so the corners bound it. A divisor range that holds 0 gives
  /// nothing (x sdiv 0 is -1 or 1).
  std::optional<WideRange> signedQuotient(const z3::expr &e) {
    WideRange a = of(e.arg(0)), b = of(e.arg(1));
    if (b.lo <= 0 && b.hi >= 0)
      return std::nullopt;
    auto quotient = [](Wide x, Wide y) { return x / y; }; // C++ rounds towards zero too
    return hull({quotient(a.lo, b.lo), quotient(a.lo, b.hi), quotient(a.hi, b.lo),
                 quotient(a.hi, b.hi)});
  }
};

std::optional<SignedRange> RangeFacts::of(const z3::expr &term) const {
  if (!term.is_bv() || term.get_sort().bv_size() > 64)
    return std::nullopt;
  unsigned width = term.get_sort().bv_size();
  WideRange r = SignedRangeFinder(*this).of(term);
  if (r.lo == minOf(width) && r.hi == maxOf(width))
    return std::nullopt;
  return SignedRange{static_cast<int64_t>(r.lo), static_cast<int64_t>(r.hi)};
}

void RangeFacts::record(const z3::expr &name, SignedRange range) {
  named_.insert_or_assign(name.id(), std::make_pair(name, range));
}

bool RangeFacts::cannotOverflow(OverflowOp op, const z3::expr &a, const z3::expr &b,
                                bool isSigned) const {
  if (!a.is_bv() || a.get_sort().bv_size() > 64)
    return false;
  unsigned width = a.get_sort().bv_size();
  SignedRangeFinder finder(*this);
  WideRange x = finder.of(a), y = finder.of(b);
  if (!isSigned) { // only where both read the same unsigned
    if (x.lo < 0 || y.lo < 0)
      return false;
  }
  WideRange r = exactResult(op, x, y);
  if (isSigned)
    return fits(r, width);
  return r.lo >= 0 && r.hi <= (Wide(1) << width) - 1;
}

std::optional<SignedRange> exactRange(OverflowOp op, SignedRange x, SignedRange y) {
  WideRange r = exactResult(op, {x.lo, x.hi}, {y.lo, y.hi});
  if (!fits(r, 64))
    return std::nullopt;
  return SignedRange{static_cast<int64_t>(r.lo), static_cast<int64_t>(r.hi)};
}

} // namespace kiki
