// The array segments of a loop instance: for each array access the loop
// makes (encode/templates/ArrayAccesses), the template state of one
// arbitrary index k (k is in the segment, a[k], its partners) at the
// arbitrary start and at the first iteration's back edges. The partners are
// the elements at k of the other arrays the loop accesses at i + c, and k
// itself; encode/LoopSites adds the scalar template variables.
#include "encode/templates/SegmentTemplate.h"
#include "encode/templates/ArrayAccesses.h"
#include "encode/templates/ElementOffsets.h"
#include "encode/templates/ScalarTemplate.h"
#include "ir/CTypes.h"
#include "ir/SourceInfo.h"
#include "model/LoopWrites.h"

#include <llvm/IR/Instructions.h>
#include <algorithm>
#include <functional>
#include <set>

namespace kiki {
namespace {
/// Indices are compared in this width: a 64-bit index plus a 64-bit
/// constant cannot wrap, and an offset-derived index fits.
constexpr unsigned kIndexBits = 66;

using ValueSet = std::set<const llvm::Value *>;

/// What the values `roots` are computed from in one iteration of `loop`:
/// the roots and the operands of the loop's instructions they use, up to
/// header phis, loads, calls and values from before the loop. A load's
/// address is not followed: every element's address involves the index.
ValueSet dataCone(const std::vector<const llvm::Value *> &roots, const llvm::Loop &loop) {
  ValueSet cone;
  std::vector<const llvm::Value *> work(roots.begin(), roots.end());
  while (!work.empty()) {
    const llvm::Value *v = work.back();
    work.pop_back();
    if (!cone.insert(v).second)
      continue;
    auto *inst = llvm::dyn_cast<llvm::Instruction>(v);
    if (!inst || !loop.contains(inst) || llvm::isa<llvm::LoadInst>(inst) ||
        llvm::isa<llvm::CallBase>(inst) || inst->getParent() == loop.getHeader())
      continue;
    for (const auto &operand : inst->operands())
      work.push_back(operand.get());
  }
  return cone;
}

bool shareValue(const ValueSet &a, const ValueSet &b) {
  return std::any_of(a.begin(), a.end(), [&b](const llvm::Value *v) {
    return !llvm::isa<llvm::Constant>(v) && b.count(v);
  });
}

/// What a[k] of `access` is compared with: the values its elements are
/// computed from or flow into in one iteration (data, not control,
/// dependence). Other partners would only cost rows.
struct Related {
  std::vector<const ArrayAccess *> arrays; // b[k] at the same index
  bool index = false;                       // k itself (a[i] = i + 1)
  std::set<std::string> names;              // the loop's template variables
};

Related related(const ArrayAccess &access, const std::vector<ArrayAccess> &all,
                const llvm::Loop &loop, const SourceInfo &source) {
  Related found;
  ValueSet cone = dataCone(access.values, loop);
  for (const auto &other : all)
    // A stored slot's segment holds its pairs with the slots it reads: the
    // same pair seen from the read slot only costs queries (the read
    // segment of a copy loop's source stalled for 20 s).
    if (access.index && !(other.stored && !access.stored) && !other.sameElement(access) &&
        other.index == access.index &&
        other.offset == access.offset && found.arrays.size() < kMaxSegmentArrays &&
        shareValue(cone, dataCone(other.values, loop)))
      found.arrays.push_back(&other);
  found.index = access.index && cone.count(access.index) > 0;
  auto name = [&](const llvm::Value *v) {
    if (auto var = templateVar(source, *v, true))
      found.names.insert(var->name);
  };
  for (const llvm::Value *v : cone) {
    auto *phi = llvm::dyn_cast<llvm::PHINode>(v);
    if ((phi && phi->getParent() == loop.getHeader()) ||
        (!llvm::isa<llvm::Constant>(v) && definedBefore(*v, loop)))
      name(v);
    if (auto *load = llvm::dyn_cast<llvm::LoadInst>(v))
      if (isMemoryCell(*load->getPointerOperand()->stripPointerCasts(), loop))
        found.names.insert(source.variableName(load->getPointerOperand()->stripPointerCasts()));
  }
  for (const auto &phi : loop.getHeader()->phis())
    for (const auto *block : phi.blocks())
      if (loop.contains(block) && shareValue(cone, dataCone({phi.getIncomingValueForBlock(block)}, loop)))
        name(&phi);
  for (const auto *block : loop.blocks())
    for (const auto &inst : *block)
      if (auto *store = llvm::dyn_cast<llvm::StoreInst>(&inst)) {
        const llvm::Value *cell = store->getPointerOperand()->stripPointerCasts();
        if (isMemoryCell(*cell, loop) && shareValue(cone, dataCone({store->getValueOperand()}, loop)))
          found.names.insert(source.variableName(cell));
      }
  return found;
}

/// A pointer element as a segment compares it: "not null" above the
/// offset. Its object number is left out: an object made in the loop's
/// arbitrary iteration has one number, where every real iteration makes a
/// different object, so a fact over numbers ("a[k] is object 18 for every
/// k below n") held for the model's iteration and was false for the
/// program (`a[i] == a[0]` was proved for a loop storing malloc results).
/// With heap sites recorded (--heap), the object's liveness and allocation
/// site sit between the two: the site is one number for every object an
/// allocation makes, so "a[k] is a live object of malloc@line 9" is as
/// sound as "not null", and a heap row over that site's objects then
/// applies to what a later loop reads through a[i].
z3::expr renamingInvariant(MemoryModel &memory, const MemState &mem, const z3::expr &pointer) {
  z3::context &ctx = pointer.ctx();
  z3::expr object = memory.objectOf(pointer);
  auto bit = [&ctx](const z3::expr &b) { return z3::ite(b, ctx.bv_val(1, 1), ctx.bv_val(0, 1)); };
  z3::expr notNull = bit(object != ctx.bv_val(0, object.get_sort().bv_size()));
  if (!memory.sitesRecorded())
    return z3::concat(notNull, memory.offsetOf(pointer)).simplify();
  z3::expr head = z3::concat(notNull, bit(z3::select(mem.alive, object)));
  return z3::concat(z3::concat(head, memory.siteOf(object)), memory.offsetOf(pointer)).simplify();
}

/// The accessed member of an element in source terms: ".f" (".f.g" nested,
/// "" for the whole element) and whether its type is signed.
struct Member {
  std::string path;
  bool isSigned;
};

Member memberOf(const SourceInfo &source, const ArrayAccess &access) {
  if (access.address) // no variable's type to read: by offset
    return {access.member ? "@+" + std::to_string(access.field) : "", true};
  if (!access.member)
    return {"", !source.isUnsignedVariable(access.array)};
  Member member{"", true};
  ctypes::CType array{source.variableType(access.array), 0, false};
  const llvm::DIType *type = ctypes::elementOf(array).type;
  uint64_t bit = access.field * 8;
  uint64_t size = access.element->isPointerTy() ? 0 : access.element->getIntegerBitWidth();
  while (const auto *record = ctypes::composite(type, llvm::dwarf::DW_TAG_structure_type)) {
    const llvm::DIDerivedType *field = ctypes::memberContaining(record, bit);
    if (!field)
      break;
    member.path += "." + field->getName().str();
    bit -= field->getOffsetInBits();
    type = field->getBaseType();
  }
  if (member.path.empty() || bit != 0 || (size && ctypes::sizeInBits({type, 0, false}) != size))
    return {"@+" + std::to_string(access.field), true};
  member.isSigned = !SourceInfo::isUnsignedType(type);
  return member;
}

/// Which elements a segment holds, in terms of the index k: for an access
/// through a header phi i, those between i's entry value and its current
/// one (`rising` or falling); for a whole-array access, 0 <= k < count.
struct Span {
  std::function<z3::expr(const z3::expr &k, const std::vector<Sym> &phis)> member;
  std::string text;      // "for i@entry <= k < i"
  std::string indexName; // i; empty for a whole array
  unsigned width;        // the index's width (k itself as a partner)
  int64_t shift;         // c of a[i + c]
};

Span spanOf(LoopView &view, const ArrayAccess &access, bool rising) {
  z3::context &ctx = view.context();
  auto bit = [&ctx](const z3::expr &in) { return z3::ite(in, ctx.bv_val(1, 1), ctx.bv_val(0, 1)); };
  if (!access.index) {
    z3::expr count = ctx.bv_val(access.count, kIndexBits);
    return Span{[=](const z3::expr &k, const std::vector<Sym> &) { return bit(z3::ult(k, count)); },
                "for 0 <= k < " + std::to_string(access.count), "", 64, 0};
  }
  const llvm::Loop &loop = view.loop();
  const llvm::PHINode *index = access.index;
  unsigned phiIndex = headerPhiPosition(*index);
  unsigned width = index->getType()->getIntegerBitWidth();
  auto wide = [width](const z3::expr &v) { return z3::sext(v, kIndexBits - width); };
  z3::expr shift = ctx.bv_val(access.offset, kIndexBits);
  z3::expr entry = wide(view.valueOnEntry(index->getIncomingValueForBlock(
                                              loop.getLoopPreheader())).expr()) + shift;
  auto member = [=](const z3::expr &k, const std::vector<Sym> &phis) {
    z3::expr now = wide(phis.at(phiIndex).expr()) + shift;
    return bit(rising ? z3::sle(entry, k) && z3::slt(k, now) : z3::slt(now, k) && z3::sle(k, entry));
  };
  std::string indexName = view.source().variableName(index);
  std::string offset = access.offset ? " + " + std::to_string(access.offset) : "";
  std::string bound = indexName + "@entry" + offset;
  std::string now = indexName + offset;
  return Span{member,
              rising ? "for " + bound + " <= k < " + now : "for " + now + " < k <= " + bound,
              indexName, width, access.offset};
}

/// "a", or "n->elems" for an array reached through a pointer.
std::string arrayName(const SourceInfo &source, const ArrayAccess &access) {
  return access.address ? source.describe(access.address, 2) : source.variableName(access.array);
}

SegmentSite segmentSite(LoopView &view, const ArrayAccess &access, const Related &partners,
                        bool rising) {
  z3::context &ctx = view.context();
  MemoryModel &memory = view.memory();
  const SourceInfo &source = view.source();
  const Incoming &start = view.start();
  Span span = spanOf(view, access, rising);
  z3::expr shift = ctx.bv_val(span.shift, kIndexBits);
  unsigned width = span.width;
  // The arrays whose elements at k the state holds: a, then its partners.
  std::vector<const ArrayAccess *> arrays{&access};
  arrays.insert(arrays.end(), partners.arrays.begin(), partners.arrays.end());
  struct Elements {
    z3::expr base; // the address of a[0]'s accessed member
    llvm::Type *type;
    uint64_t size; // the stride
  };
  std::vector<Elements> elements;
  for (const ArrayAccess *a : arrays) {
    z3::expr array = view.valueOnEntry(a->array).expr();
    elements.push_back({memory.advance(array, memory.ptrConst(a->arrayOffset + a->field)),
                        a->element, a->stride});
  }
  // The state at index k in memory `mem` with header phis `phis`:
  // (k in the segment, a[k], the partners' elements at k, k itself).
  bool withIndex = partners.index;
  auto member = span.member;
  auto stateAt = [=, &memory](const MemState &mem, const z3::expr &k,
                              const std::vector<Sym> &phis) {
    TemplateState state{member(k, phis)};
    for (const auto &e : elements) {
      z3::expr delta = k.extract(memory.pointerBits() - 1, 0) * memory.ptrConst(e.size);
      z3::expr element = memory.load(mem, memory.advance(e.base, delta), e.type).expr();
      state.push_back(e.type->isPointerTy() ? renamingInvariant(memory, mem, element) : element);
    }
    if (withIndex)
      state.push_back((k - shift).extract(width - 1, 0));
    return state;
  };
  auto siteNames = std::make_shared<std::vector<std::string>>();
  for (const auto &site : view.heapSites())
    siteNames->push_back(site.text);
  auto elementVar = [&](const ArrayAccess &a) {
    Member member = memberOf(source, a);
    std::string text = arrayName(source, a) + "[k]" + member.path;
    if (a.element->isPointerTy()) {
      TemplateVar var{text, 1 + memory.offsetBits(), false, true};
      var.pointerOffsetBits = memory.offsetBits();
      if (memory.sitesRecorded()) {
        var.pointerSiteBits = MemoryModel::siteBits();
        var.width += 1 + var.pointerSiteBits;
        var.siteNames = siteNames;
      }
      return var;
    }
    return TemplateVar{text, a.element->getIntegerBitWidth(), member.isSigned, true};
  };
  std::string element = arrayName(source, access) + "[k]" + memberOf(source, access).path;
  SegmentSite segment{element + " " + span.text, elementVar(access),
                      LoopTransition{start.guard, {}, {}}, start.mem, {}};
  segment.indexName = span.indexName;
  segment.relatedNames = partners.names;
  segment.readOnly = !access.stored;
  segment.keptMem = view.keptMemory();
  for (size_t a = 1; a < arrays.size(); ++a)
    segment.partners.push_back(elementVar(*arrays[a]));
  // The last partner is k without the offset: the value of i at a[i + c].
  std::string kName = span.shift > 0   ? "k - " + std::to_string(span.shift)
                      : span.shift < 0 ? "k + " + std::to_string(-span.shift)
                                       : "k";
  if (withIndex)
    segment.partners.push_back(
        TemplateVar{kName, width, !source.isUnsignedVariable(access.index), false});
  z3::expr k = view.freshConstant("segment.k", ctx.bv_sort(kIndexBits));
  segment.transition.start = stateAt(start.mem, k, start.phis);
  segment.transition.head = segment.transition.start;
  for (const auto &latch : view.latches())
    segment.transition.latches.push_back({latch.guard, stateAt(latch.mem, k, latch.phis)});
  std::vector<Sym> startPhis = start.phis;
  MemState startMem = start.mem;
  z3::expr baseObject = memory.objectOf(elements[0].base);
  z3::expr baseOffset = memory.offsetOf(elements[0].base);
  uint64_t size = elements[0].size;
  segment.startAt = [=, &memory](const z3::expr &ptr)
      -> std::optional<std::pair<z3::expr, TemplateState>> {
    z3::expr offset = (memory.offsetOf(ptr) - baseOffset).simplify();
    // A load reads each byte of an element: one instance per element, at
    // its first byte. On a copy loop's check (a1[x] == a2[x]) the instances
    // at the other bytes were three quarters of 60,000 (each loading both
    // elements again).
    if (isNonZeroNumeral(withinElement(offset, size)) || residue(offset, size).value_or(0))
      return std::nullopt;
    z3::expr elementIndex = elementOf(offset, size);
    z3::expr k = z3::zext(elementIndex, kIndexBits - memory.offsetBits());
    return std::pair{memory.objectOf(ptr) == baseObject, stateAt(startMem, k, startPhis)};
  };
  return segment;
}
} // namespace

std::vector<SegmentSite> segmentSites(LoopView &view) {
  std::vector<ArrayAccess> accesses = arrayAccesses(view.loop());
  std::vector<SegmentSite> segments;
  size_t stores = 0;
  for (const auto &access : accesses) {
    if (access.stored && ++stores > kMaxMemoryCells)
      continue;
    Related partners = related(access, accesses, view.loop(), view.source());
    for (bool rising : {true, false})
      if (access.index || rising)
        segments.push_back(segmentSite(view, access, partners, rising));
  }
  return segments;
}

void addScalarPartners(LoopSite &site) {
  std::vector<size_t> chosen;
  for (auto &segment : site.segments) {
    chosen.clear();
    for (size_t v = 0; v < site.vars.size() && chosen.size() < kMaxScalarPartners; ++v) {
      const TemplateVar &var = site.vars[v];
      bool index = var.name == segment.indexName || var.name == segment.indexName + "@entry";
      if (!index && !var.floatKey && var.width > 1 && segment.relatedNames.count(var.name))
        chosen.push_back(v);
    }
    std::vector<z3::expr> atStart;
    for (size_t v : chosen) {
      segment.partners.push_back(site.vars[v]);
      atStart.push_back(site.transition.start.at(v));
      segment.transition.start.push_back(atStart.back());
      segment.transition.head.push_back(atStart.back());
      for (size_t l = 0; l < segment.transition.latches.size(); ++l)
        segment.transition.latches[l].state.push_back(site.transition.latches.at(l).state.at(v));
    }
    if (!atStart.empty())
      segment.startAt = [inner = segment.startAt, atStart](const z3::expr &ptr) {
        auto found = inner(ptr);
        if (found)
          found->second.insert(found->second.end(), atStart.begin(), atStart.end());
        return found;
      };
  }
  // A segment the loop only reads says nothing without a partner.
  site.segments.erase(std::remove_if(site.segments.begin(), site.segments.end(),
                                     [](const SegmentSite &segment) {
                                       return segment.readOnly && segment.partners.empty();
                                     }),
                      site.segments.end());
}

} // namespace kiki
