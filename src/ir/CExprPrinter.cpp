// The C expression printer: Describer's rvalues and lvalues, and the
// parentheses an operand needs where it is used.
#include "ir/CExpr.h"

#include <llvm/ADT/StringExtras.h>
#include <llvm/BinaryFormat/Dwarf.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/GetElementPtrTypeIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Operator.h>
#include <optional>

namespace kiki {
using namespace ctypes;

std::string parenthesised(const CExpr &e, int atLeast) {
  return e.precedence < atLeast ? "(" + e.text + ")" : e.text;
}

namespace {

/// `"hello"` for a pointer to the start of a constant C string.
std::optional<std::string> stringLiteral(const llvm::Value *value) {
  auto *global = llvm::dyn_cast<llvm::GlobalVariable>(value->stripPointerCasts());
  if (!global || !global->isConstant() || !global->hasInitializer())
    return std::nullopt;
  auto *data = llvm::dyn_cast<llvm::ConstantDataArray>(global->getInitializer());
  if (!data || !data->isCString())
    return std::nullopt;
  std::string text = "\"";
  for (char c : data->getAsCString()) {
    if (c == '\n')
      text += "\\n";
    else if (c == '"' || c == '\\')
      text += std::string("\\") + c;
    else if (static_cast<unsigned char>(c) < 32)
      text += "\\x" + llvm::utohexstr(static_cast<unsigned char>(c));
    else
      text += c;
  }
  return text + "\"";
}

const char *binaryOperatorText(unsigned opcode, int &precedence) {
  using I = llvm::Instruction;
  switch (opcode) {
  case I::Add: case I::FAdd: precedence = Additive; return "+";
  case I::Sub: case I::FSub: precedence = Additive; return "-";
  case I::Mul: case I::FMul: precedence = Multiplicative; return "*";
  case I::SDiv: case I::UDiv: case I::FDiv: precedence = Multiplicative; return "/";
  case I::SRem: case I::URem: case I::FRem: precedence = Multiplicative; return "%";
  case I::Shl: precedence = Shift; return "<<";
  case I::LShr: case I::AShr: precedence = Shift; return ">>";
  case I::And: precedence = BitAnd; return "&";
  case I::Or: precedence = BitOr; return "|";
  case I::Xor: precedence = BitXor; return "^";
  default: return nullptr;
  }
}

const char *comparisonText(llvm::CmpInst::Predicate predicate) {
  using P = llvm::CmpInst;
  switch (predicate) {
  case P::ICMP_EQ: case P::FCMP_OEQ: case P::FCMP_UEQ: return "==";
  case P::ICMP_NE: case P::FCMP_ONE: case P::FCMP_UNE: return "!=";
  case P::ICMP_SLT: case P::ICMP_ULT: case P::FCMP_OLT: case P::FCMP_ULT: return "<";
  case P::ICMP_SLE: case P::ICMP_ULE: case P::FCMP_OLE: case P::FCMP_ULE: return "<=";
  case P::ICMP_SGT: case P::ICMP_UGT: case P::FCMP_OGT: case P::FCMP_UGT: return ">";
  case P::ICMP_SGE: case P::ICMP_UGE: case P::FCMP_OGE: case P::FCMP_UGE: return ">=";
  default: return nullptr;
  }
}

} // namespace

bool isZero(const llvm::Value *v) {
  auto *c = llvm::dyn_cast<llvm::ConstantInt>(v);
  return c && c->isZero();
}

CExpr Describer::named(const SourceInfo::Variable &var) {
  if (!var.isAddress)
    return {var.name, CType{var.type}};
  // An array's address is what the array's name evaluates to.
  if (composite(var.type, llvm::dwarf::DW_TAG_array_type))
    return {var.name, CType{var.type}};
  return {"&" + var.name, CType{var.type, 0, true}, Unary};
}

CExpr Describer::constantInt(const llvm::ConstantInt &c) {
  if (c.getBitWidth() == 1)
    return {c.isZero() ? "0" : "1"};
  int64_t v = c.getSExtValue();
  return {std::to_string(v), {}, v < 0 ? Unary : Postfix};
}

/// Values whose text needs no operands: variables and constants.
std::optional<CExpr> Describer::leaf(const llvm::Value *v) {
  if (const auto *var = info_.variable(v))
    return named(*var);
  if (auto *ci = llvm::dyn_cast<llvm::ConstantInt>(v))
    return constantInt(*ci);
  if (auto *cf = llvm::dyn_cast<llvm::ConstantFP>(v)) {
    llvm::SmallString<16> text;
    cf->getValueAPF().toString(text);
    return CExpr{std::string(text), {}, cf->isNegative() ? Unary : Postfix};
  }
  if (llvm::isa<llvm::ConstantPointerNull>(v))
    return CExpr{"NULL"};
  if (auto literal = stringLiteral(v))
    return CExpr{*literal};
  if (llvm::isa<llvm::UndefValue>(v))
    return CExpr{Opaque};
  // A function's name is its address (e.g. a comparison function passed to
  // qsort); other globals without debug information go by their IR name.
  if (auto *global = llvm::dyn_cast<llvm::GlobalValue>(v))
    return CExpr{global->getName().str()};
  return std::nullopt;
}

CExpr Describer::rvalue(const llvm::Value *v, int depth) {
  if (auto known = leaf(v))
    return *known;
  // Conversions are implicit in C text; the operand's C type is kept, so a
  // char widened to int still compares with 'a'.
  if (auto *op = llvm::dyn_cast<llvm::Operator>(v); op && llvm::Instruction::isCast(op->getOpcode()))
    return rvalue(op->getOperand(0), depth);
  if (depth <= 0)
    return {"..."};
  return operation(v, depth);
}

CExpr Describer::operation(const llvm::Value *v, int depth) {
  if (auto *op = llvm::dyn_cast<llvm::Operator>(v)) {
    if (auto *gep = llvm::dyn_cast<llvm::GEPOperator>(op))
      return address(*gep, depth);
    if (llvm::Instruction::isBinaryOp(op->getOpcode()))
      return binary(*op, depth);
  }
  if (auto *cmp = llvm::dyn_cast<llvm::CmpInst>(v))
    return compare(*cmp, depth);
  if (auto *load = llvm::dyn_cast<llvm::LoadInst>(v))
    return lvalue(load->getPointerOperand(), depth);
  if (auto *neg = llvm::dyn_cast<llvm::UnaryOperator>(v))
    return {"-" + parenthesised(rvalue(neg->getOperand(0), depth - 1), Unary), {}, Unary};
  if (auto *sel = llvm::dyn_cast<llvm::SelectInst>(v)) {
    NoHoles symbolic(holes_);
    CExpr c = rvalue(sel->getCondition(), depth - 1);
    CExpr a = rvalue(sel->getTrueValue(), depth - 1);
    CExpr b = rvalue(sel->getFalseValue(), depth - 1);
    return {parenthesised(c, LogicalOr) + " ? " + parenthesised(a, LogicalOr) + " : " +
                parenthesised(b, Conditional),
            a.type, Conditional};
  }
  if (auto *p = llvm::dyn_cast<llvm::PHINode>(v))
    return phi(*p, depth);
  if (auto *ev = llvm::dyn_cast<llvm::ExtractValueInst>(v))
    return extract(*ev, depth);
  if (auto *c = llvm::dyn_cast<llvm::CallBase>(v))
    return call(*c, depth);
  if (llvm::isa<llvm::FreezeInst>(v))
    return rvalue(llvm::cast<llvm::Instruction>(v)->getOperand(0), depth);
  if (llvm::isa<llvm::Argument>(v) && v->hasName())
    return {v->getName().str()};
  return {Opaque};
}

std::pair<CExpr, CExpr> Describer::operands(const llvm::User &op, int depth) {
  CExpr a = rvalue(op.getOperand(0), depth - 1);
  CExpr b = rvalue(op.getOperand(1), depth - 1);
  // `c - '0'` rather than `c - 48` when the other side is a char.
  auto asChar = [](CExpr &constant, const CExpr &other, const llvm::Value *v) {
    auto *ci = llvm::dyn_cast<llvm::ConstantInt>(v);
    if (!ci || !isPlainChar(other.type))
      return;
    if (auto literal = SourceInfo::charLiteral(ci->getSExtValue()))
      constant = {*literal};
  };
  asChar(a, b, op.getOperand(0));
  asChar(b, a, op.getOperand(1));
  return {a, b};
}

CExpr Describer::binary(const llvm::Operator &op, int depth) {
  unsigned opcode = op.getOpcode();
  auto *rhs = llvm::dyn_cast<llvm::ConstantInt>(op.getOperand(1));
  if (opcode == llvm::Instruction::Sub && isZero(op.getOperand(0)))
    return {"-" + parenthesised(rvalue(op.getOperand(1), depth - 1), Unary), {}, Unary};
  if (opcode == llvm::Instruction::Xor && rhs && rhs->isMinusOne()) {
    const llvm::Value *operand = op.getOperand(0);
    // !x is clang's x != 0 negated.
    auto *test = llvm::dyn_cast<llvm::ICmpInst>(operand);
    if (rhs->getBitWidth() == 1 && test && test->getPredicate() == llvm::CmpInst::ICMP_NE &&
        llvm::isa<llvm::Constant>(test->getOperand(1)) &&
        llvm::cast<llvm::Constant>(test->getOperand(1))->isNullValue())
      operand = test->getOperand(0);
    const char *op1 = rhs->getBitWidth() == 1 ? "!" : "~";
    return {op1 + parenthesised(rvalue(operand, depth - 1), Unary), {}, Unary};
  }
  int precedence = Postfix;
  const char *text = binaryOperatorText(opcode, precedence);
  if (!text)
    return {Opaque};
  auto [a, b] = operands(op, depth);
  // x + -1 (clang's x--) reads as x - 1.
  if (opcode == llvm::Instruction::Add && rhs && rhs->isNegative() && !rhs->isMinValue(true)) {
    text = "-";
    b = {std::to_string(-rhs->getSExtValue())};
  }
  return {parenthesised(a, precedence) + " " + text + " " + parenthesised(b, precedence + 1),
          {}, precedence};
}

CExpr Describer::compare(const llvm::CmpInst &cmp, int depth) {
  const char *text = comparisonText(cmp.getPredicate());
  if (!text)
    return {Opaque};
  int precedence = cmp.isEquality() || cmp.getPredicate() == llvm::CmpInst::FCMP_ONE ||
                           cmp.getPredicate() == llvm::CmpInst::FCMP_UEQ
                       ? Equality
                       : Relational;
  auto [a, b] = operands(cmp, depth);
  return {parenthesised(a, precedence) + " " + text + " " + parenthesised(b, precedence + 1),
          {}, precedence};
}

// --- addresses and the objects they designate ------------------------------

std::string Describer::arguments(const llvm::CallBase &call, unsigned count, int depth) {
  std::string text;
  for (unsigned i = 0; i < count && i < call.arg_size(); ++i)
    text += (i ? ", " : "") + rvalue(call.getArgOperand(i), depth - 1).text;
  return text;
}

CExpr Describer::call(const llvm::CallBase &call, int depth) {
  const llvm::Value *called = call.getCalledOperand()->stripPointerCasts();
  auto *callee = llvm::dyn_cast<llvm::Function>(called);
  if (!callee) // through a function pointer
    return {parenthesised(rvalue(called, depth - 1), Postfix) + "(" +
            arguments(call, call.arg_size(), depth) + ")"};
  std::string name = callee->getName().str();
  if (name.rfind("llvm.", 0) == 0)
    return intrinsic(call, name, depth);
  return {name + "(" + arguments(call, call.arg_size(), depth) + ")"};
}

/// LLVM intrinsics as the C they come from: llvm.smax.i32(a, b) is max(a, b).
CExpr Describer::intrinsic(const llvm::CallBase &call, const std::string &name, int depth) {
  std::string base = name.substr(5, name.find('.', 5) - 5); // llvm.<base>.<types>
  if (base == "expect" || base == "ssa")
    return rvalue(call.getArgOperand(0), depth);
  if (base == "smax" || base == "umax")
    return {"max(" + arguments(call, 2, depth) + ")"};
  if (base == "smin" || base == "umin")
    return {"min(" + arguments(call, 2, depth) + ")"};
  if (base == "abs")
    return {"abs(" + arguments(call, 1, depth) + ")"};
  if (base == "fmuladd" || base == "fma") {
    CExpr a = rvalue(call.getArgOperand(0), depth - 1);
    CExpr b = rvalue(call.getArgOperand(1), depth - 1);
    CExpr c = rvalue(call.getArgOperand(2), depth - 1);
    return {parenthesised(a, Multiplicative) + " * " + parenthesised(b, Multiplicative + 1) +
                " + " + parenthesised(c, Additive + 1),
            {}, Additive};
  }
  // ctpop, bswap, fabs, sqrt, ...: C's builtins of the same name.
  std::string builtin = base == "fabs" || base == "sqrt" ? base : "__builtin_" + base;
  return {builtin + "(" + arguments(call, call.arg_size(), depth) + ")"};
}

/// The result of an overflow-checking intrinsic is the plain arithmetic.
CExpr Describer::extract(const llvm::ExtractValueInst &ev, int depth) {
  auto *call = llvm::dyn_cast<llvm::CallBase>(ev.getAggregateOperand());
  auto *callee = call ? call->getCalledFunction() : nullptr;
  if (!callee || ev.getNumIndices() != 1 ||
      callee->getName().find(".with.overflow.") == llvm::StringRef::npos)
    return {Opaque};
  llvm::StringRef name = callee->getName();
  const char *op = name.contains("add") ? "+" : name.contains("sub") ? "-" : "*";
  int precedence = *op == '*' ? Multiplicative : Additive;
  auto [a, b] = operands(*call, depth);
  std::string text =
      parenthesised(a, precedence) + " " + op + " " + parenthesised(b, precedence + 1);
  if (ev.getIndices()[0] == 1)
    return {"overflow in " + text};
  return {text, {}, precedence};
}

CExpr Describer::negated(const CExpr &condition) {
  return {"!" + parenthesised(condition, Unary), {}, Unary};
}

// --- operands in the text of their uses (for SourceInfo::describe) ----------

/// Whether every use of the pointer reads or writes memory through it (the
/// checks the instrumentation puts before an access count as such).
bool onlyAccessed(const llvm::Value *pointer) {
  if (pointer->use_empty())
    return false;
  for (const llvm::User *user : pointer->users()) {
    if (auto *load = llvm::dyn_cast<llvm::LoadInst>(user); load && load->getPointerOperand() == pointer)
      continue;
    if (auto *store = llvm::dyn_cast<llvm::StoreInst>(user);
        store && store->getPointerOperand() == pointer && store->getValueOperand() != pointer)
      continue;
    auto *call = llvm::dyn_cast<llvm::CallBase>(user);
    auto *callee = call ? call->getCalledFunction() : nullptr;
    if (callee && callee->getName().startswith("__kiki_"))
      continue;
    // The checks take an i8*: a cast of the pointer used only for them.
    if (auto *cast = llvm::dyn_cast<llvm::BitCastInst>(user); cast && onlyAccessed(cast))
      continue;
    return false;
  }
  return true;
}

namespace {

/// The precedence an operand of `user` at position `index` needs to go
/// without parentheses, if `user` is an arithmetic operation. (Comparisons
/// are left out: the checks compare values with 0 themselves.)
std::optional<int> operandPrecedence(const llvm::User *user, unsigned index) {
  int precedence = Postfix;
  if (auto *op = llvm::dyn_cast<llvm::BinaryOperator>(user)) {
    if (!binaryOperatorText(op->getOpcode(), precedence))
      return std::nullopt;
  } else if (auto *call = llvm::dyn_cast<llvm::CallBase>(user)) {
    auto *callee = call->getCalledFunction();
    if (!callee || !callee->getName().contains(".with.overflow."))
      return std::nullopt;
    precedence = callee->getName().contains("mul") ? Multiplicative : Additive;
  } else {
    return std::nullopt;
  }
  return index == 0 ? precedence : precedence + 1; // a - (b - c)
}

} // namespace

/// Callers join the texts of operands with the operator (e.g. overflow
/// checks describe both operands of the arithmetic), so an operand of an
/// operation gets the parentheses it needs there, as in n * (n + 1). Extra
/// parentheses in other uses are still correct C.
std::string parenthesisedForUse(const llvm::Value *value, const CExpr &e) {
  int needed = 0;
  for (const llvm::Use &use : value->uses())
    if (auto precedence = operandPrecedence(use.getUser(), use.getOperandNo()))
      needed = std::max(needed, *precedence);
  return parenthesised(e, needed);
}

} // namespace kiki
