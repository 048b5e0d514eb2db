// kiki: C files in, a verdict per property out. Errors become exit codes here
// and only here.
#include "engines/Portfolio.h"
#include "engines/Preconditions.h"
#include "engines/Termination.h"
#include "frontend/Frontend.h"
#include "instrument/AccelerateLoops.h"
#include "instrument/Instrument.h"
#include "libc/LibraryModels.h"
#include "model/ProgramModel.h"
#include "report/Outputs.h"
#include "report/Report.h"
#include "witness/WitnessReader.h"
#include "driver/WitnessValidation.h"
#include "options/Config.h"
#include "util/Errors.h"
#include "util/ProgressLine.h"
#include "util/CrashReport.h"
#include "util/Stop.h"

#include <llvm/IR/Module.h>
#include <llvm/Support/FileSystem.h>
#include <z3++.h>
#include <chrono>
#include <fstream>
#include <unistd.h>
#include <iostream>

namespace {

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

void addFirstPhases(kiki::AnalysisResult &result, double frontEnd, double instrumentation) {
  auto &phases = result.phaseSeconds;
  phases.insert(phases.begin(), {{"front-end", frontEnd}, {"instrumentation", instrumentation}});
}

/// The text report, then the files the options ask for.
int report(std::ostream &text, const kiki::PropertyTable &properties,
           kiki::AnalysisResult &result, const kiki::Config &config,
           const kiki::ProgramInfo &program) {
  kiki::progress::finish();
  if (config.engine.witness)
    kiki::withdrawProofsUnderWitness(result);
  result.addNoteReasons();
  int code = config.engine.witness ? kiki::printValidation(text, properties, result, config)
                            : kiki::printReport(text, properties, result, config);
  text << std::flush;
  kiki::writeOutputs(properties, result, config, program, code);
  return code;
}

/// A program without the function to start at: the input's fault (an empty
/// file, a library without main: exit 6) unless --function named it (exit 1).
void requireEntry(const llvm::Module &module, const kiki::FrontEndOptions &options) {
  const llvm::Function *entry = module.getFunction(options.entry);
  if (entry && !entry->isDeclaration())
    return;
  if (options.entryGiven)
    throw kiki::UsageError("the entry function '" + options.entry + "' has no body");
  throw kiki::InputError("the program has no function '" + options.entry +
                         "' to start at (--function F starts at another)");
}

/// A quarter of the machine's memory: the two processes of the portfolio
/// then take at most half of it, and a blow-up ends in UNKNOWN before the
/// system's out-of-memory killer ends it without a report.
unsigned defaultMemoryLimitMb() {
  long pages = sysconf(_SC_PHYS_PAGES), pageSize = sysconf(_SC_PAGE_SIZE);
  if (pages <= 0 || pageSize <= 0)
    return 0;
  return static_cast<unsigned>(static_cast<unsigned long long>(pages) * pageSize / 4 / (1u << 20));
}

/// Z3 counts every term and solver structure against memory_max_size and
/// answers unknown ("out of memory") past it (solver/Solver.cpp stops the
/// run then). cvc5's memory is not counted.
void applyMemoryLimit(unsigned megabytes) {
  if (megabytes == 0)
    return;
  z3::set_param("memory_max_size", static_cast<int>(megabytes));
  kiki::setMemoryLimit(megabytes);
}

/// The progress line is gone however run() ends (an error message then
/// stands alone).
struct ProgressLineEnd {
  ~ProgressLineEnd() { kiki::progress::finish(); }
};

int run(int argc, char **argv) {
  ProgressLineEnd progressLineEnd;
  auto config = kiki::parseCommandLine(argc, argv);
  if (!config)
    return kiki::ExitSuccessful;
  for (const auto &file : config->frontEnd.files) {
    if (!llvm::sys::fs::is_regular_file(file))
      throw kiki::UsageError("cannot open file '" + file + "'");
    if (!std::ifstream(file))
      throw kiki::UsageError("cannot read file '" + file + "' (permissions?)");
  }
  kiki::checkOutputsWritable(*config);
  std::shared_ptr<const kiki::Witness> witness;
  if (!config->output.validateWitness.empty()) {
    witness = std::make_shared<kiki::Witness>(kiki::readWitness(config->output.validateWitness));
    if (auto why = kiki::prepareValidation(*config, witness)) {
      std::cout << "witness: not checked (" << *why << ")\n";
      return kiki::ExitInconclusive;
    }
  }
  // With --json - stdout holds the JSON alone; the text report goes to stderr.
  std::ostream &text = config->output.jsonFile == "-" ? std::cerr : std::cout;
  kiki::installStopControl(config->engine.timeout);
  applyMemoryLimit(config->engine.memoryLimitMb.value_or(defaultMemoryLimitMb()));
  kiki::progress::start(config->output.progress.value_or(kiki::progress::stderrIsTerminal()));
  kiki::progress::setActivity("front end (clang)");
  for (const auto &w : config->warnings)
    text << "warning: " << w << "\n";
  // Termination needs to know where signed arithmetic may overflow (it is
  // undefined): the front end marks it for every analysis but properties.
  bool termination = config->analysis == kiki::AnalysisKind::Termination ||
                     config->analysis == kiki::AnalysisKind::NonTermination;
  if (termination)
    config->checks.signedOverflow = true;
  llvm::LLVMContext context;
  auto frontEndStart = std::chrono::steady_clock::now();
  auto module = kiki::loadProgram(config->frontEnd, config->checks, context);
  requireEntry(*module, config->frontEnd);
  auto program = kiki::describeProgram(*module, *config);
  double frontEnd = secondsSince(frontEndStart);
  auto instrumentStart = std::chrono::steady_clock::now();
  // Model calls are named in source terms before inlining; the names are
  // read again afterwards, as inlining replaces values.
  kiki::inlineLibraryModels(*module, kiki::SourceInfo(*module));
  kiki::normaliseModule(*module);
  if (termination) {
    kiki::PropertyTable loops;
    double instrumentation = secondsSince(instrumentStart);
    kiki::progress::setActivity("termination analysis");
    auto result = kiki::analyseTermination(*module, *config, loops, std::cerr);
    addFirstPhases(result, frontEnd, instrumentation);
    int code = report(text, loops, result, *config, program);
    return witness ? kiki::correctnessValidation(text, *witness, code, result) : code;
  }
  kiki::SourceInfo source(*module);
  kiki::progress::setActivity("instrumentation");
  auto properties = kiki::instrumentModule(*module, config->checks, config->frontEnd.entry, source);
  if (config->analysis == kiki::AnalysisKind::Preconditions) {
    kiki::ProgramModel model(*module);
    auto preconditions = kiki::computePreconditions(model, properties, *config);
    kiki::progress::finish();
    return kiki::printPreconditions(text, preconditions);
  }
  if (config->engine.accelerate)
    kiki::accelerateLoops(*module);
  kiki::ProgramModel model(*module);
  double instrumentation = secondsSince(instrumentStart);
  auto result = kiki::runStrategy(model, properties, *config, std::cerr);
  addFirstPhases(result, frontEnd, instrumentation);
  int code = report(text, properties, result, *config, program);
  if (witness && witness->correctness)
    return kiki::correctnessValidation(text, *witness, code, result);
  return code;
}

} // namespace

int main(int argc, char **argv) {
  kiki::installCrashReport(kiki::ExitInternal);
  try {
    return run(argc, argv);
  } catch (const kiki::UsageError &e) {
    std::cerr << "kiki: " << e.what() << "\n";
    return kiki::ExitUsage;
  } catch (const kiki::InputError &e) {
    std::cerr << "kiki: " << e.what() << "\n";
    return kiki::ExitInputError;
  } catch (const kiki::Unsupported &e) {
    std::cerr << "kiki: unsupported input: " << e.what() << "\n";
    return kiki::ExitInputError;
  } catch (const z3::exception &e) {
    if (kiki::saysOutOfMemory(e.msg())) {
      // Outside the engines' own handling (the front end's or a
      // termination analysis's solver): nothing decided to report.
      kiki::stopForMemory();
      std::cout << "note: " << kiki::stopReason() << "; no property was decided\n\n"
                << "VERIFICATION INCONCLUSIVE\n";
      return kiki::ExitInconclusive;
    }
    std::cerr << "kiki: internal error (solver): " << e.msg() << "\n";
    return kiki::ExitInternal;
  } catch (const std::exception &e) {
    std::cerr << "kiki: internal error: " << e.what() << "\n";
    return kiki::ExitInternal;
  }
}
