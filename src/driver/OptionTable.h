// The command-line options as one table: the parser (driver/CommandLine.cpp)
// looks names up in it, and --help (usageText) prints its sections and help
// blocks in order, so the two cannot drift apart.
#pragma once
#include "options/Config.h"

#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace kiki {

/// What the options have said so far: the configuration itself and what is
/// only decided once every option is read (strategy, property file, warnings).
struct ParseState {
  Config config;
  bool incrementalGiven = false;             // --incremental-bmc
  bool kInductionGiven = false;              // --k-induction
  std::optional<InvariantDomain> domain;     // the last domain option
  std::set<std::string> notBuilt;            // 2LS options without an analysis yet
  std::optional<std::string> propertyFile;   // --propertyfile FILE
  bool finished = false;                     // --help or --version printed its text
};

/// Applies an option: `name` as given on the command line (one of the
/// entry's names), `value` its argument ("" for an option without one).
using OptionHandler =
    std::function<void(ParseState &, const std::string &name, const std::string &value)>;

struct OptionSpec {
  std::vector<const char *> names;  // all recognised, aliases included
  bool takesValue = false;          // the next argument is its value
  /// The lines this entry adds to --help, verbatim and without the final
  /// newline; "" for an option --help does not show.
  const char *help = "";
  OptionHandler apply;
  /// The value may also be joined to the name in one argument (-DX, -Idir).
  bool joinedValue = false;
};

struct OptionSection {
  /// The header line(s) --help prints before the entries, without the final
  /// newline; "" for options --help does not show.
  const char *header = "";
  std::vector<OptionSpec> options;
};

/// Every option, in the order of --help.
const std::vector<OptionSection> &optionTable();

/// The entry for the argument `arg`: one of its names, or a name that takes
/// a joined value followed by that value (then stored in `value`).
/// nullptr when no entry has it.
const OptionSpec *findOption(const std::string &arg, std::optional<std::string> &value);

} // namespace kiki
