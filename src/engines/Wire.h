// The one wire format of the engines' second processes (util/ChildProcess.h
// carries the messages, framed): a JSON document per message, written and
// read with LLVM's JSON library. The portfolio's bounded model checker sends
// its results (engines/Portfolio.h); the termination analysis' lasso search
// sends its answer (engines/Termination.h).
//
// Strings are JSON strings when they are valid UTF-8; any other byte string
// (a Latin-1 file name, say) goes as {"hex": "<two hex digits a byte>"}, so
// that every string arrives unchanged. A message that is not such a
// document (cut off, a field missing or of the wrong type, an unknown name)
// decodes to nullopt.
#pragma once
#include "results/AnalysisResult.h"

#include <optional>
#include <string>

namespace kiki {

struct SearchResult; // engines/Termination.h

/// An analysis' results, as the portfolio's child sends them: per property
/// the verdict, settled, the trace text and the steps; the notes with their
/// kinds; complete, depth and the solver's calls and seconds.
std::string encodeAnalysis(const AnalysisResult &result);
std::optional<AnalysisResult> decodeAnalysis(const std::string &text);

/// The lasso search's answer: the lasso (its property, trace and steps) or
/// the depth within which every execution ends.
std::string encodeSearchResult(const SearchResult &result);
std::optional<SearchResult> decodeSearchResult(const std::string &text);

} // namespace kiki
