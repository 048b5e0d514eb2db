#include "engines/Preconditions.h"
#include "engines/InputHull.h"
#include "encode/templates/ScalarTemplate.h"
#include "engines/ProgramEncoding.h"
#include "ir/SourceInfo.h"
#include "solver/Queries.h"
#include "util/ChildProcess.h"
#include "util/ProgressLine.h"
#include "util/Stop.h"

#include <llvm/IR/InstIterator.h>
#include <llvm/IR/IntrinsicInst.h>
#include <map>
#include <set>

namespace kiki {

namespace {

/// The functions with a body that the entry reaches by direct calls, in the
/// module's order.
std::vector<const llvm::Function *> reachableFunctions(const llvm::Module &module,
                                                       const llvm::Function &entry) {
  std::set<const llvm::Function *> seen{&entry};
  std::vector<const llvm::Function *> todo{&entry};
  while (!todo.empty()) {
    const llvm::Function *f = todo.back();
    todo.pop_back();
    for (const auto &inst : llvm::instructions(*f))
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst))
        if (auto *callee = call->getCalledFunction())
          if (!callee->isDeclaration() && seen.insert(callee).second)
            todo.push_back(callee);
  }
  std::vector<const llvm::Function *> ordered;
  for (const auto &f : module)
    if (seen.count(&f))
      ordered.push_back(&f);
  return ordered;
}

/// A value the rows can name: an integer of at most 64 bits or a pointer.
std::optional<HullInput> hullInput(const std::string &name, const Sym &value, llvm::Type *type,
                                   const llvm::DIType *cType) {
  if (!value.isScalar() || (!type->isIntegerTy() && !type->isPointerTy()))
    return std::nullopt;
  z3::expr term = templateTerm(value.expr().ctx(), value); // a _Bool: one bit, 0 or 1
  if (!term.is_bv() || term.get_sort().bv_size() > 64)
    return std::nullopt;
  bool isSigned = type->isIntegerTy() && type->getIntegerBitWidth() > 1 &&
                  !(cType && SourceInfo::isUnsignedType(cType));
  return HullInput{name, term, type->isPointerTy(), isSigned};
}

/// One function encoded as an entry of its own (its parameters and the
/// globals free; main keeps its command line), unwound until nothing lies
/// beyond the unwound part or to the deepest depth.
class EntryEncoding {
public:
  EntryEncoding(ProgramModel &model, const PropertyTable &checks, const Config &base,
                const llvm::Function &entry)
      : config_(entryConfig(base, entry)), encoding_(model, checks, config_),
        hull_(encoding_.solver, encoding_.memory.nullPointer()) {
    encoding_.solver.setQueryLimit(kQueryMs);
    encoding_.unwinder.start(1);
  }

  Solver &solver() { return encoding_.solver; }
  /// Unwinds until no execution goes beyond the unwound part, to depth
  /// `deepest` at most; whether it got there (complete()).
  void deepen(unsigned deepest) { complete_ = deepenTo(deepest); }

  Unwinder &unwinder() { return encoding_.unwinder; }
  InputHull &hull() { return hull_; }
  z3::context &ctx() { return encoding_.ctx; }
  /// Whether no execution goes beyond the unwound part.
  bool complete() const { return complete_; }

  /// "Every check passes" / "some check fails".
  z3::expr passes() {
    std::vector<z3::expr> ok;
    for (const auto &instances : unwinder().violations())
      for (const auto &violated : instances)
        ok.push_back(!violated);
    return conjunction(ctx(), ok);
  }
  z3::expr fails() { return !passes(); }

  /// A construct kiki does not model that an execution may reach: what
  /// follows it is a guess, so no precondition is computed.
  std::optional<std::string> unmodelledConstruct() {
    for (const auto &event : unwinder().unsupported())
      if (encoding_.solver.checkQuery(event.guard, {}, "pre.unsupported") != SatResult::Unsat)
        return event.reason;
    return std::nullopt;
  }

  /// The entry's parameters the rows can name.
  std::vector<HullInput> parameters(const llvm::Function &f) {
    std::vector<HullInput> inputs;
    const CallInstance &top = unwinder().callInstances().front();
    auto names = SourceInfo::parameterNames(f);
    for (const auto &arg : f.args())
      if (auto input = hullInput(names[arg.getArgNo()], top.args[arg.getArgNo()], arg.getType(),
                                 SourceInfo::declaredType(f, static_cast<int>(arg.getArgNo()))))
        inputs.push_back(*input);
    return inputs;
  }

  /// The result of call instance `c` as the rows name it.
  std::optional<HullInput> result(const CallInstance &c) {
    if (!c.result || !c.returns)
      return std::nullopt;
    return hullInput(c.callee->getName().str() + "#return_value", *c.result,
                     c.callee->getReturnType(), SourceInfo::declaredType(*c.callee, -1));
  }

private:
  Config config_;
  ProgramEncoding encoding_;
  InputHull hull_;
  bool complete_ = false;

  static Config entryConfig(const Config &base, const llvm::Function &entry) {
    Config c = base;
    c.engine.strategy = Strategy::IncrementalBmc;
    c.engine.inputObjects = true;
    if (entry.getName() != base.frontEnd.entry) {
      c.frontEnd.entry = entry.getName().str();
      c.frontEnd.entryGiven = true;
    }
    return c;
  }

  static constexpr unsigned kQueryMs = 1000;

  bool deepenTo(unsigned deepest) {
    for (unsigned depth = 1;; depth = std::min(2 * depth, deepest)) {
      throwIfStopped();
      SatResult r = encoding_.solver.checkQuery(disjunction(ctx(), unwinder().frontier()), {},
                                                "pre.beyond");
      if (r == SatResult::Unsat)
        return true;
      if (r == SatResult::Unknown || depth >= deepest)
        return false;
      unwinder().unwindTo(std::min(2 * depth, deepest));
    }
  }
};

/// The rows of the inputs whose range differs from their range over all
/// executions, each input with both its rows (as 2LS prints them).
std::string differingRows(const std::vector<HullInput> &inputs,
                          const std::vector<ValueRange> &ranges,
                          const std::vector<ValueRange> &everything) {
  std::string text;
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (ranges[i] == everything[i])
      continue;
    std::string rows = InputHull::rows(inputs[i], ranges[i]);
    if (!rows.empty())
      text += (text.empty() ? "" : " && ") + rows;
  }
  return text;
}

/// What the callers need of a function's result: its range in the entry's
/// passing executions, joined over the calls, where narrower than in all
/// executions.
struct ResultNeed {
  ValueRange range;
  std::string rows;
};

class PreconditionAnalysis {
public:
  PreconditionAnalysis(ProgramModel &model, const PropertyTable &checks, const Config &config)
      : model_(model), checks_(checks), config_(config) {}

  std::vector<FunctionPrecondition> run() {
    const llvm::Module &module = model_.module();
    const llvm::Function &entry = *module.getFunction(config_.frontEnd.entry);
    // The entry first: with --context-sensitive its encoding gives what
    // the callers need of each callee's result.
    progress::setActivity("preconditions of " + entry.getName().str());
    FunctionPrecondition ofEntry = analyse(entry, true);
    std::vector<FunctionPrecondition> all;
    for (const auto *f : reachableFunctions(module, entry)) {
      if (f == &entry) {
        all.push_back(ofEntry);
        continue;
      }
      progress::setActivity("preconditions of " + f->getName().str());
      all.push_back(analyse(*f, false));
    }
    return all;
  }

private:
  ProgramModel &model_;
  const PropertyTable &checks_;
  const Config &config_;
  std::map<const llvm::Function *, ResultNeed> needs_;

  bool contextSensitive() const {
    return config_.preconditions.contextSensitive && !config_.preconditions.sufficient;
  }

  /// analyseWithin in a child process, which ends without freeing its
  /// solver context (freeing one of cJSON's took over 30 s); here when no
  /// child can be made. Its outcome comes back as text (outcomeText).
  FunctionPrecondition analyse(const llvm::Function &f, bool isEntry) {
    FunctionPrecondition out{f.getName().str(), "", "", ""};
    if (stopRequested()) {
      out.unknownReason = stopReason();
      return out;
    }
    std::string message;
    ChildProcess child([&] { return outcomeText(analyseGuarded(f, isEntry)); },
                       [&message](const std::string &m) { message = m; });
    if (!child.running())
      return analyseGuarded(f, isEntry);
    bool finished = child.waitFor(kFunctionWallSeconds);
    child.stop();
    if (!finished || message.empty()) {
      out.unknownReason = stopRequested() ? stopReason()
                          : finished      ? "its analysis ended abnormally"
                                          : "its analysis ran past " +
                                                std::to_string(kFunctionWallSeconds) + " s";
      return out;
    }
    return readOutcome(message, out);
  }

  static constexpr unsigned kFunctionWallSeconds = 30;

  /// analyseWithin with every error turned into the reason of an unknown
  /// precondition.
  FunctionPrecondition analyseGuarded(const llvm::Function &f, bool isEntry) {
    FunctionPrecondition out{f.getName().str(), "", "", ""};
    try {
      return analyseWithin(f, isEntry);
    } catch (const z3::exception &e) {
      // An interrupted solver may throw from any call (simplify, eval).
      if (saysOutOfMemory(e.msg()))
        stopForMemory();
      out.unknownReason = stopRequested() ? stopReason() : std::string("solver error: ") + e.msg();
    } catch (const std::exception &e) {
      out.unknownReason = std::string("internal error: ") + e.what();
    }
    return out;
  }

  /// The outcome as lines: the condition, the context, the reason, then one
  /// line per callee result need (name, range, rows; tab-separated).
  std::string outcomeText(const FunctionPrecondition &p) const {
    std::string text = p.condition + "\n" + p.context + "\n" + p.unknownReason + "\n";
    for (const auto &[callee, need] : needs_)
      text += callee->getName().str() + "\t" + std::to_string(need.range.lo) + "\t" +
              std::to_string(need.range.hi) + "\t" + (need.range.null ? "1" : "0") + "\t" +
              (need.range.nonNull ? "1" : "0") + "\t" + need.rows + "\n";
    return text;
  }

  FunctionPrecondition readOutcome(const std::string &text, FunctionPrecondition out) {
    // Three terminated lines at least: four parts, the last after the end.
    llvm::SmallVector<llvm::StringRef, 8> lines;
    llvm::StringRef(text).split(lines, '\n', -1, true);
    if (lines.size() < 4) {
      out.unknownReason = "its analysis ended abnormally";
      return out;
    }
    out.condition = lines[0].str();
    out.context = lines[1].str();
    out.unknownReason = lines[2].str();
    for (size_t i = 3; i < lines.size(); ++i)
      readNeed(lines[i]);
    return out;
  }

  void readNeed(llvm::StringRef line) {
    llvm::SmallVector<llvm::StringRef, 6> fields;
    line.split(fields, '\t', -1, true);
    const llvm::Function *callee = fields.size() == 6 ? model_.module().getFunction(fields[0]) : nullptr;
    if (!callee)
      return;
    ValueRange range{std::stoull(fields[1].str()), std::stoull(fields[2].str()), fields[3] == "1",
                     fields[4] == "1"};
    needs_[callee] = ResultNeed{range, fields[5].str()};
  }

  /// Each function's solver work is bounded (kFunctionMs of CPU); past it
  /// the bounds left open are the types' (an over-approximation, sound).
  static constexpr unsigned kFunctionMs = 10000;
  static constexpr unsigned kDefaultDepth = 4;

  FunctionPrecondition analyseWithin(const llvm::Function &f, bool isEntry) {
    FunctionPrecondition out{f.getName().str(), "", "", ""};
    EntryEncoding encoding(model_, checks_, config_, f);
    ScopedSpendLimit budget(encoding.solver(), kFunctionMs);
    encoding.deepen(config_.engine.unwind.value_or(kDefaultDepth));
    if (auto construct = encoding.unmodelledConstruct()) {
      out.unknownReason = "it may run code kiki does not model (" + *construct + ")";
      return out;
    }
    if (isEntry && contextSensitive())
      recordNeeds(encoding);
    auto inputs = encoding.parameters(f);
    auto everything = encoding.hull().of(inputs, encoding.ctx().bool_val(true));
    if (!everything) // no execution at all: nothing to require
      return out;
    if (config_.preconditions.sufficient)
      sufficient(encoding, inputs, *everything, out);
    else
      necessary(encoding, f, inputs, *everything, out);
    if (out.condition.empty() && encoding.hull().gaveUp())
      out.unknownReason = "the solver gave up on a bound";
    return out;
  }

  void necessary(EntryEncoding &encoding, const llvm::Function &f,
                 const std::vector<HullInput> &inputs, const std::vector<ValueRange> &everything,
                 FunctionPrecondition &out) {
    z3::expr condition = encoding.passes();
    auto need = needs_.find(&f);
    if (need != needs_.end()) {
      const CallInstance &top = encoding.unwinder().callInstances().front();
      if (auto result = encoding.result(top)) {
        condition = condition && *top.returns && encoding.hull().within(*result, need->second.range);
        out.context = need->second.rows;
      }
    }
    auto passing = encoding.hull().of(inputs, condition);
    if (!passing) {
      out.condition = "false";
      return;
    }
    out.condition = differingRows(inputs, *passing, everything);
    if (out.condition.empty())
      out.context.clear();
  }

  void sufficient(EntryEncoding &encoding, const std::vector<HullInput> &inputs,
                  const std::vector<ValueRange> &everything, FunctionPrecondition &out) {
    if (!encoding.complete()) {
      out.unknownReason = "a loop or a recursion is not unwound completely (--unwind N)";
      return;
    }
    auto failing = encoding.hull().of(inputs, encoding.fails());
    if (!failing)
      return; // no execution fails: every input is fine
    std::string rows = differingRows(inputs, *failing, everything);
    out.condition = rows.empty() ? "false" : "!(" + rows + ")";
  }

  /// The ranges of each callee's result in the entry's passing executions.
  /// A callee whose result no passing execution receives gets no need: the
  /// plain precondition stands for it.
  void recordNeeds(EntryEncoding &encoding) {
    struct Ranges {
      HullInput result;
      std::optional<ValueRange> passing;
      ValueRange all;
      bool usable = true;
    };
    std::map<const llvm::Function *, Ranges> ranges;
    z3::expr passes = encoding.passes();
    const auto &calls = encoding.unwinder().callInstances();
    for (size_t i = 1; i < calls.size(); ++i) {
      auto result = encoding.result(calls[i]);
      if (!result)
        continue;
      auto all = encoding.hull().of({*result}, *calls[i].returns);
      if (!all)
        continue;
      auto passing = encoding.hull().of({*result}, passes && *calls[i].returns);
      Ranges &r = ranges.try_emplace(calls[i].callee, Ranges{*result, std::nullopt, all->front()})
                      .first->second;
      r.all = r.all.join(all->front());
      if (!passing)
        r.usable = false;
      else
        r.passing = r.passing ? r.passing->join(passing->front()) : passing->front();
    }
    for (const auto &[callee, r] : ranges)
      if (r.usable && r.passing && *r.passing != r.all)
        needs_[callee] = ResultNeed{*r.passing, InputHull::rows(r.result, *r.passing)};
  }
};

} // namespace

std::vector<FunctionPrecondition> computePreconditions(ProgramModel &model,
                                                       const PropertyTable &checks,
                                                       const Config &config) {
  return PreconditionAnalysis(model, checks, config).run();
}

} // namespace kiki
