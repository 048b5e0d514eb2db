// What the unwinder records for counterexamples and witnesses, under the
// guard of the path that reaches it: assignments, checks, inputs, branches
// and calls, nested in blocks per loop iteration and inlined call. A model
// of the formula selects what an execution did (encode/Trace.h).
#pragma once
#include "encode/Sym.h"

#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/Instructions.h>
#include <memory>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace kiki {

/// One assignment for counterexample traces, printed if its guard holds.
/// The assigned object is `variable`, then for each index its value in the
/// counterexample and the text after it: `buf[` i `]`.
struct TraceStep {
  z3::expr guard;
  const llvm::Instruction *at;
  unsigned line; // the source line if not that of `at` (0: that of `at`)
  std::string variable;
  std::vector<std::pair<z3::expr, std::string>> indices;
  Sym value;
  llvm::Type *type;
  bool isUnsigned;
  bool isChar; // a C character: printed with its character too
};

/// How a trace names a memory object: a pointer into it prints as `&buf[2]`,
/// `malloc@line 9 + 8`, `"hello" + 1` or a function's name.
struct ObjectLabel {
  enum Kind { Variable, Allocation, Literal, Function };
  z3::expr object; // the object number
  Kind kind;
  std::string name;
  const llvm::DIType *type; // of a variable, for the element it points to
};
/// A check instance; the trace of a violated property ends at it.
struct TraceCheck {
  z3::expr violated;
  unsigned property;
};
/// A value from outside the program: the result of a __VERIFIER_nondet_*
/// call or of a call of a function without body or model. A test harness
/// replays these in execution order.
struct TraceInput {
  z3::expr guard;
  const llvm::CallBase *call;
  std::string callee;
  Sym value;
  bool definedInProgram; // the program gives the function a body
};
/// A conditional branch of the program's own control flow (an if, a loop
/// condition), for witnesses: `condition` true means successor 0.
struct TraceBranch {
  z3::expr guard;
  const llvm::BranchInst *branch;
  z3::expr condition;
};
/// Entry into (or return from) an inlined call, for witnesses.
struct TraceCall {
  z3::expr guard;
  const llvm::Function *callee;
  bool entry;
};
struct TraceBlock;
using TraceBlockPtr = std::shared_ptr<TraceBlock>;
struct TraceBlock {
  std::vector<std::variant<TraceStep, TraceCheck, TraceInput, TraceCall, TraceBranch,
                           TraceBlockPtr>>
      items;
};

} // namespace kiki
