// Two domains over the same template variables as one: the rows of the
// first, then those of the second. Each row keeps its own domain's lattice
// and join; strategy iteration sees one conjunction.
#pragma once
#include "domains/Template.h"
#include <memory>

namespace kiki {

class ProductDomain : public TemplateDomain {
public:
  ProductDomain(std::unique_ptr<TemplateDomain> first, std::unique_ptr<TemplateDomain> second)
      : first_(std::move(first)), second_(std::move(second)) {}

  std::string name() const override { return first_->name(); }
  size_t rowCount() const override { return first_->rowCount() + second_->rowCount(); }
  z3::expr rowFormula(size_t row, const TemplateState &state) const override {
    auto [d, r] = locate(row);
    return d.rowFormula(r, state);
  }
  bool isTop(size_t row) const override {
    auto [d, r] = locate(row);
    return d.isTop(r);
  }
  void joinModel(size_t row, const z3::model &model, const TemplateState &state) override {
    auto [d, r] = locate(row);
    d.joinModel(r, model, state);
  }
  std::optional<BoundRow> boundRow(size_t row, const TemplateState &state) const override {
    auto [d, r] = locate(row);
    return d.boundRow(r, state);
  }
  void raise(size_t row, Bound value) override {
    auto [d, r] = locate(row);
    d.raise(r, value);
  }
  std::string rowKey(size_t row) const override {
    auto [d, r] = locate(row);
    return d.rowKey(r);
  }
  std::vector<std::string> describe() const override;
  /// The first domain's: a value the second one bounds may still be one
  /// the first leaves open, and the first is the one the user chose.
  std::vector<std::string> impreciseValues() const override {
    return first_->impreciseValues();
  }

private:
  std::unique_ptr<TemplateDomain> first_, second_;

  std::pair<TemplateDomain &, size_t> locate(size_t row) const {
    size_t n = first_->rowCount();
    if (row < n)
      return {*first_, row};
    return {*second_, row - n};
  }
};

} // namespace kiki
