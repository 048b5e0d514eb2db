// The memory model's states: initial, fresh and framed memory variables,
// their definitions and the facts about the addresses read from them.
#include "encode/MemoryModel.h"

#include <llvm/Support/SaveAndRestore.h>
#include <algorithm>
#include <unordered_map>

namespace kiki {

MemoryModel::MemoryModel(z3::context &ctx, const llvm::DataLayout &layout)
    : ctx_(ctx), layout_(layout), ptrBits_(layout.getPointerSizeInBits()),
      objBits_(ptrBits_ >= 64 ? 16 : 10),
      sizes_(ctx.constant("object_size",
                          ctx.array_sort(ctx.bv_sort(objBits_), ctx.bv_sort(ptrBits_)))),
      heap_(ctx.constant("object_is_heap",
                         ctx.array_sort(ctx.bv_sort(objBits_), ctx.bool_sort()))),
      sites_(ctx.constant("object_site",
                          ctx.array_sort(ctx.bv_sort(objBits_), ctx.bv_sort(siteBits())))),
      bases_(ctx.constant("object_base",
                          ctx.array_sort(ctx.bv_sort(objBits_), ctx.bv_sort(ptrBits_)))),
      pointsToSiteArray_(ctx.constant(
          "object_points_to_site", ctx.array_sort(ctx.bv_sort(objBits_), ctx.bv_sort(32)))) {}

MemState MemoryModel::initialState(const std::string &name) {
  return {ctx_.constant((name + ".bytes").c_str(), bytesSort()),
          z3::const_array(ctx_.bv_sort(objBits_), ctx_.bool_val(false)),
          ctx_.bv_val(0, 32)};
}

void MemoryModel::setFactSink(std::function<void(const z3::expr &)> sink) {
  sink_ = std::move(sink);
  for (const auto &fact : unsunk_)
    sink_(fact);
  unsunk_.clear();
}

void MemoryModel::addFact(const z3::expr &fact) {
  if (sink_)
    sink_(fact);
  else
    unsunk_.push_back(fact);
}

MemState MemoryModel::freshState(const std::string &name) {
  auto aliveSort = ctx_.array_sort(ctx_.bv_sort(objBits_), ctx_.bool_sort());
  MemState state{ctx_.constant((name + ".bytes").c_str(), bytesSort()),
                 ctx_.constant((name + ".alive").c_str(), aliveSort),
                 ctx_.bv_const((name + ".heap").c_str(), 32)};
  variables_.emplace(state.bytes.id(), MemoryVariable{state.bytes, {}, {}});
  return state;
}

MemState MemoryModel::framedState(const std::string &name, const MemState &entry,
                                  std::vector<z3::expr> written, LivenessChange change) {
  MemState state = freshState(name);
  variables_.at(state.bytes.id()).frame = Frame{entry.bytes, std::move(written)};
  constrainLiveness(state, entry, change);
  return state;
}

MemState MemoryModel::exitState(const std::string &name, const MemState &entry,
                                 std::vector<z3::expr> written) {
  MemState state = freshState(name);
  std::optional<std::vector<unsigned>> numbers(std::in_place);
  for (const auto &object : written) {
    std::optional<unsigned> number = numberOfObject(object);
    if (!number) {
      numbers.reset();
      break;
    }
    numbers->push_back(*number);
  }
  variables_.at(state.bytes.id()).frame =
      Frame{entry.bytes, std::move(written), {}, std::move(numbers)};
  return state;
}

std::optional<z3::expr> MemoryModel::unwrittenEntry(const z3::expr &bytes,
                                                    const z3::expr &ptr) {
  auto found = variables_.find(bytes.id());
  if (found == variables_.end() || !found->second.frame ||
      !found->second.frame->numberedWritten || !found->second.frame->ranges.empty())
    return std::nullopt;
  std::optional<unsigned> object = numberOfObject(split(ptr).object);
  if (!object)
    return std::nullopt;
  const auto &written = *found->second.frame->numberedWritten;
  if (std::find(written.begin(), written.end(), *object) != written.end())
    return std::nullopt;
  return found->second.frame->entry;
}

std::optional<unsigned> MemoryModel::numberOfObject(const z3::expr &object) {
  if (object.is_numeral())
    return object.get_numeral_uint();
  auto known = objectNumbers_.find(object.id());
  if (known != objectNumbers_.end())
    return known->second.second;
  z3::expr simple = simplify(object);
  std::optional<unsigned> number;
  if (simple.is_numeral())
    number = simple.get_numeral_uint();
  objectNumbers_.emplace(object.id(), std::make_pair(object, number));
  return number;
}

void MemoryModel::addWrittenRanges(const MemState &state, std::vector<WrittenRange> ranges) {
  if (ranges.empty())
    return;
  auto &frame = variables_.at(state.bytes.id()).frame;
  for (auto &range : ranges)
    frame->ranges.push_back(std::move(range));
}

void MemoryModel::constrainLiveness(MemState &state, const MemState &entry, LivenessChange change) {
  if (!change.allocates && !change.frees) {
    state.alive = entry.alive;
    state.heapCount = entry.heapCount;
    return;
  }
  if (change.allocates && change.frees)
    return;
  // One direction only. Objects from before a loop that never frees stay
  // alive in every iteration (a list built in a loop keeps its head), and
  // none comes alive in a loop that only frees. Stated for the objects
  // numbered so far, the newest first (an arbitrary iteration's own objects
  // are unknown to it anyway). An array map ((_ map or) entry fresh) would
  // state it for every object, but with it the traversal after a building
  // loop lost its invariant (e2e heap_field_names: 0.2 s -> time-out).
  unsigned first = nextObject_ > kMaxLivenessFacts ? nextObject_ - kMaxLivenessFacts : 1;
  for (unsigned number = nextObject_; number-- > first;) {
    z3::expr id = ctx_.bv_val(number, objBits_);
    z3::expr before = z3::select(entry.alive, id), now = z3::select(state.alive, id);
    addFact(change.allocates ? z3::implies(before, now) : z3::implies(now, before));
  }
  addFact(change.allocates ? z3::uge(state.heapCount, entry.heapCount)
                           : z3::ule(state.heapCount, entry.heapCount));
}

void MemoryModel::define(const MemState &variable, const z3::expr &when,
                         const MemState &value) {
  MemoryVariable &var = variables_.at(variable.bytes.id());
  var.definitions.emplace_back(when, value.bytes);
  addFact(z3::implies(when, variable.alive == value.alive &&
                                variable.heapCount == value.heapCount));
  if (extensional_)
    addFact(z3::implies(when, variable.bytes == value.bytes));
  // Copy: reading the value may register reads of other variables.
  auto reads = var.reads;
  for (const auto &[id, ptr] : reads)
    addFact(z3::implies(when, z3::select(variable.bytes, ptr) ==
                                  selectByte(value.bytes, ptr)));
}

z3::expr MemoryModel::readVariable(const z3::expr &bytes, const z3::expr &ptr) {
  auto found = variables_.find(bytes.id());
  z3::expr read = z3::select(bytes, ptr);
  if (found == variables_.end() || found->second.reads.count(ptr.id()))
    return read;
  found->second.reads.emplace(ptr.id(), ptr);
  // The equations of a memory variable hold for every read at `ptr`, also
  // those outside a read's points-to scope: they skip nothing.
  llvm::SaveAndRestore<const llvm::BitVector *> unscoped(readScope_, nullptr);
  auto definitions = found->second.definitions;
  auto frame = found->second.frame;
  for (const auto &[when, value] : definitions)
    addFact(z3::implies(when, read == selectByte(value, ptr)));
  if (frame) {
    z3::expr kept = ctx_.bool_val(true);
    for (const auto &object : frame->written)
      kept = kept && objectOf(ptr) != object;
    for (const auto &range : frame->ranges) {
      z3::expr offset = offsetOf(ptr);
      kept = kept && (objectOf(ptr) != range.object ||
                      (range.ordered && (z3::ult(offset, range.lo) || z3::uge(offset, range.hi))));
    }
    addFact(z3::implies(kept, read == selectByte(frame->entry, ptr)));
  }
  auto hooks = found->second.hooks;
  for (const auto &hook : hooks)
    runHook(hook, ptr);
  return read;
}

void MemoryModel::runHook(const ReadHook &hook, const z3::expr &ptr) {
  if (inHook_)
    return;
  inHook_ = true;
  std::optional<z3::expr> fact = hook(ptr);
  inHook_ = false;
  if (fact)
    addFact(*fact);
}

void MemoryModel::addReadHook(const MemState &variable, ReadHook hook) {
  addReadHook(variable.bytes, std::move(hook), kMaxHookBranches);
}

/// Memory merged from several (an ite of variables) gets the hook on each
/// variable it chooses from: an instance at any address is sound.
void MemoryModel::addReadHook(const z3::expr &bytes, ReadHook hook, unsigned branches) {
  if (bytes.is_app() && bytes.decl().decl_kind() == Z3_OP_ITE && branches > 1) {
    addReadHook(bytes.arg(1), hook, branches / 2);
    addReadHook(bytes.arg(2), hook, branches / 2);
    return;
  }
  auto found = variables_.find(bytes.id());
  if (found == variables_.end())
    return; // not a variable: nothing is read from it by address
  found->second.hooks.push_back(hook);
  std::vector<z3::expr> earlier;
  for (const auto &[id, ptr] : found->second.reads)
    earlier.push_back(ptr);
  for (const auto &ptr : earlier)
    runHook(hook, ptr);
}

void MemoryModel::becomeExtensional() {
  if (extensional_)
    return;
  extensional_ = true;
  for (const auto &[id, var] : variables_)
    for (const auto &[when, value] : var.definitions)
      addFact(z3::implies(when, var.bytes == value));
}

MemState MemoryModel::ite(const z3::expr &cond, const MemState &a,
                          const MemState &b) {
  auto pick = [&](const z3::expr &x, const z3::expr &y) {
    return z3::eq(x, y) ? x : z3::ite(cond, x, y);
  };
  return {pick(a.bytes, b.bytes), pick(a.alive, b.alive),
          pick(a.heapCount, b.heapCount)};
}

std::vector<z3::expr> MemoryModel::readsOf(const MemState &m) const {
  std::vector<z3::expr> ptrs;
  auto found = variables_.find(m.bytes.id());
  if (found != variables_.end())
    for (const auto &[id, ptr] : found->second.reads)
      ptrs.push_back(ptr);
  // By term id: the order the reads were made in, not the hash map's.
  std::sort(ptrs.begin(), ptrs.end(),
            [](const z3::expr &a, const z3::expr &b) { return a.id() < b.id(); });
  return ptrs;
}

} // namespace kiki
