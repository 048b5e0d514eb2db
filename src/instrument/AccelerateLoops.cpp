#include "instrument/AccelerateLoops.h"
#include "ir/Intrinsics.h"
#include "ir/LibraryFunctions.h"

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Module.h>
#include <llvm/Transforms/Utils/BasicBlockUtils.h>

#include <algorithm>
#include <optional>
#include <vector>

namespace kiki {
namespace {

constexpr size_t kMaxStores = 8;
/// Smaller arrays are unwound: cheap, and the counterexample then shows
/// every element written.
constexpr uint64_t kMinElements = 256;

/// What one iteration stores at a[i].
enum class StoreKind { Copy, Fill, Havoc };

/// One store of an iteration, at a[i], and what it stores.
struct ElementStore {
  llvm::StoreInst *store;
  llvm::Value *target;           // the array object stored into
  llvm::Type *element;           // its element type
  StoreKind kind;
  llvm::Value *source = nullptr; // Copy: the array object read
  llvm::Value *value = nullptr;  // Fill: the loop-invariant value
};

/// A loop that matched, with what its replacement needs.
struct SimpleLoop {
  llvm::Loop *loop;
  llvm::BasicBlock *preheader, *header, *exit;
  llvm::PHINode *index;
  llvm::Value *init, *bound;
  bool isSigned;
  std::vector<ElementStore> stores;
};

/// A local or global array object (not a pointer that may alias another).
bool isArrayObject(const llvm::Value *v) {
  llvm::Type *type = nullptr;
  if (auto *alloca = llvm::dyn_cast<llvm::AllocaInst>(v))
    type = alloca->isArrayAllocation() ? nullptr : alloca->getAllocatedType();
  if (auto *global = llvm::dyn_cast<llvm::GlobalVariable>(v))
    type = global->isConstant() ? nullptr : global->getValueType();
  return type && type->isArrayTy() && type->getArrayNumElements() >= kMinElements;
}

/// `v` without the extensions of the index: sign extensions when the loop
/// compares signed, zero extensions when unsigned. The replacement extends
/// init and bound the same way, so its range is the loop's elements even
/// for a negative start.
const llvm::Value *stripIndexCasts(const llvm::Value *v, bool isSigned) {
  while (auto *cast = llvm::dyn_cast<llvm::CastInst>(v))
    if (isSigned ? llvm::isa<llvm::SExtInst>(cast) : llvm::isa<llvm::ZExtInst>(cast))
      v = cast->getOperand(0);
    else
      break;
  return v;
}

/// The array object of `&array[0][index]`, where the index is `index`
/// (possibly extended); nullptr otherwise.
llvm::Value *elementOf(llvm::Value *ptr, const llvm::PHINode *index, bool isSigned,
                       llvm::Type *element) {
  auto *gep = llvm::dyn_cast<llvm::GetElementPtrInst>(ptr);
  if (!gep || gep->getNumIndices() != 2 || !isArrayObject(gep->getPointerOperand()))
    return nullptr;
  auto *first = llvm::dyn_cast<llvm::ConstantInt>(gep->getOperand(1));
  auto *array = llvm::dyn_cast<llvm::ArrayType>(gep->getSourceElementType());
  if (!first || !first->isZero() || !array || array->getElementType() != element ||
      stripIndexCasts(gep->getOperand(2), isSigned) != index)
    return nullptr;
  return gep->getPointerOperand();
}

bool isNondetCall(const llvm::Value *v, llvm::Type *type) {
  auto *call = llvm::dyn_cast<llvm::CallInst>(v);
  auto *callee =
      call ? llvm::dyn_cast<llvm::Function>(call->getCalledOperand()->stripPointerCasts()) : nullptr;
  return callee && isInputFunction(callee->getName().str()) &&
         call->arg_size() == 0 && call->getType() == type && type->isIntegerTy();
}

/// The header only compares the index with a bound the loop does not
/// change and branches into the loop (true) or out of it (false).
std::optional<std::pair<llvm::Value *, bool>> headerBound(const llvm::Loop &loop,
                                                          const llvm::PHINode *index,
                                                          const llvm::BasicBlock *exit) {
  const llvm::BasicBlock *header = loop.getHeader();
  if (header->sizeWithoutDebug() != 3)
    return std::nullopt;
  auto *br = llvm::dyn_cast<llvm::BranchInst>(header->getTerminator());
  auto *cmp = br && br->isConditional() ? llvm::dyn_cast<llvm::ICmpInst>(br->getCondition())
                                        : nullptr;
  if (!cmp || !loop.contains(br->getSuccessor(0)) || br->getSuccessor(1) != exit ||
      !cmp->hasOneUse())
    return std::nullopt;
  auto pred = cmp->getPredicate();
  llvm::Value *bound = nullptr;
  if (cmp->getOperand(0) == index && (pred == llvm::CmpInst::ICMP_SLT || pred == llvm::CmpInst::ICMP_ULT))
    bound = cmp->getOperand(1);
  else if (cmp->getOperand(1) == index &&
           (pred == llvm::CmpInst::ICMP_SGT || pred == llvm::CmpInst::ICMP_UGT))
    bound = cmp->getOperand(0);
  if (!bound || !loop.isLoopInvariant(bound))
    return std::nullopt;
  return std::pair{bound, cmp->isSigned()};
}

bool isStore(const SimpleLoop &s, const llvm::Instruction &inst) {
  return std::any_of(s.stores.begin(), s.stores.end(),
                     [&](const ElementStore &e) { return e.store == &inst; });
}

/// Whether every instruction outside the header is one the replacement
/// accounts for: the stores, what computes their addresses and values
/// (used by nothing else), the increment, debug intrinsics and
/// unconditional branches.
bool onlyTheStores(const llvm::Loop &loop, const SimpleLoop &s, const llvm::Instruction *step) {
  for (const llvm::BasicBlock *block : loop.blocks()) {
    if (block == loop.getHeader())
      continue;
    for (const llvm::Instruction &inst : *block) {
      if (llvm::isa<llvm::DbgInfoIntrinsic>(inst) || isStore(s, inst) || &inst == step)
        continue;
      if (auto *br = llvm::dyn_cast<llvm::BranchInst>(&inst)) {
        if (br->isConditional())
          return false;
        continue;
      }
      bool valueOfStore = (llvm::isa<llvm::LoadInst>(inst) || llvm::isa<llvm::CallInst>(inst)) &&
                          inst.hasOneUse() &&
                          isStore(s, *llvm::cast<llvm::Instruction>(*inst.user_begin()));
      bool address = llvm::isa<llvm::GetElementPtrInst>(inst) || llvm::isa<llvm::CastInst>(inst);
      if (!valueOfStore && !address)
        return false;
      for (const llvm::User *user : inst.users())
        if (!loop.contains(llvm::cast<llvm::Instruction>(user)))
          return false;
    }
  }
  return true;
}

/// What `store` stores at a[i]; nullopt when it is not one of the kinds.
std::optional<ElementStore> elementStore(llvm::StoreInst *store, const llvm::Loop &loop,
                                         const llvm::PHINode *index, bool isSigned) {
  ElementStore e{store, nullptr, store->getValueOperand()->getType(), StoreKind::Fill};
  e.target = elementOf(store->getPointerOperand(), index, isSigned, e.element);
  llvm::Value *stored = store->getValueOperand();
  if (!e.target || !e.element->isIntegerTy() || store->isVolatile())
    return std::nullopt;
  if (auto *load = llvm::dyn_cast<llvm::LoadInst>(stored)) {
    e.kind = StoreKind::Copy;
    e.source = elementOf(load->getPointerOperand(), index, isSigned, e.element);
    if (!e.source || load->isVolatile())
      return std::nullopt;
  } else if (isNondetCall(stored, e.element)) {
    e.kind = StoreKind::Havoc;
  } else if (loop.isLoopInvariant(stored)) {
    e.value = stored;
  } else {
    return std::nullopt;
  }
  return e;
}

/// Each store writes an array no other store writes and no copy reads: the
/// order of the stores within an iteration and across iterations then does
/// not matter, and each is a whole-range operation.
bool independent(const std::vector<ElementStore> &stores) {
  for (size_t i = 0; i < stores.size(); ++i)
    for (size_t j = 0; j < stores.size(); ++j)
      if ((i != j && stores[i].target == stores[j].target) || stores[i].target == stores[j].source)
        return false;
  return true;
}

std::optional<SimpleLoop> match(llvm::Loop &loop) {
  llvm::BasicBlock *preheader = loop.getLoopPreheader(), *exit = loop.getExitBlock();
  llvm::BasicBlock *header = loop.getHeader(), *latch = loop.getLoopLatch();
  if (!loop.getSubLoops().empty() || !preheader || !exit || !latch ||
      loop.getExitingBlock() != header || exit->getSinglePredecessor() != header)
    return std::nullopt;
  auto phis = header->phis();
  if (std::distance(phis.begin(), phis.end()) != 1)
    return std::nullopt;
  llvm::PHINode *index = &*phis.begin();
  auto *step = llvm::dyn_cast<llvm::BinaryOperator>(index->getIncomingValueForBlock(latch));
  auto *one = step ? llvm::dyn_cast<llvm::ConstantInt>(step->getOperand(1)) : nullptr;
  if (!index->getType()->isIntegerTy() || !step || step->getOpcode() != llvm::Instruction::Add ||
      step->getOperand(0) != index || !one || !one->isOne() || !step->hasOneUse())
    return std::nullopt;
  auto bound = headerBound(loop, index, exit);
  if (!bound)
    return std::nullopt;
  SimpleLoop s{&loop, preheader, header, exit, index, index->getIncomingValueForBlock(preheader),
               bound->first, bound->second, {}};
  for (llvm::BasicBlock *block : loop.blocks())
    for (llvm::Instruction &inst : *block)
      if (auto *store = llvm::dyn_cast<llvm::StoreInst>(&inst)) {
        auto e = elementStore(store, loop, index, s.isSigned);
        if (!e || s.stores.size() == kMaxStores)
          return std::nullopt;
        s.stores.push_back(*e);
      }
  if (s.stores.empty() || !independent(s.stores) || !onlyTheStores(loop, s, step))
    return std::nullopt;
  // Outside the loop only the exit's phis may use the index.
  for (llvm::PHINode &phi : exit->phis()) {
    llvm::Value *out = phi.getIncomingValueForBlock(header);
    if (out != index && !loop.isLoopInvariant(out))
      return std::nullopt;
  }
  return s;
}

llvm::FunctionCallee internalFunction(llvm::Module &module, const char *name,
                                      std::vector<llvm::Type *> params) {
  auto &ctx = module.getContext();
  return module.getOrInsertFunction(
      name, llvm::FunctionType::get(llvm::Type::getVoidTy(ctx), params, false));
}

/// The loop's effect on elements [init, bound) of each array it stores.
void emitEffect(const SimpleLoop &s, llvm::IRBuilder<> &b) {
  llvm::Module &module = *s.header->getModule();
  llvm::Type *i64 = b.getInt64Ty();
  auto wide = [&](llvm::Value *v) {
    return s.isSigned ? b.CreateSExtOrTrunc(v, i64) : b.CreateZExtOrTrunc(v, i64);
  };
  llvm::Value *count = b.CreateSub(wide(s.bound), wide(s.init), "accel.count");
  auto at = [&](llvm::Value *array) {
    auto *type = llvm::cast<llvm::PointerType>(array->getType())->getPointerElementType();
    llvm::Value *element = b.CreateInBoundsGEP(type, array, {b.getInt64(0), wide(s.init)});
    return b.CreateBitCast(element, b.getInt8PtrTy());
  };
  for (const ElementStore &e : s.stores) {
    b.SetCurrentDebugLocation(e.store->getDebugLoc());
    uint64_t size = module.getDataLayout().getTypeStoreSize(e.element);
    llvm::Value *bytes = b.CreateMul(count, b.getInt64(size), "accel.bytes");
    llvm::Value *dst = at(e.target);
    switch (e.kind) {
    case StoreKind::Copy:
      b.CreateMemMove(dst, llvm::MaybeAlign(), at(e.source), llvm::MaybeAlign(), bytes);
      break;
    case StoreKind::Havoc:
      b.CreateCall(internalFunction(module, intrinsic::Havoc, {b.getInt8PtrTy(), i64}),
                   {dst, bytes});
      break;
    case StoreKind::Fill:
      b.CreateCall(internalFunction(module, intrinsic::Fill, {b.getInt8PtrTy(), i64, i64, i64}),
                   {dst, b.CreateZExtOrTrunc(e.value, i64), count, b.getInt64(size)});
      break;
    }
  }
}

/// Replaces the loop: the preheader runs the effect when the loop would run
/// an iteration, and the exit's phis see bound (or init) for the index.
void replace(const SimpleLoop &s) {
  llvm::LLVMContext &ctx = s.header->getContext();
  llvm::Function *f = s.header->getParent();
  llvm::BasicBlock *effect = llvm::BasicBlock::Create(ctx, "accel", f, s.exit);
  llvm::IRBuilder<> b(effect);
  emitEffect(s, b);
  b.CreateBr(s.exit);
  llvm::Instruction *old = s.preheader->getTerminator();
  b.SetInsertPoint(old);
  llvm::Value *runs = s.isSigned ? b.CreateICmpSLT(s.init, s.bound, "accel.runs")
                                 : b.CreateICmpULT(s.init, s.bound, "accel.runs");
  b.CreateCondBr(runs, effect, s.exit);
  old->eraseFromParent();
  for (llvm::PHINode &phi : s.exit->phis()) {
    // The header's entry goes with the dead blocks below.
    llvm::Value *out = phi.getIncomingValueForBlock(s.header);
    phi.addIncoming(out == s.index ? s.init : out, s.preheader);
    phi.addIncoming(out == s.index ? s.bound : out, effect);
  }
  std::vector<llvm::BasicBlock *> dead(s.loop->blocks().begin(), s.loop->blocks().end());
  llvm::DeleteDeadBlocks(dead);
}

} // namespace

unsigned accelerateLoops(llvm::Module &module) {
  unsigned replaced = 0;
  for (llvm::Function &f : module) {
    if (f.isDeclaration())
      continue;
    std::vector<SimpleLoop> found;
    {
      llvm::DominatorTree dom(f);
      llvm::LoopInfo loops(dom);
      for (llvm::Loop *loop : loops.getLoopsInPreorder())
        if (auto s = match(*loop))
          found.push_back(*s);
      // The loops are innermost and disjoint: replacing one leaves the
      // others' blocks as they were.
      for (const auto &s : found)
        replace(s);
    }
    replaced += static_cast<unsigned>(found.size());
  }
  return replaced;
}

} // namespace kiki
