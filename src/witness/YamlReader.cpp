// The YAML subset of witnesses: see YamlReader.h. Lines are read first
// (indentation, text without comments); a block node is then parsed from
// the lines at one indentation. A sequence item's text after "- " becomes a
// line of its own at the column where it starts, so `- key: value` opens a
// mapping whose further keys sit at that column.
#include "witness/YamlReader.h"
#include "util/Errors.h"

#include <cstdlib>
#include <optional>
#include <sstream>

namespace kiki {
namespace {

struct Line {
  unsigned number; // 1-based, for messages
  unsigned indent;
  std::string text; // without indentation, comment and trailing blanks
};

[[noreturn]] void fail(unsigned line, const std::string &what) {
  throw UsageError("line " + std::to_string(line) + ": " + what);
}

/// Cuts a comment (a `#` at the start or after a blank, outside quotes).
std::string withoutComment(const std::string &text) {
  char quote = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (quote) {
      if (c == '\\' && quote == '"')
        ++i;
      else if (c == quote)
        quote = 0;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '#' && (i == 0 || text[i - 1] == ' ' || text[i - 1] == '\t')) {
      return text.substr(0, i);
    }
  }
  return text;
}

std::string trimmed(const std::string &text) {
  size_t first = text.find_first_not_of(" \t\r");
  if (first == std::string::npos)
    return "";
  size_t last = text.find_last_not_of(" \t\r");
  return text.substr(first, last - first + 1);
}

std::vector<Line> splitLines(const std::string &text) {
  std::vector<Line> lines;
  std::istringstream in(text);
  unsigned number = 0;
  for (std::string raw; std::getline(in, raw);) {
    ++number;
    if (raw.find('\t') < raw.find_first_not_of(" \t"))
      fail(number, "a tab in the indentation");
    std::string body = trimmed(withoutComment(raw));
    if (body.empty() || (number == 1 && body == "---"))
      continue;
    if (body == "---" || body == "...")
      fail(number, "more than one YAML document");
    unsigned indent = static_cast<unsigned>(raw.find_first_not_of(' '));
    lines.push_back(Line{number, indent, body});
  }
  return lines;
}

/// One-line scalars and flow collections.
class FlowParser {
public:
  FlowParser(const std::string &text, unsigned line) : text_(text), line_(line) {}

  YamlNode parseWhole() {
    YamlNode node = value(false);
    skipBlanks();
    if (at_ != text_.size())
      fail(line_, "unexpected text after a value: '" + text_.substr(at_) + "'");
    return node;
  }

  /// A mapping key (plain or quoted) and the colon after it; nullopt when
  /// the text is no `key: ...` line.
  static std::optional<std::pair<std::string, std::string>> splitKey(const std::string &text,
                                                                     unsigned line) {
    size_t colon = std::string::npos;
    std::string key;
    if (!text.empty() && (text[0] == '"' || text[0] == '\'')) {
      FlowParser p(text, line);
      key = p.quoted();
      if (p.at_ < text.size() && text[p.at_] == ':')
        colon = p.at_;
    } else {
      for (size_t i = 0; i < text.size(); ++i)
        if (text[i] == ':' && (i + 1 == text.size() || text[i + 1] == ' ')) {
          colon = i;
          break;
        }
      if (colon != std::string::npos)
        key = trimmed(text.substr(0, colon));
      if (!text.empty() && (text[0] == '[' || text[0] == '{'))
        colon = std::string::npos;
    }
    if (colon == std::string::npos || (colon + 1 < text.size() && text[colon + 1] != ' '))
      return std::nullopt;
    return std::make_pair(key, trimmed(text.substr(colon + 1)));
  }

private:
  const std::string &text_;
  unsigned line_;
  size_t at_ = 0;

  void skipBlanks() {
    while (at_ < text_.size() && text_[at_] == ' ')
      ++at_;
  }

  YamlNode value(bool inFlow) {
    skipBlanks();
    if (at_ >= text_.size())
      return YamlNode{};
    char c = text_[at_];
    if (c == '[' || c == '{')
      return collection(c);
    if (c == '"' || c == '\'') {
      YamlNode node;
      node.scalar = quoted();
      return node;
    }
    if (c == '&' || c == '*' || c == '!' || c == '|' || c == '>')
      fail(line_, std::string("unsupported YAML construct '") + c + "'");
    size_t end = inFlow ? text_.find_first_of(",]}", at_) : text_.size();
    if (inFlow) {
      size_t colon = text_.find(": ", at_);
      if (colon != std::string::npos && colon < end)
        end = colon;
    }
    end = end == std::string::npos ? text_.size() : end;
    YamlNode node;
    node.scalar = trimmed(text_.substr(at_, end - at_));
    at_ = end;
    return node;
  }

  std::string quoted() {
    char quote = text_[at_++];
    std::string out;
    while (at_ < text_.size()) {
      char c = text_[at_++];
      if (c == quote) {
        if (quote == '\'' && at_ < text_.size() && text_[at_] == '\'') {
          out += '\'';
          ++at_;
          continue;
        }
        return out;
      }
      if (c == '\\' && quote == '"' && at_ < text_.size())
        out += escape(text_[at_++]);
      else
        out += c;
    }
    fail(line_, "a quoted string does not end on its line");
  }

  std::string escape(char c) {
    switch (c) {
    case 'n': return "\n";
    case 't': return "\t";
    case 'r': return "\r";
    case '0': return std::string(1, '\0');
    case '"': case '\\': case '/': case ' ': return std::string(1, c);
    case 'u': {
      if (at_ + 4 > text_.size())
        fail(line_, "a short \\u escape");
      unsigned long code = std::strtoul(text_.substr(at_, 4).c_str(), nullptr, 16);
      at_ += 4;
      return utf8(code);
    }
    default: fail(line_, std::string("unknown escape \\") + c);
    }
  }

  static std::string utf8(unsigned long code) {
    std::string out;
    if (code < 0x80) {
      out += static_cast<char>(code);
    } else if (code < 0x800) {
      out += static_cast<char>(0xc0 | (code >> 6));
      out += static_cast<char>(0x80 | (code & 0x3f));
    } else {
      out += static_cast<char>(0xe0 | (code >> 12));
      out += static_cast<char>(0x80 | ((code >> 6) & 0x3f));
      out += static_cast<char>(0x80 | (code & 0x3f));
    }
    return out;
  }

  YamlNode collection(char open) {
    char close = open == '[' ? ']' : '}';
    ++at_;
    YamlNode node;
    node.kind = open == '[' ? YamlNode::Sequence : YamlNode::Mapping;
    for (;;) {
      skipBlanks();
      if (at_ < text_.size() && text_[at_] == close) {
        ++at_;
        return node;
      }
      if (node.kind == YamlNode::Sequence) {
        node.items.push_back(value(true));
      } else {
        YamlNode key = value(true);
        if (at_ >= text_.size() || text_[at_] != ':')
          fail(line_, "a flow mapping entry without ':'");
        ++at_;
        node.fields.emplace_back(key.scalar, value(true));
      }
      skipBlanks();
      if (at_ < text_.size() && text_[at_] == ',')
        ++at_;
      else if (at_ >= text_.size() || text_[at_] != close)
        fail(line_, std::string("a flow collection without '") + close + "'");
    }
  }
};

class BlockParser {
public:
  explicit BlockParser(std::vector<Line> lines) : lines_(std::move(lines)) {}

  YamlNode parseDocument() {
    if (lines_.empty())
      fail(1, "an empty document");
    YamlNode root = node(lines_[0].indent);
    if (at_ < lines_.size())
      fail(lines_[at_].number, "text outside the document's structure");
    return root;
  }

private:
  std::vector<Line> lines_;
  size_t at_ = 0;

  static bool isItem(const Line &line) {
    return line.text == "-" || line.text.rfind("- ", 0) == 0;
  }

  /// The node whose first line is the current one, at indentation `indent`.
  YamlNode node(unsigned indent) {
    const Line &line = lines_[at_];
    if (isItem(line))
      return sequence(line.indent);
    if (FlowParser::splitKey(line.text, line.number))
      return mapping(line.indent);
    ++at_;
    return FlowParser(line.text, line.number).parseWhole();
  }

  YamlNode sequence(unsigned indent) {
    YamlNode seq;
    seq.kind = YamlNode::Sequence;
    while (at_ < lines_.size() && lines_[at_].indent == indent && isItem(lines_[at_])) {
      Line &line = lines_[at_];
      std::string rest = line.text.size() > 1 ? line.text.substr(2) : "";
      size_t blanks = rest.find_first_not_of(' ');
      if (rest.empty() || blanks == std::string::npos) {
        ++at_;
        seq.items.push_back(nested(indent, line.number));
        continue;
      }
      // The item's text is a line of its own, where it starts.
      line.indent = indent + 2 + static_cast<unsigned>(blanks);
      line.text = rest.substr(blanks);
      seq.items.push_back(node(line.indent));
    }
    return seq;
  }

  YamlNode mapping(unsigned indent) {
    YamlNode map;
    map.kind = YamlNode::Mapping;
    while (at_ < lines_.size() && lines_[at_].indent == indent && !isItem(lines_[at_])) {
      const Line &line = lines_[at_];
      auto split = FlowParser::splitKey(line.text, line.number);
      if (!split)
        fail(line.number, "expected 'key: value'");
      ++at_;
      auto [key, rest] = *split;
      for (const auto &[existing, _] : map.fields)
        if (existing == key)
          fail(line.number, "the key '" + key + "' twice");
      if (!rest.empty()) {
        map.fields.emplace_back(key, FlowParser(rest, line.number).parseWhole());
        continue;
      }
      // A sequence may sit at the key's own indentation.
      if (at_ < lines_.size() && lines_[at_].indent == indent && isItem(lines_[at_]))
        map.fields.emplace_back(key, sequence(indent));
      else
        map.fields.emplace_back(key, nested(indent, line.number));
    }
    if (at_ < lines_.size() && lines_[at_].indent > indent)
      fail(lines_[at_].number, "unexpected indentation");
    return map;
  }

  /// The value on the lines after `number` indented deeper than `indent`
  /// (an empty scalar when there are none).
  YamlNode nested(unsigned indent, unsigned number) {
    if (at_ >= lines_.size() || lines_[at_].indent <= indent)
      return YamlNode{};
    return node(lines_[at_].indent);
  }
};

} // namespace

const YamlNode *YamlNode::get(const std::string &key) const {
  for (const auto &[name, value] : fields)
    if (name == key)
      return &value;
  return nullptr;
}

std::string YamlNode::text(const std::string &key) const {
  const YamlNode *node = get(key);
  return node && node->kind == Scalar ? node->scalar : "";
}

YamlNode parseYaml(const std::string &text) {
  return BlockParser(splitLines(text)).parseDocument();
}

} // namespace kiki
