// Loop-head invariants for correctness witnesses: a C condition (the subset
// of witness/InvariantExpr) holds at a loop's head on every arrival iff it
// holds on the first arrival (from the program's real start) and, assumed
// at the head of an iteration, at each of its back edges. Both are asked of
// the run's solver for every encoded instance of the loop, whose encoding
// covers every execution (k-induction: each instance also starts
// arbitrarily, constrained by kiki's own proved invariants).
#pragma once
#include "domains/Template.h"
#include "engines/KikiEngine.h"
#include "witness/InvariantExpr.h"
#include "solver/Solver.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace kiki {

/// One encoded instance of a loop, as its invariant inference saw it.
struct LoopRecord {
  const void *loop; // the llvm::Loop: instances of one loop share it
  unsigned line;
  std::string function;
  std::vector<TemplateVar> vars;
  LoopTransition transition;
  z3::expr entryGuard;
};

struct HeadCheckResult {
  HeadCheck verdict;
  std::string reason; // NotUsed, Unknown: why
  /// FalseOnEntry: the head variables' values on an entry where it is false.
  std::map<std::string, int64_t> entryValues{};
};

/// The names a condition may use at a loop's head: C variables in scope
/// there (TemplateVar::cVariable) of an integer type, each named by one
/// template variable only; with their index in LoopRecord::vars.
std::map<std::string, size_t> headVariables(const LoopRecord &record);

class HeadInvariantChecker {
public:
  /// `assumptions` restrict the queries as in invariant inference (no
  /// earlier failed overflow check, no exit from a part not unwound).
  HeadInvariantChecker(Solver &solver, std::vector<z3::expr> assumptions)
      : solver_(solver), assumptions_(std::move(assumptions)) {}

  /// Checks `expr` at the head of every instance in `instances` (all the
  /// encoded instances of one loop).
  HeadCheckResult check(const InvariantExpr &expr,
                        const std::vector<const LoopRecord *> &instances);

private:
  Solver &solver_;
  std::vector<z3::expr> assumptions_;

  /// Whether `query` is unsat under the assumptions (nullopt: unknown).
  std::optional<bool> unsat(const z3::expr &query);
  HeadCheckResult checkInstance(const InvariantExpr &expr, const LoopRecord &record);
  /// After a Sat answer: the head variables' values in the model.
  std::map<std::string, int64_t> headValues(const LoopRecord &record);
};

/// The condition `expr` of the C program on the template state `state`
/// of `record`: its value where C defines it without wrap-around or a
/// conversion that changes a value, false elsewhere. nullopt with `why` set
/// when a name is not a head variable of the record.
std::optional<z3::expr> encodeCondition(const InvariantExpr &expr, const LoopRecord &record,
                                        const TemplateState &state, std::string &why);

/// The encoded instances of one loop (all of them, or `complete` is false).
struct LoopGroup {
  unsigned line;
  std::string function;
  std::vector<const LoopRecord *> instances;
  bool complete;
};

class Unwinder;
/// The recorded instances per loop; complete when every instance of the
/// loop the unwinder encoded was recorded and no call is left to unwind.
std::vector<LoopGroup> groupLoops(const std::vector<LoopRecord> &records,
                                  const Unwinder &unwinder);

/// The facts of kiki's converged invariants (`inferred`) that hold at the
/// heads of their loops, joined with && per loop (engines/WitnessInvariants).
std::vector<HeadInvariant> findHeadInvariants(HeadInvariantChecker &checker,
                                              const std::vector<LoopGroup> &loops,
                                              const std::vector<LoopInvariant> &inferred);

/// What a correctness witness cannot state: for each loop with converged
/// facts that are no C expression (array segments' "for every k", heap
/// shapes), one line naming the loop and the first such fact.
std::vector<std::string> factsNotInWitness(const std::vector<LoopInvariant> &inferred);

struct Witness;
/// Each loop invariant of a correctness witness, checked at its loop.
std::vector<CheckedInvariant> checkWitnessInvariants(HeadInvariantChecker &checker,
                                                     const std::vector<LoopGroup> &loops,
                                                     const Witness &witness);

} // namespace kiki
