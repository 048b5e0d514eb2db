// A cheap first try at a failure deep in a large formula: the part of the
// formula that defines one violation (its cone of influence through the
// definitions `c == e`, `g => c == e` and the memory reads
// `g => select(M, p) == e`) is solved alone, and the values it gives the
// constants that nothing in that part defines (the inputs of the slice)
// are then the assumptions of one query on the whole formula. A model of
// that query is a model of everything, so a failure found this way is as
// real as any other; when the slice's inputs do not extend to the whole
// formula, the query is unsatisfiable and the caller asks the usual one.
// Why: on a 64-bit integer-to-string function (redis' ll2string) the
// bounded query with all properties took 13-30 s, while the same query
// with the one input of the overflowing negation fixed took 0.3 s.
#pragma once
#include <z3++.h>

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

namespace kiki {

class SliceProbe {
public:
  /// Indexes the definitions among `assertions` (the whole formula): only
  /// each assertion's top, so that indexing a large formula stays cheap.
  explicit SliceProbe(const z3::expr_vector &assertions) : assertions_(assertions.ctx()) {
    extend(assertions);
  }
  /// The formula grew (assertions are only ever added): indexes the new ones.
  void extend(const z3::expr_vector &assertions);

  /// Equalities fixing the slice inputs of `goal` to values under which
  /// the slice satisfies it, found within `ms` milliseconds; nullopt when
  /// the slice is not much smaller than the formula, is unsatisfiable, or
  /// takes longer.
  std::optional<std::vector<z3::expr>> inputsFor(const z3::expr &goal, unsigned ms) const;

  struct Slice {
    std::vector<unsigned> assertions; // by index into the formula
    std::vector<z3::func_decl> constants;
  };
  /// The slice of `roots` (what they all depend on); nullopt once it grows
  /// past `most` assertions.
  std::optional<Slice> slice(const std::vector<z3::expr> &roots, size_t most) const;
  std::optional<Slice> slice(const z3::expr &goal, size_t most) const {
    return slice(std::vector<z3::expr>{goal}, most);
  }

private:
  z3::expr_vector assertions_;
  /// A constant, or a read of a memory array at one address (keys made in
  /// SliceProbe.cpp) -> the assertions that define it.
  std::unordered_map<uint64_t, std::vector<unsigned>> definitions_;
  /// Assertions that define nothing: kept in a slice when all their
  /// constants are in it.
  std::vector<unsigned> constraints_;
};

} // namespace kiki
