// Source-level names and text for IR values, from the debug information.
#pragma once
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/Instruction.h>
#include <llvm/IR/Module.h>
#include <llvm/ADT/DenseMap.h>
#include <string>

namespace kiki {

class SourceInfo {
public:
  explicit SourceInfo(const llvm::Module &module);

  /// The C variable whose value or address this is, or "" if none.
  std::string variableName(const llvm::Value *value) const;
  /// Whether the C variable of `value` has an unsigned (or _Bool) type.
  bool isUnsignedVariable(const llvm::Value *value) const;
  static bool isUnsignedType(const llvm::DIType *type);
  /// A short C-like rendering of an expression, e.g. "x + 1".
  std::string describe(const llvm::Value *value, int depth = 3) const;
  static unsigned line(const llvm::Instruction &inst);
  static std::string file(const llvm::Instruction &inst);

private:
  llvm::DenseMap<const llvm::Value *, std::string> names_;
  llvm::DenseMap<const llvm::Value *, bool> unsigned_;
};

} // namespace kiki
