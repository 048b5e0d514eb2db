// What the model knows about calls without a body: here, which globals no
// modelled operation reads (ir/LibraryFunctions' onlyPassedToPathEnds), so
// that the encoder may leave their content out of the initial memory. Each
// "read" case below is a global whose bytes some operation can see.
#include "ir/LibraryFunctions.h"

#include "ParseIr.h"

#include <gtest/gtest.h>
#include <llvm/IR/Module.h>

namespace kiki {
namespace {

const char *kModule = R"(
@msg = private constant [6 x i8] c"x > 0\00"
@file = private constant [4 x i8] c"a.c\00"
@shared = private constant [4 x i8] c"abc\00"
@stored = private constant [4 x i8] c"def\00"
@table = constant [1 x i8*] [i8* getelementptr ([4 x i8], [4 x i8]* @inTable, i64 0, i64 0)]
@inTable = private constant [4 x i8] c"ghi\00"
@unused = private constant [2 x i8] c"u\00"
@toOwnAbort = private constant [2 x i8] c"v\00"
@slot = global i8* null

declare void @__assert_fail(i8*, i8*, i32, i8*)
declare i64 @strlen(i8*)

; The program's own definition of a path end runs: it may read its argument.
define void @abort(i8* %why) {
  %c = load i8, i8* %why
  ret void
}

define i32 @main(i32 %x) {
entry:
  %n = call i64 @strlen(i8* getelementptr ([4 x i8], [4 x i8]* @shared, i64 0, i64 0))
  store i8* getelementptr ([4 x i8], [4 x i8]* @stored, i64 0, i64 0), i8** @slot
  %ok = icmp sgt i32 %x, 0
  br i1 %ok, label %done, label %fail
fail:
  call void @__assert_fail(i8* getelementptr ([6 x i8], [6 x i8]* @msg, i64 0, i64 0),
                           i8* bitcast ([4 x i8]* @file to i8*), i32 3,
                           i8* getelementptr ([4 x i8], [4 x i8]* @shared, i64 0, i64 0))
  unreachable
done:
  call void @abort(i8* getelementptr ([2 x i8], [2 x i8]* @toOwnAbort, i64 0, i64 0))
  ret i32 0
}
)";

TEST(LibraryFunctions, OnlyTheStringsOfFailedAssertionsAreUnread) {
  llvm::LLVMContext ctx;
  auto module = parseIr(kModule, ctx);
  ASSERT_TRUE(module);
  auto unread = [&](const char *name) {
    return onlyPassedToPathEnds(*module->getNamedGlobal(name));
  };
  // Arguments of __assert_fail, through an address computation or a cast.
  EXPECT_TRUE(unread("msg"));
  EXPECT_TRUE(unread("file"));
  EXPECT_TRUE(unread("unused"));
  // Also passed to strlen, which reads it.
  EXPECT_FALSE(unread("shared"));
  // Its address is stored: a load may follow it.
  EXPECT_FALSE(unread("stored"));
  // Passed to a path end that the program defines.
  EXPECT_FALSE(unread("toOwnAbort"));
  // Its address is part of another global's content.
  EXPECT_FALSE(unread("inTable"));
  EXPECT_FALSE(unread("slot"));
}

} // namespace
} // namespace kiki
