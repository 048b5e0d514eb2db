#include "model/LibraryFunctions.h"
#include "model/Intrinsics.h"

#include <set>

namespace kiki {
namespace {

bool startsWith(const std::string &s, const char *prefix) {
  return s.rfind(prefix, 0) == 0;
}

} // namespace

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

bool isUnsupportedFunction(const std::string &name) {
  return startsWith(name, "pthread_") || name == "setjmp" || name == "_setjmp" ||
         name == "__sigsetjmp" || name == "sigsetjmp" || name == "longjmp" ||
         name == "_longjmp" || name == "siglongjmp" || name == "fork" ||
         name == "signal" || name == "vfork" || startsWith(name, "llvm.va_");
}

bool isEncoderBuiltin(const std::string &name) {
  static const std::set<std::string> names = {
      "malloc", "valloc", "__builtin_malloc", "alloca", "__builtin_alloca",
      "calloc", "realloc", "free", "memcpy", "memmove", "memset",
      "__VERIFIER_assume", "__CPROVER_assume", "assume", "assert",
      "__CPROVER_assert", "__VERIFIER_assert", "__CPROVER_input", "__CPROVER_output"};
  return names.count(name) > 0 || startsWith(name, "llvm.") ||
         startsWith(name, "__VERIFIER_nondet") || startsWith(name, "nondet_") ||
         startsWith(name, "__kiki") || isPathEnd(name);
}

} // namespace kiki
