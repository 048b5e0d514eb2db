#!/usr/bin/env python3
"""Run kiki over the 2LS regression suite in ../shared (next to the checkout).

    run_regression.py --kiki PATH [--timeout 10] [-j 2] [--filter REGEX]

The suite is <repo root>/../shared/tests/2ls-regression/manifest.tsv and is
scored by <repo root>/../shared/tools/score.py, whose output is streamed.
If the suite is not there, the test is skipped (exit 0).  The exit code is 1
iff score.py's last line `N passed, M failed` has M > 0 (or is missing, or
score.py itself fails).
"""
import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO_ROOT = os.path.dirname(HERE)
SHARED = os.path.normpath(os.path.join(REPO_ROOT, "..", "shared"))
MANIFEST = os.path.join(SHARED, "tests", "2ls-regression", "manifest.tsv")
SCORE = os.path.join(SHARED, "tools", "score.py")
SUMMARY = re.compile(r"^\s*(\d+) passed, (\d+) failed\s*$")


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kiki", required=True, help="path of the kiki binary")
    ap.add_argument("--timeout", type=float, default=10, help="seconds per task (default 10)")
    ap.add_argument("-j", type=int, default=2, help="parallel tasks (default 2)")
    ap.add_argument("--filter", default="", help="only tasks whose id matches")
    a = ap.parse_args()

    if not os.path.isfile(MANIFEST) or not os.path.isfile(SCORE):
        print("2LS regression suite not found, skipped")
        return 0
    kiki = os.path.abspath(a.kiki) if os.path.sep in a.kiki else a.kiki
    cmd = [sys.executable, SCORE, "--tool", kiki, "--timeout", f"{a.timeout:g}",
           f"-j{a.j}"]
    if a.filter:
        cmd += ["--filter", a.filter]
    cmd.append(MANIFEST)
    print("+ " + " ".join(cmd), flush=True)
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         text=True, errors="replace")
    last = ""
    for line in p.stdout:
        sys.stdout.write(line)
        sys.stdout.flush()
        if line.strip():
            last = line.strip()
    rc = p.wait()
    m = SUMMARY.match(last)
    if rc != 0 or not m:
        print(f"score.py exited with {rc}; last line {last!r}")
        return 1
    return 1 if int(m.group(2)) > 0 else 0


if __name__ == "__main__":
    sys.exit(main())
