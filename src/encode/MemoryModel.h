// Object-based memory: a pointer is a P-bit vector whose top bits number the
// object (0 is null) and whose low bits are the byte offset in it, so pointer
// arithmetic and integer casts stay exact. Contents are one byte-addressed SMT
// array; per-object size, heap flag and liveness are SMT arrays too.
#pragma once
#include "encode/Sym.h"
#include "solver/TermSimplifier.h"
#include <llvm/ADT/BitVector.h>
#include <llvm/IR/DataLayout.h>
#include <llvm/IR/Type.h>
#include <z3++.h>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace kiki {

/// The memory at one program point (versioned like an SSA value).
struct MemState {
  z3::expr bytes;     // Array(ptr, bv8)
  z3::expr alive;     // Array(obj, Bool): allocated and not yet freed/popped
  z3::expr heapCount; // bv32: number of live heap objects (for leak checks)
};

/// Input: an object a caller outside the encoded program made (behind an
/// entry function's pointer parameter); whether it is on the heap is open.
enum class ObjectKind { Function, Global, Stack, Heap, Input };

class MemoryModel {
public:
  MemoryModel(z3::context &ctx, const llvm::DataLayout &layout);

  unsigned pointerBits() const { return ptrBits_; }
  unsigned objectBits() const { return objBits_; }
  unsigned offsetBits() const { return ptrBits_ - objBits_; }
  uint64_t offsetMask() const {
    return offsetBits() >= 64 ? ~0ull : (1ull << offsetBits()) - 1;
  }
  z3::context &ctx() { return ctx_; }
  const llvm::DataLayout &layout() const { return layout_; }

  /// Where the model's own constraints go (the solver); until set they are
  /// kept and handed over by setFactSink.
  void setFactSink(std::function<void(const z3::expr &)> sink);

  MemState initialState(const std::string &name);
  /// A memory variable: unknown until `define` gives its value under a
  /// condition (a loop exit, a call return); several definitions may hold
  /// under disjoint conditions.
  MemState freshState(const std::string &name);
  /// How a loop may change which objects are alive.
  struct LivenessChange {
    bool allocates = true;
    bool frees = true;
  };
  /// A fresh state that agrees with `entry` on every object but the
  /// `written` ones, and on liveness and the heap count as far as `change`
  /// allows: the memory at the head of an arbitrary iteration of a loop
  /// that writes only those objects.
  MemState framedState(const std::string &name, const MemState &entry,
                       std::vector<z3::expr> written, LivenessChange change);
  /// A memory variable for a loop's exit that agrees with `entry` on every
  /// object but the `written` ones (object terms; any term may be among
  /// them). A read of an object that is numbered and differs from every
  /// numbered written one, all written ones being numbered, reads `entry`
  /// at once: the variable is neither read nor constrained there, so the
  /// harness' and set-up code's constants reach the code after a loop that
  /// only fills a buffer (lwrb's ring buffer fields after the harness' loop
  /// over `tmp`: a select per field read, tied by equations).
  MemState exitState(const std::string &name, const MemState &entry,
                     std::vector<z3::expr> written);
  /// Bytes [lo, hi) (offsets) of `object` that a loop has written so far;
  /// where `ordered` does not hold (the counter wrapped), all of it.
  struct WrittenRange {
    z3::expr object, lo, hi, ordered;
  };
  /// Of the objects outside a framed state's `written`, the bytes in
  /// `ranges` are not those of its entry either (ranges over the values at
  /// the loop's head, made after the state).
  void addWrittenRanges(const MemState &state, std::vector<WrittenRange> ranges);
  /// Ties the liveness and heap count of the loop-head state `state` to the
  /// loop's `entry`: equal when the loop neither allocates nor frees, a
  /// superset (larger count) when it only allocates, a subset when it only
  /// frees, unrelated otherwise.
  void constrainLiveness(MemState &state, const MemState &entry, LivenessChange change);
  static constexpr unsigned kMaxLivenessFacts = 512;
  void define(const MemState &variable, const z3::expr &when, const MemState &value);
  /// A fact about each address read from the memory variable `bytes`, now
  /// and later: how a universally quantified invariant about memory (an
  /// array segment) is instantiated where it is needed. Reads made while a
  /// hook builds its fact get no fact (fewer instances: weaker, sound).
  using ReadHook = std::function<std::optional<z3::expr>(const z3::expr &ptr)>;
  void addReadHook(const MemState &variable, ReadHook hook);
  MemState ite(const z3::expr &cond, const MemState &a, const MemState &b);

  /// A new object; returns its base pointer. Adds size/kind/site facts to
  /// `facts`. `site` numbers the heap allocation (0: not a heap object), so
  /// that invariants can speak of all objects one allocation made.
  /// Throws Unsupported when the object numbers run out.
  z3::expr newObject(ObjectKind kind, const z3::expr &sizeBytes,
                     std::vector<z3::expr> &facts, unsigned site = 0);
  unsigned objectCount() const { return nextObject_; }

  /// An unsigned length or size as a bit-vector of pointer width.
  z3::expr toPointerWidth(const z3::expr &length);
  z3::expr objectOf(const z3::expr &ptr);
  /// `ptr` moved by `delta` bytes (pointer width). Pointer arithmetic stays
  /// in its object: the offset wraps, the object number never changes.
  z3::expr advance(const z3::expr &ptr, const z3::expr &delta);
  z3::expr advance(const z3::expr &ptr, uint64_t delta) {
    return advance(ptr, ptrConst(delta));
  }
  /// A pointer read as object, offset term and constant offset.
  struct PointerParts {
    z3::expr object;
    std::optional<z3::expr> offsetBase;
    uint64_t offsetConstant;
  };
  PointerParts split(const z3::expr &ptr);
  /// From now on split's results are kept per pointer term (splitParts_).
  void keepPointerParts() { keepPointerParts_ = true; }
  z3::expr offsetOf(const z3::expr &ptr);
  z3::expr nullPointer();
  z3::expr sizeOf(const z3::expr &obj);   // bv of pointer width
  z3::expr isHeap(const z3::expr &obj);
  /// From now on every new object's allocation site is a fact (only the
  /// heap domain reads them, so without it they cost nothing).
  void recordSites();
  bool sitesRecorded() const { return recordSites_; }
  /// Then also: an object with a site is a heap object (free's "dynamic
  /// object" check of --pointer-check needs it for the objects a heap
  /// invariant names; elsewhere the facts only cost time).
  void stateSitesAreHeap() { sitesAreHeap_ = true; }
  /// The allocation site of an object (bv of siteBits; 0: none).
  z3::expr siteOf(const z3::expr &obj);
  static constexpr unsigned siteBits() { return 16; }
  /// Every address read so far from the memory variable of `m`.
  std::vector<z3::expr> readsOf(const MemState &m) const;

  /// Where `ptr` lies in one flat address space: its object's base address
  /// plus its offset (null is 0). Bases are unknown; the facts added (once
  /// per object term) keep the object inside the address space, and
  /// `keepApart` adds the fact that two different real objects do not
  /// overlap. Relational comparisons of pointers to different objects use
  /// these, as their order in memory is not fixed by C.
  z3::expr address(const z3::expr &ptr);
  void keepApart(const z3::expr &objA, const z3::expr &objB);

  /// A pointer as an integer (ptrtoint) and back (inttoptr): the offset
  /// stays the low bits, the object number becomes an unknown injective
  /// image of it (0 for null), and inttoptr inverts that image. Raw object
  /// numbers must not reach integers: an invariant inferred over a loop's
  /// arbitrary iteration sees its allocation as one fixed number, where the
  /// program's iterations make different objects ((long)malloc(..) stored
  /// in a[n] gave "a[k] == object 18 for all k" and a wrong proof of
  /// a[i] == a[0]). Distinct objects still give distinct integers.
  z3::expr pointerToInteger(const z3::expr &ptr);
  z3::expr integerToPointer(const z3::expr &bits);

  /// Read-only objects: string literals and const globals, numbered
  /// [first, end), whose contents after the globals' initialisation are
  /// `initial`. A write into one crashes a real run (the loader maps them
  /// read-only), so the encoding ends the execution there
  /// (Unwinder::endIfReadOnly) and every read of one takes `initial`,
  /// skipping the stores before it: the key "list" of cJSON's harness stays
  /// a constant after stores through pointers loaded from the list, whose
  /// objects the encoding does not know.
  void setReadOnly(unsigned first, unsigned end, const z3::expr &initial);
  /// Whether `object` is a read-only one (false when there are none).
  z3::expr isReadOnly(const z3::expr &object);
  /// Whether a write of `length` bytes at `dst` (a store: nullopt, at
  /// least one byte) writes into a read-only object; a write of no bytes
  /// writes nothing.
  z3::expr writesReadOnly(const z3::expr &dst, const std::optional<z3::expr> &length);

  /// Checks of the pointer-safety properties.
  z3::expr inBounds(const z3::expr &ptr, const z3::expr &bytes);
  z3::expr isLive(const MemState &m, const z3::expr &ptr);

  Sym load(const MemState &m, const z3::expr &ptr, llvm::Type *type);
  /// The points-to site (model/PointsTo) where the object of `base` was
  /// made; objects without one are never skipped by loadWithin.
  void setPointsToSite(const z3::expr &base, unsigned site);
  /// A read through a pointer that points only into objects of `sites`:
  /// stores into objects of other sites are skipped. `scope` (when set)
  /// must hold wherever the read happens: it says that the pointer's
  /// object is none of the skipped ones, so that executions the points-to
  /// analysis rules out (an uninitialised pointer that happens to hit a
  /// skipped object) are removed rather than read wrongly.
  struct ScopedRead {
    Sym value;
    std::optional<z3::expr> scope;
  };
  ScopedRead loadWithin(const MemState &m, const z3::expr &ptr, llvm::Type *type,
                        const llvm::BitVector &sites);
  MemState store(const MemState &m, const z3::expr &ptr, const Sym &value,
                 llvm::Type *type);
  /// The object of `base` (all of it) holds the bytes of `value`, padding
  /// zero: a large initialised global. A read resolves it in one step (a
  /// byte of a table, or of a repeated element) instead of walking a store
  /// per byte; the book's matrix_to_vector with 1000 initialised row
  /// pointers made 8000 stores and 262k terms.
  MemState storeTable(const MemState &m, const z3::expr &base, const Sym &value,
                      llvm::Type *type);
  /// Objects of at least this many bytes are initialised by storeTable.
  static constexpr uint64_t kTableBytes = 64;
  /// Tables of at most this many bytes are read through a multiplexer.
  static constexpr uint64_t kMuxBytes = 4096;
  /// Visits the scalars of `value` with their offsets and bits.
  using ScalarVisitor = std::function<void(uint64_t offset, const z3::expr &bits)>;
  void forEachScalar(const Sym &value, llvm::Type *type, uint64_t offset,
                     const ScalarVisitor &visit);
  z3::expr byteMux(const std::vector<z3::expr> &bytes, const z3::expr &offset, uint64_t lo,
                   uint64_t span);
  MemState setAlive(const MemState &m, const z3::expr &obj, bool alive);
  MemState memset(const MemState &m, const z3::expr &dst, const z3::expr &byte,
                  const z3::expr &len);
  /// memsets of more constant bytes than this are one layer (fillLayer).
  static constexpr uint64_t kStoredFillBytes = 16;
  MemState memcpy(const MemState &m, const z3::expr &dst, const z3::expr &src,
                  const z3::expr &len);
  /// `count` elements of `size` bytes from `dst` on hold `value` (its low
  /// `size` bytes, little-endian); an accelerated fill loop.
  MemState fill(const MemState &m, const z3::expr &dst, const z3::expr &value,
                const z3::expr &count, uint64_t size);
  /// Memory where the `len` bytes from `dst` on are arbitrary; an
  /// accelerated loop that stores a nondet value into each element.
  MemState havocRange(const MemState &m, const z3::expr &dst, const z3::expr &len,
                      const std::string &name);
  /// Memory where the bytes of the objects of `ptrs` are arbitrary.
  MemState havocObjects(const MemState &m, const std::vector<z3::expr> &ptrs,
                        const std::string &name);

  /// Converts between a scalar value and its bytes in memory.
  z3::expr toBits(const z3::expr &value, llvm::Type *type);
  z3::expr fromBits(const z3::expr &bits, llvm::Type *type);

  z3::sort sortOf(llvm::Type *type);
  z3::expr ptrConst(uint64_t v) { return ctx_.bv_val(v, ptrBits_); }

  /// Z3's simplify() without walking again the large parts it simplified
  /// before (solver/TermSimplifier.h): the memory model's and the
  /// unwinder's simplifications go through here (the templates' and the
  /// Horn clauses' small terms do not).
  z3::expr simplify(const z3::expr &term) { return simplifier_(term); }

private:
  z3::context &ctx_;
  TermSimplifier simplifier_{ctx_};
  const llvm::DataLayout &layout_;
  unsigned ptrBits_;
  unsigned objBits_;
  unsigned nextObject_ = 1;
  std::unordered_map<unsigned, uint64_t> constantSizes_; // by object number
  unsigned readOnlyFirst_ = 0, readOnlyEnd_ = 0;
  std::optional<z3::expr> readOnlyBytes_;
  /// Whether `ptr` points into a read-only object in every execution (its
  /// object a number, or a choice of numbers, in the read-only range).
  bool intoReadOnly(const z3::expr &ptr);
  z3::expr sizes_;   // Array(obj, ptr-width bv), constrained per object
  z3::expr heap_;    // Array(obj, Bool), constrained per object
  z3::expr sites_;   // Array(obj, site bv), constrained per object
  bool recordSites_ = false;
  bool sitesAreHeap_ = false;
  z3::expr bases_;   // Array(obj, ptr-width bv), constrained where compared
  // Points-to sites by object number, and as an SMT array (site + 1),
  // constrained for the objects a read skipped.
  std::unordered_map<unsigned, unsigned> pointsToSites_;
  z3::expr pointsToSiteArray_;
  std::unordered_set<unsigned> sitedForScope_; // objects whose site is a fact
  const llvm::BitVector *readScope_ = nullptr; // during loadWithin
  std::vector<unsigned> skippedObjects_;       // during loadWithin
  /// Whether the read in progress may skip a store into object `number`.
  bool outsideReadScope(unsigned number);
  // Object terms with base facts, by id (the term is kept so that its id
  // cannot be reused by another term).
  std::unordered_map<unsigned, z3::expr> placed_;
  // The injective image of object numbers that integers see, its inverse,
  // and the object terms whose image is tied to the inverse, by id.
  std::optional<z3::func_decl> objectImage_, objectPreimage_;
  std::unordered_map<unsigned, z3::expr> imaged_;
  std::unordered_map<unsigned, z3::expr> sited_; // siteOf's facts, per object term
  unsigned freshCounter_ = 0;

  // Memory variables are constrained only at the addresses read from them
  // (one equation per read and definition), not by array equalities: the
  // solver then needs no extensional array reasoning. Once memory is built
  // with a lambda, reads can hide in its body, so from then on the array
  // equalities are asserted too ("extensional").
  /// The bytes of every object but `written` are those of `entry`.
  struct Frame {
    z3::expr entry;
    std::vector<z3::expr> written;
    std::vector<WrittenRange> ranges{};
    /// exitState's frames: the numbers of the written objects, when all
    /// are numbered (reads of other numbered objects go to `entry`).
    std::optional<std::vector<unsigned>> numberedWritten{};
  };
  /// The memory a read at `ptr` of the variable `bytes` may go to instead:
  /// an exit frame's entry, when `ptr`'s object is outside the frame.
  std::optional<z3::expr> unwrittenEntry(const z3::expr &bytes, const z3::expr &ptr);
  struct MemoryVariable {
    z3::expr bytes;
    std::vector<std::pair<z3::expr, z3::expr>> definitions; // (when, bytes)
    std::unordered_map<unsigned, z3::expr> reads;          // ptr id -> ptr
    std::optional<Frame> frame{};
    std::vector<ReadHook> hooks{};
  };
  std::unordered_map<unsigned, MemoryVariable> variables_; // by bytes id
  bool extensional_ = false;
  /// A layer of memory: the bytes at the addresses `at` where `hit` holds
  /// are `value` (a term over `at`), the others those of `below`. It is a
  /// lambda term for the solver, but the reads resolve it themselves (the
  /// reads inside are at the same address), so it needs no extensional
  /// arrays: with them a later loop's inference queries stalled (2LS's
  /// arrays/standard_partition: 4 s -> past 60 s). A havoc's value is a
  /// fresh array's byte; a constant table's is its byte at the offset.
  /// `object` numbers the one object the layer covers, if it does; a
  /// table also keeps its bytes, so that a read at a constant offset takes
  /// its byte without instantiating `value`.
  struct Layer {
    z3::expr lambda, at, hit, value, below;
    std::optional<unsigned> object;
    std::shared_ptr<const std::vector<z3::expr>> bytes;
  };
  std::unordered_map<unsigned, Layer> layers_; // by lambda id
  MemState addLayer(const MemState &m, Layer layer);
  MemState havocLayer(const MemState &m, const z3::expr &at, const z3::expr &hit,
                      const std::string &name);
  const Layer *layerOf(const z3::expr &bytes) const;
  /// The `n` (constant) bytes from `dst` on hold `byte`.
  MemState fillLayer(const MemState &m, const z3::expr &dst, const z3::expr &byte,
                     const z3::expr &n);
  /// The sort of memory contents: bytes by pointer.
  z3::sort bytesSort() { return ctx_.array_sort(ctx_.bv_sort(ptrBits_), ctx_.bv_sort(8)); }
  /// Arbitrary memory contents, under a name of its own.
  z3::expr freshBytes(const std::string &name);
  bool inHook_ = false;
  void runHook(const ReadHook &hook, const z3::expr &ptr);
  static constexpr unsigned kMaxHookBranches = 8;
  void addReadHook(const z3::expr &bytes, ReadHook hook, unsigned branches);
  std::function<void(const z3::expr &)> sink_;
  std::vector<z3::expr> unsunk_;

  void addFact(const z3::expr &fact);
  void becomeExtensional();
  z3::expr readVariable(const z3::expr &bytes, const z3::expr &ptr);
  z3::expr lazyRead(const z3::expr &bytes, const z3::expr &ptr);
  /// The memory variables a chain of stores and merges ends in (memoized by
  /// the chain's term id; the term is kept so that its id is not reused).
  const std::vector<z3::expr> &variablesUnder(const z3::expr &bytes);
  std::unordered_map<unsigned, std::pair<z3::expr, std::vector<z3::expr>>> chainVariables_;
  /// The number an object term stands for where simplifying shows one,
  /// memoized by the term's id (the term is kept): each byte of a read and
  /// each read through the same pointer ask again, and Z3's simplifier
  /// walks the whole term each time (a fifth of parson's encoding time).
  std::optional<unsigned> numberOfObject(const z3::expr &object);
  /// split's results by the pointer term's id (the term is kept): each
  /// read asks again for every store it passes, and taking apart a pointer
  /// assembled from loaded bytes builds the concat of its offset bytes
  /// anew (parson's encoding spent much of its time there).
  std::unordered_map<unsigned, std::pair<z3::expr, PointerParts>> splitParts_;
  bool keepPointerParts_ = false;
  PointerParts splitOnce(const z3::expr &ptr);
  std::unordered_map<unsigned, std::pair<z3::expr, std::optional<unsigned>>> objectNumbers_;
  friend class ByteReader;

  z3::expr loadBytes(const z3::expr &bytes, const z3::expr &ptr, unsigned n);
  /// Bytes from `ptr` to the end of its object when the object's size is a
  /// constant: the whole object when the offset is symbolic.
  std::optional<uint64_t> bytesLeftIn(const z3::expr &ptr);
  /// How many bytes a copy or fill of length `n` touches when encoded byte
  /// by byte: n itself when constant, else the least of n's largest value
  /// (unsignedRange) and the room left in the objects of `ptrs` where that
  /// is known. A copy past an object's end is out of
  /// bounds (reported by --bounds-check); its bytes beyond the object are
  /// not moved. nullopt: too many, or unknown.
  std::optional<uint64_t> copyBound(const z3::expr &n, std::initializer_list<z3::expr> ptrs);
  z3::expr selectByte(const z3::expr &bytes, const z3::expr &ptr);
  z3::expr storeBytes(z3::expr bytes, const z3::expr &ptr, const z3::expr &bits);
};

} // namespace kiki
