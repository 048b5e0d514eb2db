#include "results/ProgramInfo.h"

namespace kiki {

std::string ProgramInfo::fileOf(const std::string &function) const {
  auto it = functionFiles.find(function);
  return it == functionFiles.end() || it->second.empty() ? mainFile : it->second;
}

} // namespace kiki
