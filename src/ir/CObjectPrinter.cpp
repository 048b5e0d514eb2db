// The C expression printer, objects: the object an address designates
// (lvalue), its elements, fields and union members, and addresses (`&a[i]`).
#include "ir/CExpr.h"

#include <llvm/BinaryFormat/Dwarf.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/GetElementPtrTypeIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Operator.h>
#include <optional>

namespace kiki {
using namespace ctypes;

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

} // namespace kiki
