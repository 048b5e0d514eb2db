// The command line as the unit tests give it: arguments after "kiki".
#pragma once
#include "options/Config.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace kiki {

inline Config parseArgs(std::vector<std::string> args) {
  args.insert(args.begin(), "kiki");
  std::vector<char *> argv;
  for (auto &a : args)
    argv.push_back(a.data());
  auto config = parseCommandLine(static_cast<int>(argv.size()), argv.data());
  if (!config)
    throw std::runtime_error("no configuration");
  return *config;
}

} // namespace kiki
