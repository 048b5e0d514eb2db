// --harness FILE.c: a C file that, compiled with the program, replays the
// counterexample: each __VERIFIER_nondet_* (and each body-less function
// whose result the trace uses) returns the trace's values in order, and
// reach_error and failed assertions of the verifier built-ins exit with
// code 86; every built-in the program declares gets a definition.
#include "ir/LibraryFunctions.h"
#include "report/Outputs.h"
#include "report/Report.h"
#include "util/Text.h"

#include <iostream>
#include <sstream>

namespace kiki {
namespace {

/// The exit code of a reached reach_error (or failed __VERIFIER_assert):
/// distinct from sanitizer reports (1) and abort (134).
constexpr int kReachedExit = 86;

/// The body of an input function: the next recorded value (0 when they run
/// out), converted from its bit pattern to the result type.
std::string inputBody(const std::string &type, const std::vector<std::string> &values) {
  std::ostringstream body;
  body << "  static const unsigned long long values[] = {";
  for (size_t i = 0; i < values.size(); ++i)
    body << (i ? ", " : "") << values[i] << "ULL";
  body << (values.empty() ? "0" : "") << "};\n"
       << "  static unsigned used;\n"
       << "  unsigned long long bits = kiki_next(values, " << values.size() << "u, &used);\n";
  if (type == "float")
    body << "  unsigned int word = (unsigned int)bits;\n  float f;\n"
            "  memcpy(&f, &word, sizeof f);\n  return f;\n";
  else if (type == "double")
    body << "  double d;\n  memcpy(&d, &bits, sizeof d);\n  return d;\n";
  else if (type == "_Bool")
    body << "  return bits != 0;\n";
  else if (type.find('*') != std::string::npos)
    // A non-null pointer of the trace names one of kiki's objects, which
    // the real program does not have: it gets a zeroed buffer instead.
    body << "  return bits ? (" << type << ")kiki_object : (" << type << ")0;\n";
  else
    body << "  return (" << type << ")bits;\n";
  return body.str();
}

const char *kPrologue = R"(#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__attribute__((unused)) static char kiki_object[4096];

__attribute__((unused)) static unsigned long long kiki_next(const unsigned long long *values,
                                                           unsigned count, unsigned *used) {
  if (*used < count)
    return values[(*used)++];
  return 0;
}

__attribute__((unused)) static void kiki_reached(const char *what) {
  fprintf(stderr, "harness: %s\n", what);
  /* _Exit: no atexit handlers, no leak report to change the code. */
  _Exit(86);
}

/* An assumption that fails leaves the trace: nothing to reproduce. */
__attribute__((unused)) static void kiki_assume(int cond) {
  if (!cond) {
    fprintf(stderr, "harness: assumption failed, off the trace\n");
    _Exit(0);
  }
}
)";

/// Definitions of the verifier built-ins the program only declares (every
/// one kiki's encoder accepts: ir/LibraryFunctions.cpp, isEncoderBuiltin):
/// its declaration's name, then the C definition. Conditions are `int`:
/// a `_Bool` argument arrives zero-extended, so a program that declares
/// either links.
const std::pair<const char *, const char *> kBuiltinDefinitions[] = {
    {"reach_error", "void reach_error(void) { kiki_reached(\"reach_error() called\"); }\n"},
    {"__VERIFIER_error",
     "void __VERIFIER_error(void) { kiki_reached(\"__VERIFIER_error() called\"); }\n"},
    {"__VERIFIER_assert", "void __VERIFIER_assert(int cond) {\n"
                          "  if (!cond)\n    kiki_reached(\"__VERIFIER_assert failed\");\n}\n"},
    {"__CPROVER_assert", "void __CPROVER_assert(int cond, const char *what) {\n"
                         "  if (!cond)\n    kiki_reached(what ? what : \"__CPROVER_assert failed\");\n}\n"},
    {"assert", "void assert(int cond) {\n"
               "  if (!cond)\n    kiki_reached(\"assert failed\");\n}\n"},
    {"__VERIFIER_assume", "void __VERIFIER_assume(int cond) { kiki_assume(cond); }\n"},
    {"__CPROVER_assume", "void __CPROVER_assume(int cond) { kiki_assume(cond); }\n"},
    {"assume", "void assume(int cond) { kiki_assume(cond); }\n"},
    // CBMC's test-generation markers: nothing to do when the program runs.
    {"__CPROVER_input", "void __CPROVER_input(const char *name, ...) { (void)name; }\n"},
    {"__CPROVER_output", "void __CPROVER_output(const char *name, ...) { (void)name; }\n"},
};

void builtinFunctions(std::ostream &out, const ProgramInfo &program) {
  for (const auto &[name, definition] : kBuiltinDefinitions)
    if (program.declared.count(name))
      out << "\n" << definition;
}

std::string harnessText(const Property &property, const Counterexample &steps,
                        const ProgramInfo &program) {
  // Each input function's values, in the order the trace calls it.
  std::map<std::string, std::vector<std::string>> values;
  std::map<std::string, std::string> types;
  for (const auto &name_type : program.declared)
    if (isInputFunction(name_type.first))
      types.insert(name_type);
  for (const auto &step : steps)
    if (step.kind == StepKind::Input && !step.definedInProgram && !step.rawHex.empty() &&
        !program.defined.count(step.variable)) {
      values[step.variable].push_back(step.rawHex);
      types.emplace(step.variable, step.cType);
    }
  std::ostringstream out;
  out << "/* Test harness written by kiki " KIKI_VERSION " for [" << property.id() << "] line "
      << property.line << ": " << property.text
      << ".\n   Compile it with the program, e.g.\n"
         "     cc -g -fsanitize=address,undefined -fno-sanitize-recover=all program.c "
         "harness.c\n"
         "   reach_error() and a failed built-in assertion exit with code "
      << kReachedExit << ". */\n"
      << kPrologue;
  builtinFunctions(out, program);
  for (const auto &[name, type] : types) {
    if (type.empty())
      continue;
    if (type == "void") {
      out << "\nvoid " << name << "() {}\n";
      continue;
    }
    bool nondet = isInputFunction(name);
    out << "\n" << type << (type.back() == '*' ? "" : " ") << name
        << (nondet ? "(void)" : "()") << " {\n"
        << inputBody(type, values[name]) << "}\n";
  }
  return out.str();
}

} // namespace

void writeHarness(const PropertyTable &properties, const AnalysisResult &result,
                  const Config &config, const ProgramInfo &program, int exitCode) {
  if (config.output.harnessFile.empty())
    return;
  for (size_t i = 0; i < properties.size(); ++i) {
    const auto &failed = result.properties[i];
    if (failed.verdict == Verdict::Failure && !failed.steps.empty()) {
      writeTextFile(config.output.harnessFile, harnessText(properties[i], failed.steps, program),
                    "test harness");
      return;
    }
  }
  std::cerr << "kiki: no test harness written: the verdict is " << verdictWord(exitCode)
            << (exitCode == ExitFailed ? " but the failure has no recorded path" : "") << "\n";
}

} // namespace kiki
