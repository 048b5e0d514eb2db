// The values of one block of the Horn clauses (encode/HornClauses): an LLVM
// integer is a mathematical integer, its signed reading, and i1 is a
// Boolean. Each instruction becomes a variable defined by its exact meaning
// where that stays linear, and an arbitrary value of its type otherwise
// (always an over-approximation, so that a proof from the clauses holds).
#pragma once
#include <z3++.h>

#include <map>
#include <optional>
#include <string>

namespace llvm {
class Instruction;
class Type;
class Value;
} // namespace llvm

namespace kiki {

/// How the clauses see a value of an LLVM type: a Boolean (i1), an integer
/// (i2 to i127), or opaque (anything else: a fresh integer at every use).
enum class HornKind { Bool, Int, Opaque };
HornKind hornKindOf(const llvm::Type *type);
z3::sort hornSort(z3::context &ctx, const llvm::Type *type);

class HornValues {
public:
  /// `exact`: wrap-around written out; otherwise mathematical integers.
  HornValues(z3::context &ctx, std::string prefix, bool exact)
      : ctx_(ctx), prefix_(std::move(prefix)), exact_(exact), body_(ctx), variables_(ctx) {}

  /// A new variable for `v` (a head's argument): no constraint.
  z3::expr bind(const llvm::Value *v);
  /// A new variable for a head's argument of `type`: no constraint.
  z3::expr argument(const llvm::Type *type) { return variable(hornSort(ctx_, type), "a"); }
  /// The term of `v`: a constant, its variable, or an arbitrary value.
  z3::expr value(const llvm::Value *v);
  /// The term of an i1 value.
  z3::expr boolean(const llvm::Value *v);
  /// A new variable of `type`'s kind, within its range.
  z3::expr freshOf(const llvm::Type *type, const std::string &tag);
  /// A new variable equal to `e` (keeps the terms of later uses small).
  z3::expr define(const z3::expr &e, const std::string &tag);
  /// `v` is `e` from now on.
  void assign(const llvm::Value *v, const z3::expr &e);
  /// The meaning of a non-phi instruction's result (calls included: their
  /// result is arbitrary unless the call is an arithmetic intrinsic).
  void encode(const llvm::Instruction &inst);

  z3::expr body() const { return body_.empty() ? ctx_.bool_val(true) : z3::mk_and(body_); }
  const z3::expr_vector &variables() const { return variables_; }

private:
  z3::context &ctx_;
  std::string prefix_;
  bool exact_;
  z3::expr_vector body_;
  z3::expr_vector variables_;
  std::map<const llvm::Value *, z3::expr> env_;
  /// The overflow bit of an llvm.*.with.overflow call, for extractvalue 1.
  std::map<const llvm::Value *, z3::expr> overflow_;
  unsigned counter_ = 0;

  z3::expr variable(const z3::sort &sort, const std::string &tag);
  z3::expr inRange(const z3::expr &x, unsigned width) const;
  z3::expr pow2(unsigned bits) const;
  z3::expr toUnsigned(const z3::expr &x, unsigned width) const;
  z3::expr fromUnsigned(const z3::expr &x, unsigned width) const;
  /// x reduced to `width` bits exactly when it is off by at most 2^width.
  z3::expr wrapOnce(const z3::expr &x, unsigned width) const;
  /// x reduced to `width` bits exactly, by a new multiple of 2^width.
  z3::expr wrap(const z3::expr &x, unsigned width);
  std::optional<z3::expr> arithmetic(const llvm::Instruction &inst);
  std::optional<z3::expr> division(const llvm::Instruction &inst, unsigned width);
  std::optional<z3::expr> bitwise(const llvm::Instruction &inst, unsigned width);
  std::optional<z3::expr> comparison(const llvm::Instruction &inst);
  std::optional<z3::expr> conversion(const llvm::Instruction &inst);
  std::optional<z3::expr> intrinsicCall(const llvm::Instruction &inst);
};

} // namespace kiki
