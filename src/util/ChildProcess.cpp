#include "util/ChildProcess.h"
#include "util/Stop.h"

#include <cerrno>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <exception>
#include <iostream>

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

/// Reads frames until the pipe closes, handing each to its callback; an
/// empty final message when none came.
void readFrames(int fd, const ChildProcess::Receive &onFinal,
                const ChildProcess::Receive &onProgress) {
  std::string buffer;
  char chunk[4096];
  bool final = false;
  for (;;) {
    ssize_t n = ::read(fd, chunk, sizeof chunk);
    if (n <= 0)
      break;
    buffer.append(chunk, static_cast<size_t>(n));
    for (auto &frame : takeFrames(buffer)) {
      if (frame.kind == 'F' && !final) {
        final = true;
        onFinal(frame.payload);
      } else if (frame.kind == 'P' && !final && onProgress) {
        onProgress(frame.payload);
      }
    }
  }
  if (!final)
    onFinal(std::string());
}

} // namespace

std::string frameMessage(char kind, const std::string &payload) {
  return std::string(1, kind) + std::to_string(payload.size()) + ' ' + payload;
}

std::vector<PipeFrame> takeFrames(std::string &buffer) {
  std::vector<PipeFrame> frames;
  size_t at = 0;
  for (;;) {
    size_t space = buffer.find(' ', at);
    if (space == std::string::npos)
      break;
    size_t size = 0;
    bool digits = space > at + 1;
    for (size_t i = at + 1; i < space && digits; ++i) {
      digits = buffer[i] >= '0' && buffer[i] <= '9' && size < (size_t{1} << 40);
      size = size * 10 + static_cast<size_t>(buffer[i] - '0');
    }
    if (!digits) { // not our framing: nothing more can be read
      buffer.clear();
      return frames;
    }
    if (buffer.size() - space - 1 < size)
      break;
    frames.push_back(PipeFrame{buffer[at], buffer.substr(space + 1, size)});
    at = space + 1 + size;
  }
  buffer.erase(0, at);
  return frames;
}

ChildProcess::ChildProcess(const std::function<std::string(const Send &)> &work,
                           Receive onFinal, Receive onProgress) {
  int fds[2];
  if (::pipe(fds) != 0)
    return;
  pid_ = ::fork();
  if (pid_ == 0) {
    ::close(fds[0]);
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    // An exception that escapes in the child (the solver's internals can
    // throw where nothing catches) ends it without an answer, quietly: the
    // parent's run goes on.
    std::set_terminate([] { ::_exit(1); });
    int out = fds[1];
    try {
      std::string result =
          work([out](const std::string &m) { writeAll(out, frameMessage('P', m)); });
      writeAll(out, frameMessage('F', result));
    } catch (const std::exception &e) {
      // Never unwind into the parent's code in this process: the child
      // ends without an answer, which the parent reads as none. A stop
      // interrupts its solver, which may throw from any call.
      if (!stopRequested())
        std::cerr << "kiki: the search in a child process ended on an internal error: "
                  << e.what() << std::endl;
      ::_exit(1);
    }
    ::_exit(0); // no destructors, no flush of the parent's buffered output
  }
  ::close(fds[1]);
  if (pid_ < 0) {
    ::close(fds[0]);
    return;
  }
  reader_ = std::thread([this, fd = fds[0], onFinal = std::move(onFinal),
                         onProgress = std::move(onProgress)] {
    readFrames(fd, onFinal, onProgress);
    ::close(fd);
    finished_.store(true);
  });
}

bool lowerThreadPriority(int steps) {
  errno = 0;
  int now = ::getpriority(PRIO_PROCESS, 0);
  if (errno != 0)
    return false;
  return ::setpriority(PRIO_PROCESS, 0, now + steps) == 0;
}

void ChildProcess::wait() const { waitUntil(std::nullopt); }

bool ChildProcess::waitFor(double seconds) const {
  return waitUntil(std::chrono::steady_clock::now() +
                   std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                       std::chrono::duration<double>(seconds)));
}

bool ChildProcess::waitUntil(std::optional<std::chrono::steady_clock::time_point> end) const {
  while (running() && !finished_.load() && !stopRequested() &&
         (!end || std::chrono::steady_clock::now() < *end))
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  return finished_.load();
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
