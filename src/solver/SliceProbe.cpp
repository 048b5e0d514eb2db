#include "solver/SliceProbe.h"
#include "util/CpuTime.h"

#include <chrono>

#include <unordered_set>

namespace kiki {
namespace {

bool isConstant(const z3::expr &e) {
  return e.is_app() && e.num_args() == 0 && e.decl().decl_kind() == Z3_OP_UNINTERPRETED;
}

/// The constant a definition's left side defines: `c`, or the memory
/// array `M` of `select(M, p)`.
std::optional<z3::func_decl> definedBy(const z3::expr &lhs) {
  if (isConstant(lhs))
    return lhs.decl();
  if (lhs.is_app() && lhs.decl().decl_kind() == Z3_OP_SELECT && isConstant(lhs.arg(0)))
    return lhs.arg(0).decl();
  return std::nullopt;
}

/// What `assertion` defines: `c == e` (either side), or `g => c == e`.
std::optional<z3::func_decl> defined(const z3::expr &assertion) {
  z3::expr eq = assertion;
  if (eq.is_app() && eq.decl().decl_kind() == Z3_OP_IMPLIES)
    eq = eq.arg(1);
  if (!eq.is_app() || eq.decl().decl_kind() != Z3_OP_EQ || eq.num_args() != 2)
    return std::nullopt;
  if (auto d = definedBy(eq.arg(0)))
    return d;
  return definedBy(eq.arg(1));
}

/// Walks the constants of `root` (each once) while `visit` returns true;
/// false when a visit stopped the walk.
template <typename Visit> bool forEachConstant(const z3::expr &root, Visit visit) {
  std::unordered_set<unsigned> seen;
  std::vector<z3::expr> todo{root};
  while (!todo.empty()) {
    z3::expr e = todo.back();
    todo.pop_back();
    if (!seen.insert(e.id()).second)
      continue;
    if (e.is_quantifier() || e.is_lambda()) {
      todo.push_back(e.body());
      continue;
    }
    if (!e.is_app())
      continue;
    if (isConstant(e)) {
      if (!visit(e.decl()))
        return false;
      continue;
    }
    for (unsigned i = 0; i < e.num_args(); ++i)
      todo.push_back(e.arg(i));
  }
  return true;
}

} // namespace

void SliceProbe::extend(const z3::expr_vector &assertions) {
  // Copied one by one: a z3::expr_vector is a handle, and the caller's may
  // grow after this (then the index would miss what was added).
  for (unsigned i = assertions_.size(); i < assertions.size(); ++i) {
    assertions_.push_back(assertions[i]);
    if (auto d = defined(assertions[i]))
      definitions_[d->id()].push_back(i);
    else
      constraints_.push_back(i);
  }
}

std::optional<SliceProbe::Slice> SliceProbe::slice(const z3::expr &goal, size_t most) const {
  Slice part;
  std::unordered_set<unsigned> inCone, taken;
  std::vector<z3::func_decl> todo;
  auto reach = [&](const z3::func_decl &c) {
    todo.push_back(c);
    return true;
  };
  forEachConstant(goal, reach);
  while (!todo.empty()) {
    z3::func_decl c = todo.back();
    todo.pop_back();
    if (!inCone.insert(c.id()).second)
      continue;
    part.constants.push_back(c);
    auto found = definitions_.find(c.id());
    if (found == definitions_.end())
      continue;
    for (unsigned i : found->second)
      if (taken.insert(i).second) {
        if (part.assertions.size() >= most)
          return std::nullopt;
        part.assertions.push_back(i);
        forEachConstant(assertions_[i], reach);
      }
  }
  // Constraints over the slice's constants only (assumptions, facts about
  // objects) keep its inputs closer to the whole formula's. The walk stops
  // at the first constant outside, so most constraints cost little.
  for (unsigned i : constraints_)
    if (forEachConstant(assertions_[i],
                        [&](const z3::func_decl &c) { return inCone.count(c.id()) > 0; }))
      part.assertions.push_back(i);
  if (part.assertions.size() > most)
    return std::nullopt;
  return part;
}

std::optional<std::vector<z3::expr>> SliceProbe::inputsFor(const z3::expr &goal,
                                                          unsigned ms) const {
  // Only a slice well below the formula pays for a query of its own.
  std::optional<Slice> part = slice(goal, assertions_.size() / 4);
  if (!part)
    return std::nullopt;
  z3::context &ctx = goal.ctx();
  z3::solver solver(ctx);
  for (unsigned i : part->assertions)
    solver.add(assertions_[i]);
  solver.add(goal);
  // This thread's CPU time, not Z3's wall-clock timeout: under load the
  // answer would otherwise change with the machine's other work.
  ThreadCpuClock clock;
  z3::check_result result = z3::unknown;
  {
    CpuDeadlineWatch watch(clock, clock.now() + std::chrono::milliseconds(ms),
                           [&ctx] { ctx.interrupt(); });
    result = solver.check();
  }
  if (result != z3::sat)
    return std::nullopt;
  z3::model model = solver.get_model();
  std::vector<z3::expr> fixed;
  for (const auto &c : part->constants) {
    if (definitions_.count(c.id()))
      continue;
    z3::sort sort = c.range();
    if (!sort.is_bv() && !sort.is_bool())
      continue; // arrays and the like stay free
    z3::expr value = model.eval(c(), false);
    if (value.is_numeral() || value.is_true() || value.is_false())
      fixed.push_back(c() == value);
  }
  return fixed;
}

} // namespace kiki
