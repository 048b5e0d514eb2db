// The encoding of a program for one analysis: a solver context, the solver,
// the memory model and the unwinder on them, over a program model and its
// property table. While it lives, a stop interrupts its solver (the solver
// registers itself). The kIkI engine encodes the model it is given; the
// termination analyses first instrument their own copy of the module
// (AnalysisEncoding).
#pragma once
#include "encode/Unwinder.h"
#include "instrument/Instrument.h"
#include "model/ProgramModel.h"

namespace kiki {

/// The solver of a run: what --solver asks for; without it the hybrid back
/// end for programs with floating point (where the incremental core stalls
/// on single queries) and for programs with a large array and no heap
/// allocation (2LS's arrays/standard_init1: the induction step 39 s in the
/// incremental core, 1.5 s hybrid; with heap allocation the hybrid back end
/// lost 5 heap tasks of the 2LS manifest), the incremental core otherwise.
inline SolverOptions solverOptions(const Config &config, const ProgramModel &model) {
  SolverOptions options;
  options.smt2Log = config.engine.dumpSmt2;
  options.backend = config.engine.solverBackend.value_or(
      model.usesFloatingPoint() || model.largeArraysOnly() ? SolverBackend::Hybrid
                                                           : SolverBackend::Incremental);
  options.noRelevancy = config.engine.heap || model.largeArraysOnly();
  options.inferenceSat = config.engine.kInduction();
  options.extensionalArrays = config.engine.kInduction();
  return options;
}

struct ProgramEncoding {
  ProgramEncoding(ProgramModel &model, const PropertyTable &checks, const Config &config)
      : solver(ctx, solverOptions(config, model)),
        memory(ctx, model.module().getDataLayout()),
        unwinder(model, checks, config, solver, memory) {
    // Plain BMC only: the inference's heap queries are sensitive to the
    // order Z3 numbers terms in, which keeping the parts changes (e2e
    // heap_free_dll 5 s -> 52 s).
    if (!config.engine.kInduction())
      memory.keepPointerParts();
  }
  ProgramEncoding(const ProgramEncoding &) = delete;
  ProgramEncoding &operator=(const ProgramEncoding &) = delete;

  z3::context ctx;
  Solver solver;
  MemoryModel memory;
  Unwinder unwinder;
};

/// The module instrumented for an analysis's configuration and its model.
struct InstrumentedProgram {
  InstrumentedProgram(llvm::Module &module, Config analysisConfig)
      : config(std::move(analysisConfig)),
        checks(instrumentModule(module, config.checks, config.frontEnd.entry, SourceInfo(module))), model(module) {}

  Config config;
  PropertyTable checks;
  ProgramModel model;
};

/// One process's own instrumented program and its encoding.
struct AnalysisEncoding : InstrumentedProgram, ProgramEncoding {
  AnalysisEncoding(llvm::Module &module, Config analysisConfig)
      : InstrumentedProgram(module, std::move(analysisConfig)),
        ProgramEncoding(model, checks, config) {}
};

} // namespace kiki
