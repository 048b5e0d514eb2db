// The program model the encoder walks: functions, their loop trees and, per
// loop, the acyclic region of blocks that one iteration executes (subloops
// collapsed to their headers), in topological order.
#pragma once
#include "model/SourceInfo.h"
#include <llvm/Analysis/LoopInfo.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Module.h>
#include <map>
#include <memory>
#include <vector>

namespace kiki {

class ProgramModel {
public:
  explicit ProgramModel(llvm::Module &module);

  llvm::Module &module() { return module_; }
  const SourceInfo &source() const { return source_; }
  const llvm::LoopInfo &loops(const llvm::Function &f);
  /// Blocks of one iteration of `loop` (nullptr: the function body outside
  /// all loops) in topological order; a subloop appears as its header.
  const std::vector<const llvm::BasicBlock *> &region(const llvm::Function &f,
                                                      const llvm::Loop *loop);
  /// Functions whose address is taken, candidates of indirect calls.
  const std::vector<const llvm::Function *> &addressTaken() const { return addressTaken_; }

private:
  struct FunctionInfo {
    llvm::DominatorTree dom;
    llvm::LoopInfo loops;
    std::vector<const llvm::BasicBlock *> order;
    std::map<const llvm::Loop *, std::vector<const llvm::BasicBlock *>> regions;
  };
  llvm::Module &module_;
  SourceInfo source_;
  std::map<const llvm::Function *, std::unique_ptr<FunctionInfo>> functions_;
  std::vector<const llvm::Function *> addressTaken_;

  FunctionInfo &info(const llvm::Function &f);
};

} // namespace kiki
