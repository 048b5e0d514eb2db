#include "util/ChildProcess.h"
#include "util/Stop.h"

#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>

namespace kiki {
namespace {

void writeAll(int fd, const std::string &text) {
  size_t done = 0;
  while (done < text.size()) {
    ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n <= 0)
      return;
    done += static_cast<size_t>(n);
  }
}

std::string readAll(int fd) {
  std::string text;
  char buffer[4096];
  for (;;) {
    ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n <= 0)
      return text;
    text.append(buffer, static_cast<size_t>(n));
  }
}

} // namespace

ChildProcess::ChildProcess(const std::function<std::string()> &work,
                           std::function<void(const std::string &)> onMessage) {
  int fds[2];
  if (::pipe(fds) != 0)
    return;
  pid_ = ::fork();
  if (pid_ == 0) {
    ::close(fds[0]);
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    writeAll(fds[1], work());
    ::_exit(0); // no destructors, no flush of the parent's buffered output
  }
  ::close(fds[1]);
  if (pid_ < 0) {
    ::close(fds[0]);
    return;
  }
  reader_ = std::thread([this, fd = fds[0], onMessage = std::move(onMessage)] {
    std::string message = readAll(fd);
    ::close(fd);
    onMessage(message);
    finished_.store(true);
  });
}

void ChildProcess::wait() const {
  while (running() && !finished_.load() && !stopRequested())
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
}

void ChildProcess::stop() {
  if (pid_ > 0) {
    ::kill(pid_, SIGKILL);
    ::waitpid(pid_, nullptr, 0);
    pid_ = -1;
  }
  if (reader_.joinable())
    reader_.join();
}

} // namespace kiki
