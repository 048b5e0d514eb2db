#include "util/ProgressLine.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <pthread.h>
#include <sstream>
#include <streambuf>
#include <thread>
#include <sys/ioctl.h>
#include <unistd.h>

namespace kiki::progress {
namespace {

/// Everything below is guarded by `mutex` (the fields are written by the
/// engine's thread, the line drawn by the drawing thread).
std::mutex mutex;
std::condition_variable wake;
bool enabled = false, stopping = false;
/// Whether the line is on the screen now (text written since it was drawn
/// cleared it).
bool shown = false;
std::chrono::steady_clock::time_point started;
unsigned depth = 0;
std::size_t decided = 0, total = 0;
std::string activity;
std::thread drawer;

std::string composeLocked() {
  if (!enabled)
    return "";
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  std::ostringstream line;
  line.setf(std::ios::fixed);
  line.precision(1);
  line << "kiki: " << seconds << " s";
  if (depth > 0)
    line << ", unwinding " << depth;
  if (total > 0)
    line << ", " << decided << " of " << total << " properties decided";
  if (!activity.empty())
    line << ", " << activity;
  // A line wider than the terminal would wrap, and "\r" returns only to
  // the start of its last row.
  winsize size{};
  std::size_t width = ::ioctl(STDERR_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 1
                          ? size.ws_col - 1
                          : 79;
  std::string text = line.str();
  return text.size() > width ? text.substr(0, width) : text;
}

void writeAll(const std::string &bytes) {
  std::size_t done = 0;
  while (done < bytes.size()) {
    ssize_t n = ::write(STDERR_FILENO, bytes.data() + done, bytes.size() - done);
    if (n <= 0)
      return;
    done += static_cast<std::size_t>(n);
  }
}

/// "\r" then "erase to the end of the line": the line is gone.
constexpr const char *kClear = "\r\x1b[K";

void clearLocked() {
  if (shown)
    writeAll(kClear);
  shown = false;
}

void drawLoop() {
  std::unique_lock<std::mutex> lock(mutex);
  while (!wake.wait_for(lock, std::chrono::milliseconds(250), [] { return stopping; })) {
    std::string line = composeLocked();
    writeAll(std::string(kClear) + line);
    shown = true;
  }
}

/// std::cerr's buffer while the line is on: clears the line before any
/// other text reaches stderr (the drawing thread redraws it later).
class ClearingBuffer : public std::streambuf {
public:
  explicit ClearingBuffer(std::streambuf *target) : target_(target) {}
  std::streambuf *target() const { return target_; }

protected:
  int overflow(int c) override {
    if (c == traits_type::eof())
      return target_->pubsync() == 0 ? 0 : traits_type::eof();
    std::lock_guard<std::mutex> lock(mutex);
    clearLocked();
    return target_->sputc(static_cast<char>(c));
  }
  std::streamsize xsputn(const char *s, std::streamsize n) override {
    std::lock_guard<std::mutex> lock(mutex);
    clearLocked();
    return target_->sputn(s, n);
  }
  int sync() override { return target_->pubsync(); }

private:
  std::streambuf *target_;
};

/// Made once and never destroyed: std::cerr may flush into it during the
/// program's exit, after static objects are gone.
ClearingBuffer &clearingBuffer() {
  static auto *buffer = new ClearingBuffer(std::cerr.rdbuf()); // NOLINT: never freed on purpose
  return *buffer;
}

// A child of fork() (the portfolio's bounded model checker) has no drawing
// thread and must not find the mutex held by one: it is taken around the
// fork and the child draws nothing.
void beforeFork() { mutex.lock(); }
void afterForkParent() { mutex.unlock(); }
void afterForkChild() {
  mutex.unlock();
  enabled = false;
  shown = false;
}

} // namespace

bool stderrIsTerminal() { return ::isatty(STDERR_FILENO) == 1; }

void start(bool on) {
  if (!on)
    return;
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (enabled)
      return;
    enabled = true;
    stopping = false;
    started = std::chrono::steady_clock::now();
  }
  static bool forkHandlers = (pthread_atfork(beforeFork, afterForkParent, afterForkChild), true);
  (void)forkHandlers;
  std::cerr.rdbuf(&clearingBuffer());
  drawer = std::thread(drawLoop);
}

void finish() {
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (!enabled)
      return;
    stopping = true;
  }
  wake.notify_all();
  drawer.join();
  std::lock_guard<std::mutex> lock(mutex);
  clearLocked();
  enabled = false;
  std::cerr.rdbuf(clearingBuffer().target());
}

void setDepth(unsigned k) {
  std::lock_guard<std::mutex> lock(mutex);
  depth = k;
}

void setProperties(std::size_t done, std::size_t all) {
  std::lock_guard<std::mutex> lock(mutex);
  decided = done;
  total = all;
}

void setActivity(const std::string &what) {
  std::lock_guard<std::mutex> lock(mutex);
  activity = what;
}

std::string text() {
  std::lock_guard<std::mutex> lock(mutex);
  return composeLocked();
}

} // namespace kiki::progress
