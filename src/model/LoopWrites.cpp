#include "model/LoopWrites.h"
#include "ir/DirectCalls.h"
#include "ir/Intrinsics.h"
#include "ir/LibraryFunctions.h"

#include <llvm/ADT/MapVector.h>
#include <llvm/Analysis/ValueTracking.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <algorithm>
#include <map>
#include <set>
#include <string>

namespace kiki {
namespace {

/// Whether `phi` is a header phi of `loop` that starts with a value from
/// before the loop and grows by one on its only back edge, without
/// wrapping (nsw/nuw: a wrap is undefined behaviour; 64-bit counters do
/// not wrap).
bool countsUp(const llvm::PHINode &phi, const llvm::Loop &loop) {
  const llvm::BasicBlock *latch = loop.getLoopLatch();
  if (phi.getParent() != loop.getHeader() || !latch || !loop.getLoopPreheader() ||
      phi.getNumIncomingValues() != 2 || !phi.getType()->isIntegerTy())
    return false;
  auto *step = llvm::dyn_cast<llvm::BinaryOperator>(phi.getIncomingValueForBlock(latch));
  if (!step || step->getOpcode() != llvm::Instruction::Add)
    return false;
  auto *one = llvm::dyn_cast<llvm::ConstantInt>(step->getOperand(1));
  return step->getOperand(0) == &phi && one && one->isOne() &&
         (step->hasNoSignedWrap() || step->hasNoUnsignedWrap() ||
          phi.getType()->getIntegerBitWidth() >= 64);
}

/// The store as base + offset + scale * index (CountedWrite), through GEPs
/// and casts computed in the loop down to a pointer from before it.
std::optional<CountedWrite> countedWrite(const llvm::StoreInst &store, const llvm::Loop &loop) {
  const llvm::DataLayout &layout = store.getModule()->getDataLayout();
  const llvm::Value *pointer = store.getPointerOperand();
  CountedWrite write{nullptr, nullptr, true, 0, 0};
  const llvm::Value *variable = nullptr;
  while (!llvm::isa<llvm::Constant>(pointer) && !definedBefore(*pointer, loop)) {
    if (auto *cast = llvm::dyn_cast<llvm::BitCastInst>(pointer)) {
      pointer = cast->getOperand(0);
      continue;
    }
    auto *gep = llvm::dyn_cast<llvm::GetElementPtrInst>(pointer);
    if (!gep)
      return std::nullopt;
    llvm::MapVector<llvm::Value *, llvm::APInt> variables;
    llvm::APInt constant(64, 0);
    if (!gep->collectOffset(layout, 64, variables, constant) || variables.size() > 1 ||
        (variable && !variables.empty()))
      return std::nullopt;
    write.offset += constant.getSExtValue();
    for (auto &[value, scale] : variables) {
      if (!scale.isStrictlyPositive())
        return std::nullopt;
      variable = value;
      write.scale = scale.getZExtValue();
    }
    pointer = gep->getPointerOperand();
  }
  if (!variable)
    return std::nullopt;
  if (auto *ext = llvm::dyn_cast<llvm::ZExtInst>(variable)) {
    write.signedIndex = false;
    variable = ext->getOperand(0);
  } else if (auto *ext = llvm::dyn_cast<llvm::SExtInst>(variable)) {
    variable = ext->getOperand(0);
  }
  auto *phi = llvm::dyn_cast<llvm::PHINode>(variable);
  if (!phi || !countsUp(*phi, loop) || phi->getType()->getIntegerBitWidth() > 64 ||
      layout.getTypeStoreSize(store.getValueOperand()->getType()) > write.scale)
    return std::nullopt;
  write.base = pointer;
  write.index = phi;
  return write;
}

class WriteCollector {
public:
  explicit WriteCollector(const llvm::Loop &loop) : loop_(loop) {}

  LoopEffects run() {
    for (const auto *block : loop_.blocks())
      for (const auto &inst : *block)
        if (!visit(inst, true))
          unnamed_ = true;
    if (unnamed_)
      return {std::nullopt, allocates_ || unknownCall_, frees_ || unknownCall_};
    return {writes_, allocates_, frees_};
  }

private:
  const llvm::Loop &loop_;
  LoopWrites writes_;
  bool unnamed_ = false;     // a write the bases cannot name
  bool unknownCall_ = false; // a call that may do anything, allocate included
  bool allocates_ = false;   // creates objects (heap or stack)
  bool frees_ = false;       // ends objects (free, realloc, a popped frame)

  /// A write through `pointer`: its object must be named by a value from
  /// before the loop (in the loop's function), a global, or a callee's
  /// parameter bound to one of those (boundObject).
  bool written(const llvm::Value *pointer, bool inLoopFunction) {
    const llvm::Value *base = boundObject(pointer, inLoopFunction);
    return base && add(base);
  }

  bool add(const llvm::Value *base) {
    for (const auto *b : writes_.bases)
      if (b == base)
        return true;
    writes_.bases.push_back(base);
    return true;
  }

  bool visit(const llvm::Instruction &inst, bool inLoopFunction) {
    if (auto *store = llvm::dyn_cast<llvm::StoreInst>(&inst)) {
      if (inLoopFunction)
        if (auto counted = countedWrite(*store, loop_)) {
          writes_.counted.push_back(*counted);
          return true;
        }
      return written(store->getPointerOperand(), inLoopFunction);
    }
    if (llvm::isa<llvm::AllocaInst>(inst)) {
      // A callee's frame is popped at its return, a loop's own alloca
      // (a VLA) at a stack restore.
      allocates_ = frees_ = true;
      return true;
    }
    if (inst.mayWriteToMemory() && !llvm::isa<llvm::CallBase>(inst))
      return false; // atomics, fences
    auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
    if (!call)
      return true;
    // Calls of functions declared without prototype go through a cast.
    const llvm::Function *callee = directCallee(*call);
    if (!callee) {
      unknownCall_ = true; // through a pointer: anything
      return false;
    }
    std::string name = callee->getName().str();
    MemoryFunction kind = classifyMemoryFunction(name);
    if (llvm::isa<llvm::MemSetInst>(call) || llvm::isa<llvm::MemTransferInst>(call) ||
        kind == MemoryFunction::Set || kind == MemoryFunction::Copy)
      return written(call->getArgOperand(0), inLoopFunction);
    if (kind == MemoryFunction::HeapAllocation || kind == MemoryFunction::ZeroedAllocation) {
      allocates_ = true;
      return true;
    }
    if (kind == MemoryFunction::Free) {
      frees_ = true;
      return true;
    }
    if (kind == MemoryFunction::StackAllocation) {
      allocates_ = frees_ = true;
      return true;
    }
    if (kind == MemoryFunction::Reallocation) {
      allocates_ = frees_ = true;
      return false;
    }
    if (!callee->isDeclaration())
      return visitCallee(*call, *callee, inLoopFunction);
    // An accelerated inner loop (instrument/AccelerateLoops) writes its
    // array like a memset. Missed before: an outer loop around a havocked
    // array counted as writing nothing, its exit kept the entry's memory,
    // and an assertion on an element was proved wrongly.
    if (name == intrinsic::Fill || name == intrinsic::Havoc)
      return written(call->getArgOperand(0), inLoopFunction);
    // The verifier interface, kiki's intrinsics, the ends of an execution
    // and LLVM's intrinsics that do not write memory.
    bool known = isEncoderBuiltin(name);
    unknownCall_ = unknownCall_ || !known;
    return known && (!callee->isIntrinsic() || !inst.mayWriteToMemory() ||
                     llvm::isa<llvm::DbgInfoIntrinsic>(call) ||
                     name.rfind("llvm.lifetime", 0) == 0 || name.rfind("llvm.stack", 0) == 0);
  }

  /// A call's callee, its parameters bound to the objects of the call's
  /// pointer arguments where those are named (in the loop's function, or
  /// through the caller's own bound parameters): its writes through them
  /// are then writes of those objects. Visited per call site; a recursive
  /// call, whose parameters may be bound otherwise, names nothing.
  bool visitCallee(const llvm::CallBase &call, const llvm::Function &callee,
                   bool inLoopFunction) {
    if (std::find(active_.begin(), active_.end(), &callee) != active_.end())
      return false;
    if (++calleeVisits_ > kMaxCalleeVisits)
      return false;
    std::map<const llvm::Argument *, const llvm::Value *> bound;
    for (const auto &param : callee.args()) {
      if (param.getArgNo() >= call.arg_size())
        break;
      if (auto named = boundObject(call.getArgOperand(param.getArgNo()), inLoopFunction))
        bound.emplace(&param, named);
    }
    std::swap(arguments_, bound);
    active_.push_back(&callee);
    bool named = true;
    for (const auto &inst : llvm::instructions(callee))
      named = visit(inst, false) && named; // every instruction: allocations too
    active_.pop_back();
    std::swap(arguments_, bound);
    return named;
  }

  /// The object of an argument as the loop's function names it: a global,
  /// or a value defined before the loop; nullptr: none.
  const llvm::Value *boundObject(const llvm::Value *argument, bool inLoopFunction) const {
    const llvm::Value *base = llvm::getUnderlyingObject(argument, 0);
    if (llvm::isa<llvm::GlobalVariable>(base))
      return base;
    if (!inLoopFunction) {
      auto *param = llvm::dyn_cast<llvm::Argument>(base);
      auto passed = param ? arguments_.find(param) : arguments_.end();
      return passed == arguments_.end() ? nullptr : passed->second;
    }
    if (llvm::isa<llvm::Argument>(base))
      return base;
    auto *def = llvm::dyn_cast<llvm::Instruction>(base);
    return def && !loop_.contains(def) ? base : nullptr;
  }

  static constexpr unsigned kMaxCalleeVisits = 256;
  unsigned calleeVisits_ = 0;
  std::vector<const llvm::Function *> active_;            // callees being visited
  std::map<const llvm::Argument *, const llvm::Value *> arguments_; // the innermost's
};

} // namespace

LoopEffects loopEffects(const llvm::Loop &loop) { return WriteCollector(loop).run(); }

bool isMemoryCell(const llvm::Value &v, const llvm::Loop &loop) {
  if (auto *global = llvm::dyn_cast<llvm::GlobalVariable>(&v))
    return !global->isConstant();
  auto *alloca = llvm::dyn_cast<llvm::AllocaInst>(&v);
  return alloca && !loop.contains(alloca);
}

bool definedBefore(const llvm::Value &v, const llvm::Loop &loop) {
  auto *def = llvm::dyn_cast<llvm::Instruction>(&v);
  return llvm::isa<llvm::Argument>(v) || (def && !loop.contains(def));
}

unsigned headerPhiPosition(const llvm::PHINode &phi) {
  unsigned position = 0;
  for (const auto &other : phi.getParent()->phis()) {
    if (&other == &phi)
      break;
    ++position;
  }
  return position;
}

std::vector<const llvm::Value *> valuesFromBefore(const llvm::Loop &loop) {
  std::vector<const llvm::Value *> values;
  std::set<const llvm::Value *> seen;
  for (const auto *block : loop.blocks())
    for (const auto &inst : *block)
      for (const auto &operand : inst.operands())
        if (definedBefore(*operand.get(), loop) && seen.insert(operand.get()).second)
          values.push_back(operand.get());
  return values;
}

} // namespace kiki
