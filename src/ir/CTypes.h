// C types over LLVM's debug information: what a type is behind typedefs and
// qualifiers, its array dimensions, pointees and struct members; and the C
// type a harness declares for an input function.
#pragma once
#include <llvm/IR/DataLayout.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/Type.h>
#include <cstdint>
#include <string>
#include <vector>

namespace kiki {

/// The C type of an input function's result ("int", "unsigned char", "void
/// *", "void"): from the name of a __VERIFIER_nondet_X, else from `type`.
std::string inputCType(const std::string &name, llvm::Type *type);

/// Navigation of C types, for SourceInfo's C expressions and for traces.
namespace ctypes {

// ---------------------------------------------------------------------------
// C types of subexpressions, from the debug information. An array type with
// several dimensions is one DICompositeType, so a subscripted array keeps
// that type and counts the subscripts applied.

struct CType {
  const llvm::DIType *type = nullptr; // null: unknown
  unsigned subscripts = 0;            // array dimensions already indexed
  bool address = false;               // a pointer to the type above
};

/// The type behind typedefs and qualifiers.
const llvm::DIType *stripQualifiers(const llvm::DIType *type);
/// The basic type behind typedefs and qualifiers, or null.
const llvm::DIBasicType *basicType(const llvm::DIType *type);
/// The composite type with DWARF tag `tag` behind typedefs and qualifiers, or null.
const llvm::DICompositeType *composite(const llvm::DIType *type, unsigned tag);
/// The subranges of an array type, one per dimension.
std::vector<const llvm::DISubrange *> dimensions(const llvm::DICompositeType *array);
/// The array that `t` designates with dimensions still to index, if any.
const llvm::DICompositeType *openArray(const CType &t);
/// The type of `object[i]`.
CType elementOf(const CType &t);
/// The type of `*pointer`; an array's value is a pointer to its first element.
CType pointeeOf(const CType &t);
/// Whether `t` is a character type (not an array of or a pointer to one).
bool isPlainChar(const CType &t);
/// The member of a struct type that covers bits [offset, offset + size) of it.
const llvm::DIDerivedType *memberAt(const llvm::DICompositeType *record, uint64_t offset,
                                    uint64_t size);
/// The member of a struct type whose bits include bit `bit` of it, if any.
const llvm::DIDerivedType *memberContaining(const llvm::DICompositeType *record,
                                            uint64_t bit);
/// Whether a C type can be what clang accesses as `type` (same size and kind).
bool sameKind(const llvm::DIType *c, llvm::Type *type, const llvm::DataLayout &layout);
/// The size of an object of type `t`; 0 for an address or an unknown size.
uint64_t sizeInBits(const CType &t);
/// The C type a harness declares for an input function; "" for a void result.
std::string inputType(const std::string &name, llvm::Type *type);

} // namespace ctypes
} // namespace kiki
