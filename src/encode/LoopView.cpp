// The view of a loop instance that the template builders read: each call
// goes to the unwinder's state for the instance.
#include "encode/LoopView.h"
#include "encode/Unwinder.h"

namespace kiki {

LoopView::LoopView(Unwinder &unwinder, LoopInstance &instance)
    : unwinder_(unwinder), instance_(instance),
      options_{unwinder.config_.checks.memoryLeak, unwinder.config_.engine.heap,
               unwinder.heapPointerFacts(), unwinder.config_.engine.sympath} {}

const llvm::Loop &LoopView::loop() const { return *instance_.loop; }

const Incoming &LoopView::start() const { return *instance_.havocStart; }

const Incoming &LoopView::head() const { return instance_.heads.at(0); }

const std::vector<Incoming> &LoopView::latches() const { return instance_.firstLatches; }

const std::optional<MemState> &LoopView::keptMemory() const { return instance_.keptMemory; }

const std::optional<z3::expr> &LoopView::entryHeapCount() const {
  return instance_.entryHeapCount;
}

Sym LoopView::valueOnEntry(const llvm::Value *v) {
  return unwinder_.value(v, *instance_.entryEnv);
}

Sym LoopView::valueInFirstIteration(const llvm::Value *v) {
  return unwinder_.value(v, *instance_.firstEnv);
}

const LoopEffects &LoopView::effects() { return unwinder_.effectsOf(*instance_.loop); }

z3::expr LoopView::freshConstant(const std::string &base, const z3::sort &sort) {
  return unwinder_.solver_.freshConstant(base, sort);
}

z3::context &LoopView::context() const { return unwinder_.ctx_; }

MemoryModel &LoopView::memory() const { return unwinder_.memory_; }

const SourceInfo &LoopView::source() const { return unwinder_.model_.source(); }

const llvm::Module &LoopView::module() const { return unwinder_.model_.module(); }

const std::vector<HeapAllocationSite> &LoopView::heapSites() const {
  return unwinder_.heapSites_;
}

} // namespace kiki
