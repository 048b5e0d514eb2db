// Zones: intervals plus x - y <= d for each pair of variables of which at
// least one changes in the loop (chapter 6.1). Loop-invariant values such as
// a bound n are template variables here, so i - n <= -1 can be found.
#pragma once
#include "domains/TemplatePolyhedra.h"

namespace kiki {
std::unique_ptr<TemplateDomain> makeZoneDomain(z3::context &ctx,
                                               const std::vector<TemplateVar> &vars);
} // namespace kiki
