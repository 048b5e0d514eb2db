// Loads and stores of the memory model: scalar values as bytes, and the
// read-over-write resolution of byte reads.
#include "encode/MemoryModel.h"
#include "util/Errors.h"

#include <llvm/IR/DerivedTypes.h>
#include <unordered_map>
#include <unordered_set>

namespace kiki {

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
/// longer chain is left to the solver's array theory (a lazy read).
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
    while (++steps_ < kMaxSteps) {
      if (const auto *layer = mm_.havocLayerOf(bytes)) {
        z3::expr_vector from(mm_.ctx_), to(mm_.ctx_);
        from.push_back(layer->at);
        to.push_back(ptr_);
        z3::expr hit = z3::expr(layer->hit).substitute(from, to);
        return z3::ite(hit.simplify(), z3::select(layer->fresh, ptr_), read(layer->below));
      }
      if (!bytes.is_app())
        break;
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
    return mm_.lazyRead(bytes, ptr_);
  }
};

// A read left to the solver: select on what is left of the chain. The
// memory variables in it are constrained only where they are read, so the
// address becomes a read of each (unless array equalities define them).
z3::expr MemoryModel::lazyRead(const z3::expr &bytes, const z3::expr &ptr) {
  if (!extensional_)
    for (const z3::expr &variable : variablesUnder(bytes))
      readVariable(variable, ptr);
  return z3::select(bytes, ptr);
}

const std::vector<z3::expr> &MemoryModel::variablesUnder(const z3::expr &bytes) {
  if (auto found = chainVariables_.find(bytes.id()); found != chainVariables_.end())
    return found->second.second;
  std::vector<z3::expr> variables;
  std::unordered_set<unsigned> seen;
  std::vector<z3::expr> todo{bytes};
  while (!todo.empty()) {
    z3::expr at = todo.back();
    todo.pop_back();
    if (!seen.insert(at.id()).second)
      continue;
    if (const auto *layer = havocLayerOf(at)) {
      todo.push_back(layer->below);
      continue;
    }
    if (!at.is_app())
      continue;
    switch (at.decl().decl_kind()) {
    case Z3_OP_STORE:
      todo.push_back(at.arg(0));
      break;
    case Z3_OP_ITE:
      todo.push_back(at.arg(1));
      todo.push_back(at.arg(2));
      break;
    case Z3_OP_UNINTERPRETED:
      if (variables_.count(at.id()))
        variables.push_back(at);
      break;
    default:
      break;
    }
  }
  auto [it, added] = chainVariables_.try_emplace(bytes.id(), bytes, std::move(variables));
  return it->second.second;
}

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

} // namespace kiki
