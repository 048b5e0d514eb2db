// A narrow view of one unwound loop instance: what the template builders
// (encode/templates/) read of the instance and of the unwinder that made it.
// The unwinder makes one for each loop instance it hands out as a LoopSite
// (Unwinder::takeLoopSites). Its calls go to the unwinder's own state (the
// loop's entry scope, its cache of loop effects, the solver's and the
// unwinder's counters of fresh names), so a builder makes the same terms in
// the same order as the unwinder would.
#pragma once
#include "encode/Incoming.h"
#include "encode/LoopSite.h"
#include "encode/MemoryModel.h"
#include "encode/Sym.h"
#include "model/LoopWrites.h"

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/IR/Module.h>
#include <optional>
#include <string>
#include <vector>

namespace kiki {

class SourceInfo;
class Unwinder;
struct LoopInstance;

class LoopView {
public:
  /// The options the templates depend on.
  struct Options {
    bool memoryLeak;       // --memory-leak-check: the count of live heap objects
    bool heap;             // --heap: the heap template
    /// --heap with --pointer-check: the facts memory safety over the heap
    /// needs (shape rows, object sizes in points-to rows); elsewhere they
    /// only cost.
    bool heapPointerFacts;
    bool sympath;          // --sympath: the path bits of the last iteration
  };

  const llvm::Loop &loop() const;
  /// The arbitrary start of the first iteration (k-induction).
  const Incoming &start() const;
  /// The merged state at the first iteration's head.
  const Incoming &head() const;
  /// The back edges of the first iteration.
  const std::vector<Incoming> &latches() const;
  /// The memory the loop's exits read when it writes none (the entry's).
  const std::optional<MemState> &keptMemory() const;
  /// The number of live heap objects on entering the loop, where counted.
  const std::optional<z3::expr> &entryHeapCount() const;
  /// The value of `v` in the scope the loop is entered in (a value defined
  /// on a path that ended is a fresh one, named by the unwinder's counter).
  Sym valueOnEntry(const llvm::Value *v);
  /// The value of `v` in the first iteration.
  Sym valueInFirstIteration(const llvm::Value *v);
  /// What the loop may write, allocate and free (the unwinder's cache).
  const LoopEffects &effects();
  /// A fresh constant of the solver.
  z3::expr freshConstant(const std::string &base, const z3::sort &sort);
  z3::context &context() const;
  MemoryModel &memory() const;
  const SourceInfo &source() const;
  const llvm::Module &module() const;
  /// The heap allocation sites met so far; site s is heapSites()[s - 1].
  const std::vector<HeapAllocationSite> &heapSites() const;
  const Options &options() const { return options_; }

private:
  friend class Unwinder;
  LoopView(Unwinder &unwinder, LoopInstance &instance);

  Unwinder &unwinder_;
  LoopInstance &instance_;
  Options options_;
};

} // namespace kiki
