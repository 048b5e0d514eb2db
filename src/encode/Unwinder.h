// The incremental unwinder (chapter section 4.3): the whole program, calls
// inlined, becomes one formula on the shared solver. Every loop instance is
// unwound k times; the (k+1)-th iteration is added later without touching
// what is there. Code after a loop reads the loop's exit state through fresh
// merge variables whose definitions grow with each iteration, and checks run
// under the assumption that no execution goes beyond the unwound part
// (the frontier literals, section 5.4).
#pragma once
#include "encode/Incoming.h"
#include "encode/LoopSite.h"
#include "encode/FunctionSummary.h"
#include "encode/MemoryModel.h"
#include "encode/SignedRange.h"
#include "encode/Sym.h"
#include "encode/TraceRecords.h"
#include "encode/templates/HeapTemplate.h"
#include "results/Property.h"
#include "model/LoopWrites.h"
#include "model/PointsTo.h"
#include "model/ProgramModel.h"
#include "solver/Solver.h"
#include "options/Config.h"

#include <llvm/IR/Instructions.h>
#include <llvm/IR/Operator.h>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <variant>

namespace kiki {

/// SSA bindings of one scope; a loop iteration's scope is a child of the
/// scope in which the loop was entered.
struct Env {
  std::shared_ptr<Env> parent;
  std::unordered_map<const llvm::Value *, Sym> values;
};
using EnvPtr = std::shared_ptr<Env>;

/// Program state on the current path while a block is encoded.
struct PathState {
  z3::expr guard;
  MemState mem;
};

struct Frame {
  const llvm::Function *function;
  int instance = -1; // its CallInstance
  std::vector<const llvm::Function *> callStack; // including this function
  std::vector<Incoming> returns;                 // phis[0] is the value
  std::vector<z3::expr> stackObjects;
};

/// The exit state of a loop instance towards one exit block: fresh
/// variables defined by implications from each iteration's exit edges.
struct ExitMerge {
  const llvm::BasicBlock *block;
  Incoming merged;
  z3::expr tail; // "this exit is taken in an iteration not yet encoded"
  /// The loop changes no memory: the exit's memory is the loop's entry
  /// memory, not a variable defined by each iteration's exit.
  bool memoryKept = false;
  /// Per phi: the hull of the signed ranges of the values the exits taken so
  /// far carry (plain BMC; sized at the first exit taken).
  struct PhiHull {
    std::optional<SignedRange> range; // none while no exit is taken
    bool wholeType = false;           // an exit carried a value without a range
  };
  std::vector<PhiHull> phiHulls{};
  /// While the loop is being completed at once (completeAtOnce): each
  /// iteration's edges into the exit block, from which a complete loop's
  /// exit state is built as their if-then-else.
  std::vector<Incoming> events{};
};

/// The loop-back variables of an instance are the header phi values carried
/// by `nextHead`; its loop-select guard is `reachNext`. For k-induction the
/// first iteration may also start in an arbitrary state (`havocEntry`).
struct LoopInstance {
  Frame *frame;
  const llvm::Loop *loop;
  EnvPtr entryEnv;
  TraceBlockPtr trace;
  unsigned iterations = 0;
  std::vector<Incoming> nextHead;
  z3::expr reachNext; // literal: the next, not yet encoded iteration is reached
  std::vector<ExitMerge> exits{};
  std::optional<z3::expr> havocEntry{};
  std::optional<Incoming> havocStart{};// the arbitrary start (k-induction)
  std::optional<z3::expr> entryHeapCount{}; // live heap objects on entering
  std::vector<Incoming> firstLatches{};// back edges of the first iteration
  EnvPtr firstEnv{};                   // the values of the first iteration
  // Per encoded iteration: the merged state at its head and its trace.
  std::vector<Incoming> heads{};
  std::vector<TraceBlockPtr> headTraces{};
  bool siteTaken = false;              // handed out as a LoopSite
  unsigned eagerDepth = 0;             // unwound this deep at once (smallTripBound)
  bool keepExitEvents = false;         // completeAtOnce is collecting ExitMerge::events
  /// The last iteration encoded surely went on when reached, or surely
  /// ended: the encoding decided its branches (unwindWhileDetermined).
  bool lastIterationDetermined = false;
  /// Under k-induction: unwound completely, with no arbitrary start and no
  /// invariant; its exit tails must be unreachable for a proof (wholeLoopTails).
  bool wholeInStep = false;
  /// The memory the exits read when the loop writes none (keptMemory).
  std::optional<MemState> keptMemory{};
  LoopInstance *enclosing = nullptr;   // whose iteration this instance is in
  // Per encoded iteration: "this is the deepest iteration" (assumed false
  // for all but the last). From an arbitrary start, only the deepest
  // iteration's checks count in the induction step; from the real start,
  // all do.
  std::vector<z3::expr> deepest{};
  // Per property: no check directly in this loop's body failed in the
  // iterations encoded so far (okBefore) / in the current one (okCurrent).
  std::map<unsigned, z3::expr> okBefore{}, okCurrent{};
  /// The values of the first iteration's calls of input functions (and of
  /// locals declared uninitialised in it), in order.
  std::vector<z3::expr> firstInputs{};
};

/// An inlined call: the state at the callee's entry and the call it is
/// nested in (non-termination compares the entries of recursive calls).
struct CallInstance {
  const llvm::Function *callee;
  std::vector<Sym> args;
  Incoming entry; // guard and memory; no phis
  int parent;     // the enclosing instance; -1 for the entry function's
  TraceBlockPtr trace;
  /// Set once the callee is encoded: "the call returns" and the value it
  /// returns (none for void), for preconditions in a calling context.
  std::optional<z3::expr> returns{};
  std::optional<Sym> result{};
};

/// A call not inlined yet because its recursion depth exceeds the unwinding.
struct DeferredCall {
  int parent; // the CallInstance that makes the call
  std::vector<const llvm::Function *> callStack;
  const llvm::Function *callee;
  std::vector<Sym> args;
  z3::expr reach;     // literal: the call is executed
  PathState entry;
  PathState exit;     // fresh: state after the call returns
  std::optional<Sym> result;
  TraceBlockPtr trace;
  bool expanded = false;
  /// A proved summary of the callee stands for it under summaryLiteral().
  bool summarized = false;
};

struct UnsupportedEvent {
  z3::expr guard;
  std::string reason;
  unsigned line;
};

/// A call of a library function kiki has no model of: its result and its
/// effects on memory are over-approximated (non-deterministic).
struct UnmodelledCall {
  z3::expr guard;
  std::string name;
  unsigned line;
};

class Unwinder {
public:
  Unwinder(ProgramModel &model, const PropertyTable &properties,
           const Config &config, Solver &solver, MemoryModel &memory);

  /// Encodes the entry function with every loop unwound `depth` times.
  void start(unsigned depth);
  /// Adds iterations (and recursion levels) up to `depth`.
  void unwindTo(unsigned depth);

  /// Literals "an execution goes beyond the unwound part here" (loop-select
  /// guards of the next iterations, calls not inlined yet).
  std::vector<z3::expr> frontier() const;
  /// Literals "code after a loop or call continues from a part not unwound
  /// yet"; checks assume them false, so earlier violations are still found.
  std::vector<z3::expr> openTails() const;
  /// The loop exits among openTails(): with every loop instance also
  /// starting arbitrarily (k-induction), a run that leaves a loop after more
  /// iterations than encoded is covered by the arbitrary start, so these may
  /// be assumed false in the step and in invariant inference. The tails of
  /// deferred calls may not.
  std::vector<z3::expr> openLoopTails() const;
  /// The open tails of loops unwound completely under k-induction
  /// (LoopInstance::wholeInStep): the induction step may not assume them
  /// false, it must show them unreachable.
  std::vector<z3::expr> wholeLoopTails() const;
  /// openTails() without wholeLoopTails(): what the induction step assumes.
  std::vector<z3::expr> stepTails() const;
  /// stepTails() without the tails of summarized calls: what the induction
  /// step assumes when it also assumes summaryLiteral().
  std::vector<z3::expr> stepTailsWithSummaries() const;
  /// Violation conditions found so far, per property.
  const std::vector<std::vector<z3::expr>> &violations() const { return violations_; }
  /// The same for the induction step: each violation in a loop iteration
  /// under the premise that the property held in the earlier iterations of
  /// the same loop instance (k-induction).
  const std::vector<std::vector<z3::expr>> &stepViolations() const {
    return stepViolations_;
  }
  /// Literals "this loop instance starts in an arbitrary state"; bounded
  /// model checking assumes them false.
  std::vector<z3::expr> havocEntries() const;
  /// Assumptions of the induction step: "iteration j is not the deepest" for
  /// every iteration but the last of each loop instance.
  std::vector<z3::expr> shallowIterations() const;
  /// Loop instances with an arbitrary start and a first iteration that were
  /// not handed out before (k-induction only), in the order their invariants
  /// should be inferred: program order, but an instance after the instances
  /// nested in its iterations (each then sees the invariants of the loops
  /// before it and inside it).
  std::vector<LoopSite> takeLoopSites();
  /// Literals "a recursive call not inlined yet is executed".
  std::vector<z3::expr> pendingCalls() const;
  /// Proved summaries of recursive functions (engines/FunctionSummaries),
  /// set before start(): under summaryLiteral(), a call of such a function
  /// that is not inlined may return, with a result the summary allows and
  /// the memory it was called with (the function touches none).
  void setSummaries(std::vector<FunctionSummary> summaries);
  const z3::expr &summaryLiteral() const { return useSummaries_; }
  /// A further summary of a summarised function that holds in its calling
  /// context: under `literal` (with summaryLiteral()) for every call of it
  /// not inlined, made so far or later.
  void addContextSummary(FunctionSummary summary, const z3::expr &literal);
  /// The functions setSummaries gave a summary.
  std::vector<const llvm::Function *> summarizedFunctions() const;
  /// The inlined calls of `f` made outside any call of `f`: their entry
  /// guards and arguments.
  std::vector<std::pair<z3::expr, std::vector<Sym>>>
  outsideCallsTo(const llvm::Function &f) const;
  /// The pending calls a summary stands for: an execution through them is
  /// covered where summaryLiteral() is assumed (the induction step).
  std::vector<z3::expr> summarizedCalls() const;
  /// pendingCalls() without summarizedCalls().
  std::vector<z3::expr> unsummarizedCalls() const;
  /// Calls that were not inlined when first encoded and got a summary.
  unsigned long summarizedCallSites() const { return summarizedCallSites_; }
  /// The same with the function each such call calls.
  std::vector<std::pair<const llvm::Function *, z3::expr>> pendingCallees() const;
  /// The calls of `callee` not unwound yet: their reach literals and
  /// arguments.
  std::vector<std::pair<z3::expr, std::vector<Sym>>>
  pendingCallsTo(const llvm::Function &callee) const;
  /// Every loop instance encoded so far (non-termination compares the
  /// states at the heads of their iterations).
  const std::vector<std::unique_ptr<LoopInstance>> &loopInstances() const { return loops_; }
  /// Every call not inlined when first encoded, expanded since or not.
  const std::vector<std::unique_ptr<DeferredCall>> &deferredCalls() const { return calls_; }
  /// Every call inlined so far, in the order of inlining.
  const std::vector<CallInstance> &callInstances() const { return callInstances_; }
  const std::vector<UnsupportedEvent> &unsupported() const { return unsupported_; }
  const std::vector<UnmodelledCall> &unmodelled() const { return unmodelled_; }
  /// Guards of every place where code kiki does not model runs (unsupported
  /// constructs, calls without body or model): what follows is a guess.
  std::vector<z3::expr> unmodelledGuards() const;
  /// Assumptions under which an encoded execution is a real, modelled one:
  /// no failed check lets it go on, it continues past no part not unwound
  /// yet, and it runs no code kiki does not model.
  std::vector<z3::expr> modelledRunAssumptions() const;
  TraceBlockPtr trace() const { return rootTrace_; }
  /// Names for the objects created so far (only kept with --trace).
  std::vector<ObjectLabel> objectLabels() const;
  /// How invariants name a heap allocation site ("malloc@line 9") and an
  /// object of the program (its variable's name where known).
  HeapDomain::Names heapNames() const;
  /// Literal: executions go on after a failed overflow check.
  const z3::expr &afterFailure() const { return afterFailure_; }
  unsigned depth() const { return depth_; }
  const RangeCounts &rangeCounts() const { return rangeCounts_; }
  unsigned long loopsCompletedAtOnce() const { return loopsCompletedAtOnce_; }

private:
  ProgramModel &model_;
  const PropertyTable &properties_;
  const Config &config_;
  Solver &solver_;
  MemoryModel &memory_;
  z3::context &ctx_;
  unsigned depth_ = 0;
  unsigned freshCounter_ = 0;
  /// The signed ranges of named values (definedName), which decide overflow
  /// checks that cannot fail without the solver.
  RangeFacts ranges_;
  RangeCounts rangeCounts_;
  unsigned long loopsCompletedAtOnce_ = 0;
  std::vector<FunctionSummary> summaries_;
  std::vector<std::pair<FunctionSummary, z3::expr>> contextSummaries_;
  void applySummary(const DeferredCall &call, const FunctionSummary &summary,
                    const z3::expr &literal);
  z3::expr useSummaries_;
  unsigned long summarizedCallSites_ = 0;
  void summarize(DeferredCall &call);

  std::vector<std::unique_ptr<Frame>> frames_;
  std::vector<std::unique_ptr<LoopInstance>> loops_;
  std::vector<std::unique_ptr<DeferredCall>> calls_;
  std::vector<CallInstance> callInstances_;
  std::vector<std::vector<z3::expr>> violations_;
  std::vector<std::vector<z3::expr>> stepViolations_;
  LoopInstance *currentIteration_ = nullptr;
  std::vector<UnsupportedEvent> unsupported_;
  std::vector<UnmodelledCall> unmodelled_;
  std::unordered_map<const llvm::Value *, z3::expr> globals_;
  /// Where loaded pointers may point: reads through them skip the stores
  /// into other objects (MemoryModel::loadWithin).
  std::optional<PointsTo> pointsTo_;
  void notePointsToSite(const z3::expr &base, const llvm::Value &site);
  Sym loadThrough(const llvm::LoadInst &load, const z3::expr &ptr, const PathState &state);
  Sym atObjectStart(const llvm::Value &pointer, Sym value, const z3::expr &guard);
  TraceBlockPtr rootTrace_;
  std::vector<ObjectLabel> allocationLabels_; // stack and heap objects
  z3::expr afterFailure_;

  // Unwinder.cpp: the entry state, regions of blocks and their terminators.
  std::string freshName(const std::string &base);
  z3::expr literal(const z3::expr &definition, const std::string &base);
  /// `value`, or a constant named after `base` that equals it when its term
  /// is large (see the definition).
  Sym nameIfLarge(const Sym &value, const std::string &base);
  /// `value`, or a named constant that equals it when it is an integer
  /// computed by multiplication, division or remainder (a loop variable
  /// carried to the next iteration; see the definition).
  Sym nameIfArithmetic(const Sym &value, const std::string &base);
  /// A fresh constant named after `base`, defined once in the solver as
  /// `value`.
  z3::expr definedName(const z3::expr &value, const std::string &base);
  MemState initialiseGlobals(MemState mem);
  /// A write of `length` bytes (a store: nullopt, at least one) at `dst`
  /// into a read-only object crashes a real run: the execution ends there
  /// (MemoryModel::setReadOnly).
  void endIfReadOnly(PathState &state, const z3::expr &dst,
                     std::optional<z3::expr> length = std::nullopt);
  MemState commandLine(const llvm::Function &entry, const z3::expr &argc, const Sym &argv,
                       MemState mem);
  MemState inputObjects(const llvm::Function &entry, MemState mem);
  struct RegionExits {
    std::vector<Incoming> latches;
    std::map<const llvm::BasicBlock *, std::vector<Incoming>> exits;
  };
  RegionExits encodeRegion(Frame &frame, const llvm::Loop *loop, EnvPtr env,
                           TraceBlockPtr trace,
                           std::map<const llvm::BasicBlock *, std::vector<Incoming>> pending);
  Incoming mergeIncoming(const llvm::BasicBlock &block, std::vector<Incoming> in);
  std::vector<Sym> phiValues(const llvm::BasicBlock &from, const llvm::BasicBlock &to,
                             Env &env);
  void encodeTerminator(const llvm::Instruction &term, Env &env, PathState &state,
                        const std::function<void(const llvm::BasicBlock *, Incoming)> &route,
                        Frame &frame);
  // LoopUnwinding.cpp: loop instances, their iterations and arbitrary starts.
  LoopInstance &createLoop(Frame &frame, const llvm::Loop *loop, EnvPtr env,
                           TraceBlockPtr trace, std::vector<Incoming> entry);
  void encodeIteration(LoopInstance &instance);
  void addHavocEntry(LoopInstance &instance);
  static constexpr unsigned kMaxNestedWholeTrips = 8;
  /// Plain BMC: iterations a loop outside any other loop's iteration is
  /// unwound at once while the solver may still show it complete, and the
  /// conflicts each such check may take (completeAtOnce).
  static constexpr unsigned kCompletionTrips = 16;
  static constexpr unsigned kCompletionConflicts = 2000;
  /// Z3 resource units all the checks of one loop's completion may use
  /// together (a check that must build a whole execution, many decisions
  /// and few conflicts, is bounded by them; adler32's and tinycbor's
  /// checks take 1k-14k each, a harness loop over uthash inserts 0.3M).
  static constexpr uint64_t kCompletionWork = 2'000'000;
  void unwindEagerly(const Frame &frame, LoopInstance &created);
  void completeAtOnce(LoopInstance &instance);
  void unwindWhileDetermined(LoopInstance &instance);
  void finishEagerUnwinding(LoopInstance &instance);
  void noteExitRanges(ExitMerge &exit, const std::vector<Sym> &phis);
  void exitAsIfThenElse(ExitMerge &exit);
  void noteRange(const z3::expr &name, SignedRange range);
  /// The exit tails of the loop instances still open, of the whole loops
  /// and/or the others.
  std::vector<z3::expr> loopTails(bool whole, bool others) const;
  /// The exit guards of the pending calls (`summarized`: also of those a
  /// summary stands for).
  void addCallTails(std::vector<z3::expr> &lits, bool summarized = true) const;
  /// The reach literals of the pending calls, summarized and/or others.
  std::vector<z3::expr> pendingReaches(bool summarized, bool others) const;
  std::optional<unsigned> wholeInStepTrips(const Frame &frame, const llvm::Loop &loop);
  MemState havocMemory(LoopInstance &instance);
  MemoryModel::WrittenRange writtenRange(const LoopInstance &instance, const CountedWrite &write,
                                         const std::vector<Sym> &headPhis);
  const LoopEffects &effectsOf(const llvm::Loop &loop);
  std::optional<MemState> keptMemory(const llvm::Loop &loop, const std::vector<Incoming> &entry);
  MemState mergedMemory(const std::vector<Incoming> &entry);
  std::vector<z3::expr> writtenObjects(const LoopInstance &instance, const LoopWrites &writes,
                                       bool counted);
  std::optional<MemState> exitFrameEntry(const llvm::Loop &loop,
                                         const std::vector<Incoming> &entry);
  MemState exitMemory(const LoopInstance &instance, const std::optional<MemState> &frameEntry,
                      const std::string &name);
  std::map<const llvm::Loop *, LoopEffects> loopEffects_;
  void recordViolation(unsigned property, const z3::expr &violated);
  // CallInlining.cpp: inlined calls and deferred recursive ones.
  bool expandPending();
  /// Inlines `callee`; returns the state after it returns and its result.
  std::pair<PathState, std::optional<Sym>>
  inlineCall(int parent, const std::vector<const llvm::Function *> &callStack,
             const llvm::Function &callee, const std::vector<Sym> &args,
             const PathState &entry, TraceBlockPtr trace);
  void expandCall(DeferredCall &call);
  // LoopSites.cpp: the loop instances handed out with their templates,
  // which the builders of encode/templates/ make through a LoopView.
  friend class LoopView;
  LoopSite loopSite(LoopInstance &instance);
  /// --heap with --pointer-check: the facts memory safety over the heap
  /// needs (shape rows, object sizes in points-to rows, new objects dead at
  /// loop starts, sites' objects on the heap); elsewhere they only cost.
  bool heapPointerFacts() const { return config_.engine.heap && config_.checks.pointer; }
  HeapTemplate heapTemplate_;
  std::vector<HeapAllocationSite> heapSites_;

  // Values.cpp: SSA values and constants.
  Sym value(const llvm::Value *v, Env &env);
  Sym constant(const llvm::Constant *c, Env &env);
  Sym fresh(llvm::Type *type, const std::string &name);
  z3::expr toBool(const Sym &s);
  z3::expr pointerWidth(const z3::expr &bv, bool isSigned);
  // Instructions.cpp: single instructions and the trace steps they record.
  void encodeInstruction(const llvm::Instruction &inst, Frame &frame, Env &env,
                         PathState &state, TraceBlockPtr trace);
  void recordStep(TraceStep step, const TraceBlockPtr &trace);
  void recordBranch(const llvm::Instruction &term, Env &env, const PathState &state,
                    const TraceBlockPtr &trace);
  void recordStore(const llvm::StoreInst &store, const Sym &stored, Env &env,
                   const PathState &state, const TraceBlockPtr &trace);
  void addUnsupported(const z3::expr &guard, const std::string &reason,
                      const llvm::Instruction *at);
  // Operators.cpp: arithmetic, casts, address computations, comparisons.
  Sym encodeOperator(const llvm::Instruction &inst, Env &env);
  Sym encodeBinary(const llvm::BinaryOperator &inst, Env &env);
  Sym encodeCast(const llvm::CastInst &inst, Env &env);
  z3::expr encodeGep(const llvm::GEPOperator &gep, Env &env);
  z3::expr encodeCompare(const llvm::CmpInst &inst, Env &env);
  z3::expr compareBits(llvm::CmpInst::Predicate pred, const z3::expr &a, const z3::expr &b);
  Sym comparePointers(const llvm::ICmpInst &inst, Env &env, const PathState &state);

  // Calls.cpp: calls, intrinsics and the C library.
  void encodeCall(const llvm::CallBase &call, Frame &frame, Env &env,
                  PathState &state, TraceBlockPtr trace);
  bool encodeVerifierFunction(const llvm::CallBase &call, const std::string &name,
                              Env &env, PathState &state, TraceBlockPtr trace);
  bool encodeKikiIntrinsic(const llvm::CallBase &call, const std::string &name, Env &env,
                           PathState &state, const TraceBlockPtr &trace);
  bool encodeLlvmIntrinsic(const llvm::CallBase &call, const std::string &name, Env &env);
  Sym encodeOverflowIntrinsic(const llvm::CallBase &call, const std::string &name, Env &env);
  bool encodeMemoryFunction(const llvm::CallBase &call, const std::string &name,
                            Frame &frame, Env &env, PathState &state);
  void encodeCallTo(const llvm::Function &callee, const llvm::CallBase &call,
                    Frame &frame, Env &env, PathState &state, TraceBlockPtr trace);
  void encodeIndirectCall(const llvm::CallBase &call, Frame &frame, Env &env,
                          PathState &state, TraceBlockPtr trace);
  void encodeExternalCall(const llvm::CallBase &call, const std::string &name,
                          Env &env, PathState &state, const TraceBlockPtr &trace);
  /// An input value made in the first iteration of the loop being encoded.
  void noteIterationInput(const Sym &value);
  /// A replay run (config.engine.replay): the value of a nondet call that
  /// every execution makes, after only such calls, is the native run's
  /// next value, a constant the encoding then propagates (a fuzzed crash's
  /// path is then mostly decided while it is encoded). nullopt: the call's
  /// place in the sequence is not known; the replay's `follow` constraint
  /// (encode/InputReplay) still fixes it.
  std::optional<z3::expr> replayedValue(const Sym &input, const std::string &name,
                                        const PathState &state);
  bool unconditional(const z3::expr &guard);
  size_t replayNext_ = 0;
  bool replayInOrder_ = true;
  void recordInput(const llvm::CallBase &call, const std::string &name, const Env &env,
                   const PathState &state, const TraceBlockPtr &trace);
  z3::expr mayFail(const z3::expr &base, const MemState &before, PathState &state);
  // Allocation.cpp: objects the program makes, numbered and labelled.
  z3::expr allocate(ObjectKind kind, const z3::expr &size, PathState &state,
                    const llvm::Instruction &at);
  /// The object `object`, made now, at the arbitrary start of each loop
  /// whose iteration is being encoded: no pointer loop variable points to it.
  void markFreshAtLoopStarts(const z3::expr &object);
  /// The number of the heap allocation site `at` (1-based; see heapSites_).
  unsigned allocationSiteNumber(const llvm::Instruction &at, const z3::expr &size);
  void labelAllocation(const z3::expr &base, const llvm::Instruction &at);
  std::string allocationName(const llvm::Instruction &at) const;
};

} // namespace kiki
