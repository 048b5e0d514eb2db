// Element indices and byte positions of offsets into arrays of elements of
// one size, read off the offset term's shape where it shows them. The
// array segments (encode/templates/SegmentTemplate) use them to find the
// element a pointer reads.
#include "encode/templates/ElementOffsets.h"

#include <llvm/Support/MathExtras.h>
#include <vector>

namespace kiki {
namespace {

/// A numeral offset read as signed (offsets are small, a negative one
/// wraps around); nullopt for any other term.
std::optional<int64_t> signedNumeral(const z3::expr &offset) {
  uint64_t value = 0;
  if (!offset.is_numeral_u64(value))
    return std::nullopt;
  unsigned bits = offset.get_sort().bv_size();
  return bits < 64 && (value >> (bits - 1)) ? int64_t(value - (uint64_t(1) << bits))
                                            : int64_t(value);
}

} // namespace

/// `offset` / `size` read off the term's shape where it is a sum of
/// multiples of `size` (12 * i + 24): the index without a multiplier
/// circuit. Each term is divided exactly, so the quotient times `size` is
/// `offset` (modulo 2^bits) and the instance is the element's at `offset`.
std::optional<z3::expr> dividedByShape(const z3::expr &offset, uint64_t size) {
  unsigned bits = offset.get_sort().bv_size();
  if (auto numeral = signedNumeral(offset)) {
    if (*numeral % int64_t(size) != 0)
      return std::nullopt;
    return offset.ctx().bv_val(static_cast<uint64_t>(*numeral / int64_t(size)), bits);
  }
  if (!offset.is_app() || size >= (uint64_t(1) << 32))
    return std::nullopt;
  Z3_decl_kind kind = offset.decl().decl_kind();
  if (kind == Z3_OP_BMUL) {
    for (unsigned a = 0; a < offset.num_args(); ++a) {
      auto factor = offset.arg(a).is_numeral() ? dividedByShape(offset.arg(a), size) : std::nullopt;
      if (!factor)
        continue;
      z3::expr product = *factor;
      for (unsigned b = 0; b < offset.num_args(); ++b)
        if (b != a)
          product = product * offset.arg(b);
      return product.simplify();
    }
    return std::nullopt;
  }
  if (kind == Z3_OP_BADD) {
    std::optional<z3::expr> sum;
    for (unsigned a = 0; a < offset.num_args(); ++a) {
      auto term = dividedByShape(offset.arg(a), size);
      if (!term)
        return std::nullopt;
      sum = sum ? *sum + *term : *term;
    }
    return sum ? std::optional(sum->simplify()) : std::nullopt;
  }
  return std::nullopt;
}

std::optional<ElementSplit> splitByElement(const z3::expr &offset, uint64_t size) {
  std::vector<z3::expr> addends;
  if (offset.is_app() && offset.decl().decl_kind() == Z3_OP_BADD)
    for (unsigned a = 0; a < offset.num_args(); ++a)
      addends.push_back(offset.arg(a));
  else
    addends.push_back(offset);
  std::optional<z3::expr> rest, index;
  unsigned bits = offset.get_sort().bv_size();
  for (const auto &addend : addends) {
    // A numeral is whole elements and a byte within one; the byte is
    // dropped (a load reads every byte of its element).
    if (auto numeral = signedNumeral(addend)) {
      int64_t whole = *numeral / int64_t(size);
      if (*numeral < 0 && whole * int64_t(size) != *numeral)
        --whole;
      z3::expr term = offset.ctx().bv_val(static_cast<uint64_t>(whole), bits);
      index = index ? *index + term : term;
      continue;
    }
    auto quotient = dividedByShape(addend, size);
    auto &into = quotient ? index : rest;
    const z3::expr &term = quotient ? *quotient : addend;
    into = into ? *into + term : term;
  }
  if (!index)
    return std::nullopt;
  z3::expr zero = offset.ctx().bv_val(0, offset.get_sort().bv_size());
  return ElementSplit{rest ? rest->simplify() : zero, index->simplify()};
}

/// The index of the element of `size` bytes that starts at byte `offset`
/// (a simplified term): read off its shape where it shows, otherwise exact
/// division, a shift and, for an odd factor m, a multiplication by m's
/// inverse modulo 2^bits (a 48-bit division is a large circuit, and a
/// 12-byte struct element's division stalled the check loop's queries).
/// For an offset that is no multiple of `size` the index is some other
/// element's, whose instance is as true.
z3::expr elementOf(const z3::expr &offset, uint64_t size) {
  if (auto quotient = dividedByShape(offset, size))
    return *quotient;
  unsigned bits = offset.get_sort().bv_size();
  unsigned shift = llvm::countTrailingZeros(size);
  uint64_t odd = size >> shift;
  z3::expr quotient = shift ? offset.extract(bits - 1, shift) : offset;
  if (odd > 1) {
    uint64_t inverse = odd; // Newton's iteration doubles the correct bits
    for (int step = 0; step < 6; ++step)
      inverse *= 2 - odd * inverse;
    unsigned width = bits - shift;
    uint64_t mask = width >= 64 ? ~uint64_t(0) : (uint64_t(1) << width) - 1;
    quotient = quotient * offset.ctx().bv_val(inverse & mask, width);
  }
  return (shift ? z3::zext(quotient, shift) : quotient).simplify();
}

/// The byte of an element that `offset` (from the array's start) lies at.
z3::expr withinElement(const z3::expr &offset, uint64_t size) {
  unsigned bits = offset.get_sort().bv_size();
  if (llvm::isPowerOf2_64(size))
    return size == 1 ? offset.ctx().bv_val(0, bits)
                     : offset.extract(llvm::Log2_64(size) - 1, 0).simplify();
  return z3::urem(offset, offset.ctx().bv_val(size, bits)).simplify();
}

bool isNonZeroNumeral(const z3::expr &e) {
  uint64_t v = 0;
  return e.is_numeral_u64(v) && v != 0;
}

/// `offset` modulo `size` where the term's shape shows it: numerals (read
/// as signed: offsets are small), their sums, and products with a numeral.
/// A wrap-around can make it wrong, which only keeps or drops an instance:
/// each is true.
std::optional<uint64_t> residue(const z3::expr &offset, uint64_t size) {
  if (auto numeral = signedNumeral(offset)) {
    int64_t r = *numeral % int64_t(size);
    return uint64_t(r < 0 ? r + int64_t(size) : r);
  }
  if (!offset.is_app() || size >= (uint64_t(1) << 32))
    return std::nullopt;
  Z3_decl_kind kind = offset.decl().decl_kind();
  if (kind == Z3_OP_BMUL) {
    std::optional<uint64_t> product = 1;
    for (unsigned a = 0; a < offset.num_args(); ++a) {
      auto r = residue(offset.arg(a), size);
      if (r == 0u)
        return 0; // a multiple of `size` times anything
      product = r && product ? std::optional(*product * *r % size) : std::nullopt;
    }
    return product;
  }
  if (kind == Z3_OP_BADD) {
    uint64_t sum = 0;
    for (unsigned a = 0; a < offset.num_args(); ++a) {
      auto r = residue(offset.arg(a), size);
      if (!r)
        return std::nullopt;
      sum = (sum + *r) % size;
    }
    return sum;
  }
  return std::nullopt;
}

} // namespace kiki
