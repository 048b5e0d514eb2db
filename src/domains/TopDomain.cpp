#include "domains/TopDomain.h"
#include "util/Errors.h"

namespace kiki {
z3::expr TopDomain::rowFormula(size_t, const TemplateState &) const {
  throw InternalError("the top domain has no rows");
}
} // namespace kiki
