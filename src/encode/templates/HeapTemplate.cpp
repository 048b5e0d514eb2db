// The heap template of a loop instance (domains/HeapDomain): its rows for
// the pointer loop-back variables and for one arbitrary object's fields, and
// where their terms lie in its state. The terms at the arbitrary start, at
// the first iteration's head and at its back edges: HeapStates.cpp.
#include "encode/templates/HeapLayout.h"
#include "encode/templates/ScalarTemplate.h"
#include "ir/SourceInfo.h"

#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Operator.h>

namespace kiki {
namespace {
/// Fields and rows are bounded so that the template stays small; fields
/// and sites beyond these are left out (weaker invariants, sound).
constexpr size_t kMaxFields = 8;
constexpr size_t kMaxFieldRows = 24;
constexpr size_t kMaxRelatedVars = 4;
constexpr size_t kMaxFieldPairRows = 8;
constexpr size_t kMaxPointerCells = 4;
constexpr size_t kMaxShapeRows = 8;

/// The accessed type and address of a load or store.
std::pair<llvm::Type *, const llvm::Value *> access(const llvm::Instruction &inst) {
  if (auto *load = llvm::dyn_cast<llvm::LoadInst>(&inst))
    return {load->getType(), load->getPointerOperand()};
  if (auto *store = llvm::dyn_cast<llvm::StoreInst>(&inst))
    return {store->getValueOperand()->getType(), store->getPointerOperand()};
  return {nullptr, nullptr};
}

bool fieldType(llvm::Type *type) {
  if (type->isPointerTy())
    return true;
  auto *integer = llvm::dyn_cast<llvm::IntegerType>(type);
  return integer && integer->getBitWidth() <= 64 && integer->getBitWidth() % 8 == 0;
}

/// The struct type whose field a field address selects (a GEP on a struct).
const llvm::StructType *selectedStruct(const llvm::Value *pointer) {
  if (auto *gep = llvm::dyn_cast<llvm::GEPOperator>(pointer))
    return llvm::dyn_cast<llvm::StructType>(gep->getSourceElementType());
  return nullptr;
}

/// The struct type an allocation's result is cast to, if one.
const llvm::StructType *allocatedStruct(const llvm::Instruction &allocation) {
  for (const llvm::User *user : allocation.users())
    if (auto *cast = llvm::dyn_cast<llvm::BitCastInst>(user))
      if (auto *type = llvm::dyn_cast<llvm::PointerType>(cast->getType());
          type && !type->isOpaque())
        if (auto *record = llvm::dyn_cast<llvm::StructType>(type->getPointerElementType()))
          return record;
  return nullptr;
}

/// Pointer variables that live in memory (globals, locals whose address is
/// taken, e.g. `list` in append(&list, x)) and that the loop uses: a load,
/// a store or a call argument names them.
std::vector<const llvm::Value *> pointerCells(const llvm::Loop &loop) {
  std::vector<const llvm::Value *> cells;
  for (const auto *block : loop.blocks())
    for (const auto &inst : *block)
      for (const auto &operand : inst.operands()) {
        const llvm::Value *v = operand.get()->stripPointerCasts();
        auto *global = llvm::dyn_cast<llvm::GlobalVariable>(v);
        auto *alloca = llvm::dyn_cast<llvm::AllocaInst>(v);
        bool pointer = isMemoryCell(*v, loop) &&
                       ((global && global->getValueType()->isPointerTy()) ||
                        (alloca && alloca->getAllocatedType()->isPointerTy() &&
                         !alloca->isArrayAllocation()));
        if (pointer && cells.size() < kMaxPointerCells &&
            std::find(cells.begin(), cells.end(), v) == cells.end())
          cells.push_back(v);
      }
  return cells;
}

/// Integer values defined before the loop (arguments, earlier instructions)
/// that the loop's instructions use, at most `limit`.
std::vector<const llvm::Value *> outerIntegers(const llvm::Loop &loop, size_t limit) {
  std::vector<const llvm::Value *> values;
  for (const llvm::Value *v : valuesFromBefore(loop))
    if (v->getType()->isIntegerTy() && values.size() < limit)
      values.push_back(v);
  return values;
}

/// "val" from "p->val" or "n.val"; empty when the text names no field.
std::string fieldName(const std::string &text) {
  size_t arrow = text.rfind("->"), dot = text.rfind('.');
  if (arrow != std::string::npos && (dot == std::string::npos || arrow > dot))
    return text.substr(arrow + 2);
  if (dot != std::string::npos)
    return text.substr(dot + 1);
  return "";
}

// The steps of HeapTemplate::build, in the order it takes them.
void selectHeapPhis(LoopView &view, HeapLayout &layout);
std::vector<std::pair<unsigned, size_t>> heapFieldRows(LoopView &view,
                                                       const std::vector<HeapField> &fields);
std::vector<PointerCell> heapPointerCells(LoopView &view, const HeapLayout &layout);
HeapSite heapPointerRows(LoopView &view, HeapLayout &layout);
void placeHeapTerms(LoopView &view, HeapLayout &layout);
void addHeapFieldRows(LoopView &view, const HeapLayout &layout, HeapSite &site);
void addHeapShapeRows(const HeapLayout &layout, HeapSite &site, const std::string &name,
                      unsigned s, size_t f);
} // namespace

namespace {
/// An integer element of an array member at a computed index, through a
/// pointer the program computes (n->elems[i]): the array as a field.
std::optional<HeapField> arrayField(LoopView &view, llvm::Type *type, const llvm::Value *pointer) {
  auto *gep = llvm::dyn_cast<llvm::GEPOperator>(pointer);
  if (!gep || type->isPointerTy() || gep->getNumIndices() != 2 ||
      !llvm::isa<llvm::ArrayType>(gep->getSourceElementType()) ||
      llvm::isa<llvm::Constant>(gep->getOperand(2)))
    return std::nullopt;
  auto *first = llvm::dyn_cast<llvm::ConstantInt>(gep->getOperand(1));
  auto *array = llvm::cast<llvm::ArrayType>(gep->getSourceElementType());
  const llvm::DataLayout &layout = view.module().getDataLayout();
  if (!first || !first->isZero() || array->getElementType() != type)
    return std::nullopt;
  const llvm::Value *address = gep->getPointerOperand();
  llvm::APInt offset(layout.getIndexTypeSizeInBits(address->getType()), 0);
  const llvm::Value *base = address->stripAndAccumulateConstantOffsets(layout, offset, true);
  if (base == address->stripPointerCasts() || llvm::isa<llvm::AllocaInst>(base) ||
      llvm::isa<llvm::GlobalValue>(base) || offset.isNegative())
    return std::nullopt;
  std::string name = fieldName(view.source().describe(address, 2));
  HeapField field{offset.getZExtValue(), type, (name.empty() ? "+" + std::to_string(offset.getZExtValue()) : name) + "[k]"};
  if (const llvm::StructType *record = selectedStruct(address); record && !name.empty())
    field.nameInStruct.emplace(record, name + "[k]");
  field.count = array->getNumElements();
  field.stride = layout.getTypeAllocSize(type);
  return field;
}
} // namespace

/// Fields of objects reached through pointers (not through a named variable
/// or array): a constant offset from a pointer the program computes, with
/// an integer or pointer type, in the order the module accesses them.
std::vector<HeapField> HeapTemplate::fields(LoopView &view) {
  if (fields_)
    return *fields_;
  fields_.emplace();
  const llvm::DataLayout &layout = view.module().getDataLayout();
  for (const auto &function : view.module())
    for (const auto &inst : llvm::instructions(function)) {
      auto [type, pointer] = access(inst);
      if (!type || !fieldType(type) || fields_->size() >= kMaxFields)
        continue;
      if (auto array = arrayField(view, type, pointer)) {
        auto same = [&](const HeapField &f) {
          return f.offset == array->offset && f.count && f.type == type;
        };
        if (std::none_of(fields_->begin(), fields_->end(), same))
          fields_->push_back(*array);
        continue;
      }
      llvm::APInt offset(layout.getIndexTypeSizeInBits(pointer->getType()), 0);
      const llvm::Value *base = pointer->stripAndAccumulateConstantOffsets(layout, offset, true);
      if (llvm::isa<llvm::AllocaInst>(base) || llvm::isa<llvm::GlobalValue>(base) ||
          offset.isNegative())
        continue;
      uint64_t at = offset.getZExtValue();
      auto same = [&](const HeapField &f) {
        return f.offset == at && (f.type == type || (f.type->isPointerTy() && type->isPointerTy()));
      };
      std::string name = fieldName(view.source().describe(pointer, 2));
      auto field = std::find_if(fields_->begin(), fields_->end(), same);
      if (field == fields_->end())
        field = fields_->insert(fields_->end(),
                                {at, type, name.empty() ? "+" + std::to_string(at) : name});
      if (const llvm::StructType *record = selectedStruct(pointer); record && !name.empty())
        field->nameInStruct.emplace(record, name);
    }
  return *fields_;
}

namespace {
/// A field's name in the objects of allocation site `site` (1-based):
/// its name in the struct type the site's result is cast to, if known.
std::string heapFieldName(const LoopView &view, const HeapField &field, unsigned site) {
  const llvm::StructType *record = allocatedStruct(*view.heapSites()[site - 1].at);
  auto named = record ? field.nameInStruct.find(record) : field.nameInStruct.end();
  if (named != field.nameInStruct.end())
    return named->second;
  // Another struct's name would mislead: the offset then.
  return field.nameInStruct.size() <= 1 && !record ? field.name : "+" + std::to_string(field.offset);
}

bool storesPointers(const llvm::Loop &loop) {
  for (const auto *block : loop.blocks())
    for (const auto &inst : *block)
      if (auto *store = llvm::dyn_cast<llvm::StoreInst>(&inst);
          store && store->getValueOperand()->getType()->isPointerTy())
        return true;
  return false;
}

/// The positions of a pointer's terms from `at` on.
PointerSlots slotsAt(size_t at, bool sized) {
  PointerSlots slots{at, at + 1, at + 2, at + 3};
  if (sized)
    slots.size = at + 4;
  return slots;
}

/// The pointer fields of the structs that pointers from before the loop
/// point to (`sll->next` where the loop starts its cursor at sll): cells at
/// a value from before the loop plus a field's offset. The loop may write
/// them through its cursor, so the frame cannot keep them.
std::vector<PointerCell> outerPointerFields(LoopView &view,
                                            const std::vector<HeapField> &fields) {
  std::vector<PointerCell> found;
  for (const llvm::Value *v : valuesFromBefore(view.loop())) {
    auto *type = llvm::dyn_cast<llvm::PointerType>(v->getType());
    if (!type || type->isOpaque())
      continue;
    auto *record = llvm::dyn_cast<llvm::StructType>(type->getPointerElementType());
    std::string name = view.source().variableName(v);
    if (!record || name.empty())
      continue;
    for (const auto &field : fields) {
      auto named = field.nameInStruct.find(record);
      if (field.type->isPointerTy() && named != field.nameInStruct.end())
        found.push_back({name + "->" + named->second,
                         view.memory().advance(view.valueOnEntry(v).expr(), field.offset),
                         field.type});
    }
  }
  return found;
}
} // namespace

std::optional<HeapSite> HeapTemplate::build(LoopView &view) {
  if (!view.options().heap || view.heapSites().empty())
    return std::nullopt;
  HeapLayout layout;
  selectHeapPhis(view, layout);
  // Fields: only where the start forgets memory (a frame keeps the rest):
  // writes it cannot name, allocations, or objects written whole.
  const LoopEffects &effects = view.effects();
  layout.forgets = !effects.writes || effects.mayAllocate || effects.mayFree ||
                   !effects.writes->none();
  if (layout.forgets) {
    layout.fields = fields(view);
    layout.fieldRows = heapFieldRows(view, layout.fields);
  }
  layout.cells = heapPointerCells(view, layout);
  if (layout.pointerPhis.empty() && layout.cells.empty() && layout.fieldRows.empty())
    return std::nullopt;

  HeapSite site = heapPointerRows(view, layout);
  placeHeapTerms(view, layout);
  addHeapFieldRows(view, layout, site);

  HeapStateAt stateAt = heapStateAt(view, layout);
  z3::context &ctx = view.context();
  MemoryModel &memory = view.memory();
  auto arbitrary = [&](const char *name) {
    z3::expr object = view.freshConstant(name, ctx.bv_sort(memory.objectBits()));
    return z3::concat(object, ctx.bv_val(0, memory.offsetBits()));
  };
  z3::expr arbitraryBase = arbitrary("heap.o"), secondBase = arbitrary("heap.o2");
  // Array fields are read at one arbitrary index (a row then holds for
  // every element).
  bool arrays = std::any_of(layout.fields.begin(), layout.fields.end(),
                            [](const HeapField &f) { return f.count > 0; });
  z3::expr index = arrays ? view.freshConstant("heap.k", ctx.bv_sort(memory.pointerBits()))
                          : memory.ptrConst(0);
  const Incoming &start = view.start();
  site.transition.start = stateAt(start.mem, start.phis, arbitraryBase, secondBase, index);
  site.transition.head =
      stateAt(view.head().mem, view.head().phis, arbitraryBase, secondBase, index);
  for (const auto &latch : view.latches())
    site.transition.latches.push_back(
        {latch.guard, stateAt(latch.mem, latch.phis, arbitraryBase, secondBase, index)});
  addHeapStartAt(view, site, stateAt, start, arbitraryBase, index, layout);
  return site;
}

namespace {
/// The header phis of the heap template: every pointer, and a few integers
/// that field rows relate to.
void selectHeapPhis(LoopView &view, HeapLayout &layout) {
  size_t index = 0;
  for (const auto &phi : view.loop().getHeader()->phis()) {
    if (phi.getType()->isPointerTy())
      layout.pointerPhis.push_back(index);
    else if (auto var = templateVar(view.source(), phi, true);
             var && !var->floatKey && var->width > 1 &&
             layout.integerPhis.size() < kMaxRelatedVars)
      layout.integerPhis.push_back(index);
    ++index;
  }
}

/// The rows over the fields of each allocation site's objects: (site,
/// field) for the fields that fit in the site's objects.
std::vector<std::pair<unsigned, size_t>> heapFieldRows(LoopView &view,
                                                       const std::vector<HeapField> &fields) {
  const llvm::DataLayout &layout = view.module().getDataLayout();
  const std::vector<HeapAllocationSite> &heapSites = view.heapSites();
  std::vector<std::pair<unsigned, size_t>> fieldRows;
  for (unsigned s = 1; s <= heapSites.size(); ++s)
    for (size_t f = 0; f < fields.size(); ++f) {
      uint64_t bytes = fields[f].count ? fields[f].count * fields[f].stride
                                       : layout.getTypeStoreSize(fields[f].type);
      const auto &size = heapSites[s - 1].size;
      if ((!size || fields[f].offset + bytes <= *size) && fieldRows.size() < kMaxFieldRows)
        fieldRows.emplace_back(s, f);
    }
  return fieldRows;
}

/// The pointers held in memory that get points-to rows: named pointer
/// variables the loop uses and, where it links objects, the pointer fields
/// of the structs that pointers from before it point to.
std::vector<PointerCell> heapPointerCells(LoopView &view, const HeapLayout &layout) {
  const llvm::Loop *loop = &view.loop();
  std::vector<PointerCell> cells;
  for (const llvm::Value *cell : pointerCells(*loop)) {
    std::string name = view.source().variableName(cell);
    llvm::Type *type = llvm::isa<llvm::AllocaInst>(cell)
                           ? llvm::cast<llvm::AllocaInst>(cell)->getAllocatedType()
                           : llvm::cast<llvm::GlobalVariable>(cell)->getValueType();
    if (!name.empty())
      cells.push_back({name, view.valueOnEntry(cell).expr(), type});
  }
  // Per object only where the loop stores pointers (a list it links into):
  // elsewhere the site's field rows say as much, and each row costs time.
  if (layout.forgets && storesPointers(*loop))
    for (auto &cell : outerPointerFields(view, layout.fields))
      if (cells.size() < kMaxPointerCells)
        cells.push_back(std::move(cell));
  return cells;
}

/// The heap template with the points-to rows of the pointer phis and the
/// pointer cells, which come first in the state.
HeapSite heapPointerRows(LoopView &view, HeapLayout &layout) {
  // Positions in the state: the pointer phis (4 terms each, 5 with the
  // object's size), the pointer cells, the integer phis and values from
  // before the loop, then one membership bit per site, then the fields (a
  // pointer's terms or 1), then the second object of the shape rows. The
  // size is there for the bounds checks of --pointer-check only: it costs
  // time (2LS's running_example: 11 s -> 13 s).
  layout.sized = view.options().heapPointerFacts;
  layout.pointerTerms = layout.sized ? 5 : 4;
  HeapSite site{{}, {}, LoopTransition{view.start().guard, {}, {}}, view.start().mem, {}};
  auto slots = [&layout]() {
    PointerSlots at = slotsAt(layout.next, layout.sized);
    layout.next += layout.pointerTerms;
    return at;
  };
  for (size_t p : layout.pointerPhis) {
    const auto *phi = &*std::next(view.loop().getHeader()->phis().begin(), p);
    std::string name = view.source().variableName(phi);
    site.pointers.push_back({name.empty() ? view.source().describe(phi, 2) : name, slots(), {}});
  }
  for (const auto &cell : layout.cells)
    site.pointers.push_back({cell.name, slots(), {}});
  return site;
}

/// The positions of the state's terms after the pointer rows: related
/// integers, membership bits, fields and the shape rows' second object.
void placeHeapTerms(LoopView &view, HeapLayout &layout) {
  const llvm::Loop *loop = &view.loop();
  size_t &next = layout.next;
  // Integer phis, for rows relating a field to them (f - x <= d).
  for (size_t p : layout.integerPhis)
    layout.related.emplace_back(
        next++,
        *templateVar(view.source(), *std::next(loop->getHeader()->phis().begin(), p), true));
  // And integer values from before the loop that it reads (base in
  // hash > base): the same term in every state.
  for (const llvm::Value *v : outerIntegers(*loop, kMaxRelatedVars - layout.integerPhis.size()))
    if (auto var = templateVar(view.source(), *v, false); var && !var->floatKey && var->width > 1) {
      layout.related.emplace_back(next++, *var);
      layout.outerTerms.push_back(templateTerm(view.context(), view.valueOnEntry(v)));
    }
  layout.firstMember = next;
  next += view.heapSites().size();
  for (const auto &field : layout.fields) {
    layout.fieldAt.push_back(next);
    next += field.type->isPointerTy() ? layout.pointerTerms : 1;
  }
  // Shape rows where the loop links or frees objects: they relate the
  // arbitrary object to a second one (o2: its object number, membership
  // bits and pointer fields' objects) and to the pointer rows.
  const LoopEffects &effects = view.effects();
  layout.shapes = view.options().heapPointerFacts && layout.forgets &&
                  (effects.mayFree || storesPointers(*loop));
  layout.firstObject = next;
  layout.secondObject = next + 1;
  layout.secondMember = next + 2;
  layout.secondFieldAt.assign(layout.fields.size(), 0);
  if (layout.shapes) {
    next += 2 + view.heapSites().size();
    for (size_t f = 0; f < layout.fields.size(); ++f)
      if (layout.fields[f].type->isPointerTy())
        layout.secondFieldAt[f] = next++;
  }
}

/// The rows over the fields of each site's objects: points-to rows of
/// pointer fields (with their shape rows), and value rows of integer fields,
/// alone and relative to the related integers and to the site's other fields.
void addHeapFieldRows(LoopView &view, const HeapLayout &layout, HeapSite &site) {
  const std::vector<HeapField> &fields = layout.fields;
  const std::vector<size_t> &fieldAt = layout.fieldAt;
  // Integer fields already given rows, per site: a later field of the same
  // site gets a row of its difference to each (a zone over one object's
  // fields, e.g. o.order - o.stock <= 0).
  std::map<unsigned, std::vector<std::pair<size_t, TemplateVar>>> siteFields;
  size_t pairRows = 0;
  for (auto [s, f] : layout.fieldRows) {
    std::string name = view.heapSites()[s - 1].text + ": " + heapFieldName(view, fields[f], s);
    size_t member = layout.firstMember + s - 1;
    if (fields[f].type->isPointerTy()) {
      site.pointers.push_back({name, slotsAt(fieldAt[f], layout.sized), member});
      if (layout.shapes)
        addHeapShapeRows(layout, site, name, s, f);
      continue;
    }
    unsigned width = fields[f].type->getIntegerBitWidth();
    TemplateVar var{name, width, true, true};
    site.values.push_back({name, fieldAt[f], var, member});
    // An array member's row holds its element at an arbitrary index: a
    // difference to a counter or to another field says something only where
    // every element follows it, and each such row costs solver time (2LS's
    // arrays/unrolled_init: its joint heap inference 243 -> 155 queries,
    // half the time). The segment rows relate elements to indices.
    if (fields[f].count)
      continue;
    for (const auto &[at, x] : layout.related)
      site.values.push_back({name + " - " + x.name, fieldAt[f], var, member, at, x});
    for (const auto &[at, other] : siteFields[s])
      if (pairRows++ < kMaxFieldPairRows)
        site.values.push_back({name + " - " + other.name, fieldAt[f], var, member, at, other});
    siteFields[s].emplace_back(fieldAt[f],
                               TemplateVar{heapFieldName(view, fields[f], s), width, true, true});
  }
}

/// The shape rows of pointer field f of site s (named `name`): unshared,
/// and not pointing where any pointer variable points.
void addHeapShapeRows(const HeapLayout &layout, HeapSite &site, const std::string &name,
                      unsigned s, size_t f) {
  using Shape = HeapDomain::ShapeRow;
  size_t member = layout.firstMember + s - 1;
  if (site.shapes.size() < kMaxShapeRows)
    site.shapes.push_back({Shape::Unshared, name, member, layout.firstObject,
                           layout.fieldAt[f], layout.secondMember + s - 1,
                           layout.secondObject, layout.secondFieldAt[f]});
  for (const auto &pointer : site.pointers)
    if (!pointer.member && site.shapes.size() < kMaxShapeRows)
      site.shapes.push_back({Shape::Unpointed, name, member, layout.firstObject,
                             layout.fieldAt[f], 0, 0, 0, pointer.at.object, pointer.name});
}
} // namespace

} // namespace kiki
