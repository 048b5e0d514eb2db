// The template variables of a loop instance for kIkI's invariant inference:
// its integer loop-back variables (header phis) and, for relational domains,
// the integer values from before the loop that the loop reads (a bound n in
// `while (i < n)`). Both are read at the arbitrary start and at the back
// edges of the first iteration.
#include "encode/Unwinder.h"

#include <llvm/IR/Instructions.h>
#include <functional>
#include <map>
#include <set>

namespace kiki {
namespace {
/// Relational rows grow with the square of the variables; beyond this many
/// values from before the loop, the rest are left out (less precise, sound).
constexpr size_t kMaxOuterValues = 6;
constexpr size_t kMaxMemoryCells = 6;
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

std::optional<TemplateVar> Unwinder::templateVar(const llvm::Value &v, bool loopBack) const {
  llvm::Type *type = v.getType();
  bool isFloat = type->isFloatTy() || type->isDoubleTy();
  if (!isFloat && (!type->isIntegerTy() || type->getIntegerBitWidth() > 64))
    return std::nullopt;
  std::string name = model_.source().variableName(&v);
  if (name.empty())
    name = model_.source().describe(&v, 2);
  unsigned width = static_cast<unsigned>(type->getPrimitiveSizeInBits());
  bool isSigned = isFloat || (width > 1 && !model_.source().isUnsignedVariable(&v));
  return TemplateVar{name, width, isSigned, loopBack, isFloat};
}

z3::expr Unwinder::templateTerm(z3::context &ctx, const Sym &value) {
  const z3::expr &e = value.expr();
  if (e.is_bool())
    return z3::ite(e, ctx.bv_val(1, 1), ctx.bv_val(0, 1));
  if (e.is_fpa())
    return floatKey(e);
  return e;
}

std::vector<LoopSite> Unwinder::takeLoopSites() {
  // Post-order over the nesting of instances, children in creation order.
  std::map<const LoopInstance *, std::vector<LoopInstance *>> nested;
  std::vector<LoopInstance *> roots;
  for (auto &instance : loops_)
    (instance->enclosing ? nested[instance->enclosing] : roots).push_back(instance.get());
  std::vector<LoopSite> sites;
  std::function<void(LoopInstance &)> visit = [&](LoopInstance &instance) {
    for (auto *inner : nested[&instance])
      visit(*inner);
    if (!instance.siteTaken && instance.havocStart && instance.iterations > 0) {
      instance.siteTaken = true;
      sites.push_back(loopSite(instance));
    }
  };
  for (auto *root : roots)
    visit(*root);
  return sites;
}

LoopSite Unwinder::loopSite(LoopInstance &instance) {
  const llvm::Loop *loop = instance.loop;
  unsigned line = loop->getStartLoc() ? loop->getStartLoc().getLine() : 0;
  LoopSite site{loop, instance.frame->function, line, {},
                LoopTransition{instance.havocStart->guard, {}, {}},
                instance.headTraces.at(0)};
  for (const auto &latch : instance.firstLatches)
    site.transition.latches.push_back({latch.guard, {}});
  site.entryGuard = instance.heads.at(0).guard && !*instance.havocEntry;
  site.instance = &instance;
  const llvm::DebugLoc &where = loop->getStartLoc();
  size_t index = 0;
  for (const auto &phi : loop->getHeader()->phis()) {
    size_t p = index++;
    auto var = templateVar(phi, true);
    if (!var)
      continue;
    var->cVariable = !var->floatKey &&
                     model_.source().holdsVariableAt(&phi, var->width, true, where);
    site.vars.push_back(*var);
    site.transition.start.push_back(templateTerm(ctx_, instance.havocStart->phis.at(p)));
    site.transition.head.push_back(templateTerm(ctx_, instance.heads.at(0).phis.at(p)));
    for (size_t l = 0; l < instance.firstLatches.size(); ++l)
      site.transition.latches[l].state.push_back(
          templateTerm(ctx_, instance.firstLatches[l].phis.at(p)));
  }
  addMemoryCells(instance, site);
  addHeapCount(instance, site);
  addSegments(instance, site);
  site.heap = heapSite(instance);
  // Values from before the loop that it reads: the same term at the start
  // and at the back edges.
  std::vector<const llvm::Value *> outer = valuesFromBefore(*loop);
  if (outer.size() > kMaxOuterValues)
    outer.resize(kMaxOuterValues);
  for (const llvm::Value *v : outer) {
    auto var = templateVar(*v, false);
    if (!var)
      continue;
    var->cVariable = !var->floatKey &&
                     model_.source().holdsVariableAt(v, var->width, false, where);
    z3::expr term = templateTerm(ctx_, value(v, *instance.entryEnv));
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
  return site;
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
void Unwinder::addMemoryCells(LoopInstance &instance, LoopSite &site) {
  std::set<std::pair<const llvm::Value *, llvm::Type *>> seen;
  for (const auto &[at, inCallee] : loopAndCalleeInstructions(*instance.loop)) {
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
    // A callee's own locals are no cells of this loop.
    bool cell = inCallee ? llvm::isa<llvm::GlobalVariable>(ptr)
                         : isMemoryCell(*ptr, *instance.loop);
    auto *intType = llvm::dyn_cast<llvm::IntegerType>(type);
    if (!cell || !intType || intType->getBitWidth() > 64 || intType->getBitWidth() % 8 ||
        seen.size() >= kMaxMemoryCells || !seen.insert({ptr, type}).second)
      continue;
    std::string name = model_.source().variableName(ptr);
    if (name.empty())
      continue; // a temporary of the front end, not a C variable
    z3::expr address = value(ptr, *instance.entryEnv).expr();
    site.vars.push_back(TemplateVar{
        name, intType->getBitWidth(), !model_.source().isUnsignedVariable(ptr), true, false,
        model_.source().holdsVariableAt(ptr, intType->getBitWidth(), true,
                                        instance.loop->getStartLoc())});
    site.transition.start.push_back(
        memory_.load(instance.havocStart->mem, address, type).expr());
    site.transition.head.push_back(
        memory_.load(instance.heads.at(0).mem, address, type).expr());
    for (size_t l = 0; l < instance.firstLatches.size(); ++l)
      site.transition.latches[l].state.push_back(
          memory_.load(instance.firstLatches[l].mem, address, type).expr());
  }
}

/// With --memory-leak-check, a loop that both allocates and frees gets the
/// number of live heap objects relative to its entry as a variable: its
/// arbitrary iteration knows nothing of the count otherwise (a loop that
/// only allocates or only frees already bounds it from one side), and a
/// loop that frees in each iteration what it allocated keeps it at 0, which
/// proves the leak check at the program's exit with an invariant.
void Unwinder::addHeapCount(LoopInstance &instance, LoopSite &site) {
  const LoopEffects &effects = effectsOf(*instance.loop);
  if (!config_.checks.memoryLeak || !effects.mayAllocate || !effects.mayFree ||
      !instance.entryHeapCount)
    return;
  const z3::expr &entry = *instance.entryHeapCount;
  site.vars.push_back(TemplateVar{"live heap objects - live heap objects@entry", 32, true, true});
  site.transition.start.push_back(instance.havocStart->mem.heapCount - entry);
  site.transition.head.push_back(instance.heads.at(0).mem.heapCount - entry);
  for (size_t l = 0; l < instance.firstLatches.size(); ++l)
    site.transition.latches[l].state.push_back(instance.firstLatches[l].mem.heapCount - entry);
}

namespace {
/// An array store a[i + c] in the loop: the array (an object from before
/// the loop), the header phi i, the constant c and the element type.
struct ArrayStore {
  const llvm::Value *array;
  const llvm::PHINode *index;
  int64_t offset;
  llvm::Type *element;
};

const llvm::Value *stripIntCasts(const llvm::Value *v) {
  while (auto *cast = llvm::dyn_cast<llvm::CastInst>(v))
    if (cast->getSrcTy()->isIntegerTy() && cast->getDestTy()->isIntegerTy())
      v = cast->getOperand(0);
    else
      break;
  return v;
}

std::optional<ArrayStore> arrayStore(const llvm::StoreInst &store, const llvm::Loop &loop) {
  auto *gep = llvm::dyn_cast<llvm::GetElementPtrInst>(store.getPointerOperand());
  if (!gep || gep->getNumIndices() != 2 || !llvm::isa<llvm::ArrayType>(gep->getSourceElementType()))
    return std::nullopt;
  auto *first = llvm::dyn_cast<llvm::ConstantInt>(gep->getOperand(1));
  const llvm::Value *base = gep->getPointerOperand()->stripPointerCasts();
  bool outside = isMemoryCell(*base, loop);
  llvm::Type *element = store.getValueOperand()->getType();
  auto *elementInt = llvm::dyn_cast<llvm::IntegerType>(element);
  if (!first || !first->isZero() || !outside || !elementInt || elementInt->getBitWidth() > 64 ||
      elementInt->getBitWidth() % 8 ||
      gep->getResultElementType() != element)
    return std::nullopt;
  const llvm::Value *index = stripIntCasts(gep->getOperand(2));
  int64_t offset = 0;
  if (auto *add = llvm::dyn_cast<llvm::BinaryOperator>(index);
      add && add->getOpcode() == llvm::Instruction::Add)
    if (auto *c = llvm::dyn_cast<llvm::ConstantInt>(add->getOperand(1))) {
      offset = c->getSExtValue();
      index = stripIntCasts(add->getOperand(0));
    }
  auto *phi = llvm::dyn_cast<llvm::PHINode>(index);
  if (!phi || phi->getParent() != loop.getHeader() || !phi->getType()->isIntegerTy() ||
      phi->getType()->getIntegerBitWidth() > 64 || !loop.getLoopPreheader())
    return std::nullopt;
  return ArrayStore{base, phi, offset, element};
}

/// Indices are compared in this width: a 64-bit index plus a 64-bit
/// constant cannot wrap, and an offset-derived index fits.
constexpr unsigned kIndexBits = 66;
} // namespace

void Unwinder::addSegments(LoopInstance &instance, LoopSite &site) {
  std::vector<ArrayStore> stores;
  for (const auto *block : instance.loop->blocks())
    for (const auto &inst : *block)
      if (auto *store = llvm::dyn_cast<llvm::StoreInst>(&inst))
        if (auto found = arrayStore(*store, *instance.loop)) {
          bool seen = std::any_of(stores.begin(), stores.end(), [&](const ArrayStore &s) {
            return s.array == found->array && s.index == found->index &&
                   s.offset == found->offset && s.element == found->element;
          });
          if (!seen && stores.size() < kMaxMemoryCells)
            stores.push_back(*found);
        }
  for (const auto &store : stores)
    for (bool rising : {true, false})
      site.segments.push_back(segmentSite(instance, store.array, store.index, store.offset,
                                          store.element, rising));
}

SegmentSite Unwinder::segmentSite(LoopInstance &instance, const llvm::Value *array,
                                  const llvm::PHINode *index, int64_t offset,
                                  llvm::Type *element, bool rising) {
  const llvm::Loop *loop = instance.loop;
  unsigned phiIndex = 0;
  for (const auto &phi : loop->getHeader()->phis()) {
    if (&phi == index)
      break;
    ++phiIndex;
  }
  unsigned width = index->getType()->getIntegerBitWidth();
  auto wide = [width](const z3::expr &v) { return z3::sext(v, kIndexBits - width); };
  z3::expr shift = ctx_.bv_val(offset, kIndexBits);
  z3::expr entry = wide(value(index->getIncomingValueForBlock(loop->getLoopPreheader()),
                              *instance.entryEnv).expr()) + shift;
  z3::expr base = value(array, *instance.entryEnv).expr();
  uint64_t size = model_.module().getDataLayout().getTypeAllocSize(element);
  auto memberBit = [=, this](const z3::expr &k, const Sym &current) {
    z3::expr now = wide(current.expr()) + shift;
    z3::expr in = rising ? z3::sle(entry, k) && z3::slt(k, now)
                         : z3::slt(now, k) && z3::sle(k, entry);
    return z3::ite(in, ctx_.bv_val(1, 1), ctx_.bv_val(0, 1));
  };
  auto elementAt = [this, base, size, element](const MemState &mem, const z3::expr &k) {
    z3::expr delta = k.extract(memory_.pointerBits() - 1, 0) * memory_.ptrConst(size);
    return memory_.load(mem, memory_.advance(base, delta), element).expr();
  };
  std::string name = model_.source().variableName(array);
  std::string indexName = model_.source().variableName(index);
  std::string bound = indexName + "@entry" + (offset ? " + " + std::to_string(offset) : "");
  std::string now = indexName + (offset ? " + " + std::to_string(offset) : "");
  SegmentSite segment{
      rising ? name + "[k] for " + bound + " <= k < " + now
             : name + "[k] for " + now + " < k <= " + bound,
      TemplateVar{name + "[k]", element->getIntegerBitWidth(),
                  !model_.source().isUnsignedVariable(array), true},
      LoopTransition{instance.havocStart->guard, {}, {}},
      instance.havocStart->mem,
      {}};
  z3::expr k = solver_.freshConstant("segment.k", ctx_.bv_sort(kIndexBits));
  segment.transition.start = {memberBit(k, instance.havocStart->phis.at(phiIndex)),
                              elementAt(instance.havocStart->mem, k)};
  segment.transition.head = segment.transition.start;
  for (const auto &latch : instance.firstLatches)
    segment.transition.latches.push_back(
        {latch.guard, {memberBit(k, latch.phis.at(phiIndex)), elementAt(latch.mem, k)}});
  Sym startIndex = instance.havocStart->phis.at(phiIndex);
  MemState startMem = instance.havocStart->mem;
  z3::expr baseObject = memory_.objectOf(base);
  z3::expr baseOffset = memory_.offsetOf(base);
  segment.startAt = [=, this](const z3::expr &ptr) {
    z3::expr elementIndex = z3::udiv(memory_.offsetOf(ptr) - baseOffset,
                                     ctx_.bv_val(size, memory_.offsetBits()))
                                .simplify();
    z3::expr k = z3::zext(elementIndex, kIndexBits - memory_.offsetBits());
    return std::pair{memory_.objectOf(ptr) == baseObject,
                     TemplateState{memberBit(k, startIndex), elementAt(startMem, k)}};
  };
  return segment;
}

} // namespace kiki
