// Congruences modulo powers of two: x ≡ c (mod 2^k), k at most 8, as
// (x & (2^k - 1)) == c, for the variables whose low bits the program reads
// (TemplateVar::lowBits: x % 2, x & 1). A row's parameter is bottom or the
// pair (k, c); joining a value keeps the low bits it shares with c, so a
// row climbs at most 8 steps to top (k = 0). `x += 2` from 10 keeps
// x ≡ 0 (mod 2) through wrap-around, which no interval states.
#pragma once
#include "domains/Template.h"
#include <memory>

namespace kiki {

class CongruenceDomain : public TemplateDomain {
public:
  CongruenceDomain(z3::context &ctx, std::vector<TemplateVar> vars);

  std::string name() const override { return "congruences"; }
  size_t rowCount() const override { return rows_.size(); }
  z3::expr rowFormula(size_t row, const TemplateState &state) const override;
  bool isTop(size_t row) const override {
    return !rows_.at(row).bottom && rows_.at(row).bits == 0;
  }
  void joinModel(size_t row, const z3::model &model, const TemplateState &state) override;
  std::vector<std::string> describe() const override;

  static constexpr unsigned kMaxBits = 8;

private:
  struct Row {
    size_t var;
    bool bottom = true;
    unsigned bits = 0;   // k: the low bits known
    uint64_t value = 0;  // c: their value
  };
  z3::context &ctx_;
  std::vector<TemplateVar> vars_;
  std::vector<Row> rows_;
};

/// The rows of `vars` marked lowBits; nullptr when there are none.
std::unique_ptr<TemplateDomain> makeCongruenceDomain(z3::context &ctx,
                                                     const std::vector<TemplateVar> &vars);

} // namespace kiki
