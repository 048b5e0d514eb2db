// Single LLVM instructions: the dispatch over their kinds, stack objects,
// loads and stores, and the steps of the counterexample trace they record.
// Values and constants are in Values.cpp, operators in Operators.cpp.
#include "encode/Unwinder.h"
#include "ir/PointerTypes.h"
#include "ir/SourceInfo.h"
#include "util/Errors.h"

#include <llvm/BinaryFormat/Dwarf.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/GetElementPtrTypeIterator.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Operator.h>

namespace kiki {

void Unwinder::addUnsupported(const z3::expr &guard, const std::string &reason,
                              const llvm::Instruction *at) {
  if (guard.is_false())
    return;
  unsupported_.push_back({guard, reason, at ? SourceInfo::line(*at) : 0});
}

void Unwinder::recordStep(TraceStep step, const TraceBlockPtr &trace) {
  if (!config_.engine.trace || step.variable.empty() || !step.value.isScalar())
    return;
  trace->items.push_back(std::move(step));
}

namespace {

/// Instructions inlined from a C library model: their writes are the
/// model's business, not the program's.
bool fromLibraryModel(const llvm::Instruction &inst) {
  return inst.getMetadata("kiki.call") != nullptr;
}


/// A placeholder the program never reads: not worth a trace line.
bool isUnreadPlaceholder(const llvm::Value *v) {
  if (!isNondetLocal(v))
    return false;
  for (const auto *user : v->users())
    if (!llvm::isa<llvm::DbgInfoIntrinsic>(user))
      return false;
  return true;
}

/// The located instruction before `inst` in its block, if any.
const llvm::Instruction *locatedBefore(const llvm::Instruction &inst) {
  for (const llvm::Instruction *i = inst.getPrevNode(); i; i = i->getPrevNode())
    if (!llvm::isa<llvm::DbgInfoIntrinsic>(i) && SourceInfo::line(*i) != 0)
      return i;
  return nullptr;
}

/// Where an assignment seen through llvm.dbg.value happens in the source: at
/// the instruction computing the value when that is the last one before
/// (x = y + 1), else at the next located instruction.
const llvm::Instruction &assignmentLocation(const llvm::DbgValueInst &dv) {
  auto *def = llvm::dyn_cast_or_null<llvm::Instruction>(dv.getValue());
  if (def && def == locatedBefore(dv))
    return *def;
  for (const llvm::Instruction *i = dv.getNextNode(); i; i = i->getNextNode())
    if (!llvm::isa<llvm::DbgInfoIntrinsic>(i) && SourceInfo::line(*i) != 0)
      return *i;
  if (def && SourceInfo::line(*def) != 0 && def->getFunction() == dv.getFunction())
    return *def;
  return dv;
}

/// The line of the nearest located instruction before `inst`: in its block,
/// else the last of its predecessors' branches (the function's line at entry).
unsigned lineBefore(const llvm::Instruction &inst) {
  if (const llvm::Instruction *before = locatedBefore(inst))
    return SourceInfo::line(*before);
  const llvm::BasicBlock *block = inst.getParent();
  if (block->isEntryBlock())
    if (const auto *sub = block->getParent()->getSubprogram())
      return sub->getLine();
  unsigned line = 0;
  for (const llvm::BasicBlock *pred : llvm::predecessors(block))
    line = std::max(line, SourceInfo::line(*pred->getTerminator()));
  return line;
}

/// A constant assigned where no instruction is, as in the initialiser
/// `int (*f)(int) = twice;`, happens at the variable's declaration when that
/// lies between the located instructions around it; 0 otherwise. So does
/// the indeterminate value of an uninitialised variable (placed at the
/// function's start).
unsigned declarationLine(const llvm::DbgValueInst &dv) {
  unsigned declared = dv.getVariable()->getLine();
  if (isNondetLocal(dv.getValue()))
    return declared;
  if (llvm::isa<llvm::Instruction>(dv.getValue()))
    return 0;
  unsigned before = lineBefore(dv), after = SourceInfo::line(assignmentLocation(dv));
  return before != 0 && before <= declared && (after == 0 || declared <= after) ? declared : 0;
}

} // namespace

/// Only branches on a comparison or a truncated boolean are the program's
/// conditions; clang's overflow checks branch on an intrinsic's flag.
void Unwinder::recordBranch(const llvm::Instruction &term, Env &env, const PathState &state,
                            const TraceBlockPtr &trace) {
  auto *br = llvm::dyn_cast<llvm::BranchInst>(&term);
  if (!config_.engine.trace || !br || br->isUnconditional() || fromLibraryModel(*br) ||
      SourceInfo::line(*br) == 0 || br->getSuccessor(0) == br->getSuccessor(1))
    return;
  const llvm::Value *cond = br->getCondition();
  if (!llvm::isa<llvm::CmpInst>(cond) && !llvm::isa<llvm::TruncInst>(cond))
    return;
  trace->items.push_back(TraceBranch{state.guard, br, toBool(value(cond, env))});
}

/// A store as an assignment to its object in source terms, with the values
/// of non-constant subscripts taken from the counterexample.
void Unwinder::recordStore(const llvm::StoreInst &store, const Sym &stored, Env &env,
                           const PathState &state, const TraceBlockPtr &trace) {
  if (fromLibraryModel(store) || isNondetLocal(store.getValueOperand()))
    return;
  SourceLvalue object = model_.source().lvalue(store.getPointerOperand());
  if (object.reinterpreted)
    return; // e.g. a struct argument stored as one integer
  std::vector<std::pair<z3::expr, std::string>> indices;
  for (size_t i = 0; i < object.indices.size(); ++i)
    indices.emplace_back(value(object.indices[i], env).expr(), object.parts[i + 1]);
  recordStep(TraceStep{state.guard, &store, 0, object.parts[0], std::move(indices), stored,
                       store.getValueOperand()->getType(), object.isUnsigned, object.isChar},
             trace);
}

void Unwinder::encodeInstruction(const llvm::Instruction &inst, Frame &frame,
                                 Env &env, PathState &state, TraceBlockPtr trace) {
  try {
    if (auto *dv = llvm::dyn_cast<llvm::DbgValueInst>(&inst)) {
      const llvm::Value *v = dv->getValue();
      if (config_.engine.trace && v && !llvm::isa<llvm::UndefValue>(v) &&
          dv->getExpression()->getNumElements() == 0 && !fromLibraryModel(*dv) &&
          !isUnreadPlaceholder(v)) {
        const llvm::DIType *type = dv->getVariable()->getType();
        recordStep(TraceStep{state.guard, &assignmentLocation(*dv), declarationLine(*dv),
                             dv->getVariable()->getName().str(), {}, value(v, env),
                             v->getType(), SourceInfo::printsUnsigned(type),
                             SourceInfo::isCharType(type)},
                   trace);
      }
      return;
    }
    if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst))
      return encodeCall(*call, frame, env, state, trace);
    if (auto *alloca = llvm::dyn_cast<llvm::AllocaInst>(&inst)) {
      const auto &dl = model_.module().getDataLayout();
      z3::expr count = pointerWidth(value(alloca->getArraySize(), env).expr(), false);
      z3::expr size = memory_.ptrConst(dl.getTypeAllocSize(alloca->getAllocatedType())) * count;
      z3::expr base = allocate(ObjectKind::Stack, memory_.simplify(size), state, inst);
      frame.stackObjects.push_back(base);
      env.values[&inst] = base;
      return;
    }
    if (auto *load = llvm::dyn_cast<llvm::LoadInst>(&inst)) {
      z3::expr ptr = value(load->getPointerOperand(), env).expr();
      Sym loaded = loadThrough(*load, ptr, state);
      env.values[&inst] =
          load->getType()->isPointerTy() ? loaded : nameIfLarge(loaded, "load");
      return;
    }
    if (auto *store = llvm::dyn_cast<llvm::StoreInst>(&inst)) {
      const llvm::Value *pointer = store->getPointerOperand();
      Sym stored = value(store->getValueOperand(), env);
      z3::expr dst = value(pointer, env).expr();
      state.mem = memory_.store(state.mem, dst, stored, store->getValueOperand()->getType());
      endIfReadOnly(state, dst);
      if (config_.engine.trace)
        recordStore(*store, stored, env, state, trace);
      return;
    }
    if (llvm::isa<llvm::FenceInst>(inst))
      return;
    if (auto *cmp = llvm::dyn_cast<llvm::ICmpInst>(&inst);
        cmp && cmp->getOperand(0)->getType()->isPointerTy()) {
      env.values[&inst] = comparePointers(*cmp, env, state);
      return;
    }
    env.values[&inst] = encodeOperator(inst, env);
  } catch (const Unsupported &e) {
    addUnsupported(state.guard, e.what(), &inst);
    if (!inst.getType()->isVoidTy()) {
      try {
        env.values[&inst] = fresh(inst.getType(), "unsupported");
      } catch (const Unsupported &) {
        state.guard = ctx_.bool_val(false);
      }
    }
  }
}

/// A load through a pointer of known sites skips the stores into other
/// objects; where it happens, its pointer is outside the skipped ones.
Sym Unwinder::loadThrough(const llvm::LoadInst &load, const z3::expr &ptr,
                          const PathState &state) {
  // The model numbers a pointer cast to an integer apart from its object
  // (MemoryModel::pointerToInteger), so such bytes read back as a pointer
  // (a union's pointer member after its integer member got `(long)&x`)
  // would name another object: a wrong "invalid object" failure.
  if (containsPointer(load.getType()) && pointsTo_ && pointsTo_->mayHoldIntegerImage(load))
    addUnsupported(state.guard, "a pointer read from memory that holds a pointer cast to an integer",
                   &load);
  auto sites = pointsTo_ ? pointsTo_->sitesOf(*load.getPointerOperand()) : std::nullopt;
  if (!sites)
    return atObjectStart(load, memory_.load(state.mem, ptr, load.getType()), state.guard);
  auto read = memory_.loadWithin(state.mem, ptr, load.getType(), *sites);
  if (read.scope)
    solver_.add(z3::implies(state.guard, *read.scope));
  return atObjectStart(load, read.value, state.guard);
}

/// A pointer that the points-to analysis shows null or at an object's start
/// (a list node's `next`) gets the offset zero as a constant, so that the
/// addresses of its fields are syntactically apart (p + 8 and p + 16 never
/// alias) and a read through it skips the other fields' stores without an
/// if-then-else each. Where the value is defined its offset is zero: a fact
/// under `guard`, which only removes what the analysis rules out (a havocked
/// loop start, a pointer read from uninitialised memory), as a load's scope
/// does. On a loop exit's fresh variable the fact looks idle (its offset
/// bits are not read again), but without it e2e heap_free_list_loop.c's
/// heap inference took 6.8 s instead of 0.9 s.
Sym Unwinder::atObjectStart(const llvm::Value &pointer, Sym value, const z3::expr &guard) {
  if (!pointsTo_ || !value.isScalar() || !pointer.getType()->isPointerTy() ||
      !pointsTo_->pointsToObjectStart(pointer))
    return value;
  z3::expr offset = memory_.simplify(memory_.offsetOf(value.expr()));
  if (offset.is_numeral())
    return value;
  z3::expr zero = ctx_.bv_val(0, offset.get_sort().bv_size());
  solver_.add(z3::implies(guard, offset == zero));
  return memory_.simplify(z3::concat(memory_.objectOf(value.expr()), zero));
}

} // namespace kiki
