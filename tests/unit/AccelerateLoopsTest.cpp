// Which loops the acceleration replaces: only those whose exact effect is a
// copy, fill or havoc of independent ranges of large array objects.
#include "frontend/Frontend.h"
#include "instrument/AccelerateLoops.h"
#include "ParseArgs.h"

#include <gtest/gtest.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <fstream>

namespace kiki {
namespace {

/// The number of loops replaced in `main`'s body (declarations around it).
unsigned accelerated(const std::string &name, const std::string &body) {
  std::string file = ::testing::TempDir() + name + ".c";
  std::ofstream(file) << "int __VERIFIER_nondet_int(void);\nvoid use(int);\n"
                      << "int g[1000], h[1000], small[16];\nint main(void) {\n"
                      << body << "\nreturn 0;\n}\n";
  Config config = parseArgs({file});
  llvm::LLVMContext context;
  auto module = loadProgram(config.frontEnd, config.checks, context);
  normaliseModule(*module);
  return accelerateLoops(*module);
}

TEST(AccelerateLoops, CopyFillAndNondetLoopsAreReplaced) {
  EXPECT_EQ(accelerated("copy", "for (int i = 0; i < 1000; i++) g[i] = h[i];"), 1u);
  EXPECT_EQ(accelerated("fill", "int n = __VERIFIER_nondet_int();\n"
                                "for (int i = 3; i < n; i++) g[i] = 7;"), 1u);
  EXPECT_EQ(accelerated("havoc", "for (int i = 0; i < 1000; i++) {\n"
                                 "g[i] = __VERIFIER_nondet_int(); h[i] = 0; }"), 1u);
}

TEST(AccelerateLoops, LoopsWhoseEffectIsNoRangeOperationStay) {
  // The stored value depends on the index or on an earlier iteration.
  EXPECT_EQ(accelerated("index", "for (int i = 0; i < 1000; i++) g[i] = i;"), 0u);
  EXPECT_EQ(accelerated("shift", "for (int i = 0; i < 999; i++) g[i + 1] = g[i];"), 0u);
  // One array written twice, or read after another store wrote it.
  EXPECT_EQ(accelerated("twice", "for (int i = 0; i < 1000; i++) { g[i] = 1; g[i] = 2; }"), 0u);
  EXPECT_EQ(accelerated("chain", "for (int i = 0; i < 1000; i++) { h[i] = 1; g[i] = h[i]; }"),
            0u);
  // Other effects: a call, a branch, another counter.
  EXPECT_EQ(accelerated("call", "for (int i = 0; i < 1000; i++) { g[i] = 0; use(i); }"), 0u);
  EXPECT_EQ(accelerated("branch",
                        "for (int i = 0; i < 1000; i++) if (__VERIFIER_nondet_int()) g[i] = 0;"),
            0u);
  EXPECT_EQ(accelerated("counter", "int s = 0;\nfor (int i = 0; i < 1000; i++) { g[i] = 0; s++; }\n"
                                   "use(s);"),
            0u);
  // An index compared unsigned but extended with its sign into the address
  // (a negative start would address other elements than the range).
  EXPECT_EQ(accelerated("mixed", "int n = __VERIFIER_nondet_int();\n"
                                 "for (int i = n; i < 1000u; i++) g[i] = 0;"),
            0u);
  // A small array is unwound (its counterexamples show every element).
  EXPECT_EQ(accelerated("small", "for (int i = 0; i < 16; i++) small[i] = 0;"), 0u);
}

} // namespace
} // namespace kiki
