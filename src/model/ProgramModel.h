// The program model the encoder walks: functions, their loop trees and, per
// loop, the acyclic region of blocks that one iteration executes (subloops
// collapsed to their headers), in topological order.
#pragma once
#include "ir/SourceInfo.h"
#include <optional>
#include <llvm/Analysis/AssumptionCache.h>
#include <llvm/Analysis/LoopInfo.h>
#include <llvm/Analysis/ScalarEvolution.h>
#include <llvm/Analysis/TargetLibraryInfo.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Module.h>
#include <map>
#include <memory>
#include <vector>

namespace kiki {

class ProgramModel {
public:
  explicit ProgramModel(llvm::Module &module);

  llvm::Module &module() { return module_; }
  const SourceInfo &source() const { return source_; }
  const llvm::LoopInfo &loops(const llvm::Function &f);
  /// Blocks of one iteration of `loop` (nullptr: the function body outside
  /// all loops) in topological order; a subloop appears as its header.
  const std::vector<const llvm::BasicBlock *> &region(const llvm::Function &f,
                                                      const llvm::Loop *loop);
  /// The innermost loop whose iteration executes `block`: its LoopInfo loop,
  /// except that a dead end (a block ending in `unreachable`, such as a
  /// failed assertion) belongs to the loop of its predecessors. A violation
  /// there is then encoded in the iteration that reaches it, not after a
  /// loop exit (k-induction needs to know the iteration).
  const llvm::Loop *homeLoop(const llvm::Function &f, const llvm::BasicBlock *block);
  /// Whether `block` is executed inside an iteration of `loop`.
  bool inLoop(const llvm::Function &f, const llvm::Loop *loop, const llvm::BasicBlock *block);
  /// Functions whose address is taken, candidates of indirect calls.
  const std::vector<const llvm::Function *> &addressTaken() const { return addressTaken_; }
  /// Whether an instruction computes or converts a floating-point value.
  bool usesFloatingPoint() const { return floatingPoint_; }
  /// An array of at least 2^16 elements (a global or a local) and no heap
  /// allocation: where Z3's incremental core stalls on induction queries
  /// over the array that cvc5 answers at once (engines/ProgramEncoding.h).
  bool largeArraysOnly() const { return largeArraysOnly_; }
  /// For an innermost loop that calls no function with a body: the most
  /// times its body can run, when LLVM's scalar evolution finds a small
  /// constant bound (a loop over a fixed-size input buffer). Bounded model
  /// checking unwinds such a loop completely at once, so that the code after
  /// it is reached at the first unwinding (a bound that is wrong only costs
  /// time: the unwinding's frontier stays in place).
  std::optional<unsigned> smallTripBound(const llvm::Function &f, const llvm::Loop &loop);
  /// Whether the loop has no inner loop and runs a number of times that
  /// scalar evolution bounds by inputs alone: `for (i = 0; i < n; i++)
  /// buf[i] = nondet();` with `n` read from a nondet function. A harness
  /// filling an input of symbolic length, or building a list of `n` nodes
  /// by calls, whose bound the assumptions on the input keep small.
  bool isInputCountedLoop(const llvm::Function &f, const llvm::Loop &loop);
  /// No inner loop and no call of a function with a body (which may run
  /// loops of its own): one pass through the body is straight-line code.
  static bool isFlatLoop(const llvm::Loop &loop);
  /// The loop's number of trips when scalar evolution knows it as a
  /// constant (`for (i = 0; i < 100000; i++)`), whatever its size.
  std::optional<unsigned> constantTrips(const llvm::Function &f, const llvm::Loop &loop);
  static constexpr unsigned kMaxEagerTrips = 64;

private:
  struct FunctionInfo {
    llvm::DominatorTree dom;
    llvm::LoopInfo loops;
    std::vector<const llvm::BasicBlock *> order;
    std::map<const llvm::Loop *, std::vector<const llvm::BasicBlock *>> regions;
    // Scalar evolution and what it needs, made on first use.
    std::unique_ptr<llvm::TargetLibraryInfoImpl> libraryInfoImpl;
    std::unique_ptr<llvm::TargetLibraryInfo> libraryInfo;
    std::unique_ptr<llvm::AssumptionCache> assumptions;
    std::unique_ptr<llvm::ScalarEvolution> evolution;
  };
  llvm::Module &module_;
  SourceInfo source_;
  std::map<const llvm::Function *, std::unique_ptr<FunctionInfo>> functions_;
  std::vector<const llvm::Function *> addressTaken_;
  bool floatingPoint_ = false;
  bool largeArraysOnly_ = false;
  static bool hasLargeArray(const llvm::Module &module);
  static bool allocatesHeap(const llvm::Module &module);

  FunctionInfo &info(const llvm::Function &f);
  llvm::ScalarEvolution &evolution(const llvm::Function &f);
};

} // namespace kiki
