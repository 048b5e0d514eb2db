#include "frontend/Frontend.h"
#include "libc/FormatString.h"
#include "libc/LibraryModels.h"
#include "util/Errors.h"

#include <llvm/Analysis/CGSCCPassManager.h>
#include <llvm/Analysis/LoopAnalysisManager.h>
#include <llvm/IR/PassManager.h>
#include <llvm/IRReader/IRReader.h>
#include <llvm/Linker/Linker.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/Program.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Transforms/Utils/LCSSA.h>
#include <llvm/Transforms/Utils/LoopSimplify.h>
#include <llvm/Transforms/Utils/Mem2Reg.h>
#include <llvm/Transforms/Scalar/LowerAtomic.h>

namespace kiki {
namespace {

std::vector<std::string> sanitizerFlags(const CheckOptions &checks) {
  std::vector<std::string> kinds;
  if (checks.signedOverflow)
    kinds.push_back("signed-integer-overflow");
  if (checks.unsignedOverflow)
    kinds.push_back("unsigned-integer-overflow");
  if (kinds.empty())
    return {};
  std::string joined;
  for (const auto &k : kinds)
    joined += (joined.empty() ? "" : ",") + k;
  return {"-fsanitize=" + joined, "-fsanitize-trap=all"};
}

/// Runs clang on one file and returns the path of the bitcode it wrote.
std::string compileFile(const FrontEndOptions &options, const CheckOptions &checks,
                        const std::string &file) {
  llvm::SmallString<128> output;
  if (llvm::sys::fs::createTemporaryFile("kiki", "bc", output))
    throw InputError("cannot create a temporary file");
  std::vector<std::string> args = {
      KIKI_CLANG, "-c", "-emit-llvm", "-g", "-O0", "-Xclang",
      "-disable-O0-optnone", "-fno-discard-value-names", "-w",
      "-fgnuc-version=4.2.1", "-D__CPROVER", "-D__CPROVER__=1",
      // CBMC's and 2LS's Boolean type, used by their users' programs.
      "-D__CPROVER_bool=_Bool",
      // <ctype.h> then calls isdigit() etc. instead of indexing glibc's
      // tables inline; both forms are modelled (src/libc/ctype.c).
      "-D__NO_CTYPE",
      "-target", options.is32 ? "i386-pc-linux-gnu" : "x86_64-pc-linux-gnu",
      "-ffp-contract=off",
      // Accept what C compilers traditionally accept with a warning, as
      // gcc and 2LS's front end do.
      "-Wno-error=return-type", "-Wno-error=implicit-int",
      "-Wno-error=int-conversion", "-Wno-error=implicit-function-declaration"};
  for (const auto &flag : sanitizerFlags(checks))
    args.push_back(flag);
  for (const auto &arg : options.clangArgs)
    args.push_back(arg);
  args.insert(args.end(), {"-o", std::string(output), file});
  std::vector<llvm::StringRef> argRefs(args.begin(), args.end());
  std::string error;
  int rc = llvm::sys::ExecuteAndWait(KIKI_CLANG, argRefs, llvm::None, {}, 0, 0,
                                     &error);
  if (rc != 0) {
    llvm::sys::fs::remove(output);
    throw InputError(rc < 0 ? "cannot run clang: " + error
                            : "cannot compile " + file);
  }
  return std::string(output);
}

} // namespace

std::unique_ptr<llvm::Module> loadProgram(const FrontEndOptions &options,
                                          const CheckOptions &checks,
                                          llvm::LLVMContext &context) {
  auto program = std::make_unique<llvm::Module>("program", context);
  llvm::Linker linker(*program);
  for (const auto &file : options.files) {
    std::string bitcode = compileFile(options, checks, file);
    llvm::SMDiagnostic diag;
    auto module = llvm::parseIRFile(bitcode, diag, context);
    llvm::sys::fs::remove(bitcode);
    if (!module)
      throw InputError("cannot read the compiled form of " + file);
    if (linker.linkInModule(std::move(module)))
      throw InputError("cannot link " + file + " (duplicate definitions?)");
  }
  lowerFormattedOutput(*program);
  linkLibraryModels(*program, options.is32);
  initialiseLocals(*program);
  localiseEntryGlobals(*program, options);
  normaliseModule(*program);
  return program;
}

void normaliseModule(llvm::Module &module) {
  llvm::PassBuilder builder;
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  builder.registerModuleAnalyses(mam);
  builder.registerCGSCCAnalyses(cgam);
  builder.registerFunctionAnalyses(fam);
  builder.registerLoopAnalyses(lam);
  builder.crossRegisterProxies(lam, fam, cgam, mam);
  llvm::FunctionPassManager fpm;
  fpm.addPass(llvm::LowerAtomicPass());
  fpm.addPass(llvm::PromotePass());
  fpm.addPass(llvm::LoopSimplifyPass());
  fpm.addPass(llvm::LCSSAPass());
  llvm::ModulePassManager mpm;
  mpm.addPass(llvm::createModuleToFunctionPassAdaptor(std::move(fpm)));
  mpm.run(module, mam);
}

} // namespace kiki
