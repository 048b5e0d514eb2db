// What the writers need to know about the program beyond the verdicts (read
// from the module by report/Outputs.cpp's describeProgram).
#pragma once
#include <map>
#include <set>
#include <string>

namespace kiki {

/// What the writers need to know about the program beyond the verdicts.
struct ProgramInfo {
  std::string mainFile;                             // the first input file
  std::map<std::string, std::string> functionFiles; // function -> its source file
  /// The source file of `function`, else the main file.
  std::string fileOf(const std::string &function) const;
  /// Functions the program declares without a body, with their result's C
  /// type, and the names it defines: a test harness defines the former.
  std::map<std::string, std::string> declared;
  std::set<std::string> defined;
};

} // namespace kiki
