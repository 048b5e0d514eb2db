// C format strings (printf family): a parser, and the lowering of
// printf-family calls with constant formats into calls of the
// non-variadic helpers of src/libc/printf.c.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace llvm {
class Module;
}

namespace kiki {

enum class LengthModifier { None, hh, h, l, ll, j, z, t, L };

/// A field width or a precision as written: absent, a number, or `*`
/// (taken from the next argument, an int).
struct FormatAmount {
  enum class Kind { None, Number, Star };
  Kind kind = Kind::None;
  int value = 0; // for Number

  static FormatAmount none() { return {}; }
  static FormatAmount number(int n) { return {Kind::Number, n}; }
  static FormatAmount star() { return {Kind::Star, 0}; }
  bool operator==(const FormatAmount &) const = default;
};

/// One conversion specification, e.g. `%-08.3lx`.
struct FormatConversion {
  bool left = false;      // '-'
  bool plus = false;      // '+'
  bool space = false;     // ' '
  bool alternate = false; // '#'
  bool zero = false;      // '0'
  FormatAmount width;
  FormatAmount precision;
  LengthModifier length = LengthModifier::None;
  char conversion = 0;    // d i o u x X c s p n f F e E g G a A
};

/// A format is a sequence of literal text and conversions. `%%` is literal
/// text (a single '%'); adjacent literal text is one piece.
struct FormatPiece {
  enum class Kind { Literal, Conversion };
  Kind kind = Kind::Literal;
  std::string text;              // Literal: the characters; else the spelling
  FormatConversion conversion{}; // Conversion only
};

/// Why a format was rejected, and where (the offset of its '%').
struct FormatError {
  size_t offset = 0;
  std::string message;
};

/// A format either parses completely (`error` empty) or is malformed for
/// the C standard or uses what kiki does not model (positional arguments,
/// glibc's grouping flags): then `error` says why and `pieces` holds what
/// came before the offending conversion.
struct ParsedFormat {
  std::vector<FormatPiece> pieces;
  std::optional<FormatError> error;
  bool ok() const { return !error.has_value(); }
};

ParsedFormat parseFormat(std::string_view format);

/// Rewrites every call of printf, fprintf, dprintf, sprintf and snprintf
/// (declared, not defined by the program) whose format is a constant C
/// string into calls of the helpers of src/libc/printf.c, one per piece of
/// the format, and replaces the call's result by theirs. Literal text and
/// conversions of constants (printed here, by the host's glibc) become
/// character stores (sprintf, snprintf) or a count (streams). A call is left
/// as it is when its format is not constant or does not parse, or when it
/// uses what the helpers do not model (%n, %lc, %ls) or passes arguments
/// that do not match the format: kiki then treats it as an unmodelled call.
/// Must run before the library models are linked (it adds the calls that
/// make the helpers needed).
void lowerFormattedOutput(llvm::Module &module);

} // namespace kiki
