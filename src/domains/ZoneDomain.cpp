#include "domains/ZoneDomain.h"

namespace kiki {
std::unique_ptr<TemplateDomain> makeZoneDomain(z3::context &ctx,
                                               const std::vector<TemplateVar> &vars) {
  auto rows = intervalRows(vars);
  auto differences = differenceRows(vars);
  rows.insert(rows.end(), differences.begin(), differences.end());
  return std::make_unique<TemplatePolyhedra>(ctx, "zones", vars, std::move(rows));
}
} // namespace kiki
