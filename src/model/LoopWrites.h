// Which memory a loop can change: the frame of its k-induction havoc. An
// arbitrary iteration of the loop starts with the loop's entry memory on
// every object the loop never writes, so only the written objects need to
// be arbitrary (the chapter's loop-back variables, for memory).
#pragma once
#include <llvm/Analysis/LoopInfo.h>
#include <optional>
#include <vector>

namespace kiki {

struct LoopWrites {
  /// Values defined before the loop (globals, allocas, arguments, earlier
  /// instructions) whose objects the loop may write.
  std::vector<const llvm::Value *> bases;
  /// The loop allocates or frees (stack or heap): liveness changes.
  bool allocates = false;
};

/// What a loop may change: its writes (nullopt when it may write memory it
/// cannot name this way: through a pointer computed in the loop, in a
/// callee, or by an unknown function) and, separately, whether it may
/// allocate or free. A list traversal that stores through its cursor has
/// unknown writes but keeps every object's liveness, which the havoc of its
/// arbitrary iteration then keeps too.
struct LoopEffects {
  std::optional<LoopWrites> writes;
  bool mayAllocate = false;
};

LoopEffects loopEffects(const llvm::Loop &loop);

} // namespace kiki
