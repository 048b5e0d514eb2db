#include "encode/HornValues.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/InstrTypes.h>
#include <llvm/IR/Instructions.h>

namespace kiki {

HornKind hornKindOf(const llvm::Type *type) {
  if (type->isIntegerTy(1))
    return HornKind::Bool;
  if (type->isIntegerTy() && type->getIntegerBitWidth() < 128)
    return HornKind::Int;
  return HornKind::Opaque;
}

z3::sort hornSort(z3::context &ctx, const llvm::Type *type) {
  return hornKindOf(type) == HornKind::Bool ? ctx.bool_sort() : ctx.int_sort();
}

namespace {

unsigned widthOf(const llvm::Value *v) { return v->getType()->getIntegerBitWidth(); }

std::string decimal(const llvm::APInt &value, bool isSigned) {
  llvm::SmallString<40> text;
  value.toString(text, 10, isSigned);
  return std::string(text.str());
}

/// The divisor or shift of an instruction when it is a constant.
const llvm::ConstantInt *constantOperand(const llvm::Instruction &inst, unsigned i) {
  return llvm::dyn_cast<llvm::ConstantInt>(inst.getOperand(i));
}

} // namespace

z3::expr HornValues::variable(const z3::sort &sort, const std::string &tag) {
  std::string name = prefix_ + tag + std::to_string(counter_++);
  z3::expr v = ctx_.constant(name.c_str(), sort);
  variables_.push_back(v);
  return v;
}

z3::expr HornValues::pow2(unsigned bits) const {
  return ctx_.int_val(decimal(llvm::APInt::getOneBitSet(bits + 1, bits), false).c_str());
}

z3::expr HornValues::inRange(const z3::expr &x, unsigned width) const {
  z3::expr half = pow2(width - 1);
  return -half <= x && x < half;
}

z3::expr HornValues::toUnsigned(const z3::expr &x, unsigned width) const {
  return z3::ite(x < 0, x + pow2(width), x);
}

z3::expr HornValues::fromUnsigned(const z3::expr &x, unsigned width) const {
  return z3::ite(x >= pow2(width - 1), x - pow2(width), x);
}

z3::expr HornValues::wrapOnce(const z3::expr &x, unsigned width) const {
  if (!exact_)
    return x;
  z3::expr half = pow2(width - 1);
  return z3::ite(x >= half, x - pow2(width), z3::ite(x < -half, x + pow2(width), x));
}

z3::expr HornValues::wrap(const z3::expr &x, unsigned width) {
  if (!exact_)
    return x;
  z3::expr r = variable(ctx_.int_sort(), "w");
  z3::expr k = variable(ctx_.int_sort(), "k");
  body_.push_back(inRange(r, width));
  body_.push_back(x - r == pow2(width) * k);
  return r;
}

z3::expr HornValues::freshOf(const llvm::Type *type, const std::string &tag) {
  z3::expr v = variable(hornSort(ctx_, type), tag);
  if (hornKindOf(type) == HornKind::Int)
    body_.push_back(inRange(v, type->getIntegerBitWidth()));
  return v;
}

z3::expr HornValues::bind(const llvm::Value *v) {
  z3::expr x = variable(hornSort(ctx_, v->getType()), "h");
  // A machine integer at the head (for checks from an arbitrary state).
  if (exact_ && hornKindOf(v->getType()) == HornKind::Int)
    body_.push_back(inRange(x, v->getType()->getIntegerBitWidth()));
  env_.insert_or_assign(v, x);
  return x;
}

z3::expr HornValues::define(const z3::expr &e, const std::string &tag) {
  z3::expr simple = e.simplify();
  if (simple.is_const() || simple.is_numeral())
    return simple;
  z3::expr v = variable(e.get_sort(), tag);
  body_.push_back(v == simple);
  return v;
}

void HornValues::assign(const llvm::Value *v, const z3::expr &e) {
  env_.insert_or_assign(v, define(e, "v"));
}

z3::expr HornValues::value(const llvm::Value *v) {
  if (auto it = env_.find(v); it != env_.end())
    return it->second;
  if (auto *c = llvm::dyn_cast<llvm::ConstantInt>(v)) {
    if (hornKindOf(c->getType()) == HornKind::Bool)
      return ctx_.bool_val(!c->isZero());
    if (hornKindOf(c->getType()) == HornKind::Int)
      return ctx_.int_val(decimal(c->getValue(), true).c_str());
  }
  // Anything else is arbitrary: undef and other constants at each use,
  // an unmodelled SSA value once.
  z3::expr fresh = freshOf(v->getType(), "u");
  if (llvm::isa<llvm::Instruction>(v) || llvm::isa<llvm::Argument>(v))
    env_.emplace(v, fresh);
  return fresh;
}

z3::expr HornValues::boolean(const llvm::Value *v) {
  z3::expr e = value(v);
  return e.is_bool() ? e : e != 0;
}

void HornValues::encode(const llvm::Instruction &inst) {
  if (inst.getType()->isVoidTy())
    return;
  std::optional<z3::expr> meaning;
  if (hornKindOf(inst.getType()) != HornKind::Opaque) {
    if (auto *select = llvm::dyn_cast<llvm::SelectInst>(&inst))
      meaning = z3::ite(boolean(select->getCondition()), value(select->getTrueValue()),
                        value(select->getFalseValue()));
    else if (llvm::isa<llvm::FreezeInst>(inst))
      meaning = value(inst.getOperand(0));
    else if (auto *extract = llvm::dyn_cast<llvm::ExtractValueInst>(&inst)) {
      const auto *of = extract->getAggregateOperand();
      if (extract->getNumIndices() == 1 && overflow_.count(of))
        meaning = extract->getIndices()[0] == 0 ? env_.at(of) : overflow_.at(of);
    } else if (llvm::isa<llvm::CallBase>(inst))
      meaning = intrinsicCall(inst);
    else if (!(meaning = arithmetic(inst)))
      if (!(meaning = comparison(inst)))
        meaning = conversion(inst);
  } else if (llvm::isa<llvm::CallBase>(inst)) {
    intrinsicCall(inst); // with.overflow: a pair, read by extractvalue
    return;
  }
  if (meaning)
    assign(&inst, *meaning);
  else
    env_.insert_or_assign(&inst, freshOf(inst.getType(), "u"));
}

std::optional<z3::expr> HornValues::arithmetic(const llvm::Instruction &inst) {
  if (!llvm::isa<llvm::BinaryOperator>(inst))
    return std::nullopt;
  if (hornKindOf(inst.getType()) == HornKind::Bool) {
    z3::expr a = boolean(inst.getOperand(0)), b = boolean(inst.getOperand(1));
    switch (inst.getOpcode()) {
    case llvm::Instruction::And:
    case llvm::Instruction::Mul:
      return a && b;
    case llvm::Instruction::Or:
      return a || b;
    case llvm::Instruction::Xor:
    case llvm::Instruction::Add:
    case llvm::Instruction::Sub:
      return a != b;
    default:
      return std::nullopt;
    }
  }
  unsigned width = widthOf(&inst);
  z3::expr a = value(inst.getOperand(0)), b = value(inst.getOperand(1));
  switch (inst.getOpcode()) {
  case llvm::Instruction::Add:
    return wrapOnce(a + b, width);
  case llvm::Instruction::Sub:
    return wrapOnce(a - b, width);
  case llvm::Instruction::Mul:
    return wrap(a * b, width);
  case llvm::Instruction::Shl:
    if (auto *k = constantOperand(inst, 1); k && k->getZExtValue() < width)
      return wrap(a * pow2(static_cast<unsigned>(k->getZExtValue())), width);
    return std::nullopt;
  default:
    if (auto d = division(inst, width))
      return d;
    return bitwise(inst, width);
  }
}

std::optional<z3::expr> HornValues::division(const llvm::Instruction &inst, unsigned width) {
  const auto *divisor = constantOperand(inst, 1);
  if (!divisor || divisor->isZero())
    return std::nullopt;
  z3::expr a = value(inst.getOperand(0));
  auto opcode = inst.getOpcode();
  if (opcode == llvm::Instruction::SDiv || opcode == llvm::Instruction::SRem) {
    z3::expr c = ctx_.int_val(decimal(divisor->getValue().abs(), false).c_str());
    // C truncates towards zero; SMT's div rounds down for a positive divisor.
    z3::expr q = z3::ite(a >= 0, a / c, -((-a) / c));
    if (divisor->isNegative())
      q = -q;
    if (opcode == llvm::Instruction::SRem)
      return a - value(divisor) * q;
    return wrapOnce(q, width);
  }
  if (opcode == llvm::Instruction::UDiv || opcode == llvm::Instruction::URem) {
    z3::expr c = ctx_.int_val(decimal(divisor->getValue(), false).c_str());
    z3::expr u = toUnsigned(a, width);
    return fromUnsigned(opcode == llvm::Instruction::UDiv ? u / c : z3::mod(u, c), width);
  }
  return std::nullopt;
}

std::optional<z3::expr> HornValues::bitwise(const llvm::Instruction &inst, unsigned width) {
  const auto *k = constantOperand(inst, 1);
  z3::expr a = value(inst.getOperand(0));
  switch (inst.getOpcode()) {
  case llvm::Instruction::AShr:
    if (k && k->getZExtValue() < width)
      return a / pow2(static_cast<unsigned>(k->getZExtValue())); // rounds down, as ashr
    return std::nullopt;
  case llvm::Instruction::LShr:
    if (k && k->getZExtValue() < width)
      return fromUnsigned(toUnsigned(a, width) / pow2(static_cast<unsigned>(k->getZExtValue())),
                          width);
    return std::nullopt;
  case llvm::Instruction::And:
    // A mask of the low bits is a remainder.
    if (k && k->getValue().isMask() && k->getValue().countTrailingOnes() < width)
      return z3::mod(a, pow2(k->getValue().countTrailingOnes()));
    return std::nullopt;
  case llvm::Instruction::Xor:
    if (k && k->isMinusOne()) // ~a
      return -a - 1;
    return std::nullopt;
  default:
    return std::nullopt;
  }
}

std::optional<z3::expr> HornValues::comparison(const llvm::Instruction &inst) {
  auto *cmp = llvm::dyn_cast<llvm::ICmpInst>(&inst);
  if (!cmp || hornKindOf(cmp->getOperand(0)->getType()) == HornKind::Opaque)
    return std::nullopt;
  z3::expr a = value(cmp->getOperand(0)), b = value(cmp->getOperand(1));
  if (cmp->isEquality())
    return cmp->getPredicate() == llvm::CmpInst::ICMP_EQ ? a == b : a != b;
  if (a.is_bool()) { // i1 orders: signed true is -1, unsigned 1
    a = z3::ite(a, ctx_.int_val(cmp->isSigned() ? -1 : 1), ctx_.int_val(0));
    b = z3::ite(b, ctx_.int_val(cmp->isSigned() ? -1 : 1), ctx_.int_val(0));
  } else if (cmp->isUnsigned()) {
    unsigned width = widthOf(cmp->getOperand(0));
    a = toUnsigned(a, width);
    b = toUnsigned(b, width);
  }
  switch (cmp->getPredicate()) {
  case llvm::CmpInst::ICMP_SLT:
  case llvm::CmpInst::ICMP_ULT:
    return a < b;
  case llvm::CmpInst::ICMP_SLE:
  case llvm::CmpInst::ICMP_ULE:
    return a <= b;
  case llvm::CmpInst::ICMP_SGT:
  case llvm::CmpInst::ICMP_UGT:
    return a > b;
  default:
    return a >= b;
  }
}

std::optional<z3::expr> HornValues::conversion(const llvm::Instruction &inst) {
  auto *cast = llvm::dyn_cast<llvm::CastInst>(&inst);
  if (!cast || hornKindOf(cast->getSrcTy()) == HornKind::Opaque)
    return std::nullopt;
  z3::expr a = value(cast->getOperand(0));
  unsigned from = cast->getSrcTy()->getIntegerBitWidth();
  unsigned to = cast->getDestTy()->getIntegerBitWidth();
  switch (cast->getOpcode()) {
  case llvm::Instruction::ZExt:
    return a.is_bool() ? z3::ite(a, ctx_.int_val(1), ctx_.int_val(0)) : toUnsigned(a, from);
  case llvm::Instruction::SExt:
    return a.is_bool() ? z3::ite(a, ctx_.int_val(-1), ctx_.int_val(0)) : a;
  case llvm::Instruction::Trunc:
    if (to == 1)
      return z3::mod(a, 2) == 1;
    return fromUnsigned(z3::mod(a, pow2(to)), to);
  default:
    return std::nullopt;
  }
}

std::optional<z3::expr> HornValues::intrinsicCall(const llvm::Instruction &inst) {
  const auto &call = llvm::cast<llvm::CallBase>(inst);
  const auto *callee =
      llvm::dyn_cast<llvm::Function>(call.getCalledOperand()->stripPointerCasts());
  if (!callee || !callee->isIntrinsic())
    return std::nullopt;
  std::string name = callee->getName().str();
  auto starts = [&](const char *prefix) { return name.rfind(prefix, 0) == 0; };
  if (starts("llvm.expect") || name == "llvm.ssa.copy")
    return value(call.getArgOperand(0));
  if (name.find(".with.overflow.") != std::string::npos) {
    const auto *operand = call.getArgOperand(0);
    if (hornKindOf(operand->getType()) != HornKind::Int)
      return std::nullopt;
    unsigned width = widthOf(operand);
    z3::expr a = value(operand), b = value(call.getArgOperand(1));
    bool isSigned = name[5] == 's';
    std::string op = name.substr(6, 3);
    auto apply = [&](const z3::expr &x, const z3::expr &y) {
      return op == "add" ? x + y : op == "sub" ? x - y : x * y;
    };
    // The result's bits do not depend on the reading; the overflow does.
    z3::expr exact = isSigned ? apply(a, b)
                              : apply(toUnsigned(a, width), toUnsigned(b, width));
    z3::expr overflow =
        isSigned ? !inRange(exact, width) : (exact < 0 || exact >= pow2(width));
    env_.insert_or_assign(&inst, op == "mul" ? wrap(apply(a, b), width)
                                             : define(wrapOnce(apply(a, b), width), "v"));
    overflow_.insert_or_assign(&inst, define(overflow, "o"));
    return std::nullopt;
  }
  if (hornKindOf(inst.getType()) != HornKind::Int)
    return std::nullopt;
  unsigned width = widthOf(&inst);
  if (starts("llvm.abs."))
    return wrapOnce(z3::ite(value(call.getArgOperand(0)) < 0, -value(call.getArgOperand(0)),
                            value(call.getArgOperand(0))),
                    width);
  if (starts("llvm.smax.") || starts("llvm.smin.") || starts("llvm.umax.") ||
      starts("llvm.umin.")) {
    z3::expr a = value(call.getArgOperand(0)), b = value(call.getArgOperand(1));
    bool isSigned = name[5] == 's', isMax = name.substr(7, 3) == "max";
    z3::expr less = isSigned ? a < b : toUnsigned(a, width) < toUnsigned(b, width);
    return isMax ? z3::ite(less, b, a) : z3::ite(less, a, b);
  }
  return std::nullopt;
}

} // namespace kiki
