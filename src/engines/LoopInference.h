// kIkI's invariant inference for the loop instances one unwinding adds
// (chapter section 5.1): per loop the scalar template, the array segments
// and the heap template. The loops of a nest are inferred together, since
// an inner loop entered from the outer loop's arbitrary iteration starts in
// whatever the outer invariant allows, and the outer loop continues from
// what the inner invariant allows at the inner loop's exit.
#pragma once
#include "encode/MemoryModel.h"
#include "encode/Unwinder.h"
#include "engines/KikiEngine.h"
#include "engines/WhyUnknown.h"
#include "strategy/StrategyIteration.h"
#include "solver/Solver.h"
#include "options/Config.h"

#include <llvm/ADT/ArrayRef.h>

#include <functional>
#include <iosfwd>
#include <vector>

namespace kiki {

class LoopInference {
public:
  LoopInference(Solver &solver, MemoryModel &memory, const Unwinder &unwinder,
                const Config &config, std::ostream &progress,
                std::vector<LoopInvariant> &invariants, ImprecisionLog &imprecision)
      : solver_(solver), memory_(memory), unwinder_(unwinder), config_(config),
        progress_(progress), invariants_(invariants), imprecision_(imprecision) {}

  /// Infers the invariants of `sites` and adds each converged one to the
  /// solver (at its loop's arbitrary start) under `!afterFailure`.
  /// `notTaken` holds in every query (exits not encoded yet are not taken).
  void infer(const std::vector<LoopSite> &sites, const std::vector<z3::expr> &notTaken);

private:
  Solver &solver_;
  MemoryModel &memory_;
  const Unwinder &unwinder_;
  const Config &config_;
  std::ostream &progress_;
  std::vector<LoopInvariant> &invariants_;
  ImprecisionLog &imprecision_;

  struct Candidate;
  struct Inferred;

  void inferScalars(const std::vector<const LoopSite *> &nest,
                    const std::vector<z3::expr> &notTaken);
  void inferHeaps(const std::vector<const LoopSite *> &nest,
                  const std::vector<z3::expr> &notTaken);
  /// `domain` is the heap invariant (domains/Domains.h's makeHeapDomain).
  void addPairInstances(const HeapSite &heap, std::shared_ptr<TemplateDomain> domain,
                        const z3::expr &valid);
  void inferSegment(const LoopSite &site, const SegmentSite &segment,
                    const std::vector<z3::expr> &notTaken);
  using Commit = std::function<void(const Candidate &, const Inferred &)>;
  enum class Order { AloneFirst, JointFirst };
  void inferTogether(std::vector<Candidate> &candidates, const std::vector<z3::expr> &notTaken,
                     Order order, const Commit &commit);
  void refineOutermost(std::vector<Candidate> &candidates, const std::vector<z3::expr> &notTaken,
                       const Commit &commit);
  bool inferJointly(std::vector<Candidate> &candidates, const std::vector<z3::expr> &notTaken,
                    const Commit &commit);
  /// Queries past their limit after which a run infers no more invariants.
  static constexpr unsigned kMaxQueriesPastLimit = 2;
  /// Inference queries run on a cone solver once the formula has this many
  /// constraints, when the cone has at most this share of them. A counting
  /// loop before 100 branches on remainders (151 constraints) took 23 s to
  /// infer on the whole formula; below this many, queries on the whole
  /// formula stay fast and keep what a cone may lack (e2e
  /// leak_loop_balanced, 69 constraints: a time-out on cones).
  static constexpr unsigned kMinConeAssertions = 150;
  static constexpr double kMaxConeShare = 0.5;
  /// `why` is set when it did not converge. `infer` runs on a solver of
  /// the part of a large formula that `roots` depend on where that part is
  /// small (Solver::coneSolver; on the formula of a whole program, the
  /// first query of a loop near its start, inih's strlen of the input,
  /// took 20 s, on its cone 0.03 s), else on the solver.
  InferenceStats limited(const std::function<InferenceStats(Solver &)> &infer,
                         const std::vector<z3::expr> &roots, std::string &why);
  /// The terms the queries over `candidates` speak of: their states and
  /// guards, and `notTaken`; none when one may not run on a cone.
  std::vector<z3::expr> queryRoots(llvm::ArrayRef<Candidate> candidates,
                                   const std::vector<z3::expr> &notTaken) const;
  Inferred inferAlone(Candidate &candidate, const std::vector<z3::expr> &notTaken);
  void record(Candidate &candidate, const Inferred &inferred);
};

/// The sites grouped by loop nest (each group in the sites' order): a site
/// joins the group of the outermost site whose iterations it lies in.
std::vector<std::vector<const LoopSite *>> loopNests(const std::vector<LoopSite> &sites);

} // namespace kiki
