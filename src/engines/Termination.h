// Termination analysis (chapter sections 3.3, 6.2, 6.3): one property per
// source loop, "the loop terminates". The termination prover synthesises a
// lexicographic ranking function for every loop instance; the
// non-termination search looks for a lasso, a loop-head state that recurs.
// With --termination both run at once, in two processes, and the first
// definite answer wins; --nontermination runs only the search.
#pragma once
#include "engines/KikiEngine.h"
#include "results/Property.h"
#include "options/Config.h"
#include <llvm/IR/Module.h>
#include <iosfwd>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace llvm {
class BasicBlock;
}

namespace kiki {

/// The loops of the functions the entry can reach, as properties: a loop is
/// known by its header block (the same object in both processes).
struct TerminationSites {
  PropertyTable properties;
  std::map<const llvm::BasicBlock *, unsigned> byHeader;
  /// "recursive calls of f terminate", for every function on a cycle of
  /// the call graph; by name, the same in every copy of the module.
  std::map<std::string, unsigned> byRecursiveFunction;
  /// Those that reach themselves only directly (no other function of
  /// theirs is on a cycle with them): their recursion can be ranked alone.
  std::set<std::string> selfRecursive;
  /// Per loop property, the properties whose termination it needs: its
  /// inner loops, and the loops and recursions of every function its body
  /// may call. A ranking of its own back edges proves nothing while one of
  /// these may run forever.
  std::map<unsigned, std::set<unsigned>> within;
};
TerminationSites terminationSites(llvm::Module &module, const Config &config);

/// What the prover found: per property, whether every instance of the loop
/// was ranked; the ranking functions for --show-invariants; and why a proof
/// is impossible (recursion, constructs not modelled).
struct TerminationBlocker {
  std::string function;
  unsigned line;
  std::string what; // the property text: "recursive calls of f terminate"
  std::string note; // why it is UNKNOWN
  bool signedOverflow = false; // a possible signed overflow, nothing else
  std::optional<unsigned> property; // the table's property it leaves UNKNOWN
};
/// A proved infinite execution: the loop and its counterexample text.
struct Lasso {
  unsigned property;
  std::string trace;
  /// The stem: the path to the loop head (or call) where the cycle starts;
  /// its last step is the violated "terminates" property there.
  Counterexample steps{};
};

struct TerminationProof {
  std::vector<bool> ranked;
  std::vector<LoopInvariant> rankings;
  std::vector<TerminationBlocker> blockers;
  SolverStats stats;
  /// A loop with a closed recurrent set that a real execution reaches.
  std::optional<Lasso> recurrent;

  bool proved() const;
  /// Every loop ranked, and only possible signed overflows stand in the way.
  bool blockedOnlyBySignedOverflow() const;
  /// A possible signed overflow is among the blockers.
  bool mayOverflow() const;
};
/// Per property of `sites`, whether it is proved: `unblocked` (no construct
/// kiki cannot judge), ranked, and so is everything that runs inside its
/// iterations (TerminationSites::within). A loop's own ranking holds even
/// where an inner loop spins forever: with the prover ending before the
/// lasso search cancelled it, such an outer loop was reported SUCCESS.
std::vector<bool> provedLoops(const TerminationProof &proof, const TerminationSites &sites,
                              bool unblocked);

/// What a signed overflow does in the prover's executions: it is undefined
/// and ends them (C), or it wraps around in two's complement (what the
/// machine does). A proof with wrap-around covers every execution without
/// undefined behaviour as well.
enum class SignedOverflow { Undefined, Wraps };
struct ProverOptions {
  SignedOverflow semantics = SignedOverflow::Undefined;
  bool rank = true; // false: only look for recurrent sets
  /// Where no ranking function is found, a closed recurrent set.
  bool recurrentSets = true;
  /// With the entry set to this self-recursive function (arbitrary
  /// arguments and globals): also rank its recursive calls, a ranking
  /// function over its integer arguments that decreases from each
  /// activation to every call it makes of itself.
  std::string rankRecursionOf = {};
};
/// Instruments `module` for the prover (it changes it).
TerminationProof proveTermination(llvm::Module &module, const Config &config,
                                  const TerminationSites &sites, std::ostream &progress,
                                  const ProverOptions &options = {});

/// What the unwinding found: a lasso, or that every execution is finite
/// (it leaves every loop and recursion within `finiteWithin` iterations,
/// without undefined overflow or code kiki does not model), or neither.
struct SearchResult {
  std::optional<Lasso> lasso;
  unsigned finiteWithin = 0;
};
/// Unwinds ever deeper until a loop-head state recurs or every execution
/// has ended; stops when a stop is requested. Instruments `module`.
SearchResult findLasso(llvm::Module &module, const Config &config,
                       const TerminationSites &sites, std::ostream &progress);

/// The whole analysis for --termination / --nontermination; fills
/// `properties` with the loops.
AnalysisResult analyseTermination(llvm::Module &module, const Config &config,
                                  PropertyTable &properties, std::ostream &progress);

} // namespace kiki
