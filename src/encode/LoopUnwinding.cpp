// Loop instances: their creation, the encoding of one more iteration, and
// for k-induction the arbitrary start of the first iteration and the
// violations counted under the premise of the earlier iterations.
#include "encode/Unwinder.h"
#include "util/Stop.h"

#include <llvm/IR/IntrinsicInst.h>

namespace kiki {

namespace {

/// map[key] = map[key] && fact, where a missing entry is true.
void conjoin(std::map<unsigned, z3::expr> &map, unsigned key, const z3::expr &fact) {
  auto [it, fresh] = map.emplace(key, fact);
  if (!fresh)
    it->second = it->second && fact;
}
} // namespace

void Unwinder::recordViolation(unsigned property, const z3::expr &violated) {
  violations_.at(property).push_back(violated);
  if (!config_.engine.kInduction())
    return;
  z3::expr premise = ctx_.bool_val(true);
  if (LoopInstance *loop = currentIteration_) {
    if (loop->havocEntry)
      premise = !*loop->havocEntry || loop->deepest.back();
    if (auto it = loop->okBefore.find(property); it != loop->okBefore.end())
      premise = premise && it->second;
    conjoin(loop->okCurrent, property, !violated);
  }
  stepViolations_.at(property).push_back(violated && premise);
}

// k-induction (chapter section 2.1, with the invariant top): the first
// iteration may also start from arbitrary loop-back values and memory. Any
// execution's last k iterations before a loop exit or a first violation are
// then an execution of the k unwound iterations.
/// The memory of an arbitrary iteration's head: the entry memory but on
/// the objects the loop may write (all of it when they cannot be named).
MemState Unwinder::havocMemory(LoopInstance &instance) {
  std::string name = freshName("loop.back.mem");
  const LoopEffects &effects = effectsOf(*instance.loop);
  MemState entry = mergeIncoming(*instance.loop->getHeader(), instance.nextHead).mem;
  instance.entryHeapCount = entry.heapCount;
  MemoryModel::LivenessChange change{effects.mayAllocate, effects.mayFree};
  if (!effects.writes) { // the bytes are arbitrary, liveness need not be
    MemState state = memory_.freshState(name);
    memory_.constrainLiveness(state, entry, change);
    return state;
  }
  return memory_.framedState(name, entry, writtenObjects(instance, *effects.writes, false),
                             change);
}

/// The bytes a counted store (model/LoopWrites) has written before the head
/// whose values are `headPhis`: from its address at the index's entry
/// value up to its address at the current one. Ordered only where the
/// index did not pass below its entry value and the offsets did not wrap.
MemoryModel::WrittenRange Unwinder::writtenRange(const LoopInstance &instance,
                                                 const CountedWrite &write,
                                                 const std::vector<Sym> &headPhis) {
  const llvm::Loop &loop = *instance.loop;
  z3::expr base = value(write.base, *instance.entryEnv).expr();
  z3::expr entryIndex =
      value(write.index->getIncomingValueForBlock(loop.getLoopPreheader()), *instance.entryEnv)
          .expr();
  z3::expr current = headPhis.at(headerPhiPosition(*write.index)).expr();
  unsigned bits = memory_.pointerBits();
  auto widen = [&](const z3::expr &index) {
    unsigned more = bits - index.get_sort().bv_size();
    return write.signedIndex ? z3::sext(index, more) : z3::zext(index, more);
  };
  auto offsetAt = [&](const z3::expr &index) {
    z3::expr bytes = memory_.ptrConst(static_cast<uint64_t>(write.offset)) +
                     memory_.ptrConst(write.scale) * widen(index);
    return memory_.offsetOf(memory_.advance(base, memory_.simplify(bytes)));
  };
  z3::expr lo = memory_.simplify(offsetAt(entryIndex)), hi = memory_.simplify(offsetAt(current));
  z3::expr from = widen(entryIndex), to = widen(current);
  z3::expr counted = write.signedIndex ? z3::sle(from, to) : z3::ule(from, to);
  return {memory_.simplify(memory_.objectOf(base)), lo, hi,
          memory_.simplify(counted && z3::ule(lo, hi))};
}

const LoopEffects &Unwinder::effectsOf(const llvm::Loop &loop) {
  auto [it, added] = loopEffects_.try_emplace(&loop);
  if (added)
    it->second = loopEffects(loop);
  return it->second;
}

// A loop that writes no memory and neither allocates nor frees (a search,
// strlen, a list traversal) leaves the memory as it found it. Its exits then
// read the entry memory directly: a memory variable there would be
// constrained again at every address read after the loop, through every
// iteration's exit, which made encodings of real code grow with the product
// of reads and loops.
std::optional<MemState> Unwinder::keptMemory(const llvm::Loop &loop,
                                             const std::vector<Incoming> &entry) {
  // The heap domain's templates and read hooks work on memory variables at
  // loop starts and exits; with --heap the exits keep them (e2e
  // heap_field_names: a heap inference query stalled without).
  if (config_.engine.heap)
    return std::nullopt;
  const LoopEffects &effects = effectsOf(loop);
  if (!effects.writes || !effects.writes->none() || effects.mayAllocate ||
      effects.mayFree || entry.empty())
    return std::nullopt;
  return mergedMemory(entry);
}

MemState Unwinder::mergedMemory(const std::vector<Incoming> &entry) {
  MemState mem = entry.back().mem;
  for (size_t i = entry.size() - 1; i-- > 0;)
    mem = memory_.ite(entry[i].guard, entry[i].mem, mem);
  return mem;
}

/// The objects of the bases `writes` names, values of the loop's entry
/// (they are defined before the loop); with `counted`, also those of its
/// counted stores.
std::vector<z3::expr> Unwinder::writtenObjects(const LoopInstance &instance,
                                               const LoopWrites &writes, bool counted) {
  std::vector<z3::expr> objects;
  for (const auto *base : writes.bases)
    objects.push_back(memory_.objectOf(value(base, *instance.entryEnv).expr()));
  if (counted)
    for (const auto &write : writes.counted)
      objects.push_back(memory_.objectOf(value(write.base, *instance.entryEnv).expr()));
  return objects;
}

/// The memory at a loop's exits (built once for all of them, before the
/// iterations): variables defined by the iterations that leave, framed by
/// what the loop writes where that is known, so that reads of the objects
/// it does not write see the entry's bytes. nullopt: unframed variables.
std::optional<MemState> Unwinder::exitFrameEntry(const llvm::Loop &loop,
                                                 const std::vector<Incoming> &entry) {
  // --heap: the heap templates and read hooks work on exit variables as
  // they are (see keptMemory).
  if (config_.engine.heap || !effectsOf(loop).writes || entry.empty())
    return std::nullopt;
  return mergedMemory(entry);
}

MemState Unwinder::exitMemory(const LoopInstance &instance,
                              const std::optional<MemState> &frameEntry,
                              const std::string &name) {
  if (!frameEntry)
    return memory_.freshState(name);
  return memory_.exitState(name, *frameEntry,
                           writtenObjects(instance, *effectsOf(*instance.loop).writes, true));
}

void Unwinder::addHavocEntry(LoopInstance &instance) {
  z3::expr select = ctx_.bool_const(freshName("loop.select").c_str());
  z3::expr entered = ctx_.bool_val(false);
  for (auto &in : instance.nextHead) {
    entered = entered || in.guard;
    in.guard = in.guard && !select;
  }
  // The memory first, then the phis, then the ranges over the phis: terms
  // made in another order renumber Z3's terms, and heap queries are
  // sensitive to that (e2e heap_field_difference: 2 s -> 22 s).
  Incoming havoc{entered && select, havocMemory(instance), {}};
  for (const auto &phi : instance.loop->getHeader()->phis())
    havoc.phis.push_back(fresh(phi.getType(), "loop.back." + phi.getName().str()));
  if (const LoopEffects &effects = effectsOf(*instance.loop); effects.writes) {
    std::vector<MemoryModel::WrittenRange> ranges;
    for (const auto &write : effects.writes->counted)
      ranges.push_back(writtenRange(instance, write, havoc.phis));
    memory_.addWrittenRanges(havoc.mem, std::move(ranges));
  }
  instance.havocStart = havoc;
  instance.nextHead.push_back(std::move(havoc));
  instance.havocEntry = select;
}

/// Under k-induction, a loop with a small constant trip bound (an array
/// initialisation in a csmith program, a harness filling its input) is
/// unwound completely instead of starting arbitrarily: no invariant to
/// infer (the default spent a minute inferring one for a three-iteration
/// loop), and the code after it sees exact values. Properties only: the
/// termination analyses rank every loop's instance. Inside another loop's
/// iteration only short loops, as every iteration pays for them. The bound
/// is not trusted: the induction step must show the tails unreachable.
std::optional<unsigned> Unwinder::wholeInStepTrips(const Frame &frame, const llvm::Loop &loop) {
  if (!config_.engine.kInduction() || config_.engine.unwind ||
      config_.analysis != AnalysisKind::Properties)
    return std::nullopt;
  auto trips = model_.smallTripBound(*frame.function, loop);
  if (!trips || (currentIteration_ && *trips > kMaxNestedWholeTrips))
    return std::nullopt;
  return trips;
}

LoopInstance &Unwinder::createLoop(Frame &frame, const llvm::Loop *loop, EnvPtr env,
                                   TraceBlockPtr trace, std::vector<Incoming> entry) {
  auto instance = std::make_unique<LoopInstance>(LoopInstance{
      .frame = &frame, .loop = loop, .entryEnv = env,
      .trace = std::make_shared<TraceBlock>(), .nextHead = std::move(entry),
      .reachNext = ctx_.bool_val(false)});
  trace->items.push_back(instance->trace);
  instance->enclosing = currentIteration_;
  // A loop over a small fixed-size buffer (a harness filling its input) is
  // unwound completely at once, so that the code after it is reached at the
  // first unwinding and only the loops that need depth get it (a bug behind
  // 20 iterations of a parsing loop no longer needs every loop unwound 20
  // times). Plain bounded model checking only: from an arbitrary start
  // (k-induction) a loop does not end at its bound. Not inside another
  // loop's iteration, where every iteration would pay for it. Not under an
  // explicit --unwind N, which unwinds every loop N times.
  if (!config_.engine.kInduction() && !config_.engine.unwind && !currentIteration_)
    instance->eagerDepth = model_.smallTripBound(*frame.function, *loop).value_or(0);
  else if (auto trips = wholeInStepTrips(frame, *loop)) {
    instance->eagerDepth = *trips;
    instance->wholeInStep = true;
  }
  std::optional<MemState> kept = keptMemory(*loop, instance->nextHead);
  instance->keptMemory = kept;
  std::optional<MemState> frameEntry =
      kept ? std::nullopt : exitFrameEntry(*loop, instance->nextHead);
  if (config_.engine.kInduction() && !instance->wholeInStep)
    addHavocEntry(*instance);
  z3::expr reach = ctx_.bool_val(false);
  for (const auto &in : instance->nextHead)
    reach = reach || in.guard;
  instance->reachNext = literal(reach, "reach.loop");
  llvm::SmallVector<llvm::BasicBlock *, 4> exitBlocks;
  loop->getUniqueExitBlocks(exitBlocks);
  for (const auto *block : exitBlocks) {
    if (model_.inLoop(*frame.function, loop, block))
      continue; // a dead end encoded inside the iterations
    std::string base = "exit." + block->getName().str();
    Incoming merged{ctx_.bool_const(freshName(base + ".g").c_str()),
                    kept ? *kept : exitMemory(*instance, frameEntry, freshName(base + ".mem")),
                    {}};
    for (const auto &phi : block->phis())
      merged.phis.push_back(atObjectStart(phi, fresh(phi.getType(), base + "." + phi.getName().str()),
                                          merged.guard));
    z3::expr tail = ctx_.bool_const(freshName(base + ".tail").c_str());
    solver_.add(z3::implies(merged.guard, tail));
    solver_.add(z3::implies(tail, instance->reachNext));
    instance->exits.push_back(ExitMerge{block, std::move(merged), tail, kept.has_value()});
  }
  loops_.push_back(std::move(instance));
  LoopInstance &created = *loops_.back();
  unwindEagerly(frame, created);
  return created;
}

/// The ranges of the values an exit event carries, joined into the exit's.
void Unwinder::noteExitRanges(ExitMerge &exit, const std::vector<Sym> &phis) {
  exit.phiHulls.resize(phis.size());
  for (size_t p = 0; p < phis.size(); ++p) {
    ExitMerge::PhiHull &hull = exit.phiHulls[p];
    if (hull.wholeType)
      continue;
    std::optional<SignedRange> r;
    if (phis[p].isScalar() && phis[p].expr().is_bv())
      r = ranges_.of(phis[p].expr());
    if (!r)
      hull.wholeType = true;
    else if (hull.range)
      hull.range = SignedRange{std::min(hull.range->lo, r->lo), std::max(hull.range->hi, r->hi)};
    else
      hull.range = r;
  }
}

void Unwinder::encodeIteration(LoopInstance &instance) {
  throwIfStopped();
  auto env = std::make_shared<Env>();
  env->parent = instance.entryEnv;
  auto trace = std::make_shared<TraceBlock>();
  instance.trace->items.push_back(trace);
  std::map<const llvm::BasicBlock *, std::vector<Incoming>> pending;
  // The state at this iteration's head, merged once here so that
  // non-termination can compare the heads of two iterations.
  const llvm::BasicBlock *header = instance.loop->getHeader();
  instance.heads.push_back(mergeIncoming(*header, std::move(instance.nextHead)));
  // A head reached over one latch would carry the whole chain of earlier
  // iterations' conditions in its guard, and every simplification of a
  // check's condition walked it (SV-COMP loop-acceleration/array3: time
  // quadratic in the unwinding, 14 s to encode 768 iterations).
  if (z3::expr &guard = instance.heads.back().guard; !guard.is_const())
    guard = literal(guard, "g." + header->getName().str());
  // Values carried over a back edge; the first iteration's come from the
  // entry, where no product of an earlier iteration can be distributed
  // (naming `j = 2 * i` there only slowed termination proofs down).
  if (instance.iterations > 0) {
    auto phi = header->phis().begin();
    for (auto &value : instance.heads.back().phis) {
      if (!phi->getType()->isPointerTy())
        value = nameIfArithmetic(value, "head." + phi->getName().str());
      ++phi;
    }
  }
  instance.headTraces.push_back(trace);
  pending[header] = {instance.heads.back()};
  currentIteration_ = &instance;
  instance.deepest.push_back(ctx_.bool_const(freshName("deepest").c_str()));
  RegionExits out = encodeRegion(*instance.frame, instance.loop, env, trace,
                                 std::move(pending));
  currentIteration_ = nullptr;
  for (const auto &[property, ok] : instance.okCurrent)
    conjoin(instance.okBefore, property, ok);
  instance.okCurrent.clear();
  ++instance.iterations;
  z3::expr reach = ctx_.bool_val(false);
  for (const auto &in : out.latches)
    reach = reach || in.guard;
  if (instance.iterations == 1) {
    instance.firstLatches = out.latches;
    instance.firstEnv = env;
  }
  // Eager unwinding only (unwindWhileDetermined): the iteration surely
  // goes on when reached (the back edge taken on the head's guard itself,
  // not under a condition on the inputs, and no exit below), or surely
  // ends (the next head folds to false).
  bool surelyOn = instance.keepExitEvents &&
                  z3::eq(memory_.simplify(reach), instance.heads.back().guard);
  instance.nextHead = std::move(out.latches);
  instance.reachNext = literal(reach, "reach.loop");
  instance.lastIterationDetermined = surelyOn || instance.reachNext.is_false();
  for (auto &exit : instance.exits) {
    z3::expr taken = ctx_.bool_val(false);
    for (const auto &event : out.exits[exit.block]) {
      taken = taken || event.guard;
      if (surelyOn && !event.guard.is_false())
        instance.lastIterationDetermined = false;
      z3::expr same = exit.merged.guard;
      for (size_t p = 0; p < event.phis.size(); ++p)
        same = same && symEq(ctx_, exit.merged.phis[p], event.phis[p]);
      solver_.add(z3::implies(event.guard, same));
      if (!config_.engine.kInduction())
        noteExitRanges(exit, event.phis);
      if (!exit.memoryKept)
        memory_.define(exit.merged.mem, event.guard, event.mem);
      if (instance.keepExitEvents)
        exit.events.push_back(event);
      // From an arbitrary start only the deepest iteration may leave the
      // loop: the window of an execution ends where it exits (k-induction).
      if (instance.havocEntry)
        solver_.add(z3::implies(event.guard && *instance.havocEntry,
                                instance.deepest.back()));
    }
    z3::expr tail = ctx_.bool_const(freshName("exit.tail").c_str());
    solver_.add(z3::implies(exit.tail, taken || tail));
    solver_.add(z3::implies(tail, instance.reachNext));
    exit.tail = tail;
  }
}

} // namespace kiki
