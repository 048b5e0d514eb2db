// Per-function preconditions (--preconditions), as the analysis found them
// and the report prints them: `[foo]: x <= 2147483647 && -x <= 0`.
#pragma once
#include <string>
#include <vector>

namespace kiki {

struct FunctionPrecondition {
  std::string function;
  /// The condition on the function's parameters, in 2LS's row form; empty
  /// when it is trivial (every input the function can get satisfies it).
  std::string condition;
  /// --context-sensitive: what the callers need of the function's result
  /// (`foo#return_value <= 0 && ...`); the condition holds under it.
  std::string context;
  /// Set when no precondition was computed, with the reason.
  std::string unknownReason;
};

} // namespace kiki
