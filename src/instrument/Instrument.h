// Places every enabled property check into the IR as an explicit
// __kiki_check(ok, property) call (see model/Intrinsics.h).
#pragma once
#include "instrument/Properties.h"
#include "model/SourceInfo.h"
#include "util/Config.h"
#include <llvm/IR/Module.h>

namespace kiki {

PropertyTable instrumentModule(llvm::Module &module, const Config &config,
                               const SourceInfo &source);

} // namespace kiki
