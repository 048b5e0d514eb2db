// The instrumenter, shared by the files that place the checks of each
// property kind (Instrument.cpp, ArithmeticChecks.cpp, MemoryChecks.cpp);
// not for use elsewhere.
#pragma once
#include "instrument/Instrument.h"

#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Module.h>
#include <string>
#include <vector>

namespace kiki::instrument {

class Instrumenter {
public:
  Instrumenter(llvm::Module &module, const CheckOptions &checks, const std::string &entry,
               const SourceInfo &source);

  PropertyTable run();

private:
  llvm::Module &module_;
  const CheckOptions &checks_;
  const std::string &entry_;
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

  // The walk over the instructions, and the checks at calls
  // (Instrument.cpp).
  unsigned addCheck(llvm::Instruction &at, llvm::Value *ok, PropertyKind kind,
                    std::string text);
  void insertCheck(llvm::Instruction &at, llvm::Value *ok, unsigned id);
  llvm::Value *predicate(llvm::Instruction &at, const char *name,
                         llvm::ArrayRef<llvm::Value *> args);
  void visit(llvm::Instruction &inst);
  void visitCall(llvm::CallBase &call);
  void checkUnmodelled(llvm::CallBase &call, const std::string &name);
  void addUnmodelled(llvm::CallBase &call, PropertyKind kind, std::string text);
  void checkAssertion(llvm::CallBase &call, const std::string &name);

  // Overflow and division by zero (ArithmeticChecks.cpp).
  void continueAfterTrap(llvm::CallBase &trap);
  void checkOverflowTrap(llvm::CallBase &trap);
  std::string describeOverflow(llvm::BasicBlock &pred, std::string sign);
  void checkDivision(llvm::BinaryOperator &bin);

  // Pointer accesses, free, leaks and array bounds (MemoryChecks.cpp).
  bool triviallySafe(llvm::Value *pointer, uint64_t size, bool write);
  std::string derefText(llvm::Value *pointer);
  /// The pointer checks of an access of `size` bytes; a write's object
  /// must also not be read-only (its "invalid object" check).
  void checkRange(llvm::Instruction &at, llvm::Value *pointer, llvm::Value *size,
                  const std::string &what, bool write);
  void checkAccess(llvm::Instruction &at, llvm::Value *pointer, llvm::Type *type);
  void checkMemIntrinsic(llvm::MemIntrinsic &mem);
  void checkFree(llvm::CallBase &call);
  void checkLeak(llvm::Instruction &at);
  void checkBounds(llvm::GetElementPtrInst &gep);
  static bool usedAsAddress(const llvm::Value &value, int depth = 0);
};

} // namespace kiki::instrument
