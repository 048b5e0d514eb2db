#include "model/CallGraph.h"
#include "ir/DirectCalls.h"

#include <llvm/IR/InstIterator.h>

#include <vector>

namespace kiki {

Callees directCallees(const llvm::Module &module) {
  Callees callees;
  for (const auto &f : module)
    for (const auto &inst : llvm::instructions(f))
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst))
        if (const auto *callee = directCallee(*call); callee && !callee->isDeclaration())
          callees[&f].insert(callee);
  return callees;
}

bool reaches(const Callees &callees, const llvm::Function *from, const llvm::Function *to) {
  std::set<const llvm::Function *> seen;
  std::vector<const llvm::Function *> work;
  if (auto it = callees.find(from); it != callees.end())
    work.assign(it->second.begin(), it->second.end());
  while (!work.empty()) {
    const auto *g = work.back();
    work.pop_back();
    if (g == to)
      return true;
    if (seen.insert(g).second)
      if (auto it = callees.find(g); it != callees.end())
        work.insert(work.end(), it->second.begin(), it->second.end());
  }
  return false;
}

std::set<const llvm::Function *> recursiveFunctions(const Callees &callees) {
  std::set<const llvm::Function *> recursive;
  for (const auto &[f, direct] : callees)
    if (reaches(callees, f, f))
      recursive.insert(f);
  return recursive;
}

} // namespace kiki
