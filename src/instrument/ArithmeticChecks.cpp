// The checks of arithmetic: overflow (clang's sanitizer traps) and
// division by zero.
#include "instrument/InstrumentInternal.h"
#include "ir/Intrinsics.h"

#include <llvm/IR/CFG.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/IntrinsicInst.h>

namespace kiki::instrument {

/// A failed overflow check does not end the execution: the trap block
/// goes on to where the arithmetic's result (wrapped around) is used, so
/// later properties are judged on all executions.
void Instrumenter::continueAfterTrap(llvm::CallBase &trap) {
  llvm::BasicBlock *block = trap.getParent();
  llvm::BasicBlock *pred = block->getSinglePredecessor();
  auto *branch = pred ? llvm::dyn_cast<llvm::BranchInst>(pred->getTerminator()) : nullptr;
  if (!branch || !branch->isConditional() ||
      !llvm::isa<llvm::UnreachableInst>(block->getTerminator()))
    return; // not clang's shape: the trap keeps ending the execution
  llvm::BasicBlock *next = branch->getSuccessor(0) == block ? branch->getSuccessor(1)
                                                            : branch->getSuccessor(0);
  for (auto &phi : next->phis())
    phi.addIncoming(phi.getIncomingValueForBlock(pred), block);
  llvm::DebugLoc location = trap.getDebugLoc();
  block->getTerminator()->eraseFromParent();
  trap.eraseFromParent();
  // Whether the execution goes on is a literal of the encoding, so that
  // proofs can also be tried on executions without earlier overflows.
  auto *dead = llvm::BasicBlock::Create(ctx_, "overflow.end", block->getParent());
  new llvm::UnreachableInst(ctx_, dead);
  llvm::IRBuilder<> b(block);
  auto *goesOn = b.CreateCall(intrinsic(intrinsic::AfterFailure, b.getInt1Ty(), {}));
  goesOn->setDebugLoc(location);
  b.CreateCondBr(goesOn, next, dead);
}

void Instrumenter::checkOverflowTrap(llvm::CallBase &trap) {
  // clang -fsanitize-trap: the trap block's predecessor branches on the
  // overflow condition; find the arithmetic it guards for the text.
  llvm::BasicBlock *pred = trap.getParent()->getSinglePredecessor();
  std::string sign = checks_.signedOverflow ? "signed" : "unsigned";
  std::string text = "arithmetic overflow";
  if (pred) {
    auto described = describeOverflow(*pred, sign);
    if (!described.empty())
      text = described;
  }
  addCheck(trap, llvm::ConstantInt::getFalse(ctx_), PropertyKind::Overflow,
           text);
  traps_.push_back(&trap);
}

std::string Instrumenter::describeOverflow(llvm::BasicBlock &pred, std::string sign) {
  for (auto &inst : pred) {
    if (auto *ii = llvm::dyn_cast<llvm::IntrinsicInst>(&inst)) {
      std::string name = ii->getCalledFunction()->getName().str();
      if (name.find("with.overflow") == std::string::npos)
        continue;
      sign = name.rfind("llvm.s", 0) == 0 ? "signed" : "unsigned";
      const char *op = name.find("add") != std::string::npos   ? "+"
                       : name.find("sub") != std::string::npos ? "-"
                                                               : "*";
      std::string lhs = source_.describe(ii->getArgOperand(0));
      std::string rhs = source_.describe(ii->getArgOperand(1));
      if (*op == '-' && lhs == "0")
        return "arithmetic overflow on " + sign + " unary - in -" + rhs;
      return "arithmetic overflow on " + sign + " " + op + " in " + lhs +
             " " + op + " " + rhs;
    }
  }
  // Division overflow (INT_MIN / -1): the guarded division follows.
  for (auto *succ : llvm::successors(&pred))
    for (auto &inst : *succ)
      if (auto *bin = llvm::dyn_cast<llvm::BinaryOperator>(&inst))
        if (bin->getOpcode() == llvm::Instruction::SDiv ||
            bin->getOpcode() == llvm::Instruction::SRem) {
          const char *op = bin->getOpcode() == llvm::Instruction::SDiv ? "/" : "%";
          return "arithmetic overflow on signed " + std::string(op) + " in " +
                 source_.describe(bin->getOperand(0)) + " " + op + " " +
                 source_.describe(bin->getOperand(1));
        }
  return "";
}

void Instrumenter::checkDivision(llvm::BinaryOperator &bin) {
  if (!checks_.divByZero)
    return;
  auto op = bin.getOpcode();
  if (op != llvm::Instruction::SDiv && op != llvm::Instruction::UDiv &&
      op != llvm::Instruction::SRem && op != llvm::Instruction::URem)
    return;
  llvm::Value *divisor = bin.getOperand(1);
  if (auto *c = llvm::dyn_cast<llvm::ConstantInt>(divisor); c && !c->isZero())
    return;
  llvm::IRBuilder<> b(&bin);
  auto *ok = b.CreateICmpNE(divisor, llvm::Constant::getNullValue(divisor->getType()));
  addCheck(bin, ok, PropertyKind::DivByZero,
           "division by zero in " + source_.describe(bin.getOperand(0)) +
               (op == llvm::Instruction::SDiv || op == llvm::Instruction::UDiv ? " / " : " % ") +
               source_.describe(divisor));
}

} // namespace kiki::instrument
