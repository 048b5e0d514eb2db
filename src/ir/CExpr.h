// C expressions for IR values: the printer behind SourceInfo::describe and
// SourceInfo::lvalue (CExprPrinter.cpp, ShortCircuit.cpp). Internal to src/ir.
#pragma once
#include "ir/CTypes.h"
#include "ir/SourceInfo.h"

#include <llvm/IR/Instructions.h>
#include <llvm/IR/Operator.h>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace kiki {

// ---------------------------------------------------------------------------
// C expressions with enough structure to place parentheses and to turn
// `(*p).f` into `p->f`.

enum Precedence {
  Conditional = 3, LogicalOr, LogicalAnd, BitOr, BitXor, BitAnd, Equality,
  Relational, Shift, Additive, Multiplicative, Unary, Postfix
};

struct CExpr {
  std::string text;
  ctypes::CType type{};
  int precedence = Postfix;
  std::string pointer{}; // for `*p`: the text of p, so that a field reads p->f
  // An aggregate accessed through a cast as something else (a struct
  // argument stored as one integer): the text names the whole aggregate.
  bool reinterpreted = false;
};

/// `e`'s text, in parentheses if its precedence is below `atLeast`.
std::string parenthesised(const CExpr &e, int atLeast);
/// Whether `v` is the integer constant 0.
bool isZero(const llvm::Value *v);

/// What an unnamed value without a recognisable shape reads as.
inline constexpr const char *Opaque = "value";
/// In the text of SourceInfo::lvalue, a non-constant subscript is
/// HoleStart <number of the hole> HoleEnd: texts built for alternatives that
/// are then dropped (a phi's incoming values) may leave holes unused.
inline constexpr char HoleStart = '\x1f', HoleEnd = '\x1e';

/// Subscripts under a phi or select are written as expressions: their values
/// may be defined on paths the trace did not take.
class NoHoles {
public:
  explicit NoHoles(std::vector<const llvm::Value *> *&holes) : holes_(holes), saved_(holes) {
    holes = nullptr;
  }
  ~NoHoles() { holes_ = saved_; }
  NoHoles(const NoHoles &) = delete;
  NoHoles &operator=(const NoHoles &) = delete;

private:
  std::vector<const llvm::Value *> *&holes_;
  std::vector<const llvm::Value *> *saved_;
};

/// Renders IR values as C expressions: rvalue() what a value is, lvalue()
/// the object an address designates. `depth` bounds the nesting.
class Describer {
public:
  Describer(const SourceInfo &info, std::vector<const llvm::Value *> *holes)
      : info_(info), holes_(holes) {}

  CExpr rvalue(const llvm::Value *v, int depth);
  CExpr lvalue(const llvm::Value *address, int depth);

private:
  const SourceInfo &info_;
  std::vector<const llvm::Value *> *holes_; // non-null: subscripts become holes

  const llvm::DataLayout &layout() const { return info_.module_.getDataLayout(); }
  std::optional<CExpr> leaf(const llvm::Value *v);
  CExpr named(const SourceInfo::Variable &var);
  CExpr constantInt(const llvm::ConstantInt &c);
  CExpr operation(const llvm::Value *v, int depth);
  CExpr binary(const llvm::Operator &op, int depth);
  CExpr compare(const llvm::CmpInst &cmp, int depth);
  std::pair<CExpr, CExpr> operands(const llvm::User &op, int depth);
  CExpr address(const llvm::GEPOperator &gep, int depth);
  CExpr element(const llvm::GEPOperator &gep, int depth);
  CExpr field(const CExpr &object, llvm::StructType *record, unsigned index);
  CExpr member(const CExpr &object, const llvm::DIDerivedType &member);
  CExpr member(const CExpr &object, const std::string &name, const ctypes::CType &type);
  std::optional<CExpr> unionMember(const CExpr &object, llvm::Type *accessed);
  CExpr subscript(const CExpr &object, const llvm::Value *index, int depth);
  std::string indexText(const llvm::Value *index, int depth);
  CExpr deref(const CExpr &pointer);
  CExpr castObject(const llvm::Operator &cast, int depth);
  CExpr call(const llvm::CallBase &call, int depth);
  std::string arguments(const llvm::CallBase &call, unsigned count, int depth);
  CExpr intrinsic(const llvm::CallBase &call, const std::string &name, int depth);
  CExpr extract(const llvm::ExtractValueInst &ev, int depth);
  CExpr phi(const llvm::PHINode &phi, int depth);
  std::optional<CExpr> logical(const llvm::PHINode &phi, int depth);
  std::optional<CExpr> conditional(const llvm::PHINode &phi, int depth);
  CExpr negated(const CExpr &condition);
};

/// Whether every use of the pointer reads or writes memory through it.
bool onlyAccessed(const llvm::Value *pointer);
/// `e` with the parentheses that the uses of `value` as an operand need.
std::string parenthesisedForUse(const llvm::Value *value, const CExpr &e);

} // namespace kiki
