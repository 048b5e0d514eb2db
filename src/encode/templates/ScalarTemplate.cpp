// The template variables of a loop instance for kIkI's invariant inference:
// its integer loop-back variables (header phis) and, for relational domains,
// the integer values from before the loop that the loop reads (a bound n in
// `while (i < n)`). Both are read at the arbitrary start and at the back
// edges of the first iteration.
#include "encode/templates/ScalarTemplate.h"
#include "ir/SourceInfo.h"

#include <llvm/IR/Instructions.h>
#include <algorithm>
#include <set>

namespace kiki {
namespace {
/// Relational rows grow with the square of the variables; beyond this many
/// values from before the loop, the rest are left out (less precise, sound).
constexpr size_t kMaxOuterValues = 6;
} // namespace

namespace {
/// An integer whose signed order is the order of the floating-point value
/// (for all but NaN): the IEEE bits when the sign is clear, minus the
/// magnitude bits when it is set, so -0.0 and +0.0 share the key 0. It is a
/// function of the value, so facts about keys are facts about the floats,
/// and a key that decreases in every iteration is a ranking function.
z3::expr floatKey(const z3::expr &value) {
  z3::expr bits = value.mk_to_ieee_bv();
  unsigned width = bits.get_sort().bv_size();
  z3::expr magnitude = z3::zext(bits.extract(width - 2, 0), 1);
  z3::expr negative = bits.extract(width - 1, width - 1) == bits.ctx().bv_val(1, 1);
  return z3::ite(negative, -magnitude, magnitude);
}
} // namespace

std::optional<TemplateVar> templateVar(const SourceInfo &source, const llvm::Value &v,
                                       bool loopBack) {
  llvm::Type *type = v.getType();
  bool isFloat = type->isFloatTy() || type->isDoubleTy();
  if (!isFloat && (!type->isIntegerTy() || type->getIntegerBitWidth() > 64))
    return std::nullopt;
  std::string name = source.variableName(&v);
  if (name.empty())
    name = source.describe(&v, 2);
  unsigned width = static_cast<unsigned>(type->getPrimitiveSizeInBits());
  bool isSigned = isFloat || (width > 1 && !source.isUnsignedVariable(&v));
  return TemplateVar{name, width, isSigned, loopBack, isFloat};
}

z3::expr templateTerm(z3::context &ctx, const Sym &value) {
  const z3::expr &e = value.expr();
  if (e.is_bool())
    return z3::ite(e, ctx.bv_val(1, 1), ctx.bv_val(0, 1));
  if (e.is_fpa())
    return floatKey(e);
  return e;
}

namespace {
/// Whether `f` reads low bits of a value: x % 2^k (k <= 8) or x & 1, 3, 7.
/// Then its loops' integer variables get congruence rows; elsewhere they
/// would only cost.
bool readsLowBits(const llvm::Function &f) {
  for (const auto &block : f)
    for (const auto &inst : block) {
      auto *op = llvm::dyn_cast<llvm::BinaryOperator>(&inst);
      auto *c = op ? llvm::dyn_cast<llvm::ConstantInt>(op->getOperand(1)) : nullptr;
      if (!c || c->getValue().getActiveBits() > 9)
        continue;
      uint64_t k = c->getZExtValue();
      bool modulo = (op->getOpcode() == llvm::Instruction::URem ||
                     op->getOpcode() == llvm::Instruction::SRem) &&
                    k >= 2 && (k & (k - 1)) == 0;
      bool mask = op->getOpcode() == llvm::Instruction::And && (k == 1 || k == 3 || k == 7);
      if (modulo || mask)
        return true;
    }
  return false;
}
} // namespace

void addLoopVariables(LoopView &view, LoopSite &site) {
  const llvm::Loop *loop = &view.loop();
  z3::context &ctx = view.context();
  const llvm::DebugLoc &where = loop->getStartLoc();
  bool lowBits = readsLowBits(*loop->getHeader()->getParent());
  size_t index = 0;
  for (const auto &phi : loop->getHeader()->phis()) {
    size_t p = index++;
    auto var = templateVar(view.source(), phi, true);
    if (!var)
      continue;
    var->lowBits = lowBits && !var->floatKey;
    var->cVariable = !var->floatKey &&
                     view.source().holdsVariableAt(&phi, var->width, true, where);
    site.vars.push_back(*var);
    site.transition.start.push_back(templateTerm(ctx, view.start().phis.at(p)));
    site.transition.head.push_back(templateTerm(ctx, view.head().phis.at(p)));
    for (size_t l = 0; l < view.latches().size(); ++l)
      site.transition.latches[l].state.push_back(
          templateTerm(ctx, view.latches()[l].phis.at(p)));
  }
}

void addPathBits(LoopView &view, LoopSite &site) {
  const llvm::Loop &loop = view.loop();
  std::vector<const llvm::BranchInst *> branches;
  for (const llvm::BasicBlock *block : loop.blocks()) {
    bool inner = std::any_of(loop.begin(), loop.end(),
                             [block](const llvm::Loop *sub) { return sub->contains(block); });
    auto *branch = llvm::dyn_cast<llvm::BranchInst>(block->getTerminator());
    if (inner || !branch || !branch->isConditional() ||
        !loop.contains(branch->getSuccessor(0)) || !loop.contains(branch->getSuccessor(1)))
      continue;
    branches.push_back(branch);
    if (branches.size() == kMaxPathBranches)
      break;
  }
  if (branches.empty())
    return;
  z3::context &ctx = view.context();
  LoopSite::Paths paths{site.transition, {}};
  for (const llvm::BranchInst *branch : branches) {
    z3::expr start = view.freshConstant("path.start", ctx.bv_sort(1));
    paths.transition.start.push_back(start);
    paths.transition.head.push_back(start);
    z3::expr taken = templateTerm(ctx, view.valueInFirstIteration(branch->getCondition()));
    for (auto &latch : paths.transition.latches)
      latch.state.push_back(taken);
    unsigned line = branch->getDebugLoc() ? branch->getDebugLoc().getLine() : 0;
    paths.branches.push_back("line " + std::to_string(line) + " " +
                             view.source().describe(branch->getCondition(), 2));
  }
  site.paths = std::move(paths);
}

void addOuterValues(LoopView &view, LoopSite &site) {
  const llvm::Loop *loop = &view.loop();
  const llvm::DebugLoc &where = loop->getStartLoc();
  // Values from before the loop that it reads: the same term at the start
  // and at the back edges.
  std::vector<const llvm::Value *> outer = valuesFromBefore(*loop);
  if (outer.size() > kMaxOuterValues)
    outer.resize(kMaxOuterValues);
  for (const llvm::Value *v : outer) {
    auto var = templateVar(view.source(), *v, false);
    if (!var)
      continue;
    var->cVariable = !var->floatKey &&
                     view.source().holdsVariableAt(v, var->width, false, where);
    z3::expr term = templateTerm(view.context(), view.valueOnEntry(v));
    // The value a loop variable had on entry: "i@entry", not a second "i".
    for (const auto &other : site.vars)
      if (other.name == var->name)
        var->name += "@entry";
    site.vars.push_back(*var);
    site.transition.start.push_back(term);
    site.transition.head.push_back(term);
    for (auto &latch : site.transition.latches)
      latch.state.push_back(term);
  }
}

namespace {
/// The instructions of the loop, then those of the functions it calls
/// (directly or through other calls) that have a body.
std::vector<std::pair<const llvm::Instruction *, bool>> loopAndCalleeInstructions(
    const llvm::Loop &loop) {
  std::vector<std::pair<const llvm::Instruction *, bool>> all; // bool: in a callee
  std::vector<const llvm::Function *> callees;
  std::set<const llvm::Function *> seen;
  auto calls = [&](const llvm::Instruction &inst) {
    if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst))
      if (const llvm::Function *f = call->getCalledFunction();
          f && !f->isDeclaration() && seen.insert(f).second)
        callees.push_back(f);
  };
  for (const auto *block : loop.blocks())
    for (const auto &inst : *block) {
      all.emplace_back(&inst, false);
      calls(inst);
    }
  for (size_t i = 0; i < callees.size(); ++i)
    for (const auto &block : *callees[i])
      for (const auto &inst : block) {
        all.emplace_back(&inst, true);
        calls(inst);
      }
  return all;
}
} // namespace

/// Integer variables that live in memory (globals, locals whose address is
/// taken) and that the loop reads or writes directly: their contents in the
/// arbitrary start's memory and in each back edge's memory. Globals that
/// only the loop's callees read or write count too: an outer loop whose
/// inner loop is in a called function carries them (the nest's templates
/// are inferred jointly, engines/LoopInference).
namespace {
/// A memory cell of the loop: its address at the loop's entry and its name.
struct MemoryCell {
  z3::expr address;
  std::string name;
  const llvm::Value *variable; // whose C type tells the signedness
  bool element;                // an array element, not a C variable
};

/// An integer value from before the loop, seen through integer casts made
/// in the loop (the index of a[max], sign-extended in the body).
const llvm::Value *outerInteger(const llvm::Value *v, const llvm::Loop &loop) {
  while (auto *cast = llvm::dyn_cast<llvm::CastInst>(v))
    if (loop.contains(cast) && cast->getSrcTy()->isIntegerTy())
      v = cast->getOperand(0);
    else
      break;
  return definedBefore(*v, loop) ? v : nullptr;
}

/// `ptr` as a cell of `loop`: a variable in memory from before the loop, or
/// an element of an array from before it at an index from before it
/// (`a[max]` in `while (...) if (v < a[max]) v++;`, 2LS's fixed_minmax).
std::optional<MemoryCell> memoryCell(LoopView &view, const llvm::Value *ptr, bool inCallee) {
  const llvm::Loop &loop = view.loop();
  const SourceInfo &source = view.source();
  if (inCallee ? llvm::isa<llvm::GlobalVariable>(ptr) : isMemoryCell(*ptr, loop)) {
    std::string name = source.variableName(ptr);
    if (name.empty())
      return std::nullopt; // a temporary of the front end, not a C variable
    return MemoryCell{view.valueOnEntry(ptr).expr(), name, ptr, false};
  }
  auto *gep = llvm::dyn_cast<llvm::GetElementPtrInst>(ptr);
  if (inCallee || !gep || !loop.contains(gep) || gep->getNumIndices() != 2 ||
      !llvm::isa<llvm::ArrayType>(gep->getSourceElementType()))
    return std::nullopt;
  const llvm::Value *base = gep->getPointerOperand()->stripPointerCasts();
  auto *first = llvm::dyn_cast<llvm::ConstantInt>(gep->getOperand(1));
  const llvm::Value *index = outerInteger(gep->getOperand(2), loop);
  if (!first || !first->isZero() || !isMemoryCell(*base, loop) || !index ||
      index->getType()->getIntegerBitWidth() > 64)
    return std::nullopt;
  std::string array = source.variableName(base), at = source.variableName(index);
  if (array.empty() || at.empty())
    return std::nullopt;
  MemoryModel &memory = view.memory();
  unsigned bits = memory.pointerBits(), width = index->getType()->getIntegerBitWidth();
  z3::expr i = view.valueOnEntry(index).expr();
  i = width < bits ? z3::sext(i, bits - width) : i.extract(bits - 1, 0);
  uint64_t size = view.module().getDataLayout().getTypeAllocSize(gep->getResultElementType());
  return MemoryCell{memory.advance(view.valueOnEntry(base).expr(), i * memory.ptrConst(size)),
                    array + "[" + at + "]", base, true};
}
} // namespace

/// Integer variables that live in memory (globals, locals whose address is
/// taken) and that the loop reads or writes directly, and array elements at
/// indices from before the loop: their contents in the arbitrary start's
/// memory and in each back edge's memory. Globals that only the loop's
/// callees read or write count too: an outer loop whose inner loop is in a
/// called function carries them (the nest's templates are inferred jointly,
/// engines/LoopInference).
void addMemoryCells(LoopView &view, LoopSite &site) {
  const llvm::Loop &loop = view.loop();
  const SourceInfo &source = view.source();
  MemoryModel &memory = view.memory();
  std::set<std::pair<const llvm::Value *, llvm::Type *>> seen;
  for (const auto &[at, inCallee] : loopAndCalleeInstructions(loop)) {
    const llvm::Instruction &inst = *at;
    const llvm::Value *ptr = nullptr;
    llvm::Type *type = nullptr;
    if (auto *load = llvm::dyn_cast<llvm::LoadInst>(&inst))
      ptr = load->getPointerOperand(), type = load->getType();
    else if (auto *store = llvm::dyn_cast<llvm::StoreInst>(&inst))
      ptr = store->getPointerOperand(), type = store->getValueOperand()->getType();
    if (!ptr)
      continue;
    ptr = ptr->stripPointerCasts();
    auto *intType = llvm::dyn_cast<llvm::IntegerType>(type);
    if (!intType || intType->getBitWidth() > 64 || intType->getBitWidth() % 8 ||
        seen.size() >= kMaxMemoryCells || seen.count({ptr, type}))
      continue;
    std::optional<MemoryCell> cell = memoryCell(view, ptr, inCallee);
    if (!cell)
      continue;
    seen.insert({ptr, type});
    // An element the loop cannot change is constant in it, as a value from
    // before the loop: no rows of its own, only with the loop's variables.
    const LoopEffects &effects = view.effects();
    bool changes = !cell->element || !effects.writes || !effects.writes->none();
    site.vars.push_back(TemplateVar{
        cell->name, intType->getBitWidth(), !source.isUnsignedVariable(cell->variable), changes,
        false,
        !cell->element &&
            source.holdsVariableAt(ptr, intType->getBitWidth(), true, loop.getStartLoc())});
    site.transition.start.push_back(memory.load(view.start().mem, cell->address, type).expr());
    site.transition.head.push_back(memory.load(view.head().mem, cell->address, type).expr());
    for (size_t l = 0; l < view.latches().size(); ++l)
      site.transition.latches[l].state.push_back(
          memory.load(view.latches()[l].mem, cell->address, type).expr());
  }
}

/// With --memory-leak-check, a loop that both allocates and frees gets the
/// number of live heap objects relative to its entry as a variable: its
/// arbitrary iteration knows nothing of the count otherwise (a loop that
/// only allocates or only frees already bounds it from one side), and a
/// loop that frees in each iteration what it allocated keeps it at 0, which
/// proves the leak check at the program's exit with an invariant.
void addHeapCount(LoopView &view, LoopSite &site) {
  const LoopEffects &effects = view.effects();
  if (!view.options().memoryLeak || !effects.mayAllocate || !effects.mayFree ||
      !view.entryHeapCount())
    return;
  const z3::expr &entry = *view.entryHeapCount();
  site.vars.push_back(TemplateVar{"live heap objects - live heap objects@entry", 32, true, true});
  site.transition.start.push_back(view.start().mem.heapCount - entry);
  site.transition.head.push_back(view.head().mem.heapCount - entry);
  for (size_t l = 0; l < view.latches().size(); ++l)
    site.transition.latches[l].state.push_back(view.latches()[l].mem.heapCount - entry);
}

} // namespace kiki
