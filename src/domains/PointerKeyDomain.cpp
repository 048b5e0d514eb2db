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

PointerKeyDomain::PointerKeyDomain(z3::context &ctx, size_t position, TemplateVar key)
    : position_(position), key_(std::move(key)) {
  KIKI_INVARIANT(key_.pointerOffsetBits && key_.pointerSiteBits, "not a pointer key");
  std::vector<HeapDomain::PointerRow> rows{{key_.name, PointerSlots{0, 1, 2, 3}, std::nullopt}};
  heap_ = std::make_unique<HeapDomain>(ctx, std::move(rows), std::vector<HeapDomain::ValueRow>{},
                                       keyNames(key_));
}

TemplateState PointerKeyDomain::heapState(const TemplateState &state) const {
  const z3::expr &key = state.at(position_);
  unsigned offsetBits = key_.pointerOffsetBits, siteBits = key_.pointerSiteBits;
  return {key.extract(offsetBits + siteBits + 1, offsetBits + siteBits + 1),
          key.extract(offsetBits - 1, 0), key.extract(offsetBits + siteBits - 1, offsetBits),
          key.extract(offsetBits + siteBits, offsetBits + siteBits)};
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
  if (!heap_->isTop(0))
    return {};
  return {templateVarSubject(key_)};
}

} // namespace kiki
