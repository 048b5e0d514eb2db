// Plain bounded model checking: loops unwound before the code after them
// is encoded, while the encoding decides their iterations or the solver
// shows within a few conflicts that they end; a complete loop's exits
// are then the if-then-else of the edges its iterations take.
#include "encode/Unwinder.h"

#include <llvm/IR/IntrinsicInst.h>

#include <set>

namespace kiki {

namespace {

/// Whether a value the loop leaves (an exit block's phi) reaches, through
/// its users in the function, a product, quotient, remainder or overflow
/// check: only then do ranges of the exit values pay for unwinding the loop
/// at once (completeAtOnce). The search is bounded; past it, no.
bool exitValuesReachArithmetic(const llvm::Loop &loop) {
  constexpr unsigned kMaxUsers = 256;
  llvm::SmallVector<llvm::BasicBlock *, 4> exits;
  loop.getUniqueExitBlocks(exits);
  std::vector<const llvm::Value *> todo;
  std::set<const llvm::Value *> seen;
  for (const auto *block : exits)
    for (const auto &phi : block->phis())
      if (phi.getType()->isIntegerTy() && phi.getType()->getIntegerBitWidth() > 1)
        todo.push_back(&phi);
  while (!todo.empty() && seen.size() < kMaxUsers) {
    const llvm::Value *v = todo.back();
    todo.pop_back();
    if (!seen.insert(v).second)
      continue;
    for (const auto *user : v->users()) {
      const auto *inst = llvm::dyn_cast<llvm::Instruction>(user);
      if (!inst || inst->getType()->isVoidTy())
        continue;
      switch (inst->getOpcode()) {
      case llvm::Instruction::Mul: case llvm::Instruction::UDiv: case llvm::Instruction::SDiv:
      case llvm::Instruction::URem: case llvm::Instruction::SRem:
        return true;
      default:
        break;
      }
      if (llvm::isa<llvm::WithOverflowInst>(inst))
        return true;
      todo.push_back(inst);
    }
  }
  return false;
}

} // namespace

/// Unwinds a new top-level loop at once where that pays (plain BMC on
/// properties): see unwindWhileDetermined and completeAtOnce.
void Unwinder::unwindEagerly(const Frame &frame, LoopInstance &created) {
  if (config_.engine.kInduction() || config_.engine.unwind || currentIteration_ ||
      config_.analysis != AnalysisKind::Properties || created.reachNext.is_false())
    return;
  const llvm::Loop *loop = created.loop;
  // Both collect every iteration's exit events: a complete loop's exits
  // are made of them all (finishEagerUnwinding).
  created.keepExitEvents = true;
  // Not a loop whose number of trips scalar evolution knows: a short
  // one is unwound whole already (eagerDepth), and a long one (SV-COMP's
  // array copies over 100000 elements) would only pay for 64 iterations
  // before its first check, or for kCompletionTrips checks that cannot
  // close it (standard_copy7: 16 satisfiable checks, 0.1 -> 1.7 s).
  std::optional<unsigned> trips = model_.constantTrips(*frame.function, *loop);
  if (ProgramModel::isFlatLoop(*loop) && !trips)
    unwindWhileDetermined(created);
  if (!created.reachNext.is_false() && (!trips || *trips <= kCompletionTrips) &&
      (exitValuesReachArithmetic(*loop) || model_.isInputCountedLoop(*frame.function, *loop)))
    completeAtOnce(created);
  finishEagerUnwinding(created);
}

/// Plain BMC: a flat loop whose iterations the encoding decides by itself
/// (constants fold its condition: strlen of a string literal, a copy of a
/// constant table) is unwound while they do, without a solver call: each
/// iteration that surely goes on (no exit, and the back edge taken
/// whenever the iteration is) is followed by the next, up to the loop that
/// surely ends. cJSON's `cJSON_AddItemToObject(root, "list", list)` copies
/// its key with strlen: the code after it was cut off until the fifth
/// unwinding, and the bug after it lay behind a depth whose formula took
/// a million terms. At the first iteration that depends on the inputs the
/// unwinding stops; the deepening goes on from there.
void Unwinder::unwindWhileDetermined(LoopInstance &instance) {
  while (instance.iterations < ProgramModel::kMaxEagerTrips && !instance.reachNext.is_false()) {
    encodeIteration(instance);
    if (!instance.lastIterationDetermined)
      break;
  }
}

/// Plain BMC: a loop is unwound before the code after it is encoded, for
/// as long as the solver can show within a few conflicts that no execution
/// reaches the next iteration (the formula so far constrains the entry;
/// what later unwindings add, deeper exits of loops before it and calls
/// not expanded yet, is unconstrained here, so "unreachable" holds for
/// them too). A complete loop's exits are all known: each exit value lies
/// in the hull of the values its exits carry, and the code after the loop
/// gets those ranges (zlib's adler32 takes `% 65521` of sums its loops
/// leave, a 64-bit divider unless the sums are known small). A loop the
/// checks cannot close keeps its iterations; the deepening goes on from
/// there. A loop with inner loops, or with calls (whose callees may run
/// loops), gets a tenth of the conflicts and stops at the first check that
/// gives up (the SV-COMP cohendiv's outer loop spent 18 s in 16 such
/// checks, then 2 s in one).
void Unwinder::completeAtOnce(LoopInstance &instance) {
  uint64_t work = kCompletionWork;
  while (instance.iterations < kCompletionTrips) {
    encodeIteration(instance);
    if (instance.reachNext.is_false())
      break;
    // An answer past the conflicts (Unknown) may still be unsat a few
    // iterations on (adler32's loops), but a loop with inner loops (or
    // calls) pays for each iteration with loops of its own: there the
    // attempt ends.
    bool nested = !ProgramModel::isFlatLoop(*instance.loop);
    SatResult next = solver_.checkWithWorkLimit(
        {instance.reachNext}, nested ? kCompletionConflicts / 10 : kCompletionConflicts, work);
    if (next == SatResult::Unknown && nested)
      break;
    if (next == SatResult::Unsat) {
      solver_.add(!instance.reachNext);
      instance.reachNext = ctx_.bool_val(false);
      break;
    }
  }
}

/// After an eager unwinding: a complete loop's exits become if-then-else
/// terms with the ranges their values carry; an incomplete one keeps its
/// iterations and drops the events.
void Unwinder::finishEagerUnwinding(LoopInstance &instance) {
  instance.keepExitEvents = false;
  if (!instance.reachNext.is_false()) {
    for (auto &exit : instance.exits)
      exit.events.clear();
    return;
  }
  ++loopsCompletedAtOnce_;
  for (auto &exit : instance.exits)
    exitAsIfThenElse(exit);
  for (auto &exit : instance.exits)
    for (size_t p = 0; p < exit.merged.phis.size(); ++p) {
      const z3::expr &value = exit.merged.phis[p].expr();
      if (!exit.merged.phis[p].isScalar() || !value.is_bv() || !value.is_const() ||
          value.is_numeral() || value.get_sort().bv_size() > 64)
        continue;
      ExitMerge::PhiHull hull = p < exit.phiHulls.size() ? exit.phiHulls[p] : ExitMerge::PhiHull{};
      if (hull.wholeType)
        continue;
      // No exit taken: the value is never observed; 0 keeps ranges after it.
      noteRange(value, hull.range.value_or(SignedRange{0, 0}));
    }
}

/// A complete loop's exit state is the if-then-else of the edges its
/// iterations take into the exit block, as for a block after a branch,
/// instead of variables that deeper iterations would go on defining. The
/// code after the loop then reads memory through the stores the iterations
/// made (an object's field at a known address resolves to what was stored)
/// and gets the pointers they leave as terms naming their objects. The
/// variables stay defined by the same edges; nothing reads them. An exit
/// no iteration takes is unreachable.
void Unwinder::exitAsIfThenElse(ExitMerge &exit) {
  std::vector<Incoming> events = std::move(exit.events);
  exit.events.clear();
  if (events.empty()) {
    exit.merged.guard = ctx_.bool_val(false);
    return;
  }
  Incoming merged = mergeIncoming(*exit.block, std::move(events));
  // Integer values keep their variables, which the same edges define and
  // whose hull completeAtOnce asserts: a sum left by the loop is then one
  // bounded name in the code after it, not a chain of sums.
  auto phi = exit.block->phis().begin();
  for (size_t p = 0; p < merged.phis.size(); ++p, ++phi)
    if (!phi->getType()->isPointerTy())
      merged.phis[p] = exit.merged.phis[p];
  exit.merged = std::move(merged);
}

} // namespace kiki
