// What the GraphML and YAML witness writers share: the metadata the formats
// require and kiki's loop invariants as C expressions.
#pragma once
#include "results/AnalysisResult.h"
#include "report/Outputs.h"
#include <optional>
#include <string>
#include <vector>

namespace kiki {

struct WitnessMeta {
  std::string version;       // kiki's
  std::string specification; // the property file's text, or the checks' LTL lines
  std::vector<std::string> specificationLines;
  std::string programFile;
  std::string programHash; // SHA-256 of the program file
  std::string architecture; // 32bit / 64bit
  std::string dataModel;    // ILP32 / LP64
  std::string creationTime; // ISO 8601, UTC
  std::string uuid;         // random, version 4
};

WitnessMeta witnessMeta(const Config &config, const ProgramInfo &program);

/// The column of the branching keyword (if, while, for) that a branch at
/// `column` of `line` decides, or 0 when the line holds no such keyword
/// before it or has several conditions (&&, ||, ?:) that one keyword
/// cannot tell apart.
unsigned branchKeywordColumn(const std::string &file, unsigned line, unsigned column);

/// A step's source location, or the file's first column on its line.
unsigned stepColumn(const TraceEvent &step, const std::string &file);

std::string graphmlViolationWitness(const WitnessMeta &meta, const Counterexample &steps,
                                    const ProgramInfo &program);
/// The column of the loop keyword (while, for) of a loop that starts at
/// `line`, or 0 when the line holds none or several (or a do).
unsigned loopKeywordColumn(const std::string &file, unsigned line);

/// A loop invariant located for the witnesses: at the loop keyword.
struct LocatedInvariant {
  std::string file;
  unsigned line;
  unsigned column;
  std::string function;
  std::string expression;
};

/// The head invariants that the witnesses can place (a loop keyword found).
std::vector<LocatedInvariant> locateInvariants(const std::vector<HeadInvariant> &invariants,
                                               const ProgramInfo &program);

/// A correctness witness: the entry node and, for each invariant, a node
/// with it reached by an edge at its loop's line.
std::string graphmlCorrectnessWitness(const WitnessMeta &meta,
                                      const std::vector<LocatedInvariant> &invariants);
/// A lasso: the stem to the loop head (or recursive call) where the cycle
/// starts, a node marked `cyclehead` there, and the cycle back to it.
std::string graphmlNonTerminationWitness(const WitnessMeta &meta, const Counterexample &steps);
std::string yamlViolationWitness(const WitnessMeta &meta, const Counterexample &steps,
                                 const ProgramInfo &program);
std::string yamlCorrectnessWitness(const WitnessMeta &meta,
                                   const std::vector<LocatedInvariant> &invariants);

} // namespace kiki
