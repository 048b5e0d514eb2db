// SSA values as SMT terms: constants, globals, values of the current scope
// and fresh (non-deterministic) values.
#include "encode/Unwinder.h"
#include "util/Errors.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/GlobalAlias.h>

namespace kiki {

Sym Unwinder::fresh(llvm::Type *type, const std::string &name) {
  if (auto *st = llvm::dyn_cast<llvm::StructType>(type)) {
    std::vector<Sym> members;
    for (auto *member : st->elements())
      members.push_back(fresh(member, name));
    return Sym::aggregate(std::move(members));
  }
  if (auto *at = llvm::dyn_cast<llvm::ArrayType>(type)) {
    if (at->getNumElements() > 4096)
      throw Unsupported("first-class array value with more than 4096 elements");
    std::vector<Sym> members;
    for (uint64_t i = 0; i < at->getNumElements(); ++i)
      members.push_back(fresh(at->getElementType(), name));
    return Sym::aggregate(std::move(members));
  }
  return ctx_.constant(freshName(name.empty() ? "nondet" : name).c_str(),
                       memory_.sortOf(type));
}

Sym Unwinder::value(const llvm::Value *v, Env &env) {
  if (auto *g = llvm::dyn_cast<llvm::GlobalAlias>(v))
    return value(g->getAliasee(), env);
  if (llvm::isa<llvm::GlobalValue>(v)) {
    auto it = globals_.find(v);
    if (it == globals_.end())
      throw Unsupported("reference to an unknown global " + v->getName().str());
    return it->second;
  }
  if (auto *c = llvm::dyn_cast<llvm::Constant>(v))
    return constant(c, env);
  for (Env *scope = &env; scope; scope = scope->parent.get()) {
    auto it = scope->values.find(v);
    if (it != scope->values.end())
      return it->second;
  }
  // A value defined on a path that ended (e.g. after exit()): never observed.
  Sym result = fresh(v->getType(), "undefined");
  env.values.emplace(v, result);
  return result;
}

Sym Unwinder::constant(const llvm::Constant *c, Env &env) {
  if (llvm::isa<llvm::GlobalValue>(c))
    return value(c, env);
  if (auto *ci = llvm::dyn_cast<llvm::ConstantInt>(c)) {
    if (ci->getBitWidth() == 1)
      return ctx_.bool_val(ci->isOne());
    llvm::SmallString<40> digits;
    ci->getValue().toStringUnsigned(digits, 10);
    return ctx_.bv_val(digits.c_str(), ci->getBitWidth());
  }
  if (auto *cf = llvm::dyn_cast<llvm::ConstantFP>(c)) {
    llvm::APInt bits = cf->getValueAPF().bitcastToAPInt();
    llvm::SmallString<40> digits;
    bits.toStringUnsigned(digits, 10);
    return memory_.fromBits(ctx_.bv_val(digits.c_str(), bits.getBitWidth()),
                            c->getType());
  }
  if (llvm::isa<llvm::ConstantPointerNull>(c))
    return memory_.nullPointer();
  if (llvm::isa<llvm::UndefValue>(c))
    return fresh(c->getType(), "undef");
  if (auto *ce = llvm::dyn_cast<llvm::ConstantExpr>(c)) {
    llvm::Instruction *inst = const_cast<llvm::ConstantExpr *>(ce)->getAsInstruction();
    struct Deleter {
      llvm::Instruction *i;
      ~Deleter() { i->deleteValue(); }
    } guard{inst};
    return encodeOperator(*inst, env);
  }
  if (c->getType()->isStructTy() || c->getType()->isArrayTy()) {
    std::vector<Sym> members;
    unsigned n = c->getType()->isStructTy()
                     ? c->getType()->getStructNumElements()
                     : static_cast<unsigned>(c->getType()->getArrayNumElements());
    for (unsigned i = 0; i < n; ++i)
      members.push_back(constant(c->getAggregateElement(i), env));
    return Sym::aggregate(std::move(members));
  }
  throw Unsupported("constant of this kind");
}

z3::expr Unwinder::toBool(const Sym &s) {
  const z3::expr &e = s.expr();
  if (e.is_bool())
    return e;
  return e != ctx_.bv_val(0, e.get_sort().bv_size());
}

z3::expr Unwinder::pointerWidth(const z3::expr &bv, bool isSigned) {
  unsigned have = bv.get_sort().bv_size(), want = memory_.pointerBits();
  if (have == want)
    return bv;
  if (have > want)
    return bv.extract(want - 1, 0);
  return isSigned ? z3::sext(bv, want - have) : z3::zext(bv, want - have);
}

} // namespace kiki
