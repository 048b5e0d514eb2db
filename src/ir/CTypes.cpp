#include "ir/CTypes.h"
#include "ir/SourceInfo.h"

#include <llvm/BinaryFormat/Dwarf.h>
#include <llvm/IR/Constants.h>
#include <map>

namespace kiki {
namespace ctypes {

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

/// The C type a harness declares for an input function: from the name of
/// the competition's __VERIFIER_nondet_X, else from the LLVM type.
std::string inputType(const std::string &name, llvm::Type *type) {
  static const std::map<std::string, std::string> named = {
      {"int", "int"},           {"uint", "unsigned int"},  {"unsigned", "unsigned int"},
      {"long", "long"},         {"ulong", "unsigned long"}, {"longlong", "long long"},
      {"ulonglong", "unsigned long long"}, {"short", "short"}, {"ushort", "unsigned short"},
      {"char", "char"},         {"uchar", "unsigned char"}, {"schar", "signed char"},
      {"bool", "_Bool"},        {"_Bool", "_Bool"},        {"float", "float"},
      {"double", "double"},     {"pointer", "void *"},     {"size_t", "unsigned long"},
      {"u8", "unsigned char"},  {"u16", "unsigned short"}, {"u32", "unsigned int"},
      {"u64", "unsigned long long"}, {"loff_t", "long"},   {"sector_t", "unsigned long"},
      {"charp", "char *"}};
  const std::string prefix = "__VERIFIER_nondet_";
  if (name.rfind(prefix, 0) == 0)
    if (auto it = named.find(name.substr(prefix.size())); it != named.end())
      return it->second;
  if (type->isFloatTy())
    return "float";
  if (type->isDoubleTy())
    return "double";
  if (type->isPointerTy())
    return "void *";
  switch (type->isIntegerTy() ? type->getIntegerBitWidth() : 0) {
  case 1: return "_Bool";
  case 8: return "signed char";
  case 16: return "short";
  case 32: return "int";
  case 64: return "long long";
  default: return "";
  }
}

} // namespace ctypes

std::string inputCType(const std::string &name, llvm::Type *type) {
  if (type->isVoidTy())
    return "void";
  return ctypes::inputType(name, type);
}

} // namespace kiki
