// Clang's phis for `&&`, `||` and `?:`, read back as those C operators.
#include "ir/CExpr.h"

#include <llvm/IR/CFG.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/Instructions.h>
#include <map>
#include <optional>
#include <set>
#include <vector>

namespace kiki {

namespace {
/// The position of a block in its function: clang lays blocks out in
/// source order, unlike the incoming values of a phi.
unsigned blockPosition(const llvm::BasicBlock *block) {
  unsigned position = 0;
  for (const auto &b : *block->getParent()) {
    if (&b == block)
      break;
    ++position;
  }
  return position;
}
} // namespace

/// Whether every path from the function's entry to `block` passes `gate`.
static bool dominates(const llvm::BasicBlock *gate, const llvm::BasicBlock *block) {
  std::vector<const llvm::BasicBlock *> work{block};
  std::set<const llvm::BasicBlock *> seen{block};
  while (!work.empty()) {
    const llvm::BasicBlock *b = work.back();
    work.pop_back();
    if (b == gate)
      continue;
    if (b->isEntryBlock())
      return false;
    for (const llvm::BasicBlock *pred : llvm::predecessors(b))
      if (seen.insert(pred).second)
        work.push_back(pred);
  }
  return true;
}

/// Whether the blocks testing the conditions form one chain: each condition
/// is evaluated (possibly over several blocks) only after the one before
/// failed to decide, ending in the block of the last condition. Otherwise
/// the phi is not a plain a && b && c: in (a && b) || c the test of a also
/// jumps to c's block, and no constant comes from it.
static bool isChain(const llvm::BasicBlock *join,
                    const std::map<unsigned, const llvm::BasicBlock *> &tests,
                    const llvm::BasicBlock *last) {
  const llvm::BasicBlock *previous = nullptr;
  auto follows = [&](const llvm::BasicBlock *block) {
    if (!previous)
      return true;
    auto *br = llvm::cast<llvm::BranchInst>(previous->getTerminator());
    const llvm::BasicBlock *next =
        br->getSuccessor(0) == join ? br->getSuccessor(1) : br->getSuccessor(0);
    return next->getSinglePredecessor() == previous && dominates(next, block);
  };
  for (const auto &[position, block] : tests) {
    if (!follows(block))
      return false;
    previous = block;
  }
  return follows(last);
}

/// Clang's `a && b && c` is a phi of false from each block that tested a
/// condition and of the last condition's value (|| likewise with true).
std::optional<CExpr> Describer::logical(const llvm::PHINode &phi, int depth) {
  if (!phi.getType()->isIntegerTy(1))
    return std::nullopt;
  std::optional<bool> shortCut; // the constant: false for &&, true for ||
  std::map<unsigned, CExpr> terms; // by block position
  std::map<unsigned, const llvm::BasicBlock *> tests;
  const llvm::Value *last = nullptr;
  const llvm::BasicBlock *lastBlock = nullptr;
  for (unsigned i = 0; i < phi.getNumIncomingValues(); ++i) {
    const llvm::Value *v = phi.getIncomingValue(i);
    auto *c = llvm::dyn_cast<llvm::ConstantInt>(v);
    if (!c) {
      if (last)
        return std::nullopt;
      last = v;
      lastBlock = phi.getIncomingBlock(i);
      continue;
    }
    const llvm::BasicBlock *from = phi.getIncomingBlock(i);
    auto *br = llvm::dyn_cast<llvm::BranchInst>(from->getTerminator());
    if (!br || !br->isConditional() || (shortCut && *shortCut != c->isOne()))
      return std::nullopt;
    shortCut = c->isOne();
    // The edge to the phi is taken when the condition equals `towardsPhi`;
    // the term is the condition whose value then equals the constant.
    bool towardsPhi = br->getSuccessor(0) == phi.getParent();
    CExpr cond = rvalue(br->getCondition(), depth - 1);
    terms.emplace(blockPosition(from), towardsPhi == c->isOne() ? cond : negated(cond));
    tests.emplace(blockPosition(from), from);
  }
  if (!shortCut || !last || !isChain(phi.getParent(), tests, lastBlock))
    return std::nullopt;
  int precedence = *shortCut ? LogicalOr : LogicalAnd;
  const char *op = *shortCut ? " || " : " && ";
  // a || (b && c): parentheses a reader (and gcc's -Wparentheses) expects.
  int operand = LogicalAnd + 1;
  std::string text;
  for (const auto &[position, term] : terms)
    text += parenthesised(term, operand) + op;
  text += parenthesised(rvalue(last, depth - 1), operand);
  return CExpr{text, {}, precedence};
}

/// Clang's `c ? a : b`: two blocks reached from one branch on c.
std::optional<CExpr> Describer::conditional(const llvm::PHINode &phi, int depth) {
  if (phi.getNumIncomingValues() != 2)
    return std::nullopt;
  const llvm::BasicBlock *a = phi.getIncomingBlock(0), *b = phi.getIncomingBlock(1);
  const llvm::BasicBlock *from = a->getSinglePredecessor();
  if (!from || from != b->getSinglePredecessor() || a == b)
    return std::nullopt;
  auto *br = llvm::dyn_cast<llvm::BranchInst>(from->getTerminator());
  if (!br || !br->isConditional())
    return std::nullopt;
  bool aFirst = br->getSuccessor(0) == a;
  CExpr cond = rvalue(br->getCondition(), depth - 1);
  CExpr yes = rvalue(phi.getIncomingValue(aFirst ? 0 : 1), depth - 1);
  CExpr no = rvalue(phi.getIncomingValue(aFirst ? 1 : 0), depth - 1);
  return CExpr{parenthesised(cond, LogicalOr) + " ? " + parenthesised(yes, LogicalOr) +
                   " : " + parenthesised(no, Conditional),
               yes.type, Conditional};
}

CExpr Describer::phi(const llvm::PHINode &phi, int depth) {
  NoHoles symbolic(holes_);
  if (auto e = logical(phi, depth))
    return *e;
  if (auto e = conditional(phi, depth))
    return *e;
  // The same text along every edge (e.g. one value merged after a branch).
  std::optional<CExpr> same;
  for (const llvm::Value *v : phi.incoming_values()) {
    CExpr e = rvalue(v, depth - 1);
    if (same && same->text != e.text)
      return {Opaque};
    same = e;
  }
  return same ? *same : CExpr{Opaque};
}

} // namespace kiki
