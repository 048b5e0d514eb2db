// The unwinder's start: the entry state (globals, the command line), and
// the encoding of a region of blocks with the terminators that route its
// edges. Loops are in LoopUnwinding.cpp, inlined calls in CallInlining.cpp.
#include "encode/Unwinder.h"
#include "ir/LibraryFunctions.h"
#include "util/Errors.h"

#include <llvm/IR/CFG.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/GlobalVariable.h>
#include <algorithm>
#include <unordered_set>

namespace kiki {

Unwinder::Unwinder(ProgramModel &model, const PropertyTable &properties,
                   const Config &config, Solver &solver, MemoryModel &memory)
    : model_(model), properties_(properties), config_(config), solver_(solver),
      memory_(memory), ctx_(solver.context()), useSummaries_(ctx_.bool_val(false)),
      violations_(properties.size()), stepViolations_(properties.size()),
      rootTrace_(std::make_shared<TraceBlock>()),
      afterFailure_(solver.freshBool("after.failure")) {
  memory_.setFactSink([this](const z3::expr &fact) { solver_.add(fact); });
  if (config.engine.heap)
    memory_.recordSites();
  if (heapPointerFacts())
    memory_.stateSitesAreHeap();
}

std::string Unwinder::freshName(const std::string &base) {
  return base + "#" + std::to_string(freshCounter_++);
}

z3::expr Unwinder::literal(const z3::expr &definition, const std::string &base) {
  z3::expr simple = memory_.simplify(definition);
  if (simple.is_true() || simple.is_false())
    return simple;
  z3::expr lit = ctx_.bool_const(freshName(base).c_str());
  solver_.add(lit == definition);
  return lit;
}

namespace {
/// Whether the term has more than `limit` distinct subterms; stops counting
/// there, so the cost is bounded by the limit.
bool termLargerThan(const z3::expr &term, unsigned limit) {
  std::unordered_set<unsigned> seen;
  std::vector<z3::expr> todo{term};
  while (!todo.empty()) {
    z3::expr e = todo.back();
    todo.pop_back();
    if (!seen.insert(e.id()).second || !e.is_app())
      continue;
    if (seen.size() > limit)
      return true;
    for (unsigned i = 0; i < e.num_args(); ++i)
      todo.push_back(e.arg(i));
  }
  return false;
}
} // namespace

/// A fresh constant defined (once, in the solver) as `value`. Its range
/// (intervals over the ranges of the names in `value`) is kept for the
/// overflow checks over it; plain bounded model checking also asserts it,
/// for the checks that stay with the solver (the last products of a digit
/// loop that may overflow are bounded by the ones before).
z3::expr Unwinder::definedName(const z3::expr &value, const std::string &base) {
  z3::expr name = ctx_.constant(freshName(base).c_str(), value.get_sort());
  solver_.add(name == value);
  if (value.is_bv())
    if (auto range = ranges_.of(value))
      noteRange(name, *range);
  return name;
}

/// `name` lies in `range` (the caller knows it from name's definition): kept
/// for the ranges after it, and asserted in plain BMC.
void Unwinder::noteRange(const z3::expr &name, SignedRange range) {
  ranges_.record(name, range);
  if (config_.engine.kInduction())
    return;
  unsigned width = name.get_sort().bv_size();
  solver_.add(z3::sge(name, ctx_.bv_val(range.lo, width)) &&
              z3::sle(name, ctx_.bv_val(range.hi, width)));
}

// A read through stores that may alias the address is an if-then-else over
// them. Each later term that uses it (a store of it, a condition, the next
// read of memory that holds it) would contain it, and simplify() walks the
// whole term again at every step: in a loop that reads what the previous
// iteration wrote, each read contains every earlier one and the unwinding's
// cost grew with the cube of its depth (docs/decisions.md). A named read is
// one constant to them; the definition goes to the solver once.
Sym Unwinder::nameIfLarge(const Sym &value, const std::string &base) {
  // 64 named the short read chains of small loops too and made the book's
  // uri --octagons 2.8 -> 4.2 s and bubble_sort 2.8 -> 3.9 s; 512 leaves
  // them as they were and still names LexIndexValue-Pointer-3's chains.
  constexpr unsigned kLargeTerm = 512;
  if (!value.isScalar() || !termLargerThan(value.expr(), kLargeTerm))
    return value;
  return definedName(value.expr(), base);
}

namespace {
/// Whether the value is computed by multiplication, division or remainder:
/// found along its arithmetic (sums, products, bit operations, extensions,
/// the branches of if-then-else), not inside the conditions and memory reads
/// it depends on (an address `a + 4 * i` in a comparison does not count).
bool hasArithmeticCircuit(const z3::expr &term, unsigned limit) {
  std::unordered_set<unsigned> seen;
  std::vector<z3::expr> todo{term};
  while (!todo.empty() && seen.size() <= limit) {
    z3::expr e = todo.back();
    todo.pop_back();
    if (!seen.insert(e.id()).second || !e.is_app())
      continue;
    switch (e.decl().decl_kind()) {
    case Z3_OP_BMUL: case Z3_OP_BUDIV: case Z3_OP_BUDIV_I: case Z3_OP_BSDIV: case Z3_OP_BSDIV_I:
    case Z3_OP_BUREM: case Z3_OP_BUREM_I: case Z3_OP_BSREM: case Z3_OP_BSREM_I: case Z3_OP_BSMOD:
    case Z3_OP_BSMOD_I:
      return true;
    case Z3_OP_ITE:
      todo.push_back(e.arg(1));
      todo.push_back(e.arg(2));
      break;
    case Z3_OP_BADD: case Z3_OP_BSUB: case Z3_OP_BNEG: case Z3_OP_BAND: case Z3_OP_BOR:
    case Z3_OP_BXOR: case Z3_OP_BNOT: case Z3_OP_BSHL: case Z3_OP_BLSHR: case Z3_OP_BASHR:
    case Z3_OP_EXTRACT: case Z3_OP_CONCAT: case Z3_OP_SIGN_EXT: case Z3_OP_ZERO_EXT:
      for (unsigned i = 0; i < e.num_args(); ++i)
        todo.push_back(e.arg(i));
      break;
    default:
      break;
    }
  }
  return false;
}
} // namespace

// A loop variable computed with multiplication or division (v = v * 10 + d)
// is named at each iteration's head, as the SSA of a bounded model checker
// names every assignment. Inline, the simplifier distributes each product
// over the sum before it (100 * v + 10 * d), so every iteration gets
// multipliers of its own and the overflow checks compare structurally
// different circuits: the bounded queries of a digit loop grew tenfold per
// iteration (docs/decisions.md).
Sym Unwinder::nameIfArithmetic(const Sym &value, const std::string &base) {
  constexpr unsigned kSearchLimit = 4096;
  if (!value.isScalar() || !value.expr().is_bv() || value.expr().is_numeral() ||
      !hasArithmeticCircuit(value.expr(), kSearchLimit))
    return value;
  return definedName(value.expr(), base);
}

void Unwinder::notePointsToSite(const z3::expr &base, const llvm::Value &site) {
  if (auto number = pointsTo_ ? pointsTo_->siteOf(site) : std::nullopt)
    memory_.setPointsToSite(base, *number);
}

void Unwinder::start(unsigned depth) {
  depth_ = depth;
  const llvm::Function *entry = model_.module().getFunction(config_.frontEnd.entry);
  if (!entry || entry->isDeclaration())
    throw UsageError("the entry function '" + config_.frontEnd.entry + "' has no body");
  if (!pointsTo_)
    pointsTo_.emplace(model_.module(), *entry, config_.frontEnd.entryGiven);
  MemState mem = initialiseGlobals(memory_.initialState("mem0"));
  std::vector<Sym> args;
  for (const auto &arg : entry->args())
    args.push_back(fresh(arg.getType(), arg.getName().str()));
  if (!config_.frontEnd.entryGiven && entry->arg_size() >= 2 &&
      entry->getArg(0)->getType()->isIntegerTy() && entry->getArg(1)->getType()->isPointerTy())
    mem = commandLine(*entry, args[0].expr(), args[1], mem);
  if (config_.frontEnd.entryGiven && config_.engine.inputObjects)
    mem = inputObjects(*entry, mem);
  PathState entryState{ctx_.bool_val(true), mem};
  inlineCall(-1, {}, *entry, args, entryState, rootTrace_);
  unwindTo(depth);
}

void Unwinder::unwindTo(unsigned depth) {
  depth_ = std::max(depth_, depth);
  while (expandPending()) {
  }
}

namespace {
/// Command-line arguments with an object of their own each; argv[i] for
/// i >= this is only modelled when the program never reads it.
constexpr unsigned ModelledArguments = 4;
/// Linux's limits: MAX_ARG_STRLEN bytes per argument, and (from ARG_MAX)
/// fewer than this many arguments.
constexpr uint64_t MaxArgumentBytes = 131072;
constexpr uint64_t MaxArguments = 131072;

/// Whether `argv` is only read as argv[c] with constants c below the number
/// of modelled arguments (then more arguments than that change nothing); a
/// comparison of argv itself reads none, a load through it reads argv[0].
bool onlyFirstArgumentsRead(const llvm::Argument &argv) {
  for (const auto *user : argv.users()) {
    auto *load = llvm::dyn_cast<llvm::LoadInst>(user);
    if (llvm::isa<llvm::ICmpInst>(user) || (load && load->getPointerOperand() == &argv))
      continue;
    auto *gep = llvm::dyn_cast<llvm::GetElementPtrInst>(user);
    if (!gep || gep->getNumIndices() != 1)
      return false;
    auto *index = llvm::dyn_cast<llvm::ConstantInt>(gep->getOperand(1));
    if (!index || index->getValue().uge(ModelledArguments))
      return false;
  }
  return true;
}
} // namespace

/// main(argc, argv): 1 <= argc, argv[0..argc-1] point to NUL-terminated
/// strings of arbitrary content, each in an object of its own (not heap:
/// freeing one is invalid), argv[argc] is NULL. The first few arguments are
/// modelled; when the program may read further ones, more arguments than
/// that are an unsupported case (no proof, no counterexample through it).
MemState Unwinder::commandLine(const llvm::Function &entry, const z3::expr &argc,
                               const Sym &argv, MemState mem) {
  unsigned intBits = argc.get_sort().bv_size();
  solver_.add(argc >= ctx_.bv_val(1, intBits));
  solver_.add(argc <= ctx_.bv_val(MaxArguments, intBits));
  uint64_t pointerBytes = memory_.pointerBits() / 8;
  z3::expr count = memory_.toPointerWidth(argc);
  std::vector<z3::expr> facts;
  z3::expr table = memory_.newObject(
      ObjectKind::Global, (count + memory_.ptrConst(1)) * memory_.ptrConst(pointerBytes), facts);
  solver_.add(argv.expr() == table);
  mem = memory_.setAlive(mem, memory_.objectOf(table), true);
  allocationLabels_.push_back(
      {memory_.simplify(memory_.objectOf(table)), ObjectLabel::Allocation, "argv", nullptr});
  auto *bytePtr = llvm::Type::getInt8PtrTy(model_.module().getContext());
  auto *byte = llvm::Type::getInt8Ty(model_.module().getContext());
  for (unsigned i = 0; i <= ModelledArguments; ++i) {
    z3::expr slot = memory_.advance(table, i * pointerBytes);
    z3::expr index = ctx_.bv_val(i, intBits);
    z3::expr value = memory_.nullPointer();
    if (i < ModelledArguments) {
      z3::expr size = memory_.toPointerWidth(ctx_.bv_const(
          freshName("argv." + std::to_string(i) + ".size").c_str(), intBits));
      facts.push_back(z3::uge(size, memory_.ptrConst(1)));
      facts.push_back(z3::ule(size, memory_.ptrConst(MaxArgumentBytes)));
      z3::expr text = memory_.newObject(ObjectKind::Global, size, facts);
      mem = memory_.setAlive(mem, memory_.objectOf(text), true);
      allocationLabels_.push_back({memory_.simplify(memory_.objectOf(text)),
                                   ObjectLabel::Allocation, "argv[" + std::to_string(i) + "]",
                                   nullptr});
      mem = memory_.store(mem, memory_.advance(text, size - memory_.ptrConst(1)),
                          Sym(ctx_.bv_val(0, 8)), byte);
      value = z3::ite(index < argc, text, value);
    } else {
      value = z3::ite(index == argc, value, fresh(bytePtr, "argv.more").expr());
    }
    mem = memory_.store(mem, slot, Sym(value), bytePtr);
  }
  for (const auto &fact : facts)
    solver_.add(fact);
  if (!onlyFirstArgumentsRead(*entry.getArg(1)))
    addUnsupported(argc > ctx_.bv_val(ModelledArguments, intBits),
                   "more than " + std::to_string(ModelledArguments) +
                       " command-line arguments",
                   &*entry.getEntryBlock().getFirstInsertionPt());
  return mem;
}

/// One live object of any size per pointer parameter; its content, like
/// the pointer, is arbitrary, so pointers may lead into any of them.
MemState Unwinder::inputObjects(const llvm::Function &entry, MemState mem) {
  std::vector<z3::expr> facts;
  for (const auto &arg : entry.args()) {
    if (!arg.getType()->isPointerTy())
      continue;
    z3::expr size = ctx_.bv_const(freshName("input.size").c_str(), memory_.pointerBits());
    z3::expr base = memory_.newObject(ObjectKind::Input, size, facts);
    mem = memory_.setAlive(mem, memory_.objectOf(base), true);
    allocationLabels_.push_back({memory_.simplify(memory_.objectOf(base)), ObjectLabel::Allocation,
                                 "input object of " + arg.getName().str(), nullptr});
  }
  for (const auto &fact : facts)
    solver_.add(fact);
  return mem;
}

MemState Unwinder::initialiseGlobals(MemState mem) {
  std::vector<z3::expr> facts;
  auto &module = model_.module();
  for (const auto &f : module) {
    z3::expr base = memory_.newObject(ObjectKind::Function, memory_.ptrConst(0), facts);
    globals_.emplace(&f, base);
    notePointsToSite(base, f);
  }
  std::vector<const llvm::GlobalVariable *> initialised;
  const auto &layout = module.getDataLayout();
  // The read-only globals first: their numbers form one range.
  std::vector<const llvm::GlobalVariable *> ordered;
  for (const auto &g : module.globals())
    ordered.push_back(&g);
  auto writable = std::stable_partition(ordered.begin(), ordered.end(),
                                        [](const auto *g) { return g->isConstant(); });
  unsigned readOnlyFirst = memory_.objectCount();
  unsigned readOnlyEnd = readOnlyFirst + static_cast<unsigned>(writable - ordered.begin());
  for (const auto *global : ordered) {
    const llvm::GlobalVariable &g = *global;
    uint64_t size = layout.getTypeAllocSize(g.getValueType());
    z3::expr base = memory_.newObject(ObjectKind::Global, memory_.ptrConst(size), facts);
    globals_.emplace(&g, base);
    notePointsToSite(base, g);
    mem = memory_.setAlive(mem, memory_.objectOf(base), true);
    bool nondet = config_.frontEnd.entryGiven && !g.isConstant();
    if (g.hasInitializer() && !nondet && !onlyPassedToPathEnds(g))
      initialised.push_back(&g);
  }
  for (const auto &fact : facts)
    solver_.add(fact);
  // The content of a global that only failed assertions see (their message
  // strings, see onlyPassedToPathEnds) is left out: every read through a
  // pointer of unknown object would otherwise compare against each byte.
  // Zero-fill every initialised global at once, then store the non-zero parts.
  if (!initialised.empty()) {
    z3::expr a = ctx_.bv_const("a", memory_.pointerBits());
    z3::expr hit = ctx_.bool_val(false);
    for (const auto *g : initialised)
      hit = hit || memory_.objectOf(a) == memory_.objectOf(globals_.at(g));
    mem.bytes = z3::lambda(a, z3::ite(hit, ctx_.bv_val(0, 8), z3::select(mem.bytes, a)));
  }
  Env env;
  for (const auto *g : initialised) {
    const llvm::Constant *init = g->getInitializer();
    if (init->isNullValue())
      continue;
    bool large = layout.getTypeAllocSize(g->getValueType()) >= MemoryModel::kTableBytes;
    mem = large ? memory_.storeTable(mem, globals_.at(g), constant(init, env), g->getValueType())
                : memory_.store(mem, globals_.at(g), constant(init, env), g->getValueType());
  }
  memory_.setReadOnly(readOnlyFirst, readOnlyEnd, mem.bytes);
  return mem;
}

void Unwinder::endIfReadOnly(PathState &state, const z3::expr &dst,
                             std::optional<z3::expr> length) {
  z3::expr writes = memory_.writesReadOnly(dst, length);
  if (!writes.is_false())
    state.guard = state.guard && !writes;
}

Incoming Unwinder::mergeIncoming(const llvm::BasicBlock &block,
                                 std::vector<Incoming> in) {
  KIKI_INVARIANT(!in.empty(), "merge of no incoming edges");
  Incoming result = in.back();
  z3::expr guard = result.guard;
  for (size_t i = in.size() - 1; i-- > 0;) {
    const Incoming &edge = in[i];
    guard = guard || edge.guard;
    result.mem = memory_.ite(edge.guard, edge.mem, result.mem);
    for (size_t p = 0; p < result.phis.size(); ++p)
      result.phis[p] = symIte(edge.guard, edge.phis[p], result.phis[p]);
  }
  result.guard = in.size() == 1 ? guard : literal(guard, "g." + block.getName().str());
  return result;
}

std::vector<Sym> Unwinder::phiValues(const llvm::BasicBlock &from,
                                     const llvm::BasicBlock &to, Env &env) {
  std::vector<Sym> values;
  for (const auto &phi : to.phis())
    values.push_back(value(phi.getIncomingValueForBlock(&from), env));
  return values;
}

Unwinder::RegionExits
Unwinder::encodeRegion(Frame &frame, const llvm::Loop *loop, EnvPtr env,
                       TraceBlockPtr trace,
                       std::map<const llvm::BasicBlock *, std::vector<Incoming>> pending) {
  RegionExits out;
  std::set<const llvm::BasicBlock *> done;
  auto route = [&](const llvm::BasicBlock *target, Incoming edge) {
    if (edge.guard.is_false())
      return;
    if (loop && target == loop->getHeader())
      out.latches.push_back(std::move(edge));
    else if (loop && !model_.inLoop(*frame.function, loop, target))
      out.exits[target].push_back(std::move(edge));
    else if (done.count(target))
      addUnsupported(edge.guard, "irreducible control flow (goto into a loop)",
                     target->getFirstNonPHI());
    else
      pending[target].push_back(std::move(edge));
  };
  for (const auto *block : model_.region(*frame.function, loop)) {
    done.insert(block);
    auto it = pending.find(block);
    if (it == pending.end() || it->second.empty())
      continue;
    std::vector<Incoming> in = std::move(it->second);
    pending.erase(it);
    const llvm::Loop *inner = model_.homeLoop(*frame.function, block);
    if (inner != loop && inner->getHeader() == block) {
      auto &instance = createLoop(frame, inner, env, trace, std::move(in));
      for (auto &exit : instance.exits)
        route(exit.block, exit.merged);
      continue;
    }
    Incoming merged = mergeIncoming(*block, std::move(in));
    size_t p = 0;
    for (const auto &phi : block->phis())
      env->values[&phi] = merged.phis[p++];
    PathState state{merged.guard, merged.mem};
    for (const auto &inst : *block) {
      if (llvm::isa<llvm::PHINode>(inst))
        continue;
      if (inst.isTerminator()) {
        recordBranch(inst, *env, state, trace);
        encodeTerminator(inst, *env, state, route, frame);
        break;
      }
      encodeInstruction(inst, frame, *env, state, trace);
      if (state.guard.is_false())
        break; // the path ends here (exit, abort, assume(0), ...)
    }
  }
  return out;
}

void Unwinder::encodeTerminator(
    const llvm::Instruction &term, Env &env, PathState &state,
    const std::function<void(const llvm::BasicBlock *, Incoming)> &route,
    Frame &frame) {
  const llvm::BasicBlock &from = *term.getParent();
  auto edge = [&](const llvm::BasicBlock *to, const z3::expr &cond) {
    z3::expr c = memory_.simplify(cond);
    if (c.is_false())
      return;
    z3::expr guard = c.is_true() ? state.guard : (state.guard && c);
    route(to, Incoming{guard, state.mem, phiValues(from, *to, env)});
  };
  if (auto *br = llvm::dyn_cast<llvm::BranchInst>(&term)) {
    if (br->isUnconditional())
      return edge(br->getSuccessor(0), ctx_.bool_val(true));
    z3::expr cond = toBool(value(br->getCondition(), env));
    if (br->getSuccessor(0) == br->getSuccessor(1))
      return edge(br->getSuccessor(0), ctx_.bool_val(true));
    edge(br->getSuccessor(0), cond);
    edge(br->getSuccessor(1), !cond);
    return;
  }
  if (auto *sw = llvm::dyn_cast<llvm::SwitchInst>(&term)) {
    z3::expr selector = value(sw->getCondition(), env).expr();
    // Successors reached by several cases get one edge with the disjunction.
    std::map<const llvm::BasicBlock *, z3::expr> conds;
    z3::expr none = ctx_.bool_val(true);
    for (const auto &c : sw->cases()) {
      z3::expr hit = selector == value(c.getCaseValue(), env).expr();
      auto [it, fresh] = conds.try_emplace(c.getCaseSuccessor(), hit);
      if (!fresh)
        it->second = it->second || hit;
      none = none && !hit;
    }
    auto [it, fresh] = conds.try_emplace(sw->getDefaultDest(), none);
    if (!fresh)
      it->second = it->second || none;
    for (const auto &[to, cond] : conds)
      edge(to, cond);
    return;
  }
  if (auto *ret = llvm::dyn_cast<llvm::ReturnInst>(&term)) {
    std::vector<Sym> result;
    if (ret->getReturnValue())
      result.push_back(value(ret->getReturnValue(), env));
    frame.returns.push_back(Incoming{state.guard, state.mem, std::move(result)});
    return;
  }
  if (llvm::isa<llvm::UnreachableInst>(term))
    return;
  addUnsupported(state.guard, std::string("terminator ") + term.getOpcodeName(), &term);
}

} // namespace kiki
