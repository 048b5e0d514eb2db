// The answer of one solver query.
#pragma once

namespace kiki {

enum class SatResult { Sat, Unsat, Unknown };

} // namespace kiki
