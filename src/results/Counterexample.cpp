#include "results/Counterexample.h"

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

} // namespace kiki
