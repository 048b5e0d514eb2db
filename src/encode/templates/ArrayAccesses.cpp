#include "encode/templates/ArrayAccesses.h"
#include "encode/templates/ScalarTemplate.h"
#include "model/LoopWrites.h"

#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Operator.h>
#include <algorithm>
#include <optional>

namespace kiki {
namespace {
const llvm::Value *stripIntCasts(const llvm::Value *v) {
  while (auto *cast = llvm::dyn_cast<llvm::CastInst>(v))
    if (cast->getSrcTy()->isIntegerTy() && cast->getDestTy()->isIntegerTy())
      v = cast->getOperand(0);
    else
      break;
  return v;
}

/// A GEP whose indices are all constants and whose first index is 0: a
/// member (or constant subscript) within one object, at a constant byte
/// offset. Clang addresses `a[i].f` as such a GEP on top of `a[i]`.
std::optional<uint64_t> memberOffset(const llvm::GetElementPtrInst &gep) {
  auto *first = llvm::dyn_cast<llvm::ConstantInt>(gep.getOperand(1));
  if (!first || !first->isZero() || !gep.hasAllConstantIndices())
    return std::nullopt;
  llvm::APInt offset(64, 0);
  if (!gep.accumulateConstantOffset(gep.getModule()->getDataLayout(), offset) ||
      offset.isNegative())
    return std::nullopt;
  return offset.getZExtValue();
}

/// `pointer` as a[i + c] or a[i + c].member (one GEP or a member GEP on
/// top of the element's), with `a` an array from before the loop and i a
/// header phi of `loop`; or, for a store, a[x] with any other index x: a
/// whole-array access, whose segment is every element (a loop that stores
/// at computed or input indices, an outer loop around an inner one).
std::optional<ArrayAccess> arrayAccess(const llvm::Value *pointer, llvm::Type *element,
                                       bool stored, const llvm::Loop &loop) {
  auto *gep = llvm::dyn_cast<llvm::GetElementPtrInst>(pointer);
  if (!gep)
    return std::nullopt;
  const llvm::DataLayout &layout = gep->getModule()->getDataLayout();
  uint64_t field = 0;
  bool member = gep->getNumIndices() > 2;
  llvm::Type *accessed = gep->getResultElementType();
  if (gep->getNumIndices() > 2 && llvm::isa<llvm::ArrayType>(gep->getSourceElementType())) {
    // One GEP a, 0, i, members...: the members' offset within an element.
    std::vector<llvm::Value *> members{gep->getOperand(1)};
    for (unsigned op = 3; op < gep->getNumOperands(); ++op)
      if (llvm::isa<llvm::ConstantInt>(gep->getOperand(op)))
        members.push_back(gep->getOperand(op));
      else
        return std::nullopt;
    field = layout.getIndexedOffsetInType(
        gep->getSourceElementType()->getArrayElementType(), members);
  } else if (memberOffset(*gep)) {
    // Member GEPs, one per level of nesting, on top of the element's.
    for (auto offset = memberOffset(*gep); offset; offset = memberOffset(*gep)) {
      field += *offset;
      member = true;
      gep = llvm::dyn_cast<llvm::GetElementPtrInst>(gep->getPointerOperand());
      if (!gep)
        return std::nullopt;
    }
    if (gep->getNumIndices() != 2)
      return std::nullopt;
  } else if (gep->getNumIndices() != 2) {
    return std::nullopt;
  }
  if (!llvm::isa<llvm::ArrayType>(gep->getSourceElementType()))
    return std::nullopt;
  llvm::Type *arrayElement = gep->getSourceElementType()->getArrayElementType();
  uint64_t stride = layout.getTypeAllocSize(arrayElement);
  auto *first = llvm::dyn_cast<llvm::ConstantInt>(gep->getOperand(1));
  const llvm::Value *base = gep->getPointerOperand()->stripPointerCasts();
  // The array lives in memory outside the loop: a variable, or a member of
  // what a pointer from before the loop points to (through member GEPs).
  const llvm::Value *address = base;
  uint64_t arrayOffset = 0;
  while (auto *inner = llvm::dyn_cast<llvm::GetElementPtrInst>(base)) {
    auto at = memberOffset(*inner);
    if (!at || definedBefore(*inner, loop))
      break;
    arrayOffset += *at;
    base = inner->getPointerOperand()->stripPointerCasts();
  }
  bool outside = isMemoryCell(*base, loop) ||
                 (base != address && base->getType()->isPointerTy() && definedBefore(*base, loop));
  // Pointer elements are compared as (not null, offset): renamingInvariant.
  auto *elementInt = llvm::dyn_cast<llvm::IntegerType>(element);
  bool integer = elementInt && elementInt->getBitWidth() <= 64 && elementInt->getBitWidth() % 8 == 0;
  if (!first || !first->isZero() || !outside || !(integer || element->isPointerTy()) ||
      accessed != element || field + layout.getTypeStoreSize(element) > stride)
    return std::nullopt;
  const llvm::Value *index = stripIntCasts(gep->getOperand(2));
  int64_t offset = 0;
  if (auto *add = llvm::dyn_cast<llvm::BinaryOperator>(index);
      add && add->getOpcode() == llvm::Instruction::Add)
    if (auto *c = llvm::dyn_cast<llvm::ConstantInt>(add->getOperand(1))) {
      offset = c->getSExtValue();
      index = stripIntCasts(add->getOperand(0));
    }
  if (!loop.getLoopPreheader())
    return std::nullopt;
  auto *phi = llvm::dyn_cast<llvm::PHINode>(index);
  ArrayAccess found{base, phi, offset, element, stored, stride, field, member, {}};
  found.address = base == address ? nullptr : address;
  found.arrayOffset = arrayOffset;
  if (!phi || phi->getParent() != loop.getHeader() || !phi->getType()->isIntegerTy() ||
      phi->getType()->getIntegerBitWidth() > 64) {
    // Any other index: a store makes the whole array a segment.
    found.index = nullptr;
    found.offset = 0;
    found.count = gep->getSourceElementType()->getArrayNumElements();
    if (!stored || llvm::isa<llvm::Constant>(gep->getOperand(2)) || found.count == 0)
      return std::nullopt;
  }
  return found;
}
} // namespace

std::vector<ArrayAccess> arrayAccesses(const llvm::Loop &loop) {
  std::vector<ArrayAccess> accesses;
  for (const auto *block : loop.blocks())
    for (const auto &inst : *block) {
      std::optional<ArrayAccess> found;
      const llvm::Value *value = nullptr;
      if (auto *store = llvm::dyn_cast<llvm::StoreInst>(&inst))
        value = store->getValueOperand(),
        found = arrayAccess(store->getPointerOperand(), value->getType(), true, loop);
      else if (auto *load = llvm::dyn_cast<llvm::LoadInst>(&inst))
        value = load, found = arrayAccess(load->getPointerOperand(), load->getType(), false, loop);
      if (!found)
        continue;
      auto seen = std::find_if(accesses.begin(), accesses.end(),
                               [&](const ArrayAccess &a) { return a.sameSlot(*found); });
      if (seen == accesses.end() && accesses.size() < 2 * kMaxMemoryCells)
        seen = accesses.insert(accesses.end(), *found);
      if (seen != accesses.end()) {
        seen->stored = seen->stored || found->stored;
        seen->values.push_back(value);
      }
    }
  std::stable_partition(accesses.begin(), accesses.end(),
                        [](const ArrayAccess &a) { return a.stored; });
  return accesses;
}

} // namespace kiki
