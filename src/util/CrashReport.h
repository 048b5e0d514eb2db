#pragma once

namespace kiki {

/// Replaces std::terminate's default handler: an exception that escapes
/// (one thrown by the solver's internals in a thread or a destructor) ends
/// the run with a one-line internal error and `exitCode` instead of an
/// abort. With KIKI_BACKTRACE set in the environment the handler also
/// prints the frames of the throw, for diagnosis.
void installCrashReport(int exitCode);

} // namespace kiki
