// Running another program (clang, a fuzzing binary) with a wall-clock limit.
#pragma once
#include <optional>
#include <string>
#include <vector>

namespace kiki {

struct CommandRun {
  /// The exit status; nullopt: killed by a signal, past the limit, or not
  /// started.
  std::optional<int> exitCode;
  bool timedOut = false;
};

/// Runs `argv` (argv[0] looked up in PATH) with `extraEnv` ("NAME=value")
/// added to the environment, stdin from /dev/null and stdout and stderr
/// into `outputPath`, for at most `seconds` of wall-clock time (then it is
/// killed). The program dies with this process (PR_SET_PDEATHSIG), and a
/// stop of kiki (util/Stop) kills it too.
CommandRun runCommand(const std::vector<std::string> &argv,
                      const std::vector<std::string> &extraEnv, double seconds,
                      const std::string &outputPath);

/// A fresh directory under $TMPDIR (or /tmp) that removes itself, with
/// everything in it, when the object goes.
class TempDirectory {
public:
  explicit TempDirectory(const std::string &prefix);
  ~TempDirectory();
  TempDirectory(const TempDirectory &) = delete;
  TempDirectory &operator=(const TempDirectory &) = delete;
  /// Empty when the directory could not be made.
  const std::string &path() const { return path_; }

private:
  std::string path_;
};

} // namespace kiki
