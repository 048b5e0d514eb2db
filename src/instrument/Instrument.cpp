#include "instrument/Instrument.h"
#include "libc/LibraryModels.h"
#include "model/Intrinsics.h"
#include "model/LibraryFunctions.h"

#include <llvm/Analysis/ValueTracking.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/GetElementPtrTypeIterator.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>

namespace kiki {
namespace {

std::string constantString(const llvm::Value *value) {
  auto *global = llvm::dyn_cast<llvm::GlobalVariable>(value->stripPointerCasts());
  if (!global || !global->hasInitializer())
    return "";
  if (auto *data = llvm::dyn_cast<llvm::ConstantDataArray>(global->getInitializer()))
    if (data->isCString())
      return data->getAsCString().str();
  return "";
}

std::string calleeName(const llvm::CallBase &call) {
  if (auto *f = llvm::dyn_cast<llvm::Function>(
          call.getCalledOperand()->stripPointerCasts()))
    return f->getName().str();
  return "";
}

bool hasBody(const llvm::CallBase &call) {
  auto *f = llvm::dyn_cast<llvm::Function>(
      call.getCalledOperand()->stripPointerCasts());
  return f && !f->isDeclaration();
}

/// Whether some code may allocate heap memory: an allocation function is
/// used (called, or taken as a pointer), or a function kiki neither sees nor
/// models (it might allocate). Library models have bodies by now.
bool mayAllocateHeap(const llvm::Module &module) {
  for (const auto &f : module) {
    if (!f.isDeclaration() || f.use_empty() || f.isIntrinsic())
      continue;
    std::string name = f.getName().str();
    if (name == "malloc" || name == "valloc" || name == "__builtin_malloc" ||
        name == "calloc" || name == "realloc")
      return true;
    if (!isEncoderBuiltin(name) && !isPathEnd(name))
      return true;
  }
  return false;
}

bool containsPointer(llvm::Type *type) {
  if (type->isPointerTy())
    return true;
  if (auto *array = llvm::dyn_cast<llvm::ArrayType>(type))
    return containsPointer(array->getElementType());
  if (auto *vector = llvm::dyn_cast<llvm::VectorType>(type))
    return containsPointer(vector->getElementType());
  if (auto *record = llvm::dyn_cast<llvm::StructType>(type))
    for (llvm::Type *field : record->elements())
      if (containsPointer(field))
        return true;
  return false;
}

/// Whether a heap pointer may sit in a global at exit: a global of a type
/// that holds pointers, a pointer turned into an integer, or a block copy
/// into a global. (Memory reachable from a global is not lost, so a leak
/// there is no valid-memtrack violation.)
bool globalsMayHoldPointers(const llvm::Module &module) {
  for (const auto &global : module.globals())
    if (!global.isConstant() && containsPointer(global.getValueType()))
      return true;
  for (const auto &f : module)
    for (const auto &inst : llvm::instructions(f)) {
      if (llvm::isa<llvm::PtrToIntInst>(inst))
        return true;
      if (auto *copy = llvm::dyn_cast<llvm::MemTransferInst>(&inst))
        if (llvm::isa<llvm::GlobalVariable>(llvm::getUnderlyingObject(copy->getRawDest())))
          return true;
    }
  return false;
}

class Instrumenter {
public:
  Instrumenter(llvm::Module &module, const Config &config,
               const SourceInfo &source)
      : module_(module), config_(config), checks_(config.checks),
        source_(source), ctx_(module.getContext()),
        mayAllocateHeap_(mayAllocateHeap(module)),
        globalsMayHoldPointers_(globalsMayHoldPointers(module)) {}

  PropertyTable run() {
    for (auto &function : module_) {
      if (function.isDeclaration() || function.getName().startswith("__kiki"))
        continue;
      std::vector<llvm::Instruction *> insts;
      for (auto &inst : llvm::instructions(function))
        insts.push_back(&inst);
      for (auto *inst : insts)
        visit(*inst);
    }
    for (auto *trap : traps_)
      continueAfterTrap(*trap);
    return std::move(table_);
  }

private:
  llvm::Module &module_;
  const Config &config_;
  const CheckOptions &checks_;
  const SourceInfo &source_;
  llvm::LLVMContext &ctx_;
  PropertyTable table_;
  std::vector<llvm::CallBase *> traps_; // overflow traps, checks placed
  bool mayAllocateHeap_;
  bool globalsMayHoldPointers_;

  llvm::Type *bytePtr() { return llvm::Type::getInt8PtrTy(ctx_); }

  llvm::FunctionCallee intrinsic(const char *name, llvm::Type *ret,
                                 llvm::ArrayRef<llvm::Type *> params) {
    return module_.getOrInsertFunction(
        name, llvm::FunctionType::get(ret, params, false));
  }

  unsigned addCheck(llvm::Instruction &at, llvm::Value *ok, PropertyKind kind,
                    std::string text) {
    unsigned id = table_.add(kind, at.getFunction()->getName().str(),
                             SourceInfo::line(at), std::move(text));
    insertCheck(at, ok, id);
    return id;
  }

  void insertCheck(llvm::Instruction &at, llvm::Value *ok, unsigned id) {
    llvm::IRBuilder<> b(&at);
    auto check = intrinsic(intrinsic::Check, b.getVoidTy(),
                           {b.getInt1Ty(), b.getInt32Ty()});
    auto *call = b.CreateCall(check, {ok, b.getInt32(id)});
    call->setDebugLoc(at.getDebugLoc());
  }

  llvm::Value *predicate(llvm::Instruction &at, const char *name,
                         llvm::ArrayRef<llvm::Value *> args) {
    llvm::IRBuilder<> b(&at);
    std::vector<llvm::Type *> types;
    std::vector<llvm::Value *> converted;
    for (auto *arg : args) {
      if (arg->getType()->isPointerTy())
        arg = b.CreatePointerCast(arg, bytePtr());
      types.push_back(arg->getType());
      converted.push_back(arg);
    }
    auto *call = b.CreateCall(intrinsic(name, b.getInt1Ty(), types), converted);
    call->setDebugLoc(at.getDebugLoc());
    return call;
  }

  void visit(llvm::Instruction &inst) {
    if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst))
      return visitCall(*call);
    if (auto *load = llvm::dyn_cast<llvm::LoadInst>(&inst))
      return checkAccess(inst, load->getPointerOperand(), load->getType());
    if (auto *store = llvm::dyn_cast<llvm::StoreInst>(&inst))
      return checkAccess(inst, store->getPointerOperand(),
                         store->getValueOperand()->getType());
    if (auto *gep = llvm::dyn_cast<llvm::GetElementPtrInst>(&inst))
      return checkBounds(*gep);
    if (auto *bin = llvm::dyn_cast<llvm::BinaryOperator>(&inst))
      return checkDivision(*bin);
    if (llvm::isa<llvm::ReturnInst>(inst) &&
        inst.getFunction()->getName() == config_.entry)
      return checkLeak(inst);
  }

  void visitCall(llvm::CallBase &call) {
    std::string name = calleeName(call);
    if (name == "llvm.ubsantrap")
      return checkOverflowTrap(call);
    if (checks_.assertions)
      checkAssertion(call, name);
    if (name == "free" && checks_.pointer)
      checkFree(call);
    if (name == "exit")
      checkLeak(call);
    if (auto *mem = llvm::dyn_cast<llvm::MemIntrinsic>(&call))
      checkMemIntrinsic(*mem);
    checkUnmodelled(call, name);
  }

  /// A library function kiki has no model of may read and write what its
  /// pointer arguments reach; those accesses are not checked, which this
  /// property makes visible: UNKNOWN wherever the call is reachable.
  /// Likewise, with leak checks, what such a call may allocate and hand
  /// back (through its result or its pointer arguments) is not tracked.
  void checkUnmodelled(llvm::CallBase &call, const std::string &name) {
    if (hasBody(call) || name.empty() || isEncoderBuiltin(name) ||
        isUnsupportedFunction(name))
      return;
    bool pointers = false;
    for (const auto &arg : call.args())
      pointers |= arg->getType()->isPointerTy();
    if ((checks_.pointer || checks_.bounds) && pointers)
      addUnmodelled(call, PropertyKind::PointerDeref,
                    "memory accesses of " + source_.describeCall(call, name) + " (" + name +
                        " is not modelled)");
    if (checks_.memoryLeak && (pointers || call.getType()->isPointerTy()))
      addUnmodelled(call, PropertyKind::MemoryLeak,
                    "memory that " + source_.describeCall(call, name) + " may allocate (" +
                        name + " is not modelled)");
  }

  void addUnmodelled(llvm::CallBase &call, PropertyKind kind, std::string text) {
    unsigned id = table_.add(kind, call.getFunction()->getName().str(), SourceInfo::line(call),
                             std::move(text), true);
    insertCheck(call, llvm::ConstantInt::getFalse(ctx_), id);
  }

  /// A failed overflow check does not end the execution: the trap block
  /// goes on to where the arithmetic's result (wrapped around) is used, so
  /// later properties are judged on all executions.
  void continueAfterTrap(llvm::CallBase &trap) {
    llvm::BasicBlock *block = trap.getParent();
    llvm::BasicBlock *pred = block->getSinglePredecessor();
    auto *branch = pred ? llvm::dyn_cast<llvm::BranchInst>(pred->getTerminator()) : nullptr;
    if (!branch || !branch->isConditional() ||
        !llvm::isa<llvm::UnreachableInst>(block->getTerminator()))
      return; // not clang's shape: the trap keeps ending the execution
    llvm::BasicBlock *next = branch->getSuccessor(0) == block ? branch->getSuccessor(1)
                                                              : branch->getSuccessor(0);
    for (auto &phi : next->phis())
      phi.addIncoming(phi.getIncomingValueForBlock(pred), block);
    llvm::DebugLoc location = trap.getDebugLoc();
    block->getTerminator()->eraseFromParent();
    trap.eraseFromParent();
    // Whether the execution goes on is a literal of the encoding, so that
    // proofs can also be tried on executions without earlier overflows.
    auto *dead = llvm::BasicBlock::Create(ctx_, "overflow.end", block->getParent());
    new llvm::UnreachableInst(ctx_, dead);
    llvm::IRBuilder<> b(block);
    auto *goesOn = b.CreateCall(intrinsic(intrinsic::AfterFailure, b.getInt1Ty(), {}));
    goesOn->setDebugLoc(location);
    b.CreateCondBr(goesOn, next, dead);
  }

  void checkAssertion(llvm::CallBase &call, const std::string &name) {
    auto *f = llvm::ConstantInt::getFalse(ctx_);
    if (name == "__assert_fail" || name == "__assert_rtn" ||
        name == "__assert_func" || name == "__assert") {
      std::string text = call.arg_size() > 0 ? constantString(call.getArgOperand(0)) : "";
      addCheck(call, f, PropertyKind::Assertion, "assertion " + text);
    } else if (isErrorFunction(name)) {
      // The call is the violation (G ! call(reach_error())), whatever the
      // program's own body of the function does.
      addCheck(call, f, PropertyKind::Assertion, "call to " + name);
    } else if ((name == "assert" || name == "__CPROVER_assert" ||
                name == "__VERIFIER_assert") &&
               !hasBody(call) && call.arg_size() >= 1) {
      llvm::IRBuilder<> b(&call);
      llvm::Value *arg = call.getArgOperand(0);
      llvm::Value *ok = arg->getType()->isIntegerTy(1)
                            ? arg
                            : b.CreateICmpNE(arg, llvm::Constant::getNullValue(arg->getType()));
      std::string text = name == "__CPROVER_assert" && call.arg_size() >= 2
                             ? constantString(call.getArgOperand(1))
                             : source_.describe(arg);
      addCheck(call, ok, PropertyKind::Assertion, "assertion " + text);
    }
  }

  void checkOverflowTrap(llvm::CallBase &trap) {
    // clang -fsanitize-trap: the trap block's predecessor branches on the
    // overflow condition; find the arithmetic it guards for the text.
    llvm::BasicBlock *pred = trap.getParent()->getSinglePredecessor();
    std::string sign = checks_.signedOverflow ? "signed" : "unsigned";
    std::string text = "arithmetic overflow";
    if (pred) {
      auto described = describeOverflow(*pred, sign);
      if (!described.empty())
        text = described;
    }
    addCheck(trap, llvm::ConstantInt::getFalse(ctx_), PropertyKind::Overflow,
             text);
    traps_.push_back(&trap);
  }

  std::string describeOverflow(llvm::BasicBlock &pred, std::string sign) {
    for (auto &inst : pred) {
      if (auto *ii = llvm::dyn_cast<llvm::IntrinsicInst>(&inst)) {
        std::string name = ii->getCalledFunction()->getName().str();
        if (name.find("with.overflow") == std::string::npos)
          continue;
        sign = name.rfind("llvm.s", 0) == 0 ? "signed" : "unsigned";
        const char *op = name.find("add") != std::string::npos   ? "+"
                         : name.find("sub") != std::string::npos ? "-"
                                                                 : "*";
        std::string lhs = source_.describe(ii->getArgOperand(0));
        std::string rhs = source_.describe(ii->getArgOperand(1));
        if (*op == '-' && lhs == "0")
          return "arithmetic overflow on " + sign + " unary - in -" + rhs;
        return "arithmetic overflow on " + sign + " " + op + " in " + lhs +
               " " + op + " " + rhs;
      }
    }
    // Division overflow (INT_MIN / -1): the guarded division follows.
    for (auto *succ : llvm::successors(&pred))
      for (auto &inst : *succ)
        if (auto *bin = llvm::dyn_cast<llvm::BinaryOperator>(&inst))
          if (bin->getOpcode() == llvm::Instruction::SDiv ||
              bin->getOpcode() == llvm::Instruction::SRem) {
            const char *op = bin->getOpcode() == llvm::Instruction::SDiv ? "/" : "%";
            return "arithmetic overflow on signed " + std::string(op) + " in " +
                   source_.describe(bin->getOperand(0)) + " " + op + " " +
                   source_.describe(bin->getOperand(1));
          }
    return "";
  }

  void checkDivision(llvm::BinaryOperator &bin) {
    if (!checks_.divByZero)
      return;
    auto op = bin.getOpcode();
    if (op != llvm::Instruction::SDiv && op != llvm::Instruction::UDiv &&
        op != llvm::Instruction::SRem && op != llvm::Instruction::URem)
      return;
    llvm::Value *divisor = bin.getOperand(1);
    if (auto *c = llvm::dyn_cast<llvm::ConstantInt>(divisor); c && !c->isZero())
      return;
    llvm::IRBuilder<> b(&bin);
    auto *ok = b.CreateICmpNE(divisor, llvm::Constant::getNullValue(divisor->getType()));
    addCheck(bin, ok, PropertyKind::DivByZero,
             "division by zero in " + source_.describe(bin.getOperand(0)) +
                 (op == llvm::Instruction::SDiv || op == llvm::Instruction::UDiv ? " / " : " % ") +
                 source_.describe(divisor));
  }

  /// True when the address is a fixed in-range offset into a local or global
  /// variable, so that no pointer check can fail.
  bool triviallySafe(llvm::Value *pointer, uint64_t size) {
    const auto &dl = module_.getDataLayout();
    llvm::APInt offset(dl.getIndexTypeSizeInBits(pointer->getType()), 0);
    auto *base = pointer->stripAndAccumulateConstantOffsets(dl, offset, true);
    uint64_t objectSize = 0;
    if (auto *alloca = llvm::dyn_cast<llvm::AllocaInst>(base)) {
      auto bytes = alloca->getAllocationSizeInBits(dl);
      if (!bytes)
        return false;
      objectSize = *bytes / 8;
    } else if (auto *global = llvm::dyn_cast<llvm::GlobalVariable>(base)) {
      objectSize = dl.getTypeAllocSize(global->getValueType());
    } else {
      return false;
    }
    return !offset.isNegative() && offset.getZExtValue() + size <= objectSize;
  }

  std::string derefText(llvm::Value *pointer) {
    std::string name = source_.variableName(pointer);
    return name.empty() ? source_.describe(pointer) : "*" + name;
  }

  void checkRange(llvm::Instruction &at, llvm::Value *pointer, llvm::Value *size,
                  const std::string &what) {
    addCheck(at, predicate(at, intrinsic::PtrNonNull, {pointer}),
             PropertyKind::PointerDeref, "dereference failure: NULL pointer in " + what);
    addCheck(at, predicate(at, intrinsic::PtrLive, {pointer}),
             PropertyKind::PointerDeref,
             "dereference failure: invalid or deallocated object in " + what);
    addCheck(at, predicate(at, intrinsic::PtrInBounds, {pointer, size}),
             PropertyKind::PointerDeref,
             "dereference failure: access out of object bounds in " + what);
  }

  void checkAccess(llvm::Instruction &at, llvm::Value *pointer, llvm::Type *type) {
    if (!checks_.pointer)
      return;
    uint64_t size = module_.getDataLayout().getTypeStoreSize(type);
    if (triviallySafe(pointer, size))
      return;
    std::string what = derefText(pointer);
    // An access inside an inlined library model is named by the call.
    if (auto call = modelCall(at))
      what = (llvm::isa<llvm::StoreInst>(at) ? "write by " : "read by ") + *call;
    checkRange(at, pointer,
               llvm::ConstantInt::get(llvm::Type::getInt64Ty(ctx_), size), what);
  }

  void checkMemIntrinsic(llvm::MemIntrinsic &mem) {
    if (!checks_.pointer)
      return;
    llvm::IRBuilder<> b(&mem);
    llvm::Value *length = b.CreateZExtOrTrunc(mem.getLength(), b.getInt64Ty());
    // The C name, not the intrinsic's (llvm.memcpy.p0i8.p0i8.i64).
    std::string name = llvm::isa<llvm::MemSetInst>(mem)    ? "memset"
                       : llvm::isa<llvm::MemMoveInst>(mem) ? "memmove"
                                                           : "memcpy";
    checkRange(mem, mem.getDest(), length, "destination of " + name);
    if (auto *transfer = llvm::dyn_cast<llvm::MemTransferInst>(&mem))
      checkRange(mem, transfer->getSource(), length, "source of " + name);
  }

  void checkFree(llvm::CallBase &call) {
    if (call.arg_size() < 1)
      return;
    llvm::Value *pointer = call.getArgOperand(0);
    std::string what = source_.describe(pointer);
    addCheck(call, predicate(call, intrinsic::FreeValid, {pointer}),
             PropertyKind::Free,
             "free argument must be NULL or a dynamic object start in free(" + what + ")");
    addCheck(call, predicate(call, intrinsic::FreeLive, {pointer}),
             PropertyKind::Free,
             "double free or free of deallocated object in free(" + what + ")");
  }

  void checkLeak(llvm::Instruction &at) {
    if (!checks_.memoryLeak)
      return;
    unsigned id = addCheck(at, predicate(at, intrinsic::NoLeak, {}), PropertyKind::MemoryLeak,
                           "dynamically allocated memory not freed at program exit");
    if (!mayAllocateHeap_)
      table_.markHolds(id, "the program allocates no heap memory (no call of an allocation "
                           "function or of a function without a body and model)");
    // Unfreed memory is lost (valid-memtrack) when nothing points to it at
    // the end; kiki does not decide what is reachable from where.
    if (llvm::isa<llvm::CallBase>(at))
      table_.markReachabilityUnknown(id, "at exit() the stack of every active function, "
                                         "and what it points to, is still there");
    else if (globalsMayHoldPointers_)
      table_.markReachabilityUnknown(id, "a global may still point to unfreed memory");
  }

  /// Array index checks for accesses a[i] into C arrays of known size.
  void checkBounds(llvm::GetElementPtrInst &gep) {
    if (!checks_.bounds || !usedAsAddress(gep))
      return;
    std::string base = source_.describe(gep.getPointerOperand());
    unsigned operand = 1;
    llvm::Type *container = nullptr; // the type the current index steps into
    for (auto it = llvm::gep_type_begin(gep); it != llvm::gep_type_end(gep);
         ++it, ++operand) {
      auto *array = llvm::dyn_cast_or_null<llvm::ArrayType>(container);
      container = it.getIndexedType();
      // Only indices into C arrays of known size; the first index steps over
      // whole objects (pointer arithmetic), which --pointer-check covers.
      if (!array || array->getNumElements() == 0)
        continue;
      llvm::Value *index = gep.getOperand(operand);
      uint64_t n = array->getNumElements();
      if (auto *c = llvm::dyn_cast<llvm::ConstantInt>(index);
          c && c->getValue().ult(n))
        continue;
      llvm::IRBuilder<> b(&gep);
      auto *zero = llvm::ConstantInt::get(index->getType(), 0);
      auto *size = llvm::ConstantInt::get(index->getType(), n);
      std::string text = "array '" + base + "' %s bound in " + base + "[" +
                         source_.describe(index) + "]";
      auto fill = [&](const char *which) {
        std::string t = text;
        t.replace(t.find("%s"), 2, which);
        return t;
      };
      addCheck(gep, b.CreateICmpSGE(index, zero), PropertyKind::ArrayBounds, fill("lower"));
      addCheck(gep, b.CreateICmpSLT(index, size), PropertyKind::ArrayBounds, fill("upper"));
    }
  }

  /// Whether the address is (through further GEPs and casts) loaded from or
  /// stored to; forming &a[n] without access is legal C.
  static bool usedAsAddress(const llvm::Value &value, int depth = 0) {
    if (depth > 8)
      return false;
    for (const auto *user : value.users()) {
      if (auto *load = llvm::dyn_cast<llvm::LoadInst>(user))
        if (load->getPointerOperand() == &value)
          return true;
      if (auto *store = llvm::dyn_cast<llvm::StoreInst>(user))
        if (store->getPointerOperand() == &value)
          return true;
      if (llvm::isa<llvm::GetElementPtrInst>(user) || llvm::isa<llvm::BitCastInst>(user))
        if (usedAsAddress(*user, depth + 1))
          return true;
    }
    return false;
  }
};

} // namespace

PropertyTable instrumentModule(llvm::Module &module, const Config &config,
                               const SourceInfo &source) {
  return Instrumenter(module, config, source).run();
}

} // namespace kiki
