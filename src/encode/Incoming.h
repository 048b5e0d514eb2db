// The state arriving along one CFG edge: the unwinder's unit of control and
// data flow (encode/Unwinder.h), and what the template builders read at a
// loop's start, head and back edges (encode/LoopView.h).
#pragma once
#include "encode/MemoryModel.h"
#include "encode/Sym.h"

#include <vector>

namespace kiki {

/// Control and data arriving along one CFG edge.
struct Incoming {
  z3::expr guard;
  MemState mem;
  std::vector<Sym> phis; // values for the target block's phi nodes, in order
};

} // namespace kiki
