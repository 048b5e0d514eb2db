#include "solver/Solver.h"
#include "solver/ModelCheck.h"
#include <algorithm>
#include <sstream>
#include <unordered_set>

namespace kiki {

void throwIfStopped() {
  if (stopRequested())
    throw z3::exception("stopped");
}

namespace {
z3::solver incrementalSolver(z3::context &ctx, const SolverOptions &options) {
  z3::solver solver(ctx);
  z3::params p(ctx);
  if (options.noRelevancy)
    p.set("relevancy", 0u);
  if (!options.extensionalArrays)
    p.set("array.extensional", false);
  solver.set(p);
  return solver;
}

/// Z3's SAT solver, which by default picks a variable's phase from its last
/// value; with `inferenceSat` it tries false first, as MiniSat does, and
/// skips variable elimination (SolverOptions).
z3::tactic satTactic(z3::context &ctx, bool inferenceSat) {
  if (!inferenceSat)
    return z3::tactic(ctx, "sat");
  z3::params p(ctx);
  p.set("phase", ctx.str_symbol("always_false"));
  p.set("elim_vars", false);
  return z3::with(z3::tactic(ctx, "sat"), p);
}

/// Simplifies, removes what is unconstrained (dead memory tables left by the
/// encoding would otherwise keep arrays in the goal), turns floating point
/// into bit-vectors and hands a pure bit-vector goal to SAT; a goal that
/// still has arrays or functions goes to the SMT core in bit-vector form.
z3::solver bitBlastingSolver(z3::context &ctx, bool inferenceSat) {
  auto t = [&](const char *name) { return z3::tactic(ctx, name); };
  z3::tactic toBitVectors = t("simplify") & t("propagate-values") & t("solve-eqs") &
                            t("elim-uncnstr") & t("fpa2bv") & t("simplify");
  z3::tactic pipeline =
      toBitVectors & ((t("ackermannize_bv") & t("bit-blast") & satTactic(ctx, inferenceSat) &
                       t("fail-if-undecided")) |
                      t("smt"));
  return pipeline.mk_solver();
}

z3::check_result checkWith(z3::solver &solver, const std::vector<z3::expr> &assumptions) {
  z3::expr_vector vec(solver.ctx());
  for (const auto &a : assumptions)
    vec.push_back(a);
  return solver.check(vec);
}

/// Z3 answers unknown ("out of memory") once its memory passes
/// memory_max_size (--memory-limit): the run then stops, as at a time
/// limit, instead of every later query failing the same way.
void stopIfOutOfMemory(z3::solver &solver, z3::check_result r) {
  if (r == z3::unknown && saysOutOfMemory(solver.reason_unknown()))
    stopForMemory();
}

SatResult toSatResult(z3::check_result r) {
  switch (r) {
  case z3::sat: return SatResult::Sat;
  case z3::unsat: return SatResult::Unsat;
  default: return SatResult::Unknown;
  }
}
} // namespace

Solver::Solver(z3::context &ctx, const SolverOptions &options)
    : interrupt_([&ctx] { ctx.interrupt(); }), ctx_(ctx), options_(options),
      solver_(coreSolver()) {
  // Setting cvc5 up takes about a millisecond.
  if (options.backend == SolverBackend::Hybrid)
    cvc5_ = std::make_unique<Cvc5Solver>();
}

z3::solver Solver::coreSolver() {
  return options_.backend == SolverBackend::BitBlast
             ? bitBlastingSolver(ctx_, options_.inferenceSat)
             : incrementalSolver(ctx_, options_);
}

void Solver::add(const z3::expr &constraint) {
  ++stats_.assertions;
  solver_.add(constraint);
  assertions_.push_back(constraint);
}

z3::check_result Solver::checkCore(const std::vector<z3::expr> &assumptions) {
  coreRunning_ = true;
  try {
    z3::check_result r = checkWith(solver_, assumptions);
    coreRunning_ = false;
    return r;
  } catch (const z3::exception &) { // "canceled" and the like: its state is unknown
    coreRunning_ = false;
    coreInterrupted_ = true; // replaced at the next check
    throw;
  }
}

// Z3 does not sanction any answer of a solver after one of its checks was
// interrupted (the cancellation may land in the middle of a push): on the
// book's matrix_to_vector the query after an interrupted one said sat, with
// a model that broke 7 of the 95 constraints, and a wrong lower-bound
// FAILURE followed. So an interrupted core is replaced by a fresh one with
// the same constraints; it re-reads them at its next check.
void Solver::replaceCoreIfInterrupted() {
  if (!coreInterrupted_.exchange(false))
    return;
  ++stats_.solverRebuilds;
  solver_ = coreSolver();
  for (unsigned i = 0; i < assertions_.size(); ++i)
    solver_.add(assertions_[i]);
}

// Z3 4.8 keeps an interrupt that reached an idle context until the
// context's next check; the termination prover's next simplification then
// threw "canceled" and the run ended with an internal error (2LS
// termination/float1 on a loaded machine). Any check clears it; the
// watches have ended, so none can land after this.
void Solver::clearStrayInterrupt() {
  if (!contextInterrupted_.exchange(false))
    return;
  z3::solver empty(ctx_);
  empty.check();
}

namespace {

/// Calls `visit` once on each distinct subterm of the roots (no recursion:
/// formulas are deep).
template <typename Visit> void forEachSubterm(std::vector<z3::expr> todo, Visit visit) {
  std::unordered_set<unsigned> seen;
  while (!todo.empty()) {
    z3::expr term = todo.back();
    todo.pop_back();
    if (!seen.insert(term.id()).second)
      continue;
    visit(term);
    if (term.is_app())
      for (unsigned i = 0; i < term.num_args(); ++i)
        todo.push_back(term.arg(i));
  }
}

} // namespace

unsigned long Solver::formulaTerms() {
  z3::expr_vector all = solver_.assertions();
  std::vector<z3::expr> roots;
  for (unsigned i = 0; i < all.size(); ++i)
    roots.push_back(all[i]);
  unsigned long count = 0;
  forEachSubterm(std::move(roots), [&](const z3::expr &) { ++count; });
  return count;
}

// The file holds a self-contained problem (declarations, assertions, the
// query), rewritten before each call so that a query that hangs is on disk.
// Constants that occur only in the assumptions (a literal the formula never
// mentions) are declared too, or the file is not a problem z3 accepts; the
// formula's own (check-sat) is left out, so that the file asks the query
// alone.
void Solver::logQuery(const std::vector<z3::expr> &assumptions) {
  std::ofstream log(options_.smt2Log);
  std::string formula = solver_.to_smt2();
  std::string declarations;
  forEachSubterm(assumptions, [&](const z3::expr &term) {
    if (!term.is_app() || !term.is_const() || term.decl().decl_kind() != Z3_OP_UNINTERPRETED)
      return;
    std::ostringstream decl;
    decl << term.decl();
    if (formula.find(decl.str()) == std::string::npos)
      declarations += decl.str() + "\n";
  });
  size_t query = formula.rfind("(check-sat)");
  if (query == std::string::npos)
    query = formula.size();
  log << formula.substr(0, query) << declarations << "(check-sat-assuming (";
  for (const auto &a : assumptions)
    log << a << " ";
  log << "))\n";
}

// The conflict limit ends the search at a point where Z3 stops cleanly
// (it answers unknown, "max-conflicts-reached"), unlike an interrupt.
SatResult Solver::checkWithConflictLimit(const std::vector<z3::expr> &assumptions,
                                         unsigned conflicts) {
  setSearchLimits(conflicts, 0);
  SatResult r = check(assumptions);
  setSearchLimits(kUnlimitedConflicts, 0);
  return r;
}

void Solver::setSearchLimits(unsigned conflicts, uint64_t work) {
  z3::params p(ctx_);
  p.set("max_conflicts", conflicts);
  p.set("rlimit", static_cast<unsigned>(std::min<uint64_t>(work, UINT_MAX))); // 0: none
  solver_.set(p);
}

namespace {
uint64_t resourceCount(z3::solver &solver) {
  z3::stats stats = solver.statistics();
  for (unsigned i = 0; i < stats.size(); ++i)
    if (stats.key(i) == "rlimit count")
      return static_cast<uint64_t>(stats.is_uint(i) ? stats.uint_value(i) : stats.double_value(i));
  return 0;
}
} // namespace

SatResult Solver::checkWithWorkLimit(const std::vector<z3::expr> &assumptions,
                                     unsigned conflicts, uint64_t &work) {
  if (work == 0)
    return SatResult::Unknown;
  uint64_t before = resourceCount(solver_);
  setSearchLimits(conflicts, work);
  SatResult r = check(assumptions);
  setSearchLimits(kUnlimitedConflicts, 0);
  uint64_t used = resourceCount(solver_) - before;
  work = used >= work ? 0 : work - used;
  return r;
}

SatResult Solver::check(const std::vector<z3::expr> &assumptions) {
  blasterModel_.reset(); // the model is always the last query's
  // Replacements happen only while no watch can interrupt the context
  // (adding constraints to an interrupted context throws): here, and after
  // the query's watch has ended.
  replaceCoreIfInterrupted();
  if (stopRequested()) // the run is ending: every query is undecided
    return SatResult::Unknown;
  if (!options_.smt2Log.empty())
    logQuery(assumptions);
  auto start = std::chrono::steady_clock::now();
  cpuClock_ = ThreadCpuClock();
  deadline_ = nextDeadline();
  if (deadline_ && pastDeadline()) // the spend limit is used up
    return SatResult::Unknown;
  std::optional<CpuDeadlineWatch> watch;
  if (deadline_)
    watch.emplace(cpuClock_, *deadline_, [this] { interruptQuery(); });
  SatResult result = hybrid() ? checkHybrid(assumptions) : checkIncremental(assumptions);
  if (watch && lateInterruptForTest_)
    interruptQuery();
  watch.reset(); // no interrupt can land after this
  clearStrayInterrupt();
  replaceCoreIfInterrupted();
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  stats_.seconds += seconds;
  ++stats_.calls;
  if (options_.queryLog)
    logQueryLine(assumptions, result, seconds);
  if (result == SatResult::Unknown && pastDeadline() && !stopRequested())
    ++stats_.pastLimit;
  return result;
}

std::optional<std::chrono::nanoseconds> Solver::nextDeadline() const {
  std::optional<std::chrono::nanoseconds> end = spendEnd_;
  if (queryLimitMs_) {
    auto own = cpuClock_.now() + std::chrono::milliseconds(*queryLimitMs_);
    end = end ? std::min(*end, own) : own;
  }
  return end;
}

unsigned Solver::msLeft() const {
  if (!deadline_)
    return kUnlimitedMs;
  auto left =
      std::chrono::duration_cast<std::chrono::milliseconds>(*deadline_ - cpuClock_.now()).count();
  return static_cast<unsigned>(std::max<long long>(1, left));
}

bool Solver::pastDeadline() const { return deadline_ && cpuClock_.now() >= *deadline_; }

void Solver::interruptQuery() {
  if (coreRunning_)
    coreInterrupted_ = true;
  contextInterrupted_ = true;
  ctx_.interrupt();
  std::lock_guard<std::mutex> lock(blasterMutex_);
  if (blasterContext_)
    blasterContext_->interrupt();
}

// The query limit's watch interrupts the check (CpuDeadlineWatch).
SatResult Solver::checkIncremental(const std::vector<z3::expr> &assumptions) {
  z3::check_result r = checkCore(assumptions);
  stopIfOutOfMemory(solver_, r);
  return toSatResult(r);
}

// Most queries are small and the incremental core answers them at once;
// floating-point multiplications and divisions are where it stalls, and a
// fresh bit-blasting of the whole formula then wins by 10-50x. The budget
// shrinks while the bit-blaster keeps getting the queries (the time given
// to the incremental core is then lost) and grows back when it answers.
SatResult Solver::checkHybrid(const std::vector<z3::expr> &assumptions) {
  // The budget is CPU time of this thread, as the query limit is: Z3's own
  // timeout counts wall-clock time, so on a loaded machine more queries
  // escalated, and the answers (other models, other invariants) changed
  // with the load: termination of a float loop was proved alone and not
  // found with six runs on two cores.
  z3::check_result r;
  {
    auto budget = cpuClock_.now() + std::chrono::milliseconds(std::min(budgetMs_, msLeft()));
    CpuDeadlineWatch watch(cpuClock_, budget, [this] {
      coreInterrupted_ = true;
      contextInterrupted_ = true;
      ctx_.interrupt();
    });
    r = checkCore(assumptions);
  }
  clearStrayInterrupt();
  stopIfOutOfMemory(solver_, r);
  if (r != z3::unknown || stopRequested() || pastDeadline()) {
    budgetMs_ = std::min(kMaxBudgetMs, budgetMs_ * 2);
    return toSatResult(r);
  }
  budgetMs_ = std::max(kMinBudgetMs, budgetMs_ / 4);
  ++stats_.escalations;
  return escalate(assumptions);
}

SatResult Solver::escalate(const std::vector<z3::expr> &assumptions) {
  if (cvc5_)
    if (auto result = checkCvc5(assumptions))
      return *result;
  ++stats_.bitBlasted;
  return checkBitBlasted(assumptions);
}

// cvc5 gets the constraints added since its last query, then the query;
// nullopt when it cannot take them (from then on it is left out) or gives
// up for another reason than time, or its model cannot be read back.
std::optional<SatResult> Solver::checkCvc5(const std::vector<z3::expr> &assumptions) {
  for (; cvc5Synced_ < assertions_.size() && cvc5_->add(assertions_[cvc5Synced_]);)
    ++cvc5Synced_;
  std::optional<SatResult> result = cvc5_->check(assumptions, [this] { return pastDeadline(); });
  if (!cvc5_->usable()) { // a constraint or an assumption it cannot take
    cvc5_.reset();
    return std::nullopt;
  }
  if (result == SatResult::Sat) {
    blasterModel_ = cvc5_->model(ctx_);
    if (!blasterModel_)
      return std::nullopt;
  }
  return result;
}

// The bit-blaster gets the whole problem in a fresh context. In the shared
// context its time depended on the terms the incremental core had made
// before its budget ran out (term numbering orders the tactics' work and
// the SAT variables): invariants/float3 took 1.7-8.5 s from run to run.
// In a context of its own the same query takes the same time.
SatResult Solver::checkBitBlasted(const std::vector<z3::expr> &assumptions) {
  z3::context fresh;
  InterruptRegistration interruptible([&fresh] { fresh.interrupt(); });
  if (stopRequested())
    return SatResult::Unknown;
  auto translate = [&](const z3::expr &e) {
    return z3::expr(fresh, Z3_translate(ctx_, e, fresh));
  };
  if (pastDeadline())
    return SatResult::Unknown;
  // The query limit's watch reaches this context while it is registered.
  struct Registration {
    Solver &solver;
    Registration(Solver &s, z3::context &c) : solver(s) { set(&c); }
    ~Registration() { set(nullptr); }
    void set(z3::context *c) {
      std::lock_guard<std::mutex> lock(solver.blasterMutex_);
      solver.blasterContext_ = c;
    }
  } registration(*this, fresh);
  z3::solver blaster = bitBlastingSolver(fresh, options_.inferenceSat);
  blaster.add(translate(z3::mk_and(assertions_)));
  // The solver is used once: the assumptions are asserted, so that the
  // simplifier propagates them (a retired round's constraints vanish). As
  // assumptions they stayed open choices: on 2LS's arrays/max a query the
  // tactics answer in 0.5 s this way ran past 30 s.
  for (const auto &a : assumptions)
    blaster.add(translate(a));
  z3::check_result r = blaster.check();
  stopIfOutOfMemory(blaster, r);
  if (r == z3::sat) {
    z3::model m = blaster.get_model();
    blasterModel_ = z3::model(ctx_, Z3_model_translate(fresh, m, ctx_));
  }
  return toSatResult(r);
}

z3::model Solver::model() const {
  return blasterModel_ ? *blasterModel_ : solver_.get_model();
}

// Model checks as breaksNone (solver/ModelCheck.h) makes them.
bool Solver::modelSatisfies(const z3::model &model, const std::vector<z3::expr> &assumptions) {
  bool holds = breaksNone(model, assumptions) && breaksNone(model, assertions_);
  if (!holds)
    ++stats_.rejectedModels;
  return holds;
}

z3::expr Solver::freshConstant(const std::string &base, const z3::sort &sort) {
  return ctx_.constant((base + "!" + std::to_string((*fresh_)++)).c_str(), sort);
}

const SliceProbe &Solver::definitions() {
  if (!definitions_)
    definitions_.emplace(assertions_);
  else
    definitions_->extend(assertions_);
  return *definitions_;
}

std::unique_ptr<Solver> Solver::coneSolver(const std::vector<z3::expr> &roots, double share) {
  auto part = definitions().slice(roots, static_cast<size_t>(share * assertions_.size()));
  if (!part)
    return nullptr;
  ++stats_.coneSolvers;
  auto cone = std::make_unique<Solver>(ctx_, options_);
  cone->fresh_ = fresh_;
  cone->queryLimitMs_ = queryLimitMs_;
  cone->logName_ = "cone query";
  cone->spendEnd_ = spendEnd_;
  std::sort(part->assertions.begin(), part->assertions.end());
  for (unsigned i : part->assertions)
    cone->add(assertions_[i]);
  return cone;
}

void Solver::addCalls(const SolverStats &cone) {
  stats_.calls += cone.calls;
  stats_.seconds += cone.seconds;
  stats_.pastLimit += cone.pastLimit;
  stats_.escalations += cone.escalations;
  stats_.bitBlasted += cone.bitBlasted;
  stats_.solverRebuilds += cone.solverRebuilds;
  stats_.rejectedModels += cone.rejectedModels;
}

} // namespace kiki
