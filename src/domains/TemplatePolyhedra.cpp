#include "domains/TemplatePolyhedra.h"
#include "util/Errors.h"

#include <algorithm>

namespace kiki {

TemplatePolyhedra::TemplatePolyhedra(z3::context &ctx, std::string name,
                                     std::vector<TemplateVar> vars,
                                     std::vector<LinearRow> rows)
    : ctx_(ctx), name_(std::move(name)), vars_(std::move(vars)), rows_(std::move(rows)),
      values_(rows_.size()) {
  unsigned widest = 1;
  for (const auto &v : vars_) {
    // Bounds are 128-bit numbers: sums of two variables need two bits more.
    // A segment's pointer key with heap sites has 66 bits on LP64.
    KIKI_INVARIANT(v.width >= 1 && v.width <= 96, "template variable wider than 96 bits");
    widest = std::max(widest, v.width);
  }
  width_ = widest + 2;
}

z3::expr TemplatePolyhedra::term(size_t row, const TemplateState &state) const {
  std::optional<z3::expr> sum;
  for (const auto &t : rows_.at(row)) {
    const TemplateVar &v = vars_.at(t.var);
    z3::expr x = state.at(t.var);
    unsigned extra = width_ - v.width;
    x = v.isSigned ? z3::sext(x, extra) : z3::zext(x, extra);
    if (t.coefficient < 0)
      x = -x;
    sum = sum ? *sum + x : x;
  }
  return sum ? *sum : ctx_.bv_val(0, width_);
}

Bound TemplatePolyhedra::maxOf(size_t row) const {
  Bound m = 0;
  for (const auto &t : rows_.at(row))
    m += t.coefficient > 0 ? highestValue(vars_[t.var]) : -lowestValue(vars_[t.var]);
  return m;
}

Bound TemplatePolyhedra::minOf(size_t row) const {
  Bound m = 0;
  for (const auto &t : rows_.at(row))
    m += t.coefficient > 0 ? lowestValue(vars_[t.var]) : -highestValue(vars_[t.var]);
  return m;
}

bool TemplatePolyhedra::isTop(size_t row) const {
  return values_.at(row) && *values_[row] >= maxOf(row);
}

z3::expr TemplatePolyhedra::rowFormula(size_t row, const TemplateState &state) const {
  if (!values_.at(row))
    return ctx_.bool_val(false);
  if (isTop(row))
    return ctx_.bool_val(true);
  return z3::sle(term(row, state), ctx_.bv_val(boundText(*values_[row]).c_str(), width_));
}

void TemplatePolyhedra::joinModel(size_t row, const z3::model &model,
                                  const TemplateState &state) {
  raise(row, signedValue(model, term(row, state)));
  // Rows on float keys climb by joining models (no binary search, below);
  // after a few raises they become top, which ends the climb.
  if (floatRow(row) && ++floatRaises_[row] > kFloatRaisesBeforeTop)
    raise(row, maxOf(row));
}

bool TemplatePolyhedra::floatRow(size_t row) const {
  const LinearRow &r = rows_.at(row);
  return std::any_of(r.begin(), r.end(),
                     [&](const LinearTerm &t) { return vars_[t.var].floatKey; });
}

std::optional<BoundRow> TemplatePolyhedra::boundRow(size_t row,
                                                    const TemplateState &state) const {
  // The binary search over a float key's 2^32 values took 30 queries of
  // 0.3-3 s each for one bound (float arithmetic is hard for the solver).
  if (floatRow(row))
    return std::nullopt;
  return BoundRow{term(row, state), minOf(row), maxOf(row)};
}

void TemplatePolyhedra::raise(size_t row, Bound value) {
  auto &current = values_.at(row);
  current = current ? std::max(*current, value) : value;
}

std::string TemplatePolyhedra::rowKey(size_t row) const {
  std::string key;
  for (const LinearTerm &t : rows_.at(row))
    key += (t.coefficient < 0 ? "-" : "+") + vars_[t.var].name;
  return key;
}

/// Seed 003's Algorithm 1, by direction: a loop-back variable whose upper
/// and lower interval rows are top is imprecise; one whose rows in one
/// direction are top has no bound there (each row is optimised on its own,
/// so the interval rows are the best bounds the template finds). Without
/// interval rows, a variable is imprecise when every row over it is top. A
/// bottom row (the head is unreachable) constrains everything.
std::vector<std::string> TemplatePolyhedra::impreciseValues() const {
  std::vector<std::string> subjects;
  for (size_t v = 0; v < vars_.size(); ++v) {
    if (!vars_[v].loopBack)
      continue;
    // Per kind of row: whether there is one, and whether one constrains v.
    struct Seen {
      bool any = false, constrains = false;
    } upper, lower, other;
    for (size_t r = 0; r < rows_.size(); ++r) {
      const LinearRow &row = rows_[r];
      if (std::none_of(row.begin(), row.end(), [v](const LinearTerm &t) { return t.var == v; }))
        continue;
      Seen &seen = row.size() > 1 ? other : row[0].coefficient > 0 ? upper : lower;
      seen.any = true;
      seen.constrains = seen.constrains || !values_[r] || !isTop(r);
    }
    std::string subject = templateVarSubject(vars_[v]);
    bool noUpper = upper.any && !upper.constrains, noLower = lower.any && !lower.constrains;
    if (noUpper && noLower)
      subjects.push_back(subject);
    else if (noUpper)
      subjects.push_back(subject + " (no upper bound)");
    else if (noLower)
      subjects.push_back(subject + " (no lower bound)");
    else if (!upper.any && !lower.any && other.any && !other.constrains)
      subjects.push_back(subject);
  }
  return subjects;
}

std::string TemplatePolyhedra::rowText(size_t row) const {
  const LinearRow &r = rows_[row];
  Bound d = *values_[row];
  // Print "x <= d", "x >= -d" (all coefficients negative), "x - y <= d".
  bool allNegative = std::all_of(r.begin(), r.end(),
                                 [](const LinearTerm &t) { return t.coefficient < 0; });
  std::string text;
  for (size_t i = 0; i < r.size(); ++i) {
    bool minus = allNegative ? false : r[i].coefficient < 0;
    text += i == 0 ? (minus ? "-" : "") : (minus ? " - " : " + ");
    text += vars_[r[i].var].name;
  }
  // Only interval rows have float keys (pairRows), so r[0] is the variable;
  // a sum or difference of pointer keys is a plain number.
  TemplateVar v = vars_[r[0].var];
  if (r.size() > 1)
    v.pointerOffsetBits = 0;
  return allNegative ? text + " >= " + valueText(-d, v) : text + " <= " + valueText(d, v);
}

std::vector<std::string> TemplatePolyhedra::describe() const {
  std::vector<std::string> facts;
  std::vector<bool> done(rows_.size(), false);
  for (size_t r = 0; r < rows_.size(); ++r) {
    if (done[r])
      continue;
    if (!values_[r]) {
      facts.push_back("false");
      continue;
    }
    if (isTop(r))
      continue;
    // An interval: print the upper row with its lower partner as lo <= x <= hi.
    if (rows_[r].size() == 1 && rows_[r][0].coefficient > 0) {
      auto partner = std::find_if(rows_.begin(), rows_.end(), [&](const LinearRow &o) {
        return o.size() == 1 && o[0].var == rows_[r][0].var && o[0].coefficient < 0;
      });
      size_t p = partner - rows_.begin();
      if (partner != rows_.end() && values_[p] && !isTop(p)) {
        done[p] = true;
        const TemplateVar &v = vars_[rows_[r][0].var];
        facts.push_back(valueText(-*values_[p], v) + " <= " + v.name + " <= " +
                        valueText(*values_[r], v));
        continue;
      }
    }
    facts.push_back(rowText(r));
  }
  if (std::find(facts.begin(), facts.end(), "false") != facts.end())
    return {"false"};
  return facts;
}

std::vector<LinearRow> intervalRows(const std::vector<TemplateVar> &vars) {
  std::vector<LinearRow> rows;
  for (size_t i = 0; i < vars.size(); ++i) {
    if (!vars[i].loopBack)
      continue; // constant in the loop: its range is known before it
    rows.push_back({{i, 1}});
    rows.push_back({{i, -1}});
  }
  return rows;
}

/// Rows a·x_i + b·x_j and their negation for each pair with at least one
/// loop-back variable (both constant in the loop: nothing to infer). Sums
/// and differences of float keys mean nothing: floats get intervals only.
static std::vector<LinearRow> pairRows(const std::vector<TemplateVar> &vars, int a, int b) {
  std::vector<LinearRow> rows;
  for (size_t i = 0; i < vars.size(); ++i)
    for (size_t j = i + 1; j < vars.size(); ++j)
      if ((vars[i].loopBack || vars[j].loopBack) && !vars[i].floatKey && !vars[j].floatKey) {
        rows.push_back({{i, a}, {j, b}});
        rows.push_back({{i, -a}, {j, -b}});
      }
  return rows;
}

std::vector<LinearRow> differenceRows(const std::vector<TemplateVar> &vars) {
  return pairRows(vars, 1, -1);
}

std::vector<LinearRow> sumRows(const std::vector<TemplateVar> &vars) {
  return pairRows(vars, 1, 1);
}

} // namespace kiki
