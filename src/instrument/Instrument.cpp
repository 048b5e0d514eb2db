// The walk over a module's instructions that places the checks (by
// property kind in ArithmeticChecks.cpp and MemoryChecks.cpp), and the
// checks at calls: assertions and calls kiki does not model.
#include "instrument/Instrument.h"
#include "instrument/InstrumentInternal.h"
#include "ir/Intrinsics.h"
#include "ir/LibraryFunctions.h"
#include "ir/PointerTypes.h"

#include <llvm/Analysis/ValueTracking.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>

namespace kiki::instrument {
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
    if (allocatesOnHeap(name))
      return true;
    if (!isEncoderBuiltin(name) && !isPathEnd(name))
      return true;
  }
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

} // namespace

Instrumenter::Instrumenter(llvm::Module &module, const CheckOptions &checks,
                           const std::string &entry, const SourceInfo &source)
    : module_(module), checks_(checks), entry_(entry),
      source_(source), ctx_(module.getContext()),
      mayAllocateHeap_(mayAllocateHeap(module)),
      globalsMayHoldPointers_(globalsMayHoldPointers(module)) {}

PropertyTable Instrumenter::run() {
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

unsigned Instrumenter::addCheck(llvm::Instruction &at, llvm::Value *ok, PropertyKind kind,
                                std::string text) {
  unsigned id = table_.add(kind, at.getFunction()->getName().str(),
                           SourceInfo::line(at), std::move(text));
  insertCheck(at, ok, id);
  return id;
}

void Instrumenter::insertCheck(llvm::Instruction &at, llvm::Value *ok, unsigned id) {
  llvm::IRBuilder<> b(&at);
  auto check = intrinsic(intrinsic::Check, b.getVoidTy(),
                         {b.getInt1Ty(), b.getInt32Ty()});
  auto *call = b.CreateCall(check, {ok, b.getInt32(id)});
  call->setDebugLoc(at.getDebugLoc());
}

llvm::Value *Instrumenter::predicate(llvm::Instruction &at, const char *name,
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

void Instrumenter::visit(llvm::Instruction &inst) {
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
      inst.getFunction()->getName() == entry_)
    return checkLeak(inst);
}

void Instrumenter::visitCall(llvm::CallBase &call) {
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
void Instrumenter::checkUnmodelled(llvm::CallBase &call, const std::string &name) {
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

void Instrumenter::addUnmodelled(llvm::CallBase &call, PropertyKind kind, std::string text) {
  unsigned id = table_.add(kind, call.getFunction()->getName().str(), SourceInfo::line(call),
                           std::move(text), true);
  insertCheck(call, llvm::ConstantInt::getFalse(ctx_), id);
}

void Instrumenter::checkAssertion(llvm::CallBase &call, const std::string &name) {
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

} // namespace kiki::instrument

namespace kiki {

PropertyTable instrumentModule(llvm::Module &module, const CheckOptions &checks,
                               const std::string &entry, const SourceInfo &source) {
  return instrument::Instrumenter(module, checks, entry, source).run();
}

} // namespace kiki
