#include "domains/HeapDomain.h"

#include <algorithm>
#include <utility>

namespace kiki {
namespace {
/// A points-to row with more targets than this becomes top, and a target
/// with more offsets than this allows any offset: both end a climb.
constexpr size_t kMaxTargets = 6;
constexpr size_t kMaxOffsets = 4;

uint64_t numeral(const z3::model &model, const z3::expr &term) {
  return model.eval(term, true).get_numeral_uint64();
}

/// "term is one of values" (a target's offsets or object sizes).
z3::expr oneOf(const z3::expr &term, const std::set<uint64_t> &values) {
  z3::expr any = term.ctx().bool_val(false);
  for (uint64_t c : values)
    any = any || term == term.ctx().bv_val(c, term.get_sort().bv_size());
  return any;
}

/// Joins the numbers a model saw into a target's set; an empty set allows
/// any number, and so does one that grows past kMaxOffsets.
void joinNumbers(std::set<uint64_t> &known, const std::set<uint64_t> &seen) {
  if (known.empty())
    return;
  known.insert(seen.begin(), seen.end());
  if (known.size() > kMaxOffsets || seen.empty())
    known.clear();
}

} // namespace

HeapDomain::HeapDomain(z3::context &ctx, std::vector<PointerRow> pointers,
                       std::vector<ValueRow> values, Names names, std::vector<ShapeRow> shapes)
    : ctx_(ctx), pointers_(std::move(pointers)), values_(std::move(values)),
      names_(std::move(names)), shapes_(std::move(shapes)), shapeTop_(shapes_.size()),
      pointsTo_(pointers_.size()), bounds_(2 * values_.size()) {}

std::optional<size_t> HeapDomain::shapeIndex(size_t row) const {
  size_t first = pointers_.size() + 2 * values_.size();
  return row >= first ? std::optional<size_t>(row - first) : std::nullopt;
}

const HeapDomain::ShapeRow *HeapDomain::shapeRow(size_t row) const {
  auto index = shapeIndex(row);
  return index ? &shapes_.at(*index) : nullptr;
}

bool HeapDomain::pairRow(size_t row) const {
  const ShapeRow *shape = shapeRow(row);
  return shape && shape->kind == ShapeRow::Unshared;
}

bool heapPairRow(const TemplateDomain &heap, size_t row) {
  return static_cast<const HeapDomain &>(heap).pairRow(row);
}

/// A shape row starts at "holds" rather than at bottom: it has no values
/// in between, and the first model that violates it makes it top.
z3::expr HeapDomain::shapeFormula(const ShapeRow &shape, const TemplateState &state) const {
  auto member = [&](size_t at) { return state.at(at) == ctx_.bv_val(1, 1); };
  const z3::expr &field = state.at(shape.field);
  z3::expr null = ctx_.bv_val(0, field.get_sort().bv_size());
  if (shape.kind == ShapeRow::Unshared)
    return z3::implies(member(shape.member) && member(shape.member2) &&
                           state.at(shape.object) != state.at(shape.object2) && field != null,
                       field != state.at(shape.field2));
  const z3::expr &pointer = state.at(shape.pointer);
  return z3::implies(member(shape.member) && pointer != null, field != pointer);
}

z3::expr HeapDomain::guard(const std::optional<size_t> &member,
                           const TemplateState &state) const {
  if (!member)
    return ctx_.bool_val(true);
  return state.at(*member) == ctx_.bv_val(1, 1);
}

z3::expr HeapDomain::matches(const Target &target, const PointerSlots &at,
                             const TemplateState &state) const {
  const z3::expr &object = state.at(at.object);
  z3::expr zero = ctx_.bv_val(0, object.get_sort().bv_size());
  z3::expr match = ctx_.bool_val(true);
  switch (target.kind) {
  case Target::Null:
    match = object == zero;
    break;
  case Target::Site:
    match = object != zero &&
            state.at(at.site) == ctx_.bv_val(target.id, state.at(at.site).get_sort().bv_size());
    break;
  case Target::Object:
    match = object == ctx_.bv_val(target.id, object.get_sort().bv_size());
    break;
  }
  if (!target.offsets.empty())
    match = match && oneOf(state.at(at.offset), target.offsets);
  if (!target.sizes.empty() && at.size)
    match = match && oneOf(state.at(*at.size), target.sizes);
  if (!target.mayBeDead && target.kind != Target::Null)
    match = match && state.at(at.alive) == ctx_.bv_val(1, 1);
  return match;
}

bool HeapDomain::isTop(size_t row) const {
  if (auto index = shapeIndex(row))
    return shapeTop_.at(*index);
  if (row < pointers_.size())
    return pointsTo_.at(row).top;
  const auto &bound = bounds_.at(row - pointers_.size());
  return bound && *bound >= range(row).second;
}

z3::expr HeapDomain::rowFormula(size_t row, const TemplateState &state) const {
  if (isTop(row))
    return ctx_.bool_val(true);
  if (const ShapeRow *shape = shapeRow(row))
    return shapeFormula(*shape, state);
  if (row < pointers_.size()) {
    const PointerRow &p = pointers_[row];
    z3::expr any = ctx_.bool_val(false);
    for (const auto &target : pointsTo_[row].targets)
      any = any || matches(target, p.at, state);
    return z3::implies(guard(p.member, state), any);
  }
  const auto &bound = bounds_.at(row - pointers_.size());
  z3::expr member = guard(valueRow(row).member, state);
  if (!bound)
    return !member;
  unsigned width = valueWidth(row);
  return z3::implies(member, z3::sle(valueTerm(row, state),
                                     ctx_.bv_val(boundText(*bound).c_str(), width)));
}

unsigned HeapDomain::valueWidth(size_t row) const {
  const ValueRow &v = valueRow(row);
  return std::max(v.var.width, v.minus ? v.minusVar.width : 0u) + 2;
}

z3::expr HeapDomain::valueTerm(size_t row, const TemplateState &state) const {
  const ValueRow &v = valueRow(row);
  unsigned width = valueWidth(row);
  auto extend = [width](const z3::expr &e, const TemplateVar &var) {
    unsigned extra = width - var.width;
    return var.isSigned ? z3::sext(e, extra) : z3::zext(e, extra);
  };
  z3::expr x = extend(state.at(v.value), v.var);
  if (v.minus)
    x = x - extend(state.at(*v.minus), v.minusVar);
  return lowerRow(row) ? -x : x;
}

std::pair<Bound, Bound> HeapDomain::range(size_t row) const {
  const ValueRow &v = valueRow(row);
  Bound high = highestValue(v.var), low = lowestValue(v.var);
  if (v.minus)
    high -= lowestValue(v.minusVar), low -= highestValue(v.minusVar);
  return lowerRow(row) ? std::pair{-high, -low} : std::pair{low, high};
}

std::optional<BoundRow> HeapDomain::boundRow(size_t row, const TemplateState &state) const {
  if (row < pointers_.size() || shapeRow(row))
    return std::nullopt;
  // A non-member's term is the least value, which every bound admits.
  unsigned width = valueWidth(row);
  z3::expr least = ctx_.bv_val(boundText(range(row).first).c_str(), width);
  return BoundRow{z3::ite(guard(valueRow(row).member, state), valueTerm(row, state), least),
                  range(row).first, range(row).second};
}

std::string HeapDomain::rowKey(size_t row) const {
  if (row < pointers_.size() || shapeRow(row))
    return "";
  return valueRow(row).name + (lowerRow(row) ? " >=" : " <=");
}

void HeapDomain::raise(size_t row, Bound value) {
  if (row < pointers_.size() || shapeRow(row))
    return;
  auto &bound = bounds_.at(row - pointers_.size());
  bound = bound ? std::max(*bound, value) : value;
}

void HeapDomain::joinModel(size_t row, const z3::model &model, const TemplateState &state) {
  if (auto index = shapeIndex(row)) {
    shapeTop_.at(*index) = true;
    return;
  }
  if (row >= pointers_.size()) {
    if (model.eval(guard(valueRow(row).member, state), true).is_true())
      raise(row, signedValue(model, valueTerm(row, state)));
    return;
  }
  const PointerRow &p = pointers_[row];
  PointsTo &points = pointsTo_[row];
  if (points.top || !model.eval(guard(p.member, state), true).is_true())
    return;
  auto object = static_cast<unsigned>(numeral(model, state.at(p.at.object)));
  uint64_t offset = numeral(model, state.at(p.at.offset));
  auto site = static_cast<unsigned>(numeral(model, state.at(p.at.site)));
  bool alive = numeral(model, state.at(p.at.alive)) == 1;
  std::set<uint64_t> size;
  if (p.at.size && object != 0)
    size.insert(numeral(model, state.at(*p.at.size)));
  Target seen{Target::Object, object, {offset}, !alive, size};
  if (object == 0)
    seen = Target{Target::Null, 0, {offset}, false};
  else if (site != 0)
    seen = Target{Target::Site, site, {offset}, !alive, size};
  auto same = std::find_if(points.targets.begin(), points.targets.end(), [&](const Target &t) {
    return t.kind == seen.kind && t.id == seen.id;
  });
  if (same == points.targets.end()) {
    points.targets.push_back(seen);
    points.top = points.targets.size() > kMaxTargets;
    return;
  }
  same->mayBeDead = same->mayBeDead || seen.mayBeDead;
  joinNumbers(same->sizes, size);
  joinNumbers(same->offsets, {offset});
}

std::optional<std::vector<HeapDomain::Target>> HeapDomain::targets(size_t row) const {
  if (pointsTo_.at(row).top)
    return std::nullopt;
  return pointsTo_[row].targets;
}

std::string HeapDomain::targetText(const Target &target) const {
  std::string text = target.kind == Target::Null   ? "NULL"
                     : target.kind == Target::Site ? names_.site(target.id)
                                                   : names_.object(target.id);
  if (target.offsets.empty())
    text += "+?";
  else if (target.offsets.size() > 1 || *target.offsets.begin() != 0) {
    std::string list;
    for (uint64_t c : target.offsets)
      list += (list.empty() ? "" : "|") + std::to_string(c);
    text += "+" + list;
  }
  if (target.mayBeDead)
    text += " (may be freed)";
  return text;
}

std::vector<std::string> HeapDomain::describe() const {
  std::vector<std::string> facts;
  for (size_t r = 0; r < pointers_.size(); ++r) {
    if (pointsTo_[r].top || (pointsTo_[r].targets.empty() && pointers_[r].member))
      continue; // top, or no object of the site is live at the head
    // In a fixed order (NULL, then sites, then named objects, each by
    // number), not in the order the models joined them.
    std::vector<Target> targets = pointsTo_[r].targets;
    std::sort(targets.begin(), targets.end(), [](const Target &a, const Target &b) {
      return std::make_pair(a.kind, a.id) < std::make_pair(b.kind, b.id);
    });
    std::string list;
    for (const auto &target : targets)
      list += (list.empty() ? "" : ", ") + targetText(target);
    facts.push_back(pointers_[r].name + " -> {" + list + "}");
  }
  for (size_t v = 0; v < values_.size(); ++v) {
    size_t upper = pointers_.size() + 2 * v, lower = upper + 1;
    const auto &hi = bounds_[2 * v], &lo = bounds_[2 * v + 1];
    if (!hi || !lo || (isTop(upper) && isTop(lower)))
      continue;
    const TemplateVar &var = values_[v].var;
    std::string text = isTop(lower) ? "" : valueText(-*lo, var) + " <= ";
    text += values_[v].name;
    if (!isTop(upper))
      text += " <= " + valueText(*hi, var);
    facts.push_back(text);
  }
  for (size_t s = 0; s < shapes_.size(); ++s) {
    if (shapeTop_[s])
      continue;
    const ShapeRow &shape = shapes_[s];
    facts.push_back(shape.kind == ShapeRow::Unshared
                        ? shape.name + " unshared"
                        : "no " + shape.name + " -> " + shape.pointerName);
  }
  return facts;
}

namespace {
/// A heap row's name in a diagnostic's terms: "malloc@line 9: next" is the
/// "next" field of the objects allocated at line 9; "p" is a pointer.
std::string heapSubject(const std::string &name) {
  auto colon = name.find(": ");
  auto at = name.find("@line ");
  if (colon == std::string::npos || at == std::string::npos || at > colon)
    return "pointer \"" + name + "\"";
  return "\"" + name.substr(colon + 2) + "\" field of the objects allocated at line " +
         name.substr(at + 6, colon - at - 6) + " (" + name.substr(0, at) + ")";
}
} // namespace

/// Seed 003's Algorithm 2: the points-to rows that are top (the pointer may
/// point anywhere), and the value rows of a field (not a difference to a
/// loop variable) with both bounds top.
std::vector<std::string> HeapDomain::impreciseValues() const {
  std::vector<std::string> subjects;
  for (size_t r = 0; r < pointers_.size(); ++r)
    if (pointsTo_[r].top)
      subjects.push_back(heapSubject(pointers_[r].name));
  for (size_t v = 0; v < values_.size(); ++v) {
    size_t upper = pointers_.size() + 2 * v;
    if (!values_[v].minus && bounds_[2 * v] && bounds_[2 * v + 1] && isTop(upper) &&
        isTop(upper + 1))
      subjects.push_back(heapSubject(values_[v].name));
  }
  return subjects;
}

} // namespace kiki
