#include "encode/FunctionSummary.h"
#include "encode/templates/ScalarTemplate.h"
#include "util/Text.h"

namespace kiki {

namespace {
z3::expr widened(const Sym &value, bool isSigned, unsigned width) {
  z3::expr bits = templateTerm(value.expr().ctx(), value); // a Bool as one bit
  unsigned extra = width - bits.get_sort().bv_size();
  return isSigned ? z3::sext(bits, extra) : z3::zext(bits, extra);
}

z3::expr scaled(int sign, const z3::expr &term) { return sign < 0 ? -term : term; }

} // namespace

z3::expr summaryNumeral(z3::context &ctx, __int128 value, unsigned width) {
  unsigned __int128 bits = static_cast<unsigned __int128>(value);
  bits &= (static_cast<unsigned __int128>(1) << width) - 1;
  return ctx.bv_val(decimalText(static_cast<__int128>(bits)).c_str(), width);
}

__int128 summaryValue(const z3::expr &numeral) {
  std::string text = numeral.get_decimal_string(0);
  unsigned __int128 bits = 0;
  for (char c : text)
    bits = bits * 10 + static_cast<unsigned>(c - '0');
  unsigned __int128 sign = static_cast<unsigned __int128>(1)
                           << (numeral.get_sort().bv_size() - 1);
  return bits >= sign ? static_cast<__int128>(bits) - static_cast<__int128>(sign << 1)
                      : static_cast<__int128>(bits);
}

z3::expr FunctionSummary::rowTerm(const SummaryRow &row, const std::vector<Sym> &args,
                                  const std::optional<Sym> &result) const {
  z3::context &ctx = args.empty() ? result->expr().ctx() : args.front().expr().ctx();
  z3::expr term = summaryNumeral(ctx, 0, bits);
  if (row.resultSign != 0)
    term = term + scaled(row.resultSign, widened(*result, resultSigned, bits));
  if (row.param >= 0)
    term = term + scaled(row.paramSign, widened(args[row.param], paramSigned[row.param], bits));
  return term;
}

z3::expr FunctionSummary::holds(z3::context &ctx, const std::vector<Sym> &args,
                                const std::optional<Sym> &result) const {
  z3::expr all = ctx.bool_val(true);
  for (const auto &row : rows)
    if (row.resultSign == 0 || result)
      all = all && z3::sle(rowTerm(row, args, result), summaryNumeral(ctx, row.bound, bits));
  return all;
}

std::string FunctionSummary::text(const std::vector<std::string> &paramNames) const {
  std::string out;
  std::string result = function->getName().str() + "#return_value";
  for (const auto &row : rows) {
    std::string lhs;
    if (row.resultSign != 0)
      lhs = (row.resultSign < 0 ? "-" : "") + result;
    if (row.param >= 0)
      lhs += (row.paramSign < 0 ? (lhs.empty() ? "-" : " - ") : (lhs.empty() ? "" : " + ")) +
             paramNames[row.param];
    // A row without terms is `0 <= bound`: here only ever "false".
    std::string text = lhs.empty() ? "false" : lhs + " <= " + decimalText(row.bound);
    out += (out.empty() ? "" : " && ") + text;
  }
  return out.empty() ? "true" : out;
}

} // namespace kiki
