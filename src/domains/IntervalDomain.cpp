#include "domains/IntervalDomain.h"

namespace kiki {
std::unique_ptr<TemplateDomain> makeIntervalDomain(z3::context &ctx,
                                                   const std::vector<TemplateVar> &vars) {
  return std::make_unique<TemplatePolyhedra>(ctx, "intervals", vars, intervalRows(vars));
}
} // namespace kiki
