// Which memory a loop can change: the frame of its k-induction havoc. An
// arbitrary iteration of the loop starts with the loop's entry memory on
// every object the loop never writes, so only the written objects need to
// be arbitrary (the chapter's loop-back variables, for memory).
#pragma once
#include <llvm/Analysis/LoopInfo.h>
#include <optional>
#include <vector>

namespace kiki {

/// A store at base + offset + scale * index, with `base` a pointer from
/// before the loop and `index` a header phi that counts up by one from its
/// entry value: at the head of an iteration where the index is `cur`, the
/// store has written only the bytes from base + offset + scale * entry
/// value up to base + offset + scale * cur (a fill loop keeps what an
/// earlier loop wrote below its start).
struct CountedWrite {
  const llvm::Value *base;
  const llvm::PHINode *index;
  bool signedIndex; // sign-extended to pointer width, else zero-extended
  int64_t offset;
  uint64_t scale; // at least the stored value's size
};

struct LoopWrites {
  /// Values defined before the loop (globals, allocas, arguments, earlier
  /// instructions) whose objects the loop may write anywhere.
  std::vector<const llvm::Value *> bases;
  /// Stores at counted indices.
  std::vector<CountedWrite> counted;
  bool none() const { return bases.empty() && counted.empty(); }
};

/// What a loop may change: its writes (nullopt when it may write memory it
/// cannot name this way: through a pointer computed in the loop, in a
/// callee, or by an unknown function) and, separately, whether it may
/// allocate or free. A list traversal that stores through its cursor has
/// unknown writes but keeps every object's liveness, which the havoc of its
/// arbitrary iteration then keeps too.
struct LoopEffects {
  std::optional<LoopWrites> writes;
  /// The loop may create objects (heap or stack): liveness may grow.
  bool mayAllocate = false;
  /// The loop may end the life of objects (free, realloc, a callee's stack
  /// frame popped at its return): liveness may shrink.
  bool mayFree = false;
};

LoopEffects loopEffects(const llvm::Loop &loop);

/// A variable that lives in memory and outlasts every iteration of `loop`:
/// a non-constant global or a stack slot allocated before the loop. Its
/// contents at the loop head are a template variable like a phi's value.
bool isMemoryCell(const llvm::Value &v, const llvm::Loop &loop);

/// A value the loop reads but does not compute: an argument or an
/// instruction outside the loop (the bound n of `while (i < n)`).
bool definedBefore(const llvm::Value &v, const llvm::Loop &loop);

/// The position of `phi` among the phis of its block (a loop header's
/// phis are its loop-back variables, in this order).
unsigned headerPhiPosition(const llvm::PHINode &phi);

/// The values defined before the loop that its instructions use, each
/// once, in the order the loop's blocks use them.
std::vector<const llvm::Value *> valuesFromBefore(const llvm::Loop &loop);

} // namespace kiki
