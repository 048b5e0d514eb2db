// The C library models of src/libc/*.c: linked into the program for the
// functions it calls, then inlined at every call site so that the property
// checks placed afterwards cover each byte a model touches, reported at the
// line of the call. docs/libc.md lists the modelled functions.
#pragma once
#include "ir/SourceInfo.h"
#include <llvm/IR/Module.h>
#include <optional>
#include <string>
#include <vector>

namespace kiki {

/// Links the definitions of the models the program needs (functions it
/// declares but does not define). Returns the names of the linked models.
std::vector<std::string> linkLibraryModels(llvm::Module &program, bool is32);

/// Inlines every call of a linked model (repeatedly: models call models)
/// and removes the model definitions that are no longer used. Each inlined
/// instruction remembers the call it came from (modelCall).
void inlineLibraryModels(llvm::Module &program, const SourceInfo &source);

/// For an instruction inlined from a model, the call it implements in
/// source terms, e.g. `strcpy(d, "hello")`.
std::optional<std::string> modelCall(const llvm::Instruction &inst);

} // namespace kiki
