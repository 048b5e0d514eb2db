// The heap template of a loop instance (domains/HeapDomain): points-to rows
// of its pointer loop-back variables and of the pointers in memory it uses,
// and, where its arbitrary start forgets memory, rows over the fields of
// one arbitrary object of each allocation site (with shape rows under
// --pointer-check). HeapTemplate.cpp lays the rows out, HeapStates.cpp
// reads their terms from a state.
#pragma once
#include "encode/LoopSite.h"
#include "encode/LoopView.h"

#include <llvm/IR/DerivedTypes.h>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace kiki {

/// A field of objects reached through pointers (not through a named
/// variable or array).
struct HeapField {
  uint64_t offset;
  llvm::Type *type; // an integer or a pointer
  std::string name; // of the first access seen (any struct)
  /// The field's name in each struct type accessed at this offset.
  std::map<const llvm::StructType *, std::string> nameInStruct{};
  /// An array member read at computed indices (n->elems[i]): its number of
  /// integer elements and their size; the template holds the element at one
  /// arbitrary index (0 for none).
  uint64_t count = 0;
  uint64_t stride = 0;
};

/// Builds the heap templates of a module's loop instances; the unwinder
/// keeps one, which finds the module's heap fields once.
class HeapTemplate {
public:
  /// The heap template of the loop instance `view` shows: nullopt without
  /// --heap, without heap allocation sites, or when it would have no row.
  std::optional<HeapSite> build(LoopView &view);

private:
  std::vector<HeapField> fields(LoopView &view);
  std::optional<std::vector<HeapField>> fields_;
};

} // namespace kiki
