#include "strategy/RankingSynthesis.h"

#include <optional>
#include <string>
#include <utility>

namespace kiki {
namespace {

/// One iteration that a candidate does not rank, as numerals.
struct Example {
  TemplateState before;
  TemplateState after;
};

class Synthesis {
public:
  Synthesis(Solver &solver, const RankingTemplate &ranking, const LoopTransition &loop,
            const std::vector<z3::expr> &assumptions, const RankingOptions &options)
      : solver_(solver), ctx_(solver.context()), ranking_(ranking), loop_(loop),
        assumptions_(assumptions), options_(options) {}

  RankingOutcome run() {
    RankingOutcome outcome;
    unsigned callsBefore = solver_.stats().calls;
    outcome.value = search(outcome);
    outcome.stats.solverCalls = solver_.stats().calls - callsBefore;
    return outcome;
  }

private:
  Solver &solver_;
  z3::context &ctx_;
  const RankingTemplate &ranking_;
  const LoopTransition &loop_;
  const std::vector<z3::expr> &assumptions_;
  const RankingOptions &options_;
  std::vector<Example> examples_;
  bool gaveUp_ = false; // the inner solver answered unknown

  RankingValue search(RankingOutcome &outcome) {
    RankingValue candidate; // ⊥: ranks nothing
    size_t components = 1, bound = 0;
    for (; outcome.stats.rounds < options_.maxRounds; ++outcome.stats.rounds) {
      auto found = counterexample(candidate);
      if (!found) {
        outcome.solverGaveUp = true;
        return RankingValue{RankingValue::Top};
      }
      if (!*found) {
        // No iteration left unranked; ⊥ here means no iteration returns to
        // the head at all, which the empty function ranks.
        if (candidate.kind == RankingValue::Bottom)
          candidate.kind = RankingValue::Function;
        return candidate;
      }
      examples_.push_back(std::move(**found));
      for (;;) {
        if (auto proposal = propose(components, options_.coefficientBounds[bound])) {
          candidate = std::move(*proposal);
          break;
        }
        if (gaveUp_) {
          outcome.solverGaveUp = true;
          return RankingValue{RankingValue::Top};
        }
        if (++bound == options_.coefficientBounds.size()) {
          bound = 0;
          if (++components > options_.maxComponents)
            return RankingValue{RankingValue::Top};
        }
      }
    }
    return RankingValue{RankingValue::Top};
  }

  /// An iteration `candidate` does not rank: nullopt if the solver gave up,
  /// an empty optional inside if there is none.
  std::optional<std::optional<Example>> counterexample(const RankingValue &candidate) {
    z3::expr unranked = ctx_.bool_val(false);
    std::vector<z3::expr> perLatch;
    for (const auto &latch : loop_.latches) {
      perLatch.push_back(latch.guard &&
                         !ranking_.formula(candidate, loop_.head, latch.state));
      unranked = unranked || perLatch.back();
    }
    SatResult result = solver_.checkQuery(unranked, assumptions_, "rank.round");
    if (result == SatResult::Unknown)
      return std::nullopt;
    if (result == SatResult::Unsat)
      return std::optional<Example>{};
    z3::model model = solver_.model();
    for (size_t l = 0; l < perLatch.size(); ++l) {
      if (!model.eval(perLatch[l], true).is_true())
        continue;
      Example example;
      for (const auto &term : loop_.head)
        example.before.push_back(model.eval(term, true));
      for (const auto &term : loop_.latches[l].state)
        example.after.push_back(model.eval(term, true));
      return std::optional<Example>{std::move(example)};
    }
    return std::nullopt; // the model contradicts itself: treat as unknown
  }

  /// Coefficients of at most `bound` in magnitude, for `components`
  /// components, that rank every example so far.
  std::optional<RankingValue> propose(size_t components, int64_t bound) {
    const unsigned bits = RankingTemplate::kCoefficientBits;
    z3::solver inner(ctx_);
    std::vector<std::vector<z3::expr>> unknowns;
    for (size_t i = 0; i < components; ++i) {
      std::vector<z3::expr> row;
      for (size_t j = 0; j < ranking_.vars().size(); ++j) {
        z3::expr c = ctx_.bv_const(("rank.l." + std::to_string(i) + "." + std::to_string(j)).c_str(),
                                   bits);
        if (ranking_.vars()[j].loopBack) {
          inner.add(z3::sge(c, ctx_.bv_val(-bound, bits)));
          inner.add(z3::sle(c, ctx_.bv_val(bound, bits)));
        } else {
          inner.add(c == ctx_.bv_val(0, bits)); // constant in the loop
        }
        row.push_back(c);
      }
      unknowns.push_back(std::move(row));
    }
    for (const auto &example : examples_)
      inner.add(ranking_.decreases(unknowns, example.before, example.after));
    z3::check_result result = inner.check();
    if (result == z3::unknown)
      gaveUp_ = true;
    if (result != z3::sat)
      return std::nullopt;
    z3::model model = inner.get_model();
    RankingValue value{RankingValue::Function, {}};
    for (const auto &row : unknowns) {
      RankingComponent component;
      for (const auto &c : row) {
        uint64_t raw = model.eval(c, true).get_numeral_uint64();
        int64_t v = static_cast<int64_t>(raw);
        if (raw >= (uint64_t{1} << (bits - 1)))
          v -= int64_t{1} << bits;
        component.push_back(v);
      }
      value.components.push_back(std::move(component));
    }
    return value;
  }
};

} // namespace

RankingOutcome synthesiseRanking(Solver &solver, const RankingTemplate &ranking,
                                 const LoopTransition &loop,
                                 const std::vector<z3::expr> &assumptions,
                                 const RankingOptions &options) {
  return Synthesis(solver, ranking, loop, assumptions, options).run();
}

} // namespace kiki
