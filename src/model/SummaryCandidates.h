// The recursive functions whose calls a summary can stand for
// (engines/FunctionSummaries): functions that touch no memory, so that a
// relation between their parameters and their result is all a call does.
#pragma once
#include "model/ProgramModel.h"
#include "results/Property.h"

#include <vector>

namespace kiki {

/// The recursive functions other than `entry` that, with every function
/// they call, have no loops, read and write no memory (no load, store,
/// alloca or call that may touch memory), call only functions with a body,
/// input functions (__VERIFIER_nondet_*), assumptions and intrinsics that
/// access no memory, and check only properties of their own (the functions
/// they call check none): the summary's analysis then proves those checks
/// for every call. Integer or void results only.
std::vector<const llvm::Function *> summaryCandidates(ProgramModel &model,
                                                      const llvm::Function &entry,
                                                      const PropertyTable &checks);

} // namespace kiki
