#include "results/Property.h"

namespace kiki {

const char *propertyKindName(PropertyKind kind) {
  switch (kind) {
  case PropertyKind::Assertion: return "assertion";
  case PropertyKind::Overflow: return "overflow";
  case PropertyKind::DivByZero: return "division-by-zero";
  case PropertyKind::ArrayBounds: return "array_bounds";
  case PropertyKind::PointerDeref: return "pointer_dereference";
  case PropertyKind::Free: return "free";
  case PropertyKind::MemoryLeak: return "memory-leak";
  case PropertyKind::Termination: return "termination";
  }
  return "property";
}

std::string Property::id() const {
  return function + "." + propertyKindName(kind) + "." + std::to_string(number);
}

unsigned PropertyTable::add(PropertyKind kind, const std::string &function,
                            unsigned line, std::string text, bool unmodelled) {
  // Checks that read the same (the accesses of one library call, the same
  // access repeated on a line) are one property: it fails if any of them does.
  for (size_t i = 0; i < props_.size(); ++i) {
    const Property &p = props_[i];
    if (p.kind == kind && p.function == function && p.line == line && p.text == text &&
        p.unmodelled == unmodelled)
      return static_cast<unsigned>(i);
  }
  unsigned number = 1;
  for (const auto &p : props_)
    if (p.kind == kind && p.function == function)
      ++number;
  props_.push_back({kind, function, number, line, std::move(text), unmodelled, {}, {}});
  return static_cast<unsigned>(props_.size() - 1);
}

} // namespace kiki
