// The states of a loop instance's heap template (domains/HeapDomain): the
// terms that HeapTemplate::build (HeapTemplate.cpp) laid out, read from a
// memory state and the loop-back values at an arbitrary object, and the
// start states at the objects that addresses read from the start memory
// point into.
#include "encode/templates/ElementOffsets.h"
#include "encode/templates/HeapLayout.h"
#include "encode/templates/ScalarTemplate.h"

#include <llvm/IR/Instructions.h>
#include <map>
#include <memory>
#include <tuple>

namespace kiki {
namespace {
/// The terms of a pointer in a state: its object, offset, the object's site
/// and liveness, and with `sized` the object's size.
void pushHeapPointer(MemoryModel &memory, z3::context &ctx, TemplateState &state,
                     const z3::expr &ptr, const MemState &mem, bool sized) {
  z3::expr object = memory.objectOf(ptr);
  state.push_back(object);
  state.push_back(memory.offsetOf(ptr));
  state.push_back(memory.siteOf(object));
  state.push_back(z3::ite(z3::select(mem.alive, object), ctx.bv_val(1, 1), ctx.bv_val(0, 1)));
  if (sized)
    state.push_back(memory.sizeOf(object));
}

// A state at the object a base pointer points into: its membership
// requires the base to be the object's start, and its fields are read at
// advance(base, f), the very terms the program's own p->f reads build
// (split + advance fold the same way), so that instances and program
// reads meet on equal select terms instead of bit-vector reasoning.
/// Pushes the membership bits of the object `base` points into, one per
/// site of the first `sites`, and returns the object.
z3::expr pushMemberBits(MemoryModel &memory, z3::context &ctx, TemplateState &state,
                        const MemState &mem, const z3::expr &base, unsigned sites) {
  MemoryModel::PointerParts parts = memory.split(base);
  z3::expr object = parts.object;
  z3::expr atStart = parts.offsetBase
                         ? *parts.offsetBase == ctx.bv_val(0, memory.offsetBits())
                         : ctx.bool_val(parts.offsetConstant == 0);
  z3::expr live = z3::select(mem.alive, object) && atStart;
  for (unsigned s = 1; s <= sites; ++s)
    state.push_back(z3::ite(live && memory.siteOf(object) == ctx.bv_val(s, MemoryModel::siteBits()),
                            ctx.bv_val(1, 1), ctx.bv_val(0, 1)));
  return object;
}
} // namespace

/// The terms of one state: memory, phi values and the arbitrary object.
HeapStateAt heapStateAt(LoopView &view, const HeapLayout &layout) {
  unsigned sites = static_cast<unsigned>(view.heapSites().size());
  MemoryModel &memory = view.memory();
  z3::context &ctx = view.context();
  return [=, &memory, &ctx](const MemState &mem, const std::vector<Sym> &phis,
                            const z3::expr &base, const z3::expr &second,
                            const z3::expr &index) {
    TemplateState state;
    for (size_t p : layout.pointerPhis)
      pushHeapPointer(memory, ctx, state, phis.at(p).expr(), mem, layout.sized);
    for (const auto &cell : layout.cells)
      pushHeapPointer(memory, ctx, state, memory.load(mem, cell.address, cell.type).expr(), mem,
                      layout.sized);
    for (size_t p : layout.integerPhis)
      state.push_back(templateTerm(ctx, phis.at(p)));
    for (const auto &term : layout.outerTerms)
      state.push_back(term);
    z3::expr object = pushMemberBits(memory, ctx, state, mem, base, sites);
    for (const auto &field : layout.fields) {
      if (field.count) {
        // The element at `index` when it lies in the array, else the first:
        // the load's address is the program's own term for the element.
        z3::expr at = (memory.ptrConst(field.offset) + index * memory.ptrConst(field.stride));
        z3::expr element = memory.load(mem, memory.advance(base, at.simplify()), field.type).expr();
        z3::expr first = memory.load(mem, memory.advance(base, field.offset), field.type).expr();
        state.push_back(z3::ite(z3::ult(index, memory.ptrConst(field.count)), element, first));
        continue;
      }
      Sym value = memory.load(mem, memory.advance(base, field.offset), field.type);
      if (field.type->isPointerTy())
        pushHeapPointer(memory, ctx, state, value.expr(), mem, layout.sized);
      else
        state.push_back(value.expr());
    }
    if (layout.shapes) {
      TemplateState secondBits;
      z3::expr secondObj = pushMemberBits(memory, ctx, secondBits, mem, second, sites);
      state.push_back(object);
      state.push_back(secondObj);
      state.insert(state.end(), secondBits.begin(), secondBits.end());
      for (const auto &field : layout.fields)
        if (field.type->isPointerTy())
          state.push_back(memory.objectOf(
              memory.load(mem, memory.advance(second, field.offset), field.type).expr()));
    }
    return state;
  };
}

void addHeapStartAt(LoopView &view, HeapSite &site, const HeapStateAt &stateAt,
                    const Incoming &start, const z3::expr &arbitraryBase,
                    const z3::expr &arbitraryIndex, const HeapLayout &layout) {
  MemoryModel &memory = view.memory();
  z3::context &ctx = view.context();
  // Instances at the other places read from the start memory, one per base
  // pointer (the read address without its constant part) and, for a read
  // of an array field's element, per element. Each key term is kept with
  // its instance, so that its id cannot be reused.
  struct Instance {
    z3::expr key;
    TemplateState state;
  };
  struct Instances {
    std::map<unsigned, Instance> byKey;
    std::vector<unsigned> order;
  };
  auto instances = std::make_shared<Instances>();
  MemState startMem = start.mem;
  std::vector<Sym> startPhis = start.phis;
  auto baseOf = [&memory, &ctx](const z3::expr &ptr) {
    MemoryModel::PointerParts parts = memory.split(ptr);
    return z3::concat(parts.object, parts.offsetBase ? *parts.offsetBase
                                                     : ctx.bv_val(0, memory.offsetBits()));
  };
  std::vector<HeapField> arrays;
  for (const auto &field : layout.fields)
    if (field.count)
      arrays.push_back(field);
  // A read of an array field's element: offset = B + field + stride * j
  // gives the base (object, B) and the index j.
  auto elementRead = [=, &memory, &ctx](const z3::expr &ptr)
      -> std::optional<std::pair<z3::expr, z3::expr>> {
    z3::expr offset = memory.offsetOf(ptr);
    for (const auto &field : arrays) {
      z3::expr from = (offset - ctx.bv_val(field.offset, offset.get_sort().bv_size())).simplify();
      uint64_t constant = 0;
      if (from.is_numeral_u64(constant)) {
        if (constant / field.stride >= field.count) // before the array or after it
          continue;
        z3::expr start = ctx.bv_val(0, memory.offsetBits());
        return std::pair{z3::concat(memory.objectOf(ptr), start).simplify(),
                         memory.ptrConst(constant / field.stride)};
      }
      auto split = splitByElement(from, field.stride);
      if (!split)
        continue;
      z3::expr index = z3::zext(split->index, memory.pointerBits() - memory.offsetBits());
      return std::pair{z3::concat(memory.objectOf(ptr), split->rest).simplify(), index.simplify()};
    }
    return std::nullopt;
  };
  // The second object of an instance is the arbitrary one: an Unshared row
  // then relates each object read to it (the cursor's successor and any
  // other node's).
  auto instanceAt = [=](const z3::expr &ptr) {
    z3::expr base = baseOf(ptr), index = arbitraryIndex;
    if (auto element = elementRead(ptr))
      std::tie(base, index) = *element;
    z3::expr key = arrays.empty() ? base : z3::concat(base, index).simplify();
    auto found = instances->byKey.find(key.id());
    if (found == instances->byKey.end()) {
      TemplateState state = stateAt(startMem, startPhis, base, arbitraryBase, index);
      found = instances->byKey.emplace(key.id(), Instance{key, std::move(state)}).first;
      instances->order.push_back(key.id());
    }
    return std::pair<unsigned, TemplateState>{key.id(), found->second.state};
  };
  site.startAt = instanceAt;
  if (layout.shapes)
    site.pairAt = [=](const z3::expr &first, const z3::expr &second) {
      return stateAt(startMem, startPhis, baseOf(first), baseOf(second), arbitraryIndex);
    };
  z3::expr arbitraryKey = arrays.empty() ? arbitraryBase : z3::concat(arbitraryBase, arbitraryIndex);
  if (!layout.fieldRows.empty())
    site.transition.moreStarts = [=, &memory]() {
      std::vector<TemplateState> states;
      for (const auto &ptr : memory.readsOf(startMem))
        instanceAt(ptr);
      for (unsigned id : instances->order)
        if (const Instance &i = instances->byKey.at(id); !z3::eq(i.key, arbitraryKey))
          states.push_back(i.state);
      return states;
    };
}

} // namespace kiki
