// The kIkI engine's bookkeeping of verdicts: which properties are open, the
// ones no operation can violate, and proofs that hold only for executions
// without an earlier arithmetic overflow (withdrawn when an overflow check
// is not proved).
#pragma once
#include "results/AnalysisResult.h"
#include "results/Property.h"

#include <vector>

namespace kiki {

class PropertyBook {
public:
  PropertyBook(const PropertyTable &properties, AnalysisResult &result);

  bool isOpen(size_t p) const {
    return result_.properties[p].verdict == Verdict::Unknown && !result_.properties[p].settled;
  }
  size_t openCount() const;
  size_t size() const { return result_.properties.size(); }
  const Property &property(size_t p) const { return properties_[p]; }

  /// Properties that no operation of the program can violate: SUCCESS now,
  /// with one note per reason.
  void decideAtOnce();
  /// A proof from the induction step; `conditional`: it assumed that
  /// executions end at a failed overflow check.
  void prove(size_t p, bool conditional);
  bool anyOverflowFailure() const;
  /// Proofs that assumed executions end at a failed overflow check stand
  /// only if every overflow check is proved: withdrawn when one fails (they
  /// are tried again on all executions) and at the end when one is open.
  void withdrawConditionalProofs(bool atEnd);

private:
  const PropertyTable &properties_;
  AnalysisResult &result_;
  std::vector<bool> provedWithoutOverflow_;
};

} // namespace kiki
