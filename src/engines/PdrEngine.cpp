#include "engines/PdrEngine.h"
#include "encode/HornClauses.h"
#include "engines/AlgebraicInvariants.h"
#include "engines/PhaseTimer.h"
#include "engines/PropertyBook.h"
#include "ir/CheckCalls.h"
#include "ir/DirectCalls.h"
#include "ir/LibraryFunctions.h"
#include "model/CallGraph.h"
#include "util/CpuTime.h"
#include "util/ProgressLine.h"
#include "util/Stop.h"

#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/Transforms/Utils/Cloning.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <fstream>
#include <memory>
#include <ostream>

namespace kiki {
namespace {

/// More instructions than this in the entry function after inlining: the
/// clauses would be too large to pay.
constexpr unsigned kMaxInstructions = 20000;
/// The longest query on the exact clauses.
constexpr unsigned kHoudiniQueryMs = 10000;
/// Candidate orders are tried between this many of a head's integers.
constexpr unsigned kMaxOrdered = 12;

/// Inlines every call of `entry` to a function with a body that is not
/// recursive (an error function's call ends the execution instead, as the
/// encoder has it); false when the result grows too large.
bool inlineCalls(llvm::Function &entry, bool assertions) {
  auto recursive = recursiveFunctions(directCallees(*entry.getParent()));
  for (bool changed = true; changed;) {
    changed = false;
    std::vector<llvm::CallBase *> calls;
    for (auto &inst : llvm::instructions(entry))
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst))
        if (const auto *callee = directCallee(*call);
            callee && !callee->isDeclaration() && !recursive.count(callee) &&
            !(assertions && isErrorFunction(callee->getName().str())))
          calls.push_back(call);
    for (auto *call : calls) {
      llvm::InlineFunctionInfo info;
      changed |= llvm::InlineFunction(*call, info).isSuccess();
    }
    if (entry.getInstructionCount() > kMaxInstructions)
      return false;
  }
  return true;
}

/// A call kiki cannot model soundly (threads, setjmp, varargs): control
/// may go where the clauses do not lead.
std::optional<std::string> unsupportedCall(const llvm::Module &module) {
  for (const auto &f : module)
    if (f.isDeclaration() && isUnsupportedFunction(f.getName().str()) && !f.use_empty())
      return f.getName().str();
  return std::nullopt;
}

/// Whether `f` can run: some use of it is not a call that ends the
/// execution before it starts (an error function's call, with assertions).
bool mayRun(llvm::Function &f, bool assertions) {
  f.removeDeadConstantUsers();
  bool errorFunction = assertions && isErrorFunction(f.getName().str());
  for (const auto *user : f.users()) {
    auto *call = llvm::dyn_cast<llvm::CallBase>(user);
    if (!errorFunction || !call || call->getCalledOperand() != &f)
      return true;
  }
  return false;
}

/// Where the checks of the other functions than `entry` stand: those that
/// may run are not in the clauses (`elsewhere`); those in functions that
/// never run hold (`neverRun`, unless also checked elsewhere or in entry).
struct OtherChecks {
  std::set<unsigned> elsewhere;
  std::set<unsigned> neverRun;
};

OtherChecks otherChecks(llvm::Module &module, const llvm::Function &entry, bool assertions) {
  OtherChecks checks;
  std::set<unsigned> inEntry;
  for (const auto &inst : llvm::instructions(entry))
    if (auto id = checkedProperty(inst))
      inEntry.insert(*id);
  for (auto &f : module) {
    if (&f == &entry || f.isDeclaration())
      continue;
    auto &into = mayRun(f, assertions) ? checks.elsewhere : checks.neverRun;
    for (const auto &inst : llvm::instructions(f))
      if (auto id = checkedProperty(inst))
        into.insert(*id);
  }
  std::erase_if(checks.neverRun, [&](unsigned id) {
    return checks.elsewhere.count(id) || inEntry.count(id);
  });
  return checks;
}

class PdrEngine {
public:
  PdrEngine(ProgramModel &model, const PropertyTable &properties, const Config &config)
      : model_(model), config_(config), book_(properties, result_) {
    book_.decideAtOnce();
  }
  ~PdrEngine() {
    if (leak_)
      (void)context_.release();
  }
  PdrEngine(const PdrEngine &) = delete;
  PdrEngine &operator=(const PdrEngine &) = delete;

  AnalysisResult run() {
    progress::setActivity("PDR: Horn clauses");
    std::optional<std::pair<HornProgram, HornProgram>> programs;
    timePhase(result_, "pdr-encoding", [&] { programs = encode(); });
    if (programs && !stopRequested())
      timePhase(result_, "pdr", [&] {
        // The budget (--pdr-budget) counts this thread's CPU time.
        // Each query gets what is left of it as Z3's own timeout: an
        // interrupt from the watch's thread may reach Z3 between queries.
        start_ = clock_.now();
        std::optional<CpuDeadlineWatch> budget;
        if (budgeted())
          budget.emplace(clock_, start_ + std::chrono::milliseconds(config_.engine.pdrBudgetMs),
                         [this] { spent_ = true; });
        try {
          solve(programs->first, programs->second);
        } catch (const z3::exception &) {
          if (!ended()) // an interrupted solver may throw from any call
            throw;
        }
      });
    if (spent_)
      result_.addNote(NoteKind::General, "PDR: its budget of " +
                                             std::to_string(config_.engine.pdrBudgetMs) +
                                             " ms CPU time ended");
    if (stopRequested() && !searchCancelled())
      result_.addNote(NoteKind::Stopped, stopReason() + ": the properties not decided by then "
                                                        "are UNKNOWN");
    return std::move(result_);
  }

private:
  ProgramModel &model_;
  const Config &config_;
  AnalysisResult result_;
  PropertyBook book_;
  // A Spacer query that did not finish (interrupted by a stop, or by its
  // own timeout) can leave its solver in a state whose destruction throws
  // inside Z3 (a rewriter_exception ended runs under load): such a solver
  // and its context are then left to the end of the process, on purpose.
  // The budgeted first try bounds what is left so.
  std::unique_ptr<z3::context> context_ = std::make_unique<z3::context>();
  z3::context &ctx_ = *context_;
  bool leak_ = false;
  std::set<unsigned> excluded_;
  std::atomic<bool> spent_ = false;
  ThreadCpuClock clock_;
  std::chrono::nanoseconds start_{0};

  bool budgeted() const {
    return config_.engine.pdr == EngineOptions::PdrUse::First && config_.engine.pdrBudgetMs;
  }
  /// What is left of the budget, at least 10 ms (nullopt: no budget).
  std::optional<unsigned> budgetLeftMs() const {
    if (!budgeted())
      return std::nullopt;
    auto used =
        std::chrono::duration_cast<std::chrono::milliseconds>(clock_.now() - start_).count();
    long left = static_cast<long>(config_.engine.pdrBudgetMs) - static_cast<long>(used);
    return static_cast<unsigned>(std::max(left, 10L));
  }

  bool ended() const { return spent_ || stopRequested(); }

  std::optional<std::pair<HornProgram, HornProgram>> encode() {
    llvm::ValueToValueMapTy map;
    auto module = llvm::CloneModule(model_.module(), map);
    auto *entry = module->getFunction(config_.frontEnd.entry);
    std::string whyNot;
    if (!entry || entry->isDeclaration())
      whyNot = "no entry function";
    else if (!inlineCalls(*entry, config_.checks.assertions))
      whyNot = "the entry function is too large with its calls inlined";
    else if (auto name = unsupportedCall(*module))
      whyNot = "a call to " + *name + " (not modelled)";
    std::optional<HornProgram> exact, mathematical;
    if (whyNot.empty()) {
      bool assertions = config_.checks.assertions;
      auto others = otherChecks(*module, *entry, assertions);
      excluded_ = others.elsewhere;
      std::set<unsigned> neverRun;
      for (unsigned p : others.neverRun)
        if (p < book_.size() && book_.isOpen(p))
          neverRun.insert(p);
      if (!neverRun.empty())
        prove(neverRun);
      proveAlgebraically(*entry);
      exact = HornProgram::build(*entry, ctx_, assertions, HornArithmetic::Exact, whyNot);
      if (exact)
        mathematical =
            HornProgram::build(*entry, ctx_, assertions, HornArithmetic::Mathematical, whyNot);
    }
    if (!mathematical) {
      result_.addNote(NoteKind::General, "PDR: " + whyNot);
      return std::nullopt;
    }
    return std::make_pair(std::move(*exact), std::move(*mathematical));
  }

  /// Polynomial equalities at the loop heads first: cheap (linear algebra,
  /// no solver), and what Spacer cannot find (products of variables).
  void proveAlgebraically(const llvm::Function &entry) {
    std::set<unsigned> goals;
    for (const auto &inst : llvm::instructions(entry))
      if (auto id = checkedProperty(inst);
          id && *id < book_.size() && book_.isOpen(*id) && !excluded_.count(*id))
        goals.insert(*id);
    std::set<unsigned> proved;
    progress::setActivity("PDR: polynomial equalities");
    timePhase(result_, "polynomial-equalities",
              [&] {
      proved = proveWithPolynomialEqualities(entry, goals, config_.checks.assertions);
    });
    progress::setActivity("PDR: Horn clauses");
    if (!proved.empty())
      prove(proved);
  }

  std::set<unsigned> openGoals(const HornProgram &program) const {
    std::set<unsigned> goals;
    for (unsigned p : program.properties())
      if (p < book_.size() && book_.isOpen(p) && !excluded_.count(p))
        goals.insert(p);
    return goals;
  }

  /// Spacer's solution of the clauses of `goals`: per head, its invariant
  /// as a list of conjuncts over `parameters`; nullopt when it finds none
  /// (a counterexample of the clauses, unknown, a stop).
  std::optional<std::vector<std::vector<z3::expr>>>
  solveClauses(const HornProgram &program, const std::set<unsigned> &goals,
               const std::vector<z3::expr_vector> &parameters) {
    auto owned = std::make_unique<z3::solver>(ctx_, "HORN");
    z3::solver &solver = *owned;
    for (const auto &clause : program.clauses(goals))
      solver.add(clause);
    if (!config_.engine.dumpSmt2.empty())
      std::ofstream(config_.engine.dumpSmt2) << solver.to_smt2();
    // With a budget (the first try in the portfolio) it ends by its own
    // timeout only; without one, a stop interrupts it.
    bool interruptible = !budgeted();
    auto r = check(solver, 0, interruptible);
    // An unfinished query (a timeout as well as a stop) leaves its solver
    // to the end of the process: see context_.
    if (r == z3::unknown) {
      (void)owned.release();
      leak_ = true;
    }
    if (r != z3::sat)
      return std::nullopt;
    z3::model model = solver.get_model();
    std::vector<std::vector<z3::expr>> invariants(program.headCount());
    for (size_t h = 0; h < program.headCount(); ++h)
      conjuncts(model.eval(program.predicate(h)(parameters[h]), false), invariants[h]);
    return invariants;
  }

  static void conjuncts(const z3::expr &e, std::vector<z3::expr> &out) {
    if (e.is_and()) {
      for (unsigned i = 0; i < e.num_args(); ++i)
        conjuncts(e.arg(i), out);
    } else if (!e.is_true()) {
      out.push_back(e);
    }
  }

  /// A mathematical invariant's facts, and for each linear bound the
  /// congruence modulo 2^w of its term (an equality of the mathematical
  /// integers that wrap-around keeps): the candidates for the exact clauses.
  std::vector<z3::expr> candidates(const std::vector<z3::expr> &facts,
                                   const z3::expr_vector &parameters,
                                   const std::vector<unsigned> &widths) {
    std::vector<z3::expr> out = facts;
    // Orders between the head's integers of one width, and signs: facts
    // the mathematical invariant may have stated through a bound that
    // wrap-around breaks (a + b <= 3 * n where i <= n is what holds).
    std::vector<unsigned> integers;
    for (unsigned i = 0; i < parameters.size() && integers.size() < kMaxOrdered; ++i)
      if (widths[i] > 0)
        integers.push_back(i);
    for (unsigned i : integers) {
      out.push_back(parameters[i] >= 0);
      for (unsigned j : integers)
        if (i < j && widths[i] == widths[j]) {
          out.push_back(parameters[i] <= parameters[j]);
          out.push_back(parameters[i] >= parameters[j]);
        }
    }
    for (const auto &fact : facts) {
      if (!(fact.is_app() && fact.num_args() == 2 && fact.arg(0).is_int()))
        continue;
      unsigned width = 0;
      for (unsigned i = 0; i < parameters.size(); ++i)
        if (widths[i] > 0 && occurs(fact, parameters[i]))
          width = width == 0 ? widths[i] : std::min(width, widths[i]);
      if (width == 0 || width > 64)
        continue;
      z3::expr modulus = ctx_.int_val(std::to_string(1ULL << (width - 1)).c_str()) * 2;
      z3::expr congruence = z3::mod(fact.arg(0) - fact.arg(1), modulus) == 0;
      if (!std::any_of(out.begin(), out.end(), [&](const z3::expr &c) {
            return z3::eq(c, congruence);
          }))
        out.push_back(congruence);
    }
    return out;
  }

  static bool occurs(const z3::expr &e, const z3::expr &v) {
    if (z3::eq(e, v))
      return true;
    for (unsigned i = 0; e.is_app() && i < e.num_args(); ++i)
      if (occurs(e.arg(i), v))
        return true;
    return false;
  }

  z3::check_result check(z3::solver &solver, unsigned limitMs = 0, bool interruptible = true) {
    auto left = budgetLeftMs();
    if (left || limitMs) {
      z3::params params(ctx_);
      params.set("timeout", left && limitMs ? std::min(*left, limitMs) : left ? *left : limitMs);
      solver.set(params);
    }
    std::optional<InterruptRegistration> registration;
    if (interruptible)
      registration.emplace([this] { ctx_.interrupt(); });
    auto start = std::chrono::steady_clock::now();
    z3::check_result r = z3::unknown;
    try {
      r = solver.check();
    } catch (const z3::exception &e) {
      if (saysOutOfMemory(e.msg()))
        stopForMemory();
      else if (!ended())
        throw;
    }
    result_.stats.calls++;
    result_.stats.seconds +=
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return r;
  }

  /// The head's candidate facts on `args`, joined.
  z3::expr holds(const std::vector<z3::expr> &facts, const z3::expr_vector &parameters,
                 const z3::expr_vector &args) {
    z3::expr_vector all(ctx_);
    for (const auto &fact : facts) {
      z3::expr_vector from = parameters, to = args;
      all.push_back(z3::expr(fact).substitute(from, to));
    }
    return all.empty() ? ctx_.bool_val(true) : z3::mk_and(all);
  }

  /// Houdini on the exact clauses: drops the candidate facts that are not
  /// true on entry or not kept by a block until the rest is inductive; then
  /// whether the rest excludes every failure of `goals`. Sound: every
  /// query is on the exact meaning of the program.
  bool provesExactly(const HornProgram &exact, const std::set<unsigned> &goals,
                     std::vector<std::vector<z3::expr>> facts,
                     const std::vector<z3::expr_vector> &parameters) {
    auto steps = exact.steps(goals);
    for (bool changed = true; changed;) {
      changed = false;
      for (const auto &step : steps) {
        if (!step.target || facts[*step.target].empty())
          continue;
        while (!facts[*step.target].empty()) {
          if (ended())
            return false;
          z3::solver solver(ctx_);
          solver.add(step.body && step.condition);
          if (step.source)
            solver.add(holds(facts[*step.source], parameters[*step.source], step.sourceArgs));
          auto &target = facts[*step.target];
          solver.add(!holds(target, parameters[*step.target], step.targetArgs));
          auto r = check(solver, kHoudiniQueryMs);
          if (r == z3::unsat)
            break;
          if (r != z3::sat)
            return false;
          z3::model model = solver.get_model();
          size_t before = target.size();
          std::erase_if(target, [&](const z3::expr &fact) {
            return !model.eval(holds({fact}, parameters[*step.target], step.targetArgs), true)
                        .is_true();
          });
          if (target.size() == before)
            return false; // cannot happen: some fact is false in the model
          changed = true;
        }
      }
    }
    for (const auto &step : steps) {
      if (step.target)
        continue;
      z3::solver solver(ctx_);
      solver.add(step.body && step.condition);
      if (step.source)
        solver.add(holds(facts[*step.source], parameters[*step.source], step.sourceArgs));
      if (check(solver, kHoudiniQueryMs) != z3::unsat)
        return false;
    }
    return true;
  }

  /// Spacer on the mathematical clauses, then its invariants checked on the
  /// exact ones.
  bool proves(const HornProgram &exact, const HornProgram &mathematical,
              const std::set<unsigned> &goals) {
    std::vector<z3::expr_vector> parameters;
    for (size_t h = 0; h < mathematical.headCount(); ++h) {
      z3::expr_vector p(ctx_);
      const auto &predicate = mathematical.predicate(h);
      for (unsigned i = 0; i < predicate.arity(); ++i)
        p.push_back(ctx_.constant(("p" + std::to_string(h) + "_" + std::to_string(i)).c_str(),
                                  predicate.domain(i)));
      parameters.push_back(p);
    }
    auto invariants = solveClauses(mathematical, goals, parameters);
    if (!invariants || ended())
      return false;
    for (size_t h = 0; h < invariants->size(); ++h)
      (*invariants)[h] = candidates((*invariants)[h], parameters[h], exact.widths(h));
    return provesExactly(exact, goals, std::move(*invariants), parameters);
  }

  void prove(const std::set<unsigned> &goals) {
    for (unsigned p : goals)
      book_.prove(p, false);
    progress::setProperties(book_.size() - book_.openCount(), book_.size());
  }

  /// All open properties at once; when that fails, each one alone.
  void solve(const HornProgram &exact, const HornProgram &mathematical) {
    auto goals = openGoals(exact);
    if (goals.empty())
      return;
    progress::setActivity("PDR: " + std::to_string(goals.size()) + " properties");
    if (proves(exact, mathematical, goals))
      return prove(goals);
    if (goals.size() == 1)
      return;
    for (unsigned p : goals) {
      if (ended())
        return;
      progress::setActivity("PDR: property " + std::to_string(p));
      if (proves(exact, mathematical, {p}))
        prove({p});
    }
  }
};

} // namespace

AnalysisResult runPdr(ProgramModel &model, const PropertyTable &properties, const Config &config,
                      std::ostream &) {
  return PdrEngine(model, properties, config).run();
}

} // namespace kiki
