// One function, its calls inlined, as constrained Horn clauses over the
// integers (seed 001: an adjustable-block encoding with its blocks at the
// function's entry and the loop heads). Each loop head gets an unknown
// predicate over the values live there; each block, the acyclic code from
// its head to the next heads, becomes one clause per head it reaches and
// one clause per property check it contains. A solution of the clauses
// (Z3's Spacer finds one by property-directed reachability) is an
// inductive invariant per loop head that excludes the checks' failures.
//
// The clauses over-approximate the program, so only proofs come from them:
// a machine integer is a mathematical one with its wrap-around written out
// exactly where that stays linear (addition, subtraction, multiplication by
// a constant, division by a constant, truncation); every value the
// encoding does not model (memory, pointers, floating point, bitwise
// operations, calls without a body) is an arbitrary value of its type.
#pragma once
#include <z3++.h>

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace llvm {
class BasicBlock;
class Function;
} // namespace llvm

namespace kiki {

/// How the clauses read machine integers.
enum class HornArithmetic {
  /// Exactly: wrap-around written out (an ite per addition). Sound; the
  /// clauses a candidate invariant is checked against.
  Exact,
  /// As mathematical integers: no wrap-around. Not sound alone; what
  /// Spacer solves fast, its solution then only a candidate.
  Mathematical,
};

/// One verification condition of the clauses: from the head `source` (or
/// the entry) through one block, either to the head `target` or to a
/// failure of the goals.
struct HornStep {
  std::optional<size_t> source;
  z3::expr_vector sourceArgs;
  z3::expr_vector variables; // every constant of the step
  z3::expr body;
  std::optional<size_t> target; // none: a failure
  z3::expr_vector targetArgs;
  z3::expr condition;           // the edge taken (args bound), or a failure
};

class HornProgram {
public:
  /// The clauses of `function` (no loop may be irreducible); nullopt with
  /// `whyNot` set when the function cannot be encoded. `assertions`: a
  /// failed assertion's error function ends its execution.
  static std::optional<HornProgram> build(const llvm::Function &function, z3::context &ctx,
                                          bool assertions, HornArithmetic arithmetic,
                                          std::string &whyNot);

  /// The properties with a check in the function.
  std::set<unsigned> properties() const;
  /// The verification conditions for the properties of `goals`.
  std::vector<HornStep> steps(const std::set<unsigned> &goals) const;
  /// The same as clauses: one universally closed implication each, whose
  /// solution is an inductive invariant per head that proves the goals.
  std::vector<z3::expr> clauses(const std::set<unsigned> &goals) const;

  size_t headCount() const { return heads_.size(); }
  const z3::func_decl &predicate(size_t head) const { return heads_[head].predicate; }
  unsigned headLine(size_t head) const { return heads_[head].line; }
  /// The bit width of each argument of a head (0: a Boolean).
  const std::vector<unsigned> &widths(size_t head) const { return heads_[head].widths; }

private:
  struct Head {
    z3::func_decl predicate;
    unsigned line;
    std::vector<unsigned> widths;
  };
  struct Target {
    size_t head;
    z3::expr_vector args;
    z3::expr condition;
  };
  struct Check {
    unsigned property;
    z3::expr violated;
  };
  /// One block of the encoding: from a head (or the entry) to the next.
  struct Block {
    std::optional<size_t> source; // none: the function's entry
    z3::expr_vector sourceArgs;
    z3::expr_vector variables;    // every constant of the block
    z3::expr body;
    std::vector<Target> targets;
    std::vector<Check> checks;
  };

  explicit HornProgram(z3::context &ctx) : ctx_(&ctx) {}
  z3::context *ctx_;
  std::vector<Head> heads_;
  std::vector<Block> blocks_;
  friend class HornBuilder;
};

} // namespace kiki
