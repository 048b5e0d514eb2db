// Objects and pointers of the memory model: object numbers, sizes, sites
// and flat addresses, pointer arithmetic, and the pointer-safety checks.
#include "encode/MemoryModel.h"
#include "util/Errors.h"

namespace kiki {

z3::expr MemoryModel::newObject(ObjectKind kind, const z3::expr &sizeBytes,
                                std::vector<z3::expr> &facts, unsigned site) {
  if (nextObject_ >= (1u << objBits_))
    throw Unsupported("more objects than the memory model can number");
  unsigned number = nextObject_++;
  z3::expr id = ctx_.bv_val(number, objBits_);
  z3::expr size = simplify(toPointerWidth(sizeBytes));
  if (size.is_numeral())
    constantSizes_[number] = size.get_numeral_uint64();
  facts.push_back(z3::select(sizes_, id) == size);
  if (kind != ObjectKind::Input)
    facts.push_back(z3::select(heap_, id) == ctx_.bool_val(kind == ObjectKind::Heap));
  if (recordSites_)
    facts.push_back(z3::select(sites_, id) == ctx_.bv_val(site, siteBits()));
  return z3::concat(id, ctx_.bv_val(0, offsetBits()));
}

void MemoryModel::setReadOnly(unsigned first, unsigned end, const z3::expr &initial) {
  readOnlyFirst_ = first;
  readOnlyEnd_ = end;
  if (first < end)
    readOnlyBytes_ = initial;
}

z3::expr MemoryModel::isReadOnly(const z3::expr &object) {
  if (readOnlyFirst_ >= readOnlyEnd_)
    return ctx_.bool_val(false);
  return simplify(z3::uge(object, ctx_.bv_val(readOnlyFirst_, objBits_)) &&
                  z3::ult(object, ctx_.bv_val(readOnlyEnd_, objBits_)));
}

z3::expr MemoryModel::writesReadOnly(const z3::expr &dst, const std::optional<z3::expr> &length) {
  z3::expr hits = isReadOnly(objectOf(dst));
  if (hits.is_false() || !length)
    return hits;
  return simplify(hits && *length != ctx_.bv_val(0, length->get_sort().bv_size()));
}

z3::expr MemoryModel::toPointerWidth(const z3::expr &length) {
  unsigned have = length.get_sort().bv_size();
  if (have == ptrBits_)
    return length;
  return have > ptrBits_ ? length.extract(ptrBits_ - 1, 0)
                         : z3::zext(length, ptrBits_ - have);
}

z3::expr MemoryModel::objectOf(const z3::expr &ptr) {
  return ptr.extract(ptrBits_ - 1, offsetBits());
}
z3::expr MemoryModel::offsetOf(const z3::expr &ptr) {
  return ptr.extract(offsetBits() - 1, 0);
}
z3::expr MemoryModel::advance(const z3::expr &ptr, const z3::expr &delta) {
  if (!delta.is_numeral()) {
    z3::expr offset = offsetOf(ptr) + delta.extract(offsetBits() - 1, 0);
    return simplify(z3::concat(objectOf(ptr), offset));
  }
  PointerParts parts = split(ptr);
  uint64_t constant = (parts.offsetConstant + delta.get_numeral_uint64()) & offsetMask();
  z3::expr c = ctx_.bv_val(constant, offsetBits());
  if (!parts.offsetBase)
    return z3::concat(parts.object, c);
  return z3::concat(parts.object, constant == 0 ? *parts.offsetBase : c + *parts.offsetBase);
}

/// concat(a0, a1, ..., an) without a0.
static z3::expr concatTail(const z3::expr &concat) {
  z3::expr tail = concat.arg(1);
  for (unsigned i = 2; i < concat.num_args(); ++i)
    tail = z3::concat(tail, concat.arg(i));
  return tail;
}

// Reads the shape advance() builds (and the simplifier's), without
// simplifying: pointers can carry large loaded terms.
MemoryModel::PointerParts MemoryModel::split(const z3::expr &ptr) {
  if (ptr.is_numeral() || !keepPointerParts_)
    return splitOnce(ptr);
  if (auto known = splitParts_.find(ptr.id()); known != splitParts_.end())
    return known->second.second;
  PointerParts parts = splitOnce(ptr);
  splitParts_.emplace(ptr.id(), std::make_pair(ptr, parts));
  return parts;
}

MemoryModel::PointerParts MemoryModel::splitOnce(const z3::expr &ptr) {
  uint64_t mask = offsetMask();
  if (ptr.is_numeral()) {
    uint64_t v = ptr.get_numeral_uint64();
    return {ctx_.bv_val(v >> offsetBits(), objBits_), std::nullopt, v & mask};
  }
  // A pointer built as (object, offset), or assembled from bytes read from
  // memory whose leading bits are the object: concat(object, b5, ..., b0).
  bool isConcat = ptr.is_app() && ptr.decl().decl_kind() == Z3_OP_CONCAT &&
                  ptr.num_args() >= 2 && ptr.arg(0).get_sort().bv_size() == objBits_;
  z3::expr object = isConcat ? ptr.arg(0) : objectOf(ptr);
  z3::expr offset = isConcat ? concatTail(ptr) : offsetOf(ptr);
  if (offset.is_numeral())
    return {object, std::nullopt, offset.get_numeral_uint64()};
  if (!(offset.is_app() && offset.decl().decl_kind() == Z3_OP_BADD))
    return {object, offset, 0};
  uint64_t constant = 0;
  std::optional<z3::expr> base;
  for (unsigned i = 0; i < offset.num_args(); ++i) {
    z3::expr arg = offset.arg(i);
    if (arg.is_numeral())
      constant += arg.get_numeral_uint64();
    else
      base = base ? *base + arg : arg;
  }
  return {object, base, constant & mask};
}

z3::expr MemoryModel::nullPointer() { return ctx_.bv_val(0, ptrBits_); }
z3::expr MemoryModel::address(const z3::expr &ptr) {
  z3::expr obj = objectOf(ptr);
  z3::expr base = z3::select(bases_, obj);
  z3::expr zero = ctx_.bv_val(0, ptrBits_);
  z3::expr null = ctx_.bv_val(0, objBits_);
  // A real object lies above null and its last byte does not wrap around.
  if (placed_.emplace(obj.id(), obj).second) {
    addFact(z3::implies(obj == null, base == zero));
    addFact(z3::implies(obj != null,
                        base != zero && z3::bvadd_no_overflow(base, sizeOf(obj), false)));
  }
  return base + z3::zext(offsetOf(ptr), objBits_);
}

z3::expr MemoryModel::pointerToInteger(const z3::expr &ptr) {
  z3::expr object = simplify(objectOf(ptr));
  z3::expr null = ctx_.bv_val(0, objBits_);
  if (z3::eq(object, null))
    return ptr;
  if (!objectImage_) {
    z3::sort obj = ctx_.bv_sort(objBits_);
    objectImage_ = ctx_.function("object_image", obj, obj);
    objectPreimage_ = ctx_.function("object_preimage", obj, obj);
    addFact((*objectImage_)(null) == null);
    addFact((*objectPreimage_)(null) == null);
  }
  z3::expr image = (*objectImage_)(object);
  if (imaged_.emplace(object.id(), object).second)
    addFact((*objectPreimage_)(image) == object);
  return z3::concat(image, offsetOf(ptr));
}

z3::expr MemoryModel::integerToPointer(const z3::expr &bits) {
  z3::expr image = simplify(objectOf(bits));
  if (image.is_numeral() && image.get_numeral_uint64() == 0)
    return bits;
  if (!objectImage_)
    pointerToInteger(concat(ctx_.bv_val(1, objBits_), ctx_.bv_val(0, offsetBits())));
  return z3::concat((*objectPreimage_)(image), offsetOf(bits));
}

void MemoryModel::keepApart(const z3::expr &objA, const z3::expr &objB) {
  z3::expr a = z3::select(bases_, objA), b = z3::select(bases_, objB);
  z3::expr null = ctx_.bv_val(0, objBits_);
  addFact(z3::implies(objA != objB && objA != null && objB != null,
                      z3::ule(a + sizeOf(objA), b) || z3::ule(b + sizeOf(objB), a)));
}

z3::expr MemoryModel::sizeOf(const z3::expr &obj) { return z3::select(sizes_, obj); }
z3::expr MemoryModel::isHeap(const z3::expr &obj) { return z3::select(heap_, obj); }
z3::expr MemoryModel::siteOf(const z3::expr &obj) {
  z3::expr site = z3::select(sites_, obj);
  // Every object an allocation site made is a heap object (free accepts
  // it): stated per object term, for the objects a heap template names.
  if (recordSites_ && sitesAreHeap_ && sited_.emplace(obj.id(), obj).second)
    addFact(z3::implies(site != ctx_.bv_val(0, siteBits()), isHeap(obj)));
  return site;
}

void MemoryModel::recordSites() {
  recordSites_ = true;
  // Null is no object of any site.
  addFact(z3::select(sites_, ctx_.bv_val(0, objBits_)) == ctx_.bv_val(0, siteBits()));
}

z3::expr MemoryModel::inBounds(const z3::expr &ptr, const z3::expr &bytes) {
  // offset + bytes <= size, computed one bit wider so that it cannot wrap.
  unsigned w = ptrBits_ + 1;
  z3::expr off = z3::zext(offsetOf(ptr), w - offsetBits());
  z3::expr n = z3::zext(bytes, w - bytes.get_sort().bv_size());
  z3::expr size = z3::zext(sizeOf(objectOf(ptr)), 1);
  return z3::ule(off + n, size);
}

z3::expr MemoryModel::isLive(const MemState &m, const z3::expr &ptr) {
  return z3::select(m.alive, objectOf(ptr));
}

} // namespace kiki
