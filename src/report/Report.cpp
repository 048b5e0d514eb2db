#include "report/Report.h"

#include <iomanip>
#include <ostream>

namespace kiki {

static const char *verdictText(Verdict v) {
  switch (v) {
  case Verdict::Success: return "SUCCESS";
  case Verdict::Failure: return "FAILURE";
  default: return "UNKNOWN";
  }
}

int printReport(std::ostream &out, const PropertyTable &properties,
                const AnalysisResult &result, const Config &config) {
  bool failed = false, allProved = true;
  for (size_t i = 0; i < properties.size(); ++i) {
    const Property &p = properties[i];
    Verdict v = result.properties[i].verdict;
    failed |= v == Verdict::Failure;
    allProved &= v == Verdict::Success;
    out << "[" << p.id() << "] line " << p.line << " " << p.text << ": "
        << verdictText(v) << "\n";
  }
  if (config.trace)
    for (size_t i = 0; i < properties.size(); ++i)
      if (!result.properties[i].trace.empty())
        out << "\nCounterexample for [" << properties[i].id() << "]:\n"
            << result.properties[i].trace;
  for (const auto &note : result.notes)
    out << "note: " << note << "\n";
  if (config.stats)
    out << "statistics: solver-calls=" << result.stats.calls << " solver-time="
        << std::fixed << std::setprecision(3) << result.stats.seconds
        << " unwinding=" << result.depth << "\n";
  out << "\n";
  if (failed) {
    out << "VERIFICATION FAILED\n";
    return ExitFailed;
  }
  if (allProved) {
    out << "VERIFICATION SUCCESSFUL\n";
    return ExitSuccessful;
  }
  out << "VERIFICATION INCONCLUSIVE\n";
  return ExitInconclusive;
}

} // namespace kiki
