// Intervals: lo <= x <= hi for each loop-back variable (chapter 6.1).
#pragma once
#include "domains/TemplatePolyhedra.h"

namespace kiki {
std::unique_ptr<TemplateDomain> makeIntervalDomain(z3::context &ctx,
                                                   const std::vector<TemplateVar> &vars);
} // namespace kiki
