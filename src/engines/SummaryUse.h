// How the kIkI engine uses function summaries (engines/FunctionSummaries.h):
// found before the encoding and handed to the unwinder, which lets the
// recursive calls it has not inlined return under them in the induction
// step; and, the first time the step covers every execution, the same
// functions' summaries in their calling contexts.
#pragma once
#include "engines/ProgramEncoding.h"

#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace kiki {

class SummaryUse {
public:
  SummaryUse(ProgramEncoding &enc, ProgramModel &model, const PropertyTable &properties,
             const Config &config, std::ostream &progress)
      : enc_(enc), model_(model), properties_(properties), config_(config), progress_(progress) {}

  /// Whether some function may get a summary (k-induction only).
  bool hasCandidates();
  /// Before the encoding: infers the summaries, gives them to the unwinder
  /// and returns the checks they prove for every call.
  std::vector<unsigned> inferBeforeEncoding();
  unsigned functionsSummarised() const {
    return static_cast<unsigned>(enc_.unwinder.summarizedFunctions().size());
  }

  /// The literals a step assumes besides the summary literal: the first
  /// time, the summaries in calling contexts are made from the executions
  /// `covering` describes (the step's tails and overflow cut, not the
  /// induction premise), so they hold where the step's proofs do; with
  /// `cut`, only while no overflow check has failed.
  std::vector<z3::expr> contextAssumptions(const std::vector<z3::expr> &covering, bool cut);

private:
  ProgramEncoding &enc_;
  ProgramModel &model_;
  const PropertyTable &properties_;
  const Config &config_;
  std::ostream &progress_;
  std::optional<std::vector<const llvm::Function *>> candidates_;
  std::optional<z3::expr> contextLiteral_; // made once contexts are tried
  bool contextCut_ = false;

  void summarizeInContexts(const std::vector<z3::expr> &covering);
  /// Where the summaries' own solvers log their queries (--verbosity 3).
  std::ostream *queryLog() { return config_.engine.verbosity >= 3 ? &progress_ : nullptr; }
  void print(const std::string &line) {
    if (config_.engine.verbosity >= 2)
      progress_ << "kiki: summary " << line << std::endl;
  }
};

} // namespace kiki
