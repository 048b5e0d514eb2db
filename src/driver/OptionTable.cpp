// The option table: for each option its names, whether it takes a value,
// its block of the --help text and what it does to the parse state.
#include "driver/OptionTable.h"
#include "util/Errors.h"

#include <iostream>
#include <map>

namespace kiki {
namespace {

using Arg = const std::string &;

unsigned parseNumber(const std::string &option, const std::string &text) {
  try {
    size_t used = 0;
    unsigned long v = std::stoul(text, &used);
    if (used == text.size())
      return static_cast<unsigned>(v);
  } catch (...) {
  }
  throw UsageError("option " + option + " expects a number, got '" + text + "'");
}

double parseSeconds(const std::string &option, const std::string &text) {
  try {
    size_t used = 0;
    double v = std::stod(text, &used);
    if (used == text.size() && v > 0)
      return v;
  } catch (...) {
  }
  throw UsageError("option " + option + " expects a positive number of seconds, got '" +
                   text + "'");
}

SolverBackend parseSolver(const std::string &kind) {
  if (kind == "incremental")
    return SolverBackend::Incremental;
  if (kind == "bit-blast")
    return SolverBackend::BitBlast;
  if (kind == "hybrid")
    return SolverBackend::Hybrid;
  if (kind == "hybrid-z3")
    return SolverBackend::HybridZ3;
  throw UsageError("option --solver expects incremental, bit-blast, hybrid or hybrid-z3, not '" +
                   kind + "'");
}

/// An invariant domain of kIkI (--havoc is the domain top).
OptionHandler domainOption(InvariantDomain domain) {
  return [domain](ParseState &s, Arg, Arg) { s.domain = domain; };
}

/// An output file that needs the counterexamples recorded.
OptionHandler traceFile(std::string OutputOptions::*file) {
  return [file](ParseState &s, Arg, Arg v) {
    s.config.output.*file = v;
    s.config.engine.trace = true;
  };
}

const char *kUsageStart = R"(kiki - a verifier for C programs (bounded model checking on one incremental SMT instance)

usage: kiki [options] file.c ...

)";

const char *kUsageEnd = R"(
C library: <string.h>, <ctype.h>, strtol and friends, qsort, bsearch, the printf
family and input functions are modelled and their accesses checked; a call of a
function with no body and no model returns an arbitrary value, with pointer
checks its unchecked accesses are reported UNKNOWN, and with leak checks what it
may allocate (it takes or returns pointers) is UNKNOWN. main's argv holds argc valid
strings. reach_error() is a violation whatever its body.

Exit codes: 0 successful, 10 failed, 5 inconclusive, 1 usage error,
6 input that does not compile, 2 internal error.
)";

// The sections below are data, not code: each entry's help block is the
// text --help prints for it, character for character.

const OptionSection kEngines{"Engines", {
    {{"--unwind"}, true,
     R"(  --unwind N              unwind every loop and recursion N times; alone: one
                          bounded check and one induction step with intervals)",
     [](ParseState &s, Arg name, Arg v) { s.config.engine.unwind = parseNumber(name, v); }},
    {{"--incremental-bmc"}, false,
     R"(  --incremental-bmc       unwind deeper on one solver instance until a property
                          fails, all loops are fully unwound, or N is reached;
                          the unwindings between two checks double (1, 2, 4, ...
                          up to 64) while the checks stay cheap; without
                          --unwind, a loop over a fixed-size buffer (at most 64
                          iterations) is unwound completely at once, and so is
                          a loop that fills an input of symbolic length or
                          whose exit values reach a product or division, once
                          the solver shows it ends within 16 iterations)",
     [](ParseState &s, Arg, Arg) { s.incrementalGiven = true; }},
}};

const OptionSection kEntry{"Entry and front end", {
    {{"--function"}, true,
     R"(  --function F            start at F with non-deterministic arguments and globals)",
     [](ParseState &s, Arg, Arg v) {
       s.config.frontEnd.entry = v;
       s.config.frontEnd.entryGiven = true;
     }},
    {{"--propertyfile", "--property-file"}, true,
     R"(  --propertyfile FILE     a competition property file (also --property-file):
                          unreach-call, no-overflow, valid-free, valid-deref,
                          valid-memtrack, valid-memcleanup or termination; switches
                          on exactly those checks, stops at the first failure,
                          and the last line is the competition verdict: TRUE,
                          FALSE(property) or UNKNOWN)",
     [](ParseState &s, Arg, Arg v) { s.propertyFile = v; }},
    {{"-D", "-I"}, true,
     R"(  -D MACRO, -I DIR        passed to clang (also -DMACRO, -IDIR))",
     [](ParseState &s, Arg name, Arg v) { s.config.frontEnd.clangArgs.push_back(name + v); },
     /*joinedValue=*/true},
    {{"--32", "--i386-linux", "--64"}, false,
     R"(  --32, --64              ILP32 or LP64 data model (default --64))",
     [](ParseState &s, Arg name, Arg) { s.config.frontEnd.is32 = name != "--64"; }},
}};

const OptionSection kProperties{"Properties (assertions are checked unless --no-assertions)", {
    {{"--bounds-check"}, false,
     R"(  --bounds-check          array index within bounds)",
     [](ParseState &s, Arg, Arg) { s.config.checks.bounds = true; }},
    {{"--pointer-check"}, false,
     R"(  --pointer-check         null, invalid/freed and out-of-object dereferences, invalid and double free)",
     [](ParseState &s, Arg, Arg) { s.config.checks.pointer = true; }},
    {{"--div-by-zero-check"}, false,
     R"(  --div-by-zero-check     integer division and remainder by zero)",
     [](ParseState &s, Arg, Arg) { s.config.checks.divByZero = true; }},
    {{"--signed-overflow-check", "--unsigned-overflow-check"}, false,
     R"(  --signed-overflow-check / --unsigned-overflow-check   arithmetic overflow)",
     [](ParseState &s, Arg name, Arg) {
       (name == "--signed-overflow-check" ? s.config.checks.signedOverflow
                                          : s.config.checks.unsignedOverflow) = true;
     }},
    {{"--memory-leak-check"}, false,
     R"(  --memory-leak-check     heap memory not freed at program exit (a loop that
                          allocates and frees gets the live object count as
                          an invariant variable))",
     [](ParseState &s, Arg, Arg) { s.config.checks.memoryLeak = true; }},
    {{"--no-assertions"}, false,
     R"(  --no-assertions         do not check assert() and reach_error())",
     [](ParseState &s, Arg, Arg) { s.config.checks.assertions = false; }},
    {{"--malloc-may-fail", "--malloc-fail-null"}, false,
     R"(  --malloc-may-fail       malloc, calloc and realloc may return NULL (also
                          --malloc-fail-null); by default allocation succeeds,
                          as in the competition)",
     [](ParseState &s, Arg, Arg) { s.config.checks.mallocMayFail = true; }},
}};

const OptionSection kOutput{"Output", {
    {{"--trace"}, false,
     R"(  --trace                 print a counterexample for each failed property)",
     [](ParseState &s, Arg, Arg) {
       s.config.engine.trace = true;
       s.config.output.showTrace = true;
     }},
    {{"--json"}, true,
     R"(  --json FILE             write every property (id, kind, file, line, function,
                          text, status), each counterexample's steps and each
                          UNKNOWN's reasons (diagnostics) as JSON to FILE; with
                          FILE "-" the JSON goes to stdout and the text report
                          to stderr)",
     traceFile(&OutputOptions::jsonFile)},
    {{"--sarif"}, true,
     R"(  --sarif FILE            write the failed properties as SARIF 2.1.0 (one rule
                          per property kind, the counterexample as a code flow),
                          and the UNKNOWN ones as "open" results with their
                          reasons as related locations)",
     traceFile(&OutputOptions::sarifFile)},
    {{"--graphml-witness"}, true,
     R"(  --graphml-witness FILE  write a GraphML 1.0 witness: for a failure the path to
                          it (function entries and returns, conditions taken,
                          assumptions on the results of __VERIFIER_nondet_*
                          calls and on assignments), for a proof a correctness
                          witness with loop invariants: those of kiki's facts
                          that the solver shows true at the loop head on
                          every arrival (C conditions over the loop's
                          variables); for a non-terminating loop a lasso
                          (the path to the loop head, marked cyclehead);
                          none when inconclusive)",
     traceFile(&OutputOptions::graphmlWitness)},
    {{"--yaml-witness"}, true,
     R"(  --yaml-witness FILE     the same as a YAML witness, format 2.0
                          (violation_sequence or invariant_set; none for
                          non-termination: the format has no cycles))",
     traceFile(&OutputOptions::yamlWitness)},
    {{"--harness"}, true,
     R"(  --harness FILE.c        for the first failed property, write a C file that
                          defines each __VERIFIER_nondet_* (and each body-less
                          function whose result the trace uses) to return the
                          counterexample's values in order, and the verifier
                          built-ins the program only declares (reach_error and
                          failed assertions exit with code 86); compile it with the
                          program (cc -fsanitize=address,undefined ...) to
                          reproduce the failure)",
     traceFile(&OutputOptions::harnessFile)},
    {{"--html-report"}, true,
     R"(  --html-report DIR       write DIR/index.html: one self-contained page with the
                          source, each property on its line coloured by verdict,
                          a failure's counterexample as steps beside the source
                          (forward and back), each loop's invariant at its head,
                          the notes and a summary (properties by kind and
                          verdict, time per phase))",
     traceFile(&OutputOptions::htmlReportDir)},
    {{"--validate-witness"}, true,
     R"(  --validate-witness FILE check a witness (YAML 2.0 or GraphML): a violation
                          witness is confirmed (last line "witness: confirmed",
                          exit 10) when bounded model checking, constrained to
                          the witness's function results, branches and
                          assignments, reaches a violation at its target line;
                          otherwise "witness: rejected" (no such execution)
                          or "witness: not confirmed" (none found within the
                          unwinding), exit 5. Waypoints kiki cannot use
                          are listed. A correctness witness: each loop invariant
                          is checked at its loop head, true on entry and
                          inductive over one iteration (a line "witness:
                          invariants confirmed", N of M checked; a wrong one
                          is "rejected", exit 5; ones outside kiki's C subset
                          are listed as not used); then the witness is
                          confirmed when kiki proves the program (exit 0))",
     [](ParseState &s, Arg, Arg v) { s.config.output.validateWitness = v; }},
    {{"--stats", "--show-stats"}, false,
     R"(  --stats                 print solver calls, solver time, unwinding depth, wall
                          time per phase (front end, instrumentation, encoding,
                          invariant inference, bounded checks, induction step),
                          peak memory (this process; clang and the second
                          search) and the formula's size (constraints added,
                          distinct subterms))",
     [](ParseState &s, Arg, Arg) { s.config.output.stats = true; }},
    {{"--progress"}, false,
     R"(  --progress              draw the progress line (elapsed time, unwinding depth,
                          properties decided, the engine's work) on stderr even
                          when it is no terminal; by default it is drawn on a
                          terminal only, in place, and cleared before the report)",
     [](ParseState &s, Arg, Arg) { s.config.output.progress = true; }},
    {{"--no-progress"}, false,
     R"(  --no-progress           no progress line, also on a terminal)",
     [](ParseState &s, Arg, Arg) { s.config.output.progress = false; }},
    {{"--verbosity"}, true,
     R"(  --verbosity N           progress lines per unwinding and each recursive
                          function's summary from N >= 2; from N >= 3 also a
                          line per solver query of the k-induction engine:
                          its assumptions by name, answer and time)",
     [](ParseState &s, Arg name, Arg v) { s.config.engine.verbosity = parseNumber(name, v); }},
    {{"--dump-smt2"}, true,
     R"(  --dump-smt2 FILE        write the formula and latest solver query to FILE)",
     [](ParseState &s, Arg, Arg v) { s.config.engine.dumpSmt2 = v; }},
    {{"--help", "-h", "--version"}, false,
     R"(  --help, --version)",
     [](ParseState &s, Arg name, Arg) {
       if (name == "--version")
         std::cout << "kiki " KIKI_VERSION "\n";
       else
         std::cout << usageText();
       s.finished = true;
     }},
}};

const OptionSection kLimits{
    "Limits (a failed property does not stop the others: each gets its own verdict)", {
    {{"--timeout"}, true,
     R"(  --timeout S             stop after S seconds of wall-clock time and report what
                          is decided (SIGTERM and SIGINT do the same); without it,
                          kiki stops deciding the other properties as long after
                          the first failure as the failure took (1 to 10 s))",
     [](ParseState &s, Arg name, Arg v) { s.config.engine.timeout = parseSeconds(name, v); }},
    // One property per run in the competition: its first failure decides.
    {{"--stop-on-fail", "--competition-mode"}, false,
     R"(  --stop-on-fail          stop at the first failed property (also --competition-mode))",
     [](ParseState &s, Arg, Arg) { s.config.engine.stopOnFail = true; }},
}};

const OptionSection kStrategy{"Strategy (default: kIkI with intervals, also --competition-mode)", {
    {{"--k-induction"}, false,
     R"(  --k-induction           kIkI: for k = 1, 2, ... bounded model checking, a loop
                          invariant in the chosen domain and a k-induction step
                          that uses it, on one solver; beside it, plain
                          incremental BMC in a second process, whose failures
                          (found sooner in loops with constant bounds) and
                          complete unwindings count as kIkI's; a loop whose
                          constant trip count is at most 64 (8 inside another
                          loop) is unwound completely, with no invariant)",
     [](ParseState &s, Arg, Arg) { s.kInductionGiven = true; }},
    {{"--no-portfolio"}, false,
     R"(  --no-portfolio          kIkI alone, in one process (by default plain
                          incremental BMC runs beside it in a second process;
                          kIkI takes over its verdicts and its bounded checks;
                          where the two share a core, kIkI runs 5 nice levels
                          lower, so BMC gets about three quarters of it))",
     [](ParseState &s, Arg, Arg) { s.config.engine.portfolio = false; }},
    {{"--pdr"}, false,
     R"(  --pdr                   property-directed reachability alone: first
                          polynomial equalities at the loop heads (found by
                          linear algebra on sampled states, kept where
                          inductive in exact arithmetic), then Z3's Spacer
                          solves Horn clauses with one unknown invariant per
                          loop head (calls inlined) over the mathematical
                          integers; its facts count only where they are
                          inductive on the exact machine integers (Houdini,
                          with congruences modulo 2^w). It only proves: memory,
                          pointers, floating point and most bitwise operations
                          are arbitrary values, so what it cannot prove is
                          UNKNOWN, never FAILURE)",
     [](ParseState &s, Arg, Arg) { s.config.engine.pdr = EngineOptions::PdrUse::Alone; }},
    {{"--no-pdr"}, false,
     R"(  --no-pdr                by default the portfolio first tries the same for at
                          most --pdr-budget MS of CPU time (default 1000): what it
                          proves, kIkI and plain BMC need not decide (not with
                          --show-invariants or witness validation); --no-pdr
                          leaves it out)",
     [](ParseState &s, Arg, Arg) { s.config.engine.pdr = EngineOptions::PdrUse::Off; }},
    {{"--pdr-budget"}, true,
     R"(  --pdr-budget MS         CPU time of that first try (0: no limit))",
     [](ParseState &s, Arg name, Arg v) { s.config.engine.pdrBudgetMs = parseNumber(name, v); }},
    {{"--fuzz"}, false,
     R"(  --fuzz                  the same as --fuzz-time 2)",
     [](ParseState &s, Arg, Arg) { s.config.engine.fuzzSeconds = 2; }},
    {{"--fuzz-time"}, true,
     R"(  --fuzz-time S           the portfolio also compiles the program natively with
                          libFuzzer and AddressSanitizer/UBSan and fuzzes its
                          __VERIFIER_nondet_* inputs for S seconds (off by default:
                          on two cores its processes cost about what they find);
                          a crashing input is replayed by bounded model checking
                          with those inputs, so only a failure kiki's own model
                          confirms counts (with its counterexample). Programs
                          that do not build natively are left to the others)",
     [](ParseState &s, Arg name, Arg v) { s.config.engine.fuzzSeconds = parseSeconds(name, v); }},
    {{"--no-fuzz"}, false,
     R"(  --no-fuzz               no native fuzzing beside the portfolio (the default))",
     [](ParseState &s, Arg, Arg) { s.config.engine.fuzzSeconds = 0; }},
    {{"--no-acceleration"}, false,
     R"(  --no-acceleration       keep simple array loops (a[i] = b[i], = c, = nondet
                          for i up to a bound, over arrays of 256 elements or
                          more) as loops instead of their exact effect)",
     [](ParseState &s, Arg, Arg) { s.config.engine.accelerate = false; }},
    {{"--solver"}, true,
     R"(  --solver KIND           incremental: Z3's incremental SMT core (the default
                          for programs without floating point); bit-blast: each
                          query bit-blasted to SAT from scratch; hybrid (the
                          default with floating point): the incremental core for
                          15-500 ms, then cvc5 (Z3's bit-blaster for what cvc5
                          cannot take); hybrid-z3: the same with Z3's
                          bit-blaster only (bench/README.md))",
     [](ParseState &s, Arg, Arg v) { s.config.engine.solverBackend = parseSolver(v); }},
    {{"--havoc"}, false,
     R"(  --havoc                 the invariant top (with --k-induction: plain k-induction))",
     domainOption(InvariantDomain::Top)},
    {{"--intervals"}, false,
     R"(  --intervals             lo <= x <= hi for each loop variable (default domain))",
     domainOption(InvariantDomain::Intervals)},
    {{"--zones"}, false,
     R"(  --zones                 intervals and x - y <= d for pairs of variables)",
     domainOption(InvariantDomain::Zones)},
    {{"--octagons"}, false,
     R"(  --octagons              zones and x + y <= d, -x - y <= d)",
     domainOption(InvariantDomain::Octagons)},
    // The last domain's block ends with the note on all the domains.
    {{"--equalities"}, false,
     R"(  --equalities            x == y and x != y for pairs of variables
                          A domain without --k-induction: unwind N times (--unwind N,
                          default 0), infer the invariants, then one bounded check
                          and one induction step (SUCCESSFUL or INCONCLUSIVE unless
                          the bounded check finds a real counterexample))",
     domainOption(InvariantDomain::Equalities)},
    {{"--show-invariants"}, false,
     R"(  --show-invariants       print each loop's invariant in source terms)",
     [](ParseState &s, Arg, Arg) { s.config.output.showInvariants = true; }},
    {{"--memory-limit"}, true,
     R"(  --memory-limit MB       the most memory the solver may take in each of kiki's
                          two processes (default: a quarter of the machine's
                          memory; 0: no limit); past it the run stops and the
                          properties not decided by then are UNKNOWN, with a
                          note)",
     [](ParseState &s, Arg name, Arg v) { s.config.engine.memoryLimitMb = parseNumber(name, v); }},
    {{"--inference-query-limit"}, true,
     R"(  --inference-query-limit MS
                          the most CPU time one solver query of invariant
                          inference may take (default 20000 ms; 0: no limit);
                          past it that loop's inference gives up and the loop
                          gets no invariant, instead of the run stalling there)",
     [](ParseState &s, Arg name, Arg v) { s.config.engine.inferenceQueryMs = parseNumber(name, v); }},
}};

const OptionSection kTermination{
    R"(Termination (one property per loop, "loop terminates", and per recursive
function, "recursive calls of f terminate"))", {
    {{"--termination"}, false,
     R"(  --termination           prove that every loop terminates (lexicographic linear
                          ranking functions under the domain's invariants) and,
                          at the same time in a second process, search for an
                          infinite execution (a loop-head state or a recursive
                          call's entry that recurs, or a closed recurrent set);
                          SUCCESSFUL, FAILED (--trace: the infinite execution)
                          or INCONCLUSIVE)",
     [](ParseState &s, Arg, Arg) { s.config.analysis = AnalysisKind::Termination; }},
    {{"--nontermination"}, false,
     R"(  --nontermination        only search for an infinite execution (FAILED or
                          INCONCLUSIVE))",
     [](ParseState &s, Arg, Arg) { s.config.analysis = AnalysisKind::NonTermination; }},
    {{"--lexicographic-ranking-function"}, true,
     R"(  --lexicographic-ranking-function N
                          at most N components per ranking function (default 3))",
     [](ParseState &s, Arg name, Arg v) {
       s.config.engine.rankingComponents = parseNumber(name, v);
       if (s.config.engine.rankingComponents == 0)
         throw UsageError("option " + name + " expects a number of at least 1");
     }},
    {{"--monolithic-ranking-function"}, false,
     R"(  --monolithic-ranking-function   one component (N = 1))",
     [](ParseState &s, Arg, Arg) { s.config.engine.rankingComponents = 1; }},
    {{"--heap"}, false,
     R"(  --heap                  heap invariants beside the value domain: what each
                          pointer loop variable, pointer variable in memory
                          and pointer field of the objects of an allocation
                          site points to (NULL, objects of a site, named
                          objects; live or may be freed), intervals of the
                          integer fields of every object of a site, of their
                          differences to the loop's integer variables and
                          values (e.g. min <= p->val) and to each other
                          (p->order <= p->stock); with --pointer-check also
                          whether two nodes may share a successor and whether
                          a node may link to the cursor (a loop that frees a
                          list keeps its cursor live))",
     [](ParseState &s, Arg, Arg) { s.config.engine.heap = true; }},
    {{"--heap-intervals", "--heap-interval", "--heap-zones"}, false,
     R"(  --heap-intervals, --heap-zones   --heap with --intervals or --zones)",
     [](ParseState &s, Arg name, Arg) {
       s.config.engine.heap = true;
       s.domain = name == "--heap-zones" ? InvariantDomain::Zones : InvariantDomain::Intervals;
     }},
    {{"--values-refine"}, false,
     R"(  --values-refine         --heap (its field rows always hold intervals and
                          differences))",
     [](ParseState &s, Arg, Arg) { s.config.engine.heap = true; }},
    {{"--sympath"}, false,
     R"(  --sympath               symbolic paths: a loop's value invariant is split by
                          the branches its last iteration took (up to 3
                          branches of the loop's body, 8 paths), so that it
                          may differ per path (a disjunction of invariants))",
     [](ParseState &s, Arg, Arg) { s.config.engine.sympath = true; }},
}};

const OptionSection kPreconditions{
    R"(Preconditions (one line per function whose precondition is not trivial;
each function is analysed from its own entry, its globals arbitrary, for at
most 10 s; the verdict is INCONCLUSIVE: no property is decided))", {
    {{"--preconditions"}, false,
     R"(  --preconditions         print each function's necessary precondition over its
                          integer and pointer parameters: outside it, every
                          execution of the function fails one of its checks
                          (or its callees'); intervals, and for a pointer
                          whether it is NULL (`[foo]: x <= 9 && -x <= 0`))",
     [](ParseState &s, Arg, Arg) { s.config.analysis = AnalysisKind::Preconditions; }},
    {{"--sufficient"}, false,
     R"(  --sufficient            the sufficient precondition instead: inside it, no
                          execution fails (`[foo]: !(x == NULL)`); a function
                          whose loops or recursion are not fully unwound within
                          --unwind N (default 4) gets none)",
     [](ParseState &s, Arg, Arg) { s.config.preconditions.sufficient = true; }},
    {{"--context-sensitive"}, false,
     R"(  --context-sensitive     with the necessary precondition, also what the callers
                          need of a function's result: `[f]: f#return_value <= 0
                          && -f#return_value <= 0 ==> x <= 0 && -x <= 0`)",
     [](ParseState &s, Arg, Arg) { s.config.preconditions.contextSensitive = true; }},
}};

const OptionSection kNotBuilt{"Not built yet (accepted for 2LS compatibility, with a warning)", {
    {{"--array-abstraction", "--std-invariants"}, false,
     R"(  --array-abstraction --std-invariants (ignored))",
     [](ParseState &s, Arg name, Arg) { s.notBuilt.insert(name); }},
}};

/// Options that only tune 2LS internals: accepted silently, not in --help.
const OptionSection kTuning{"", {
    {{"--no-propagation", "--independent-properties", "--enum-solver", "--binsearch-solver",
      "--no-simplify", "--all-properties", "--inline", "--inline-main",
      "--no-spurious-check", "--no-unwinding-assertions",
      // Array segment invariants are always on (domains/SegmentDomain).
      "--arrays"},
     false, "", [](ParseState &, Arg, Arg) {}},
    {{"--inline-partial", "--max-inner-ranking-iterations"}, true, "",
     [](ParseState &, Arg, Arg) {}},
}};

} // namespace

const std::vector<OptionSection> &optionTable() {
  static const std::vector<OptionSection> table = {
      kEngines, kEntry, kProperties, kOutput, kLimits, kStrategy, kTermination, kPreconditions,
      kNotBuilt,
      kTuning};
  return table;
}

const OptionSpec *findOption(const std::string &arg, std::optional<std::string> &value) {
  static const std::map<std::string, const OptionSpec *> byName = [] {
    std::map<std::string, const OptionSpec *> names;
    for (const OptionSection &section : optionTable())
      for (const OptionSpec &option : section.options)
        for (const char *name : option.names)
          names.emplace(name, &option);
    return names;
  }();
  if (auto it = byName.find(arg); it != byName.end())
    return it->second;
  for (const auto &[name, option] : byName)
    if (option->joinedValue && arg.size() > name.size() && arg.rfind(name, 0) == 0) {
      value = arg.substr(name.size());
      return option;
    }
  return nullptr;
}

std::string usageText() {
  std::string text = kUsageStart;
  for (const OptionSection &section : optionTable()) {
    if (*section.header)
      text += std::string(section.header) + "\n";
    for (const OptionSpec &option : section.options)
      if (*option.help)
        text += std::string(option.help) + "\n";
  }
  return text + kUsageEnd;
}

} // namespace kiki
