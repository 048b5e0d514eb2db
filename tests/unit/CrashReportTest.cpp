#include "util/CrashReport.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <thread>
#include <sys/wait.h>
#include <unistd.h>

namespace kiki {
namespace {

struct Ended {
  int status;
  std::string stderrText;
};

/// Runs `body` in a forked process with the crash report installed; how it
/// ended and what it wrote to stderr.
template <typename Body> Ended runForked(Body body) {
  int fds[2];
  if (::pipe(fds) != 0)
    return {-1, ""};
  pid_t pid = ::fork();
  if (pid == 0) {
    ::dup2(fds[1], STDERR_FILENO);
    ::close(fds[0]);
    installCrashReport(2);
    body();
    ::_exit(0);
  }
  ::close(fds[1]);
  std::string text;
  char chunk[512];
  for (ssize_t n; (n = ::read(fds[0], chunk, sizeof chunk)) > 0;)
    text.append(chunk, static_cast<size_t>(n));
  ::close(fds[0]);
  int status = 0;
  ::waitpid(pid, &status, 0);
  return {status, text};
}

struct SolverInternal {}; // stands for Z3's rewriter_exception

// An exception that escapes everything (Z3 4.8.12 throws one through a
// frame that may not throw when Spacer is cancelled) ended the run with
// SIGABRT and "terminate called after throwing ..."; now with the
// internal-error exit code and one line naming it.
TEST(CrashReport, AnEscapingExceptionIsAnInternalError) {
  Ended ended = runForked([] {
    ::unsetenv("KIKI_BACKTRACE");
    // In a thread of its own: nothing catches it there (the test framework
    // would in this one).
    std::thread([] { throw SolverInternal{}; }).join();
  });
  ASSERT_TRUE(WIFEXITED(ended.status)) << ended.stderrText;
  EXPECT_EQ(WEXITSTATUS(ended.status), 2);
  EXPECT_EQ(ended.stderrText,
            "kiki: internal error: uncaught exception (kiki::(anonymous namespace)::SolverInternal)\n");
}

TEST(CrashReport, ANormalEndIsUntouched) {
  Ended ended = runForked([] {});
  ASSERT_TRUE(WIFEXITED(ended.status));
  EXPECT_EQ(WEXITSTATUS(ended.status), 0);
  EXPECT_EQ(ended.stderrText, "");
}

} // namespace
} // namespace kiki
