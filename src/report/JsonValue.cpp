#include "report/JsonValue.h"
#include "util/Errors.h"

#include <llvm/Support/JSON.h>

#include <cstdio>

namespace kiki {

Json &Json::push(Json v) {
  KIKI_INVARIANT(std::holds_alternative<Array>(value_), "push on a JSON non-array");
  std::get<Array>(value_).push_back(std::move(v));
  return *this;
}

Json &Json::set(const std::string &key, Json v) {
  KIKI_INVARIANT(std::holds_alternative<Object>(value_), "set on a JSON non-object");
  std::get<Object>(value_).emplace_back(key, std::move(v));
  return *this;
}

std::string jsonQuote(const std::string &raw) {
  // JSON is UTF-8: a program's bytes that are not (a Latin-1 string literal
  // in a property's text) become U+FFFD, or the whole document would be
  // unreadable.
  const std::string text = llvm::json::isUTF8(raw) ? raw : llvm::json::fixUTF8(raw);
  std::string out = "\"";
  for (unsigned char c : text) {
    switch (c) {
    case '"': out += "\\\""; break;
    case '\\': out += "\\\\"; break;
    case '\n': out += "\\n"; break;
    case '\t': out += "\\t"; break;
    case '\r': out += "\\r"; break;
    default:
      if (c < 0x20) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\u%04x", c);
        out += buf;
      } else {
        out += static_cast<char>(c); // UTF-8 passes through
      }
    }
  }
  return out + "\"";
}

void Json::write(std::string &out, unsigned indent) const {
  std::string pad(indent + 2, ' '), close(indent, ' ');
  if (std::holds_alternative<std::nullptr_t>(value_)) {
    out += "null";
  } else if (auto *b = std::get_if<bool>(&value_)) {
    out += *b ? "true" : "false";
  } else if (auto *n = std::get_if<int64_t>(&value_)) {
    out += std::to_string(*n);
  } else if (auto *s = std::get_if<std::string>(&value_)) {
    out += jsonQuote(*s);
  } else if (auto *a = std::get_if<Array>(&value_)) {
    if (a->empty()) {
      out += "[]";
      return;
    }
    out += "[\n";
    for (size_t i = 0; i < a->size(); ++i) {
      out += pad;
      (*a)[i].write(out, indent + 2);
      out += i + 1 < a->size() ? ",\n" : "\n";
    }
    out += close + "]";
  } else {
    const auto &o = std::get<Object>(value_);
    if (o.empty()) {
      out += "{}";
      return;
    }
    out += "{\n";
    for (size_t i = 0; i < o.size(); ++i) {
      out += pad + jsonQuote(o[i].first) + ": ";
      o[i].second.write(out, indent + 2);
      out += i + 1 < o.size() ? ",\n" : "\n";
    }
    out += close + "}";
  }
}

std::string Json::dump() const {
  std::string out;
  write(out, 0);
  return out + "\n";
}

} // namespace kiki
