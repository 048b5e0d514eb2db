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

/// A 128-bit integer in decimal, with a leading '-' when negative.
inline std::string decimalText(__int128 v) {
  if (v == 0)
    return "0";
  bool negative = v < 0;
  unsigned __int128 magnitude =
      negative ? static_cast<unsigned __int128>(-(v + 1)) + 1 : static_cast<unsigned __int128>(v);
  std::string digits;
  for (; magnitude > 0; magnitude /= 10)
    digits.push_back(static_cast<char>('0' + static_cast<int>(magnitude % 10)));
  if (negative)
    digits.push_back('-');
  std::reverse(digits.begin(), digits.end());
  return digits;
}

} // namespace kiki
