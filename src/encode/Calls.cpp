// Calls: to functions with a body (inlined, or deferred when the recursion
// is deeper than the unwinding; see CallInlining.cpp), indirect calls, LLVM
// intrinsics, the verifier interface and the C library functions kiki models.
#include "encode/Unwinder.h"
#include "encode/InputReplay.h"
#include "encode/OverflowFlags.h"
#include "ir/CheckCalls.h"
#include "ir/Intrinsics.h"
#include "ir/LibraryFunctions.h"
#include "ir/SourceInfo.h"
#include "libc/LibraryModels.h"
#include "util/Errors.h"
#include "util/Stop.h"
#include "util/Text.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/IntrinsicInst.h>
#include <set>

namespace kiki {
namespace {

/// A name, or the start of names when `prefix`.
struct NamePattern {
  const char *text;
  bool prefix;
};

/// LLVM intrinsics that change nothing the encoding models: debug info,
/// lifetime and stack markers, hints.
constexpr NamePattern IgnoredIntrinsics[] = {
    {"llvm.dbg.", true},           {"llvm.lifetime.", true},
    {"llvm.stacksave", false},     {"llvm.stackrestore", false},
    {"llvm.invariant.", true},     {"llvm.donothing", false},
    {"llvm.var.annotation", true}, {"llvm.prefetch", false},
    {"llvm.experimental.noalias", true},
};

bool isIgnoredIntrinsic(const std::string &name) {
  for (const auto &[text, prefix] : IgnoredIntrinsics)
    if (prefix ? startsWith(name, text) : name == text)
      return true;
  return false;
}

} // namespace

void Unwinder::encodeCall(const llvm::CallBase &call, Frame &frame, Env &env,
                          PathState &state, TraceBlockPtr trace) {
  if (call.isInlineAsm()) {
    addUnsupported(state.guard, "inline assembly", &call);
    if (!call.getType()->isVoidTy())
      env.values[&call] = fresh(call.getType(), "asm");
    return;
  }
  auto *callee = llvm::dyn_cast<llvm::Function>(call.getCalledOperand()->stripPointerCasts());
  if (!callee)
    return encodeIndirectCall(call, frame, env, state, trace);
  std::string name = callee->getName().str();
  if (encodeVerifierFunction(call, name, env, state, trace))
    return;
  if (encodeMemoryFunction(call, name, frame, env, state))
    return;
  if (isUnsupportedFunction(name)) {
    addUnsupported(state.guard, "call to " + name, &call);
    if (!call.getType()->isVoidTy())
      env.values[&call] = fresh(call.getType(), name);
    return;
  }
  if (!callee->isDeclaration())
    return encodeCallTo(*callee, call, frame, env, state, trace);
  encodeExternalCall(call, name, env, state, trace);
}

/// kiki's own intrinsics (ir/Intrinsics.h): the checks and the conditions
/// about pointers and the heap that the instrumentation asks.
bool Unwinder::encodeKikiIntrinsic(const llvm::CallBase &call, const std::string &name,
                                   Env &env, PathState &state, const TraceBlockPtr &trace) {
  auto arg = [&](unsigned i) { return value(call.getArgOperand(i), env); };
  if (name == intrinsic::Check) {
    unsigned id = *checkedProperty(call);
    z3::expr violated = memory_.simplify(state.guard && !toBool(arg(0)));
    if (!violated.is_false()) {
      recordViolation(id, violated);
      if (config_.engine.trace)
        trace->items.push_back(TraceCheck{violated, id});
      // For termination a failed assertion aborts, as assert() does.
      if (config_.checks.assertionsEnd && properties_[id].kind == PropertyKind::Assertion)
        state.guard = state.guard && toBool(arg(0));
    }
    return true;
  }
  auto result = [&](const z3::expr &e) { env.values[&call] = e; return true; };
  z3::expr zeroObj = ctx_.bv_val(0, memory_.objectBits());
  if (name == intrinsic::PtrNonNull)
    return result(memory_.objectOf(arg(0).expr()) != zeroObj);
  if (name == intrinsic::PtrLive) {
    z3::expr p = arg(0).expr();
    return result(memory_.objectOf(p) == zeroObj || memory_.isLive(state.mem, p));
  }
  if (name == intrinsic::PtrWritable) {
    z3::expr p = arg(0).expr();
    z3::expr n = pointerWidth(arg(1).expr(), false);
    return result(memory_.objectOf(p) == zeroObj ||
                  (memory_.isLive(state.mem, p) && !memory_.writesReadOnly(p, n)));
  }
  if (name == intrinsic::PtrInBounds) {
    z3::expr p = arg(0).expr();
    z3::expr n = pointerWidth(arg(1).expr(), false);
    return result(memory_.objectOf(p) == zeroObj || !memory_.isLive(state.mem, p) ||
                  memory_.inBounds(p, n));
  }
  if (name == intrinsic::FreeValid) {
    z3::expr p = arg(0).expr();
    return result(p == memory_.nullPointer() ||
                  (memory_.offsetOf(p) == ctx_.bv_val(0, memory_.offsetBits()) &&
                   memory_.isHeap(memory_.objectOf(p))));
  }
  if (name == intrinsic::FreeLive) {
    z3::expr p = arg(0).expr();
    return result(p == memory_.nullPointer() || memory_.isLive(state.mem, p));
  }
  if (name == intrinsic::AfterFailure)
    return result(afterFailure_);
  if (name == intrinsic::NoLeak)
    return result(state.mem.heapCount == ctx_.bv_val(0, 32));
  return false;
}

bool Unwinder::encodeVerifierFunction(const llvm::CallBase &call,
                                      const std::string &name, Env &env,
                                      PathState &state, TraceBlockPtr trace) {
  if (encodeKikiIntrinsic(call, name, env, state, trace))
    return true;
  auto arg = [&](unsigned i) { return value(call.getArgOperand(i), env); };
  // CBMC's test-input and output markers: no effect on any verdict.
  if (name == "__CPROVER_input" || name == "__CPROVER_output")
    return true;
  if (name == "__VERIFIER_assume" || name == "__CPROVER_assume" ||
      name == "llvm.assume" || (name == "assume" && call.arg_size() == 1)) {
    state.guard = memory_.simplify(state.guard && toBool(arg(0)));
    return true;
  }
  bool definedInProgram = !llvm::cast<llvm::Function>(
      call.getCalledOperand()->stripPointerCasts())->isDeclaration();
  // An error function ends its execution even when the program defines it
  // (its call is the violation); with --no-assertions its body runs.
  bool errorCall = isErrorFunction(name) && config_.checks.assertions;
  if (isPathEnd(name) && (!definedInProgram || errorCall)) {
    state.guard = ctx_.bool_val(false);
    return true;
  }
  if (isInputFunction(name) || startsWith(name, "__kiki_nondet")) {
    if (!call.getType()->isVoidTy()) {
      Sym input = fresh(call.getType(), name);
      if (std::optional<z3::expr> replayed = replayedValue(input, name, state))
        input = Sym(*replayed);
      env.values[&call] = input;
      noteIterationInput(env.values[&call]);
    }
    // kiki's own placeholders (uninitialised locals, argv) are no input a
    // test harness could give.
    if (!startsWith(name, "__kiki_nondet"))
      recordInput(call, name, env, state, trace);
    return true;
  }
  if (name == "assert" || name == "__CPROVER_assert" || name == "__VERIFIER_assert")
    return llvm::cast<llvm::Function>(call.getCalledOperand()->stripPointerCasts())
        ->isDeclaration();
  return encodeLlvmIntrinsic(call, name, env);
}

/// The LLVM intrinsics kiki gives a meaning to or ignores.
bool Unwinder::encodeLlvmIntrinsic(const llvm::CallBase &call, const std::string &name,
                                   Env &env) {
  auto arg = [&](unsigned i) { return value(call.getArgOperand(i), env); };
  auto result = [&](const z3::expr &e) { env.values[&call] = e; return true; };
  if (isIgnoredIntrinsic(name))
    return true;
  if (startsWith(name, "llvm.expect") || name == "llvm.ssa.copy")
    return result(arg(0).expr());
  if (startsWith(name, "llvm.is.constant"))
    return result(ctx_.bool_val(false));
  if (startsWith(name, "llvm.objectsize")) {
    unsigned w = call.getType()->getIntegerBitWidth();
    bool min = memory_.simplify(toBool(arg(1))).is_true();
    return result(min ? ctx_.bv_val(0, w) : ctx_.bv_val(-1, w));
  }
  if (name.find(".with.overflow.") != std::string::npos && startsWith(name, "llvm.")) {
    env.values[&call] = encodeOverflowIntrinsic(call, name, env);
    return true;
  }
  if (startsWith(name, "llvm.abs.")) {
    z3::expr a = arg(0).expr();
    return result(z3::ite(a < ctx_.bv_val(0, a.get_sort().bv_size()), -a, a));
  }
  if (startsWith(name, "llvm.smax.") || startsWith(name, "llvm.smin.") ||
      startsWith(name, "llvm.umax.") || startsWith(name, "llvm.umin.")) {
    z3::expr a = arg(0).expr(), b = arg(1).expr();
    bool isSigned = name[5] == 's', isMax = name.substr(7, 3) == "max";
    z3::expr less = isSigned ? a < b : z3::ult(a, b);
    return result(isMax ? z3::ite(less, b, a) : z3::ite(less, a, b));
  }
  if (startsWith(name, "llvm.fabs."))
    return result(z3::expr(ctx_, Z3_mk_fpa_abs(ctx_, arg(0).expr())));
  if (startsWith(name, "llvm.sqrt."))
    return result(z3::expr(ctx_, Z3_mk_fpa_sqrt(ctx_, Z3_mk_fpa_rne(ctx_), arg(0).expr())));
  if (startsWith(name, "llvm.fma.") || startsWith(name, "llvm.fmuladd."))
    return result(z3::expr(ctx_, Z3_mk_fpa_fma(ctx_, Z3_mk_fpa_rne(ctx_), arg(0).expr(),
                                               arg(1).expr(), arg(2).expr())));
  if (startsWith(name, "llvm.bswap.")) {
    z3::expr a = arg(0).expr();
    unsigned bytes = a.get_sort().bv_size() / 8;
    z3::expr r = a.extract(7, 0);
    for (unsigned i = 1; i < bytes; ++i)
      r = z3::concat(r, a.extract(8 * i + 7, 8 * i));
    return result(r);
  }
  return false;
}

/// llvm.[su]{add,sub,mul}.with.overflow: the result and whether the exact
/// one differs from it.
Sym Unwinder::encodeOverflowIntrinsic(const llvm::CallBase &call, const std::string &name,
                                      Env &env) {
  auto arg = [&](unsigned i) { return value(call.getArgOperand(i), env); };
  z3::expr a = arg(0).expr(), b = arg(1).expr();
  bool isSigned = name[5] == 's';
  OverflowOp op = name.find("add") != std::string::npos   ? OverflowOp::Add
                  : name.find("sub") != std::string::npos ? OverflowOp::Sub
                                                          : OverflowOp::Mul;
  z3::expr r = op == OverflowOp::Add ? a + b : op == OverflowOp::Sub ? a - b : a * b;
  bool cannot = ranges_.cannotOverflow(op, a, b, isSigned);
  rangeCounts_.overflowChecks += cannot;
  z3::expr wide = cannot ? ctx_.bool_val(false) : overflowFlag(op, a, b, isSigned);
  return Sym::aggregate({Sym(memory_.simplify(r)), Sym(memory_.simplify(wide))});
}

bool Unwinder::encodeMemoryFunction(const llvm::CallBase &call, const std::string &name,
                                    Frame &frame, Env &env, PathState &state) {
  auto arg = [&](unsigned i) { return value(call.getArgOperand(i), env).expr(); };
  auto size = [&](unsigned i) { return pointerWidth(arg(i), false); };
  const MemState before = state.mem;
  MemoryFunction kind = classifyMemoryFunction(name);
  if (kind == MemoryFunction::HeapAllocation) {
    env.values[&call] = mayFail(allocate(ObjectKind::Heap, size(0), state, call), before, state);
    return true;
  }
  if (kind == MemoryFunction::StackAllocation) {
    z3::expr base = allocate(ObjectKind::Stack, size(0), state, call);
    frame.stackObjects.push_back(base);
    env.values[&call] = base;
    return true;
  }
  if (kind == MemoryFunction::ZeroedAllocation) {
    z3::expr bytes = memory_.simplify(size(0) * size(1));
    z3::expr base = allocate(ObjectKind::Heap, bytes, state, call);
    state.mem = memory_.memset(state.mem, base, ctx_.bv_val(0, 8), bytes);
    env.values[&call] = mayFail(base, before, state);
    return true;
  }
  if (kind == MemoryFunction::Reallocation) {
    z3::expr old = arg(0), bytes = size(1);
    z3::expr isNull = old == memory_.nullPointer();
    z3::expr base = allocate(ObjectKind::Heap, bytes, state, call);
    z3::expr oldSize = memory_.sizeOf(memory_.objectOf(old));
    z3::expr copied = z3::ite(isNull, memory_.ptrConst(0),
                              z3::ite(z3::ult(oldSize, bytes), oldSize, bytes));
    state.mem = memory_.memcpy(state.mem, base, old, copied);
    MemState freed = memory_.setAlive(state.mem, memory_.objectOf(old), false);
    freed.heapCount = freed.heapCount - ctx_.bv_val(1, 32);
    state.mem = memory_.ite(isNull, state.mem, freed);
    // A failed realloc returns NULL and leaves the old block as it was.
    env.values[&call] = mayFail(base, before, state);
    return true;
  }
  if (kind == MemoryFunction::Free) {
    z3::expr p = arg(0);
    z3::expr obj = memory_.objectOf(p);
    z3::expr releases = p != memory_.nullPointer() && memory_.isLive(state.mem, p) &&
                        memory_.isHeap(obj) &&
                        memory_.offsetOf(p) == ctx_.bv_val(0, memory_.offsetBits());
    MemState after = memory_.setAlive(state.mem, obj, false);
    after.heapCount = z3::ite(releases, after.heapCount - ctx_.bv_val(1, 32),
                              after.heapCount);
    state.mem = memory_.ite(p == memory_.nullPointer(), state.mem, after);
    return true;
  }
  bool isMemcpy = startsWith(name, "llvm.memcpy") || startsWith(name, "llvm.memmove") ||
                  kind == MemoryFunction::Copy;
  if (isMemcpy) {
    state.mem = memory_.memcpy(state.mem, arg(0), arg(1), size(2));
    endIfReadOnly(state, arg(0), size(2));
    if (!call.getType()->isVoidTy())
      env.values[&call] = arg(0);
    return true;
  }
  if (name == intrinsic::Fill) { // an accelerated loop (instrument/AccelerateLoops)
    state.mem = memory_.fill(state.mem, arg(0), arg(1), arg(2),
                             llvm::cast<llvm::ConstantInt>(call.getArgOperand(3))->getZExtValue());
    endIfReadOnly(state, arg(0), arg(2));
    return true;
  }
  // The memory after an accelerated havoc is a variable defined as it: a
  // later loop's array segment is instantiated at the reads of a memory
  // variable (addReadHook), and a lambda term is none (2LS's arrays/max
  // lost its proof). Not for fills: the equality with a fill's lambda (a
  // remainder per byte) took a 0.5 s failure past 60 s.
  if (name == intrinsic::Havoc) {
    MemState effect = memory_.havocRange(state.mem, arg(0), size(1), "accel.values");
    state.mem = memory_.freshState("accel.mem");
    memory_.define(state.mem, ctx_.bool_val(true), effect);
    endIfReadOnly(state, arg(0), size(1));
    return true;
  }
  if (startsWith(name, "llvm.memset") || kind == MemoryFunction::Set) {
    z3::expr byte = arg(1);
    byte = byte.get_sort().bv_size() == 8 ? byte : byte.extract(7, 0);
    state.mem = memory_.memset(state.mem, arg(0), byte, size(2));
    endIfReadOnly(state, arg(0), size(2));
    if (!call.getType()->isVoidTy())
      env.values[&call] = arg(0);
    return true;
  }
  return false;
}

/// With --malloc-may-fail an allocation may instead return NULL and leave
/// the memory as it was before the call.
z3::expr Unwinder::mayFail(const z3::expr &base, const MemState &before, PathState &state) {
  if (!config_.checks.mallocMayFail)
    return base;
  z3::expr fails = ctx_.bool_const(freshName("malloc.fails").c_str());
  state.mem = memory_.ite(fails, before, state.mem);
  return z3::ite(fails, memory_.nullPointer(), base);
}

void Unwinder::encodeCallTo(const llvm::Function &callee, const llvm::CallBase &call,
                            Frame &frame, Env &env, PathState &state,
                            TraceBlockPtr trace) {
  throwIfStopped();
  std::vector<Sym> args;
  for (const auto &a : call.args())
    args.push_back(value(a.get(), env));
  unsigned recursion = std::count(frame.callStack.begin(), frame.callStack.end(), &callee);
  bool hasResult = !call.getType()->isVoidTy() && !callee.getReturnType()->isVoidTy();
  if (recursion <= depth_) {
    auto [after, result] = inlineCall(frame.instance, frame.callStack, callee, args, state, trace);
    state = after;
    if (!call.getType()->isVoidTy())
      env.values[&call] = hasResult && result ? *result : fresh(call.getType(), "result");
    return;
  }
  auto deferred = std::make_unique<DeferredCall>(DeferredCall{
      frame.instance, frame.callStack, &callee, std::move(args), literal(state.guard, "reach.call"),
      state,
      PathState{ctx_.bool_const(freshName("call.g").c_str()),
                memory_.freshState(freshName("call.mem"))},
      std::nullopt, std::make_shared<TraceBlock>(), false});
  solver_.add(z3::implies(deferred->exit.guard, deferred->reach));
  if (!call.getType()->isVoidTy()) {
    Sym result = fresh(call.getType(), "call.result");
    if (hasResult)
      deferred->result = result;
    env.values[&call] = result;
  }
  trace->items.push_back(deferred->trace);
  state = deferred->exit;
  summarize(*deferred);
  calls_.push_back(std::move(deferred));
}

void Unwinder::encodeIndirectCall(const llvm::CallBase &call, Frame &frame, Env &env,
                                  PathState &state, TraceBlockPtr trace) {
  z3::expr target = value(call.getCalledOperand(), env).expr();
  std::vector<Incoming> returns;
  z3::expr matched = ctx_.bool_val(false);
  for (const auto *candidate : model_.addressTaken()) {
    if (candidate->arg_size() != call.arg_size() ||
        candidate->getReturnType()->isVoidTy() != call.getType()->isVoidTy())
      continue;
    z3::expr hit = target == globals_.at(candidate);
    matched = matched || hit;
    PathState branch{memory_.simplify(state.guard && hit), state.mem};
    if (branch.guard.is_false())
      continue;
    encodeCallTo(*candidate, call, frame, env, branch, trace);
    std::vector<Sym> result;
    if (!call.getType()->isVoidTy())
      result.push_back(env.values.at(&call));
    returns.push_back(Incoming{branch.guard, branch.mem, std::move(result)});
  }
  addUnsupported(memory_.simplify(state.guard && !matched),
                 "call through a pointer that matches no function", &call);
  if (returns.empty()) {
    state.guard = ctx_.bool_val(false);
    return;
  }
  Incoming merged = mergeIncoming(*call.getParent(), std::move(returns));
  state = PathState{merged.guard, merged.mem};
  if (!call.getType()->isVoidTy())
    env.values[&call] = merged.phis[0];
}

void Unwinder::encodeExternalCall(const llvm::CallBase &call, const std::string &name,
                                  Env &env, PathState &state, const TraceBlockPtr &trace) {
  if (startsWith(name, "llvm."))
    throw Unsupported("intrinsic " + name);
  if (!call.getType()->isVoidTy())
    env.values[&call] = fresh(call.getType(), name);
  recordInput(call, name, env, state, trace);
  // Its result is a guess: a violation that needs the call is not reported.
  unmodelled_.push_back(UnmodelledCall{state.guard, name, SourceInfo::line(call)});
  // Unknown code may write to the objects it is given pointers to.
  std::vector<z3::expr> pointers;
  for (const auto &a : call.args())
    if (a->getType()->isPointerTy())
      pointers.push_back(value(a.get(), env).expr());
  state.mem = memory_.havocObjects(state.mem, pointers, "havoc." + name);
}

/// Whether every execution encoded so far reaches a point of this guard:
/// true as a term, or (a replay's constants have decided the code before,
/// but a loop's exit value still names it) shown by a bounded solver call.
bool Unwinder::unconditional(const z3::expr &guard) {
  if (guard.is_true())
    return true;
  uint64_t work = kCompletionWork;
  return solver_.checkWithWorkLimit({!guard}, kCompletionConflicts, work) == SatResult::Unsat;
}

std::optional<z3::expr> Unwinder::replayedValue(const Sym &input, const std::string &name,
                                                const PathState &state) {
  const auto &inputs = config_.engine.replay;
  if (!inputs || !replayInOrder_ || !InputReplay::isReplayed(name))
    return std::nullopt;
  std::optional<z3::expr> value;
  if (replayNext_ < inputs->size() && input.isScalar() && unconditional(state.guard))
    value = InputReplay::constant(input.expr().get_sort(), (*inputs)[replayNext_]);
  if (!value) { // from here on, which call comes next depends on the path
    replayInOrder_ = false;
    return std::nullopt;
  }
  ++replayNext_;
  return value;
}

void Unwinder::noteIterationInput(const Sym &value) {
  if (currentIteration_ && currentIteration_->iterations == 0 && value.isScalar())
    currentIteration_->firstInputs.push_back(value.expr());
}

/// Values that come from outside the program, in execution order, for test
/// harnesses and witnesses. Calls inside kiki's C library models are the
/// model's business: the real library answers them.
void Unwinder::recordInput(const llvm::CallBase &call, const std::string &name,
                           const Env &env, const PathState &state,
                           const TraceBlockPtr &trace) {
  if (!config_.engine.trace || call.getType()->isVoidTy() || call.getMetadata("kiki.call"))
    return;
  auto it = env.values.find(&call);
  if (it == env.values.end() || !it->second.isScalar())
    return;
  const auto *callee =
      llvm::dyn_cast<llvm::Function>(call.getCalledOperand()->stripPointerCasts());
  bool defined = callee && !callee->isDeclaration();
  trace->items.push_back(TraceInput{state.guard, &call, name, it->second, defined});
}

} // namespace kiki
