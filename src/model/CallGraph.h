// Direct calls between the functions with a body: which call which, and
// which can call themselves (recursion, which the unwinder unwinds like a
// loop).
#pragma once

#include <llvm/IR/Function.h>
#include <llvm/IR/Module.h>

#include <map>
#include <set>

namespace kiki {

using Callees = std::map<const llvm::Function *, std::set<const llvm::Function *>>;

/// Per function with a body, the functions with a body it calls directly.
Callees directCallees(const llvm::Module &module);

/// Whether `from` calls `to` through direct calls (possibly via others).
bool reaches(const Callees &callees, const llvm::Function *from, const llvm::Function *to);

/// The functions that can call themselves through direct calls.
std::set<const llvm::Function *> recursiveFunctions(const Callees &callees);

} // namespace kiki
