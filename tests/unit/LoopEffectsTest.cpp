// What a loop may do to liveness (model/LoopWrites): the arbitrary iteration
// of k-induction keeps every object from before a loop alive only when the
// loop can free nothing, so a free hidden in a callee or an unknown call
// must count.
#include "model/LoopWrites.h"

#include "ParseIr.h"

#include <gtest/gtest.h>
#include <llvm/Analysis/LoopInfo.h>
#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

namespace kiki {
namespace {

/// A function `f` whose one loop (block `body`) runs `bodyCalls`, with the
/// declarations and helper functions given in `decls`.
std::string program(const std::string &decls, const std::string &bodyCalls) {
  return "declare i8* @malloc(i64)\n"
         "declare void @free(i8*)\n"
         "declare i32 @unknown(i8*)\n" +
         decls +
         "define void @f(i8* %p, i32 %n) {\n"
         "entry:\n"
         "  br label %body\n"
         "body:\n"
         "  %i = phi i32 [ 0, %entry ], [ %next, %body ]\n" +
         bodyCalls +
         "  %next = add i32 %i, 1\n"
         "  %more = icmp slt i32 %next, %n\n"
         "  br i1 %more, label %body, label %done\n"
         "done:\n"
         "  ret void\n"
         "}\n";
}

class LoopEffectsTest : public ::testing::Test {
protected:
  llvm::LLVMContext ctx;

  LoopEffects effectsOf(const std::string &text) {
    module_ = parseIr(text, ctx);
    if (!module_)
      return {};
    llvm::Function *f = module_->getFunction("f");
    dominators_ = std::make_unique<llvm::DominatorTree>(*f);
    loops_ = std::make_unique<llvm::LoopInfo>(*dominators_);
    EXPECT_EQ(loops_->end() - loops_->begin(), 1);
    return loopEffects(**loops_->begin());
  }

private:
  std::unique_ptr<llvm::Module> module_;
  std::unique_ptr<llvm::DominatorTree> dominators_;
  std::unique_ptr<llvm::LoopInfo> loops_;
};

TEST_F(LoopEffectsTest, MallocOnlyAllocates) {
  auto e = effectsOf(program("", "  %m = call i8* @malloc(i64 8)\n  store i8 0, i8* %p\n"));
  EXPECT_TRUE(e.mayAllocate);
  EXPECT_FALSE(e.mayFree);
  ASSERT_TRUE(e.writes.has_value()); // the store goes to %p, from before the loop
  EXPECT_EQ(e.writes->bases.size(), 1u);
}

TEST_F(LoopEffectsTest, FreeOnlyFrees) {
  auto e = effectsOf(program("", "  call void @free(i8* %p)\n"));
  EXPECT_FALSE(e.mayAllocate);
  EXPECT_TRUE(e.mayFree);
}

TEST_F(LoopEffectsTest, FreeInACalleeFrees) {
  auto e = effectsOf(program("define void @release(i8* %q) {\n"
                             "  call void @free(i8* %q)\n"
                             "  ret void\n"
                             "}\n",
                             "  %m = call i8* @malloc(i64 8)\n  call void @release(i8* %m)\n"));
  EXPECT_TRUE(e.mayAllocate);
  EXPECT_TRUE(e.mayFree);
}

TEST_F(LoopEffectsTest, CalleeStackFrameIsAllocatedAndPopped) {
  auto e = effectsOf(program("define void @local() {\n"
                             "  %x = alloca i32\n"
                             "  store i32 1, i32* %x\n"
                             "  ret void\n"
                             "}\n",
                             "  call void @local()\n"));
  EXPECT_TRUE(e.mayAllocate);
  EXPECT_TRUE(e.mayFree);
}

TEST_F(LoopEffectsTest, UnknownCallMayDoBoth) {
  auto e = effectsOf(program("", "  %r = call i32 @unknown(i8* %p)\n"));
  EXPECT_TRUE(e.mayAllocate);
  EXPECT_TRUE(e.mayFree);
  EXPECT_FALSE(e.writes.has_value());
}

// An accelerated inner loop is a call of __kiki_fill or __kiki_havoc
// (instrument/AccelerateLoops): it writes its array (an outer loop around a
// havocked array counted as writing nothing, and an element's assertion
// after it was proved wrongly).
TEST_F(LoopEffectsTest, AcceleratedInnerLoopsWriteTheirArray) {
  for (const char *call : {"  call void @__kiki_havoc(i8* %p, i64 1024)\n",
                           "  call void @__kiki_fill(i8* %p, i64 7, i64 256, i64 4)\n"}) {
    auto e = effectsOf(program("declare void @__kiki_havoc(i8*, i64)\n"
                               "declare void @__kiki_fill(i8*, i64, i64, i64)\n",
                               call));
    ASSERT_TRUE(e.writes.has_value()) << call;
    ASSERT_EQ(e.writes->bases.size(), 1u) << call;
    EXPECT_EQ(e.writes->bases[0]->getName(), "p") << call;
  }
}

// A callee's writes through its pointer parameters are writes of the
// objects the call passes (through a second callee too); a recursive
// callee names nothing, as its own calls may pass other objects.
TEST_F(LoopEffectsTest, CalleeWritesThroughParametersNameTheCallersObjects) {
  auto e = effectsOf(program("define void @set(i8* %q) {\n"
                             "  %r = getelementptr i8, i8* %q, i64 1\n"
                             "  store i8 1, i8* %r\n"
                             "  ret void\n"
                             "}\n"
                             "define void @outer(i8* %s) {\n"
                             "  call void @set(i8* %s)\n"
                             "  ret void\n"
                             "}\n",
                             "  call void @outer(i8* %p)\n"));
  ASSERT_TRUE(e.writes.has_value());
  ASSERT_EQ(e.writes->bases.size(), 1u);
  EXPECT_EQ(e.writes->bases[0]->getName(), "p");

  auto recursive = effectsOf(program("define void @walk(i8* %q, i8* %other) {\n"
                                     "  store i8 1, i8* %q\n"
                                     "  call void @walk(i8* %other, i8* %q)\n"
                                     "  ret void\n"
                                     "}\n",
                                     "  call void @walk(i8* %p, i8* null)\n"));
  EXPECT_FALSE(recursive.writes.has_value());
}

TEST_F(LoopEffectsTest, ArithmeticOnlyChangesNothing) {
  auto e = effectsOf(program("", ""));
  EXPECT_FALSE(e.mayAllocate);
  EXPECT_FALSE(e.mayFree);
  ASSERT_TRUE(e.writes.has_value());
  EXPECT_TRUE(e.writes->bases.empty());
}

} // namespace
} // namespace kiki
