// Which loops bounded model checking unwinds completely at once
// (ProgramModel::smallTripBound): innermost loops without calls of functions
// with a body, whose most iterations scalar evolution bounds by a small
// constant.
#include "model/ProgramModel.h"

#include <gtest/gtest.h>
#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>

namespace kiki {
namespace {

/// A function `f` with one loop whose body runs `calls` and whose exit
/// compares the counter with `bound`.
std::string loop(const std::string &bound, const std::string &calls = "") {
  return "declare i8 @nondet()\n"
         "define void @helper() {\n  ret void\n}\n"
         "define void @f(i32 %n) {\n"
         "entry:\n"
         "  br label %body\n"
         "body:\n"
         "  %i = phi i32 [ 0, %entry ], [ %next, %body ]\n"
         "  %c = call i8 @nondet()\n" +
         calls +
         "  %next = add nsw i32 %i, 1\n"
         "  %more = icmp slt i32 %next, " + bound + "\n"
         "  br i1 %more, label %body, label %done\n"
         "done:\n"
         "  ret void\n"
         "}\n";
}

class TripBoundTest : public ::testing::Test {
protected:
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> module;

  std::optional<unsigned> boundOf(const std::string &text) {
    llvm::SMDiagnostic diag;
    module = llvm::parseAssemblyString(text, diag, ctx);
    if (!module) {
      ADD_FAILURE() << diag.getMessage().str();
      return std::nullopt;
    }
    ProgramModel model(*module);
    const llvm::Function &f = *module->getFunction("f");
    const llvm::LoopInfo &loops = model.loops(f);
    EXPECT_EQ(loops.end() - loops.begin(), 1);
    return model.smallTripBound(f, **loops.begin());
  }
};

TEST_F(TripBoundTest, ConstantBoundIsFound) {
  EXPECT_EQ(boundOf(loop("40")), std::optional<unsigned>(40));
}

TEST_F(TripBoundTest, SymbolicBoundIsNone) { EXPECT_EQ(boundOf(loop("%n")), std::nullopt); }

TEST_F(TripBoundTest, LargeBoundIsNone) { EXPECT_EQ(boundOf(loop("1000")), std::nullopt); }

TEST_F(TripBoundTest, CallOfAFunctionWithABodyIsNone) {
  EXPECT_EQ(boundOf(loop("40", "  call void @helper()\n")), std::nullopt);
}

} // namespace
} // namespace kiki
