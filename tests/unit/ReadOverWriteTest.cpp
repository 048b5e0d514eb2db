// The memory model's read-over-write resolution and memory variables:
// each test proves a fact with Z3 (its negation is unsatisfiable) or checks
// the shape of an encoded read.
#include "encode/MemoryModel.h"

#include <gtest/gtest.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Type.h>

namespace kiki {
namespace {

const char *kLP64 = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128";

class ReadOverWrite : public ::testing::Test {
protected:
  z3::context ctx;
  llvm::LLVMContext llvmCtx;
  llvm::DataLayout layout{kLP64};
  MemoryModel mm{ctx, layout};
  z3::solver solver{ctx};
  llvm::Type *i32 = llvm::Type::getInt32Ty(llvmCtx);
  llvm::Type *i8 = llvm::Type::getInt8Ty(llvmCtx);

  void SetUp() override {
    mm.setFactSink([this](const z3::expr &fact) { solver.add(fact); });
  }
  z3::expr object(uint64_t size) {
    std::vector<z3::expr> facts;
    z3::expr base = mm.newObject(ObjectKind::Stack, mm.ptrConst(size), facts);
    for (const auto &f : facts)
      solver.add(f);
    return base;
  }
  /// `fact` holds in every model of what was added so far.
  bool valid(const z3::expr &fact) {
    solver.push();
    solver.add(!fact);
    bool unsat = solver.check() == z3::unsat;
    solver.pop();
    return unsat;
  }
  z3::expr word(int v) { return ctx.bv_val(v, 32); }
};

TEST_F(ReadOverWrite, StoresToAnotherObjectAreSkippedSyntactically) {
  z3::expr a = object(8), b = object(8);
  MemState m = mm.initialState("m");
  m = mm.store(m, a, Sym(word(7)), i32);
  m = mm.store(m, b, Sym(word(9)), i32);
  z3::expr loaded = mm.load(m, a, i32).expr();
  // Resolved while encoding: the value itself, no array term left.
  EXPECT_TRUE(z3::eq(loaded, word(7))) << loaded;
}

TEST_F(ReadOverWrite, SymbolicIndexIntoOneObjectKeepsOnlyThatObjectsStores) {
  z3::expr a = object(16), b = object(16);
  z3::expr i = ctx.bv_const("i", 64);
  MemState m = mm.initialState("m");
  m = mm.store(m, a, Sym(word(1)), i32);
  m = mm.store(m, mm.advance(a, 4), Sym(word(2)), i32);
  m = mm.store(m, b, Sym(word(3)), i32);
  z3::expr p = mm.advance(a, i * mm.ptrConst(4));
  z3::expr loaded = mm.load(m, p, i32).expr();
  EXPECT_TRUE(valid(z3::implies(i == 1, loaded == word(2))));
  EXPECT_TRUE(valid(z3::implies(i == 0, loaded == word(1))));
  // The value 3 stored into b can never be read through a.
  std::ostringstream text;
  text << loaded;
  EXPECT_EQ(text.str().find("#x00000003"), std::string::npos) << text.str();
}

TEST_F(ReadOverWrite, MayAliasStoreBecomesACaseSplit) {
  z3::expr a = object(8);
  z3::expr p = ctx.bv_const("p", 64), q = ctx.bv_const("q", 64);
  MemState m = mm.initialState("m");
  m = mm.store(m, p, Sym(word(5)), i32);
  z3::expr loaded = mm.load(m, q, i32).expr();
  EXPECT_TRUE(valid(z3::implies(p == q, loaded == word(5))));
  // With p != q the read sees the initial memory, which is unconstrained.
  solver.push();
  solver.add(p == a && q == mm.advance(a, 4) && loaded != word(5));
  EXPECT_EQ(solver.check(), z3::sat);
  solver.pop();
}

TEST_F(ReadOverWrite, MergedMemoriesAreReadBranchByBranch) {
  z3::expr a = object(4);
  z3::expr c = ctx.bool_const("c");
  MemState m0 = mm.initialState("m");
  MemState merged = mm.ite(c, mm.store(m0, a, Sym(word(1)), i32),
                           mm.store(m0, a, Sym(word(2)), i32));
  z3::expr loaded = mm.load(merged, a, i32).expr();
  EXPECT_TRUE(valid(loaded == z3::ite(c, word(1), word(2))));
}

TEST_F(ReadOverWrite, AdvanceWrapsInsideTheObject) {
  z3::expr a = object(4);
  z3::expr back = mm.advance(a, ~uint64_t(0)); // a - 1
  EXPECT_TRUE(valid(mm.objectOf(back) == mm.objectOf(a)));
  EXPECT_FALSE(valid(mm.inBounds(back, mm.ptrConst(1))));
}

TEST_F(ReadOverWrite, MemoryVariableIsConstrainedAtEachReadAddress) {
  z3::expr a = object(8);
  MemState var = mm.freshState("exit.mem");
  z3::expr g1 = ctx.bool_const("g1"), g2 = ctx.bool_const("g2");
  // A read before the definitions and one after them.
  z3::expr early = mm.load(var, a, i32).expr();
  mm.define(var, g1, mm.store(mm.initialState("m1"), a, Sym(word(10)), i32));
  mm.define(var, g2, mm.store(mm.initialState("m2"), a, Sym(word(20)), i32));
  z3::expr late = mm.load(var, mm.advance(a, 0), i32).expr();
  EXPECT_TRUE(valid(z3::implies(g1, early == word(10))));
  EXPECT_TRUE(valid(z3::implies(g2, late == word(20))));
  // Without a definition that holds, the variable is unconstrained.
  solver.push();
  solver.add(!g1 && !g2 && early != word(10) && early != word(20));
  EXPECT_EQ(solver.check(), z3::sat);
  solver.pop();
}

// Past the reader's budget of 4096 steps, the rest of the chain is left to
// the solver's array theory: the read stays exact, through the stores left
// to the solver and through the memory variable at the chain's end, whose
// definitions must then hold at the read's address too (before, that read
// was not tied to them: the byte at 6000 below was arbitrary).
TEST_F(ReadOverWrite, LongMayAliasChainIsLeftToTheSolverAndStaysExact) {
  z3::expr a = object(8192);
  MemState var = mm.freshState("exit.mem");
  z3::expr g = ctx.bool_const("g");
  mm.define(var, g, mm.store(mm.initialState("m1"), mm.advance(a, 6000), Sym(ctx.bv_val(42, 8)), i8));
  MemState m = var;
  for (unsigned i = 0; i < 5000; ++i)
    m = mm.store(m, mm.advance(a, i), Sym(ctx.bv_val(i % 200, 8)), i8);
  z3::expr k = ctx.bv_const("k", 64);
  z3::expr loaded = mm.load(m, mm.advance(a, k), i8).expr();
  // Store 5 lies beyond the 4096 the reader resolves itself.
  EXPECT_TRUE(valid(z3::implies(k == 5, loaded == ctx.bv_val(5, 8))));
  EXPECT_TRUE(valid(z3::implies(k == 4999, loaded == ctx.bv_val(4999 % 200, 8))));
  EXPECT_TRUE(valid(z3::implies(g && k == 6000, loaded == ctx.bv_val(42, 8))));
  // The read is left to the solver: a select on the rest of the chain.
  std::ostringstream text;
  text << loaded;
  EXPECT_NE(text.str().find("select"), std::string::npos);
  // Without the definition the byte at 1000 is unconstrained.
  solver.push();
  solver.add(!g && k == mm.ptrConst(6000) && loaded != ctx.bv_val(42, 8));
  EXPECT_EQ(solver.check(), z3::sat);
  solver.pop();
}

TEST_F(ReadOverWrite, MemoryVariableReadThroughALambdaStaysExact) {
  // memset of symbolic length builds a lambda; the model then also asserts
  // the array equalities so that reads hidden in it are constrained.
  z3::expr a = object(8);
  MemState var = mm.freshState("exit.mem");
  z3::expr g = ctx.bool_const("g");
  mm.define(var, g, mm.store(mm.initialState("m1"), mm.advance(a, 4), Sym(ctx.bv_val(42, 8)), i8));
  z3::expr n = ctx.bv_const("n", 64);
  MemState cleared = mm.memset(var, a, ctx.bv_val(0, 8), n);
  z3::expr loaded = mm.load(cleared, mm.advance(a, 4), i8).expr();
  EXPECT_TRUE(valid(z3::implies(g && n == mm.ptrConst(4), loaded == ctx.bv_val(42, 8))));
  EXPECT_TRUE(valid(z3::implies(g && n == mm.ptrConst(5), loaded == ctx.bv_val(0, 8))));
}

// An accelerated loop's havoc of a range is a layer the reads resolve
// themselves: inside the range a fresh byte, outside it the memory below,
// whose variable is then read at that address (its definition holds
// there). No array equality is asserted (with them, a later loop's
// inference stalled on 2LS's arrays/standard_partition).
TEST_F(ReadOverWrite, RangeHavocIsResolvedByTheReadsWithoutArrayEqualities) {
  z3::expr a = object(16);
  MemState var = mm.freshState("exit.mem");
  z3::expr g = ctx.bool_const("g");
  mm.define(var, g, mm.store(mm.initialState("m1"), mm.advance(a, 12), Sym(ctx.bv_val(42, 8)), i8));
  z3::expr n = ctx.bv_const("n", 64);
  MemState havocked = mm.havocRange(var, a, n, "accel.values");
  z3::expr k = ctx.bv_const("k", 64);
  z3::expr loaded = mm.load(havocked, mm.advance(a, k), i8).expr();
  // Outside the range: the byte the definition stored.
  EXPECT_TRUE(valid(z3::implies(g && k == mm.ptrConst(12) && n == mm.ptrConst(8),
                                loaded == ctx.bv_val(42, 8))));
  // Inside it: any byte.
  solver.push();
  solver.add(g && k == mm.ptrConst(12) && n == mm.ptrConst(13) && loaded != ctx.bv_val(42, 8));
  EXPECT_EQ(solver.check(), z3::sat);
  solver.pop();
  // Only per-address facts: no equality between arrays was asserted.
  for (const auto &fact : solver.assertions()) {
    std::ostringstream text;
    text << fact;
    EXPECT_EQ(text.str().find("(= exit.mem.bytes"), std::string::npos) << text.str();
    EXPECT_EQ(text.str().find("lambda"), std::string::npos) << text.str();
  }
}

TEST_F(ReadOverWrite, FactsBeforeTheSinkIsSetAreHandedOver) {
  MemoryModel fresh(ctx, layout);
  MemState var = fresh.freshState("v");
  z3::expr p = ctx.bv_const("p", 64);
  z3::expr read = fresh.load(var, p, i8).expr();
  fresh.define(var, ctx.bool_val(true), fresh.store(fresh.initialState("m"), p, Sym(ctx.bv_val(3, 8)), i8));
  z3::solver s(ctx);
  fresh.setFactSink([&](const z3::expr &fact) { s.add(fact); });
  s.add(read != ctx.bv_val(3, 8));
  EXPECT_EQ(s.check(), z3::unsat);
}

// The liveness of a loop's arbitrary iteration against its entry.
TEST_F(ReadOverWrite, LivenessAcrossALoopThatOnlyAllocatesOnlyGrows) {
  z3::expr a = object(8);
  MemState entry = mm.setAlive(mm.initialState("m"), mm.objectOf(a), true);
  MemState head = mm.freshState("head");
  mm.constrainLiveness(head, entry, {/*allocates=*/true, /*frees=*/false});
  EXPECT_TRUE(valid(z3::select(head.alive, mm.objectOf(a))));
  EXPECT_TRUE(valid(z3::uge(head.heapCount, entry.heapCount)));
}

TEST_F(ReadOverWrite, LivenessAcrossALoopThatOnlyFreesOnlyShrinks) {
  z3::expr a = object(8);
  MemState entry = mm.setAlive(mm.initialState("m"), mm.objectOf(a), false);
  MemState head = mm.freshState("head");
  mm.constrainLiveness(head, entry, {/*allocates=*/false, /*frees=*/true});
  EXPECT_TRUE(valid(!z3::select(head.alive, mm.objectOf(a))));
  EXPECT_TRUE(valid(z3::ule(head.heapCount, entry.heapCount)));
}

TEST_F(ReadOverWrite, LivenessAcrossALoopThatAllocatesAndFreesIsArbitrary) {
  z3::expr a = object(8);
  MemState entry = mm.setAlive(mm.initialState("m"), mm.objectOf(a), true);
  MemState head = mm.freshState("head");
  mm.constrainLiveness(head, entry, {true, true});
  EXPECT_FALSE(valid(z3::select(head.alive, mm.objectOf(a))));
  MemState same = mm.freshState("same");
  mm.constrainLiveness(same, entry, {false, false});
  EXPECT_TRUE(z3::eq(same.alive, entry.alive));
}

} // namespace
} // namespace kiki
