// The ranking-function template of termination analysis (chapter section
// 6.2): per loop a lexicographic linear ranking function (R_n, ..., R_1)
// with R_i(x) = l_i · x over the loop's integer template variables.
// Bit-vectors are bounded, so the Bounded conjunct is dropped and Decreasing
// becomes R_i(x) - R_i(x') > 0, computed in a width where neither the
// products, the sums nor the difference can wrap (section 6.1).
#pragma once
#include "domains/Template.h"
#include <z3++.h>
#include <cstdint>
#include <string>
#include <vector>

namespace kiki {

/// Coefficients of one component, one per template variable.
using RankingComponent = std::vector<int64_t>;

/// The template's parameter: ⊥ ("not computed yet", its formula is false),
/// a lexicographic function (most significant component first) or ⊤
/// ("don't know", its formula is true).
struct RankingValue {
  enum Kind { Bottom, Function, Top };
  Kind kind = Bottom;
  std::vector<RankingComponent> components{};
};

class RankingTemplate {
public:
  /// Coefficients are signed integers of this many bits.
  static constexpr unsigned kCoefficientBits = 16;

  RankingTemplate(z3::context &ctx, std::vector<TemplateVar> vars);

  const std::vector<TemplateVar> &vars() const { return vars_; }
  /// The width R_i(x) and R_i(x) - R_i(x') are computed in.
  unsigned wideBits() const { return wide_; }

  /// l · x in the wide width; `coefficients` are kCoefficientBits-wide
  /// terms (constants or unknowns), `state` the template variables' terms.
  z3::expr apply(const std::vector<z3::expr> &coefficients, const TemplateState &state) const;
  /// LR^n(x, x') for components given as coefficient terms, most
  /// significant first: some component decreases and none more
  /// significant increases. False for no components.
  z3::expr decreases(const std::vector<std::vector<z3::expr>> &components,
                     const TemplateState &before, const TemplateState &after) const;
  /// The row formula for a parameter value (⊥ false, ⊤ true).
  z3::expr formula(const RankingValue &value, const TemplateState &before,
                   const TemplateState &after) const;
  /// The coefficient terms of a concrete value.
  std::vector<std::vector<z3::expr>> constants(const RankingValue &value) const;
  /// "(-d, c)" in source terms; "none found" for ⊤, "not computed" for ⊥.
  std::string describe(const RankingValue &value) const;

private:
  z3::context &ctx_;
  std::vector<TemplateVar> vars_;
  unsigned wide_;

  z3::expr widen(const z3::expr &term, const TemplateVar &var) const;
};

} // namespace kiki
