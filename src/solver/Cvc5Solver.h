// cvc5 as a second solver for the queries Z3's incremental core gives up on
// (the hybrid back end). cvc5 bit-blasts floating point with SymFPU and
// solves with CaDiCaL, incrementally: the loop body is blasted once and the
// learned clauses stay for the next query, where Z3's bit-blaster starts
// each query from scratch (docs/decisions.md: invariants/float3's eight
// queries 2.9 s with Z3's bit-blaster, 1.2 s with cvc5).
#pragma once
#include <chrono>
#include "solver/SatResult.h"
#include <z3++.h>
#include <memory>
#include <functional>
#include <optional>
#include <vector>

namespace kiki {

class Cvc5Solver {
public:
  /// Checks run in slices of this many milliseconds (see check()).
  explicit Cvc5Solver(unsigned sliceMilliseconds = 250);
  ~Cvc5Solver();
  Cvc5Solver(const Cvc5Solver &) = delete;
  Cvc5Solver &operator=(const Cvc5Solver &) = delete;

  /// Asserts `constraint`; false when it uses something the translation
  /// does not know (a lambda, a function, a real). The instance is then
  /// unusable for the rest of the run and the caller falls back.
  bool add(const z3::expr &constraint);
  bool usable() const;
  /// The query under `assumptions`, re-checked in slices until it is
  /// decided or stopRequested() (cvc5 cannot be interrupted, so a slice
  /// bounds how late a stop is noticed). nullopt: the translation failed
  /// or cvc5 answered unknown for another reason than time.
  /// Unknown once `pastLimit` says so (asked between time slices).
  /// Sat only with a model that satisfies every asserted formula and the
  /// assumptions; a model that breaks one makes the instance unusable and
  /// the answer nullopt (the check that resumed a cut slice went wrong), as
  /// does a model that cannot be read back.
  std::optional<SatResult> check(const std::vector<z3::expr> &assumptions,
                                 const std::function<bool()> &pastLimit = {});
  /// After a Sat check: the values of every constant asserted so far, as a
  /// Z3 model of `ctx` (the context of the asserted expressions); nullopt
  /// for a value the translation back does not cover.
  std::optional<z3::model> model(z3::context &ctx);

private:
  std::optional<bool> modelSatisfies(const std::vector<z3::expr> &assumptions);

  struct Impl;
  std::unique_ptr<Impl> impl_;
};

} // namespace kiki
