#include "instrument/WrapOverflow.h"

#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Module.h>
#include <llvm/Transforms/Utils/Local.h>

namespace kiki {
namespace {

bool guardsSignedArithmetic(const llvm::BasicBlock &block) {
  for (const auto &inst : block)
    if (const auto *intrinsic = llvm::dyn_cast<llvm::IntrinsicInst>(&inst))
      switch (intrinsic->getIntrinsicID()) {
      case llvm::Intrinsic::sadd_with_overflow:
      case llvm::Intrinsic::ssub_with_overflow:
      case llvm::Intrinsic::smul_with_overflow:
        return true;
      default:
        break;
      }
  return false;
}

} // namespace

unsigned wrapSignedOverflow(llvm::Module &module) {
  unsigned removed = 0;
  for (auto &function : module) {
    bool changed = false;
    for (auto &block : function) {
      // clang -fsanitize-trap: br %overflow, %trap, %cont in the block that
      // does the arithmetic; the trap block calls llvm.ubsantrap.
      auto *branch = llvm::dyn_cast<llvm::BranchInst>(block.getTerminator());
      if (!branch || !branch->isConditional() || !guardsSignedArithmetic(block))
        continue;
      for (unsigned side = 0; side < 2; ++side) {
        llvm::BasicBlock *trap = branch->getSuccessor(side);
        auto *call = llvm::dyn_cast<llvm::IntrinsicInst>(&trap->front());
        if (!call || call->getIntrinsicID() != llvm::Intrinsic::ubsantrap)
          continue;
        llvm::BasicBlock *next = branch->getSuccessor(1 - side);
        trap->removePredecessor(&block);
        llvm::BranchInst::Create(next, branch);
        branch->eraseFromParent();
        ++removed;
        changed = true;
        break;
      }
    }
    if (changed)
      llvm::removeUnreachableBlocks(function);
  }
  return removed;
}

} // namespace kiki
