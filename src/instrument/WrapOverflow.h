// Two's-complement wrap-around for signed +, - and *: the front end guards
// each with a sanitizer trap (undefined behaviour); removing the guard
// leaves the wrapping LLVM arithmetic the machine performs.
#pragma once

namespace llvm {
class Module;
}

namespace kiki {

/// Removes the traps of signed +, - and * overflow from `module` (before
/// instrumentation); returns how many. Division traps (INT_MIN / -1) stay:
/// that division has no wrapped result.
unsigned wrapSignedOverflow(llvm::Module &module);

} // namespace kiki
