// Machine-readable outputs beside the text report: --json, --sarif (and the
// witnesses and test harness). Each is written from the property table, the
// verdicts and the counterexamples' steps.
#pragma once
#include "engines/Bmc.h"
#include "instrument/Properties.h"
#include "util/Config.h"
#include <map>
#include <string>

namespace llvm {
class Module;
}

namespace kiki {

/// What the writers need to know about the program beyond the verdicts.
struct ProgramInfo {
  std::string mainFile;                             // the first input file
  std::map<std::string, std::string> functionFiles; // function -> its source file
  /// The source file of `function`, else the main file.
  std::string fileOf(const std::string &function) const;
};

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

/// A path as a URI relative to the working directory (the repository's
/// root when run from there): "src/a%20b.c"; outside it, a file:// URI.
std::string relativeUri(const std::string &path);

} // namespace kiki
