// parseCommandLine: walks the arguments through the option table
// (driver/OptionTable), then decides what depends on all of them.
#include "driver/OptionTable.h"
#include "options/Config.h"
#include "options/PropertyFile.h"
#include "util/Errors.h"
#include "util/FileText.h"

#include <optional>
#include <set>
#include <string>

namespace kiki {
namespace {

/// --incremental-bmc: plain BMC. A domain or --unwind N without
/// --k-induction: one induction at depth N (default 0) with that domain
/// (default intervals), as 2LS. Otherwise kIkI, by default with intervals
/// (what --competition-mode runs).
void chooseStrategy(Config &c, bool incrementalGiven, bool kInductionGiven,
                    std::optional<InvariantDomain> domain) {
  if (incrementalGiven && !kInductionGiven) {
    if (domain)
      c.warnings.push_back("--incremental-bmc is plain bounded model checking; "
                           "the domain option is not used");
    return;
  }
  c.engine.strategy = Strategy::Kiki;
  c.engine.domain = domain.value_or(InvariantDomain::Intervals);
  if ((domain || c.engine.unwind) && !kInductionGiven) {
    c.engine.strategy = Strategy::OneShotInduction;
    c.engine.unwind = c.engine.unwind.value_or(0);
  }
}

std::string readPropertyFile(const std::string &path) {
  std::optional<std::string> text = readFileText(path);
  if (!text)
    throw UsageError("cannot open property file '" + path + "'");
  return *text;
}

/// Reads argv[i] (and its value, which may be argv[i + 1]) into the state;
/// returns the index of the last argument used.
int parseArgument(ParseState &state, int i, int argc, char **argv) {
  std::string a = argv[i];
  std::optional<std::string> value;
  const OptionSpec *option = findOption(a, value);
  if (!option) {
    if (!a.empty() && a[0] == '-')
      throw UsageError("unknown option '" + a + "' (see kiki --help)");
    state.config.frontEnd.files.push_back(a);
    return i;
  }
  if (value) { // joined: -DX, -Idir
    option->apply(state, a.substr(0, a.size() - value->size()), *value);
    return i;
  }
  if (option->takesValue) {
    if (i + 1 >= argc)
      throw UsageError("option " + a + " expects an argument");
    value = argv[++i];
  }
  option->apply(state, a, value.value_or(""));
  return i;
}

/// What is decided once every option is read, in this order: the input
/// files, the property file, the strategy, the warning on 2LS options.
Config finish(ParseState &state) {
  Config &c = state.config;
  if (c.frontEnd.files.empty())
    throw UsageError("no input file (see kiki --help)");
  for (const auto *file : {&c.output.sarifFile, &c.output.graphmlWitness, &c.output.yamlWitness, &c.output.harnessFile})
    if (*file == "-")
      throw UsageError("--sarif, --harness and the witnesses need a file name ('-' is only "
                       "for --json)");
  if (state.propertyFile) {
    c.output.propertyFileText = readPropertyFile(*state.propertyFile);
    c.output.competition = parsePropertyFile(c.output.propertyFileText, *state.propertyFile);
    applyProperties(c.output.competition, c);
  }
  chooseStrategy(c, state.incrementalGiven, state.kInductionGiven, state.domain);
  const OutputOptions &out = c.output;
  if (c.analysis == AnalysisKind::Preconditions &&
      !(out.jsonFile.empty() && out.sarifFile.empty() && out.graphmlWitness.empty() &&
        out.yamlWitness.empty() && out.harnessFile.empty() && out.htmlReportDir.empty()))
    c.warnings.push_back("--preconditions prints its lines only: --json, --sarif, the "
                         "witnesses, --harness and --html-report are not written");
  if (!state.notBuilt.empty()) {
    std::string names;
    for (const auto &f : state.notBuilt)
      names += (names.empty() ? "" : " ") + f;
    c.warnings.push_back(names + ": not built yet (ignored; the numerical domain and every "
                                 "answer stay sound)");
  }
  return std::move(c);
}

} // namespace

std::optional<Config> parseCommandLine(int argc, char **argv) {
  ParseState state;
  for (int i = 1; i < argc; ++i) {
    i = parseArgument(state, i, argc, argv);
    if (state.finished) // --help or --version: its text is printed
      return std::nullopt;
  }
  return finish(state);
}

} // namespace kiki
