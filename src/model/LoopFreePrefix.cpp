#include "model/LoopFreePrefix.h"
#include "ir/CheckCalls.h"
#include "ir/DirectCalls.h"
#include "model/CallGraph.h"

#include <llvm/ADT/PostOrderIterator.h>
#include <llvm/ADT/SCCIterator.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/InstrTypes.h>

#include <functional>
#include <map>
#include <vector>

namespace kiki {
namespace {

/// The blocks of `f` on a cycle of its control flow.
std::set<const llvm::BasicBlock *> blocksOnCycles(const llvm::Function &f) {
  std::set<const llvm::BasicBlock *> onCycle;
  for (auto scc = llvm::scc_begin(&f); !scc.isAtEnd(); ++scc)
    if (scc.hasCycle())
      onCycle.insert(scc->begin(), scc->end());
  return onCycle;
}

/// The functions with a body that a direct call may enter a loop through:
/// a cycle in the control flow, an indirect call (or inline assembly),
/// recursion, or a call of such a function. Calls of functions without a
/// body are modelled at once (library models with loops have bodies).
class LoopingFunctions {
public:
  explicit LoopingFunctions(const llvm::Module &module)
      : callees_(directCallees(module)), recursive_(recursiveFunctions(callees_)),
        looping_(recursive_) {
    for (const auto &f : module) {
      if (f.isDeclaration())
        continue;
      if (!blocksOnCycles(f).empty())
        looping_.insert(&f);
      for (const auto &inst : llvm::instructions(f))
        if (const auto *call = llvm::dyn_cast<llvm::CallBase>(&inst); call && !directCallee(*call))
          looping_.insert(&f);
    }
    for (bool changed = true; changed;) {
      changed = false;
      for (const auto &[f, direct] : callees_)
        for (const llvm::Function *g : direct)
          if (looping_.count(g) && looping_.insert(f).second)
            changed = true;
    }
  }
  bool looping(const llvm::Function &f) const { return looping_.count(&f); }
  bool recursive(const llvm::Function &f) const { return recursive_.count(&f); }

private:
  Callees callees_;
  std::set<const llvm::Function *> recursive_, looping_;
};

/// A check or a call, and whether its position in its function lies in the
/// function's own loop-free prefix.
struct Site {
  const llvm::Function *function;
  bool inPrefix;
};

/// The check sites (per property number) and call sites (per callee) of
/// every function, with their positions.
struct Sites {
  std::map<unsigned, std::vector<Site>> checks;
  std::map<const llvm::Function *, std::vector<Site>> calls;
};

/// Walks `f` in reverse post-order: a block starts in the prefix when it
/// lies on no cycle and each predecessor ends in it (a predecessor not
/// walked yet closes a cycle); a call that may loop ends the prefix.
void collectSites(const llvm::Function &f, const LoopingFunctions &looping, Sites &sites) {
  std::set<const llvm::BasicBlock *> onCycle = blocksOnCycles(f);
  std::map<const llvm::BasicBlock *, bool> endsInPrefix;
  llvm::ReversePostOrderTraversal<const llvm::Function *> order(&f);
  for (const llvm::BasicBlock *block : order) {
    bool inPrefix = !onCycle.count(block);
    for (const llvm::BasicBlock *pred : llvm::predecessors(block)) {
      auto it = endsInPrefix.find(pred);
      inPrefix = inPrefix && it != endsInPrefix.end() && it->second;
    }
    for (const auto &inst : *block) {
      if (auto id = checkedProperty(inst)) {
        sites.checks[*id].push_back({&f, inPrefix});
        continue;
      }
      const auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
      if (!call)
        continue;
      const llvm::Function *callee = directCallee(*call);
      if (callee && !callee->isDeclaration())
        sites.calls[callee].push_back({&f, inPrefix});
      if (!callee || looping.looping(*callee))
        inPrefix = false;
    }
    endsInPrefix[block] = inPrefix;
  }
}

} // namespace

std::set<unsigned> loopFreePrefixChecks(const llvm::Module &module,
                                        const llvm::Function &entry) {
  LoopingFunctions looping(module);
  Sites sites;
  for (const auto &f : module)
    if (!f.isDeclaration())
      collectSites(f, looping, sites);
  // A function is entered only in the prefix when every call of it lies in
  // the prefix of a function entered only there.
  std::map<const llvm::Function *, bool> entered;
  std::function<bool(const llvm::Function *)> onlyInPrefix = [&](const llvm::Function *f) {
    if (auto it = entered.find(f); it != entered.end())
      return it->second;
    entered[f] = false; // a cycle of callers (recursion) is not the prefix
    bool only = !looping.recursive(*f) && !f->hasAddressTaken();
    if (f != &entry) {
      auto calls = sites.calls.find(f);
      only = only && calls != sites.calls.end();
      for (const Site &call : calls != sites.calls.end() ? calls->second : std::vector<Site>{})
        only = only && call.inPrefix && onlyInPrefix(call.function);
    }
    return entered[f] = only;
  };
  std::set<unsigned> checks;
  for (const auto &[id, at] : sites.checks) {
    bool all = true;
    for (const Site &check : at)
      all = all && check.inPrefix && onlyInPrefix(check.function);
    if (all)
      checks.insert(id);
  }
  return checks;
}

} // namespace kiki
