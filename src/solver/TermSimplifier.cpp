#include "solver/TermSimplifier.h"

#include <algorithm>
#include <string>
#include <unordered_set>

namespace kiki {

z3::expr TermSimplifier::standIn(const z3::sort &sort, unsigned index) {
  auto &pool = standIns_[Z3_get_sort_id(ctx_, sort)];
  while (pool.size() <= index)
    pool.push_back(ctx_.constant(
        ("simplifier!stand-in!" + std::to_string(Z3_get_sort_id(ctx_, sort)) + "!" +
         std::to_string(pool.size()))
            .c_str(),
        sort));
  return pool[index];
}

// Case splits stand in from kStandInTerms terms on: they are what grows
// (reads through stores that may alias), and what is simplified around
// them rarely needs to look inside. Other terms only from
// kStandInOtherTerms on: a pointer's concat(object, offset) must stay
// visible for its object and offset to be taken apart (ccan's list had 2.5
// times the terms with the lower bound for all), and conjunctions standing
// in left path guards nested rather than flat, which made a heap inference
// query of 2LS's heap-data/calendar take 6 s instead of 0.3 s.
bool TermSimplifier::mayStandIn(const z3::expr &result, unsigned terms) {
  if (terms >= kStandInOtherTerms)
    return true;
  if (terms < kStandInTerms || !result.is_app())
    return false;
  switch (result.decl().decl_kind()) {
  case Z3_OP_ITE:
    return true;
  default:
    return false;
  }
}

void TermSimplifier::remember(const z3::expr &result, unsigned terms) {
  if (mayStandIn(result, terms))
    known_.insert_or_assign(result.id(), Known{result, terms});
}

z3::expr TermSimplifier::operator()(const z3::expr &term) {
  if (known_.count(term.id()))
    return term; // a result of an earlier call
  // The part to simplify: everything down to the large known results.
  std::vector<z3::expr> parts, todo{term};
  std::unordered_set<unsigned> seen;
  unsigned long terms = 0;
  while (!todo.empty()) {
    z3::expr e = todo.back();
    todo.pop_back();
    if (!seen.insert(e.id()).second)
      continue;
    if (auto k = known_.find(e.id()); k != known_.end()) {
      parts.push_back(e);
      terms += k->second.terms;
      continue;
    }
    ++terms;
    if (e.is_app())
      for (unsigned i = 0; i < e.num_args(); ++i)
        todo.push_back(e.arg(i));
  }
  unsigned counted = static_cast<unsigned>(std::min<unsigned long>(terms, 1u << 30));
  if (parts.empty()) {
    z3::expr result = term.simplify();
    remember(result, counted);
    return result;
  }
  z3::expr_vector from(ctx_), to(ctx_);
  std::unordered_map<unsigned, unsigned> perSort;
  for (const auto &part : parts) {
    z3::sort sort = part.get_sort();
    from.push_back(part);
    to.push_back(standIn(sort, perSort[Z3_get_sort_id(ctx_, sort)]++));
  }
  z3::expr skeleton = z3::expr(term).substitute(from, to).simplify();
  z3::expr result = skeleton.substitute(to, from);
  remember(result, counted);
  return result;
}

} // namespace kiki
