#!/usr/bin/env python3
"""Run kiki over the SV-COMP suite the way the competition does: with the
task's property file and word size only, judged by the last output line.

    run_propertyfile.py --kiki PATH [--timeout 10] [-j 2] [--filter REGEX]

Each row of <repo root>/../shared/tests/svcomp/manifest.tsv runs as

    kiki --propertyfile PROPERTIES/<p>.prp [--32|--64] PROGRAM

where <p> follows from the row's category (svcomp-unreach-call: unreach-call,
...). The last line must be TRUE for an expected SUCCESSFUL, FALSE(<p>) for
an expected FAILED (valid-memsafety: any FALSE(valid-...), the manifest does
not say which part fails), or UNKNOWN; anything else is wrong and fails the
run. Prints a score table (competition points: +2 TRUE, +1 FALSE, -32 a wrong
TRUE, -16 a wrong FALSE). Without the suite the run is skipped (exit 0).
"""
import argparse
import collections
import concurrent.futures
import csv
import os
import re
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SUITE = os.path.normpath(os.path.join(HERE, "..", "..", "shared", "tests", "svcomp"))
PROPERTY = {
    "svcomp-unreach-call": "unreach-call",
    "svcomp-no-overflow": "no-overflow",
    "svcomp-valid-memsafety": "valid-memsafety",
    "svcomp-termination": "termination",
}


def expected_false(prop, line):
    if prop == "valid-memsafety":
        return re.fullmatch(r"FALSE\(valid-(deref|free|memtrack)\)", line) is not None
    return line == f"FALSE({prop})"


def run_row(kiki, row, timeout):
    prop = PROPERTY[row["category"]]
    task_dir = os.path.join(SUITE, row["category"], row["test"])
    words = [o for o in shlex.split(row["options"]) if o in ("--32", "--64")]
    cmd = [kiki, "--propertyfile", os.path.join(SUITE, "properties", prop + ".prp")] + \
        words + shlex.split(row["program"])
    try:
        p = subprocess.run(cmd, cwd=task_dir, capture_output=True, text=True,
                           timeout=timeout)
        lines = p.stdout.strip().splitlines()
        last = lines[-1] if lines else f"(no output, exit {p.returncode})"
    except subprocess.TimeoutExpired:
        last = "TIMEOUT"
    expected = row["expected"]
    if last == "TRUE":
        cls = "correct-true" if expected == "SUCCESSFUL" else "wrong-true"
    elif last.startswith("FALSE("):
        cls = "correct-false" if expected == "FAILED" and expected_false(prop, last) \
            else "wrong-false"
    elif last in ("UNKNOWN", "TIMEOUT"):
        cls = last.lower()
    else:
        cls = "error"
    return row, prop, last, cls


POINTS = {"correct-true": 2, "correct-false": 1, "wrong-true": -32, "wrong-false": -16}


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kiki", required=True)
    ap.add_argument("--timeout", type=float, default=10)
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--filter", default="")
    a = ap.parse_args()
    manifest = os.path.join(SUITE, "manifest.tsv")
    if not os.path.isfile(manifest):
        print("suite svcomp not found, skipped")
        return 0
    kiki = os.path.abspath(a.kiki)
    with open(manifest) as f:
        rows = [r for r in csv.DictReader(f, delimiter="\t")
                if r["category"] in PROPERTY and re.search(a.filter, r["category"] + "/" + r["test"])]
    table = collections.defaultdict(collections.Counter)
    wrong = []
    with concurrent.futures.ThreadPoolExecutor(a.j) as pool:
        for row, prop, last, cls in pool.map(lambda r: run_row(kiki, r, a.timeout), rows):
            print(f"{cls:14} {row['category']}/{row['test']}  expected {row['expected']}, "
                  f"got {last}", flush=True)
            table[prop][cls] += 1
            table[prop]["score"] += POINTS.get(cls, 0)
            if cls.startswith("wrong") or cls == "error":
                wrong.append(f"{row['category']}/{row['test']}: {last}")
    columns = ["correct-true", "correct-false", "wrong-true", "wrong-false", "unknown",
               "timeout", "error", "score"]
    print(f"{'property':16}" + "".join(f"{c:>14}" for c in columns))
    total = collections.Counter()
    for prop in sorted(table):
        print(f"{prop:16}" + "".join(f"{table[prop][c]:>14}" for c in columns))
        total.update(table[prop])
    print(f"{'TOTAL':16}" + "".join(f"{total[c]:>14}" for c in columns))
    for w in wrong:
        print("WRONG " + w)
    print(f"{len(wrong)} wrong verdicts or errors")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
