// Competition property files (--propertyfile FILE): which checks to switch
// on, and the verdict line of the competition's result format.
#pragma once
#include <set>
#include <string>

namespace kiki {

struct Config;

enum class CompetitionProperty {
  UnreachCall,   // G ! call(reach_error())
  NoOverflow,    // G ! overflow
  ValidFree,     // G valid-free
  ValidDeref,    // G valid-deref
  ValidMemtrack, // G valid-memtrack
  ValidMemcleanup, // G valid-memcleanup
  Termination,   // F end
};

/// "unreach-call", "valid-deref", ... as the result format spells them.
const char *competitionName(CompetitionProperty property);

/// Parses the text of a property file; throws UsageError naming the
/// offending line for anything else (another entry function, an unknown
/// property, a malformed line) and for an empty file.
std::set<CompetitionProperty> parsePropertyFile(const std::string &text,
                                                const std::string &path);

/// Switches on exactly the checks the properties ask for.
void applyProperties(const std::set<CompetitionProperty> &properties, Config &config);

} // namespace kiki
