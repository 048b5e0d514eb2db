#include "domains/OctagonDomain.h"

namespace kiki {
std::unique_ptr<TemplateDomain> makeOctagonDomain(z3::context &ctx,
                                                  const std::vector<TemplateVar> &vars) {
  auto rows = intervalRows(vars);
  for (auto more : {differenceRows(vars), sumRows(vars)})
    rows.insert(rows.end(), more.begin(), more.end());
  return std::make_unique<TemplatePolyhedra>(ctx, "octagons", vars, std::move(rows));
}
} // namespace kiki
