// Polynomial equalities among a loop's integers (issue #31 item 6, for the
// non-linear families such as nla-digbench): p(v) = 0 at the loop head for
// polynomials p with integer coefficients up to a degree.
//
// Candidates come from linear algebra on sampled states (the polynomials
// of bounded degree that vanish on every sample: a null space); the
// inductive ones are what remains after Houdini on vector spaces (the
// largest subspace whose images under every path of the loop stay in the
// ideal its elements generate, up to multipliers of a small degree).
//
// Machine integers wrap. The maps of a loop (additions, subtractions,
// multiplications) are polynomials with integer coefficients, so the
// machine's state is congruent modulo 2^w to the state of the same
// execution in the unbounded integers (its shadow: the same paths, the
// same inputs). The equalities are inductive in exact rational arithmetic
// and zero on entry, so they hold exactly on the shadow; an integer
// polynomial that they imply therefore vanishes modulo 2^w on the machine.
// A fact of the machine (a branch that found two values equal) holds on
// the shadow only modulo 2^w: combinations of such facts need odd
// denominators (units modulo 2^w). Soundness rests on the exact checks of
// `inductiveEqualities` and `Span`, not on the sampling.
#pragma once

#include <gmpxx.h>

#include <cstdint>
#include <map>
#include <optional>
#include <vector>

namespace kiki {

/// One exponent per variable.
using Monomial = std::vector<uint16_t>;

/// A polynomial with rational coefficients over a fixed number of variables.
class Polynomial {
public:
  explicit Polynomial(size_t variables) : variables_(variables) {}
  static Polynomial constant(size_t variables, const mpq_class &c);
  static Polynomial variable(size_t variables, size_t index);
  static Polynomial monomial(const Monomial &m);

  size_t variables() const { return variables_; }
  const std::map<Monomial, mpq_class> &terms() const { return terms_; }
  bool isZero() const { return terms_.empty(); }
  unsigned degree() const;
  mpq_class coefficient(const Monomial &m) const;

  bool operator==(const Polynomial &o) const {
    return variables_ == o.variables_ && terms_ == o.terms_;
  }
  Polynomial operator+(const Polynomial &o) const;
  Polynomial operator-(const Polynomial &o) const;
  Polynomial operator*(const Polynomial &o) const;
  Polynomial scaled(const mpq_class &c) const;
  /// this += c * o, in place.
  void addScaled(const Polynomial &o, const mpq_class &c);
  /// Each variable i replaced by `images[i]` (all over the same variables).
  Polynomial compose(const std::vector<Polynomial> &images) const;
  mpq_class evaluate(const std::vector<mpz_class> &point) const;
  /// The same polynomial times a rational so that its coefficients are
  /// coprime integers (zero stays zero).
  Polynomial primitive() const;
  /// The same over `n` variables (the ones past n must not occur).
  Polynomial resized(size_t n) const;

private:
  size_t variables_;
  std::map<Monomial, mpq_class> terms_; // no zero coefficients
  void add(const Monomial &m, const mpq_class &c);
};

/// Every monomial of at most `degree` over `variables` variables.
std::vector<Monomial> monomialsUpTo(size_t variables, unsigned degree);

/// Whether a rational is a unit of the 2-adic integers (odd denominator).
bool oddDenominator(const mpq_class &q);

/// A basis of { x : rows * x = 0 } (each row of `columns` entries).
std::vector<std::vector<mpq_class>> nullSpace(const std::vector<std::vector<mpq_class>> &rows,
                                              size_t columns);

/// The span of generator polynomials, in echelon form with the
/// combination of generators each row stands for.
class Span {
public:
  explicit Span(const std::vector<Polynomial> &generators);
  /// What is left of `q` after taking out the span (zero: q is in it).
  Polynomial remainder(const Polynomial &q) const;
  /// Coefficients c with q = sum c[i] * generators[i] (with `odd`, every
  /// one with an odd denominator), checked exactly; nullopt when none was
  /// found.
  std::optional<std::vector<mpq_class>> express(const Polynomial &q, bool odd = true) const;

private:
  struct Row {
    Polynomial value;
    Monomial pivot;
    std::map<size_t, mpq_class> combination;
  };
  std::vector<Polynomial> generators_;
  std::vector<Row> rows_;
  /// q reduced by the rows, with the combination taken out.
  std::pair<Polynomial, std::map<size_t, mpq_class>> reduce(const Polynomial &q) const;
};

/// A loop as polynomial maps: variable i at the head becomes
/// `paths[p][i]` after one iteration along path p; at the entry it is
/// `entry[i]`. Loop-invariant values are variables mapped to themselves.
struct PolynomialLoop {
  size_t variables = 0;
  std::vector<std::vector<Polynomial>> paths;
  std::vector<Polynomial> entry;
  /// Per path, polynomials its branches found zero on the machine (modulo
  /// 2^w only): used by the congruence mode alone.
  std::vector<std::vector<Polynomial>> guards;
};

/// Exact: the equalities hold on the shadow (any rational combination of
/// them is a fact). Congruence: they hold modulo 2^w only, with the
/// paths' guards in the certificates, and every certificate needs odd
/// denominators (so must every later use).
enum class EqualityMode { Exact, Congruence };

struct EqualityLimits {
  unsigned maxDegree = 4;
  /// Degree of the multipliers in the ideal membership certificates.
  unsigned multiplierDegree = 1;
  /// Candidate monomials at most (the degree is lowered to fit).
  size_t maxMonomials = 50;
};

/// Polynomials (rational coefficients) that vanish at the loop head on
/// every execution of the shadow (each checked exactly: zero on entry,
/// and every path's image in the ideal part of the set). `samples`: head
/// states of executions, one value per variable. Empty when none.
std::vector<Polynomial> inductiveEqualities(const PolynomialLoop &loop,
                                            const std::vector<std::vector<mpz_class>> &samples,
                                            unsigned degree, const EqualityLimits &limits,
                                            EqualityMode mode = EqualityMode::Exact);

/// The products m * g for every generator g and monomial m of at most
/// `degree`: a finite part of the ideal the generators span.
std::vector<Polynomial> idealPart(const std::vector<Polynomial> &generators, unsigned degree);

} // namespace kiki
