// Waypoints of a violation witness as constraints over the trace tree's
// events (see WitnessConstraints.h for the design).
#include "encode/WitnessConstraints.h"
#include "ir/SourceInfo.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <set>

namespace kiki {
namespace {

/// A C numeral as a number: integer (decimal or hex, suffixes u, l) or
/// decimal floating point. nullopt: not a numeral.
struct Number {
  bool integral;
  bool negative;
  unsigned long long magnitude; // integral
  double real;                  // floating point
};

std::optional<Number> parseNumeral(std::string text) {
  bool hexText = text.find_first_of("xX") != std::string::npos;
  auto suffix = [&](char c) {
    return c == 'u' || c == 'U' || c == 'l' || c == 'L' || (!hexText && (c == 'f' || c == 'F'));
  };
  while (!text.empty() && suffix(text.back()))
    text.pop_back();
  Number n{true, !text.empty() && text[0] == '-', 0, 0};
  std::string digits = n.negative ? text.substr(1) : text;
  if (digits.empty())
    return std::nullopt;
  char *end = nullptr;
  errno = 0;
  bool hex = digits.size() > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X');
  if (hex || digits.find_first_of(".eE") == std::string::npos) {
    n.magnitude = std::strtoull(digits.c_str(), &end, hex ? 16 : 10);
    if (*end != '\0' || errno == ERANGE)
      return std::nullopt;
    n.real = static_cast<double>(n.magnitude) * (n.negative ? -1 : 1);
    return n;
  }
  n.real = std::strtod(text.c_str(), &end);
  if (*end != '\0')
    return std::nullopt;
  n.integral = false;
  return n;
}

} // namespace

std::vector<std::vector<z3::expr>> exactlyBefore(z3::context &ctx,
                                                 const std::vector<z3::expr> &guards,
                                                 unsigned top) {
  std::vector<z3::expr> atLeast(top + 1, ctx.bool_val(false)); // after the events so far
  atLeast[0] = ctx.bool_val(true);
  std::vector<std::vector<z3::expr>> exactly;
  for (const auto &guard : guards) {
    std::vector<z3::expr> row;
    for (unsigned k = 0; k < top; ++k)
      row.push_back(atLeast[k] && !atLeast[k + 1]);
    exactly.push_back(std::move(row));
    for (unsigned k = top; k >= 1; --k)
      atLeast[k] = atLeast[k] || (atLeast[k - 1] && guard);
  }
  return exactly;
}

WitnessConstraints::WitnessConstraints(z3::context &ctx, const Witness &witness)
    : ctx_(ctx), waypoints_(witness.waypoints) {}

WitnessConstraints::Key WitnessConstraints::keyOf(const Waypoint &w) {
  switch (w.kind) {
  case WaypointKind::Branch: return {w.kind, w.line, ""};
  case WaypointKind::Variable: return {w.kind, w.line, w.variable};
  case WaypointKind::Enter:
  case WaypointKind::Return: return {w.kind, 0, w.function};
  default: return {w.kind, w.line, w.function};
  }
}

/// `value` (the event's result or assigned value) equals the waypoint's
/// numeral; false when no value of its type is that number.
z3::expr WitnessConstraints::equals(const z3::expr &value, const Waypoint &w) const {
  std::optional<Number> n = parseNumeral(w.value);
  if (!n)
    return ctx_.bool_val(false);
  z3::sort sort = value.get_sort();
  if (sort.is_fpa())
    return value == z3::expr(ctx_, Z3_mk_fpa_numeral_double(ctx_, n->real, sort));
  if (!n->integral) {
    double whole = 0;
    if (std::modf(n->real, &whole) != 0 || std::fabs(whole) > 9e18)
      return ctx_.bool_val(false);
    n->integral = true;
    n->negative = whole < 0;
    n->magnitude = static_cast<unsigned long long>(std::fabs(whole));
  }
  if (sort.is_bool())
    return n->magnitude == 0 ? !value : n->magnitude == 1 && !n->negative ? value
                                                                          : ctx_.bool_val(false);
  if (!sort.is_bv())
    return ctx_.bool_val(false);
  unsigned width = sort.bv_size();
  // The number must fit the type, read as signed or as unsigned.
  if (width < 64) {
    unsigned long long limit = n->negative ? 1ULL << (width - 1) : (1ULL << width) - 1;
    if (n->magnitude > limit)
      return ctx_.bool_val(false);
  }
  z3::expr bits = ctx_.bv_val(static_cast<uint64_t>(n->magnitude), width);
  return value == (n->negative ? -bits : bits);
}

void WitnessConstraints::collect(const TraceBlock &block,
                                 std::map<Key, std::vector<Event>> &events) const {
  auto add = [&](const Key &key, const z3::expr &guard, const z3::expr &value) {
    auto it = events.find(key);
    if (it != events.end())
      it->second.push_back(Event{guard, value});
  };
  for (const auto &item : block.items) {
    if (const auto *child = std::get_if<TraceBlockPtr>(&item)) {
      collect(**child, events);
    } else if (const auto *input = std::get_if<TraceInput>(&item)) {
      unsigned line = SourceInfo::line(*input->call);
      add({WaypointKind::Result, line, ""}, input->guard, input->value.expr());
      add({WaypointKind::Result, line, input->callee}, input->guard, input->value.expr());
    } else if (const auto *branch = std::get_if<TraceBranch>(&item)) {
      add({WaypointKind::Branch, SourceInfo::line(*branch->branch), ""}, branch->guard,
          branch->condition);
    } else if (const auto *step = std::get_if<TraceStep>(&item)) {
      unsigned line = step->line ? step->line : SourceInfo::line(*step->at);
      if (step->indices.empty() && step->value.isScalar())
        add({WaypointKind::Variable, line, step->variable}, step->guard, step->value.expr());
    } else if (const auto *call = std::get_if<TraceCall>(&item)) {
      WaypointKind kind = call->entry ? WaypointKind::Enter : WaypointKind::Return;
      add({kind, 0, call->callee->getName().str()}, call->guard, ctx_.bool_val(true));
    }
  }
}

WitnessConstraints::Terms WitnessConstraints::build(const TraceBlock &root) {
  std::map<Key, std::vector<Event>> events;
  for (const auto &w : waypoints_)
    if (w.unusable.empty() && w.kind != WaypointKind::Target)
      events.emplace(keyOf(w), std::vector<Event>{});
  collect(root, events);
  // Before each event of a key, "exactly k earlier events of the key
  // happen" for each k a waypoint asks about: a sequential counter
  // (atLeast[k] after each event), Boolean only.
  std::map<Key, unsigned> most;
  for (const auto &w : waypoints_)
    if (w.unusable.empty() && w.occurrence > 0)
      most[keyOf(w)] = std::max(most[keyOf(w)], w.occurrence);
  std::map<Key, std::vector<std::vector<z3::expr>>> exactly; // [event][k]
  for (const auto &[key, list] : events) {
    std::vector<z3::expr> guards;
    for (const auto &event : list)
      guards.push_back(event.guard);
    exactly[key] = exactlyBefore(ctx_, guards, most[key]);
  }
  z3::expr_vector follow(ctx_), passes(ctx_);
  for (auto &w : waypoints_) {
    if (!w.unusable.empty() || w.kind == WaypointKind::Target)
      continue;
    const auto &list = events.at(keyOf(w));
    if (!mapped_ && list.empty()) {
      w.unusable = "nothing of its kind at its place in the program";
      continue;
    }
    z3::expr_vector reached(ctx_);
    for (size_t i = 0; i < list.size(); ++i) {
      const Event &e = list[i];
      if (w.kind == WaypointKind::Variable) {
        reached.push_back(e.guard && equals(e.value, w));
        continue;
      }
      z3::expr here = e.guard && exactly.at(keyOf(w))[i][w.occurrence - 1];
      reached.push_back(here);
      if (w.kind == WaypointKind::Result)
        follow.push_back(z3::implies(here, equals(e.value, w)));
      else if (w.kind == WaypointKind::Branch)
        follow.push_back(z3::implies(here, w.value == "true" ? e.value : !e.value));
    }
    passes.push_back(z3::mk_or(reached));
  }
  mapped_ = true;
  return Terms{z3::mk_and(follow), z3::mk_and(passes)};
}

std::vector<std::string> WitnessConstraints::unused() const {
  std::vector<std::string> out;
  for (const auto &w : waypoints_)
    if (!w.unusable.empty())
      out.push_back(w.text + ": " + w.unusable);
  return out;
}

} // namespace kiki
