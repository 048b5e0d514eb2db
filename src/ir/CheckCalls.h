// The property checks the instrumentation inserts: calls of __kiki_check
// (ir/Intrinsics.h) with the check's condition and its property's number.
// Every reader of the IR finds them through checkedProperty.
#pragma once

#include "ir/DirectCalls.h"
#include "ir/Intrinsics.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/InstrTypes.h>

#include <optional>

namespace kiki {

/// The number of the property `inst` checks, when it is a __kiki_check call.
inline std::optional<unsigned> checkedProperty(const llvm::Instruction &inst) {
  const auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
  if (!call || call->arg_size() != 2)
    return std::nullopt;
  const llvm::Function *callee = directCallee(*call);
  if (!callee || callee->getName() != intrinsic::Check)
    return std::nullopt;
  const auto *id = llvm::dyn_cast<llvm::ConstantInt>(call->getArgOperand(1));
  if (!id)
    return std::nullopt;
  return static_cast<unsigned>(id->getZExtValue());
}

} // namespace kiki
