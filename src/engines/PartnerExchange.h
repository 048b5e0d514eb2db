// What the kIkI engine exchanges with the other engine of the portfolio
// (engines/Portfolio.h): the partner's final verdicts taken over between
// unwindings, and the bounded progress of each side, so that a depth whose
// bounded checks one side decided is not checked again by the other.
#pragma once
#include "engines/PropertyBook.h"
#include "options/Config.h"
#include "results/AnalysisResult.h"

#include <functional>
#include <optional>

namespace kiki {

/// Verdicts that another engine reached on the same properties, taken over
/// between unwindings (nullopt: none yet; each result is handed out once).
using PartnerVerdicts = std::function<std::optional<AnalysisResult>()>;

/// What a run shares with the other engine of the portfolio.
struct PartnerLink {
  /// The other engine's final verdicts.
  PartnerVerdicts verdicts;
  /// Its latest bounded progress (nullopt: none yet): its verdicts once
  /// every bounded check up to `depth` was decided. A property it still
  /// has open is violated by no execution within that unwinding.
  std::function<std::optional<AnalysisResult>()> bounds;
  /// Called here each time the bounded checks of a depth were decided,
  /// with the verdicts so far and `depth` set.
  std::function<void(const AnalysisResult &)> reportBounds;
};

class PartnerExchange {
public:
  PartnerExchange(const PartnerLink &link, const Config &config, PropertyBook &book,
                  AnalysisResult &result)
      : link_(link), config_(config), book_(book), result_(result) {}

  /// The partner's failures and proofs of properties still open here. Its
  /// notes on unmodelled code come along; conditional proofs are withdrawn
  /// when an overflow check failed there.
  void adoptVerdicts();
  /// The verdicts after the bounded checks of `depth`, for the partner
  /// (which then need not make them itself).
  void reportBounds(unsigned depth) const;
  /// Whether the partner's bounded checks already decided `depth`: it got
  /// there, and every property open here is open or proved there (so no execution
  /// within the depth violates it). Its failures, found up to that depth,
  /// come with its final answer or from a later depth here. The unwinding
  /// is not complete there, so not here either (a shallower one of the same
  /// program).
  bool decidedDepth(unsigned depth) const;

private:
  void adoptBoundProofs();

  const PartnerLink &link_;
  const Config &config_;
  PropertyBook &book_;
  AnalysisResult &result_;
};

} // namespace kiki
