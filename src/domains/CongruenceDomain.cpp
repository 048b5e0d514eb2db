#include "domains/CongruenceDomain.h"

#include <algorithm>

namespace kiki {

CongruenceDomain::CongruenceDomain(z3::context &ctx, std::vector<TemplateVar> vars)
    : ctx_(ctx), vars_(std::move(vars)) {
  for (size_t v = 0; v < vars_.size(); ++v)
    if (vars_[v].lowBits && !vars_[v].floatKey && vars_[v].width >= 2)
      rows_.push_back(Row{v});
}

z3::expr CongruenceDomain::rowFormula(size_t row, const TemplateState &state) const {
  const Row &r = rows_.at(row);
  if (r.bottom)
    return ctx_.bool_val(false);
  if (r.bits == 0)
    return ctx_.bool_val(true);
  return state.at(r.var).extract(r.bits - 1, 0) == ctx_.bv_val(r.value, r.bits);
}

void CongruenceDomain::joinModel(size_t row, const z3::model &model,
                                 const TemplateState &state) {
  Row &r = rows_.at(row);
  unsigned width = vars_[r.var].width;
  unsigned most = std::min(width, kMaxBits);
  z3::expr low = model.eval(state.at(r.var).extract(most - 1, 0), true);
  if (!low.is_numeral()) { // no value to keep: top
    r.bottom = false;
    r.bits = 0;
    return;
  }
  uint64_t seen = low.get_numeral_uint64();
  if (r.bottom) {
    r = Row{r.var, false, most, seen};
    return;
  }
  uint64_t differ = (r.value ^ seen) & ((1ull << r.bits) - 1);
  if (differ == 0)
    return;
  unsigned same = 0;
  while (!(differ & (1ull << same)))
    ++same;
  r.bits = same;
  r.value &= (1ull << same) - 1;
}

std::vector<std::string> CongruenceDomain::describe() const {
  std::vector<std::string> facts;
  for (const Row &r : rows_) {
    if (r.bottom)
      return {"false"};
    if (r.bits > 0)
      facts.push_back("(" + vars_[r.var].name + " & " + std::to_string((1ull << r.bits) - 1) +
                      ") == " + std::to_string(r.value));
  }
  return facts;
}

std::unique_ptr<TemplateDomain> makeCongruenceDomain(z3::context &ctx,
                                                     const std::vector<TemplateVar> &vars) {
  auto domain = std::make_unique<CongruenceDomain>(ctx, vars);
  if (domain->rowCount() == 0)
    return nullptr;
  return domain;
}

} // namespace kiki
