// Source-level names and text for IR values, from the debug information.
#pragma once
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/InstrTypes.h>
#include <llvm/IR/Instruction.h>
#include <llvm/IR/Module.h>
#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/StringMap.h>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace kiki {

/// An object written to, in source terms (`buf[i]`, `node->next`, `*p`).
/// The text is split at its non-constant array subscripts so that a
/// counterexample can print the index values it chose:
/// parts[0] index[0] parts[1] ... with parts.size() == indices.size() + 1.
struct SourceLvalue {
  std::vector<std::string> parts;
  std::vector<const llvm::Value *> indices;
  bool isUnsigned = false; // the C type of the object prints as unsigned
  bool isChar = false;     // ... is a character type
  // Written through a pointer cast from a struct or array (e.g. a struct
  // argument coerced to an integer): the text names the whole aggregate,
  // not what is stored.
  bool reinterpreted = false;
};

class SourceInfo {
public:
  explicit SourceInfo(const llvm::Module &module);

  /// The C variable whose value or address this is, or "" if none.
  std::string variableName(const llvm::Value *value) const;
  /// The C type of that variable (for an address: of the object there).
  const llvm::DIType *variableType(const llvm::Value *value) const;
  /// Whether the C variable of `value` has an unsigned (or _Bool) type.
  bool isUnsignedVariable(const llvm::Value *value) const;
  static bool isUnsignedType(const llvm::DIType *type);
  /// The source names of a function's parameters (dbg records), else the
  /// IR's.
  static std::vector<std::string> parameterNames(const llvm::Function &f);
  /// The C type of parameter `i` of `f` (-1: its result), from the debug
  /// information; null without it.
  static const llvm::DIType *declaredType(const llvm::Function &f, int i);
  /// Whether `value` is, at `where`, the value of a C variable of an integer
  /// type `bits` wide (a _Bool is 1 or 8 bits) that is in scope there and
  /// not hidden: the variable's storage (globals, dbg.declare), a header phi
  /// of the variable (`loopBack`), or a value of a local variable assigned
  /// exactly once (besides the indeterminate value of its declaration).
  bool holdsVariableAt(const llvm::Value *value, unsigned bits, bool loopBack,
                       const llvm::DebugLoc &where) const;
  static bool isCharType(const llvm::DIType *type);
  /// Whether a value of C type `type` is printed with a `u` (not _Bool).
  static bool printsUnsigned(const llvm::DIType *type);
  /// `'a'` for a printable character code (and '\n'), else nothing.
  static std::optional<std::string> charLiteral(int64_t code);
  /// A short C-like rendering of an expression, e.g. "x + 1". A pointer
  /// that is only used to access memory reads as the object it designates
  /// (`list->len`, `input[i]`), other pointers as their value (`&buf[2]`).
  std::string describe(const llvm::Value *value, int depth = 4) const;
  /// `name(arg, ...)` with the arguments of `call` described.
  std::string describeCall(const llvm::CallBase &call, const std::string &name) const;
  /// The object at `address` in source terms, for traces.
  SourceLvalue lvalue(const llvm::Value *address) const;
  /// The address `offset` bytes into a variable `name` of C type `type`:
  /// `&x`, `&buf[2]`, `&s.next`.
  static std::string addressText(const std::string &name, const llvm::DIType *type,
                                 uint64_t offset);
  static unsigned line(const llvm::Instruction &inst);
  /// The source file of `inst`; without a location of its own, that of its
  /// function, else the program's first file. Never empty for a program
  /// compiled with debug information.
  static std::string file(const llvm::Instruction &inst);

private:
  friend class Describer;
  struct Variable {
    std::string name;
    const llvm::DIType *type;
    bool isAddress; // dbg.declare and globals: the value is the variable's address
    const llvm::DILocalVariable *local = nullptr; // null for globals
  };
  const llvm::Module &module_;
  llvm::DenseMap<const llvm::Value *, Variable> variables_;
  // How many dbg.value and dbg.declare records each local variable has in
  // each function (copies of a function share the variables), not counting
  // the indeterminate value stored at its declaration (NondetLocals).
  std::map<std::pair<const llvm::Function *, const llvm::DILocalVariable *>, unsigned>
      assignments_;
  // The C struct and union types by their IR name (struct.node, union.u),
  // for accesses whose C type is lost in a cast: ((struct node *)p)->next.
  llvm::StringMap<const llvm::DICompositeType *> records_;

  void addRecord(const llvm::DIType *type);

  const Variable *variable(const llvm::Value *value) const;
  const llvm::DICompositeType *record(const llvm::StructType *type) const;
};

/// The indeterminate value frontend/NondetLocals stores at a declaration.
bool isNondetLocal(const llvm::Value *value);

} // namespace kiki
