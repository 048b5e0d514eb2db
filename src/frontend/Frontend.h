// C files in, one normalised LLVM module out (clang-14 as a subprocess).
#pragma once
#include "options/Config.h"
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <memory>

namespace kiki {

/// Compiles, links and normalises the input files. Throws InputError when a
/// file does not compile (clang's diagnostics are already on stderr).
std::unique_ptr<llvm::Module> loadProgram(const FrontEndOptions &options,
                                          const CheckOptions &checks,
                                          llvm::LLVMContext &context);

/// Gives every uninitialised scalar local a non-deterministic value at its
/// declaration, so that mem2reg does not produce `undef`.
void initialiseLocals(llvm::Module &module);

/// Turns each scalar global that only main reads and writes into a local
/// of main (kept global with another entry function, where globals start
/// arbitrary).
void localiseEntryGlobals(llvm::Module &module, const FrontEndOptions &options);

/// Normalisation that keeps C semantics: mem2reg, loop-simplify, LCSSA.
void normaliseModule(llvm::Module &module);

} // namespace kiki
