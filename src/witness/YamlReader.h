// A reader for the YAML subset that witnesses (format 2.0) use: block
// sequences and mappings by indentation, `- key: value` items, plain,
// single- and double-quoted scalars, flow sequences and mappings on one line
// ([a, b], {k: v}) and comments. Anchors, tags, block scalars (| and >),
// multi-line plain scalars and several documents are rejected with the line
// they are on, never misread.
#pragma once
#include <string>
#include <utility>
#include <vector>

namespace kiki {

struct YamlNode {
  enum Kind { Scalar, Sequence, Mapping } kind = Scalar;
  std::string scalar; // Scalar: its text (quotes removed, escapes resolved)
  std::vector<YamlNode> items;                         // Sequence
  std::vector<std::pair<std::string, YamlNode>> fields; // Mapping, in order
  /// The field `key` of a mapping, or nullptr.
  const YamlNode *get(const std::string &key) const;
  /// The scalar at `key` of a mapping, or "" (also when it is no scalar).
  std::string text(const std::string &key) const;
};

/// Parses `text`; throws UsageError naming the line of what it cannot read.
YamlNode parseYaml(const std::string &text);

} // namespace kiki
