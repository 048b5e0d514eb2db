#include "encode/OverflowFlags.h"

#include <llvm/ADT/APInt.h>
#include <llvm/ADT/StringExtras.h>

#include <optional>

namespace kiki {
namespace {

std::optional<llvm::APInt> numeralOf(const z3::expr &term) {
  z3::expr simple = term.simplify();
  if (!simple.is_numeral())
    return std::nullopt;
  std::string digits = simple.get_decimal_string(0);
  return llvm::APInt(simple.get_sort().bv_size(), llvm::StringRef(digits), 10);
}

z3::expr bvOf(z3::context &ctx, const llvm::APInt &value) {
  return ctx.bv_val(llvm::toString(value, 10, false).c_str(), value.getBitWidth());
}

/// x * c leaves the type, for the numeral c: x outside [lo, hi] with the
/// bounds of the type divided by c (rounded towards zero, which is inwards
/// for both bounds).
z3::expr productOverflows(const z3::expr &x, const llvm::APInt &c, bool isSigned) {
  z3::context &ctx = x.ctx();
  unsigned w = c.getBitWidth();
  if (c.isZero() || c.isOne())
    return ctx.bool_val(false);
  if (!isSigned)
    return z3::ugt(x, bvOf(ctx, llvm::APInt::getMaxValue(w).udiv(c)));
  if (c.isAllOnes()) // x * -1 overflows only at the least value
    return x == bvOf(ctx, llvm::APInt::getSignedMinValue(w));
  llvm::APInt max = llvm::APInt::getSignedMaxValue(w), min = llvm::APInt::getSignedMinValue(w);
  if (c.isStrictlyPositive())
    return x > bvOf(ctx, max.sdiv(c)) || x < bvOf(ctx, min.sdiv(c));
  // c <= -2: x * c <= MAX iff x >= MAX / c, x * c >= MIN iff x <= MIN / c.
  return x < bvOf(ctx, max.sdiv(c)) || x > bvOf(ctx, min.sdiv(c));
}

} // namespace

z3::expr overflowFlag(OverflowOp op, const z3::expr &a, const z3::expr &b, bool isSigned) {
  unsigned w = a.get_sort().bv_size();
  auto ext = [&](const z3::expr &x, unsigned extra) {
    return isSigned ? z3::sext(x, extra) : z3::zext(x, extra);
  };
  switch (op) {
  case OverflowOp::Add: return ext(a, 1) + ext(b, 1) != ext(a + b, 1);
  case OverflowOp::Sub: return ext(a, 1) - ext(b, 1) != ext(a - b, 1);
  case OverflowOp::Mul:
    if (auto c = numeralOf(b))
      return productOverflows(a, *c, isSigned);
    if (auto c = numeralOf(a))
      return productOverflows(b, *c, isSigned);
    return ext(a, w) * ext(b, w) != ext(a * b, w);
  }
  return a.ctx().bool_val(false);
}

} // namespace kiki
