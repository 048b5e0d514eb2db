// The heap domain (domains/HeapDomain): points-to rows join the targets of
// concrete pointers (NULL, an object of an allocation site, a named object)
// with their offsets and liveness; guarded value rows speak only of member
// objects; bottom, top and the row formulas at concrete points. The last
// test runs the strategy iteration over one arbitrary object with the
// instances of LoopTransition::moreStarts.
#include "domains/HeapDomain.h"
#include "solver/Solver.h"
#include "strategy/StrategyIteration.h"

#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace kiki {
namespace {

/// State layout: a pointer (object 16 bits, offset 48, site 16, alive 1),
/// a membership bit and an int field.
struct Layout {
  z3::context &ctx;
  TemplateState symbols() const {
    return {ctx.bv_const("obj", 16), ctx.bv_const("off", 48), ctx.bv_const("site", 16),
            ctx.bv_const("alive", 1), ctx.bv_const("member", 1), ctx.bv_const("val", 32)};
  }
  TemplateState point(unsigned obj, uint64_t off, unsigned site, bool alive, bool member,
                      int val) const {
    return {ctx.bv_val(obj, 16), ctx.bv_val(off, 48), ctx.bv_val(site, 16),
            ctx.bv_val(alive ? 1 : 0, 1), ctx.bv_val(member ? 1 : 0, 1), ctx.bv_val(val, 32)};
  }
};

z3::model modelOf(z3::context &ctx, const TemplateState &symbols, const TemplateState &values) {
  z3::solver s(ctx);
  for (size_t i = 0; i < symbols.size(); ++i)
    s.add(symbols[i] == values[i]);
  EXPECT_EQ(s.check(), z3::sat);
  return s.get_model();
}

bool holds(const TemplateDomain &d, size_t row, const TemplateState &point) {
  z3::expr value = d.rowFormula(row, point).simplify();
  EXPECT_TRUE(value.is_true() || value.is_false()) << value;
  return value.is_true();
}

HeapDomain::Names names() {
  return {[](unsigned s) { return "site" + std::to_string(s); },
          [](unsigned o) { return "obj" + std::to_string(o); }};
}

HeapDomain pointerAndField(z3::context &ctx) {
  return HeapDomain(ctx, {{"p", PointerSlots{0, 1, 2, 3}, {}}},
                    {{"site1: val", 5, TemplateVar{"val", 32, true, true}, 4}}, names());
}

TEST(HeapDomain, PointsToJoinsTargetsAndLiveness) {
  z3::context ctx;
  Layout l{ctx};
  HeapDomain d = pointerAndField(ctx);
  TemplateState sym = l.symbols();
  EXPECT_FALSE(holds(d, 0, l.point(0, 0, 0, false, false, 0))); // bottom: nothing
  d.joinModel(0, modelOf(ctx, sym, l.point(0, 0, 0, false, false, 0)), sym);
  EXPECT_TRUE(holds(d, 0, l.point(0, 0, 0, false, false, 0)));  // NULL
  EXPECT_FALSE(holds(d, 0, l.point(7, 0, 1, true, false, 0)));
  d.joinModel(0, modelOf(ctx, sym, l.point(7, 0, 1, true, false, 0)), sym);
  EXPECT_TRUE(holds(d, 0, l.point(9, 0, 1, true, false, 0)));   // any live object of site 1
  EXPECT_FALSE(holds(d, 0, l.point(9, 0, 1, false, false, 0))); // not a freed one
  EXPECT_FALSE(holds(d, 0, l.point(9, 8, 1, true, false, 0)));  // not at offset 8
  EXPECT_FALSE(holds(d, 0, l.point(9, 0, 2, true, false, 0)));  // not of site 2
  d.joinModel(0, modelOf(ctx, sym, l.point(9, 0, 1, false, false, 0)), sym);
  EXPECT_TRUE(holds(d, 0, l.point(9, 0, 1, false, false, 0)));  // now: may be freed
  EXPECT_EQ(d.describe().at(0), "p -> {NULL, site1 (may be freed)}");
}

TEST(HeapDomain, NamedObjectsAndOffsetsThenTop) {
  z3::context ctx;
  Layout l{ctx};
  HeapDomain d = pointerAndField(ctx);
  TemplateState sym = l.symbols();
  d.joinModel(0, modelOf(ctx, sym, l.point(3, 4, 0, true, false, 0)), sym);
  EXPECT_TRUE(holds(d, 0, l.point(3, 4, 0, true, false, 0)));
  EXPECT_FALSE(holds(d, 0, l.point(4, 4, 0, true, false, 0)));
  // Offsets accumulate, then any offset is allowed.
  for (uint64_t off : {8, 12, 16, 20})
    d.joinModel(0, modelOf(ctx, sym, l.point(3, off, 0, true, false, 0)), sym);
  EXPECT_TRUE(holds(d, 0, l.point(3, 1000, 0, true, false, 0)));
  // More targets than the limit: top.
  for (unsigned obj = 10; obj < 17 && !d.isTop(0); ++obj)
    d.joinModel(0, modelOf(ctx, sym, l.point(obj, 0, 0, true, false, 0)), sym);
  EXPECT_TRUE(d.isTop(0));
  EXPECT_FALSE(d.targets(0).has_value());
}

TEST(HeapDomain, ValueRowsSpeakOfMembersOnly) {
  z3::context ctx;
  Layout l{ctx};
  HeapDomain d = pointerAndField(ctx);
  TemplateState sym = l.symbols();
  // Bottom: no member object exists; non-members satisfy every row.
  EXPECT_FALSE(holds(d, 1, l.point(0, 0, 0, false, true, 5)));
  EXPECT_TRUE(holds(d, 1, l.point(0, 0, 0, false, false, 5)));
  // A non-member's value is not joined.
  d.joinModel(1, modelOf(ctx, sym, l.point(0, 0, 0, false, false, 99)), sym);
  EXPECT_FALSE(holds(d, 1, l.point(0, 0, 0, false, true, 99)));
  d.joinModel(1, modelOf(ctx, sym, l.point(0, 0, 0, false, true, 10)), sym);
  d.joinModel(2, modelOf(ctx, sym, l.point(0, 0, 0, false, true, 10)), sym);
  d.joinModel(1, modelOf(ctx, sym, l.point(0, 0, 0, false, true, 20)), sym);
  EXPECT_TRUE(holds(d, 1, l.point(0, 0, 0, false, true, 20)));
  EXPECT_FALSE(holds(d, 1, l.point(0, 0, 0, false, true, 21)));
  EXPECT_FALSE(holds(d, 2, l.point(0, 0, 0, false, true, 9)));
  EXPECT_EQ(d.describe().back(), "10 <= site1: val <= 20");
  // The bound row is the guarded term: non-members take the least value.
  auto bound = d.boundRow(1, l.point(0, 0, 0, false, false, 1000));
  ASSERT_TRUE(bound.has_value());
  z3::expr least = ctx.bv_val(static_cast<int64_t>(-(int64_t(1) << 31)), 34);
  EXPECT_TRUE((bound->term == least).simplify().is_true()) << bound->term.simplify();
  d.raise(1, bound->max);
  EXPECT_TRUE(d.isTop(1));
}

// Objects are numbers 1..3; memory is an array from object to a value. The
// loop sets one object's value to 5 in each iteration; every object must
// satisfy the row (proved for an arbitrary object o while assumed at the
// object the iteration reads, given by moreStarts).
TEST(HeapDomain, UniversalRowOverAnArbitraryObject) {
  z3::context ctx;
  Solver solver(ctx);
  z3::sort objects = ctx.bv_sort(16), values = ctx.bv_sort(32);
  z3::expr start = ctx.bool_const("s");
  z3::expr mem = ctx.constant("mem", ctx.array_sort(objects, values));
  z3::expr init = z3::const_array(objects, ctx.bv_val(5, 32));
  z3::expr o = ctx.bv_const("o", 16), q = ctx.bv_const("q", 16), w = ctx.bv_const("w", 16);
  // The first iteration starts from init (every value 5) or arbitrarily.
  z3::expr head = z3::ite(start, mem, init);
  // The iteration reads object q and writes object w: w gets q's value.
  z3::expr after = z3::store(head, w, z3::select(head, q));
  auto stateOf = [&](const z3::expr &m, const z3::expr &x) {
    return TemplateState{ctx.bv_val(1, 1), z3::select(m, x)};
  };
  HeapDomain d(ctx, {}, {{"val", 1, TemplateVar{"val", 32, true, true}, 0}}, names());
  LoopTransition loop{start, stateOf(mem, o), {{ctx.bool_val(true), stateOf(after, o)}},
                      stateOf(head, o)};
  loop.moreStarts = [&]() { return std::vector<TemplateState>{stateOf(mem, q)}; };
  InferenceStats stats = inferInvariant(solver, d, loop);
  ASSERT_TRUE(stats.converged);
  EXPECT_EQ(d.describe(), std::vector<std::string>{"5 <= val <= 5"});
  // Without the instance at q the row cannot be proved: it becomes wider.
  HeapDomain alone(ctx, {}, {{"val", 1, TemplateVar{"val", 32, true, true}, 0}}, names());
  loop.moreStarts = nullptr;
  ASSERT_TRUE(inferInvariant(solver, alone, loop).converged);
  EXPECT_NE(alone.describe(), std::vector<std::string>{"5 <= val <= 5"});
}

/// Shape rows over the state (o, member, o->n, o2, member2, o2->n, p): n
/// unshared between o and o2, and no member's n pointing to p.
struct ShapeLayout {
  z3::context &ctx;
  TemplateState point(unsigned o, bool member, unsigned n, unsigned o2, bool member2,
                      unsigned n2, unsigned p) const {
    auto obj = [&](unsigned v) { return ctx.bv_val(v, 16); };
    auto bit = [&](bool b) { return ctx.bv_val(b ? 1 : 0, 1); };
    return {obj(o), bit(member), obj(n), obj(o2), bit(member2), obj(n2), obj(p)};
  }
  HeapDomain domain() const {
    using Shape = HeapDomain::ShapeRow;
    return HeapDomain(ctx, {}, {}, names(),
                      {{Shape::Unshared, "site1: n", 1, 0, 2, 4, 3, 5},
                       {Shape::Unpointed, "site1: n", 1, 0, 2, 0, 0, 0, 6, "p"}});
  }
};

TEST(HeapDomain, ShapeRowsHoldUntilAModelBreaksThem) {
  z3::context ctx;
  ShapeLayout l{ctx};
  HeapDomain d = l.domain();
  EXPECT_TRUE(d.pairRow(0));
  EXPECT_FALSE(d.pairRow(1));
  // Unshared: two distinct members may not share a successor...
  EXPECT_FALSE(holds(d, 0, l.point(1, true, 7, 2, true, 7, 0)));
  EXPECT_TRUE(holds(d, 0, l.point(1, true, 7, 2, true, 8, 0)));
  EXPECT_TRUE(holds(d, 0, l.point(1, true, 0, 2, true, 0, 0)));  // both NULL
  EXPECT_TRUE(holds(d, 0, l.point(1, true, 7, 1, true, 7, 0)));  // the same object
  EXPECT_TRUE(holds(d, 0, l.point(1, true, 7, 2, false, 7, 0))); // o2 freed
  // ...and no member's successor is p (unless p is NULL).
  EXPECT_FALSE(holds(d, 1, l.point(1, true, 7, 2, false, 0, 7)));
  EXPECT_TRUE(holds(d, 1, l.point(1, false, 7, 2, false, 0, 7)));
  EXPECT_TRUE(holds(d, 1, l.point(1, true, 0, 2, false, 0, 0)));
  EXPECT_EQ(d.describe(),
            (std::vector<std::string>{"site1: n unshared", "no site1: n -> p"}));
  // A model that violates a shape row makes it top.
  TemplateState sym;
  for (size_t i = 0; i < 7; ++i)
    sym.push_back(ctx.bv_const(("s" + std::to_string(i)).c_str(), i == 1 || i == 4 ? 1 : 16));
  d.joinModel(0, modelOf(ctx, sym, l.point(1, true, 7, 2, true, 7, 0)), sym);
  EXPECT_TRUE(d.isTop(0));
  EXPECT_FALSE(d.isTop(1));
  EXPECT_TRUE(holds(d, 0, l.point(1, true, 7, 2, true, 7, 0)));
  EXPECT_EQ(d.describe(), std::vector<std::string>{"no site1: n -> p"});
}

TEST(HeapDomain, PointsToRecordsObjectSizes) {
  z3::context ctx;
  auto point = [&](unsigned obj, unsigned size) {
    return TemplateState{ctx.bv_val(obj, 16), ctx.bv_val(0, 48), ctx.bv_val(1, 16),
                         ctx.bv_val(1, 1), ctx.bv_val(size, 64)};
  };
  TemplateState sym{ctx.bv_const("obj", 16), ctx.bv_const("off", 48), ctx.bv_const("site", 16),
                    ctx.bv_const("alive", 1), ctx.bv_const("size", 64)};
  HeapDomain d(ctx, {{"p", PointerSlots{0, 1, 2, 3, 4}, {}}}, {}, names());
  d.joinModel(0, modelOf(ctx, sym, point(7, 16)), sym);
  EXPECT_TRUE(holds(d, 0, point(9, 16)));
  EXPECT_FALSE(holds(d, 0, point(9, 24))); // a dereference's bounds rest on this
  d.joinModel(0, modelOf(ctx, sym, point(8, 24)), sym);
  EXPECT_TRUE(holds(d, 0, point(9, 24)));
  EXPECT_FALSE(holds(d, 0, point(9, 32)));
}

} // namespace
} // namespace kiki
