// The semantics of LLVM's operators as SMT terms: arithmetic, casts,
// address computations (GEP) and comparisons.
#include "encode/Unwinder.h"
#include "util/Errors.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/GetElementPtrTypeIterator.h>
#include <llvm/IR/Operator.h>

#include <algorithm>

namespace kiki {

static z3::expr asBits(z3::context &ctx, const z3::expr &e) {
  return e.is_bool() ? z3::ite(e, ctx.bv_val(1, 1), ctx.bv_val(0, 1)) : e;
}

Sym Unwinder::encodeOperator(const llvm::Instruction &inst, Env &env) {
  if (auto *bin = llvm::dyn_cast<llvm::BinaryOperator>(&inst))
    return encodeBinary(*bin, env);
  if (auto *cmp = llvm::dyn_cast<llvm::CmpInst>(&inst))
    return memory_.simplify(encodeCompare(*cmp, env));
  if (auto *cast = llvm::dyn_cast<llvm::CastInst>(&inst))
    return encodeCast(*cast, env);
  if (auto *gep = llvm::dyn_cast<llvm::GEPOperator>(&inst))
    return memory_.simplify(encodeGep(*gep, env));
  if (auto *sel = llvm::dyn_cast<llvm::SelectInst>(&inst)) {
    z3::expr cond = memory_.simplify(toBool(value(sel->getCondition(), env)));
    Sym a = value(sel->getTrueValue(), env), b = value(sel->getFalseValue(), env);
    if (cond.is_true())
      return a;
    if (cond.is_false())
      return b;
    return symIte(cond, a, b);
  }
  if (auto *neg = llvm::dyn_cast<llvm::UnaryOperator>(&inst)) {
    if (neg->getOpcode() == llvm::Instruction::FNeg)
      return z3::expr(ctx_, Z3_mk_fpa_neg(ctx_, value(neg->getOperand(0), env).expr()));
  }
  if (auto *ev = llvm::dyn_cast<llvm::ExtractValueInst>(&inst)) {
    Sym s = value(ev->getAggregateOperand(), env);
    for (unsigned index : ev->indices())
      s = Sym(s.members.at(index));
    return s;
  }
  if (auto *iv = llvm::dyn_cast<llvm::InsertValueInst>(&inst)) {
    Sym agg = value(iv->getAggregateOperand(), env);
    Sym *slot = &agg;
    for (unsigned index : iv->indices())
      slot = &slot->members.at(index);
    *slot = value(iv->getInsertedValueOperand(), env);
    return agg;
  }
  if (llvm::isa<llvm::FreezeInst>(inst))
    return value(inst.getOperand(0), env);
  throw Unsupported(std::string("instruction ") + inst.getOpcodeName());
}

namespace {

/// The fewest bits that hold every value of the range, in two's complement.
unsigned signedBits(const SignedRange &r) {
  unsigned k = 1;
  while (k < 64 && (r.lo < -(int64_t(1) << (k - 1)) || r.hi > (int64_t(1) << (k - 1)) - 1))
    ++k;
  return k;
}

/// The most quotients a division by a constant is unrolled into comparisons.
constexpr uint64_t kMaxSmallQuotient = 16;

/// `a / c` or `a % c` for a constant divisor c >= 2 and a dividend known
/// non-negative with a quotient of at most kMaxSmallQuotient: a chain of
/// comparisons `a >= j*c` instead of a divider circuit. A checksum reduces
/// sums of reduced values (`sum %= 65521` of a sum below 17 * 65521), and a
/// divider, even a narrowed one, is a search for the quotient where the
/// comparisons decide it (zlib's adler32_combine). A remainder lies in
/// [0, c): it is computed in the bits of c - 1 and zero-extended, so the
/// ranges after it stay known.
std::optional<z3::expr> smallQuotient(const RangeFacts &ranges, llvm::Instruction::BinaryOps op,
                                      const z3::expr &a, const z3::expr &b) {
  using I = llvm::Instruction;
  bool isRem = op == I::URem || op == I::SRem;
  if (!isRem && op != I::UDiv && op != I::SDiv)
    return std::nullopt;
  uint64_t c = 0;
  unsigned w = a.get_sort().bv_size();
  if (w > 64 || !b.is_numeral_u64(c) || c < 2 || (w < 64 && c >> (w - 1)) || a.is_numeral())
    return std::nullopt; // a divisor negative in the signed reading is not this rule's
  auto x = ranges.of(a);
  if (!x || x->lo < 0)
    return std::nullopt;
  uint64_t k = uint64_t(x->hi) / c;
  if (k > kMaxSmallQuotient)
    return std::nullopt;
  z3::context &ctx = a.ctx();
  if (!isRem) {
    z3::expr q = ctx.bv_val(0, w);
    for (uint64_t j = 1; j <= k; ++j)
      q = z3::ite(z3::uge(a, ctx.bv_val(j * c, w)), ctx.bv_val(j, w), q);
    return q;
  }
  if (k == 0)
    return a;
  unsigned bits = 64 - __builtin_clzll(c - 1);
  uint64_t mask = bits < 64 ? (uint64_t(1) << bits) - 1 : ~uint64_t(0);
  z3::expr low = bits < w ? a.extract(bits - 1, 0) : a;
  z3::expr r = low;
  for (uint64_t j = 1; j <= k; ++j)
    r = z3::ite(z3::uge(a, ctx.bv_val(j * c, w)), low - ctx.bv_val((j * c) & mask, bits), r);
  return bits < w ? z3::zext(r, w - bits) : r;
}

/// a op b (a product, quotient or remainder) computed in fewer bits where
/// the operands' ranges show the result the same: a 64-bit divider or
/// multiplier is a circuit quadratic in its width, and a checksum's
/// `sum %= 65521` over a value below 2^24 stalled the solver (zlib's
/// adler32_combine). A product whose range fits k bits is the k-bit product
/// of the operands' low bits, sign-extended; a quotient or remainder needs
/// the operands themselves to fit, with a bit to spare for MIN / -1, and a
/// divisor that cannot be 0 where 0 gives all ones.
std::optional<z3::expr> narrowed(const RangeFacts &ranges, llvm::Instruction::BinaryOps op,
                                 const z3::expr &a, const z3::expr &b) {
  using I = llvm::Instruction;
  constexpr unsigned kLeastWidth = 16;
  unsigned w = a.get_sort().bv_size();
  if (w < kLeastWidth || w > 64 || a.is_numeral())
    return std::nullopt;
  auto x = ranges.of(a), y = ranges.of(b);
  if (!x || !y)
    return std::nullopt;
  auto in = [&](unsigned k, auto make, bool isSigned) -> std::optional<z3::expr> {
    if (k >= w)
      return std::nullopt;
    z3::expr r = make(a.extract(k - 1, 0), b.extract(k - 1, 0));
    return isSigned ? z3::sext(r, w - k) : z3::zext(r, w - k);
  };
  bool unsignedOk = x->lo >= 0 && y->lo >= 0;
  unsigned operandBits = std::max(signedBits(*x), signedBits(*y));
  switch (op) {
  case I::Mul: {
    auto product = exactRange(OverflowOp::Mul, *x, *y);
    if (!product)
      return std::nullopt;
    return in(signedBits(*product), [](const z3::expr &p, const z3::expr &q) { return p * q; },
              true);
  }
  case I::UDiv:
  case I::SDiv:
    if (!unsignedOk && op == I::UDiv)
      return std::nullopt;
    if (unsignedOk) {
      if (y->lo < 1) // x / 0 is all ones (udiv) or -1 (sdiv), not their narrow forms
        return std::nullopt;
      return in(operandBits, [](const z3::expr &p, const z3::expr &q) { return z3::udiv(p, q); },
                false);
    }
    return in(operandBits + 1, [](const z3::expr &p, const z3::expr &q) { return p / q; }, true);
  case I::URem:
  case I::SRem:
    if (unsignedOk) // x % 0 is x in either width
      return in(operandBits, [](const z3::expr &p, const z3::expr &q) { return z3::urem(p, q); },
                false);
    if (op == I::URem)
      return std::nullopt;
    return in(operandBits + 1, [](const z3::expr &p, const z3::expr &q) { return z3::srem(p, q); },
              true);
  default:
    return std::nullopt;
  }
}

} // namespace

Sym Unwinder::encodeBinary(const llvm::BinaryOperator &inst, Env &env) {
  z3::expr a = value(inst.getOperand(0), env).expr();
  z3::expr b = value(inst.getOperand(1), env).expr();
  using I = llvm::Instruction;
  if (inst.getType()->isFloatingPointTy()) {
    switch (inst.getOpcode()) {
    case I::FAdd: return a + b;
    case I::FSub: return a - b;
    case I::FMul: return a * b;
    case I::FDiv: return a / b;
    default: throw Unsupported("floating-point remainder");
    }
  }
  if (!inst.getType()->isIntegerTy())
    throw Unsupported("vector arithmetic");
  bool isBool = a.is_bool();
  if (isBool) {
    switch (inst.getOpcode()) {
    case I::And: return a && b;
    case I::Or: return a || b;
    case I::Xor: return a != b;
    default: a = asBits(ctx_, a); b = asBits(ctx_, b);
    }
  }
  if (auto r = smallQuotient(ranges_, inst.getOpcode(), a, b)) {
    ++rangeCounts_.narrowedOperations;
    return memory_.simplify(*r);
  }
  if (auto r = narrowed(ranges_, inst.getOpcode(), a, b)) {
    ++rangeCounts_.narrowedOperations;
    return memory_.simplify(*r);
  }
  z3::expr r = a;
  switch (inst.getOpcode()) {
  case I::Add: r = a + b; break;
  case I::Sub: r = a - b; break;
  case I::Mul: r = a * b; break;
  case I::UDiv: r = z3::udiv(a, b); break;
  case I::SDiv: r = a / b; break;
  case I::URem: r = z3::urem(a, b); break;
  case I::SRem: r = z3::srem(a, b); break;
  case I::Shl: r = z3::shl(a, b); break;
  case I::LShr: r = z3::lshr(a, b); break;
  case I::AShr: r = z3::ashr(a, b); break;
  case I::And: r = a & b; break;
  case I::Or: r = a | b; break;
  case I::Xor: r = a ^ b; break;
  default: throw Unsupported(std::string("operator ") + inst.getOpcodeName());
  }
  r = memory_.simplify(r);
  return isBool ? memory_.simplify(r.extract(0, 0) == ctx_.bv_val(1, 1)) : r;
}

static z3::expr roundingMode(z3::context &ctx, bool towardZero) {
  return z3::expr(ctx, towardZero ? Z3_mk_fpa_rtz(ctx) : Z3_mk_fpa_rne(ctx));
}

Sym Unwinder::encodeCast(const llvm::CastInst &inst, Env &env) {
  z3::expr a = value(inst.getOperand(0), env).expr();
  llvm::Type *to = inst.getDestTy();
  using I = llvm::Instruction;
  auto width = [&](llvm::Type *t) {
    return t->isPointerTy() ? memory_.pointerBits() : t->getIntegerBitWidth();
  };
  switch (inst.getOpcode()) {
  case I::Trunc:
    if (to->isIntegerTy(1))
      return memory_.simplify(a.extract(0, 0) == ctx_.bv_val(1, 1));
    return memory_.simplify(a.extract(width(to) - 1, 0));
  case I::ZExt:
  case I::SExt: {
    unsigned w = width(to);
    if (a.is_bool())
      return memory_.simplify(z3::ite(
          a, inst.getOpcode() == I::ZExt ? ctx_.bv_val(1, w) : ctx_.bv_val(-1, w),
          ctx_.bv_val(0, w)));
    unsigned extra = w - a.get_sort().bv_size();
    return memory_.simplify(inst.getOpcode() == I::ZExt ? z3::zext(a, extra) : z3::sext(a, extra));
  }
  case I::PtrToInt:
  case I::IntToPtr: {
    bool toInteger = inst.getOpcode() == I::PtrToInt;
    if (toInteger)
      a = memory_.pointerToInteger(a);
    unsigned have = a.get_sort().bv_size(), want = width(to);
    if (have != want)
      a = memory_.simplify(have > want ? a.extract(want - 1, 0) : z3::zext(a, want - have));
    return toInteger ? a : memory_.integerToPointer(a);
  }
  case I::BitCast:
  case I::AddrSpaceCast: {
    llvm::Type *from = inst.getSrcTy();
    if (from->isPointerTy() == to->isPointerTy() && from == to)
      return a;
    if (from->isPointerTy() && to->isPointerTy())
      return a;
    if ((from->isIntegerTy() || from->isFloatingPointTy()) &&
        (to->isIntegerTy() || to->isFloatingPointTy()))
      return memory_.fromBits(memory_.toBits(a, from), to);
    throw Unsupported("bit cast between these types");
  }
  case I::FPToSI:
  case I::FPToUI: {
    unsigned w = to->getIntegerBitWidth();
    z3::expr rm = roundingMode(ctx_, true);
    return z3::expr(ctx_, inst.getOpcode() == I::FPToSI
                              ? Z3_mk_fpa_to_sbv(ctx_, rm, a, w)
                              : Z3_mk_fpa_to_ubv(ctx_, rm, a, w));
  }
  case I::SIToFP:
  case I::UIToFP: {
    z3::expr bits = asBits(ctx_, a);
    z3::expr rm = roundingMode(ctx_, false);
    z3::sort sort = memory_.sortOf(to);
    return z3::expr(ctx_, inst.getOpcode() == I::SIToFP && !a.is_bool()
                              ? Z3_mk_fpa_to_fp_signed(ctx_, rm, bits, sort)
                              : Z3_mk_fpa_to_fp_unsigned(ctx_, rm, bits, sort));
  }
  case I::FPTrunc:
  case I::FPExt:
  {
    z3::expr rm = roundingMode(ctx_, false);
    z3::sort sort = memory_.sortOf(to);
    return z3::expr(ctx_, Z3_mk_fpa_to_fp_float(ctx_, rm, a, sort));
  }
  default:
    throw Unsupported(std::string("cast ") + inst.getOpcodeName());
  }
}

z3::expr Unwinder::encodeGep(const llvm::GEPOperator &gep, Env &env) {
  if (gep.getType()->isVectorTy())
    throw Unsupported("vector of pointers");
  const auto &dl = model_.module().getDataLayout();
  z3::expr ptr = value(gep.getPointerOperand(), env).expr();
  z3::expr delta = memory_.ptrConst(0);
  uint64_t constOffset = 0;
  for (auto it = llvm::gep_type_begin(gep); it != llvm::gep_type_end(gep); ++it) {
    const llvm::Value *index = it.getOperand();
    if (auto *st = it.getStructTypeOrNull()) {
      unsigned field = static_cast<unsigned>(llvm::cast<llvm::ConstantInt>(index)->getZExtValue());
      constOffset += dl.getStructLayout(st)->getElementOffset(field);
      continue;
    }
    uint64_t stride = dl.getTypeAllocSize(it.getIndexedType());
    if (auto *ci = llvm::dyn_cast<llvm::ConstantInt>(index)) {
      constOffset += static_cast<uint64_t>(ci->getSExtValue()) * stride;
      continue;
    }
    z3::expr i = pointerWidth(value(index, env).expr(), true);
    delta = delta + i * memory_.ptrConst(stride);
  }
  return memory_.advance(ptr, memory_.simplify(delta + memory_.ptrConst(constOffset)));
}

// Pointers into one object compare by offset. Pointers to two different
// objects: C does not fix which lies lower, so an order comparison compares
// their addresses in an unknown layout of non-overlapping objects. Equality
// is false between two live objects, but the address of a freed heap object
// or a popped stack object may be handed out again, so with a dangling side
// it is left open (SV-COMP's valid-free tasks count on this reuse).
Sym Unwinder::comparePointers(const llvm::ICmpInst &inst, Env &env, const PathState &state) {
  z3::expr exact = memory_.simplify(encodeCompare(inst, env));
  z3::expr a = value(inst.getOperand(0), env).expr();
  z3::expr b = value(inst.getOperand(1), env).expr();
  z3::expr objA = memory_.objectOf(a), objB = memory_.objectOf(b);
  z3::expr null = memory_.objectOf(memory_.nullPointer());
  if (!inst.isEquality()) {
    z3::expr same = memory_.simplify(objA == objB);
    if (same.is_true())
      return exact;
    memory_.keepApart(objA, objB);
    z3::expr byAddress = compareBits(inst.getPredicate(), memory_.address(a), memory_.address(b));
    return memory_.simplify(z3::ite(same, exact, byAddress));
  }
  z3::expr dangling = !memory_.isLive(state.mem, a) || !memory_.isLive(state.mem, b);
  z3::expr open = memory_.simplify(objA != objB && objA != null && objB != null && dangling);
  if (open.is_false())
    return exact;
  return z3::ite(open, fresh(inst.getType(), "dangling-compare").expr(), exact);
}

z3::expr Unwinder::encodeCompare(const llvm::CmpInst &inst, Env &env) {
  z3::expr a = value(inst.getOperand(0), env).expr();
  z3::expr b = value(inst.getOperand(1), env).expr();
  using P = llvm::CmpInst::Predicate;
  auto pred = inst.getPredicate();
  if (llvm::isa<llvm::FCmpInst>(inst)) {
    z3::expr nanA(ctx_, Z3_mk_fpa_is_nan(ctx_, a));
    z3::expr nanB(ctx_, Z3_mk_fpa_is_nan(ctx_, b));
    z3::expr unordered = nanA || nanB;
    z3::expr eq(ctx_, Z3_mk_fpa_eq(ctx_, a, b));
    z3::expr lt(ctx_, Z3_mk_fpa_lt(ctx_, a, b));
    z3::expr gt(ctx_, Z3_mk_fpa_gt(ctx_, a, b));
    switch (pred) {
    case P::FCMP_FALSE: return ctx_.bool_val(false);
    case P::FCMP_TRUE: return ctx_.bool_val(true);
    case P::FCMP_OEQ: return eq;
    case P::FCMP_OGT: return gt;
    case P::FCMP_OGE: return gt || eq;
    case P::FCMP_OLT: return lt;
    case P::FCMP_OLE: return lt || eq;
    case P::FCMP_ONE: return lt || gt;
    case P::FCMP_ORD: return !unordered;
    case P::FCMP_UNO: return unordered;
    case P::FCMP_UEQ: return unordered || eq;
    case P::FCMP_UGT: return unordered || gt;
    case P::FCMP_UGE: return unordered || gt || eq;
    case P::FCMP_ULT: return unordered || lt;
    case P::FCMP_ULE: return unordered || lt || eq;
    case P::FCMP_UNE: return unordered || !eq;
    default: break;
    }
    throw Unsupported("floating-point comparison");
  }
  if (a.is_bool() && (pred == P::ICMP_EQ || pred == P::ICMP_NE))
    return pred == P::ICMP_EQ ? a == b : a != b;
  return compareBits(pred, asBits(ctx_, a), asBits(ctx_, b));
}

z3::expr Unwinder::compareBits(llvm::CmpInst::Predicate pred, const z3::expr &a,
                               const z3::expr &b) {
  using P = llvm::CmpInst::Predicate;
  switch (pred) {
  case P::ICMP_EQ: return a == b;
  case P::ICMP_NE: return a != b;
  case P::ICMP_UGT: return z3::ugt(a, b);
  case P::ICMP_UGE: return z3::uge(a, b);
  case P::ICMP_ULT: return z3::ult(a, b);
  case P::ICMP_ULE: return z3::ule(a, b);
  case P::ICMP_SGT: return a > b;
  case P::ICMP_SGE: return a >= b;
  case P::ICMP_SLT: return a < b;
  case P::ICMP_SLE: return a <= b;
  default: break;
  }
  throw Unsupported("comparison");
}

} // namespace kiki
