// Which sites a pointer may point into (model/PointsTo): what the memory
// model may skip for a read through a loaded pointer. Each "cannot" below is
// a store the encoding could leave out; each "may" one it must keep.
#include "model/PointsTo.h"
#include "ParseIr.h"

#include <gtest/gtest.h>
#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/ValueSymbolTable.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

#include <memory>
#include <optional>

namespace kiki {
namespace {

class PointsToTest : public ::testing::Test {
protected:
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> module;
  std::optional<PointsTo> pointsTo;

  void analyse(const std::string &text, bool globalsArbitrary = false) {
    module = parseIr("declare i8* @malloc(i64)\n"
                     "declare void @free(i8*)\n"
                     "declare void @unknown(i8*)\n"
                     "declare i8* @__VERIFIER_nondet_pointer()\n"
                     "declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)\n" +
                         text,
                     ctx);
    if (!module)
      return;
    pointsTo.emplace(*module, *module->getFunction("main"), globalsArbitrary);
  }
  /// The instruction named `name` in main.
  const llvm::Value &value(const std::string &name) {
    const llvm::Value *v = module->getFunction("main")->getValueSymbolTable()->lookup(name);
    EXPECT_NE(v, nullptr) << name;
    return *v;
  }
  const llvm::Value &global(const std::string &name) { return *module->getNamedValue(name); }
  bool may(const std::string &pointer, const llvm::Value &site) {
    return pointsTo->mayPointInto(value(pointer), site);
  }
};

// A node whose `next` field holds only other nodes: a pointer loaded from it
// cannot reach a local buffer or a string literal whose addresses are never
// stored, but it may reach the nodes.
TEST_F(PointsToTest, LoadedPointerReachesOnlyWhatWasStored) {
  analyse("@.str = private constant [3 x i8] c\"ab\\00\"\n"
          "define i32 @main() {\n"
          "  %buf = alloca [4 x i8]\n"
          "  %a = call i8* @malloc(i64 8)\n"
          "  %b = call i8* @malloc(i64 8)\n"
          "  %slot = bitcast i8* %a to i8**\n"
          "  store i8* %b, i8** %slot\n"
          "  %next = load i8*, i8** %slot\n"
          "  %s = getelementptr [3 x i8], [3 x i8]* @.str, i64 0, i64 1\n"
          "  %c = load i8, i8* %s\n"
          "  ret i32 0\n"
          "}\n");
  EXPECT_TRUE(may("next", value("b")));
  EXPECT_FALSE(may("next", value("a")));
  EXPECT_FALSE(may("next", value("buf")));
  EXPECT_FALSE(may("next", global(".str")));
  EXPECT_FALSE(pointsTo->pointsAnywhere(value("next")));
  // Arithmetic stays in the object.
  EXPECT_TRUE(may("s", global(".str")));
  EXPECT_FALSE(may("s", value("b")));
}

// A local's address stored into a node: now a loaded pointer may reach it.
TEST_F(PointsToTest, StoredAddressEscapes) {
  analyse("define i32 @main() {\n"
          "  %buf = alloca i8\n"
          "  %a = call i8* @malloc(i64 8)\n"
          "  %slot = bitcast i8* %a to i8**\n"
          "  store i8* %buf, i8** %slot\n"
          "  %p = load i8*, i8** %slot\n"
          "  ret i32 0\n"
          "}\n");
  EXPECT_TRUE(may("p", value("buf")));
  EXPECT_FALSE(may("p", value("a")));
}

// Through a call: the parameter and the result carry the argument's sites;
// a pointer kept as an integer keeps them too.
TEST_F(PointsToTest, CallsAndIntegersCarrySites) {
  analyse("define i8* @id(i8* %x) {\n"
          "  ret i8* %x\n"
          "}\n"
          "define i32 @main() {\n"
          "  %buf = alloca i8\n"
          "  %cell = alloca i64\n"
          "  %r = call i8* @id(i8* %buf)\n"
          "  %i = ptrtoint i8* %buf to i64\n"
          "  store i64 %i, i64* %cell\n"
          "  %pc = bitcast i64* %cell to i8**\n"
          "  %back = load i8*, i8** %pc\n"
          "  ret i32 0\n"
          "}\n");
  EXPECT_TRUE(may("r", value("buf")));
  EXPECT_FALSE(may("r", value("cell")));
  EXPECT_TRUE(may("back", value("buf")));
}

// memcpy copies the pointers stored in its source into its destination.
TEST_F(PointsToTest, CopyMovesStoredPointers) {
  analyse("define i32 @main() {\n"
          "  %buf = alloca i8\n"
          "  %src = alloca i8*\n"
          "  %dst = alloca i8*\n"
          "  store i8* %buf, i8** %src\n"
          "  %s = bitcast i8** %src to i8*\n"
          "  %d = bitcast i8** %dst to i8*\n"
          "  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d, i8* %s, i64 8, i1 false)\n"
          "  %p = load i8*, i8** %dst\n"
          "  ret i32 0\n"
          "}\n");
  EXPECT_TRUE(may("p", value("buf")));
  EXPECT_FALSE(may("p", value("src")));
}

// What the analysis cannot follow points anywhere: an integer cast to a
// pointer, a nondeterministic pointer, memory an unknown function was given.
TEST_F(PointsToTest, WhatCannotBeFollowedPointsAnywhere) {
  analyse("define i32 @main(i8* %arg) {\n"
          "  %buf = alloca i8\n"
          "  %cell = alloca i8*\n"
          "  %forged = inttoptr i64 4096 to i8*\n"
          "  %n = call i8* @__VERIFIER_nondet_pointer()\n"
          "  %c = bitcast i8** %cell to i8*\n"
          "  call void @unknown(i8* %c)\n"
          "  %p = load i8*, i8** %cell\n"
          "  ret i32 0\n"
          "}\n");
  for (const char *name : {"forged", "n", "p"}) {
    EXPECT_TRUE(pointsTo->pointsAnywhere(value(name))) << name;
    EXPECT_TRUE(may(name, value("buf"))) << name;
  }
  EXPECT_TRUE(pointsTo->pointsAnywhere(*module->getFunction("main")->getArg(0)));
}

// With an entry other than main the globals start arbitrary: a pointer read
// from one may point anywhere; from a constant one only where it points.
TEST_F(PointsToTest, ArbitraryGlobalsHoldAnyPointer) {
  std::string text = "@target = global i8 0\n"
                     "@g = global i8* null\n"
                     "@k = constant i8* @target\n"
                     "define i32 @main() {\n"
                     "  %buf = alloca i8\n"
                     "  %p = load i8*, i8** @g\n"
                     "  %q = load i8*, i8** @k\n"
                     "  ret i32 0\n"
                     "}\n";
  analyse(text, false);
  EXPECT_FALSE(may("p", value("buf")));
  EXPECT_TRUE(may("q", global("target")));
  EXPECT_FALSE(may("q", value("buf")));
  analyse(text, true);
  EXPECT_TRUE(may("p", value("buf")));
  EXPECT_FALSE(may("q", value("buf")));
}

// Node pointers stored only at nodes' starts: a pointer loaded from any field
// of a node is at an object's start (its offset can be the constant zero),
// also through a phi and an int field read beside it.
TEST_F(PointsToTest, NodePointersAreAtObjectStarts) {
  analyse("%node = type { %node*, i32 }\n"
          "define i32 @main() {\n"
          "entry:\n"
          "  %a = call i8* @malloc(i64 16)\n"
          "  %b = call i8* @malloc(i64 16)\n"
          "  %na = bitcast i8* %a to %node*\n"
          "  %nb = bitcast i8* %b to %node*\n"
          "  %next = getelementptr %node, %node* %na, i64 0, i32 0\n"
          "  store %node* %nb, %node** %next\n"
          "  %tag = getelementptr %node, %node* %na, i64 0, i32 1\n"
          "  %t = load i32, i32* %tag\n"
          "  %t2 = add i32 %t, 1\n"
          "  store i32 %t2, i32* %tag\n"
          "  br label %loop\n"
          "loop:\n"
          "  %p = phi %node* [ %na, %entry ], [ %q, %loop ]\n"
          "  %f = getelementptr %node, %node* %p, i64 0, i32 0\n"
          "  %q = load %node*, %node** %f\n"
          "  br label %loop\n"
          "}\n");
  EXPECT_TRUE(pointsTo->pointsToObjectStart(value("q")));
  EXPECT_TRUE(pointsTo->pointsToObjectStart(value("p")));
  EXPECT_TRUE(pointsTo->pointsToObjectStart(value("next"))); // zero indices
  EXPECT_FALSE(pointsTo->pointsToObjectStart(value("tag")));
}

// Once a moved address is stored into a node (an inner pointer, or one made
// by integer arithmetic), no pointer loaded from such a node is at a start;
// nor is what is unknown (the entry's parameters, nondet pointers).
TEST_F(PointsToTest, MovedAddressesAreNotAtObjectStarts) {
  analyse("define i32 @main(i8** %argv) {\n"
          "  %a = call i8* @malloc(i64 16)\n"
          "  %b = call i8* @malloc(i64 16)\n"
          "  %c = call i8* @malloc(i64 16)\n"
          "  %inner = getelementptr i8, i8* %b, i64 8\n"
          "  %sa = bitcast i8* %a to i8**\n"
          "  store i8* %inner, i8** %sa\n"
          "  %fromA = load i8*, i8** %sa\n"
          "  %i = ptrtoint i8* %b to i64\n"
          "  %j = add i64 %i, 4\n"
          "  %sc = bitcast i8* %c to i64*\n"
          "  store i64 %j, i64* %sc\n"
          "  %scp = bitcast i8* %c to i8**\n"
          "  %fromC = load i8*, i8** %scp\n"
          "  %arg = load i8*, i8** %argv\n"
          "  %nd = call i8* @__VERIFIER_nondet_pointer()\n"
          "  ret i32 0\n"
          "}\n");
  EXPECT_FALSE(pointsTo->pointsToObjectStart(value("inner")));
  EXPECT_FALSE(pointsTo->pointsToObjectStart(value("fromA")));
  EXPECT_FALSE(pointsTo->pointsToObjectStart(value("fromC")));
  EXPECT_FALSE(pointsTo->pointsToObjectStart(value("arg")));
  EXPECT_FALSE(pointsTo->pointsToObjectStart(value("nd")));
  EXPECT_TRUE(pointsTo->pointsToObjectStart(value("b")));
}

// An indirect call reaches the functions its pointer may hold.
TEST_F(PointsToTest, IndirectCallPassesArguments) {
  analyse("define i8* @keep(i8* %x) {\n"
          "  ret i8* %x\n"
          "}\n"
          "define i32 @main() {\n"
          "  %buf = alloca i8\n"
          "  %fp = alloca i8* (i8*)*\n"
          "  store i8* (i8*)* @keep, i8* (i8*)** %fp\n"
          "  %f = load i8* (i8*)*, i8* (i8*)** %fp\n"
          "  %r = call i8* %f(i8* %buf)\n"
          "  ret i32 0\n"
          "}\n");
  EXPECT_TRUE(may("r", value("buf")));
  EXPECT_FALSE(pointsTo->pointsAnywhere(value("r")));
}

} // namespace
} // namespace kiki
