#include "encode/InputReplay.h"
#include "encode/WitnessConstraints.h"

namespace kiki {
namespace {

struct Event {
  z3::expr guard;
  z3::expr value;
};

void collect(const TraceBlock &block, std::vector<Event> &events) {
  for (const auto &item : block.items) {
    if (const auto *child = std::get_if<TraceBlockPtr>(&item))
      collect(**child, events);
    else if (const auto *input = std::get_if<TraceInput>(&item))
      if (InputReplay::isReplayed(input->callee) && input->value.isScalar())
        events.push_back(Event{input->guard, input->value.expr()});
  }
}

} // namespace

bool InputReplay::isReplayed(const std::string &callee) {
  return callee.rfind("__VERIFIER_nondet_", 0) == 0;
}

std::optional<z3::expr> InputReplay::constant(const z3::sort &sort, const ReplayInput &input) {
  z3::context &ctx = sort.ctx();
  if (sort.is_bool())
    return ctx.bool_val((input.bits & 1) != 0);
  if (!sort.is_bv())
    return std::nullopt;
  unsigned width = sort.bv_size();
  if (width > 64 || (width + 7) / 8 != input.bytes)
    return std::nullopt;
  unsigned long long mask = width == 64 ? ~0ULL : (1ULL << width) - 1;
  return ctx.bv_val(static_cast<uint64_t>(input.bits & mask), width);
}

/// `value` has the input's bits; false where the sizes differ (the native
/// run called another function there: not this execution). Floating point
/// stays free.
z3::expr InputReplay::equals(const z3::expr &value, const ReplayInput &input) const {
  if (value.get_sort().is_fpa())
    return ctx_.bool_val(true);
  std::optional<z3::expr> c = constant(value.get_sort(), input);
  return c ? value == *c : ctx_.bool_val(false);
}

z3::expr InputReplay::follow(const TraceBlock &root) const {
  std::vector<Event> events;
  collect(root, events);
  std::vector<z3::expr> guards;
  for (const auto &event : events)
    guards.push_back(event.guard);
  auto exactly = exactlyBefore(ctx_, guards, static_cast<unsigned>(inputs_.size()));
  z3::expr_vector follow(ctx_);
  for (size_t i = 0; i < events.size(); ++i)
    for (size_t k = 0; k < inputs_.size(); ++k)
      follow.push_back(z3::implies(events[i].guard && exactly[i][k],
                                   equals(events[i].value, inputs_[k])));
  return z3::mk_and(follow);
}

} // namespace kiki
