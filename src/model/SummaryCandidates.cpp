#include "model/SummaryCandidates.h"
#include "ir/CheckCalls.h"
#include "ir/Intrinsics.h"
#include "model/CallGraph.h"

#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <set>

namespace kiki {

namespace {

/// A function without a body that a summarised function may call: input
/// functions, assumptions, the overflow cut and intrinsics without memory
/// access (llvm.dbg.*, llvm.*.with.overflow, llvm.smax, ...).
bool harmlessDeclaration(const llvm::Function &callee) {
  llvm::StringRef name = callee.getName();
  if (callee.isIntrinsic())
    return callee.doesNotAccessMemory();
  return name.startswith("__VERIFIER_nondet_") || name.startswith(intrinsic::NondetLocalPrefix) ||
         name == "__VERIFIER_assume" || name == "__CPROVER_assume" ||
         name == intrinsic::AfterFailure;
}

class CandidateCheck {
public:
  CandidateCheck(ProgramModel &model, const PropertyTable &checks) : model_(model), checks_(checks) {}

  /// Whether `f` and what it calls qualify (see the header).
  bool qualifies(const llvm::Function &f) {
    if (!f.getReturnType()->isVoidTy() && !f.getReturnType()->isIntegerTy())
      return false;
    std::set<const llvm::Function *> seen{&f};
    std::vector<const llvm::Function *> work{&f};
    while (!work.empty()) {
      const llvm::Function *g = work.back();
      work.pop_back();
      if (!model_.loops(*g).empty())
        return false;
      for (const auto &inst : llvm::instructions(*g))
        if (!instructionQualifies(inst, f, *g, seen, work))
          return false;
    }
    return true;
  }

private:
  ProgramModel &model_;
  const PropertyTable &checks_;

  bool instructionQualifies(const llvm::Instruction &inst, const llvm::Function &f,
                            const llvm::Function &g, std::set<const llvm::Function *> &seen,
                            std::vector<const llvm::Function *> &work) {
    if (llvm::isa<llvm::LoadInst, llvm::StoreInst, llvm::AllocaInst, llvm::AtomicRMWInst,
                  llvm::AtomicCmpXchgInst, llvm::FenceInst, llvm::VAArgInst>(inst))
      return false;
    const auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
    if (!call)
      return true;
    if (auto property = checkedProperty(inst)) {
      const Property &p = checks_[*property];
      return &g == &f && !p.unmodelled && p.kind != PropertyKind::Termination;
    }
    const llvm::Function *callee = directCallee(*call);
    if (!callee || call->isInlineAsm())
      return false;
    if (callee->isDeclaration())
      return harmlessDeclaration(*callee) && callee->getName() != intrinsic::Check;
    if (seen.insert(callee).second)
      work.push_back(callee);
    return true;
  }
};

} // namespace

std::vector<const llvm::Function *> summaryCandidates(ProgramModel &model,
                                                      const llvm::Function &entry,
                                                      const PropertyTable &checks) {
  std::set<const llvm::Function *> recursive = recursiveFunctions(directCallees(model.module()));
  CandidateCheck check(model, checks);
  std::vector<const llvm::Function *> candidates;
  for (const auto &f : model.module())
    if (&f != &entry && recursive.count(&f) && check.qualifies(f))
      candidates.push_back(&f);
  return candidates;
}

} // namespace kiki
