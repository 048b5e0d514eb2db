// Polynomial equalities: the algebra, the certificates' odd denominators,
// and the inference on small loops, each result checked against real
// executions of the loop.
#include "domains/PolynomialEqualities.h"

#include <gtest/gtest.h>

namespace kiki {
namespace {

Polynomial var(size_t n, size_t i) { return Polynomial::variable(n, i); }
Polynomial num(size_t n, long c) { return Polynomial::constant(n, c); }

/// Head states of `loop` along path 0 from its entry with the atoms at
/// `atoms` (the phis' entries there are ignored).
std::vector<std::vector<mpz_class>> run(const PolynomialLoop &loop,
                                        std::vector<mpz_class> atoms, unsigned steps) {
  std::vector<std::vector<mpz_class>> states;
  std::vector<mpz_class> state(loop.variables);
  for (size_t i = 0; i < loop.variables; ++i)
    state[i] = loop.entry[i].evaluate(atoms).get_num();
  for (unsigned k = 0; k < steps; ++k) {
    states.push_back(state);
    std::vector<mpz_class> next(loop.variables);
    for (size_t i = 0; i < loop.variables; ++i)
      next[i] = loop.paths[0][i].evaluate(state).get_num();
    state = next;
  }
  return states;
}

/// Whether q is in the ideal part (multipliers of degree 1) of `basis`.
bool implied(const std::vector<Polynomial> &basis, const Polynomial &q) {
  return Span(idealPart(basis, 1)).remainder(q).isZero();
}

TEST(Polynomial, ComposeAndEvaluateAgree) {
  // p = x*y + 3, composed with x := x + 1, y := 2*y - x.
  Polynomial p = var(2, 0) * var(2, 1) + num(2, 3);
  std::vector<Polynomial> images{var(2, 0) + num(2, 1), var(2, 1).scaled(2) - var(2, 0)};
  Polynomial q = p.compose(images);
  for (long x = -3; x <= 3; ++x)
    for (long y = -3; y <= 3; ++y) {
      std::vector<mpz_class> at{x, y}, moved{x + 1, 2 * y - x};
      EXPECT_EQ(q.evaluate(at), p.evaluate(moved));
    }
  EXPECT_EQ(q.degree(), 2u);
}

TEST(Polynomial, PrimitiveHasCoprimeIntegerCoefficients) {
  Polynomial p = var(2, 0).scaled(mpq_class(4, 3)) - var(2, 1).scaled(mpq_class(2, 9));
  Polynomial q = p.primitive(); // 12x - 2y over 9, times 9/2: 6x - y
  EXPECT_EQ(q.coefficient({1, 0}), 6);
  EXPECT_EQ(q.coefficient({0, 1}), -1);
}

TEST(NullSpace, OfOneEquation) {
  // x + 2y - z = 0: two free directions, each satisfying the equation.
  auto basis = nullSpace({{1, 2, -1}}, 3);
  ASSERT_EQ(basis.size(), 2u);
  for (const auto &x : basis)
    EXPECT_EQ(x[0] + 2 * x[1] - x[2], 0);
}

TEST(Span, OddDenominatorsOnlyWhereAsked) {
  // x - y = (2x - 2y) / 2: true over the rationals, not modulo 2^w (x and
  // y may differ by 2^(w-1) where 2x = 2y).
  Polynomial xy = var(2, 0) - var(2, 1);
  Span even({xy.scaled(2)});
  EXPECT_FALSE(even.express(xy, true));
  auto rational = even.express(xy, false);
  ASSERT_TRUE(rational);
  EXPECT_EQ((*rational)[0], mpq_class(1, 2));
  // Three is a unit modulo 2^w.
  EXPECT_TRUE(Span({xy.scaled(3)}).express(xy, true));
  EXPECT_FALSE(Span({xy}).express(var(2, 0), true));
}

/// a, t, s with a += 1; t += 2; s += t (seed nla-digbench's sqrt1).
PolynomialLoop squareRootLoop() {
  PolynomialLoop loop;
  loop.variables = 3;
  Polynomial a = var(3, 0), t = var(3, 1), s = var(3, 2);
  loop.paths = {{a + num(3, 1), t + num(3, 2), s + t + num(3, 2)}};
  loop.entry = {num(3, 0), num(3, 1), num(3, 1)};
  return loop;
}

TEST(InductiveEqualities, SquareRootLoopIsExactlyDescribed) {
  auto loop = squareRootLoop();
  auto found = inductiveEqualities(loop, run(loop, {0, 0, 0}, 40), 2, EqualityLimits{});
  ASSERT_FALSE(found.empty());
  Polynomial a = var(3, 0), t = var(3, 1), s = var(3, 2);
  EXPECT_TRUE(implied(found, t - a.scaled(2) - num(3, 1)));
  EXPECT_TRUE(implied(found, s - (a + num(3, 1)) * (a + num(3, 1))));
  EXPECT_FALSE(implied(found, s - a * a));
  for (const auto &state : run(loop, {0, 0, 0}, 60))
    for (const auto &p : found)
      EXPECT_EQ(p.evaluate(state), 0);
}

TEST(InductiveEqualities, CandidatesFromTooFewSamplesAreDropped) {
  // x += 1, y += 2 from (0, 0), sampled only at the entry: x = 0 and y = 0
  // fit the sample but are not inductive; y = 2x is.
  PolynomialLoop loop;
  loop.variables = 2;
  loop.paths = {{var(2, 0) + num(2, 1), var(2, 1) + num(2, 2)}};
  loop.entry = {num(2, 0), num(2, 0)};
  auto found = inductiveEqualities(loop, {{0, 0}}, 1, EqualityLimits{});
  ASSERT_FALSE(found.empty());
  EXPECT_TRUE(implied(found, var(2, 1) - var(2, 0).scaled(2)));
  EXPECT_FALSE(implied(found, var(2, 0)));
  for (const auto &state : run(loop, {0, 0}, 30))
    for (const auto &p : found)
      EXPECT_EQ(p.evaluate(state), 0);
}

TEST(InductiveEqualities, AnAtomEntersAProduct) {
  // i += 1, x += k with k loop-invariant: x = i * k.
  PolynomialLoop loop;
  loop.variables = 3;
  Polynomial i = var(3, 0), x = var(3, 1), k = var(3, 2);
  loop.paths = {{i + num(3, 1), x + k, k}};
  loop.entry = {num(3, 0), num(3, 0), k};
  std::vector<std::vector<mpz_class>> samples;
  for (long value : {-3, 2, 5, 7})
    for (auto &s : run(loop, {0, 0, value}, 8))
      samples.push_back(s);
  auto found = inductiveEqualities(loop, samples, 2, EqualityLimits{});
  EXPECT_TRUE(implied(found, x - i * k));
  EXPECT_FALSE(implied(found, x - i));
}

TEST(InductiveEqualities, TwoPathsMustBothKeepAnEquality) {
  // Path 0: x += 1, y += 1; path 1: x += 1, y += 2. Only paths of the
  // first kind were sampled: x = y fits them but path 1 breaks it.
  PolynomialLoop loop;
  loop.variables = 2;
  Polynomial x = var(2, 0), y = var(2, 1);
  loop.paths = {{x + num(2, 1), y + num(2, 1)}, {x + num(2, 1), y + num(2, 2)}};
  loop.entry = {num(2, 0), num(2, 0)};
  auto found = inductiveEqualities(loop, run(loop, {0, 0}, 10), 2, EqualityLimits{});
  EXPECT_FALSE(implied(found, x - y));
}

TEST(InductiveEqualities, AGuardedResetKeepsACongruenceOnly) {
  // q, r, left with n, d loop-invariant: path 0 (where r + 1 == d): q += 1,
  // r := 0, left -= 1; path 1: r += 1, left -= 1. q * d + r + left = n
  // holds only because of path 0's guard, a machine fact: the exact mode
  // must not find it, the congruence mode does (odd denominators).
  PolynomialLoop loop;
  loop.variables = 5; // q, r, left, n, d
  Polynomial q = var(5, 0), r = var(5, 1), left = var(5, 2), n = var(5, 3), d = var(5, 4);
  loop.paths = {{q + num(5, 1), num(5, 0), left - num(5, 1), n, d},
                {q, r + num(5, 1), left - num(5, 1), n, d}};
  loop.guards = {{r + num(5, 1) - d}, {}};
  loop.entry = {num(5, 0), num(5, 0), n, n, d};
  // Executions that follow the guard.
  std::vector<std::vector<mpz_class>> samples;
  for (long nValue : {4, 9, 13})
    for (long dValue : {2, 3, 5}) {
      std::vector<mpz_class> state{0, 0, nValue, nValue, dValue};
      for (int k = 0; k < 8; ++k) {
        samples.push_back(state);
        if (state[1] + 1 == state[4])
          state = {state[0] + 1, 0, state[2] - 1, state[3], state[4]};
        else
          state = {state[0], state[1] + 1, state[2] - 1, state[3], state[4]};
      }
    }
  Polynomial fact = q * d + r + left - n;
  auto exact = inductiveEqualities(loop, samples, 2, EqualityLimits{});
  EXPECT_FALSE(implied(exact, fact));
  auto congruences =
      inductiveEqualities(loop, samples, 2, EqualityLimits{}, EqualityMode::Congruence);
  EXPECT_TRUE(implied(congruences, fact));
}

} // namespace
} // namespace kiki
