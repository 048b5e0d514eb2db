// Polynomial equalities at loop heads (domains/PolynomialEqualities) read
// off a function's IR and used to prove its checks: each innermost loop
// whose integers of one width change by additions, subtractions and
// multiplications becomes polynomial maps, one per path through its body;
// the equalities that hold at its head (modulo 2^w) then refute every path
// from the head to a check along which the check fails, where a branch on
// the path needs a polynomial to be non-zero that the equalities (with the
// path's own equalities) make zero.
#pragma once

#include <set>

namespace llvm {
class Function;
} // namespace llvm

namespace kiki {

/// The properties of `goals` all of whose checks in `function` the
/// polynomial equalities of its loops prove. Every check of such a
/// property must be in `function` (calls inlined). `assertions`: a call
/// of an error function ends its execution (as the encoder has it).
std::set<unsigned> proveWithPolynomialEqualities(const llvm::Function &function,
                                                 const std::set<unsigned> &goals,
                                                 bool assertions);

} // namespace kiki
