// Symbolic paths (seed 004, section 5.2.2's power template; --sympath): one
// copy of a base domain per path, each row guarded by its path, so that the
// invariant is the conjunction of "path π ⇒ T_π". A path is an assignment to
// the state's path bits: the outcomes of a loop body's branches in the
// iteration that led to the head (free at an arbitrary start, where the
// solver picks the path, which makes the invariant the disjunction of the
// per-path invariants). Rows of paths no iteration took stay bottom.
#pragma once
#include "domains/Template.h"

#include <functional>
#include <memory>

namespace kiki {

class PathDomain : public TemplateDomain {
public:
  /// `bits` are the positions of the path bits (1-bit terms) in a state;
  /// `names` name them in the invariant; `make` makes a fresh base domain,
  /// which ignores the positions past its own variables.
  PathDomain(z3::context &ctx, std::vector<size_t> bits, std::vector<std::string> names,
             const std::function<std::unique_ptr<TemplateDomain>()> &make);

  std::string name() const override;
  size_t rowCount() const override { return paths_.size() * baseRows_; }
  z3::expr rowFormula(size_t row, const TemplateState &state) const override;
  bool isTop(size_t row) const override;
  void joinModel(size_t row, const z3::model &model, const TemplateState &state) override;
  std::optional<BoundRow> boundRow(size_t row, const TemplateState &state) const override;
  void raise(size_t row, Bound value) override;
  std::vector<std::string> describe() const override;
  std::vector<std::string> impreciseValues() const override;

private:
  struct Path {
    std::unique_ptr<TemplateDomain> base;
    bool taken = false; // some iteration took it (its rows left bottom)
  };
  z3::context &ctx_;
  std::vector<size_t> bits_;
  std::vector<std::string> names_;
  std::vector<Path> paths_; // path p sets bit i to (p >> i) & 1
  size_t baseRows_;

  /// "The state took path p".
  z3::expr onPath(size_t p, const TemplateState &state) const;
  std::string pathText(size_t p) const;
  const Path &pathOf(size_t row) const { return paths_.at(row / baseRows_); }
  size_t baseRow(size_t row) const { return row % baseRows_; }
};

} // namespace kiki
