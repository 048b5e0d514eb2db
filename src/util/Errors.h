// Typed errors: library code throws, only main() turns them into exit codes.
#pragma once
#include <stdexcept>
#include <string>

namespace kiki {

/// Bad command line or missing file (exit code 1).
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// The C input does not compile or cannot be handled at all (exit code 6).
struct InputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// A construct the model cannot encode soundly. Caught by the encoder, which
/// turns it into an "unsupported" event so affected properties become UNKNOWN.
struct Unsupported : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Programmer error: an invariant of kiki itself does not hold (exit code 2).
struct InternalError : std::logic_error {
  using std::logic_error::logic_error;
};

#define KIKI_INVARIANT(cond, reason)                                          \
  do {                                                                        \
    if (!(cond))                                                              \
      throw ::kiki::InternalError(std::string(__FILE__) + ":" +               \
                                  std::to_string(__LINE__) + ": " + (reason)); \
  } while (0)

} // namespace kiki
