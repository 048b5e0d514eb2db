// The command line, parsed once into a typed configuration.
#pragma once
#include "solver/SolverBackend.h"
#include "options/PropertyFile.h"
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace kiki {

struct Witness; // witness/WitnessReader.h

struct CheckOptions {
  bool assertions = true;
  bool bounds = false;
  bool pointer = false;
  bool divByZero = false;
  bool signedOverflow = false;
  bool unsignedOverflow = false;
  bool memoryLeak = false;
};

/// The template domain of kIkI's loop invariants; Top is plain k-induction.
enum class InvariantDomain { Top, Intervals, Zones, Octagons, Equalities };

enum class AnalysisKind { Properties, Termination, NonTermination, Preconditions };

struct Config {
  std::vector<std::string> files;
  std::vector<std::string> clangArgs;     // -D, -I
  std::string entry = "main";
  bool entryGiven = false;                // --function: nondet arguments and globals
  bool is32 = false;
  std::optional<unsigned> unwind;         // --unwind N
  bool incremental = true;                // --incremental-bmc or fall-back
  bool kInduction = false;                // kIkI: BMC, induction step, invariants
  InvariantDomain domain = InvariantDomain::Top;
  /// --heap (and --heap-intervals, --heap-zones, --values-refine): heap
  /// invariants (domains/HeapDomain) beside the value domain.
  bool heap = false;
  bool showInvariants = false;
  unsigned rankingComponents = 3;         // --lexicographic-ranking-function N
  /// A strategy without --k-induction: invariants, one bounded check and
  /// one induction step at the single depth --unwind N.
  bool oneShotInduction() const { return kInduction && !incremental; }
  CheckOptions checks;
  AnalysisKind analysis = AnalysisKind::Properties;
  /// Record counterexamples (--trace and every machine-readable output).
  bool trace = false;
  bool showTrace = false;                 // --trace: print them
  std::string jsonFile;                   // --json FILE ("-": stdout)
  std::string sarifFile;                  // --sarif FILE
  std::string graphmlWitness;             // --graphml-witness FILE
  std::string yamlWitness;                // --yaml-witness FILE
  std::string harnessFile;                // --harness FILE.c
  std::string validateWitness;            // --validate-witness FILE
  /// The violation witness being validated: its waypoints constrain the
  /// bounded model checker's executions (encode/WitnessConstraints).
  std::shared_ptr<const Witness> witness;
  /// The correctness witness being validated: the run checks its loop
  /// invariants (engines/HeadInvariants) besides proving the program.
  std::shared_ptr<const Witness> correctnessWitness;
  std::string propertyFileText;           // for the witnesses' specification
  bool stopOnFail = false;                // --stop-on-fail, --competition-mode
  bool mallocMayFail = false;             // --malloc-may-fail: NULL is possible
  bool assertionsEnd = false;             // a failed assertion aborts (termination)
  /// kIkI with plain incremental BMC in a second process (--no-portfolio:
  /// kIkI alone).
  bool portfolio = true;
  /// --solver KIND; not given: hybrid for programs with floating-point
  /// operations, incremental otherwise (solverBackendFor).
  std::optional<SolverBackend> solverBackend;
  std::optional<double> timeout;          // --timeout S (wall clock)
  bool stats = false;
  unsigned verbosity = 1;
  std::string dumpSmt2;                   // --dump-smt2 FILE
  std::vector<std::string> warnings;      // printed once at start
  /// --propertyfile: the competition properties asked for (empty: none);
  /// the report then ends with the competition's verdict.
  std::set<CompetitionProperty> competition;
};

/// Parses argv; throws UsageError. Returns nullopt when --help/--version was
/// handled (text already printed).
std::optional<Config> parseCommandLine(int argc, char **argv);

/// The text --help prints, made from the option table (driver/OptionTable).
std::string usageText();

} // namespace kiki
