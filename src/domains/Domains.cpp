#include "domains/Domains.h"
#include "domains/CongruenceDomain.h"
#include "domains/EqualityDomain.h"
#include "domains/IntervalDomain.h"
#include "domains/OctagonDomain.h"
#include "domains/PathDomain.h"
#include "domains/PointerKeyDomain.h"
#include "domains/ProductDomain.h"
#include "domains/SegmentDomain.h"
#include "domains/TemplatePolyhedra.h"
#include "domains/TopDomain.h"
#include "domains/ZoneDomain.h"

namespace kiki {

namespace {
std::unique_ptr<TemplateDomain> makeChosenDomain(InvariantDomain kind, z3::context &ctx,
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
} // namespace

std::unique_ptr<TemplateDomain> makeDomain(InvariantDomain kind, z3::context &ctx,
                                           const std::vector<TemplateVar> &vars) {
  auto chosen = makeChosenDomain(kind, ctx, vars);
  if (kind == InvariantDomain::Top)
    return chosen;
  if (auto congruences = makeCongruenceDomain(ctx, vars))
    return std::make_unique<ProductDomain>(std::move(chosen), std::move(congruences));
  return chosen;
}

std::unique_ptr<TemplateDomain> makePathDomain(InvariantDomain kind, z3::context &ctx,
                                               const std::vector<TemplateVar> &vars,
                                               std::vector<size_t> bits,
                                               std::vector<std::string> names) {
  return std::make_unique<PathDomain>(ctx, std::move(bits), std::move(names),
                                      [kind, &ctx, &vars] { return makeDomain(kind, ctx, vars); });
}

std::shared_ptr<TemplateDomain> makeHeapDomain(z3::context &ctx,
                                               std::vector<HeapDomain::PointerRow> pointers,
                                               std::vector<HeapDomain::ValueRow> values,
                                               HeapDomain::Names names,
                                               std::vector<HeapDomain::ShapeRow> shapes) {
  return std::make_shared<HeapDomain>(ctx, std::move(pointers), std::move(values),
                                      std::move(names), std::move(shapes));
}

std::shared_ptr<TemplateDomain> makeSegmentDomain(z3::context &ctx, std::string segmentText,
                                                  const TemplateVar &element,
                                                  const std::vector<TemplateVar> &partners,
                                                  bool readOnly) {
  std::vector<TemplateVar> vars{element};
  vars.insert(vars.end(), partners.begin(), partners.end());
  // A pointer key with allocation sites gets a points-to row in place of
  // its interval (domains/PointerKeyDomain says why).
  bool pointsTo = element.pointerSiteBits && !readOnly;
  std::vector<LinearRow> rows;
  if (!readOnly && !pointsTo)
    rows = {{{0, 1}}, {{0, -1}}};
  for (size_t p = 1; p < vars.size(); ++p) {
    rows.push_back({{0, 1}, {p, -1}}); // a[k] - x <= d
    rows.push_back({{p, 1}, {0, -1}}); // x - a[k] <= d
  }
  std::unique_ptr<TemplateDomain> values =
      std::make_unique<TemplatePolyhedra>(ctx, "segment values", vars, std::move(rows));
  if (pointsTo) {
    auto keys = std::make_unique<PointerKeyDomain>(ctx, 0, element);
    values = std::make_unique<ProductDomain>(std::move(keys), std::move(values));
  }
  return std::make_shared<SegmentDomain>(ctx, std::move(segmentText), element, std::move(values));
}

} // namespace kiki
