#include "model/SourceInfo.h"
#include "frontend/Frontend.h"

#include <llvm/BinaryFormat/Dwarf.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DebugInfo.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/GetElementPtrTypeIterator.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Operator.h>
#include <llvm/ADT/StringExtras.h>
#include <map>
#include <optional>
#include <set>

namespace kiki {
namespace {
/// The indeterminate value frontend/NondetLocals stores at a declaration.
bool isNondetLocal(const llvm::Value *value) {
  auto *call = llvm::dyn_cast_or_null<llvm::CallInst>(value);
  auto *callee = call ? call->getCalledFunction() : nullptr;
  return callee && callee->getName().startswith(NondetLocalPrefix);
}
} // namespace


SourceInfo::SourceInfo(const llvm::Module &module) : module_(module) {
  for (const auto &function : module)
    for (const auto &inst : llvm::instructions(function)) {
      const llvm::DILocalVariable *var = nullptr;
      const llvm::Value *value = nullptr;
      bool isAddress = false;
      if (auto *dv = llvm::dyn_cast<llvm::DbgValueInst>(&inst)) {
        var = dv->getVariable();
        value = dv->getValue();
      } else if (auto *dd = llvm::dyn_cast<llvm::DbgDeclareInst>(&inst)) {
        var = dd->getVariable();
        value = dd->getAddress();
        isAddress = true;
      }
      if (var) // every variable gets an entry: it may hide another
        assignments_[{&function, var}] += isNondetLocal(value) ? 0 : 1;
      if (var && value && !llvm::isa<llvm::Constant>(value))
        variables_.try_emplace(value,
                               Variable{var->getName().str(), var->getType(), isAddress, var});
    }
  for (const auto &global : module.globals()) {
    llvm::SmallVector<llvm::DIGlobalVariableExpression *, 1> exprs;
    global.getDebugInfo(exprs);
    if (!exprs.empty()) {
      auto *var = exprs.front()->getVariable();
      variables_.try_emplace(&global, Variable{var->getName().str(), var->getType(), true});
    }
  }
  llvm::DebugInfoFinder finder;
  finder.processModule(module);
  for (const llvm::DIType *type : finder.types())
    addRecord(type);
}

/// clang names the IR type of `struct node` struct.node, and that of an
/// anonymous struct behind `typedef struct {...} T` struct.T.
void SourceInfo::addRecord(const llvm::DIType *type) {
  std::string name = type->getName().str();
  if (auto *typedef_ = llvm::dyn_cast<llvm::DIDerivedType>(type);
      typedef_ && typedef_->getTag() == llvm::dwarf::DW_TAG_typedef)
    type = typedef_->getBaseType();
  auto *record = llvm::dyn_cast_or_null<llvm::DICompositeType>(type);
  if (!record || name.empty())
    return;
  if (record->getTag() == llvm::dwarf::DW_TAG_structure_type)
    records_.try_emplace("struct." + name, record);
  else if (record->getTag() == llvm::dwarf::DW_TAG_union_type)
    records_.try_emplace("union." + name, record);
}

const llvm::DICompositeType *SourceInfo::record(const llvm::StructType *type) const {
  if (!type->hasName())
    return nullptr;
  llvm::StringRef name = type->getName();
  auto it = records_.find(name);
  // Linking renames clashing types struct.node.0, struct.node.1, ...
  if (it == records_.end() && name.rtrim("0123456789").endswith("."))
    it = records_.find(name.rtrim("0123456789").drop_back());
  return it == records_.end() ? nullptr : it->second;
}

const SourceInfo::Variable *SourceInfo::variable(const llvm::Value *value) const {
  auto it = variables_.find(value);
  return it == variables_.end() ? nullptr : &it->second;
}

std::string SourceInfo::variableName(const llvm::Value *value) const {
  const Variable *var = variable(value);
  return var ? var->name : "";
}

const llvm::DIType *SourceInfo::variableType(const llvm::Value *value) const {
  const Variable *var = variable(value);
  return var ? var->type : nullptr;
}

bool SourceInfo::isUnsignedVariable(const llvm::Value *value) const {
  const Variable *var = variable(value);
  return var && isUnsignedType(var->type);
}

namespace {

/// The type behind typedefs and qualifiers.
const llvm::DIType *stripQualifiers(const llvm::DIType *type) {
  while (auto *derived = llvm::dyn_cast_or_null<llvm::DIDerivedType>(type)) {
    switch (derived->getTag()) {
    case llvm::dwarf::DW_TAG_typedef:
    case llvm::dwarf::DW_TAG_const_type:
    case llvm::dwarf::DW_TAG_volatile_type:
    case llvm::dwarf::DW_TAG_restrict_type:
    case llvm::dwarf::DW_TAG_atomic_type:
      type = derived->getBaseType();
      continue;
    default:
      return type;
    }
  }
  return type;
}

const llvm::DIBasicType *basicType(const llvm::DIType *type) {
  return llvm::dyn_cast_or_null<llvm::DIBasicType>(stripQualifiers(type));
}

} // namespace

bool SourceInfo::isUnsignedType(const llvm::DIType *type) {
  if (auto *basic = basicType(type))
    return basic->getEncoding() == llvm::dwarf::DW_ATE_unsigned ||
           basic->getEncoding() == llvm::dwarf::DW_ATE_unsigned_char ||
           basic->getEncoding() == llvm::dwarf::DW_ATE_boolean;
  return false;
}

namespace {
/// Whether the scope `inner` is `outer` or nested in it.
bool nestedIn(const llvm::DIScope *inner, const llvm::DIScope *outer) {
  for (; inner; inner = inner->getScope())
    if (inner == outer)
      return true;
  return false;
}
} // namespace

bool SourceInfo::holdsVariableAt(const llvm::Value *value, unsigned bits, bool loopBack,
                                 const llvm::DebugLoc &where) const {
  const Variable *var = variable(value);
  auto *basic = var ? basicType(var->type) : nullptr;
  if (!basic || !where || basic->getEncoding() == llvm::dwarf::DW_ATE_float)
    return false;
  bool isBool = basic->getEncoding() == llvm::dwarf::DW_ATE_boolean;
  if (basic->getSizeInBits() != bits && !(isBool && bits == 1))
    return false;
  // Another variable of the name in scope there would hide it (or be it).
  for (const auto &[key, count] : assignments_)
    if (const llvm::DILocalVariable *other = key.second; other != var->local && other->getName() == var->name &&
        other->getLine() <= where.getLine() && nestedIn(where->getScope(), other->getScope()))
      return false;
  if (!var->local)
    return var->isAddress; // a global
  if (var->local->getLine() > where.getLine() ||
      !nestedIn(where->getScope(), var->local->getScope()))
    return false;
  if (var->isAddress || loopBack)
    return true;
  const llvm::Function *function = nullptr;
  if (auto *inst = llvm::dyn_cast<llvm::Instruction>(value))
    function = inst->getFunction();
  else if (auto *arg = llvm::dyn_cast<llvm::Argument>(value))
    function = arg->getParent();
  auto it = assignments_.find({function, var->local});
  return it != assignments_.end() && it->second == 1;
}

bool SourceInfo::isCharType(const llvm::DIType *type) {
  if (auto *basic = basicType(type))
    return basic->getEncoding() == llvm::dwarf::DW_ATE_signed_char ||
           basic->getEncoding() == llvm::dwarf::DW_ATE_unsigned_char;
  return false;
}

bool SourceInfo::printsUnsigned(const llvm::DIType *type) {
  auto *basic = basicType(type);
  return isUnsignedType(type) && basic->getEncoding() != llvm::dwarf::DW_ATE_boolean;
}

std::optional<std::string> SourceInfo::charLiteral(int64_t code) {
  if (code == '\n')
    return "'\\n'";
  if (code == '\'' || code == '\\')
    return std::string("'\\") + static_cast<char>(code) + "'";
  if (code >= 32 && code < 127)
    return std::string("'") + static_cast<char>(code) + "'";
  return std::nullopt;
}

namespace {

// ---------------------------------------------------------------------------
// C types of subexpressions, from the debug information. An array type with
// several dimensions is one DICompositeType, so a subscripted array keeps
// that type and counts the subscripts applied.

struct CType {
  const llvm::DIType *type = nullptr; // null: unknown
  unsigned subscripts = 0;            // array dimensions already indexed
  bool address = false;               // a pointer to the type above
};

const llvm::DICompositeType *composite(const llvm::DIType *type, unsigned tag) {
  auto *c = llvm::dyn_cast_or_null<llvm::DICompositeType>(stripQualifiers(type));
  return c && c->getTag() == tag ? c : nullptr;
}

std::vector<const llvm::DISubrange *> dimensions(const llvm::DICompositeType *array) {
  std::vector<const llvm::DISubrange *> dims;
  for (const auto *element : array->getElements())
    if (auto *range = llvm::dyn_cast_or_null<llvm::DISubrange>(element))
      dims.push_back(range);
  return dims;
}

/// The array that `t` designates with dimensions still to index, if any.
const llvm::DICompositeType *openArray(const CType &t) {
  auto *array = composite(t.type, llvm::dwarf::DW_TAG_array_type);
  if (t.address || !array || t.subscripts >= dimensions(array).size())
    return nullptr;
  return array;
}

/// The type of `object[i]`.
CType elementOf(const CType &t) {
  auto *array = openArray(t);
  if (!array)
    return {};
  if (t.subscripts + 1 < dimensions(array).size())
    return {t.type, t.subscripts + 1, false};
  return {array->getBaseType(), 0, false};
}

/// The type of `*pointer`; an array's value is a pointer to its first element.
CType pointeeOf(const CType &t) {
  if (t.address)
    return {t.type, t.subscripts, false};
  if (openArray(t))
    return elementOf(t);
  auto *derived = llvm::dyn_cast_or_null<llvm::DIDerivedType>(stripQualifiers(t.type));
  if (derived && derived->getTag() == llvm::dwarf::DW_TAG_pointer_type)
    return {derived->getBaseType(), 0, false};
  return {};
}

bool isPlainChar(const CType &t) {
  return !t.address && t.subscripts == 0 && SourceInfo::isCharType(t.type);
}

/// The member of a struct type that covers bits [offset, offset + size) of
/// it. Matched by offset rather than by position: clang's IR struct may have
/// padding fields or one field for several bit-fields.
const llvm::DIDerivedType *memberAt(const llvm::DICompositeType *record, uint64_t offset,
                                    uint64_t size) {
  const llvm::DIDerivedType *covering = nullptr;
  for (const auto *element : record->getElements()) {
    auto *member = llvm::dyn_cast_or_null<llvm::DIDerivedType>(element);
    if (!member || member->getTag() != llvm::dwarf::DW_TAG_member || member->isStaticMember())
      continue;
    if (member->getOffsetInBits() == offset)
      return member;
    if (!covering && member->getOffsetInBits() > offset &&
        member->getOffsetInBits() < offset + size)
      covering = member;
  }
  return covering;
}

const llvm::DIDerivedType *memberContaining(const llvm::DICompositeType *record,
                                            uint64_t bit) {
  for (const auto *element : record->getElements()) {
    auto *member = llvm::dyn_cast_or_null<llvm::DIDerivedType>(element);
    if (member && member->getTag() == llvm::dwarf::DW_TAG_member &&
        !member->isStaticMember() && member->getOffsetInBits() <= bit &&
        bit < member->getOffsetInBits() + member->getSizeInBits())
      return member;
  }
  return nullptr;
}

// ---------------------------------------------------------------------------
// C expressions with enough structure to place parentheses and to turn
// `(*p).f` into `p->f`.

enum Precedence {
  Conditional = 3, LogicalOr, LogicalAnd, BitOr, BitXor, BitAnd, Equality,
  Relational, Shift, Additive, Multiplicative, Unary, Postfix
};

struct CExpr {
  std::string text;
  CType type{};
  int precedence = Postfix;
  std::string pointer{}; // for `*p`: the text of p, so that a field reads p->f
  // An aggregate accessed through a cast as something else (a struct
  // argument stored as one integer): the text names the whole aggregate.
  bool reinterpreted = false;
};

std::string parenthesised(const CExpr &e, int atLeast) {
  return e.precedence < atLeast ? "(" + e.text + ")" : e.text;
}

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

bool isZero(const llvm::Value *v) {
  auto *c = llvm::dyn_cast<llvm::ConstantInt>(v);
  return c && c->isZero();
}

/// What an unnamed value without a recognisable shape reads as.
constexpr const char *Opaque = "value";
/// In the text of SourceInfo::lvalue, a non-constant subscript is
/// HoleStart <number of the hole> HoleEnd: texts built for alternatives that
/// are then dropped (a phi's incoming values) may leave holes unused.
constexpr char HoleStart = '\x1f', HoleEnd = '\x1e';

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

} // namespace

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
  CExpr member(const CExpr &object, const std::string &name, const CType &type);
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

CExpr Describer::lvalue(const llvm::Value *address, int depth) {
  if (const auto *var = info_.variable(address))
    return var->isAddress ? CExpr{var->name, CType{var->type}} : deref(named(*var));
  // A string literal or a global without debug information: the object
  // itself, by its text or IR name.
  if (llvm::isa<llvm::GlobalVariable>(address))
    return *leaf(address);
  if (depth <= 0)
    return {"..."};
  if (auto *gep = llvm::dyn_cast<llvm::GEPOperator>(address))
    return element(*gep, depth);
  if (auto *op = llvm::dyn_cast<llvm::Operator>(address);
      op && op->getOpcode() == llvm::Instruction::BitCast)
    return castObject(*op, depth);
  // Each step walks up the definitions, so the depth need not shrink here.
  return deref(rvalue(address, depth));
}

/// The object behind a pointer cast: the same text; its C type is only
/// known when the cast does not change what is pointed to.
CExpr Describer::castObject(const llvm::Operator &cast, int depth) {
  CExpr object = lvalue(cast.getOperand(0), depth);
  llvm::Type *from = cast.getOperand(0)->getType(), *to = cast.getType();
  if (from->isOpaquePointerTy() || to->isOpaquePointerTy() || !from->isPointerTy())
    return object;
  llvm::Type *fromElement = from->getPointerElementType();
  llvm::Type *toElement = to->getPointerElementType();
  if (fromElement == toElement)
    return object;
  if (auto chosen = unionMember(object, toElement))
    return *chosen;
  auto *record = llvm::dyn_cast<llvm::StructType>(toElement);
  const llvm::DICompositeType *known = record ? info_.record(record) : nullptr;
  object.type = known ? CType{known} : CType{};
  object.reinterpreted = !known && fromElement->isAggregateType();
  return object;
}

CExpr Describer::deref(const CExpr &pointer) {
  // *&x is x.
  if (pointer.precedence == Unary && pointer.text.rfind('&', 0) == 0)
    return {pointer.text.substr(1), pointeeOf(pointer.type)};
  return {"*" + parenthesised(pointer, Unary), pointeeOf(pointer.type), Unary,
          parenthesised(pointer, Postfix)};
}

/// The object at a GEP's address: the first index steps over whole objects
/// (p[i]), the others select fields and array elements.
CExpr Describer::element(const llvm::GEPOperator &gep, int depth) {
  auto it = llvm::gep_type_begin(gep);
  const llvm::Value *first = it.getOperand();
  CExpr object;
  // clang emits p[0] as a GEP with the one index 0, but *p, p->f and a[i]
  // with a leading 0 into the object at p.
  if (isZero(first) && gep.getNumIndices() > 1) {
    object = lvalue(gep.getPointerOperand(), depth - 1);
  } else {
    CExpr base = rvalue(gep.getPointerOperand(), depth - 1);
    object = {parenthesised(base, Postfix) + "[" + indexText(first, depth) + "]",
              pointeeOf(base.type)};
  }
  for (++it; it != llvm::gep_type_end(gep); ++it) {
    if (auto *record = it.getStructTypeOrNull()) {
      auto *index = llvm::cast<llvm::ConstantInt>(it.getOperand());
      object = field(object, record, static_cast<unsigned>(index->getZExtValue()));
    } else {
      object = subscript(object, it.getOperand(), depth);
    }
  }
  return object;
}

/// A subscript's text; in a trace's lvalue a non-constant one is a hole.
std::string Describer::indexText(const llvm::Value *index, int depth) {
  if (auto *c = llvm::dyn_cast<llvm::ConstantInt>(index))
    return std::to_string(c->getSExtValue());
  if (!holes_)
    return rvalue(index, depth).text;
  holes_->push_back(index);
  return HoleStart + std::to_string(holes_->size() - 1) + HoleEnd;
}

/// `object[index]` for an array object.
CExpr Describer::subscript(const CExpr &object, const llvm::Value *index, int depth) {
  return {parenthesised(object, Postfix) + "[" + indexText(index, depth) + "]",
          elementOf(object.type)};
}

CExpr Describer::field(const CExpr &object, llvm::StructType *record, unsigned index) {
  uint64_t offset = layout().getStructLayout(record)->getElementOffsetInBits(index);
  uint64_t size = layout().getTypeSizeInBits(record->getElementType(index));
  // A union member is chosen by the cast that follows (see castObject).
  if (composite(object.type.type, llvm::dwarf::DW_TAG_union_type) && !object.type.address)
    return object;
  auto *structure = object.type.address || object.type.subscripts
                        ? nullptr
                        : composite(object.type.type, llvm::dwarf::DW_TAG_structure_type);
  if (!object.type.type) // unknown (e.g. a global without debug information)
    structure = info_.record(record);
  if (structure && structure->getTag() != llvm::dwarf::DW_TAG_structure_type)
    return {object.text, CType{structure}, object.precedence, object.pointer}; // a union
  const llvm::DIDerivedType *found = structure ? memberAt(structure, offset, size) : nullptr;
  if (!found) // no debug information: the position in the IR struct
    return member(object, "field" + std::to_string(index), {});
  return member(object, *found);
}

CExpr Describer::member(const CExpr &object, const llvm::DIDerivedType &member) {
  std::string name = member.getName().str();
  CType type{member.getBaseType()};
  if (name.empty()) // an anonymous struct or union: its members are the outer's
    return {object.text, type, object.precedence, object.pointer};
  return this->member(object, name, type);
}

/// `object.name`, or `p->name` when the object is `*p`.
CExpr Describer::member(const CExpr &object, const std::string &name, const CType &type) {
  if (!object.pointer.empty())
    return {object.pointer + "->" + name, type};
  return {parenthesised(object, Postfix) + "." + name, type};
}

namespace {
/// Whether a C type can be what clang accesses as `type`: same size and
/// kind (integer, floating point, pointer, array, struct).
bool sameKind(const llvm::DIType *c, llvm::Type *type, const llvm::DataLayout &layout) {
  c = stripQualifiers(c);
  if (!c || !type->isSized() || c->getSizeInBits() != layout.getTypeSizeInBits(type))
    return false;
  auto *basic = llvm::dyn_cast<llvm::DIBasicType>(c);
  bool isFloat = basic && basic->getEncoding() == llvm::dwarf::DW_ATE_float;
  if (type->isFloatingPointTy())
    return isFloat;
  if (type->isIntegerTy())
    return (basic && !isFloat) || composite(c, llvm::dwarf::DW_TAG_enumeration_type);
  if (type->isPointerTy())
    return c->getTag() == llvm::dwarf::DW_TAG_pointer_type;
  if (type->isArrayTy())
    return composite(c, llvm::dwarf::DW_TAG_array_type) != nullptr;
  return composite(c, llvm::dwarf::DW_TAG_structure_type) ||
         composite(c, llvm::dwarf::DW_TAG_union_type);
}
} // namespace

/// clang reads a union member through a cast of the union's address to the
/// member's type: the first member of that kind is taken to be the one.
std::optional<CExpr> Describer::unionMember(const CExpr &object, llvm::Type *accessed) {
  auto *u = object.type.address ? nullptr
                                : composite(object.type.type, llvm::dwarf::DW_TAG_union_type);
  if (!u)
    return std::nullopt;
  for (const auto *element : u->getElements())
    if (auto *m = llvm::dyn_cast_or_null<llvm::DIDerivedType>(element))
      if (m->getTag() == llvm::dwarf::DW_TAG_member && sameKind(m->getBaseType(), accessed, layout()))
        return member(object, *m);
  return std::nullopt;
}

/// A GEP as a value: `p + i`, `&a[i]`, `&s->f`, or an array's name.
CExpr Describer::address(const llvm::GEPOperator &gep, int depth) {
  if (gep.hasAllZeroIndices() && gep.getSourceElementType()->isArrayTy())
    return rvalue(gep.getPointerOperand(), depth); // array decay: d for &d[0]
  if (gep.getNumIndices() == 1) {
    CExpr base = rvalue(gep.getPointerOperand(), depth - 1);
    const llvm::Value *index = gep.getOperand(1);
    std::string op = " + ", offset;
    if (auto *c = llvm::dyn_cast<llvm::ConstantInt>(index); c && c->isNegative()) {
      op = " - ";
      offset = std::to_string(-c->getSExtValue());
    } else {
      offset = parenthesised(rvalue(index, depth - 1), Additive + 1);
    }
    return {parenthesised(base, Additive) + op + offset, base.type, Additive};
  }
  CExpr object = element(gep, depth);
  if (openArray(object.type))
    return object;
  return {"&" + parenthesised(object, Postfix), CType{object.type.type, object.type.subscripts, true},
          Unary};
}

// --- calls, phis and aggregates ---------------------------------------------

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

namespace {
/// The position of a block in its function: clang lays blocks out in
/// source order, unlike the incoming values of a phi.
unsigned blockPosition(const llvm::BasicBlock *block) {
  unsigned position = 0;
  for (const auto &b : *block->getParent()) {
    if (&b == block)
      break;
    ++position;
  }
  return position;
}
} // namespace

/// Whether every path from the function's entry to `block` passes `gate`.
static bool dominates(const llvm::BasicBlock *gate, const llvm::BasicBlock *block) {
  std::vector<const llvm::BasicBlock *> work{block};
  std::set<const llvm::BasicBlock *> seen{block};
  while (!work.empty()) {
    const llvm::BasicBlock *b = work.back();
    work.pop_back();
    if (b == gate)
      continue;
    if (b->isEntryBlock())
      return false;
    for (const llvm::BasicBlock *pred : llvm::predecessors(b))
      if (seen.insert(pred).second)
        work.push_back(pred);
  }
  return true;
}

/// Whether the blocks testing the conditions form one chain: each condition
/// is evaluated (possibly over several blocks) only after the one before
/// failed to decide, ending in the block of the last condition. Otherwise
/// the phi is not a plain a && b && c: in (a && b) || c the test of a also
/// jumps to c's block, and no constant comes from it.
static bool isChain(const llvm::BasicBlock *join,
                    const std::map<unsigned, const llvm::BasicBlock *> &tests,
                    const llvm::BasicBlock *last) {
  const llvm::BasicBlock *previous = nullptr;
  auto follows = [&](const llvm::BasicBlock *block) {
    if (!previous)
      return true;
    auto *br = llvm::cast<llvm::BranchInst>(previous->getTerminator());
    const llvm::BasicBlock *next =
        br->getSuccessor(0) == join ? br->getSuccessor(1) : br->getSuccessor(0);
    return next->getSinglePredecessor() == previous && dominates(next, block);
  };
  for (const auto &[position, block] : tests) {
    if (!follows(block))
      return false;
    previous = block;
  }
  return follows(last);
}

/// Clang's `a && b && c` is a phi of false from each block that tested a
/// condition and of the last condition's value (|| likewise with true).
std::optional<CExpr> Describer::logical(const llvm::PHINode &phi, int depth) {
  if (!phi.getType()->isIntegerTy(1))
    return std::nullopt;
  std::optional<bool> shortCut; // the constant: false for &&, true for ||
  std::map<unsigned, CExpr> terms; // by block position
  std::map<unsigned, const llvm::BasicBlock *> tests;
  const llvm::Value *last = nullptr;
  const llvm::BasicBlock *lastBlock = nullptr;
  for (unsigned i = 0; i < phi.getNumIncomingValues(); ++i) {
    const llvm::Value *v = phi.getIncomingValue(i);
    auto *c = llvm::dyn_cast<llvm::ConstantInt>(v);
    if (!c) {
      if (last)
        return std::nullopt;
      last = v;
      lastBlock = phi.getIncomingBlock(i);
      continue;
    }
    const llvm::BasicBlock *from = phi.getIncomingBlock(i);
    auto *br = llvm::dyn_cast<llvm::BranchInst>(from->getTerminator());
    if (!br || !br->isConditional() || (shortCut && *shortCut != c->isOne()))
      return std::nullopt;
    shortCut = c->isOne();
    // The edge to the phi is taken when the condition equals `towardsPhi`;
    // the term is the condition whose value then equals the constant.
    bool towardsPhi = br->getSuccessor(0) == phi.getParent();
    CExpr cond = rvalue(br->getCondition(), depth - 1);
    terms.emplace(blockPosition(from), towardsPhi == c->isOne() ? cond : negated(cond));
    tests.emplace(blockPosition(from), from);
  }
  if (!shortCut || !last || !isChain(phi.getParent(), tests, lastBlock))
    return std::nullopt;
  int precedence = *shortCut ? LogicalOr : LogicalAnd;
  const char *op = *shortCut ? " || " : " && ";
  // a || (b && c): parentheses a reader (and gcc's -Wparentheses) expects.
  int operand = LogicalAnd + 1;
  std::string text;
  for (const auto &[position, term] : terms)
    text += parenthesised(term, operand) + op;
  text += parenthesised(rvalue(last, depth - 1), operand);
  return CExpr{text, {}, precedence};
}

/// Clang's `c ? a : b`: two blocks reached from one branch on c.
std::optional<CExpr> Describer::conditional(const llvm::PHINode &phi, int depth) {
  if (phi.getNumIncomingValues() != 2)
    return std::nullopt;
  const llvm::BasicBlock *a = phi.getIncomingBlock(0), *b = phi.getIncomingBlock(1);
  const llvm::BasicBlock *from = a->getSinglePredecessor();
  if (!from || from != b->getSinglePredecessor() || a == b)
    return std::nullopt;
  auto *br = llvm::dyn_cast<llvm::BranchInst>(from->getTerminator());
  if (!br || !br->isConditional())
    return std::nullopt;
  bool aFirst = br->getSuccessor(0) == a;
  CExpr cond = rvalue(br->getCondition(), depth - 1);
  CExpr yes = rvalue(phi.getIncomingValue(aFirst ? 0 : 1), depth - 1);
  CExpr no = rvalue(phi.getIncomingValue(aFirst ? 1 : 0), depth - 1);
  return CExpr{parenthesised(cond, LogicalOr) + " ? " + parenthesised(yes, LogicalOr) +
                   " : " + parenthesised(no, Conditional),
               yes.type, Conditional};
}

CExpr Describer::phi(const llvm::PHINode &phi, int depth) {
  NoHoles symbolic(holes_);
  if (auto e = logical(phi, depth))
    return *e;
  if (auto e = conditional(phi, depth))
    return *e;
  // The same text along every edge (e.g. one value merged after a branch).
  std::optional<CExpr> same;
  for (const llvm::Value *v : phi.incoming_values()) {
    CExpr e = rvalue(v, depth - 1);
    if (same && same->text != e.text)
      return {Opaque};
    same = e;
  }
  return same ? *same : CExpr{Opaque};
}

// --- the public interface ----------------------------------------------------

namespace {

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

} // namespace

std::string SourceInfo::describe(const llvm::Value *value, int depth) const {
  Describer describer(*this, nullptr);
  if (value->getType()->isPointerTy() && !variable(value) &&
      !llvm::isa<llvm::GlobalValue>(value) && onlyAccessed(value))
    return describer.lvalue(value, depth).text;
  return parenthesisedForUse(value, describer.rvalue(value, depth));
}

SourceLvalue SourceInfo::lvalue(const llvm::Value *address) const {
  SourceLvalue result;
  std::vector<const llvm::Value *> holes;
  Describer describer(*this, &holes);
  CExpr object = describer.lvalue(address, 4);
  const std::string &text = object.text;
  size_t from = 0;
  for (size_t start; (start = text.find(HoleStart, from)) != std::string::npos;) {
    size_t end = text.find(HoleEnd, start);
    result.parts.push_back(text.substr(from, start - from));
    result.indices.push_back(holes.at(std::stoul(text.substr(start + 1, end - start - 1))));
    from = end + 1;
  }
  result.parts.push_back(text.substr(from));
  bool scalar = !object.type.address && object.type.subscripts == 0;
  result.isUnsigned = scalar && printsUnsigned(object.type.type);
  result.isChar = scalar && isCharType(object.type.type);
  result.reinterpreted = object.reinterpreted;
  return result;
}

namespace {

uint64_t sizeInBits(const CType &t) {
  if (t.address)
    return 0;
  if (auto *array = openArray(t)) {
    auto dims = dimensions(array);
    uint64_t count = 1;
    for (size_t i = t.subscripts; i < dims.size(); ++i) {
      auto *n = dims[i]->getCount().dyn_cast<llvm::ConstantInt *>();
      if (!n || n->isNegative())
        return 0; // a flexible or variable-length array
      count *= n->getZExtValue();
    }
    return count * sizeInBits(CType{array->getBaseType()});
  }
  const llvm::DIType *type = stripQualifiers(t.type);
  return type ? type->getSizeInBits() : 0;
}

} // namespace

std::string SourceInfo::addressText(const std::string &name, const llvm::DIType *type,
                                    uint64_t offset) {
  std::string text = name;
  CType t{type};
  for (;;) {
    if (openArray(t)) {
      CType element = elementOf(t);
      uint64_t bytes = sizeInBits(element) / 8;
      if (bytes == 0)
        break;
      text += "[" + std::to_string(offset / bytes) + "]";
      offset %= bytes;
      t = element;
      continue;
    }
    // A struct's own address rather than its first member's.
    auto *record = composite(t.type, llvm::dwarf::DW_TAG_structure_type);
    if (offset == 0 || !record)
      break;
    const llvm::DIDerivedType *member = memberContaining(record, offset * 8);
    if (!member || member->getOffsetInBits() % 8)
      break;
    if (!member->getName().empty())
      text += "." + member->getName().str();
    offset -= member->getOffsetInBits() / 8;
    t = CType{member->getBaseType()};
  }
  if (offset != 0)
    return "(char *)&" + text + " + " + std::to_string(offset);
  return "&" + text;
}

unsigned SourceInfo::line(const llvm::Instruction &inst) {
  if (const auto &loc = inst.getDebugLoc())
    return loc.getLine();
  return 0;
}

std::string SourceInfo::file(const llvm::Instruction &inst) {
  if (const auto &loc = inst.getDebugLoc())
    if (auto *scope = llvm::dyn_cast<llvm::DIScope>(loc.getScope()))
      if (!scope->getFilename().empty())
        return scope->getFilename().str();
  if (const auto *sub = inst.getFunction()->getSubprogram())
    if (!sub->getFilename().empty())
      return sub->getFilename().str();
  // The program's files are linked first, in the order given.
  for (const auto *unit : inst.getModule()->debug_compile_units())
    if (!unit->getFilename().empty())
      return unit->getFilename().str();
  return "";
}

std::string SourceInfo::describeCall(const llvm::CallBase &call,
                                     const std::string &name) const {
  std::string text = name + "(";
  for (unsigned i = 0; i < call.arg_size(); ++i)
    text += (i ? ", " : "") + describe(call.getArgOperand(i));
  return text + ")";
}

} // namespace kiki
