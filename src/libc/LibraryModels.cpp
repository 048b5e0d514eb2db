#include "libc/LibraryModels.h"
#include "util/Errors.h"

#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Metadata.h>
#include <llvm/Linker/Linker.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Transforms/Utils/Cloning.h>

extern const unsigned char kiki_libc32[];
extern const unsigned long kiki_libc32_size;
extern const unsigned char kiki_libc64[];
extern const unsigned long kiki_libc64_size;

namespace kiki {
namespace {

// Function metadata: "this function is a library model".
constexpr const char *ModelTag = "kiki.model";
// Instruction metadata: the source text of the model call it was inlined for.
constexpr const char *CallTag = "kiki.call";

std::unique_ptr<llvm::Module> loadModels(llvm::LLVMContext &context, bool is32) {
  llvm::StringRef bytes(reinterpret_cast<const char *>(is32 ? kiki_libc32 : kiki_libc64),
                        is32 ? kiki_libc32_size : kiki_libc64_size);
  auto module = llvm::parseBitcodeFile(llvm::MemoryBufferRef(bytes, "kiki-libc"), context);
  if (!module)
    throw InternalError("the embedded C library models cannot be read: " +
                        llvm::toString(module.takeError()));
  return std::move(*module);
}

bool isModel(const llvm::Function *f) { return f && f->getMetadata(ModelTag); }

llvm::Function *modelCallee(const llvm::CallBase &call) {
  auto *callee = call.getCalledFunction();
  return isModel(callee) && !callee->isDeclaration() ? callee : nullptr;
}

/// `strcpy(d, "hello")`: the call in source terms, or the text of the model
/// call it was itself inlined from.
std::string callText(const llvm::CallBase &call, const SourceInfo &source) {
  if (auto inherited = modelCall(call))
    return *inherited;
  return source.describeCall(call, call.getCalledFunction()->getName().str());
}

void tagInlined(llvm::Function &caller, const std::string &text) {
  auto *node = llvm::MDNode::get(caller.getContext(),
                                 llvm::MDString::get(caller.getContext(), text));
  for (auto &inst : llvm::instructions(caller))
    if (inst.getMetadata(ModelTag) && !inst.getMetadata(CallTag))
      inst.setMetadata(CallTag, node);
}

/// A call of a model through a cast of the function (the program declared
/// it with other pointer types, e.g. `FILE *` where the model has `void *`)
/// as a direct call with the arguments and result cast; nullptr when the
/// types differ in more than pointer types.
llvm::CallBase *directCall(llvm::CallInst &call) {
  auto *callee = llvm::dyn_cast<llvm::Function>(call.getCalledOperand()->stripPointerCasts());
  if (!isModel(callee) || callee->isDeclaration() || call.getCalledFunction() ||
      callee->arg_size() != call.arg_size() || callee->isVarArg())
    return nullptr;
  auto compatible = [](llvm::Type *a, llvm::Type *b) {
    return a == b || (a->isPointerTy() && b->isPointerTy());
  };
  bool voidResult = call.getType()->isVoidTy();
  if (!voidResult && !compatible(call.getType(), callee->getReturnType()))
    return nullptr;
  llvm::IRBuilder<> b(&call);
  std::vector<llvm::Value *> args;
  for (unsigned i = 0; i < call.arg_size(); ++i) {
    llvm::Value *arg = call.getArgOperand(i);
    llvm::Type *want = callee->getArg(i)->getType();
    if (!compatible(arg->getType(), want))
      return nullptr;
    args.push_back(b.CreatePointerCast(arg, want));
  }
  auto *direct = b.CreateCall(callee, args);
  direct->setDebugLoc(call.getDebugLoc());
  if (!voidResult)
    call.replaceAllUsesWith(b.CreatePointerCast(direct, call.getType()));
  call.eraseFromParent();
  return direct;
}

std::vector<llvm::CallBase *> modelCalls(llvm::Module &program) {
  std::vector<llvm::CallBase *> calls;
  std::vector<llvm::CallInst *> casts;
  for (auto &function : program) {
    if (isModel(&function))
      continue;
    for (auto &inst : llvm::instructions(function)) {
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst); call && modelCallee(*call))
        calls.push_back(call);
      else if (auto *cast = llvm::dyn_cast<llvm::CallInst>(&inst))
        casts.push_back(cast);
    }
  }
  for (auto *cast : casts)
    if (auto *direct = directCall(*cast))
      calls.push_back(direct);
  return calls;
}

} // namespace

std::vector<std::string> linkLibraryModels(llvm::Module &program, bool is32) {
  auto models = loadModels(program.getContext(), is32);
  auto *empty = llvm::MDNode::get(program.getContext(), {});
  for (auto &function : *models) {
    if (function.isDeclaration())
      continue;
    function.setMetadata(ModelTag, empty);
    function.removeFnAttr(llvm::Attribute::NoInline);
    function.removeFnAttr(llvm::Attribute::OptimizeNone);
    for (auto &inst : llvm::instructions(function))
      inst.setMetadata(ModelTag, empty);
  }
  models->setDataLayout(program.getDataLayout());
  models->setTargetTriple(program.getTargetTriple());
  if (llvm::Linker::linkModules(program, std::move(models),
                                llvm::Linker::Flags::LinkOnlyNeeded))
    throw InternalError("the C library models cannot be linked into the program");
  std::vector<std::string> linked;
  for (auto &function : program)
    if (isModel(&function) && !function.isDeclaration()) {
      function.setLinkage(llvm::GlobalValue::InternalLinkage);
      linked.push_back(function.getName().str());
    }
  return linked;
}

void inlineLibraryModels(llvm::Module &program, const SourceInfo &source) {
  // Models call models (strcat calls strlen): inline until none is left.
  for (auto calls = modelCalls(program); !calls.empty(); calls = modelCalls(program)) {
    for (auto *call : calls) {
      std::string text = callText(*call, source);
      llvm::Function &caller = *call->getFunction();
      llvm::InlineFunctionInfo info;
      if (!llvm::InlineFunction(*call, info).isSuccess())
        throw InternalError("cannot inline the model of " + text);
      tagInlined(caller, text);
    }
  }
  // Definitions no longer called go; one whose address is taken stays.
  for (bool erased = true; erased;) {
    erased = false;
    for (auto &function : llvm::make_early_inc_range(program)) {
      if (!isModel(&function))
        continue;
      function.removeDeadConstantUsers(); // casts of calls made direct
      if (function.use_empty()) {
        function.eraseFromParent();
        erased = true;
      }
    }
  }
}

std::optional<std::string> modelCall(const llvm::Instruction &inst) {
  auto *node = inst.getMetadata(CallTag);
  if (!node || node->getNumOperands() == 0)
    return std::nullopt;
  if (auto *text = llvm::dyn_cast<llvm::MDString>(node->getOperand(0)))
    return text->getString().str();
  return std::nullopt;
}

} // namespace kiki
