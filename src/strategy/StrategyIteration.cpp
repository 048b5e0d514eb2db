#include "strategy/StrategyIteration.h"

#include <string>

namespace kiki {
namespace {

/// Rounds are bounded so that a pathological loop cannot stall the run;
/// every round raises a row, and the lattice is finite but huge.
constexpr unsigned kMaxRounds = 256;

/// "Started arbitrarily ⇒ the rows (but `skip`) hold at the start".
z3::expr startTemplate(z3::context &ctx, const TemplateDomain &domain,
                       const LoopTransition &loop, std::optional<size_t> skip) {
  z3::expr all = ctx.bool_val(true);
  for (size_t r = 0; r < domain.rowCount(); ++r)
    if (r != skip && !domain.isTop(r))
      all = all && domain.rowFormula(r, loop.start);
  return z3::implies(loop.startGuard, all);
}

class StrategyIteration {
public:
  StrategyIteration(Solver &solver, TemplateDomain &domain, const LoopTransition &loop)
      : solver_(solver), ctx_(solver.context()), domain_(domain), loop_(loop) {}

  InferenceStats run() {
    unsigned callsBefore = solver_.stats().calls;
    InferenceStats stats;
    for (; stats.rounds < kMaxRounds; ++stats.rounds) {
      auto improved = improveOnce();
      if (!improved) // the solver gave up
        break;
      if (!*improved) {
        stats.converged = true;
        break;
      }
    }
    stats.solverCalls = solver_.stats().calls - callsBefore;
    return stats;
  }

private:
  Solver &solver_;
  z3::context &ctx_;
  TemplateDomain &domain_;
  const LoopTransition &loop_;
  unsigned fresh_ = 0;

  z3::expr activation() {
    z3::expr lit = ctx_.bool_const(("inv.round!" + std::to_string(fresh_++)).c_str());
    return lit;
  }

  z3::expr startTemplate(std::optional<size_t> skip) const {
    return kiki::startTemplate(ctx_, domain_, loop_, skip);
  }

  /// One check of equation (14); raises the rows it finds violated. Returns
  /// whether anything was raised, nullopt when the solver gave up.
  std::optional<bool> improveOnce() {
    z3::expr act = activation();
    z3::expr violated = ctx_.bool_val(false);
    for (const auto &latch : loop_.latches) {
      z3::expr someRow = ctx_.bool_val(false);
      for (size_t r = 0; r < domain_.rowCount(); ++r)
        if (!domain_.isTop(r))
          someRow = someRow || !domain_.rowFormula(r, latch.state);
      violated = violated || (latch.guard && someRow);
    }
    solver_.add(z3::implies(act, startTemplate(std::nullopt) && violated));
    SatResult result = solver_.check({act});
    if (result == SatResult::Unsat)
      return false;
    if (result == SatResult::Unknown)
      return std::nullopt;
    z3::model model = solver_.model();
    for (const auto &latch : loop_.latches) {
      if (!model.eval(latch.guard, true).is_true())
        continue;
      for (size_t r = 0; r < domain_.rowCount(); ++r) {
        if (domain_.isTop(r) || model.eval(domain_.rowFormula(r, latch.state), true).is_true())
          continue;
        if (domain_.boundRow(r, latch.state))
          optimise(r, model, latch.state);
        else
          domain_.joinModel(r, model, latch.state);
      }
      break; // one latch is taken in a model
    }
    return true;
  }

  /// Section 6.1: the largest d such that some start with e <= d (and the
  /// other rows as they are) reaches a latch with e >= d, by binary search
  /// between the model's value and the largest value of e.
  void optimise(size_t row, const z3::model &model, const TemplateState &violating) {
    BoundRow start = *domain_.boundRow(row, loop_.start);
    Bound low = signedValue(model, domain_.boundRow(row, violating)->term);
    Bound high = start.max;
    z3::expr delta = ctx_.bv_const(("inv.delta!" + std::to_string(fresh_++)).c_str(),
                                   start.term.get_sort().bv_size());
    z3::expr reached = ctx_.bool_val(false);
    for (const auto &latch : loop_.latches)
      reached = reached || (latch.guard && z3::sle(delta, domain_.boundRow(row, latch.state)->term));
    z3::expr act = activation();
    solver_.add(z3::implies(act, startTemplate(row) &&
                                     z3::implies(loop_.startGuard, z3::sle(start.term, delta)) &&
                                     reached));
    unsigned width = delta.get_sort().bv_size();
    // Whether some d >= at least works; then `low` becomes that d.
    auto feasible = [&](Bound atLeast) {
      z3::expr bound = ctx_.bv_val(boundText(atLeast).c_str(), width);
      if (solver_.check({act, z3::sge(delta, bound)}) != SatResult::Sat)
        return false;
      low = std::max(low, signedValue(solver_.model(), delta));
      return true;
    };
    if (low < high && feasible(low + 1) && low < high && !feasible(high))
      for (--high; low < high;) {
        Bound mid = low + (high - low + 1) / 2;
        if (!feasible(mid))
          high = mid - 1;
      }
    domain_.raise(row, low);
  }
};

} // namespace

InferenceStats inferInvariant(Solver &solver, TemplateDomain &domain,
                              const LoopTransition &loop) {
  return StrategyIteration(solver, domain, loop).run();
}

z3::expr invariantAtStart(z3::context &ctx, const TemplateDomain &domain,
                          const LoopTransition &loop) {
  return startTemplate(ctx, domain, loop, std::nullopt);
}

} // namespace kiki
