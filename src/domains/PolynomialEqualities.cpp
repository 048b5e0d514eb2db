#include "domains/PolynomialEqualities.h"

#include <algorithm>
#include <numeric>

namespace kiki {

Polynomial Polynomial::constant(size_t variables, const mpq_class &c) {
  Polynomial p(variables);
  p.add(Monomial(variables, 0), c);
  return p;
}

Polynomial Polynomial::variable(size_t variables, size_t index) {
  Monomial m(variables, 0);
  m[index] = 1;
  return monomial(m);
}

Polynomial Polynomial::monomial(const Monomial &m) {
  Polynomial p(m.size());
  p.add(m, 1);
  return p;
}

void Polynomial::add(const Monomial &m, const mpq_class &c) {
  if (c == 0)
    return;
  auto [it, inserted] = terms_.try_emplace(m, c);
  if (!inserted) {
    it->second += c;
    if (it->second == 0)
      terms_.erase(it);
  }
}

unsigned Polynomial::degree() const {
  unsigned d = 0;
  for (const auto &[m, c] : terms_)
    d = std::max(d, static_cast<unsigned>(std::accumulate(m.begin(), m.end(), 0u)));
  return d;
}

mpq_class Polynomial::coefficient(const Monomial &m) const {
  auto it = terms_.find(m);
  return it == terms_.end() ? mpq_class(0) : it->second;
}

Polynomial Polynomial::operator+(const Polynomial &o) const {
  Polynomial r = *this;
  for (const auto &[m, c] : o.terms_)
    r.add(m, c);
  return r;
}

Polynomial Polynomial::operator-(const Polynomial &o) const { return *this + o.scaled(-1); }

Polynomial Polynomial::operator*(const Polynomial &o) const {
  Polynomial r(variables_);
  for (const auto &[m1, c1] : terms_)
    for (const auto &[m2, c2] : o.terms_) {
      Monomial m(variables_);
      for (size_t i = 0; i < variables_; ++i)
        m[i] = static_cast<uint16_t>(m1[i] + m2[i]);
      r.add(m, c1 * c2);
    }
  return r;
}

Polynomial Polynomial::scaled(const mpq_class &c) const {
  Polynomial r(variables_);
  if (c == 0)
    return r;
  for (const auto &[m, k] : terms_)
    r.terms_.emplace(m, k * c);
  return r;
}

void Polynomial::addScaled(const Polynomial &o, const mpq_class &c) {
  if (c == 0)
    return;
  for (const auto &[m, k] : o.terms_)
    add(m, k * c);
}

Polynomial Polynomial::compose(const std::vector<Polynomial> &images) const {
  size_t target = images.empty() ? variables_ : images.front().variables();
  Polynomial r(target);
  for (const auto &[m, c] : terms_) {
    Polynomial term = constant(target, c);
    for (size_t i = 0; i < variables_; ++i)
      for (unsigned e = 0; e < m[i]; ++e)
        term = term * images[i];
    r.addScaled(term, 1);
  }
  return r;
}

mpq_class Polynomial::evaluate(const std::vector<mpz_class> &point) const {
  mpq_class sum = 0;
  for (const auto &[m, c] : terms_) {
    mpz_class product = 1;
    for (size_t i = 0; i < variables_; ++i)
      for (unsigned e = 0; e < m[i]; ++e)
        product *= point[i];
    sum += c * product;
  }
  return sum;
}

Polynomial Polynomial::primitive() const {
  if (terms_.empty())
    return *this;
  mpz_class denominators = 1, numerators = 0;
  for (const auto &[m, c] : terms_) {
    mpz_lcm(denominators.get_mpz_t(), denominators.get_mpz_t(), c.get_den_mpz_t());
    mpz_gcd(numerators.get_mpz_t(), numerators.get_mpz_t(), c.get_num_mpz_t());
  }
  mpq_class factor(denominators, numerators);
  factor.canonicalize();
  return scaled(factor);
}

Polynomial Polynomial::resized(size_t n) const {
  Polynomial r(n);
  for (const auto &[m, c] : terms_) {
    Monomial shaped(n, 0);
    for (size_t i = 0; i < m.size(); ++i)
      if (i < n)
        shaped[i] = m[i];
    r.terms_.emplace(std::move(shaped), c);
  }
  return r;
}

std::vector<Monomial> monomialsUpTo(size_t variables, unsigned degree) {
  std::vector<Monomial> out;
  Monomial m(variables, 0);
  // Depth-first over the exponent of each variable in turn.
  auto walk = [&](auto &self, size_t i, unsigned left) -> void {
    if (i == variables) {
      out.push_back(m);
      return;
    }
    for (unsigned e = 0; e <= left; ++e) {
      m[i] = static_cast<uint16_t>(e);
      self(self, i + 1, left - e);
    }
    m[i] = 0;
  };
  walk(walk, 0, degree);
  return out;
}

bool oddDenominator(const mpq_class &q) { return mpz_odd_p(q.get_den_mpz_t()); }

/// A 2-adic unit: odd numerator and odd denominator.
static bool twoAdicUnit(const mpq_class &q) {
  return q != 0 && mpz_odd_p(q.get_num_mpz_t()) && oddDenominator(q);
}

std::vector<std::vector<mpq_class>> nullSpace(const std::vector<std::vector<mpq_class>> &rows,
                                              size_t columns) {
  std::vector<std::vector<mpq_class>> a = rows;
  std::vector<size_t> pivotColumn;
  size_t rank = 0;
  for (size_t col = 0; col < columns && rank < a.size(); ++col) {
    size_t pick = rank;
    while (pick < a.size() && a[pick][col] == 0)
      ++pick;
    if (pick == a.size())
      continue;
    std::swap(a[rank], a[pick]);
    mpq_class inverse = 1 / a[rank][col];
    for (auto &x : a[rank])
      x *= inverse;
    for (size_t r = 0; r < a.size(); ++r) {
      if (r == rank || a[r][col] == 0)
        continue;
      mpq_class f = a[r][col];
      for (size_t c = col; c < columns; ++c)
        a[r][c] -= f * a[rank][c];
    }
    pivotColumn.push_back(col);
    ++rank;
  }
  std::vector<bool> isPivot(columns, false);
  for (size_t c : pivotColumn)
    isPivot[c] = true;
  std::vector<std::vector<mpq_class>> basis;
  for (size_t free = 0; free < columns; ++free) {
    if (isPivot[free])
      continue;
    std::vector<mpq_class> x(columns, 0);
    x[free] = 1;
    for (size_t r = 0; r < pivotColumn.size(); ++r)
      x[pivotColumn[r]] = -a[r][free];
    basis.push_back(std::move(x));
  }
  return basis;
}

Span::Span(const std::vector<Polynomial> &generators) : generators_(generators) {
  for (size_t k = 0; k < generators_.size(); ++k) {
    auto [value, combination] = reduce(generators_[k]);
    if (value.isZero())
      continue;
    for (auto &[g, c] : combination)
      c = -c;
    combination[k] += 1;
    // A pivot whose coefficient is a 2-adic unit keeps later certificates'
    // denominators odd.
    const Monomial *pivot = nullptr;
    for (const auto &[m, c] : value.terms())
      if (!pivot || (twoAdicUnit(c) && !twoAdicUnit(value.coefficient(*pivot))))
        pivot = &m;
    Monomial chosen = *pivot;
    rows_.push_back({std::move(value), std::move(chosen), std::move(combination)});
  }
}

std::pair<Polynomial, std::map<size_t, mpq_class>> Span::reduce(const Polynomial &q) const {
  Polynomial rest = q;
  std::map<size_t, mpq_class> taken;
  for (const auto &row : rows_) {
    mpq_class c = rest.coefficient(row.pivot);
    if (c == 0)
      continue;
    mpq_class t = c / row.value.coefficient(row.pivot);
    rest.addScaled(row.value, -t);
    for (const auto &[g, k] : row.combination)
      taken[g] += t * k;
  }
  return {std::move(rest), std::move(taken)};
}

Polynomial Span::remainder(const Polynomial &q) const { return reduce(q).first; }

std::optional<std::vector<mpq_class>> Span::express(const Polynomial &q, bool odd) const {
  auto [rest, taken] = reduce(q);
  if (!rest.isZero())
    return std::nullopt;
  std::vector<mpq_class> coefficients(generators_.size(), 0);
  Polynomial sum(q.variables());
  for (const auto &[g, c] : taken) {
    if (odd && !oddDenominator(c))
      return std::nullopt;
    coefficients[g] = c;
    sum.addScaled(generators_[g], c);
  }
  if (!(sum - q).isZero()) // the exact check the proof rests on
    return std::nullopt;
  return coefficients;
}

std::vector<Polynomial> idealPart(const std::vector<Polynomial> &generators, unsigned degree) {
  std::vector<Polynomial> out;
  if (generators.empty())
    return out;
  auto multipliers = monomialsUpTo(generators.front().variables(), degree);
  for (const auto &g : generators)
    for (const auto &m : multipliers)
      out.push_back(Polynomial::monomial(m) * g);
  return out;
}

namespace {

/// The polynomials sum x[i] * basis[i] for each x of `combinations`.
std::vector<Polynomial> combine(const std::vector<Polynomial> &basis,
                                const std::vector<std::vector<mpq_class>> &combinations) {
  std::vector<Polynomial> out;
  for (const auto &x : combinations) {
    Polynomial p(basis.front().variables());
    for (size_t i = 0; i < basis.size(); ++i)
      p.addScaled(basis[i], x[i]);
    if (!p.isZero())
      out.push_back(p.primitive());
  }
  return out;
}

/// The combinations x with sum x[i] * images[i] = 0 (all images over the
/// same variables): one row per monomial that occurs.
std::vector<std::vector<mpq_class>> vanishingCombinations(const std::vector<Polynomial> &images) {
  std::map<Monomial, size_t> rowOf;
  for (const auto &p : images)
    for (const auto &[m, c] : p.terms())
      rowOf.try_emplace(m, rowOf.size());
  std::vector<std::vector<mpq_class>> rows(rowOf.size(), std::vector<mpq_class>(images.size(), 0));
  for (size_t i = 0; i < images.size(); ++i)
    for (const auto &[m, c] : images[i].terms())
      rows[rowOf[m]][i] = c;
  return nullSpace(rows, images.size());
}

/// The candidates that vanish on every sample.
std::vector<Polynomial> sampledCandidates(size_t variables, unsigned degree,
                                          const std::vector<std::vector<mpz_class>> &samples) {
  auto monomials = monomialsUpTo(variables, degree);
  std::vector<std::vector<mpq_class>> rows;
  for (const auto &s : samples) {
    std::vector<mpq_class> row;
    for (const auto &m : monomials)
      row.push_back(Polynomial::monomial(m).evaluate(s));
    rows.push_back(std::move(row));
  }
  std::vector<Polynomial> basis;
  for (const auto &m : monomials)
    basis.push_back(Polynomial::monomial(m));
  return combine(basis, nullSpace(rows, monomials.size()));
}

/// The span each path's images must fall in: the ideal part of `basis`,
/// and in the congruence mode that of the path's guards as well.
std::vector<Span> pathIdeals(const PolynomialLoop &loop, const std::vector<Polynomial> &basis,
                             unsigned multiplierDegree, EqualityMode mode) {
  auto ideal = idealPart(basis, multiplierDegree);
  std::vector<Span> spans;
  for (size_t p = 0; p < loop.paths.size(); ++p) {
    if (mode == EqualityMode::Exact) {
      if (spans.empty())
        spans.emplace_back(ideal);
      else
        spans.push_back(spans.front());
      continue;
    }
    auto generators = ideal;
    if (p < loop.guards.size())
      for (auto &g : idealPart(loop.guards[p], multiplierDegree))
        generators.push_back(std::move(g));
    spans.emplace_back(generators);
  }
  return spans;
}

/// Whether every element of `basis` is zero on entry (for every value of
/// the atoms) and kept by every path (its image in the path's span):
/// checked in exact rational arithmetic, in the congruence mode with odd
/// denominators.
bool certified(const PolynomialLoop &loop, const std::vector<Polynomial> &basis,
               unsigned multiplierDegree, EqualityMode mode) {
  auto spans = pathIdeals(loop, basis, multiplierDegree, mode);
  bool odd = mode == EqualityMode::Congruence;
  for (const auto &b : basis) {
    if (!b.compose(loop.entry).isZero())
      return false;
    for (size_t p = 0; p < loop.paths.size(); ++p)
      if (!spans[p].express(b.compose(loop.paths[p]), odd))
        return false;
  }
  return true;
}

} // namespace

std::vector<Polynomial> inductiveEqualities(const PolynomialLoop &loop,
                                            const std::vector<std::vector<mpz_class>> &samples,
                                            unsigned degree, const EqualityLimits &limits,
                                            EqualityMode mode) {
  if (loop.variables == 0 || monomialsUpTo(loop.variables, degree).size() > limits.maxMonomials)
    return {};
  auto basis = sampledCandidates(loop.variables, degree, samples);
  if (basis.empty())
    return {};
  // Zero on entry: a linear condition on the combinations.
  std::vector<Polynomial> atEntry;
  for (const auto &b : basis)
    atEntry.push_back(b.compose(loop.entry));
  basis = combine(basis, vanishingCombinations(atEntry));
  // Houdini on vector spaces: keep the combinations whose images along
  // every path stay in the ideal part the current basis spans.
  for (unsigned round = 0; round < 32 && !basis.empty(); ++round) {
    auto spans = pathIdeals(loop, basis, limits.multiplierDegree, mode);
    std::vector<std::vector<Polynomial>> residues(loop.paths.size());
    bool allKept = true;
    for (size_t p = 0; p < loop.paths.size(); ++p)
      for (const auto &b : basis) {
        residues[p].push_back(spans[p].remainder(b.compose(loop.paths[p])));
        allKept &= residues[p].back().isZero();
      }
    if (allKept)
      return certified(loop, basis, limits.multiplierDegree, mode) ? basis
                                                                   : std::vector<Polynomial>{};
    // The combinations whose residues vanish along every path at once: one
    // image per basis element, with each path's residue in variables of
    // its own block (shifted apart by a marker exponent).
    std::vector<Polynomial> stacked;
    for (size_t i = 0; i < basis.size(); ++i) {
      Polynomial all(loop.variables + 1);
      for (size_t p = 0; p < loop.paths.size(); ++p)
        for (const auto &[m, c] : residues[p][i].terms()) {
          Monomial marked = m;
          marked.push_back(static_cast<uint16_t>(p));
          all.addScaled(Polynomial::monomial(marked), c);
        }
      stacked.push_back(all);
    }
    basis = combine(basis, vanishingCombinations(stacked));
  }
  return {};
}

} // namespace kiki
