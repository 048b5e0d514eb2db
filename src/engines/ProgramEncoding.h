// One process's own encoding of the program for an analysis: the module
// instrumented for the analysis's configuration, the program model, a
// solver and the unwinder on it. While it lives, a stop interrupts its
// solver.
#pragma once
#include "encode/Unwinder.h"
#include "instrument/Instrument.h"
#include "model/ProgramModel.h"
#include "util/Stop.h"

namespace kiki {

/// The solver of a run: what --solver asks for; without it the hybrid back
/// end for programs with floating point (where the incremental core stalls
/// on single queries) and the incremental core otherwise.
inline SolverOptions solverOptions(const Config &config, const ProgramModel &model) {
  SolverOptions options;
  options.smt2Log = config.dumpSmt2;
  options.backend = config.solverBackend.value_or(
      model.usesFloatingPoint() ? SolverBackend::Hybrid : SolverBackend::Incremental);
  options.noRelevancy = config.heap;
  options.inferenceSat = config.kInduction;
  return options;
}

struct ProgramEncoding {
  ProgramEncoding(llvm::Module &module, Config analysisConfig)
      : config(std::move(analysisConfig)),
        checks(instrumentModule(module, config, SourceInfo(module))), model(module),
        solver(ctx, solverOptions(config, model)), memory(ctx, module.getDataLayout()),
        unwinder(model, checks, config, solver, memory) {
    setInterruptible(&ctx);
  }
  ~ProgramEncoding() { setInterruptible(nullptr); }
  ProgramEncoding(const ProgramEncoding &) = delete;
  ProgramEncoding &operator=(const ProgramEncoding &) = delete;

  z3::context ctx;
  Config config;
  PropertyTable checks;
  ProgramModel model;
  Solver solver;
  MemoryModel memory;
  Unwinder unwinder;
};

} // namespace kiki
