// C format strings: what the parser makes of well-formed and malformed
// formats, and which printf-family calls the lowering rewrites into calls of
// the src/libc/printf.c helpers (and which it leaves alone).
#include "libc/FormatString.h"

#include <gtest/gtest.h>
#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>
#include <string>
#include <vector>

namespace kiki {
namespace {

using Kind = FormatPiece::Kind;

const FormatConversion &onlyConversion(const ParsedFormat &f) {
  EXPECT_TRUE(f.ok());
  EXPECT_EQ(f.pieces.size(), 1u);
  EXPECT_EQ(f.pieces.at(0).kind, Kind::Conversion);
  return f.pieces.at(0).conversion;
}

// ---- Parser: well-formed formats --------------------------------------------

TEST(FormatParse, EmptyFormatHasNoPieces) {
  ParsedFormat f = parseFormat("");
  EXPECT_TRUE(f.ok());
  EXPECT_TRUE(f.pieces.empty());
}

TEST(FormatParse, PercentPercentIsLiteralTextMergedWithItsNeighbours) {
  ParsedFormat f = parseFormat("100%% sure%%");
  ASSERT_TRUE(f.ok());
  ASSERT_EQ(f.pieces.size(), 1u);
  EXPECT_EQ(f.pieces[0].kind, Kind::Literal);
  EXPECT_EQ(f.pieces[0].text, "100% sure%");
}

TEST(FormatParse, PlainConversionHasNoFlagsWidthOrPrecision) {
  const FormatConversion &c = onlyConversion(parseFormat("%d"));
  EXPECT_EQ(c.conversion, 'd');
  EXPECT_FALSE(c.left || c.plus || c.space || c.alternate || c.zero);
  EXPECT_EQ(c.width, FormatAmount::none());
  EXPECT_EQ(c.precision, FormatAmount::none());
  EXPECT_EQ(c.length, LengthModifier::None);
}

TEST(FormatParse, AllFlagsInAnyOrderAndRepeated) {
  const FormatConversion &c = onlyConversion(parseFormat("%0#-+ -x"));
  EXPECT_TRUE(c.left && c.plus && c.space && c.alternate && c.zero);
  EXPECT_EQ(c.conversion, 'x');
}

TEST(FormatParse, WidthAndPrecisionAsNumbersAndStars) {
  const FormatConversion &a = onlyConversion(parseFormat("%12.3f"));
  EXPECT_EQ(a.width, FormatAmount::number(12));
  EXPECT_EQ(a.precision, FormatAmount::number(3));
  const FormatConversion &b = onlyConversion(parseFormat("%*.*s"));
  EXPECT_EQ(b.width, FormatAmount::star());
  EXPECT_EQ(b.precision, FormatAmount::star());
}

TEST(FormatParse, PointWithoutDigitsIsPrecisionZero) {
  const FormatConversion &c = onlyConversion(parseFormat("%.d"));
  EXPECT_EQ(c.precision, FormatAmount::number(0));
}

TEST(FormatParse, LeadingZeroIsAFlagNotPartOfTheWidth) {
  const FormatConversion &c = onlyConversion(parseFormat("%010d"));
  EXPECT_TRUE(c.zero);
  EXPECT_EQ(c.width, FormatAmount::number(10));
}

TEST(FormatParse, EveryLengthModifier) {
  const std::vector<std::pair<const char *, LengthModifier>> cases = {
      {"%hhd", LengthModifier::hh}, {"%hu", LengthModifier::h},
      {"%lx", LengthModifier::l},   {"%llo", LengthModifier::ll},
      {"%jd", LengthModifier::j},   {"%zu", LengthModifier::z},
      {"%ti", LengthModifier::t},   {"%Lf", LengthModifier::L},
      {"%lf", LengthModifier::l},   {"%ls", LengthModifier::l},
      {"%lc", LengthModifier::l},   {"%hhn", LengthModifier::hh}};
  for (const auto &[format, length] : cases)
    EXPECT_EQ(onlyConversion(parseFormat(format)).length, length) << format;
}

TEST(FormatParse, EveryConversionCharacter) {
  for (char c : std::string("diouxXcspnfFeEgGaA")) {
    std::string format = std::string("%") + c;
    EXPECT_EQ(onlyConversion(parseFormat(format)).conversion, c) << format;
  }
}

TEST(FormatParse, MixedTextKeepsOrderAndSpelling) {
  ParsedFormat f = parseFormat("x=%-08.3lx, s=%s\n");
  ASSERT_TRUE(f.ok());
  ASSERT_EQ(f.pieces.size(), 5u);
  EXPECT_EQ(f.pieces[0].text, "x=");
  EXPECT_EQ(f.pieces[1].kind, Kind::Conversion);
  EXPECT_EQ(f.pieces[1].text, "%-08.3lx");
  EXPECT_EQ(f.pieces[2].text, ", s=");
  EXPECT_EQ(f.pieces[3].text, "%s");
  EXPECT_EQ(f.pieces[4].text, "\n");
}

// ---- Parser: malformed or unsupported formats -------------------------------

void expectError(const char *format, size_t offset, const char *words) {
  ParsedFormat f = parseFormat(format);
  ASSERT_FALSE(f.ok()) << format;
  EXPECT_EQ(f.error->offset, offset) << format;
  EXPECT_NE(f.error->message.find(words), std::string::npos)
      << format << ": " << f.error->message;
}

TEST(FormatParse, IncompleteConversionAtTheEnd) {
  expectError("abc%", 3, "incomplete");
  expectError("%-5.2l", 0, "incomplete");
}

TEST(FormatParse, UnknownConversionCharacter) {
  expectError("%y", 0, "unknown conversion character 'y'");
  expectError("ok %5q", 3, "unknown");
}

TEST(FormatParse, LengthModifierThatDoesNotApply) {
  expectError("%Ld", 0, "'L' does not apply to %d");
  expectError("%hs", 0, "'h' does not apply to %s");
  expectError("%lp", 0, "'l' does not apply to %p");
  expectError("%hhf", 0, "'hh' does not apply to %f");
}

TEST(FormatParse, PercentWithFlagsIsRejected) {
  expectError("%5%", 0, "%% takes no flags");
}

TEST(FormatParse, UnsupportedExtensions) {
  expectError("%1$d", 0, "positional");
  expectError("%'d", 0, "grouping");
  expectError("%m", 0, "strerror");
  expectError("%S", 0, "not standard");
}

TEST(FormatParse, WidthBeyondIntMax) {
  expectError("%2147483648d", 0, "INT_MAX");
  EXPECT_TRUE(parseFormat("%2147483647d").ok());
}

TEST(FormatParse, PiecesBeforeTheErrorAreKept) {
  ParsedFormat f = parseFormat("a%db%y");
  ASSERT_FALSE(f.ok());
  EXPECT_EQ(f.error->offset, 4u);
  ASSERT_EQ(f.pieces.size(), 3u);
  EXPECT_EQ(f.pieces[2].text, "b");
}

// ---- Lowering ---------------------------------------------------------------

/// A module for x86_64 with printf-family declarations and `body` as the
/// body of @f(i8* %d, i8* %s, i64 %n, i32 %x); the call in it carries !dbg.
std::unique_ptr<llvm::Module> module(llvm::LLVMContext &ctx, const std::string &globals,
                                     const std::string &body) {
  std::string text =
      "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128\"\n"
      "target triple = \"x86_64-pc-linux-gnu\"\n"
      "@pct_d = private unnamed_addr constant [3 x i8] c\"%d\\00\"\n"
      "@mutable = global [3 x i8] c\"%d\\00\"\n" +
      globals +
      "declare i32 @printf(i8*, ...)\n"
      "declare i32 @sprintf(i8*, i8*, ...)\n"
      "declare i32 @snprintf(i8*, i64, i8*, ...)\n"
      "declare i32 @fprintf(i8*, i8*, ...)\n"
      "define i32 @f(i8* %d, i8* %s, i64 %n, i32 %x) !dbg !3 {\n" + body +
      "}\n"
      "!llvm.module.flags = !{!0}\n"
      "!llvm.dbg.cu = !{!1}\n"
      "!0 = !{i32 2, !\"Debug Info Version\", i32 3}\n"
      "!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, producer: \"t\", "
      "isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)\n"
      "!2 = !DIFile(filename: \"t.c\", directory: \"/\")\n"
      "!3 = distinct !DISubprogram(name: \"f\", scope: !2, file: !2, line: 1, type: !4, "
      "scopeLine: 1, spFlags: DISPFlagDefinition, unit: !1)\n"
      "!4 = !DISubroutineType(types: !{})\n"
      "!9 = !DILocation(line: 7, column: 3, scope: !3)\n";
  llvm::SMDiagnostic diag;
  auto m = llvm::parseAssemblyString(text, diag, ctx);
  if (!m) {
    std::string message;
    llvm::raw_string_ostream os(message);
    diag.print("test", os);
    ADD_FAILURE() << os.str();
  }
  return m;
}

const char *PctD = "i8* getelementptr ([3 x i8], [3 x i8]* @pct_d, i64 0, i64 0)";

/// The functions @f calls, in order.
std::vector<std::string> callees(llvm::Module &m) {
  std::vector<std::string> names;
  for (auto &inst : llvm::instructions(*m.getFunction("f")))
    if (auto *call = llvm::dyn_cast<llvm::CallInst>(&inst))
      names.push_back(call->getCalledOperand()->stripPointerCasts()->getName().str());
  return names;
}

std::vector<std::string> lowered(const std::string &call, const std::string &globals = "") {
  llvm::LLVMContext ctx;
  auto m = module(ctx, globals, "  %r = " + call + ", !dbg !9\n  ret i32 %r\n");
  if (!m)
    return {};
  lowerFormattedOutput(*m);
  return callees(*m);
}

using Names = std::vector<std::string>;

TEST(FormatLowering, SprintfBecomesHelperCallsAndTheTerminator) {
  EXPECT_EQ(lowered(std::string("call i32 (i8*, i8*, ...) @sprintf(i8* %d, ") + PctD +
                    ", i32 %x)"),
            (Names{"__kiki_fmt_d32_plain", "__kiki_fmt_end"}));
}

TEST(FormatLowering, EveryNewInstructionHasTheCallsLocation) {
  llvm::LLVMContext ctx;
  auto m = module(ctx, "",
                  std::string("  %r = call i32 (i8*, i64, i8*, ...) @snprintf(i8* %d, i64 %n, ") +
                      PctD + ", i32 %x), !dbg !9\n  ret i32 %r\n");
  ASSERT_TRUE(m);
  lowerFormattedOutput(*m);
  EXPECT_EQ(callees(*m), (Names{"__kiki_fmt_d32_plain", "__kiki_fmt_end"}));
  for (auto &inst : llvm::instructions(*m->getFunction("f"))) {
    if (llvm::isa<llvm::ReturnInst>(inst))
      continue;
    ASSERT_TRUE(inst.getDebugLoc()) << "no location on a new instruction";
    EXPECT_EQ(inst.getDebugLoc().getLine(), 7u);
  }
}

TEST(FormatLowering, SnprintfPassesItsSizeAsTheCapacity) {
  llvm::LLVMContext ctx;
  auto m = module(ctx, "",
                  std::string("  %r = call i32 (i8*, i64, i8*, ...) @snprintf(i8* %d, i64 %n, ") +
                      PctD + ", i32 %x), !dbg !9\n  ret i32 %r\n");
  ASSERT_TRUE(m);
  lowerFormattedOutput(*m);
  for (auto &inst : llvm::instructions(*m->getFunction("f"))) {
    if (auto *call = llvm::dyn_cast<llvm::CallInst>(&inst)) {
      EXPECT_EQ(call->getArgOperand(0), m->getFunction("f")->getArg(0));
      EXPECT_EQ(call->getArgOperand(1), m->getFunction("f")->getArg(2));
    }
  }
}

TEST(FormatLowering, LiteralTextIsWrittenCharacterByCharacter) {
  const std::string globals = "@ab = private constant [5 x i8] c\"a%sb\\00\"\n";
  EXPECT_EQ(lowered("call i32 (i8*, i8*, ...) @sprintf(i8* %d, i8* getelementptr ([5 x i8], "
                    "[5 x i8]* @ab, i64 0, i64 0), i8* %s)",
                    globals),
            (Names{"__kiki_fmt_lit", "__kiki_fmt_s_plain", "__kiki_fmt_lit", "__kiki_fmt_end"}));
}

TEST(FormatLowering, StreamOutputOnlyCounts) {
  const std::string globals = "@fmt = private constant [9 x i8] c\"%s=%x%c\\0A\\00\"\n";
  EXPECT_EQ(lowered("call i32 (i8*, ...) @printf(i8* getelementptr ([9 x i8], [9 x i8]* "
                    "@fmt, i64 0, i64 0), i8* %s, i32 %x, i32 %x)",
                    globals),
            (Names{"__kiki_out_s", "__kiki_out_text", "__kiki_out_unsigned", "__kiki_out_c",
                    "__kiki_out_text", "__kiki_fmt_count"}));
}

TEST(FormatLowering, FormatAtAnOffsetIntoAConstantString) {
  const std::string globals = "@fmt = private constant [6 x i8] c\"abc%d\\00\"\n";
  EXPECT_EQ(lowered("call i32 (i8*, ...) @printf(i8* getelementptr ([6 x i8], [6 x i8]* "
                    "@fmt, i64 0, i64 3), i32 %x)",
                    globals),
            (Names{"__kiki_out_signed", "__kiki_fmt_count"}));
}

TEST(FormatLowering, FprintfFormatIsTheSecondArgument) {
  EXPECT_EQ(lowered(std::string("call i32 (i8*, i8*, ...) @fprintf(i8* %s, ") + PctD +
                    ", i32 %x)"),
            (Names{"__kiki_out_signed", "__kiki_fmt_count"}));
}

TEST(FormatLowering, LongArgumentSelectsTheWideHelper) {
  const std::string globals = "@fmt = private constant [4 x i8] c\"%lu\\00\"\n";
  EXPECT_EQ(lowered("call i32 (i8*, i8*, ...) @sprintf(i8* %d, i8* getelementptr ([4 x i8], "
                    "[4 x i8]* @fmt, i64 0, i64 0), i64 %n)",
                    globals),
            (Names{"__kiki_fmt_u64_plain", "__kiki_fmt_end"}));
}

TEST(FormatLowering, StarWidthTakesAnArgumentFirst) {
  const std::string globals = "@fmt = private constant [4 x i8] c\"%*x\\00\"\n";
  EXPECT_EQ(lowered("call i32 (i8*, i8*, ...) @sprintf(i8* %d, i8* getelementptr ([4 x i8], "
                    "[4 x i8]* @fmt, i64 0, i64 0), i32 %x, i32 %x)",
                    globals),
            (Names{"__kiki_fmt_x32", "__kiki_fmt_end"}));
}

// Conversions of constants are printed when the call is lowered.

/// The characters @f passes to __kiki_fmt_lit, in order.
std::string literalText(llvm::Module &m) {
  std::string text;
  for (auto &inst : llvm::instructions(*m.getFunction("f")))
    if (auto *call = llvm::dyn_cast<llvm::CallInst>(&inst))
      if (call->getCalledFunction() &&
          call->getCalledFunction()->getName() == "__kiki_fmt_lit")
        text += static_cast<char>(
            llvm::cast<llvm::ConstantInt>(call->getArgOperand(3))->getZExtValue());
  return text;
}

TEST(FormatLowering, ConstantArgumentsBecomeLiteralText) {
  llvm::LLVMContext ctx;
  auto m = module(ctx,
                  "@fmt = private constant [23 x i8] c\"%d|%-3s|%c|%p|%.2f|%*x\\00\"\n"
                  "@ab = private constant [3 x i8] c\"ab\\00\"\n",
                  "  %r = call i32 (i8*, i8*, ...) @sprintf(i8* %d, i8* getelementptr "
                  "([23 x i8], [23 x i8]* @fmt, i64 0, i64 0), i32 -42, i8* getelementptr "
                  "([3 x i8], [3 x i8]* @ab, i64 0, i64 0), i32 120, i8* null, double 1.5, "
                  "i32 4, i32 255), !dbg !9\n  ret i32 %r\n");
  ASSERT_TRUE(m);
  lowerFormattedOutput(*m);
  EXPECT_EQ(literalText(*m), "-42|ab |x|(nil)|1.50|  ff");
  Names names = callees(*m);
  EXPECT_EQ(names.back(), "__kiki_fmt_end");
  names.pop_back();
  EXPECT_EQ(names, Names(names.size(), "__kiki_fmt_lit"));
}

TEST(FormatLowering, ConstantStreamOutputIsOneCount) {
  const std::string globals = "@fmt = private constant [6 x i8] c\"n=%d\\0A\\00\"\n";
  EXPECT_EQ(lowered("call i32 (i8*, ...) @printf(i8* getelementptr ([6 x i8], [6 x i8]* "
                    "@fmt, i64 0, i64 0), i32 12345)",
                    globals),
            (Names{"__kiki_out_text", "__kiki_fmt_count"}));
}

TEST(FormatLowering, HhConvertsTheConstantLikeTheHelpers) {
  llvm::LLVMContext ctx;
  auto m = module(ctx, "@fmt = private constant [10 x i8] c\"%hhd %hhx\\00\"\n",
                  "  %r = call i32 (i8*, i8*, ...) @sprintf(i8* %d, i8* getelementptr "
                  "([10 x i8], [10 x i8]* @fmt, i64 0, i64 0), i32 300, i32 -1), !dbg !9\n"
                  "  ret i32 %r\n");
  ASSERT_TRUE(m);
  lowerFormattedOutput(*m);
  EXPECT_EQ(literalText(*m), "44 ff");
}

// Calls the helpers cannot model stay as they are.

TEST(FormatLowering, NonConstantFormatIsLeftAlone) {
  EXPECT_EQ(lowered("call i32 (i8*, i8*, ...) @sprintf(i8* %d, i8* %s, i32 %x)"),
            (Names{"sprintf"}));
  EXPECT_EQ(lowered("call i32 (i8*, i8*, ...) @sprintf(i8* %d, i8* getelementptr ([3 x i8], "
                    "[3 x i8]* @mutable, i64 0, i64 0), i32 %x)"),
            (Names{"sprintf"}));
}

TEST(FormatLowering, PercentNAndWideConversionsAreLeftAlone) {
  const std::string globals = "@n = private constant [3 x i8] c\"%n\\00\"\n"
                              "@ls = private constant [4 x i8] c\"%ls\\00\"\n";
  EXPECT_EQ(lowered("call i32 (i8*, ...) @printf(i8* getelementptr ([3 x i8], [3 x i8]* @n, "
                    "i64 0, i64 0), i8* %d)",
                    globals),
            (Names{"printf"}));
  EXPECT_EQ(lowered("call i32 (i8*, ...) @printf(i8* getelementptr ([4 x i8], [4 x i8]* @ls, "
                    "i64 0, i64 0), i8* %d)",
                    globals),
            (Names{"printf"}));
}

TEST(FormatLowering, MismatchedOrMissingArgumentsAreLeftAlone) {
  EXPECT_EQ(lowered(std::string("call i32 (i8*, ...) @printf(") + PctD + ", i64 %n)"),
            (Names{"printf"}));
  EXPECT_EQ(lowered(std::string("call i32 (i8*, ...) @printf(") + PctD + ", i8* %s)"),
            (Names{"printf"}));
  EXPECT_EQ(lowered(std::string("call i32 (i8*, ...) @printf(") + PctD + ")"),
            (Names{"printf"}));
}

TEST(FormatLowering, MalformedFormatIsLeftAlone) {
  const std::string globals = "@bad = private constant [3 x i8] c\"%y\\00\"\n";
  EXPECT_EQ(lowered("call i32 (i8*, ...) @printf(i8* getelementptr ([3 x i8], [3 x i8]* @bad, "
                    "i64 0, i64 0), i32 %x)",
                    globals),
            (Names{"printf"}));
}

} // namespace
} // namespace kiki
