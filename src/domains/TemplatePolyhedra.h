// Template polyhedra A·x <= d (chapter section 6.1) with coefficients in
// {-1, 0, 1}: the common part of the interval, zone and octagon domains.
// Variables are sign- or zero-extended by two bits, so sums and differences
// of two variables cannot overflow; bottom is a flag, not a number.
#pragma once
#include "domains/Template.h"
#include <map>
#include <memory>

namespace kiki {

struct LinearTerm {
  size_t var;
  int coefficient; // +1 or -1
};
using LinearRow = std::vector<LinearTerm>;

class TemplatePolyhedra : public TemplateDomain {
public:
  TemplatePolyhedra(z3::context &ctx, std::string name, std::vector<TemplateVar> vars,
                    std::vector<LinearRow> rows);

  std::string name() const override { return name_; }
  size_t rowCount() const override { return rows_.size(); }
  z3::expr rowFormula(size_t row, const TemplateState &state) const override;
  bool isTop(size_t row) const override;
  void joinModel(size_t row, const z3::model &model, const TemplateState &state) override;
  std::optional<BoundRow> boundRow(size_t row, const TemplateState &state) const override;
  void raise(size_t row, Bound value) override;
  std::vector<std::string> describe() const override;
  std::string rowKey(size_t row) const override;
  std::vector<std::string> impreciseValues() const override;

  /// The row's parameter: nullopt is bottom.
  std::optional<Bound> parameter(size_t row) const { return values_.at(row); }

private:
  z3::context &ctx_;
  std::string name_;
  std::vector<TemplateVar> vars_;
  std::vector<LinearRow> rows_;
  std::vector<std::optional<Bound>> values_;
  std::map<size_t, unsigned> floatRaises_;
  static constexpr unsigned kFloatRaisesBeforeTop = 3;
  bool floatRow(size_t row) const;
  unsigned width_; // of the extended arithmetic

  z3::expr term(size_t row, const TemplateState &state) const;
  Bound maxOf(size_t row) const;
  Bound minOf(size_t row) const;
  std::string rowText(size_t row) const;
};

/// Rows of the standard shapes over the variables `vars` selects.
std::vector<LinearRow> intervalRows(const std::vector<TemplateVar> &vars);
std::vector<LinearRow> differenceRows(const std::vector<TemplateVar> &vars);
std::vector<LinearRow> sumRows(const std::vector<TemplateVar> &vars);

} // namespace kiki
