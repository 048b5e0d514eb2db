#include "model/ProgramModel.h"
#include "util/Errors.h"

#include <llvm/ADT/PostOrderIterator.h>
#include <llvm/ADT/Triple.h>
#include <llvm/Analysis/ScalarEvolutionExpressions.h>
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

bool ProgramModel::isFlatLoop(const llvm::Loop &loop) {
  if (!loop.getSubLoops().empty())
    return false;
  for (const auto *block : loop.blocks())
    for (const auto &inst : *block)
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst)) {
        const llvm::Function *callee = call->getCalledFunction();
        if (!callee || !callee->isDeclaration())
          return false;
      }
  return true;
}

std::optional<unsigned> ProgramModel::smallTripBound(const llvm::Function &f,
                                                     const llvm::Loop &loop) {
  if (!isFlatLoop(loop))
    return std::nullopt;
  unsigned trips = evolution(f).getSmallConstantMaxTripCount(const_cast<llvm::Loop *>(&loop));
  if (trips == 0 || trips > kMaxEagerTrips)
    return std::nullopt;
  return trips;
}

std::optional<unsigned> ProgramModel::constantTrips(const llvm::Function &f,
                                                    const llvm::Loop &loop) {
  // The exact count: the largest one is the counter type's range for a
  // symbolic bound (2^31 for an int against n).
  unsigned trips = evolution(f).getSmallConstantTripCount(const_cast<llvm::Loop *>(&loop));
  if (trips == 0)
    return std::nullopt;
  return trips;
}

/// A value computed from constants and results of functions without a
/// body (the harness's nondet inputs) by arithmetic alone: no load, no
/// phi, no call of a function with a body. The search is bounded.
static bool isInputValue(const llvm::Value *v, unsigned budget = 32) {
  if (llvm::isa<llvm::Constant>(v))
    return true;
  const auto *inst = llvm::dyn_cast<llvm::Instruction>(v);
  if (!inst || budget == 0)
    return false;
  if (const auto *call = llvm::dyn_cast<llvm::CallBase>(inst)) {
    const llvm::Function *callee = call->getCalledFunction();
    return callee && callee->isDeclaration() && call->arg_empty() &&
           call->getType()->isIntegerTy();
  }
  if (!llvm::isa<llvm::BinaryOperator>(inst) && !llvm::isa<llvm::CastInst>(inst) &&
      !llvm::isa<llvm::CmpInst>(inst) && !llvm::isa<llvm::SelectInst>(inst))
    return false;
  for (const llvm::Value *operand : inst->operands())
    if (!isInputValue(operand, budget - 1))
      return false;
  return true;
}

bool ProgramModel::isInputCountedLoop(const llvm::Function &f, const llvm::Loop &loop) {
  if (!loop.getSubLoops().empty())
    return false;
  llvm::ScalarEvolution &se = evolution(f);
  const llvm::SCEV *count = se.getSymbolicMaxBackedgeTakenCount(const_cast<llvm::Loop *>(&loop));
  if (llvm::isa<llvm::SCEVCouldNotCompute>(count))
    return false;
  return !llvm::SCEVExprContains(count, [](const llvm::SCEV *s) {
    const auto *unknown = llvm::dyn_cast<llvm::SCEVUnknown>(s);
    return unknown && !isInputValue(unknown->getValue());
  });
}

llvm::ScalarEvolution &ProgramModel::evolution(const llvm::Function &f) {
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
  return *fi.evolution;
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
