// The array segments of a loop instance: the array stores a[i + c] the loop
// makes through a header phi i, and for each the template state of one
// arbitrary index k (k is in the segment, a[k]) at the arbitrary start and
// at the first iteration's back edges.
#include "encode/templates/SegmentTemplate.h"
#include "encode/templates/ScalarTemplate.h"
#include "ir/SourceInfo.h"

#include <llvm/IR/Instructions.h>
#include <algorithm>

namespace kiki {
namespace {
/// An array store a[i + c] in the loop: the array (an object from before
/// the loop), the header phi i, the constant c and the element type.
struct ArrayStore {
  const llvm::Value *array;
  const llvm::PHINode *index;
  int64_t offset;
  llvm::Type *element;
};

const llvm::Value *stripIntCasts(const llvm::Value *v) {
  while (auto *cast = llvm::dyn_cast<llvm::CastInst>(v))
    if (cast->getSrcTy()->isIntegerTy() && cast->getDestTy()->isIntegerTy())
      v = cast->getOperand(0);
    else
      break;
  return v;
}

std::optional<ArrayStore> arrayStore(const llvm::StoreInst &store, const llvm::Loop &loop) {
  auto *gep = llvm::dyn_cast<llvm::GetElementPtrInst>(store.getPointerOperand());
  if (!gep || gep->getNumIndices() != 2 || !llvm::isa<llvm::ArrayType>(gep->getSourceElementType()))
    return std::nullopt;
  auto *first = llvm::dyn_cast<llvm::ConstantInt>(gep->getOperand(1));
  const llvm::Value *base = gep->getPointerOperand()->stripPointerCasts();
  bool outside = isMemoryCell(*base, loop);
  llvm::Type *element = store.getValueOperand()->getType();
  auto *elementInt = llvm::dyn_cast<llvm::IntegerType>(element);
  if (!first || !first->isZero() || !outside || !elementInt || elementInt->getBitWidth() > 64 ||
      elementInt->getBitWidth() % 8 ||
      gep->getResultElementType() != element)
    return std::nullopt;
  const llvm::Value *index = stripIntCasts(gep->getOperand(2));
  int64_t offset = 0;
  if (auto *add = llvm::dyn_cast<llvm::BinaryOperator>(index);
      add && add->getOpcode() == llvm::Instruction::Add)
    if (auto *c = llvm::dyn_cast<llvm::ConstantInt>(add->getOperand(1))) {
      offset = c->getSExtValue();
      index = stripIntCasts(add->getOperand(0));
    }
  auto *phi = llvm::dyn_cast<llvm::PHINode>(index);
  if (!phi || phi->getParent() != loop.getHeader() || !phi->getType()->isIntegerTy() ||
      phi->getType()->getIntegerBitWidth() > 64 || !loop.getLoopPreheader())
    return std::nullopt;
  return ArrayStore{base, phi, offset, element};
}

/// Indices are compared in this width: a 64-bit index plus a 64-bit
/// constant cannot wrap, and an offset-derived index fits.
constexpr unsigned kIndexBits = 66;

/// The position of header phi `index` among the header's phis.
unsigned phiPosition(const llvm::Loop &loop, const llvm::PHINode *index) {
  unsigned phiIndex = 0;
  for (const auto &phi : loop.getHeader()->phis()) {
    if (&phi == index)
      break;
    ++phiIndex;
  }
  return phiIndex;
}

SegmentSite segmentSite(LoopView &view, const llvm::Value *array, const llvm::PHINode *index,
                        int64_t offset, llvm::Type *element, bool rising);
} // namespace

std::vector<SegmentSite> segmentSites(LoopView &view) {
  const llvm::Loop &loop = view.loop();
  std::vector<ArrayStore> stores;
  for (const auto *block : loop.blocks())
    for (const auto &inst : *block)
      if (auto *store = llvm::dyn_cast<llvm::StoreInst>(&inst))
        if (auto found = arrayStore(*store, loop)) {
          bool seen = std::any_of(stores.begin(), stores.end(), [&](const ArrayStore &s) {
            return s.array == found->array && s.index == found->index &&
                   s.offset == found->offset && s.element == found->element;
          });
          if (!seen && stores.size() < kMaxMemoryCells)
            stores.push_back(*found);
        }
  std::vector<SegmentSite> segments;
  for (const auto &store : stores)
    for (bool rising : {true, false})
      segments.push_back(segmentSite(view, store.array, store.index, store.offset,
                                     store.element, rising));
  return segments;
}

namespace {
SegmentSite segmentSite(LoopView &view, const llvm::Value *array, const llvm::PHINode *index,
                        int64_t offset, llvm::Type *element, bool rising) {
  const llvm::Loop *loop = &view.loop();
  z3::context &ctx = view.context();
  MemoryModel &memory = view.memory();
  const SourceInfo &source = view.source();
  const Incoming &start = view.start();
  unsigned phiIndex = phiPosition(*loop, index);
  unsigned width = index->getType()->getIntegerBitWidth();
  auto wide = [width](const z3::expr &v) { return z3::sext(v, kIndexBits - width); };
  z3::expr shift = ctx.bv_val(offset, kIndexBits);
  z3::expr entry = wide(view.valueOnEntry(index->getIncomingValueForBlock(
                                              loop->getLoopPreheader())).expr()) + shift;
  z3::expr base = view.valueOnEntry(array).expr();
  uint64_t size = view.module().getDataLayout().getTypeAllocSize(element);
  auto memberBit = [=, &ctx](const z3::expr &k, const Sym &current) {
    z3::expr now = wide(current.expr()) + shift;
    z3::expr in = rising ? z3::sle(entry, k) && z3::slt(k, now)
                         : z3::slt(now, k) && z3::sle(k, entry);
    return z3::ite(in, ctx.bv_val(1, 1), ctx.bv_val(0, 1));
  };
  auto elementAt = [&memory, base, size, element](const MemState &mem, const z3::expr &k) {
    z3::expr delta = k.extract(memory.pointerBits() - 1, 0) * memory.ptrConst(size);
    return memory.load(mem, memory.advance(base, delta), element).expr();
  };
  std::string name = source.variableName(array);
  std::string indexName = source.variableName(index);
  std::string bound = indexName + "@entry" + (offset ? " + " + std::to_string(offset) : "");
  std::string now = indexName + (offset ? " + " + std::to_string(offset) : "");
  SegmentSite segment{
      rising ? name + "[k] for " + bound + " <= k < " + now
             : name + "[k] for " + now + " < k <= " + bound,
      TemplateVar{name + "[k]", element->getIntegerBitWidth(),
                  !source.isUnsignedVariable(array), true},
      LoopTransition{start.guard, {}, {}},
      start.mem,
      {}};
  z3::expr k = view.freshConstant("segment.k", ctx.bv_sort(kIndexBits));
  segment.transition.start = {memberBit(k, start.phis.at(phiIndex)),
                              elementAt(start.mem, k)};
  segment.transition.head = segment.transition.start;
  for (const auto &latch : view.latches())
    segment.transition.latches.push_back(
        {latch.guard, {memberBit(k, latch.phis.at(phiIndex)), elementAt(latch.mem, k)}});
  Sym startIndex = start.phis.at(phiIndex);
  MemState startMem = start.mem;
  z3::expr baseObject = memory.objectOf(base);
  z3::expr baseOffset = memory.offsetOf(base);
  segment.startAt = [=, &memory, &ctx](const z3::expr &ptr) {
    z3::expr elementIndex = z3::udiv(memory.offsetOf(ptr) - baseOffset,
                                     ctx.bv_val(size, memory.offsetBits()))
                                .simplify();
    z3::expr k = z3::zext(elementIndex, kIndexBits - memory.offsetBits());
    return std::pair{memory.objectOf(ptr) == baseObject,
                     TemplateState{memberBit(k, startIndex), elementAt(startMem, k)}};
  };
  return segment;
}
} // namespace

} // namespace kiki
