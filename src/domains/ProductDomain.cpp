#include "domains/ProductDomain.h"

namespace kiki {

std::vector<std::string> ProductDomain::describe() const {
  std::vector<std::string> facts = first_->describe();
  if (facts.size() == 1 && facts[0] == "false")
    return facts;
  std::vector<std::string> more = second_->describe();
  if (more.size() == 1 && more[0] == "false")
    return more;
  facts.insert(facts.end(), more.begin(), more.end());
  return facts;
}

} // namespace kiki
