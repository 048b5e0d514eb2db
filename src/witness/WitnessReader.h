// Reading a witness for --validate-witness: a YAML witness (format 2.0) or
// a GraphML witness (1.0) becomes the list of its waypoints in path order,
// each with what kiki makes of it. Free of LLVM and Z3 types: the encoder
// (encode/WitnessConstraints) turns the waypoints into assumptions.
#pragma once
#include <optional>
#include <string>
#include <vector>

namespace kiki {

enum class WaypointKind {
  Result,   // the result of a call at `line` is `value` (\result == V)
  Branch,   // the condition at `line` evaluates to `value` ("true"/"false")
  Variable, // after an assignment at `line`, `variable` == `value`
  Enter,    // the path enters `function`
  Return,   // the path returns from `function`
  Target,   // the violation is at `line` (0: not given)
  Unused    // a waypoint kiki cannot use (see Waypoint::unusable)
};

struct Waypoint {
  WaypointKind kind = WaypointKind::Unused;
  unsigned line = 0;
  std::string function; // Result: the called function ("": any); Enter/Return
  std::string variable; // Variable
  std::string value;    // Result, Variable: a C numeral; Branch: true/false
  /// Result, Branch, Enter, Return: the how-manieth waypoint with the same
  /// kind and place it is (1-based): it constrains that occurrence on the path.
  unsigned occurrence = 0;
  std::string text;     // how the report names it: "waypoint 3 (branching, line 12)"
  std::string unusable; // why kiki cannot use it ("": usable)
};

/// A loop invariant of a correctness witness: at the head of the loop at
/// `line`, `expression` (in `format`, c_expression for kiki) holds.
struct WitnessInvariant {
  unsigned line = 0;
  unsigned column = 0;
  std::string function; // "": not given
  std::string expression;
  std::string format = "c_expression";
  std::string unusable; // why kiki cannot check it ("": it can try)
};

struct Witness {
  std::string format;   // "YAML" or "GraphML"
  bool correctness = false;
  bool nonTermination = false; // a lasso (GraphML cyclehead): not replayed
  unsigned invariants = 0; // correctness witnesses: how many invariants they state
  std::vector<WitnessInvariant> loopInvariants; // ... each of them
  std::vector<Waypoint> waypoints; // violation witnesses: in path order, target last
  /// The violation's line (0: the witness does not say).
  unsigned targetLine() const;
};

/// Reads `path` (YAML or GraphML, told apart by its first characters);
/// throws UsageError when the file cannot be read or parsed, or is no witness.
Witness readWitness(const std::string &path);

/// Numbers the waypoints (Waypoint::occurrence) and names them
/// (Waypoint::text); the readers call it once all waypoints are read.
void numberWaypoints(std::vector<Waypoint> &waypoints);

/// A line number (digits only); 0 when `text` is none.
unsigned parseLine(const std::string &text);

/// Sorts an assumption's statement (without its `;`) into a waypoint:
/// `\result == V` or `x == V` with a C numeral V; otherwise Unused.
Waypoint assumptionWaypoint(const std::string &statement, unsigned line,
                            const std::string &resultFunction);

Witness readYamlWitness(const std::string &text);
Witness readGraphmlWitness(const std::string &text);

} // namespace kiki
