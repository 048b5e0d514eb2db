#include "report/Outputs.h"
#include "report/JsonValue.h"
#include "encode/Trace.h"
#include "ir/CTypes.h"
#include "util/Errors.h"
#include "util/FileText.h"

#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/Path.h>

#include <fstream>
#include <iostream>

namespace kiki {

ProgramInfo describeProgram(const llvm::Module &module, const Config &config) {
  ProgramInfo info;
  info.mainFile = config.frontEnd.files.empty() ? "" : config.frontEnd.files.front();
  for (const auto &f : module) {
    std::string name = f.getName().str();
    if (const auto *sub = f.getSubprogram())
      info.functionFiles[name] = sub->getFilename().str();
    if (!f.isDeclaration())
      info.defined.insert(name);
    else if (!f.isIntrinsic())
      info.declared[name] = inputCType(name, f.getReturnType());
  }
  return info;
}

namespace {

std::vector<std::pair<std::string, const char *>> requestedOutputs(const Config &config) {
  std::vector<std::pair<std::string, const char *>> files;
  if (!config.output.jsonFile.empty())
    files.emplace_back(config.output.jsonFile, "JSON report");
  if (!config.output.sarifFile.empty())
    files.emplace_back(config.output.sarifFile, "SARIF report");
  if (!config.output.graphmlWitness.empty())
    files.emplace_back(config.output.graphmlWitness, "GraphML witness");
  if (!config.output.yamlWitness.empty())
    files.emplace_back(config.output.yamlWitness, "YAML witness");
  if (!config.output.harnessFile.empty())
    files.emplace_back(config.output.harnessFile, "test harness");
  return files;
}

} // namespace

void checkOutputsWritable(const Config &config) {
  const std::string &htmlDir = config.output.htmlReportDir;
  if (!htmlDir.empty() && llvm::sys::fs::create_directories(htmlDir))
    throw UsageError("cannot create the HTML report's folder '" + htmlDir + "'");
  for (const auto &[path, what] : requestedOutputs(config)) {
    if (path == "-")
      continue;
    bool existed = llvm::sys::fs::exists(path);
    std::ofstream probe(path, std::ios::app);
    if (!probe)
      throw UsageError(std::string("cannot write the ") + what + " to '" + path + "'");
    probe.close();
    // Only a file that is written in the end should appear.
    if (!existed)
      llvm::sys::fs::remove(path);
  }
}

void writeTextFile(const std::string &path, const std::string &text, const char *what) {
  if (path == "-") {
    std::cout << text << std::flush;
    return;
  }
  if (!writeFileText(path, text))
    throw UsageError(std::string("cannot write the ") + what + " to '" + path + "'");
}

void writeOutputs(const PropertyTable &properties, const AnalysisResult &result,
                  const Config &config, const ProgramInfo &program, int exitCode) {
  if (!config.output.jsonFile.empty())
    writeTextFile(config.output.jsonFile,
                  jsonReport(properties, result, config, program, exitCode).dump(),
                  "JSON report");
  if (!config.output.sarifFile.empty())
    writeTextFile(config.output.sarifFile, sarifReport(properties, result, program).dump(),
                  "SARIF report");
  writeWitnesses(properties, result, config, program, exitCode);
  writeHarness(properties, result, config, program, exitCode);
  writeHtmlReport(properties, result, config, program, exitCode);
}

std::string relativeUri(const std::string &path) {
  llvm::SmallString<256> absolute(path), cwd;
  llvm::sys::fs::make_absolute(absolute);
  llvm::sys::path::remove_dots(absolute, true);
  std::string text = absolute.str().str();
  bool inside = false;
  if (!llvm::sys::fs::current_path(cwd)) {
    std::string root = cwd.str().str() + "/";
    if (text.rfind(root, 0) == 0) {
      text = text.substr(root.size());
      inside = true;
    }
  }
  static const char *hexDigits = "0123456789ABCDEF";
  std::string uri = inside ? "" : "file://";
  for (unsigned char c : text) {
    if (std::isalnum(c) || std::string("/-._~").find(static_cast<char>(c)) != std::string::npos) {
      uri += static_cast<char>(c);
    } else {
      uri += '%';
      uri += hexDigits[c >> 4];
      uri += hexDigits[c & 15];
    }
  }
  return uri;
}

} // namespace kiki
