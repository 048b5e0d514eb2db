// The C expressions of loop invariants in correctness witnesses: the subset
// kiki writes and checks (integer constants, variable names, + and -, unary
// -, the comparisons <= < >= > == !=, && and parentheses). Free of LLVM and
// Z3 types: engines/HeadInvariants gives the expressions their C meaning.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace kiki {

struct InvariantExpr;
using InvariantExprPtr = std::shared_ptr<const InvariantExpr>;

struct InvariantExpr {
  enum class Kind { Constant, Variable, Negate, Arithmetic, Comparison, And };
  Kind kind;
  std::string text; // Variable: the name; Arithmetic, Comparison: the operator
  int64_t value = 0; // Constant (decimal, below 2^63)
  std::vector<InvariantExprPtr> operands;

  bool isCondition() const { return kind == Kind::Comparison || kind == Kind::And; }
};

/// The parsed expression, or why `text` is not a condition of the subset.
struct ParsedInvariant {
  InvariantExprPtr expr; // null: see error
  std::string error;
};

ParsedInvariant parseInvariant(const std::string &text);

/// The variable names `expr` reads, each once, in order of appearance.
std::vector<std::string> invariantNames(const InvariantExpr &expr);

/// A fact as --show-invariants prints it ("1 <= c <= 2147483646",
/// "x - y <= 3") as a C condition of the subset ("1 <= c && c <= 2147483646");
/// nullopt when it is not one (array segments, heap facts, float bounds).
std::optional<std::string> factAsC(const std::string &fact);

} // namespace kiki
