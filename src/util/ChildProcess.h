// A second search in a forked child process: its own copy of the program
// and its own solver, so that neither search waits for the other. The child
// computes one message; a reader thread in the parent receives it and hands
// it to a callback, which may cancel the parent's search (cancelSearch).
#pragma once
#include <atomic>
#include <functional>
#include <string>
#include <sys/types.h>
#include <thread>

namespace kiki {

class ChildProcess {
public:
  /// Forks; the child runs `work` and sends its result. Without a second
  /// process (fork or pipe failed) running() is false and nothing is sent.
  ChildProcess(const std::function<std::string()> &work,
               std::function<void(const std::string &)> onMessage);
  ~ChildProcess() { stop(); }
  ChildProcess(const ChildProcess &) = delete;
  ChildProcess &operator=(const ChildProcess &) = delete;

  bool running() const { return pid_ > 0; }
  /// The child's message was handed to the callback.
  bool finished() const { return finished_.load(); }
  /// Waits for the message until a stop is requested.
  void wait() const;
  /// Ends the child (if it still runs) and the reader.
  void stop();

private:
  pid_t pid_ = -1;
  std::thread reader_;
  std::atomic<bool> finished_{false};
};

} // namespace kiki
