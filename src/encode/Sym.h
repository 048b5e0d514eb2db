// A symbolic value of an LLVM type: one SMT term for a scalar (i1 is Bool,
// iN and pointers are bit-vectors, float/double are IEEE floats), a list of
// members for a struct or array.
#pragma once
#include "solver/Queries.h"
#include <z3++.h>
#include <optional>
#include <vector>

namespace kiki {

struct Sym {
  std::optional<z3::expr> scalar;
  std::vector<Sym> members;

  Sym() = default;
  Sym(z3::expr e) : scalar(std::move(e)) {}
  static Sym aggregate(std::vector<Sym> members) {
    Sym s;
    s.members = std::move(members);
    return s;
  }
  bool isScalar() const { return scalar.has_value(); }
  const z3::expr &expr() const { return *scalar; }
};

/// if-then-else over symbolic values of the same type.
inline Sym symIte(const z3::expr &cond, const Sym &a, const Sym &b) {
  if (a.isScalar())
    return z3::ite(cond, a.expr(), b.expr());
  std::vector<Sym> members;
  for (size_t i = 0; i < a.members.size(); ++i)
    members.push_back(symIte(cond, a.members[i], b.members[i]));
  return Sym::aggregate(std::move(members));
}

/// Equality of symbolic values (structural for aggregates).
inline z3::expr symEq(z3::context &ctx, const Sym &a, const Sym &b) {
  if (a.isScalar())
    return a.expr() == b.expr();
  z3::expr all = ctx.bool_val(true);
  for (size_t i = 0; i < a.members.size(); ++i)
    all = all && symEq(ctx, a.members[i], b.members[i]);
  return all;
}

} // namespace kiki
