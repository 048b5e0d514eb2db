#include "ir/SourceInfo.h"
#include "ir/CExpr.h"
#include "ir/CTypes.h"
#include "ir/Intrinsics.h"

#include <llvm/BinaryFormat/Dwarf.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DebugInfo.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <map>
#include <optional>

namespace kiki {
using namespace ctypes;

/// The indeterminate value frontend/NondetLocals stores at a declaration.
bool isNondetLocal(const llvm::Value *value) {
  auto *call = llvm::dyn_cast_or_null<llvm::CallInst>(value);
  auto *callee = call ? call->getCalledFunction() : nullptr;
  return callee && callee->getName().startswith(intrinsic::NondetLocalPrefix);
}

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

std::vector<std::string> SourceInfo::parameterNames(const llvm::Function &f) {
  std::vector<std::string> names;
  for (const auto &arg : f.args())
    names.push_back(arg.getName().empty() ? "arg" + std::to_string(arg.getArgNo())
                                          : arg.getName().str());
  for (const auto &inst : llvm::instructions(f))
    if (auto *dbg = llvm::dyn_cast<llvm::DbgVariableIntrinsic>(&inst))
      if (unsigned number = dbg->getVariable()->getArg(); number >= 1 && number <= names.size())
        names[number - 1] = dbg->getVariable()->getName().str();
  return names;
}

const llvm::DIType *SourceInfo::declaredType(const llvm::Function &f, int i) {
  const llvm::DISubprogram *sp = f.getSubprogram();
  if (!sp || !sp->getType())
    return nullptr;
  auto types = sp->getType()->getTypeArray();
  unsigned at = static_cast<unsigned>(i + 1);
  return at < types.size() ? types[at] : nullptr;
}

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

// --- the public interface ----------------------------------------------------

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
