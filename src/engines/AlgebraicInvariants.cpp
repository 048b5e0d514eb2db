#include "engines/AlgebraicInvariants.h"
#include "domains/PolynomialEqualities.h"
#include "engines/LoopPaths.h"
#include "ir/CheckCalls.h"
#include "util/Stop.h"

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <tuple>

namespace kiki {
namespace {

/// Paths through a loop body (or from a head to a check) at most: past it
/// the loop is left alone.
constexpr size_t kMaxPaths = 64;
/// The whole search ends after this (fewer proofs, never a wrong one):
/// a large function has many loops and many checks.
constexpr std::chrono::milliseconds kBudget{2000};
/// Loops (of one width each) of one function tried at most.
constexpr size_t kMaxLoops = 16;
/// Variables of one loop's polynomials at most.
constexpr size_t kMaxVariables = 10;
/// Iterations of one sampled execution.
constexpr unsigned kSampleIterations = 12;
/// A sampled execution ends where a value passes 2^kSampleBits.
constexpr size_t kSampleBits = 256;
/// Values of a higher degree are not polynomial enough.
constexpr unsigned kMaxDegree = 6;

/// A fact a branch on a path states: `poly` = 0 (equality) or != 0.
struct Literal {
  Polynomial poly;
  bool equality;
};

/// One innermost loop's integers of one width as polynomials: the head's
/// phis that change polynomially, and the loop-invariant values they use
/// (atoms), as variables.
class LoopAlgebra {
public:
  LoopAlgebra(const llvm::Loop &loop, unsigned bits, const llvm::DominatorTree &dt,
              bool assertions)
      : loop_(loop), bits_(bits), dt_(dt), assertions_(assertions) {}

  /// Builds the polynomial maps; false when nothing is polynomial.
  bool build() {
    for (const auto &phi : loop_.getHeader()->phis())
      if (phi.getType()->isIntegerTy(bits_))
        phis_.push_back(&phi);
    auto paths = bodyPaths(loop_, assertions_, kMaxPaths);
    if (!paths)
      return false;
    paths_ = std::move(*paths);
    // Drop the phis whose update is not polynomial, until none is left
    // that reads a dropped one.
    for (bool changed = true; changed && !phis_.empty();) {
      changed = false;
      atoms_.clear();
      for (size_t i = 0; i < phis_.size(); ++i) {
        bool polynomial = true;
        for (const auto &path : paths_)
          polynomial &= value(phis_[i]->getIncomingValueForBlock(path.blocks.back()), &path)
                            .has_value();
        polynomial &= value(phis_[i]->getIncomingValueForBlock(loop_.getLoopPreheader()), nullptr)
                          .has_value();
        if (!polynomial) {
          phis_.erase(phis_.begin() + static_cast<long>(i));
          changed = true;
          break;
        }
      }
    }
    if (phis_.empty() || variables() > kMaxVariables)
      return false;
    for (const auto &path : paths_) {
      std::vector<Polynomial> images;
      for (const auto *phi : phis_)
        images.push_back(*value(phi->getIncomingValueForBlock(path.blocks.back()), &path));
      auto facts = branchFacts(path, true);
      // Paths that differ only in branches that change none of the
      // variables and state nothing polynomial (an assertion's two sides)
      // are one map.
      bool same = false;
      for (size_t p = 0; p < system_.paths.size() && !same; ++p)
        same = system_.paths[p] == images && sameFacts(guards_[p], facts);
      if (!same) {
        system_.paths.push_back(std::move(images));
        guards_.push_back(std::move(facts));
      }
    }
    for (const auto *phi : phis_)
      system_.entry.push_back(
          *value(phi->getIncomingValueForBlock(loop_.getLoopPreheader()), nullptr));
    // The atoms met while building keep their own values.
    system_.variables = variables();
    for (auto &images : system_.paths)
      finishImages(images);
    finishImages(system_.entry);
    for (auto &facts : guards_) {
      std::vector<Polynomial> zero;
      for (auto &f : facts) {
        f.poly = f.poly.resized(system_.variables);
        if (f.equality)
          zero.push_back(f.poly);
      }
      system_.guards.push_back(std::move(zero));
    }
    return true;
  }

  /// Infers the equalities of the highest degree that fits the limits
  /// (they include those of lower degrees: the largest inductive subspace
  /// contains every inductive one), or of a lower one where that fails.
  /// The congruences wait until a check needs them (proves).
  void infer() {
    samples_ = sample();
    for (unsigned d = maxDegree(); d > 0 && equalities_.empty() && !stopRequested(); --d)
      equalities_ = inductiveEqualities(system_, samples_, d, EqualityLimits{});
  }

  /// Whether some check may be proved: equalities found, or congruences
  /// that guards may give.
  bool mayProve() const { return !equalities_.empty() || guarded(); }

  /// Whether every path from the head to `check` along which it fails is
  /// refuted by the equalities.
  bool proves(const llvm::CallBase &check) {
    const llvm::BasicBlock *target = check.getParent();
    if (!dt_.dominates(loop_.getHeader(), target))
      return false;
    std::optional<std::vector<Path>> paths = pathsTo(loop_, target, kMaxPaths);
    if (!paths || paths->empty())
      return false;
    const std::vector<Path> &found = *paths;
    if (std::all_of(found.begin(), found.end(), [&](const Path &p) { return refuted(p, check); }))
      return true;
    if (congruencesTried_ || !guarded())
      return false;
    // Equalities that a path's guard keeps (a counter reset where r + 1 ==
    // d) hold modulo 2^w only: found now, used like a branch's facts.
    congruencesTried_ = true;
    for (unsigned d = maxDegree(); d > 0 && congruences_.empty() && !stopRequested(); --d)
      congruences_ =
          inductiveEqualities(system_, samples_, d, EqualityLimits{}, EqualityMode::Congruence);
    return !congruences_.empty() &&
           std::all_of(found.begin(), found.end(), [&](const Path &p) { return refuted(p, check); });
  }

private:
  const llvm::Loop &loop_;
  unsigned bits_;
  const llvm::DominatorTree &dt_;
  bool assertions_;
  std::vector<const llvm::PHINode *> phis_;
  using AtomKey = std::tuple<unsigned, unsigned, const llvm::Value *>;
  std::map<AtomKey, size_t> atoms_;
  std::vector<Path> paths_;
  PolynomialLoop system_;
  std::vector<Polynomial> equalities_;
  /// Equalities modulo 2^w only (EqualityMode::Congruence).
  std::vector<Polynomial> congruences_;
  bool congruencesTried_ = false;
  std::vector<std::vector<mpz_class>> samples_;
  /// Per path of system_.paths, the facts its branches state.
  std::vector<std::vector<Literal>> guards_;
  std::map<size_t, Span> idealOver_;
  /// The values of one evaluation along one path.
  std::map<const llvm::Value *, std::optional<Polynomial>> memo_;

  size_t variables() const { return phis_.size() + atoms_.size(); }

  bool guarded() const {
    return std::any_of(system_.guards.begin(), system_.guards.end(),
                       [](const auto &g) { return !g.empty(); });
  }

  /// The highest degree whose monomials fit the limits.
  unsigned maxDegree() const {
    EqualityLimits limits;
    unsigned degree = 0;
    while (degree < limits.maxDegree &&
           monomialsUpTo(system_.variables, degree + 1).size() <= limits.maxMonomials)
      ++degree;
    return degree;
  }

  static bool sameFacts(const std::vector<Literal> &a, const std::vector<Literal> &b) {
    if (a.size() != b.size())
      return false;
    for (size_t i = 0; i < a.size(); ++i) {
      // Facts built at different times may count different atoms.
      size_t n = std::max(a[i].poly.variables(), b[i].poly.variables());
      if (a[i].equality != b[i].equality || !(a[i].poly.resized(n) == b[i].poly.resized(n)))
        return false;
    }
    return true;
  }

  /// Images as built (over the variables known then) padded to all, and
  /// each atom mapped to itself.
  void finishImages(std::vector<Polynomial> &images) const {
    for (auto &p : images)
      p = p.resized(system_.variables);
    for (size_t i = phis_.size(); i < system_.variables; ++i)
      images.push_back(Polynomial::variable(system_.variables, i));
  }

  /// Whether `v` keeps its value while the loop runs: defined before it.
  bool invariant(const llvm::Value *v) const {
    const auto *inst = llvm::dyn_cast<llvm::Instruction>(v);
    if (!inst)
      return llvm::isa<llvm::Argument>(v) || llvm::isa<llvm::Constant>(v);
    return !loop_.contains(inst) && dt_.dominates(inst, loop_.getHeader());
  }

  Polynomial atom(AtomKey key) {
    auto [it, inserted] = atoms_.try_emplace(key, phis_.size() + atoms_.size());
    return Polynomial::variable(phis_.size() + atoms_.size(), it->second);
  }

  /// `v` as a polynomial over the head's phis and the atoms, along `path`
  /// (nullptr: before the loop, where only constants and atoms are).
  std::optional<Polynomial> value(const llvm::Value *v, const Path *path) {
    memo_.clear();
    return valueAlong(v, path, 0);
  }

  std::optional<Polynomial> valueAlong(const llvm::Value *v, const Path *path, unsigned depth) {
    if (auto known = memo_.find(v); known != memo_.end())
      return known->second;
    auto p = compute(v, path, depth);
    if (p && p->degree() > kMaxDegree)
      p.reset();
    memo_.emplace(v, p);
    return p;
  }

  std::optional<Polynomial> compute(const llvm::Value *v, const Path *path, unsigned depth) {
    if (depth > 64 || !v->getType()->isIntegerTy(bits_))
      return std::nullopt;
    size_t n = variables();
    if (const auto *c = llvm::dyn_cast<llvm::ConstantInt>(v)) {
      if (bits_ > 64)
        return std::nullopt;
      return Polynomial::constant(n, mpq_class(std::to_string(c->getSExtValue())));
    }
    for (size_t i = 0; i < phis_.size(); ++i)
      if (phis_[i] == v)
        return path ? std::optional(Polynomial::variable(n, i)) : std::nullopt;
    const auto *inst = llvm::dyn_cast<llvm::Instruction>(v);
    // A cast of a value from before the loop is one atom wherever it is
    // computed (the entry's sext(x) and the body's are the same).
    if (const auto *cast = llvm::dyn_cast_or_null<llvm::CastInst>(inst);
        cast && invariant(cast->getOperand(0)) && !llvm::isa<llvm::Constant>(cast->getOperand(0)))
      return atom({cast->getOpcode(), bits_, cast->getOperand(0)});
    if (!inst || invariant(v))
      return llvm::isa<llvm::Argument>(v) || inst ? std::optional(atom({0, 0, v}))
                                                  : std::nullopt;
    if (!path || !path->has(inst->getParent()))
      return std::nullopt;
    if (const auto *phi = llvm::dyn_cast<llvm::PHINode>(inst)) {
      auto before = path->before.find(inst->getParent());
      if (before == path->before.end())
        return std::nullopt;
      return valueAlong(phi->getIncomingValueForBlock(before->second), path, depth + 1);
    }
    const auto *op = llvm::dyn_cast<llvm::BinaryOperator>(inst);
    if (!op)
      return std::nullopt;
    auto lhs = valueAlong(op->getOperand(0), path, depth + 1);
    if (op->getOpcode() == llvm::Instruction::Shl) {
      const auto *amount = llvm::dyn_cast<llvm::ConstantInt>(op->getOperand(1));
      if (!lhs || !amount || amount->getZExtValue() >= bits_)
        return std::nullopt;
      mpz_class factor;
      mpz_ui_pow_ui(factor.get_mpz_t(), 2, amount->getZExtValue());
      return lhs->resized(variables()).scaled(mpq_class(factor));
    }
    auto rhs = valueAlong(op->getOperand(1), path, depth + 1);
    if (!lhs || !rhs)
      return std::nullopt;
    Polynomial a = lhs->resized(variables()), b = rhs->resized(variables());
    switch (op->getOpcode()) {
    case llvm::Instruction::Add:
      return a + b;
    case llvm::Instruction::Sub:
      return a - b;
    case llvm::Instruction::Mul:
      return a * b;
    default:
      return std::nullopt;
    }
  }

  /// Head states of executions from random entries along random paths
  /// (guards ignored: more states only remove candidates).
  std::vector<std::vector<mpz_class>> sample() const {
    std::mt19937 random(20261202);
    std::uniform_int_distribution<int> atomValue(-7, 9);
    std::uniform_int_distribution<size_t> pathIndex(0, system_.paths.size() - 1);
    size_t n = system_.variables;
    // A few more samples than the largest candidate space has monomials.
    EqualityLimits limits;
    size_t wanted = 0;
    for (unsigned d = 1; d <= limits.maxDegree; ++d)
      if (size_t m = monomialsUpTo(n, d).size(); m <= limits.maxMonomials)
        wanted = m + 30;
    std::vector<std::vector<mpz_class>> samples;
    while (samples.size() < wanted) {
      std::vector<mpz_class> atoms(n, 0);
      for (size_t i = phis_.size(); i < n; ++i)
        atoms[i] = atomValue(random);
      std::vector<mpz_class> state(n);
      for (size_t i = 0; i < n; ++i)
        state[i] = system_.entry[i].evaluate(atoms).get_num();
      for (unsigned k = 0; k < kSampleIterations; ++k) {
        if (std::any_of(state.begin(), state.end(), [](const mpz_class &v) {
              return mpz_sizeinbase(v.get_mpz_t(), 2) > kSampleBits;
            }))
          break;
        samples.push_back(state);
        // A path whose branch facts hold here (over the integers).
        std::vector<size_t> open;
        for (size_t p = 0; p < system_.paths.size(); ++p)
          if (std::all_of(guards_[p].begin(), guards_[p].end(), [&](const Literal &f) {
                return (f.poly.evaluate(state) == 0) == f.equality;
              }))
            open.push_back(p);
        if (open.empty())
          break;
        const auto &images = system_.paths[open[pathIndex(random) % open.size()]];
        std::vector<mpz_class> next(n);
        for (size_t i = 0; i < n; ++i)
          next[i] = images[i].evaluate(state).get_num();
        state = std::move(next);
      }
    }
    return samples;
  }

  /// The fact `v` (an i1) states when it is `holds` on the path.
  std::optional<Literal> literal(const llvm::Value *v, bool holds, const Path &path) {
    if (const auto *op = llvm::dyn_cast<llvm::BinaryOperator>(v);
        op && op->getOpcode() == llvm::Instruction::Xor)
      if (const auto *one = llvm::dyn_cast<llvm::ConstantInt>(op->getOperand(1));
          one && one->isOne())
        return literal(op->getOperand(0), !holds, path);
    const auto *cmp = llvm::dyn_cast<llvm::ICmpInst>(v);
    if (!cmp || !cmp->isEquality())
      return std::nullopt;
    bool equal = (cmp->getPredicate() == llvm::CmpInst::ICMP_EQ) == holds;
    // (zext b) == 0 and (zext b) != 0 state b's negation and b.
    if (const auto *zero = llvm::dyn_cast<llvm::ConstantInt>(cmp->getOperand(1));
        zero && zero->isZero())
      if (const auto *ext = llvm::dyn_cast<llvm::CastInst>(cmp->getOperand(0));
          ext && ext->getOperand(0)->getType()->isIntegerTy(1))
        return literal(ext->getOperand(0), !equal, path);
    auto lhs = value(cmp->getOperand(0), &path);
    auto rhs = value(cmp->getOperand(1), &path);
    if (!lhs || !rhs)
      return std::nullopt;
    return Literal{lhs->resized(variables()) - rhs->resized(variables()), equal};
  }

  /// The facts the branches along `path` state, and the check's failure.
  std::vector<Literal> literals(const Path &path, const llvm::CallBase &check) {
    std::vector<Literal> out = branchFacts(path);
    if (auto l = literal(check.getArgOperand(0), false, path))
      out.push_back(std::move(*l));
    return out;
  }

  /// The facts the branches along `path` state; with `toHead`, also the
  /// last block's branch back to the head.
  std::vector<Literal> branchFacts(const Path &path, bool toHead = false) {
    std::vector<Literal> out;
    auto next = [&](size_t i) {
      return i + 1 < path.blocks.size() ? path.blocks[i + 1] : loop_.getHeader();
    };
    for (size_t i = 0; i + (toHead ? 0 : 1) < path.blocks.size(); ++i) {
      const auto *br = llvm::dyn_cast<llvm::BranchInst>(path.blocks[i]->getTerminator());
      if (!br || br->isUnconditional() || br->getSuccessor(0) == br->getSuccessor(1))
        continue;
      if (auto l = literal(br->getCondition(), br->getSuccessor(0) == next(i), path))
        out.push_back(std::move(*l));
    }
    return out;
  }

  /// The ideal part of the equalities over `n` variables (n grows with the
  /// atoms the checks' paths meet).
  const Span &loopIdeal(size_t n) {
    auto known = idealOver_.find(n);
    if (known == idealOver_.end()) {
      std::vector<Polynomial> facts;
      for (const auto &e : equalities_)
        facts.push_back(e.resized(n));
      known = idealOver_.emplace(n, Span(idealPart(facts, EqualityLimits{}.multiplierDegree)))
                  .first;
    }
    return known->second;
  }

  /// Whether a fact of `path` that needs a polynomial to be non-zero is
  /// contradicted: the polynomial, less an odd-denominator combination of
  /// the path's equalities (machine facts), in the ideal part of the
  /// loop's equalities (exact on the shadow).
  bool refuted(const Path &path, const llvm::CallBase &check) {
    auto facts = literals(path, check);
    size_t n = variables();
    unsigned degree = EqualityLimits{}.multiplierDegree;
    const Span &ideal = loopIdeal(n);
    std::vector<Polynomial> pathFacts;
    for (const auto &f : facts)
      if (f.equality)
        pathFacts.push_back(f.poly.resized(n));
    for (const auto &c : congruences_)
      pathFacts.push_back(c.resized(n));
    std::vector<Polynomial> rest;
    for (const auto &p : idealPart(pathFacts, degree))
      rest.push_back(ideal.remainder(p));
    Span machine(rest);
    for (const auto &f : facts) {
      if (f.equality)
        continue;
      Polynomial left = ideal.remainder(f.poly.resized(n));
      if (left.isZero() || machine.express(left))
        return true;
    }
    return false;
  }
};

} // namespace

std::set<unsigned> proveWithPolynomialEqualities(const llvm::Function &function,
                                                 const std::set<unsigned> &goals,
                                                 bool assertions) {
  std::set<unsigned> proved;
  if (goals.empty() || function.isDeclaration())
    return proved;
  llvm::DominatorTree dt(const_cast<llvm::Function &>(function));
  llvm::LoopInfo loops(dt);
  auto deadline = std::chrono::steady_clock::now() + kBudget;
  auto late = [&] { return stopRequested() || std::chrono::steady_clock::now() > deadline; };
  std::vector<std::unique_ptr<LoopAlgebra>> algebras;
  size_t tried = 0;
  for (const auto *loop : loops.getLoopsInPreorder()) {
    std::set<unsigned> widths;
    for (const auto &phi : loop->getHeader()->phis())
      if (phi.getType()->isIntegerTy() && phi.getType()->getIntegerBitWidth() > 1 &&
          phi.getType()->getIntegerBitWidth() <= 64)
        widths.insert(phi.getType()->getIntegerBitWidth());
    for (unsigned bits : widths) {
      if (++tried > kMaxLoops || late())
        break;
      auto algebra = std::make_unique<LoopAlgebra>(*loop, bits, dt, assertions);
      if (!algebra->build())
        continue;
      algebra->infer();
      if (algebra->mayProve())
        algebras.push_back(std::move(algebra));
    }
  }
  if (algebras.empty())
    return proved;
  std::map<unsigned, bool> allProved;
  for (const auto &inst : llvm::instructions(function)) {
    auto id = checkedProperty(inst);
    if (!id || !goals.count(*id))
      continue;
    if (late())
      return proved; // nothing: a property's other checks may be ahead

    const auto &check = llvm::cast<llvm::CallBase>(inst);
    bool ok = std::any_of(algebras.begin(), algebras.end(),
                          [&](const auto &a) { return a->proves(check); });
    auto [it, inserted] = allProved.try_emplace(*id, ok);
    it->second = it->second && ok;
  }
  for (const auto &[id, ok] : allProved)
    if (ok)
      proved.insert(id);
  return proved;
}

} // namespace kiki
