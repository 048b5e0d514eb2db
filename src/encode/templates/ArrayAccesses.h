// The array accesses of a loop that array segments speak of
// (encode/templates/SegmentTemplate): a[i + c] through a header phi i, a
// member of such an element, an array member of what a pointer from
// before the loop points to, and stores at any other index (the whole
// array).
#pragma once
#include <llvm/Analysis/LoopInfo.h>
#include <llvm/IR/Type.h>
#include <cstdint>
#include <vector>

namespace kiki {

/// An array access a[i + c] in the loop: the array (an object from before
/// the loop), the header phi i, the constant c, the element type, and
/// whether the loop stores there.
struct ArrayAccess {
  const llvm::Value *array;
  const llvm::PHINode *index; // null: a store at any index (whole array)
  int64_t offset;
  llvm::Type *element; // the type accessed: the array's element or a member of it
  bool stored;
  uint64_t stride = 0; // the array element's size in bytes
  uint64_t field = 0;  // the accessed member's byte offset within the element
  bool member = false; // a member of the element, not the whole element
  std::vector<const llvm::Value *> values; // the values stored and loaded there
  uint64_t count = 0; // whole-array accesses: the array's number of elements
  /// An array inside an object a pointer from before the loop points to
  /// (n->elems[i]): `array` is that pointer, `address` the array's address
  /// as the loop computes it (for its name) and `arrayOffset` its offset.
  const llvm::Value *address = nullptr;
  uint64_t arrayOffset = 0;

  bool sameSlot(const ArrayAccess &other) const {
    return sameElement(other) && index == other.index && offset == other.offset &&
           element == other.element;
  }
  bool sameElement(const ArrayAccess &other) const {
    return array == other.array && arrayOffset == other.arrayOffset && field == other.field;
  }
};

/// The loop's array accesses, one per slot (a slot both read and stored
/// counts as stored), stores first.
std::vector<ArrayAccess> arrayAccesses(const llvm::Loop &loop);

} // namespace kiki
