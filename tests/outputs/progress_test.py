#!/usr/bin/env python3
"""The progress line: on a terminal (stderr a pseudo-terminal here) kiki
draws it in place ("\\r", erase to the end of the line) with the elapsed
time, the unwinding depth, the properties decided and the engine's work,
and clears it before the report; in a pipe nothing of it appears unless
--progress asks; --no-progress turns it off on a terminal too.

    progress_test.py --kiki build/kiki
"""
import os
import pty
import re
import subprocess

from common import REPO_ROOT, Checker, kiki_from_argv

CLEAR = "\r\x1b[K"
# matrix_to_vector takes about a second: several redraws (every 250 ms).
EXAMPLE = ["--bounds-check", "--incremental-bmc",
           os.path.join(REPO_ROOT, "examples", "matrix_to_vector.c")]
LINE = re.compile(r"kiki: \d+\.\d s, unwinding \d+, \d+ of 2 properties decided, [a-z ()]+")


def run_on_terminal(kiki, extra):
    """kiki with stderr (only) on a pseudo-terminal: (exit code, stdout, what the terminal got)."""
    leader, follower = pty.openpty()
    proc = subprocess.Popen([kiki] + extra + EXAMPLE, stdout=subprocess.PIPE,
                            stderr=follower, text=True)
    os.close(follower)
    seen = b""
    while True:
        try:
            chunk = os.read(leader, 4096)
        except OSError:  # the terminal's last writer has gone
            break
        if not chunk:
            break
        seen += chunk
    stdout = proc.stdout.read()
    code = proc.wait(timeout=120)
    os.close(leader)
    return code, stdout, seen.decode("utf-8", "replace")


def main():
    kiki = kiki_from_argv()
    try:
        for fd in os.openpty():
            os.close(fd)
    except OSError:
        print("SKIP: no pseudo-terminal here")
        return 77
    c = Checker("progress_test")
    code, stdout, terminal = run_on_terminal(kiki, [])
    c.check(code == 10 and "VERIFICATION FAILED" in stdout, "the verdict is unchanged (exit %d)" % code)
    drawn = [part for part in terminal.split(CLEAR) if part]
    c.check(any(LINE.fullmatch(part) for part in drawn),
            "the terminal got the progress line: %r" % terminal[:400])
    after_last_clear = terminal.rsplit(CLEAR, 1)[-1]
    c.check(LINE.search(after_last_clear) is None,
            "the line is cleared at the end: %r" % terminal[-200:])
    c.check(terminal.count(CLEAR) >= 2, "the line is redrawn in place: %r" % terminal[:400])

    code, stdout, terminal = run_on_terminal(kiki, ["--no-progress"])
    c.check(code == 10 and CLEAR not in terminal and "properties decided" not in terminal,
            "--no-progress: nothing drawn on the terminal: %r" % terminal[:300])

    piped = subprocess.run([kiki] + EXAMPLE, capture_output=True, text=True, timeout=120)
    c.check(piped.returncode == 10 and "\x1b[K" not in piped.stderr + piped.stdout
            and "properties decided" not in piped.stderr,
            "in a pipe no progress line: %r" % piped.stderr[:300])
    asked = subprocess.run([kiki, "--progress"] + EXAMPLE, capture_output=True, timeout=120)
    stderr = asked.stderr.decode("utf-8", "replace")
    c.check(asked.returncode == 10 and CLEAR in stderr and LINE.search(stderr) is not None,
            "--progress draws it in a pipe too: %r" % stderr[:300])
    return c.finish()


if __name__ == "__main__":
    raise SystemExit(main())
