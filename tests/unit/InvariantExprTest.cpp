// The C subset of loop invariants in correctness witnesses: what parses,
// with C's precedence, and what is not used (with a reason).
#include "witness/InvariantExpr.h"

#include <gtest/gtest.h>

namespace kiki {
namespace {

/// The expression with every operation in parentheses.
std::string shape(const InvariantExpr &e) {
  switch (e.kind) {
  case InvariantExpr::Kind::Constant:
    return std::to_string(e.value);
  case InvariantExpr::Kind::Variable:
    return e.text;
  case InvariantExpr::Kind::Negate:
    return "(-" + shape(*e.operands[0]) + ")";
  default:
    return "(" + shape(*e.operands[0]) + " " + e.text + " " + shape(*e.operands[1]) + ")";
  }
}

std::string parsed(const std::string &text) {
  ParsedInvariant p = parseInvariant(text);
  return p.expr ? shape(*p.expr) : "error: " + p.error;
}

TEST(InvariantExpr, ParsesTheSubsetWithCPrecedence) {
  EXPECT_EQ(parsed("i >= 0"), "(i >= 0)");
  EXPECT_EQ(parsed("0 <= i && i <= 2147483646"), "((0 <= i) && (i <= 2147483646))");
  EXPECT_EQ(parsed("x - y + 1 <= -3"), "(((x - y) + 1) <= (-3))");
  EXPECT_EQ(parsed("-x + n < 5 && a == b && c != -(d - 1)"),
            "(((((-x) + n) < 5) && (a == b)) && (c != (-(d - 1))))");
  EXPECT_EQ(parsed("a < b == c > d"), "error: a comparison of a comparison (==)");
  EXPECT_EQ(parsed("((i) >= (0))"), "(i >= 0)");
  EXPECT_EQ(parsed("x>=-1&&y<=2"), "((x >= (-1)) && (y <= 2))");
}

TEST(InvariantExpr, RejectsWhatIsNotInTheSubset) {
  for (const char *text :
       {"i", "1", "a <= b <= c", "x * 2 <= 4", "a[i] > 0", "f(x) > 0", "p->n > 0",
        "x <= 5u", "x <= 0x10", "x <= 010", "x <= 1.5", "x || y", "!(x < 1)", "x-- > 0",
        "x <= 9223372036854775808", "x < 1 &&", "(x < 1", "x << 1 < 2", "x = 1", "",
        "(x < 1) + 1 < 2"}) {
    ParsedInvariant p = parseInvariant(text);
    EXPECT_FALSE(p.expr) << text;
    EXPECT_FALSE(p.error.empty()) << text;
  }
  EXPECT_EQ(parsed("x <= 9223372036854775807"), "(x <= 9223372036854775807)");
}

TEST(InvariantExpr, NamesEachVariableOnce) {
  ParsedInvariant p = parseInvariant("x - y <= 3 && y <= x + z");
  ASSERT_TRUE(p.expr);
  EXPECT_EQ(invariantNames(*p.expr), (std::vector<std::string>{"x", "y", "z"}));
}

TEST(InvariantExpr, TurnsShownFactsIntoC) {
  EXPECT_EQ(factAsC("1 <= c <= 2147483646"), "1 <= c && c <= 2147483646");
  EXPECT_EQ(factAsC("-5 <= x <= -1"), "-5 <= x && x <= -1");
  EXPECT_EQ(factAsC("x - y <= 3"), "x - y <= 3");
  EXPECT_EQ(factAsC("i >= 1"), "i >= 1");
  EXPECT_EQ(factAsC("false"), std::nullopt);
  EXPECT_EQ(factAsC("a[k] <= 42 for 0 <= k < i"), std::nullopt);
  EXPECT_EQ(factAsC("1 <= i@entry <= 3"), std::nullopt);
  EXPECT_EQ(factAsC("0.5 <= f <= 2.5"), std::nullopt);
}

} // namespace
} // namespace kiki
