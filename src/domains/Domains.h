// The domain a run uses, chosen on the command line.
#pragma once
#include "domains/Template.h"
#include "options/Config.h"
#include <memory>

namespace kiki {

/// A fresh domain (all rows bottom) over `vars` for one loop.
std::unique_ptr<TemplateDomain> makeDomain(InvariantDomain kind, z3::context &ctx,
                                           const std::vector<TemplateVar> &vars);

} // namespace kiki
