// The kIkI engine (chapter section 5, Fig. 11) on one solver: bounded model
// checking, one formula (--unwind N) or incremental (k = 1, 2, ...); with
// k-induction also loop invariants in a template domain and the induction
// step that uses them. Its parts: PropertyBook (verdicts), FailureBudget
// (how long to go on after a failure), PartnerExchange (the portfolio).
#pragma once
#include "engines/PartnerExchange.h"
#include "model/ProgramModel.h"
#include "options/Config.h"
#include "results/AnalysisResult.h"
#include "results/Property.h"
#include <iosfwd>

namespace kiki {

/// Runs kIkI on `model` until every property is decided, the unwinding
/// asked for is reached, or a stop; with `partner`, beside the other engine
/// of the portfolio.
AnalysisResult runKiki(ProgramModel &model, const PropertyTable &properties,
                       const Config &config, std::ostream &progress,
                       const PartnerLink &partner = {});

} // namespace kiki
