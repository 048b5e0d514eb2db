// Machine-readable outputs beside the text report: --json, --sarif (and the
// witnesses and test harness). Each is written from the property table, the
// verdicts and the counterexamples' steps.
#pragma once
#include "results/AnalysisResult.h"
#include "results/ProgramInfo.h"
#include "results/Property.h"
#include "options/Config.h"
#include <map>
#include <set>
#include <string>

namespace llvm {
class Module;
}

namespace kiki {

/// Read from the module as the front end leaves it (before instrumentation
/// replaces the competition's functions).
ProgramInfo describeProgram(const llvm::Module &module, const Config &config);

/// Fails early (UsageError) when an output file cannot be created, so that a
/// long analysis is not lost to a typo in a path.
void checkOutputsWritable(const Config &config);

/// Writes every output the options ask for; throws UsageError when one
/// cannot be written. `exitCode` is the verdict's.
void writeOutputs(const PropertyTable &properties, const AnalysisResult &result,
                  const Config &config, const ProgramInfo &program, int exitCode);

/// Writes `text` to `path` ("-": stdout); throws UsageError on failure.
void writeTextFile(const std::string &path, const std::string &text, const char *what);

// The documents themselves (Json.cpp, Sarif.cpp).
class Json;
Json jsonReport(const PropertyTable &properties, const AnalysisResult &result,
                const Config &config, const ProgramInfo &program, int exitCode);
Json sarifReport(const PropertyTable &properties, const AnalysisResult &result,
                 const ProgramInfo &program);

/// --graphml-witness and --yaml-witness (Witness.cpp): a violation witness
/// for a failure, a correctness witness for a proof, none (a note on stderr)
/// otherwise.
void writeWitnesses(const PropertyTable &properties, const AnalysisResult &result,
                    const Config &config, const ProgramInfo &program, int exitCode);

/// --harness FILE.c (Harness.cpp): for the first failure, a C file that
/// replays its inputs; none (a note on stderr) otherwise.
void writeHarness(const PropertyTable &properties, const AnalysisResult &result,
                  const Config &config, const ProgramInfo &program, int exitCode);

/// --html-report DIR (HtmlReport.cpp): DIR/index.html, the source with the
/// verdicts, counterexamples, invariants and notes on it.
void writeHtmlReport(const PropertyTable &properties, const AnalysisResult &result,
                     const Config &config, const ProgramInfo &program, int exitCode);

/// A path as a URI relative to the working directory (the repository's
/// root when run from there): "src/a%20b.c"; outside it, a file:// URI.
std::string relativeUri(const std::string &path);

} // namespace kiki
