// Conversions of constants, printed when a printf-family call is lowered
// (see FormatLowering.cpp): such a conversion needs no helper, only its text.
#include "libc/FormatStringInternal.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/DataLayout.h>
#include <llvm/IR/GlobalVariable.h>
#include <cstdio>
#include <vector>

namespace kiki::formatstring {

/// The text of a constant C string, or nothing: a constant global array of
/// bytes (possibly at an offset, behind casts and GEPs) with a NUL in it.
/// A non-constant global could be changed before the call, so it is not
/// taken as a format.
std::optional<std::string> constantCString(const llvm::Value *value,
                                           const llvm::DataLayout &layout) {
  llvm::APInt offset(layout.getIndexTypeSizeInBits(value->getType()), 0);
  const llvm::Value *base =
      value->stripAndAccumulateConstantOffsets(layout, offset, true);
  auto *global = llvm::dyn_cast<llvm::GlobalVariable>(base);
  if (!global || !global->isConstant() || !global->hasDefinitiveInitializer())
    return std::nullopt;
  auto *data = llvm::dyn_cast<llvm::ConstantDataArray>(global->getInitializer());
  if (!data || !data->getElementType()->isIntegerTy(8) || offset.isNegative() ||
      offset.uge(data->getNumElements()))
    return std::nullopt;
  llvm::StringRef bytes = data->getRawDataValues().drop_front(offset.getZExtValue());
  size_t end = bytes.find('\0');
  if (end == llvm::StringRef::npos)
    return std::nullopt;
  return bytes.substr(0, end).str();
}

// ---- Conversions of constants, printed when the call is lowered ----------

namespace {

std::optional<int> constantInt(const llvm::Value *v) {
  auto *c = llvm::dyn_cast_or_null<llvm::ConstantInt>(v);
  if (!c || c->getBitWidth() > 64)
    return std::nullopt;
  return static_cast<int>(c->getSExtValue());
}

/// The host's printf applied to one argument: kiki runs on glibc, the C
/// library whose output the helpers reproduce.
template <typename T>
std::optional<std::string> hostFormat(const std::string &spec, int width, int prec,
                                      T arg) {
  int n = std::snprintf(nullptr, 0, spec.c_str(), width, prec, arg);
  if (n < 0)
    return std::nullopt;
  std::vector<char> out(static_cast<size_t>(n) + 1);
  std::snprintf(out.data(), out.size(), spec.c_str(), width, prec, arg);
  return std::string(out.data(), static_cast<size_t>(n));
}

/// "%-+ #0*.*": the conversion's flags, width and precision taken from
/// arguments; the caller appends length and conversion.
std::string hostSpec(const FormatConversion &c) {
  return std::string("%") + (c.left ? "-" : "") + (c.plus ? "+" : "") +
         (c.space ? " " : "") + (c.alternate ? "#" : "") + (c.zero ? "0" : "") + "*.*";
}

/// Width and precision (-1: none) if both are constants of at most a page.
std::optional<std::pair<int, int>> constantAmounts(const Step &step) {
  const FormatConversion &c = *step.conversion;
  std::optional<int> width = c.width.kind == FormatAmount::Kind::Star
                                 ? constantInt(step.width)
                                 : std::optional<int>(c.width.value);
  std::optional<int> prec = c.precision.kind == FormatAmount::Kind::Star
                                ? constantInt(step.precision)
                            : c.precision.kind == FormatAmount::Kind::Number
                                ? std::optional<int>(c.precision.value)
                                : std::optional<int>(-1);
  if (!width || !prec || *width > 4096 || *width < -4096 || *prec > 4096)
    return std::nullopt;
  return std::make_pair(*width, *prec);
}

/// An integer argument as its conversion reads it, widened to 64 bits.
long long integerValue(const FormatConversion &c, llvm::APInt v) {
  if (c.length == LengthModifier::hh || c.length == LengthModifier::h)
    v = v.trunc(c.length == LengthModifier::hh ? 8 : 16);
  bool isSigned = c.conversion == 'd' || c.conversion == 'i';
  return static_cast<long long>((isSigned ? v.sext(64) : v.zext(64)).getZExtValue());
}

} // namespace

/// What a conversion prints when every operand is a constant (a literal
/// argument, a constant string, a constant width): then the call needs no
/// helper for it, only its text. Nothing for other operands, for %p of a
/// non-null pointer (addresses are unknown) and for long double.
std::optional<std::string> constantText(const Step &step, const llvm::DataLayout &layout) {
  auto amounts = constantAmounts(step);
  if (!amounts)
    return std::nullopt;
  auto [width, prec] = *amounts;
  const FormatConversion &c = *step.conversion;
  std::string spec = hostSpec(c);
  llvm::Value *v = step.value;
  if (auto *i = llvm::dyn_cast<llvm::ConstantInt>(v); i && isIntegerConversion(c.conversion))
    return hostFormat(spec + "ll" + c.conversion, width, prec, integerValue(c, i->getValue()));
  if (auto i = constantInt(v); i && c.conversion == 'c')
    return hostFormat(spec + "c", width, prec, *i);
  if (c.conversion == 's') {
    auto text = constantCString(v, layout);
    return text ? hostFormat(spec + "s", width, prec, text->c_str()) : std::nullopt;
  }
  if (c.conversion == 'p' && llvm::isa<llvm::ConstantPointerNull>(v))
    return hostFormat(spec + "p", width, prec, static_cast<void *>(nullptr));
  if (auto *f = llvm::dyn_cast<llvm::ConstantFP>(v); f && f->getType()->isDoubleTy())
    return hostFormat(spec + c.conversion, width, prec, f->getValueAPF().convertToDouble());
  return std::nullopt;
}

} // namespace kiki::formatstring
