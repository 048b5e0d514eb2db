#include "util/CrashReport.h"

#include <cstdlib>
#include <cxxabi.h>
#include <exception>
#include <execinfo.h>
#include <string>
#include <typeinfo>
#include <unistd.h>

namespace kiki {
namespace {

int crashExitCode = 2;

void write(const std::string &text) {
  ssize_t ignored = ::write(STDERR_FILENO, text.data(), text.size());
  (void)ignored;
}

std::string currentExceptionName() {
  const std::type_info *type = abi::__cxa_current_exception_type();
  if (!type)
    return "no exception";
  int status = 0;
  char *readable = abi::__cxa_demangle(type->name(), nullptr, nullptr, &status);
  std::string name = status == 0 && readable ? readable : type->name();
  std::free(readable);
  return name;
}

[[noreturn]] void onTerminate() {
  write("kiki: internal error: uncaught exception (" + currentExceptionName() + ")\n");
  if (std::getenv("KIKI_BACKTRACE")) {
    void *frames[64];
    int count = backtrace(frames, 64);
    backtrace_symbols_fd(frames, count, STDERR_FILENO);
  }
  std::_Exit(crashExitCode);
}

} // namespace

void installCrashReport(int exitCode) {
  crashExitCode = exitCode;
  std::set_terminate(onTerminate);
}

} // namespace kiki
