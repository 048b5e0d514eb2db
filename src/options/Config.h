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

/// What the front end compiles: the files, clang's options, the entry
/// point and the data model.
struct FrontEndOptions {
  std::vector<std::string> files;
  std::vector<std::string> clangArgs;     // -D, -I
  std::string entry = "main";
  bool entryGiven = false;                // --function: nondet arguments and globals
  bool is32 = false;
};

/// Which properties the instrumentation places, and what the C semantics
/// behind them allow.
struct CheckOptions {
  bool assertions = true;
  bool bounds = false;
  bool pointer = false;
  bool divByZero = false;
  bool signedOverflow = false;
  bool unsignedOverflow = false;
  bool memoryLeak = false;
  bool mallocMayFail = false;             // --malloc-may-fail: NULL is possible
  bool assertionsEnd = false;             // a failed assertion aborts (termination)
};

/// The template domain of kIkI's loop invariants; Top is plain k-induction.
enum class InvariantDomain { Top, Intervals, Zones, Octagons, Equalities };

/// How the kIkI engine searches.
enum class Strategy {
  /// k = 1, 2, ...: bounded checks only (--incremental-bmc).
  IncrementalBmc,
  /// k = 1, 2, ...: bounded checks, loop invariants and the induction step
  /// (--k-induction, the default).
  Kiki,
  /// One depth N (--unwind N, default 0): invariants, one bounded check and
  /// one induction step (a domain or --unwind N without --k-induction).
  OneShotInduction,
};

/// One value a `__VERIFIER_nondet_*` call returned on a native run: its
/// size in bytes and its bits (engines/InputFuzzing).
struct ReplayInput {
  unsigned bytes = 0;
  unsigned long long bits = 0;
};

/// How the engines search and what they record.
struct EngineOptions {
  Strategy strategy = Strategy::IncrementalBmc;
  /// Whether k grows (k = 1, 2, ...) rather than one depth.
  bool incremental() const { return strategy != Strategy::OneShotInduction; }
  /// Whether loops also start anywhere: invariants and the induction step.
  bool kInduction() const { return strategy != Strategy::IncrementalBmc; }
  std::optional<unsigned> unwind;         // --unwind N
  InvariantDomain domain = InvariantDomain::Top;
  /// --heap (and --heap-intervals, --heap-zones, --values-refine): heap
  /// invariants (domains/HeapDomain) beside the value domain.
  bool heap = false;
  /// With --function: each pointer parameter of the entry comes with a live
  /// object of any size and content (heap or not) that it and the pointers
  /// in memory may point into, as a caller's object (preconditions: without
  /// one, every dereference of a parameter fails).
  bool inputObjects = false;
  /// --sympath: scalar invariants split by the path the last iteration took
  /// through the loop's body (domains/PathDomain).
  bool sympath = false;
  unsigned rankingComponents = 3;         // --lexicographic-ranking-function N
  /// --inference-query-limit MS: the most CPU time one query of invariant
  /// inference may take; past it that loop's inference gives up (the loop
  /// gets no invariant) instead of stalling the run. 0: no limit.
  unsigned inferenceQueryMs = 20000;
  /// --memory-limit MB: the solver memory of each of kiki's processes
  /// (none: a quarter of the machine's memory, see defaultMemoryLimitMb);
  /// 0: no limit.
  std::optional<unsigned> memoryLimitMb;
  /// kIkI with plain incremental BMC in a second process (--no-portfolio:
  /// kIkI alone).
  bool portfolio = true;
  /// Property-directed reachability (engines/PdrEngine): off (--no-pdr),
  /// first (the default: in the portfolio, before kIkI, for at most
  /// pdrBudgetMs of CPU time), or alone (--pdr, no budget).
  enum class PdrUse { Off, First, Alone };
  PdrUse pdr = PdrUse::First;
  unsigned pdrBudgetMs = 1000;            // --pdr-budget MS
  /// Simple loops over large arrays replaced by their exact effect
  /// (instrument/AccelerateLoops; --no-acceleration: kept as loops).
  bool accelerate = true;
  /// --solver KIND; not given: hybrid for programs with floating-point
  /// operations, incremental otherwise (solverBackendFor).
  std::optional<SolverBackend> solverBackend;
  std::optional<double> timeout;          // --timeout S (wall clock)
  bool stopOnFail = false;                // --stop-on-fail, --competition-mode
  /// Record counterexamples (--trace and every machine-readable output).
  bool trace = false;
  unsigned verbosity = 1;
  std::string dumpSmt2;                   // --dump-smt2 FILE
  /// The violation witness being validated: its waypoints constrain the
  /// bounded model checker's executions (encode/WitnessConstraints).
  std::shared_ptr<const Witness> witness;
  /// The correctness witness being validated: the run checks its loop
  /// invariants (engines/HeadInvariants) besides proving the program.
  std::shared_ptr<const Witness> correctnessWitness;
  /// Seconds of native fuzzing beside the portfolio (engines/InputFuzzing;
  /// --fuzz: 2, --fuzz-time S; 0, the default, or --no-fuzz: none).
  double fuzzSeconds = 0;
  /// A replay run: the program's nondet calls, in execution order, return
  /// these values (encode/InputReplay); only its failures count.
  std::shared_ptr<const std::vector<ReplayInput>> replay;
};

/// What is printed and written.
struct OutputOptions {
  bool showTrace = false;                 // --trace: print counterexamples
  bool showInvariants = false;
  std::string jsonFile;                   // --json FILE ("-": stdout)
  std::string sarifFile;                  // --sarif FILE
  std::string graphmlWitness;             // --graphml-witness FILE
  std::string yamlWitness;                // --yaml-witness FILE
  std::string harnessFile;                // --harness FILE.c
  std::string htmlReportDir;              // --html-report DIR
  std::string validateWitness;            // --validate-witness FILE
  std::string propertyFileText;           // for the witnesses' specification
  bool stats = false;
  /// --progress / --no-progress: the progress line on stderr (none: only
  /// when stderr is a terminal).
  std::optional<bool> progress;
  /// --propertyfile: the competition properties asked for (empty: none);
  /// the report then ends with the competition's verdict.
  std::set<CompetitionProperty> competition;
};

enum class AnalysisKind { Properties, Termination, NonTermination, Preconditions };

/// --preconditions: which precondition each function gets.
struct PreconditionOptions {
  /// --sufficient: inputs for which no execution fails (else the necessary
  /// one: inputs for which some execution passes).
  bool sufficient = false;
  /// --context-sensitive: also under what the callers need of the result.
  bool contextSensitive = false;
};

/// The command line, parsed once: one group of options per layer that
/// reads them (the front end, the checks, the engines, the outputs).
struct Config {
  FrontEndOptions frontEnd;
  CheckOptions checks;
  EngineOptions engine;
  OutputOptions output;
  AnalysisKind analysis = AnalysisKind::Properties;
  PreconditionOptions preconditions;
  std::vector<std::string> warnings;      // printed once at start
};

/// Parses argv; throws UsageError. Returns nullopt when --help/--version was
/// handled (text already printed).
std::optional<Config> parseCommandLine(int argc, char **argv);

/// The text --help prints, made from the option table (driver/OptionTable).
std::string usageText();

} // namespace kiki
