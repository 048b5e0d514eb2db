// Places every enabled property check into the IR as an explicit
// __kiki_check(ok, property) call (see ir/Intrinsics.h).
#pragma once
#include "results/Property.h"
#include "ir/SourceInfo.h"
#include "options/Config.h"
#include <llvm/IR/Module.h>

namespace kiki {

/// Places the checks `checks` asks for; `entry` is the function an
/// execution starts in (its end is where leaks are checked).
PropertyTable instrumentModule(llvm::Module &module, const CheckOptions &checks,
                               const std::string &entry, const SourceInfo &source);

} // namespace kiki
