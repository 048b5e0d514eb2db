#include "engines/WhyUnknown.h"
#include "ir/CheckCalls.h"
#include "util/Text.h"

#include <llvm/Analysis/CFG.h>
#include <llvm/IR/Instructions.h>
#include <algorithm>
#include <set>

namespace kiki {

void ImprecisionLog::record(LoopImprecision entry) {
  for (auto &old : entries_) {
    if (old.instance != entry.instance || old.template_ != entry.template_)
      continue;
    if (!entry.gaveUp.empty())
      return; // the earlier inference's invariant still holds
    if (old.gaveUp.empty())
      entry.imprecise = commonEntries(entry.imprecise, old.imprecise);
    std::sort(entry.imprecise.begin(), entry.imprecise.end());
    old = std::move(entry);
    return;
  }
  std::sort(entry.imprecise.begin(), entry.imprecise.end());
  entries_.push_back(std::move(entry));
}

namespace {

/// Whether code that runs after a loop may reach a check: an
/// over-approximation of interprocedural control flow that ignores which
/// call a return goes back to.
class Reachability {
public:
  explicit Reachability(const llvm::Module &module) {
    for (const auto &f : module)
      for (const auto &block : f)
        for (const auto &inst : block)
          if (auto *call = llvm::dyn_cast<llvm::CallBase>(&inst))
            if (const llvm::Function *callee = call->getCalledFunction();
                callee && !callee->isDeclaration()) {
              calls_[&f].push_back(call);
              callers_[callee].push_back(call);
            }
  }

  /// Asked once per loop and check: a loop has an entry per instance and
  /// template.
  bool mayReach(const llvm::Loop &loop, const llvm::Instruction &check) {
    auto [it, added] = reachMemo_.emplace(std::make_pair(&loop, &check), false);
    if (added)
      it->second = search(loop, check);
    return it->second;
  }

private:
  std::map<const llvm::Function *, std::vector<const llvm::CallBase *>> calls_, callers_;
  std::map<std::pair<const llvm::Function *, const llvm::Function *>, bool> callsMemo_;
  std::map<std::pair<const llvm::Loop *, const llvm::Instruction *>, bool> reachMemo_;

  bool search(const llvm::Loop &loop, const llvm::Instruction &check) {
    // Points from which execution continues once the loop is left: its
    // head, then the return points of its function's callers.
    std::vector<const llvm::Instruction *> from{&loop.getHeader()->front()};
    std::set<const llvm::Function *> returnedTo;
    for (size_t i = 0; i < from.size(); ++i) {
      const llvm::Instruction *point = from[i];
      const llvm::Function *f = point->getFunction();
      if (f == check.getFunction() && llvm::isPotentiallyReachable(point, &check))
        return true;
      for (const llvm::CallBase *call : calls_[f])
        if (calls(call->getCalledFunction(), check.getFunction()) &&
            llvm::isPotentiallyReachable(point, call))
          return true;
      if (returnedTo.insert(f).second)
        for (const llvm::CallBase *call : callers_[f])
          from.push_back(call);
    }
    return false;
  }

  /// Whether `f` is `g` or calls it, directly or not.
  bool calls(const llvm::Function *f, const llvm::Function *g) {
    auto [it, added] = callsMemo_.emplace(std::make_pair(f, g), false);
    if (!added)
      return it->second;
    std::vector<const llvm::Function *> todo{f};
    std::set<const llvm::Function *> seen{f};
    bool found = false;
    for (size_t i = 0; i < todo.size() && !found; ++i) {
      found = todo[i] == g;
      for (const llvm::CallBase *call : calls_[todo[i]])
        if (seen.insert(call->getCalledFunction()).second)
          todo.push_back(call->getCalledFunction());
    }
    callsMemo_[{f, g}] = found;
    return found;
  }
};

/// The __kiki_check calls of each property (instrument/).
std::map<unsigned, std::vector<const llvm::Instruction *>> checkCalls(const llvm::Module &module) {
  std::map<unsigned, std::vector<const llvm::Instruction *>> checks;
  for (const auto &f : module)
    for (const auto &block : f)
      for (const auto &inst : block)
        if (auto id = checkedProperty(inst))
          checks[*id].push_back(&inst);
  return checks;
}

std::string loopText(const LoopImprecision &entry, const llvm::Instruction &check) {
  std::string text = "the loop starting at line " + std::to_string(entry.line);
  if (entry.function != check.getFunction()->getName())
    text += " (" + entry.function + ")";
  return text;
}

/// The lines one inferred template gives a property that may depend on it.
std::vector<Reason> entryReasons(const LoopImprecision &entry, const llvm::Instruction &check) {
  std::vector<Reason> lines;
  auto add = [&](std::string text) {
    lines.push_back(Reason{std::move(text), entry.function, entry.line});
  };
  if (!entry.gaveUp.empty())
    add("no " + entry.template_ + " for " + loopText(entry, check) + ": " + entry.gaveUp);
  for (const auto &value : entry.imprecise)
    add("imprecise value of " + value + " at the end of " + loopText(entry, check));
  return lines;
}

} // namespace

void addUnknownReasons(const llvm::Module &module, const ImprecisionLog &log,
                       AnalysisResult &result) {
  std::vector<const LoopImprecision *> byLine;
  for (const auto &entry : log.entries())
    byLine.push_back(&entry);
  std::stable_sort(byLine.begin(), byLine.end(),
                   [](const auto *a, const auto *b) { return a->line < b->line; });
  Reachability reach(module);
  auto checks = checkCalls(module);
  for (const auto &[index, calls] : checks) {
    if (index >= result.properties.size() ||
        result.properties[index].verdict != Verdict::Unknown)
      continue;
    auto &reasons = result.properties[index].reasons;
    std::vector<Reason> precise; // loops whose invariants leave nothing open
    for (const LoopImprecision *entry : byLine)
      for (const llvm::Instruction *check : calls) {
        if (!reach.mayReach(*entry->loop, *check))
          continue;
        auto lines = entryReasons(*entry, *check);
        if (lines.empty() && entry->template_ == "invariant")
          precise.push_back({"the invariant of " + loopText(*entry, *check) +
                                 " leaves no variable unbounded, yet does not imply it",
                             entry->function, entry->line});
        for (auto &line : lines)
          if (std::find(reasons.begin(), reasons.end(), line) == reasons.end())
            reasons.push_back(std::move(line));
        break;
      }
    // Said only where no loop has a value open (then the missing piece is a
    // relation or a bound the domain does not state), and only when the run
    // ended by itself: a stopped run may not have asked.
    if (reasons.empty() && !result.stopExplained())
      for (auto &line : precise)
        if (std::find(reasons.begin(), reasons.end(), line) == reasons.end())
          reasons.push_back(std::move(line));
  }
}

} // namespace kiki
