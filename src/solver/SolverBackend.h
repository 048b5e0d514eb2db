// Which solver answers the queries of a run (--solver).
#pragma once

namespace kiki {

/// Incremental: Z3's incremental SMT core. BitBlast: every query is
/// simplified, bit-blasted and given to a SAT solver from scratch (on
/// floating point Z3's incremental core was 10-50x slower on the same
/// queries, but a search of many small queries pays the set-up each time).
/// Hybrid: the incremental core first, for a short budget, then cvc5
/// (incremental, with its own floating-point blasting and CaDiCaL), or the
/// bit-blaster for a formula cvc5 cannot take (a lambda of a symbolic
/// memcpy). HybridZ3: the same with the bit-blaster only, as before cvc5.
enum class SolverBackend { Incremental, BitBlast, Hybrid, HybridZ3 };

} // namespace kiki
