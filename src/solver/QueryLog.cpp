// The query log of --verbosity 3: a line per solver query, naming what it
// asks by its assumption literals, with its answer and time.
#include "solver/Solver.h"

#include <algorithm>
#include <iomanip>

namespace kiki {

namespace {

/// The assumptions' literals by name without their numbering, in order
/// ("violation, exit.tail x16"): which check a query is. A term that is no
/// literal counts as "other".
std::string describeAssumptions(const std::vector<z3::expr> &assumptions) {
  std::vector<std::pair<std::string, unsigned>> names;
  for (const auto &assumption : assumptions) {
    z3::expr literal = assumption.is_not() ? assumption.arg(0) : assumption;
    std::string name = "other";
    if (literal.is_const() && literal.decl().decl_kind() == Z3_OP_UNINTERPRETED) {
      name = literal.decl().name().str();
      name = name.substr(0, name.find_first_of("!#"));
    }
    auto same = std::find_if(names.begin(), names.end(),
                             [&](const auto &entry) { return entry.first == name; });
    if (same == names.end())
      names.emplace_back(name, 1);
    else
      ++same->second;
  }
  std::string text;
  for (const auto &[name, count] : names)
    text += (text.empty() ? "" : ", ") + name +
            (count > 1 ? " x" + std::to_string(count) : std::string());
  return text.empty() ? "the formula alone" : text;
}

const char *answerName(SatResult result) {
  switch (result) {
  case SatResult::Sat: return "sat";
  case SatResult::Unsat: return "unsat";
  case SatResult::Unknown: return "unknown";
  }
  return "unknown";
}

} // namespace

void Solver::logQueryLine(const std::vector<z3::expr> &assumptions, SatResult result,
                          double seconds) const {
  *options_.queryLog << "kiki: " << logName_ << " " << stats_.calls << " ("
                     << describeAssumptions(assumptions) << "): " << answerName(result) << ", "
                     << std::fixed << std::setprecision(3) << seconds << " s"
                     << std::defaultfloat << std::endl;
}

} // namespace kiki
