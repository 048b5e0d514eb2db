// The heap domain (chapter sections 6.4 and 6.5, seed 004 chapter 5): what
// a loop's pointers point to and what the fields of the objects each
// allocation site made hold, at the loop head.
//
// Two kinds of rows over one template state:
// - points-to rows: a pointer (a loop-back variable, or a pointer field of
//   the objects of one allocation site) points to one of a set of targets:
//   NULL, an object of allocation site S, or a named object (a global, a
//   local); each with its offsets and whether it is known to be live;
// - value rows: lo <= f <= hi for an integer field f of the objects of one
//   allocation site (guarded intervals, optimised like the interval domain).
//
// A field row speaks of every object of its site: the template state holds
// one arbitrary object o (its membership bit "o was made by site S and is
// live" and its fields), so that a row checked for o at the back edges
// while assumed for every object read at the start is a universally
// quantified invariant (the instances come with LoopTransition::moreStarts).
// Bottom is "no member object" (the guard is false); top is true.
#pragma once
#include "domains/Template.h"
#include <functional>
#include <optional>
#include <set>

namespace kiki {

/// Where a pointer lies in a template state: the positions of its object
/// number, its offset, its object's allocation site (0: not a heap object)
/// and a 1-bit "its object is live".
struct PointerSlots {
  size_t object, offset, site, alive;
};

class HeapDomain : public TemplateDomain {
public:
  struct PointerRow {
    std::string name;             // "p", "malloc@line 9: next"
    PointerSlots at;
    std::optional<size_t> member; // 1-bit guard: the row speaks of a member object
  };
  /// lo <= f - x <= hi (or lo <= f <= hi without x) for the members.
  struct ValueRow {
    std::string name;             // "malloc@line 9: val - min"
    size_t value;
    TemplateVar var;              // width and signedness of the field
    std::optional<size_t> member;
    std::optional<size_t> minus{}; // x: an integer variable of the loop
    TemplateVar minusVar{};
  };
  /// Reads a target's name: a site number or an object number.
  struct Names {
    std::function<std::string(unsigned site)> site;
    std::function<std::string(unsigned object)> object;
  };

  HeapDomain(z3::context &ctx, std::vector<PointerRow> pointers, std::vector<ValueRow> values,
             Names names);

  std::string name() const override { return "heap"; }
  size_t rowCount() const override { return pointers_.size() + 2 * values_.size(); }
  z3::expr rowFormula(size_t row, const TemplateState &state) const override;
  bool isTop(size_t row) const override;
  void joinModel(size_t row, const z3::model &model, const TemplateState &state) override;
  std::optional<BoundRow> boundRow(size_t row, const TemplateState &state) const override;
  void raise(size_t row, Bound value) override;
  std::vector<std::string> describe() const override;
  std::string rowKey(size_t row) const override;

  /// A target of a points-to row.
  struct Target {
    enum Kind { Null, Site, Object } kind;
    unsigned id = 0;               // the site or object number
    std::set<uint64_t> offsets{};  // empty: any offset
    bool mayBeDead = false;
  };
  /// The targets of points-to row `row` (nullopt: top).
  std::optional<std::vector<Target>> targets(size_t row) const;

private:
  z3::context &ctx_;
  std::vector<PointerRow> pointers_;
  std::vector<ValueRow> values_;
  Names names_;
  struct PointsTo {
    bool top = false;
    std::vector<Target> targets{};
  };
  std::vector<PointsTo> pointsTo_;           // per pointer row
  std::vector<std::optional<Bound>> bounds_; // per value row: upper, lower

  z3::expr guard(const std::optional<size_t> &member, const TemplateState &state) const;
  z3::expr matches(const Target &target, const PointerSlots &at,
                   const TemplateState &state) const;
  /// Value rows: 2 * index + (0: f <= d, 1: -f <= d).
  const ValueRow &valueRow(size_t row) const { return values_.at((row - pointers_.size()) / 2); }
  bool lowerRow(size_t row) const { return (row - pointers_.size()) % 2 == 1; }
  z3::expr valueTerm(size_t row, const TemplateState &state) const;
  unsigned valueWidth(size_t row) const;
  /// The least and greatest values of a value row's term.
  std::pair<Bound, Bound> range(size_t row) const;
  std::string targetText(const Target &target) const;
};

} // namespace kiki
