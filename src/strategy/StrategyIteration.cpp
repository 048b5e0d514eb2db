#include "strategy/StrategyIteration.h"

#include <algorithm>
#include <map>
#include <string>

namespace kiki {
namespace {

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
  StrategyIteration(Solver &solver, const std::vector<InferencePart> &parts,
                    const std::vector<z3::expr> &assumptions)
      : solver_(solver), ctx_(solver.context()), parts_(parts), assumptions_(assumptions) {}

  InferenceStats run() {
    unsigned callsBefore = solver_.stats().calls;
    InferenceStats stats;
    for (; stats.rounds < kMaxInferenceRounds; ++stats.rounds) {
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
  const std::vector<InferencePart> &parts_;
  const std::vector<z3::expr> &assumptions_;
  std::map<std::pair<size_t, size_t>, unsigned> raises_; // per part and row

  SatResult check(std::vector<z3::expr> query) {
    query.insert(query.end(), assumptions_.begin(), assumptions_.end());
    return solver_.check(query);
  }

  z3::expr activation() { return solver_.freshBool("inv.round"); }
  /// A round's literal, once its queries are done, is asserted false: its
  /// constraints would otherwise stay in the solver as choices. On 2LS's
  /// arrays/max, a query that took over 200 s with 58 earlier rounds left
  /// open was answered in under a second with them retired.
  void retire(const z3::expr &act) { solver_.add(!act); }

  /// Every part's template at its start but the rows in `skip` (per part).
  z3::expr allStarts(const std::vector<std::vector<size_t>> &skip = {}) {
    z3::expr_vector all(ctx_);
    for (size_t p = 0; p < parts_.size(); ++p)
      all.push_back(kiki::startTemplate(ctx_, parts_[p].domain, parts_[p].loop,
                                        p < skip.size() ? skip[p] : std::vector<size_t>{}));
    return all.size() == 1 ? all[0] : z3::mk_and(all);
  }

  /// `all` and "row `row` of `domain` lies below `delta` in every state of
  /// `starts`" (one conjunction: the solver's search depends on the shape).
  z3::expr below(z3::expr all, const TemplateDomain &domain, size_t row,
                 const std::vector<TemplateState> &starts, const z3::expr &delta) {
    for (const auto &state : starts)
      all = all && z3::slt(domain.boundRow(row, state)->term, delta);
    return all;
  }

  /// A row of another part raised with row `index` of an optimisation.
  struct CoupledRow {
    size_t part, row, index;
  };

  /// The rows of the other parts with the key of a row of part `p`, of the
  /// same width. In a nest, the outer invariant bounds the inner loop's
  /// entry and the inner one the outer loop's back edge: raised in turn,
  /// each row would climb by one step per round (val <= 11, 12, ...) until
  /// widened to top. They are coupled from their first raise: on 2LS's
  /// running_example, coupling only after two raises cost 2.4x the solver
  /// calls and 1.4x the time.
  std::vector<CoupledRow> coupledRows(size_t p, const std::vector<size_t> &rows) {
    std::vector<CoupledRow> coupled;
    for (size_t i = 0; i < rows.size(); ++i) {
      std::string key = parts_[p].domain.rowKey(rows[i]);
      if (key.empty())
        continue;
      unsigned width =
          parts_[p].domain.boundRow(rows[i], parts_[p].loop.start)->term.get_sort().bv_size();
      for (size_t q = 0; q < parts_.size(); ++q) {
        const TemplateDomain &other = parts_[q].domain;
        for (size_t r = 0; q != p && r < other.rowCount(); ++r) {
          if (other.isTop(r) || other.rowKey(r) != key)
            continue;
          auto bound = other.boundRow(r, parts_[q].loop.start);
          if (bound && bound->term.get_sort().bv_size() == width)
            coupled.push_back({q, r, i});
        }
      }
    }
    return coupled;
  }

  /// One check of equation (14) over all parts; raises the rows it finds
  /// violated. Returns whether anything was raised, nullopt when the solver
  /// gave up.
  std::optional<bool> improveOnce() {
    z3::expr act = activation();
    z3::expr violated = ctx_.bool_val(false);
    for (const auto &part : parts_)
      for (const auto &latch : part.loop.latches) {
        z3::expr someRow = ctx_.bool_val(false);
        for (size_t r = 0; r < part.domain.rowCount(); ++r)
          if (!part.domain.isTop(r))
            someRow = someRow || !part.domain.rowFormula(r, latch.state);
        violated = violated || (latch.guard && someRow);
      }
    solver_.add(z3::implies(act, allStarts() && violated));
    SatResult result = check({act});
    std::optional<z3::model> found;
    if (result == SatResult::Sat)
      found = solver_.model();
    retire(act);
    if (result == SatResult::Unsat)
      return false;
    if (result == SatResult::Unknown)
      return std::nullopt;
    const z3::model &model = *found;
    // Every part the model violates is raised: a join or a raise is sound
    // whatever the model, and a nest's loops often fail together.
    bool raised = false;
    for (size_t p = 0; p < parts_.size(); ++p)
      raised = improvePart(p, model) || raised;
    if (raised)
      return true;
    // A model that violates no row as evaluated (the solver's model and its
    // evaluation disagree): nothing would change, so give up rather than
    // spend the remaining rounds on the same query.
    return std::nullopt;
  }

  /// Raises the rows of part `p` that `model` violates at its first back
  /// edge taken with a violation; whether it raised any.
  bool improvePart(size_t p, const z3::model &model) {
    TemplateDomain &domain = parts_[p].domain;
    for (const auto &latch : parts_[p].loop.latches) {
      if (!model.eval(latch.guard, true).is_true())
        continue;
      std::vector<size_t> bounds;
      bool joined = false;
      for (size_t r = 0; r < domain.rowCount(); ++r) {
        if (domain.isTop(r) || model.eval(domain.rowFormula(r, latch.state), true).is_true())
          continue;
        if (domain.boundRow(r, latch.state))
          bounds.push_back(r);
        else
          domain.joinModel(r, model, latch.state), joined = true;
      }
      if (!bounds.empty())
        optimise(p, bounds, model, latch.state);
      if (!bounds.empty() || joined)
        return true;
    }
    return false;
  }

  /// Section 6.1, equation (22): for the rows R of part `p` the model
  /// violates, the parameters d_r maximising their sum such that some start
  /// with e_r < d_r (the other rows, of every part, as they are) reaches a
  /// latch with e_r >= d_r for every r in R; binary search on the sum
  /// between the model's values and the largest values of the e_r. Each d_r
  /// stays at least the model's value, so every round raises the rows it
  /// touches. The start must lie strictly below d_r (e_r < d_r): a value the
  /// iteration merely keeps (a field of an object made before, a variable
  /// it does not change) would otherwise justify any d_r by itself, and the
  /// row would jump to its largest value (heap field rows: "stock >= 0"
  /// became "stock >= -2^31"). A new value reached from below, such as
  /// i + 1 under i < n, still climbs in one step.
  void optimise(size_t p, const std::vector<size_t> &rows, const z3::model &model,
                const TemplateState &violating) {
    TemplateDomain &domain = parts_[p].domain;
    const LoopTransition &loop = parts_[p].loop;
    unsigned width = 0;
    for (size_t r : rows)
      width = std::max(width, domain.boundRow(r, loop.start)->term.get_sort().bv_size());
    unsigned sumWidth = width + 1;
    while ((static_cast<size_t>(1) << (sumWidth - width - 1)) < rows.size())
      ++sumWidth;
    z3::expr act = activation();
    z3::expr sum = ctx_.bv_val(0, sumWidth);
    std::vector<z3::expr> deltas;
    std::vector<Bound> best; // per row: the model's value, then the best found
    Bound low = 0, high = 0;
    z3::expr atStart = ctx_.bool_val(true), atLatch = ctx_.bool_val(false);
    std::vector<TemplateState> starts = startStates(loop);
    for (size_t r : rows) {
      BoundRow start = *domain.boundRow(r, loop.start);
      unsigned w = start.term.get_sort().bv_size();
      z3::expr delta = solver_.freshConstant("inv.delta", ctx_.bv_sort(w));
      Bound seen = signedValue(model, domain.boundRow(r, violating)->term);
      solver_.add(z3::implies(act, z3::sge(delta, ctx_.bv_val(boundText(seen).c_str(), w))));
      atStart = below(atStart, domain, r, starts, delta);
      deltas.push_back(delta);
      best.push_back(seen);
      sum = sum + z3::sext(delta, sumWidth - w);
      low += seen;
      high += start.max;
    }
    for (const auto &latch : loop.latches) {
      z3::expr all = latch.guard;
      for (size_t i = 0; i < rows.size(); ++i)
        all = all && z3::sle(deltas[i], domain.boundRow(rows[i], latch.state)->term);
      atLatch = atLatch || all;
    }
    std::vector<std::vector<size_t>> skip(parts_.size());
    skip[p] = rows;
    z3::expr startsBelow = z3::implies(loop.startGuard, atStart);
    std::vector<CoupledRow> coupled = coupledRows(p, rows);
    for (const auto &c : coupled) {
      skip[c.part].push_back(c.row);
      const InferencePart &other = parts_[c.part];
      startsBelow = startsBelow && z3::implies(other.loop.startGuard,
                                               below(ctx_.bool_val(true), other.domain, c.row,
                                                     startStates(other.loop), deltas[c.index]));
    }
    solver_.add(z3::implies(act, allStarts(skip) && startsBelow && atLatch));
    // Whether some parameters with a sum of at least `atLeast` work; if so
    // they become the best so far. A query past its limit ends the search
    // with the best so far (sound: the next round checks the result): each
    // further step would cost the whole limit again.
    bool stalled = false;
    auto feasible = [&](Bound atLeast) {
      z3::expr bound = ctx_.bv_val(boundText(atLeast).c_str(), sumWidth);
      SatResult result = check({act, z3::sge(sum, bound)});
      stalled = stalled || result == SatResult::Unknown;
      if (result != SatResult::Sat)
        return false;
      z3::model m = solver_.model();
      Bound total = 0;
      for (size_t i = 0; i < rows.size(); ++i)
        total += best[i] = signedValue(m, deltas[i]);
      low = std::max(low, total);
      return true;
    };
    if (low < high && feasible(low + 1) && low < high && !feasible(high))
      for (--high; low < high && !stalled;) {
        Bound mid = low + (high - low + 1) / 2;
        if (!feasible(mid))
          high = mid - 1;
      }
    retire(act);
    for (size_t i = 0; i < rows.size(); ++i) {
      // Widening: rows bounding each other can climb by halving the gap in
      // each round (i <= d and i + n <= e); after a few raises the row
      // becomes top, which is sound and ends the climb.
      bool widen = ++raises_[{p, rows[i]}] > kRaisesBeforeTop;
      domain.raise(rows[i], widen ? domain.boundRow(rows[i], loop.start)->max : best[i]);
    }
    for (const auto &c : coupled)
      parts_[c.part].domain.raise(c.row, best[c.index]);
  }
};

} // namespace

InferenceStats inferInvariant(Solver &solver, TemplateDomain &domain,
                              const LoopTransition &loop,
                              const std::vector<z3::expr> &assumptions) {
  return inferJointInvariant(solver, {InferencePart{domain, loop}}, assumptions);
}

InferenceStats inferJointInvariant(Solver &solver, const std::vector<InferencePart> &parts,
                                   const std::vector<z3::expr> &assumptions) {
  return StrategyIteration(solver, parts, assumptions).run();
}

z3::expr invariantAtStart(z3::context &ctx, const TemplateDomain &domain,
                          const LoopTransition &loop) {
  return startTemplate(ctx, domain, loop);
}

} // namespace kiki
