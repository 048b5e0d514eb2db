// YAML witnesses, format 2.0: a list with one entry, `violation_sequence`
// (segments of waypoints ending in the target) or `invariant_set` (the
// loop-head invariants, see engines/HeadInvariants). Every string is written
// double-quoted, so no text of the program can break the YAML.
#include "report/JsonValue.h"
#include "report/WitnessData.h"

#include <sstream>

namespace kiki {
namespace {

std::string q(const std::string &text) { return jsonQuote(text); }

void writeMetadata(std::ostream &out, const WitnessMeta &meta) {
  out << "  metadata:\n"
      << "    format_version: \"2.0\"\n"
      << "    uuid: " << q(meta.uuid) << "\n"
      << "    creation_time: " << q(meta.creationTime) << "\n"
      << "    producer:\n"
      << "      name: \"kiki\"\n"
      << "      version: " << q(meta.version) << "\n"
      << "    task:\n"
      << "      input_files:\n"
      << "        - " << q(meta.programFile) << "\n"
      << "      input_file_hashes:\n"
      << "        " << q(meta.programFile) << ": " << q(meta.programHash) << "\n"
      << "      specification: " << q(meta.specification) << "\n"
      << "      data_model: " << q(meta.dataModel) << "\n"
      << "      language: \"C\"\n";
}

void location(std::ostream &out, const std::string &indent, const std::string &file,
              unsigned line, unsigned column, const std::string &function) {
  out << indent << "location:\n"
      << indent << "  file_name: " << q(file) << "\n"
      << indent << "  line: " << line << "\n"
      << indent << "  column: " << column << "\n"
      << indent << "  function: " << q(function) << "\n";
}

bool isNumeral(const std::string &text) {
  size_t start = !text.empty() && text[0] == '-' ? 1 : 0;
  return start < text.size() && std::isdigit(static_cast<unsigned char>(text[start])) &&
         text.find_first_not_of("0123456789.eE+-uUlLfF", start) == std::string::npos;
}

/// A decided condition as a branching waypoint at its keyword (left out
/// where the keyword cannot be told: see branchKeywordColumn).
void branching(std::ostream &out, const TraceEvent &step, const std::string &file) {
  unsigned column = step.line ? branchKeywordColumn(file, step.line, step.column) : 0;
  if (column == 0)
    return;
  out << "    - segment:\n"
      << "        - waypoint:\n"
      << "            type: \"branching\"\n"
      << "            action: \"follow\"\n"
      << "            constraint:\n"
      << "              value: " << q(step.value) << "\n";
  location(out, "            ", file, step.line, column, step.function);
}

} // namespace

std::string yamlViolationWitness(const WitnessMeta &meta, const Counterexample &steps,
                                 const ProgramInfo &program) {
  std::ostringstream out;
  out << "- entry_type: \"violation_sequence\"\n";
  writeMetadata(out, meta);
  out << "  content:\n";
  // Each input's result is a function_return waypoint, each decided condition
  // a branching waypoint, in a segment of its own; the violation is the last
  // segment's target.
  for (const auto &step : steps) {
    std::string file = step.file.empty() ? program.fileOf(step.function) : step.file;
    if (step.kind == StepKind::Branch) {
      branching(out, step, file);
      continue;
    }
    bool input = step.kind == StepKind::Input && step.line > 0 && isNumeral(step.value);
    if (!input && step.kind != StepKind::Violation)
      continue;
    out << "    - segment:\n"
        << "        - waypoint:\n"
        << "            type: " << (input ? "\"function_return\"" : "\"target\"") << "\n"
        << "            action: \"follow\"\n";
    if (input)
      out << "            constraint:\n"
          << "              value: " << q("\\result == " + step.value) << "\n"
          << "              format: \"c_expression\"\n";
    location(out, "            ", file, step.line, stepColumn(step, file), step.function);
  }
  return out.str();
}

std::string yamlCorrectnessWitness(const WitnessMeta &meta,
                                   const std::vector<LocatedInvariant> &invariants) {
  std::ostringstream out;
  out << "- entry_type: \"invariant_set\"\n";
  writeMetadata(out, meta);
  out << "  content:" << (invariants.empty() ? " []" : "") << "\n";
  for (const auto &invariant : invariants) {
    out << "    - invariant:\n"
        << "        type: \"loop_invariant\"\n";
    location(out, "        ", invariant.file, invariant.line, invariant.column,
             invariant.function);
    out << "        value: " << q(invariant.expression) << "\n"
        << "        format: \"c_expression\"\n";
  }
  return out.str();
}

} // namespace kiki
