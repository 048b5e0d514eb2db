#include "engines/KikiEngine.h"
#include "engines/ViolationProbe.h"
#include "encode/Trace.h"
#include "encode/InputReplay.h"
#include "encode/WitnessConstraints.h"
#include "engines/DeepeningSchedule.h"
#include "engines/FailureBudget.h"
#include "engines/SummaryUse.h"
#include "engines/KikiInvariants.h"
#include "engines/PartnerExchange.h"
#include "engines/PhaseTimer.h"
#include "engines/ProgramEncoding.h"
#include "engines/PropertyBook.h"
#include "model/LoopFreePrefix.h"
#include "solver/Queries.h"
#include "util/ProgressLine.h"
#include "util/Stop.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <ostream>
#include <set>

namespace kiki {
namespace {

/// kIkI at each depth k: the base case (the bounded checks: failures within
/// k unwindings), the forward condition (no execution goes beyond them: the
/// properties not violated hold) and the inductive step (with every loop
/// starting anywhere in its invariant, no k-th iteration violates them).
class KikiEngine {
public:
  KikiEngine(ProgramModel &model, const PropertyTable &properties, const Config &config,
             std::ostream &progress, const PartnerLink &partner)
      : enc_(model, properties, config), model_(model), properties_(properties), config_(config),
        progress_(progress), book_(properties, result_), budget_(config),
        partner_(partner, config, book_, result_) {
    if (config.engine.witness)
      witness_.emplace(ctx_, *config.engine.witness);
    if (config.engine.replay)
      replay_.emplace(ctx_, *config.engine.replay);
    if (config.engine.verbosity >= 3)
      enc_.solver.setQueryLog(&progress_);
    book_.decideAtOnce();
  }

  AnalysisResult run() {
    try {
      unwindAndCheck();
    } catch (const z3::exception &e) {
      // An interrupted solver may throw from any call (simplify, eval);
      // what was decided before the stop stands. So does what was decided
      // before the solver's memory limit.
      if (saysOutOfMemory(e.msg()))
        stopForMemory();
      if (!stopRequested())
        throw;
    }
    partner_.adoptVerdicts();
    book_.withdrawConditionalProofs(true);
    if (stopRequested() && !searchCancelled())
      result_.notes.push_back({NoteKind::Stopped, stopReason() +
                                                      ": the properties not decided by "
                                                      "then are UNKNOWN"});
    budget_.noteIfCancelled(result_);
    result_.depth = unwinder_.depth();
    result_.stats = solver_.stats();
    result_.stats.functionsSummarised = summaries_.functionsSummarised();
    result_.stats.summarizedCallSites = unwinder_.summarizedCallSites();
    if (config_.output.stats) {
      result_.stats.formulaTerms = solver_.formulaTerms();
      result_.stats.overflowChecksByRanges = unwinder_.rangeCounts().overflowChecks;
      result_.stats.narrowedOperations = unwinder_.rangeCounts().narrowedOperations;
      result_.stats.loopsCompletedAtOnce = unwinder_.loopsCompletedAtOnce();
    }
    if (witness_)
      result_.witnessUnused = witness_->unused();
    if (book_.openCount() > 0) {
      explainUnknowns();
      addUnknownReasons(model_.module(), invariants_.imprecision(), result_);
      invariants_.addDomainHints(result_);
    }
    invariants_.addHeadInvariants(result_);
    // The engine outlives its run (runKiki): a deadline left behind would
    // interrupt the solvers of whatever runs next in this process.
    dropSearchDeadline();
    return std::move(result_);
  }

private:
  ProgramEncoding enc_;
  ProgramModel &model_;
  z3::context &ctx_ = enc_.ctx;
  Solver &solver_ = enc_.solver;
  Unwinder &unwinder_ = enc_.unwinder;
  const PropertyTable &properties_;
  const Config &config_;
  std::ostream &progress_;
  AnalysisResult result_;
  PropertyBook book_;
  FailureBudget budget_;
  PartnerExchange partner_;
  ViolationProbe probe_;
  double lastProgress_ = 0;
  std::optional<WitnessConstraints> witness_; // --validate-witness
  std::optional<InputReplay> replay_;         // a fuzzed crash replayed
  std::optional<std::set<unsigned>> prefixChecks_; // made on first use
  KikiInvariants invariants_{enc_, config_, progress_};
  SummaryUse summaries_{enc_, model_, properties_, config_, progress_};

  /// Summaries of the recursive functions that touch no memory, before the
  /// encoding: their checks are proved for every call.
  void summarizeFunctions() {
    if (!summaries_.hasCandidates())
      return;
    std::vector<unsigned> proved;
    timed("summaries", [&] { proved = summaries_.inferBeforeEncoding(); });
    for (unsigned p : proved)
      if (book_.isOpen(p))
        book_.prove(p, false);
  }

  void unwindAndCheck() {
    budget_.restartClock();
    summarizeFunctions();
    if (!config_.engine.incremental()) {
      timed("encoding", [&] { unwinder_.start(config_.engine.unwind.value_or(1)); });
      checkAtCurrentDepth();
    } else {
      DeepeningSchedule schedule(!config_.engine.kInduction());
      for (unsigned k = 1;; k = nextDepth(k, schedule.step())) {
        progress::setDepth(k);
        timed("encoding", [&] {
          if (k == 1)
            unwinder_.start(1);
          else
            unwinder_.unwindTo(k);
        });
        timed("invariant-inference", [&] { invariants_.inferNew(result_.invariants); });
        double checkStart = budget_.elapsed();
        if (checkAtCurrentDepth())
          partner_.reportBounds(unwinder_.depth());
        schedule.record(budget_.elapsed() - checkStart);
        partner_.adoptVerdicts();
        double seconds = budget_.elapsed();
        // A progress line per unwinding once a run gets long (at most one a
        // second unless --verbosity 2 or more asks for every one).
        if (config_.engine.verbosity >= 2 || (seconds > 2.0 && seconds - lastProgress_ >= 1.0)) {
          lastProgress_ = seconds;
          progress_ << "kiki: unwinding " << k << ": " << book_.openCount()
                    << " properties open, " << solver_.stats().calls
                    << " solver calls, " << seconds << " s" << std::endl;
        }
        if (result_.complete || book_.openCount() == 0 || stopRequested() ||
            budget_.spent(result_) || (config_.engine.unwind && k >= *config_.engine.unwind))
          break;
      }
    }
  }

  /// The depth after `k`: `step` unwindings deeper, but not past --unwind
  /// (the search has ended before `k` reaches it).
  unsigned nextDepth(unsigned k, unsigned step) const {
    return config_.engine.unwind ? std::min(k + step, *config_.engine.unwind) : k + step;
  }

  /// Checks the current depth; whether its bounded checks were decided.
  bool checkAtCurrentDepth() {
    std::vector<z3::expr> tails;
    for (const auto &t : unwinder_.openTails())
      tails.push_back(!t);
    std::vector<z3::expr> unsupportedGuards;
    for (const auto &u : unwinder_.unsupported())
      unsupportedGuards.push_back(u.guard);
    bool decided = false;
    timed("bounded-checks", [&] { decided = checkBaseCase(tails, unsupportedGuards); });
    // One unwinding (--unwind N without incremental search): invariants
    // serve the induction step only (they constrain arbitrary starts, which
    // the bounded checks exclude), so none are inferred when the unwinding
    // covers every execution or nothing is open, unless they are to be
    // shown or written into a witness (invariants/unwind8, --unwind 10: 12
    // loop instances' inference, 1.7 s, for a program the unwinding
    // decides). The incremental search infers first: queries after the
    // bounded ones made heap inference queries far slower (e2e
    // heap_field_names, heap_write_traversal: 1 s -> time-out).
    // With --stop-on-fail a failure ends the run here (invariants/unwind12,
    // --unwind 7: 0.9 s of inference after the bug was found in 0.1 s).
    bool wanted = config_.output.showInvariants || !config_.output.graphmlWitness.empty() ||
                  !config_.output.yamlWitness.empty() || config_.engine.correctnessWitness;
    bool stopping = budget_.endsAtFirstFailure(result_);
    if (!config_.engine.incremental() && !stopping &&
        (wanted || (!result_.complete && book_.openCount() > 0)))
      timed("invariant-inference", [&] { invariants_.inferNew(result_.invariants); });
    // Completeness and the induction step prove the properties not violated
    // within the bound: only once the bounded check has been decided.
    if (decided && !stopping && config_.engine.kInduction() && !result_.complete && book_.openCount() > 0 &&
        inductionStepDue())
      timed("induction-step", [&] { checkInductiveStep(unsupportedGuards); });
    return decided;
  }

  // ---- The base case: bounded checks at the current depth.

  /// Failures within the bound, then completeness; false when a bounded
  /// query was not decided.
  bool checkBaseCase(const std::vector<z3::expr> &tails,
                    const std::vector<z3::expr> &unsupportedGuards) {
    if (!witness_ && !replay_ && partner_.decidedDepth(unwinder_.depth())) {
      ++result_.boundsFromPartner;
      return true;
    }
    std::vector<z3::expr> bounded = tails;
    for (const auto &select : unwinder_.havocEntries())
      bounded.push_back(!select);
    std::optional<z3::expr> passes;
    if (witness_) {
      // Executions follow the witness; violations must also pass its waypoints.
      auto terms = witness_->build(*unwinder_.trace());
      bounded.push_back(solver_.literalFor(terms.follow, "witness.follow"));
      passes = solver_.literalFor(terms.passes, "witness.passes");
    }
    if (replay_)
      bounded.push_back(solver_.literalFor(replay_->follow(*unwinder_.trace()), "replay.follow"));
    auto query = bounded;
    if (passes)
      query.push_back(*passes);
    // Counterexamples must avoid what the model cannot represent.
    if (auto lit = anyOfLiteral(solver_, unsupportedGuards, "unsupported"))
      query.push_back(!*lit);
    // Bounded checks judge every property on all executions, also those
    // that go on after a failed overflow check. Those exist only once an
    // overflow check can fail, and the first failure of an execution has a
    // prefix without one: so executions are first cut at failed overflow
    // checks (cheaper), and go on only once an overflow has failed.
    query.push_back(!unwinder_.afterFailure());
    bool decided = findViolations(query);
    book_.withdrawConditionalProofs(false);
    bool goOn = book_.anyOverflowFailure();
    if (goOn) {
      query.back() = unwinder_.afterFailure();
      decided = findViolations(query) && decided;
    }
    if (!decided)
      return false;
    bounded.push_back(goOn ? unwinder_.afterFailure() : !unwinder_.afterFailure());
    if (!witness_ && !replay_)
      proveLoopFreePrefix(bounded, unsupportedGuards);
    checkForwardCondition(bounded, unsupportedGuards);
    return true;
  }

  /// Properties violated under the assumptions become FAILURE, except the
  /// stand-ins for the unchecked accesses of unmodelled calls: reachable,
  /// they are settled as UNKNOWN. False when the solver could not decide
  /// (a stop, or "unknown"): then no open property is known to hold.
  bool findViolations(const std::vector<z3::expr> &assumptions) {
    const auto &violations = unwinder_.violations();
    for (;;) {
      // --stop-on-fail: the first failure ends the run, not the search for
      // more at this depth (whose last query can take far longer than the
      // failure did). Undecided: the others are not known to hold.
      if (budget_.endsAtFirstFailure(result_))
        return false;
      std::vector<z3::expr> open;
      for (size_t p = 0; p < violations.size(); ++p)
        if (book_.isOpen(p))
          open.insert(open.end(), violations[p].begin(), violations[p].end());
      auto lit = disjunctionLiteral(solver_, open, "violation");
      if (!lit)
        return true;
      auto query = assumptions;
      query.push_back(*lit);
      // A failure reached through a small part of a large formula is
      // found at once by its slice (engines/ViolationProbe.h).
      SatResult r = SatResult::Sat;
      if (!probe_.findFirst(solver_, query, open)) { // the probe checks its own models
        ThreadCpuClock clock;
        auto start = clock.now();
        r = solver_.check(query);
        probe_.wholeQueryTook(std::chrono::duration<double>(clock.now() - start).count());
        // A model that breaks a constraint is no counterexample: Z3 gave
        // such after interrupted queries (solver/Solver.cpp). Undecided.
        if (r == SatResult::Sat && !solver_.modelSatisfies(solver_.model(), query))
          return false;
      }
      if (r != SatResult::Sat)
        return r == SatResult::Unsat;
      z3::model model = solver_.model();
      noteUnmodelled(model);
      for (size_t p = 0; p < violations.size(); ++p) {
        if (!book_.isOpen(p))
          continue;
        for (const auto &v : violations[p]) {
          if (!model.eval(v, true).is_true())
            continue;
          if (properties_[p].unmodelled) {
            result_.properties[p].settled = true;
            break;
          }
          result_.properties[p].verdict = Verdict::Failure;
          budget_.start();
          if (config_.engine.trace) {
            auto &failed = result_.properties[p];
            failed.steps = computeTrace(model, *unwinder_.trace(), unwinder_.objectLabels(),
                                        properties_[p], static_cast<unsigned>(p));
            failed.trace = renderTraceText(failed.steps);
          }
          break;
        }
      }
    }
  }

  /// Names the unmodelled calls on the execution of `model` in the notes.
  void noteUnmodelled(const z3::model &model) {
    for (const auto &u : unwinder_.unmodelled())
      if (model.eval(u.guard, true).is_true()) {
        std::string note = "line " + std::to_string(u.line) + ": " + u.name +
                           " has no body and is not modelled: its result is taken "
                           "as arbitrary, what its pointer arguments reach as "
                           "overwritten, and its own accesses are not checked";
        result_.addNote(NoteKind::Unmodelled, note);
      }
  }

  // ---- The forward condition.

  /// The checks of the loop-free prefix (model/LoopFreePrefix.h) hold once
  /// the bounded checks find none of them violated: every execution up to
  /// them is encoded whole. Executions that went on past an unsupported
  /// construct are left out of the bounded checks, so none may be reached.
  /// Not conditional on the absence of overflows: an execution that
  /// overflows before such a check overflows first in the prefix, where the
  /// bounded checks (cut at a failed overflow) would have found it.
  void proveLoopFreePrefix(const std::vector<z3::expr> &bounded,
                           const std::vector<z3::expr> &unsupportedGuards) {
    if (!prefixChecks_) {
      const llvm::Function *entry = model_.module().getFunction(config_.frontEnd.entry);
      prefixChecks_ = entry ? loopFreePrefixChecks(model_.module(), *entry) : std::set<unsigned>{};
    }
    std::vector<size_t> open;
    for (unsigned p : *prefixChecks_)
      if (p < properties_.size() && book_.isOpen(p) && !properties_[p].unmodelled &&
          properties_[p].kind != PropertyKind::Termination)
        open.push_back(p);
    if (open.empty() || mayHold(solver_, bounded, unsupportedGuards, "unsupported.reach"))
      return;
    for (size_t p : open)
      book_.prove(p, false);
  }

  /// When no execution can go beyond the unwound part, every property not
  /// violated so far holds (unless unsupported constructs are reachable).
  void checkForwardCondition(const std::vector<z3::expr> &assumptions,
                         const std::vector<z3::expr> &unsupportedGuards) {
    if (mayHold(solver_, assumptions, unwinder_.frontier(), "frontier"))
      return;
    result_.complete = true;
    if (mayHold(solver_, assumptions, unsupportedGuards, "unsupported.reach"))
      return;
    for (size_t p = 0; p < result_.properties.size(); ++p)
      if (book_.isOpen(p))
        result_.properties[p].verdict = Verdict::Success;
  }

  // ---- The inductive step.

  /// The step query grows with k and dominates long runs, while bounded
  /// checks stay cheap; beyond depth 16 the step is tried about eight times
  /// per doubling of k (and at the last depth asked for). A property that
  /// is k-inductive is k'-inductive for k' >= k, so skipping depths delays
  /// a proof by at most an eighth of k and never loses one.
  bool inductionStepDue() const {
    unsigned k = unwinder_.depth();
    if (!config_.engine.incremental() || k <= 16 || (config_.engine.unwind && k >= *config_.engine.unwind))
      return true;
    unsigned log2 = 31 - static_cast<unsigned>(__builtin_clz(k));
    return k % (1u << (log2 - 3)) == 0;
  }

  /// The k-induction step: loops may start anywhere, so a property without
  /// a step violation holds in every execution (its base case is the bounded
  /// check at the same depth). Recursion not unwound yet and reachable
  /// unsupported code are not covered by the step, so they prevent proofs.
  void checkInductiveStep(const std::vector<z3::expr> &unsupportedGuards) {
    auto uncovered = unsupportedGuards;
    // Calls a summary stands for are covered under the summary literal.
    auto summarized = unwinder_.summarizedCalls();
    auto calls = unwinder_.unsummarizedCalls();
    uncovered.insert(uncovered.end(), calls.begin(), calls.end());
    // A loop unwound completely (no arbitrary start) is covered only where
    // it leaves within its unwinding: its tails are shown unreachable, not
    // assumed.
    auto whole = unwinder_.wholeLoopTails();
    uncovered.insert(uncovered.end(), whole.begin(), whole.end());
    std::vector<z3::expr> stepTails;
    for (const auto &t : summarized.empty() ? unwinder_.stepTails()
                                            : unwinder_.stepTailsWithSummaries())
      stepTails.push_back(!t);
    if (!summarized.empty())
      stepTails.push_back(unwinder_.summaryLiteral());
    if (mayHold(solver_, stepTails, uncovered, "step.uncovered"))
      return;
    auto stepAssumptions = stepTails;
    for (const auto &a : unwinder_.shallowIterations())
      stepAssumptions.push_back(a);
    // While no overflow has failed, the step and the invariants may assume
    // executions end at a failed overflow check: a proof then says "no
    // property is violated before an overflow", which is a proof of every
    // property once all overflow checks are proved too (finish() undoes
    // them otherwise). After an overflow failure, executions go on and the
    // invariants are not used.
    bool cut = !book_.anyOverflowFailure();
    z3::expr cutLiteral = cut ? !unwinder_.afterFailure() : unwinder_.afterFailure();
    stepAssumptions.push_back(cutLiteral);
    if (!summarized.empty()) {
      auto covering = stepTails;
      covering.push_back(cutLiteral);
      for (const auto &literal : summaries_.contextAssumptions(covering, cut))
        stepAssumptions.push_back(literal);
    }
    // One query for all open properties: a step violation of some of them
    // rules those out at this depth, and the rest are asked again, so a
    // step that proves everything costs one solver call, not one each.
    const auto &step = unwinder_.stepViolations();
    std::vector<size_t> candidates;
    for (size_t p = 0; p < step.size(); ++p)
      if (book_.isOpen(p))
        candidates.push_back(p);
    while (!candidates.empty()) {
      std::vector<z3::expr> terms;
      for (size_t p : candidates)
        terms.insert(terms.end(), step[p].begin(), step[p].end());
      auto lit = disjunctionLiteral(solver_, terms, "step.violation");
      auto query = stepAssumptions;
      if (lit)
        query.push_back(*lit);
      SatResult r = lit ? solver_.check(query) : SatResult::Unsat;
      if (r == SatResult::Unknown)
        return;
      if (r == SatResult::Unsat) {
        for (size_t p : candidates) {
          book_.prove(p, cut);
        }
        return;
      }
      z3::model model = solver_.model();
      size_t before = candidates.size();
      std::erase_if(candidates, [&](size_t p) {
        return std::any_of(step[p].begin(), step[p].end(), [&](const z3::expr &v) {
          return model.eval(v, true).is_true();
        });
      });
      if (candidates.size() == before) // cannot happen: the literal holds
        return;
    }
  }

  /// Why the properties still open are open.
  void explainUnknowns() {
    // addNote: once each, also where the partner process sent it already.
    for (const auto &u : unwinder_.unsupported())
      result_.addNote(NoteKind::Unmodelled,
                      "line " + std::to_string(u.line) + ": " + u.reason +
                          " is not modelled; properties that may depend on it are UNKNOWN");
    // A stopped run did not ask whether its unwinding was complete; its
    // stop note explains the open properties.
    if (!result_.complete && !stopRequested() && !result_.stopExplained())
      result_.notes.push_back({NoteKind::General, "the unwinding (depth " +
                                                       std::to_string(unwinder_.depth()) +
                                                       ") does not cover all executions"});
  }

  /// Runs one phase: its time for --stats, its name on the progress line
  /// ("invariant-inference" as "invariant inference").
  template <typename Work> void timed(const char *phase, Work work) {
    std::string words(phase);
    std::replace(words.begin(), words.end(), '-', ' ');
    progress::setActivity(words);
    progress::setProperties(properties_.size() - book_.openCount(), properties_.size());
    timePhase(result_, phase, work);
  }
};

} // namespace

AnalysisResult runKiki(ProgramModel &model, const PropertyTable &properties,
                       const Config &config, std::ostream &progress,
                       const PartnerLink &partner) {
  // The engine is deliberately not destroyed (as clang's -disable-free):
  // freeing a solver context of millions of terms took 16 s once, after a
  // time limit and before the report; the process ends soon after it.
  auto engine = std::make_unique<KikiEngine>(model, properties, config, progress, partner);
  AnalysisResult result = engine->run();
  (void)engine.release(); // kept until the process ends
  return result;
}

} // namespace kiki
