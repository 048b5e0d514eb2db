// Objects the program makes: their allocation, the numbering of heap
// allocation sites and the labels by which traces name objects.
#include "encode/Unwinder.h"
#include "libc/LibraryModels.h"
#include "ir/SourceInfo.h"

#include <llvm/IR/Instructions.h>

namespace kiki {

z3::expr Unwinder::allocate(ObjectKind kind, const z3::expr &size, PathState &state,
                            const llvm::Instruction &at) {
  std::vector<z3::expr> facts;
  unsigned site = kind == ObjectKind::Heap ? allocationSiteNumber(at, size) : 0;
  z3::expr base = memory_.newObject(kind, size, facts, site);
  notePointsToSite(base, at);
  for (const auto &fact : facts)
    solver_.add(fact);
  unsigned bits = size.get_sort().bv_size();
  if (bits > memory_.offsetBits()) {
    z3::expr limit = z3::shl(ctx_.bv_val(1, bits), ctx_.bv_val(memory_.offsetBits(), bits));
    z3::expr tooBig = z3::uge(size, limit);
    addUnsupported(memory_.simplify(state.guard && tooBig),
                   "object larger than the memory model's offsets", &at);
  }
  markFreshAtLoopStarts(memory_.objectOf(base));
  state.mem = memory_.setAlive(state.mem, memory_.objectOf(base), true);
  labelAllocation(base, at);
  if (kind == ObjectKind::Heap)
    state.mem.heapCount = state.mem.heapCount + ctx_.bv_val(1, 32);
  return base;
}

// The number of an object made in an iteration names that iteration's new
// object; at an arbitrary earlier state it names nothing yet. Without this,
// the arbitrary start of a list-building loop could already hold the node
// the iteration is about to allocate (`now` equal to the new node, so that
// `now->next->next = NULL` cleared `now->next`). Pointers stored in memory
// are left free, and so is the start's liveness: fewer facts, still sound.
// (Stating "not alive at the start" too made one query of a later
// traversal take 46 s instead of 0.1 s, e2e heap_min_max.) The heap shape
// rows of --pointer-check need it: a list-building loop's "no node links
// to the head" fails if the new node may already be a live node.
// (2LS's heap categories with --pointer-check lost no time by it.)
void Unwinder::markFreshAtLoopStarts(const z3::expr &object) {
  for (LoopInstance *loop = currentIteration_; loop; loop = loop->enclosing) {
    if (!loop->havocStart)
      continue;
    const Incoming &start = *loop->havocStart;
    if (heapPointerFacts())
      solver_.add(!z3::select(start.mem.alive, object));
    size_t p = 0;
    for (const auto &phi : loop->loop->getHeader()->phis()) {
      if (phi.getType()->isPointerTy() && p < start.phis.size())
        solver_.add(memory_.objectOf(start.phis[p].expr()) != object);
      ++p;
    }
  }
}

/// Heap allocations are numbered by the instruction that makes them (every
/// unwound iteration and inlined copy of it shares the number).
unsigned Unwinder::allocationSiteNumber(const llvm::Instruction &at, const z3::expr &size) {
  for (size_t i = 0; i < heapSites_.size(); ++i)
    if (heapSites_[i].at == &at)
      return static_cast<unsigned>(i + 1);
  z3::expr simple = memory_.simplify(size);
  std::optional<uint64_t> bytes;
  if (simple.is_numeral())
    bytes = simple.get_numeral_uint64();
  heapSites_.push_back({&at, allocationName(at), bytes});
  return static_cast<unsigned>(heapSites_.size());
}

/// A stack variable goes by its name; other allocations by the function
/// that made them and the line (several objects may share a label: one per
/// unwound iteration or inlined call).
void Unwinder::labelAllocation(const z3::expr &base, const llvm::Instruction &at) {
  if (!config_.engine.trace)
    return;
  z3::expr object = memory_.simplify(memory_.objectOf(base));
  const SourceInfo &source = model_.source();
  std::string name = source.variableName(&at);
  if (llvm::isa<llvm::AllocaInst>(at) && !name.empty()) {
    allocationLabels_.push_back(
        {object, ObjectLabel::Variable, name, source.variableType(&at)});
    return;
  }
  allocationLabels_.push_back({object, ObjectLabel::Allocation, allocationName(at), nullptr});
}

/// "malloc@line 9": the function that allocates and the line; the malloc
/// inside a library model (strdup, ...) goes by the model's call.
std::string Unwinder::allocationName(const llvm::Instruction &at) const {
  std::string made = "alloca";
  if (auto *call = llvm::dyn_cast<llvm::CallBase>(&at))
    if (auto *callee = llvm::dyn_cast<llvm::Function>(call->getCalledOperand()->stripPointerCasts()))
      made = callee->getName().str();
  if (auto text = modelCall(at))
    made = text->substr(0, text->find('('));
  return made + "@line " + std::to_string(SourceInfo::line(at));
}

std::vector<ObjectLabel> Unwinder::objectLabels() const {
  std::vector<ObjectLabel> labels = allocationLabels_;
  const SourceInfo &source = model_.source();
  for (const auto &[value, base] : globals_) {
    z3::expr object = memory_.simplify(memory_.objectOf(base));
    if (llvm::isa<llvm::Function>(value)) {
      labels.push_back({object, ObjectLabel::Function, value->getName().str(), nullptr});
      continue;
    }
    std::string name = source.variableName(value);
    std::string text = source.describe(value); // "hello" for a string literal
    if (!name.empty())
      labels.push_back({object, ObjectLabel::Variable, name, source.variableType(value)});
    else if (text.rfind('"', 0) == 0)
      labels.push_back({object, ObjectLabel::Literal, text, nullptr});
    else
      labels.push_back({object, ObjectLabel::Variable, value->getName().str(), nullptr});
  }
  return labels;
}

} // namespace kiki
