#include "engines/Portfolio.h"
#include "engines/FailureBudget.h"
#include "engines/InputFuzzing.h"
#include "engines/PdrEngine.h"
#include "engines/Wire.h"
#include "util/Command.h"
#include "util/ChildProcess.h"
#include "util/Stop.h"

#include <chrono>
#include <memory>
#include <mutex>
#include <ostream>
#include <sstream>
#include <utility>

namespace kiki {
namespace {

/// The plain bounded model checker in the child: no progress lines, and no
/// time limit (only the parent's watchdog runs; it ends the child), so that
/// after a failure the child reports within its failure budget. After each
/// depth it sends its verdicts so far: kIkI then skips the bounded checks
/// of that depth, which are far cheaper here than on its k-induction
/// encoding.
std::string runChild(ProgramModel &model, const PropertyTable &properties, Config config,
                     const ChildProcess::Send &send) {
  config.engine.strategy = Strategy::IncrementalBmc;
  config.engine.domain = InvariantDomain::Top;
  config.engine.timeout.reset();
  config.engine.dumpSmt2.clear();
  std::ostringstream quiet;
  PartnerLink link;
  link.reportBounds = [&](const AnalysisResult &bounds) { send(encodeAnalysis(bounds)); };
  return encodeAnalysis(runKiki(model, properties, config, quiet, link));
}

/// How many nice levels kIkI's thread gives up while the bounded model
/// checker runs beside it: at 5 the child gets about three quarters of a
/// core they share (Linux weighs nice 0 to nice 5 as 1024 to 335).
constexpr int kKikiNiceSteps = 5;

/// Whether PDR runs first in the portfolio: not when a witness is being
/// validated (kIkI checks its invariants and its waypoints), nor with
/// --show-invariants (PDR's proofs would leave kIkI's invariants unshown).
bool pdrFirst(const Config &config) {
  return config.engine.pdr == EngineOptions::PdrUse::First && !config.engine.witness &&
         !config.engine.correctnessWitness && !config.output.showInvariants;
}

/// PDR in a child process of its own. Spacer (Z3 4.8.12) stopped by its
/// timeout now and then throws a rewriter_exception through a frame that
/// may not throw, which ends the whole process: uthash's dl_insert_inorder
/// fix aborted in about 1 of 16 runs so. In a child such an end costs PDR's
/// proofs only (no answer: nullopt). A stop ends the child at once, where
/// the budgeted Spacer query in this process ran on to its own timeout.
std::optional<AnalysisResult> runPdrApart(ProgramModel &model, const PropertyTable &properties,
                                          const Config &config, std::ostream &progress) {
  std::optional<AnalysisResult> answer;
  std::mutex mutex;
  ChildProcess child(
      [&] {
        std::ostringstream quiet;
        return encodeAnalysis(runPdr(model, properties, config, quiet));
      },
      [&](const std::string &message) {
        std::lock_guard<std::mutex> lock(mutex);
        answer = decodeAnalysis(message);
      });
  if (!child.running())
    return runPdr(model, properties, config, progress);
  child.wait();
  child.stop();
  std::lock_guard<std::mutex> lock(mutex);
  return answer;
}

/// How long a fuzzed crash's replay may take: past it, the crash is not one
/// kiki's model shows within reach.
constexpr double kReplaySeconds = 10;

/// The fuzzing child's work: its answer is the replay's confirmed failures
/// (empty: none).
std::string runFuzzing(ProgramModel &model, const PropertyTable &properties,
                       const Config &config, const std::string &workDir,
                       std::ostream &progress) {
  // At the bounded model checker's priority, not kIkI's: on a loaded
  // machine the replay at kIkI's nice level got a quarter of a core, and
  // cJSON's bugs (6.8 s alone) timed out at 20 s two tasks at a time.
  std::string why;
  std::optional<CrashInput> crash = fuzzForCrash(config, workDir, why);
  if (config.engine.verbosity >= 2)
    progress << "kiki: fuzzing: " << why << std::endl;
  if (!crash)
    return std::string();
  AnalysisResult failures = replayCrash(model, properties, config, *crash, kReplaySeconds, progress);
  if (config.engine.verbosity >= 2)
    progress << "kiki: fuzzing: the replay "
             << (failures.anyFailure() ? "confirms a failure" : "confirms no failure")
             << std::endl;
  return failures.anyFailure() ? encodeAnalysis(failures) : std::string();
}

/// `base` with the failures of `extra` where `base` has decided nothing.
std::optional<AnalysisResult> withFailures(std::optional<AnalysisResult> base,
                                           std::optional<AnalysisResult> extra) {
  if (!extra)
    return base;
  if (!base)
    return extra;
  for (size_t p = 0; p < base->properties.size() && p < extra->properties.size(); ++p)
    if (base->properties[p].verdict == Verdict::Unknown && !base->properties[p].settled &&
        extra->properties[p].verdict == Verdict::Failure)
      base->properties[p] = extra->properties[p];
  return base;
}

/// Native fuzzing in a third process (engines/InputFuzzing), when it
/// applies: it waits on clang and the fuzzer and replays a crash only. Its
/// confirmed failures end the run as a failure of the child does.
class FuzzingPartner {
public:
  FuzzingPartner(ProgramModel &model, const PropertyTable &properties, const Config &config,
                 std::ostream &progress)
      : config_(config) {
    if (!fuzzingApplies(config))
      return;
    dir_.emplace("kiki-fuzz-");
    child_ = std::make_unique<ChildProcess>(
        [&model, &properties, &config, &progress, this] {
          return runFuzzing(model, properties, config, dir_->path(), progress);
        },
        [this](const std::string &message) { receive(message); });
  }

  /// The failures its replay confirmed, once (nullopt: none yet).
  std::optional<AnalysisResult> take() {
    std::lock_guard<std::mutex> lock(mutex_);
    return std::exchange(failures_, std::nullopt);
  }

private:
  const Config &config_;
  std::chrono::steady_clock::time_point started_ = std::chrono::steady_clock::now();
  std::mutex mutex_;
  std::optional<AnalysisResult> failures_;
  // The directory is the parent's and outlives the child (declared before
  // it): a child stopped in the middle of its work cannot remove it.
  std::optional<TempDirectory> dir_;
  std::unique_ptr<ChildProcess> child_;

  void receive(const std::string &message) {
    auto decoded = decodeAnalysis(message);
    if (!decoded || !decoded->anyFailure())
      return;
    // As after a failure of the child: --stop-on-fail ends the run; without
    // --timeout the others get as long again (1-10 s).
    double budget = FailureBudget::budgetAfter(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count());
    if (!config_.engine.stopOnFail && !config_.engine.timeout)
      decoded->notes.push_back({NoteKind::FailureBudget, FailureBudget::stopText(budget)});
    {
      std::lock_guard<std::mutex> lock(mutex_);
      failures_ = std::move(decoded);
    }
    if (config_.output.showInvariants)
      return;
    if (config_.engine.stopOnFail)
      cancelSearch();
    else if (!config_.engine.timeout)
      cancelSearchAfter(budget);
  }
};

} // namespace

AnalysisResult runStrategy(ProgramModel &model, const PropertyTable &properties,
                           const Config &config, std::ostream &progress) {
  if (config.engine.pdr == EngineOptions::PdrUse::Alone)
    return runPdr(model, properties, config, progress);
  if (!config.engine.portfolio || !config.engine.kInduction() || !config.engine.incremental())
    return runKiki(model, properties, config, progress);
  std::mutex mutex;
  std::optional<AnalysisResult> answer, bounds;
  ChildProcess child(
      [&](const ChildProcess::Send &send) { return runChild(model, properties, config, send); },
      [&](const std::string &message) {
        auto decoded = decodeAnalysis(message);
        if (!decoded)
          return;
        // The child stops deciding the others as long after its first
        // failure as the failure took (unless --timeout): kIkI had that
        // time as well. With --stop-on-fail its first failure ends the run.
        bool everything =
            decoded->allDecided() ||
            (decoded->anyFailure() && (!config.engine.timeout || config.engine.stopOnFail));
        {
          std::lock_guard<std::mutex> lock(mutex);
          answer = std::move(decoded);
        }
        // Stored first: the cancelled kIkI takes it over at its end. With
        // --show-invariants kIkI's inference is not cut short (its
        // invariants were asked for); kIkI takes the answer over after it.
        if (everything && !config.output.showInvariants)
          cancelSearch();
      },
      [&](const std::string &message) {
        if (auto decoded = decodeAnalysis(message)) {
          std::lock_guard<std::mutex> lock(mutex);
          bounds = std::move(decoded);
        }
      });
  // Forked before kIkI starts, as the child is.
  FuzzingPartner fuzzing(model, properties, config, progress);
  // Where the two share a core (a loaded machine, or tasks run two at a
  // time on two cores), the bounded model checker goes first: it finds the
  // bugs and, by unwinding loops completely, the proofs of code over small
  // inputs, while kIkI's inference is the long shot. Alone on a core each,
  // nothing changes. On the real-code corpus (42 tasks, 10 s, two at a
  // time) this decided 14 instead of 11; docs/decisions.md has the rest.
  if (child.running())
    lowerThreadPriority(kKikiNiceSteps);
  // PDR first, beside the child: what it proves, kIkI need not decide.
  std::optional<AnalysisResult> proofs;
  if (pdrFirst(config)) {
    proofs = runPdrApart(model, properties, config, progress);
    if (proofs && proofs->allDecided())
      return *proofs;
  }
  PartnerLink link;
  auto childAndPdr = [&]() -> std::optional<AnalysisResult> {
    std::optional<AnalysisResult> theirs;
    {
      std::lock_guard<std::mutex> lock(mutex);
      theirs = std::exchange(answer, std::nullopt);
    }
    if (!proofs)
      return theirs;
    auto pdr = std::exchange(proofs, std::nullopt);
    pdr->notes.clear(); // its own notes say why PDR did not prove
    if (!theirs)
      return pdr;
    // The child's answer (it may have ended PDR), with PDR's proofs.
    for (size_t p = 0; p < theirs->properties.size() && p < pdr->properties.size(); ++p)
      if (theirs->properties[p].verdict == Verdict::Unknown && !theirs->properties[p].settled &&
          pdr->properties[p].verdict == Verdict::Success)
        theirs->properties[p] = pdr->properties[p];
    return theirs;
  };
  link.verdicts = [&]() -> std::optional<AnalysisResult> {
    return withFailures(childAndPdr(), fuzzing.take());
  };
  link.bounds = [&]() -> std::optional<AnalysisResult> {
    std::lock_guard<std::mutex> lock(mutex);
    return bounds;
  };
  // kIkI's own bounded checks find every failure the child finds, later:
  // when kIkI ends first, the child is not waited for.
  std::vector<std::pair<std::string, double>> pdrPhases =
      proofs ? proofs->phaseSeconds : std::vector<std::pair<std::string, double>>{};
  auto result = runKiki(model, properties, config, progress, link);
  for (const auto &[phase, seconds] : pdrPhases)
    result.addPhase(phase, seconds);
  return result;
}

} // namespace kiki
