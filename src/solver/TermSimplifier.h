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
  /// How many earlier results have stood in so far.
  unsigned long standIns() const { return standInsUsed_; }

  /// A result of at least this many terms stands in for itself in later
  /// calls. Lower bounds lost rewrites that look inside: at 32, a
  /// pointer's concat(object, offset) stood in and could no longer be taken
  /// apart (ccan's list: 2.5 times the terms), guards stayed nested (2LS
  /// heap-data/calendar 1.4 -> 7.3 s), and case splits over an array's
  /// elements hid what the heap templates need (2LS
  /// arrays/array_of_lists_unbound 3 s -> past 20 s, also with if-then-else
  /// terms alone standing in). The reads that make the encoding slow are
  /// far larger.
  static constexpr unsigned kStandInTerms = 1024;

private:
  struct Known {
    z3::expr term; // held, so that its id is never reused
    unsigned long terms;
  };
  z3::context &ctx_;
  std::unordered_map<unsigned, Known> known_;
  unsigned long standInsUsed_ = 0;
  /// Stand-ins by sort (id of the sort), reused across calls: a result
  /// never contains one.
  std::unordered_map<unsigned, std::vector<z3::expr>> standIns_;

  z3::expr standIn(const z3::sort &sort, unsigned sortId, unsigned index);
  void remember(const z3::expr &result, unsigned long terms);
  /// The terms of `term` down to the earlier results in it (each counted
  /// by its own size, and added to `parts` when given), a term that is no
  /// application (a lambda) as `opaque`; the count stops at `limit`.
  unsigned long measure(const z3::expr &term, unsigned long limit, unsigned long opaque,
                        std::vector<z3::expr> *parts) const;
};

} // namespace kiki
