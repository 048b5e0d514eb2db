// The checks of memory safety: pointer accesses and block copies, free,
// leaks at exit, and array indices.
#include "instrument/InstrumentInternal.h"
#include "ir/Intrinsics.h"
#include "libc/LibraryModels.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/GetElementPtrTypeIterator.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/IntrinsicInst.h>

namespace kiki::instrument {

/// True when the address is a fixed in-range offset into a local or global
/// variable (for a write, one that is not read-only), so that no pointer
/// check can fail.
bool Instrumenter::triviallySafe(llvm::Value *pointer, uint64_t size, bool write) {
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
    if (write && global->isConstant())
      return false;
    objectSize = dl.getTypeAllocSize(global->getValueType());
  } else {
    return false;
  }
  return !offset.isNegative() && offset.getZExtValue() + size <= objectSize;
}

std::string Instrumenter::derefText(llvm::Value *pointer) {
  std::string name = source_.variableName(pointer);
  return name.empty() ? source_.describe(pointer) : "*" + name;
}

void Instrumenter::checkRange(llvm::Instruction &at, llvm::Value *pointer, llvm::Value *size,
                              const std::string &what, bool write) {
  addCheck(at, predicate(at, intrinsic::PtrNonNull, {pointer}),
           PropertyKind::PointerDeref, "dereference failure: NULL pointer in " + what);
  addCheck(at,
           write ? predicate(at, intrinsic::PtrWritable, {pointer, size})
                 : predicate(at, intrinsic::PtrLive, {pointer}),
           PropertyKind::PointerDeref,
           "dereference failure: invalid or deallocated object in " + what);
  addCheck(at, predicate(at, intrinsic::PtrInBounds, {pointer, size}),
           PropertyKind::PointerDeref,
           "dereference failure: access out of object bounds in " + what);
}

void Instrumenter::checkAccess(llvm::Instruction &at, llvm::Value *pointer, llvm::Type *type) {
  if (!checks_.pointer)
    return;
  uint64_t size = module_.getDataLayout().getTypeStoreSize(type);
  bool write = llvm::isa<llvm::StoreInst>(at);
  if (triviallySafe(pointer, size, write))
    return;
  std::string what = derefText(pointer);
  // An access inside an inlined library model is named by the call.
  if (auto call = modelCall(at))
    what = (write ? "write by " : "read by ") + *call;
  checkRange(at, pointer, llvm::ConstantInt::get(llvm::Type::getInt64Ty(ctx_), size), what,
             write);
}

void Instrumenter::checkMemIntrinsic(llvm::MemIntrinsic &mem) {
  if (!checks_.pointer)
    return;
  llvm::IRBuilder<> b(&mem);
  llvm::Value *length = b.CreateZExtOrTrunc(mem.getLength(), b.getInt64Ty());
  // The C name, not the intrinsic's (llvm.memcpy.p0i8.p0i8.i64).
  std::string name = llvm::isa<llvm::MemSetInst>(mem)    ? "memset"
                     : llvm::isa<llvm::MemMoveInst>(mem) ? "memmove"
                                                         : "memcpy";
  checkRange(mem, mem.getDest(), length, "destination of " + name, true);
  if (auto *transfer = llvm::dyn_cast<llvm::MemTransferInst>(&mem))
    checkRange(mem, transfer->getSource(), length, "source of " + name, false);
}

void Instrumenter::checkFree(llvm::CallBase &call) {
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

void Instrumenter::checkLeak(llvm::Instruction &at) {
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
void Instrumenter::checkBounds(llvm::GetElementPtrInst &gep) {
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
bool Instrumenter::usedAsAddress(const llvm::Value &value, int depth) {
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

} // namespace kiki::instrument
