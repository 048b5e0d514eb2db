// Array segments (beyond 2LS's scalar templates): "for every index k of the
// segment, the element a[k] satisfies the rows of a value domain". The
// template state of a segment is (k is in the segment, a[k], partners) for
// one arbitrary index k; a row holds when k is outside the segment or the
// element satisfies it. Checking a row for one arbitrary k at a back edge
// while assuming it for the same k at the start proves it for all k (the
// assumption is an instance of the universal one). Where the invariant is
// used, it is instantiated at every index read (MemoryModel::addReadHook).
#pragma once
#include "domains/Template.h"
#include <memory>

namespace kiki {

class SegmentDomain : public TemplateDomain {
public:
  /// `elements` is the domain of the element values: its first variable is
  /// a[k], the others are values a[k] is compared with (partners).
  SegmentDomain(z3::context &ctx, std::string segmentText, const TemplateVar &element,
                std::unique_ptr<TemplateDomain> elements);

  std::string name() const override { return "array segments"; }
  size_t rowCount() const override { return elements_->rowCount(); }
  z3::expr rowFormula(size_t row, const TemplateState &state) const override;
  bool isTop(size_t row) const override { return elements_->isTop(row); }
  void joinModel(size_t row, const z3::model &model, const TemplateState &state) override;
  /// A row of the elements, e <= d, as ite(k in the segment, e, min) <= d:
  /// section 6.1's binary search applies (the row holds outside).
  std::optional<BoundRow> boundRow(size_t row, const TemplateState &state) const override;
  void raise(size_t row, Bound value) override { elements_->raise(row, value); }
  std::vector<std::string> describe() const override;
  std::vector<std::string> impreciseValues() const override;

private:
  z3::context &ctx_;
  std::string segmentText_;
  std::string elementSubject_; // how the diagnostics of `elements_` name a[k]
  std::unique_ptr<TemplateDomain> elements_;
};

} // namespace kiki
