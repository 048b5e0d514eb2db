#include "report/Trace.h"
#include "model/SourceInfo.h"

#include <cstring>
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

struct Printer {
  Printer(const z3::model &m, unsigned violated) : model(m), property(violated) {}
  const z3::model &model;
  std::ostringstream out;
  const llvm::Instruction *last = nullptr;
  unsigned lastLine = 0;
  std::string lastFunction;
  std::string lastAssignment;

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
      const auto &step = std::get<TraceStep>(item);
      if (!model.eval(step.guard, true).is_true())
        continue;
      unsigned line = SourceInfo::line(*step.at);
      std::string function = step.at->getFunction()->getName().str();
      if (line != lastLine || function != lastFunction) {
        out << "file " << SourceInfo::file(*step.at) << " line " << line
            << " function " << function << "\n";
        lastLine = line;
        lastFunction = function;
      }
      std::string assignment =
          step.variable + "=" +
          formatValue(model, step.value.expr(), step.type, step.isUnsigned);
      if (assignment == lastAssignment && line == lastLine)
        continue; // the same value seen twice (e.g. through a phi)
      out << "  " << assignment << "\n";
      lastAssignment = assignment;
    }
  }
};

} // namespace

std::string formatValue(const z3::model &model, const z3::expr &value,
                        llvm::Type *type, bool isUnsigned) {
  z3::expr v = model.eval(value, true);
  if (v.is_bool())
    return v.is_true() ? "1" : "0";
  if (type->isFloatingPointTy()) {
    z3::expr bits = model.eval(value.mk_to_ieee_bv(), true);
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
  if (!v.is_numeral())
    return "?";
  if (type->isPointerTy()) {
    if (v.get_decimal_string(0) == "0")
      return "NULL";
    std::ostringstream os;
    os << "0x" << std::hex << v.get_numeral_uint64();
    return os.str();
  }
  return bitsToDecimal(v, !isUnsigned) + (isUnsigned ? "u" : "");
}

std::string renderTrace(const z3::model &model, const TraceBlock &root,
                        const Property &violated, unsigned violatedIndex) {
  Printer printer(model, violatedIndex);
  printer.visit(root);
  printer.out << "Violated property:\n  line " << violated.line << " function "
              << violated.function << "\n  " << violated.text << "\n";
  return printer.out.str();
}

} // namespace kiki
