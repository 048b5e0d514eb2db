// The lowering of printf-family calls produces calls of the helpers of
// src/libc/printf.c, whose header describes the protocol (destination,
// capacity, running count).
#include "libc/FormatString.h"
#include "libc/FormatStringInternal.h"
#include "ir/SourceInfo.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <map>

namespace kiki {

using namespace formatstring;

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
