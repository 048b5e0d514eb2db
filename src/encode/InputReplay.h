// The inputs of one native run as assumptions on the unwound program (the
// replay of a crash found by fuzzing, engines/InputFuzzing). The trace
// tree's depth-first walk meets the encoded `__VERIFIER_nondet_*` calls in
// execution order (as WitnessConstraints relies on), so the k-th call on
// an execution is the event whose guard holds while the guards of exactly
// k-1 earlier such events hold; it must return the k-th native value.
// Like a witness's `follow`, this only removes executions: a violation
// found under it is real. Calls beyond the native run's stay free.
#pragma once
#include "encode/TraceRecords.h"
#include "options/Config.h"

#include <optional>
#include <vector>

namespace kiki {

class InputReplay {
public:
  InputReplay(z3::context &ctx, std::vector<ReplayInput> inputs)
      : ctx_(ctx), inputs_(std::move(inputs)) {}

  /// The executions whose nondet calls return the native values, over the
  /// events encoded so far.
  z3::expr follow(const TraceBlock &root) const;

  /// Whether a call of this name is one of the replayed inputs.
  static bool isReplayed(const std::string &callee);
  /// The input as a value of `sort`; nullopt where it cannot be one (its
  /// size differs, floating point).
  static std::optional<z3::expr> constant(const z3::sort &sort, const ReplayInput &input);

private:
  z3::context &ctx_;
  std::vector<ReplayInput> inputs_;

  z3::expr equals(const z3::expr &value, const ReplayInput &input) const;
};

} // namespace kiki
