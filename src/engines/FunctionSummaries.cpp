#include "engines/FunctionSummaries.h"
#include "engines/ProgramEncoding.h"
#include "ir/SourceInfo.h"
#include "solver/Queries.h"
#include "util/Stop.h"

#include <map>

namespace kiki {

namespace {

/// A row's bound rises at most this often before the row is dropped
/// (widening to top); a query past this many milliseconds gives up the
/// function's summary.
constexpr unsigned kRaisesBeforeWidening = 3;
constexpr unsigned kQueryMs = 2000;

/// One function encoded from its entry with its recursive calls not inlined
/// (unwinding 0), and the search for its summary on that encoding.
class SummarySearch {
public:
  SummarySearch(ProgramModel &model, const PropertyTable &checks, const Config &base,
                const llvm::Function &f)
      : function_(f), config_(entryConfig(base, f)), enc_(model, checks, config_) {
    enc_.solver.setQueryLimit(kQueryMs);
    enc_.unwinder.start(0);
  }

  /// The summary and the checks it proves; nullopt when the encoding is not
  /// one the summary can rest on or a query gave up.
  std::optional<std::pair<FunctionSummary, std::vector<unsigned>>> run() {
    if (!encodingQualifies())
      return std::nullopt;
    FunctionSummary summary = templateOf();
    std::optional<z3::expr> assumed = iterate(summary);
    if (!assumed)
      return std::nullopt;
    auto proved = proveChecks(*assumed);
    if (!proved)
      return std::nullopt;
    dropTrivialRows(summary);
    return std::make_pair(std::move(summary), std::move(*proved));
  }

private:
  const llvm::Function &function_;
  Config config_;
  ProgramEncoding enc_;

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
    FunctionSummary s;
    s.function = &function_;
    for (const auto &arg : function_.args())
      s.paramSigned.push_back(!SourceInfo::isUnsignedType(
          SourceInfo::declaredType(function_, static_cast<int>(arg.getArgNo()))));
    s.resultSigned = !SourceInfo::isUnsignedType(SourceInfo::declaredType(function_, -1));
    if (!function_.getReturnType()->isIntegerTy() || !top().result ||
        top().result->expr().get_sort().is_bv() == false)
      return s;
    s.rows.push_back(SummaryRow{1, -1, 0, 0});
    s.rows.push_back(SummaryRow{-1, -1, 0, 0});
    for (const auto &arg : function_.args()) {
      unsigned i = arg.getArgNo();
      if (!arg.getType()->isIntegerTy() || arg.getType()->getIntegerBitWidth() > 64 ||
          i >= top().args.size() || !top().args[i].isScalar())
        continue;
      s.rows.push_back(SummaryRow{1, static_cast<int>(i), -1, 0});
      s.rows.push_back(SummaryRow{-1, static_cast<int>(i), 1, 0});
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
  /// them to its values; a row raised too often is dropped. Returns the
  /// literal of the last round (the rows are inductive under it).
  std::optional<z3::expr> iterate(FunctionSummary &summary) {
    std::vector<unsigned> raises(summary.rows.size(), 0);
    bool bottom = true;
    for (;;) {
      throwIfStopped();
      z3::expr assumed = assumeAtCalls(summary, bottom);
      z3::expr escapes = *top().returns;
      if (!bottom)
        escapes = escapes && !summary.holds(enc_.ctx, top().args, top().result);
      SatResult r = enc_.solver.checkQuery(escapes, {assumed}, "summary.escape");
      if (r == SatResult::Unknown)
        return std::nullopt;
      if (r == SatResult::Unsat) {
        if (bottom) // no call returns: the summary is "false"
          summary.rows = {SummaryRow{0, -1, 0, -1}};
        return assumed;
      }
      raise(summary, raises, bottom, enc_.solver.model());
      bottom = false;
    }
  }

  void raise(FunctionSummary &summary, std::vector<unsigned> &raises, bool bottom,
             const z3::model &model) {
    std::vector<SummaryRow> kept;
    std::vector<unsigned> keptRaises;
    for (size_t j = 0; j < summary.rows.size(); ++j) {
      SummaryRow row = summary.rows[j];
      __int128 value =
          summaryValue(model.eval(summary.rowTerm(row, top().args, top().result), true));
      if (!bottom && value <= row.bound) {
        kept.push_back(row);
        keptRaises.push_back(raises[j]);
        continue;
      }
      if (!bottom && raises[j] + 1 >= kRaisesBeforeWidening)
        continue; // widened: the row goes
      row.bound = value;
      kept.push_back(row);
      keptRaises.push_back(bottom ? 0 : raises[j] + 1);
    }
    summary.rows = std::move(kept);
    raises = std::move(keptRaises);
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

  /// The largest value `sign * value` takes over all values of its type.
  static __int128 largest(int sign, const z3::expr &value, bool isSigned) {
    if (sign == 0)
      return 0;
    unsigned bits = value.is_bool() ? 1 : value.get_sort().bv_size();
    __int128 one = 1;
    __int128 lo = isSigned && bits > 1 ? -(one << (bits - 1)) : 0;
    __int128 hi = isSigned && bits > 1 ? (one << (bits - 1)) - 1 : (one << bits) - 1;
    return sign > 0 ? hi : -lo;
  }

  /// Rows every value of the types satisfies say nothing: left out.
  void dropTrivialRows(FunctionSummary &summary) {
    std::vector<SummaryRow> kept;
    for (const auto &row : summary.rows) {
      __int128 most = 0;
      if (row.resultSign != 0)
        most += largest(row.resultSign, top().result->expr(), summary.resultSigned);
      if (row.param >= 0)
        most += largest(row.paramSign, top().args[row.param].expr(),
                        summary.paramSigned[row.param]);
      bool falseRow = row.resultSign == 0 && row.param < 0;
      if (falseRow || row.bound < most)
        kept.push_back(row);
    }
    summary.rows = std::move(kept);
  }
};

std::string summaryLine(const FunctionSummary &summary, size_t checks) {
  std::string text = summary.rows.size() == 1 && summary.rows[0].resultSign == 0 &&
                             summary.rows[0].param < 0
                         ? "false"
                         : summary.text(SourceInfo::parameterNames(*summary.function));
  std::string line = "[" + summary.function->getName().str() + "]: " + text;
  if (checks > 0)
    line += " (" + std::to_string(checks) + (checks == 1 ? " check" : " checks") +
            " proved for every call)";
  return line;
}

} // namespace

SummaryOutcome inferFunctionSummaries(ProgramModel &model, const PropertyTable &checks,
                                      const Config &config,
                                      const std::vector<const llvm::Function *> &candidates) {
  SummaryOutcome outcome;
  for (const llvm::Function *f : candidates) {
    auto found = SummarySearch(model, checks, config, *f).run();
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
