// The default strategy as a portfolio: kIkI here, plain incremental bounded
// model checking in a forked child (its own copy of the program, its own
// solver). kIkI's bounded checks run on the k-induction encoding, where a
// loop's first iteration may also start anywhere; that keeps the solver from
// folding constants across iterations, and a bug deep in a loop with
// constant bounds took kIkI minutes where plain BMC takes a second. The
// child's verdicts are taken over between kIkI's unwindings; an answer that
// decides every property ends kIkI's search at once.
#pragma once
#include "engines/KikiEngine.h"

namespace kiki {

/// runKiki, with the bounded model checker beside kIkI where config asks for
/// incremental kIkI and the portfolio (the default).
AnalysisResult runStrategy(ProgramModel &model, const PropertyTable &properties,
                           const Config &config, std::ostream &progress);

} // namespace kiki
