// The one incremental SMT instance of a run, behind a narrow interface.
// Counts calls and time; optionally writes the latest query as SMT-LIB 2.
#pragma once
#include "solver/Cvc5Solver.h"
#include "solver/SliceProbe.h"
#include "solver/SatResult.h"
#include "results/SolverStats.h"
#include "solver/SolverBackend.h"
#include "util/CpuTime.h"
#include "util/Stop.h"
#include <z3++.h>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <fstream>
#include <memory>
#include <mutex>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace kiki {

struct SolverOptions {
  std::string smt2Log;                       // --dump-smt2 FILE
  SolverBackend backend = SolverBackend::Incremental;
  /// Z3's relevancy propagation off. The heap domain's queries (one
  /// arbitrary object, memory as arrays, liveness arrays) took 8-30 s each
  /// with it and 0.01-0.5 s without (docs/decisions.md).
  bool noRelevancy = false;
  /// Bit-blasted queries use SAT settings chosen on kIkI's inference
  /// queries. Trying false first: on the floating-point queries of invariant
  /// inference 0.9-1.9 s per run over eight seeds, against 0.8-5.4 s with
  /// Z3's default (phase caching); on single bounded proofs neither is
  /// better (sqrt_poly: 4.7-26 s against 5-41 s). So kIkI uses it and the
  /// portfolio's plain BMC does not: the two processes then rarely get stuck
  /// on the same query. Skipping variable elimination: invariants/float3
  /// solver time 3.2-3.4 s -> 2.7-3.0 s (three runs, its induction query
  /// alone 1.16 -> 0.90 s), float1 and the termination float tasks
  /// unchanged.
  bool inferenceSat = false;
  /// Z3's extensionality axiom for arrays: a disequality of two arrays
  /// gets an index where they differ. The encoding asserts array equalities
  /// only positively (`when => memory == value`, liveness included), and
  /// the solver then assigns the ones whose `when` is false either way; each
  /// false one got a witness index. Off, cJSON's detach at unwinding 1
  /// went from past 30 s to 4.6 s (the forward condition, dumped: 93 s ->
  /// 3.4 s). Removing an axiom keeps every unsat answer sound; a sat model
  /// may then claim two arrays differ that do not, which no positive
  /// occurrence can need. Plain BMC turns it off; the inference keeps it:
  /// heap/sll_rhs_concretisation's heap queries took 0.18 -> 1.7 s
  /// without it.
  bool extensionalArrays = true;
  /// Where each query gets a line (--verbosity 3): its assumptions by
  /// name, its answer and its time; none when null.
  std::ostream *queryLog = nullptr;
};

class Solver {
public:
  explicit Solver(z3::context &ctx, const SolverOptions &options = {});

  void add(const z3::expr &constraint);
  SatResult check(const std::vector<z3::expr> &assumptions = {});
  /// check() whose search ends (Unknown) after `conflicts` conflicts: for
  /// queries that are expected to give up often. Their query limit is then
  /// only a backstop, since an interrupted core must be replaced.
  SatResult checkWithConflictLimit(const std::vector<z3::expr> &assumptions, unsigned conflicts);
  /// checkWithConflictLimit that also gives up after `work` units of Z3's
  /// resource counter (deterministic, unlike time: a query with many
  /// decisions and few conflicts is bounded too); `work` becomes what is
  /// left of it.
  SatResult checkWithWorkLimit(const std::vector<z3::expr> &assumptions, unsigned conflicts,
                               uint64_t &work);
  /// A constant no other part of the run uses ("base!N"): helper literals
  /// of different engines and loops must never share a name, or their
  /// constraints would silently apply to each other.
  z3::expr freshConstant(const std::string &base, const z3::sort &sort);
  z3::expr freshBool(const std::string &base) { return freshConstant(base, ctx_.bool_sort()); }
  /// A fresh literal named after `base` that implies `fact`: assuming it
  /// in a query assumes the fact there only.
  z3::expr literalFor(const z3::expr &fact, const std::string &base) {
    z3::expr literal = freshBool(base);
    add(z3::implies(literal, fact));
    return literal;
  }
  /// check() of `query` under `assumptions`, through a literal that is
  /// never assumed again.
  SatResult checkQuery(const z3::expr &query, std::vector<z3::expr> assumptions,
                       const std::string &base) {
    assumptions.push_back(literalFor(query, base));
    return check(assumptions);
  }
  /// From now on each check() gets at most `ms` milliseconds of CPU time
  /// (nullopt: unlimited) and answers Unknown past it.
  void setQueryLimit(std::optional<unsigned> ms) { queryLimitMs_ = ms; }
  void setQueryLog(std::ostream *log) { options_.queryLog = log; }
  std::optional<unsigned> queryLimit() const { return queryLimitMs_; }
  /// For tests: the query limit's watch then also fires once just after
  /// each check returned, before the watch ends (a race a loaded machine
  /// shows now and then).
  void fireWatchAfterEachCheckForTest() { lateInterruptForTest_ = true; }
  /// The reading of this thread's CPU clock after which each check()
  /// answers Unknown at once (nullopt: none); ScopedSpendLimit sets it.
  std::optional<std::chrono::nanoseconds> spendEnd() const { return spendEnd_; }
  void setSpendEnd(std::optional<std::chrono::nanoseconds> end) { spendEnd_ = end; }
  /// Valid after check() returned Sat.
  z3::model model() const;
  /// Whether no constraint and no assumption is false in `model` (what
  /// it leaves open is not completed); counts a model that breaks one.
  bool modelSatisfies(const z3::model &model, const std::vector<z3::expr> &assumptions);
  const SolverStats &stats() const { return stats_; }
  /// The distinct subterms of every constraint added (walks the formula).
  unsigned long formulaTerms();
  z3::context &context() { return ctx_; }
  /// Every constraint added so far.
  z3::expr_vector assertions() const { return solver_.assertions(); }
  /// A solver on the same context with only the part of the formula that
  /// `roots` depend on (their cone of influence through definitions,
  /// solver/SliceProbe.h), for queries about those terms alone. Dropping
  /// constraints only adds models, so its unsat answers hold for the whole
  /// formula too. It has this solver's options and limits and draws fresh
  /// names from the same counter. nullptr when the part has more than
  /// `share` of the formula's constraints.
  std::unique_ptr<Solver> coneSolver(const std::vector<z3::expr> &roots, double share);
  /// The definitions among every constraint added so far, indexed once and
  /// extended as the formula grows (shared by the cones and the probes).
  const SliceProbe &definitions();
  /// Counts the calls of a cone solver as this one's.
  void addCalls(const SolverStats &cone);

private:
  void setSearchLimits(unsigned conflicts, uint64_t work);
  /// A stop interrupts this solver's context while the solver lives.
  InterruptRegistration interrupt_;
  /// How long the hybrid back end gives the incremental core per query.
  /// The first query starts low: a program with a floating-point product
  /// usually escalates at once, and 500 ms lost there was a third of
  /// invariants/float1's run (1.7 s -> 0.8 s, float4 6 s -> 2.3 s). With
  /// the bit-blaster in a context of its own (its times no longer vary
  /// from run to run) 30 ms first and 15 ms at least (from 100 / 30), three
  /// runs each: float1 0.91-1.02 -> 0.87 s, float3 2.00-2.17 -> 1.99-2.11
  /// s, termination/float5 1.27 -> 0.76 s, termination/float1 1.18 -> 1.0
  /// s, float4 and sqrt_poly unchanged. At least 10 ms made float3 1.9 s
  /// but float4 7.3 s (2.7 s): a query the core answers in 10-15 ms took
  /// the bit-blaster 5 s.
  static constexpr unsigned kMaxBudgetMs = 500, kMinBudgetMs = 15, kFirstBudgetMs = 30;
  unsigned budgetMs_ = kFirstBudgetMs;
  std::optional<unsigned> queryLimitMs_;
  /// How the query log names this solver's queries (a cone's are its own).
  const char *logName_ = "query";
  void logQueryLine(const std::vector<z3::expr> &assumptions, SatResult result,
                    double seconds) const;
  /// The CPU clock of the thread of the current query, and the reading at
  /// which its limit runs out (none: unlimited).
  ThreadCpuClock cpuClock_;
  std::optional<std::chrono::nanoseconds> deadline_;
  /// The reading of cpuClock_ at which the spend limit runs out.
  std::optional<std::chrono::nanoseconds> spendEnd_;
  /// The deadline of the next query: the earlier of its own limit and the
  /// spend limit (none: unlimited).
  std::optional<std::chrono::nanoseconds> nextDeadline() const;
  /// Milliseconds of CPU time left before deadline_ (at least 1), or
  /// "unlimited".
  unsigned msLeft() const;
  /// Interrupts the current query wherever it runs (the shared context, or
  /// the bit-blaster's own): the query limit's watch calls it.
  void interruptQuery();
  std::mutex blasterMutex_;
  z3::context *blasterContext_ = nullptr;

  z3::context &ctx_;
  SolverOptions options_;
  z3::solver solver_;
  /// Set by whatever interrupts a check of solver_ (the query limit, the
  /// hybrid budget, an exception); a fresh core replaces it before its
  /// next use (replaceCoreIfInterrupted).
  std::atomic<bool> coreInterrupted_{false};
  std::atomic<bool> coreRunning_{false};
  /// Set when a watch interrupted the shared context. An interrupt that
  /// lands just after the check returned stays in the context until its
  /// next check, and every simplification or tactic before that throws
  /// "canceled" (clearStrayInterrupt).
  std::atomic<bool> contextInterrupted_{false};
  bool lateInterruptForTest_ = false;
  void clearStrayInterrupt();
  z3::solver coreSolver();
  z3::check_result checkCore(const std::vector<z3::expr> &assumptions);
  void replaceCoreIfInterrupted();
  bool hybrid() const {
    return options_.backend == SolverBackend::Hybrid || options_.backend == SolverBackend::HybridZ3;
  }
  /// Every constraint added: for a fresh core, and for the bit-blaster.
  z3::expr_vector assertions_{ctx_};
  /// Hybrid: cvc5, which has the first `cvc5Synced_` of assertions_ (none
  /// with hybrid-z3, or once cvc5 could not take a formula).
  std::unique_ptr<Cvc5Solver> cvc5_;
  unsigned cvc5Synced_ = 0;
  /// Hybrid: the model of the bit-blaster's last satisfiable answer,
  /// translated back into ctx_.
  std::optional<z3::model> blasterModel_;
  SolverStats stats_;
  /// Shared with the cone solvers: a name they draw must be new here too.
  std::shared_ptr<unsigned> fresh_ = std::make_shared<unsigned>(0);
  /// The definitions of assertions_ (made on first use).
  std::optional<SliceProbe> definitions_;

  static constexpr unsigned kUnlimitedMs = 4294967295u, kUnlimitedConflicts = 4294967295u;
  bool pastDeadline() const;
  SatResult checkIncremental(const std::vector<z3::expr> &assumptions);
  void logQuery(const std::vector<z3::expr> &assumptions);
  SatResult checkHybrid(const std::vector<z3::expr> &assumptions);
  SatResult checkBitBlasted(const std::vector<z3::expr> &assumptions);
  SatResult escalate(const std::vector<z3::expr> &assumptions);
  std::optional<SatResult> checkCvc5(const std::vector<z3::expr> &assumptions);
};

/// Limits each query of `solver` to `ms` milliseconds while it lives
/// (nullopt: leaves the limit as it is).
class ScopedQueryLimit {
public:
  ScopedQueryLimit(Solver &solver, std::optional<unsigned> ms)
      : solver_(solver), previous_(solver.queryLimit()) {
    if (ms)
      solver.setQueryLimit(ms);
  }
  ~ScopedQueryLimit() { solver_.setQueryLimit(previous_); }
  ScopedQueryLimit(const ScopedQueryLimit &) = delete;
  ScopedQueryLimit &operator=(const ScopedQueryLimit &) = delete;

private:
  Solver &solver_;
  std::optional<unsigned> previous_;
};

/// Limits all queries of `solver` together to `ms` milliseconds of this
/// thread's CPU time while it lives (or less, inside an earlier limit);
/// the limit before is restored at its end.
class ScopedSpendLimit {
public:
  ScopedSpendLimit(Solver &solver, unsigned ms) : solver_(solver), previous_(solver.spendEnd()) {
    auto end = ThreadCpuClock().now() + std::chrono::milliseconds(ms);
    solver.setSpendEnd(previous_ ? std::min(*previous_, end) : end);
  }
  ~ScopedSpendLimit() { solver_.setSpendEnd(previous_); }
  ScopedSpendLimit(const ScopedSpendLimit &) = delete;
  ScopedSpendLimit &operator=(const ScopedSpendLimit &) = delete;

private:
  Solver &solver_;
  std::optional<std::chrono::nanoseconds> previous_;
};

/// For long work outside the solver (the unwinding of deep or nested
/// recursion): throws z3::exception once a stop is requested, which the
/// engines catch like an interrupted solver call.
void throwIfStopped();

} // namespace kiki
