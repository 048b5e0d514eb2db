// Small string helpers shared across layers.
#pragma once
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace kiki {

inline bool startsWith(std::string_view s, std::string_view prefix) {
  return s.substr(0, prefix.size()) == prefix;
}

/// The entries of `a` that `b` also has, in `a`'s order.
inline std::vector<std::string> commonEntries(const std::vector<std::string> &a,
                                              const std::vector<std::string> &b) {
  std::vector<std::string> both;
  for (const auto &entry : a)
    if (std::find(b.begin(), b.end(), entry) != b.end())
      both.push_back(entry);
  return both;
}

} // namespace kiki
