// The shapes (every key required, keys not named here ignored):
//
//   analysis: {"format": "kiki-analysis",
//              "properties": [{"verdict": "success" | "failure" | "unknown",
//                              "settled": bool, "trace": text, "steps": steps}],
//              "notes": [{"kind": "general" | "unmodelled" | "failure-budget" |
//                                 "stopped",
//                         "text": text}],
//              "complete": bool, "depth": n,
//              "stats": {"calls": n, "seconds": number},
//              "phases": [{"name": text, "seconds": number}]}
//   lasso search: {"format": "kiki-lasso-search",
//                  "lasso": null | {"property": n, "trace": text, "steps": steps},
//                  "finiteWithin": n}
//   steps: [{"kind": stepKindName, "file": text, "line": n, "column": n,
//            "function": text, "variable": text, "value": text,
//            "cType": text, "bits": n, "rawHex": text,
//            "definedInProgram": bool, "startsGroup": bool}]
//
// n: an integer in the range of unsigned; text: a string, or {"hex": ...}
// for a byte string that is not UTF-8.
#include "engines/Wire.h"
#include "engines/Termination.h"

#include <llvm/Support/Error.h>
#include <llvm/Support/JSON.h>
#include <llvm/Support/raw_ostream.h>

#include <cmath>
#include <limits>
#include <utility>

namespace kiki {
namespace {

namespace json = llvm::json;

constexpr const char *kAnalysisFormat = "kiki-analysis";
constexpr const char *kSearchFormat = "kiki-lasso-search";

// --- Writing --------------------------------------------------------------

json::Value text(const std::string &s) {
  if (json::isUTF8(s))
    return s;
  static const char digits[] = "0123456789abcdef";
  std::string hex;
  hex.reserve(2 * s.size());
  for (unsigned char c : s) {
    hex += digits[c >> 4];
    hex += digits[c & 15];
  }
  return json::Object{{"hex", std::move(hex)}};
}

json::Value number(unsigned n) { return static_cast<int64_t>(n); }

const char *verdictName(Verdict v) {
  switch (v) {
  case Verdict::Success: return "success";
  case Verdict::Failure: return "failure";
  case Verdict::Unknown: return "unknown";
  }
  return nullptr;
}

const char *noteKindName(NoteKind kind) {
  switch (kind) {
  case NoteKind::General: return "general";
  case NoteKind::Unmodelled: return "unmodelled";
  case NoteKind::FailureBudget: return "failure-budget";
  case NoteKind::Stopped: return "stopped";
  }
  return nullptr;
}

json::Value stepsValue(const Counterexample &steps) {
  json::Array out;
  for (const auto &s : steps)
    out.push_back(json::Object{
        {"kind", stepKindName(s.kind)},
        {"file", text(s.file)},
        {"line", number(s.line)},
        {"column", number(s.column)},
        {"function", text(s.function)},
        {"variable", text(s.variable)},
        {"value", text(s.value)},
        {"cType", text(s.cType)},
        {"bits", number(s.bits)},
        {"rawHex", text(s.rawHex)},
        {"definedInProgram", s.definedInProgram},
        {"startsGroup", s.startsGroup},
    });
  return out;
}

std::string print(json::Value document) {
  std::string out;
  llvm::raw_string_ostream stream(out);
  stream << document;
  stream.flush();
  return out;
}

// --- Reading --------------------------------------------------------------

int hexDigit(char c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  return -1;
}

/// The fields of one JSON object. A field that is missing or of the wrong
/// type reads as a default and makes ok() false, so that a decoder reads
/// every field and checks once.
class Fields {
public:
  explicit Fields(const json::Value *value)
      : object_(value ? value->getAsObject() : nullptr), ok_(object_ != nullptr) {}

  bool ok() const { return ok_; }
  /// Marks the object as malformed (a value that no name stands for).
  void fail() { ok_ = false; }

  /// The field itself; null (and not ok) when it is missing.
  const json::Value *value(llvm::StringRef key) {
    const json::Value *v = object_ ? object_->get(key) : nullptr;
    if (!v)
      ok_ = false;
    return v;
  }

  std::string text(llvm::StringRef key) {
    const json::Value *v = value(key);
    if (!v)
      return {};
    if (auto s = v->getAsString())
      return s->str();
    // Not UTF-8: {"hex": "..."}, two lower-case hex digits a byte.
    const json::Object *bytes = v->getAsObject();
    llvm::Optional<llvm::StringRef> hex;
    if (bytes && bytes->size() == 1)
      hex = bytes->getString("hex");
    std::string out;
    if (!hex || hex->size() % 2 != 0) {
      fail();
      return out;
    }
    for (size_t i = 0; i < hex->size(); i += 2) {
      int high = hexDigit((*hex)[i]), low = hexDigit((*hex)[i + 1]);
      if (high < 0 || low < 0) {
        fail();
        return {};
      }
      out += static_cast<char>(high * 16 + low);
    }
    return out;
  }

  unsigned number(llvm::StringRef key) {
    const json::Value *v = value(key);
    llvm::Optional<int64_t> n;
    if (v)
      n = v->getAsInteger();
    if (!n || *n < 0 || *n > std::numeric_limits<unsigned>::max()) {
      fail();
      return 0;
    }
    return static_cast<unsigned>(*n);
  }

  double real(llvm::StringRef key) {
    const json::Value *v = value(key);
    llvm::Optional<double> d;
    if (v)
      d = v->getAsNumber();
    if (!d || !std::isfinite(*d)) {
      fail();
      return 0;
    }
    return *d;
  }

  bool flag(llvm::StringRef key) {
    const json::Value *v = value(key);
    llvm::Optional<bool> b;
    if (v)
      b = v->getAsBoolean();
    if (!b) {
      fail();
      return false;
    }
    return *b;
  }

  /// An array field; an empty one (and not ok) when it is missing.
  const json::Array &array(llvm::StringRef key) {
    static const json::Array none;
    const json::Value *v = value(key);
    const json::Array *a = v ? v->getAsArray() : nullptr;
    if (!a) {
      fail();
      return none;
    }
    return *a;
  }

private:
  const json::Object *object_;
  bool ok_;
};

/// The value of a scoped enumeration whose name (nameOf, a switch over
/// every value, so that the compiler asks for a new value's name) is `name`.
/// The enumerations here count from 0 and have far fewer than 64 values; a
/// scoped enumeration holds any int, and nameOf gives no name (or the name
/// of an earlier value) beyond its last.
template <typename Enum>
std::optional<Enum> named(llvm::StringRef name, const char *(*nameOf)(Enum)) {
  for (int i = 0; i < 64; ++i) {
    Enum value = static_cast<Enum>(i);
    const char *n = nameOf(value);
    if (n && name == n)
      return value;
  }
  return std::nullopt;
}

std::optional<Counterexample> readSteps(const json::Array &array) {
  Counterexample steps;
  for (const json::Value &element : array) {
    Fields f(&element);
    TraceEvent s;
    auto kind = named<StepKind>(f.text("kind"), stepKindName);
    s.file = f.text("file");
    s.line = f.number("line");
    s.column = f.number("column");
    s.function = f.text("function");
    s.variable = f.text("variable");
    s.value = f.text("value");
    s.cType = f.text("cType");
    s.bits = f.number("bits");
    s.rawHex = f.text("rawHex");
    s.definedInProgram = f.flag("definedInProgram");
    s.startsGroup = f.flag("startsGroup");
    if (!f.ok() || !kind)
      return std::nullopt;
    s.kind = *kind;
    steps.push_back(std::move(s));
  }
  return steps;
}

/// The document in `text` when it is a JSON object of the given format.
std::optional<json::Value> parseDocument(const std::string &text, llvm::StringRef format) {
  llvm::Expected<json::Value> parsed = json::parse(text);
  if (!parsed) {
    llvm::consumeError(parsed.takeError());
    return std::nullopt;
  }
  const json::Object *object = parsed->getAsObject();
  llvm::Optional<llvm::StringRef> tag;
  if (object)
    tag = object->getString("format");
  if (!tag || *tag != format)
    return std::nullopt;
  return std::move(*parsed);
}

} // namespace

std::string encodeAnalysis(const AnalysisResult &result) {
  json::Array properties;
  for (const auto &p : result.properties)
    properties.push_back(json::Object{
        {"verdict", verdictName(p.verdict)},
        {"settled", p.settled},
        {"trace", text(p.trace)},
        {"steps", stepsValue(p.steps)},
    });
  json::Array notes;
  for (const auto &note : result.notes)
    notes.push_back(json::Object{{"kind", noteKindName(note.kind)}, {"text", text(note.text)}});
  // JSON has no infinities or NaN; a duration is neither.
  auto finite = [](double seconds) { return std::isfinite(seconds) ? seconds : 0; };
  double seconds = finite(result.stats.seconds);
  json::Array phases;
  for (const auto &[name, phaseSeconds] : result.phaseSeconds)
    phases.push_back(json::Object{{"name", text(name)}, {"seconds", finite(phaseSeconds)}});
  return print(json::Object{
      {"format", kAnalysisFormat},
      {"properties", std::move(properties)},
      {"notes", std::move(notes)},
      {"complete", result.complete},
      {"depth", number(result.depth)},
      {"stats", json::Object{{"calls", number(result.stats.calls)}, {"seconds", seconds}}},
      {"phases", std::move(phases)},
  });
}

std::optional<AnalysisResult> decodeAnalysis(const std::string &message) {
  auto document = parseDocument(message, kAnalysisFormat);
  if (!document)
    return std::nullopt;
  Fields top(&*document);
  AnalysisResult result;
  for (const json::Value &element : top.array("properties")) {
    Fields f(&element);
    PropertyResult p;
    auto verdict = named<Verdict>(f.text("verdict"), verdictName);
    p.settled = f.flag("settled");
    p.trace = f.text("trace");
    auto steps = readSteps(f.array("steps"));
    if (!f.ok() || !verdict || !steps)
      return std::nullopt;
    p.verdict = *verdict;
    p.steps = std::move(*steps);
    result.properties.push_back(std::move(p));
  }
  for (const json::Value &element : top.array("notes")) {
    Fields f(&element);
    auto kind = named<NoteKind>(f.text("kind"), noteKindName);
    std::string noteText = f.text("text");
    if (!f.ok() || !kind)
      return std::nullopt;
    result.notes.push_back(Note{*kind, std::move(noteText)});
  }
  result.complete = top.flag("complete");
  result.depth = top.number("depth");
  Fields stats(top.value("stats"));
  result.stats.calls = stats.number("calls");
  result.stats.seconds = stats.real("seconds");
  for (const json::Value &element : top.array("phases")) {
    Fields f(&element);
    std::string name = f.text("name");
    double phaseSeconds = f.real("seconds");
    if (!f.ok())
      return std::nullopt;
    result.phaseSeconds.emplace_back(std::move(name), phaseSeconds);
  }
  if (!top.ok() || !stats.ok())
    return std::nullopt;
  return result;
}

std::string encodeSearchResult(const SearchResult &result) {
  json::Value lasso = nullptr;
  if (result.lasso)
    lasso = json::Object{
        {"property", number(result.lasso->property)},
        {"trace", text(result.lasso->trace)},
        {"steps", stepsValue(result.lasso->steps)},
    };
  return print(json::Object{
      {"format", kSearchFormat},
      {"lasso", std::move(lasso)},
      {"finiteWithin", number(result.finiteWithin)},
  });
}

std::optional<SearchResult> decodeSearchResult(const std::string &message) {
  auto document = parseDocument(message, kSearchFormat);
  if (!document)
    return std::nullopt;
  Fields top(&*document);
  SearchResult result;
  const json::Value *lasso = top.value("lasso");
  result.finiteWithin = top.number("finiteWithin");
  if (!top.ok())
    return std::nullopt;
  if (lasso->kind() != json::Value::Null) {
    Fields f(lasso);
    Lasso found;
    found.property = f.number("property");
    found.trace = f.text("trace");
    auto steps = readSteps(f.array("steps"));
    if (!f.ok() || !steps)
      return std::nullopt;
    found.steps = std::move(*steps);
    result.lasso = std::move(found);
  }
  return result;
}

} // namespace kiki
