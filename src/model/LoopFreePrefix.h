// The checks of the loop-free prefix: those that every execution reaches, if
// at all, before it enters any loop or any recursive or indirect call. The
// unwinding encodes the executions up to such a check whole at any depth
// (its frontier is loop iterations and calls not inlined yet, all after
// the check), so a bounded check that finds no violation of it proves it,
// without the forward condition over the whole program.
#pragma once

#include <llvm/IR/Function.h>
#include <llvm/IR/Module.h>

#include <set>

namespace kiki {

/// The property numbers (ir/CheckCalls.h) whose every check call lies in
/// the loop-free prefix of `entry`:
/// - its block lies on no cycle of its function's control flow and is
///   reached from the function's entry without passing a block on a cycle
///   or, earlier in a block, a call that may loop (a function with a cycle,
///   recursion or an indirect call, or one calling such a function);
/// - its function is `entry`, or is called only from such positions of
///   functions that are themselves in the prefix, is not recursive and
///   has not its address taken.
std::set<unsigned> loopFreePrefixChecks(const llvm::Module &module, const llvm::Function &entry);

} // namespace kiki
