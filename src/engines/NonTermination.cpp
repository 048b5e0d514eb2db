// Non-termination by singleton recurrent sets (chapter section 6.3): with
// every loop unwound k times (k = 1, 2, ... on one incremental solver), a
// loop instance whose head is reached after k' and after k iterations in
// the same state, memory included. Repeating iterations k'..k-1 with the
// same non-deterministic choices is then an infinite execution. Executions
// end at a failed check and at a signed overflow (undefined behaviour), and
// a lasso through code kiki does not model is not accepted. Recursion the
// same way: a recursive call entered with the same arguments and memory as
// a call it is nested in recurs forever.
#include "engines/Termination.h"
#include "engines/ProgramEncoding.h"
#include "encode/Unwinder.h"
#include "instrument/Instrument.h"
#include "model/ProgramModel.h"
#include "encode/Trace.h"
#include "util/Stop.h"

#include <chrono>
#include <map>
#include <ostream>
#include <sstream>

namespace kiki {
namespace {

/// Without --unwind N the search ends here: lassos of practical programs
/// recur within a few iterations, and each depth compares the newest head
/// with every earlier one.
constexpr unsigned kDefaultDepth = 64;

/// A loop instance's heads after `earlier` and `later` iterations, or (no
/// instance) the call instances `earlier` and `later` nested in it.
struct Candidate {
  const LoopInstance *instance;
  size_t earlier, later;
  z3::expr holds;
};

class LassoSearch {
public:
  LassoSearch(llvm::Module &module, const Config &config, const TerminationSites &sites,
              std::ostream &progress)
      : enc_(module, searchConfig(config)), sites_(sites), progress_(progress) {}

  SearchResult run() {
    auto start = std::chrono::steady_clock::now();
    double lastProgress = 0;
    try {
      for (unsigned k = 1; !stopRequested(); ++k) {
        k == 1 ? enc_.unwinder.start(1) : enc_.unwinder.unwindTo(k);
        if (auto lasso = check())
          return {lasso, 0};
        if (everyExecutionEnds())
          return {std::nullopt, deepestIteration(k)};
        double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        // A progress line once the search gets long (at most one a second
        // unless --verbosity 2 or more asks for every depth).
        if (enc_.config.engine.verbosity >= 2 || (seconds > 2.0 && seconds - lastProgress >= 1.0)) {
          lastProgress = seconds;
          // One write for the whole line: the search may run in a child
          // process that is killed at any moment, and half a line on the
          // shared stderr would run into the parent's report.
          std::ostringstream line;
          line << "kiki: non-termination: no loop-head state recurs within " << k
               << " iterations (of at most " << enc_.config.engine.unwind.value_or(kDefaultDepth)
               << "), " << enc_.solver.stats().calls << " solver calls, " << seconds << " s\n";
          progress_ << line.str() << std::flush;
        }
        if (k >= enc_.config.engine.unwind.value_or(kDefaultDepth))
          break;
      }
    } catch (const z3::exception &) {
      if (!stopRequested())
        throw;
    }
    return {};
  }

private:
  AnalysisEncoding enc_;
  const TerminationSites &sites_;
  std::ostream &progress_;
  std::map<const LoopInstance *, size_t> compared_; // heads already compared
  size_t callsCompared_ = 0;

  static Config searchConfig(Config config) {
    config.engine.strategy = Strategy::IncrementalBmc;
    config.checks = CheckOptions{};
    config.checks.signedOverflow = true; // an overflow ends the execution
    config.checks.assertionsEnd = true;
    return config;
  }

  z3::expr sameState(const Incoming &a, const Incoming &b) {
    z3::expr same = a.mem.bytes == b.mem.bytes && a.mem.alive == b.mem.alive &&
                    a.mem.heapCount == b.mem.heapCount;
    for (size_t p = 0; p < a.phis.size(); ++p)
      same = same && symEq(enc_.ctx, a.phis[p], b.phis[p]);
    return same;
  }

  std::vector<Candidate> newCandidates() {
    std::vector<Candidate> candidates;
    for (const auto &instance : enc_.unwinder.loopInstances()) {
      if (!sites_.byHeader.count(instance->loop->getHeader()))
        continue; // not a loop of the property table (cannot happen)
      size_t &from = compared_[instance.get()];
      for (size_t later = std::max<size_t>(from, 1); later < instance->heads.size(); ++later)
        for (size_t earlier = 0; earlier < later; ++earlier) {
          const Incoming &a = instance->heads[earlier], &b = instance->heads[later];
          if (b.guard.is_false())
            continue;
          z3::expr holds = enc_.solver.freshBool("lasso");
          enc_.solver.add(holds == (b.guard && sameState(a, b)));
          candidates.push_back({instance.get(), earlier, later, holds});
        }
      from = instance->heads.size();
    }
    addRecursionCandidates(candidates);
    return candidates;
  }

  void addRecursionCandidates(std::vector<Candidate> &candidates) {
    const auto &calls = enc_.unwinder.callInstances();
    for (size_t later = callsCompared_; later < calls.size(); ++later) {
      const CallInstance &inner = calls[later];
      if (inner.entry.guard.is_false() ||
          !sites_.byRecursiveFunction.count(inner.callee->getName().str()))
        continue;
      for (int earlier = inner.parent; earlier >= 0; earlier = calls[earlier].parent) {
        const CallInstance &outer = calls[earlier];
        if (outer.callee != inner.callee)
          continue;
        z3::expr same = sameState(outer.entry, inner.entry);
        for (size_t a = 0; a < inner.args.size() && a < outer.args.size(); ++a)
          same = same && symEq(enc_.ctx, outer.args[a], inner.args[a]);
        z3::expr holds = enc_.solver.freshBool("lasso.call");
        enc_.solver.add(holds == (inner.entry.guard && same));
        candidates.push_back({nullptr, static_cast<size_t>(earlier), later, holds});
      }
    }
    callsCompared_ = calls.size();
  }

  /// The most iterations of a loop body encoded: the unwinding `depth`, or
  /// more where a loop with a small constant bound was unwound completely.
  unsigned deepestIteration(unsigned depth) const {
    for (const auto &loop : enc_.unwinder.loopInstances())
      if (loop->iterations > 0)
        depth = std::max(depth, loop->iterations - 1);
    return depth;
  }

  /// No execution goes beyond the unwinding, overflows, or runs code kiki
  /// does not model: every execution is finite (complete unwinding).
  bool everyExecutionEnds() {
    std::vector<z3::expr> beyond = enc_.unwinder.frontier();
    for (const auto &guard : enc_.unwinder.unmodelledGuards())
      beyond.push_back(guard);
    for (size_t p = 0; p < enc_.checks.size(); ++p)
      if (enc_.checks[p].kind == PropertyKind::Overflow)
        for (const auto &violation : enc_.unwinder.violations()[p])
          beyond.push_back(violation);
    z3::expr any = disjunction(enc_.ctx, beyond);
    if (any.is_false())
      return true;
    return enc_.solver.checkQuery(any, {}, "beyond") == SatResult::Unsat;
  }


  std::optional<Lasso> check() {
    auto candidates = newCandidates();
    if (candidates.empty())
      return std::nullopt;
    std::vector<z3::expr> holds;
    for (const auto &c : candidates)
      holds.push_back(c.holds);
    z3::expr any = disjunction(enc_.ctx, holds);
    z3::expr act = enc_.solver.freshBool("lasso.round");
    enc_.solver.add(z3::implies(act, any));
    auto query = enc_.unwinder.modelledRunAssumptions();
    query.push_back(act);
    SatResult result = enc_.solver.check(query);
    std::optional<z3::model> found;
    if (result == SatResult::Sat)
      found = enc_.solver.model();
    enc_.solver.add(!act); // done: its constraint is no longer a choice
    if (!found)
      return std::nullopt;
    const z3::model &model = *found;
    for (const auto &c : candidates)
      if (model.eval(c.holds, true).is_true())
        return describe(model, c);
    return std::nullopt;
  }

  Lasso describe(const z3::model &model, const Candidate &c) {
    if (!c.instance)
      return describeRecursion(model, c);
    unsigned property = sites_.byHeader.at(c.instance->loop->getHeader());
    Lasso lasso{property, {}};
    if (!enc_.config.engine.trace)
      return lasso;
    // The trace ends at the head of the later iteration.
    c.instance->headTraces[c.later]->items.insert(
        c.instance->headTraces[c.later]->items.begin(), TraceCheck{c.holds, property});
    lasso.steps = computeTrace(model, *enc_.unwinder.trace(), enc_.unwinder.objectLabels(),
                               sites_.properties[property], property);
    lasso.trace = renderTraceText(lasso.steps);
    lasso.trace += "  the loop head is in the same state after " + std::to_string(c.earlier) +
                   " and after " + std::to_string(c.later) + " iterations:";
    size_t p = 0;
    for (const auto &phi : c.instance->loop->getHeader()->phis()) {
      const Sym &value = c.instance->heads[c.later].phis[p++];
      std::string name = enc_.model.source().variableName(&phi);
      if (name.empty())
        continue;
      lasso.trace += " " + name + "=" +
                     formatValue(model, value.expr(), phi.getType(),
                                 enc_.model.source().isUnsignedVariable(&phi), false,
                                 enc_.unwinder.objectLabels());
    }
    lasso.trace += "\n";
    return lasso;
  }

  Lasso describeRecursion(const z3::model &model, const Candidate &c) {
    const CallInstance &inner = enc_.unwinder.callInstances()[c.later];
    std::string name = inner.callee->getName().str();
    unsigned property = sites_.byRecursiveFunction.at(name);
    Lasso lasso{property, {}};
    if (!enc_.config.engine.trace)
      return lasso;
    // The trace ends at the entry of the inner call.
    inner.trace->items.insert(inner.trace->items.begin(), TraceCheck{c.holds, property});
    lasso.steps = computeTrace(model, *enc_.unwinder.trace(), enc_.unwinder.objectLabels(),
                               sites_.properties[property], property);
    lasso.trace = renderTraceText(lasso.steps);
    lasso.trace += "  " + name + " is called again in the state it was called in:";
    size_t a = 0;
    for (const auto &arg : inner.callee->args()) {
      if (a >= inner.args.size())
        break;
      const Sym &value = inner.args[a++];
      std::string argName = arg.getName().str();
      lasso.trace += " " + (argName.empty() ? "argument " + std::to_string(a) : argName) + "=" +
                     formatValue(model, value.expr(), arg.getType(), false, false,
                                 enc_.unwinder.objectLabels());
    }
    lasso.trace += "\n";
    return lasso;
  }
};

} // namespace

SearchResult findLasso(llvm::Module &module, const Config &config,
                       const TerminationSites &sites, std::ostream &progress) {
  try {
    return LassoSearch(module, config, sites, progress).run();
  } catch (const z3::exception &) {
    if (!stopRequested()) // stopped while encoding: nothing found
      throw;
    return {};
  }
}

} // namespace kiki
