#include "engines/Bmc.h"
#include "encode/Unwinder.h"
#include "encode/WitnessConstraints.h"
#include "engines/HeadInvariants.h"
#include "engines/LoopInference.h"
#include "engines/ProgramEncoding.h"
#include "report/Trace.h"
#include "util/Stop.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <memory>
#include <ostream>
#include <set>

namespace kiki {
namespace {

class BmcEngine {
public:
  BmcEngine(ProgramModel &model, const PropertyTable &properties,
            const Config &config, std::ostream &progress, const PartnerLink &partner)
      : properties_(properties), config_(config), progress_(progress), partner_(partner),
        solver_(ctx_, solverOptions(config, model)),
        memory_(ctx_, model.module().getDataLayout()),
        unwinder_(model, properties, config, solver_, memory_) {
    result_.properties.resize(properties.size());
    if (config.witness)
      witness_.emplace(ctx_, *config.witness);
    decideAtOnce();
    setInterruptible(&ctx_);
  }
  ~BmcEngine() {
    dropSearchDeadline();
    setInterruptible(nullptr);
  }

  AnalysisResult run() {
    try {
      unwindAndCheck();
    } catch (const z3::exception &) {
      // An interrupted solver may throw from any call (simplify, eval);
      // what was decided before the stop stands.
      if (!stopRequested())
        throw;
    }
    adoptPartnerVerdicts();
    withdrawConditionalProofs(true);
    if (stopRequested() && !searchCancelled())
      result_.notes.push_back(stopReason() + ": the properties not decided by then are UNKNOWN");
    if (firstFailure_ && searchCancelled() && !config_.timeout &&
        elapsed() - *firstFailure_ >= failureBudget())
      noteBudgetStop();
    result_.depth = unwinder_.depth();
    result_.stats = solver_.stats();
    if (witness_)
      result_.witnessUnused = witness_->unused();
    if (openCount() > 0)
      explainUnknowns();
    checkHeadInvariants();
    return std::move(result_);
  }

private:
  void unwindAndCheck() {
    start_ = std::chrono::steady_clock::now();
    if (!config_.incremental) {
      timed("encoding", [&] { unwinder_.start(config_.unwind.value_or(1)); });
      checkAtCurrentDepth();
    } else {
      for (unsigned k = 1;; ++k) {
        timed("encoding", [&] {
          if (k == 1)
            unwinder_.start(1);
          else
            unwinder_.unwindTo(k);
        });
        timed("invariant-inference", [&] { inferInvariants(); });
        if (checkAtCurrentDepth())
          reportBounds();
        adoptPartnerVerdicts();
        double seconds = elapsed();
        // A progress line per unwinding once a run gets long (at most one a
        // second unless --verbosity 2 or more asks for every one).
        if (config_.verbosity >= 2 || (seconds > 2.0 && seconds - lastProgress_ >= 1.0)) {
          lastProgress_ = seconds;
          progress_ << "kiki: unwinding " << k << ": " << openCount()
                    << " properties open, " << solver_.stats().calls
                    << " solver calls, " << seconds << " s" << std::endl;
        }
        if (result_.complete || openCount() == 0 || stopRequested() ||
            failureBudgetSpent() || (config_.unwind && k >= *config_.unwind))
          break;
      }
    }
  }

  z3::context ctx_;
  const PropertyTable &properties_;
  const Config &config_;
  std::ostream &progress_;
  const PartnerLink &partner_;
  Solver solver_;
  MemoryModel memory_;
  Unwinder unwinder_;
  AnalysisResult result_;
  double lastProgress_ = 0;
  std::optional<double> firstFailure_; // seconds into the run
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  std::optional<WitnessConstraints> witness_; // --validate-witness
  std::vector<bool> provedWithoutOverflow_ = std::vector<bool>(properties_.size());
  std::vector<LoopRecord> loopRecords_; // every loop instance with an arbitrary start

  /// Properties that no operation of the program can violate.
  void decideAtOnce() {
    std::map<std::string, std::string> idsByReason;
    for (size_t p = 0; p < properties_.size(); ++p) {
      const std::string &reason = properties_[p].holdsBecause;
      if (reason.empty())
        continue;
      result_.properties[p].verdict = Verdict::Success;
      std::string &ids = idsByReason[reason];
      ids += (ids.empty() ? "[" : ", [") + properties_[p].id() + "]";
    }
    for (const auto &[reason, ids] : idsByReason)
      result_.notes.push_back(ids + (ids.find(',') == std::string::npos ? " holds" : " hold") +
                              " without a search: " + reason);
  }

  /// The partner's failures and proofs of properties still open here. Its
  /// notes on unmodelled code come along; conditional proofs are withdrawn
  /// when an overflow check failed there.
  void adoptPartnerVerdicts() {
    if (!partner_.verdicts)
      return;
    std::optional<AnalysisResult> other = partner_.verdicts();
    if (!other || other->properties.size() != result_.properties.size())
      return;
    for (size_t p = 0; p < result_.properties.size(); ++p) {
      auto &own = result_.properties[p];
      const auto &theirs = other->properties[p];
      if (isOpen(p) && (theirs.verdict != Verdict::Unknown || theirs.settled))
        own = theirs;
      // The partner's answer interrupts the solver, which may throw while
      // this failure's counterexample is read from the model: theirs serves.
      else if (own.verdict == Verdict::Failure && theirs.verdict == Verdict::Failure &&
               own.trace.empty() && own.steps.empty()) {
        own.trace = theirs.trace;
        own.steps = theirs.steps;
      }
    }
    // Its note that it stopped after its first failure explains the open
    // properties: kIkI stops then too (without --timeout).
    for (const auto &note : other->notes)
      if (note.rfind("line ", 0) == 0 &&
          std::find(result_.notes.begin(), result_.notes.end(), note) == result_.notes.end())
        result_.notes.push_back(note);
      else if (note.rfind("stopped ", 0) == 0 && !config_.timeout && !hasBudgetNote())
        result_.notes.push_back(note);
    result_.complete = result_.complete || other->complete;
    result_.partner = AnalysisResult::Partner{other->depth, other->stats};
    withdrawConditionalProofs(false);
  }

  /// Invariants for the loop instances unwound since the last call; each
  /// constrains its loop's arbitrary start in the induction step.
  void inferInvariants() {
    if (!config_.kInduction)
      return;
    auto sites = unwinder_.takeLoopSites();
    for (const auto &site : sites)
      loopRecords_.push_back(LoopRecord{site.loop, site.line, site.function->getName().str(),
                                        site.vars, site.transition, *site.entryGuard});
    std::vector<z3::expr> notTaken;
    for (const auto &t : unwinder_.openLoopTails())
      notTaken.push_back(!t);
    // Invariants of the executions without an earlier overflow (see
    // checkInductionStep); they constrain nothing when executions go on.
    notTaken.push_back(!unwinder_.afterFailure());
    LoopInference(solver_, memory_, unwinder_, config_, progress_, result_.invariants)
        .infer(sites, notTaken);
  }

  /// Correctness witnesses: after a proof, the loop-head invariants to
  /// write; with --validate-witness, the witness's invariants checked.
  void checkHeadInvariants() {
    bool proved = std::all_of(result_.properties.begin(), result_.properties.end(),
                              [](const auto &p) { return p.verdict == Verdict::Success; });
    bool writing = (!config_.graphmlWitness.empty() || !config_.yamlWitness.empty()) &&
                   !config_.witness && proved && !loopRecords_.empty();
    // A search cancelled because the partner answered leaves the solver
    // usable (the interrupt is one-shot); a time limit or signal does not.
    if ((!writing && !config_.correctnessWitness) || (stopRequested() && !searchCancelled()))
      return;
    std::vector<z3::expr> assumptions{!unwinder_.afterFailure()};
    for (const auto &t : unwinder_.openLoopTails())
      assumptions.push_back(!t);
    HeadInvariantChecker checker(solver_, assumptions);
    try {
      if (config_.correctnessWitness)
        result_.checkedInvariants =
            checkWitnessInvariants(checker, groupLoops(loopRecords_, unwinder_),
                                   *config_.correctnessWitness);
      else
        result_.headInvariants = findHeadInvariants(checker, groupLoops(loopRecords_, unwinder_),
                                                   result_.invariants);
    } catch (const z3::exception &) {
      if (!stopRequested())
        throw;
    }
  }

  void explainUnknowns() {
    std::set<std::string> seen;
    for (const auto &u : unwinder_.unsupported()) {
      std::string note = "line " + std::to_string(u.line) + ": " + u.reason +
                         " is not modelled; properties that may depend on it are UNKNOWN";
      if (seen.insert(note).second)
        result_.notes.push_back(note);
    }
    // A stopped run did not ask whether its unwinding was complete; its
    // stop note explains the open properties.
    if (!result_.complete && !stopRequested())
      result_.notes.push_back("the unwinding (depth " + std::to_string(unwinder_.depth()) +
                              ") does not cover all executions");
  }

  /// After the first failure the run goes on deciding the other properties
  /// (each has its own verdict), for as long again as the failure took,
  /// between 1 and 10 s, unless --timeout gives the limit or --stop-on-fail
  /// asks to stop at once. The budget ends a solver call that runs past it
  /// (cancelSearchAfter); before, one deep query could take 20 s after a
  /// failure found in 0.6 s.
  void startFailureBudget() {
    if (firstFailure_ || config_.stopOnFail)
      return;
    firstFailure_ = elapsed();
    if (!config_.timeout)
      cancelSearchAfter(failureBudget());
  }

  double failureBudget() const { return std::clamp(firstFailure_.value_or(0), 1.0, 10.0); }
  double elapsed() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }

  bool failureBudgetSpent() {
    if (!result_.anyFailure())
      return false;
    if (config_.stopOnFail)
      return true;
    if (!firstFailure_) // a failure adopted from the partner
      firstFailure_ = elapsed();
    if (config_.timeout || elapsed() - *firstFailure_ < failureBudget())
      return false;
    noteBudgetStop();
    return true;
  }

  bool hasBudgetNote() const {
    return std::any_of(result_.notes.begin(), result_.notes.end(),
                       [](const std::string &n) { return n.rfind("stopped ", 0) == 0; });
  }

  /// One note, whichever of the two processes stopped first.
  void noteBudgetStop() {
    if (hasBudgetNote() || openCount() == 0)
      return;
    result_.notes.push_back(
        "stopped " + std::to_string(static_cast<int>(elapsed() - *firstFailure_ + 0.5)) +
        " s after the first failure; use --timeout S to decide the other properties");
  }

  bool anyOverflowFailure() const {
    for (size_t p = 0; p < result_.properties.size(); ++p)
      if (properties_[p].kind == PropertyKind::Overflow &&
          result_.properties[p].verdict == Verdict::Failure)
        return true;
    return false;
  }

  /// Proofs that assumed executions end at a failed overflow check stand
  /// only if every overflow check is proved: withdrawn when one fails (they
  /// are tried again on all executions) and at the end when one is open.
  void withdrawConditionalProofs(bool atEnd) {
    for (size_t p = 0; p < result_.properties.size(); ++p)
      if (properties_[p].kind == PropertyKind::Overflow &&
          (result_.properties[p].verdict == Verdict::Failure ||
           (atEnd && result_.properties[p].verdict != Verdict::Success))) {
        bool withdrawn = false;
        for (size_t q = 0; q < result_.properties.size(); ++q)
          if (provedWithoutOverflow_[q]) {
            result_.properties[q].verdict = Verdict::Unknown;
            provedWithoutOverflow_[q] = false;
            withdrawn = true;
          }
        if (withdrawn && atEnd)
          result_.notes.push_back("proofs that hold only for executions without an "
                                  "arithmetic overflow are withdrawn, as an overflow "
                                  "check is not proved");
        return;
      }
  }

  size_t openCount() const {
    size_t n = 0;
    for (size_t p = 0; p < result_.properties.size(); ++p)
      n += isOpen(p);
    return n;
  }

  bool isOpen(size_t p) const {
    return result_.properties[p].verdict == Verdict::Unknown && !result_.properties[p].settled;
  }

  z3::expr disjunction(const std::vector<z3::expr> &terms) {
    return kiki::disjunction(ctx_, terms);
  }

  /// A literal implied by "some guard holds", to exclude them all in the
  /// assumptions of a query (none when there are no guards).
  std::optional<z3::expr> anyOf(const std::vector<z3::expr> &guards, const char *base) {
    if (guards.empty())
      return std::nullopt;
    z3::expr lit = freshLiteral(base);
    solver_.add(z3::implies(disjunction(guards), lit));
    return lit;
  }

  z3::expr freshLiteral(const char *base) { return solver_.freshBool(base); }

  /// A literal implying the disjunction (true when `terms` is empty: no lit).
  std::optional<z3::expr> disjunctionLiteral(const std::vector<z3::expr> &terms,
                                             const char *base) {
    if (terms.empty())
      return std::nullopt;
    return solver_.literalFor(disjunction(terms), base);
  }

  /// Whether some term may hold under the assumptions (false when there is
  /// none); an undecided solver answer counts as "may".
  bool mayHold(const std::vector<z3::expr> &assumptions,
               const std::vector<z3::expr> &terms, const char *base) {
    auto lit = disjunctionLiteral(terms, base);
    if (!lit)
      return false;
    auto query = assumptions;
    query.push_back(*lit);
    return solver_.check(query) != SatResult::Unsat;
  }

  /// Runs `work` and adds its wall time to the phase (also when the solver
  /// is interrupted and throws).
  template <typename Work> void timed(const char *phase, Work work) {
    auto start = std::chrono::steady_clock::now();
    auto add = [&] {
      result_.addPhase(phase, std::chrono::duration<double>(
                                  std::chrono::steady_clock::now() - start).count());
    };
    try {
      work();
    } catch (...) {
      add();
      throw;
    }
    add();
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
    timed("bounded-checks", [&] { decided = checkBounded(tails, unsupportedGuards); });
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
    bool wanted = config_.showInvariants || !config_.graphmlWitness.empty() ||
                  !config_.yamlWitness.empty() || config_.correctnessWitness;
    bool stopping = config_.stopOnFail && result_.anyFailure();
    if (!config_.incremental && !stopping &&
        (wanted || (!result_.complete && openCount() > 0)))
      timed("invariant-inference", [&] { inferInvariants(); });
    // Completeness and the induction step prove the properties not violated
    // within the bound: only once the bounded check has been decided.
    if (decided && !stopping && config_.kInduction && !result_.complete && openCount() > 0 &&
        inductionStepDue())
      timed("induction-step", [&] { checkInductionStep(tails, unsupportedGuards); });
    return decided;
  }

  /// The verdicts after the bounded checks of the current depth, for the
  /// partner (which then need not make them itself).
  void reportBounds() {
    if (!partner_.reportBounds)
      return;
    AnalysisResult bounds;
    // Verdicts only: counterexamples come with the final answer (a deep run
    // would otherwise send each of them once per depth).
    for (const auto &p : result_.properties) {
      bounds.properties.emplace_back();
      bounds.properties.back().verdict = p.verdict;
      bounds.properties.back().settled = p.settled;
    }
    bounds.complete = result_.complete;
    bounds.depth = unwinder_.depth();
    partner_.reportBounds(bounds);
  }

  /// Whether the partner's bounded checks already decided the current
  /// depth: it got there, and every property open here is open there (so
  /// no execution within the depth violates it). Its failures, found up to
  /// that depth, come with its final answer or from a later depth here.
  /// The unwinding is not complete there, so not here either (a shallower
  /// one of the same program).
  bool partnerDecidedDepth() {
    if (!partner_.bounds || witness_)
      return false;
    std::optional<AnalysisResult> other = partner_.bounds();
    if (!other || other->depth < unwinder_.depth() || other->complete ||
        other->properties.size() != result_.properties.size())
      return false;
    for (size_t p = 0; p < result_.properties.size(); ++p)
      if (isOpen(p) && (other->properties[p].verdict != Verdict::Unknown ||
                        other->properties[p].settled))
        return false;
    return true;
  }

  /// Failures within the bound, then completeness; false when a bounded
  /// query was not decided.
  bool checkBounded(const std::vector<z3::expr> &tails,
                    const std::vector<z3::expr> &unsupportedGuards) {
    if (partnerDecidedDepth()) {
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
    auto query = bounded;
    if (passes)
      query.push_back(*passes);
    // Counterexamples must avoid what the model cannot represent.
    if (auto lit = anyOf(unsupportedGuards, "unsupported"))
      query.push_back(!*lit);
    // Bounded checks judge every property on all executions, also those
    // that go on after a failed overflow check. Those exist only once an
    // overflow check can fail, and the first failure of an execution has a
    // prefix without one: so executions are first cut at failed overflow
    // checks (cheaper), and go on only once an overflow has failed.
    query.push_back(!unwinder_.afterFailure());
    bool decided = findViolations(query);
    withdrawConditionalProofs(false);
    bool goOn = anyOverflowFailure();
    if (goOn) {
      query.back() = unwinder_.afterFailure();
      decided = findViolations(query) && decided;
    }
    if (!decided)
      return false;
    bounded.push_back(goOn ? unwinder_.afterFailure() : !unwinder_.afterFailure());
    checkCompleteness(bounded, unsupportedGuards);
    return true;
  }

  /// The step query grows with k and dominates long runs, while bounded
  /// checks stay cheap; beyond depth 16 the step is tried about eight times
  /// per doubling of k (and at the last depth asked for). A property that
  /// is k-inductive is k'-inductive for k' >= k, so skipping depths delays
  /// a proof by at most an eighth of k and never loses one.
  bool inductionStepDue() const {
    unsigned k = unwinder_.depth();
    if (!config_.incremental || k <= 16 || (config_.unwind && k >= *config_.unwind))
      return true;
    unsigned log2 = 31 - static_cast<unsigned>(__builtin_clz(k));
    return k % (1u << (log2 - 3)) == 0;
  }

  /// The k-induction step: loops may start anywhere, so a property without
  /// a step violation holds in every execution (its base case is the bounded
  /// check at the same depth). Recursion not unwound yet and reachable
  /// unsupported code are not covered by the step, so they prevent proofs.
  void checkInductionStep(const std::vector<z3::expr> &tails,
                          const std::vector<z3::expr> &unsupportedGuards) {
    auto uncovered = unsupportedGuards;
    auto calls = unwinder_.pendingCalls();
    uncovered.insert(uncovered.end(), calls.begin(), calls.end());
    if (mayHold(tails, uncovered, "step.uncovered"))
      return;
    auto stepAssumptions = tails;
    for (const auto &a : unwinder_.shallowIterations())
      stepAssumptions.push_back(a);
    // While no overflow has failed, the step and the invariants may assume
    // executions end at a failed overflow check: a proof then says "no
    // property is violated before an overflow", which is a proof of every
    // property once all overflow checks are proved too (finish() undoes
    // them otherwise). After an overflow failure, executions go on and the
    // invariants are not used.
    bool cut = !anyOverflowFailure();
    stepAssumptions.push_back(cut ? !unwinder_.afterFailure() : unwinder_.afterFailure());
    // One query for all open properties: a step violation of some of them
    // rules those out at this depth, and the rest are asked again, so a
    // step that proves everything costs one solver call, not one each.
    const auto &step = unwinder_.stepViolations();
    std::vector<size_t> candidates;
    for (size_t p = 0; p < step.size(); ++p)
      if (isOpen(p))
        candidates.push_back(p);
    while (!candidates.empty()) {
      std::vector<z3::expr> terms;
      for (size_t p : candidates)
        terms.insert(terms.end(), step[p].begin(), step[p].end());
      auto lit = disjunctionLiteral(terms, "step.violation");
      auto query = stepAssumptions;
      if (lit)
        query.push_back(*lit);
      SatResult r = lit ? solver_.check(query) : SatResult::Unsat;
      if (r == SatResult::Unknown)
        return;
      if (r == SatResult::Unsat) {
        for (size_t p : candidates) {
          result_.properties[p].verdict = Verdict::Success;
          provedWithoutOverflow_[p] = cut;
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

  /// Properties violated under the assumptions become FAILURE, except the
  /// stand-ins for the unchecked accesses of unmodelled calls: reachable,
  /// they are settled as UNKNOWN. False when the solver could not decide
  /// (a stop, or "unknown"): then no open property is known to hold.
  bool findViolations(const std::vector<z3::expr> &assumptions) {
    const auto &violations = unwinder_.violations();
    for (;;) {
      std::vector<z3::expr> open;
      for (size_t p = 0; p < violations.size(); ++p)
        if (isOpen(p))
          open.insert(open.end(), violations[p].begin(), violations[p].end());
      auto lit = disjunctionLiteral(open, "violation");
      if (!lit)
        return true;
      auto query = assumptions;
      query.push_back(*lit);
      SatResult r = solver_.check(query);
      if (r != SatResult::Sat)
        return r == SatResult::Unsat;
      z3::model model = solver_.model();
      noteUnmodelled(model);
      for (size_t p = 0; p < violations.size(); ++p) {
        if (!isOpen(p))
          continue;
        for (const auto &v : violations[p]) {
          if (!model.eval(v, true).is_true())
            continue;
          if (properties_[p].unmodelled) {
            result_.properties[p].settled = true;
            break;
          }
          result_.properties[p].verdict = Verdict::Failure;
          startFailureBudget();
          if (config_.trace) {
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
        if (std::find(result_.notes.begin(), result_.notes.end(), note) ==
            result_.notes.end())
          result_.notes.push_back(note);
      }
  }

  /// When no execution can go beyond the unwound part, every property not
  /// violated so far holds (unless unsupported constructs are reachable).
  void checkCompleteness(const std::vector<z3::expr> &assumptions,
                         const std::vector<z3::expr> &unsupportedGuards) {
    if (mayHold(assumptions, unwinder_.frontier(), "frontier"))
      return;
    result_.complete = true;
    if (mayHold(assumptions, unsupportedGuards, "unsupported.reach"))
      return;
    for (size_t p = 0; p < result_.properties.size(); ++p)
      if (isOpen(p))
        result_.properties[p].verdict = Verdict::Success;
  }
};

} // namespace

AnalysisResult runBmc(ProgramModel &model, const PropertyTable &properties,
                      const Config &config, std::ostream &progress,
                      const PartnerLink &partner) {
  // The engine is deliberately not destroyed (as clang's -disable-free):
  // freeing a solver context of millions of terms took 16 s once, after a
  // time limit and before the report; the process ends soon after it.
  auto engine = std::make_unique<BmcEngine>(model, properties, config, progress, partner);
  AnalysisResult result = engine->run();
  (void)engine.release(); // kept until the process ends
  return result;
}

} // namespace kiki
