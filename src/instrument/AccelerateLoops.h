// Acceleration of simple array loops (issue 28, item 2): a loop whose only
// effect is one store per iteration to a[i], for i counting up by one from
// `init` while i < bound, is replaced by its exact effect on the range of
// elements [init, bound): a copy from another array (memmove), a fill with
// a constant, or arbitrary values (a nondet call per element). The index
// leaves the loop as bound (init when the loop runs no iteration). The
// replacement is exact, so proofs and counterexamples both hold; bounded
// model checking then reaches a bug behind a 100,000-iteration
// initialisation loop at depth 1.
//
// Only loops that match exactly are replaced: one header phi, a header that
// only compares and branches, a body without branches (checks the
// instrumentation added are branches, so a loop with a check inside stays
// a loop), a store into an array object (a local or global array) other
// than the one it reads.
#pragma once

namespace llvm {
class Module;
}

namespace kiki {

/// Replaces the simple array loops of `module` (after instrumentation);
/// returns how many.
unsigned accelerateLoops(llvm::Module &module);

} // namespace kiki
