// Places every enabled property check into the IR as an explicit
// __kiki_check(ok, property) call (see ir/Intrinsics.h).
#pragma once
#include "results/Property.h"
#include "ir/SourceInfo.h"
#include "options/Config.h"
#include <llvm/IR/Module.h>

namespace kiki {

PropertyTable instrumentModule(llvm::Module &module, const Config &config,
                               const SourceInfo &source);

} // namespace kiki
