// The parser of C format strings follows C11 7.21.6.1 (plus what glibc
// reads the same way).
#include "libc/FormatString.h"
#include "libc/FormatStringInternal.h"

#include <climits>

namespace kiki {

using namespace formatstring;

// ---- Parser ---------------------------------------------------------------

bool formatstring::isIntegerConversion(char c) {
  return std::string_view("diouxX").find(c) != std::string_view::npos;
}

namespace {

const char *lengthName(LengthModifier length) {
  switch (length) {
  case LengthModifier::None: return "";
  case LengthModifier::hh: return "hh";
  case LengthModifier::h: return "h";
  case LengthModifier::l: return "l";
  case LengthModifier::ll: return "ll";
  case LengthModifier::j: return "j";
  case LengthModifier::z: return "z";
  case LengthModifier::t: return "t";
  case LengthModifier::L: return "L";
  }
  return "";
}

bool isDigit(char c) { return c >= '0' && c <= '9'; }

bool isFloatConversion(char c) {
  return std::string_view("fFeEgGaA").find(c) != std::string_view::npos;
}

/// Which length modifiers C allows with each conversion (C11 7.21.6.1p7).
bool lengthAllowed(LengthModifier length, char conversion) {
  using L = LengthModifier;
  if (isIntegerConversion(conversion) || conversion == 'n')
    return length != L::L;
  if (conversion == 'c' || conversion == 's')
    return length == L::None || length == L::l;
  if (conversion == 'p')
    return length == L::None;
  return length == L::None || length == L::l || length == L::L;
}

/// The reason a character cannot end a conversion.
std::string badConversion(char c) {
  switch (c) {
  case '\'': return "the ' flag (digit grouping) is not supported";
  case 'I': return "glibc's I flag (locale digits) is not supported";
  case 'm': return "%m (glibc's strerror(errno)) is not supported";
  case 'C':
  case 'S': return std::string("%") + c + " is not standard C (use %l" +
                   char(c + 'a' - 'A') + ")";
  case '%': return "%% takes no flags, width, precision or length modifier";
  case '$': return "positional arguments ($) are not supported";
  default: return std::string("unknown conversion character '") + c + "'";
  }
}

class FormatParser {
public:
  explicit FormatParser(std::string_view format) : format_(format) {}

  ParsedFormat run() {
    while (!atEnd() && !result_.error) {
      if (peek() != '%') {
        literal_ += next();
      } else if (i_ + 1 < format_.size() && format_[i_ + 1] == '%') {
        literal_ += '%';
        i_ += 2;
      } else {
        flushLiteral();
        conversion();
      }
    }
    flushLiteral();
    return std::move(result_);
  }

private:
  std::string_view format_;
  size_t i_ = 0;
  size_t start_ = 0; // the '%' of the conversion being parsed
  std::string literal_;
  ParsedFormat result_;

  bool atEnd() const { return i_ >= format_.size(); }
  char peek() const { return atEnd() ? '\0' : format_[i_]; }
  char next() { return format_[i_++]; }

  void flushLiteral() {
    if (!literal_.empty())
      result_.pieces.push_back({FormatPiece::Kind::Literal, literal_, {}});
    literal_.clear();
  }

  void fail(std::string message) {
    result_.error = FormatError{start_, std::move(message)};
  }

  void conversion() {
    start_ = i_++;
    if (positional()) {
      fail(badConversion('$'));
      return;
    }
    FormatConversion c;
    flags(c);
    if (!amount(c.width))
      return;
    if (peek() == '.') {
      ++i_;
      if (!amount(c.precision))
        return;
      if (c.precision.kind == FormatAmount::Kind::None)
        c.precision = FormatAmount::number(0); // "." alone means 0
    }
    c.length = length();
    finish(c);
  }

  /// `%1$d`: digits then '$' right after the '%'.
  bool positional() const {
    size_t j = i_;
    while (j < format_.size() && isDigit(format_[j]))
      ++j;
    return j > i_ && j < format_.size() && format_[j] == '$';
  }

  void flags(FormatConversion &c) {
    for (;; ++i_) {
      switch (peek()) {
      case '-': c.left = true; break;
      case '+': c.plus = true; break;
      case ' ': c.space = true; break;
      case '#': c.alternate = true; break;
      case '0': c.zero = true; break;
      default: return;
      }
    }
  }

  /// A width or precision: `*`, digits or nothing. False (and the error
  /// set) when the number does not fit an int, as glibc then fails.
  bool amount(FormatAmount &out) {
    if (peek() == '*') {
      ++i_;
      out = FormatAmount::star();
      return true;
    }
    if (!isDigit(peek()))
      return true;
    long long value = 0;
    while (isDigit(peek())) {
      value = value * 10 + (next() - '0');
      if (value > INT_MAX) {
        fail("width or precision larger than INT_MAX");
        return false;
      }
    }
    out = FormatAmount::number(static_cast<int>(value));
    return true;
  }

  LengthModifier length() {
    using L = LengthModifier;
    switch (peek()) {
    case 'h': ++i_; return peek() == 'h' ? (++i_, L::hh) : L::h;
    case 'l': ++i_; return peek() == 'l' ? (++i_, L::ll) : L::l;
    case 'j': ++i_; return L::j;
    case 'z': ++i_; return L::z;
    case 't': ++i_; return L::t;
    case 'L': ++i_; return L::L;
    default: return L::None;
    }
  }

  void finish(FormatConversion &c) {
    if (atEnd()) {
      fail("incomplete conversion at the end of the format");
      return;
    }
    c.conversion = next();
    bool known = isIntegerConversion(c.conversion) ||
                 isFloatConversion(c.conversion) ||
                 std::string_view("cspn").find(c.conversion) != std::string_view::npos;
    if (!known)
      fail(badConversion(c.conversion));
    else if (!lengthAllowed(c.length, c.conversion))
      fail(std::string("length modifier '") + lengthName(c.length) +
           "' does not apply to %" + c.conversion);
    else
      result_.pieces.push_back({FormatPiece::Kind::Conversion,
                                std::string(format_.substr(start_, i_ - start_)), c});
  }
};

} // namespace

ParsedFormat parseFormat(std::string_view format) {
  return FormatParser(format).run();
}

} // namespace kiki
