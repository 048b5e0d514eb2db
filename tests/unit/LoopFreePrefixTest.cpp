// The checks of the loop-free prefix (model/LoopFreePrefix): a bounded
// check proves them without the forward condition, so each "out" below is a
// check that a later iteration, a deeper recursion or a loop run before it
// may still violate, and each "in" one every execution reaches before any
// loop.
#include "model/LoopFreePrefix.h"

#include "ParseIr.h"

#include <gtest/gtest.h>

#include <memory>
#include <set>

namespace kiki {
namespace {

class LoopFreePrefixTest : public ::testing::Test {
protected:
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> module;

  std::set<unsigned> prefix(const std::string &text) {
    module = parseIr("declare void @__kiki_check(i1, i32)\n"
                     "declare i1 @nondet()\n"
                     "declare i64 @strlen(i8*)\n" +
                         text,
                     ctx);
    if (!module)
      return {};
    return loopFreePrefixChecks(*module, *module->getFunction("main"));
  }
};

// Check 0 before the loop, 1 in its body, 2 after it.
TEST_F(LoopFreePrefixTest, ChecksInAndAfterALoopAreOut) {
  auto in = prefix(R"(
define i32 @main() {
entry:
  %c = call i1 @nondet()
  call void @__kiki_check(i1 %c, i32 0)
  br label %head
head:
  %more = call i1 @nondet()
  br i1 %more, label %body, label %done
body:
  call void @__kiki_check(i1 %more, i32 1)
  br label %head
done:
  call void @__kiki_check(i1 %c, i32 2)
  ret i32 0
}
)");
  EXPECT_EQ(in, (std::set<unsigned>{0}));
}

// A branch without a cycle keeps both sides and their join in the prefix;
// a library function without a body is no loop.
TEST_F(LoopFreePrefixTest, BranchesAndBodilessCallsStayIn) {
  auto in = prefix(R"(
define i32 @main() {
entry:
  %c = call i1 @nondet()
  br i1 %c, label %then, label %join
then:
  call void @__kiki_check(i1 %c, i32 0)
  %n = call i64 @strlen(i8* null)
  br label %join
join:
  call void @__kiki_check(i1 %c, i32 1)
  ret i32 0
}
)");
  EXPECT_EQ(in, (std::set<unsigned>{0, 1}));
}

// @init runs before the loop only: in. @step runs before it and in it: its
// check is out, also at the call before the loop. After the call of @loops
// (which has a loop of its own) main's check is out; @loops' check before
// its own loop is in.
TEST_F(LoopFreePrefixTest, CalleesFollowTheirCallSites) {
  auto in = prefix(R"(
define void @init(i1 %c) {
  call void @__kiki_check(i1 %c, i32 0)
  ret void
}
define void @step(i1 %c) {
  call void @__kiki_check(i1 %c, i32 1)
  ret void
}
define void @loops(i1 %c) {
entry:
  call void @__kiki_check(i1 %c, i32 2)
  br label %head
head:
  %more = call i1 @nondet()
  br i1 %more, label %head, label %done
done:
  ret void
}
define i32 @main() {
entry:
  %c = call i1 @nondet()
  call void @init(i1 %c)
  call void @step(i1 %c)
  call void @loops(i1 %c)
  call void @__kiki_check(i1 %c, i32 3)
  br label %head
head:
  call void @step(i1 %c)
  %more = call i1 @nondet()
  br i1 %more, label %head, label %done
done:
  ret i32 0
}
)");
  EXPECT_EQ(in, (std::set<unsigned>{0, 2}));
}

// Recursion is unwound like a loop; an indirect call may enter any
// function whose address is taken, loops included; a property checked at
// two places is in only where both are.
TEST_F(LoopFreePrefixTest, RecursionIndirectCallsAndSharedChecksAreOut) {
  auto in = prefix(R"(
define void @down(i1 %c) {
entry:
  call void @__kiki_check(i1 %c, i32 0)
  br i1 %c, label %again, label %done
again:
  call void @down(i1 false)
  br label %done
done:
  ret void
}
define void @target(i1 %c) {
  call void @__kiki_check(i1 %c, i32 1)
  ret void
}
define i32 @main() {
entry:
  %c = call i1 @nondet()
  call void @__kiki_check(i1 %c, i32 2)
  call void @down(i1 %c)
  call void @__kiki_check(i1 %c, i32 3)
  ret i32 0
}
define i32 @other() {
  %c = call i1 @nondet()
  %f = select i1 %c, void (i1)* @target, void (i1)* null
  call void %f(i1 %c)
  call void @__kiki_check(i1 %c, i32 2)
  ret i32 0
}
)");
  // 0: recursive; 1: address taken; 2: also checked in @other, which no
  // one calls; 3: after the recursive call.
  EXPECT_EQ(in, (std::set<unsigned>{}));
}

TEST_F(LoopFreePrefixTest, AnIndirectCallEndsThePrefix) {
  auto in = prefix(R"(
define void @target(i1 %c) {
  ret void
}
define i32 @main() {
entry:
  %c = call i1 @nondet()
  call void @__kiki_check(i1 %c, i32 0)
  %f = select i1 %c, void (i1)* @target, void (i1)* null
  call void %f(i1 %c)
  call void @__kiki_check(i1 %c, i32 1)
  ret i32 0
}
)");
  EXPECT_EQ(in, (std::set<unsigned>{0}));
}

} // namespace
} // namespace kiki
