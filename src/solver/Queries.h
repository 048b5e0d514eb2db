// Queries built from literals on one solver: a disjunction behind a fresh
// literal, "may one of these hold under those assumptions". Shared by the
// engines, so that every query is asked the same way.
#pragma once
#include "solver/Solver.h"

#include <optional>
#include <vector>

namespace kiki {

/// t1 || t2 || ... (false for none).
inline z3::expr disjunction(z3::context &ctx, const std::vector<z3::expr> &terms) {
  z3::expr any = ctx.bool_val(false);
  for (const auto &t : terms)
    any = any || t;
  return any;
}

/// t1 && t2 && ... (true for none).
inline z3::expr conjunction(z3::context &ctx, const std::vector<z3::expr> &terms) {
  z3::expr all = ctx.bool_val(true);
  for (const auto &t : terms)
    all = all && t;
  return all;
}

/// A literal implied by "some guard holds", to exclude them all in the
/// assumptions of a query (none when there are no guards).
inline std::optional<z3::expr> anyOfLiteral(Solver &solver, const std::vector<z3::expr> &guards,
                                            const char *base) {
  if (guards.empty())
    return std::nullopt;
  z3::expr lit = solver.freshBool(base);
  solver.add(z3::implies(disjunction(solver.context(), guards), lit));
  return lit;
}

/// A literal implying the disjunction (none when `terms` is empty).
inline std::optional<z3::expr> disjunctionLiteral(Solver &solver,
                                                  const std::vector<z3::expr> &terms,
                                                  const char *base) {
  if (terms.empty())
    return std::nullopt;
  return solver.literalFor(disjunction(solver.context(), terms), base);
}

/// Whether some term may hold under the assumptions (false when there is
/// none); an undecided solver answer counts as "may".
inline bool mayHold(Solver &solver, const std::vector<z3::expr> &assumptions,
                    const std::vector<z3::expr> &terms, const char *base) {
  auto lit = disjunctionLiteral(solver, terms, base);
  if (!lit)
    return false;
  auto query = assumptions;
  query.push_back(*lit);
  return solver.check(query) != SatResult::Unsat;
}

} // namespace kiki
