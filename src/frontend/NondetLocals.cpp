// C gives an uninitialised local an indeterminate value, once per execution
// of its declaration. mem2reg would turn its reads into `undef`, which LLVM
// lets differ at every use; storing a non-deterministic value first keeps one
// value per declaration, as 2LS's DECL does.
#include "frontend/Frontend.h"
#include "ir/Intrinsics.h"

#include <llvm/ADT/PostOrderIterator.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/IntrinsicInst.h>

namespace kiki {
namespace {

bool isPromotableScalar(const llvm::AllocaInst &alloca) {
  llvm::Type *t = alloca.getAllocatedType();
  return alloca.isStaticAlloca() && !alloca.isArrayAllocation() &&
         (t->isIntegerTy() || t->isPointerTy() || t->isFloatTy() || t->isDoubleTy());
}

llvm::FunctionCallee nondetFunction(llvm::Module &module, llvm::Type *type) {
  std::string name = std::string(intrinsic::NondetLocalPrefix);
  llvm::raw_string_ostream os(name);
  type->print(os);
  return module.getOrInsertFunction(os.str(), llvm::FunctionType::get(type, false));
}

void storeNondet(llvm::AllocaInst &alloca, llvm::Instruction &before) {
  llvm::IRBuilder<> b(&before);
  auto callee = nondetFunction(*alloca.getModule(), alloca.getAllocatedType());
  b.CreateStore(b.CreateCall(callee), &alloca);
}

bool scopeWithin(const llvm::DIScope *scope, const llvm::DIScope *block) {
  for (; scope; scope = scope->getScope())
    if (scope == block)
      return true;
  return false;
}

/// The first instruction (in control-flow order) inside a lexical block.
llvm::Instruction *firstInScope(llvm::Function &f, const llvm::DIScope *block) {
  llvm::ReversePostOrderTraversal<llvm::Function *> rpo(&f);
  for (auto *bb : rpo)
    for (auto &inst : *bb) {
      if (llvm::isa<llvm::DbgInfoIntrinsic>(inst) || llvm::isa<llvm::PHINode>(inst))
        continue;
      const auto &loc = inst.getDebugLoc();
      if (loc && scopeWithin(llvm::dyn_cast<llvm::DIScope>(loc.getScope()), block))
        return &inst;
    }
  return nullptr;
}

} // namespace

void initialiseLocals(llvm::Module &module) {
  for (auto &f : module) {
    if (f.isDeclaration())
      continue;
    std::vector<std::pair<llvm::AllocaInst *, const llvm::DILocalVariable *>> locals;
    for (auto &inst : f.getEntryBlock())
      if (auto *alloca = llvm::dyn_cast<llvm::AllocaInst>(&inst))
        if (isPromotableScalar(*alloca))
          locals.push_back({alloca, nullptr});
    for (auto &inst : llvm::instructions(f))
      if (auto *dd = llvm::dyn_cast<llvm::DbgDeclareInst>(&inst))
        for (auto &[alloca, var] : locals)
          if (dd->getAddress() == alloca)
            var = dd->getVariable();
    for (auto &[alloca, var] : locals) {
      storeNondet(*alloca, *alloca->getNextNode());
      if (var && llvm::isa<llvm::DILexicalBlockBase>(var->getScope()))
        if (auto *first = firstInScope(f, var->getScope()))
          storeNondet(*alloca, *first);
    }
  }
}

} // namespace kiki
