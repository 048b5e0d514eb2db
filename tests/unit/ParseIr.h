// LLVM assembly text as the unit tests give it: the module, or a test
// failure with the parser's message and a null module.
#pragma once

#include <gtest/gtest.h>
#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

#include <memory>
#include <string>

namespace kiki {

inline std::unique_ptr<llvm::Module> parseIr(const std::string &text, llvm::LLVMContext &ctx) {
  llvm::SMDiagnostic diag;
  auto module = llvm::parseAssemblyString(text, diag, ctx);
  if (!module) {
    std::string message;
    llvm::raw_string_ostream os(message);
    diag.print("test", os);
    ADD_FAILURE() << os.str();
  }
  return module;
}

} // namespace kiki
