// kIkI's loop invariants: inferred for the loop instances as they are
// unwound (each constrains its loop's arbitrary start in the induction
// step), and after a proof the loop-head invariants a correctness witness
// carries (with --validate-witness: the witness's invariants checked).
#pragma once
#include "engines/HeadInvariants.h"
#include "engines/ProgramEncoding.h"
#include "engines/WhyUnknown.h"
#include "options/Config.h"
#include "results/AnalysisResult.h"

#include <iosfwd>
#include <vector>

namespace kiki {

class KikiInvariants {
public:
  KikiInvariants(ProgramEncoding &encoding, const Config &config, std::ostream &progress)
      : solver_(encoding.solver), memory_(encoding.memory), unwinder_(encoding.unwinder),
        config_(config), progress_(progress) {}

  /// Invariants for the loop instances unwound since the last call.
  void inferNew(std::vector<LoopInvariant> &invariants);
  /// Correctness witnesses: after a proof, the loop-head invariants to
  /// write; with --validate-witness, the witness's invariants checked.
  void addHeadInvariants(AnalysisResult &result);
  /// What the inferred invariants leave open (engines/WhyUnknown).
  const ImprecisionLog &imprecision() const { return imprecision_; }
  /// After the reasons of the UNKNOWN properties: the hints of a stronger
  /// domain, measured on the loops they name (engines/DomainHints).
  void addDomainHints(AnalysisResult &result);

private:
  Solver &solver_;
  MemoryModel &memory_;
  Unwinder &unwinder_;
  const Config &config_;
  std::ostream &progress_;
  std::vector<LoopRecord> loopRecords_; // every loop instance with an arbitrary start
  ImprecisionLog imprecision_;
};

} // namespace kiki
