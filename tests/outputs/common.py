"""Helpers shared by the output tests: run kiki, collect failures, skip."""
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAMS = os.path.join(HERE, "programs")
REPO_ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
SCHEMAS = os.path.normpath(os.path.join(REPO_ROOT, "..", "shared", "schemas"))


class Checker:
    """Counts failed checks; each check names what it expected."""

    def __init__(self, name):
        self.name = name
        self.failures = []
        self.checks = 0

    def check(self, condition, what):
        self.checks += 1
        if not condition:
            self.failures.append(what)
            print("FAIL: " + what)
        return condition

    def finish(self):
        print("%s: %d checks, %d failed" % (self.name, self.checks, len(self.failures)))
        return 1 if self.failures or self.checks == 0 else 0


def program(name):
    return os.path.join(PROGRAMS, name)


def run_kiki(kiki, args, timeout=120):
    """Runs kiki in the programs folder; returns (exit code, stdout, stderr)."""
    proc = subprocess.run([kiki] + args, cwd=PROGRAMS, capture_output=True, text=True,
                          timeout=timeout)
    return proc.returncode, proc.stdout, proc.stderr


def temp_dir():
    return tempfile.TemporaryDirectory(prefix="kiki-outputs-")


def kiki_from_argv():
    if len(sys.argv) < 3 or sys.argv[1] != "--kiki":
        sys.exit("usage: %s --kiki PATH" % sys.argv[0])
    return os.path.abspath(sys.argv[2])
