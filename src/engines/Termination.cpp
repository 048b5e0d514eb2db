#include "engines/Termination.h"
#include "engines/ProgramEncoding.h"
#include "domains/Domains.h"
#include "domains/RankingFunction.h"
#include "encode/Unwinder.h"
#include "instrument/Instrument.h"
#include "model/ProgramModel.h"
#include "encode/Trace.h"
#include "strategy/RankingSynthesis.h"
#include "strategy/RecurrentSet.h"
#include "strategy/StrategyIteration.h"
#include "util/Stop.h"

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/InstIterator.h>
#include <algorithm>
#include <chrono>
#include <set>

namespace kiki {
namespace {

/// Functions `from` can call, directly or (any address-taken one) through
/// a pointer, `from` first if it has a body.
std::vector<llvm::Function *> reachableFunctions(llvm::Module &module, llvm::Function *from) {
  std::vector<llvm::Function *> order;
  std::set<llvm::Function *> seen;
  auto visit = [&](llvm::Function *f) {
    if (f && !f->isDeclaration() && seen.insert(f).second)
      order.push_back(f);
  };
  visit(from);
  for (size_t i = 0; i < order.size(); ++i)
    for (auto &inst : llvm::instructions(*order[i]))
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst)) {
        if (auto *callee = call->getCalledFunction()) {
          visit(callee);
        } else {
          for (auto &f : module)
            if (f.hasAddressTaken())
              visit(&f);
        }
      }
  return order;
}

/// The functions `call` may call: its callee, or every address-taken one.
std::vector<llvm::Function *> possibleCallees(llvm::Module &module, const llvm::CallBase &call) {
  if (auto *callee = call.getCalledFunction())
    return {callee};
  std::vector<llvm::Function *> callees;
  for (auto &g : module)
    if (g.hasAddressTaken())
      callees.push_back(&g);
  return callees;
}

/// Whether `f` can call itself again, directly or through other functions.
bool isRecursive(llvm::Module &module, llvm::Function *f) {
  for (auto &inst : llvm::instructions(*f))
    if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst)) {
      for (auto *callee : possibleCallees(module, *call)) {
        auto reached = reachableFunctions(module, callee);
        if (std::find(reached.begin(), reached.end(), f) != reached.end())
          return true;
      }
    }
  return false;
}

/// Whether no function that `f` reaches, other than `f`, reaches `f` again.
bool onlySelfRecursive(llvm::Module &module, llvm::Function *f) {
  for (llvm::Function *g : reachableFunctions(module, f)) {
    if (g == f)
      continue;
    auto back = reachableFunctions(module, g);
    if (std::find(back.begin(), back.end(), f) != back.end())
      return false;
  }
  return true;
}

/// The line of a loop in the user's code, and what the property says: a
/// loop of an inlined library model is named by its model function and
/// placed at the call.
std::pair<unsigned, std::string> loopPlace(const llvm::Loop &loop) {
  llvm::DebugLoc loc = loop.getStartLoc();
  if (!loc)
    return {0, "loop terminates"};
  const llvm::DILocation *at = loc.get();
  if (!at->getInlinedAt())
    return {at->getLine(), "loop terminates"};
  std::string callee = at->getScope()->getSubprogram()->getName().str();
  while (at->getInlinedAt())
    at = at->getInlinedAt();
  return {at->getLine(), "loop in " + callee + " terminates"};
}

/// What runs inside a loop's iterations: its inner loops' headers and the
/// functions its body may call (directly or further down).
struct LoopContents {
  std::set<const llvm::BasicBlock *> innerHeaders;
  std::set<const llvm::Function *> functions;
};

/// reachableFunctions, once per function for all loops of a module.
using Reach = std::map<llvm::Function *, std::vector<llvm::Function *>>;

LoopContents loopContents(llvm::Module &module, const llvm::Loop &loop, Reach &reach) {
  LoopContents contents;
  for (const llvm::Loop *inner : loop.getLoopsInPreorder())
    if (inner != &loop)
      contents.innerHeaders.insert(inner->getHeader());
  for (llvm::BasicBlock *block : loop.blocks())
    for (auto &inst : *block) {
      auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
      if (!call)
        continue;
      for (llvm::Function *callee : possibleCallees(module, *call)) {
        auto found = reach.find(callee);
        if (found == reach.end())
          found = reach.emplace(callee, reachableFunctions(module, callee)).first;
        contents.functions.insert(found->second.begin(), found->second.end());
      }
    }
  return contents;
}

std::set<unsigned> propertiesIn(const TerminationSites &sites, const LoopContents &contents) {
  std::set<unsigned> found;
  for (const auto &[header, index] : sites.byHeader)
    if (contents.innerHeaders.count(header) || contents.functions.count(header->getParent()))
      found.insert(index);
  for (const auto &[name, index] : sites.byRecursiveFunction)
    for (const llvm::Function *f : contents.functions)
      if (f->getName() == name)
        found.insert(index);
  return found;
}

} // namespace

std::vector<bool> provedLoops(const TerminationProof &proof, const TerminationSites &sites,
                              bool unblocked) {
  std::vector<bool> proved(proof.ranked.size(), false);
  auto ranked = [&](unsigned j) { return j < proof.ranked.size() && proof.ranked[j]; };
  for (unsigned i = 0; unblocked && i < proved.size(); ++i) {
    auto inside = sites.within.find(i);
    proved[i] = ranked(i) && (inside == sites.within.end() ||
                              std::all_of(inside->second.begin(), inside->second.end(), ranked));
  }
  return proved;
}

TerminationSites terminationSites(llvm::Module &module, const Config &config) {
  TerminationSites sites;
  std::vector<std::pair<unsigned, LoopContents>> inside;
  Reach reach;
  for (llvm::Function *f : reachableFunctions(module, module.getFunction(config.frontEnd.entry))) {
    if (isRecursive(module, f)) {
      unsigned line = f->getSubprogram() ? f->getSubprogram()->getLine() : 0;
      std::string name = f->getName().str();
      sites.byRecursiveFunction[name] = sites.properties.add(
          PropertyKind::Termination, name, line, "recursive calls of " + name + " terminate");
      if (onlySelfRecursive(module, f))
        sites.selfRecursive.insert(name);
    }
    llvm::DominatorTree dom(*f);
    llvm::LoopInfo loops(dom);
    std::vector<std::pair<unsigned, llvm::Loop *>> ordered;
    for (llvm::Loop *loop : loops.getLoopsInPreorder())
      ordered.emplace_back(loopPlace(*loop).first, loop);
    std::stable_sort(ordered.begin(), ordered.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    for (const auto &[line, loop] : ordered) {
      unsigned index = sites.properties.add(PropertyKind::Termination, f->getName().str(), line,
                                            loopPlace(*loop).second);
      sites.byHeader[loop->getHeader()] = index;
      inside.push_back({index, loopContents(module, *loop, reach)});
    }
  }
  for (const auto &[index, contents] : inside)
    sites.within[index] = propertiesIn(sites, contents);
  return sites;
}

namespace {

/// The prover: every loop instance unwound once from an arbitrary start
/// (the k-induction encoding), innermost first; an invariant in the chosen
/// domain, then a ranking function under it.
class TerminationProver {
public:
  TerminationProver(llvm::Module &module, const Config &config, const TerminationSites &sites,
                    std::ostream &progress, const ProverOptions &options)
      : enc_(module, proverConfig(config, options.semantics)), sites_(sites),
        progress_(progress), options_(options) {
    proof_.ranked.assign(sites.properties.size(), true);
  }

  TerminationProof run() {
    try {
      enc_.unwinder.start(0);
      rankLoops();
      findBlockers();
      if (!options_.rankRecursionOf.empty())
        rankRecursion();
    } catch (const z3::exception &) {
      if (!stopRequested())
        throw;
      proof_.ranked.assign(proof_.ranked.size(), false);
    }
    proof_.stats = enc_.solver.stats();
    return std::move(proof_);
  }

private:
  AnalysisEncoding enc_;
  const TerminationSites &sites_;
  std::ostream &progress_;
  ProverOptions options_;
  TerminationProof proof_;

  static Config proverConfig(Config config, SignedOverflow semantics) {
    config.engine.strategy = Strategy::OneShotInduction;
    // Assertions end executions where they fail. An undefined signed
    // overflow ends them too, and a proof needs none to happen; without the
    // checks the arithmetic wraps around.
    config.checks = CheckOptions{};
    config.checks.signedOverflow = semantics == SignedOverflow::Undefined;
    config.checks.assertionsEnd = true;
    return config;
  }
  /// Assumptions of every query: loop exits after the encoded iteration are
  /// covered by the arbitrary starts; executions end at a failed check.
  std::vector<z3::expr> assumptions() const {
    std::vector<z3::expr> a;
    for (const auto &tail : enc_.unwinder.openLoopTails())
      a.push_back(!tail);
    a.push_back(!enc_.unwinder.afterFailure());
    return a;
  }

  bool mayHappen(const z3::expr &condition) {
    if (condition.is_false())
      return false;
    return enc_.solver.checkQuery(condition, assumptions(), "term.reach") != SatResult::Unsat;
  }

  /// Constructs whose termination kiki cannot judge, where reachable.
  void findBlockers() {
    std::set<std::string> seen;
    auto block = [&](const z3::expr &guard, TerminationBlocker blocker) {
      if (!seen.count(blocker.what) && mayHappen(guard)) {
        seen.insert(blocker.what);
        if (blocker.property)
          proof_.ranked[*blocker.property] = false;
        proof_.blockers.push_back(std::move(blocker));
      }
    };
    for (const auto &[callee, reach] : enc_.unwinder.pendingCallees()) {
      std::string name = callee->getName().str();
      unsigned line = callee->getSubprogram() ? callee->getSubprogram()->getLine() : 0;
      auto property = sites_.byRecursiveFunction.find(name);
      std::optional<unsigned> index;
      if (property != sites_.byRecursiveFunction.end())
        index = property->second;
      block(reach, {name, line, "recursive calls of " + name + " terminate",
                    "no ranking of the recursion in " + name, false, index});
    }
    const std::string &entry = enc_.config.frontEnd.entry;
    for (const auto &u : enc_.unwinder.unsupported())
      block(u.guard, {entry, u.line, u.reason + " ends",
                      "line " + std::to_string(u.line) + ": " + u.reason + " is not modelled", false, std::nullopt});
    for (size_t p = 0; p < enc_.checks.size(); ++p)
      if (enc_.checks[p].kind == PropertyKind::Overflow)
          block(disjunction(enc_.ctx, enc_.unwinder.violations()[p]), {enc_.checks[p].function, enc_.checks[p].line,
                           "no undefined " + enc_.checks[p].text,
                           "line " + std::to_string(enc_.checks[p].line) + ": " + enc_.checks[p].text +
                               " may happen (undefined behaviour)", true, std::nullopt});
    for (const auto &c : enc_.unwinder.unmodelled())
      block(c.guard, {entry, c.line, "call of " + c.name + " returns",
                      "line " + std::to_string(c.line) + ": " + c.name +
                          " has no body and no model, and may not return", false, std::nullopt});
  }

  void rankLoops() {
    auto assumed = assumptions();
    for (auto &site : enc_.unwinder.takeLoopSites()) {
      auto it = sites_.byHeader.find(site.loop->getHeader());
      if (stopRequested() || it == sites_.byHeader.end()) {
        if (it != sites_.byHeader.end())
          proof_.ranked[it->second] = false;
        continue;
      }
      auto start = std::chrono::steady_clock::now();
      unsigned callsBefore = enc_.solver.stats().calls;
      inferInvariant(site, assumed);
      bool found = options_.rank && rank(site, assumed, start, callsBefore);
      if (!found)
        proof_.ranked[it->second] = false;
      if (!found && !proof_.recurrent && options_.recurrentSets) {
        auto searchStart = std::chrono::steady_clock::now();
        unsigned calls = enc_.solver.stats().calls;
        proof_.recurrent = recurrentSet(site, it->second, assumed);
        double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                                       searchStart).count();
        if (enc_.config.engine.verbosity >= 2 || seconds > 2.0)
          progress_ << "kiki: recurrent set of the loop at line " << site.line << ": "
                    << (proof_.recurrent ? "found" : "none") << ", "
                    << enc_.solver.stats().calls - calls << " solver calls, " << seconds << " s"
                    << std::endl;
      }
    }
  }

  /// The entry function calls itself: each call's integer arguments
  /// against the entry's, as the back edges of a loop; a ranking function
  /// for them discharges the recursion's blocker.
  void rankRecursion() {
    const std::string &name = options_.rankRecursionOf;
    auto property = sites_.byRecursiveFunction.find(name);
    const auto &instances = enc_.unwinder.callInstances();
    if (property == sites_.byRecursiveFunction.end() || instances.empty() ||
        instances.front().callee->getName() != name)
      return;
    const CallInstance &entry = instances.front();
    std::vector<size_t> ranked; // the integer arguments
    LoopTransition calls{enc_.ctx.bool_val(true), {}, {}, {}};
    std::vector<TemplateVar> vars;
    for (size_t a = 0; a < entry.args.size(); ++a) {
      const llvm::Argument *arg = entry.callee->getArg(static_cast<unsigned>(a));
      if (!arg->getType()->isIntegerTy() || !entry.args[a].isScalar())
        continue;
      ranked.push_back(a);
      vars.push_back(TemplateVar{arg->getName().str(), arg->getType()->getIntegerBitWidth()});
      calls.start.push_back(entry.args[a].expr());
    }
    calls.head = calls.start;
    for (const auto &[reach, args] : enc_.unwinder.pendingCallsTo(*entry.callee)) {
      TemplateState state;
      for (size_t a : ranked)
        state.push_back(args[a].expr());
      calls.latches.push_back({reach, state});
    }
    if (vars.empty() || calls.latches.empty())
      return;
    RankingTemplate ranking(enc_.ctx, vars);
    RankingOutcome outcome =
        synthesiseRanking(enc_.solver, ranking, calls, assumptions(), rankingOptions());
    bool found = outcome.value.kind == RankingValue::Function;
    if (enc_.config.engine.verbosity >= 2)
      progress_ << "kiki: ranking function of the recursion of " << name << ": "
                << ranking.describe(outcome.value) << std::endl;
    if (!found)
      return;
    unsigned index = property->second;
    std::erase_if(proof_.blockers, [&](const TerminationBlocker &b) {
      return b.property == index;
    });
    proof_.ranked[index] = true;
    proof_.rankings.push_back(LoopInvariant{
        entry.callee->getSubprogram() ? entry.callee->getSubprogram()->getLine() : 0, name,
        {"ranking function of the recursive calls " + ranking.describe(outcome.value)}, true,
        outcome.stats.solverCalls, 0});
  }

  bool rank(const LoopSite &site, const std::vector<z3::expr> &assumed,
            std::chrono::steady_clock::time_point start, unsigned callsBefore) {
    RankingTemplate ranking(enc_.ctx, site.vars);
    RankingOutcome outcome = synthesiseRanking(enc_.solver, ranking, site.transition, assumed,
                                               rankingOptions());
    bool found = outcome.value.kind == RankingValue::Function;
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    proof_.rankings.push_back(LoopInvariant{
        site.line, site.function->getName().str(),
        {"ranking function " + ranking.describe(outcome.value)}, found,
        enc_.solver.stats().calls - callsBefore, seconds});
    if (enc_.config.engine.verbosity >= 2 || seconds > 2.0)
      progress_ << "kiki: ranking function of the loop at line " << site.line << ": "
                << ranking.describe(outcome.value) << ", " << outcome.stats.rounds
                << " counterexamples, " << seconds << " s" << std::endl;
    return found;
  }

  /// A closed recurrent set of the loop that a real execution reaches.
  std::optional<Lasso> recurrentSet(const LoopSite &site, unsigned property,
                                    const std::vector<z3::expr> &assumed) {
    // Code kiki does not model may end the execution anywhere.
    z3::expr escapes = enc_.ctx.bool_val(true);
    for (const auto &latch : site.transition.latches)
      escapes = escapes && !latch.guard;
    escapes = escapes || disjunction(enc_.ctx, enc_.unwinder.unmodelledGuards());
    std::vector<z3::expr> real = enc_.unwinder.modelledRunAssumptions();
    for (const auto &entry : enc_.unwinder.havocEntries())
      real.push_back(!entry);
    RecurrenceProblem problem{site.vars, site.transition, escapes, assumed, real};
    auto set = findRecurrentSet(enc_.solver, problem);
    std::string fixedText;
    if (!set && !site.inputs.empty() && !stopRequested()) {
      // `while (nondet()) x += 2;` has no box every iteration comes back to:
      // an input of 0 leaves. With each input fixed to a value a real first
      // iteration that comes back used, every iteration may still; the
      // environment giving that value every time is a real execution.
      if (auto fixed = fixedInputs(site, real)) {
        std::vector<z3::expr> step = assumed;
        step.push_back(enc_.solver.literalFor(fixed->first, "recurrence.inputs"));
        RecurrenceProblem again{site.vars, site.transition, escapes, step, real};
        set = findRecurrentSet(enc_.solver, again);
        fixedText = fixed->second;
      }
    }
    if (!set)
      return std::nullopt;
    Lasso lasso{property, {}};
    if (!enc_.config.engine.trace)
      return lasso;
    const auto &latch = site.transition.latches[set->latch];
    site.headTrace->items.push_back(TraceCheck{latch.guard, property});
    lasso.steps = computeTrace(set->reach, *enc_.unwinder.trace(), enc_.unwinder.objectLabels(),
                               sites_.properties[property], property);
    lasso.trace = renderTraceText(lasso.steps);
    lasso.trace += "  the loop head is reached again in the set " + set->describe(site.vars) +
                   ", and every iteration from a state in it comes back to the head in it:";
    for (size_t v = 0; v < site.vars.size(); ++v)
      lasso.trace += " " + site.vars[v].name + "=" +
                     valueText(variableValue(set->reach, latch.state[v], site.vars[v]), site.vars[v]);
    if (!fixedText.empty())
      lasso.trace += " (every input of each iteration as in the first: " + fixedText + ")";
    lasso.trace += "\n";
    return lasso;
  }

  /// The first iteration's inputs equal to their values in a real
  /// execution whose first iteration comes back to the head, and those
  /// values as text.
  std::optional<std::pair<z3::expr, std::string>> fixedInputs(const LoopSite &site,
                                                              const std::vector<z3::expr> &real) {
    std::vector<z3::expr> backEdges;
    for (const auto &latch : site.transition.latches)
      backEdges.push_back(latch.guard);
    if (enc_.solver.checkQuery(disjunction(enc_.ctx, backEdges), real,
                               "recurrence.comes_back") != SatResult::Sat)
      return std::nullopt;
    z3::model model = enc_.solver.model();
    z3::expr all = enc_.ctx.bool_val(true);
    std::string text;
    for (const auto &input : site.inputs) {
      z3::expr value = model.eval(input, true);
      all = all && input == value;
      text += (text.empty() ? "" : ", ") +
              (value.is_numeral() ? value.get_decimal_string(0) : value.to_string());
    }
    return std::make_pair(all, text);
  }

  RankingOptions rankingOptions() const {
    RankingOptions options;
    options.maxComponents = enc_.config.engine.rankingComponents;
    return options;
  }

  /// The loop's invariant constrains its arbitrary start from now on.
  void inferInvariant(const LoopSite &site, const std::vector<z3::expr> &assumed) {
    if (enc_.config.engine.domain == InvariantDomain::Top)
      return;
    auto domain = makeDomain(enc_.config.engine.domain, enc_.ctx, site.vars);
    InferenceStats stats = kiki::inferInvariant(enc_.solver, *domain, site.transition, assumed);
    if (stats.converged)
      enc_.solver.add(invariantAtStart(enc_.ctx, *domain, site.transition));
    proof_.rankings.push_back(LoopInvariant{
        site.line, site.function->getName().str(),
        stats.converged ? domain->describe() : std::vector<std::string>{}, stats.converged,
        stats.solverCalls, 0});
  }
};

} // namespace

bool TerminationProof::proved() const {
  return blockers.empty() && std::all_of(ranked.begin(), ranked.end(), [](bool r) { return r; });
}

bool TerminationProof::blockedOnlyBySignedOverflow() const {
  return !blockers.empty() && std::all_of(ranked.begin(), ranked.end(), [](bool r) { return r; }) &&
         std::all_of(blockers.begin(), blockers.end(),
                     [](const TerminationBlocker &b) { return b.signedOverflow; });
}

bool TerminationProof::mayOverflow() const {
  return std::any_of(blockers.begin(), blockers.end(),
                     [](const TerminationBlocker &b) { return b.signedOverflow; });
}

TerminationProof proveTermination(llvm::Module &module, const Config &config,
                                  const TerminationSites &sites, std::ostream &progress,
                                  const ProverOptions &options) {
  try {
    return TerminationProver(module, config, sites, progress, options).run();
  } catch (const z3::exception &) {
    // Stopped (or cancelled by the lasso search's answer) while the program
    // was being encoded: an interrupted solver may throw from any call.
    if (!stopRequested())
      throw;
    TerminationProof undecided;
    undecided.ranked.assign(sites.properties.size(), false);
    return undecided;
  }
}

} // namespace kiki
