// Declarations shared by the files that parse and lower C format strings
// (FormatParsing.cpp, FormatConstants.cpp, FormatLowering.cpp); not for use
// elsewhere.
#pragma once
#include "libc/FormatString.h"

#include <optional>
#include <string>

namespace llvm {
class DataLayout;
class Value;
} // namespace llvm

namespace kiki::formatstring {

/// Whether `c` is one of d i o u x X (FormatParsing.cpp).
bool isIntegerConversion(char c);

/// The text of a constant C string, or nothing (FormatConstants.cpp).
std::optional<std::string> constantCString(const llvm::Value *value,
                                           const llvm::DataLayout &layout);

/// Literal text, or a conversion with its arguments taken from the call.
struct Step {
  std::string text;                            // literal text
  const FormatConversion *conversion = nullptr; // or this conversion
  llvm::Value *width = nullptr;     // `*` argument
  llvm::Value *precision = nullptr; // `.*` argument
  llvm::Value *value = nullptr;
};

/// What a conversion prints when every operand is a constant, or nothing
/// (FormatConstants.cpp).
std::optional<std::string> constantText(const Step &step, const llvm::DataLayout &layout);

} // namespace kiki::formatstring
