// What the unwinding so far tells the engines: the literals of its
// frontier and open tails, the arbitrary starts and shallow iterations of
// k-induction, the calls not inlined yet, the guards of unmodelled code and
// the names heap invariants give allocation sites and objects.
#include "encode/Unwinder.h"

namespace kiki {

std::vector<z3::expr> Unwinder::frontier() const {
  std::vector<z3::expr> lits = pendingCalls();
  for (const auto &loop : loops_)
    if (!loop->reachNext.is_false())
      lits.push_back(loop->reachNext);
  return lits;
}

std::vector<z3::expr> Unwinder::pendingCalls() const { return pendingReaches(true, true); }

std::vector<z3::expr> Unwinder::pendingReaches(bool summarized, bool others) const {
  std::vector<z3::expr> lits;
  for (const auto &call : calls_)
    if (!call->expanded && !call->reach.is_false() && (call->summarized ? summarized : others))
      lits.push_back(call->reach);
  return lits;
}

std::vector<std::pair<const llvm::Function *, z3::expr>> Unwinder::pendingCallees() const {
  std::vector<std::pair<const llvm::Function *, z3::expr>> calls;
  for (const auto &call : calls_)
    if (!call->expanded && !call->reach.is_false())
      calls.emplace_back(call->callee, call->reach);
  return calls;
}

std::vector<std::pair<z3::expr, std::vector<Sym>>>
Unwinder::pendingCallsTo(const llvm::Function &callee) const {
  std::vector<std::pair<z3::expr, std::vector<Sym>>> calls;
  for (const auto &call : calls_)
    if (!call->expanded && !call->reach.is_false() && call->callee == &callee)
      calls.emplace_back(call->reach, call->args);
  return calls;
}

std::vector<z3::expr> Unwinder::shallowIterations() const {
  std::vector<z3::expr> lits;
  for (const auto &loop : loops_)
    for (size_t j = 0; j + 1 < loop->deepest.size(); ++j)
      lits.push_back(!loop->deepest[j]);
  return lits;
}

std::vector<z3::expr> Unwinder::havocEntries() const {
  std::vector<z3::expr> lits;
  for (const auto &loop : loops_)
    if (loop->havocEntry)
      lits.push_back(*loop->havocEntry);
  return lits;
}

std::vector<z3::expr> Unwinder::loopTails(bool whole, bool others) const {
  std::vector<z3::expr> lits;
  for (const auto &loop : loops_)
    if ((loop->wholeInStep ? whole : others) && !loop->reachNext.is_false())
      for (const auto &exit : loop->exits)
        lits.push_back(exit.tail);
  return lits;
}

std::vector<z3::expr> Unwinder::openLoopTails() const { return loopTails(true, true); }

std::vector<z3::expr> Unwinder::wholeLoopTails() const { return loopTails(true, false); }

std::vector<z3::expr> Unwinder::unmodelledGuards() const {
  std::vector<z3::expr> guards;
  for (const auto &u : unsupported_)
    guards.push_back(u.guard);
  for (const auto &c : unmodelled_)
    guards.push_back(c.guard);
  return guards;
}

std::vector<z3::expr> Unwinder::modelledRunAssumptions() const {
  std::vector<z3::expr> a{!afterFailure_};
  for (const auto &tail : openTails())
    a.push_back(!tail);
  for (const auto &guard : unmodelledGuards())
    a.push_back(!guard);
  return a;
}

std::vector<z3::expr> Unwinder::openTails() const {
  std::vector<z3::expr> lits = openLoopTails();
  addCallTails(lits);
  return lits;
}

std::vector<z3::expr> Unwinder::stepTails() const {
  std::vector<z3::expr> lits = loopTails(false, true);
  addCallTails(lits);
  return lits;
}

std::vector<z3::expr> Unwinder::stepTailsWithSummaries() const {
  std::vector<z3::expr> lits = loopTails(false, true);
  addCallTails(lits, false);
  return lits;
}

std::vector<z3::expr> Unwinder::summarizedCalls() const { return pendingReaches(true, false); }

std::vector<z3::expr> Unwinder::unsummarizedCalls() const { return pendingReaches(false, true); }

void Unwinder::addCallTails(std::vector<z3::expr> &lits, bool summarized) const {
  for (const auto &call : calls_)
    if (!call->expanded && !call->reach.is_false() && (summarized || !call->summarized))
      lits.push_back(call->exit.guard);
}

HeapDomain::Names Unwinder::heapNames() const {
  std::vector<std::string> sites;
  for (const auto &s : heapSites_)
    sites.push_back(s.text);
  std::vector<std::pair<uint64_t, std::string>> objects;
  for (const auto &label : objectLabels())
    if (label.object.is_numeral())
      objects.emplace_back(label.object.get_numeral_uint64(), label.name);
  return HeapDomain::Names{
      [sites](unsigned s) {
        return s >= 1 && s <= sites.size() ? sites[s - 1] : "site " + std::to_string(s);
      },
      [objects](unsigned o) {
        for (const auto &[number, name] : objects)
          if (number == o)
            return "&" + name;
        return "object " + std::to_string(o);
      }};
}

} // namespace kiki
