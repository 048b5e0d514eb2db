// kIkI's template domains (intervals, zones, octagons, equalities, top) and
// the strategy iteration that raises them to loop invariants. The domain
// tests join concrete points given by Z3 models; the strategy tests run
// inferInvariant on small transition systems written directly in Z3, the
// shape LoopSites builds: a start guard literal s (the loop is entered in an
// arbitrary state), the head value of the first iteration ite(s, x_h, init),
// and one latch (guard, state after one iteration).
#include "domains/CongruenceDomain.h"
#include "domains/Domains.h"
#include "domains/EqualityDomain.h"
#include "domains/IntervalDomain.h"
#include "domains/OctagonDomain.h"
#include "domains/SegmentDomain.h"
#include "domains/TemplatePolyhedra.h"
#include "domains/TopDomain.h"
#include "domains/ZoneDomain.h"
#include "solver/Solver.h"
#include "strategy/StrategyIteration.h"

#include <gtest/gtest.h>
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace kiki {
namespace {

using Strings = std::vector<std::string>;

TemplateVar var(const std::string &name, unsigned width, bool isSigned = true,
                bool loopBack = true) {
  return TemplateVar{name, width, isSigned, loopBack};
}

Bound pow2(unsigned n) { return static_cast<Bound>(1) << n; }

/// Bit-vector constants named after the variables: the symbolic state.
TemplateState symbols(z3::context &ctx, const std::vector<TemplateVar> &vars) {
  TemplateState state;
  for (const auto &v : vars)
    state.push_back(ctx.bv_const(v.name.c_str(), v.width));
  return state;
}

/// A model in which the symbolic `state` is the point `values`.
z3::model pointModel(z3::context &ctx, const TemplateState &state,
                     const std::vector<z3::expr> &values) {
  z3::solver s(ctx);
  for (size_t i = 0; i < state.size(); ++i)
    s.add(state[i] == values[i]);
  if (s.check() != z3::sat)
    throw std::runtime_error("point model: unsatisfiable");
  return s.get_model();
}

/// Whether the row, under its current parameter, holds at the point.
bool holdsAt(const TemplateDomain &d, size_t row, const std::vector<z3::expr> &point) {
  z3::expr value = d.rowFormula(row, point).simplify();
  if (!value.is_true() && !value.is_false())
    throw std::runtime_error("row formula at a point does not simplify to a constant");
  return value.is_true();
}

const TemplatePolyhedra &poly(const std::unique_ptr<TemplateDomain> &d) {
  auto *p = dynamic_cast<const TemplatePolyhedra *>(d.get());
  if (!p)
    throw std::runtime_error("not a template polyhedra domain");
  return *p;
}

/// The row with exactly these (variable, coefficient) terms, in any order.
size_t findRow(const std::vector<LinearRow> &rows, LinearRow wanted) {
  auto key = [](LinearRow r) {
    std::sort(r.begin(), r.end(), [](const LinearTerm &a, const LinearTerm &b) {
      return a.var != b.var ? a.var < b.var : a.coefficient < b.coefficient;
    });
    std::vector<std::pair<size_t, int>> k;
    for (const auto &t : r)
      k.emplace_back(t.var, t.coefficient);
    return k;
  };
  for (size_t i = 0; i < rows.size(); ++i)
    if (key(rows[i]) == key(wanted))
      return i;
  throw std::runtime_error("no such row");
}

std::vector<LinearRow> zoneRows(const std::vector<TemplateVar> &vars) {
  auto rows = intervalRows(vars);
  auto d = differenceRows(vars);
  rows.insert(rows.end(), d.begin(), d.end());
  return rows;
}

std::vector<LinearRow> octagonRows(const std::vector<TemplateVar> &vars) {
  auto rows = zoneRows(vars);
  auto s = sumRows(vars);
  rows.insert(rows.end(), s.begin(), s.end());
  return rows;
}

// ---------------------------------------------------------------- intervals

class DomainIntervals : public ::testing::Test {
protected:
  z3::context ctx;
  z3::expr bv(int64_t v, unsigned w) { return ctx.bv_val(v, w); }
};

TEST_F(DomainIntervals, RowsStartAtBottom) {
  std::vector<TemplateVar> vars{var("x", 32), var("y", 16, false)};
  auto d = makeIntervalDomain(ctx, vars);
  ASSERT_EQ(d->rowCount(), 4u);
  EXPECT_EQ(d->name(), "intervals");
  auto state = symbols(ctx, vars);
  for (size_t r = 0; r < d->rowCount(); ++r) {
    EXPECT_FALSE(poly(d).parameter(r).has_value()) << "row " << r;
    EXPECT_FALSE(d->isTop(r)) << "row " << r;
    EXPECT_TRUE(d->rowFormula(r, state).simplify().is_false()) << "row " << r;
  }
  EXPECT_EQ(d->describe(), Strings{"false"});
}

TEST_F(DomainIntervals, OnlyLoopBackVariablesHaveRows) {
  std::vector<TemplateVar> vars{var("n", 32, true, false), var("x", 32), var("m", 8, true, false)};
  auto rows = intervalRows(vars);
  ASSERT_EQ(rows.size(), 2u);
  for (const auto &r : rows) {
    ASSERT_EQ(r.size(), 1u);
    EXPECT_EQ(r[0].var, 1u);
  }
  EXPECT_EQ(makeIntervalDomain(ctx, vars)->rowCount(), 2u);
}

TEST_F(DomainIntervals, JoinRaisesParameterToThePoint) {
  std::vector<TemplateVar> vars{var("x", 32)};
  auto d = makeIntervalDomain(ctx, vars);
  auto state = symbols(ctx, vars);
  z3::model m = pointModel(ctx, state, {bv(7, 32)});
  d->joinModel(0, m, state); // x <= d
  d->joinModel(1, m, state); // -x <= d
  ASSERT_TRUE(poly(d).parameter(0).has_value());
  ASSERT_TRUE(poly(d).parameter(1).has_value());
  EXPECT_EQ(*poly(d).parameter(0), 7);
  EXPECT_EQ(*poly(d).parameter(1), -7);
  EXPECT_TRUE(holdsAt(*d, 0, {bv(7, 32)}));
  EXPECT_FALSE(holdsAt(*d, 0, {bv(8, 32)}));
  EXPECT_TRUE(holdsAt(*d, 1, {bv(7, 32)}));
  EXPECT_FALSE(holdsAt(*d, 1, {bv(6, 32)}));
  EXPECT_FALSE(d->isTop(0));
  EXPECT_FALSE(d->isTop(1));
  EXPECT_EQ(d->describe(), Strings{"7 <= x <= 7"});
}

TEST_F(DomainIntervals, JoinOfASmallerValueDoesNotLower) {
  std::vector<TemplateVar> vars{var("x", 32)};
  auto d = makeIntervalDomain(ctx, vars);
  auto state = symbols(ctx, vars);
  for (int64_t v : {10, 3, 1, 5}) {
    z3::model m = pointModel(ctx, state, {bv(v, 32)});
    d->joinModel(0, m, state);
    d->joinModel(1, m, state);
  }
  EXPECT_EQ(*poly(d).parameter(0), 10);
  EXPECT_EQ(*poly(d).parameter(1), -1);
  EXPECT_EQ(d->describe(), Strings{"1 <= x <= 10"});
  // raise() is a join as well: it never lowers.
  d->raise(0, 4);
  EXPECT_EQ(*poly(d).parameter(0), 10);
}

TEST_F(DomainIntervals, NegativeValues) {
  std::vector<TemplateVar> vars{var("x", 32)};
  auto d = makeIntervalDomain(ctx, vars);
  auto state = symbols(ctx, vars);
  for (int64_t v : {-5, -20}) {
    z3::model m = pointModel(ctx, state, {bv(v, 32)});
    d->joinModel(0, m, state);
    d->joinModel(1, m, state);
  }
  EXPECT_EQ(*poly(d).parameter(0), -5);
  EXPECT_EQ(*poly(d).parameter(1), 20);
  EXPECT_TRUE(holdsAt(*d, 0, {bv(-5, 32)}));
  EXPECT_FALSE(holdsAt(*d, 0, {bv(-4, 32)}));
  EXPECT_TRUE(holdsAt(*d, 1, {bv(-20, 32)}));
  EXPECT_FALSE(holdsAt(*d, 1, {bv(-21, 32)}));
  EXPECT_EQ(d->describe(), Strings{"-20 <= x <= -5"});
}

TEST_F(DomainIntervals, TopAtTheLargestValueOfTheType) {
  std::vector<TemplateVar> vars{var("x", 8)};
  auto d = makeIntervalDomain(ctx, vars);
  d->raise(0, 126);
  EXPECT_FALSE(d->isTop(0));
  EXPECT_FALSE(holdsAt(*d, 0, {bv(127, 8)}));
  d->raise(0, 127);
  EXPECT_TRUE(d->isTop(0));
  EXPECT_TRUE(d->rowFormula(0, symbols(ctx, vars)).simplify().is_true());
  // The lower row -x <= d is top at 128 (x = -128), not at 127.
  d->raise(1, 127);
  EXPECT_FALSE(d->isTop(1));
  EXPECT_FALSE(holdsAt(*d, 1, {bv(-128, 8)}));
  EXPECT_EQ(d->describe(), Strings{"x >= -127"}); // top rows are omitted
  d->raise(1, 128);
  EXPECT_TRUE(d->isTop(1));
  EXPECT_TRUE(d->describe().empty());
}

TEST_F(DomainIntervals, UpperBoundOnlyIsDescribedAlone) {
  std::vector<TemplateVar> vars{var("x", 8)};
  auto d = makeIntervalDomain(ctx, vars);
  d->raise(0, 5);
  d->raise(1, 128);
  EXPECT_EQ(d->describe(), Strings{"x <= 5"});
}

TEST_F(DomainIntervals, UnsignedVersusSigned) {
  std::vector<TemplateVar> unsignedVars{var("u", 8, false)};
  std::vector<TemplateVar> signedVars{var("s", 8, true)};
  auto du = makeIntervalDomain(ctx, unsignedVars);
  auto ds = makeIntervalDomain(ctx, signedVars);
  auto su = symbols(ctx, unsignedVars);
  auto ss = symbols(ctx, signedVars);
  z3::model mu = pointModel(ctx, su, {bv(200, 8)});
  z3::model ms = pointModel(ctx, ss, {bv(200, 8)}); // the same bits: -56
  for (size_t r : {0u, 1u}) {
    du->joinModel(r, mu, su);
    ds->joinModel(r, ms, ss);
  }
  EXPECT_EQ(*poly(du).parameter(0), 200);
  EXPECT_EQ(*poly(du).parameter(1), -200);
  EXPECT_EQ(*poly(ds).parameter(0), -56);
  EXPECT_EQ(*poly(ds).parameter(1), 56);
  EXPECT_EQ(du->describe(), Strings{"200 <= u <= 200"});
  EXPECT_EQ(ds->describe(), Strings{"-56 <= s <= -56"});
  // The ranges of the rows follow the signedness.
  auto ru = du->boundRow(0, su), rs = ds->boundRow(0, ss);
  auto lu = du->boundRow(1, su), ls = ds->boundRow(1, ss);
  ASSERT_TRUE(ru && rs && lu && ls);
  EXPECT_EQ(ru->min, 0);
  EXPECT_EQ(ru->max, 255);
  EXPECT_EQ(lu->min, -255);
  EXPECT_EQ(lu->max, 0);
  EXPECT_EQ(rs->min, -128);
  EXPECT_EQ(rs->max, 127);
  EXPECT_EQ(ls->min, -127);
  EXPECT_EQ(ls->max, 128);
  // x >= 0 is top for an unsigned variable.
  du->raise(1, 0);
  EXPECT_TRUE(du->isTop(1));
  EXPECT_FALSE(ds->isTop(1));
}

TEST_F(DomainIntervals, Unsigned64BitMaximum) {
  std::vector<TemplateVar> vars{var("u", 64, false)};
  auto d = makeIntervalDomain(ctx, vars);
  auto state = symbols(ctx, vars);
  z3::model m = pointModel(ctx, state, {ctx.bv_val(UINT64_MAX, 64)});
  d->joinModel(0, m, state);
  EXPECT_EQ(*poly(d).parameter(0), pow2(64) - 1);
  EXPECT_TRUE(d->isTop(0));
}

// ------------------------------------------------------- zones and octagons

class DomainRelational : public ::testing::Test {
protected:
  z3::context ctx;
  z3::expr bv(int64_t v, unsigned w) { return ctx.bv_val(v, w); }
};

TEST_F(DomainRelational, RowCountsForLoopBackVariables) {
  for (size_t n : {1u, 2u, 3u, 5u}) {
    std::vector<TemplateVar> vars;
    for (size_t i = 0; i < n; ++i)
      vars.push_back(var("v" + std::to_string(i), 32));
    size_t pairs = n * (n - 1) / 2;
    EXPECT_EQ(makeIntervalDomain(ctx, vars)->rowCount(), 2 * n) << n;
    EXPECT_EQ(makeZoneDomain(ctx, vars)->rowCount(), 2 * n + 2 * pairs) << n;
    EXPECT_EQ(makeOctagonDomain(ctx, vars)->rowCount(), 2 * n + 4 * pairs) << n;
  }
}

TEST_F(DomainRelational, NoRowsBetweenTwoValuesFromBeforeTheLoop) {
  // x, y change in the loop; a, b do not: the pair (a, b) has no rows.
  std::vector<TemplateVar> vars{var("x", 32), var("a", 32, true, false), var("y", 32),
                                var("b", 32, true, false)};
  EXPECT_EQ(makeZoneDomain(ctx, vars)->rowCount(), 4u + 2 * 5);
  EXPECT_EQ(makeOctagonDomain(ctx, vars)->rowCount(), 4u + 4 * 5);
  for (const auto &r : differenceRows(vars)) {
    ASSERT_EQ(r.size(), 2u);
    EXPECT_TRUE(vars[r[0].var].loopBack || vars[r[1].var].loopBack);
    EXPECT_EQ(r[0].coefficient, -r[1].coefficient);
  }
  for (const auto &r : sumRows(vars)) {
    ASSERT_EQ(r.size(), 2u);
    EXPECT_TRUE(vars[r[0].var].loopBack || vars[r[1].var].loopBack);
    EXPECT_EQ(r[0].coefficient, r[1].coefficient);
  }
  // Only values from before the loop: nothing to infer at all.
  std::vector<TemplateVar> outer{var("a", 32, true, false), var("b", 32, true, false)};
  EXPECT_EQ(makeOctagonDomain(ctx, outer)->rowCount(), 0u);
}

TEST_F(DomainRelational, DifferenceIsComputedWithoutOverflow) {
  std::vector<TemplateVar> vars{var("x", 8), var("y", 8)};
  auto rows = zoneRows(vars);
  auto d = makeZoneDomain(ctx, vars);
  ASSERT_EQ(d->rowCount(), rows.size());
  auto state = symbols(ctx, vars);
  size_t xMinusY = findRow(rows, {{0, 1}, {1, -1}});
  size_t yMinusX = findRow(rows, {{0, -1}, {1, 1}});
  z3::model m = pointModel(ctx, state, {bv(127, 8), bv(-128, 8)});
  d->joinModel(xMinusY, m, state);
  d->joinModel(yMinusX, m, state);
  // In 8 bits 127 - (-128) wraps to -1; the extended term does not.
  EXPECT_EQ(*poly(d).parameter(xMinusY), 255);
  EXPECT_EQ(*poly(d).parameter(yMinusX), -255);
  EXPECT_TRUE(d->isTop(xMinusY)); // 255 is the largest x - y
  EXPECT_FALSE(d->isTop(yMinusX));
  auto row = d->boundRow(xMinusY, state);
  ASSERT_TRUE(row.has_value());
  EXPECT_EQ(row->min, -255);
  EXPECT_EQ(row->max, 255);
  EXPECT_GE(row->term.get_sort().bv_size(), 10u);
  // y - x <= -255 holds at (127, -128) only.
  EXPECT_TRUE(holdsAt(*d, yMinusX, {bv(127, 8), bv(-128, 8)}));
  EXPECT_FALSE(holdsAt(*d, yMinusX, {bv(126, 8), bv(-128, 8)}));
  EXPECT_FALSE(holdsAt(*d, yMinusX, {bv(-1, 8), bv(0, 8)})); // would wrap to -255 in 8 bits
}

TEST_F(DomainRelational, SumsAreComputedWithoutOverflow) {
  std::vector<TemplateVar> vars{var("x", 8), var("y", 8)};
  auto rows = octagonRows(vars);
  auto d = makeOctagonDomain(ctx, vars);
  ASSERT_EQ(d->rowCount(), rows.size());
  auto state = symbols(ctx, vars);
  size_t sum = findRow(rows, {{0, 1}, {1, 1}});
  size_t negSum = findRow(rows, {{0, -1}, {1, -1}});
  d->joinModel(sum, pointModel(ctx, state, {bv(127, 8), bv(100, 8)}), state);
  d->joinModel(negSum, pointModel(ctx, state, {bv(-128, 8), bv(-128, 8)}), state);
  EXPECT_EQ(*poly(d).parameter(sum), 227);
  EXPECT_EQ(*poly(d).parameter(negSum), 256);
  EXPECT_FALSE(d->isTop(sum));
  EXPECT_TRUE(d->isTop(negSum)); // -x - y <= 256 is the largest value
  EXPECT_FALSE(holdsAt(*d, sum, {bv(127, 8), bv(101, 8)}));
  EXPECT_TRUE(holdsAt(*d, sum, {bv(-128, 8), bv(-128, 8)}));
}

TEST_F(DomainRelational, Unsigned64MinusSigned64FitsTheExtendedWidth) {
  std::vector<TemplateVar> vars{var("u", 64, false), var("s", 64, true)};
  auto rows = zoneRows(vars);
  auto d = makeZoneDomain(ctx, vars);
  auto state = symbols(ctx, vars);
  size_t uMinusS = findRow(rows, {{0, 1}, {1, -1}});
  z3::model m = pointModel(ctx, state, {ctx.bv_val(UINT64_MAX, 64), ctx.bv_val(INT64_MIN, 64)});
  d->joinModel(uMinusS, m, state);
  Bound expected = (pow2(64) - 1) + pow2(63);
  EXPECT_EQ(*poly(d).parameter(uMinusS), expected);
  EXPECT_EQ(d->boundRow(uMinusS, state)->max, expected);
  EXPECT_TRUE(d->isTop(uMinusS));
}

TEST_F(DomainRelational, DescribeDifference) {
  std::vector<TemplateVar> vars{var("x", 32), var("n", 32, true, false)};
  auto rows = zoneRows(vars);
  auto d = makeZoneDomain(ctx, vars);
  ASSERT_EQ(d->rowCount(), 4u);
  size_t xMinusN = findRow(rows, {{0, 1}, {1, -1}});
  for (size_t r = 0; r < d->rowCount(); ++r)
    d->raise(r, d->boundRow(r, symbols(ctx, vars))->max); // all top
  EXPECT_TRUE(d->describe().empty());
  auto d2 = makeZoneDomain(ctx, vars);
  for (size_t r = 0; r < d2->rowCount(); ++r)
    d2->raise(r, r == xMinusN ? -1 : d2->boundRow(r, symbols(ctx, vars))->max);
  EXPECT_EQ(d2->describe(), Strings{"x - n <= -1"});
}

// --------------------------------------------------------------- equalities

class DomainEquality : public ::testing::Test {
protected:
  z3::context ctx;
  z3::expr bv(int64_t v, unsigned w) { return ctx.bv_val(v, w); }
};

TEST_F(DomainEquality, RowsOnlyForEqualWidths) {
  std::vector<TemplateVar> vars{var("x", 32), var("y", 32), var("c", 8)};
  EXPECT_EQ(makeEqualityDomain(ctx, vars)->rowCount(), 2u); // x == y, x != y
  vars.push_back(var("d", 8, false));
  EXPECT_EQ(makeEqualityDomain(ctx, vars)->rowCount(), 4u); // and c == d, c != d
  std::vector<TemplateVar> outer{var("a", 32, true, false), var("b", 32, true, false)};
  EXPECT_EQ(makeEqualityDomain(ctx, outer)->rowCount(), 0u);
  EXPECT_EQ(makeDomain(InvariantDomain::Equalities, ctx, vars)->name(), "equalities");
}

TEST_F(DomainEquality, BottomHoldsTop) {
  std::vector<TemplateVar> vars{var("x", 32), var("y", 32)};
  auto d = makeEqualityDomain(ctx, vars);
  ASSERT_EQ(d->rowCount(), 2u);
  auto state = symbols(ctx, vars);
  // Find which row is x == y: it holds at (3, 3) once it holds at all.
  for (size_t r = 0; r < 2; ++r) {
    EXPECT_FALSE(d->isTop(r));
    EXPECT_TRUE(d->rowFormula(r, state).simplify().is_false());
  }
  EXPECT_EQ(d->describe(), Strings{"false"});

  z3::model same = pointModel(ctx, state, {bv(3, 32), bv(3, 32)});
  d->joinModel(0, same, state);
  d->joinModel(1, same, state);
  size_t eq = d->isTop(0) ? 1 : 0, ne = 1 - eq;
  EXPECT_FALSE(d->isTop(eq)); // x == y holds: "holds", not top
  EXPECT_TRUE(d->isTop(ne));  // x != y is false at the point: top
  EXPECT_TRUE(holdsAt(*d, eq, {bv(5, 32), bv(5, 32)}));
  EXPECT_FALSE(holdsAt(*d, eq, {bv(5, 32), bv(6, 32)}));
  EXPECT_TRUE(d->rowFormula(ne, state).simplify().is_true());
  EXPECT_EQ(d->describe(), Strings{"x == y"});

  // A second equal point keeps "holds"; a different one makes it top.
  d->joinModel(eq, pointModel(ctx, state, {bv(-9, 32), bv(-9, 32)}), state);
  EXPECT_FALSE(d->isTop(eq));
  d->joinModel(eq, pointModel(ctx, state, {bv(1, 32), bv(2, 32)}), state);
  EXPECT_TRUE(d->isTop(eq));
  EXPECT_TRUE(d->describe().empty());
  // Top stays top.
  d->joinModel(eq, same, state);
  EXPECT_TRUE(d->isTop(eq));
}

TEST_F(DomainEquality, DisequalityHolds) {
  std::vector<TemplateVar> vars{var("x", 16), var("y", 16)};
  auto d = makeEqualityDomain(ctx, vars);
  auto state = symbols(ctx, vars);
  z3::model differ = pointModel(ctx, state, {bv(1, 16), bv(2, 16)});
  d->joinModel(0, differ, state);
  d->joinModel(1, differ, state);
  size_t ne = d->isTop(0) ? 1 : 0;
  EXPECT_FALSE(d->isTop(ne));
  EXPECT_TRUE(d->isTop(1 - ne));
  EXPECT_EQ(d->describe(), Strings{"x != y"});
  EXPECT_FALSE(holdsAt(*d, ne, {bv(4, 16), bv(4, 16)}));
}

// ---------------------------------------------------------------------- top

TEST(DomainTop, HasNoRows) {
  z3::context ctx;
  TopDomain top;
  EXPECT_EQ(top.rowCount(), 0u);
  EXPECT_TRUE(top.describe().empty());
  EXPECT_EQ(top.name(), "havoc");
  auto d = makeDomain(InvariantDomain::Top, ctx, {var("x", 32), var("y", 32)});
  EXPECT_EQ(d->rowCount(), 0u);
  EXPECT_EQ(d->name(), "havoc");
  EXPECT_EQ(makeDomain(InvariantDomain::Intervals, ctx, {var("x", 32)})->rowCount(), 2u);
}

// ------------------------------------------------------- strategy iteration

/// A loop `x = init; while (guard(x)) x = step(x);` over template variables,
/// given as the first-iteration transition of LoopSites.
class StrategyIteration : public ::testing::Test {
protected:
  z3::context ctx;
  Solver solver{ctx};
  z3::expr s = ctx.bool_const("s"); // started in an arbitrary state

  z3::expr bv(int64_t v, unsigned w) { return ctx.bv_val(v, w); }

  /// The head value of the first iteration: arbitrary when s, else init.
  z3::expr head(const char *name, const z3::expr &init) {
    return z3::ite(s, ctx.bv_const(name, init.get_sort().bv_size()), init);
  }

  /// The invariant is inductive: from a start inside it, no latch leaves it
  /// (checked on a separate Z3 solver, independently of the strategy).
  bool inductive(const TemplateDomain &d, const LoopTransition &loop) {
    z3::solver check(ctx);
    check.add(invariantAtStart(ctx, d, loop));
    z3::expr leaves = ctx.bool_val(false);
    for (const auto &latch : loop.latches) {
      z3::expr all = ctx.bool_val(true);
      for (size_t r = 0; r < d.rowCount(); ++r)
        all = all && d.rowFormula(r, latch.state);
      leaves = leaves || (latch.guard && !all);
    }
    check.add(leaves);
    return check.check() == z3::unsat;
  }
};

TEST_F(StrategyIteration, CounterToTenGivesOneToTen) {
  // x = 0; while (x < 10) x++;
  z3::expr x0 = head("x_h", bv(0, 32));
  LoopTransition loop{s, {x0}, {{z3::slt(x0, bv(10, 32)), {x0 + 1}}}};
  auto d = makeIntervalDomain(ctx, {var("x", 32)});
  InferenceStats stats = inferInvariant(solver, *d, loop);
  ASSERT_TRUE(stats.converged);
  ASSERT_TRUE(poly(d).parameter(0) && poly(d).parameter(1));
  EXPECT_EQ(*poly(d).parameter(0), 10);
  EXPECT_EQ(*poly(d).parameter(1), -1);
  EXPECT_EQ(d->describe(), Strings{"1 <= x <= 10"});
  EXPECT_TRUE(inductive(*d, loop));
  // The binary search: far fewer calls than the 2^32 lattice height, and
  // every call went through the solver's counter.
  EXPECT_GT(stats.solverCalls, 0u);
  EXPECT_LT(stats.solverCalls, 200u);
  EXPECT_EQ(stats.solverCalls, solver.stats().calls);
  EXPECT_LE(stats.rounds, 5u);
}

TEST_F(StrategyIteration, StepOfTwoKeepsParityThroughWrapAround) {
  // unsigned x = 10; while (x >= 10) x += 2; -- the loop leaves only by
  // wrapping around, and x stays even: (x & 1) == 0, which no interval
  // states. Only variables marked lowBits get congruence rows.
  TemplateVar x = var("x", 32, false);
  x.lowBits = true;
  z3::expr x0 = head("x_h", bv(10, 32));
  LoopTransition loop{s, {x0}, {{z3::uge(x0, bv(10, 32)), {x0 + 2}}}};
  auto d = makeDomain(InvariantDomain::Intervals, ctx, {x});
  ASSERT_EQ(d->rowCount(), 3u);
  ASSERT_TRUE(inferInvariant(solver, *d, loop).converged);
  EXPECT_TRUE(inductive(*d, loop));
  auto facts = d->describe();
  EXPECT_NE(std::find(facts.begin(), facts.end(), "(x & 1) == 0"), facts.end())
      << ::testing::PrintToString(facts);
  EXPECT_EQ(makeDomain(InvariantDomain::Intervals, ctx, {var("x", 32, false)})->rowCount(), 2u);
}

TEST(DomainCongruence, JoinKeepsTheSharedLowBits) {
  z3::context ctx;
  TemplateVar x = var("x", 32);
  x.lowBits = true;
  CongruenceDomain d(ctx, {x});
  ASSERT_EQ(d.rowCount(), 1u);
  auto state = symbols(ctx, {x});
  EXPECT_TRUE(d.rowFormula(0, state).simplify().is_false()); // bottom
  d.joinModel(0, pointModel(ctx, state, {ctx.bv_val(13, 32)}), state);
  EXPECT_EQ(d.describe(), Strings{"(x & 255) == 13"});
  d.joinModel(0, pointModel(ctx, state, {ctx.bv_val(5, 32)}), state); // 1101 vs 0101
  EXPECT_EQ(d.describe(), Strings{"(x & 7) == 5"});
  EXPECT_TRUE(holdsAt(d, 0, {ctx.bv_val(-3, 32)}));  // ...11101: low bits 101
  EXPECT_FALSE(holdsAt(d, 0, {ctx.bv_val(6, 32)}));
  d.joinModel(0, pointModel(ctx, state, {ctx.bv_val(6, 32)}), state); // odd and even: top
  EXPECT_TRUE(d.isTop(0));
  EXPECT_TRUE(d.describe().empty());
}

TEST_F(StrategyIteration, InvariantAtStartExcludesStartsOutsideIt) {
  z3::expr xh = ctx.bv_const("x_h", 32);
  z3::expr x0 = z3::ite(s, xh, bv(0, 32));
  LoopTransition loop{s, {x0}, {{z3::slt(x0, bv(10, 32)), {x0 + 1}}}};
  auto d = makeIntervalDomain(ctx, {var("x", 32)});
  ASSERT_TRUE(inferInvariant(solver, *d, loop).converged);
  solver.add(invariantAtStart(ctx, *d, loop));
  for (int64_t v : {0, 11, -1, INT32_MIN, INT32_MAX})
    EXPECT_EQ(solver.check({s, xh == bv(v, 32)}), SatResult::Unsat) << v;
  for (int64_t v : {1, 5, 10})
    EXPECT_EQ(solver.check({s, xh == bv(v, 32)}), SatResult::Sat) << v;
  // The loop entered from before (not arbitrarily) is not constrained.
  EXPECT_EQ(solver.check({!s}), SatResult::Sat);
}

TEST_F(StrategyIteration, UnboundedCounter64BitReachesTopInFewCalls) {
  // x = 0; while (x < n) x++;   with long x, n and n arbitrary
  z3::expr n = ctx.bv_const("n", 64);
  z3::expr x0 = head("x_h", bv(0, 64));
  LoopTransition loop{s, {x0, n}, {{z3::slt(x0, n), {x0 + 1, n}}}};
  auto d = makeIntervalDomain(ctx, {var("x", 64), var("n", 64, true, false)});
  ASSERT_EQ(d->rowCount(), 2u);
  InferenceStats stats = inferInvariant(solver, *d, loop);
  ASSERT_TRUE(stats.converged);
  EXPECT_TRUE(d->isTop(0)); // x <= LONG_MAX
  EXPECT_FALSE(d->isTop(1));
  EXPECT_EQ(*poly(d).parameter(1), -1);
  EXPECT_EQ(d->describe(), Strings{"x >= 1"});
  EXPECT_LT(stats.solverCalls, 20u);
  EXPECT_TRUE(inductive(*d, loop));
}

TEST_F(StrategyIteration, ZonesFindCounterBelowBound) {
  // x = 0; while (x < n) x++;   zones find x - n <= 0
  z3::expr n = ctx.bv_const("n", 32);
  z3::expr x0 = head("x_h", bv(0, 32));
  LoopTransition loop{s, {x0, n}, {{z3::slt(x0, n), {x0 + 1, n}}}};
  std::vector<TemplateVar> vars{var("x", 32), var("n", 32, true, false)};
  auto rows = zoneRows(vars);
  auto d = makeZoneDomain(ctx, vars);
  InferenceStats stats = inferInvariant(solver, *d, loop);
  ASSERT_TRUE(stats.converged);
  size_t xMinusN = findRow(rows, {{0, 1}, {1, -1}});
  ASSERT_TRUE(poly(d).parameter(xMinusN).has_value());
  EXPECT_EQ(*poly(d).parameter(xMinusN), 0);
  auto facts = d->describe();
  EXPECT_NE(std::find(facts.begin(), facts.end(), "x - n <= 0"), facts.end())
      << ::testing::PrintToString(facts);
  EXPECT_TRUE(inductive(*d, loop));
  EXPECT_LT(stats.solverCalls, 300u);
  // Intervals alone cannot relate x to n: their invariant admits x = n + 1.
  Solver other(ctx);
  auto di = makeIntervalDomain(ctx, vars);
  ASSERT_TRUE(inferInvariant(other, *di, loop).converged);
  other.add(invariantAtStart(ctx, *di, loop));
  EXPECT_EQ(other.check({s, x0 == n + 1, z3::sgt(n, bv(0, 32))}), SatResult::Sat);
  solver.add(invariantAtStart(ctx, *d, loop));
  EXPECT_EQ(solver.check({s, x0 == n + 1, z3::sgt(n, bv(0, 32))}), SatResult::Unsat);
}

TEST_F(StrategyIteration, OctagonsKeepASumConstant) {
  // x = 0; y = 10; while (x < 10) { x++; y--; }   octagons find x + y == 10
  z3::expr x0 = head("x_h", bv(0, 32));
  z3::expr y0 = head("y_h", bv(10, 32));
  LoopTransition loop{s, {x0, y0}, {{z3::slt(x0, bv(10, 32)), {x0 + 1, y0 - 1}}}};
  std::vector<TemplateVar> vars{var("x", 32), var("y", 32)};
  auto rows = octagonRows(vars);
  auto d = makeOctagonDomain(ctx, vars);
  ASSERT_TRUE(inferInvariant(solver, *d, loop).converged);
  EXPECT_EQ(*poly(d).parameter(findRow(rows, {{0, 1}, {1, 1}})), 10);
  EXPECT_EQ(*poly(d).parameter(findRow(rows, {{0, -1}, {1, -1}})), -10);
  EXPECT_EQ(*poly(d).parameter(findRow(rows, {{0, 1}})), 10);
  EXPECT_EQ(*poly(d).parameter(findRow(rows, {{1, -1}})), 0); // y >= 0
  EXPECT_TRUE(inductive(*d, loop));
}

TEST_F(StrategyIteration, ToggleIsNeitherBottomNorTop) {
  // x = 0; while (c) x = x == 0 ? 1 : 0;   the invariant is 0 <= x <= 1
  z3::expr c = ctx.bool_const("c");
  z3::expr x0 = head("x_h", bv(0, 32));
  LoopTransition loop{s, {x0}, {{c, {z3::ite(x0 == bv(0, 32), bv(1, 32), bv(0, 32))}}}};
  auto d = makeIntervalDomain(ctx, {var("x", 32)});
  ASSERT_TRUE(inferInvariant(solver, *d, loop).converged);
  for (size_t r = 0; r < d->rowCount(); ++r) {
    EXPECT_TRUE(poly(d).parameter(r).has_value()) << r;
    EXPECT_FALSE(d->isTop(r)) << r;
  }
  EXPECT_EQ(d->describe(), Strings{"0 <= x <= 1"});
  EXPECT_TRUE(inductive(*d, loop));
}

TEST_F(StrategyIteration, BackEdgeNeverTakenStaysBottom) {
  // x = 10; while (x < 10) x++;   the head is never reached again
  z3::expr x0 = head("x_h", bv(10, 32));
  LoopTransition loop{s, {x0}, {{z3::slt(x0, bv(10, 32)), {x0 + 1}}}};
  auto d = makeIntervalDomain(ctx, {var("x", 32)});
  InferenceStats stats = inferInvariant(solver, *d, loop);
  ASSERT_TRUE(stats.converged);
  EXPECT_EQ(stats.solverCalls, 1u);
  EXPECT_FALSE(poly(d).parameter(0).has_value());
  EXPECT_EQ(d->describe(), Strings{"false"});
  solver.add(invariantAtStart(ctx, *d, loop));
  EXPECT_EQ(solver.check({s}), SatResult::Unsat);
}

TEST_F(StrategyIteration, EqualitiesFindTwoCountersEqual) {
  // x = 0; y = 0; while (x < 10) { x++; y++; }
  z3::expr x0 = head("x_h", bv(0, 32));
  z3::expr y0 = head("y_h", bv(0, 32));
  LoopTransition loop{s, {x0, y0}, {{z3::slt(x0, bv(10, 32)), {x0 + 1, y0 + 1}}}};
  auto d = makeEqualityDomain(ctx, {var("x", 32), var("y", 32)});
  ASSERT_TRUE(inferInvariant(solver, *d, loop).converged);
  EXPECT_EQ(d->describe(), Strings{"x == y"});
  EXPECT_TRUE(inductive(*d, loop));
  solver.add(invariantAtStart(ctx, *d, loop));
  EXPECT_EQ(solver.check({s, x0 != y0}), SatResult::Unsat);
  EXPECT_EQ(solver.check({s, x0 == y0}), SatResult::Sat);
}

TEST_F(StrategyIteration, TwoLatches) {
  // x = 0; while (x < 100) { if (c) { x += 2; continue; } x += 3; }
  z3::expr c = ctx.bool_const("c");
  z3::expr x0 = head("x_h", bv(0, 32));
  z3::expr g = z3::slt(x0, bv(100, 32));
  LoopTransition loop{s, {x0}, {{g && c, {x0 + 2}}, {g && !c, {x0 + 3}}}};
  auto d = makeIntervalDomain(ctx, {var("x", 32)});
  ASSERT_TRUE(inferInvariant(solver, *d, loop).converged);
  EXPECT_EQ(d->describe(), Strings{"2 <= x <= 102"});
  EXPECT_TRUE(inductive(*d, loop));
}

TEST_F(StrategyIteration, TopDomainConvergesAtOnce) {
  z3::expr x0 = head("x_h", bv(0, 32));
  LoopTransition loop{s, {x0}, {{z3::slt(x0, bv(10, 32)), {x0 + 1}}}};
  auto d = makeDomain(InvariantDomain::Top, ctx, {var("x", 32)});
  InferenceStats stats = inferInvariant(solver, *d, loop);
  EXPECT_TRUE(stats.converged);
  EXPECT_LE(stats.solverCalls, 1u);
  solver.add(invariantAtStart(ctx, *d, loop));
  EXPECT_EQ(solver.check({s, ctx.bv_const("x_h", 32) == bv(-7, 32)}), SatResult::Sat);
}

// Known imprecision, not a soundness problem (each result is inductive):
// the binary search of section 6.1 raises the violated rows to the largest
// parameters d such that SOME start with e <= d reaches a latch with
// e >= d. Starts far from the reachable states (a wrap-around at INT_MAX, or
// x = d itself when the guard admits it) satisfy that for large d, so these
// rows become top or huge although a small inductive bound exists (Kleene
// iteration from the initial state finds it). Enable once improved.
TEST_F(StrategyIteration, DISABLED_LeastBoundDespiteWrapAround) {
  // x = 0; while (c) x = 1 - x;   0 <= x <= 1 is inductive; found: top
  z3::expr c = ctx.bool_const("c");
  z3::expr x0 = head("x_h", bv(0, 32));
  LoopTransition loop{s, {x0}, {{c, {bv(1, 32) - x0}}}};
  auto d = makeIntervalDomain(ctx, {var("x", 32)});
  ASSERT_TRUE(inferInvariant(solver, *d, loop).converged);
  EXPECT_EQ(d->describe(), Strings{"0 <= x <= 1"});
}

TEST_F(StrategyIteration, DISABLED_LeastBoundWithDisequalityGuard) {
  // x = 0; while (x != 10) x++;   1 <= x <= 10 is inductive; found: top
  z3::expr x0 = head("x_h", bv(0, 32));
  LoopTransition loop{s, {x0}, {{x0 != bv(10, 32), {x0 + 1}}}};
  auto d = makeIntervalDomain(ctx, {var("x", 32)});
  ASSERT_TRUE(inferInvariant(solver, *d, loop).converged);
  EXPECT_EQ(d->describe(), Strings{"1 <= x <= 10"});
}

TEST_F(StrategyIteration, DISABLED_ZoneDifferenceDespiteWrapAround) {
  // x = 0; y = 0; while (x < 10) { x++; y += 2; }   x - y <= -1 is
  // inductive; found: x - y <= 2147483658 (via y = INT_MAX - 1 wrapping)
  z3::expr x0 = head("x_h", bv(0, 32));
  z3::expr y0 = head("y_h", bv(0, 32));
  LoopTransition loop{s, {x0, y0}, {{z3::slt(x0, bv(10, 32)), {x0 + 1, y0 + bv(2, 32)}}}};
  std::vector<TemplateVar> vars{var("x", 32), var("y", 32)};
  auto rows = zoneRows(vars);
  auto d = makeZoneDomain(ctx, vars);
  ASSERT_TRUE(inferInvariant(solver, *d, loop).converged);
  EXPECT_EQ(*poly(d).parameter(findRow(rows, {{0, 1}, {1, -1}})), -1);
}

// Bounds on float keys read back as the floats they order.
TEST(FloatKey, BoundsPrintAsFloats) {
  TemplateVar f{"x", 32, true, true, true};
  EXPECT_EQ(valueText(0x41200000, f), "10");            // bits of 10.0f
  EXPECT_EQ(valueText(-0x3f000000, f), "-0.5");         // -(bits of 0.5f)
  TemplateVar d{"y", 64, true, true, true};
  EXPECT_EQ(valueText(0x3ff8000000000000, d), "1.5");   // bits of 1.5
  TemplateVar i{"i", 32, true, true, false};
  EXPECT_EQ(valueText(0x41200000, i), "1092616192");
}

// Bounds on a pointer's (not null, offset) key read as such, not as a
// number.
TEST(PointerKey, BoundsPrintAsNullnessAndOffset) {
  TemplateVar p{"a[k]", 49, false, true};
  p.pointerOffsetBits = 48;
  EXPECT_EQ(valueText(Bound{1} << 48, p), "non-null+0");
  EXPECT_EQ(valueText((Bound{1} << 48) + 12, p), "non-null+12");
  EXPECT_EQ(valueText(4, p), "NULL+4");
  p.pointerOffsetBits = 0;
  EXPECT_EQ(valueText(4, p), "4");
}

// A float key interval is a fact about the float: with x's key at most the
// key of 10.0f, Z3 finds no x > 10.0f.
TEST(FloatKey, IntervalBoundsTheFloat) {
  z3::context ctx;
  Solver solver(ctx);
  z3::expr x = ctx.constant("x", ctx.fpa_sort<32>());
  z3::expr bits = x.mk_to_ieee_bv();
  z3::expr magnitude = z3::zext(bits.extract(30, 0), 1);
  z3::expr key = z3::ite(bits.extract(31, 31) == ctx.bv_val(1, 1), -magnitude, magnitude);
  solver.add(z3::sle(key, ctx.bv_val(0x41200000, 32)));
  solver.add(z3::expr(ctx, Z3_mk_fpa_gt(ctx, x, ctx.fpa_val(10.0f))));
  EXPECT_EQ(solver.check(), SatResult::Unsat);
}

// A segment row holds outside the segment and joins only elements inside.
TEST(SegmentDomain, RowsAreGuardedByMembership) {
  z3::context ctx;
  SegmentDomain domain(ctx, "a[k] for 0 <= k < i", TemplateVar{"a[k]", 32, true, true},
                       makeIntervalDomain(ctx, {TemplateVar{"a[k]", 32, true, true}}));
  z3::expr in = ctx.bv_const("in", 1), element = ctx.bv_const("e", 32);
  TemplateState state{in, element};
  z3::solver solver(ctx);
  // Out of the segment: a point with element 7 changes nothing.
  solver.add(in == ctx.bv_val(0, 1) && element == ctx.bv_val(7, 32));
  ASSERT_EQ(solver.check(), z3::sat);
  for (size_t r = 0; r < domain.rowCount(); ++r)
    domain.joinModel(r, solver.get_model(), state);
  EXPECT_EQ(domain.describe(), std::vector<std::string>{"a[k] for 0 <= k < i: false"});
  // In the segment: the element 42 is joined.
  solver.reset();
  solver.add(in == ctx.bv_val(1, 1) && element == ctx.bv_val(42, 32));
  ASSERT_EQ(solver.check(), z3::sat);
  for (size_t r = 0; r < domain.rowCount(); ++r)
    domain.joinModel(r, solver.get_model(), state);
  EXPECT_EQ(domain.describe(),
            std::vector<std::string>{"a[k] for 0 <= k < i: 42 <= a[k] <= 42"});
  // The rows: any element outside the segment, only 42 inside.
  z3::solver check(ctx);
  z3::expr rows = ctx.bool_val(true);
  for (size_t r = 0; r < domain.rowCount(); ++r)
    rows = rows && domain.rowFormula(r, state);
  check.add(rows && in == ctx.bv_val(0, 1) && element == ctx.bv_val(5, 32));
  EXPECT_EQ(check.check(), z3::sat);
  check.reset();
  check.add(rows && in == ctx.bv_val(1, 1) && element == ctx.bv_val(5, 32));
  EXPECT_EQ(check.check(), z3::unsat);
}

// a[i] = x for i from 0 to 100 (the array as a Z3 array, x from before the
// loop): the segment's relational rows give a[k] == x for the passed k,
// which the interval rows of the element alone cannot state (x arbitrary).
class SegmentInference : public StrategyIteration {
protected:
  z3::sort arraySort = ctx.array_sort(ctx.bv_sort(32), ctx.bv_sort(32));
  z3::expr array = ctx.constant("A", arraySort);
  z3::expr k = ctx.bv_const("k", 32);
  z3::expr x = ctx.bv_const("x", 32);
  z3::expr i = head("i_h", bv(0, 32));

  z3::expr member(const z3::expr &bound) {
    return z3::ite(z3::sle(bv(0, 32), k) && z3::slt(k, bound), bv(1, 1), bv(0, 1));
  }
  /// The loop's transition with the state (k in [0, i), a[k], partners).
  LoopTransition transition(const z3::expr &stored, bool withPartner,
                            const z3::expr &assumed) {
    z3::expr after = z3::store(array, i, stored);
    TemplateState start{member(i), z3::select(array, k)};
    TemplateState latch{member(i + 1), z3::select(after, k)};
    if (withPartner) {
      start.push_back(x);
      latch.push_back(x);
    }
    return LoopTransition{s, start, {{z3::slt(i, bv(100, 32)) && assumed, latch}}};
  }
};

TEST_F(SegmentInference, CopiedValueGivesEquality) {
  auto d = makeSegmentDomain(ctx, "a[k] for 0 <= k < i", var("a[k]", 32), {var("x", 32, true, false)},
                             false);
  LoopTransition loop = transition(x, true, ctx.bool_val(true));
  ASSERT_TRUE(inferInvariant(solver, *d, loop).converged);
  EXPECT_EQ(d->describe(), (Strings{"a[k] for 0 <= k < i: a[k] - x <= 0",
                                    "a[k] for 0 <= k < i: x - a[k] <= 0"}));
  EXPECT_TRUE(inductive(*d, loop));
  // Without the partner, the elements (arbitrary x) are top.
  auto alone = makeSegmentDomain(ctx, "a[k] for 0 <= k < i", var("a[k]", 32), {}, false);
  LoopTransition plain = transition(x, false, ctx.bool_val(true));
  ASSERT_TRUE(inferInvariant(solver, *alone, plain).converged);
  EXPECT_TRUE(alone->describe().empty());
}

// The relational rows are optimised by the binary search (not by joining
// models): a[i] = x + 5 gives a[k] - x <= 5 exactly, in a few rounds.
TEST_F(SegmentInference, DifferenceBoundIsExact) {
  auto d = makeSegmentDomain(ctx, "a[k] for 0 <= k < i", var("a[k]", 32), {var("x", 32, true, false)},
                             false);
  LoopTransition loop =
      transition(x + 5, true, z3::slt(x, bv(1000, 32)) && z3::sgt(x, bv(-1000, 32)));
  InferenceStats stats = inferInvariant(solver, *d, loop);
  ASSERT_TRUE(stats.converged);
  Strings facts = d->describe();
  EXPECT_NE(std::find(facts.begin(), facts.end(), "a[k] for 0 <= k < i: a[k] - x <= 5"),
            facts.end());
  EXPECT_NE(std::find(facts.begin(), facts.end(), "a[k] for 0 <= k < i: x - a[k] <= -5"),
            facts.end());
  EXPECT_TRUE(inductive(*d, loop));
  EXPECT_LE(stats.rounds, 4u);
}

// A segment row as a bound row: ite(k in the segment, e, least) <= d, so
// an element outside the segment never violates it.
TEST(SegmentDomain, BoundRowIsGuardedByMembership) {
  z3::context ctx;
  auto d = makeSegmentDomain(ctx, "a[k] for 0 <= k < i", TemplateVar{"a[k]", 8, true, true},
                             {TemplateVar{"x", 8, true, false}}, true);
  EXPECT_EQ(d->rowCount(), 2u); // read only: no interval rows of a[k]
  z3::expr in = ctx.bv_const("in", 1), e = ctx.bv_const("e", 8), x = ctx.bv_const("x", 8);
  TemplateState state{in, e, x};
  auto row = d->boundRow(0, state);
  ASSERT_TRUE(row);
  z3::solver check(ctx);
  unsigned width = row->term.get_sort().bv_size();
  check.add(in == ctx.bv_val(0, 1) && row->term != ctx.bv_val(static_cast<int>(row->min), width));
  EXPECT_EQ(check.check(), z3::unsat);
}

} // namespace
} // namespace kiki
