// Equalities and disequalities between pairs of variables (x == y, x != y)
// of the same width, at least one of which changes in the loop. A row's
// parameter is bottom, "holds" or top: a model where the relation is false
// makes the row top (Fig. 12's join on a two-point lattice).
#pragma once
#include "domains/Template.h"
#include <memory>

namespace kiki {

class EqualityDomain : public TemplateDomain {
public:
  EqualityDomain(z3::context &ctx, std::vector<TemplateVar> vars);

  std::string name() const override { return "equalities"; }
  size_t rowCount() const override { return rows_.size(); }
  z3::expr rowFormula(size_t row, const TemplateState &state) const override;
  bool isTop(size_t row) const override { return rows_.at(row).value == Value::Top; }
  void joinModel(size_t row, const z3::model &model, const TemplateState &state) override;
  std::vector<std::string> describe() const override;
  std::vector<std::string> impreciseValues() const override;

private:
  enum class Value { Bottom, Holds, Top };
  struct Row {
    size_t left, right;
    bool equal; // x == y, else x != y
    Value value = Value::Bottom;
  };
  z3::context &ctx_;
  std::vector<TemplateVar> vars_;
  std::vector<Row> rows_;

  z3::expr relation(const Row &row, const TemplateState &state) const;
};

std::unique_ptr<TemplateDomain> makeEqualityDomain(z3::context &ctx,
                                                   const std::vector<TemplateVar> &vars);

} // namespace kiki
