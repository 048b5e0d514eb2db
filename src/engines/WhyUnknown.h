// Why a property stayed UNKNOWN, one reason per line (seed 003): the values
// the loop invariants it may depend on leave unconstrained ("imprecise value
// of variable "x" at the end of the loop starting at line 5"), the loops
// whose inference gave up, and, where neither applies, what the run reached.
// The loops a property may depend on are those from whose head its check
// can be reached: in the same function by the control-flow graph, across
// functions through the calls made after the loop or around it.
#pragma once
#include "results/AnalysisResult.h"
#include "results/Property.h"

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/IR/Module.h>
#include <map>
#include <string>
#include <vector>

namespace kiki {

struct LoopInstance; // encode/Unwinder.h

/// One template inferred for one loop instance, as seed 003 reads it.
struct LoopImprecision {
  const llvm::Loop *loop;
  const LoopInstance *instance;
  unsigned line;
  std::string function;
  std::string template_;              // "invariant", "heap", a segment's text
  std::vector<std::string> imprecise; // values every row leaves open
  std::string gaveUp;                 // non-empty: no invariant, and why
};

/// The imprecision of every inferred template; a second inference of the
/// same template of the same instance (joint after alone) keeps what both
/// leave open, since both invariants hold.
class ImprecisionLog {
public:
  void record(LoopImprecision entry);
  const std::vector<LoopImprecision> &entries() const { return entries_; }

private:
  std::vector<LoopImprecision> entries_;
};

/// Reason lines for the UNKNOWN properties of `result` (PropertyResult::
/// reasons): imprecise values and failed inferences of the loops each may
/// depend on, in the order of the loops' lines (the run's notes are added
/// by AnalysisResult::addNoteReasons).
void addUnknownReasons(const llvm::Module &module, const ImprecisionLog &log,
                       AnalysisResult &result);

} // namespace kiki
