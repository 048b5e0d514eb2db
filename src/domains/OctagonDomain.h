// Octagons: zones plus x + y <= d and -x - y <= d for each pair (chapter 6.1).
#pragma once
#include "domains/TemplatePolyhedra.h"

namespace kiki {
std::unique_ptr<TemplateDomain> makeOctagonDomain(z3::context &ctx,
                                                  const std::vector<TemplateVar> &vars);
} // namespace kiki
