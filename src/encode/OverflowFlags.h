// The overflow flags of llvm.[su]{add,sub,mul}.with.overflow as terms.
#pragma once

#include <z3++.h>

namespace kiki {

enum class OverflowOp { Add, Sub, Mul };

/// Whether `a op b` in the bit-vectors' width differs from the exact result
/// (signed or unsigned). A product with a numeral operand is compared with
/// the bounds the other operand must stay within (x * 10 overflows iff
/// x > MAX / 10 or x < MIN / 10): comparisons, where the product at double
/// width is a second multiplier circuit that the solver has to relate to
/// the first one (docs/decisions.md, "Overflow checks of products with a
/// constant").
z3::expr overflowFlag(OverflowOp op, const z3::expr &a, const z3::expr &b, bool isSigned);

} // namespace kiki
