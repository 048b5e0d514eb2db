#!/usr/bin/env python3
"""Run kiki over a task suite in ../shared (next to the checkout).

    run_regression.py --kiki PATH [--suite 2ls-regression|svcomp] [--timeout 10]
                      [-j 2] [--filter REGEX]

The suite is <repo root>/../shared/tests/<suite>/manifest.tsv (default: the
2LS regression suite) and is scored by <repo root>/../shared/tools/score.py,
whose output is streamed.
If the suite is not there, the test is skipped (exit 0).

The test fails on every wrong verdict and every error exit, with two
exceptions that are checked, not assumed:
  * an erratum (tests/regression-errata.tsv): the manifest's expected verdict
    is wrong; kiki must give the verdict the erratum states;
  * exit 6 on an input that clang itself rejects (run here independently with
    the task's -D/-I options): the design requires exit 6 for C that does
    not compile.
"""
import argparse
import csv
import os
import shlex
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO_ROOT = os.path.dirname(HERE)
SHARED = os.path.normpath(os.path.join(REPO_ROOT, "..", "shared"))
SCORE = os.path.join(SHARED, "tools", "score.py")
ERRATA = os.path.join(HERE, "regression-errata.tsv")
CLANG = os.environ.get("KIKI_CLANG", "/usr/lib/llvm-14/bin/clang")


def read_errata():
    errata = {}
    with open(ERRATA) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            task, correct, why = line.rstrip("\n").split("\t")
            errata[task] = (correct, why)
    return errata


def manifest_path(suite):
    return os.path.join(SHARED, "tests", suite, "manifest.tsv")


def read_manifest(manifest):
    base = os.path.dirname(manifest)
    with open(manifest) as f:
        rows = list(csv.DictReader(f, delimiter="\t"))
    return {f'{r["category"]}/{r["test"]}/{r["desc"]}':
            (os.path.join(base, r["category"], r["test"]), r) for r in rows}


def clang_rejects(task_dir, row):
    """True if clang alone refuses the task's program (same -D/-I as kiki)."""
    flags = [o for o in shlex.split(row["options"]) if o.startswith(("-D", "-I"))]
    cmd = [CLANG, "-fsyntax-only", "-w", "-D__CPROVER", "-x", "c"] + flags + \
        shlex.split(row["program"])
    p = subprocess.run(cmd, cwd=task_dir, capture_output=True, text=True)
    return p.returncode != 0


def judge(rows, errata, manifest):
    """Returns the list of unexplained failures, printing each judgement."""
    failures = []
    for r in rows:
        task, got, cls = r["id"], r["got"], r["class"]
        if task in errata:
            correct, why = errata[task]
            if got in ("SUCCESSFUL", "FAILED") and got != correct:
                failures.append(f"{task}: got {got}, the erratum says {correct} ({why})")
            elif got == correct:
                print(f"erratum   {task}: {got} is right: {why}")
            continue
        if cls in ("wrong-proof", "wrong-alarm"):
            failures.append(f"{task}: expected {r['expected']}, got {got}")
        elif cls == "error":
            task_dir, row = manifest[task]
            if got == "ERROR(6)" and clang_rejects(task_dir, row):
                print(f"not C     {task}: clang rejects the input, exit 6 is right")
            else:
                failures.append(f"{task}: error exit {got}")
    return failures


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kiki", required=True, help="path of the kiki binary")
    ap.add_argument("--timeout", type=float, default=10, help="seconds per task (default 10)")
    ap.add_argument("-j", type=int, default=2, help="parallel tasks (default 2)")
    ap.add_argument("--filter", default="", help="only tasks whose id matches")
    ap.add_argument("--suite", default="2ls-regression",
                    help="folder of ../shared/tests with a manifest.tsv")
    a = ap.parse_args()

    manifest = manifest_path(a.suite)
    if not os.path.isfile(manifest) or not os.path.isfile(SCORE):
        print(f"suite {a.suite} not found, skipped")
        return 0
    kiki = os.path.abspath(a.kiki) if os.path.sep in a.kiki else a.kiki
    with tempfile.TemporaryDirectory() as tmp:
        table = os.path.join(tmp, "results.csv")
        cmd = [sys.executable, SCORE, "--tool", kiki, "--timeout", f"{a.timeout:g}",
               f"-j{a.j}", "--csv", table]
        if a.filter:
            cmd += ["--filter", a.filter]
        cmd.append(manifest)
        print("+ " + " ".join(cmd), flush=True)
        rc = subprocess.run(cmd).returncode
        if not os.path.isfile(table):
            print(f"score.py exited with {rc} and wrote no results")
            return 1
        with open(table) as f:
            rows = list(csv.DictReader(f))
    failures = judge(rows, read_errata(), read_manifest(manifest))
    for f in failures:
        print("FAIL      " + f)
    print(f"{len(failures)} unexplained wrong verdicts or errors")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
