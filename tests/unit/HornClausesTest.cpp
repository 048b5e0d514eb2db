// The Horn clauses of a function (encode/HornClauses): one head per loop,
// machine integers exact or mathematical, and what Spacer makes of them.
#include "encode/HornClauses.h"
#include "frontend/Frontend.h"
#include "instrument/Instrument.h"
#include "ir/SourceInfo.h"
#include "ParseArgs.h"

#include <gtest/gtest.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <fstream>

namespace kiki {
namespace {

struct Clauses {
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> module;
  z3::context ctx;
  std::optional<HornProgram> exact, mathematical;
};

/// main's clauses for `body` (__VERIFIER_assert and nondet declared).
std::unique_ptr<Clauses> clausesOf(const std::string &name, const std::string &body) {
  std::string file = ::testing::TempDir() + name + ".c";
  std::ofstream(file) << "int __VERIFIER_nondet_int(void);\n"
                      << "void __VERIFIER_assume(int);\n"
                      << "extern void __assert_fail(const char *, const char *, unsigned, "
                         "const char *);\n"
                      << "#define check(c) ((c) ? (void)0 : __assert_fail(\"c\", \"f\", 1, \"m\"))\n"
                      << "int main(void) {\n"
                      << body << "\nreturn 0;\n}\n";
  Config config = parseArgs({file});
  auto clauses = std::make_unique<Clauses>();
  clauses->module = loadProgram(config.frontEnd, config.checks, clauses->context);
  normaliseModule(*clauses->module);
  instrumentModule(*clauses->module, config.checks, "main", SourceInfo(*clauses->module));
  const llvm::Function &main = *clauses->module->getFunction("main");
  std::string why;
  clauses->exact = HornProgram::build(main, clauses->ctx, true, HornArithmetic::Exact, why);
  clauses->mathematical =
      HornProgram::build(main, clauses->ctx, true, HornArithmetic::Mathematical, why);
  return clauses;
}

/// Spacer's answer on the clauses of every property of `program`.
z3::check_result solve(z3::context &ctx, const HornProgram &program) {
  z3::solver solver(ctx, "HORN");
  for (const auto &clause : program.clauses(program.properties()))
    solver.add(clause);
  return solver.check();
}

TEST(HornClauses, OneHeadPerLoopWithTheWidthsOfItsValues) {
  auto c = clausesOf("heads", "int n = __VERIFIER_nondet_int(); long s = 0;\n"
                              "for (int i = 0; i < n; i++)\n"
                              "  for (int j = 0; j < i; j++) s += j;\n"
                              "check(s >= 0);");
  ASSERT_TRUE(c->exact);
  EXPECT_EQ(c->exact->headCount(), 2u);
  EXPECT_EQ(c->exact->properties().size(), 1u);
  // The outer head holds i, s (a long) and n; the inner one more.
  const auto &outer = c->exact->widths(0);
  EXPECT_EQ(std::count(outer.begin(), outer.end(), 64u), 1);
  EXPECT_GE(std::count(outer.begin(), outer.end(), 32u), 2);
  EXPECT_GT(c->exact->widths(1).size(), outer.size());
}

TEST(HornClausesSolved, WrapAroundIsExactOnlyInTheExactClauses) {
  // x + 1 > 0 for x >= 0 fails only at x = INT_MAX, by wrap-around.
  auto c = clausesOf("wrap", "int x = __VERIFIER_nondet_int();\n"
                             "if (x >= 0) check(x + 1 > 0);");
  ASSERT_TRUE(c->exact && c->mathematical);
  EXPECT_EQ(solve(c->ctx, *c->exact), z3::unsat);       // a failure
  EXPECT_EQ(solve(c->ctx, *c->mathematical), z3::sat);  // none without wrap
}

TEST(HornClausesSolved, LoopInvariantFoundOnTheMathematicalClauses) {
  auto c = clausesOf("loop", "int n = __VERIFIER_nondet_int(), a = 0, b = 0;\n"
                             "__VERIFIER_assume(n >= 0 && n <= 1000);\n"
                             "for (int i = 0; i < n; i++)\n"
                             "  if (__VERIFIER_nondet_int()) { a += 1; b += 2; }\n"
                             "  else { a += 2; b += 1; }\n"
                             "check(a + b == 3 * n);");
  ASSERT_TRUE(c->mathematical);
  EXPECT_EQ(solve(c->ctx, *c->mathematical), z3::sat);
}

TEST(HornClausesSolved, AReachableFailureIsACounterexampleOfBoth) {
  auto c = clausesOf("bug", "int i = 0;\n"
                            "while (__VERIFIER_nondet_int()) i += 2;\n"
                            "check(i != 6);");
  ASSERT_TRUE(c->exact && c->mathematical);
  EXPECT_EQ(solve(c->ctx, *c->exact), z3::unsat);
  EXPECT_EQ(solve(c->ctx, *c->mathematical), z3::unsat);
}

} // namespace
} // namespace kiki
