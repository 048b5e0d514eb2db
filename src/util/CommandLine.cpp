#include "util/Config.h"
#include "util/Errors.h"
#include "util/FileText.h"
#include "util/PropertyFile.h"

#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

namespace kiki {
namespace {

const char *kUsage = R"(kiki - a verifier for C programs (bounded model checking on one incremental SMT instance)

usage: kiki [options] file.c ...

Engines
  --unwind N              unwind every loop and recursion N times; alone: one
                          bounded check and one induction step with intervals
  --incremental-bmc       unwind k = 1, 2, ... on one solver instance until a
                          property fails, all loops are fully unwound, or N is reached
Entry and front end
  --function F            start at F with non-deterministic arguments and globals
  --propertyfile FILE     a competition property file (also --property-file):
                          unreach-call, no-overflow, valid-free, valid-deref,
                          valid-memtrack, valid-memcleanup or termination; switches
                          on exactly those checks, stops at the first failure,
                          and the last line is the competition verdict: TRUE,
                          FALSE(property) or UNKNOWN
  -D MACRO, -I DIR        passed to clang (also -DMACRO, -IDIR)
  --32, --64              ILP32 or LP64 data model (default --64)
Properties (assertions are checked unless --no-assertions)
  --bounds-check          array index within bounds
  --pointer-check         null, invalid/freed and out-of-object dereferences, invalid and double free
  --div-by-zero-check     integer division and remainder by zero
  --signed-overflow-check / --unsigned-overflow-check   arithmetic overflow
  --memory-leak-check     heap memory not freed at program exit (a loop that
                          allocates and frees gets the live object count as
                          an invariant variable)
  --no-assertions         do not check assert() and reach_error()
  --malloc-may-fail       malloc, calloc and realloc may return NULL (also
                          --malloc-fail-null); by default allocation succeeds,
                          as in the competition
Output
  --trace                 print a counterexample for each failed property
  --json FILE             write every property (id, kind, file, line, function,
                          text, status) and each counterexample's steps as JSON
                          to FILE; with FILE "-" the JSON goes to stdout and the
                          text report to stderr
  --sarif FILE            write the failed properties as SARIF 2.1.0 (one rule
                          per property kind, the counterexample as a code flow)
  --graphml-witness FILE  write a GraphML 1.0 witness: for a failure the path to
                          it (function entries and returns, conditions taken,
                          assumptions on the results of __VERIFIER_nondet_*
                          calls and on assignments), for a proof a correctness
                          witness with loop invariants: those of kiki's facts
                          that the solver shows true at the loop head on
                          every arrival (C conditions over the loop's
                          variables); for a non-terminating loop a lasso
                          (the path to the loop head, marked cyclehead);
                          none when inconclusive
  --yaml-witness FILE     the same as a YAML witness, format 2.0
                          (violation_sequence or invariant_set; none for
                          non-termination: the format has no cycles)
  --harness FILE.c        for the first failed property, write a C file that
                          defines each __VERIFIER_nondet_* (and each body-less
                          function whose result the trace uses) to return the
                          counterexample's values in order, and reach_error /
                          __VERIFIER_assert (when the program only declares
                          them) to exit with code 86; compile it with the
                          program (cc -fsanitize=address,undefined ...) to
                          reproduce the failure
  --validate-witness FILE check a witness (YAML 2.0 or GraphML): a violation
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
                          confirmed when kiki proves the program (exit 0)
  --stats                 print solver calls, solver time, unwinding depth, wall
                          time per phase (front end, instrumentation, encoding,
                          invariant inference, bounded checks, induction step)
                          and peak memory (this process; clang and the second
                          search)
  --verbosity N           progress lines per unwinding from N >= 2
  --dump-smt2 FILE        write the formula and latest solver query to FILE
  --help, --version
Limits (a failed property does not stop the others: each gets its own verdict)
  --timeout S             stop after S seconds of wall-clock time and report what
                          is decided (SIGTERM and SIGINT do the same); without it,
                          kiki stops deciding the other properties as long after
                          the first failure as the failure took (1 to 10 s)
  --stop-on-fail          stop at the first failed property (also --competition-mode)
Strategy (default: kIkI with intervals, also --competition-mode)
  --k-induction           kIkI: for k = 1, 2, ... bounded model checking, a loop
                          invariant in the chosen domain and a k-induction step
                          that uses it, on one solver; beside it, plain
                          incremental BMC in a second process, whose failures
                          (found sooner in loops with constant bounds) and
                          complete unwindings count as kIkI's
  --no-portfolio          kIkI alone, in one process (by default plain
                          incremental BMC runs beside it in a second process;
                          kIkI takes over its verdicts and its bounded checks)
  --solver KIND           incremental: Z3's incremental SMT core (the default
                          for programs without floating point); bit-blast: each
                          query bit-blasted to SAT from scratch; hybrid (the
                          default with floating point): the incremental core for
                          15-500 ms, then cvc5 (Z3's bit-blaster for what cvc5
                          cannot take); hybrid-z3: the same with Z3's
                          bit-blaster only (bench/README.md)
  --havoc                 the invariant top (with --k-induction: plain k-induction)
  --intervals             lo <= x <= hi for each loop variable (default domain)
  --zones                 intervals and x - y <= d for pairs of variables
  --octagons              zones and x + y <= d, -x - y <= d
  --equalities            x == y and x != y for pairs of variables
                          A domain without --k-induction: unwind N times (--unwind N,
                          default 0), infer the invariants, then one bounded check
                          and one induction step (SUCCESSFUL or INCONCLUSIVE unless
                          the bounded check finds a real counterexample)
  --show-invariants       print each loop's invariant in source terms
Termination (one property per loop, "loop terminates", and per recursive
function, "recursive calls of f terminate")
  --termination           prove that every loop terminates (lexicographic linear
                          ranking functions under the domain's invariants) and,
                          at the same time in a second process, search for an
                          infinite execution (a loop-head state or a recursive
                          call's entry that recurs, or a closed recurrent set);
                          SUCCESSFUL, FAILED (--trace: the infinite execution)
                          or INCONCLUSIVE
  --nontermination        only search for an infinite execution (FAILED or
                          INCONCLUSIVE)
  --lexicographic-ranking-function N
                          at most N components per ranking function (default 3)
  --monolithic-ranking-function   one component (N = 1)
  --heap                  heap invariants beside the value domain: what each
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
                          list keeps its cursor live)
  --heap-intervals, --heap-zones   --heap with --intervals or --zones
  --values-refine         --heap (its field rows always hold intervals and
                          differences)
Not built yet (accepted for 2LS compatibility, with a warning)
  --sympath --array-abstraction --std-invariants (ignored)
  --preconditions         answers INCONCLUSIVE

C library: <string.h>, <ctype.h>, strtol and friends, qsort, bsearch, the printf
family and input functions are modelled and their accesses checked; a call of a
function with no body and no model returns an arbitrary value, with pointer
checks its unchecked accesses are reported UNKNOWN, and with leak checks what it
may allocate (it takes or returns pointers) is UNKNOWN. main's argv holds argc valid
strings. reach_error() is a violation whatever its body.

Exit codes: 0 successful, 10 failed, 5 inconclusive, 1 usage error,
6 input that does not compile, 2 internal error.
)";

/// The invariant domains of kIkI (--havoc is the domain top).
const std::map<std::string, InvariantDomain> kDomains = {
    {"--havoc", InvariantDomain::Top},          {"--intervals", InvariantDomain::Intervals},
    {"--zones", InvariantDomain::Zones},        {"--octagons", InvariantDomain::Octagons},
    {"--equalities", InvariantDomain::Equalities},
    {"--heap-intervals", InvariantDomain::Intervals},
    {"--heap-interval", InvariantDomain::Intervals},
    {"--heap-zones", InvariantDomain::Zones}};

/// Options of 2LS whose analyses do not exist yet: accepted with a warning.
const std::set<std::string> kNotBuilt = {"--sympath", "--array-abstraction",
                                         "--std-invariants"};

/// Options that switch on the heap domain.
const std::set<std::string> kHeapFlags = {"--heap", "--heap-intervals", "--heap-interval",
                                          "--heap-zones", "--values-refine"};

/// Options that only tune 2LS internals; accepted silently.
const std::set<std::string> kTuningFlags = {
    "--no-propagation", "--independent-properties", "--enum-solver",
    "--binsearch-solver", "--no-simplify", "--all-properties",
    "--inline", "--inline-main", "--context-sensitive", "--sufficient",
    "--no-spurious-check", "--no-unwinding-assertions",
    // Array segment invariants are always on (domains/SegmentDomain).
    "--arrays"};
const std::set<std::string> kTuningWithValue = {
    "--inline-partial", "--max-inner-ranking-iterations"};

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
  c.kInduction = true;
  c.domain = domain.value_or(InvariantDomain::Intervals);
  if ((domain || c.unwind) && !kInductionGiven) {
    c.incremental = false;
    c.unwind = c.unwind.value_or(0);
  }
}

std::string readPropertyFile(const std::string &path) {
  std::optional<std::string> text = readFileText(path);
  if (!text)
    throw UsageError("cannot open property file '" + path + "'");
  return *text;
}

} // namespace

std::optional<Config> parseCommandLine(int argc, char **argv) {
  Config c;
  bool incrementalGiven = false, kInductionGiven = false;
  std::optional<InvariantDomain> domain;
  std::set<std::string> notBuilt;
  std::optional<std::string> propertyFile;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto next = [&]() -> std::string {
      if (i + 1 >= argc)
        throw UsageError("option " + a + " expects an argument");
      return argv[++i];
    };
    if (a == "--help" || a == "-h") {
      std::cout << kUsage;
      return std::nullopt;
    } else if (a == "--version") {
      std::cout << "kiki " KIKI_VERSION "\n";
      return std::nullopt;
    } else if (a == "--propertyfile" || a == "--property-file") {
      propertyFile = next();
    } else if (a == "--function") {
      c.entry = next();
      c.entryGiven = true;
    } else if (a == "--unwind") {
      c.unwind = parseNumber(a, next());
    } else if (a == "--incremental-bmc") {
      incrementalGiven = true;
    } else if (a == "--verbosity") {
      c.verbosity = parseNumber(a, next());
    } else if (a == "--dump-smt2") {
      c.dumpSmt2 = next();
    } else if (a == "-D" || a == "-I") {
      c.clangArgs.push_back(a + next());
    } else if ((a.rfind("-D", 0) == 0 || a.rfind("-I", 0) == 0) && a.size() > 2) {
      c.clangArgs.push_back(a);
    } else if (a == "--32" || a == "--i386-linux") {
      c.is32 = true;
    } else if (a == "--64") {
      c.is32 = false;
    } else if (a == "--bounds-check") {
      c.checks.bounds = true;
    } else if (a == "--pointer-check") {
      c.checks.pointer = true;
    } else if (a == "--div-by-zero-check") {
      c.checks.divByZero = true;
    } else if (a == "--signed-overflow-check") {
      c.checks.signedOverflow = true;
    } else if (a == "--unsigned-overflow-check") {
      c.checks.unsignedOverflow = true;
    } else if (a == "--memory-leak-check") {
      c.checks.memoryLeak = true;
    } else if (a == "--no-assertions") {
      c.checks.assertions = false;
    } else if (a == "--trace") {
      c.trace = true;
      c.showTrace = true;
    } else if (a == "--json") {
      c.jsonFile = next();
      c.trace = true;
    } else if (a == "--graphml-witness") {
      c.graphmlWitness = next();
      c.trace = true;
    } else if (a == "--harness") {
      c.harnessFile = next();
      c.trace = true;
    } else if (a == "--yaml-witness") {
      c.yamlWitness = next();
      c.trace = true;
    } else if (a == "--validate-witness") {
      c.validateWitness = next();
    } else if (a == "--sarif") {
      c.sarifFile = next();
      c.trace = true;
    } else if (a == "--stats" || a == "--show-stats") {
      c.stats = true;
    } else if (a == "--termination") {
      c.analysis = AnalysisKind::Termination;
    } else if (a == "--nontermination") {
      c.analysis = AnalysisKind::NonTermination;
    } else if (a == "--lexicographic-ranking-function") {
      c.rankingComponents = parseNumber(a, next());
      if (c.rankingComponents == 0)
        throw UsageError("option " + a + " expects a number of at least 1");
    } else if (a == "--monolithic-ranking-function") {
      c.rankingComponents = 1;
    } else if (a == "--preconditions") {
      c.analysis = AnalysisKind::Preconditions;
    } else if (a == "--k-induction") {
      kInductionGiven = true;
    } else if (a == "--no-portfolio") {
      c.portfolio = false;
    } else if (a == "--solver") {
      std::string kind = next();
      if (kind == "incremental")
        c.solverBackend = SolverBackend::Incremental;
      else if (kind == "bit-blast")
        c.solverBackend = SolverBackend::BitBlast;
      else if (kind == "hybrid")
        c.solverBackend = SolverBackend::Hybrid;
      else if (kind == "hybrid-z3")
        c.solverBackend = SolverBackend::HybridZ3;
      else
        throw UsageError(
            "option --solver expects incremental, bit-blast, hybrid or hybrid-z3, not '" + kind +
            "'");
    } else if (a == "--show-invariants") {
      c.showInvariants = true;
    } else if (a == "--stop-on-fail") {
      c.stopOnFail = true;
    } else if (a == "--malloc-may-fail" || a == "--malloc-fail-null") {
      c.mallocMayFail = true;
    } else if (a == "--timeout") {
      c.timeout = parseSeconds(a, next());
    } else if (a == "--competition-mode") {
      // One property per run in the competition: its first failure decides.
      c.stopOnFail = true;
    } else if (kDomains.count(a) || kNotBuilt.count(a) || kHeapFlags.count(a)) {
      c.heap = c.heap || kHeapFlags.count(a);
      if (kDomains.count(a))
        domain = kDomains.at(a);
      if (kNotBuilt.count(a))
        notBuilt.insert(a);
    } else if (kTuningFlags.count(a)) {
    } else if (kTuningWithValue.count(a)) {
      next();
    } else if (!a.empty() && a[0] == '-') {
      throw UsageError("unknown option '" + a + "' (see kiki --help)");
    } else {
      c.files.push_back(a);
    }
  }
  if (c.files.empty())
    throw UsageError("no input file (see kiki --help)");
  for (const auto *file : {&c.sarifFile, &c.graphmlWitness, &c.yamlWitness, &c.harnessFile})
    if (*file == "-")
      throw UsageError("--sarif, --harness and the witnesses need a file name ('-' is only "
                       "for --json)");
  if (propertyFile) {
    c.propertyFileText = readPropertyFile(*propertyFile);
    c.competition = parsePropertyFile(c.propertyFileText, *propertyFile);
    applyProperties(c.competition, c);
  }
  chooseStrategy(c, incrementalGiven, kInductionGiven, domain);
  if (!notBuilt.empty()) {
    std::string names;
    for (const auto &f : notBuilt)
      names += (names.empty() ? "" : " ") + f;
    c.warnings.push_back(names + ": not built yet (ignored; the numerical domain and every "
                                 "answer stay sound)");
  }
  return c;
}

} // namespace kiki
