#include "domains/SegmentDomain.h"

namespace kiki {
namespace {
/// The state of the element domain: a[k] and its partners.
TemplateState elementOf(const TemplateState &state) {
  return TemplateState(state.begin() + 1, state.end());
}
z3::expr inSegment(const TemplateState &state) {
  return state.at(0) == state.at(0).ctx().bv_val(1, 1);
}
} // namespace

SegmentDomain::SegmentDomain(z3::context &ctx, std::string segmentText,
                             const TemplateVar &element,
                             std::unique_ptr<TemplateDomain> elements)
    : ctx_(ctx), segmentText_(std::move(segmentText)), elementSubject_(templateVarSubject(element)),
      elements_(std::move(elements)) {}

z3::expr SegmentDomain::rowFormula(size_t row, const TemplateState &state) const {
  return z3::implies(inSegment(state), elements_->rowFormula(row, elementOf(state)));
}

/// Strategy iteration optimises every row with a bound (boundRow below);
/// a join is a model's element, when it lies in the segment.
void SegmentDomain::joinModel(size_t row, const z3::model &model, const TemplateState &state) {
  if (model.eval(inSegment(state), true).is_true())
    elements_->joinModel(row, model, elementOf(state));
}

std::optional<BoundRow> SegmentDomain::boundRow(size_t row, const TemplateState &state) const {
  std::optional<BoundRow> inner = elements_->boundRow(row, elementOf(state));
  if (!inner)
    return std::nullopt;
  z3::expr least = ctx_.bv_val(boundText(inner->min).c_str(), inner->term.get_sort().bv_size());
  return BoundRow{z3::ite(inSegment(state), inner->term, least), inner->min, inner->max};
}

std::vector<std::string> SegmentDomain::describe() const {
  std::vector<std::string> facts;
  for (const auto &fact : elements_->describe())
    facts.push_back(segmentText_ + ": " + fact);
  return facts;
}

/// Seed 003's rule for the element a[k] (the elements' first variable), as
/// for a scalar: its interval rows, or without them its rows with partners.
std::vector<std::string> SegmentDomain::impreciseValues() const {
  std::vector<std::string> subjects;
  for (const auto &subject : elements_->impreciseValues())
    if (subject.rfind(elementSubject_, 0) == 0)
      subjects.push_back("array elements " + segmentText_ +
                         subject.substr(elementSubject_.size()));
  return subjects;
}

} // namespace kiki
