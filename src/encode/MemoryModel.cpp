#include "encode/MemoryModel.h"
#include "util/Errors.h"

#include <llvm/IR/DerivedTypes.h>
#include <algorithm>
#include <unordered_map>

namespace kiki {

/// memset/memcpy of at most this many constant bytes become single-byte
/// stores; longer or symbolic lengths use an array lambda.
constexpr uint64_t kUnrollBytes = 4096;
/// A copy or fill of symbolic length inside objects of known size becomes
/// this many guarded byte stores at most (else an array lambda, which makes
/// every later memory equation extensional and was 10-100x slower).
constexpr uint64_t kGuardedCopyBytes = 1024;

MemoryModel::MemoryModel(z3::context &ctx, const llvm::DataLayout &layout)
    : ctx_(ctx), layout_(layout), ptrBits_(layout.getPointerSizeInBits()),
      objBits_(ptrBits_ >= 64 ? 16 : 10),
      sizes_(ctx.constant("object_size",
                          ctx.array_sort(ctx.bv_sort(objBits_), ctx.bv_sort(ptrBits_)))),
      heap_(ctx.constant("object_is_heap",
                         ctx.array_sort(ctx.bv_sort(objBits_), ctx.bool_sort()))),
      sites_(ctx.constant("object_site",
                          ctx.array_sort(ctx.bv_sort(objBits_), ctx.bv_sort(siteBits())))),
      bases_(ctx.constant("object_base",
                          ctx.array_sort(ctx.bv_sort(objBits_), ctx.bv_sort(ptrBits_)))) {}

MemState MemoryModel::initialState(const std::string &name) {
  auto bytesSort = ctx_.array_sort(ctx_.bv_sort(ptrBits_), ctx_.bv_sort(8));
  return {ctx_.constant((name + ".bytes").c_str(), bytesSort),
          z3::const_array(ctx_.bv_sort(objBits_), ctx_.bool_val(false)),
          ctx_.bv_val(0, 32)};
}

void MemoryModel::setFactSink(std::function<void(const z3::expr &)> sink) {
  sink_ = std::move(sink);
  for (const auto &fact : unsunk_)
    sink_(fact);
  unsunk_.clear();
}

void MemoryModel::addFact(const z3::expr &fact) {
  if (sink_)
    sink_(fact);
  else
    unsunk_.push_back(fact);
}

MemState MemoryModel::freshState(const std::string &name) {
  auto bytesSort = ctx_.array_sort(ctx_.bv_sort(ptrBits_), ctx_.bv_sort(8));
  auto aliveSort = ctx_.array_sort(ctx_.bv_sort(objBits_), ctx_.bool_sort());
  MemState state{ctx_.constant((name + ".bytes").c_str(), bytesSort),
                 ctx_.constant((name + ".alive").c_str(), aliveSort),
                 ctx_.bv_const((name + ".heap").c_str(), 32)};
  variables_.emplace(state.bytes.id(), MemoryVariable{state.bytes, {}, {}});
  return state;
}

MemState MemoryModel::framedState(const std::string &name, const MemState &entry,
                                  std::vector<z3::expr> written, LivenessChange change) {
  MemState state = freshState(name);
  variables_.at(state.bytes.id()).frame = Frame{entry.bytes, std::move(written)};
  constrainLiveness(state, entry, change);
  return state;
}

void MemoryModel::constrainLiveness(MemState &state, const MemState &entry, LivenessChange change) {
  if (!change.allocates && !change.frees) {
    state.alive = entry.alive;
    state.heapCount = entry.heapCount;
    return;
  }
  if (change.allocates && change.frees)
    return;
  // One direction only. Objects from before a loop that never frees stay
  // alive in every iteration (a list built in a loop keeps its head), and
  // none comes alive in a loop that only frees. Stated for the objects
  // numbered so far, the newest first (an arbitrary iteration's own objects
  // are unknown to it anyway). An array map ((_ map or) entry fresh) would
  // state it for every object, but with it the traversal after a building
  // loop lost its invariant (e2e heap_field_names: 0.2 s -> time-out).
  unsigned first = nextObject_ > kMaxLivenessFacts ? nextObject_ - kMaxLivenessFacts : 1;
  for (unsigned number = nextObject_; number-- > first;) {
    z3::expr id = ctx_.bv_val(number, objBits_);
    z3::expr before = z3::select(entry.alive, id), now = z3::select(state.alive, id);
    addFact(change.allocates ? z3::implies(before, now) : z3::implies(now, before));
  }
  addFact(change.allocates ? z3::uge(state.heapCount, entry.heapCount)
                           : z3::ule(state.heapCount, entry.heapCount));
}

void MemoryModel::define(const MemState &variable, const z3::expr &when,
                         const MemState &value) {
  MemoryVariable &var = variables_.at(variable.bytes.id());
  var.definitions.emplace_back(when, value.bytes);
  addFact(z3::implies(when, variable.alive == value.alive &&
                                variable.heapCount == value.heapCount));
  if (extensional_)
    addFact(z3::implies(when, variable.bytes == value.bytes));
  // Copy: reading the value may register reads of other variables.
  auto reads = var.reads;
  for (const auto &[id, ptr] : reads)
    addFact(z3::implies(when, z3::select(variable.bytes, ptr) ==
                                  selectByte(value.bytes, ptr)));
}

z3::expr MemoryModel::readVariable(const z3::expr &bytes, const z3::expr &ptr) {
  auto found = variables_.find(bytes.id());
  z3::expr read = z3::select(bytes, ptr);
  if (found == variables_.end() || found->second.reads.count(ptr.id()))
    return read;
  found->second.reads.emplace(ptr.id(), ptr);
  auto definitions = found->second.definitions;
  auto frame = found->second.frame;
  for (const auto &[when, value] : definitions)
    addFact(z3::implies(when, read == selectByte(value, ptr)));
  if (frame) {
    z3::expr kept = ctx_.bool_val(true);
    for (const auto &object : frame->written)
      kept = kept && objectOf(ptr) != object;
    addFact(z3::implies(kept, read == selectByte(frame->entry, ptr)));
  }
  auto hooks = found->second.hooks;
  for (const auto &hook : hooks)
    runHook(hook, ptr);
  return read;
}

void MemoryModel::runHook(const ReadHook &hook, const z3::expr &ptr) {
  if (inHook_)
    return;
  inHook_ = true;
  std::optional<z3::expr> fact = hook(ptr);
  inHook_ = false;
  if (fact)
    addFact(*fact);
}

void MemoryModel::addReadHook(const MemState &variable, ReadHook hook) {
  auto found = variables_.find(variable.bytes.id());
  if (found == variables_.end())
    return; // not a variable: nothing is read from it by address
  found->second.hooks.push_back(hook);
  std::vector<z3::expr> earlier;
  for (const auto &[id, ptr] : found->second.reads)
    earlier.push_back(ptr);
  for (const auto &ptr : earlier)
    runHook(hook, ptr);
}

void MemoryModel::becomeExtensional() {
  if (extensional_)
    return;
  extensional_ = true;
  for (const auto &[id, var] : variables_)
    for (const auto &[when, value] : var.definitions)
      addFact(z3::implies(when, var.bytes == value));
}

MemState MemoryModel::ite(const z3::expr &cond, const MemState &a,
                          const MemState &b) {
  auto pick = [&](const z3::expr &x, const z3::expr &y) {
    return z3::eq(x, y) ? x : z3::ite(cond, x, y);
  };
  return {pick(a.bytes, b.bytes), pick(a.alive, b.alive),
          pick(a.heapCount, b.heapCount)};
}

z3::expr MemoryModel::newObject(ObjectKind kind, const z3::expr &sizeBytes,
                                std::vector<z3::expr> &facts, unsigned site) {
  if (nextObject_ >= (1u << objBits_))
    throw Unsupported("more objects than the memory model can number");
  unsigned number = nextObject_++;
  z3::expr id = ctx_.bv_val(number, objBits_);
  z3::expr size = toPointerWidth(sizeBytes).simplify();
  if (size.is_numeral())
    constantSizes_[number] = size.get_numeral_uint64();
  facts.push_back(z3::select(sizes_, id) == size);
  facts.push_back(z3::select(heap_, id) == ctx_.bool_val(kind == ObjectKind::Heap));
  if (recordSites_)
    facts.push_back(z3::select(sites_, id) == ctx_.bv_val(site, siteBits()));
  return z3::concat(id, ctx_.bv_val(0, offsetBits()));
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
    return z3::concat(objectOf(ptr), offset).simplify();
  }
  PointerParts parts = split(ptr);
  uint64_t constant = (parts.offsetConstant + delta.get_numeral_uint64()) & offsetMask();
  z3::expr c = ctx_.bv_val(constant, offsetBits());
  if (!parts.offsetBase)
    return z3::concat(parts.object, c);
  return z3::concat(parts.object, constant == 0 ? *parts.offsetBase : c + *parts.offsetBase);
}

// Reads the shape advance() builds (and the simplifier's), without
// simplifying: pointers can carry large loaded terms.
MemoryModel::PointerParts MemoryModel::split(const z3::expr &ptr) {
  uint64_t mask = offsetMask();
  if (ptr.is_numeral()) {
    uint64_t v = ptr.get_numeral_uint64();
    return {ctx_.bv_val(v >> offsetBits(), objBits_), std::nullopt, v & mask};
  }
  bool isConcat = ptr.is_app() && ptr.decl().decl_kind() == Z3_OP_CONCAT &&
                  ptr.num_args() == 2 && ptr.arg(0).get_sort().bv_size() == objBits_;
  z3::expr object = isConcat ? ptr.arg(0) : objectOf(ptr);
  z3::expr offset = isConcat ? ptr.arg(1) : offsetOf(ptr);
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

std::vector<z3::expr> MemoryModel::readsOf(const MemState &m) const {
  std::vector<z3::expr> ptrs;
  auto found = variables_.find(m.bytes.id());
  if (found != variables_.end())
    for (const auto &[id, ptr] : found->second.reads)
      ptrs.push_back(ptr);
  // By term id: the order the reads were made in, not the hash map's.
  std::sort(ptrs.begin(), ptrs.end(),
            [](const z3::expr &a, const z3::expr &b) { return a.id() < b.id(); });
  return ptrs;
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

z3::sort MemoryModel::sortOf(llvm::Type *type) {
  if (type->isIntegerTy(1))
    return ctx_.bool_sort();
  if (type->isIntegerTy())
    return ctx_.bv_sort(type->getIntegerBitWidth());
  if (type->isPointerTy())
    return ctx_.bv_sort(ptrBits_);
  if (type->isFloatTy())
    return ctx_.fpa_sort<32>();
  if (type->isDoubleTy())
    return ctx_.fpa_sort<64>();
  std::string text;
  llvm::raw_string_ostream os(text);
  type->print(os);
  throw Unsupported("values of type " + os.str());
}

z3::expr MemoryModel::toBits(const z3::expr &value, llvm::Type *type) {
  unsigned bits = static_cast<unsigned>(layout_.getTypeStoreSizeInBits(type));
  z3::expr raw = value;
  if (type->isIntegerTy(1))
    raw = z3::ite(value, ctx_.bv_val(1, 1), ctx_.bv_val(0, 1));
  else if (type->isFloatingPointTy())
    raw = value.mk_to_ieee_bv();
  unsigned have = raw.get_sort().bv_size();
  return have < bits ? z3::zext(raw, bits - have) : raw;
}

z3::expr MemoryModel::fromBits(const z3::expr &bits, llvm::Type *type) {
  if (type->isIntegerTy(1))
    return bits.extract(0, 0) == ctx_.bv_val(1, 1);
  if (type->isIntegerTy()) {
    unsigned w = type->getIntegerBitWidth();
    return w == bits.get_sort().bv_size() ? bits : bits.extract(w - 1, 0);
  }
  if (type->isPointerTy())
    return bits;
  if (type->isFloatingPointTy())
    return bits.mk_from_ieee_bv(sortOf(type));
  return bits;
}

z3::expr MemoryModel::loadBytes(const z3::expr &bytes, const z3::expr &ptr,
                                unsigned n) {
  z3::expr result = selectByte(bytes, ptr);
  for (unsigned i = 1; i < n; ++i)
    result = z3::concat(selectByte(bytes, advance(ptr, i)), result);
  return result;
}

namespace {

enum class Alias { Same, Disjoint, Unknown };

/// Whether two pointers are syntactically known to be equal or different.
Alias aliasOf(MemoryModel &mm, const z3::expr &a, const z3::expr &b) {
  if (z3::eq(a, b))
    return Alias::Same;
  auto pa = mm.split(a), pb = mm.split(b);
  bool sameObject = z3::eq(pa.object, pb.object);
  if (!sameObject && pa.object.is_numeral() && pb.object.is_numeral())
    return Alias::Disjoint;
  bool sameBase = pa.offsetBase ? pb.offsetBase && z3::eq(*pa.offsetBase, *pb.offsetBase)
                                : !pb.offsetBase;
  if (!sameBase)
    return Alias::Unknown;
  if (pa.offsetConstant != pb.offsetConstant)
    return Alias::Disjoint;
  return sameObject ? Alias::Same : Alias::Unknown;
}

} // namespace

/// Read-over-write resolution of one byte read: stores that provably hit
/// another address are skipped, a store to the same address gives its value,
/// a store that may alias becomes an if-then-else, and a merge of memories
/// reads each branch. What is left to the solver is a select on a memory
/// variable (or on the rest of a very long chain), so the solver sees few
/// array terms. A step budget bounds the work per read; the rest of a
/// longer chain is left to the solver.
class ByteReader {
public:
  ByteReader(MemoryModel &mm, const z3::expr &ptr) : mm_(mm), ptr_(ptr) {}

  z3::expr read(const z3::expr &bytes) {
    auto cached = memo_.find(bytes.id());
    if (cached != memo_.end())
      return cached->second;
    z3::expr result = walk(bytes);
    memo_.emplace(bytes.id(), result);
    return result;
  }

private:
  static constexpr unsigned kMaxSteps = 4096;
  MemoryModel &mm_;
  z3::expr ptr_;
  std::unordered_map<unsigned, z3::expr> memo_;
  unsigned steps_ = 0;

  z3::expr walk(z3::expr bytes) {
    while (bytes.is_app() && ++steps_ < kMaxSteps) {
      Z3_decl_kind kind = bytes.decl().decl_kind();
      if (kind == Z3_OP_ITE) {
        z3::expr a = read(bytes.arg(1)), b = read(bytes.arg(2));
        return z3::eq(a, b) ? a : z3::ite(bytes.arg(0), a, b);
      }
      if (kind == Z3_OP_UNINTERPRETED)
        return mm_.readVariable(bytes, ptr_);
      if (kind != Z3_OP_STORE)
        break;
      switch (aliasOf(mm_, bytes.arg(1), ptr_)) {
      case Alias::Same:
        return bytes.arg(2);
      case Alias::Disjoint:
        bytes = bytes.arg(0);
        continue;
      case Alias::Unknown:
        return z3::ite(bytes.arg(1) == ptr_, bytes.arg(2), read(bytes.arg(0)));
      }
    }
    return z3::select(bytes, ptr_);
  }
};

z3::expr MemoryModel::selectByte(const z3::expr &bytes, const z3::expr &ptr) {
  return ByteReader(*this, ptr).read(bytes);
}

z3::expr MemoryModel::storeBytes(z3::expr bytes, const z3::expr &ptr,
                                 const z3::expr &bits) {
  unsigned n = bits.get_sort().bv_size() / 8;
  for (unsigned i = 0; i < n; ++i)
    bytes = z3::store(bytes, advance(ptr, i), bits.extract(8 * i + 7, 8 * i));
  return bytes;
}

Sym MemoryModel::load(const MemState &m, const z3::expr &ptr, llvm::Type *type) {
  if (auto *st = llvm::dyn_cast<llvm::StructType>(type)) {
    const auto *sl = layout_.getStructLayout(st);
    std::vector<Sym> members;
    for (unsigned i = 0; i < st->getNumElements(); ++i)
      members.push_back(load(m, advance(ptr, sl->getElementOffset(i)),
                             st->getElementType(i)));
    return Sym::aggregate(std::move(members));
  }
  if (auto *at = llvm::dyn_cast<llvm::ArrayType>(type)) {
    if (at->getNumElements() > 4096)
      throw Unsupported("first-class array value with more than 4096 elements");
    uint64_t stride = layout_.getTypeAllocSize(at->getElementType());
    std::vector<Sym> members;
    for (uint64_t i = 0; i < at->getNumElements(); ++i)
      members.push_back(load(m, advance(ptr, i * stride), at->getElementType()));
    return Sym::aggregate(std::move(members));
  }
  unsigned n = static_cast<unsigned>(layout_.getTypeStoreSize(type));
  sortOf(type); // rejects unsupported scalar types
  // Simplifying resolves reads of constant addresses through store chains.
  return fromBits(loadBytes(m.bytes, ptr, n), type).simplify();
}

MemState MemoryModel::store(const MemState &m, const z3::expr &ptr,
                            const Sym &value, llvm::Type *type) {
  MemState result = m;
  if (auto *st = llvm::dyn_cast<llvm::StructType>(type)) {
    const auto *sl = layout_.getStructLayout(st);
    for (unsigned i = 0; i < st->getNumElements(); ++i)
      result = store(result, advance(ptr, sl->getElementOffset(i)),
                     value.members[i], st->getElementType(i));
    return result;
  }
  if (auto *at = llvm::dyn_cast<llvm::ArrayType>(type)) {
    uint64_t stride = layout_.getTypeAllocSize(at->getElementType());
    for (uint64_t i = 0; i < at->getNumElements(); ++i)
      result = store(result, advance(ptr, i * stride), value.members[i],
                     at->getElementType());
    return result;
  }
  result.bytes = storeBytes(m.bytes, ptr, toBits(value.expr(), type));
  return result;
}

MemState MemoryModel::setAlive(const MemState &m, const z3::expr &obj, bool alive) {
  MemState result = m;
  result.alive = z3::store(m.alive, obj, ctx_.bool_val(alive));
  return result;
}

std::optional<uint64_t> MemoryModel::bytesLeftIn(const z3::expr &ptr) {
  PointerParts parts = split(ptr);
  if (parts.offsetBase || !parts.object.is_numeral())
    return std::nullopt;
  auto size = constantSizes_.find(static_cast<unsigned>(parts.object.get_numeral_uint64()));
  if (size == constantSizes_.end())
    return std::nullopt;
  return size->second > parts.offsetConstant ? size->second - parts.offsetConstant : 0;
}

std::optional<uint64_t> MemoryModel::copyBound(const z3::expr &n,
                                               std::initializer_list<z3::expr> ptrs) {
  if (n.is_numeral())
    return n.get_numeral_uint64() <= kUnrollBytes ? std::optional(n.get_numeral_uint64())
                                                  : std::nullopt;
  std::optional<uint64_t> bound;
  for (const auto &p : ptrs)
    if (auto left = bytesLeftIn(p))
      bound = bound ? std::min(*bound, *left) : *left;
  return bound && *bound <= kGuardedCopyBytes ? bound : std::nullopt;
}

MemState MemoryModel::memset(const MemState &m, const z3::expr &dst,
                             const z3::expr &byte, const z3::expr &len) {
  MemState result = m;
  z3::expr n = toPointerWidth(len).simplify();
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

MemState MemoryModel::memcpy(const MemState &m, const z3::expr &dst,
                             const z3::expr &src, const z3::expr &len) {
  MemState result = m;
  z3::expr n = toPointerWidth(len).simplify();
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

MemState MemoryModel::havocObjects(const MemState &m,
                                   const std::vector<z3::expr> &ptrs,
                                   const std::string &name) {
  if (ptrs.empty())
    return m;
  MemState result = m;
  auto bytesSort = ctx_.array_sort(ctx_.bv_sort(ptrBits_), ctx_.bv_sort(8));
  z3::expr fresh = ctx_.constant((name + std::to_string(freshCounter_++)).c_str(),
                                 bytesSort);
  becomeExtensional();
  z3::expr a = ctx_.bv_const("a", ptrBits_);
  z3::expr hit = ctx_.bool_val(false);
  for (const auto &p : ptrs)
    hit = hit || (objectOf(a) == objectOf(p) && objectOf(p) != ctx_.bv_val(0, objBits_));
  result.bytes = z3::lambda(a, z3::ite(hit, z3::select(fresh, a), z3::select(m.bytes, a)));
  return result;
}

} // namespace kiki
