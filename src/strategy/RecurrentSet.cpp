#include "strategy/RecurrentSet.h"
#include "util/Stop.h"

#include <map>

namespace kiki {
namespace {

z3::expr constant(z3::context &ctx, Bound value, unsigned width) {
  if (value < 0 && width < 127)
    value += static_cast<Bound>(static_cast<unsigned __int128>(1) << width);
  return ctx.bv_val(boundText(value).c_str(), width);
}

class BoxSearch {
public:
  BoxSearch(Solver &solver, const RecurrenceProblem &problem)
      : solver_(solver), p_(problem), ctx_(problem.escapes.ctx()),
        box_{std::vector<std::optional<Bound>>(problem.vars.size()),
             std::vector<std::optional<Bound>>(problem.vars.size()), z3::model(ctx_), 0} {}

  std::optional<RecurrentSet> run() {
    auto reached = reachableState();
    if (!reached)
      return std::nullopt;
    std::vector<Bound> r = *reached;
    for (unsigned round = 0; round < p_.maxRounds && !stopRequested(); ++round) {
      auto leaving = leavingState();
      if (!leaving && undecided_)
        return std::nullopt; // not known to be closed
      if (!leaving)
        return finish();
      if (!cut(*leaving, r))
        return std::nullopt;
    }
    return std::nullopt;
  }

private:
  Solver &solver_;
  const RecurrenceProblem &p_;
  z3::context &ctx_;
  RecurrentSet box_;
  static constexpr unsigned kCutsPerBound = 2;
  std::map<std::pair<size_t, bool>, unsigned> cuts_;
  bool undecided_ = false; // the latest query was not decided

  z3::expr inBox(const TemplateState &state) const {
    z3::expr in = ctx_.bool_val(true);
    for (size_t v = 0; v < p_.vars.size(); ++v) {
      const TemplateVar &var = p_.vars[v];
      if (box_.lower[v]) {
        z3::expr c = constant(ctx_, *box_.lower[v], var.width);
        in = in && (var.isSigned ? z3::sge(state[v], c) : z3::uge(state[v], c));
      }
      if (box_.upper[v]) {
        z3::expr c = constant(ctx_, *box_.upper[v], var.width);
        in = in && (var.isSigned ? z3::sle(state[v], c) : z3::ule(state[v], c));
      }
    }
    return in;
  }

  std::vector<Bound> values(const z3::model &model, const TemplateState &state) const {
    std::vector<Bound> out;
    for (size_t v = 0; v < p_.vars.size(); ++v)
      out.push_back(variableValue(model, state[v], p_.vars[v]));
    return out;
  }

  bool check(const std::vector<z3::expr> &assumptions, const z3::expr &condition) {
    SatResult result = solver_.checkQuery(condition, assumptions, "recur");
    undecided_ = result == SatResult::Unknown;
    return result == SatResult::Sat;
  }

  /// A real execution that comes back to the head in the box: the state
  /// there, with the model and the back edge in box_.
  std::optional<std::vector<Bound>> reachableState() {
    const auto &latches = p_.transition.latches;
    z3::expr back = ctx_.bool_val(false);
    for (const auto &latch : latches)
      back = back || (latch.guard && inBox(latch.state));
    if (!check(p_.reachAssumptions, back))
      return std::nullopt;
    box_.reach = solver_.model();
    for (size_t l = 0; l < latches.size(); ++l)
      if (box_.reach.eval(latches[l].guard && inBox(latches[l].state), true).is_true()) {
        box_.latch = l;
        return values(box_.reach, latches[l].state);
      }
    return std::nullopt;
  }

  /// A head state in the box (where `where` holds) whose iteration escapes
  /// or comes back outside the box.
  std::optional<std::vector<Bound>> leavingState(const z3::expr &where) {
    const TemplateState &head = p_.transition.head;
    z3::expr leaves = p_.escapes;
    for (const auto &latch : p_.transition.latches)
      leaves = leaves || (latch.guard && !inBox(latch.state));
    if (!check(p_.stepAssumptions, p_.transition.startGuard && inBox(head) && leaves && where))
      return std::nullopt;
    return values(solver_.model(), head);
  }
  std::optional<std::vector<Bound>> leavingState() { return leavingState(ctx_.bool_val(true)); }

  z3::expr at(const std::vector<Bound> &point) {
    z3::expr same = ctx_.bool_val(true);
    for (size_t v = 0; v < point.size(); ++v)
      same = same && p_.transition.head[v] == constant(ctx_, point[v], p_.vars[v].width);
    return same;
  }

  /// v >= bound (or v <= bound) in the variable's reading.
  z3::expr beyond(size_t v, Bound bound, bool above) {
    const TemplateVar &var = p_.vars[v];
    z3::expr term = p_.transition.head[v], c = constant(ctx_, bound, var.width);
    if (above)
      return var.isSigned ? z3::sge(term, c) : z3::uge(term, c);
    return var.isSigned ? z3::sle(term, c) : z3::ule(term, c);
  }

  /// Moves one bound of the box past every leaving state between the box's
  /// edge and r, on a variable whose value at s alone makes the iteration
  /// leave; returns false when the box cannot separate s from r.
  bool cut(const std::vector<Bound> &s, const std::vector<Bound> &r) {
    std::vector<size_t> differing;
    for (size_t v = 0; v < s.size(); ++v)
      if (s[v] != r[v])
        differing.push_back(v);
    if (differing.empty())
      return false;
    size_t chosen = differing.front();
    for (size_t v : differing) {
      std::vector<Bound> mixed = r;
      mixed[v] = s[v];
      if (leavingState(at(mixed))) {
        chosen = v;
        break;
      }
    }
    // The leaving state nearest to r on the chosen side, by bisection.
    bool below = s[chosen] < r[chosen];
    Bound reached = s[chosen], limit = below ? r[chosen] - 1 : r[chosen] + 1;
    z3::expr toR = beyond(chosen, limit, !below);
    while (reached != limit && !stopRequested()) {
      Bound middle = below ? reached + (limit - reached + 1) / 2 : reached - (reached - limit + 1) / 2;
      auto leaving = leavingState(toR && beyond(chosen, middle, below));
      if (leaving) {
        reached = (*leaving)[chosen];
      } else {
        limit = below ? middle - 1 : middle + 1;
        toR = beyond(chosen, limit, !below);
      }
    }
    // A bound that keeps moving (x <= MAX - 1, then MAX - 2, ...) chases a
    // variable that leaves every box: give up.
    if (++cuts_[{chosen, below}] > kCutsPerBound)
      return false;
    if (below)
      box_.lower[chosen] = reached + 1;
    else
      box_.upper[chosen] = reached - 1;
    return true;
  }

  std::optional<RecurrentSet> finish() {
    if (!reachableState())
      return std::nullopt;
    return box_;
  }
};

} // namespace

std::string RecurrentSet::describe(const std::vector<TemplateVar> &vars) const {
  std::string text;
  for (size_t v = 0; v < vars.size(); ++v) {
    std::string row;
    if (lower[v] && upper[v] && *lower[v] == *upper[v])
      row = vars[v].name + " == " + valueText(*lower[v], vars[v]);
    else if (lower[v] && upper[v])
      row = valueText(*lower[v], vars[v]) + " <= " + vars[v].name + " <= " + valueText(*upper[v], vars[v]);
    else if (lower[v])
      row = vars[v].name + " >= " + valueText(*lower[v], vars[v]);
    else if (upper[v])
      row = vars[v].name + " <= " + valueText(*upper[v], vars[v]);
    if (!row.empty())
      text += (text.empty() ? "" : " && ") + row;
  }
  return text.empty() ? "true" : text;
}

std::optional<RecurrentSet> findRecurrentSet(Solver &solver, const RecurrenceProblem &problem) {
  return BoxSearch(solver, problem).run();
}

} // namespace kiki
