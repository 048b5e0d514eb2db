// What kiki knows about functions without a body in the program: which the
// encoder gives a meaning of its own (the verifier interface, allocation,
// memory intrinsics, the ends of an execution), which it cannot model at all,
// and which are merely not modelled (their calls are havocked and reported).
// The C library models of src/libc are linked before this matters: a
// modelled function has a body.
#pragma once
#include <string>

namespace llvm {
class Value;
}

namespace kiki {

/// The C library's memory interface, which the encoder gives its exact
/// meaning: one list for every place that needs to know.
enum class MemoryFunction {
  None,
  HeapAllocation,   // malloc, valloc, __builtin_malloc
  ZeroedAllocation, // calloc
  StackAllocation,  // alloca, __builtin_alloca
  Reallocation,     // realloc
  Free,             // free
  Copy,             // memcpy, memmove
  Set,              // memset
};
MemoryFunction classifyMemoryFunction(const std::string &name);
/// Whether `name` puts a new object on the heap (malloc, calloc, realloc).
bool allocatesOnHeap(const std::string &name);

/// Calls that end the execution (abort, exit, failed assertions, traps).
bool isPathEnd(const std::string &name);
/// Whether the model never reads the memory `value` points to: each use
/// (also through constant casts and address computations) is an argument
/// of a call of a path end without a body in the program, as the message
/// strings of assert are.
bool onlyPassedToPathEnds(const llvm::Value &value);
/// The error functions of the competition: a call is a violation.
bool isErrorFunction(const std::string &name);
/// Constructs kiki cannot model soundly (threads, setjmp, varargs).
bool isUnsupportedFunction(const std::string &name);
/// Functions the encoder itself gives their exact meaning: the verifier
/// interface, allocation, free, memcpy/memmove/memset, LLVM intrinsics.
bool isEncoderBuiltin(const std::string &name);
/// An input of the program: __VERIFIER_nondet_* and nondet_* give an
/// arbitrary value of their return type (a harness defines them).
bool isInputFunction(const std::string &name);

} // namespace kiki
