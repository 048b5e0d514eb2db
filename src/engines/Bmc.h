// Bounded model checking, one formula (--unwind N) or incremental
// (--incremental-bmc: k = 1, 2, ... on the same solver instance).
#pragma once
#include "instrument/Properties.h"
#include "model/ProgramModel.h"
#include "solver/Solver.h"
#include "util/Config.h"
#include <iosfwd>
#include <string>
#include <vector>

namespace kiki {

enum class Verdict { Success, Failure, Unknown };

struct PropertyResult {
  Verdict verdict = Verdict::Unknown;
  std::string trace; // counterexample text when requested
};

struct AnalysisResult {
  std::vector<PropertyResult> properties;
  std::vector<std::string> notes; // why properties stayed UNKNOWN
  unsigned depth = 0;
  bool complete = false;
  SolverStats stats;
};

AnalysisResult runBmc(ProgramModel &model, const PropertyTable &properties,
                      const Config &config, std::ostream &progress);

} // namespace kiki
