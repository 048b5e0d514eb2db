// Acyclic paths through an innermost loop's body, as the polynomial
// equalities (engines/AlgebraicInvariants) read it: one polynomial map per
// path from the head back to it, and the paths from the head to a check.
#pragma once
#include <llvm/Analysis/LoopInfo.h>
#include <llvm/IR/BasicBlock.h>

#include <algorithm>
#include <map>
#include <optional>
#include <vector>

namespace kiki {

/// A path of blocks; each block's phis read the edge from the one before.
struct Path {
  std::vector<const llvm::BasicBlock *> blocks;
  std::map<const llvm::BasicBlock *, const llvm::BasicBlock *> before;

  void push(const llvm::BasicBlock *b) {
    if (!blocks.empty())
      before[b] = blocks.back();
    blocks.push_back(b);
  }
  void pop() {
    before.erase(blocks.back());
    blocks.pop_back();
  }
  bool has(const llvm::BasicBlock *b) const {
    return std::find(blocks.begin(), blocks.end(), b) != blocks.end();
  }
};

/// Whether `block` ends every execution that reaches it: a call of abort,
/// exit or (with `assertions`) an error function, as the encoder has them.
bool endsExecution(const llvm::BasicBlock *block, bool assertions);

/// The paths from the head of `loop` back to it through the body (a path
/// into a block that ends the execution is no iteration); nullopt when the
/// body has an inner loop, no preheader, no path or more than `limit`.
std::optional<std::vector<Path>> bodyPaths(const llvm::Loop &loop, bool assertions,
                                           size_t limit);

/// Every path from the head of `loop` to `target` that does not come back
/// to the head; nullopt on a cycle on the way or more than `limit` paths.
std::optional<std::vector<Path>> pathsTo(const llvm::Loop &loop, const llvm::BasicBlock *target,
                                         size_t limit);

} // namespace kiki
