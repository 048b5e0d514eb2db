#include "domains/PointerKeyDomain.h"
#include "util/Errors.h"

namespace kiki {
namespace {
/// The targets' names: sites by the variable's list, and the one "object"
/// a key can tell, "not null" without a site.
HeapDomain::Names keyNames(const TemplateVar &var) {
  auto sites = var.siteNames;
  return HeapDomain::Names{
      [sites](unsigned site) {
        return sites && site >= 1 && site <= sites->size() ? (*sites)[site - 1]
                                                           : "site " + std::to_string(site);
      },
      [](unsigned) { return std::string("an object of no allocation site"); }};
}
} // namespace

PointerKeyDomain::PointerKeyDomain(z3::context &ctx,
                                   std::vector<std::pair<size_t, TemplateVar>> keys)
    : keys_(std::move(keys)) {
  KIKI_INVARIANT(!keys_.empty(), "a pointer key domain without keys");
  std::vector<HeapDomain::PointerRow> rows;
  for (size_t i = 0; i < keys_.size(); ++i) {
    const TemplateVar &var = keys_[i].second;
    KIKI_INVARIANT(var.pointerOffsetBits && var.pointerSiteBits, "not a pointer key");
    rows.push_back({var.name, PointerSlots{4 * i, 4 * i + 1, 4 * i + 2, 4 * i + 3}, std::nullopt});
  }
  heap_ = std::make_unique<HeapDomain>(ctx, std::move(rows), std::vector<HeapDomain::ValueRow>{},
                                       keyNames(keys_.front().second));
}

TemplateState PointerKeyDomain::heapState(const TemplateState &state) const {
  TemplateState parts;
  for (const auto &[position, var] : keys_) {
    const z3::expr &key = state.at(position);
    unsigned offsetBits = var.pointerOffsetBits, siteBits = var.pointerSiteBits;
    parts.push_back(key.extract(offsetBits + siteBits + 1, offsetBits + siteBits + 1));
    parts.push_back(key.extract(offsetBits - 1, 0));
    parts.push_back(key.extract(offsetBits + siteBits - 1, offsetBits));
    parts.push_back(key.extract(offsetBits + siteBits, offsetBits + siteBits));
  }
  return parts;
}

std::vector<std::string> PointerKeyDomain::describe() const {
  std::vector<std::string> facts = heap_->describe();
  for (auto &fact : facts)
    if (const std::string none = " -> {}";
        fact.size() >= none.size() && fact.compare(fact.size() - none.size(), none.size(), none) == 0)
      fact = "false";
  return facts;
}

std::vector<std::string> PointerKeyDomain::impreciseValues() const {
  std::vector<std::string> subjects;
  for (size_t r = 0; r < keys_.size(); ++r)
    if (heap_->isTop(r))
      subjects.push_back(templateVarSubject(keys_[r].second));
  return subjects;
}

} // namespace kiki
