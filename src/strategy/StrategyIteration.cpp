#include "strategy/StrategyIteration.h"

#include <algorithm>
#include <map>
#include <string>

namespace kiki {
namespace {

/// Rounds are bounded so that a pathological loop cannot stall the run;
/// every round raises a row, and the lattice is finite but huge.
constexpr unsigned kMaxRounds = 256;
constexpr unsigned kRaisesBeforeTop = 4;

/// "Started arbitrarily ⇒ the rows (but those in `skip`) hold at the start".
/// The start states: the arbitrary start and the instances of a template
/// over an arbitrary object at the other objects read.
std::vector<TemplateState> startStates(const LoopTransition &loop) {
  std::vector<TemplateState> states{loop.start};
  if (loop.moreStarts)
    for (auto &state : loop.moreStarts())
      states.push_back(std::move(state));
  return states;
}

z3::expr startTemplate(z3::context &ctx, const TemplateDomain &domain,
                       const LoopTransition &loop, const std::vector<size_t> &skip = {}) {
  z3::expr all = ctx.bool_val(true);
  for (const auto &state : startStates(loop))
    all = all && rowsFormula(ctx, domain, state, skip);
  return z3::implies(loop.startGuard, all);
}

class StrategyIteration {
public:
  StrategyIteration(Solver &solver, TemplateDomain &domain, const LoopTransition &loop,
                    const std::vector<z3::expr> &assumptions)
      : solver_(solver), ctx_(solver.context()), domain_(domain), loop_(loop),
        assumptions_(assumptions) {}

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
  const std::vector<z3::expr> &assumptions_;
  std::map<size_t, unsigned> raises_; // per row, by the binary search

  SatResult check(std::vector<z3::expr> query) {
    query.insert(query.end(), assumptions_.begin(), assumptions_.end());
    return solver_.check(query);
  }

  z3::expr activation() { return solver_.freshBool("inv.round"); }

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
    solver_.add(z3::implies(act, kiki::startTemplate(ctx_, domain_, loop_) && violated));
    SatResult result = check({act});
    if (result == SatResult::Unsat)
      return false;
    if (result == SatResult::Unknown)
      return std::nullopt;
    z3::model model = solver_.model();
    for (const auto &latch : loop_.latches) {
      if (!model.eval(latch.guard, true).is_true())
        continue;
      std::vector<size_t> bounds;
      bool joined = false;
      for (size_t r = 0; r < domain_.rowCount(); ++r) {
        if (domain_.isTop(r) || model.eval(domain_.rowFormula(r, latch.state), true).is_true())
          continue;
        if (domain_.boundRow(r, latch.state))
          bounds.push_back(r);
        else
          domain_.joinModel(r, model, latch.state), joined = true;
      }
      if (!bounds.empty())
        optimise(bounds, model, latch.state);
      if (bounds.empty() && !joined)
        continue; // this back edge's rows hold: the violation is at another
      return true;
    }
    // A model that violates no row as evaluated (the solver's model and its
    // evaluation disagree): nothing would change, so give up rather than
    // spend the remaining rounds on the same query.
    return std::nullopt;
  }

  /// Section 6.1, equation (22): for the rows R the model violates, the
  /// parameters d_r maximising their sum such that some start with e_r < d_r
  /// (the other rows as they are) reaches a latch with e_r >= d_r for every
  /// r in R; binary search on the sum between the model's values and the
  /// largest values of the e_r. Each d_r stays at least the model's value,
  /// so every round raises the rows it touches. The start must lie strictly
  /// below d_r (e_r < d_r): a value the iteration merely keeps (a field of
  /// an object made before, a variable it does not change) would otherwise
  /// justify any d_r by itself, and the row would jump to its largest value
  /// (heap field rows: "stock >= 0" became "stock >= -2^31"). A new value
  /// reached from below, such as i + 1 under i < n, still climbs in one step.
  void optimise(const std::vector<size_t> &rows, const z3::model &model,
                const TemplateState &violating) {
    unsigned width = 0;
    for (size_t r : rows)
      width = std::max(width, domain_.boundRow(r, loop_.start)->term.get_sort().bv_size());
    unsigned sumWidth = width + 1;
    while ((static_cast<size_t>(1) << (sumWidth - width - 1)) < rows.size())
      ++sumWidth;
    z3::expr act = activation();
    z3::expr sum = ctx_.bv_val(0, sumWidth);
    std::vector<z3::expr> deltas;
    std::vector<Bound> best; // per row: the model's value, then the best found
    Bound low = 0, high = 0;
    z3::expr atStart = ctx_.bool_val(true), atLatch = ctx_.bool_val(false);
    std::vector<TemplateState> starts = startStates(loop_);
    for (size_t r : rows) {
      BoundRow start = *domain_.boundRow(r, loop_.start);
      unsigned w = start.term.get_sort().bv_size();
      z3::expr delta = solver_.freshConstant("inv.delta", ctx_.bv_sort(w));
      Bound seen = signedValue(model, domain_.boundRow(r, violating)->term);
      solver_.add(z3::implies(act, z3::sge(delta, ctx_.bv_val(boundText(seen).c_str(), w))));
      for (const auto &state : starts)
        atStart = atStart && z3::slt(domain_.boundRow(r, state)->term, delta);
      deltas.push_back(delta);
      best.push_back(seen);
      sum = sum + z3::sext(delta, sumWidth - w);
      low += seen;
      high += start.max;
    }
    for (const auto &latch : loop_.latches) {
      z3::expr all = latch.guard;
      for (size_t i = 0; i < rows.size(); ++i)
        all = all && z3::sle(deltas[i], domain_.boundRow(rows[i], latch.state)->term);
      atLatch = atLatch || all;
    }
    solver_.add(z3::implies(act, kiki::startTemplate(ctx_, domain_, loop_, rows) &&
                                     z3::implies(loop_.startGuard, atStart) && atLatch));
    // Whether some parameters with a sum of at least `atLeast` work; if so
    // they become the best so far.
    auto feasible = [&](Bound atLeast) {
      z3::expr bound = ctx_.bv_val(boundText(atLeast).c_str(), sumWidth);
      if (check({act, z3::sge(sum, bound)}) != SatResult::Sat)
        return false;
      z3::model m = solver_.model();
      Bound total = 0;
      for (size_t i = 0; i < rows.size(); ++i)
        total += best[i] = signedValue(m, deltas[i]);
      low = std::max(low, total);
      return true;
    };
    if (low < high && feasible(low + 1) && low < high && !feasible(high))
      for (--high; low < high;) {
        Bound mid = low + (high - low + 1) / 2;
        if (!feasible(mid))
          high = mid - 1;
      }
    for (size_t i = 0; i < rows.size(); ++i) {
      // Widening: rows bounding each other can climb by halving the gap in
      // each round (i <= d and i + n <= e); after a few raises the row
      // becomes top, which is sound and ends the climb.
      bool widen = ++raises_[rows[i]] > kRaisesBeforeTop;
      domain_.raise(rows[i], widen ? domain_.boundRow(rows[i], loop_.start)->max : best[i]);
    }

  }
};

} // namespace

InferenceStats inferInvariant(Solver &solver, TemplateDomain &domain,
                              const LoopTransition &loop,
                              const std::vector<z3::expr> &assumptions) {
  return StrategyIteration(solver, domain, loop, assumptions).run();
}

z3::expr invariantAtStart(z3::context &ctx, const TemplateDomain &domain,
                          const LoopTransition &loop) {
  return startTemplate(ctx, domain, loop);
}

} // namespace kiki
