#include "model/SourceInfo.h"

#include <llvm/BinaryFormat/Dwarf.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Operator.h>
#include <llvm/ADT/StringExtras.h>
#include <map>
#include <optional>

namespace kiki {

SourceInfo::SourceInfo(const llvm::Module &module) {
  for (const auto &function : module)
    for (const auto &inst : llvm::instructions(function)) {
      const llvm::DILocalVariable *var = nullptr;
      const llvm::Value *value = nullptr;
      if (auto *dv = llvm::dyn_cast<llvm::DbgValueInst>(&inst)) {
        var = dv->getVariable();
        value = dv->getValue();
      } else if (auto *dd = llvm::dyn_cast<llvm::DbgDeclareInst>(&inst)) {
        var = dd->getVariable();
        value = dd->getAddress();
      }
      if (var && value && !llvm::isa<llvm::Constant>(value)) {
        names_.try_emplace(value, var->getName().str());
        unsigned_.try_emplace(value, isUnsignedType(var->getType()));
      }
    }
  for (const auto &global : module.globals()) {
    llvm::SmallVector<llvm::DIGlobalVariableExpression *, 1> exprs;
    global.getDebugInfo(exprs);
    if (!exprs.empty())
      names_.try_emplace(&global, exprs.front()->getVariable()->getName().str());
  }
}

std::string SourceInfo::variableName(const llvm::Value *value) const {
  auto it = names_.find(value);
  return it == names_.end() ? "" : it->second;
}

bool SourceInfo::isUnsignedVariable(const llvm::Value *value) const {
  auto it = unsigned_.find(value);
  return it != unsigned_.end() && it->second;
}

bool SourceInfo::isUnsignedType(const llvm::DIType *type) {
  while (auto *derived = llvm::dyn_cast_or_null<llvm::DIDerivedType>(type)) {
    if (derived->getTag() == llvm::dwarf::DW_TAG_pointer_type)
      return false;
    type = derived->getBaseType();
  }
  if (auto *basic = llvm::dyn_cast_or_null<llvm::DIBasicType>(type))
    return basic->getEncoding() == llvm::dwarf::DW_ATE_unsigned ||
           basic->getEncoding() == llvm::dwarf::DW_ATE_unsigned_char ||
           basic->getEncoding() == llvm::dwarf::DW_ATE_boolean;
  return false;
}

static const char *binaryOperatorText(unsigned opcode) {
  switch (opcode) {
  case llvm::Instruction::Add: return "+";
  case llvm::Instruction::Sub: return "-";
  case llvm::Instruction::Mul: return "*";
  case llvm::Instruction::SDiv:
  case llvm::Instruction::UDiv: return "/";
  case llvm::Instruction::SRem:
  case llvm::Instruction::URem: return "%";
  case llvm::Instruction::Shl: return "<<";
  case llvm::Instruction::LShr:
  case llvm::Instruction::AShr: return ">>";
  case llvm::Instruction::And: return "&";
  case llvm::Instruction::Or: return "|";
  case llvm::Instruction::Xor: return "^";
  default: return nullptr;
  }
}

/// `"hello"` for a pointer to the start of a constant C string.
static std::optional<std::string> stringLiteral(const llvm::Value *value) {
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

std::string SourceInfo::describe(const llvm::Value *value, int depth) const {
  std::string name = variableName(value);
  if (!name.empty())
    return name;
  if (auto *ci = llvm::dyn_cast<llvm::ConstantInt>(value))
    return ci->getBitWidth() == 1 ? (ci->isZero() ? "0" : "1")
                                  : std::to_string(ci->getSExtValue());
  if (llvm::isa<llvm::ConstantPointerNull>(value))
    return "NULL";
  if (auto literal = stringLiteral(value))
    return *literal;
  if (depth <= 0)
    return "...";
  if (auto *cast = llvm::dyn_cast<llvm::CastInst>(value))
    return describe(cast->getOperand(0), depth);
  if (auto *bin = llvm::dyn_cast<llvm::BinaryOperator>(value))
    if (const char *op = binaryOperatorText(bin->getOpcode()))
      return describe(bin->getOperand(0), depth - 1) + " " + op + " " +
             describe(bin->getOperand(1), depth - 1);
  if (auto *cmp = llvm::dyn_cast<llvm::CmpInst>(value)) {
    static const std::map<llvm::CmpInst::Predicate, const char *> ops = {
        {llvm::CmpInst::ICMP_EQ, "=="}, {llvm::CmpInst::ICMP_NE, "!="},
        {llvm::CmpInst::ICMP_SLT, "<"}, {llvm::CmpInst::ICMP_ULT, "<"},
        {llvm::CmpInst::ICMP_SLE, "<="}, {llvm::CmpInst::ICMP_ULE, "<="},
        {llvm::CmpInst::ICMP_SGT, ">"}, {llvm::CmpInst::ICMP_UGT, ">"},
        {llvm::CmpInst::ICMP_SGE, ">="}, {llvm::CmpInst::ICMP_UGE, ">="},
        {llvm::CmpInst::FCMP_OEQ, "=="}, {llvm::CmpInst::FCMP_UNE, "!="},
        {llvm::CmpInst::FCMP_OLT, "<"}, {llvm::CmpInst::FCMP_OLE, "<="},
        {llvm::CmpInst::FCMP_OGT, ">"}, {llvm::CmpInst::FCMP_OGE, ">="}};
    auto it = ops.find(cmp->getPredicate());
    if (it != ops.end())
      return describe(cmp->getOperand(0), depth - 1) + " " + it->second + " " +
             describe(cmp->getOperand(1), depth - 1);
  }
  if (auto *load = llvm::dyn_cast<llvm::LoadInst>(value)) {
    // p[i] rather than *p + i for a load through pointer arithmetic.
    auto *gep = llvm::dyn_cast<llvm::GEPOperator>(load->getPointerOperand());
    if (gep && gep->getNumIndices() == 1 && variableName(gep).empty())
      return describe(gep->getPointerOperand(), depth - 1) + "[" +
             describe(gep->getOperand(1), depth - 1) + "]";
    return "*" + describe(load->getPointerOperand(), depth - 1);
  }
  if (auto *gep = llvm::dyn_cast<llvm::GEPOperator>(value)) {
    if (gep->hasAllZeroIndices()) // array decay: `d` for &d[0]
      return describe(gep->getPointerOperand(), depth);
    std::string base = describe(gep->getPointerOperand(), depth - 1);
    if (gep->getNumIndices() >= 2)
      return base + "[" + describe(gep->getOperand(gep->getNumOperands() - 1),
                                   depth - 1) + "]";
    return base + " + " + describe(gep->getOperand(1), depth - 1);
  }
  if (auto *call = llvm::dyn_cast<llvm::CallBase>(value))
    if (auto *callee = call->getCalledFunction())
      return callee->getName().str() + "(...)";
  return "(expression)";
}

unsigned SourceInfo::line(const llvm::Instruction &inst) {
  if (const auto &loc = inst.getDebugLoc())
    return loc.getLine();
  return 0;
}

std::string SourceInfo::file(const llvm::Instruction &inst) {
  if (const auto &loc = inst.getDebugLoc())
    if (auto *scope = llvm::dyn_cast<llvm::DIScope>(loc.getScope()))
      return scope->getFilename().str();
  return "";
}

} // namespace kiki
