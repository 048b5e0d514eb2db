#include "ir/LibraryFunctions.h"
#include "ir/Intrinsics.h"
#include "util/Text.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/InstrTypes.h>
#include <llvm/IR/Instruction.h>
#include <map>
#include <set>

namespace kiki {

MemoryFunction classifyMemoryFunction(const std::string &name) {
  static const std::map<std::string, MemoryFunction> functions = {
      {"malloc", MemoryFunction::HeapAllocation},
      {"valloc", MemoryFunction::HeapAllocation},
      {"__builtin_malloc", MemoryFunction::HeapAllocation},
      {"calloc", MemoryFunction::ZeroedAllocation},
      {"alloca", MemoryFunction::StackAllocation},
      {"__builtin_alloca", MemoryFunction::StackAllocation},
      {"realloc", MemoryFunction::Reallocation},
      {"free", MemoryFunction::Free},
      {"memcpy", MemoryFunction::Copy},
      {"memmove", MemoryFunction::Copy},
      {"memset", MemoryFunction::Set}};
  auto it = functions.find(name);
  return it == functions.end() ? MemoryFunction::None : it->second;
}

bool allocatesOnHeap(const std::string &name) {
  MemoryFunction f = classifyMemoryFunction(name);
  return f == MemoryFunction::HeapAllocation || f == MemoryFunction::ZeroedAllocation ||
         f == MemoryFunction::Reallocation;
}

bool isErrorFunction(const std::string &name) {
  return name == "reach_error" || name == "__VERIFIER_error";
}

bool isPathEnd(const std::string &name) {
  static const std::set<std::string> names = {
      "abort", "exit", "_exit", "_Exit", "__assert_fail", "__assert_rtn",
      "__assert_func", "__assert", "__builtin_trap", "llvm.trap",
      "llvm.debugtrap", "llvm.ubsantrap"};
  return names.count(name) > 0 || isErrorFunction(name);
}

bool onlyPassedToPathEnds(const llvm::Value &value) {
  for (const llvm::User *user : value.users()) {
    if (auto *call = llvm::dyn_cast<llvm::CallBase>(user)) {
      const llvm::Function *callee = call->getCalledFunction();
      // A program's own definition (of abort, say) is run, not a path end.
      if (!callee || !callee->isDeclaration() || call->getCalledOperand() == &value ||
          !isPathEnd(callee->getName().str()))
        return false;
      continue;
    }
    auto *expr = llvm::dyn_cast<llvm::ConstantExpr>(user);
    if (!expr || !(expr->isCast() || expr->getOpcode() == llvm::Instruction::GetElementPtr) ||
        !onlyPassedToPathEnds(*expr))
      return false;
  }
  return true;
}

bool isUnsupportedFunction(const std::string &name) {
  return startsWith(name, "pthread_") || name == "setjmp" || name == "_setjmp" ||
         name == "__sigsetjmp" || name == "sigsetjmp" || name == "longjmp" ||
         name == "_longjmp" || name == "siglongjmp" || name == "fork" ||
         name == "signal" || name == "vfork" || startsWith(name, "llvm.va_");
}

bool isInputFunction(const std::string &name) {
  return startsWith(name, "__VERIFIER_nondet") || startsWith(name, "nondet_");
}

bool isEncoderBuiltin(const std::string &name) {
  static const std::set<std::string> names = {
      "__VERIFIER_assume", "__CPROVER_assume", "assume", "assert",
      "__CPROVER_assert", "__VERIFIER_assert", "__CPROVER_input", "__CPROVER_output"};
  return classifyMemoryFunction(name) != MemoryFunction::None || names.count(name) > 0 ||
         startsWith(name, "llvm.") ||
         isInputFunction(name) || startsWith(name, "__kiki") || isPathEnd(name);
}

} // namespace kiki
