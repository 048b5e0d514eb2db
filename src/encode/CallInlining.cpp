// Inlined calls, and the recursive calls deferred because their depth
// exceeds the unwinding, expanded as the unwinding deepens.
#include "encode/Unwinder.h"

#include <algorithm>

namespace kiki {

/// One pass over the loop instances and deferred calls below the depth;
/// returns whether anything was added.
bool Unwinder::expandPending() {
  bool changed = false;
  for (size_t i = 0; i < loops_.size(); ++i) {
    LoopInstance &instance = *loops_[i];
    // Unwinding k runs the body k times and also takes the loop exits of the
    // (k+1)-th header visit, as CBMC's --unwind does: k+1 encoded iterations.
    unsigned depth = std::max(depth_, instance.eagerDepth);
    while (instance.iterations <= depth && !instance.reachNext.is_false()) {
      encodeIteration(instance);
      changed = true;
    }
  }
  for (size_t i = 0; i < calls_.size(); ++i) {
    DeferredCall &call = *calls_[i];
    if (call.expanded || call.reach.is_false())
      continue;
    unsigned recursion = std::count(call.callStack.begin(), call.callStack.end(),
                                    call.callee);
    if (recursion <= depth_) {
      expandCall(call);
      changed = true;
    }
  }
  return changed;
}

std::pair<PathState, std::optional<Sym>>
Unwinder::inlineCall(int parent, const std::vector<const llvm::Function *> &callStack,
                     const llvm::Function &callee, const std::vector<Sym> &args,
                     const PathState &entry, TraceBlockPtr trace) {
  frames_.push_back(std::make_unique<Frame>());
  Frame &frame = *frames_.back();
  frame.function = &callee;
  frame.instance = static_cast<int>(callInstances_.size());
  // A block of its own: the place where the callee is entered.
  auto block = std::make_shared<TraceBlock>();
  trace->items.push_back(block);
  trace = block;
  if (config_.engine.trace)
    trace->items.push_back(TraceCall{entry.guard, &callee, true});
  callInstances_.push_back(
      CallInstance{&callee, args, Incoming{entry.guard, entry.mem, {}}, parent, trace});
  frame.callStack = callStack;
  frame.callStack.push_back(&callee);
  auto env = std::make_shared<Env>();
  size_t i = 0;
  for (const auto &arg : callee.args())
    env->values[&arg] = i < args.size() ? args[i++] : fresh(arg.getType(), "vararg");
  std::map<const llvm::BasicBlock *, std::vector<Incoming>> pending;
  pending[&callee.getEntryBlock()].push_back(Incoming{entry.guard, entry.mem, {}});
  encodeRegion(frame, nullptr, env, trace, std::move(pending));
  if (frame.returns.empty()) {
    callInstances_[frame.instance].returns = ctx_.bool_val(false);
    return {PathState{ctx_.bool_val(false), entry.mem}, std::nullopt};
  }
  Incoming merged = mergeIncoming(callee.getEntryBlock(), std::move(frame.returns));
  for (const auto &object : frame.stackObjects)
    merged.mem = memory_.setAlive(merged.mem, memory_.objectOf(object), false);
  std::optional<Sym> result;
  if (!merged.phis.empty())
    result = merged.phis[0];
  callInstances_[frame.instance].returns = merged.guard;
  callInstances_[frame.instance].result = result;
  if (config_.engine.trace)
    trace->items.push_back(TraceCall{merged.guard, &callee, false});
  return {PathState{merged.guard, merged.mem}, result};
}

void Unwinder::setSummaries(std::vector<FunctionSummary> summaries) {
  summaries_ = std::move(summaries);
  if (!summaries_.empty())
    useSummaries_ = solver_.freshBool("use.summaries");
}

/// Under the summary literal, a call of a summarised function that is not
/// inlined returns or not, and when it returns its result satisfies the
/// summary and the memory is the one it was called with. Expanded later,
/// the inlined body agrees: the summary is proved for every call.
void Unwinder::summarize(DeferredCall &call) {
  auto summary = std::find_if(summaries_.begin(), summaries_.end(),
                              [&](const FunctionSummary &s) { return s.function == call.callee; });
  if (summary == summaries_.end())
    return;
  call.summarized = true;
  ++summarizedCallSites_;
  applySummary(call, *summary, useSummaries_);
  memory_.define(call.exit.mem, useSummaries_ && call.exit.guard, call.entry.mem);
  for (const auto &[inContext, literal] : contextSummaries_)
    if (inContext.function == call.callee)
      applySummary(call, inContext, literal);
}

void Unwinder::applySummary(const DeferredCall &call, const FunctionSummary &summary,
                            const z3::expr &literal) {
  z3::expr returns = useSummaries_ && literal && call.exit.guard;
  solver_.add(z3::implies(returns, summary.holds(ctx_, call.args, call.result)));
}

void Unwinder::addContextSummary(FunctionSummary summary, const z3::expr &literal) {
  for (const auto &call : calls_)
    if (call->callee == summary.function && call->summarized)
      applySummary(*call, summary, literal);
  contextSummaries_.emplace_back(std::move(summary), literal);
}

std::vector<const llvm::Function *> Unwinder::summarizedFunctions() const {
  std::vector<const llvm::Function *> functions;
  for (const auto &s : summaries_)
    functions.push_back(s.function);
  return functions;
}

std::vector<std::pair<z3::expr, std::vector<Sym>>>
Unwinder::outsideCallsTo(const llvm::Function &f) const {
  std::vector<std::pair<z3::expr, std::vector<Sym>>> calls;
  for (const auto &instance : callInstances_) {
    if (instance.callee != &f)
      continue;
    bool inside = false;
    for (int p = instance.parent; p >= 0 && !inside; p = callInstances_[p].parent)
      inside = callInstances_[p].callee == &f;
    if (!inside)
      calls.emplace_back(instance.entry.guard, instance.args);
  }
  return calls;
}

void Unwinder::expandCall(DeferredCall &call) {
  call.expanded = true;
  auto [exit, result] = inlineCall(call.parent, call.callStack, *call.callee, call.args,
                                   call.entry, call.trace);
  solver_.add(call.exit.guard == exit.guard);
  memory_.define(call.exit.mem, call.exit.guard, exit.mem);
  if (call.result && result)
    solver_.add(z3::implies(call.exit.guard, symEq(ctx_, *call.result, *result)));
}

} // namespace kiki
