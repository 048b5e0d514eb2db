#include "engines/PropertyBook.h"

#include <map>
#include <string>

namespace kiki {

PropertyBook::PropertyBook(const PropertyTable &properties, AnalysisResult &result)
    : properties_(properties), result_(result), provedWithoutOverflow_(properties.size()) {
  result_.properties.resize(properties.size());
}

size_t PropertyBook::openCount() const {
  size_t n = 0;
  for (size_t p = 0; p < result_.properties.size(); ++p)
    n += isOpen(p);
  return n;
}

void PropertyBook::decideAtOnce() {
  std::map<std::string, std::string> idsByReason;
  for (size_t p = 0; p < properties_.size(); ++p) {
    const std::string &reason = properties_[p].holdsBecause;
    if (reason.empty())
      continue;
    result_.properties[p].verdict = Verdict::Success;
    std::string &ids = idsByReason[reason];
    ids += (ids.empty() ? "[" : ", [") + properties_[p].id() + "]";
  }
  for (const auto &[reason, ids] : idsByReason)
    result_.notes.push_back({NoteKind::General,
                             ids + (ids.find(',') == std::string::npos ? " holds" : " hold") +
                                 " without a search: " + reason});
}

void PropertyBook::prove(size_t p, bool conditional) {
  result_.properties[p].verdict = Verdict::Success;
  provedWithoutOverflow_[p] = conditional;
}

bool PropertyBook::anyOverflowFailure() const {
  for (size_t p = 0; p < result_.properties.size(); ++p)
    if (properties_[p].kind == PropertyKind::Overflow &&
        result_.properties[p].verdict == Verdict::Failure)
      return true;
  return false;
}

void PropertyBook::withdrawConditionalProofs(bool atEnd) {
  for (size_t p = 0; p < result_.properties.size(); ++p)
    if (properties_[p].kind == PropertyKind::Overflow &&
        (result_.properties[p].verdict == Verdict::Failure ||
         (atEnd && result_.properties[p].verdict != Verdict::Success))) {
      bool withdrawn = false;
      for (size_t q = 0; q < result_.properties.size(); ++q)
        if (provedWithoutOverflow_[q]) {
          result_.properties[q].verdict = Verdict::Unknown;
          provedWithoutOverflow_[q] = false;
          withdrawn = true;
        }
      if (withdrawn && atEnd)
        result_.notes.push_back({NoteKind::General,
                                 "proofs that hold only for executions without an "
                                 "arithmetic overflow are withdrawn, as an overflow "
                                 "check is not proved"});
      return;
    }
}

} // namespace kiki
