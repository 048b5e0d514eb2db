// The properties kiki checks: one per check site in the (un-inlined) program.
#pragma once
#include <string>
#include <vector>

namespace kiki {

enum class PropertyKind {
  Assertion,
  Overflow,
  DivByZero,
  ArrayBounds,
  PointerDeref,
  Free,
  MemoryLeak
};

const char *propertyKindName(PropertyKind kind);

struct Property {
  PropertyKind kind;
  std::string function;
  unsigned number = 0;   // N in [function.kind.N]
  unsigned line = 0;
  std::string text;
  std::string id() const;
};

class PropertyTable {
public:
  /// Adds a property and returns its index (the id in __kiki_check calls).
  unsigned add(PropertyKind kind, const std::string &function, unsigned line,
               std::string text);
  const Property &operator[](unsigned index) const { return props_[index]; }
  size_t size() const { return props_.size(); }
  const std::vector<Property> &all() const { return props_; }

private:
  std::vector<Property> props_;
};

} // namespace kiki
