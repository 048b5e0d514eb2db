// Small string helpers shared across layers.
#pragma once
#include <string>
#include <string_view>

namespace kiki {

inline bool startsWith(std::string_view s, std::string_view prefix) {
  return s.substr(0, prefix.size()) == prefix;
}

} // namespace kiki
