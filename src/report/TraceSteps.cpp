#include "report/TraceSteps.h"

#include <sstream>

namespace kiki {

const char *stepKindName(StepKind kind) {
  switch (kind) {
  case StepKind::Assignment: return "assignment";
  case StepKind::Input: return "input";
  case StepKind::FunctionEntry: return "function-entry";
  case StepKind::FunctionReturn: return "function-return";
  case StepKind::Violation: return "violation";
  case StepKind::Branch: return "branch";
  }
  return "assignment";
}

std::string renderTraceText(const Counterexample &steps) {
  std::ostringstream out;
  for (const auto &step : steps) {
    if (step.kind == StepKind::Violation) {
      out << "Violated property:\n  line " << step.line << " function " << step.function
          << "\n  " << step.value << "\n";
      continue;
    }
    // Inputs and calls are for the machine-readable outputs only.
    if (step.kind != StepKind::Assignment)
      continue;
    if (step.startsGroup)
      out << "file " << step.file << " line " << step.line << " function " << step.function
          << "\n";
    out << "  " << step.variable << "=" << step.value << "\n";
  }
  return out.str();
}

namespace {

// Length-prefixed fields, "<size>:<bytes>", so that any text survives.
void put(std::string &out, const std::string &field) {
  out += std::to_string(field.size()) + ":" + field;
}

bool get(const std::string &text, size_t &at, std::string &field) {
  size_t colon = text.find(':', at);
  if (colon == std::string::npos || colon == at || colon - at > 9)
    return false;
  size_t size = 0;
  for (size_t i = at; i < colon; ++i) {
    if (text[i] < '0' || text[i] > '9')
      return false;
    size = size * 10 + static_cast<size_t>(text[i] - '0');
  }
  if (colon + 1 + size > text.size())
    return false;
  field = text.substr(colon + 1, size);
  at = colon + 1 + size;
  return true;
}

bool getNumber(const std::string &text, size_t &at, unsigned &number) {
  std::string field;
  if (!get(text, at, field) || field.empty() || field.size() > 9 ||
      field.find_first_not_of("0123456789") != std::string::npos)
    return false;
  number = static_cast<unsigned>(std::stoul(field));
  return true;
}

} // namespace

std::string encodeSteps(const Counterexample &steps) {
  std::string out;
  put(out, std::to_string(steps.size()));
  for (const auto &s : steps) {
    put(out, std::to_string(static_cast<unsigned>(s.kind)));
    put(out, s.file);
    put(out, std::to_string(s.line));
    put(out, std::to_string(s.column));
    put(out, s.function);
    put(out, s.variable);
    put(out, s.value);
    put(out, s.cType);
    put(out, std::to_string(s.bits));
    put(out, s.rawHex);
    put(out, std::string(s.definedInProgram ? "1" : "0") + (s.startsGroup ? "1" : "0"));
  }
  return out;
}

Counterexample decodeSteps(const std::string &text, bool &ok) {
  ok = false;
  Counterexample steps;
  size_t at = 0;
  unsigned count = 0;
  if (!getNumber(text, at, count))
    return {};
  for (unsigned i = 0; i < count; ++i) {
    TraceEvent s;
    unsigned kind = 0;
    std::string flags;
    if (!getNumber(text, at, kind) || kind > static_cast<unsigned>(StepKind::Branch) ||
        !get(text, at, s.file) || !getNumber(text, at, s.line) ||
        !getNumber(text, at, s.column) ||
        !get(text, at, s.function) || !get(text, at, s.variable) ||
        !get(text, at, s.value) || !get(text, at, s.cType) || !getNumber(text, at, s.bits) ||
        !get(text, at, s.rawHex) || !get(text, at, flags) || flags.size() != 2)
      return {};
    s.kind = static_cast<StepKind>(kind);
    s.definedInProgram = flags[0] == '1';
    s.startsGroup = flags[1] == '1';
    steps.push_back(std::move(s));
  }
  ok = at == text.size();
  return ok ? steps : Counterexample{};
}

} // namespace kiki
