// The parser follows C11 7.21.6.1 (plus what glibc reads the same way);
// the lowering produces calls of the helpers of src/libc/printf.c, whose
// header describes the protocol (destination, capacity, running count).
#include "libc/FormatString.h"
#include "model/SourceInfo.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <climits>
#include <cstdio>
#include <map>

namespace kiki {

// ---- Parser ---------------------------------------------------------------

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

bool isIntegerConversion(char c) {
  return std::string_view("diouxX").find(c) != std::string_view::npos;
}

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

// ---- Lowering -------------------------------------------------------------

namespace {

/// The spec bits of src/libc/printf.c (KIKI_FMT_*): keep in sync.
constexpr unsigned SpecLeft = 1, SpecPlus = 2, SpecSpace = 4, SpecAlt = 8,
                   SpecZero = 16, SpecUpper = 32, SpecLongDouble = 64,
                   SpecOctal = 128, SpecHex = 256;

unsigned specBits(const FormatConversion &c) {
  unsigned spec = (c.left ? SpecLeft : 0) | (c.plus ? SpecPlus : 0) |
                  (c.space ? SpecSpace : 0) | (c.alternate ? SpecAlt : 0) |
                  (c.zero ? SpecZero : 0);
  if (std::string_view("XEFGA").find(c.conversion) != std::string_view::npos)
    spec |= SpecUpper;
  if (c.length == LengthModifier::L)
    spec |= SpecLongDouble;
  return spec;
}

/// Where a family member writes and which argument is its format.
struct Family {
  enum class Output { Stream, Buffer, Bounded };
  Output output;
  unsigned formatIndex;
};

const std::map<std::string, Family> &families() {
  using O = Family::Output;
  static const std::map<std::string, Family> table = {
      {"printf", {O::Stream, 0}},  {"fprintf", {O::Stream, 1}},
      {"dprintf", {O::Stream, 1}}, {"sprintf", {O::Buffer, 1}},
      {"snprintf", {O::Bounded, 2}}};
  return table;
}

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

/// An argument in source terms. Before mem2reg a variable's value is a
/// load from its alloca (or global): that is the variable itself.
std::string argumentText(const llvm::Value *value, const SourceInfo &source) {
  const llvm::Value *v = value;
  while (auto *cast = llvm::dyn_cast<llvm::CastInst>(v))
    v = cast->getOperand(0);
  if (auto *load = llvm::dyn_cast<llvm::LoadInst>(v)) {
    std::string name = source.variableName(load->getPointerOperand());
    if (!name.empty())
      return name;
  }
  return source.describe(value);
}

/// `sprintf(d, "%d", x)`: the text kiki names the checks of the inlined
/// helpers by (see modelCall in LibraryModels.h).
std::string callText(const llvm::CallInst &call, const SourceInfo &source) {
  std::string text = call.getCalledOperand()->stripPointerCasts()->getName().str() + "(";
  for (unsigned i = 0; i < call.arg_size(); ++i)
    text += (i ? ", " : "") + argumentText(call.getArgOperand(i), source);
  return text + ")";
}

/// Literal text, or a conversion with its arguments taken from the call.
struct Step {
  std::string text;                            // literal text
  const FormatConversion *conversion = nullptr; // or this conversion
  llvm::Value *width = nullptr;     // `*` argument
  llvm::Value *precision = nullptr; // `.*` argument
  llvm::Value *value = nullptr;
};

// ---- Conversions of constants, printed when the call is lowered ----------

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

/// Lowers one call: plan() matches the format against the arguments and
/// says whether the helpers can model the call; emit() replaces it.
class CallLowering {
public:
  CallLowering(llvm::CallInst &call, const Family &family, std::string format,
               const SourceInfo &source)
      : call_(call), family_(family), format_(parseFormat(format)), source_(source),
        module_(*call.getModule()), ctx_(call.getContext()),
        sizeType_(module_.getDataLayout().getIntPtrType(ctx_)),
        bytePtr_(llvm::Type::getInt8PtrTy(ctx_)), builder_(&call),
        nextArg_(family.formatIndex + 1) {}

  bool plan() {
    if (!format_.ok() || !destinationFits())
      return false;
    for (const auto &piece : format_.pieces) {
      if (piece.kind == FormatPiece::Kind::Literal) {
        addText(piece.text);
        continue;
      }
      Step step;
      step.conversion = &piece.conversion;
      if (!takeArguments(step))
        return false;
      if (auto text = constantText(step, module_.getDataLayout()))
        addText(*text);
      else
        steps_.push_back(step);
    }
    return true;
  }

  void emit() {
    builder_.SetCurrentDebugLocation(call_.getDebugLoc());
    text_ = llvm::MDNode::get(ctx_, llvm::MDString::get(ctx_, callText(call_, source_)));
    if (family_.output != Family::Output::Stream)
      openBuffer();
    llvm::Value *pos = llvm::ConstantInt::get(sizeType_, 0);
    for (const auto &step : steps_)
      pos = step.conversion ? conversion(step, pos) : literal(step.text, pos);
    llvm::Value *result =
        family_.output == Family::Output::Stream
            ? helper("__kiki_fmt_count", int32(), {sizeType_}, {pos})
            : helper("__kiki_fmt_end", int32(), {bytePtr_, sizeType_, sizeType_},
                     {dst_, cap_, pos});
    call_.replaceAllUsesWith(result);
    call_.eraseFromParent();
  }

private:
  llvm::CallInst &call_;
  const Family &family_;
  ParsedFormat format_;
  const SourceInfo &source_;
  llvm::MDNode *text_ = nullptr;
  llvm::Module &module_;
  llvm::LLVMContext &ctx_;
  llvm::IntegerType *sizeType_;
  llvm::Type *bytePtr_;
  llvm::IRBuilder<> builder_;
  unsigned nextArg_;
  std::vector<Step> steps_;
  llvm::Value *dst_ = nullptr, *cap_ = nullptr;

  llvm::IntegerType *int32() { return builder_.getInt32Ty(); }
  llvm::Constant *i32(int v) { return builder_.getInt32(static_cast<uint32_t>(v)); }

  /// Literal text joins the text before it.
  void addText(const std::string &text) {
    if (steps_.empty() || steps_.back().conversion)
      steps_.push_back(Step{});
    steps_.back().text += text;
  }

  llvm::Value *argument() {
    return nextArg_ < call_.arg_size() ? call_.getArgOperand(nextArg_++) : nullptr;
  }

  // -- Planning: each argument must have the type its conversion reads.
  //    A mismatch is undefined behaviour whose effect depends on the ABI
  //    (an i64 passed for %d shifts the later arguments on i386), so such
  //    a call is left unmodelled rather than guessed at.

  bool takeArguments(Step &step) {
    const FormatConversion &c = *step.conversion;
    if (c.width.kind == FormatAmount::Kind::Star && !(step.width = intArgument()))
      return false;
    if (c.precision.kind == FormatAmount::Kind::Star &&
        !(step.precision = intArgument()))
      return false;
    step.value = argument();
    return step.value && modelled(c) && fits(c, step.value->getType());
  }

  llvm::Value *intArgument() {
    llvm::Value *arg = argument();
    return arg && arg->getType()->isIntegerTy(32) ? arg : nullptr;
  }

  /// sprintf's buffer is a pointer and snprintf's size a size_t (with a
  /// prototype clang converts them; without one, what the callee would
  /// read is unknown).
  bool destinationFits() const {
    if (family_.output == Family::Output::Stream)
      return true;
    if (!call_.getArgOperand(0)->getType()->isPointerTy())
      return false;
    return family_.output == Family::Output::Buffer ||
           call_.getArgOperand(1)->getType() == sizeType_;
  }

  /// %n writes through its argument and the wide %lc/%ls convert through
  /// the locale: not modelled.
  static bool modelled(const FormatConversion &c) {
    if (c.conversion == 'n')
      return false;
    return !((c.conversion == 'c' || c.conversion == 's') &&
             c.length == LengthModifier::l);
  }

  /// The width of the integer a length modifier reads, after the default
  /// argument promotions (char and short arrive as int).
  unsigned integerBits(LengthModifier length) const {
    unsigned pointerBits = module_.getDataLayout().getPointerSizeInBits();
    switch (length) {
    case LengthModifier::l: // long is as wide as a pointer (LP64, ILP32)
    case LengthModifier::z:
    case LengthModifier::t: return pointerBits;
    case LengthModifier::ll:
    case LengthModifier::j: return 64;
    default: return 32;
    }
  }

  bool fits(const FormatConversion &c, llvm::Type *type) const {
    char conv = c.conversion;
    if (isIntegerConversion(conv))
      return type->isIntegerTy(integerBits(c.length));
    if (conv == 'c')
      return type->isIntegerTy(32);
    if (conv == 's' || conv == 'p')
      return type->isPointerTy();
    if (c.length == LengthModifier::L)
      return type->isX86_FP80Ty() || type->isFP128Ty();
    return type->isDoubleTy();
  }

  // -- Emission

  llvm::Value *helper(const char *name, llvm::Type *result,
                      llvm::ArrayRef<llvm::Type *> params,
                      llvm::ArrayRef<llvm::Value *> args) {
    auto callee = module_.getOrInsertFunction(
        name, llvm::FunctionType::get(result, params, false));
    llvm::CallInst *call = builder_.CreateCall(callee, args);
    // The key LibraryModels.cpp reads: the helper's checks then say
    // "write by sprintf(d, ...)" rather than name the helper.
    call->setMetadata("kiki.call", text_);
    return call;
  }

  void openBuffer() {
    dst_ = builder_.CreatePointerCast(call_.getArgOperand(0), bytePtr_);
    if (family_.output == Family::Output::Buffer)
      cap_ = llvm::ConstantInt::getAllOnesValue(sizeType_); // unbounded
    else
      cap_ = call_.getArgOperand(1);
  }

  llvm::Value *literal(const std::string &text, llvm::Value *pos) {
    if (family_.output == Family::Output::Stream)
      return helper("__kiki_out_text", sizeType_, {sizeType_, sizeType_},
                    {pos, llvm::ConstantInt::get(sizeType_, text.size())});
    for (unsigned char c : text)
      pos = helper("__kiki_fmt_lit", sizeType_, {bytePtr_, sizeType_, sizeType_, int32()},
                   {dst_, cap_, pos, i32(c)});
    return pos;
  }

  llvm::Value *conversion(const Step &step, llvm::Value *pos) {
    const FormatConversion &c = *step.conversion;
    llvm::Value *spec = i32(static_cast<int>(specBits(c)));
    llvm::Value *width = step.width ? step.width
                         : i32(c.width.kind == FormatAmount::Kind::Number ? c.width.value : 0);
    llvm::Value *prec =
        step.precision ? step.precision
        : i32(c.precision.kind == FormatAmount::Kind::Number ? c.precision.value : -1);
    if (isIntegerConversion(c.conversion))
      return integer(c, step.value, spec, width, prec, pos);
    if (c.conversion == 'c')
      return character(c, step.value, spec, width, pos);
    if (c.conversion == 's' || c.conversion == 'p')
      return pointer(c, step.value, spec, width, prec, pos);
    return floating(c.conversion, spec, width, prec, pos);
  }

  /// The value as the conversion reads it: hh and h cut it to char or
  /// short, then it is widened to the helper's 32 or 64 bits.
  llvm::Value *integerOperand(const FormatConversion &c, llvm::Value *v, bool isSigned,
                              unsigned bits) {
    if (c.length == LengthModifier::hh || c.length == LengthModifier::h)
      v = builder_.CreateTrunc(v, builder_.getIntNTy(c.length == LengthModifier::hh ? 8 : 16));
    llvm::Type *type = builder_.getIntNTy(bits);
    return isSigned ? builder_.CreateSExt(v, type) : builder_.CreateZExt(v, type);
  }

  llvm::Value *integer(const FormatConversion &c, llvm::Value *v, llvm::Value *spec,
                       llvm::Value *width, llvm::Value *prec, llvm::Value *pos) {
    bool isSigned = c.conversion == 'd' || c.conversion == 'i';
    if (family_.output == Family::Output::Stream) {
      unsigned base = c.conversion == 'o'   ? SpecOctal
                      : c.conversion == 'u' ? 0
                      : isSigned            ? 0
                                            : SpecHex;
      spec = builder_.CreateOr(spec, base);
      return helper(isSigned ? "__kiki_out_signed" : "__kiki_out_unsigned", sizeType_,
                    {sizeType_, builder_.getInt64Ty(), int32(), int32(), int32()},
                    {pos, integerOperand(c, v, isSigned, 64), spec, width, prec});
    }
    unsigned bits = v->getType()->getIntegerBitWidth() <= 32 ? 32 : 64;
    std::string name = "__kiki_fmt_";
    name += isSigned ? 'd' : c.conversion == 'X' ? 'x' : c.conversion;
    name += bits == 32 ? "32" : "64";
    llvm::Value *operand = integerOperand(c, v, isSigned, bits);
    // Without width and precision the plain form has no padding code.
    if (c.width.kind == FormatAmount::Kind::None &&
        c.precision.kind == FormatAmount::Kind::None)
      return helper((name + "_plain").c_str(), sizeType_,
                    {bytePtr_, sizeType_, sizeType_, operand->getType(), int32()},
                    {dst_, cap_, pos, operand, spec});
    return helper(name.c_str(), sizeType_,
                  {bytePtr_, sizeType_, sizeType_, operand->getType(), int32(), int32(),
                   int32()},
                  {dst_, cap_, pos, operand, spec, width, prec});
  }

  llvm::Value *character(const FormatConversion &c, llvm::Value *v, llvm::Value *spec,
                         llvm::Value *width, llvm::Value *pos) {
    if (family_.output == Family::Output::Stream)
      return helper("__kiki_out_c", sizeType_, {sizeType_, int32()}, {pos, width});
    if (c.width.kind == FormatAmount::Kind::None)
      return helper("__kiki_fmt_c_plain", sizeType_,
                    {bytePtr_, sizeType_, sizeType_, int32()}, {dst_, cap_, pos, v});
    return helper("__kiki_fmt_c", sizeType_,
                  {bytePtr_, sizeType_, sizeType_, int32(), int32(), int32()},
                  {dst_, cap_, pos, v, spec, width});
  }

  /// %s and %p.
  llvm::Value *pointer(const FormatConversion &c, llvm::Value *v, llvm::Value *spec,
                       llvm::Value *width, llvm::Value *prec, llvm::Value *pos) {
    char conv = c.conversion;
    v = builder_.CreatePointerCast(v, bytePtr_);
    if (family_.output == Family::Output::Stream) {
      if (conv == 's')
        return helper("__kiki_out_s", sizeType_, {sizeType_, bytePtr_, int32(), int32()},
                      {pos, v, width, prec});
      return helper("__kiki_out_p", sizeType_,
                    {sizeType_, bytePtr_, int32(), int32(), int32()},
                    {pos, v, spec, width, prec});
    }
    if (conv == 's' && c.width.kind == FormatAmount::Kind::None)
      return helper("__kiki_fmt_s_plain", sizeType_,
                    {bytePtr_, sizeType_, sizeType_, bytePtr_, int32()},
                    {dst_, cap_, pos, v, prec});
    const char *name = conv == 's' ? "__kiki_fmt_s" : "__kiki_fmt_p";
    return helper(name, sizeType_,
                  {bytePtr_, sizeType_, sizeType_, bytePtr_, int32(), int32(), int32()},
                  {dst_, cap_, pos, v, spec, width, prec});
  }

  /// The value itself is not passed: the helpers over-approximate.
  llvm::Value *floating(char conv, llvm::Value *spec, llvm::Value *width,
                        llvm::Value *prec, llvm::Value *pos) {
    llvm::Value *kind = i32(conv | 0x20); // lower case
    if (family_.output == Family::Output::Stream)
      return helper("__kiki_out_f", sizeType_,
                    {sizeType_, int32(), int32(), int32(), int32()},
                    {pos, spec, kind, width, prec});
    return helper("__kiki_fmt_f", sizeType_,
                  {bytePtr_, sizeType_, sizeType_, int32(), int32(), int32(), int32()},
                  {dst_, cap_, pos, spec, kind, width, prec});
  }
};

/// The family member a call calls, if the program does not define it.
const Family *familyOf(const llvm::CallInst &call) {
  auto *callee =
      llvm::dyn_cast<llvm::Function>(call.getCalledOperand()->stripPointerCasts());
  if (!callee || !callee->isDeclaration() || !call.getType()->isIntegerTy(32))
    return nullptr;
  auto it = families().find(callee->getName().str());
  if (it == families().end() || call.arg_size() <= it->second.formatIndex)
    return nullptr;
  return &it->second;
}

} // namespace

void lowerFormattedOutput(llvm::Module &module) {
  std::vector<std::pair<llvm::CallInst *, const Family *>> calls;
  for (auto &function : module)
    for (auto &inst : llvm::instructions(function))
      if (auto *call = llvm::dyn_cast<llvm::CallInst>(&inst))
        if (const Family *family = familyOf(*call))
          calls.emplace_back(call, family);
  if (calls.empty())
    return;
  SourceInfo source(module);
  for (auto [call, family] : calls) {
    auto format = constantCString(call->getArgOperand(family->formatIndex),
                                  module.getDataLayout());
    if (!format)
      continue;
    CallLowering lowering(*call, *family, *format, source);
    if (lowering.plan())
      lowering.emit();
  }
}

} // namespace kiki
