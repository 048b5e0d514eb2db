// A violation witness as assumptions on the unwound program
// (--validate-witness). The unwinder's trace tree holds every encoded
// input, branch, assignment and inlined call with its guard, and a
// depth-first walk meets them in execution order (an iteration's block sits
// where its loop is entered, a callee's where it is called). So the k-th
// occurrence of an event at a line on an execution is the event whose guard
// holds while the guards of exactly k-1 earlier events of that line hold.
//
// - `follow`: each Result/Branch waypoint fixes the value of the k-th
//   occurrence of its event: (guard && before == k-1) => value == V. It only
//   removes executions, so any violation found under it is real; and it
//   constrains nothing beyond the unwound part, so it may also be assumed
//   by the completeness check.
// - `passes`: the path passes every waypoint: the k-th occurrence exists
//   (Result, Branch, Enter, Return), and some assignment at a Variable
//   waypoint's line gives its variable its value. Assumed only when looking
//   for violations (the waypoints lie before the target on its path).
#pragma once
#include "encode/Unwinder.h"
#include "witness/WitnessReader.h"

#include <map>
#include <string>
#include <vector>

namespace kiki {

/// For events in execution order, each happening under its guard: before
/// each event, for k = 0 .. top-1, "exactly k earlier events happened"
/// ([event][k]), as a sequential counter of Boolean terms. The k-th
/// occurrence of an event is the one whose guard holds with k-1 before it.
std::vector<std::vector<z3::expr>> exactlyBefore(z3::context &ctx,
                                                 const std::vector<z3::expr> &guards,
                                                 unsigned top);

class WitnessConstraints {
public:
  WitnessConstraints(z3::context &ctx, const Witness &witness);

  struct Terms {
    z3::expr follow;
    z3::expr passes;
  };
  /// The constraints over the events encoded so far. The first call also
  /// decides which waypoints can be used: those with an event of their kind
  /// at their place in the encoded program (every reachable instruction is
  /// encoded once at the first depth).
  Terms build(const TraceBlock &root);

  /// The waypoints kiki does not use, each with why ("waypoint 3 (...): ...").
  std::vector<std::string> unused() const;

private:
  struct Event {
    z3::expr guard;
    z3::expr value; // Result, Variable: the value; Branch: the condition
  };
  using Key = std::tuple<WaypointKind, unsigned, std::string>;

  z3::context &ctx_;
  std::vector<Waypoint> waypoints_;
  bool mapped_ = false;

  void collect(const TraceBlock &block, std::map<Key, std::vector<Event>> &events) const;
  static Key keyOf(const Waypoint &w);
  z3::expr equals(const z3::expr &value, const Waypoint &w) const;
};

} // namespace kiki
