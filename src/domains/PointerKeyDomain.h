// Points-to rows over pointer keys: an array segment holds a pointer
// element as one number (not null, live, allocation site, offset; see
// renamingInvariant in encode/templates/SegmentTemplate.cpp), where an
// interval cannot say "NULL or a live object of malloc@line 9": the keys
// are ordered lexicographically, so any interval between the two admits
// every site below 9 and every dead object. This domain reads the key's
// parts and keeps the heap domain's set of targets (domains/HeapDomain:
// NULL, an object of a site, "an object without a site"), with offsets
// and liveness. The object number is not part of
// the key, so no row can name one (an object the loop's arbitrary
// iteration makes has one number where every real iteration makes a new
// object).
#pragma once
#include "domains/HeapDomain.h"
#include <memory>

namespace kiki {

class PointerKeyDomain : public TemplateDomain {
public:
  /// One row over the key at `position` in the state, whose variable is
  /// `key` (pointerOffsetBits and pointerSiteBits set).
  PointerKeyDomain(z3::context &ctx, size_t position, TemplateVar key);

  std::string name() const override { return "pointer keys"; }
  size_t rowCount() const override { return 1; }
  z3::expr rowFormula(size_t row, const TemplateState &state) const override {
    return heap_->rowFormula(row, heapState(state));
  }
  bool isTop(size_t row) const override { return heap_->isTop(row); }
  void joinModel(size_t row, const z3::model &model, const TemplateState &state) override {
    heap_->joinModel(row, model, heapState(state));
  }
  /// The heap domain's "a[k] -> {targets}"; "false" for no target.
  std::vector<std::string> describe() const override;
  /// The key variable when its row is top, named as templateVarSubject does.
  std::vector<std::string> impreciseValues() const override;

private:
  /// The key's four parts: "not null" (as the object), offset, site, live.
  TemplateState heapState(const TemplateState &state) const;

  size_t position_;
  TemplateVar key_;
  std::unique_ptr<HeapDomain> heap_;
};

} // namespace kiki
