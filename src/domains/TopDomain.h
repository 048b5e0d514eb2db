// The domain with top only (--havoc): no rows, the invariant is true, and
// kIkI is plain k-induction.
#pragma once
#include "domains/Template.h"
#include <memory>

namespace kiki {

class TopDomain : public TemplateDomain {
public:
  std::string name() const override { return "havoc"; }
  size_t rowCount() const override { return 0; }
  z3::expr rowFormula(size_t, const TemplateState &state) const override;
  bool isTop(size_t) const override { return true; }
  void joinModel(size_t, const z3::model &, const TemplateState &) override {}
  std::vector<std::string> describe() const override { return {}; }
};

} // namespace kiki
