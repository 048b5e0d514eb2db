#include "domains/RankingFunction.h"

#include <algorithm>

namespace kiki {

namespace {
unsigned bitsFor(size_t n) {
  unsigned bits = 0;
  while ((size_t{1} << bits) < n + 1)
    ++bits;
  return bits;
}
} // namespace

RankingTemplate::RankingTemplate(z3::context &ctx, std::vector<TemplateVar> vars)
    : ctx_(ctx), vars_(std::move(vars)) {
  unsigned widest = 1;
  for (const auto &v : vars_)
    widest = std::max(widest, v.width);
  // A product needs the sum of the widths; a sum of n products log2(n) more
  // bits; the difference of two sums one more, and one for the sign.
  wide_ = widest + kCoefficientBits + bitsFor(vars_.size()) + 2;
}

z3::expr RankingTemplate::widen(const z3::expr &term, const TemplateVar &var) const {
  unsigned width = term.get_sort().bv_size();
  if (width >= wide_)
    return term;
  return var.isSigned ? z3::sext(term, wide_ - width) : z3::zext(term, wide_ - width);
}

z3::expr RankingTemplate::apply(const std::vector<z3::expr> &coefficients,
                                const TemplateState &state) const {
  z3::expr sum = ctx_.bv_val(0, wide_);
  for (size_t j = 0; j < vars_.size() && j < state.size(); ++j) {
    z3::expr coefficient = z3::sext(coefficients[j], wide_ - kCoefficientBits);
    sum = sum + coefficient * widen(state[j], vars_[j]);
  }
  return sum;
}

z3::expr RankingTemplate::decreases(const std::vector<std::vector<z3::expr>> &components,
                                    const TemplateState &before,
                                    const TemplateState &after) const {
  z3::expr zero = ctx_.bv_val(0, wide_);
  z3::expr any = ctx_.bool_val(false);
  z3::expr higherNotIncreasing = ctx_.bool_val(true);
  for (const auto &component : components) {
    z3::expr delta = apply(component, before) - apply(component, after);
    any = any || (higherNotIncreasing && z3::sgt(delta, zero));
    higherNotIncreasing = higherNotIncreasing && z3::sge(delta, zero);
  }
  return any;
}

std::vector<std::vector<z3::expr>> RankingTemplate::constants(const RankingValue &value) const {
  std::vector<std::vector<z3::expr>> terms;
  for (const auto &component : value.components) {
    std::vector<z3::expr> row;
    for (int64_t c : component)
      row.push_back(ctx_.bv_val(c, kCoefficientBits));
    terms.push_back(std::move(row));
  }
  return terms;
}

z3::expr RankingTemplate::formula(const RankingValue &value, const TemplateState &before,
                                  const TemplateState &after) const {
  if (value.kind == RankingValue::Top)
    return ctx_.bool_val(true);
  if (value.kind == RankingValue::Bottom)
    return ctx_.bool_val(false);
  return decreases(constants(value), before, after);
}

std::string RankingTemplate::describe(const RankingValue &value) const {
  if (value.kind == RankingValue::Top)
    return "none found";
  if (value.kind == RankingValue::Bottom)
    return "not computed";
  std::vector<std::string> parts;
  for (const auto &component : value.components) {
    std::string text;
    for (size_t j = 0; j < component.size() && j < vars_.size(); ++j) {
      int64_t c = component[j];
      if (c == 0)
        continue;
      std::string magnitude = (c == 1 || c == -1) ? "" : std::to_string(c < 0 ? -c : c) + "*";
      if (text.empty())
        text = (c < 0 ? "-" : "") + magnitude + vars_[j].name;
      else
        text += (c < 0 ? " - " : " + ") + magnitude + vars_[j].name;
    }
    parts.push_back(text.empty() ? "0" : text);
  }
  if (parts.size() == 1)
    return parts[0];
  std::string all = "(";
  for (size_t i = 0; i < parts.size(); ++i)
    all += (i ? ", " : "") + parts[i];
  return all + ")";
}

} // namespace kiki
