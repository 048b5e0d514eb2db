// The progress line: one line on stderr, redrawn in place four times a
// second while a run works (elapsed time, the unwinding depth, properties
// decided, what the engine is doing), cleared before the report. Only on a
// terminal, or everywhere with --progress: logs and pipes otherwise get
// nothing of it. Other text written to std::cerr meanwhile clears the line
// first, so it is never mixed into a message. Free of engine types: the
// engines set its fields.
#pragma once
#include <cstddef>
#include <string>

namespace kiki::progress {

/// Whether stderr is a terminal (where the line is on by default).
bool stderrIsTerminal();
/// Starts drawing (nothing happens unless `enabled`); call once, early.
void start(bool enabled);
/// Clears the line and stops drawing; before the report is written.
void finish();
void setDepth(unsigned depth);
void setProperties(std::size_t decided, std::size_t total);
/// What the engine works on now ("invariant inference", ...).
void setActivity(const std::string &what);
/// The text the line shows now (for tests; "" before start or when off).
std::string text();

} // namespace kiki::progress
