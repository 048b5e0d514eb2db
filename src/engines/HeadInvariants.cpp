// The C meaning of an invariant condition and its two checks per loop
// instance. Arithmetic is done on 128-bit integers (no sum of the subset's
// size can overflow them); each operation also states the condition under
// which C computes the same value: the result fits its C type, and a signed
// operand converted to an unsigned type is not negative.
#include "engines/HeadInvariants.h"

#include <algorithm>

namespace kiki {
namespace {

constexpr unsigned kWide = 128;

struct CType {
  unsigned width;
  bool isSigned;
};

/// A subexpression: its value (wide bit-vector, or Boolean for conditions),
/// its C type and where C gives it that value.
struct CTerm {
  z3::expr value;
  CType type;
  z3::expr defined;
};

/// Integer promotion: what is narrower than int is computed as int.
CType promoted(CType type) { return type.width < 32 ? CType{32, true} : type; }

/// The usual arithmetic conversions of two promoted types.
CType common(CType a, CType b) {
  if (a.isSigned == b.isSigned)
    return {std::max(a.width, b.width), a.isSigned};
  CType u = a.isSigned ? b : a, s = a.isSigned ? a : b;
  return u.width >= s.width ? u : s;
}

z3::expr inRange(const z3::expr &value, CType type) {
  z3::context &ctx = value.ctx();
  if (!type.isSigned)
    return z3::sge(value, ctx.bv_val(0, kWide)) &&
           z3::ule(value, ctx.bv_val(UINT64_MAX >> (64 - type.width), kWide));
  int64_t high = INT64_MAX >> (64 - type.width);
  return z3::sge(value, ctx.bv_val(-high - 1, kWide)) && z3::sle(value, ctx.bv_val(high, kWide));
}

/// The operand keeps its value when converted to `to`.
z3::expr keeps(const CTerm &operand, CType to) {
  if (operand.type.isSigned && !to.isSigned)
    return z3::sge(operand.value, operand.value.ctx().bv_val(0, kWide));
  return operand.value.ctx().bool_val(true);
}

class Encoder {
public:
  Encoder(const LoopRecord &record, const TemplateState &state)
      : record_(record), state_(state), names_(headVariables(record)) {}

  std::optional<CTerm> encode(const InvariantExpr &expr) {
    switch (expr.kind) {
    case InvariantExpr::Kind::Constant:
      return constant(expr.value);
    case InvariantExpr::Kind::Variable:
      return variable(expr.text);
    default:
      break;
    }
    std::vector<CTerm> operands;
    for (const auto &operand : expr.operands) {
      auto term = encode(*operand);
      if (!term)
        return std::nullopt;
      operands.push_back(*term);
    }
    return combine(expr, operands);
  }

  std::string why;

private:
  const LoopRecord &record_;
  const TemplateState &state_;
  std::map<std::string, size_t> names_;

  z3::context &ctx() { return record_.entryGuard.ctx(); }

  CTerm constant(int64_t value) {
    CType type{value <= INT32_MAX ? 32u : 64u, true};
    return {ctx().bv_val(value, kWide), type, ctx().bool_val(true)};
  }

  std::optional<CTerm> variable(const std::string &name) {
    auto it = names_.find(name);
    if (it == names_.end()) {
      why = "'" + name + "' is not a C variable kiki tracks at the head of the loop at line " +
            std::to_string(record_.line);
      return std::nullopt;
    }
    const TemplateVar &var = record_.vars[it->second];
    const z3::expr &term = state_.at(it->second);
    if (!term.is_bv() || term.get_sort().bv_size() != var.width) {
      why = "'" + name + "' is not an integer of its width at line " + std::to_string(record_.line);
      return std::nullopt;
    }
    z3::expr wide = var.isSigned ? z3::sext(term, kWide - var.width)
                                 : z3::zext(term, kWide - var.width);
    return CTerm{wide, promoted({var.width, var.isSigned}), ctx().bool_val(true)};
  }

  CTerm combine(const InvariantExpr &expr, const std::vector<CTerm> &o) {
    const std::string &op = expr.text;
    switch (expr.kind) {
    case InvariantExpr::Kind::Negate:
      return {-o[0].value, o[0].type, o[0].defined && inRange(-o[0].value, o[0].type)};
    case InvariantExpr::Kind::And:
      return {o[0].value && o[1].value, {32, true}, o[0].defined && o[1].defined};
    default:
      break;
    }
    CType type = common(o[0].type, o[1].type);
    z3::expr defined = o[0].defined && o[1].defined && keeps(o[0], type) && keeps(o[1], type);
    const z3::expr &a = o[0].value, &b = o[1].value;
    if (expr.kind == InvariantExpr::Kind::Arithmetic) {
      z3::expr value = op == "+" ? a + b : a - b;
      return {value, type, defined && inRange(value, type)};
    }
    z3::expr value = op == "<="   ? z3::sle(a, b)
                     : op == "<"  ? z3::slt(a, b)
                     : op == ">=" ? z3::sge(a, b)
                     : op == ">"  ? z3::sgt(a, b)
                     : op == "==" ? a == b
                                  : a != b;
    return {value, {32, true}, defined};
  }
};

bool usualWidth(unsigned width) {
  return width == 1 || width == 8 || width == 16 || width == 32 || width == 64;
}

} // namespace

std::map<std::string, size_t> headVariables(const LoopRecord &record) {
  std::map<std::string, size_t> names;
  std::map<std::string, unsigned> uses;
  for (const auto &var : record.vars)
    ++uses[var.name];
  for (size_t i = 0; i < record.vars.size(); ++i) {
    const TemplateVar &var = record.vars[i];
    if (var.cVariable && !var.floatKey && usualWidth(var.width) && uses[var.name] == 1)
      names.emplace(var.name, i);
  }
  return names;
}

std::optional<z3::expr> encodeCondition(const InvariantExpr &expr, const LoopRecord &record,
                                        const TemplateState &state, std::string &why) {
  Encoder encoder(record, state);
  auto term = encoder.encode(expr);
  if (!term) {
    why = encoder.why;
    return std::nullopt;
  }
  return term->defined && term->value;
}

std::map<std::string, int64_t> HeadInvariantChecker::headValues(const LoopRecord &record) {
  std::map<std::string, int64_t> values;
  z3::model model = solver_.model();
  for (const auto &[name, index] : headVariables(record)) {
    Bound value = variableValue(model, record.transition.head.at(index), record.vars[index]);
    if (value >= INT64_MIN && value <= INT64_MAX)
      values.emplace(name, static_cast<int64_t>(value));
  }
  return values;
}

std::optional<bool> HeadInvariantChecker::unsat(const z3::expr &query) {
  SatResult result = solver_.checkQuery(query, assumptions_, "head.invariant");
  if (result == SatResult::Unknown)
    return std::nullopt;
  return result == SatResult::Unsat;
}

HeadCheckResult HeadInvariantChecker::checkInstance(const InvariantExpr &expr,
                                                    const LoopRecord &record) {
  std::string why;
  auto atHead = encodeCondition(expr, record, record.transition.head, why);
  if (!atHead)
    return {HeadCheck::NotUsed, why};
  auto onEntry = unsat(record.entryGuard && !*atHead);
  if (!onEntry)
    return {HeadCheck::Unknown, "the solver did not decide it on entry"};
  if (!*onEntry)
    return {HeadCheck::FalseOnEntry, "false on entry", headValues(record)};
  for (const auto &latch : record.transition.latches) {
    auto atLatch = encodeCondition(expr, record, latch.state, why);
    if (!atLatch)
      return {HeadCheck::NotUsed, why};
    auto inductive = unsat(*atHead && latch.guard && !*atLatch);
    if (!inductive)
      return {HeadCheck::Unknown, "the solver did not decide it at a back edge"};
    if (!*inductive)
      return {HeadCheck::NotInductive, "not inductive"};
  }
  return {HeadCheck::Holds, ""};
}

HeadCheckResult HeadInvariantChecker::check(const InvariantExpr &expr,
                                            const std::vector<const LoopRecord *> &instances) {
  if (instances.empty())
    return {HeadCheck::NotUsed, "no encoded loop at that line"};
  for (const LoopRecord *record : instances) {
    HeadCheckResult result = checkInstance(expr, *record);
    if (result.verdict != HeadCheck::Holds)
      return result;
  }
  return {HeadCheck::Holds, ""};
}

} // namespace kiki
