#include "engines/FunctionSummaries.h"
#include "engines/ProgramEncoding.h"
#include "ir/SourceInfo.h"
#include "solver/Queries.h"
#include "util/CpuTime.h"
#include "util/Stop.h"

#include <algorithm>

namespace kiki {

namespace {

/// A row's bound rises at most this often before the row is dropped
/// (widening to top); a query past this many milliseconds gives up the
/// function's summary; a context is widened this often at most.
constexpr unsigned kRaisesBeforeWidening = 3;
constexpr unsigned kQueryMs = 3000;
constexpr unsigned kContextRounds = 4;
/// Solver queries and CPU seconds one function's summary (or one calling
/// context) may take: past them, bounds not found are dropped and an
/// iteration not ended gives no summary, so a function whose queries are
/// hard (products) cannot hold up the run.
constexpr unsigned kQueriesPerSearch = 300;
constexpr double kSecondsPerSearch = 4;

class QueryBudget {
public:
  bool spend() {
    std::chrono::duration<double> spent = clock_.now() - start_;
    return left_ > 0 && left_-- > 0 && spent.count() < kSecondsPerSearch;
  }

private:
  unsigned left_ = kQueriesPerSearch;
  ThreadCpuClock clock_;
  std::chrono::nanoseconds start_ = clock_.now();
};

/// The largest value `sign * value` takes over all values of its type.
__int128 largest(int sign, const z3::expr &value, bool isSigned) {
  if (sign == 0)
    return 0;
  unsigned bits = value.is_bool() ? 1 : value.get_sort().bv_size();
  __int128 one = 1;
  __int128 lo = isSigned && bits > 1 ? -(one << (bits - 1)) : 0;
  __int128 hi = isSigned && bits > 1 ? (one << (bits - 1)) - 1 : (one << bits) - 1;
  return sign > 0 ? hi : -lo;
}

/// The largest value a row's left side takes over all values of the types.
__int128 rowMaximum(const FunctionSummary &s, const SummaryRow &row, const std::vector<Sym> &args,
                    const std::optional<Sym> &result) {
  __int128 most = 0;
  if (row.resultSign != 0)
    most += largest(row.resultSign, result->expr(), s.resultSigned);
  if (row.param >= 0)
    most += largest(row.paramSign, args[row.param].expr(), s.paramSigned[row.param]);
  return most;
}

/// `rows` without the rows every value of the types satisfies: they say
/// nothing. A row without terms (`0 <= -1`, "false") is kept.
void dropTrivialRows(FunctionSummary &rows, const std::vector<Sym> &args,
                     const std::optional<Sym> &result) {
  std::vector<SummaryRow> kept;
  for (const auto &row : rows.rows)
    if (row.bound < rowMaximum(rows, row, args, result))
      kept.push_back(row);
  rows.rows = std::move(kept);
}

/// The greatest value of `term` in the executions `within` allows, by
/// bisection between `known` (one of them has it) and `most`; nullopt when
/// the solver gives up (section 6.1's binary search).
std::optional<__int128> greatest(Solver &solver, const std::vector<z3::expr> &within,
                                 const z3::expr &term, __int128 known, __int128 most,
                                 QueryBudget &budget) {
  __int128 lo = known, hi = most;
  // The type's bound first (rows without a bound of their own end at once),
  // then the value just above the one known (the usual case: it is the
  // greatest), then bisection.
  for (unsigned step = 0; lo < hi; ++step) {
    throwIfStopped();
    if (!budget.spend())
      return std::nullopt;
    __int128 mid = step == 0 ? hi : step == 1 ? lo + 1 : lo + (hi - lo + 1) / 2;
    auto assumptions = within;
    assumptions.push_back(solver.literalFor(
        z3::sge(term, summaryNumeral(solver.context(), mid, term.get_sort().bv_size())), "summary.at_least"));
    SatResult r = solver.check(assumptions);
    if (r == SatResult::Unknown)
      return std::nullopt;
    if (r == SatResult::Unsat)
      hi = mid - 1;
    else
      lo = std::max(mid, summaryValue(solver.model().eval(term, true)));
  }
  return lo;
}

/// Kleene iteration over a set of rows with exact joins: a model outside
/// the rows (of executions `within` allows) raises each row it violates to
/// the row's greatest value in `within` (all rows from bottom); a row raised
/// kRaisesBeforeWidening times, or whose greatest value the solver gives up
/// on, is dropped, so the iteration ends.
class RowIteration {
public:
  RowIteration(size_t rows, bool bottom) : raises_(rows, 0), bottom_(bottom) {}
  bool bottom() const { return bottom_; }

  void raise(FunctionSummary &rows, Solver &solver, const std::vector<z3::expr> &within,
             const std::vector<Sym> &args, const std::optional<Sym> &result,
             QueryBudget &budget) {
    z3::model model = solver.model();
    std::vector<SummaryRow> kept;
    std::vector<unsigned> keptRaises;
    for (size_t j = 0; j < rows.rows.size(); ++j) {
      SummaryRow row = rows.rows[j];
      z3::expr term = rows.rowTerm(row, args, result);
      __int128 value = summaryValue(model.eval(term, true));
      bool raised = bottom_ || value > row.bound;
      if (raised && !bottom_ && raises_[j] + 1 >= kRaisesBeforeWidening)
        continue; // widened: the row goes
      if (raised) {
        auto most =
            greatest(solver, within, term, value, rowMaximum(rows, row, args, result), budget);
        if (!most)
          continue;
        row.bound = *most;
      }
      kept.push_back(row);
      keptRaises.push_back(bottom_ ? 0 : raises_[j] + (raised ? 1 : 0));
    }
    rows.rows = std::move(kept);
    raises_ = std::move(keptRaises);
    bottom_ = false;
  }

private:
  std::vector<unsigned> raises_;
  bool bottom_;
};

/// The signedness of each parameter and of the result, from the C types,
/// and the rows' width: two bits over the widest integer among them.
FunctionSummary emptySummary(const llvm::Function &f) {
  FunctionSummary s;
  s.function = &f;
  unsigned widest = 1;
  auto note = [&](llvm::Type *t) {
    if (t->isIntegerTy())
      widest = std::max(widest, std::min(64u, t->getIntegerBitWidth()));
  };
  note(f.getReturnType());
  for (const auto &arg : f.args())
    note(arg.getType());
  s.bits = widest + 2;
  for (const auto &arg : f.args())
    s.paramSigned.push_back(!SourceInfo::isUnsignedType(
        SourceInfo::declaredType(f, static_cast<int>(arg.getArgNo()))));
  s.resultSigned = !SourceInfo::isUnsignedType(SourceInfo::declaredType(f, -1));
  return s;
}

/// The integer parameters of `f` (at most 64 bits) that `args` gives
/// scalar bit-vector values for.
std::vector<int> integerParams(const llvm::Function &f, const std::vector<Sym> &args) {
  std::vector<int> params;
  for (const auto &arg : f.args()) {
    unsigned i = arg.getArgNo();
    if (arg.getType()->isIntegerTy() && arg.getType()->getIntegerBitWidth() <= 64 &&
        i < args.size() && args[i].isScalar() && args[i].expr().is_bv())
      params.push_back(static_cast<int>(i));
  }
  return params;
}

/// Rows `p <= c` and `-p <= c` per integer parameter: a calling context.
FunctionSummary contextTemplate(const llvm::Function &f, const std::vector<Sym> &args) {
  FunctionSummary c = emptySummary(f);
  for (int i : integerParams(f, args)) {
    c.rows.push_back(SummaryRow{0, i, 1, 0});
    c.rows.push_back(SummaryRow{0, i, -1, 0});
  }
  return c;
}

/// Fresh values for the integer parameters of `f` (copies of `like`
/// elsewhere), and "they are the arguments of one of `calls`".
std::pair<std::vector<Sym>, z3::expr> someCallsArguments(Solver &solver, const llvm::Function &f,
                                                         const std::vector<Sym> &like,
                                                         const std::vector<CallSite> &calls) {
  std::vector<Sym> x = like;
  std::vector<int> params = integerParams(f, like);
  for (int i : params)
    x[i] = Sym(solver.freshConstant("summary.arg", like[i].expr().get_sort()));
  z3::expr some = solver.context().bool_val(false);
  for (const auto &[reach, args] : calls) {
    z3::expr same = reach;
    for (int i : params)
      same = same && x[i].expr() == args[i].expr();
    some = some || same;
  }
  return {x, some};
}

/// One function encoded from its entry with its recursive calls not inlined
/// (unwinding 0), and the search for its summary on that encoding.
class SummarySearch {
public:
  SummarySearch(ProgramModel &model, const PropertyTable &checks, const Config &base,
                const llvm::Function &f, std::ostream *queryLog)
      : function_(f), config_(entryConfig(base, f)), enc_(model, checks, config_) {
    enc_.solver.setQueryLimit(kQueryMs);
    enc_.solver.setQueryLog(queryLog);
    enc_.unwinder.start(0);
  }

  /// The summary and the checks it proves; nullopt when the encoding is not
  /// one the summary can rest on or a query gave up.
  std::optional<std::pair<FunctionSummary, std::vector<unsigned>>> run() {
    if (!encodingQualifies())
      return std::nullopt;
    FunctionSummary summary = templateOf();
    std::optional<z3::expr> assumed = iterate(summary, {});
    if (!assumed)
      return std::nullopt;
    auto proved = proveChecks(*assumed);
    if (!proved)
      return std::nullopt;
    dropTrivialRows(summary, top().args, top().result);
    return std::make_pair(std::move(summary), std::move(*proved));
  }

  /// The summary for the calls whose arguments lie in `context` (rows over
  /// the parameters only), and the context it holds in: `context` joined
  /// with the recursive calls' arguments until they stay in it. nullopt
  /// when no context with rows is left, or as run().
  std::optional<std::pair<FunctionSummary, FunctionSummary>> runInContext(FunctionSummary context) {
    if (!encodingQualifies())
      return std::nullopt;
    // Some recursive call's arguments.
    std::vector<CallSite> calls;
    for (const auto &call : unwinder().deferredCalls())
      calls.emplace_back(call->reach, call->args);
    auto [x, some] = someCallsArguments(enc_.solver, function_, top().args, calls);
    z3::expr someCall = enc_.solver.literalFor(some, "summary.some_call");
    RowIteration contextRaises(context.rows.size(), false);
    for (unsigned round = 0; round < kContextRounds && !context.rows.empty(); ++round) {
      z3::expr inContext = enc_.solver.literalFor(
          context.holds(enc_.ctx, top().args, std::nullopt), "summary.context");
      FunctionSummary summary = templateOf();
      std::optional<z3::expr> assumed = iterate(summary, {inContext});
      if (!assumed)
        return std::nullopt;
      std::vector<z3::expr> within{*assumed, inContext, someCall};
      SatResult r = enc_.solver.checkQuery(!context.holds(enc_.ctx, x, std::nullopt), within,
                                           "summary.leaves");
      if (r == SatResult::Unknown)
        return std::nullopt;
      if (r == SatResult::Unsat) {
        dropTrivialRows(summary, top().args, top().result);
        return std::make_pair(std::move(summary), std::move(context));
      }
      contextRaises.raise(context, enc_.solver, within, x, std::nullopt, budget_);
    }
    return std::nullopt;
  }

private:
  const llvm::Function &function_;
  Config config_;
  ProgramEncoding enc_;
  QueryBudget budget_;

  static Config entryConfig(const Config &base, const llvm::Function &f) {
    Config c = base;
    c.engine.strategy = Strategy::IncrementalBmc;
    c.engine.inputObjects = true;
    c.engine.trace = false;
    c.engine.dumpSmt2.clear();
    c.frontEnd.entry = f.getName().str();
    c.frontEnd.entryGiven = true;
    return c;
  }

  Unwinder &unwinder() { return enc_.unwinder; }
  const CallInstance &top() { return unwinder().callInstances().front(); }

  /// Nothing unsupported, and every call not inlined is a recursive call of
  /// the function itself (another recursive function's would be open).
  bool encodingQualifies() {
    if (!unwinder().unsupported().empty() || !unwinder().unmodelled().empty() || !top().returns)
      return false;
    for (const auto &call : unwinder().deferredCalls())
      if (call->callee != &function_)
        return false;
    return true;
  }

  /// Rows `r <= c`, `-r <= c` and `r - p <= c`, `p - r <= c` per integer
  /// parameter p, all at bottom (no bound yet).
  FunctionSummary templateOf() {
    FunctionSummary s = emptySummary(function_);
    if (!function_.getReturnType()->isIntegerTy() || !top().result ||
        !top().result->expr().is_bv())
      return s;
    s.rows.push_back(SummaryRow{1, -1, 0, 0});
    s.rows.push_back(SummaryRow{-1, -1, 0, 0});
    for (int i : integerParams(function_, top().args)) {
      s.rows.push_back(SummaryRow{1, i, -1, 0});
      s.rows.push_back(SummaryRow{-1, i, 1, 0});
    }
    return s;
  }

  /// A literal under which every recursive call that returns satisfies
  /// `summary` (none returns while `bottom`).
  z3::expr assumeAtCalls(const FunctionSummary &summary, bool bottom) {
    z3::context &ctx = enc_.ctx;
    z3::expr all = ctx.bool_val(true);
    for (const auto &call : unwinder().deferredCalls())
      all = all && z3::implies(call->exit.guard,
                               bottom ? ctx.bool_val(false)
                                      : summary.holds(ctx, call->args, call->result));
    return enc_.solver.literalFor(all, "summary.round");
  }

  /// Kleene iteration from bottom: a return outside the current rows raises
  /// them to their greatest values over the returns; a row raised too often
  /// is dropped. Returns the literal of the last round (the rows are
  /// inductive under it and `context`).
  std::optional<z3::expr> iterate(FunctionSummary &summary, const std::vector<z3::expr> &context) {
    RowIteration raises(summary.rows.size(), true);
    z3::expr returns = enc_.solver.literalFor(*top().returns, "summary.returns");
    for (;;) {
      throwIfStopped();
      if (!budget_.spend())
        return std::nullopt;
      z3::expr assumed = assumeAtCalls(summary, raises.bottom());
      std::vector<z3::expr> within = context;
      within.push_back(assumed);
      within.push_back(returns);
      z3::expr escapes = raises.bottom()
                             ? enc_.ctx.bool_val(true)
                             : !summary.holds(enc_.ctx, top().args, top().result);
      SatResult r = enc_.solver.checkQuery(escapes, within, "summary.escape");
      if (r == SatResult::Unknown)
        return std::nullopt;
      if (r == SatResult::Unsat) {
        if (raises.bottom()) // no call returns: the summary is "false"
          summary.rows = {SummaryRow{0, -1, 0, -1}};
        return assumed;
      }
      raises.raise(summary, enc_.solver, within, top().args, top().result, budget_);
    }
  }

  /// Every check encoded here holds when the recursive calls return within
  /// the summary: then it holds in every call. nullopt if one may fail.
  std::optional<std::vector<unsigned>> proveChecks(const z3::expr &assumed) {
    std::vector<unsigned> proved;
    const auto &violations = unwinder().violations();
    for (unsigned p = 0; p < violations.size(); ++p) {
      std::vector<z3::expr> instances;
      for (const auto &v : violations[p])
        if (!v.is_false())
          instances.push_back(v);
      if (instances.empty())
        continue;
      if (enc_.solver.checkQuery(disjunction(enc_.ctx, instances), {assumed},
                                 "summary.check") != SatResult::Unsat)
        return std::nullopt;
      proved.push_back(p);
    }
    return proved;
  }
};

std::string summaryLine(const FunctionSummary &summary, size_t checks) {
  std::string line = "[" + summary.function->getName().str() +
                     "]: " + summary.text(SourceInfo::parameterNames(*summary.function));
  if (checks > 0)
    line += " (" + std::to_string(checks) + (checks == 1 ? " check" : " checks") +
            " proved for every call)";
  return line;
}

} // namespace

std::optional<FunctionSummary> callingContext(Solver &solver, const llvm::Function &f,
                                             const std::vector<CallSite> &calls,
                                             const std::vector<z3::expr> &assumptions) {
  if (calls.empty())
    return std::nullopt;
  auto [x, some] = someCallsArguments(solver, f, calls.front().second, calls);
  std::vector<z3::expr> within = assumptions;
  within.push_back(solver.literalFor(some, "summary.calling"));
  if (solver.check(within) != SatResult::Sat)
    return std::nullopt;
  FunctionSummary context = contextTemplate(f, x);
  QueryBudget budget;
  RowIteration(context.rows.size(), true).raise(context, solver, within, x, std::nullopt, budget);
  dropTrivialRows(context, x, std::nullopt);
  return context.rows.empty() ? std::nullopt : std::optional<FunctionSummary>(context);
}

std::optional<std::pair<FunctionSummary, FunctionSummary>>
summaryInContext(ProgramModel &model, const PropertyTable &checks, const Config &config,
                 FunctionSummary context, std::ostream *queryLog) {
  return SummarySearch(model, checks, config, *context.function, queryLog)
      .runInContext(std::move(context));
}

std::string contextSummaryLine(const FunctionSummary &summary, const FunctionSummary &context) {
  auto names = SourceInfo::parameterNames(*summary.function);
  return "[" + summary.function->getName().str() + "]: " + summary.text(names) +
         " in calls with " + context.text(names);
}

SummaryOutcome inferFunctionSummaries(ProgramModel &model, const PropertyTable &checks,
                                      const Config &config,
                                      const std::vector<const llvm::Function *> &candidates,
                                      std::ostream *queryLog) {
  SummaryOutcome outcome;
  for (const llvm::Function *f : candidates) {
    auto found = SummarySearch(model, checks, config, *f, queryLog).run();
    if (!found)
      continue;
    outcome.lines.push_back(summaryLine(found->first, found->second.size()));
    outcome.summaries.push_back(std::move(found->first));
    outcome.provedChecks.insert(outcome.provedChecks.end(), found->second.begin(),
                                found->second.end());
  }
  return outcome;
}

} // namespace kiki
