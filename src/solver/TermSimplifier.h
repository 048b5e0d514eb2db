// Z3's simplify() for the encoder, without walking what it has simplified
// before. Z3 rewrites a term with an empty cache at every call, so a term
// that contains a large, already simplified part (a pointer read through
// stores that may alias, a loaded value stored again) cost its whole size
// again at every step: cJSON's detach harness encoded in 3.8 s at unwinding
// 1 with 564k terms, and in 1.5 s with 191k terms this way. The large
// parts that an earlier call returned stand in as fresh constants while
// the rest is simplified, and are put back after: the result is equivalent
// to the term (each stand-in is replaced by exactly what it stood for);
// only rewrites that would need to look inside such a part are not made.
#pragma once
#include <z3++.h>

#include <unordered_map>
#include <vector>

namespace kiki {

class TermSimplifier {
public:
  explicit TermSimplifier(z3::context &ctx) : ctx_(ctx) {}

  z3::expr operator()(const z3::expr &term);

  /// A result of at least this many terms stands in for itself in later
  /// calls when it is an if-then-else; any other from kStandInOtherTerms
  /// on.
  static constexpr unsigned kStandInTerms = 32;
  static constexpr unsigned kStandInOtherTerms = 1024;

private:
  struct Known {
    z3::expr term; // held, so that its id is never reused
    unsigned terms;
  };
  z3::context &ctx_;
  std::unordered_map<unsigned, Known> known_;
  /// Stand-ins by sort (id of the sort), reused across calls: a result
  /// never contains one.
  std::unordered_map<unsigned, std::vector<z3::expr>> standIns_;

  z3::expr standIn(const z3::sort &sort, unsigned index);
  static bool mayStandIn(const z3::expr &result, unsigned terms);
  void remember(const z3::expr &result, unsigned terms);
};

} // namespace kiki
