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

/// As `loop`, with the bound read from the nondet function before it.
std::string inputLoop(const std::string &calls = "") {
  std::string text = loop("%bound", calls);
  std::string entry = "entry:\n";
  return text.replace(text.find(entry), entry.size(),
                      entry + "  %raw = call i8 @nondet()\n  %bound = zext i8 %raw to i32\n");
}

class TripBoundTest : public ::testing::Test {
protected:
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> module;

  /// `ask` on the one loop of `f` in `text`.
  template <typename Ask> auto onLoop(const std::string &text, Ask ask) {
    llvm::SMDiagnostic diag;
    module = llvm::parseAssemblyString(text, diag, ctx);
    EXPECT_TRUE(module) << diag.getMessage().str();
    ProgramModel model(*module);
    const llvm::Function &f = *module->getFunction("f");
    const llvm::LoopInfo &loops = model.loops(f);
    EXPECT_EQ(loops.end() - loops.begin(), 1);
    return ask(model, f, **loops.begin());
  }
  std::optional<unsigned> boundOf(const std::string &text) {
    return onLoop(text, [](ProgramModel &m, const llvm::Function &f, const llvm::Loop &l) {
      return m.smallTripBound(f, l);
    });
  }
  bool inputCounted(const std::string &text) {
    return onLoop(text, [](ProgramModel &m, const llvm::Function &f, const llvm::Loop &l) {
      return m.isInputCountedLoop(f, l);
    });
  }
  std::optional<unsigned> constantTrips(const std::string &text) {
    return onLoop(text, [](ProgramModel &m, const llvm::Function &f, const llvm::Loop &l) {
      return m.constantTrips(f, l);
    });
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

// A loop bounded by an input (a harness building `n` nodes) is completed
// by plain BMC at once, also when its body calls functions with bodies.
TEST_F(TripBoundTest, InputBoundIsInputCountedWithOrWithoutCalls) {
  EXPECT_TRUE(inputCounted(inputLoop()));
  EXPECT_TRUE(inputCounted(inputLoop("  call void @helper()\n")));
  EXPECT_FALSE(inputCounted(loop("%n"))); // a parameter is no input
}

// Eager unwinding leaves loops with a known number of trips to the
// depth, however large; a symbolic bound has none (not the counter
// type's range).
TEST_F(TripBoundTest, ConstantTripsAreKnownWhateverTheirNumber) {
  EXPECT_EQ(constantTrips(loop("100000")), std::optional<unsigned>(100000));
  EXPECT_EQ(constantTrips(loop("%n")), std::nullopt);
}

} // namespace
} // namespace kiki
