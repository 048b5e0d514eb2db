#include "domains/SegmentDomain.h"

namespace kiki {
namespace {
/// Rows of elements have no optimisation (their guard is not a bound), so
/// each round joins one model's element; after this many raises a row
/// becomes top, which is sound and ends a climb (a[i] = i).
constexpr unsigned kRaisesBeforeTop = 3;

TemplateState elementOf(const TemplateState &state) { return {state.at(1)}; }
z3::expr inSegment(const TemplateState &state) {
  return state.at(0) == state.at(0).ctx().bv_val(1, 1);
}
} // namespace

SegmentDomain::SegmentDomain(z3::context &ctx, std::string segmentText,
                             std::unique_ptr<TemplateDomain> elements)
    : ctx_(ctx), segmentText_(std::move(segmentText)), elements_(std::move(elements)) {}

z3::expr SegmentDomain::rowFormula(size_t row, const TemplateState &state) const {
  return z3::implies(inSegment(state), elements_->rowFormula(row, elementOf(state)));
}

void SegmentDomain::joinModel(size_t row, const z3::model &model, const TemplateState &state) {
  if (!model.eval(inSegment(state), true).is_true())
    return;
  elements_->joinModel(row, model, elementOf(state));
  if (++raises_[row] > kRaisesBeforeTop)
    if (auto bound = elements_->boundRow(row, elementOf(state)))
      elements_->raise(row, bound->max);
}

std::vector<std::string> SegmentDomain::describe() const {
  std::vector<std::string> facts;
  for (const auto &fact : elements_->describe())
    facts.push_back(segmentText_ + ": " + fact);
  return facts;
}

/// The elements are imprecise when their value rows are all top.
std::vector<std::string> SegmentDomain::impreciseValues() const {
  for (size_t r = 0; r < elements_->rowCount(); ++r)
    if (!elements_->isTop(r))
      return {};
  return {"array elements " + segmentText_};
}

} // namespace kiki
