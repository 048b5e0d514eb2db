// The semantics of single LLVM instructions as SMT terms.
#include "encode/Unwinder.h"
#include "frontend/Frontend.h"
#include "util/Errors.h"

#include <llvm/BinaryFormat/Dwarf.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/GetElementPtrTypeIterator.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Operator.h>

namespace kiki {

Sym Unwinder::fresh(llvm::Type *type, const std::string &name) {
  if (auto *st = llvm::dyn_cast<llvm::StructType>(type)) {
    std::vector<Sym> members;
    for (auto *member : st->elements())
      members.push_back(fresh(member, name));
    return Sym::aggregate(std::move(members));
  }
  if (auto *at = llvm::dyn_cast<llvm::ArrayType>(type)) {
    if (at->getNumElements() > 4096)
      throw Unsupported("first-class array value with more than 4096 elements");
    std::vector<Sym> members;
    for (uint64_t i = 0; i < at->getNumElements(); ++i)
      members.push_back(fresh(at->getElementType(), name));
    return Sym::aggregate(std::move(members));
  }
  return ctx_.constant(freshName(name.empty() ? "nondet" : name).c_str(),
                       memory_.sortOf(type));
}

Sym Unwinder::value(const llvm::Value *v, Env &env) {
  if (auto *g = llvm::dyn_cast<llvm::GlobalAlias>(v))
    return value(g->getAliasee(), env);
  if (llvm::isa<llvm::GlobalValue>(v)) {
    auto it = globals_.find(v);
    if (it == globals_.end())
      throw Unsupported("reference to an unknown global " + v->getName().str());
    return it->second;
  }
  if (auto *c = llvm::dyn_cast<llvm::Constant>(v))
    return constant(c, env);
  for (Env *scope = &env; scope; scope = scope->parent.get()) {
    auto it = scope->values.find(v);
    if (it != scope->values.end())
      return it->second;
  }
  // A value defined on a path that ended (e.g. after exit()): never observed.
  Sym result = fresh(v->getType(), "undefined");
  env.values.emplace(v, result);
  return result;
}

Sym Unwinder::constant(const llvm::Constant *c, Env &env) {
  if (llvm::isa<llvm::GlobalValue>(c))
    return value(c, env);
  if (auto *ci = llvm::dyn_cast<llvm::ConstantInt>(c)) {
    if (ci->getBitWidth() == 1)
      return ctx_.bool_val(ci->isOne());
    llvm::SmallString<40> digits;
    ci->getValue().toStringUnsigned(digits, 10);
    return ctx_.bv_val(digits.c_str(), ci->getBitWidth());
  }
  if (auto *cf = llvm::dyn_cast<llvm::ConstantFP>(c)) {
    llvm::APInt bits = cf->getValueAPF().bitcastToAPInt();
    llvm::SmallString<40> digits;
    bits.toStringUnsigned(digits, 10);
    return memory_.fromBits(ctx_.bv_val(digits.c_str(), bits.getBitWidth()),
                            c->getType());
  }
  if (llvm::isa<llvm::ConstantPointerNull>(c))
    return memory_.nullPointer();
  if (llvm::isa<llvm::UndefValue>(c))
    return fresh(c->getType(), "undef");
  if (auto *ce = llvm::dyn_cast<llvm::ConstantExpr>(c)) {
    llvm::Instruction *inst = const_cast<llvm::ConstantExpr *>(ce)->getAsInstruction();
    struct Deleter {
      llvm::Instruction *i;
      ~Deleter() { i->deleteValue(); }
    } guard{inst};
    return encodeOperator(*inst, env);
  }
  if (c->getType()->isStructTy() || c->getType()->isArrayTy()) {
    std::vector<Sym> members;
    unsigned n = c->getType()->isStructTy()
                     ? c->getType()->getStructNumElements()
                     : static_cast<unsigned>(c->getType()->getArrayNumElements());
    for (unsigned i = 0; i < n; ++i)
      members.push_back(constant(c->getAggregateElement(i), env));
    return Sym::aggregate(std::move(members));
  }
  throw Unsupported("constant of this kind");
}

z3::expr Unwinder::toBool(const Sym &s) {
  const z3::expr &e = s.expr();
  if (e.is_bool())
    return e;
  return e != ctx_.bv_val(0, e.get_sort().bv_size());
}

static z3::expr asBits(z3::context &ctx, const z3::expr &e) {
  return e.is_bool() ? z3::ite(e, ctx.bv_val(1, 1), ctx.bv_val(0, 1)) : e;
}

z3::expr Unwinder::pointerWidth(const z3::expr &bv, bool isSigned) {
  unsigned have = bv.get_sort().bv_size(), want = memory_.pointerBits();
  if (have == want)
    return bv;
  if (have > want)
    return bv.extract(want - 1, 0);
  return isSigned ? z3::sext(bv, want - have) : z3::zext(bv, want - have);
}

void Unwinder::addUnsupported(const z3::expr &guard, const std::string &reason,
                              const llvm::Instruction *at) {
  if (guard.is_false())
    return;
  unsupported_.push_back({guard, reason, at ? SourceInfo::line(*at) : 0});
}

void Unwinder::recordStep(TraceStep step, const TraceBlockPtr &trace) {
  if (!config_.trace || step.variable.empty() || !step.value.isScalar())
    return;
  trace->items.push_back(std::move(step));
}

namespace {

/// Instructions inlined from a C library model: their writes are the
/// model's business, not the program's.
bool fromLibraryModel(const llvm::Instruction &inst) {
  return inst.getMetadata("kiki.call") != nullptr;
}

/// The value an uninitialised local starts with (see NondetLocals.cpp).
bool isPlaceholder(const llvm::Value *v) {
  auto *call = llvm::dyn_cast<llvm::CallInst>(v);
  auto *callee = call ? call->getCalledFunction() : nullptr;
  return callee && callee->getName().startswith(NondetLocalPrefix);
}

/// A placeholder the program never reads: not worth a trace line.
bool isUnreadPlaceholder(const llvm::Value *v) {
  if (!isPlaceholder(v))
    return false;
  for (const auto *user : v->users())
    if (!llvm::isa<llvm::DbgInfoIntrinsic>(user))
      return false;
  return true;
}

/// The located instruction before `inst` in its block, if any.
const llvm::Instruction *locatedBefore(const llvm::Instruction &inst) {
  for (const llvm::Instruction *i = inst.getPrevNode(); i; i = i->getPrevNode())
    if (!llvm::isa<llvm::DbgInfoIntrinsic>(i) && SourceInfo::line(*i) != 0)
      return i;
  return nullptr;
}

/// Where an assignment seen through llvm.dbg.value happens in the source: at
/// the instruction computing the value when that is the last one before
/// (x = y + 1), else at the next located instruction.
const llvm::Instruction &assignmentLocation(const llvm::DbgValueInst &dv) {
  auto *def = llvm::dyn_cast_or_null<llvm::Instruction>(dv.getValue());
  if (def && def == locatedBefore(dv))
    return *def;
  for (const llvm::Instruction *i = dv.getNextNode(); i; i = i->getNextNode())
    if (!llvm::isa<llvm::DbgInfoIntrinsic>(i) && SourceInfo::line(*i) != 0)
      return *i;
  if (def && SourceInfo::line(*def) != 0 && def->getFunction() == dv.getFunction())
    return *def;
  return dv;
}

/// The line of the nearest located instruction before `inst`: in its block,
/// else the last of its predecessors' branches (the function's line at entry).
unsigned lineBefore(const llvm::Instruction &inst) {
  if (const llvm::Instruction *before = locatedBefore(inst))
    return SourceInfo::line(*before);
  const llvm::BasicBlock *block = inst.getParent();
  if (block->isEntryBlock())
    if (const auto *sub = block->getParent()->getSubprogram())
      return sub->getLine();
  unsigned line = 0;
  for (const llvm::BasicBlock *pred : llvm::predecessors(block))
    line = std::max(line, SourceInfo::line(*pred->getTerminator()));
  return line;
}

/// A constant assigned where no instruction is, as in the initialiser
/// `int (*f)(int) = twice;`, happens at the variable's declaration when that
/// lies between the located instructions around it; 0 otherwise. So does
/// the indeterminate value of an uninitialised variable (placed at the
/// function's start).
unsigned declarationLine(const llvm::DbgValueInst &dv) {
  unsigned declared = dv.getVariable()->getLine();
  if (isPlaceholder(dv.getValue()))
    return declared;
  if (llvm::isa<llvm::Instruction>(dv.getValue()))
    return 0;
  unsigned before = lineBefore(dv), after = SourceInfo::line(assignmentLocation(dv));
  return before != 0 && before <= declared && (after == 0 || declared <= after) ? declared : 0;
}

} // namespace

/// Only branches on a comparison or a truncated boolean are the program's
/// conditions; clang's overflow checks branch on an intrinsic's flag.
void Unwinder::recordBranch(const llvm::Instruction &term, Env &env, const PathState &state,
                            const TraceBlockPtr &trace) {
  auto *br = llvm::dyn_cast<llvm::BranchInst>(&term);
  if (!config_.trace || !br || br->isUnconditional() || fromLibraryModel(*br) ||
      SourceInfo::line(*br) == 0 || br->getSuccessor(0) == br->getSuccessor(1))
    return;
  const llvm::Value *cond = br->getCondition();
  if (!llvm::isa<llvm::CmpInst>(cond) && !llvm::isa<llvm::TruncInst>(cond))
    return;
  trace->items.push_back(TraceBranch{state.guard, br, toBool(value(cond, env))});
}

/// A store as an assignment to its object in source terms, with the values
/// of non-constant subscripts taken from the counterexample.
void Unwinder::recordStore(const llvm::StoreInst &store, const Sym &stored, Env &env,
                           const PathState &state, const TraceBlockPtr &trace) {
  if (fromLibraryModel(store) || isPlaceholder(store.getValueOperand()))
    return;
  SourceLvalue object = model_.source().lvalue(store.getPointerOperand());
  if (object.reinterpreted)
    return; // e.g. a struct argument stored as one integer
  std::vector<std::pair<z3::expr, std::string>> indices;
  for (size_t i = 0; i < object.indices.size(); ++i)
    indices.emplace_back(value(object.indices[i], env).expr(), object.parts[i + 1]);
  recordStep(TraceStep{state.guard, &store, 0, object.parts[0], std::move(indices), stored,
                       store.getValueOperand()->getType(), object.isUnsigned, object.isChar},
             trace);
}

void Unwinder::encodeInstruction(const llvm::Instruction &inst, Frame &frame,
                                 Env &env, PathState &state, TraceBlockPtr trace) {
  try {
    if (auto *dv = llvm::dyn_cast<llvm::DbgValueInst>(&inst)) {
      const llvm::Value *v = dv->getValue();
      if (config_.trace && v && !llvm::isa<llvm::UndefValue>(v) &&
          dv->getExpression()->getNumElements() == 0 && !fromLibraryModel(*dv) &&
          !isUnreadPlaceholder(v)) {
        const llvm::DIType *type = dv->getVariable()->getType();
        recordStep(TraceStep{state.guard, &assignmentLocation(*dv), declarationLine(*dv),
                             dv->getVariable()->getName().str(), {}, value(v, env),
                             v->getType(), SourceInfo::printsUnsigned(type),
                             SourceInfo::isCharType(type)},
                   trace);
      }
      return;
    }
    if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst))
      return encodeCall(*call, frame, env, state, trace);
    if (auto *alloca = llvm::dyn_cast<llvm::AllocaInst>(&inst)) {
      const auto &dl = model_.module().getDataLayout();
      z3::expr count = pointerWidth(value(alloca->getArraySize(), env).expr(), false);
      z3::expr size = memory_.ptrConst(dl.getTypeAllocSize(alloca->getAllocatedType())) * count;
      z3::expr base = allocate(ObjectKind::Stack, size.simplify(), state, inst);
      frame.stackObjects.push_back(base);
      env.values[&inst] = base;
      return;
    }
    if (auto *load = llvm::dyn_cast<llvm::LoadInst>(&inst)) {
      z3::expr ptr = value(load->getPointerOperand(), env).expr();
      Sym loaded = memory_.load(state.mem, ptr, load->getType());
      env.values[&inst] =
          load->getType()->isPointerTy() ? loaded : nameIfLarge(loaded, "load");
      return;
    }
    if (auto *store = llvm::dyn_cast<llvm::StoreInst>(&inst)) {
      const llvm::Value *pointer = store->getPointerOperand();
      Sym stored = value(store->getValueOperand(), env);
      state.mem = memory_.store(state.mem, value(pointer, env).expr(), stored,
                                store->getValueOperand()->getType());
      if (config_.trace)
        recordStore(*store, stored, env, state, trace);
      return;
    }
    if (llvm::isa<llvm::FenceInst>(inst))
      return;
    if (auto *cmp = llvm::dyn_cast<llvm::ICmpInst>(&inst);
        cmp && cmp->getOperand(0)->getType()->isPointerTy()) {
      env.values[&inst] = comparePointers(*cmp, env, state);
      return;
    }
    env.values[&inst] = encodeOperator(inst, env);
  } catch (const Unsupported &e) {
    addUnsupported(state.guard, e.what(), &inst);
    if (!inst.getType()->isVoidTy()) {
      try {
        env.values[&inst] = fresh(inst.getType(), "unsupported");
      } catch (const Unsupported &) {
        state.guard = ctx_.bool_val(false);
      }
    }
  }
}

Sym Unwinder::encodeOperator(const llvm::Instruction &inst, Env &env) {
  if (auto *bin = llvm::dyn_cast<llvm::BinaryOperator>(&inst))
    return encodeBinary(*bin, env);
  if (auto *cmp = llvm::dyn_cast<llvm::CmpInst>(&inst))
    return encodeCompare(*cmp, env).simplify();
  if (auto *cast = llvm::dyn_cast<llvm::CastInst>(&inst))
    return encodeCast(*cast, env);
  if (auto *gep = llvm::dyn_cast<llvm::GEPOperator>(&inst))
    return encodeGep(*gep, env).simplify();
  if (auto *sel = llvm::dyn_cast<llvm::SelectInst>(&inst)) {
    z3::expr cond = toBool(value(sel->getCondition(), env)).simplify();
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
  r = r.simplify();
  return isBool ? (r.extract(0, 0) == ctx_.bv_val(1, 1)).simplify() : r;
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
      return (a.extract(0, 0) == ctx_.bv_val(1, 1)).simplify();
    return a.extract(width(to) - 1, 0).simplify();
  case I::ZExt:
  case I::SExt: {
    unsigned w = width(to);
    if (a.is_bool())
      return z3::ite(a, inst.getOpcode() == I::ZExt ? ctx_.bv_val(1, w)
                                                    : ctx_.bv_val(-1, w),
                     ctx_.bv_val(0, w)).simplify();
    unsigned extra = w - a.get_sort().bv_size();
    return (inst.getOpcode() == I::ZExt ? z3::zext(a, extra) : z3::sext(a, extra)).simplify();
  }
  case I::PtrToInt:
  case I::IntToPtr: {
    unsigned have = a.get_sort().bv_size(), want = width(to);
    if (have == want)
      return a;
    return (have > want ? a.extract(want - 1, 0) : z3::zext(a, want - have)).simplify();
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
  return memory_.advance(ptr, (delta + memory_.ptrConst(constOffset)).simplify());
}

// Pointers into one object compare by offset. Pointers to two different
// objects: C does not fix which lies lower, so an order comparison compares
// their addresses in an unknown layout of non-overlapping objects. Equality
// is false between two live objects, but the address of a freed heap object
// or a popped stack object may be handed out again, so with a dangling side
// it is left open (SV-COMP's valid-free tasks count on this reuse).
Sym Unwinder::comparePointers(const llvm::ICmpInst &inst, Env &env, const PathState &state) {
  z3::expr exact = encodeCompare(inst, env).simplify();
  z3::expr a = value(inst.getOperand(0), env).expr();
  z3::expr b = value(inst.getOperand(1), env).expr();
  z3::expr objA = memory_.objectOf(a), objB = memory_.objectOf(b);
  z3::expr null = memory_.objectOf(memory_.nullPointer());
  if (!inst.isEquality()) {
    z3::expr same = (objA == objB).simplify();
    if (same.is_true())
      return exact;
    memory_.keepApart(objA, objB);
    z3::expr byAddress = compareBits(inst.getPredicate(), memory_.address(a), memory_.address(b));
    return z3::ite(same, exact, byAddress).simplify();
  }
  z3::expr open = (objA != objB && objA != null && objB != null &&
                   (!memory_.isLive(state.mem, a) || !memory_.isLive(state.mem, b)))
                      .simplify();
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
