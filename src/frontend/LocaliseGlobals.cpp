// A scalar global that only `main` reads and writes, by name, is a local of
// main that lives for the whole run: main is not called again, so its one
// activation sees every access. Turning it into a local (initialised as the
// global was) lets mem2reg make it an SSA value, so that a loop counted by
// a global (`int i; ... for (i = 0; i < N; i++)`) has a header phi like any
// other loop: array segments, acceleration and the scalar templates follow
// phis more cheaply than memory cells.
#include "frontend/Frontend.h"

#include <llvm/IR/DIBuilder.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <set>

namespace kiki {
namespace {

bool isScalar(const llvm::Type *type) {
  // Pointers stay global: a heap object a global points to at exit is not
  // lost, one a local points to is (the leak checks tell them apart).
  return type->isIntegerTy() || type->isFloatTy() || type->isDoubleTy();
}

/// Every use of `global` is a plain load or store of it, by name, in `main`.
bool onlyNamedIn(const llvm::GlobalVariable &global, const llvm::Function &main) {
  for (const llvm::User *user : global.users()) {
    if (auto *load = llvm::dyn_cast<llvm::LoadInst>(user)) {
      if (load->isVolatile() || load->getFunction() != &main || load->getType() != global.getValueType())
        return false;
    } else if (auto *store = llvm::dyn_cast<llvm::StoreInst>(user)) {
      if (store->isVolatile() || store->getFunction() != &main ||
          store->getPointerOperand() != &global ||
          store->getValueOperand()->getType() != global.getValueType())
        return false;
    } else {
      return false;
    }
  }
  return true;
}

/// The names of main's own variables: a global they hide stays global, so
/// that a name in a trace or witness means one variable.
std::set<std::string> localNames(const llvm::Function &main) {
  std::set<std::string> names;
  for (const auto &block : main)
    for (const auto &inst : block)
      if (auto *var = llvm::dyn_cast<llvm::DbgVariableIntrinsic>(&inst))
        names.insert(var->getVariable()->getName().str());
  return names;
}

/// The global's source-level description (nullptr without debug info).
llvm::DIGlobalVariable *debugVariable(const llvm::GlobalVariable &global) {
  llvm::SmallVector<llvm::DIGlobalVariableExpression *, 1> exprs;
  global.getDebugInfo(exprs);
  return exprs.empty() ? nullptr : exprs.front()->getVariable();
}

std::string sourceName(const llvm::GlobalVariable &global) {
  llvm::DIGlobalVariable *var = debugVariable(global);
  return var ? var->getName().str() : global.getName().str();
}

bool localisable(const llvm::GlobalVariable &global, const llvm::Function &main,
                 const std::set<std::string> &hidden) {
  return isScalar(global.getValueType()) && global.hasInitializer() &&
         !global.isExternallyInitialized() && !global.isThreadLocal() &&
         !global.hasSection() && !hidden.count(sourceName(global)) &&
         onlyNamedIn(global, main);
}

/// The local keeps the global's name, type and line for traces and witnesses.
void describeLocal(llvm::AllocaInst &local, const llvm::GlobalVariable &global,
                   llvm::Function &main, llvm::Instruction &before) {
  llvm::DIGlobalVariable *var = debugVariable(global);
  llvm::DISubprogram *scope = main.getSubprogram();
  if (!var || !scope)
    return;
  llvm::DIBuilder builder(*main.getParent(), /*AllowUnresolved=*/false, scope->getUnit());
  llvm::DILocalVariable *described = builder.createAutoVariable(
      scope, var->getName(), var->getFile(), var->getLine(), var->getType());
  auto *location = llvm::DILocation::get(main.getContext(), var->getLine(), 0, scope);
  builder.insertDeclare(&local, described, builder.createExpression(), location, &before);
}

void localise(llvm::GlobalVariable &global, llvm::Function &main) {
  llvm::Instruction &first = *main.getEntryBlock().getFirstInsertionPt();
  llvm::IRBuilder<> builder(&first);
  llvm::AllocaInst *local = builder.CreateAlloca(global.getValueType(), nullptr, global.getName());
  llvm::StoreInst *init = builder.CreateStore(global.getInitializer(), local);
  describeLocal(*local, global, main, *init);
  global.replaceAllUsesWith(local);
  global.eraseFromParent();
}

} // namespace

void localiseEntryGlobals(llvm::Module &module, const FrontEndOptions &options) {
  // With another entry function the globals start arbitrary (Unwinder).
  llvm::Function *main = module.getFunction("main");
  if (options.entryGiven || !main || main->isDeclaration() || !main->use_empty())
    return;
  std::set<std::string> hidden = localNames(*main);
  std::vector<llvm::GlobalVariable *> chosen;
  for (auto &global : module.globals())
    if (localisable(global, *main, hidden))
      chosen.push_back(&global);
  for (auto *global : chosen)
    localise(*global, *main);
}

} // namespace kiki
