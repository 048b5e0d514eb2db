#!/usr/bin/env python3
"""Reduces a difftest task that kiki got wrong (or crashed on) with cvise to
a small program that still shows the same fault, and writes it as an e2e
test (tests/e2e format: leading `//` lines with EXIT and EXPECT).

The program stays meaningful while it shrinks: every candidate must build
with gcc and clang under ASan/UBSan with uninitialised reads and implicit
declarations as errors, and its native runs must agree on the truth
(`__VERIFIER_assert` exits 86 on a false condition):
  wrong proof: both native runs fail an assertion, kiki says SUCCESSFUL;
  wrong alarm: both native runs pass every assertion, kiki says FAILED;
  crash:       kiki ends with the same exit code (no native condition).

    reduce.py --kiki build/kiki --task pass.c --header-dir DIR \\
              --outcome "wrong alarm" --out tests/e2e/difftest_seed7_pass.c
"""
import argparse
import os
import re
import shlex
import shutil
import stat
import subprocess
import sys
import tempfile

ASSERT_IMPL = r"""#include <stdio.h>
#include <unistd.h>
void __VERIFIER_assert(int c) { if (!c) { fflush(stdout); _exit(86); } }
"""
NATIVE_FLAGS = ("-O0 -w -fsanitize=address,undefined -fno-sanitize-recover=all "
                "-Werror=uninitialized -Werror=implicit-function-declaration -Werror=return-type")
KIKI_EXIT = {"wrong proof": 0, "wrong alarm": 10}
NATIVE_EXIT = {"wrong proof": 86, "wrong alarm": 0}


def inline_header(text, header_dir):
    """The task with `#include "csmith.h"` replaced by the header's text, so
    that the reduced program stands alone."""
    header = open(os.path.join(header_dir, "csmith.h")).read()
    return re.sub(r'^#include "csmith\.h"\s*$', lambda _: header, text, flags=re.M)


def interestingness(name, kiki, kiki_options, outcome, kiki_rc, timeout):
    """The shell test cvise runs in a copy of the task's folder."""
    kiki_cmd = " ".join(shlex.quote(a) for a in [kiki, "--timeout", str(timeout)] + kiki_options + [name])
    lines = ["#!/bin/bash", "F=%s" % shlex.quote(name)]
    if outcome in NATIVE_EXIT:
        lines += ["cat > assert_impl.c <<'EOF'", ASSERT_IMPL.strip(), "EOF"]
        for cc in ("gcc", "clang-14"):
            binary = "native_" + cc.replace("-", "")
            lines += [
                "%s %s \"$F\" assert_impl.c -o %s >/dev/null 2>&1 || exit 1" % (cc, NATIVE_FLAGS, binary),
                "timeout 1 ./%s >/dev/null 2>err.txt; rc=$?" % binary,
                "[ \"$rc\" = %d ] || exit 1" % NATIVE_EXIT[outcome],
                "grep -q . err.txt && exit 1",
            ]
    lines += ["timeout %d %s >/dev/null 2>&1; rc=$?" % (timeout + 30, kiki_cmd),
              "[ \"$rc\" = %d ] || exit 1" % kiki_rc, "exit 0"]
    return "\n".join(lines) + "\n"


def e2e_text(reduced, origin, outcome, expected_exit):
    verdict = {0: "SUCCESSFUL", 10: "FAILED"}[expected_exit]
    head = ["// Reduced with cvise (tests/difftest/reduce.py) from %s, where kiki" % origin,
            "// gave a %s; the native runs (gcc and clang under ASan/UBSan) say %s." % (outcome, verdict),
            "// EXIT: %d" % expected_exit,
            "// EXPECT: ^VERIFICATION %s$" % verdict]
    return "\n".join(head) + "\n" + reduced


def reduce_task(task, header_dir, kiki, kiki_options, outcome, expected_exit, kiki_rc, out,
                origin, timeout=60, passes="all"):
    """Reduces `task`; writes the e2e test to `out` and returns its line
    count, or None when cvise is missing or the task is not reproducible.
    `passes` is cvise's pass group ("delta": line and bracket passes only,
    several times faster than "all", for the self-test)."""
    if not shutil.which("cvise"):
        print("reduce: cvise is not installed (Debian package cvise)")
        return None
    work = tempfile.mkdtemp(prefix="kiki-reduce-")
    try:
        name = "task.c"
        path = os.path.join(work, name)
        open(path, "w").write(inline_header(open(task).read(), header_dir))
        script = os.path.join(work, "interesting.sh")
        open(script, "w").write(interestingness(name, kiki, kiki_options, outcome, kiki_rc, timeout))
        os.chmod(script, os.stat(script).st_mode | stat.S_IEXEC)
        if subprocess.run([script], cwd=work, capture_output=True).returncode != 0:
            print("reduce: %s does not reproduce the %s" % (task, outcome))
            return None
        done = subprocess.run(["cvise", "--n", "2", "--timeout", str(timeout + 60), "--tidy",
                               "--pass-group", passes, script, name],
                              cwd=work, capture_output=True, text=True)
        if done.returncode != 0:
            print("reduce: cvise failed: " + (done.stderr.strip().splitlines() or ["?"])[-1])
            return None
        reduced = open(path).read()
        os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
        open(out, "w").write(e2e_text(reduced, origin, outcome, expected_exit))
        return reduced.count("\n")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kiki", required=True)
    parser.add_argument("--task", required=True)
    parser.add_argument("--header-dir", required=True, help="the folder with the task's csmith.h")
    parser.add_argument("--outcome", required=True, choices=["wrong proof", "wrong alarm", "crash"])
    parser.add_argument("--crash-exit", type=int, help="kiki's exit code on the task (crash)")
    parser.add_argument("--expected", choices=["SUCCESSFUL", "FAILED"], required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--kiki-option", action="append", default=[])
    args = parser.parse_args()
    kiki_rc = args.crash_exit if args.outcome == "crash" else KIKI_EXIT[args.outcome]
    if kiki_rc is None:
        parser.error("--crash-exit is needed for a crash")
    lines = reduce_task(args.task, args.header_dir, os.path.abspath(args.kiki), args.kiki_option,
                        args.outcome, 0 if args.expected == "SUCCESSFUL" else 10, kiki_rc,
                        args.out, args.task)
    if lines is None:
        return 1
    print("REDUCED: %s (%d lines)" % (args.out, lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
