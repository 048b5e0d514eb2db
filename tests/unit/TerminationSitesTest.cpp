// A loop's termination needs that of everything its iterations run: its
// inner loops and the loops and recursions of the functions it calls. The
// sites record that, and a ranked loop is proved only with all of it.
#include "engines/Termination.h"
#include "frontend/Frontend.h"
#include "ParseArgs.h"

#include <gtest/gtest.h>
#include <llvm/IR/LLVMContext.h>
#include <fstream>

namespace kiki {
namespace {

const char *kProgram = R"(
int walk(int n) {
  while (n > 0)
    n--;
  return n;
}
int down(int n) { return n <= 0 ? 0 : down(n - 1); }
int main(void) {
  int s = 0;
  for (int i = 0; i < 10; i++) {
    for (int j = 0; j < i; j++)
      s++;
  }
  for (int k = 0; k < 3; k++)
    s += walk(k) + down(k);
  while (s > 0)
    s--;
  return s;
}
)";

/// The property index of the loop or recursion at `line` of function `f`.
unsigned at(const TerminationSites &sites, const std::string &f, unsigned line) {
  for (unsigned i = 0; i < sites.properties.size(); ++i)
    if (sites.properties[i].function == f && sites.properties[i].line == line)
      return i;
  ADD_FAILURE() << "no property at " << f << ":" << line;
  return 0;
}

TEST(TerminationSites, ALoopNeedsItsInnerLoopsAndItsCallees) {
  std::string file = ::testing::TempDir() + "termination_sites.c";
  std::ofstream(file) << kProgram;
  Config config = parseArgs({"--termination", file});
  llvm::LLVMContext context;
  auto module = loadProgram(config.frontEnd, config.checks, context);
  TerminationSites sites = terminationSites(*module, config);
  unsigned walkLoop = at(sites, "walk", 3), down = at(sites, "down", 7);
  unsigned outer = at(sites, "main", 10), inner = at(sites, "main", 11);
  unsigned calling = at(sites, "main", 14), last = at(sites, "main", 16);
  EXPECT_EQ(sites.within[outer], (std::set<unsigned>{inner}));
  EXPECT_EQ(sites.within[inner], std::set<unsigned>{});
  EXPECT_EQ(sites.within[calling], (std::set<unsigned>{walkLoop, down}));
  EXPECT_EQ(sites.within[last], std::set<unsigned>{});
}

TEST(TerminationSites, ARankedLoopIsProvedOnlyWithWhatItRuns) {
  TerminationSites sites;
  sites.within[0] = {1};
  TerminationProof proof;
  proof.ranked = {true, false, true};
  EXPECT_EQ(provedLoops(proof, sites, true), (std::vector<bool>{false, false, true}));
  proof.ranked = {true, true, true};
  EXPECT_EQ(provedLoops(proof, sites, true), (std::vector<bool>{true, true, true}));
  // A construct kiki cannot judge may lie inside any loop.
  EXPECT_EQ(provedLoops(proof, sites, false), (std::vector<bool>{false, false, false}));
}

} // namespace
} // namespace kiki
