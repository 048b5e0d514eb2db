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

std::vector<z3::func_decl> constantsOf(const z3::expr &root) {
  std::vector<z3::func_decl> found;
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
      found.push_back(e.decl());
      continue;
    }
    for (unsigned i = 0; i < e.num_args(); ++i)
      todo.push_back(e.arg(i));
  }
  return found;
}

} // namespace

SliceProbe::SliceProbe(const z3::expr_vector &assertions) : assertions_(assertions) {
  constants_.reserve(assertions.size());
  for (unsigned i = 0; i < assertions.size(); ++i) {
    constants_.push_back(constantsOf(assertions[i]));
    if (auto d = defined(assertions[i]))
      definitions_[d->id()].push_back(i);
    else
      constraints_.push_back(i);
  }
}

std::vector<unsigned> SliceProbe::slice(const z3::expr &goal) const {
  std::unordered_set<unsigned> inCone, taken;
  std::vector<unsigned> chosen;
  std::vector<z3::func_decl> todo = constantsOf(goal);
  while (!todo.empty()) {
    z3::func_decl c = todo.back();
    todo.pop_back();
    if (!inCone.insert(c.id()).second)
      continue;
    auto found = definitions_.find(c.id());
    if (found == definitions_.end())
      continue;
    for (unsigned i : found->second)
      if (taken.insert(i).second) {
        chosen.push_back(i);
        for (const auto &d : constants_[i])
          todo.push_back(d);
      }
  }
  // Constraints over the slice's constants only (assumptions, facts about
  // objects) keep its inputs closer to the whole formula's.
  for (unsigned i : constraints_) {
    bool inside = true;
    for (const auto &d : constants_[i])
      inside = inside && inCone.count(d.id());
    if (inside)
      chosen.push_back(i);
  }
  return chosen;
}

std::optional<std::vector<z3::expr>> SliceProbe::inputsFor(const z3::expr &goal,
                                                          unsigned ms) const {
  std::vector<unsigned> part = slice(goal);
  // Only a slice well below the formula pays for a query of its own.
  if (part.size() * 4 > assertions_.size())
    return std::nullopt;
  z3::context &ctx = goal.ctx();
  z3::solver solver(ctx);
  std::vector<z3::func_decl> constants = constantsOf(goal);
  for (unsigned i : part) {
    solver.add(assertions_[i]);
    for (const auto &c : constants_[i])
      constants.push_back(c);
  }
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
  std::unordered_set<unsigned> seen;
  for (const auto &c : constants) {
    if (!seen.insert(c.id()).second || definitions_.count(c.id()))
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
