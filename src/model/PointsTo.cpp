#include "model/PointsTo.h"
#include "ir/DirectCalls.h"
#include "ir/Intrinsics.h"
#include "ir/LibraryFunctions.h"
#include "util/Text.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>

namespace kiki {
namespace {

/// Rounds over the module before the analysis gives up (everything then
/// points anywhere). Each round only grows the sets, so they are few.
constexpr unsigned kMaxRounds = 200;

bool isAllocation(MemoryFunction kind) {
  return kind == MemoryFunction::HeapAllocation || kind == MemoryFunction::ZeroedAllocation ||
         kind == MemoryFunction::StackAllocation || kind == MemoryFunction::Reallocation;
}

} // namespace

bool PointsTo::Set::join(const Set &other) {
  bool grew = false;
  if (other.anywhere && !anywhere)
    anywhere = grew = true;
  if (other.inside && !inside)
    inside = grew = true;
  if (other.image && !image)
    image = grew = true;
  if (anywhere || !other.sites.test(sites)) // nothing of `other` is new
    return grew;
  sites |= other.sites;
  return true;
}

PointsTo::Set PointsTo::empty() const {
  Set s;
  s.sites.resize(sites_.size());
  return s;
}

PointsTo::Set PointsTo::anywhere() const {
  Set s = empty();
  s.anywhere = s.inside = true;
  return s;
}

/// `s` moved by an offset that may not be zero.
PointsTo::Set PointsTo::moved(Set s) {
  s.inside = true;
  return s;
}

PointsTo::Set PointsTo::imaged(Set s) {
  s.image = true;
  return s;
}

namespace {
/// Whether a GEP's indices are all constant zeros (its address is its base's).
bool zeroIndices(const llvm::User &gep) {
  for (unsigned i = 1; i < gep.getNumOperands(); ++i) {
    auto *index = llvm::dyn_cast<llvm::Constant>(gep.getOperand(i));
    if (!index || !index->isNullValue())
      return false;
  }
  return true;
}
} // namespace

PointsTo::Set PointsTo::single(const llvm::Value &site) const {
  Set s = empty();
  s.sites.set(siteIndex_.lookup(&site));
  return s;
}

void PointsTo::addSites(const llvm::Module &module) {
  auto add = [&](const llvm::Value &site) {
    siteIndex_[&site] = static_cast<unsigned>(sites_.size());
    sites_.push_back(&site);
  };
  for (const auto &g : module.global_objects())
    add(g);
  for (const auto &f : module)
    for (const auto &block : f)
      for (const auto &inst : block) {
        if (llvm::isa<llvm::AllocaInst>(inst))
          add(inst);
        else if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst))
          if (const auto *callee = directCallee(*call);
              callee && callee->isDeclaration() &&
              isAllocation(classifyMemoryFunction(callee->getName().str())))
            add(inst);
      }
}

PointsTo::PointsTo(const llvm::Module &module, const llvm::Function &entry,
                   bool globalsArbitrary) {
  pointerBits_ = module.getDataLayout().getPointerSizeInBits();
  addSites(module);
  memory_.assign(sites_.size(), empty());
  storedAnywhere_ = empty();
  for (const auto &arg : entry.args())
    values_[&arg] = anywhere();
  for (const auto &g : module.globals()) {
    Set &contents = memory_[siteIndex_.lookup(&g)];
    if (globalsArbitrary && !g.isConstant())
      contents = anywhere();
    else if (g.hasInitializer())
      contents.join(valueOf(g.getInitializer()));
  }
  for (unsigned round = 0;; ++round) {
    if (round == kMaxRounds) {
      gaveUp_ = true;
      return;
    }
    changed_ = false;
    for (const auto &f : module)
      for (const auto &block : f)
        for (const auto &inst : block)
          transfer(inst);
    if (!changed_)
      return;
  }
}

PointsTo::Set PointsTo::valueOf(const llvm::Value *v) const {
  if (auto *object = llvm::dyn_cast<llvm::GlobalObject>(v))
    return single(*object);
  if (llvm::isa<llvm::GlobalValue>(v) || llvm::isa<llvm::InlineAsm>(v))
    return anywhere(); // aliases, ifuncs
  if (llvm::isa<llvm::Instruction>(v) || llvm::isa<llvm::Argument>(v)) {
    auto found = values_.find(v);
    return found == values_.end() ? empty() : found->second;
  }
  if (auto *expr = llvm::dyn_cast<llvm::ConstantExpr>(v)) {
    if (expr->getOpcode() == llvm::Instruction::IntToPtr)
      return anywhere();
    if (expr->getOpcode() == llvm::Instruction::PtrToInt &&
        expr->getType()->getScalarSizeInBits() >= pointerBits_) {
      anyImage_ = true;
      return imaged(valueOf(expr->getOperand(0)));
    }
    if (expr->getOpcode() == llvm::Instruction::GetElementPtr)
      return zeroIndices(*expr) ? valueOf(expr->getOperand(0)) : moved(valueOf(expr->getOperand(0)));
  }
  Set s = empty(); // constant aggregates and expressions: their parts
  if (auto *constant = llvm::dyn_cast<llvm::Constant>(v))
    for (const auto &op : constant->operands())
      s.join(valueOf(op.get()));
  // Arithmetic on an address (ptrtoint(@g) + 8) may move it.
  if (auto *expr = llvm::dyn_cast<llvm::ConstantExpr>(v); expr && !expr->isCast())
    s.inside = true;
  return s;
}

PointsTo::Set PointsTo::loadFrom(const Set &pointer) const {
  if (pointer.anywhere)
    return anywhere();
  Set s = storedAnywhere_;
  for (unsigned site : pointer.sites.set_bits())
    s.join(memory_[site]);
  return s;
}

void PointsTo::joinInto(Set &target, const Set &more) {
  if (target.sites.size() != sites_.size())
    target.sites.resize(sites_.size());
  if (target.join(more))
    changed_ = true;
}

void PointsTo::store(const Set &pointer, const Set &value) {
  if (pointer.anywhere)
    return joinInto(storedAnywhere_, value);
  for (unsigned site : pointer.sites.set_bits())
    joinInto(memory_[site], value);
}

void PointsTo::havoc(const Set &pointer) { store(pointer, anywhere()); }

void PointsTo::transfer(const llvm::Instruction &inst) {
  auto result = [&](const Set &s) { joinInto(values_[&inst], s); };
  auto operand = [&](unsigned i) { return valueOf(inst.getOperand(i)); };
  if (llvm::isa<llvm::AllocaInst>(inst))
    return result(single(inst));
  if (auto *load = llvm::dyn_cast<llvm::LoadInst>(&inst))
    return result(loadFrom(valueOf(load->getPointerOperand())));
  if (auto *st = llvm::dyn_cast<llvm::StoreInst>(&inst))
    return store(valueOf(st->getPointerOperand()), valueOf(st->getValueOperand()));
  if (auto *rmw = llvm::dyn_cast<llvm::AtomicRMWInst>(&inst)) {
    store(valueOf(rmw->getPointerOperand()), valueOf(rmw->getValOperand()));
    return result(loadFrom(valueOf(rmw->getPointerOperand())));
  }
  if (auto *cas = llvm::dyn_cast<llvm::AtomicCmpXchgInst>(&inst)) {
    store(valueOf(cas->getPointerOperand()), valueOf(cas->getNewValOperand()));
    return result(loadFrom(valueOf(cas->getPointerOperand())));
  }
  if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst))
    return transferCall(*call);
  if (auto *ret = llvm::dyn_cast<llvm::ReturnInst>(&inst)) {
    if (ret->getReturnValue())
      joinInto(returns_[inst.getFunction()], valueOf(ret->getReturnValue()));
    return;
  }
  // Pointer arithmetic never leaves its object in the memory model.
  if (auto *gep = llvm::dyn_cast<llvm::GetElementPtrInst>(&inst))
    return result(zeroIndices(*gep) ? operand(0) : moved(operand(0)));
  if (llvm::isa<llvm::PtrToIntInst>(inst)) {
    if (inst.getType()->getScalarSizeInBits() < pointerBits_)
      return result(operand(0)); // truncated: no longer an image
    anyImage_ = true;
    return result(imaged(operand(0)));
  }
  if (llvm::isa<llvm::IntToPtrInst>(inst) || llvm::isa<llvm::VAArgInst>(inst) ||
      inst.isEHPad())
    return result(anywhere());
  if (auto *select = llvm::dyn_cast<llvm::SelectInst>(&inst)) {
    Set s = valueOf(select->getTrueValue());
    s.join(valueOf(select->getFalseValue()));
    return result(s);
  }
  Set s = empty(); // phis, casts, arithmetic, aggregates: their operands
  for (const auto &op : inst.operands())
    if (!llvm::isa<llvm::BasicBlock>(op.get()))
      s.join(valueOf(op.get()));
  // What is computed from an address (not merely copied: a phi, a cast, an
  // aggregate) may be a moved address. A value narrower than a pointer
  // cannot hold one (memory is field-insensitive here: an int read from a
  // node carries the sites of the node's pointers); pieces of pointers put
  // together again are pointers forged from bytes, not followed.
  bool copies = llvm::isa<llvm::PHINode>(inst) || llvm::isa<llvm::CastInst>(inst) ||
                llvm::isa<llvm::InsertValueInst>(inst) || llvm::isa<llvm::ExtractValueInst>(inst) ||
                llvm::isa<llvm::FreezeInst>(inst);
  bool narrowInteger = inst.getType()->isIntegerTy() &&
                       inst.getType()->getIntegerBitWidth() < pointerBits_;
  bool holdsPointer = inst.getType()->isPointerTy() ||
                      (inst.getType()->isIntegerTy() && !narrowInteger);
  if (!copies && holdsPointer && s.sites.any())
    s.inside = true;
  // Neither a narrower integer nor the difference of two pointers' images
  // (`p - q`, whose object numbers cancel) holds an image: in a struct
  // (memory is field-insensitive here) a length `end - buf` beside a
  // pointer field would make every pointer read from it unsupported. An
  // aggregate keeps what its parts carry.
  auto *binary = llvm::dyn_cast<llvm::BinaryOperator>(&inst);
  if (narrowInteger || (binary && binary->getOpcode() == llvm::Instruction::Sub &&
                        valueOf(binary->getOperand(0)).image &&
                        valueOf(binary->getOperand(1)).image))
    s.image = false;
  result(s);
}

void PointsTo::transferCall(const llvm::CallBase &call) {
  if (call.isInlineAsm())
    return callUnknown(call);
  if (const auto *callee = directCallee(call))
    return callee->isDeclaration() ? callDeclaration(*callee, call) : callTo(*callee, call);
  Set targets = valueOf(call.getCalledOperand());
  if (targets.anywhere)
    return callUnknown(call);
  for (unsigned site : targets.sites.set_bits()) {
    const auto *callee = llvm::dyn_cast<llvm::Function>(sites_[site]);
    if (!callee)
      continue; // a call into data: the encoder matches no function
    if (callee->isDeclaration())
      callDeclaration(*callee, call);
    else
      callTo(*callee, call);
  }
}

void PointsTo::callTo(const llvm::Function &callee, const llvm::CallBase &call) {
  for (unsigned i = 0; i < call.arg_size() && i < callee.arg_size(); ++i)
    joinInto(values_[callee.getArg(i)], valueOf(call.getArgOperand(i)));
  auto found = returns_.find(&callee);
  if (found != returns_.end())
    joinInto(values_[&call], Set(found->second));
}

void PointsTo::callDeclaration(const llvm::Function &callee, const llvm::CallBase &call) {
  auto arg = [&](unsigned i) { return valueOf(call.getArgOperand(i)); };
  auto result = [&](const Set &s) { joinInto(values_[&call], s); };
  std::string name = callee.getName().str();
  MemoryFunction kind = classifyMemoryFunction(name);
  if (isAllocation(kind)) {
    auto site = siteIndex_.find(&call);
    if (site == siteIndex_.end()) // reached through a pointer: not numbered
      return callUnknown(call);
    Set made = single(call);
    if (kind == MemoryFunction::Reallocation) {
      made.join(arg(0)); // realloc may keep the object
      store(single(call), loadFrom(arg(0)));
    }
    return result(made);
  }
  if (kind == MemoryFunction::Free)
    return;
  if (kind == MemoryFunction::Copy || startsWith(name, "llvm.memcpy") ||
      startsWith(name, "llvm.memmove")) {
    store(arg(0), loadFrom(arg(1)));
    return result(arg(0));
  }
  if (kind == MemoryFunction::Set || startsWith(name, "llvm.memset")) {
    store(arg(0), arg(1));
    return result(arg(0));
  }
  if (name == intrinsic::Havoc)
    return havoc(arg(0));
  if (name == intrinsic::Fill)
    return store(arg(0), arg(1));
  if (isPathEnd(name) || isErrorFunction(name))
    return;
  // The verifier's and kiki's own functions read no memory through their
  // arguments; a pointer they return is arbitrary.
  if (startsWith(name, "__VERIFIER_") || startsWith(name, "__kiki_") ||
      startsWith(name, "llvm.")) {
    if (call.getType()->isPointerTy())
      result(anywhere());
    return;
  }
  callUnknown(call);
}

/// Code kiki does not see: its result points anywhere, and so may every
/// pointer it stores into what its pointer arguments reach.
void PointsTo::callUnknown(const llvm::CallBase &call) {
  for (const auto &a : call.args())
    havoc(valueOf(a.get()));
  joinInto(values_[&call], anywhere());
}

bool PointsTo::pointsToObjectStart(const llvm::Value &pointer) const {
  if (gaveUp_)
    return false;
  // A value of no site at all is null or bytes no pointer was stored as
  // (a union's integer member, uninitialised memory): claiming an object's
  // start for it removed executions that only carry such a value along
  // (csmith seed 454: a wrong proof).
  Set s = valueOf(&pointer);
  return !s.anywhere && !s.inside && s.sites.any();
}

bool PointsTo::pointsAnywhere(const llvm::Value &pointer) const {
  return gaveUp_ || valueOf(&pointer).anywhere;
}

bool PointsTo::mayPointInto(const llvm::Value &pointer, const llvm::Value &site) const {
  auto index = siteIndex_.find(&site);
  if (gaveUp_ || index == siteIndex_.end())
    return true;
  Set s = valueOf(&pointer);
  return s.anywhere || s.sites.test(index->second);
}

std::optional<unsigned> PointsTo::siteOf(const llvm::Value &site) const {
  auto index = siteIndex_.find(&site);
  if (index == siteIndex_.end())
    return std::nullopt;
  return index->second;
}

std::optional<llvm::BitVector> PointsTo::sitesOf(const llvm::Value &pointer) const {
  Set s = valueOf(&pointer);
  if (gaveUp_ || s.anywhere)
    return std::nullopt;
  return s.sites;
}

// After giving up, the sets do not say it; then whether any cast was met.
bool PointsTo::mayHoldIntegerImage(const llvm::Value &value) const {
  return gaveUp_ ? anyImage_ : valueOf(&value).image;
}

} // namespace kiki
