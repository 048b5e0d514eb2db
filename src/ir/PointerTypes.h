// Which LLVM types carry pointers.
#pragma once
#include <llvm/IR/DerivedTypes.h>

namespace kiki {

/// Whether a value of `type` has a pointer in it (itself, a member, an
/// element).
inline bool containsPointer(const llvm::Type *type) {
  if (type->isPointerTy())
    return true;
  if (auto *array = llvm::dyn_cast<llvm::ArrayType>(type))
    return containsPointer(array->getElementType());
  if (auto *vector = llvm::dyn_cast<llvm::VectorType>(type))
    return containsPointer(vector->getElementType());
  if (auto *record = llvm::dyn_cast<llvm::StructType>(type))
    for (const llvm::Type *member : record->elements())
      if (containsPointer(member))
        return true;
  return false;
}

} // namespace kiki
