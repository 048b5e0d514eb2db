// A whole file as text.
#pragma once
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

namespace kiki {

/// The bytes of the file at `path`; nullopt when it cannot be opened.
inline std::optional<std::string> readFileText(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

/// Writes `text` to the file at `path` (replacing it); whether it worked.
inline bool writeFileText(const std::string &path, const std::string &text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  out.close();
  return static_cast<bool>(out);
}

} // namespace kiki
