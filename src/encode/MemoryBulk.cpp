// Bulk operations of the memory model: memset, memcpy and the havoc of
// whole objects.
#include "encode/MemoryModel.h"
#include "encode/TermRange.h"

#include <algorithm>

namespace kiki {

/// memset/memcpy of at most this many constant bytes become single-byte
/// stores; longer or symbolic lengths use an array lambda.
constexpr uint64_t kUnrollBytes = 4096;
/// A copy or fill of symbolic length inside objects of known size becomes
/// this many guarded byte stores at most (else an array lambda, which makes
/// every later memory equation extensional and was 10-100x slower).
constexpr uint64_t kGuardedCopyBytes = 1024;

std::optional<uint64_t> MemoryModel::bytesLeftIn(const z3::expr &ptr) {
  PointerParts parts = split(ptr);
  if (!parts.object.is_numeral())
    return std::nullopt;
  auto size = constantSizes_.find(static_cast<unsigned>(parts.object.get_numeral_uint64()));
  if (size == constantSizes_.end())
    return std::nullopt;
  // A symbolic offset inside the object leaves at most its size.
  if (parts.offsetBase)
    return size->second;
  return size->second > parts.offsetConstant ? size->second - parts.offsetConstant : 0;
}

std::optional<uint64_t> MemoryModel::copyBound(const z3::expr &n,
                                               std::initializer_list<z3::expr> ptrs) {
  if (n.is_numeral())
    return n.get_numeral_uint64() <= kUnrollBytes ? std::optional(n.get_numeral_uint64())
                                                  : std::nullopt;
  // A length whose operators bound it (a zero-extended byte, a size
  // divided by a constant) is moved exactly within that bound.
  std::optional<uint64_t> bound;
  if (auto range = unsignedRange(n))
    bound = range->hi;
  for (const auto &p : ptrs)
    if (auto left = bytesLeftIn(p))
      bound = bound ? std::min(*bound, *left) : *left;
  return bound && *bound <= kGuardedCopyBytes ? bound : std::nullopt;
}

MemState MemoryModel::memset(const MemState &m, const z3::expr &dst,
                             const z3::expr &byte, const z3::expr &len) {
  MemState result = m;
  z3::expr n = simplify(toPointerWidth(len));
  if (n.is_numeral() && n.get_numeral_uint64() > kStoredFillBytes)
    return fillLayer(m, dst, byte, n);
  if (auto bound = copyBound(n, {dst})) {
    for (uint64_t i = 0; i < *bound; ++i) {
      z3::expr at = advance(dst, i);
      z3::expr value = n.is_numeral() ? byte
                                      : z3::ite(z3::ult(ptrConst(i), n), byte,
                                                selectByte(m.bytes, at));
      result.bytes = z3::store(result.bytes, at, value);
    }
    return result;
  }
  becomeExtensional();
  z3::expr a = ctx_.bv_const("a", ptrBits_);
  result.bytes = z3::lambda(a, z3::ite(z3::ult(a - dst, n), byte,
                                       z3::select(m.bytes, a)));
  return result;
}

// One layer instead of a store per byte: every later read through a
// pointer of unknown object compared its address with each stored byte
// (cJSON zeroes each 64-byte node: 64 if-then-else terms per node and
// read), where the layer asks once whether the address is in the range.
// The range is the stores' own: the offsets from dst's on, wrapping
// within its object as advance() does.
MemState MemoryModel::fillLayer(const MemState &m, const z3::expr &dst, const z3::expr &byte,
                                const z3::expr &n) {
  z3::expr a = ctx_.bv_const("a", ptrBits_);
  z3::expr object = simplify(objectOf(dst));
  z3::expr hit = objectOf(a) == object;
  if (n.get_numeral_uint64() <= offsetMask())
    hit = hit && z3::ult(offsetOf(a) - offsetOf(dst), n.extract(offsetBits() - 1, 0));
  return addLayer(m, Layer{a, a, hit, byte, m.bytes, numberOfObject(object), {}});
}

MemState MemoryModel::memcpy(const MemState &m, const z3::expr &dst,
                             const z3::expr &src, const z3::expr &len) {
  MemState result = m;
  z3::expr n = simplify(toPointerWidth(len));
  if (auto bound = copyBound(n, {dst, src})) {
    // Read all source bytes first: memmove semantics for overlapping ranges.
    std::vector<z3::expr> bytes;
    for (uint64_t i = 0; i < *bound; ++i)
      bytes.push_back(selectByte(m.bytes, advance(src, i)));
    for (uint64_t i = 0; i < *bound; ++i) {
      z3::expr at = advance(dst, i);
      z3::expr value = n.is_numeral() ? bytes[i]
                                      : z3::ite(z3::ult(ptrConst(i), n), bytes[i],
                                                selectByte(m.bytes, at));
      result.bytes = z3::store(result.bytes, at, value);
    }
    return result;
  }
  becomeExtensional();
  z3::expr a = ctx_.bv_const("a", ptrBits_);
  result.bytes = z3::lambda(
      a, z3::ite(z3::ult(a - dst, n), z3::select(m.bytes, src + (a - dst)),
                 z3::select(m.bytes, a)));
  return result;
}

MemState MemoryModel::fill(const MemState &m, const z3::expr &dst, const z3::expr &value,
                           const z3::expr &count, uint64_t size) {
  MemState result = m;
  z3::expr n = simplify(toPointerWidth(count) * ptrConst(size));
  becomeExtensional();
  z3::expr a = ctx_.bv_const("a", ptrBits_);
  z3::expr at = a - dst; // the byte's distance from dst
  z3::expr position = z3::urem(at, ptrConst(size));
  // The byte at `position` within its element, little-endian.
  z3::expr byte = value.extract(7, 0);
  for (uint64_t i = 1; i < size; ++i)
    byte = z3::ite(position == ptrConst(i), value.extract(8 * i + 7, 8 * i), byte);
  result.bytes = z3::lambda(a, z3::ite(z3::ult(at, n), byte, z3::select(m.bytes, a)));
  return result;
}

MemState MemoryModel::havocRange(const MemState &m, const z3::expr &dst, const z3::expr &len,
                                 const std::string &name) {
  z3::expr a = ctx_.bv_const("a", ptrBits_);
  return havocLayer(m, a, z3::ult(a - dst, simplify(toPointerWidth(len))), name);
}

MemState MemoryModel::havocObjects(const MemState &m,
                                   const std::vector<z3::expr> &ptrs,
                                   const std::string &name) {
  if (ptrs.empty())
    return m;
  MemState result = m;
  z3::expr fresh = freshBytes(name);
  // Still a lambda with extensional arrays, not a layer (havocLayer): with a
  // layer, bounded model checking found that an unknown function writes
  // through a pointer of __VERIFIER_nondet_charp() into a list node
  // allocated later (2LS's heap-data/packet_filter, expected SUCCESSFUL),
  // which the extensional encoding never decided. Which pointers an input
  // function may return is the question to settle first.
  becomeExtensional();
  z3::expr a = ctx_.bv_const("a", ptrBits_);
  z3::expr hit = ctx_.bool_val(false);
  for (const auto &p : ptrs)
    hit = hit || (objectOf(a) == objectOf(p) && objectOf(p) != ctx_.bv_val(0, objBits_));
  result.bytes = z3::lambda(a, z3::ite(hit, z3::select(fresh, a), z3::select(m.bytes, a)));
  return result;
}

MemState MemoryModel::addLayer(const MemState &m, Layer layer) {
  MemState result = m;
  result.bytes = z3::lambda(layer.at, z3::ite(layer.hit, layer.value, z3::select(m.bytes, layer.at)));
  layer.lambda = result.bytes;
  layer.below = m.bytes;
  layers_.emplace(result.bytes.id(), std::move(layer));
  return result;
}

MemState MemoryModel::havocLayer(const MemState &m, const z3::expr &at, const z3::expr &hit,
                                 const std::string &name) {
  return addLayer(m, Layer{at, at, hit, z3::select(freshBytes(name), at), m.bytes, {}, {}});
}

z3::expr MemoryModel::freshBytes(const std::string &name) {
  return ctx_.constant((name + std::to_string(freshCounter_++)).c_str(), bytesSort());
}

const MemoryModel::Layer *MemoryModel::layerOf(const z3::expr &bytes) const {
  if (layers_.empty() || !bytes.is_lambda())
    return nullptr;
  auto found = layers_.find(bytes.id());
  return found == layers_.end() ? nullptr : &found->second;
}

} // namespace kiki
