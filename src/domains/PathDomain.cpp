#include "domains/PathDomain.h"
#include "util/Text.h"

#include <algorithm>

namespace kiki {

PathDomain::PathDomain(z3::context &ctx, std::vector<size_t> bits,
                       std::vector<std::string> names,
                       const std::function<std::unique_ptr<TemplateDomain>()> &make)
    : ctx_(ctx), bits_(std::move(bits)), names_(std::move(names)) {
  for (size_t p = 0; p < (size_t{1} << bits_.size()); ++p)
    paths_.push_back(Path{make()});
  baseRows_ = paths_.front().base->rowCount();
}

std::string PathDomain::name() const {
  return paths_.front().base->name() + " per path";
}

z3::expr PathDomain::onPath(size_t p, const TemplateState &state) const {
  z3::expr all = ctx_.bool_val(true);
  for (size_t i = 0; i < bits_.size(); ++i)
    all = all && state.at(bits_[i]) == ctx_.bv_val(static_cast<int>((p >> i) & 1), 1);
  return all;
}

z3::expr PathDomain::rowFormula(size_t row, const TemplateState &state) const {
  const Path &path = pathOf(row);
  if (path.base->isTop(baseRow(row)))
    return ctx_.bool_val(true);
  return z3::implies(onPath(row / baseRows_, state),
                     path.base->rowFormula(baseRow(row), state));
}

bool PathDomain::isTop(size_t row) const { return pathOf(row).base->isTop(baseRow(row)); }

void PathDomain::joinModel(size_t row, const z3::model &model, const TemplateState &state) {
  size_t p = row / baseRows_;
  if (!model.eval(onPath(p, state), true).is_true())
    return; // a row is violated only on its own path
  paths_[p].taken = true;
  paths_[p].base->joinModel(baseRow(row), model, state);
}

/// The row's term on its path and the least value elsewhere, so that the
/// binary search of section 6.1 optimises it over the path's states only.
std::optional<BoundRow> PathDomain::boundRow(size_t row, const TemplateState &state) const {
  auto bound = pathOf(row).base->boundRow(baseRow(row), state);
  if (!bound)
    return std::nullopt;
  unsigned width = bound->term.get_sort().bv_size();
  z3::expr least = ctx_.bv_val(boundText(bound->min).c_str(), width);
  return BoundRow{z3::ite(onPath(row / baseRows_, state), bound->term, least), bound->min,
                  bound->max};
}

void PathDomain::raise(size_t row, Bound value) {
  paths_[row / baseRows_].taken = true;
  paths_[row / baseRows_].base->raise(baseRow(row), value);
}

std::string PathDomain::pathText(size_t p) const {
  std::string text;
  for (size_t i = 0; i < bits_.size(); ++i)
    text += (text.empty() ? "" : ", ") + names_[i] + ((p >> i) & 1 ? "" : " false");
  return "last iteration with " + text;
}

/// Per path taken, its facts ("(last iteration with line 9 c, line 12 d
/// false: 1 <= x <= 2)").
std::vector<std::string> PathDomain::describe() const {
  std::vector<std::string> facts;
  for (size_t p = 0; p < paths_.size(); ++p) {
    if (!paths_[p].taken)
      continue;
    std::vector<std::string> base = paths_[p].base->describe();
    std::string joined;
    for (const auto &fact : base)
      joined += (joined.empty() ? "" : " && ") + fact;
    facts.push_back("(" + pathText(p) + ": " + (joined.empty() ? "true" : joined) + ")");
  }
  return facts;
}

/// What every path taken leaves open.
std::vector<std::string> PathDomain::impreciseValues() const {
  std::optional<std::vector<std::string>> common;
  for (const auto &path : paths_) {
    if (!path.taken)
      continue;
    std::vector<std::string> open = path.base->impreciseValues();
    common = common ? commonEntries(*common, open) : open;
  }
  return common.value_or(std::vector<std::string>{});
}

} // namespace kiki
