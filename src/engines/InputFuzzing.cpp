#include "engines/InputFuzzing.h"
#include "engines/KikiEngine.h"
#include "util/Command.h"
#include "util/FileText.h"
#include "util/Stop.h"

#include <filesystem>
#include <sstream>

namespace kiki {
namespace {

/// The driver: libFuzzer's entry calls the program's main (renamed), each
/// nondet call takes its bytes off the fuzzer's input (an input too short
/// for the next call ends that execution, as does a failed assumption or
/// exit), and the program's writable globals get their initial values back
/// before each execution (they live in sections of their own, put there by
/// a pragma included before the program). With KIKI_FUZZ_LOG set, each
/// value returned is written to that file: the replay's inputs.
const char *const kDriver = R"(/* kiki's native fuzzing driver */
#pragma clang section bss="" data=""
#include <fcntl.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

extern char __start_kiki_fuzz_data[] __attribute__((weak));
extern char __stop_kiki_fuzz_data[] __attribute__((weak));
extern char __start_kiki_fuzz_bss[] __attribute__((weak));
extern char __stop_kiki_fuzz_bss[] __attribute__((weak));
int __kiki_fuzz_main(void);
void __real_exit(int);

static const uint8_t *kf_data;
static size_t kf_size, kf_pos;
static jmp_buf kf_jump;
static int kf_running, kf_log = -1;
static char *kf_saved;

/* Byte loops the sanitizers do not watch: the sections hold redzones. */
__attribute__((no_sanitize("address", "undefined")))
static void kf_copy(volatile char *to, volatile const char *from, size_t n) {
  for (size_t i = 0; i < n; ++i) to[i] = from[i];
}
__attribute__((no_sanitize("address", "undefined")))
static void kf_zero(volatile char *to, size_t n) {
  for (size_t i = 0; i < n; ++i) to[i] = 0;
}

static void kf_take(void *out, size_t n) {
  if (kf_pos + n > kf_size) longjmp(kf_jump, 1);
  memcpy(out, kf_data + kf_pos, n);
  kf_pos += n;
}
static void kf_record(const void *value, size_t n) {
  if (kf_log < 0) return;
  unsigned long long bits = 0;
  memcpy(&bits, value, n < sizeof bits ? n : sizeof bits);
  char line[64];
  int len = snprintf(line, sizeof line, "%zu %llu\n", n, bits);
  if (write(kf_log, line, (size_t)len) < 0) {}
}
#define KF(T, name) \
  __attribute__((weak)) T name(void) { T v; kf_take(&v, sizeof v); kf_record(&v, sizeof v); return v; }
KF(char, __VERIFIER_nondet_char)
KF(unsigned char, __VERIFIER_nondet_uchar)
KF(short, __VERIFIER_nondet_short)
KF(unsigned short, __VERIFIER_nondet_ushort)
KF(int, __VERIFIER_nondet_int)
KF(unsigned, __VERIFIER_nondet_uint)
KF(long, __VERIFIER_nondet_long)
KF(unsigned long, __VERIFIER_nondet_ulong)
KF(long long, __VERIFIER_nondet_longlong)
KF(unsigned long long, __VERIFIER_nondet_ulonglong)
KF(unsigned long, __VERIFIER_nondet_size_t)
__attribute__((weak)) _Bool __VERIFIER_nondet_bool(void) {
  unsigned char c; kf_take(&c, 1); c &= 1; kf_record(&c, 1); return c;
}
__attribute__((weak)) void __VERIFIER_assume(int c) { if (!c) longjmp(kf_jump, 1); }
__attribute__((weak)) void __VERIFIER_error(void) { abort(); }
__attribute__((weak)) void reach_error(void) { abort(); }
void __wrap_exit(int code) {
  if (kf_running) longjmp(kf_jump, 1);
  __real_exit(code);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  size_t nd = (size_t)(__stop_kiki_fuzz_data - __start_kiki_fuzz_data);
  size_t nb = (size_t)(__stop_kiki_fuzz_bss - __start_kiki_fuzz_bss);
  if (!kf_saved) {
    const char *log = getenv("KIKI_FUZZ_LOG");
    if (log) kf_log = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    kf_saved = malloc(nd + 1);
    kf_copy(kf_saved, __start_kiki_fuzz_data, nd);
  } else {
    kf_copy(__start_kiki_fuzz_data, kf_saved, nd);
    kf_zero(__start_kiki_fuzz_bss, nb);
  }
  kf_data = data;
  kf_size = size;
  kf_pos = 0;
  kf_running = 1;
  if (setjmp(kf_jump) == 0) __kiki_fuzz_main();
  kf_running = 0;
  return 0;
}
)";

const char *const kSections =
    "#pragma clang section bss=\"kiki_fuzz_bss\" data=\"kiki_fuzz_data\"\n";

const char *clangPath() {
#ifdef KIKI_CLANG
  return KIKI_CLANG;
#else
  return "clang";
#endif
}

/// The first line of the fuzzer's output that says what crashed.
std::string crashSummary(const std::string &output) {
  std::istringstream lines(output);
  std::string line;
  while (std::getline(lines, line))
    if (line.find("ERROR: AddressSanitizer") != std::string::npos ||
        line.find("runtime error:") != std::string::npos ||
        line.find("Assertion") != std::string::npos ||
        line.find("deadly signal") != std::string::npos)
      return line.substr(0, 200);
  return "a crash";
}

std::vector<ReplayInput> parseLog(const std::string &text) {
  std::vector<ReplayInput> inputs;
  std::istringstream in(text);
  ReplayInput input;
  while (in >> input.bytes >> input.bits)
    inputs.push_back(input);
  return inputs;
}

const std::vector<std::string> kSanitizerEnv = {
    "ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1:handle_abort=1",
    "UBSAN_OPTIONS=halt_on_error=1"};

} // namespace

bool fuzzingApplies(const Config &config) {
  return config.engine.fuzzSeconds > 0 && config.frontEnd.entry == "main" &&
         !config.frontEnd.entryGiven && !config.frontEnd.is32 && !config.engine.witness &&
         !config.engine.correctnessWitness && !config.engine.replay;
}

std::optional<CrashInput> fuzzForCrash(const Config &config, const std::string &workDir,
                                       std::string &why) {
  if (workDir.empty()) {
    why = "no temporary directory";
    return std::nullopt;
  }
  const std::string &d = workDir;
  if (!writeFileText(d + "/driver.c", kDriver) || !writeFileText(d + "/sections.h", kSections)) {
    why = "could not write the driver";
    return std::nullopt;
  }
  std::vector<std::string> build = {clangPath(), "-O1", "-g0", "-w",
                                    "-fsanitize=fuzzer,address,undefined",
                                    "-fno-sanitize=alignment,function,vptr",
                                    "-fno-sanitize-recover=all", "-include", d + "/sections.h",
                                    "-Dmain=__kiki_fuzz_main"};
  if (config.checks.unsignedOverflow)
    build.push_back("-fsanitize=unsigned-integer-overflow");
  build.insert(build.end(), config.frontEnd.clangArgs.begin(), config.frontEnd.clangArgs.end());
  build.insert(build.end(), config.frontEnd.files.begin(), config.frontEnd.files.end());
  build.insert(build.end(), {d + "/driver.c", "-Wl,--wrap=exit", "-o", d + "/fuzz"});
  CommandRun built = runCommand(build, {}, 30, d + "/build.txt");
  if (!built.exitCode || *built.exitCode != 0) {
    why = "the program does not build natively with libFuzzer";
    return std::nullopt;
  }
  double seconds = config.engine.fuzzSeconds;
  std::vector<std::string> fuzz = {
      d + "/fuzz", "-max_total_time=" + std::to_string(std::max(1, int(seconds + 0.5))),
      "-timeout=1", "-rss_limit_mb=1024", "-detect_leaks=0", "-seed=1", "-max_len=4096",
      "-print_final_stats=0", "-artifact_prefix=" + d + "/"};
  runCommand(fuzz, kSanitizerEnv, seconds + 3, d + "/fuzz.txt");
  std::string crashFile;
  std::error_code error;
  for (const auto &entry : std::filesystem::directory_iterator(d, error))
    if (entry.path().filename().string().rfind("crash-", 0) == 0)
      crashFile = entry.path().string();
  if (crashFile.empty()) {
    why = "no crash in " + std::to_string(seconds) + " s";
    return std::nullopt;
  }
  std::vector<std::string> env = kSanitizerEnv;
  env.push_back("KIKI_FUZZ_LOG=" + d + "/inputs.txt");
  runCommand({d + "/fuzz", crashFile}, env, 10, d + "/replay.txt");
  auto log = readFileText(d + "/inputs.txt");
  if (!log) {
    why = "the crash was not replayed natively";
    return std::nullopt;
  }
  CrashInput crash{parseLog(*log), crashSummary(readFileText(d + "/fuzz.txt").value_or(""))};
  why = "native crash with " + std::to_string(crash.inputs.size()) + " inputs: " + crash.summary;
  return crash;
}

AnalysisResult replayCrash(ProgramModel &model, const PropertyTable &properties,
                           const Config &config, const CrashInput &crash, double seconds,
                           std::ostream &progress) {
  Config replay = config;
  replay.engine.strategy = Strategy::IncrementalBmc;
  replay.engine.domain = InvariantDomain::Top;
  replay.engine.portfolio = false;
  replay.engine.pdr = EngineOptions::PdrUse::Off;
  replay.engine.timeout.reset();
  replay.engine.dumpSmt2.clear();
  replay.engine.trace = true;
  replay.engine.fuzzSeconds = 0;
  replay.engine.replay = std::make_shared<const std::vector<ReplayInput>>(crash.inputs);
  cancelSearchAfter(seconds);
  std::ostringstream quiet;
  AnalysisResult result =
      runKiki(model, properties, replay, config.engine.verbosity >= 3 ? progress : quiet);
  dropSearchDeadline();
  // Only the failures stand: proofs and completeness hold for these inputs only.
  AnalysisResult failures;
  failures.properties = result.properties;
  for (auto &p : failures.properties)
    if (p.verdict != Verdict::Failure)
      p = PropertyResult{};
  return failures;
}

} // namespace kiki
