#include "encode/Trace.h"
#include "ir/CTypes.h"
#include "ir/SourceInfo.h"

#include <cstring>
#include <map>
#include <sstream>

namespace kiki {
namespace {

std::string bitsToDecimal(const z3::expr &bits, bool isSigned) {
  std::string text = bits.get_decimal_string(0);
  if (!isSigned)
    return text;
  unsigned w = bits.get_sort().bv_size();
  if (w <= 64) {
    uint64_t v = bits.get_numeral_uint64();
    if (w < 64 && (v >> (w - 1)) & 1)
      return std::to_string(static_cast<int64_t>(v | (~0ULL << w)));
    return std::to_string(static_cast<int64_t>(v));
  }
  return text;
}

std::string hex(uint64_t v) {
  std::ostringstream os;
  os << "0x" << std::hex << v;
  return os.str();
}

/// The IEEE bits of a floating-point value in the model. Z3 leaves the bits
/// of NaN unspecified (a model may give 0): NaN gets the quiet NaN's bits.
z3::expr ieeeBits(const z3::model &model, const z3::expr &value) {
  if (model.eval(z3::expr(value.ctx(), Z3_mk_fpa_is_nan(value.ctx(), value)), true).is_true()) {
    unsigned width = value.get_sort().fpa_ebits() + value.get_sort().fpa_sbits();
    return value.ctx().bv_val(static_cast<uint64_t>(width == 32 ? 0x7fc00000ULL : 0x7ff8000000000000ULL), width);
  }
  return model.eval(value.mk_to_ieee_bv(), true);
}

/// Values of a counterexample in C notation; pointers name the object they
/// point into.
class ValueFormatter {
public:
  ValueFormatter(const z3::model &model, const std::vector<ObjectLabel> &objects)
      : model_(model) {
    for (const auto &label : objects) {
      z3::expr number = model.eval(label.object, true);
      if (!number.is_numeral())
        continue;
      objectBits_ = number.get_sort().bv_size();
      labels_.emplace(number.get_numeral_uint64(), &label);
    }
  }

  std::string format(const z3::expr &value, llvm::Type *type, bool isUnsigned,
                     bool isChar) const {
    z3::expr v = model_.eval(value, true);
    if (v.is_bool())
      return v.is_true() ? "1" : "0";
    if (type->isFloatingPointTy())
      return floating(value, type);
    if (!v.is_numeral())
      return "?";
    if (type->isPointerTy())
      return pointer(v);
    std::string text = bitsToDecimal(v, !isUnsigned) + (isUnsigned ? "u" : "");
    if (isChar && v.get_sort().bv_size() == 8)
      if (auto literal = SourceInfo::charLiteral(v.get_numeral_uint64()))
        text += " (" + *literal + ")";
    return text;
  }

  std::string index(const z3::expr &term) const {
    z3::expr v = model_.eval(term, true);
    return v.is_numeral() ? bitsToDecimal(v, true) : "?";
  }

private:
  const z3::model &model_;
  std::map<uint64_t, const ObjectLabel *> labels_;
  unsigned objectBits_ = 0;

  std::string floating(const z3::expr &value, llvm::Type *type) const {
    z3::expr bits = ieeeBits(model_, value);
    if (!bits.is_numeral())
      return "?";
    uint64_t raw = bits.get_numeral_uint64();
    std::ostringstream os;
    if (type->isFloatTy()) {
      uint32_t b = static_cast<uint32_t>(raw);
      float f;
      std::memcpy(&f, &b, sizeof f);
      os << f << "f";
    } else {
      double d;
      std::memcpy(&d, &raw, sizeof d);
      os << d;
    }
    return os.str();
  }

  /// The object number is in the top bits, the byte offset below.
  std::string pointer(const z3::expr &v) const {
    unsigned width = v.get_sort().bv_size();
    uint64_t raw = v.get_numeral_uint64();
    if (raw == 0)
      return "NULL";
    if (objectBits_ == 0 || width <= objectBits_ || width > 64)
      return hex(raw);
    unsigned offsetBits = width - objectBits_;
    uint64_t object = raw >> offsetBits, offset = raw & ((1ULL << offsetBits) - 1);
    if (object == 0)
      return "NULL + " + std::to_string(offset);
    auto it = labels_.find(object);
    return it == labels_.end() ? hex(raw) : into(*it->second, offset, offsetBits);
  }

  /// A pointer `offset` bytes into a labelled object; an offset in the upper
  /// half of its range lies below the object's start (as after p - 1).
  static std::string into(const ObjectLabel &label, uint64_t offset, unsigned offsetBits) {
    bool below = (offset >> (offsetBits - 1)) & 1;
    uint64_t distance = below ? (1ULL << offsetBits) - offset : offset;
    if (label.kind == ObjectLabel::Variable && !below)
      return SourceInfo::addressText(label.name, label.type, offset);
    std::string base = label.kind == ObjectLabel::Variable
                           ? SourceInfo::addressText(label.name, label.type, 0)
                           : label.name;
    if (distance == 0)
      return base;
    return base + (below ? " - " : " + ") + std::to_string(distance);
  }
};

bool typeIsUnsigned(const std::string &cType) {
  return cType.rfind("unsigned", 0) == 0 || cType == "_Bool";
}

struct Printer {
  Printer(const z3::model &m, const std::vector<ObjectLabel> &objects, unsigned violated)
      : model(m), values(m, objects), property(violated) {}
  const z3::model &model;
  ValueFormatter values;
  Counterexample steps;
  unsigned lastLine = 0, lastColumn = 0;
  std::string lastFunction, lastFile;
  std::string lastAssignment;
  // The value last shown for each variable of each function.
  std::map<std::pair<const llvm::Function *, std::string>, std::string> variables;

  unsigned property;
  bool reached = false;

  void visit(const TraceBlock &block) {
    for (const auto &item : block.items) {
      if (reached)
        return;
      if (auto *child = std::get_if<TraceBlockPtr>(&item)) {
        visit(**child);
        continue;
      }
      if (auto *check = std::get_if<TraceCheck>(&item)) {
        reached = check->property == property &&
                  model.eval(check->violated, true).is_true();
        continue;
      }
      if (auto *input = std::get_if<TraceInput>(&item)) {
        if (model.eval(input->guard, true).is_true())
          addInput(*input);
        continue;
      }
      if (auto *branch = std::get_if<TraceBranch>(&item)) {
        if (model.eval(branch->guard, true).is_true())
          addBranch(*branch);
        continue;
      }
      if (auto *call = std::get_if<TraceCall>(&item)) {
        if (model.eval(call->guard, true).is_true())
          addCall(*call);
        continue;
      }
      const auto &step = std::get<TraceStep>(item);
      if (model.eval(step.guard, true).is_true())
        add(step);
    }
  }

  void add(const TraceStep &step) {
    std::string object = step.variable;
    for (const auto &[index, after] : step.indices)
      object += values.index(index) + after;
    std::string value =
        values.format(step.value.expr(), step.type, step.isUnsigned, step.isChar);
    if (unchanged(step, object, value))
      return;
    TraceEvent event;
    bool sameGroup = header(*step.at, step.line, event);
    std::string assignment = object + "=" + value;
    if (assignment == lastAssignment && sameGroup)
      return; // the same write seen twice
    event.variable = object;
    event.value = value;
    steps.push_back(std::move(event));
    lastAssignment = assignment;
  }

  /// An input keeps the text trace's grouping state untouched: the text
  /// trace does not show it.
  void addInput(const TraceInput &input) {
    const llvm::CallBase &call = *input.call;
    TraceEvent event;
    event.kind = StepKind::Input;
    event.file = SourceInfo::file(call);
    event.line = SourceInfo::line(call);
    event.column = call.getDebugLoc() ? call.getDebugLoc().getCol() : 0;
    event.function = call.getFunction()->getName().str();
    event.variable = input.callee;
    event.cType = ctypes::inputType(input.callee, call.getType());
    event.definedInProgram = input.definedInProgram;
    const z3::expr &term = input.value.expr();
    event.value = values.format(term, call.getType(), typeIsUnsigned(event.cType), false);
    z3::expr bits = call.getType()->isFloatingPointTy() ? ieeeBits(model, term)
                                                         : model.eval(term, true);
    if (bits.is_bool()) {
      event.bits = 1;
      event.rawHex = bits.is_true() ? "0x1" : "0x0";
    } else if (bits.is_numeral() && bits.get_sort().bv_size() <= 64) {
      event.bits = bits.get_sort().bv_size();
      event.rawHex = hex(bits.get_numeral_uint64());
    }
    steps.push_back(std::move(event));
  }

  void addBranch(const TraceBranch &branch) {
    TraceEvent event;
    event.kind = StepKind::Branch;
    event.file = SourceInfo::file(*branch.branch);
    event.line = SourceInfo::line(*branch.branch);
    event.column = branch.branch->getDebugLoc().getCol();
    event.function = branch.branch->getFunction()->getName().str();
    event.value = model.eval(branch.condition, true).is_true() ? "true" : "false";
    steps.push_back(std::move(event));
  }

  void addCall(const TraceCall &call) {
    TraceEvent event;
    event.kind = call.entry ? StepKind::FunctionEntry : StepKind::FunctionReturn;
    event.function = call.callee->getName().str();
    // The return's line is not recorded (0): the callee's line would mislead.
    if (const auto *sub = call.callee->getSubprogram()) {
      event.file = sub->getFilename().str();
      event.line = call.entry ? sub->getLine() : 0;
      event.column = 0;
    }
    steps.push_back(std::move(event));
  }

  /// A variable that keeps its value where SSA merges it again (a loop
  /// head, the end of an if) is not worth another line. Writes through
  /// memory are always shown: the same text may mean another object.
  bool unchanged(const TraceStep &step, const std::string &object, const std::string &value) {
    if (llvm::isa<llvm::StoreInst>(step.at))
      return false;
    auto [it, added] = variables.try_emplace({step.at->getFunction(), object}, value);
    if (!added && it->second == value)
      return true;
    it->second = value;
    return false;
  }

  /// Places the step in the text trace's group for its source line, starting
  /// a new group unless it continues the current one; returns whether it
  /// continued. An instruction without a line of its own stays in the
  /// current group of its function.
  bool header(const llvm::Instruction &at, unsigned line, TraceEvent &event) {
    if (line == 0)
      line = SourceInfo::line(at);
    std::string function = at.getFunction()->getName().str();
    bool same = function == lastFunction && (line == lastLine || line == 0);
    if (!same) {
      if (line == 0)
        if (const auto *sub = at.getFunction()->getSubprogram())
          line = sub->getLine();
      lastFile = SourceInfo::file(at);
      // The column only where the line is the instruction's own.
      const auto &loc = at.getDebugLoc();
      lastColumn = loc && loc.getLine() == line ? loc.getCol() : 0;
      lastLine = line;
      lastFunction = function;
    }
    event.file = lastFile;
    event.line = lastLine;
    event.column = lastColumn;
    event.function = lastFunction;
    event.startsGroup = !same;
    return same;
  }
};

} // namespace

std::string formatValue(const z3::model &model, const z3::expr &value, llvm::Type *type,
                        bool isUnsigned, bool isChar, const std::vector<ObjectLabel> &objects) {
  return ValueFormatter(model, objects).format(value, type, isUnsigned, isChar);
}

Counterexample computeTrace(const z3::model &model, const TraceBlock &root,
                            const std::vector<ObjectLabel> &objects, const Property &violated,
                            unsigned violatedIndex) {
  Printer printer(model, objects, violatedIndex);
  printer.visit(root);
  TraceEvent end;
  end.kind = StepKind::Violation;
  end.line = violated.line;
  end.function = violated.function;
  end.value = violated.text;
  printer.steps.push_back(std::move(end));
  return std::move(printer.steps);
}

std::string renderTrace(const z3::model &model, const TraceBlock &root,
                        const std::vector<ObjectLabel> &objects, const Property &violated,
                        unsigned violatedIndex) {
  return renderTraceText(computeTrace(model, root, objects, violated, violatedIndex));
}

} // namespace kiki
