"""Running one kiki process and measuring it, shared by the bench scripts."""

import os
import signal
import subprocess
import tempfile
import threading
import time
from pathlib import Path


# kiki's exit codes (DESIGN.md) by the verdict names the scripts print.
VERDICTS = {0: "SUCCESSFUL", 10: "FAILED", 5: "INCONCLUSIVE", 1: "USAGE", 6: "INPUT", 2: "ERROR"}


class Process:
    """What one finished (or killed) process left: exit code, wall time,
    peak RSS and its combined output."""

    def __init__(self, returncode, timed_out, wall, rss_mb, text):
        self.returncode = returncode
        self.timed_out = timed_out
        self.wall = wall
        self.rss_mb = rss_mb
        self.text = text

    def verdict(self, names):
        """TIMEOUT, or the name of the exit code in `names`."""
        if self.timed_out:
            return "TIMEOUT"
        return names.get(self.returncode, f"rc={self.returncode}")


def run_measured(command, timeout, cwd=None):
    """Runs one command in a fresh process and measures it.

    The process is reaped with os.wait4, which returns the rusage of that
    process alone (including the children it waited for, such as clang), so
    ru_maxrss is this run's peak RSS. A timer kills its process group after
    `timeout` seconds."""
    with tempfile.TemporaryFile() as out:
        start = time.monotonic()
        proc = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, cwd=cwd,
                                start_new_session=True)
        timed_out = threading.Event()

        def kill():
            timed_out.set()
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass

        timer = threading.Timer(timeout, kill)
        timer.start()
        try:
            _, status, usage = os.wait4(proc.pid, 0)
        finally:
            timer.cancel()
        wall = time.monotonic() - start
        out.seek(0)
        text = out.read().decode("utf-8", errors="replace")
    # ru_maxrss is in KiB on Linux
    return Process(os.waitstatus_to_exitcode(status), timed_out.is_set(), wall,
                   usage.ru_maxrss / 1024.0, text)


def fmt(value, digits=3):
    """A table cell: '-' for a missing value, floats to `digits` places."""
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


REPO = Path(__file__).resolve().parent.parent


def add_common_arguments(parser, timeout, programs_dir):
    """The options every bench script takes (kiki binary, time limit, CSV,
    echo, extra kiki options, programs)."""
    parser.add_argument("--kiki", default=str(REPO / "build" / "kiki"),
                        help="kiki binary (default: build/kiki of this repo)")
    parser.add_argument("--timeout", type=float, default=timeout,
                        help=f"seconds per kiki run (default {timeout:g})")
    parser.add_argument("--csv", help="also write all rows to this CSV file")
    parser.add_argument("--verbose", action="store_true",
                        help="echo each command and its output to stderr")
    parser.add_argument("--kiki-arg", dest="kiki_args", action="append",
                        default=[], help="extra option passed to every kiki run")
    parser.add_argument("programs", nargs="*",
                        help=f"C files (default: bench/{programs_dir}/*.c)")


def check_common_arguments(parser, args, programs_dir):
    """Validates the common options; fills in the default programs."""
    if args.timeout <= 0:
        parser.error("--timeout must be positive")
    if not os.access(args.kiki, os.X_OK):
        parser.error(f"kiki binary not found or not executable: {args.kiki} "
                     "(build it with scripts/setup.sh, or pass --kiki PATH)")
    args.programs = ([Path(p) for p in args.programs] if args.programs else
                     sorted((REPO / "bench" / programs_dir).glob("*.c")))
    if not args.programs:
        parser.error("no programs")
