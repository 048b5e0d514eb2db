#!/usr/bin/env python3
"""Check the recorded truth of every task of the real-code corpus natively.

    python3 bench/realcode/check_truth.py [--cc clang-14] [--replays-only] [TASK_DIR ...]

A task is a folder bench/realcode/<project>/<task>/ with main.c (the
program kiki verifies: a harness over the project's code, inputs from
__VERIFIER_nondet_*) and TRUTH, lines of `key: value`:

    verdict:   FAILED or SUCCESSFUL (the answer with the options below)
    options:   kiki's options for the task (the checks that are on)
    replay:    (FAILED) the failing input, as KIKI_INPUT for native/nondet.c
    enumerate: (SUCCESSFUL, repeatable) n:v1,v2,... every tuple of n values
               from the list, each run natively (native/nondet.c)
    argument:  why the verdict holds for every input the harness allows
               (what the enumeration does not cover, or the whole proof)
    origin:    project, file, commit, licence
    fix:       (a bug and its fixed pair) the fixing commit or advisory
    pair:      the other task of a bug/fix pair

The program is compiled with ASan and UBSan (every check aborts), main
renamed and linked with native/nondet.c. A FAILED task's replay must fail
(sanitizer report, assertion, reach_error, or heap memory left at the end);
every enumeration of a SUCCESSFUL task must run clean (--replays-only:
only compiled and checked to run clean on the all-zero input, for a quick
check; the enumerations of some tasks take minutes). Prints one line per
task and `N passed, N failed`.
"""
import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
FLAGS = ["-g", "-O0", "-w", "-fsanitize=address,undefined", "-fno-sanitize-recover=all",
         "-Dmain=kiki_task_main"]


def read_truth(path):
    truth = {}
    for line in path.read_text().splitlines():
        if ":" in line and not line.startswith((" ", "\t", "#")):
            key, value = line.split(":", 1)
            truth.setdefault(key.strip(), []).append(value.strip())
    return truth


def tasks(args):
    if args:
        return [Path(a).resolve() for a in args]
    return sorted(p.parent for p in HERE.glob("*/*/TRUTH"))


def check(task, cc, tmp, replays_only=False):
    truth = read_truth(task / "TRUTH")
    verdict = truth.get("verdict", ["?"])[0]
    exe = Path(tmp) / (task.parent.name + "-" + task.name)
    build = subprocess.run([cc] + FLAGS + [str(task / "main.c"), str(HERE / "native" / "nondet.c"),
                            "-o", str(exe)], capture_output=True, text=True)
    if build.returncode != 0:
        return False, "does not compile natively: " + build.stderr.strip().splitlines()[-1]
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=0")
    if verdict == "FAILED":
        if "replay" not in truth:
            return False, "FAILED without a replay input"
        env["KIKI_INPUT"] = truth["replay"][0]
        run = subprocess.run([str(exe)], env=env, capture_output=True, text=True, timeout=60)
        if run.returncode == 0:
            return False, "the replay input runs clean"
        lines = [l for l in run.stderr.splitlines() if "ERROR" in l or "runtime error" in l
                 or "nondet.c" in l or "Assertion" in l or "reach_error" in l]
        return True, "replay fails: " + (lines[0].strip() if lines else f"exit {run.returncode}")
    if verdict == "SUCCESSFUL":
        if "enumerate" not in truth and "argument" not in truth:
            return False, "SUCCESSFUL without enumeration or argument"
        runs = 0
        if replays_only:
            env["KIKI_INPUT"] = "0"
            run = subprocess.run([str(exe)], env=env, capture_output=True, text=True, timeout=60)
            if run.returncode != 0:
                return False, "the all-zero input fails: " + run.stderr[-200:]
            return True, "compiles, the all-zero input runs clean (enumeration skipped)"
        for spec in truth.get("enumerate", []):
            env["KIKI_ENUM"] = spec
            run = subprocess.run([str(exe)], env=env, capture_output=True, text=True, timeout=1800)
            if run.returncode != 0:
                failing = [l for l in run.stderr.splitlines() if "failing input" in l]
                return False, f"enumeration {spec} fails: " + (failing[0] if failing else run.stderr[-200:])
            runs += int(run.stdout.split()[1]) if run.stdout.startswith("nondet.c:") else 0
        return True, f"{runs} inputs ran clean" + ("" if runs else " (argument only)")
    return False, f"unknown verdict {verdict!r}"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cc", default="clang-14")
    ap.add_argument("--replays-only", action="store_true")
    ap.add_argument("tasks", nargs="*")
    a = ap.parse_args()
    passed = failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for task in tasks(a.tasks):
            ok, why = check(task, a.cc, tmp, a.replays_only)
            passed, failed = passed + ok, failed + (not ok)
            print(f"{'ok  ' if ok else 'FAIL'} {task.parent.name}/{task.name}: {why}", flush=True)
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
