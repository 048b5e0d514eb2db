#include "model/ProgramModel.h"
#include "util/Errors.h"

#include <llvm/ADT/PostOrderIterator.h>
#include <llvm/ADT/Triple.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/InstrTypes.h>

namespace kiki {

ProgramModel::ProgramModel(llvm::Module &module) : module_(module), source_(module) {
  for (const auto &f : module)
    if (!f.isDeclaration() && f.hasAddressTaken())
      addressTaken_.push_back(&f);
  for (const auto &f : module)
    for (const auto &block : f)
      for (const auto &inst : block)
        if (inst.getType()->isFloatingPointTy() ||
            (inst.getNumOperands() > 0 && inst.getOperand(0)->getType()->isFloatingPointTy()))
          floatingPoint_ = true;
  largeArraysOnly_ = hasLargeArray(module) && !allocatesHeap(module);
}

namespace {
/// Elements of an array type, nested arrays multiplied out (0: not one).
uint64_t arrayElements(const llvm::Type *type) {
  uint64_t count = 0;
  for (; type->isArrayTy(); type = type->getArrayElementType())
    count = (count ? count : 1) * type->getArrayNumElements();
  return count;
}
} // namespace

bool ProgramModel::hasLargeArray(const llvm::Module &module) {
  constexpr uint64_t kLargeArray = 1 << 16;
  for (const auto &g : module.globals())
    if (arrayElements(g.getValueType()) >= kLargeArray)
      return true;
  for (const auto &f : module)
    for (const auto &block : f)
      for (const auto &inst : block)
        if (auto *alloca = llvm::dyn_cast<llvm::AllocaInst>(&inst))
          if (arrayElements(alloca->getAllocatedType()) >= kLargeArray)
            return true;
  return false;
}

bool ProgramModel::allocatesHeap(const llvm::Module &module) {
  for (const char *name : {"malloc", "calloc", "realloc", "aligned_alloc", "valloc"})
    if (const llvm::Function *f = module.getFunction(name); f && !f->use_empty())
      return true;
  return false;
}

ProgramModel::FunctionInfo &ProgramModel::info(const llvm::Function &f) {
  auto &slot = functions_[&f];
  if (!slot) {
    auto &mf = const_cast<llvm::Function &>(f);
    slot = std::make_unique<FunctionInfo>();
    slot->dom.recalculate(mf);
    slot->loops.analyze(slot->dom);
    llvm::ReversePostOrderTraversal<const llvm::Function *> rpo(&f);
    slot->order.assign(rpo.begin(), rpo.end());
  }
  return *slot;
}

std::optional<unsigned> ProgramModel::smallTripBound(const llvm::Function &f,
                                                     const llvm::Loop &loop) {
  if (!loop.getSubLoops().empty())
    return std::nullopt;
  for (const auto *block : loop.blocks())
    for (const auto &inst : *block)
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst)) {
        const llvm::Function *callee = call->getCalledFunction();
        if (!callee || !callee->isDeclaration())
          return std::nullopt; // may run loops of its own
      }
  FunctionInfo &fi = info(f);
  if (!fi.evolution) {
    auto &mf = const_cast<llvm::Function &>(f);
    fi.libraryInfoImpl =
        std::make_unique<llvm::TargetLibraryInfoImpl>(llvm::Triple(module_.getTargetTriple()));
    fi.libraryInfo = std::make_unique<llvm::TargetLibraryInfo>(*fi.libraryInfoImpl, &mf);
    fi.assumptions = std::make_unique<llvm::AssumptionCache>(mf);
    fi.evolution = std::make_unique<llvm::ScalarEvolution>(mf, *fi.libraryInfo, *fi.assumptions,
                                                           fi.dom, fi.loops);
  }
  unsigned trips = fi.evolution->getSmallConstantMaxTripCount(const_cast<llvm::Loop *>(&loop));
  if (trips == 0 || trips > kMaxEagerTrips)
    return std::nullopt;
  return trips;
}

const llvm::LoopInfo &ProgramModel::loops(const llvm::Function &f) {
  return info(f).loops;
}

const llvm::Loop *ProgramModel::homeLoop(const llvm::Function &f,
                                         const llvm::BasicBlock *block) {
  const auto &loops = info(f).loops;
  const llvm::Loop *own = loops.getLoopFor(block);
  if (!llvm::isa<llvm::UnreachableInst>(block->getTerminator()) || llvm::pred_empty(block))
    return own;
  const llvm::Loop *common = nullptr;
  for (const auto *pred : llvm::predecessors(block)) {
    const llvm::Loop *l = loops.getLoopFor(pred);
    if (common && l != common)
      return own;
    common = l;
  }
  // Only deeper: the predecessors' loop must lie inside the block's own.
  bool deeper = common && common != own && (!own || own->contains(common));
  return deeper ? common : own;
}

bool ProgramModel::inLoop(const llvm::Function &f, const llvm::Loop *loop,
                          const llvm::BasicBlock *block) {
  const llvm::Loop *home = homeLoop(f, block);
  return home && loop->contains(home);
}

const std::vector<const llvm::BasicBlock *> &
ProgramModel::region(const llvm::Function &f, const llvm::Loop *loop) {
  auto &fi = info(f);
  auto it = fi.regions.find(loop);
  if (it != fi.regions.end())
    return it->second;
  std::vector<const llvm::BasicBlock *> blocks;
  for (const auto *bb : fi.order) {
    const llvm::Loop *inner = homeLoop(f, bb);
    if (inner == loop ||
        (inner && inner->getHeader() == bb && inner->getParentLoop() == loop))
      blocks.push_back(bb);
  }
  return fi.regions.emplace(loop, std::move(blocks)).first->second;
}

} // namespace kiki
