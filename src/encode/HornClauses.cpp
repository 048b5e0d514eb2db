#include "encode/HornClauses.h"
#include "encode/HornValues.h"
#include "ir/CheckCalls.h"
#include "ir/LibraryFunctions.h"

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Instructions.h>

#include <algorithm>

namespace kiki {
namespace {

/// The values each block needs from before it: SSA liveness over the
/// function's control flow, restricted to the values the clauses model.
class Liveness {
public:
  explicit Liveness(const llvm::Function &f) {
    for (const auto &block : f)
      for (const auto &inst : block)
        order_[&inst] = order_.size();
    bool changed = true;
    while (changed) {
      changed = false;
      for (const auto &block : f)
        changed |= update(block);
    }
  }
  /// The modelled values live on entry to `block` (its phis excluded), in
  /// the order of their definitions.
  std::vector<const llvm::Value *> liveIn(const llvm::BasicBlock &block) const {
    auto it = liveIn_.find(&block);
    if (it == liveIn_.end())
      return {};
    std::vector<const llvm::Value *> values(it->second.begin(), it->second.end());
    std::sort(values.begin(), values.end(),
              [&](const llvm::Value *a, const llvm::Value *b) { return rank(a) < rank(b); });
    return values;
  }

private:
  std::map<const llvm::BasicBlock *, std::set<const llvm::Value *>> liveIn_;
  std::map<const llvm::Value *, size_t> order_;

  size_t rank(const llvm::Value *v) const {
    if (auto *arg = llvm::dyn_cast<llvm::Argument>(v))
      return arg->getArgNo();
    return 1000 + order_.at(v);
  }
  static bool tracked(const llvm::Value *v) {
    return (llvm::isa<llvm::Instruction>(v) || llvm::isa<llvm::Argument>(v)) &&
           hornKindOf(v->getType()) != HornKind::Opaque;
  }
  bool update(const llvm::BasicBlock &block) {
    std::set<const llvm::Value *> live;
    for (const auto *succ : llvm::successors(&block)) {
      for (const auto *v : liveIn_[succ])
        live.insert(v);
      for (const auto &phi : succ->phis()) {
        const auto *v = phi.getIncomingValueForBlock(&block);
        if (tracked(v))
          live.insert(v);
      }
    }
    for (auto it = block.rbegin(); it != block.rend(); ++it) {
      live.erase(&*it);
      if (llvm::isa<llvm::PHINode>(*it))
        continue;
      for (const auto &op : it->operands())
        if (tracked(op.get()))
          live.insert(op.get());
    }
    auto &old = liveIn_[&block];
    if (old == live)
      return false;
    old = std::move(live);
    return true;
  }
};

} // namespace

/// Builds the blocks of one function's clauses.
class HornBuilder {
public:
  HornBuilder(const llvm::Function &f, z3::context &ctx, bool assertions,
              HornArithmetic arithmetic)
      : f_(f), ctx_(ctx), assertions_(assertions), arithmetic_(arithmetic), live_(f), dom_(const_cast<llvm::Function &>(f)) {
    loops_.analyze(dom_);
  }

  std::optional<HornProgram> build(std::string &whyNot) {
    HornProgram program(ctx_);
    for (const auto *loop : loops_.getLoopsInPreorder()) {
      const auto *header = loop->getHeader();
      headIndex_[header] = program.heads_.size();
      z3::sort_vector domain(ctx_);
      std::vector<unsigned> widths;
      for (const auto *v : headValues(*header)) {
        domain.push_back(hornSort(ctx_, v->getType()));
        widths.push_back(hornKindOf(v->getType()) == HornKind::Int
                             ? v->getType()->getIntegerBitWidth()
                             : 0);
      }
      std::string name = "head" + std::to_string(program.heads_.size());
      unsigned line = 0;
      if (const auto &loc = header->getTerminator()->getDebugLoc())
        line = loc.getLine();
      program.heads_.push_back(
          {ctx_.function(name.c_str(), domain, ctx_.bool_sort()), line, std::move(widths)});
    }
    auto entry = encodeBlock(program, f_.getEntryBlock(), std::nullopt, whyNot);
    if (!entry)
      return std::nullopt;
    program.blocks_.push_back(std::move(*entry));
    for (const auto &[header, index] : headIndex_) {
      auto block = encodeBlock(program, *header, index, whyNot);
      if (!block)
        return std::nullopt;
      program.blocks_.push_back(std::move(*block));
    }
    return program;
  }

private:
  const llvm::Function &f_;
  z3::context &ctx_;
  bool assertions_;
  HornArithmetic arithmetic_;
  Liveness live_;
  llvm::DominatorTree dom_;
  llvm::LoopInfo loops_;
  std::map<const llvm::BasicBlock *, size_t> headIndex_;

  std::vector<const llvm::Value *> headValues(const llvm::BasicBlock &header) const {
    std::vector<const llvm::Value *> values;
    for (const auto &phi : header.phis())
      if (hornKindOf(phi.getType()) != HornKind::Opaque)
        values.push_back(&phi);
    for (const auto *v : live_.liveIn(header))
      values.push_back(v);
    return values;
  }

  /// The blocks from `cut` up to the next heads, in topological order;
  /// nullopt for a cycle without a head (irreducible control flow).
  std::optional<std::vector<const llvm::BasicBlock *>> region(const llvm::BasicBlock &cut) const {
    std::vector<const llvm::BasicBlock *> postOrder;
    std::map<const llvm::BasicBlock *, int> state; // 1: open, 2: done
    bool cyclic = false;
    std::function<void(const llvm::BasicBlock *)> visit = [&](const llvm::BasicBlock *b) {
      state[b] = 1;
      for (const auto *succ : llvm::successors(b)) {
        if (headIndex_.count(succ))
          continue;
        if (state[succ] == 1)
          cyclic = true;
        else if (state[succ] == 0)
          visit(succ);
      }
      state[b] = 2;
      postOrder.push_back(b);
    };
    visit(&cut);
    if (cyclic)
      return std::nullopt;
    return std::vector<const llvm::BasicBlock *>(postOrder.rbegin(), postOrder.rend());
  }

  std::optional<HornProgram::Block> encodeBlock(HornProgram &program,
                                                const llvm::BasicBlock &cut,
                                                std::optional<size_t> head,
                                                std::string &whyNot) {
    auto blocks = region(cut);
    if (!blocks) {
      whyNot = "a loop without a single head (irreducible control flow)";
      return std::nullopt;
    }
    HornValues values(ctx_, "b" + std::to_string(program.blocks_.size()) + "_",
                      arithmetic_ == HornArithmetic::Exact);
    HornProgram::Block block{head, z3::expr_vector(ctx_), z3::expr_vector(ctx_),
                             ctx_.bool_val(true), {}, {}};
    if (head)
      for (const auto *v : headValues(cut))
        block.sourceArgs.push_back(values.bind(v));
    else
      for (const auto &arg : f_.args())
        values.value(&arg);
    std::map<std::pair<const llvm::BasicBlock *, const llvm::BasicBlock *>, z3::expr> edges;
    std::map<size_t, std::vector<z3::expr>> toHeads; // head -> edge conditions
    std::map<size_t, z3::expr_vector> headArgs;
    for (const auto *b : *blocks) {
      z3::expr reach = ctx_.bool_val(b == &cut);
      if (b != &cut) {
        z3::expr_vector incoming(ctx_);
        for (const auto *pred : llvm::predecessors(b)) {
          auto it = edges.find({pred, b});
          if (it != edges.end())
            incoming.push_back(it->second);
        }
        reach = incoming.empty() ? ctx_.bool_val(false) : z3::mk_or(incoming);
        encodePhis(*b, edges, values);
      }
      reach = values.define(reach, "r");
      z3::expr guard = encodeInstructions(*b, reach, values, block.checks);
      for (auto &[succ, condition] : successorConditions(*b, guard, values)) {
        auto headIt = headIndex_.find(succ);
        if (headIt == headIndex_.end()) {
          edges.emplace(std::make_pair(b, succ), condition);
          continue;
        }
        // An edge to a head: its arguments are the head's phis on this
        // edge and the values live at the head.
        size_t index = headIt->second;
        auto [argsIt, fresh] = headArgs.try_emplace(index, ctx_);
        if (fresh)
          for (const auto *v : headValues(*succ))
            argsIt->second.push_back(values.argument(v->getType()));
        z3::expr_vector bound(ctx_);
        bound.push_back(condition);
        unsigned i = 0;
        for (const auto *v : headValues(*succ)) {
          const auto *incoming = v;
          if (auto *phi = llvm::dyn_cast<llvm::PHINode>(v); phi && phi->getParent() == succ)
            incoming = phi->getIncomingValueForBlock(b);
          bound.push_back(argsIt->second[i++] == values.value(incoming));
        }
        toHeads[index].push_back(z3::mk_and(bound));
      }
    }
    for (auto &[index, conditions] : toHeads) {
      z3::expr_vector any(ctx_);
      for (const auto &c : conditions)
        any.push_back(c);
      block.targets.push_back({index, headArgs.at(index), z3::mk_or(any)});
    }
    block.body = values.body();
    block.variables = values.variables();
    return block;
  }

  void encodePhis(const llvm::BasicBlock &b,
                  const std::map<std::pair<const llvm::BasicBlock *, const llvm::BasicBlock *>,
                                 z3::expr> &edges,
                  HornValues &values) {
    for (const auto &phi : b.phis()) {
      if (hornKindOf(phi.getType()) == HornKind::Opaque)
        continue;
      std::optional<z3::expr> chosen;
      for (unsigned i = phi.getNumIncomingValues(); i-- > 0;) {
        auto it = edges.find({phi.getIncomingBlock(i), &b});
        if (it == edges.end())
          continue;
        z3::expr v = values.value(phi.getIncomingValue(i));
        chosen = chosen ? z3::ite(it->second, v, *chosen) : v;
      }
      if (chosen)
        values.assign(&phi, *chosen);
    }
  }

  /// The instructions of `b` from `reach`; returns the guard at its end
  /// (assumptions and ends of executions narrow it).
  z3::expr encodeInstructions(const llvm::BasicBlock &b, z3::expr guard, HornValues &values,
                              std::vector<HornProgram::Check> &checks) {
    for (const auto &inst : b) {
      if (llvm::isa<llvm::PHINode>(inst))
        continue;
      auto *call = llvm::dyn_cast<llvm::CallBase>(&inst);
      if (!call) {
        values.encode(inst);
        continue;
      }
      const auto *callee =
          llvm::dyn_cast<llvm::Function>(call->getCalledOperand()->stripPointerCasts());
      std::string name = callee ? callee->getName().str() : "";
      if (auto id = checkedProperty(*call)) {
        z3::expr violated = (guard && !values.boolean(call->getArgOperand(0))).simplify();
        if (!violated.is_false())
          checks.push_back({*id, violated});
        continue;
      }
      if (name == "__VERIFIER_assume" || name == "__CPROVER_assume" || name == "llvm.assume" ||
          (name == "assume" && call->arg_size() == 1)) {
        guard = values.define(guard && values.boolean(call->getArgOperand(0)), "g");
        continue;
      }
      bool errorCall = isErrorFunction(name) && assertions_;
      if (callee && isPathEnd(name) && (callee->isDeclaration() || errorCall)) {
        guard = ctx_.bool_val(false);
        continue;
      }
      values.encode(inst); // a result of its type, exact or arbitrary
    }
    if (llvm::isa<llvm::UnreachableInst>(b.getTerminator()))
      guard = ctx_.bool_val(false);
    return guard;
  }

  std::vector<std::pair<const llvm::BasicBlock *, z3::expr>>
  successorConditions(const llvm::BasicBlock &b, const z3::expr &guard, HornValues &values) {
    std::vector<std::pair<const llvm::BasicBlock *, z3::expr>> result;
    const auto *term = b.getTerminator();
    if (auto *br = llvm::dyn_cast<llvm::BranchInst>(term)) {
      if (br->isUnconditional()) {
        result.emplace_back(br->getSuccessor(0), guard);
        return result;
      }
      z3::expr c = values.boolean(br->getCondition());
      result.emplace_back(br->getSuccessor(0), guard && c);
      result.emplace_back(br->getSuccessor(1), guard && !c);
      return result;
    }
    if (auto *sw = llvm::dyn_cast<llvm::SwitchInst>(term)) {
      z3::expr v = values.value(sw->getCondition());
      z3::expr none = ctx_.bool_val(true);
      std::map<const llvm::BasicBlock *, z3::expr> taken;
      for (const auto &c : sw->cases()) {
        z3::expr hit = v == values.value(c.getCaseValue());
        none = none && !hit;
        auto [it, fresh] = taken.try_emplace(c.getCaseSuccessor(), hit);
        if (!fresh)
          it->second = it->second || hit;
      }
      auto [it, fresh] = taken.try_emplace(sw->getDefaultDest(), none);
      if (!fresh)
        it->second = it->second || none;
      for (auto &[succ, hit] : taken)
        result.emplace_back(succ, guard && hit);
      return result;
    }
    // Any other terminator with successors (indirectbr, invoke): every
    // successor may follow.
    for (const auto *succ : llvm::successors(&b))
      result.emplace_back(succ, guard);
    return result;
  }
};

std::optional<HornProgram> HornProgram::build(const llvm::Function &function, z3::context &ctx,
                                              bool assertions, HornArithmetic arithmetic,
                                              std::string &whyNot) {
  return HornBuilder(function, ctx, assertions, arithmetic).build(whyNot);
}

std::set<unsigned> HornProgram::properties() const {
  std::set<unsigned> ids;
  for (const auto &block : blocks_)
    for (const auto &check : block.checks)
      ids.insert(check.property);
  return ids;
}


std::vector<HornStep> HornProgram::steps(const std::set<unsigned> &goals) const {
  std::vector<HornStep> result;
  z3::context &ctx = *ctx_;
  for (const auto &block : blocks_) {
    for (const auto &target : block.targets)
      result.push_back({block.source, block.sourceArgs, block.variables, block.body,
                        target.head, target.args, target.condition});
    z3::expr_vector failures(ctx);
    for (const auto &check : block.checks)
      if (goals.count(check.property))
        failures.push_back(check.violated);
    if (!failures.empty())
      result.push_back({block.source, block.sourceArgs, block.variables, block.body,
                        std::nullopt, z3::expr_vector(ctx), z3::mk_or(failures)});
  }
  return result;
}

std::vector<z3::expr> HornProgram::clauses(const std::set<unsigned> &goals) const {
  std::vector<z3::expr> result;
  z3::context &ctx = *ctx_;
  for (const auto &step : steps(goals)) {
    z3::expr premise = step.body && step.condition;
    if (step.source)
      premise = predicate(*step.source)(step.sourceArgs) && premise;
    z3::expr conclusion =
        step.target ? predicate(*step.target)(step.targetArgs) : ctx.bool_val(false);
    z3::expr implication = z3::implies(premise, conclusion);
    result.push_back(step.variables.empty() ? implication
                                            : z3::forall(step.variables, implication));
  }
  return result;
}

} // namespace kiki
