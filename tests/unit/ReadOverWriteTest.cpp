// The memory model's read-over-write resolution and memory variables:
// each test proves a fact with Z3 (its negation is unsatisfiable) or checks
// the shape of an encoded read.
#include "encode/MemoryModel.h"

#include <gtest/gtest.h>
#include <llvm/IR/DerivedTypes.h>
#include <functional>
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

// A store through a pointer chosen between two objects (`c ? a : b`)
// cannot reach a third object: a read of the third resolves past it while
// encoding (strlen of a string literal after list operations folds).
// A read of one of the two still depends on the choice.
TEST_F(ReadOverWrite, StoreThroughAChoiceOfObjectsSkipsOtherObjects) {
  z3::expr a = object(8), b = object(8), c = object(8);
  z3::expr choose = ctx.bool_const("choose");
  MemState m = mm.initialState("m");
  m = mm.store(m, c, Sym(word(5)), i32);
  m = mm.store(m, z3::ite(choose, a, b), Sym(word(7)), i32);
  z3::expr loaded = mm.load(m, c, i32).expr();
  EXPECT_TRUE(z3::eq(loaded, word(5))) << loaded;
  z3::expr fromA = mm.load(m, a, i32).expr();
  EXPECT_FALSE(fromA.is_numeral()) << fromA;
  EXPECT_TRUE(valid(z3::implies(choose, fromA == word(7))));
}

// A read-only object (a string literal) keeps the bytes it had when the
// globals were set up: a store through a pointer of unknown object (loaded
// from a list) is skipped by its reads, which also ignore a store that
// names it (the encoding ends such an execution, as the real run crashes).
// A writable object's read still sees the unknown store.
TEST_F(ReadOverWrite, ReadOnlyObjectKeepsItsInitialBytes) {
  z3::expr literal = object(4), buffer = object(4);
  MemState m = mm.initialState("m");
  m = mm.store(m, literal, Sym(word(0x7473696c)), i32); // "list"
  mm.setReadOnly(1, 2, m.bytes);
  EXPECT_TRUE(mm.isReadOnly(mm.objectOf(literal)).is_true());
  EXPECT_TRUE(mm.isReadOnly(mm.objectOf(buffer)).is_false());
  z3::expr unknown = ctx.bv_const("loaded", mm.pointerBits());
  m = mm.store(m, buffer, Sym(word(1)), i32);
  m = mm.store(m, unknown, Sym(word(2)), i32);
  m = mm.store(m, literal, Sym(word(3)), i32);
  z3::expr key = mm.load(m, literal, i32).expr();
  EXPECT_TRUE(z3::eq(key, word(0x7473696c))) << key;
  z3::expr inBuffer = mm.load(m, buffer, i32).expr();
  EXPECT_FALSE(inBuffer.is_numeral()) << inBuffer;
  EXPECT_TRUE(valid(z3::implies(unknown == buffer, inBuffer == word(2))));
  // A pointer of unknown object may be read-only.
  EXPECT_FALSE(mm.isReadOnly(mm.objectOf(unknown)).is_false());
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

// A read through a pointer whose points-to sites exclude object b's site
// skips the store into b, and its scope rules out that it points into b;
// where it points into a, it reads a's store as before. A memory
// variable's equations skip nothing: another read at the same address
// without a scope still sees b's store.
TEST_F(ReadOverWrite, ReadWithinPointsToSitesSkipsOtherSitesAndSaysSo) {
  z3::expr a = object(8), b = object(8);
  mm.setPointsToSite(a, 0);
  mm.setPointsToSite(b, 1);
  llvm::BitVector onlyA(2);
  onlyA.set(0);
  z3::expr p = ctx.bv_const("p", 64);
  MemState var = mm.freshState("exit.mem");
  mm.define(var, ctx.bool_val(true), mm.store(mm.initialState("m0"), b, Sym(word(4)), i32));
  MemState m = mm.store(var, a, Sym(word(5)), i32);
  m = mm.store(m, b, Sym(word(6)), i32);
  auto read = mm.loadWithin(m, p, i32, onlyA);
  ASSERT_TRUE(read.scope.has_value());
  std::ostringstream text;
  text << read.value.expr();
  EXPECT_EQ(text.str().find("#x00000006"), std::string::npos) << text.str();
  EXPECT_TRUE(valid(z3::implies(*read.scope, mm.objectOf(p) != mm.objectOf(b))));
  EXPECT_TRUE(valid(z3::implies(*read.scope && p == a, read.value.expr() == word(5))));
  // Without the scope, p may point into b and the read is not b's value.
  solver.push();
  solver.add(p == b && read.value.expr() != word(6));
  EXPECT_EQ(solver.check(), z3::sat);
  solver.pop();
  // The variable's equation at b's address is exact for an unscoped read.
  z3::expr plain = mm.load(var, p, i32).expr();
  EXPECT_TRUE(valid(z3::implies(p == b, plain == word(4))));
  // A pointer that may point into both skips nothing.
  llvm::BitVector both(2);
  both.set();
  EXPECT_FALSE(mm.loadWithin(m, p, i32, both).scope.has_value());
}

/// A constant array of `n` 32-bit elements, element i being `element(i)`.
Sym wordArray(unsigned n, const std::function<z3::expr(unsigned)> &element) {
  std::vector<Sym> members;
  for (unsigned i = 0; i < n; ++i)
    members.push_back(Sym(element(i)));
  return Sym::aggregate(std::move(members));
}

// A table (a large initialised global) is one layer: a read at a constant
// index is its element, a read at a symbolic index is exact, and a read of
// another object skips it without a term of the table in it.
TEST_F(ReadOverWrite, TableReadsAreExactAndOtherObjectsSkipIt) {
  const unsigned n = 100;
  auto square = [&](unsigned i) { return word(static_cast<int>(i * i)); };
  z3::expr t = object(4 * n), other = object(4);
  auto *type = llvm::ArrayType::get(i32, n);
  MemState m = mm.store(mm.initialState("m"), other, Sym(word(-1)), i32);
  m = mm.storeTable(m, t, wordArray(n, square), type);
  EXPECT_TRUE(z3::eq(mm.load(m, mm.advance(t, 4 * 7), i32).expr(), word(49)));
  EXPECT_TRUE(z3::eq(mm.load(m, other, i32).expr(), word(-1)));
  z3::expr i = ctx.bv_const("i", 64);
  z3::expr loaded = mm.load(m, mm.advance(t, i * mm.ptrConst(4)), i32).expr();
  EXPECT_TRUE(valid(z3::implies(i == 9, loaded == word(81))));
  EXPECT_TRUE(valid(z3::implies(z3::ult(i, mm.ptrConst(n)), z3::ule(loaded, word(99 * 99)))));
  EXPECT_FALSE(valid(z3::implies(z3::ult(i, mm.ptrConst(n)), z3::ule(loaded, word(98 * 98)))));
}

// Past kMuxBytes a table is one array of the solver's: still exact.
TEST_F(ReadOverWrite, LargeTableIsExact) {
  const unsigned n = MemoryModel::kMuxBytes / 4 + 10;
  z3::expr t = object(4 * n);
  auto *type = llvm::ArrayType::get(i32, n);
  MemState m = mm.storeTable(mm.initialState("m"), t,
                             wordArray(n, [&](unsigned i) { return word(3 * i + 1); }), type);
  EXPECT_TRUE(z3::eq(mm.load(m, mm.advance(t, 4 * (n - 1)), i32).expr(),
                     word(3 * (n - 1) + 1)));
  z3::expr i = ctx.bv_const("i", 64);
  z3::expr loaded = mm.load(m, mm.advance(t, i * mm.ptrConst(4)), i32).expr();
  EXPECT_TRUE(valid(z3::implies(i == mm.ptrConst(n - 2), loaded == word(3 * (n - 2) + 1))));
  EXPECT_FALSE(valid(z3::implies(i == mm.ptrConst(n - 2), loaded == word(3 * (n - 2)))));
}

// An array of one repeated element (a range initialiser) is a pattern of
// the element's bytes: no table of all its bytes, and exact at any index.
TEST_F(ReadOverWrite, RepeatedElementTableIsAPatternOfOneElement) {
  const unsigned n = 1000;
  z3::expr t = object(4 * n);
  auto *type = llvm::ArrayType::get(i32, n);
  MemState m = mm.storeTable(mm.initialState("m"), t, wordArray(n, [&](unsigned) {
    return word(0x01020304);
  }), type);
  z3::expr i = ctx.bv_const("i", 64);
  z3::expr loaded = mm.load(m, mm.advance(t, i * mm.ptrConst(4)), i32).expr();
  EXPECT_TRUE(valid(loaded == word(0x01020304)));
  std::ostringstream text;
  text << loaded;
  EXPECT_EQ(text.str().find("store"), std::string::npos) << text.str();
  // Byte 1 of an element, at a symbolic element.
  z3::expr byte = mm.load(m, mm.advance(t, i * mm.ptrConst(4) + mm.ptrConst(1)), i8).expr();
  EXPECT_TRUE(valid(byte == ctx.bv_val(3, 8)));
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

// A loop's exit memory framed by what the loop writes: a read of another
// numbered object is the entry's value, resolved while encoding (no select
// on the variable); a read of the written object is the variable's, tied to
// the definitions; a frame whose written object is not a number resolves
// nothing.
TEST_F(ReadOverWrite, ExitFrameResolvesReadsOfUnwrittenObjects) {
  z3::expr kept = object(8), filled = object(8);
  MemState entry = mm.store(mm.initialState("m"), kept, Sym(word(7)), i32);
  entry = mm.store(entry, filled, Sym(word(1)), i32);
  MemState exit = mm.exitState("exit.mem", entry, {mm.objectOf(filled)});
  z3::expr g = ctx.bool_const("g");
  mm.define(exit, g, mm.store(entry, filled, Sym(word(2)), i32));
  EXPECT_TRUE(z3::eq(mm.load(exit, kept, i32).expr(), word(7)));
  z3::expr written = mm.load(exit, filled, i32).expr();
  EXPECT_FALSE(written.is_numeral()) << written;
  EXPECT_TRUE(valid(z3::implies(g, written == word(2))));
  // Not the entry's value where no definition holds: the loop wrote it.
  solver.push();
  solver.add(!g && written != word(1));
  EXPECT_EQ(solver.check(), z3::sat);
  solver.pop();

  z3::expr which = ctx.bool_const("which");
  MemState unnamed = mm.exitState("exit2.mem", entry,
                                  {mm.objectOf(z3::ite(which, kept, filled))});
  z3::expr read = mm.load(unnamed, kept, i32).expr();
  EXPECT_FALSE(read.is_numeral()) << read;
  mm.define(unnamed, which, mm.store(entry, kept, Sym(word(3)), i32));
  EXPECT_TRUE(valid(z3::implies(which, read == word(3))));
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
  // memset of a length without a bound into an object of symbolic size
  // builds a lambda; the model then also asserts the array equalities so
  // that reads hidden in it are constrained.
  std::vector<z3::expr> facts;
  z3::expr a = mm.newObject(ObjectKind::Heap, ctx.bv_const("size", 64), facts);
  MemState var = mm.freshState("exit.mem");
  z3::expr g = ctx.bool_const("g");
  mm.define(var, g, mm.store(mm.initialState("m1"), mm.advance(a, 4), Sym(ctx.bv_val(42, 8)), i8));
  z3::expr n = ctx.bv_const("n", 64);
  MemState cleared = mm.memset(var, a, ctx.bv_val(0, 8), n);
  std::ostringstream text;
  text << cleared.bytes;
  EXPECT_NE(text.str().find("lambda"), std::string::npos);
  z3::expr loaded = mm.load(cleared, mm.advance(a, 4), i8).expr();
  EXPECT_TRUE(valid(z3::implies(g && n == mm.ptrConst(4), loaded == ctx.bv_val(42, 8))));
  EXPECT_TRUE(valid(z3::implies(g && n == mm.ptrConst(5), loaded == ctx.bv_val(0, 8))));
}

// A fill of an object of symbolic size whose length the operators bound (a
// zero-extended nibble) is that many guarded byte stores, exact, and no
// lambda: with a lambda every later memory equation is extensional (libhv's
// base64 harness: 10 s of bounded checks instead of 1 s).
TEST_F(ReadOverWrite, FillOfBoundedSymbolicLengthIsGuardedStores) {
  std::vector<z3::expr> facts;
  z3::expr len = z3::zext(ctx.bv_const("len", 4), 60);
  z3::expr a = mm.newObject(ObjectKind::Heap, len, facts);
  MemState m = mm.memset(mm.initialState("m"), a, ctx.bv_val(0, 8), len);
  std::ostringstream text;
  text << m.bytes;
  EXPECT_EQ(text.str().find("lambda"), std::string::npos);
  z3::expr k = ctx.bv_const("k", 64);
  z3::expr loaded = mm.load(m, mm.advance(a, k), i8).expr();
  EXPECT_TRUE(valid(z3::implies(z3::ult(k, len), loaded == ctx.bv_val(0, 8))));
  // Beyond the length the bytes are those before the fill.
  solver.push();
  solver.add(z3::uge(k, len) && loaded != ctx.bv_val(0, 8));
  EXPECT_EQ(solver.check(), z3::sat);
  solver.pop();
}

// A pointer loaded from memory is assembled from its bytes; its object is
// the leading part of that concat. A copy into it at a symbolic offset is
// bounded by the object's size: byte stores, no lambda (tinycbor's
// cbor_value_copy_string: the first bounded query 28 s -> 7 s).
TEST_F(ReadOverWrite, CopyThroughALoadedPointerIntoAKnownObjectIsGuardedStores) {
  z3::expr out = object(16);
  std::vector<z3::expr> facts;
  z3::expr src = mm.newObject(ObjectKind::Heap, ctx.bv_const("size", 64), facts);
  // out + offset as a load assembles it: the object, then six offset bytes.
  z3::expr_vector parts(ctx);
  parts.push_back(mm.objectOf(out));
  for (int i = 5; i >= 0; --i)
    parts.push_back(ctx.bv_const(("off" + std::to_string(i)).c_str(), 8));
  z3::expr dst = z3::concat(parts).simplify(); // one n-ary concat, as loads leave it
  ASSERT_EQ(dst.num_args(), 7u);
  z3::expr n = ctx.bv_const("n", 64);
  MemState m = mm.initialState("m");
  MemState copied = mm.memcpy(m, dst, src, n);
  std::ostringstream text;
  text << copied.bytes;
  EXPECT_EQ(text.str().find("lambda"), std::string::npos);
  z3::expr first = mm.load(copied, dst, i8).expr();
  z3::expr original = mm.load(m, src, i8).expr();
  EXPECT_TRUE(valid(z3::implies(z3::ugt(n, mm.ptrConst(0)), first == original)));
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

// A memset of a constant length longer than a few bytes is one layer, not
// a store per byte (cJSON zeroes each 64-byte node): reads of the range
// see the byte, reads of other objects and of the bytes around the range
// see the memory before, and a read through a pointer of unknown object
// is exact either way.
TEST_F(ReadOverWrite, LongConstantFillIsOneExactLayer) {
  z3::expr a = object(64), b = object(8);
  MemState m = mm.initialState("m");
  m = mm.store(m, b, Sym(ctx.bv_val(7, 8)), i8);
  m = mm.store(m, mm.advance(a, 3), Sym(ctx.bv_val(9, 8)), i8);
  MemState filled = mm.memset(m, mm.advance(a, 4), ctx.bv_val(0xab, 8), mm.ptrConst(40));
  std::ostringstream text;
  text << filled.bytes;
  EXPECT_NE(text.str().find("lambda"), std::string::npos);
  size_t stores = 0;
  for (size_t at = text.str().find("(store"); at != std::string::npos;
       at = text.str().find("(store", at + 1))
    ++stores;
  EXPECT_EQ(stores, 2u); // b's and a[3]'s, none for the 40 filled bytes
  auto byteAt = [&](const z3::expr &p) { return mm.load(filled, p, i8).expr(); };
  // Constant addresses resolve without the solver.
  EXPECT_TRUE(z3::eq(byteAt(mm.advance(a, 4)), ctx.bv_val(0xab, 8)));
  EXPECT_TRUE(z3::eq(byteAt(mm.advance(a, 43)), ctx.bv_val(0xab, 8)));
  EXPECT_TRUE(z3::eq(byteAt(mm.advance(a, 3)), ctx.bv_val(9, 8)));
  EXPECT_TRUE(z3::eq(byteAt(b), ctx.bv_val(7, 8)));
  EXPECT_FALSE(z3::eq(byteAt(mm.advance(a, 44)), ctx.bv_val(0xab, 8)));
  // A pointer of unknown object and offset.
  z3::expr p = ctx.bv_const("p", 64);
  z3::expr loaded = byteAt(p);
  z3::expr off = mm.offsetOf(p);
  z3::expr inA = mm.objectOf(p) == mm.objectOf(a);
  EXPECT_TRUE(valid(z3::implies(inA && z3::uge(off, ctx.bv_val(4, 48)) &&
                                    z3::ult(off, ctx.bv_val(44, 48)),
                                loaded == ctx.bv_val(0xab, 8))));
  EXPECT_TRUE(valid(z3::implies(inA && off == ctx.bv_val(3, 48), loaded == ctx.bv_val(9, 8))));
  EXPECT_TRUE(valid(z3::implies(p == b, loaded == ctx.bv_val(7, 8))));
  solver.push();
  solver.add(inA && off == ctx.bv_val(44, 48) && loaded != ctx.bv_val(0xab, 8));
  EXPECT_EQ(solver.check(), z3::sat);
  solver.pop();
}

// Plain BMC keeps split's parts per pointer term (the encoding asked again
// for every store a read passes): each pointer still gets its own parts.
TEST_F(ReadOverWrite, KeptPointerPartsAreEachPointersOwn) {
  MemoryModel plain{ctx, layout};
  mm.keepPointerParts();
  z3::expr obj = ctx.bv_const("obj", mm.objectBits());
  auto assembled = [&](const std::string &name) {
    z3::expr_vector parts(ctx);
    parts.push_back(obj);
    for (int i = 5; i >= 0; --i)
      parts.push_back(ctx.bv_const((name + std::to_string(i)).c_str(), 8));
    return z3::concat(parts);
  };
  std::vector<z3::expr> ptrs{assembled("x"), assembled("y"), mm.advance(assembled("x"), 3),
                             ctx.bv_const("p", 64)};
  for (int round = 0; round < 2; ++round)
    for (const auto &ptr : ptrs) {
      auto kept = mm.split(ptr), fresh = plain.split(ptr);
      EXPECT_TRUE(z3::eq(kept.object, fresh.object));
      ASSERT_EQ(kept.offsetBase.has_value(), fresh.offsetBase.has_value());
      if (kept.offsetBase) {
        EXPECT_TRUE(z3::eq(*kept.offsetBase, *fresh.offsetBase));
      }
      EXPECT_EQ(kept.offsetConstant, fresh.offsetConstant);
    }
  EXPECT_EQ(mm.split(ptrs[2]).offsetConstant, 3u);
  EXPECT_FALSE(z3::eq(*mm.split(ptrs[0]).offsetBase, *mm.split(ptrs[1]).offsetBase));
}

} // namespace
} // namespace kiki
