#include "solver/Cvc5Solver.h"
#include "solver/ModelCheck.h"
#include "util/Stop.h"

#include <cvc5/cvc5.h>
#include <atomic>
#include <csetjmp>
#include <csignal>
#include <iostream>
#include <string>
#include <type_traits>
#include <unordered_map>

namespace kiki {
namespace {

/// A construct the translation does not cover: the caller falls back to
/// Z3's bit-blaster.
struct Untranslatable {};

using cvc5::Kind;

/// Z3 operators that are one cvc5 kind with the same arguments. Z3's "_I"
/// divisions are the plain ones on a divisor known not to be zero.
std::optional<Kind> plainKind(Z3_decl_kind k) {
  switch (k) {
  case Z3_OP_EQ: case Z3_OP_IFF: return Kind::EQUAL;
  case Z3_OP_DISTINCT: return Kind::DISTINCT;
  case Z3_OP_ITE: return Kind::ITE;
  case Z3_OP_AND: return Kind::AND;
  case Z3_OP_OR: return Kind::OR;
  case Z3_OP_XOR: return Kind::XOR;
  case Z3_OP_NOT: return Kind::NOT;
  case Z3_OP_IMPLIES: return Kind::IMPLIES;
  case Z3_OP_BNEG: return Kind::BITVECTOR_NEG;
  case Z3_OP_BADD: return Kind::BITVECTOR_ADD;
  case Z3_OP_BSUB: return Kind::BITVECTOR_SUB;
  case Z3_OP_BMUL: return Kind::BITVECTOR_MULT;
  case Z3_OP_BSDIV: case Z3_OP_BSDIV_I: return Kind::BITVECTOR_SDIV;
  case Z3_OP_BUDIV: case Z3_OP_BUDIV_I: return Kind::BITVECTOR_UDIV;
  case Z3_OP_BSREM: case Z3_OP_BSREM_I: return Kind::BITVECTOR_SREM;
  case Z3_OP_BUREM: case Z3_OP_BUREM_I: return Kind::BITVECTOR_UREM;
  case Z3_OP_BSMOD: case Z3_OP_BSMOD_I: return Kind::BITVECTOR_SMOD;
  case Z3_OP_ULEQ: return Kind::BITVECTOR_ULE;
  case Z3_OP_SLEQ: return Kind::BITVECTOR_SLE;
  case Z3_OP_UGEQ: return Kind::BITVECTOR_UGE;
  case Z3_OP_SGEQ: return Kind::BITVECTOR_SGE;
  case Z3_OP_ULT: return Kind::BITVECTOR_ULT;
  case Z3_OP_SLT: return Kind::BITVECTOR_SLT;
  case Z3_OP_UGT: return Kind::BITVECTOR_UGT;
  case Z3_OP_SGT: return Kind::BITVECTOR_SGT;
  case Z3_OP_BAND: return Kind::BITVECTOR_AND;
  case Z3_OP_BOR: return Kind::BITVECTOR_OR;
  case Z3_OP_BNOT: return Kind::BITVECTOR_NOT;
  case Z3_OP_BXOR: return Kind::BITVECTOR_XOR;
  case Z3_OP_BNAND: return Kind::BITVECTOR_NAND;
  case Z3_OP_BNOR: return Kind::BITVECTOR_NOR;
  case Z3_OP_BXNOR: return Kind::BITVECTOR_XNOR;
  case Z3_OP_CONCAT: return Kind::BITVECTOR_CONCAT;
  case Z3_OP_BREDOR: return Kind::BITVECTOR_REDOR;
  case Z3_OP_BREDAND: return Kind::BITVECTOR_REDAND;
  case Z3_OP_BCOMP: return Kind::BITVECTOR_COMP;
  case Z3_OP_BSHL: return Kind::BITVECTOR_SHL;
  case Z3_OP_BLSHR: return Kind::BITVECTOR_LSHR;
  case Z3_OP_BASHR: return Kind::BITVECTOR_ASHR;
  case Z3_OP_SELECT: return Kind::SELECT;
  case Z3_OP_STORE: return Kind::STORE;
  case Z3_OP_FPA_ABS: return Kind::FLOATINGPOINT_ABS;
  case Z3_OP_FPA_NEG: return Kind::FLOATINGPOINT_NEG;
  case Z3_OP_FPA_ADD: return Kind::FLOATINGPOINT_ADD;
  case Z3_OP_FPA_SUB: return Kind::FLOATINGPOINT_SUB;
  case Z3_OP_FPA_MUL: return Kind::FLOATINGPOINT_MULT;
  case Z3_OP_FPA_DIV: return Kind::FLOATINGPOINT_DIV;
  case Z3_OP_FPA_REM: return Kind::FLOATINGPOINT_REM;
  case Z3_OP_FPA_FMA: return Kind::FLOATINGPOINT_FMA;
  case Z3_OP_FPA_SQRT: return Kind::FLOATINGPOINT_SQRT;
  case Z3_OP_FPA_ROUND_TO_INTEGRAL: return Kind::FLOATINGPOINT_RTI;
  case Z3_OP_FPA_MIN: return Kind::FLOATINGPOINT_MIN;
  case Z3_OP_FPA_MAX: return Kind::FLOATINGPOINT_MAX;
  case Z3_OP_FPA_EQ: return Kind::FLOATINGPOINT_EQ;
  case Z3_OP_FPA_LT: return Kind::FLOATINGPOINT_LT;
  case Z3_OP_FPA_GT: return Kind::FLOATINGPOINT_GT;
  case Z3_OP_FPA_LE: return Kind::FLOATINGPOINT_LEQ;
  case Z3_OP_FPA_GE: return Kind::FLOATINGPOINT_GEQ;
  case Z3_OP_FPA_IS_NAN: return Kind::FLOATINGPOINT_IS_NAN;
  case Z3_OP_FPA_IS_INF: return Kind::FLOATINGPOINT_IS_INF;
  case Z3_OP_FPA_IS_ZERO: return Kind::FLOATINGPOINT_IS_ZERO;
  case Z3_OP_FPA_IS_NORMAL: return Kind::FLOATINGPOINT_IS_NORMAL;
  case Z3_OP_FPA_IS_SUBNORMAL: return Kind::FLOATINGPOINT_IS_SUBNORMAL;
  case Z3_OP_FPA_IS_NEGATIVE: return Kind::FLOATINGPOINT_IS_NEG;
  case Z3_OP_FPA_IS_POSITIVE: return Kind::FLOATINGPOINT_IS_POS;
  case Z3_OP_FPA_FP: return Kind::FLOATINGPOINT_FP;
  default: return std::nullopt;
  }
}

/// Operators with one index, the first integer parameter of the Z3 decl.
std::optional<Kind> indexedKind(Z3_decl_kind k) {
  switch (k) {
  case Z3_OP_SIGN_EXT: return Kind::BITVECTOR_SIGN_EXTEND;
  case Z3_OP_ZERO_EXT: return Kind::BITVECTOR_ZERO_EXTEND;
  case Z3_OP_REPEAT: return Kind::BITVECTOR_REPEAT;
  case Z3_OP_ROTATE_LEFT: return Kind::BITVECTOR_ROTATE_LEFT;
  case Z3_OP_ROTATE_RIGHT: return Kind::BITVECTOR_ROTATE_RIGHT;
  case Z3_OP_FPA_TO_UBV: return Kind::FLOATINGPOINT_TO_UBV;
  case Z3_OP_FPA_TO_SBV: return Kind::FLOATINGPOINT_TO_SBV;
  default: return std::nullopt;
  }
}

std::optional<cvc5::RoundingMode> roundingMode(Z3_decl_kind k) {
  switch (k) {
  case Z3_OP_FPA_RM_NEAREST_TIES_TO_EVEN: return cvc5::ROUND_NEAREST_TIES_TO_EVEN;
  case Z3_OP_FPA_RM_NEAREST_TIES_TO_AWAY: return cvc5::ROUND_NEAREST_TIES_TO_AWAY;
  case Z3_OP_FPA_RM_TOWARD_POSITIVE: return cvc5::ROUND_TOWARD_POSITIVE;
  case Z3_OP_FPA_RM_TOWARD_NEGATIVE: return cvc5::ROUND_TOWARD_NEGATIVE;
  case Z3_OP_FPA_RM_TOWARD_ZERO: return cvc5::ROUND_TOWARD_ZERO;
  default: return std::nullopt;
  }
}

/// A cvc5 value (of a model) as a Z3 value of sort `sort`.
z3::expr toZ3Value(const cvc5::Term &value, const z3::sort &sort) {
  z3::context &ctx = sort.ctx();
  if (sort.is_bool())
    return ctx.bool_val(value.getBooleanValue());
  if (sort.is_bv())
    return ctx.bv_val(value.getBitVectorValue(10).c_str(), sort.bv_size());
  if (sort.is_fpa()) {
    auto [ebits, sbits, bits] = value.getFloatingPointValue();
    z3::expr ieee = ctx.bv_val(bits.getBitVectorValue(10).c_str(), ebits + sbits);
    return z3::expr(ctx, Z3_mk_fpa_to_fp_bv(ctx, ieee, sort)).simplify();
  }
  if (sort.is_array()) {
    if (value.getKind() == Kind::CONST_ARRAY)
      return z3::const_array(sort.array_domain(),
                             toZ3Value(value.getConstArrayBase(), sort.array_range()));
    if (value.getKind() == Kind::STORE)
      return z3::store(toZ3Value(value[0], sort), toZ3Value(value[1], sort.array_domain()),
                       toZ3Value(value[2], sort.array_range()));
  }
  throw Untranslatable{};
}

} // namespace

namespace {

/// cvc5 1.0.3 can abort the whole process from a check that its time slice
/// cuts: CaDiCaL's `val` is then asked in an unsolved state ("can only get
/// value in satisfied state"; seen on 2LS's arrays/standard_init_rev, a
/// loop over a 10^6-element array, with --solver hybrid). While a check
/// runs, SIGABRT jumps back to it instead (underAbortGuard); the instance is
/// then abandoned: never asked or destroyed again.
thread_local sigjmp_buf *abortJump = nullptr;

extern "C" void onCvc5Abort(int) {
  if (abortJump)
    siglongjmp(*abortJump, 1);
  std::signal(SIGABRT, SIG_DFL);
  std::raise(SIGABRT);
}

/// CaDiCaL has printed "fatal error" on stderr before it aborted; the line
/// after it says that the run goes on (once per process).
void explainAbort() {
  static std::atomic<bool> said{false};
  if (!said.exchange(true))
    std::cerr << "kiki: cvc5 stopped on an internal error in one query (a known bug of cvc5 "
                 "1.0.3); Z3 answers its queries from here on\n";
}

/// A check resumed after its time slice ran out can answer sat with a model
/// that breaks an asserted formula (cvc5 1.0.3; `smod(a, b) == 2 && b == -3`
/// answered sat in 2-14 of 200 fresh instances at 1 ms slices, and once in
/// the unit tests under load at 250 ms): the slice seems to cut the
/// bit-blasting, and the clauses it had not made yet are missing from then
/// on. Missing clauses can only admit more models, and no wrong unsat came
/// in 300 such runs of satisfiable formulas, but a wrong sat is caught by
/// checking its model (Cvc5Solver::modelSatisfies).
void explainWrongModel() {
  static std::atomic<bool> said{false};
  if (!said.exchange(true))
    std::cerr << "kiki: cvc5 answered one query with a model that breaks the formula (a known "
                 "bug of cvc5 1.0.3 in interrupted checks); Z3 answers its queries from here on\n";
}

/// `call()` (a cvc5 call that may reach CaDiCaL), or nullopt where cvc5
/// aborted. A value call is guarded too: after a wrong sat (above) the
/// model's values are asked of a CaDiCaL that is not in a satisfied state.
template <typename Call>
std::optional<std::invoke_result_t<Call>> underAbortGuard(Call call) {
  struct sigaction action {}, previous {};
  action.sa_handler = onCvc5Abort;
  sigemptyset(&action.sa_mask);
  sigaction(SIGABRT, &action, &previous);
  sigjmp_buf jump;
  if (sigsetjmp(jump, 1) != 0) {
    abortJump = nullptr;
    sigaction(SIGABRT, &previous, nullptr);
    return std::nullopt;
  }
  abortJump = &jump;
  try {
    auto result = call();
    abortJump = nullptr;
    sigaction(SIGABRT, &previous, nullptr);
    return result;
  } catch (...) {
    abortJump = nullptr;
    sigaction(SIGABRT, &previous, nullptr);
    throw;
  }
}

} // namespace

struct Cvc5Solver::Impl {
  cvc5::Solver solver;
  bool usable = true;
  bool abandoned = false; // cvc5 aborted inside: its state is unknown
  /// Translations by Z3 AST id; the Z3 term is kept so that its id is not
  /// reused for another term.
  std::unordered_map<unsigned, std::pair<z3::expr, cvc5::Term>> terms;
  /// The constants of the asserted formulas, for the model.
  std::vector<std::pair<z3::func_decl, cvc5::Term>> constants;
  /// The asserted formulas themselves, against which a model is checked.
  std::vector<z3::expr> asserted;
  /// The last Sat check's model, read back and checked (until the next
  /// check or constraint).
  std::optional<z3::model> checkedModel;

  explicit Impl(unsigned sliceMilliseconds) {
    solver.setOption("incremental", "true");
    solver.setOption("produce-models", "true");
    // Each check runs in slices (check()).
    solver.setOption("tlimit-per", std::to_string(sliceMilliseconds));
    // Without the non-clausal simplification pass before each check: on
    // float3 the checks took 25-30% less time (docs/decisions.md).
    solver.setOption("simplification", "none");
    solver.setLogic("QF_ABVFP");
  }

  cvc5::Sort sortOf(const z3::sort &s) {
    switch (s.sort_kind()) {
    case Z3_BOOL_SORT: return solver.getBooleanSort();
    case Z3_BV_SORT: return solver.mkBitVectorSort(s.bv_size());
    case Z3_FLOATING_POINT_SORT: return solver.mkFloatingPointSort(s.fpa_ebits(), s.fpa_sbits());
    case Z3_ROUNDING_MODE_SORT: return solver.getRoundingModeSort();
    case Z3_ARRAY_SORT: return solver.mkArraySort(sortOf(s.array_domain()), sortOf(s.array_range()));
    default: throw Untranslatable{};
    }
  }

  unsigned intParameter(const z3::func_decl &d, unsigned i) {
    return static_cast<unsigned>(Z3_get_decl_int_parameter(d.ctx(), d, i));
  }

  /// Z3's fp.to_ieee_bv has no SMT-LIB counterpart: a fresh bit-vector
  /// whose value read as a float is the argument. For NaN any NaN pattern,
  /// as the C standard leaves the payload open.
  cvc5::Term ieeeBits(const cvc5::Term &fp) {
    cvc5::Sort fpSort = fp.getSort();
    uint32_t ebits = fpSort.getFloatingPointExponentSize();
    uint32_t sbits = fpSort.getFloatingPointSignificandSize();
    cvc5::Term bits = solver.mkConst(solver.mkBitVectorSort(ebits + sbits));
    cvc5::Op toFp = solver.mkOp(Kind::FLOATINGPOINT_TO_FP_FROM_IEEE_BV, {ebits, sbits});
    solver.assertFormula(solver.mkTerm(Kind::EQUAL, {solver.mkTerm(toFp, {bits}), fp}));
    return bits;
  }

  cvc5::Term numeral(const z3::expr &e) {
    if (e.is_bv())
      return solver.mkBitVector(e.get_sort().bv_size(), Z3_get_numeral_string(e.ctx(), e), 10);
    z3::context &ctx = e.ctx();
    auto part = [&](Z3_ast bv) { return numeral(z3::expr(ctx, bv)); };
    return solver.mkTerm(Kind::FLOATINGPOINT_FP,
                         {part(Z3_fpa_get_numeral_sign_bv(ctx, e)),
                          part(Z3_fpa_get_numeral_exponent_bv(ctx, e, true)),
                          part(Z3_fpa_get_numeral_significand_bv(ctx, e))});
  }

  cvc5::Term nullary(const z3::expr &e, Z3_decl_kind k) {
    z3::sort s = e.get_sort();
    switch (k) {
    case Z3_OP_TRUE: return solver.mkTrue();
    case Z3_OP_FALSE: return solver.mkFalse();
    case Z3_OP_BNUM: case Z3_OP_FPA_NUM: return numeral(e);
    case Z3_OP_FPA_PLUS_INF: return solver.mkFloatingPointPosInf(s.fpa_ebits(), s.fpa_sbits());
    case Z3_OP_FPA_MINUS_INF: return solver.mkFloatingPointNegInf(s.fpa_ebits(), s.fpa_sbits());
    case Z3_OP_FPA_NAN: return solver.mkFloatingPointNaN(s.fpa_ebits(), s.fpa_sbits());
    case Z3_OP_FPA_PLUS_ZERO: return solver.mkFloatingPointPosZero(s.fpa_ebits(), s.fpa_sbits());
    case Z3_OP_FPA_MINUS_ZERO: return solver.mkFloatingPointNegZero(s.fpa_ebits(), s.fpa_sbits());
    case Z3_OP_UNINTERPRETED: {
      cvc5::Term c = solver.mkConst(sortOf(s), e.decl().name().str());
      constants.emplace_back(e.decl(), c);
      return c;
    }
    default:
      if (auto rm = roundingMode(k))
        return solver.mkRoundingMode(*rm);
      throw Untranslatable{};
    }
  }

  cvc5::Term toFp(const z3::expr &e, const std::vector<cvc5::Term> &args) {
    z3::sort s = e.get_sort();
    std::vector<uint32_t> sizes{s.fpa_ebits(), s.fpa_sbits()};
    Z3_decl_kind k = e.decl().decl_kind();
    if (k == Z3_OP_FPA_TO_FP_UNSIGNED && args.size() == 2)
      return solver.mkTerm(solver.mkOp(Kind::FLOATINGPOINT_TO_FP_FROM_UBV, sizes), args);
    if (k == Z3_OP_FPA_TO_FP && args.size() == 1 && e.arg(0).is_bv())
      return solver.mkTerm(solver.mkOp(Kind::FLOATINGPOINT_TO_FP_FROM_IEEE_BV, sizes), args);
    if (k == Z3_OP_FPA_TO_FP && args.size() == 2 && e.arg(1).is_fpa())
      return solver.mkTerm(solver.mkOp(Kind::FLOATINGPOINT_TO_FP_FROM_FP, sizes), args);
    if (k == Z3_OP_FPA_TO_FP && args.size() == 2 && e.arg(1).is_bv())
      return solver.mkTerm(solver.mkOp(Kind::FLOATINGPOINT_TO_FP_FROM_SBV, sizes), args);
    throw Untranslatable{};
  }

  /// One application whose arguments are translated already.
  cvc5::Term build(const z3::expr &e) {
    z3::func_decl d = e.decl();
    Z3_decl_kind k = d.decl_kind();
    if (e.num_args() == 0)
      return nullary(e, k);
    if (k == Z3_OP_UNINTERPRETED) // a function: not used by the encoding
      throw Untranslatable{};
    std::vector<cvc5::Term> args;
    for (unsigned i = 0; i < e.num_args(); ++i)
      args.push_back(terms.at(e.arg(i).id()).second);
    if (auto kind = plainKind(k)) {
      // Z3 allows one argument where cvc5 wants two.
      if (args.size() == 1 && (*kind == Kind::AND || *kind == Kind::OR ||
                               *kind == Kind::BITVECTOR_ADD || *kind == Kind::BITVECTOR_MULT ||
                               *kind == Kind::BITVECTOR_AND || *kind == Kind::BITVECTOR_OR ||
                               *kind == Kind::BITVECTOR_XOR || *kind == Kind::BITVECTOR_CONCAT))
        return args[0];
      if (args.size() == 1 && *kind == Kind::DISTINCT)
        return solver.mkTrue();
      return solver.mkTerm(*kind, args);
    }
    if (auto kind = indexedKind(k))
      return solver.mkTerm(solver.mkOp(*kind, {intParameter(d, 0)}), args);
    switch (k) {
    case Z3_OP_EXTRACT:
      return solver.mkTerm(
          solver.mkOp(Kind::BITVECTOR_EXTRACT, {intParameter(d, 0), intParameter(d, 1)}), args);
    case Z3_OP_CONST_ARRAY:
      return solver.mkConstArray(sortOf(e.get_sort()), args[0]);
    case Z3_OP_FPA_TO_FP: case Z3_OP_FPA_TO_FP_UNSIGNED:
      return toFp(e, args);
    case Z3_OP_FPA_TO_IEEE_BV:
      return ieeeBits(args[0]);
    default:
      throw Untranslatable{};
    }
  }

  /// Post-order over the DAG, without recursion: the encoding's terms nest
  /// thousands deep (chains of stores and if-then-else).
  cvc5::Term translate(const z3::expr &root) {
    std::vector<std::pair<z3::expr, bool>> stack{{root, false}};
    while (!stack.empty()) {
      auto [e, expanded] = stack.back();
      if (terms.count(e.id())) {
        stack.pop_back();
        continue;
      }
      if (!e.is_app())
        throw Untranslatable{}; // a quantifier or a lambda
      if (!expanded) {
        stack.back().second = true;
        for (unsigned i = 0; i < e.num_args(); ++i)
          if (!terms.count(e.arg(i).id()))
            stack.emplace_back(e.arg(i), false);
        continue;
      }
      stack.pop_back();
      cvc5::Term t = build(e);
      terms.emplace(e.id(), std::make_pair(e, t));
    }
    return terms.at(root.id()).second;
  }

  /// `f` on the translation; false (and unusable from then on) when a
  /// construct has no translation or cvc5 rejects a term.
  template <typename F> bool guarded(F f) {
    if (!usable)
      return false;
    try {
      f();
      return true;
    } catch (const Untranslatable &) {
    } catch (const cvc5::CVC5ApiException &) {
    }
    usable = false;
    return false;
  }
};

Cvc5Solver::Cvc5Solver(unsigned sliceMilliseconds)
    : impl_(std::make_unique<Impl>(sliceMilliseconds)) {}
Cvc5Solver::~Cvc5Solver() {
  if (impl_ && impl_->abandoned)
    (void)impl_.release(); // its destructor would run on a broken state
}

bool Cvc5Solver::usable() const { return impl_->usable; }

bool Cvc5Solver::add(const z3::expr &constraint) {
  impl_->checkedModel.reset();
  return impl_->guarded([&] {
    impl_->solver.assertFormula(impl_->translate(constraint));
    impl_->asserted.push_back(constraint);
  });
}

// The model is kept for model(), which is asked for it next. nullopt when
// it cannot be read back.
std::optional<bool> Cvc5Solver::modelSatisfies(const std::vector<z3::expr> &assumptions) {
  const z3::expr *any = !impl_->asserted.empty() ? &impl_->asserted.front()
                        : !assumptions.empty()   ? &assumptions.front()
                                                 : nullptr;
  if (!any)
    return true;
  impl_->checkedModel = model(any->ctx());
  if (!impl_->checkedModel)
    return std::nullopt;
  return breaksNone(*impl_->checkedModel, impl_->asserted) &&
         breaksNone(*impl_->checkedModel, assumptions);
}

std::optional<SatResult> Cvc5Solver::check(
    const std::vector<z3::expr> &assumptions,
    const std::function<bool()> &pastLimit) {
  std::vector<cvc5::Term> terms;
  if (!impl_->guarded([&] {
        for (const auto &a : assumptions)
          terms.push_back(impl_->translate(a));
      }))
    return std::nullopt;
  impl_->checkedModel.reset();
  // Slices (set once in Impl, 250 ms by default): the learned clauses stay, so a
  // slice that runs out costs little; a stop is noticed within one slice.
  for (;;) {
    std::optional<cvc5::Result> checked;
    try {
      checked = underAbortGuard([&] { return impl_->solver.checkSatAssuming(terms); });
    } catch (const cvc5::CVC5ApiException &) {
      impl_->usable = false;
      return std::nullopt;
    }
    if (!checked) {
      impl_->usable = false;
      impl_->abandoned = true;
      explainAbort();
      return std::nullopt;
    }
    const cvc5::Result &r = *checked;
    if (r.isSat()) {
      std::optional<bool> holds = modelSatisfies(assumptions);
      if (!holds) // not read back (CaDiCaL aborted, or a value not translated)
        return std::nullopt;
      if (*holds)
        return SatResult::Sat;
      impl_->usable = false; // its clauses no longer match the formula
      impl_->checkedModel.reset();
      explainWrongModel();
      return std::nullopt;
    }
    if (r.isUnsat())
      return SatResult::Unsat;
    if (stopRequested() || (pastLimit && pastLimit()))
      return SatResult::Unknown;
    auto why = r.getUnknownExplanation();
    if (why != cvc5::UnknownExplanation::TIMEOUT && why != cvc5::UnknownExplanation::RESOURCEOUT)
      return std::nullopt;
  }
}

std::optional<z3::model> Cvc5Solver::model(z3::context &ctx) {
  if (impl_->checkedModel)
    return impl_->checkedModel;
  if (impl_->abandoned)
    return std::nullopt;
  z3::model m(ctx);
  try {
    auto values = underAbortGuard([&] {
      std::vector<cvc5::Term> values;
      for (auto &constant : impl_->constants)
        values.push_back(impl_->solver.getValue(constant.second));
      return values;
    });
    if (!values) {
      impl_->usable = false;
      impl_->abandoned = true;
      explainAbort();
      return std::nullopt;
    }
    for (size_t i = 0; i < values->size(); ++i) {
      z3::func_decl decl = impl_->constants[i].first;
      z3::expr value = toZ3Value((*values)[i], decl.range());
      m.add_const_interp(decl, value);
    }
  } catch (const Untranslatable &) {
    return std::nullopt;
  } catch (const cvc5::CVC5ApiException &) {
    return std::nullopt;
  }
  return m;
}

} // namespace kiki
