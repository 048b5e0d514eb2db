// Which allocation sites a pointer may point into: a flow-insensitive,
// field-insensitive inclusion analysis (Andersen's) over the whole module.
// The memory model compares a read's address with every store before it;
// a read through a pointer loaded from memory (whose object the encoding
// does not know) compares it with the stores into every object. This
// analysis tells which objects such a pointer can reach at all
// (docs/decisions.md, "Where cJSON's unresolved alias tests go").
//
// A site is a global variable, a function, an alloca or a call that
// allocates (malloc, calloc, realloc, alloca). Memory holds one set per
// site: every address stored into any object made there. Values of integer
// type carry the sets of the pointers they were computed from (a pointer
// stored as an integer and read back as a pointer keeps its sites). What
// the analysis cannot follow points anywhere: integer-to-pointer casts,
// nondeterministic pointers, calls of functions without a body that kiki
// does not model (and what their pointer arguments reach), inline
// assembly, __kiki_havoc's memory and the entry function's parameters.
// Pointers forged from arbitrary bytes (undefined behaviour in C) are not
// followed.
//
// Each set also says whether its pointers may point inside an object (a
// non-zero offset): address arithmetic (a GEP with an index that is not a
// constant zero, integer arithmetic) makes it so, and memory passes it on
// from what is stored to what is loaded. A pointer whose set says no points
// to an object's start or is null; the encoding then keeps its offset a
// constant zero, so that its fields' addresses differ syntactically.
//
// And whether its values may be a pointer's integer image (ptrtoint): the
// memory model gives such integers an object number of their own, so a
// pointer read from memory that holds one is not the pointer it came from.
#pragma once
#include <llvm/ADT/BitVector.h>
#include <llvm/ADT/DenseMap.h>
#include <llvm/IR/InstrTypes.h>
#include <llvm/IR/Module.h>
#include <optional>
#include <vector>

namespace kiki {

class PointsTo {
public:
  /// `globalsArbitrary`: the entry is not main and the globals that are
  /// not constant start arbitrary (they may hold any pointer).
  PointsTo(const llvm::Module &module, const llvm::Function &entry, bool globalsArbitrary);

  /// Whether `pointer` may point into an object made at `site`; true when
  /// either is unknown to the analysis.
  bool mayPointInto(const llvm::Value &pointer, const llvm::Value &site) const;
  /// Whether `pointer` is null or points to an object's first byte in every
  /// execution (false when unknown).
  bool pointsToObjectStart(const llvm::Value &pointer) const;
  /// Whether nothing is known of where `pointer` points.
  bool pointsAnywhere(const llvm::Value &pointer) const;
  unsigned siteCount() const { return static_cast<unsigned>(sites_.size()); }
  /// The number of the site `site` (a global, function, alloca or
  /// allocating call); nullopt: not a site.
  std::optional<unsigned> siteOf(const llvm::Value &site) const;
  /// The sites (by number) `pointer` may point into; nullopt: anywhere.
  std::optional<llvm::BitVector> sitesOf(const llvm::Value &pointer) const;
  /// Whether `value` may hold the bytes of a pointer converted to an
  /// integer (ptrtoint, or arithmetic on one), for example a pointer read
  /// through a union whose integer member was assigned `(long)&x`.
  bool mayHoldIntegerImage(const llvm::Value &value) const;

private:
  struct Set {
    bool anywhere = false;
    bool inside = false; // may point past an object's first byte
    bool image = false;  // may be (computed from) a pointer cast to an integer
    llvm::BitVector sites;
    /// Adds `other`; returns whether this set grew.
    bool join(const Set &other);
  };

  std::vector<const llvm::Value *> sites_;
  llvm::DenseMap<const llvm::Value *, unsigned> siteIndex_;
  llvm::DenseMap<const llvm::Value *, Set> values_; // instructions, arguments
  llvm::DenseMap<const llvm::Function *, Set> returns_;
  std::vector<Set> memory_;   // by site
  Set storedAnywhere_;        // stored through a pointer that points anywhere
  bool changed_ = false;
  bool gaveUp_ = false;
  mutable bool anyImage_ = false; // some pointer is cast to an integer
  unsigned pointerBits_ = 64;

  Set empty() const;
  Set anywhere() const;
  Set single(const llvm::Value &site) const;
  static Set moved(Set s);
  static Set imaged(Set s);
  void addSites(const llvm::Module &module);
  Set valueOf(const llvm::Value *v) const;
  Set loadFrom(const Set &pointer) const;
  void joinInto(Set &target, const Set &more);
  void store(const Set &pointer, const Set &value);
  void havoc(const Set &pointer);
  void transfer(const llvm::Instruction &inst);
  void transferCall(const llvm::CallBase &call);
  void callTo(const llvm::Function &callee, const llvm::CallBase &call);
  void callDeclaration(const llvm::Function &callee, const llvm::CallBase &call);
  void callUnknown(const llvm::CallBase &call);
};

} // namespace kiki
