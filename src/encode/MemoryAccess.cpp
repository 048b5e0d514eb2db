// Loads and stores of the memory model: scalar values as bytes, and the
// read-over-write resolution of byte reads.
#include "encode/MemoryModel.h"
#include "util/Errors.h"

#include <llvm/IR/DerivedTypes.h>
#include <llvm/Support/SaveAndRestore.h>
#include <algorithm>
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

/// Adds to `numbers` the values an object term may take when it is a
/// numeral or an if-then-else of numerals (a pointer chosen between
/// objects: `p = c ? a : b`), under an extraction of the object's bits;
/// false when it is anything else or has more than `most` choices.
bool collectChoices(const z3::expr &e, std::optional<std::pair<unsigned, unsigned>> bits,
                    std::vector<uint64_t> &numbers, size_t most) {
  if (e.is_numeral() && e.get_sort().bv_size() <= 64) {
    uint64_t v = e.get_numeral_uint64();
    if (bits) {
      unsigned width = bits->first - bits->second + 1;
      v = (v >> bits->second) & (width >= 64 ? ~0ull : (1ull << width) - 1);
    }
    numbers.push_back(v);
    return numbers.size() <= most;
  }
  if (!e.is_app())
    return false;
  if (e.decl().decl_kind() == Z3_OP_ITE)
    return collectChoices(e.arg(1), bits, numbers, most) &&
           collectChoices(e.arg(2), bits, numbers, most);
  if (e.decl().decl_kind() == Z3_OP_EXTRACT && !bits)
    return collectChoices(e.arg(0), std::make_pair(e.hi(), e.lo()), numbers, most);
  // A pointer made as concat(object, offset), its object bits extracted.
  if (e.decl().decl_kind() == Z3_OP_CONCAT && bits && e.num_args() >= 1) {
    unsigned width = e.get_sort().bv_size(), head = e.arg(0).get_sort().bv_size();
    if (bits->first == width - 1 && bits->second == width - head)
      return collectChoices(e.arg(0), std::nullopt, numbers, most);
  }
  return false;
}

std::optional<std::vector<uint64_t>> objectChoices(const z3::expr &object, size_t most = 8) {
  std::vector<uint64_t> numbers;
  if (!collectChoices(object, std::nullopt, numbers, most))
    return std::nullopt;
  return numbers;
}

/// Whether two object terms are known to name different objects: each
/// is a numeral or a choice between numerals, and no number is in both.
bool differentObjects(const z3::expr &a, const z3::expr &b) {
  if (a.is_numeral() && b.is_numeral())
    return !z3::eq(a, b);
  auto na = objectChoices(a), nb = objectChoices(b);
  if (!na || !nb)
    return false;
  for (uint64_t n : *na)
    if (std::find(nb->begin(), nb->end(), n) != nb->end())
      return false;
  return true;
}

/// Whether two pointers are syntactically known to be equal or different.
/// Different objects: a store through `c ? a : b` leaves a string literal's
/// bytes readable as constants (strlen of a key after list operations).
Alias aliasOf(MemoryModel &mm, const z3::expr &a, const z3::expr &b) {
  if (z3::eq(a, b))
    return Alias::Same;
  auto pa = mm.split(a), pb = mm.split(b);
  bool sameObject = z3::eq(pa.object, pb.object);
  if (!sameObject && differentObjects(pa.object, pb.object))
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
  /// The number of the object read, once a layer of one object asks.
  std::optional<std::optional<unsigned>> readObject_;

  std::optional<unsigned> readObject() {
    if (!readObject_)
      readObject_ = mm_.numberOfObject(mm_.split(ptr_).object);
    return *readObject_;
  }

  z3::expr walk(z3::expr bytes) {
    while (++steps_ < kMaxSteps) {
      if (const auto *layer = mm_.layerOf(bytes)) {
        z3::expr_vector from(mm_.ctx_), to(mm_.ctx_);
        from.push_back(layer->at);
        to.push_back(ptr_);
        // A layer of one object: a read of another numbered object skips
        // it, and one of an unknown object asks the solver, without
        // simplifying the large address term again for each layer.
        std::optional<unsigned> object = layer->object ? readObject() : std::nullopt;
        if (object && *object != *layer->object) {
          bytes = layer->below;
          continue;
        }
        z3::expr hit = z3::expr(layer->hit).substitute(from, to);
        if (!layer->object || object)
          hit = mm_.simplify(hit);
        if (hit.is_false() || (!hit.is_true() && layer->object &&
                               mm_.outsideReadScope(*layer->object))) {
          bytes = layer->below;
          continue;
        }
        if (hit.is_true() && layer->bytes)
          if (auto parts = mm_.split(ptr_); !parts.offsetBase)
            return parts.offsetConstant < layer->bytes->size()
                       ? (*layer->bytes)[parts.offsetConstant]
                       : mm_.ctx_.bv_val(0, 8);
        z3::expr value = z3::expr(layer->value).substitute(from, to);
        return hit.is_true() ? value : z3::ite(hit, value, read(layer->below));
      }
      if (!bytes.is_app())
        break;
      Z3_decl_kind kind = bytes.decl().decl_kind();
      if (kind == Z3_OP_ITE) {
        z3::expr a = read(bytes.arg(1)), b = read(bytes.arg(2));
        return z3::eq(a, b) ? a : z3::ite(bytes.arg(0), a, b);
      }
      if (kind == Z3_OP_UNINTERPRETED) {
        if (auto entry = mm_.unwrittenEntry(bytes, ptr_)) {
          bytes = *entry;
          continue;
        }
        return mm_.readVariable(bytes, ptr_);
      }
      if (kind != Z3_OP_STORE)
        break;
      switch (aliasOf(mm_, bytes.arg(1), ptr_)) {
      case Alias::Same:
        return bytes.arg(2);
      case Alias::Disjoint:
        bytes = bytes.arg(0);
        continue;
      case Alias::Unknown:
        if (z3::expr object = mm_.split(bytes.arg(1)).object;
            object.is_numeral() && mm_.outsideReadScope(object.get_numeral_uint())) {
          bytes = bytes.arg(0);
          continue;
        }
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
    if (const auto *layer = layerOf(at)) {
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
  if (readOnlyBytes_ && intoReadOnly(ptr))
    return ByteReader(*this, ptr).read(*readOnlyBytes_);
  return ByteReader(*this, ptr).read(bytes);
}

bool MemoryModel::intoReadOnly(const z3::expr &ptr) {
  z3::expr object = split(ptr).object;
  auto inRange = [&](uint64_t n) { return n >= readOnlyFirst_ && n < readOnlyEnd_; };
  if (auto number = numberOfObject(object))
    return inRange(*number);
  auto choices = objectChoices(object);
  return choices && std::all_of(choices->begin(), choices->end(), inRange);
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
  return simplify(fromBits(loadBytes(m.bytes, ptr, n), type));
}

void MemoryModel::setPointsToSite(const z3::expr &base, unsigned site) {
  pointsToSites_[simplify(objectOf(base)).get_numeral_uint()] = site;
}

bool MemoryModel::outsideReadScope(unsigned number) {
  if (!readScope_)
    return false;
  auto site = pointsToSites_.find(number);
  if (site == pointsToSites_.end() || site->second >= readScope_->size() ||
      readScope_->test(site->second))
    return false;
  skippedObjects_.push_back(number);
  return true;
}

MemoryModel::ScopedRead MemoryModel::loadWithin(const MemState &m, const z3::expr &ptr,
                                                llvm::Type *type,
                                                const llvm::BitVector &sites) {
  skippedObjects_.clear();
  ScopedRead read{Sym(ctx_.bool_val(false)), std::nullopt};
  {
    llvm::SaveAndRestore<const llvm::BitVector *> scoped(readScope_, &sites);
    read.value = load(m, ptr, type);
  }
  std::sort(skippedObjects_.begin(), skippedObjects_.end());
  skippedObjects_.erase(std::unique(skippedObjects_.begin(), skippedObjects_.end()),
                        skippedObjects_.end());
  if (skippedObjects_.empty())
    return read;
  // One fact per skipped object names its site; the read's own fact says
  // that its object's site is none of the skipped sites.
  std::vector<unsigned> skippedSites;
  for (unsigned number : skippedObjects_) {
    unsigned site = pointsToSites_.at(number);
    skippedSites.push_back(site);
    if (sitedForScope_.insert(number).second)
      addFact(z3::select(pointsToSiteArray_, ctx_.bv_val(number, objBits_)) ==
              ctx_.bv_val(site + 1, 32));
  }
  std::sort(skippedSites.begin(), skippedSites.end());
  skippedSites.erase(std::unique(skippedSites.begin(), skippedSites.end()), skippedSites.end());
  z3::expr siteOfRead = z3::select(pointsToSiteArray_, objectOf(ptr));
  z3::expr scope = ctx_.bool_val(true);
  for (unsigned site : skippedSites)
    scope = scope && siteOfRead != ctx_.bv_val(site + 1, 32);
  read.scope = scope;
  return read;
}

void MemoryModel::forEachScalar(const Sym &value, llvm::Type *type, uint64_t offset,
                                const ScalarVisitor &visit) {
  if (auto *st = llvm::dyn_cast<llvm::StructType>(type)) {
    const auto *sl = layout_.getStructLayout(st);
    for (unsigned i = 0; i < st->getNumElements(); ++i)
      forEachScalar(value.members[i], st->getElementType(i),
                    offset + sl->getElementOffset(i), visit);
    return;
  }
  if (auto *at = llvm::dyn_cast<llvm::ArrayType>(type)) {
    uint64_t stride = layout_.getTypeAllocSize(at->getElementType());
    for (uint64_t i = 0; i < at->getNumElements(); ++i)
      forEachScalar(value.members[i], at->getElementType(), offset + i * stride, visit);
    return;
  }
  visit(offset, toBits(value.expr(), type));
}

MemState MemoryModel::store(const MemState &m, const z3::expr &ptr,
                            const Sym &value, llvm::Type *type) {
  MemState result = m;
  forEachScalar(value, type, 0, [&](uint64_t offset, const z3::expr &bits) {
    result.bytes = storeBytes(result.bytes, advance(ptr, offset), bits);
  });
  return result;
}

namespace {

/// The shortest period (at most 16 bytes, dividing the size) with which
/// `bytes` repeat: an array of one repeated element; 0 if none.
unsigned periodOf(const std::vector<z3::expr> &bytes) {
  for (unsigned period = 1; period <= 16 && period < bytes.size(); ++period) {
    if (bytes.size() % period != 0)
      continue;
    bool repeats = true;
    for (size_t i = period; i < bytes.size() && repeats; ++i)
      repeats = z3::eq(bytes[i], bytes[i % period]);
    if (repeats)
      return period;
  }
  return 0;
}

} // namespace

/// The byte at `offset` among bytes[lo, lo + span) (span a power of two,
/// lo a multiple of it; zero past the end): a balanced tree of
/// if-then-else on the offset's bits, which bit-blasts to a multiplexer.
z3::expr MemoryModel::byteMux(const std::vector<z3::expr> &bytes, const z3::expr &offset,
                              uint64_t lo, uint64_t span) {
  if (lo >= bytes.size())
    return ctx_.bv_val(0, 8);
  if (span == 1)
    return bytes[lo];
  uint64_t half = span / 2;
  unsigned bit = 0;
  while ((2ull << bit) <= half)
    ++bit;
  z3::expr low = byteMux(bytes, offset, lo, half), high = byteMux(bytes, offset, lo + half, half);
  if (z3::eq(low, high))
    return low;
  return z3::ite(offset.extract(bit, bit) == ctx_.bv_val(1, 1), high, low);
}

MemState MemoryModel::storeTable(const MemState &m, const z3::expr &base, const Sym &value,
                                 llvm::Type *type) {
  std::vector<z3::expr> bytes(layout_.getTypeAllocSize(type), ctx_.bv_val(0, 8));
  forEachScalar(value, type, 0, [&](uint64_t offset, const z3::expr &bits) {
    for (unsigned i = 0; i < bits.get_sort().bv_size() / 8; ++i)
      bytes[offset + i] = simplify(bits.extract(8 * i + 7, 8 * i));
  });
  z3::expr at = ctx_.bv_const("a", ptrBits_);
  z3::expr offset = offsetOf(at);
  z3::expr byte(ctx_);
  if (unsigned period = periodOf(bytes)) {
    z3::expr position = z3::urem(offset, ctx_.bv_val(period, offsetBits()));
    byte = bytes[0];
    for (unsigned i = 1; i < period; ++i)
      byte = z3::ite(position == ctx_.bv_val(i, offsetBits()), bytes[i], byte);
  } else if (bytes.size() <= kMuxBytes) {
    // A table of the solver's arrays took Z3 50x longer on a symbolic
    // index (a 400-byte table: 4.9 s against 0.09 s).
    uint64_t span = 1;
    while (span < bytes.size())
      span *= 2;
    byte = byteMux(bytes, offset, 0, span);
  } else { // each read would copy the multiplexer: one array instead
    z3::expr table = z3::const_array(ctx_.bv_sort(offsetBits()), ctx_.bv_val(0, 8));
    for (size_t i = 0; i < bytes.size(); ++i)
      if (!(bytes[i].is_numeral() && bytes[i].get_numeral_uint() == 0))
        table = z3::store(table, ctx_.bv_val(i, offsetBits()), bytes[i]);
    byte = z3::select(table, offset);
  }
  z3::expr object = simplify(objectOf(base));
  return addLayer(m, Layer{at, at, objectOf(at) == object, byte, m.bytes,
                           static_cast<unsigned>(object.get_numeral_uint()),
                           std::make_shared<const std::vector<z3::expr>>(std::move(bytes))});
}

MemState MemoryModel::setAlive(const MemState &m, const z3::expr &obj, bool alive) {
  MemState result = m;
  result.alive = z3::store(m.alive, obj, ctx_.bool_val(alive));
  return result;
}

} // namespace kiki
