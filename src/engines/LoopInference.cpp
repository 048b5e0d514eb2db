#include "engines/LoopInference.h"
#include "domains/Domains.h"
#include "domains/Template.h"
#include "strategy/StrategyIteration.h"
#include "util/Stop.h"

#include <algorithm>
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <ostream>
#include <set>

namespace kiki {

/// One template to infer: made afresh by `make` (a joint inference that
/// gave up leaves its domains raised part way).
struct LoopInference::Candidate {
  const LoopSite *site;
  std::function<std::shared_ptr<TemplateDomain>()> make;
  const LoopTransition *transition;
  std::string what; // for the progress line
  std::string kind; // for the reasons of an UNKNOWN: "invariant", "heap invariant"
  /// Recorded (in --show-invariants) even when it did not converge.
  bool recordAlways;
  /// Whether its queries may run on a cone solver (scalar templates only:
  /// heap and segment templates read memory while they are built, and a
  /// read adds its equations to the whole formula, which a cone would not
  /// see).
  bool inCone = false;
  std::shared_ptr<TemplateDomain> domain{};
  std::optional<size_t> recorded{}; // its entry in the invariants
};

struct LoopInference::Inferred {
  InferenceStats stats;
  double seconds;
  std::vector<std::string> facts; // empty when it did not converge
  std::string why{};              // why it did not converge
};

namespace {

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

/// The progress line of a slow inference (or of any with -v 2).
void reportInference(std::ostream &progress, const Config &config, const std::string &what,
                     const InferenceStats &stats, double seconds) {
  if (config.engine.verbosity >= 2 || seconds > 2.0)
    progress << "kiki: " << what << ": " << stats.rounds << " rounds, " << stats.solverCalls
             << " solver calls, " << seconds << " s" << (stats.converged ? "" : ", gave up")
             << std::endl;
}

} // namespace

std::vector<std::vector<const LoopSite *>> loopNests(const std::vector<LoopSite> &sites) {
  std::set<const LoopInstance *> inBatch;
  for (const auto &site : sites)
    inBatch.insert(site.instance);
  std::vector<std::vector<const LoopSite *>> nests;
  std::map<const LoopInstance *, size_t> nestOf; // by outermost instance
  for (const auto &site : sites) {
    const LoopInstance *outer = site.instance;
    for (const LoopInstance *i = outer; i; i = i->enclosing)
      if (inBatch.count(i))
        outer = i;
    auto [it, added] = nestOf.emplace(outer, nests.size());
    if (added)
      nests.emplace_back();
    nests[it->second].push_back(&site);
  }
  return nests;
}

void LoopInference::infer(const std::vector<LoopSite> &sites,
                          const std::vector<z3::expr> &notTaken) {
  if (config_.engine.domain == InvariantDomain::Top)
    return;
  for (const auto &nest : loopNests(sites)) {
    inferScalars(nest, notTaken);
    for (const LoopSite *site : nest)
      for (const auto &segment : site->segments)
        inferSegment(*site, segment, notTaken);
    inferHeaps(nest, notTaken);
  }
}

void LoopInference::inferScalars(const std::vector<const LoopSite *> &nest,
                                 const std::vector<z3::expr> &notTaken) {
  z3::context &ctx = solver_.context();
  std::vector<Candidate> candidates;
  for (const LoopSite *site : nest) {
    InvariantDomain kind = config_.engine.domain;
    std::function<std::shared_ptr<TemplateDomain>()> make = [&ctx, kind, site] {
      return std::shared_ptr<TemplateDomain>(makeDomain(kind, ctx, site->vars));
    };
    const LoopTransition *transition = &site->transition;
    if (site->paths) {
      // The path bits follow the variables in every state of its transition.
      transition = &site->paths->transition;
      make = [&ctx, kind, site] {
        std::vector<size_t> bits;
        for (size_t i = 0; i < site->paths->branches.size(); ++i)
          bits.push_back(site->vars.size() + i);
        return std::shared_ptr<TemplateDomain>(
            makePathDomain(kind, ctx, site->vars, bits, site->paths->branches));
      };
    }
    candidates.push_back(Candidate{site, make, transition,
                                   "invariant of the loop at line " + std::to_string(site->line),
                                   "invariant", true, true});
  }
  inferTogether(candidates, notTaken, Order::AloneFirst,
                [&](const Candidate &candidate, const Inferred &inferred) {
    if (inferred.stats.converged)
      solver_.add(z3::implies(!unwinder_.afterFailure(),
                              invariantAtStart(ctx, *candidate.domain, *candidate.transition)));
  });
}

/// The heap invariants (after the scalar ones, which they may use):
/// points-to sets of the pointers and field rows of every object of each
/// allocation site. Once inferred, the field rows are instantiated at every
/// object read from the loop's arbitrary start.
void LoopInference::inferHeaps(const std::vector<const LoopSite *> &nest,
                               const std::vector<z3::expr> &notTaken) {
  if (stopRequested())
    return;
  z3::context &ctx = solver_.context();
  std::vector<Candidate> candidates;
  for (const LoopSite *site : nest) {
    if (!site->heap)
      continue;
    const HeapSite &heap = *site->heap;
    auto make = [&ctx, &heap, names = unwinder_.heapNames()] {
      return makeHeapDomain(ctx, heap.pointers, heap.values, names, heap.shapes);
    };
    candidates.push_back(Candidate{site, make, &heap.transition,
                                   "heap invariant at line " + std::to_string(site->line),
                                   "heap invariant", false});
  }
  // Jointly first: an inner loop's heap alone starts from the outer loop's
  // arbitrary memory, where its rows climb to top (and heap queries cost).
  inferTogether(candidates, notTaken, Order::JointFirst,
                [&](const Candidate &candidate, const Inferred &inferred) {
    if (inferred.facts.empty())
      return;
    const HeapSite &heap = *candidate.site->heap;
    std::shared_ptr<TemplateDomain> domain = candidate.domain;
    z3::expr valid = !unwinder_.afterFailure() && heap.transition.startGuard;
    solver_.add(z3::implies(!unwinder_.afterFailure(),
                            invariantAtStart(ctx, *domain, heap.transition)));
    if (heap.transition.moreStarts) {
      auto seen = std::make_shared<std::set<unsigned>>();
      auto instance = [domain, valid, seen, startAt = heap.startAt](const z3::expr &ptr) {
        auto [object, state] = startAt(ptr);
        if (!seen->insert(object).second)
          return std::optional<z3::expr>();
        return std::optional<z3::expr>(
            z3::implies(valid, rowsFormula(ptr.ctx(), *domain, state)));
      };
      memory_.addReadHook(heap.startMem, instance);
      if (heap.pairAt)
        addPairInstances(heap, domain, valid);
    }
  });
}

/// The Unshared rows of a committed heap invariant speak of two objects:
/// they are instantiated at each pair of objects read from the loop's
/// start memory (a later loop's cursor and its other nodes), at most
/// kMaxPairInstances pairs.
void LoopInference::addPairInstances(const HeapSite &heap,
                                     std::shared_ptr<TemplateDomain> domain,
                                     const z3::expr &valid) {
  constexpr size_t kMaxPairInstances = 256;
  std::vector<size_t> others;
  for (size_t r = 0; r < domain->rowCount(); ++r)
    if (!heapPairRow(*domain, r) || domain->isTop(r))
      others.push_back(r);
  if (others.size() == domain->rowCount())
    return;
  struct Seen {
    std::set<unsigned> ids;
    std::vector<z3::expr> bases;
    size_t pairs = 0;
  };
  auto seen = std::make_shared<Seen>();
  auto pairs = [domain, valid, seen, others, startAt = heap.startAt,
                pairAt = heap.pairAt](const z3::expr &ptr) {
    unsigned id = startAt(ptr).first;
    if (!seen->ids.insert(id).second || seen->pairs >= kMaxPairInstances)
      return std::optional<z3::expr>();
    z3::expr all = ptr.ctx().bool_val(true);
    std::vector<z3::expr> before = seen->bases; // the states' reads come back here
    for (const z3::expr &other : before)
      if (seen->pairs++ < kMaxPairInstances)
        all = all && rowsFormula(ptr.ctx(), *domain, pairAt(ptr, other), others);
    seen->bases.push_back(ptr);
    return std::optional<z3::expr>(z3::implies(valid, all));
  };
  memory_.addReadHook(heap.startMem, pairs);
}

/// The values of an array segment the loop fills, after the scalar
/// invariant (which it may use). Once inferred, the universal invariant is
/// instantiated at every index read from the loop's arbitrary start.
void LoopInference::inferSegment(const LoopSite &site, const SegmentSite &segment,
                                 const std::vector<z3::expr> &notTaken) {
  if (stopRequested())
    return;
  z3::context &ctx = solver_.context();
  auto make = [&ctx, &segment] {
    return makeSegmentDomain(ctx, segment.text, segment.element, segment.partners,
                             segment.readOnly);
  };
  Candidate candidate{&site, make, &segment.transition,
                      "invariant of " + segment.text + " at line " + std::to_string(site.line),
                      "invariant of " + segment.text, false};
  Inferred inferred = inferAlone(candidate, notTaken);
  record(candidate, inferred);
  if (inferred.facts.empty())
    return;
  std::shared_ptr<TemplateDomain> domain = candidate.domain;
  z3::expr valid = !unwinder_.afterFailure() && segment.transition.startGuard;
  solver_.add(z3::implies(valid, invariantAtStart(ctx, *domain, segment.transition)));
  auto instance = [domain, valid, startAt = segment.startAt](const z3::expr &ptr) {
    auto found = startAt(ptr);
    if (!found)
      return std::optional<z3::expr>();
    const auto &[inArray, state] = *found;
    return std::optional<z3::expr>(
        z3::implies(valid && inArray, rowsFormula(ptr.ctx(), *domain, state)).simplify());
  };
  memory_.addReadHook(segment.startMem, instance);
  if (segment.keptMem)
    memory_.addReadHook(*segment.keptMem, instance);
}

/// The candidates of one nest, each inferred alone and passed to `commit`
/// at once (an inner loop first: the ones inferred later may use it), and
/// jointly. Alone, an inner loop's invariant is inferred without the outer
/// one, which bounds the values it starts from; so AloneFirst infers all
/// again jointly, under the invariants already found, when some row is
/// left at top. Joint inference alone is not enough: rows of different
/// loops that bound each other (an inner j < i, the outer i after it) climb
/// one step per round and are widened to top. JointFirst infers alone only
/// when the joint inference gives up.
void LoopInference::inferTogether(std::vector<Candidate> &candidates,
                                  const std::vector<z3::expr> &notTaken, Order order,
                                  const Commit &commit) {
  if (order == Order::JointFirst && candidates.size() > 1 &&
      inferJointly(candidates, notTaken, commit)) {
    refineOutermost(candidates, notTaken, commit);
    return;
  }
  bool someTop = false;
  for (auto &candidate : candidates) {
    Inferred inferred = inferAlone(candidate, notTaken);
    commit(candidate, inferred);
    record(candidate, inferred);
    const TemplateDomain &domain = *candidate.domain;
    someTop = someTop || !inferred.stats.converged;
    for (size_t r = 0; r < domain.rowCount(); ++r)
      someTop = someTop || domain.isTop(r);
  }
  if (order == Order::AloneFirst && candidates.size() > 1 && someTop && !stopRequested())
    inferJointly(candidates, notTaken, commit);
}

/// After a joint inference, the outermost loop's template alone where the
/// joint one left a row at top: jointly its rows are checked against the
/// inner loops' rows as they climb, and an inner loop's row over a site's
/// objects, which the outer iteration's new object breaks at the inner
/// loop's start, goes to top and takes the outer row along (a list of
/// nodes whose array member an inner loop fills: "every node's elems[k] is
/// 0" holds alone, in 3 rounds, and not jointly). Both results are sound;
/// each is committed.
void LoopInference::refineOutermost(std::vector<Candidate> &candidates,
                                    const std::vector<z3::expr> &notTaken, const Commit &commit) {
  std::set<const LoopInstance *> inBatch;
  for (const auto &candidate : candidates)
    inBatch.insert(candidate.site->instance);
  for (auto &candidate : candidates) {
    bool outermost = true;
    for (const LoopInstance *i = candidate.site->instance->enclosing; i; i = i->enclosing)
      outermost = outermost && !inBatch.count(i);
    const TemplateDomain &joint = *candidate.domain;
    bool someTop = false;
    for (size_t r = 0; r < joint.rowCount(); ++r)
      someTop = someTop || joint.isTop(r);
    if (!outermost || !someTop || stopRequested())
      continue;
    Inferred inferred = inferAlone(candidate, notTaken);
    commit(candidate, inferred);
    record(candidate, inferred);
  }
}

bool LoopInference::inferJointly(std::vector<Candidate> &candidates,
                                 const std::vector<z3::expr> &notTaken, const Commit &commit) {
  auto start = std::chrono::steady_clock::now();
  std::vector<InferencePart> parts;
  for (auto &candidate : candidates) {
    candidate.domain = candidate.make();
    parts.push_back(InferencePart{*candidate.domain, *candidate.transition});
  }
  std::string why;
  InferenceStats stats = limited(
      [&](Solver &solver) { return inferJointInvariant(solver, parts, notTaken); },
      queryRoots(candidates, notTaken), why);
  double seconds = secondsSince(start);
  reportInference(progress_, config_,
                  "joint " + candidates[0].what + " and " +
                      std::to_string(candidates.size() - 1) + " more",
                  stats, seconds);
  if (!stats.converged)
    return false;
  for (auto &candidate : candidates) {
    Inferred inferred{stats, seconds, candidate.domain->describe(), why};
    commit(candidate, inferred);
    record(candidate, inferred);
    stats.solverCalls = 0; // counted once, for the first
    seconds = 0;
  }
  return true;
}

/// An inference under the per-query time limit: a query past it answers
/// unknown, and the inference gives up (no invariant: sound, weaker). A
/// 64-bit digit loop's queries took 10 s each and stalled the run there.
InferenceStats LoopInference::limited(const std::function<InferenceStats(Solver &)> &infer,
                                      const std::vector<z3::expr> &roots, std::string &why) {
  unsigned limitMs = config_.engine.inferenceQueryMs;
  std::string seconds = limitMs % 1000 ? std::to_string(limitMs) + " ms"
                                       : std::to_string(limitMs / 1000) + " s";
  std::string limitText =
      "the limit of " + seconds + " CPU time per query (--inference-query-limit)";
  // Each query past the limit costs the whole limit; once a few have, the
  // rest of the run goes without inference (plain k-induction and bounded
  // checks) rather than paying it loop after loop.
  if (limitMs && solver_.stats().pastLimit >= kMaxQueriesPastLimit) {
    why = "not inferred, since " + std::to_string(kMaxQueriesPastLimit) +
          " earlier inference queries ran past " + limitText;
    return InferenceStats{};
  }
  std::optional<unsigned> ms;
  if (limitMs)
    ms = limitMs;
  unsigned pastBefore = solver_.stats().pastLimit;
  InferenceStats stats;
  {
    ScopedQueryLimit limit(solver_, ms); // the cone takes the solver's limits
    std::unique_ptr<Solver> cone;
    if (!roots.empty() && !config_.engine.heap && !stopRequested() &&
        solver_.stats().assertions >= kMinConeAssertions)
      cone = solver_.coneSolver(roots, kMaxConeShare);
    stats = infer(cone ? *cone : solver_);
    if (cone)
      solver_.addCalls(cone->stats());
  }
  if (!stats.converged)
    why = solver_.stats().pastLimit > pastBefore ? "a query ran past " + limitText
          : stopRequested()                      ? "" // the stop's note says it
          : stats.rounds >= kMaxInferenceRounds  ? "the inference reached its round limit (" +
                                                      std::to_string(kMaxInferenceRounds) + ")"
                                                 : "the solver could not answer a query";
  return stats;
}

std::vector<z3::expr> LoopInference::queryRoots(llvm::ArrayRef<Candidate> candidates,
                                               const std::vector<z3::expr> &notTaken) const {
  std::vector<z3::expr> roots = notTaken;
  for (const Candidate &candidate : candidates) {
    const LoopTransition &loop = *candidate.transition;
    if (!candidate.inCone || loop.moreStarts)
      return {};
    roots.push_back(loop.startGuard);
    roots.insert(roots.end(), loop.start.begin(), loop.start.end());
    for (const auto &latch : loop.latches) {
      roots.push_back(latch.guard);
      roots.insert(roots.end(), latch.state.begin(), latch.state.end());
    }
  }
  return roots;
}

/// Infers one candidate's invariant.
LoopInference::Inferred LoopInference::inferAlone(Candidate &candidate,
                                                  const std::vector<z3::expr> &notTaken) {
  candidate.domain = candidate.make();
  auto start = std::chrono::steady_clock::now();
  std::string why;
  InferenceStats stats = limited(
      [&](Solver &solver) {
        return inferInvariant(solver, *candidate.domain, *candidate.transition, notTaken);
      },
      queryRoots(candidate, notTaken), why);
  double seconds = secondsSince(start);
  reportInference(progress_, config_, candidate.what + " (" + candidate.domain->name() + ")",
                  stats, seconds);
  return {stats, seconds,
          stats.converged ? candidate.domain->describe() : std::vector<std::string>{}, why};
}

/// A second inference of the same candidate (joint after alone) adds its
/// facts to the first one's entry: both hold.
void LoopInference::record(Candidate &candidate, const Inferred &inferred) {
  const LoopSite &site = *candidate.site;
  if (inferred.stats.converged || !inferred.why.empty())
    imprecision_.record(LoopImprecision{
      site.loop, site.instance, site.line, site.function->getName().str(), candidate.kind,
      inferred.stats.converged ? candidate.domain->impreciseValues() : std::vector<std::string>{},
      inferred.stats.converged ? "" : inferred.why});
  if (candidate.recorded) {
    LoopInvariant &entry = invariants_[*candidate.recorded];
    if (!entry.converged)
      entry.facts.clear();
    for (const auto &fact : inferred.facts)
      if (std::find(entry.facts.begin(), entry.facts.end(), fact) == entry.facts.end())
        entry.facts.push_back(fact);
    entry.converged = entry.converged || inferred.stats.converged;
    entry.solverCalls += inferred.stats.solverCalls;
    entry.seconds += inferred.seconds;
    return;
  }
  if (inferred.facts.empty() && !candidate.recordAlways)
    return;
  candidate.recorded = invariants_.size();
  invariants_.push_back(LoopInvariant{site.line, site.function->getName().str(),
                                      inferred.facts, inferred.stats.converged,
                                      inferred.stats.solverCalls, inferred.seconds});
}

} // namespace kiki
