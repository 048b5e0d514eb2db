// The command line: which options select which strategy, and which are
// usage errors.
#include "driver/OptionTable.h"
#include "options/Config.h"
#include "util/Errors.h"
#include "ParseArgs.h"

#include <gtest/gtest.h>
#include <iostream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace kiki {
namespace {

Config parse(std::vector<std::string> args) { return parseArgs(std::move(args)); }

TEST(CommandLine, UnwindAloneIsOneInductionWithIntervals) {
  Config c = parse({"--unwind", "5", "a.c"});
  ASSERT_TRUE(c.engine.unwind.has_value());
  EXPECT_EQ(*c.engine.unwind, 5u);
  EXPECT_FALSE(c.engine.incremental());
  EXPECT_TRUE(c.engine.kInduction());
  EXPECT_TRUE((c.engine.strategy == Strategy::OneShotInduction));
  EXPECT_EQ(c.engine.domain, InvariantDomain::Intervals);
}

TEST(CommandLine, IncrementalWithBound) {
  Config c = parse({"--incremental-bmc", "--unwind", "3", "a.c"});
  EXPECT_TRUE(c.engine.incremental());
  EXPECT_EQ(*c.engine.unwind, 3u);
}

TEST(CommandLine, ChecksAreSelectedByOptions) {
  Config c = parse({"--bounds-check", "--pointer-check", "--div-by-zero-check",
                    "--signed-overflow-check", "--unsigned-overflow-check",
                    "--memory-leak-check", "--no-assertions", "a.c"});
  EXPECT_TRUE(c.checks.bounds && c.checks.pointer && c.checks.divByZero);
  EXPECT_TRUE(c.checks.signedOverflow && c.checks.unsignedOverflow && c.checks.memoryLeak);
  EXPECT_FALSE(c.checks.assertions);
}

TEST(CommandLine, EntryDefinesAndModel) {
  Config c = parse({"--function", "f", "-DX=1", "-I", "inc", "--32", "a.c", "b.c"});
  EXPECT_EQ(c.frontEnd.entry, "f");
  EXPECT_TRUE(c.frontEnd.entryGiven);
  EXPECT_TRUE(c.frontEnd.is32);
  EXPECT_EQ(c.frontEnd.clangArgs, (std::vector<std::string>{"-DX=1", "-Iinc"}));
  EXPECT_EQ(c.frontEnd.files, (std::vector<std::string>{"a.c", "b.c"}));
}

TEST(CommandLine, KInductionIsIncrementalAndWithoutWarning) {
  Config c = parse({"--havoc", "--k-induction", "a.c"});
  EXPECT_TRUE(c.engine.kInduction());
  EXPECT_TRUE(c.engine.incremental());
  EXPECT_FALSE((c.engine.strategy == Strategy::OneShotInduction));
  EXPECT_TRUE(c.warnings.empty());
}

TEST(CommandLine, KInductionTakesTheDomainGiven) {
  Config c = parse({"--zones", "--k-induction", "a.c"});
  EXPECT_TRUE(c.engine.kInduction());
  EXPECT_FALSE((c.engine.strategy == Strategy::OneShotInduction));
  EXPECT_EQ(c.engine.domain, InvariantDomain::Zones);
  EXPECT_TRUE(c.warnings.empty());
  EXPECT_EQ(parse({"--havoc", "--k-induction", "a.c"}).engine.domain, InvariantDomain::Top);
  EXPECT_EQ(parse({"--k-induction", "a.c"}).engine.domain, InvariantDomain::Intervals);
}

TEST(CommandLine, DefaultIsKikiWithIntervals) {
  for (auto args : {std::vector<std::string>{"a.c"},
                    std::vector<std::string>{"--competition-mode", "a.c"}}) {
    Config c = parse(args);
    EXPECT_TRUE(c.engine.kInduction());
    EXPECT_TRUE(c.engine.incremental());
    EXPECT_FALSE((c.engine.strategy == Strategy::OneShotInduction));
    EXPECT_EQ(c.engine.domain, InvariantDomain::Intervals);
  }
}

TEST(CommandLine, HavocAloneIsOneInductionAtDepthZero) {
  Config c = parse({"--havoc", "a.c"});
  EXPECT_TRUE(c.engine.kInduction());
  EXPECT_TRUE((c.engine.strategy == Strategy::OneShotInduction));
  EXPECT_FALSE(c.engine.incremental());
  EXPECT_EQ(c.engine.unwind.value_or(99), 0u);
}

TEST(CommandLine, DomainWithoutKInductionIsOneInduction) {
  Config c = parse({"--octagons", "--unwind", "2", "a.c"});
  EXPECT_TRUE(c.engine.kInduction());
  EXPECT_TRUE((c.engine.strategy == Strategy::OneShotInduction));
  EXPECT_FALSE(c.engine.incremental());
  EXPECT_EQ(c.engine.domain, InvariantDomain::Octagons);
  EXPECT_EQ(c.engine.unwind.value_or(99), 2u);
}

TEST(CommandLine, IncrementalBmcIsPlainBmc) {
  Config c = parse({"--incremental-bmc", "--intervals", "a.c"});
  EXPECT_FALSE(c.engine.kInduction());
  EXPECT_TRUE(c.engine.incremental());
  ASSERT_EQ(c.warnings.size(), 1u);
  EXPECT_NE(c.warnings[0].find("not used"), std::string::npos) << c.warnings[0];
}

TEST(CommandLine, HeapOptionsSwitchOnTheHeapDomainAndKeepTheirNumericalDomain) {
  Config c = parse({"--heap-zones", "a.c"});
  EXPECT_EQ(c.engine.domain, InvariantDomain::Zones);
  EXPECT_TRUE(c.engine.heap);
  EXPECT_TRUE(c.warnings.empty());
  EXPECT_TRUE(parse({"--heap", "a.c"}).engine.heap);
  EXPECT_TRUE(parse({"--values-refine", "a.c"}).engine.heap);
  EXPECT_FALSE(parse({"a.c"}).engine.heap);
  Config sympath = parse({"--sympath", "a.c"});
  EXPECT_FALSE(sympath.engine.heap);
  EXPECT_TRUE(sympath.engine.sympath);
  EXPECT_TRUE(sympath.warnings.empty());
  EXPECT_FALSE(parse({"a.c"}).engine.sympath);
  Config ignored = parse({"--std-invariants", "a.c"});
  ASSERT_EQ(ignored.warnings.size(), 1u);
  EXPECT_NE(ignored.warnings[0].find("--std-invariants"), std::string::npos);
}

TEST(CommandLine, OtherAnalysesAreRecorded) {
  EXPECT_EQ(parse({"--termination", "a.c"}).analysis, AnalysisKind::Termination);
  EXPECT_EQ(parse({"--nontermination", "a.c"}).analysis, AnalysisKind::NonTermination);
}

TEST(CommandLine, RankingFunctionComponents) {
  EXPECT_EQ(parse({"--termination", "a.c"}).engine.rankingComponents, 3u);
  EXPECT_EQ(parse({"--lexicographic-ranking-function", "5", "a.c"}).engine.rankingComponents, 5u);
  EXPECT_EQ(parse({"--monolithic-ranking-function", "a.c"}).engine.rankingComponents, 1u);
  EXPECT_THROW(parse({"--lexicographic-ranking-function", "0", "a.c"}), UsageError);
}

TEST(CommandLine, InferenceQueryLimit) {
  EXPECT_EQ(parse({"a.c"}).engine.inferenceQueryMs, 20000u);
  EXPECT_EQ(parse({"--inference-query-limit", "250", "a.c"}).engine.inferenceQueryMs, 250u);
  EXPECT_EQ(parse({"--inference-query-limit", "0", "a.c"}).engine.inferenceQueryMs, 0u);
  EXPECT_THROW(parse({"--inference-query-limit", "soon", "a.c"}), UsageError);
}

TEST(CommandLine, BadInputIsAUsageError) {
  EXPECT_THROW(parse({"--no-such-option", "a.c"}), UsageError);
  EXPECT_THROW(parse({"--unwind", "many", "a.c"}), UsageError);
  EXPECT_THROW(parse({"a.c", "--unwind"}), UsageError);
  EXPECT_THROW(parse({"--bounds-check"}), UsageError);
}


TEST(CommandLine, FailureLimitsAndAllocation) {
  Config c = parse({"a.c"});
  EXPECT_FALSE(c.engine.stopOnFail);
  EXPECT_FALSE(c.checks.mallocMayFail);
  EXPECT_FALSE(c.engine.timeout.has_value());
  c = parse({"--stop-on-fail", "--malloc-may-fail", "--timeout", "2.5", "a.c"});
  EXPECT_TRUE(c.engine.stopOnFail);
  EXPECT_TRUE(c.checks.mallocMayFail);
  ASSERT_TRUE(c.engine.timeout.has_value());
  EXPECT_DOUBLE_EQ(*c.engine.timeout, 2.5);
  EXPECT_TRUE(parse({"--malloc-fail-null", "a.c"}).checks.mallocMayFail);
  EXPECT_TRUE(parse({"--competition-mode", "a.c"}).engine.stopOnFail);
}

TEST(CommandLine, TimeoutNeedsAPositiveNumber) {
  EXPECT_THROW(parse({"--timeout", "soon", "a.c"}), UsageError);
  EXPECT_THROW(parse({"--timeout", "0", "a.c"}), UsageError);
  EXPECT_THROW(parse({"a.c", "--timeout"}), UsageError);
}

/// The message of the UsageError that parsing `args` throws ("" if none).
std::string usageError(std::vector<std::string> args) {
  try {
    parse(std::move(args));
  } catch (const UsageError &e) {
    return e.what();
  }
  return "";
}

TEST(CommandLine, ErrorMessages) {
  EXPECT_EQ(usageError({"--no-such-option", "a.c"}),
            "unknown option '--no-such-option' (see kiki --help)");
  EXPECT_EQ(usageError({"a.c", "--unwind"}), "option --unwind expects an argument");
  EXPECT_EQ(usageError({"a.c", "--property-file"}), "option --property-file expects an argument");
  EXPECT_EQ(usageError({"--verbosity", "x", "a.c"}), "option --verbosity expects a number, got 'x'");
  EXPECT_EQ(usageError({"--lexicographic-ranking-function", "0", "a.c"}),
            "option --lexicographic-ranking-function expects a number of at least 1");
  EXPECT_EQ(usageError({"--timeout", "0", "a.c"}),
            "option --timeout expects a positive number of seconds, got '0'");
  EXPECT_EQ(usageError({"--bounds-check"}), "no input file (see kiki --help)");
  EXPECT_EQ(usageError({"--sarif", "-", "a.c"}),
            "--sarif, --harness and the witnesses need a file name ('-' is only for --json)");
}

TEST(CommandLine, AliasesAndHiddenOptions) {
  EXPECT_TRUE(parse({"--i386-linux", "a.c"}).frontEnd.is32);
  EXPECT_FALSE(parse({"--32", "--64", "a.c"}).frontEnd.is32);
  Config heap = parse({"--heap-interval", "a.c"});
  EXPECT_TRUE(heap.engine.heap);
  EXPECT_EQ(heap.engine.domain, InvariantDomain::Intervals);
  EXPECT_TRUE(parse({"--show-stats", "a.c"}).output.stats);
  Config tuning = parse({"--arrays", "--inline-partial", "3", "--no-simplify", "a.c"});
  EXPECT_EQ(tuning.frontEnd.files, std::vector<std::string>{"a.c"});
  EXPECT_TRUE(tuning.warnings.empty());
  EXPECT_EQ(usageError({"a.c", "--max-inner-ranking-iterations"}),
            "option --max-inner-ranking-iterations expects an argument");
  EXPECT_EQ(parse({"-D", "A", "-DB=2", "-Idir", "a.c"}).frontEnd.clangArgs,
            (std::vector<std::string>{"-DA", "-DB=2", "-Idir"}));
  EXPECT_EQ(parse({"--preconditions", "a.c"}).analysis, AnalysisKind::Preconditions);
}

/// Runs the parser on `args` with std::cout captured into `out`; returns
/// the UsageError's message, "" when there was none.
std::string parseCapturing(std::vector<std::string> args, std::string &out) {
  std::ostringstream captured;
  std::streambuf *old = std::cout.rdbuf(captured.rdbuf());
  std::string error;
  try {
    args.insert(args.begin(), "kiki");
    std::vector<char *> argv;
    for (auto &a : args)
      argv.push_back(a.data());
    parseCommandLine(static_cast<int>(argv.size()), argv.data());
  } catch (const UsageError &e) {
    error = e.what();
  }
  std::cout.rdbuf(old);
  out = captured.str();
  return error;
}

TEST(CommandLine, EveryNameInTheTableIsAccepted) {
  std::set<std::string> seen;
  for (const OptionSection &section : optionTable())
    for (const OptionSpec &option : section.options) {
      ASSERT_FALSE(option.names.empty()) << option.help;
      ASSERT_TRUE(option.apply) << option.names[0] << " has no handler";
      for (const char *name : option.names) {
        EXPECT_TRUE(seen.insert(name).second) << name << " is in the table twice";
        std::optional<std::string> joined;
        EXPECT_EQ(findOption(name, joined), &option) << name;
        EXPECT_FALSE(joined) << name;
        std::vector<std::string> args{name};
        if (option.takesValue)
          args.push_back("1"); // may be a bad value, but not an unknown option
        args.push_back("a.c");
        std::string out, error = parseCapturing(args, out);
        EXPECT_EQ(error.find("unknown option"), std::string::npos) << name << ": " << error;
        EXPECT_EQ(error.find("expects an argument"), std::string::npos) << name << ": " << error;
      }
    }
  std::string out;
  EXPECT_EQ(parseCapturing({"-h", "a.c"}, out), "");
  EXPECT_EQ(out, usageText());
  EXPECT_EQ(parseCapturing({"--version", "--no-such-option"}, out), "");
  EXPECT_EQ(out, "kiki " KIKI_VERSION "\n");
}

/// --help as it was before the option table: the table must reproduce it
/// byte for byte.
const char *kExpectedUsage = R"usage(kiki - a verifier for C programs (bounded model checking on one incremental SMT instance)

usage: kiki [options] file.c ...

Engines
  --unwind N              unwind every loop and recursion N times; alone: one
                          bounded check and one induction step with intervals
  --incremental-bmc       unwind deeper on one solver instance until a property
                          fails, all loops are fully unwound, or N is reached;
                          the unwindings between two checks double (1, 2, 4, ...
                          up to 64) while the checks stay cheap; without
                          --unwind, a loop over a fixed-size buffer (at most 64
                          iterations) is unwound completely at once, and so is
                          a loop that fills an input of symbolic length or
                          whose exit values reach a product or division, once
                          the solver shows it ends within 16 iterations
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
                          text, status), each counterexample's steps and each
                          UNKNOWN's reasons (diagnostics) as JSON to FILE; with
                          FILE "-" the JSON goes to stdout and the text report
                          to stderr
  --sarif FILE            write the failed properties as SARIF 2.1.0 (one rule
                          per property kind, the counterexample as a code flow),
                          and the UNKNOWN ones as "open" results with their
                          reasons as related locations
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
                          counterexample's values in order, and the verifier
                          built-ins the program only declares (reach_error and
                          failed assertions exit with code 86); compile it with the
                          program (cc -fsanitize=address,undefined ...) to
                          reproduce the failure
  --html-report DIR       write DIR/index.html: one self-contained page with the
                          source, each property on its line coloured by verdict,
                          a failure's counterexample as steps beside the source
                          (forward and back), each loop's invariant at its head,
                          the notes and a summary (properties by kind and
                          verdict, time per phase)
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
                          invariant inference, bounded checks, induction step),
                          peak memory (this process; clang and the second
                          search) and the formula's size (constraints added,
                          distinct subterms)
  --progress              draw the progress line (elapsed time, unwinding depth,
                          properties decided, the engine's work) on stderr even
                          when it is no terminal; by default it is drawn on a
                          terminal only, in place, and cleared before the report
  --no-progress           no progress line, also on a terminal
  --verbosity N           progress lines per unwinding and each recursive
                          function's summary from N >= 2; from N >= 3 also a
                          line per solver query of the k-induction engine:
                          its assumptions by name, answer and time
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
                          complete unwindings count as kIkI's; a loop whose
                          constant trip count is at most 64 (8 inside another
                          loop) is unwound completely, with no invariant
  --no-portfolio          kIkI alone, in one process (by default plain
                          incremental BMC runs beside it in a second process;
                          kIkI takes over its verdicts and its bounded checks;
                          where the two share a core, kIkI runs 5 nice levels
                          lower, so BMC gets about three quarters of it)
  --pdr                   property-directed reachability alone: first
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
                          UNKNOWN, never FAILURE
  --no-pdr                by default the portfolio first tries the same for at
                          most --pdr-budget MS of CPU time (default 1000): what it
                          proves, kIkI and plain BMC need not decide (not with
                          --show-invariants or witness validation); --no-pdr
                          leaves it out
  --pdr-budget MS         CPU time of that first try (0: no limit)
  --fuzz                  the same as --fuzz-time 2
  --fuzz-time S           the portfolio also compiles the program natively with
                          libFuzzer and AddressSanitizer/UBSan and fuzzes its
                          __VERIFIER_nondet_* inputs for S seconds (off by default:
                          on two cores its processes cost about what they find);
                          a crashing input is replayed by bounded model checking
                          with those inputs, so only a failure kiki's own model
                          confirms counts (with its counterexample). Programs
                          that do not build natively are left to the others
  --no-fuzz               no native fuzzing beside the portfolio (the default)
  --no-acceleration       keep simple array loops (a[i] = b[i], = c, = nondet
                          for i up to a bound, over arrays of 256 elements or
                          more) as loops instead of their exact effect
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
  --memory-limit MB       the most memory the solver may take in each of kiki's
                          two processes (default: a quarter of the machine's
                          memory; 0: no limit); past it the run stops and the
                          properties not decided by then are UNKNOWN, with a
                          note
  --inference-query-limit MS
                          the most CPU time one solver query of invariant
                          inference may take (default 20000 ms; 0: no limit);
                          past it that loop's inference gives up and the loop
                          gets no invariant, instead of the run stalling there
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
  --sympath               symbolic paths: a loop's value invariant is split by
                          the branches its last iteration took (up to 3
                          branches of the loop's body, 8 paths), so that it
                          may differ per path (a disjunction of invariants)
Preconditions (one line per function whose precondition is not trivial;
each function is analysed from its own entry, its globals arbitrary, for at
most 10 s; the verdict is INCONCLUSIVE: no property is decided)
  --preconditions         print each function's necessary precondition over its
                          integer and pointer parameters: outside it, every
                          execution of the function fails one of its checks
                          (or its callees'); intervals, and for a pointer
                          whether it is NULL (`[foo]: x <= 9 && -x <= 0`)
  --sufficient            the sufficient precondition instead: inside it, no
                          execution fails (`[foo]: !(x == NULL)`); a function
                          whose loops or recursion are not fully unwound within
                          --unwind N (default 4) gets none
  --context-sensitive     with the necessary precondition, also what the callers
                          need of a function's result: `[f]: f#return_value <= 0
                          && -f#return_value <= 0 ==> x <= 0 && -x <= 0`
Not built yet (accepted for 2LS compatibility, with a warning)
  --array-abstraction --std-invariants (ignored)

C library: <string.h>, <ctype.h>, strtol and friends, qsort, bsearch, the printf
family and input functions are modelled and their accesses checked; a call of a
function with no body and no model returns an arbitrary value, with pointer
checks its unchecked accesses are reported UNKNOWN, and with leak checks what it
may allocate (it takes or returns pointers) is UNKNOWN. main's argv holds argc valid
strings. reach_error() is a violation whatever its body.

Exit codes: 0 successful, 10 failed, 5 inconclusive, 1 usage error,
6 input that does not compile, 2 internal error.
)usage";

std::vector<std::string> lines(const std::string &text) {
  std::vector<std::string> result;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    result.push_back(line);
  return result;
}

TEST(CommandLine, HelpTextIsAsDocumented) {
  // Line by line first, so that a failure names the line that differs.
  std::vector<std::string> expected = lines(kExpectedUsage), actual = lines(usageText());
  for (size_t i = 0; i < expected.size() && i < actual.size(); ++i)
    ASSERT_EQ(actual[i], expected[i]) << "line " << i + 1 << " of --help";
  ASSERT_EQ(actual.size(), expected.size());
  EXPECT_EQ(usageText(), kExpectedUsage);
  std::string out;
  EXPECT_EQ(parseCapturing({"--help"}, out), "");
  EXPECT_EQ(out, kExpectedUsage);
}

} // namespace
} // namespace kiki

namespace kiki {
namespace {

TEST(PropertyFile, ReadsEveryCompetitionProperty) {
  auto props = parsePropertyFile("CHECK( init(main()), LTL(G valid-free) )\n"
                                 "CHECK( init(main()), LTL(G valid-deref) )\r\n"
                                 "\n"
                                 "CHECK(init(main()),LTL(G valid-memtrack))\n",
                                 "p.prp");
  EXPECT_EQ(props, (std::set<CompetitionProperty>{CompetitionProperty::ValidFree,
                                                  CompetitionProperty::ValidDeref,
                                                  CompetitionProperty::ValidMemtrack}));
  EXPECT_EQ(parsePropertyFile("CHECK( init(main()), LTL(G ! call(reach_error())) )", "p"),
            std::set<CompetitionProperty>{CompetitionProperty::UnreachCall});
  EXPECT_EQ(parsePropertyFile("CHECK( init(main()), LTL(G ! overflow) )", "p"),
            std::set<CompetitionProperty>{CompetitionProperty::NoOverflow});
  EXPECT_EQ(parsePropertyFile("CHECK( init(main()), LTL(F end) )", "p"),
            std::set<CompetitionProperty>{CompetitionProperty::Termination});
}

TEST(PropertyFile, RefusesWhatItDoesNotKnow) {
  for (const char *text : {"", "\n\n", "CHECK( init(main()), LTL(G valid-memory) )",
                           "CHECK( init(f()), LTL(F end) )",
                           "CHECK( init(main()), LTL(G ! call(__VERIFIER_error())) )",
                           "CHECK( init(main()), LTL(G valid-free)",
                           "COVER( init(main()), FQL(COVER EDGES(@DECISIONEDGE)) )",
                           "CHECK( init(main()), LTL(F end) )\n"
                           "CHECK( init(main()), LTL(G valid-free) )"})
    EXPECT_THROW(parsePropertyFile(text, "p"), UsageError) << text;
}

TEST(PropertyFile, SwitchesOnExactlyItsChecks) {
  Config c;
  c.checks.signedOverflow = true;
  applyProperties({CompetitionProperty::ValidFree, CompetitionProperty::ValidDeref,
                   CompetitionProperty::ValidMemtrack},
                  c);
  EXPECT_FALSE(c.checks.assertions);
  EXPECT_FALSE(c.checks.signedOverflow);
  EXPECT_TRUE(c.checks.pointer && c.checks.bounds && c.checks.memoryLeak);
  EXPECT_TRUE(c.engine.stopOnFail);
  Config t;
  applyProperties({CompetitionProperty::Termination}, t);
  EXPECT_EQ(t.analysis, AnalysisKind::Termination);
}

TEST(CommandLine, SolverBackend) {
  EXPECT_FALSE(parse({"a.c"}).engine.solverBackend); // chosen by the program
  EXPECT_EQ(parse({"--solver", "bit-blast", "a.c"}).engine.solverBackend, SolverBackend::BitBlast);
  EXPECT_EQ(parse({"--solver", "incremental", "a.c"}).engine.solverBackend, SolverBackend::Incremental);
  EXPECT_EQ(parse({"--solver", "hybrid", "a.c"}).engine.solverBackend, SolverBackend::Hybrid);
  EXPECT_EQ(parse({"--solver", "hybrid-z3", "a.c"}).engine.solverBackend, SolverBackend::HybridZ3);
  EXPECT_THROW(parse({"--solver", "cvc5", "a.c"}), UsageError);
}

TEST(CommandLine, OneStrategyPerCommandLine) {
  EXPECT_EQ(parse({"a.c"}).engine.strategy, Strategy::Kiki);
  EXPECT_EQ(parse({"--k-induction", "--zones", "a.c"}).engine.strategy, Strategy::Kiki);
  EXPECT_EQ(parse({"--incremental-bmc", "a.c"}).engine.strategy, Strategy::IncrementalBmc);
  EXPECT_EQ(parse({"--unwind", "4", "a.c"}).engine.strategy, Strategy::OneShotInduction);
  EXPECT_EQ(parse({"--octagons", "a.c"}).engine.strategy, Strategy::OneShotInduction);
  EXPECT_EQ(parse({"--incremental-bmc", "--k-induction", "a.c"}).engine.strategy, Strategy::Kiki);
}

} // namespace
} // namespace kiki
