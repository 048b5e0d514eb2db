#include "domains/EqualityDomain.h"

#include <algorithm>

namespace kiki {

EqualityDomain::EqualityDomain(z3::context &ctx, std::vector<TemplateVar> vars)
    : ctx_(ctx), vars_(std::move(vars)) {
  for (size_t i = 0; i < vars_.size(); ++i)
    for (size_t j = i + 1; j < vars_.size(); ++j)
      if (vars_[i].width == vars_[j].width && vars_[i].floatKey == vars_[j].floatKey &&
          (vars_[i].loopBack || vars_[j].loopBack)) {
        rows_.push_back({i, j, true});
        rows_.push_back({i, j, false});
      }
}

z3::expr EqualityDomain::relation(const Row &row, const TemplateState &state) const {
  z3::expr same = state.at(row.left) == state.at(row.right);
  return row.equal ? same : !same;
}

z3::expr EqualityDomain::rowFormula(size_t row, const TemplateState &state) const {
  const Row &r = rows_.at(row);
  switch (r.value) {
  case Value::Bottom: return ctx_.bool_val(false);
  case Value::Top: return ctx_.bool_val(true);
  default: return relation(r, state);
  }
}

void EqualityDomain::joinModel(size_t row, const z3::model &model,
                               const TemplateState &state) {
  Row &r = rows_.at(row);
  bool holds = model.eval(relation(r, state), true).is_true();
  if (!holds)
    r.value = Value::Top;
  else if (r.value == Value::Bottom)
    r.value = Value::Holds;
}

std::vector<std::string> EqualityDomain::describe() const {
  std::vector<std::string> facts;
  for (const auto &r : rows_) {
    if (r.value == Value::Bottom)
      return {"false"};
    if (r.value == Value::Holds)
      facts.push_back(vars_[r.left].name + (r.equal ? " == " : " != ") + vars_[r.right].name);
  }
  return facts;
}

std::unique_ptr<TemplateDomain> makeEqualityDomain(z3::context &ctx,
                                                   const std::vector<TemplateVar> &vars) {
  return std::make_unique<EqualityDomain>(ctx, vars);
}

/// A loop-back variable none of whose relations holds (all its rows top).
std::vector<std::string> EqualityDomain::impreciseValues() const {
  std::vector<std::string> subjects;
  for (size_t v = 0; v < vars_.size(); ++v) {
    if (!vars_[v].loopBack)
      continue;
    bool mentioned = false, related = false;
    for (const Row &row : rows_) {
      if (row.left != v && row.right != v)
        continue;
      mentioned = true;
      related = related || row.value != Value::Top;
    }
    if (mentioned && !related)
      subjects.push_back(templateVarSubject(vars_[v]));
  }
  return subjects;
}

} // namespace kiki
