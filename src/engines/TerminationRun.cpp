// --termination runs the prover here and the lasso search in a forked child
// (its own copy of the module, its own solver), so that neither waits for
// the other: the first definite answer ends both. --nontermination runs the
// recurrent-set search here instead of the prover. The child reports a lasso
// or a complete unwinding through a pipe (engines/Wire.h).
#include "engines/Termination.h"
#include "engines/Wire.h"
#include "instrument/WrapOverflow.h"
#include "util/ChildProcess.h"
#include "util/Stop.h"

#include <llvm/IR/Module.h>
#include <llvm/Transforms/Utils/Cloning.h>

#include <algorithm>
#include <chrono>
#include <ostream>
#include <set>

namespace kiki {
namespace {

/// The lasso search in a child process; its answer cancels the prover.
class LassoChild {
public:
  LassoChild(llvm::Module &module, const Config &config, const TerminationSites &sites,
             std::ostream &progress)
      : process_([&] { return encodeSearchResult(findLasso(module, config, sites, progress)); },
                 [this](const std::string &message) {
                   // A child that ended without an answer sends nothing.
                   result_ = decodeSearchResult(message).value_or(SearchResult{});
                   if (result_.lasso || result_.finiteWithin)
                     cancelSearch(); // the prover's work is moot
                 }) {}

  bool running() const { return process_.running(); }
  /// Waits for the child's answer until a stop is requested.
  void wait() const { process_.wait(); }
  /// Ends the child; returns what it found.
  SearchResult stop() {
    process_.stop();
    return result_;
  }

private:
  SearchResult result_; // written by the reader before it finishes
  ChildProcess process_;
};

/// The same loops in a copy of the module.
TerminationSites sitesIn(const TerminationSites &sites, llvm::ValueToValueMapTy &copies) {
  TerminationSites mapped;
  mapped.properties = sites.properties;
  mapped.byRecursiveFunction = sites.byRecursiveFunction;
  mapped.selfRecursive = sites.selfRecursive;
  mapped.within = sites.within;
  for (const auto &[header, index] : sites.byHeader)
    mapped.byHeader[llvm::cast<llvm::BasicBlock>(copies[header])] = index;
  return mapped;
}

/// An uninstrumented copy of the module, taken before the prover changes
/// it, for further proofs of the same loops.
class PristineCopy {
public:
  PristineCopy(llvm::Module &module, const TerminationSites &sites)
      : module_(llvm::CloneModule(module, map_)), sites_(sitesIn(sites, map_)) {}

  struct Copy {
    std::unique_ptr<llvm::Module> module;
    TerminationSites sites;
  };
  Copy take() {
    llvm::ValueToValueMapTy map;
    auto module = llvm::CloneModule(*module_, map);
    return {std::move(module), sitesIn(sites_, map)};
  }

private:
  llvm::ValueToValueMapTy map_;
  std::unique_ptr<llvm::Module> module_;
  TerminationSites sites_;
};

void adopt(TerminationProof &proof, TerminationProof better) {
  better.stats.calls += proof.stats.calls;
  better.stats.seconds += proof.stats.seconds;
  proof = std::move(better);
}

/// The prover on a fresh copy of the program where signed +, -, * wrap
/// around (two's complement) instead of being undefined.
TerminationProof proveWrapped(PristineCopy &pristine, const Config &config,
                              std::ostream &progress, ProverOptions options) {
  auto copy = pristine.take();
  wrapSignedOverflow(*copy.module);
  options.semantics = SignedOverflow::Wraps;
  return proveTermination(*copy.module, config, copy.sites, progress, options);
}

/// Recursions proved to terminate: their properties, and the proofs'
/// ranking functions and invariants for --show-invariants.
struct RankedRecursions {
  std::set<unsigned> properties;
  std::vector<LoopInvariant> rankings;
};

/// The recursions proved to terminate no longer block `proof`.
void dischargeRecursions(TerminationProof &proof, const RankedRecursions &ranked) {
  std::erase_if(proof.blockers, [&](const TerminationBlocker &b) {
    return b.property && ranked.properties.count(*b.property);
  });
  for (unsigned index : ranked.properties)
    proof.ranked[index] = true;
  proof.rankings.insert(proof.rankings.end(), ranked.rankings.begin(), ranked.rankings.end());
}

/// Recursion stands in the way of the proof: the prover's encoding holds
/// the first activation of each recursive function only, its loops ranked
/// in that activation's context. For a function that calls itself only
/// directly, a second proof from its own entry with arbitrary arguments and
/// globals covers every activation: all its loops ranked there, and a
/// ranking function over its arguments for its calls of itself.
/// Returns the recursions it ranked (their properties), for the same proof
/// on another encoding of the program (dischargeRecursions).
RankedRecursions retryRecursion(TerminationProof &proof, PristineCopy &pristine,
                                const Config &config, const TerminationSites &sites,
                                std::ostream &progress) {
  std::set<unsigned> recursions;
  RankedRecursions ranked;
  for (const auto &blocker : proof.blockers) {
    if (blocker.signedOverflow)
      continue; // retryBlockedProof's part
    if (!blocker.property || !sites.selfRecursive.count(blocker.function))
      return {}; // something else blocks the proof as well
    recursions.insert(*blocker.property);
  }
  for (const auto &[name, index] : sites.byRecursiveFunction) {
    if (!recursions.count(index) || stopRequested())
      continue;
    if (config.engine.verbosity >= 1)
      progress << "kiki: ranking the recursion of " << name << std::endl;
    Config entry = config;
    entry.frontEnd.entry = name;
    entry.frontEnd.entryGiven = true;
    // Arbitrary arguments make overflows possible that no real call
    // reaches: the proof takes wrap-around arithmetic, which covers every
    // execution without undefined behaviour and what the machine does.
    ProverOptions options;
    options.recurrentSets = false;
    options.rankRecursionOf = name;
    TerminationProof own = proveWrapped(pristine, entry, progress, options);
    proof.stats.calls += own.stats.calls;
    proof.stats.seconds += own.stats.seconds;
    if (!own.proved())
      continue;
    ranked.properties.insert(index);
    for (auto &ranking : own.rankings)
      ranked.rankings.push_back(std::move(ranking));
  }
  dischargeRecursions(proof, ranked);
  return ranked;
}

/// Every loop is ranked but signed overflows may happen. Proved again with
/// wrap-around arithmetic, termination covers every execution without
/// undefined behaviour (the competition's reading) and what the machine
/// does, and the overflows become notes; failing that, octagons may rule
/// the overflows out where intervals could not.
void retryBlockedProof(TerminationProof &proof, PristineCopy &pristine, const Config &config,
                       const RankedRecursions &rankedRecursions, std::ostream &progress,
                       std::vector<Note> &notes) {
  if (!proof.blockedOnlyBySignedOverflow() || stopRequested())
    return;
  if (config.engine.verbosity >= 1)
    progress << "kiki: a signed overflow may happen; proving termination with wrap-around"
             << std::endl;
  TerminationProof wraps = proveWrapped(pristine, config, progress, ProverOptions{{}, true, false});
  dischargeRecursions(wraps, rankedRecursions);
  if (wraps.proved()) {
    for (const auto &blocker : proof.blockers)
      notes.push_back({NoteKind::General, blocker.note +
                      "; the loops terminate also where it wraps around (two's complement)"});
    return adopt(proof, std::move(wraps));
  }
  if (config.engine.domain != InvariantDomain::Intervals || stopRequested())
    return;
  if (config.engine.verbosity >= 1)
    progress << "kiki: ruling the signed overflows out with octagons" << std::endl;
  Config octagons = config;
  octagons.engine.domain = InvariantDomain::Octagons;
  auto copy = pristine.take();
  TerminationProof octagonal = proveTermination(*copy.module, octagons, copy.sites, progress);
  if (octagonal.proved())
    adopt(proof, std::move(octagonal));
}

/// No closed recurrent set without signed overflow was found. Where signed
/// overflow is possible, one with wrap-around arithmetic is still an
/// infinite execution: of the machine, and one of the behaviours C's
/// undefined behaviour allows (`while (1) x++;` leaves its loop only through
/// undefined behaviour). Only --nontermination reports it: the competition's
/// termination tasks are meant to be free of undefined behaviour, and
/// `for (i = 0; i <= n; i++);` is not called non-terminating there.
std::optional<Lasso> recurrenceWithWrapAround(const TerminationProof &proof,
                                              PristineCopy &pristine, const Config &config,
                                              std::ostream &progress) {
  if (!proof.mayOverflow() || stopRequested())
    return std::nullopt;
  if (config.engine.verbosity >= 1)
    progress << "kiki: a signed overflow may happen; looking for recurrent sets with "
                "wrap-around"
             << std::endl;
  TerminationProof wraps = proveWrapped(pristine, config, progress, ProverOptions{{}, false, true});
  if (wraps.recurrent && !wraps.recurrent->trace.empty())
    wraps.recurrent->trace += "  in this infinite execution signed arithmetic may wrap around "
                              "(two's complement), which is undefined behaviour in C\n";
  return wraps.recurrent;
}

} // namespace

namespace {

/// --nontermination: a lasso in the child or a closed recurrent set here,
/// the first wins.
SearchResult searchNonTermination(llvm::Module &module, const Config &config,
                                  const TerminationSites &sites, std::ostream &progress,
                                  AnalysisResult &result) {
  SearchResult search;
  // Lassos in the child, closed recurrent sets here; the first wins.
  LassoChild child(module, config, sites, progress);
  bool searched = child.running();
  PristineCopy pristine(module, sites);
  TerminationProof sets = proveTermination(module, config, sites, progress,
                                           ProverOptions{SignedOverflow::Undefined, false, true});
  // Asked for non-termination, an infinite execution that relies on
  // signed overflow wrapping around is worth reporting (with a note); it
  // is quick to find, and a lasso found by then is preferred.
  if (!sets.recurrent)
    sets.recurrent = recurrenceWithWrapAround(sets, pristine, config, progress);
  if (!sets.recurrent)
    child.wait();
  search = child.stop();
  if (!search.lasso)
    search.lasso = sets.recurrent;
  if (!search.lasso && !search.finiteWithin && !searched && !stopRequested()) {
    auto copy = pristine.take();
    search = findLasso(*copy.module, config, copy.sites, progress);
  }
  if (search.finiteWithin)
    result.notes.push_back({NoteKind::General, "every execution ends within " +
                           std::to_string(search.finiteWithin) +
                           " iterations of each loop: there is no infinite execution"});
  return search;
}

/// --termination: the prover here, the lasso search in the child.
SearchResult proveAndSearch(llvm::Module &module, const Config &config,
                            const TerminationSites &sites, std::ostream &progress,
                            std::optional<TerminationProof> &proof, AnalysisResult &result) {
  SearchResult search;
  LassoChild child(module, config, sites, progress);
  bool searched = child.running();
  PristineCopy pristine(module, sites);
  proof = proveTermination(module, config, sites, progress);
  auto rankedRecursions = retryRecursion(*proof, pristine, config, sites, progress);
  retryBlockedProof(*proof, pristine, config, rankedRecursions, progress, result.notes);
  bool decided = proof->proved() || proof->recurrent;
  if (!decided)
    child.wait();
  search = child.stop();
  if (!search.lasso)
    search.lasso = proof->recurrent;
  if (search.finiteWithin && !search.lasso) {
    // Complete unwinding: no execution reaches a further iteration.
    proof->blockers.clear();
    proof->ranked.assign(proof->ranked.size(), true);
    result.notes.push_back({NoteKind::General, "every execution leaves every loop within " +
                           std::to_string(search.finiteWithin) +
                           " iterations (complete unwinding)"});
  }
  if (!searched && !decided)
    result.notes.push_back({NoteKind::General, "the search for an infinite execution could not run"});
  return search;
}

} // namespace

AnalysisResult analyseTermination(llvm::Module &module, const Config &config,
                                  PropertyTable &properties, std::ostream &progress) {
  TerminationSites sites = terminationSites(module, config);
  properties = sites.properties;
  AnalysisResult result;
  result.properties.resize(properties.size());
  std::optional<TerminationProof> proof;
  SearchResult search =
      config.analysis == AnalysisKind::NonTermination
          ? searchNonTermination(module, config, sites, progress, result)
          : proveAndSearch(module, config, sites, progress, proof, result);
  const std::optional<Lasso> &lasso = search.lasso;
  // A blocker may lie inside any loop: with one, no loop is proved, even
  // when an infinite execution elsewhere decides the program.
  bool unblocked = proof && proof->blockers.empty();
  if (proof && lasso)
    proof->blockers.clear(); // an infinite execution answers for the program
  if (proof) {
    result.stats = proof->stats;
    result.invariants = proof->rankings;
    for (const auto &blocker : proof->blockers) {
      // A property of its own, so that a program without loops is not
      // SUCCESSFUL; it stays UNKNOWN.
      if (!blocker.property) {
        properties.add(PropertyKind::Termination, blocker.function, blocker.line, blocker.what);
        result.properties.resize(properties.size());
      }
      result.notes.push_back({NoteKind::General, blocker.note + ": termination is UNKNOWN"});
    }
    std::vector<bool> proved = provedLoops(*proof, sites, unblocked);
    for (size_t i = 0; i < properties.size() && i < proved.size(); ++i)
      if (proved[i])
        result.properties[i].verdict = Verdict::Success;
  }
  if (lasso && lasso->property < properties.size()) {
    auto &p = result.properties[lasso->property];
    p.verdict = Verdict::Failure;
    p.trace = lasso->trace;
    p.steps = lasso->steps;
  } else if (stopRequested() && !searchCancelled()) {
    result.notes.push_back({NoteKind::Stopped, stopReason() + ": the loops not decided by then are UNKNOWN"});
  }
  if (proof)
    for (size_t i = 0; i < properties.size() && i < proof->ranked.size(); ++i) {
      if (result.properties[i].verdict != Verdict::Unknown)
        continue;
      if (!proof->ranked[i])
        result.properties[i].reasons.push_back(
            {"no ranking function of up to " + std::to_string(config.engine.rankingComponents) +
                 " lexicographic components (--lexicographic-ranking-function N) was found for "
                 "every instance of the loop, nor an infinite execution",
             properties[i].function, properties[i].line});
      for (unsigned j : sites.within[i])
        if (j < proof->ranked.size() && !proof->ranked[j])
          result.properties[i].reasons.push_back(
              {"its iterations may not end: \"" + properties[j].text + "\" at line " +
                   std::to_string(properties[j].line) + " is not proved",
               properties[i].function, properties[i].line});
    }
  if (properties.size() == 0 && config.analysis == AnalysisKind::NonTermination)
    result.notes.push_back({NoteKind::General, "the program has no loop"});
  result.complete = true;
  return result;
}

} // namespace kiki
