#include "options/PropertyFile.h"
#include "options/Config.h"
#include "util/Errors.h"

#include <regex>
#include <sstream>

namespace kiki {

const char *competitionName(CompetitionProperty property) {
  switch (property) {
  case CompetitionProperty::UnreachCall: return "unreach-call";
  case CompetitionProperty::NoOverflow: return "no-overflow";
  case CompetitionProperty::ValidFree: return "valid-free";
  case CompetitionProperty::ValidDeref: return "valid-deref";
  case CompetitionProperty::ValidMemtrack: return "valid-memtrack";
  case CompetitionProperty::ValidMemcleanup: return "valid-memcleanup";
  case CompetitionProperty::Termination: return "termination";
  }
  return "";
}

std::set<CompetitionProperty> parsePropertyFile(const std::string &text,
                                                const std::string &path) {
  static const std::regex check(
      R"(^\s*CHECK\s*\(\s*init\s*\(\s*(\w+)\s*\(\s*\)\s*\)\s*,\s*LTL\s*\((.*)\)\s*\)\s*$)");
  static const std::regex reach(R"(^\s*G\s*!\s*call\s*\(\s*(\w+)\s*\(\s*\)\s*\)\s*$)");
  static const std::regex always(R"(^\s*G\s+([\w-]+)\s*$)");
  static const std::regex never(R"(^\s*G\s*!\s*overflow\s*$)");
  static const std::regex end(R"(^\s*F\s+end\s*$)");
  std::set<CompetitionProperty> properties;
  std::istringstream lines(text);
  std::string line;
  unsigned number = 0;
  auto bad = [&](const std::string &why) {
    return UsageError("property file '" + path + "' line " + std::to_string(number) + ": " +
                      why);
  };
  while (std::getline(lines, line)) {
    ++number;
    if (line.find_first_not_of(" \t\r") == std::string::npos)
      continue;
    if (!line.empty() && line.back() == '\r')
      line.pop_back();
    std::smatch m;
    if (!std::regex_match(line, m, check))
      throw bad("expected CHECK( init(main()), LTL(...) ), got '" + line + "'");
    if (m[1] != "main")
      throw bad("only the entry function main is supported, got '" + m[1].str() + "'");
    std::string formula = m[2];
    std::smatch f;
    if (std::regex_match(formula, f, reach)) {
      if (f[1] != "reach_error")
        throw bad("only calls of reach_error are supported, got '" + f[1].str() + "'");
      properties.insert(CompetitionProperty::UnreachCall);
    } else if (std::regex_match(formula, never)) {
      properties.insert(CompetitionProperty::NoOverflow);
    } else if (std::regex_match(formula, end)) {
      properties.insert(CompetitionProperty::Termination);
    } else if (std::regex_match(formula, f, always)) {
      std::string name = f[1];
      if (name == "valid-free")
        properties.insert(CompetitionProperty::ValidFree);
      else if (name == "valid-deref")
        properties.insert(CompetitionProperty::ValidDeref);
      else if (name == "valid-memtrack")
        properties.insert(CompetitionProperty::ValidMemtrack);
      else if (name == "valid-memcleanup")
        properties.insert(CompetitionProperty::ValidMemcleanup);
      else
        throw bad("unknown property '" + name + "'");
    } else {
      throw bad("unknown property '" + formula + "'");
    }
  }
  if (properties.empty())
    throw UsageError("property file '" + path + "' names no property");
  if (properties.count(CompetitionProperty::Termination) && properties.size() > 1)
    throw UsageError("property file '" + path +
                     "': termination cannot be checked together with other properties");
  return properties;
}

void applyProperties(const std::set<CompetitionProperty> &properties, Config &config) {
  auto asks = [&](CompetitionProperty p) { return properties.count(p) > 0; };
  config.checks = CheckOptions{};
  config.checks.assertions = asks(CompetitionProperty::UnreachCall);
  config.checks.signedOverflow = asks(CompetitionProperty::NoOverflow);
  bool memory = asks(CompetitionProperty::ValidFree) || asks(CompetitionProperty::ValidDeref);
  config.checks.pointer = memory;
  config.checks.bounds = asks(CompetitionProperty::ValidDeref);
  config.checks.memoryLeak =
      asks(CompetitionProperty::ValidMemtrack) || asks(CompetitionProperty::ValidMemcleanup);
  if (asks(CompetitionProperty::Termination))
    config.analysis = AnalysisKind::Termination;
  // One verdict per run: the first failure decides it.
  config.engine.stopOnFail = true;
}

} // namespace kiki
