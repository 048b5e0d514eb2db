#include "domains/Template.h"
#include "util/Errors.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstring>

namespace kiki {

std::string boundText(Bound value) {
  if (value == 0)
    return "0";
  bool negative = value < 0;
  unsigned __int128 magnitude =
      negative ? -static_cast<unsigned __int128>(value) : static_cast<unsigned __int128>(value);
  std::string digits;
  for (; magnitude; magnitude /= 10)
    digits.push_back(static_cast<char>('0' + magnitude % 10));
  if (negative)
    digits.push_back('-');
  std::reverse(digits.begin(), digits.end());
  return digits;
}

/// A pointer key (renamingInvariant in encode/templates/SegmentTemplate.cpp)
/// as "NULL+0", "non-null+4" or, with sites, "malloc@line 9 (live)+0".
static std::string pointerText(Bound value, const TemplateVar &var) {
  auto bits = [](Bound v, unsigned n) { return v & ((static_cast<Bound>(1) << n) - 1); };
  Bound offset = bits(value, var.pointerOffsetBits);
  Bound high = value >> var.pointerOffsetBits;
  if (!var.pointerSiteBits)
    return (high ? "non-null+" : "NULL+") + boundText(offset);
  Bound site = bits(high, var.pointerSiteBits);
  bool live = (high >> var.pointerSiteBits) & 1;
  bool notNull = (high >> (var.pointerSiteBits + 1)) & 1;
  if (!notNull)
    return "NULL+" + boundText(offset);
  std::string object = "non-null";
  if (site && var.siteNames && site <= static_cast<Bound>(var.siteNames->size()))
    object = (*var.siteNames)[static_cast<size_t>(site - 1)];
  else if (site)
    object = "site " + boundText(site);
  return object + (live ? " (live)+" : " (not live)+") + boundText(offset);
}

std::string valueText(Bound value, const TemplateVar &var) {
  if (var.pointerOffsetBits && value >= 0)
    return pointerText(value, var);
  if (!var.floatKey)
    return boundText(value);
  bool negative = value < 0;
  uint64_t magnitude = static_cast<uint64_t>(negative ? -value : value);
  char text[64];
  if (var.width == 32) {
    uint32_t bits = static_cast<uint32_t>(magnitude) | (negative ? 0x80000000u : 0u);
    float f;
    std::memcpy(&f, &bits, sizeof f);
    std::snprintf(text, sizeof text, "%.9g", static_cast<double>(f));
  } else {
    uint64_t bits = magnitude | (negative ? (uint64_t{1} << 63) : 0);
    double d;
    std::memcpy(&d, &bits, sizeof d);
    std::snprintf(text, sizeof text, "%.17g", d);
  }
  return text;
}

std::string templateVarSubject(const TemplateVar &var) {
  const std::string &name = var.name;
  bool identifier = !name.empty() && !std::isdigit(static_cast<unsigned char>(name[0])) &&
                    std::all_of(name.begin(), name.end(), [](char c) {
                      return std::isalnum(static_cast<unsigned char>(c)) || c == '_' ||
                             c == '.' || c == '@';
                    });
  return (identifier ? "variable \"" : "value \"") + name + "\"";
}

Bound lowestValue(const TemplateVar &v) {
  return v.isSigned ? -(static_cast<Bound>(1) << (v.width - 1)) : 0;
}

Bound highestValue(const TemplateVar &v) {
  return v.isSigned ? (static_cast<Bound>(1) << (v.width - 1)) - 1
                    : (static_cast<Bound>(1) << v.width) - 1;
}

Bound signedValue(const z3::model &model, const z3::expr &term) {
  z3::expr v = model.eval(term, true);
  KIKI_INVARIANT(v.is_numeral(), "template term without a numeral value");
  unsigned width = v.get_sort().bv_size();
  std::string text = v.get_decimal_string(0);
  unsigned __int128 magnitude = 0;
  for (char c : text)
    magnitude = magnitude * 10 + static_cast<unsigned>(c - '0');
  Bound result = static_cast<Bound>(magnitude);
  if (width < 127 && (magnitude >> (width - 1)) & 1)
    result -= static_cast<Bound>(static_cast<unsigned __int128>(1) << width);
  return result;
}

Bound variableValue(const z3::model &model, const z3::expr &term, const TemplateVar &var) {
  Bound v = signedValue(model, term);
  if (!var.isSigned && v < 0 && var.width < 127)
    v += static_cast<Bound>(static_cast<unsigned __int128>(1) << var.width);
  return v;
}

z3::expr rowsFormula(z3::context &ctx, const TemplateDomain &domain, const TemplateState &state,
                     const std::vector<size_t> &skip) {
  z3::expr all = ctx.bool_val(true);
  for (size_t r = 0; r < domain.rowCount(); ++r)
    if (!domain.isTop(r) && std::find(skip.begin(), skip.end(), r) == skip.end())
      all = all && domain.rowFormula(r, state);
  return all;
}

} // namespace kiki
