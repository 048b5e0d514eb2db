// Function summaries: which recursive functions may get one
// (model/SummaryCandidates), and the rows' arithmetic (encode/FunctionSummary):
// wide enough that no row over 32- or 64-bit values wraps, signed and
// unsigned values read as the C types say.
#include "encode/FunctionSummary.h"
#include "model/SummaryCandidates.h"

#include "ParseIr.h"

#include <gtest/gtest.h>

namespace kiki {
namespace {

class SummaryCandidatesTest : public ::testing::Test {
protected:
  llvm::LLVMContext ctx;
  std::unique_ptr<llvm::Module> module;
  std::unique_ptr<ProgramModel> model;
  PropertyTable checks;

  std::vector<std::string> candidates(const std::string &text) {
    module = parseIr("declare void @__kiki_check(i1, i32)\n"
                     "declare i32 @__VERIFIER_nondet_int()\n"
                     "declare void @unknown(i32*)\n" +
                         text,
                     ctx);
    if (!module)
      return {};
    model = std::make_unique<ProgramModel>(*module);
    std::vector<std::string> names;
    for (const auto *f : summaryCandidates(*model, *module->getFunction("main"), checks))
      names.push_back(f->getName().str());
    return names;
  }
};

const char *kMain = R"(
define i32 @main() {
  %n = call i32 @__VERIFIER_nondet_int()
  %r = call i32 @f(i32 %n)
  ret i32 %r
}
)";

TEST_F(SummaryCandidatesTest, ArithmeticRecursionWithItsOwnCheckQualifies) {
  unsigned own = checks.add(PropertyKind::Overflow, "f", 3, "n - 1");
  auto names = candidates(std::string(kMain) + R"(
define i32 @f(i32 %n) {
  %stop = icmp sle i32 %n, 0
  br i1 %stop, label %base, label %rec
base:
  ret i32 0
rec:
  %ok = icmp sgt i32 %n, -2147483647
  call void @__kiki_check(i1 %ok, i32 )" + std::to_string(own) + R"()
  %m = sub i32 %n, 1
  %r = call i32 @f(i32 %m)
  %s = add i32 %r, 1
  ret i32 %s
}
)");
  EXPECT_EQ(names, std::vector<std::string>{"f"});
}

TEST_F(SummaryCandidatesTest, MemoryAccessOrAnUnknownCallDisqualifies) {
  auto names = candidates(std::string(kMain) + R"(
@g = global i32 0
define i32 @f(i32 %n) {
  %stop = icmp sle i32 %n, 0
  br i1 %stop, label %base, label %rec
base:
  %v = load i32, i32* @g
  ret i32 %v
rec:
  %m = sub i32 %n, 1
  %r = call i32 @f(i32 %m)
  ret i32 %r
}
define i32 @h(i32 %n) {
  call void @unknown(i32* null)
  %r = call i32 @h(i32 %n)
  ret i32 %r
}
)");
  EXPECT_TRUE(names.empty());
}

// A check in a helper the recursive function calls: the summary's analysis
// would prove it only for the helper's calls from there, not for others.
TEST_F(SummaryCandidatesTest, ACheckInACalleeDisqualifies) {
  unsigned other = checks.add(PropertyKind::DivByZero, "helper", 9, "1 / n");
  auto names = candidates(std::string(kMain) + R"(
define i32 @helper(i32 %n) {
  %ok = icmp ne i32 %n, 0
  call void @__kiki_check(i1 %ok, i32 )" + std::to_string(other) + R"()
  %q = sdiv i32 1, %n
  ret i32 %q
}
define i32 @f(i32 %n) {
  %stop = icmp sle i32 %n, 0
  br i1 %stop, label %base, label %rec
base:
  ret i32 0
rec:
  %q = call i32 @helper(i32 %n)
  %m = sub i32 %n, 1
  %r = call i32 @f(i32 %m)
  ret i32 %r
}
)");
  EXPECT_TRUE(names.empty());
}

TEST_F(SummaryCandidatesTest, NonRecursiveFunctionsAndLoopsDoNotQualify) {
  auto names = candidates(std::string(kMain) + R"(
define i32 @f(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %j, %head ]
  %j = add i32 %i, 1
  %more = icmp slt i32 %j, %n
  br i1 %more, label %head, label %done
done:
  %r = call i32 @g(i32 %j)
  ret i32 %r
}
define i32 @g(i32 %n) {
  %r = call i32 @f(i32 %n)
  ret i32 %r
}
)");
  EXPECT_TRUE(names.empty());
}

TEST(FunctionSummaryRows, NumeralsRoundTripAndRowsDoNotWrap) {
  z3::context ctx;
  for (__int128 v : {__int128(0), __int128(-1), __int128(4294967295LL),
                     -(__int128(1) << 64), (__int128(1) << 64) - 1})
    EXPECT_TRUE(summaryValue(summaryNumeral(ctx, v, kSummaryBits)) == v);
  FunctionSummary s;
  s.paramSigned = {false};
  s.resultSigned = true;
  s.bits = 34;
  s.rows = {SummaryRow{1, 0, -1, -1}}; // result - n <= -1
  z3::expr n = ctx.bv_const("n", 32), r = ctx.bv_const("r", 32);
  z3::solver solver(ctx);
  // n = 2^32 - 1 read unsigned, r = -1 signed: r - n is -2^32 (no wrap).
  solver.add(n == ctx.bv_val(-1, 32) && r == ctx.bv_val(-1, 32));
  solver.add(!s.holds(ctx, {Sym(n)}, Sym(r)));
  EXPECT_EQ(solver.check(), z3::unsat);
}

} // namespace
} // namespace kiki
