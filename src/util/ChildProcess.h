// A second search in a forked child process: its own copy of the program
// and its own solver, so that neither search waits for the other. The child
// sends progress messages while it works and one final message; a reader
// thread in the parent receives them and hands each to a callback, which
// may cancel the parent's search (cancelSearch).
#pragma once
#include <atomic>
#include <chrono>
#include <optional>
#include <functional>
#include <string>
#include <sys/types.h>
#include <thread>
#include <vector>

namespace kiki {

class ChildProcess {
public:
  using Send = std::function<void(const std::string &)>;
  using Receive = std::function<void(const std::string &)>;

  /// Forks; the child runs `work`, which may send progress messages, and
  /// sends its result as the final message. Without a second process (fork
  /// or pipe failed) running() is false and nothing is received. A child
  /// that ends without a final message (killed, crashed) leaves an empty
  /// final message.
  ChildProcess(const std::function<std::string(const Send &)> &work, Receive onFinal,
               Receive onProgress = {});
  /// A child that only sends its result.
  ChildProcess(const std::function<std::string()> &work, Receive onFinal)
      : ChildProcess([work](const Send &) { return work(); }, std::move(onFinal)) {}
  ~ChildProcess() { stop(); }
  ChildProcess(const ChildProcess &) = delete;
  ChildProcess &operator=(const ChildProcess &) = delete;

  bool running() const { return pid_ > 0; }
  /// The child's final message was handed to the callback.
  bool finished() const { return finished_.load(); }
  /// Waits for the final message until a stop is requested.
  void wait() const;
  /// The same for at most `seconds`; whether the final message came.
  bool waitFor(double seconds) const;
  /// wait() and waitFor(): until `end`, if any.
  bool waitUntil(std::optional<std::chrono::steady_clock::time_point> end) const;
  /// Ends the child (if it still runs) and the reader.
  void stop();

private:
  pid_t pid_ = -1;
  std::thread reader_;
  std::atomic<bool> finished_{false};
};

/// Lowers the calling thread's scheduling priority by `steps` nice levels
/// (threads it starts later inherit it; Linux keeps a nice value per
/// thread). It cannot be raised again without privileges. Whether it
/// changed.
bool lowerThreadPriority(int steps);

/// The pipe's framing, exposed for tests: a kind letter ('P' progress, 'F'
/// final), the payload's size in decimal, a space, the payload.
std::string frameMessage(char kind, const std::string &payload);
struct PipeFrame {
  char kind;
  std::string payload;
};
/// Takes the complete frames off the front of `buffer`, in order; what is
/// not framed this way is dropped with the rest of the buffer.
std::vector<PipeFrame> takeFrames(std::string &buffer);

} // namespace kiki
