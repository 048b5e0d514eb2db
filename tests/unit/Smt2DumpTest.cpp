// --dump-smt2: the file is a problem Z3 accepts on its own and asks the
// query alone, also when an assumption names a literal that no assertion
// mentions (plain BMC's after.failure literal was left undeclared).
#include "solver/Solver.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

namespace kiki {
namespace {

std::string answerOf(const std::string &path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  z3::context fresh;
  return Z3_eval_smtlib2_string(fresh, text.str().c_str());
}

TEST(Smt2Dump, AssumptionOnlyLiteralsAreDeclared) {
  std::string path = ::testing::TempDir() + "kiki_dump_test.smt2";
  z3::context ctx;
  SolverOptions options;
  options.smt2Log = path;
  Solver solver(ctx, options);
  z3::expr x = ctx.bv_const("x", 8), flag = ctx.bool_const("flag");
  z3::expr onlyAssumed = ctx.bool_const("only.assumed!0");
  solver.add(z3::implies(flag, x == ctx.bv_val(3, 8)));
  EXPECT_EQ(solver.check({flag, !onlyAssumed}), SatResult::Sat);
  EXPECT_EQ(answerOf(path), "sat\n");
  EXPECT_EQ(solver.check({flag, onlyAssumed, x != ctx.bv_val(3, 8)}), SatResult::Unsat);
  EXPECT_EQ(answerOf(path), "unsat\n");
  std::remove(path.c_str());
}

} // namespace
} // namespace kiki
