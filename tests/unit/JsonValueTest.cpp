// The JSON writer behind --json and --sarif: strings must be escaped so that
// any source text (quotes, backslashes, control characters) stays valid JSON.
#include "report/JsonValue.h"

#include <gtest/gtest.h>

namespace kiki {
namespace {

TEST(JsonValue, EscapesStrings) {
  EXPECT_EQ(jsonQuote("a\"b\\c\nd\te"), "\"a\\\"b\\\\c\\nd\\te\"");
  EXPECT_EQ(jsonQuote(std::string("\x01", 1)), "\"\\u0001\"");
  EXPECT_EQ(jsonQuote("\xc3\xa9"), "\"\xc3\xa9\""); // UTF-8 passes through
}

TEST(JsonValue, DumpsNestedValuesInOrder) {
  Json doc = Json::object();
  doc.set("b", 1).set("a", Json::array().push(true).push(Json()).push("x"));
  doc.set("e", Json::object()).set("n", -7);
  EXPECT_EQ(doc.dump(), "{\n  \"b\": 1,\n  \"a\": [\n    true,\n    null,\n    \"x\"\n  ],\n"
                        "  \"e\": {},\n  \"n\": -7\n}\n");
}

TEST(JsonValue, MisuseIsAnInternalError) {
  Json n = Json(3);
  EXPECT_ANY_THROW(n.push(1));
  EXPECT_ANY_THROW(n.set("k", 1));
}

} // namespace
} // namespace kiki
