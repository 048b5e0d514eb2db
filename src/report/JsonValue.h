// A minimal JSON value for kiki's machine-readable outputs (JSON report,
// SARIF): built in memory, then printed once.
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace kiki {

class Json {
public:
  using Array = std::vector<Json>;
  using Object = std::vector<std::pair<std::string, Json>>; // keeps insertion order

  Json() : value_(nullptr) {}
  Json(bool b) : value_(b) {}
  Json(int n) : value_(static_cast<int64_t>(n)) {}
  Json(unsigned n) : value_(static_cast<int64_t>(n)) {}
  Json(int64_t n) : value_(n) {}
  Json(const char *s) : value_(std::string(s)) {}
  Json(std::string s) : value_(std::move(s)) {}
  Json(Array a) : value_(std::move(a)) {}
  Json(Object o) : value_(std::move(o)) {}

  static Json array() { return Json(Array{}); }
  static Json object() { return Json(Object{}); }

  /// Appends to an array.
  Json &push(Json v);
  /// Sets a member of an object (appended: callers set each key once).
  Json &set(const std::string &key, Json v);

  /// Two-space indented text ending in a newline.
  std::string dump() const;

private:
  std::variant<std::nullptr_t, bool, int64_t, std::string, Array, Object> value_;
  void write(std::string &out, unsigned indent) const;
};

/// A JSON string literal, quotes included.
std::string jsonQuote(const std::string &text);

} // namespace kiki
