#include "domains/Domains.h"
#include "domains/EqualityDomain.h"
#include "domains/IntervalDomain.h"
#include "domains/OctagonDomain.h"
#include "domains/TopDomain.h"
#include "domains/ZoneDomain.h"

namespace kiki {

std::unique_ptr<TemplateDomain> makeDomain(InvariantDomain kind, z3::context &ctx,
                                           const std::vector<TemplateVar> &vars) {
  switch (kind) {
  case InvariantDomain::Intervals: return makeIntervalDomain(ctx, vars);
  case InvariantDomain::Zones: return makeZoneDomain(ctx, vars);
  case InvariantDomain::Octagons: return makeOctagonDomain(ctx, vars);
  case InvariantDomain::Equalities: return makeEqualityDomain(ctx, vars);
  case InvariantDomain::Top: break;
  }
  return std::make_unique<TopDomain>();
}

} // namespace kiki
