// The template interface of kIkI's invariant inference (chapter section 5.1).
// A template is a conjunction of rows; each row has one parameter, ordered
// from bottom (the row is false) to top (the row is true). Strategy
// iteration (strategy/StrategyIteration) only talks to this interface, so a
// domain is added without touching the engines.
#pragma once
#include <z3++.h>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace kiki {

/// A variable of a loop's template: a loop-back variable (header phi) or a
/// value from before the loop that the loop reads.
struct TemplateVar {
  std::string name;
  unsigned width = 0; // bit-vector width
  bool isSigned = true;
  bool loopBack = true;
  /// The term is the order key of a floating-point value of `width` bits
  /// (floatKey in encode/LoopSites.cpp), not an integer of the program.
  bool floatKey = false;
  /// The term is a pointer as (not null, offset) with this many offset
  /// bits (renamingInvariant in encode/templates/SegmentTemplate.cpp),
  /// shown as "non-null+4"; 0: not a pointer.
  unsigned pointerOffsetBits = 0;
  /// With heap sites recorded, the pointer is (not null, live, allocation
  /// site, offset): the site's bits, and the sites' names ("malloc@line
  /// 9") by number - 1.
  unsigned pointerSiteBits = 0;
  std::shared_ptr<const std::vector<std::string>> siteNames{};
  /// The name is that of a C variable (in scope at the loop head, of this
  /// width) that holds the value at the loop head: a correctness witness
  /// may name it (engines/HeadInvariants).
  bool cVariable = false;
  /// The program reads the value's low bits (x % 2^k, x & (2^k - 1)):
  /// congruence rows (domains/CongruenceDomain) join the domain's.
  bool lowBits = false;
};

/// One bit-vector term per TemplateVar: the variables in one state.
using TemplateState = std::vector<z3::expr>;

/// Row parameters of the polyhedra domains: wide enough for 64-bit sums.
using Bound = __int128;
std::string boundText(Bound value);
/// A bound on `var` as the reader knows it: the floating-point number for a
/// float key, the integer otherwise.
std::string valueText(Bound value, const TemplateVar &var);
/// The least and greatest values of the variable's type.
Bound lowestValue(const TemplateVar &var);
Bound highestValue(const TemplateVar &var);
/// The value of a bit-vector term in `model`, read as a signed number.
Bound signedValue(const z3::model &model, const z3::expr &term);
/// The same in the variable's own reading (unsigned ones are not negative).
Bound variableValue(const z3::model &model, const z3::expr &term, const TemplateVar &var);

/// A row of the form e(x) <= d over integers, which section 6.1's binary
/// search can optimise. `term` is e(x) in a width where it cannot overflow.
struct BoundRow {
  z3::expr term;
  Bound min; // the smallest and largest values e(x) can take
  Bound max;
};

/// One loop instance's inference problem with k = 1 (equation 12): the
/// loop starts in an arbitrary state satisfying the invariant and runs one
/// iteration; every latch state it reaches must satisfy the invariant again.
struct LoopTransition {
  z3::expr startGuard;  // the loop is entered in an arbitrary state
  TemplateState start;  // the template variables there
  struct Latch {
    z3::expr guard;     // this back edge is taken after the first iteration
    TemplateState state;
  };
  std::vector<Latch> latches;
  /// The variables at the first iteration's head, whether the loop was
  /// entered from the real start or arbitrarily: with the latches, every
  /// transition of one iteration (ranking functions).
  TemplateState head{};
  /// Further states the rows are assumed in at the start: a template over
  /// one arbitrary object (domains/HeapDomain) is instantiated at every
  /// other object the iteration reads. Asked again in every round, since
  /// the instances add reads.
  std::function<std::vector<TemplateState>()> moreStarts{};
};

class TemplateDomain {
public:
  virtual ~TemplateDomain() = default;
  virtual std::string name() const = 0;
  virtual size_t rowCount() const = 0;
  /// The row under its current parameter at `state`: false for bottom.
  virtual z3::expr rowFormula(size_t row, const TemplateState &state) const = 0;
  /// Whether the row's parameter is top (its formula is true).
  virtual bool isTop(size_t row) const = 0;
  /// Instantiates the row for the point `state` has in `model` and joins
  /// the result into the row's parameter (Fig. 12, lines 7-9).
  virtual void joinModel(size_t row, const z3::model &model, const TemplateState &state) = 0;
  /// For rows e(x) <= d: e at `state` and its range; nullopt otherwise.
  virtual std::optional<BoundRow> boundRow(size_t row, const TemplateState &state) const {
    return std::nullopt;
  }
  /// For rows e(x) <= d: sets d (never below its current value).
  virtual void raise(size_t row, Bound value) {}
  /// What a bound row bounds, named so that the template of another loop
  /// gives the same key to a row over the same expression (a variable, a
  /// field of an allocation site's objects); empty for none. Joint
  /// inference of nested loops raises rows with one key together.
  virtual std::string rowKey(size_t row) const { return ""; }
  /// The invariant in source terms, one fact per entry (top rows omitted).
  virtual std::vector<std::string> describe() const = 0;
  /// What the invariant leaves unconstrained (seed 003, section 3.1): the
  /// values at the loop head whose every row is top, in source terms
  /// ("variable \"x\"", "\"next\" field of the objects allocated at line
  /// 11"). Only meaningful for a converged invariant.
  virtual std::vector<std::string> impreciseValues() const { return {}; }
};

/// How a diagnostic names a template variable: `variable "x"` for a C
/// variable, `value "x + 1"` for an expression without a name.
std::string templateVarSubject(const TemplateVar &var);

/// The conjunction of the rows of `domain` that are not top (nor in
/// `skip`) at `state`.
z3::expr rowsFormula(z3::context &ctx, const TemplateDomain &domain, const TemplateState &state,
                     const std::vector<size_t> &skip = {});

} // namespace kiki
