#include "solver/TermSimplifier.h"

#include <string>
#include <unordered_set>

namespace kiki {

z3::expr TermSimplifier::standIn(const z3::sort &sort, unsigned sortId, unsigned index) {
  auto &pool = standIns_[sortId];
  while (pool.size() <= index) {
    std::string name = "simplifier!stand-in!" + std::to_string(sortId) + "!" +
                       std::to_string(pool.size());
    pool.push_back(ctx_.constant(name.c_str(), sort));
  }
  return pool[index];
}

/// Only a result that is itself large stands in later: a large term that
/// simplified to `false` or a numeral, once remembered, hid that constant
/// in every later term (`(or false g)` stayed as it was, so plain BMC saw
/// no strlen of a literal after cJSON's harness loop as decided). A
/// lambda in the result counts as large.
void TermSimplifier::remember(const z3::expr &result, unsigned long terms) {
  if (terms < kStandInTerms || (result.is_app() && result.num_args() == 0))
    return;
  if (measure(result, kStandInTerms, kStandInTerms, nullptr) >= kStandInTerms)
    known_.insert_or_assign(result.id(), Known{result, terms});
}

unsigned long TermSimplifier::measure(const z3::expr &term, unsigned long limit,
                                      unsigned long opaque, std::vector<z3::expr> *parts) const {
  unsigned long size = 0;
  std::vector<z3::expr> todo{term};
  std::unordered_set<unsigned> seen;
  while (!todo.empty() && size < limit) {
    z3::expr e = todo.back();
    todo.pop_back();
    if (!seen.insert(e.id()).second)
      continue;
    if (auto k = known_.find(e.id()); k != known_.end()) {
      if (parts)
        parts->push_back(e);
      size += k->second.terms;
      continue;
    }
    if (!e.is_app()) {
      size += opaque;
      continue;
    }
    ++size;
    for (unsigned i = 0; i < e.num_args(); ++i)
      todo.push_back(e.arg(i));
  }
  return size;
}

z3::expr TermSimplifier::operator()(const z3::expr &term) {
  if (known_.count(term.id()))
    return term; // a result of an earlier call
  // The part to simplify: everything down to the large known results.
  std::vector<z3::expr> parts;
  unsigned long terms = measure(term, ~0ul, 1, &parts);
  if (parts.empty()) {
    z3::expr result = term.simplify();
    remember(result, terms);
    return result;
  }
  standInsUsed_ += parts.size();
  z3::expr_vector from(ctx_), to(ctx_);
  std::unordered_map<unsigned, unsigned> perSort;
  for (const auto &part : parts) {
    z3::sort sort = part.get_sort();
    unsigned sortId = Z3_get_sort_id(ctx_, sort);
    from.push_back(part);
    to.push_back(standIn(sort, sortId, perSort[sortId]++));
  }
  z3::expr skeleton = z3::expr(term).substitute(from, to).simplify();
  z3::expr result = skeleton.substitute(to, from);
  remember(result, terms);
  return result;
}

} // namespace kiki
