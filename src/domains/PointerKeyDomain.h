// Points-to rows over pointer keys: an array segment holds a pointer
// element as one number (not null, live, allocation site, offset; see
// renamingInvariant in encode/templates/SegmentTemplate.cpp), where an
// interval cannot say "NULL or a live object of malloc@line 9": the keys
// are ordered lexicographically, so any interval between the two admits
// every site below 9 and every dead object. This domain reads the key's
// parts and keeps the heap domain's set of targets (domains/HeapDomain:
// NULL, an object of a site, "an object without a site"), with offsets
// and liveness, for each key variable. The object number is not part of
// the key, so no row can name one (an object the loop's arbitrary
// iteration makes has one number where every real iteration makes a new
// object).
#pragma once
#include "domains/HeapDomain.h"
#include <memory>

namespace kiki {

class PointerKeyDomain : public TemplateDomain {
public:
  /// One row per entry of `keys`: the position of a key in the state and
  /// its variable (pointerOffsetBits and pointerSiteBits set).
  PointerKeyDomain(z3::context &ctx, std::vector<std::pair<size_t, TemplateVar>> keys);

  std::string name() const override { return "pointer keys"; }
  size_t rowCount() const override { return keys_.size(); }
  z3::expr rowFormula(size_t row, const TemplateState &state) const override {
    return heap_->rowFormula(row, heapState(state));
  }
  bool isTop(size_t row) const override { return heap_->isTop(row); }
  void joinModel(size_t row, const z3::model &model, const TemplateState &state) override {
    heap_->joinModel(row, model, heapState(state));
  }
  /// The heap domain's "a[k] -> {targets}"; "false" for no target.
  std::vector<std::string> describe() const override;
  /// The key variables whose rows are top, named as templateVarSubject does.
  std::vector<std::string> impreciseValues() const override;

private:
  /// Four terms per key: "not null" (as the object), offset, site, live.
  TemplateState heapState(const TemplateState &state) const;

  std::vector<std::pair<size_t, TemplateVar>> keys_;
  std::unique_ptr<HeapDomain> heap_;
};

} // namespace kiki
