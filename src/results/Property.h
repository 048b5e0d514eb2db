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
  MemoryLeak,
  Termination // a loop terminates (--termination, --nontermination)
};

const char *propertyKindName(PropertyKind kind);

struct Property {
  PropertyKind kind;
  std::string function;
  unsigned number = 0;   // N in [function.kind.N]
  unsigned line = 0;
  std::string text;
  /// Not a real check: "the accesses of a call kiki does not model are not
  /// checked". Reachable, it is UNKNOWN; never FAILURE.
  bool unmodelled = false;
  /// Why the property holds whatever the program does (no operation can
  /// violate it): SUCCESS without a search. Empty: it must be decided.
  std::string holdsBecause;
  /// A leak check whose failure may leave the memory reachable (not lost):
  /// why its failure does not decide valid-memtrack. Empty: unreachable.
  std::string reachabilityUnknownBecause;
  std::string id() const;
};

class PropertyTable {
public:
  /// Adds a property and returns its index (the id in __kiki_check calls);
  /// a property of the same kind, function, line and text is shared.
  unsigned add(PropertyKind kind, const std::string &function, unsigned line,
               std::string text, bool unmodelled = false);
  const Property &operator[](unsigned index) const { return props_[index]; }
  void markHolds(unsigned index, std::string reason) {
    props_[index].holdsBecause = std::move(reason);
  }
  void markReachabilityUnknown(unsigned index, std::string reason) {
    props_[index].reachabilityUnknownBecause = std::move(reason);
  }
  size_t size() const { return props_.size(); }
  const std::vector<Property> &all() const { return props_; }

private:
  std::vector<Property> props_;
};

} // namespace kiki
