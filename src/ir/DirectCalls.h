// The function a call names directly (through pointer casts), if any: the
// one reader of a call's target that the IR-facing code shares.
#pragma once

#include <llvm/IR/Function.h>
#include <llvm/IR/InstrTypes.h>

namespace kiki {

/// The callee of `call` when it is a function named directly; null for a
/// call through a pointer or inline assembly.
inline const llvm::Function *directCallee(const llvm::CallBase &call) {
  return llvm::dyn_cast<llvm::Function>(call.getCalledOperand()->stripPointerCasts());
}

} // namespace kiki
