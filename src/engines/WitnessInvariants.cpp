// Which loop-head invariants a correctness witness states (kiki's own facts
// that hold on loop entry too, a failing bound weakened to the entry value),
// and what becomes of the invariants of a witness being validated.
#include "engines/HeadInvariants.h"
#include "encode/Unwinder.h"
#include "witness/WitnessReader.h"

#include <algorithm>
#include <set>

namespace kiki {
namespace {

/// More candidate facts than this per loop are not tried (solver time).
constexpr size_t kMaxFactsPerLoop = 32;
/// How often a bound false on entry is weakened to an entry value.
constexpr unsigned kMaxWeakenings = 3;

/// The one loop at `line` (in `function`, unless empty); null with `why`.
const LoopGroup *loopAt(const std::vector<LoopGroup> &loops, unsigned line,
                        const std::string &function, std::string &why) {
  const LoopGroup *found = nullptr;
  for (const auto &loop : loops) {
    if (loop.line != line || (!function.empty() && loop.function != function))
      continue;
    if (found) {
      why = "several loops start at line " + std::to_string(line);
      return nullptr;
    }
    found = &loop;
  }
  if (!found)
    why = "no loop kiki encoded starts at line " + std::to_string(line) +
          (function.empty() ? "" : " in " + function);
  return found;
}

/// The conjuncts of the C forms of kiki's facts about `loop`, each once.
std::vector<std::string> candidateFacts(const std::vector<LoopInvariant> &inferred,
                                        const LoopGroup &loop) {
  std::vector<std::string> facts;
  for (const auto &invariant : inferred) {
    if (invariant.line != loop.line || invariant.function != loop.function ||
        !invariant.converged)
      continue;
    for (const auto &fact : invariant.facts) {
      auto text = factAsC(fact);
      if (!text)
        continue;
      for (size_t start = 0; start != std::string::npos && facts.size() < kMaxFactsPerLoop;) {
        size_t end = text->find(" && ", start);
        std::string part = text->substr(start, end == std::string::npos ? end : end - start);
        if (std::find(facts.begin(), facts.end(), part) == facts.end())
          facts.push_back(part);
        start = end == std::string::npos ? end : end + 4;
      }
    }
  }
  return facts;
}

/// A bound `C <= x`, `x <= C`, `x >= C` or `C >= x` with the constant
/// moved to include `value` (nullopt: not such a bound, or it includes
/// `value` already).
std::optional<std::string> weakened(const InvariantExpr &expr,
                                    const std::map<std::string, int64_t> &entryValues) {
  if (expr.kind != InvariantExpr::Kind::Comparison || (expr.text != "<=" && expr.text != ">="))
    return std::nullopt;
  bool varRight = expr.operands[1]->kind == InvariantExpr::Kind::Variable;
  const InvariantExpr &var = *expr.operands[varRight ? 1 : 0];
  const InvariantExpr &bound = *expr.operands[varRight ? 0 : 1];
  bool negative = bound.kind == InvariantExpr::Kind::Negate;
  const InvariantExpr &number = negative ? *bound.operands[0] : bound;
  if (var.kind != InvariantExpr::Kind::Variable || number.kind != InvariantExpr::Kind::Constant)
    return std::nullopt;
  auto value = entryValues.find(var.text);
  if (value == entryValues.end())
    return std::nullopt;
  bool lower = varRight == (expr.text == "<=");
  int64_t constant = negative ? -number.value : number.value;
  if (lower ? value->second >= constant : value->second <= constant)
    return std::nullopt;
  std::string moved = std::to_string(value->second);
  return lower ? var.text + " >= " + moved : var.text + " <= " + moved;
}

/// `fact`, or a weakened bound, when it holds at the loop's head.
std::optional<std::string> headFact(HeadInvariantChecker &checker, const LoopGroup &loop,
                                    std::string fact) {
  for (unsigned tries = 0; tries <= kMaxWeakenings; ++tries) {
    ParsedInvariant parsed = parseInvariant(fact);
    if (!parsed.expr)
      return std::nullopt;
    HeadCheckResult result = checker.check(*parsed.expr, loop.instances);
    if (result.verdict == HeadCheck::Holds)
      return fact;
    if (result.verdict != HeadCheck::FalseOnEntry)
      return std::nullopt;
    auto next = weakened(*parsed.expr, result.entryValues);
    if (!next)
      return std::nullopt;
    fact = *next;
  }
  return std::nullopt;
}

CheckedInvariant checkOne(HeadInvariantChecker &checker, const std::vector<LoopGroup> &loops,
                          const WitnessInvariant &invariant) {
  CheckedInvariant out{invariant.line, invariant.expression, HeadCheck::NotUsed, ""};
  if (!invariant.unusable.empty()) {
    out.reason = invariant.unusable;
    return out;
  }
  ParsedInvariant parsed = parseInvariant(invariant.expression);
  if (!parsed.expr) {
    out.reason = "not in the C subset kiki checks (" + parsed.error + ")";
    return out;
  }
  const LoopGroup *loop = loopAt(loops, invariant.line, invariant.function, out.reason);
  if (!loop)
    return out;
  if (!loop->complete) {
    out.outcome = HeadCheck::Unknown;
    out.reason = "not every instance of the loop is encoded (recursion not unwound)";
    return out;
  }
  HeadCheckResult result = checker.check(*parsed.expr, loop->instances);
  out.outcome = result.verdict;
  out.reason = result.reason;
  return out;
}

} // namespace

std::vector<LoopGroup> groupLoops(const std::vector<LoopRecord> &records,
                                  const Unwinder &unwinder) {
  bool whole = unwinder.pendingCalls().empty() && unwinder.unsupported().empty();
  std::vector<LoopGroup> groups;
  std::map<const void *, size_t> index;
  for (const auto &record : records) {
    auto [it, added] = index.try_emplace(record.loop, groups.size());
    if (added)
      groups.push_back(LoopGroup{record.line, record.function, {}, whole});
    groups[it->second].instances.push_back(&record);
  }
  const auto &all = unwinder.loopInstances();
  for (const auto &[loop, at] : index) {
    auto encoded = std::count_if(all.begin(), all.end(),
                                 [loop = loop](const auto &i) { return i->loop == loop; });
    groups[at].complete &= static_cast<size_t>(encoded) == groups[at].instances.size();
  }
  return groups;
}

std::vector<HeadInvariant> findHeadInvariants(HeadInvariantChecker &checker,
                                              const std::vector<LoopGroup> &loops,
                                              const std::vector<LoopInvariant> &inferred) {
  std::vector<HeadInvariant> found;
  for (const auto &loop : loops) {
    std::string why;
    if (!loop.complete || loopAt(loops, loop.line, loop.function, why) != &loop)
      continue;
    std::vector<std::string> kept;
    for (const auto &fact : candidateFacts(inferred, loop))
      if (auto holds = headFact(checker, loop, fact);
          holds && std::find(kept.begin(), kept.end(), *holds) == kept.end())
        kept.push_back(*holds);
    std::string joined;
    for (const auto &fact : kept)
      joined += (joined.empty() ? "" : " && ") + fact;
    if (!joined.empty())
      found.push_back(HeadInvariant{loop.line, loop.function, joined});
  }
  return found;
}

std::vector<std::string> factsNotInWitness(const std::vector<LoopInvariant> &inferred) {
  std::vector<std::string> lines;
  std::set<std::pair<unsigned, std::string>> named;
  for (const auto &invariant : inferred) {
    if (!invariant.converged || named.count({invariant.line, invariant.function}))
      continue;
    auto fact = std::find_if(invariant.facts.begin(), invariant.facts.end(),
                             [](const std::string &f) { return !factAsC(f); });
    if (fact == invariant.facts.end())
      continue;
    named.insert({invariant.line, invariant.function});
    lines.push_back("the correctness witness does not state the invariant of the loop at line " +
                    std::to_string(invariant.line) + " (" + invariant.function +
                    ") that is no C expression, such as \"" + *fact +
                    "\": witness invariants are C expressions, which cannot say \"for every "
                    "element\" or describe the heap");
  }
  return lines;
}

std::vector<CheckedInvariant> checkWitnessInvariants(HeadInvariantChecker &checker,
                                                     const std::vector<LoopGroup> &loops,
                                                     const Witness &witness) {
  std::vector<CheckedInvariant> checked;
  for (const auto &invariant : witness.loopInvariants)
    checked.push_back(checkOne(checker, loops, invariant));
  return checked;
}

} // namespace kiki
