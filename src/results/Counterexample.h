// A counterexample as data: what the text trace, JSON, SARIF, witnesses and
// test harnesses are written from. Kept free of LLVM and Z3 types so that it
// can cross the portfolio's process boundary and reach the writers.
#pragma once
#include <string>
#include <vector>

namespace kiki {

enum class StepKind {
  Assignment,     // variable = value, as the text trace shows it
  Input,          // a value from outside: a __VERIFIER_nondet_* or undefined function's result
  FunctionEntry,  // an inlined call starts (function: the callee)
  FunctionReturn, // and returns
  Violation,      // the violated property (value: its text)
  Branch          // a condition of the program decided (value: "true" or "false")
};

const char *stepKindName(StepKind kind);

struct TraceEvent {
  StepKind kind = StepKind::Assignment;
  std::string file;
  unsigned line = 0;
  unsigned column = 0;  // 0: not known
  std::string function; // where the step happens (the callee for entry/return)
  std::string variable; // assignment: the object written; input: the function called
  std::string value;    // in C notation: 1000u, -3, NULL, &x, ...
  /// Input: the C type of the result ("int", "unsigned char", "double",
  /// "void *"), its width in bits and its bit pattern in hexadecimal.
  std::string cType;
  unsigned bits = 0;
  std::string rawHex;
  bool definedInProgram = false; // input: the program gives the function a body
  /// The text trace starts a "file F line L function G" group here.
  bool startsGroup = false;
};

using Counterexample = std::vector<TraceEvent>;

/// The text trace (the chapter's Fig. 4) printed from the steps.
std::string renderTraceText(const Counterexample &steps);

} // namespace kiki
