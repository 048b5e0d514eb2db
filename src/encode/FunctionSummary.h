// A summary of a function (seed 000, "summaries"): a relation between its
// integer parameters and its integer result that every return of every
// call satisfies, as rows `a*result + b*param <= bound` with a, b in
// {-1, 0, 1}. The engine that infers one (engines/FunctionSummaries) proves
// it; the unwinder lets a recursive call it has not inlined return under
// it (Unwinder::setSummaries). A summary without rows says only "the call
// may return": it changes no memory and its result is arbitrary.
#pragma once
#include "encode/Sym.h"

#include <llvm/IR/Function.h>
#include <string>
#include <vector>

namespace kiki {

/// Template arithmetic is done in two bits more than the widest value,
/// signed, so that no row can overflow (section 6.1); at most this many.
constexpr unsigned kSummaryBits = 66;

struct SummaryRow {
  int resultSign = 0; // coefficient of the result
  int param = -1;     // the parameter in the row; -1: none
  int paramSign = 0;  // its coefficient
  __int128 bound = 0;
};

struct FunctionSummary {
  const llvm::Function *function = nullptr;
  std::vector<bool> paramSigned; // per parameter: read as a signed value
  bool resultSigned = true;
  unsigned bits = kSummaryBits; // of the rows' arithmetic
  std::vector<SummaryRow> rows;

  /// The value of a row's left side for these arguments and this result.
  z3::expr rowTerm(const SummaryRow &row, const std::vector<Sym> &args,
                   const std::optional<Sym> &result) const;
  /// "The rows hold for a call with `args` that returned `result`".
  z3::expr holds(z3::context &ctx, const std::vector<Sym> &args,
                 const std::optional<Sym> &result) const;
  /// `f#return_value - n <= 0 && -f#return_value <= 0` (2LS's naming);
  /// "true" without rows.
  std::string text(const std::vector<std::string> &paramNames) const;
};

/// A numeral of `bits` bits (at most kSummaryBits) and back (two's
/// complement).
z3::expr summaryNumeral(z3::context &ctx, __int128 value, unsigned bits);
__int128 summaryValue(const z3::expr &numeral);

} // namespace kiki
