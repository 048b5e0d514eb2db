// A recursive-descent parser of the invariant subset, with C's precedence:
// && below == and != below < <= > >= below + and - below unary -.
#include "witness/InvariantExpr.h"

#include <algorithm>
#include <cctype>
#include <initializer_list>
#include <limits>

namespace kiki {
namespace {

/// More operators than this: the expression is not used (the encoding of
/// sums stays far below 128 bits).
constexpr unsigned kMaxOperators = 64;

struct ParseError {
  std::string message;
};

class Parser {
public:
  explicit Parser(const std::string &text) : text_(text) {}

  InvariantExprPtr condition() {
    InvariantExprPtr expr = conjunction();
    skipSpace();
    if (at_ < text_.size())
      fail("unexpected '" + text_.substr(at_, 8) + "'");
    if (!expr->isCondition())
      fail("not a comparison");
    return expr;
  }

private:
  const std::string &text_;
  size_t at_ = 0;
  unsigned operators_ = 0;

  [[noreturn]] void fail(const std::string &message) { throw ParseError{message}; }

  void skipSpace() {
    while (at_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[at_])))
      ++at_;
  }

  /// Consumes `op` when it comes next (and is not the start of a longer one).
  bool accept(const std::string &op) {
    skipSpace();
    if (text_.compare(at_, op.size(), op) != 0)
      return false;
    char after = at_ + op.size() < text_.size() ? text_[at_ + op.size()] : '\0';
    if ((op == "<" || op == ">") && (after == '=' || after == op[0]))
      return false;
    if ((op == "-" || op == "+") && after == op[0])
      return false; // -- and ++ are not in the subset
    at_ += op.size();
    return true;
  }

  InvariantExprPtr node(InvariantExpr::Kind kind, std::string op,
                        std::vector<InvariantExprPtr> operands) {
    if (++operators_ > kMaxOperators)
      fail("more than " + std::to_string(kMaxOperators) + " operators");
    auto expr = std::make_shared<InvariantExpr>(InvariantExpr{kind, std::move(op), 0, {}});
    expr->operands = std::move(operands);
    return expr;
  }

  InvariantExprPtr conjunction() {
    InvariantExprPtr left = equality();
    while (accept("&&")) {
      InvariantExprPtr right = equality();
      if (!left->isCondition() || !right->isCondition())
        fail("an operand of && that is not a comparison");
      left = node(InvariantExpr::Kind::And, "&&", {left, right});
    }
    return left;
  }

  InvariantExprPtr comparison(InvariantExprPtr left, const std::string &op,
                              InvariantExprPtr right) {
    if (left->isCondition() || right->isCondition())
      fail("a comparison of a comparison (" + op + ")");
    return node(InvariantExpr::Kind::Comparison, op, {left, right});
  }

  /// One level of left-associative comparisons: next (op next)*.
  InvariantExprPtr comparisons(std::initializer_list<const char *> ops,
                               InvariantExprPtr (Parser::*next)()) {
    InvariantExprPtr left = (this->*next)();
    for (;;) {
      auto op = std::find_if(ops.begin(), ops.end(), [&](const char *o) { return accept(o); });
      if (op == ops.end())
        return left;
      left = comparison(left, *op, (this->*next)());
    }
  }

  InvariantExprPtr equality() { return comparisons({"==", "!="}, &Parser::relational); }

  InvariantExprPtr relational() {
    // <= before <: accept() also refuses "<" where "<=" stands.
    return comparisons({"<=", ">=", "<", ">"}, &Parser::additive);
  }

  InvariantExprPtr additive() {
    InvariantExprPtr left = unary();
    for (;;) {
      std::string op = accept("+") ? "+" : accept("-") ? "-" : "";
      if (op.empty())
        return left;
      InvariantExprPtr right = unary();
      if (left->isCondition() || right->isCondition())
        fail("arithmetic on a comparison");
      left = node(InvariantExpr::Kind::Arithmetic, op, {left, right});
    }
  }

  InvariantExprPtr unary() {
    if (accept("-")) {
      InvariantExprPtr operand = unary();
      if (operand->isCondition())
        fail("unary - of a comparison");
      return node(InvariantExpr::Kind::Negate, "-", {operand});
    }
    return primary();
  }

  InvariantExprPtr primary() {
    skipSpace();
    if (accept("(")) {
      InvariantExprPtr inner = conjunction();
      if (!accept(")"))
        fail("a missing )");
      return inner;
    }
    if (at_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[at_])))
      return constant();
    if (at_ < text_.size() && (std::isalpha(static_cast<unsigned char>(text_[at_])) ||
                               text_[at_] == '_'))
      return variable();
    fail(at_ < text_.size() ? "unexpected '" + text_.substr(at_, 8) + "'"
                            : "an incomplete expression");
  }

  InvariantExprPtr constant() {
    size_t start = at_;
    uint64_t value = 0;
    for (; at_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[at_])); ++at_) {
      unsigned digit = static_cast<unsigned>(text_[at_] - '0');
      if (value > (static_cast<uint64_t>(std::numeric_limits<int64_t>::max()) - digit) / 10)
        fail("the constant " + text_.substr(start, at_ - start + 1) + "... is too large");
      value = value * 10 + digit;
    }
    if (text_[start] == '0' && at_ - start > 1)
      fail("an octal constant");
    if (at_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[at_])) ||
                               text_[at_] == '_' || text_[at_] == '.'))
      fail("a constant with a suffix, a fraction or another base");
    return std::make_shared<InvariantExpr>(
        InvariantExpr{InvariantExpr::Kind::Constant, "", static_cast<int64_t>(value), {}});
  }

  InvariantExprPtr variable() {
    size_t start = at_;
    while (at_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[at_])) ||
                                  text_[at_] == '_'))
      ++at_;
    std::string name = text_.substr(start, at_ - start);
    skipSpace();
    if (at_ < text_.size() && (text_[at_] == '(' || text_[at_] == '[' || text_[at_] == '.'))
      fail("a call, an index or a member (" + name + text_[at_] + ")");
    return std::make_shared<InvariantExpr>(
        InvariantExpr{InvariantExpr::Kind::Variable, name, 0, {}});
  }
};

void collectNames(const InvariantExpr &expr, std::vector<std::string> &names) {
  if (expr.kind == InvariantExpr::Kind::Variable &&
      std::find(names.begin(), names.end(), expr.text) == names.end())
    names.push_back(expr.text);
  for (const auto &operand : expr.operands)
    collectNames(*operand, names);
}

} // namespace

ParsedInvariant parseInvariant(const std::string &text) {
  try {
    return {Parser(text).condition(), ""};
  } catch (const ParseError &e) {
    return {nullptr, e.message};
  }
}

std::vector<std::string> invariantNames(const InvariantExpr &expr) {
  std::vector<std::string> names;
  collectNames(expr, names);
  return names;
}

std::optional<std::string> factAsC(const std::string &fact) {
  // "lo <= x <= hi": the interval's two rows.
  size_t first = fact.find(" <= ");
  size_t second = first == std::string::npos ? first : fact.find(" <= ", first + 4);
  std::string text = fact;
  if (second != std::string::npos) {
    std::string middle = fact.substr(first + 4, second - first - 4);
    text = fact.substr(0, second) + " && " + middle + fact.substr(second);
  }
  ParsedInvariant parsed = parseInvariant(text);
  if (!parsed.expr)
    return std::nullopt;
  return text;
}

} // namespace kiki
