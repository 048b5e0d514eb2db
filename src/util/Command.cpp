#include "util/Command.h"
#include "util/Stop.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <thread>

extern char **environ;

namespace kiki {

CommandRun runCommand(const std::vector<std::string> &argv,
                      const std::vector<std::string> &extraEnv, double seconds,
                      const std::string &outputPath) {
  CommandRun run;
  if (argv.empty())
    return run;
  // Everything the child needs is made before fork: after it, only
  // async-signal-safe calls.
  std::vector<char *> args;
  for (const auto &a : argv)
    args.push_back(const_cast<char *>(a.c_str()));
  args.push_back(nullptr);
  std::vector<std::string> envText;
  for (char **e = environ; *e; ++e)
    envText.emplace_back(*e);
  envText.insert(envText.end(), extraEnv.begin(), extraEnv.end());
  std::vector<char *> env;
  for (auto &e : envText)
    env.push_back(e.data());
  env.push_back(nullptr);
  int out = ::open(outputPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  int in = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
  if (out < 0 || in < 0) {
    if (out >= 0)
      ::close(out);
    if (in >= 0)
      ::close(in);
    return run;
  }
  pid_t parent = ::getpid();
  pid_t pid = ::fork();
  if (pid == 0) {
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() != parent)
      ::_exit(127);
    ::dup2(in, 0);
    ::dup2(out, 1);
    ::dup2(out, 2);
    ::setpgid(0, 0); // its own group: a time-out kills what it started too
    ::execvpe(args[0], args.data(), env.data());
    ::_exit(127);
  }
  ::close(out);
  ::close(in);
  if (pid < 0)
    return run;
  auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  int status = 0;
  for (;;) {
    pid_t done = ::waitpid(pid, &status, WNOHANG);
    if (done == pid)
      break;
    if (done < 0)
      return run;
    if (std::chrono::steady_clock::now() >= end || stopRequested() || searchCancelled()) {
      ::kill(-pid, SIGKILL);
      ::kill(pid, SIGKILL);
      ::waitpid(pid, &status, 0);
      run.timedOut = true;
      return run;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  if (WIFEXITED(status))
    run.exitCode = WEXITSTATUS(status);
  return run;
}

TempDirectory::TempDirectory(const std::string &prefix) {
  const char *base = std::getenv("TMPDIR");
  std::string pattern = std::string(base && *base ? base : "/tmp") + "/" + prefix + "XXXXXX";
  if (::mkdtemp(pattern.data()))
    path_ = pattern;
}

TempDirectory::~TempDirectory() {
  if (path_.empty())
    return;
  std::error_code ignored;
  std::filesystem::remove_all(path_, ignored);
}

} // namespace kiki
