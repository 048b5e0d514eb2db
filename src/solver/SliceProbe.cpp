#include "solver/SliceProbe.h"
#include "util/CpuTime.h"

#include <chrono>

#include <unordered_set>

namespace kiki {
namespace {

bool isConstant(const z3::expr &e) {
  return e.is_app() && e.num_args() == 0 && e.decl().decl_kind() == Z3_OP_UNINTERPRETED;
}

/// A definable term's key: a constant `c` by its declaration, a read
/// `select(M, p)` of a memory variable `M` by the term (the equations of a
/// memory variable are per address read: a read of another address does
/// not need them).
using Key = uint64_t;
Key constantKey(const z3::func_decl &c) { return static_cast<Key>(c.id()) << 1; }
Key readKey(const z3::expr &read) { return (static_cast<Key>(read.id()) << 1) | 1; }

bool isRead(const z3::expr &e) {
  return e.is_app() && e.decl().decl_kind() == Z3_OP_SELECT && isConstant(e.arg(0));
}

/// What a definition's side defines: `c`, or the read `select(M, p)`.
std::optional<Key> definedBy(const z3::expr &side) {
  if (isConstant(side))
    return constantKey(side.decl());
  if (isRead(side))
    return readKey(side);
  return std::nullopt;
}

/// What `assertion` defines: `c == e` (either side), `g => c == e`, and
/// each such equality of a conjunction there (`g => a == e1 && b == e2`:
/// a memory variable's liveness and heap count).
std::vector<Key> defined(const z3::expr &assertion) {
  z3::expr body = assertion;
  if (body.is_app() && body.decl().decl_kind() == Z3_OP_IMPLIES)
    body = body.arg(1);
  std::vector<z3::expr> parts{body};
  if (body.is_app() && body.decl().decl_kind() == Z3_OP_AND) {
    parts.clear();
    for (unsigned i = 0; i < body.num_args(); ++i)
      parts.push_back(body.arg(i));
  }
  std::vector<Key> all;
  for (const z3::expr &eq : parts) {
    if (!eq.is_app() || eq.decl().decl_kind() != Z3_OP_EQ || eq.num_args() != 2)
      continue;
    if (auto d = definedBy(eq.arg(0)))
      all.push_back(*d);
    else if (auto d = definedBy(eq.arg(1)))
      all.push_back(*d);
  }
  // `g => fact` with g a constant and no definition in the fact bounds g:
  // a loop exit's guard implies its tail, the tail its condition. Without
  // it an exit guard in a cone was free, and so were the exit values it
  // guards (2LS's invariants/equal5: x == y lost at the second loop).
  if (all.empty() && assertion.is_app() && assertion.decl().decl_kind() == Z3_OP_IMPLIES &&
      isConstant(assertion.arg(0)))
    all.push_back(constantKey(assertion.arg(0).decl()));
  return all;
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
    std::vector<Key> all = defined(assertions[i]);
    for (Key key : all)
      definitions_[key].push_back(i);
    if (all.empty())
      constraints_.push_back(i);
  }
}

std::optional<SliceProbe::Slice> SliceProbe::slice(const std::vector<z3::expr> &roots,
                                                   size_t most) const {
  Slice part;
  std::unordered_set<Key> inCone;
  std::unordered_set<unsigned> taken, seen; // assertions, and terms walked
  std::vector<z3::expr> todo = roots;
  // One walk over the terms of the roots and of every definition taken, each
  // term once: the definitions share most of their terms (memory).
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
    std::optional<Key> key = isConstant(e) ? constantKey(e.decl())
                             : isRead(e)   ? std::optional<Key>(readKey(e))
                                           : std::nullopt;
    if (key && inCone.insert(*key).second) {
      if (isConstant(e))
        part.constants.push_back(e.decl());
      if (auto found = definitions_.find(*key); found != definitions_.end())
        for (unsigned i : found->second)
          if (taken.insert(i).second) {
            if (part.assertions.size() >= most)
              return std::nullopt;
            part.assertions.push_back(i);
            todo.push_back(assertions_[i]);
          }
    }
    for (unsigned i = 0; i < e.num_args(); ++i)
      todo.push_back(e.arg(i));
  }
  // Constraints over the slice's constants only (assumptions, facts about
  // objects) keep it closer to the whole formula. The walk stops at the
  // first constant outside, so most constraints cost little.
  for (unsigned i : constraints_)
    if (forEachConstant(assertions_[i], [&](const z3::func_decl &c) {
          return inCone.count(constantKey(c)) > 0;
        }))
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
    if (definitions_.count(constantKey(c)))
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
