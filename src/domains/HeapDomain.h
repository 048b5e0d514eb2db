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
// - shape rows (chapter section 6.4's "no two nodes share a successor",
//   which freeing a list in a loop needs): the pointer field f of two
//   distinct member objects points to distinct objects or NULL (f is
//   unshared), and no member object's f points to where pointer p points
//   (p is a head: nothing links to it). Each row holds or is top.
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
/// number, its offset, its object's allocation site (0: not a heap object),
/// a 1-bit "its object is live" and, if present, its object's size (a
/// dereference's bounds check needs it for objects made before the loop).
struct PointerSlots {
  size_t object, offset, site, alive;
  std::optional<size_t> size{};
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
  /// A shape row over the state's first object o and, for Unshared, a
  /// second object o2 (both: membership bit and object number; the object
  /// number of their field f).
  struct ShapeRow {
    enum Kind { Unshared, Unpointed } kind;
    std::string name;             // "malloc@line 9: next"
    size_t member, object, field; // o: member bit, object number, o->f's object
    size_t member2 = 0, object2 = 0, field2 = 0; // Unshared: the same of o2
    size_t pointer = 0;           // Unpointed: p's object number
    std::string pointerName{};    // "p"
  };
  /// Reads a target's name: a site number or an object number.
  struct Names {
    std::function<std::string(unsigned site)> site;
    std::function<std::string(unsigned object)> object;
  };

  HeapDomain(z3::context &ctx, std::vector<PointerRow> pointers, std::vector<ValueRow> values,
             Names names, std::vector<ShapeRow> shapes = {});

  std::string name() const override { return "heap"; }
  size_t rowCount() const override {
    return pointers_.size() + 2 * values_.size() + shapes_.size();
  }
  /// Whether `row` is an Unshared row: it speaks of two objects, so that an
  /// instance needs a state at each pair of objects read.
  bool pairRow(size_t row) const;
  z3::expr rowFormula(size_t row, const TemplateState &state) const override;
  bool isTop(size_t row) const override;
  void joinModel(size_t row, const z3::model &model, const TemplateState &state) override;
  std::optional<BoundRow> boundRow(size_t row, const TemplateState &state) const override;
  void raise(size_t row, Bound value) override;
  std::vector<std::string> describe() const override;
  std::string rowKey(size_t row) const override;
  std::vector<std::string> impreciseValues() const override;

  /// A target of a points-to row.
  struct Target {
    enum Kind { Null, Site, Object } kind;
    unsigned id = 0;               // the site or object number
    std::set<uint64_t> offsets{};  // empty: any offset
    bool mayBeDead = false;
    std::set<uint64_t> sizes{};    // its object's size; empty: any
  };
  /// The targets of points-to row `row` (nullopt: top).
  std::optional<std::vector<Target>> targets(size_t row) const;

private:
  z3::context &ctx_;
  std::vector<PointerRow> pointers_;
  std::vector<ValueRow> values_;
  Names names_;
  std::vector<ShapeRow> shapes_;
  std::vector<bool> shapeTop_;               // per shape row
  struct PointsTo {
    bool top = false;
    std::vector<Target> targets{};
  };
  std::vector<PointsTo> pointsTo_;           // per pointer row
  std::vector<std::optional<Bound>> bounds_; // per value row: upper, lower

  z3::expr guard(const std::optional<size_t> &member, const TemplateState &state) const;
  z3::expr matches(const Target &target, const PointerSlots &at,
                   const TemplateState &state) const;
  /// Rows: the pointer rows, then two per value row, then the shape rows.
  std::optional<size_t> shapeIndex(size_t row) const;
  const ShapeRow *shapeRow(size_t row) const;
  z3::expr shapeFormula(const ShapeRow &shape, const TemplateState &state) const;
  /// Value rows: 2 * index + (0: f <= d, 1: -f <= d).
  const ValueRow &valueRow(size_t row) const { return values_.at((row - pointers_.size()) / 2); }
  bool lowerRow(size_t row) const { return (row - pointers_.size()) % 2 == 1; }
  z3::expr valueTerm(size_t row, const TemplateState &state) const;
  unsigned valueWidth(size_t row) const;
  /// The least and greatest values of a value row's term.
  std::pair<Bound, Bound> range(size_t row) const;
  std::string targetText(const Target &target) const;
};

/// Whether row `row` of `heap`, a HeapDomain (domains/Domains.h's
/// makeHeapDomain), is an Unshared row (HeapDomain::pairRow).
bool heapPairRow(const TemplateDomain &heap, size_t row);

} // namespace kiki
