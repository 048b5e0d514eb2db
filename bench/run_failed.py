#!/usr/bin/env python3
"""Bugs found by the default strategy against plain incremental BMC.

    python3 bench/run_failed.py [--kiki PATH] [--timeout 30] [-j 1]
                                [--filter REGEX] MANIFEST...

For every task of the manifests whose expected verdict is FAILED, runs it
once with kiki's default strategy (the row's options without its strategy
and domain options: with a domain but no --k-induction kiki runs 2LS's
one-shot abstract interpretation, which is not meant to find bugs) and once
with --incremental-bmc instead, and prints both wall times and their ratio. At the end: how many bugs each found, the bugs
--incremental-bmc found that the default did not, and the tasks where the
default took more than 1.5x as long (issue #12's target) among those both
found in over 0.5 s (below that, start-up dominates). -j 1 (the default)
keeps the timings honest: two runs at once share the two cores with the
default's second process.
"""
import argparse
import concurrent.futures
import csv
import os
import re
import shlex
import subprocess
import sys
import time

STRATEGIES = ("--incremental-bmc", "--k-induction", "--kiki", "--intervals", "--zones",
              "--octagons", "--equalities", "--havoc", "--competition-mode")


def rows_of(manifest, pattern):
    base = os.path.dirname(os.path.abspath(manifest))
    with open(manifest) as f:
        for r in csv.DictReader(f, delimiter="\t"):
            task = f'{r["category"]}/{r["test"]}'
            if r["expected"] == "FAILED" and re.search(pattern, task):
                yield task, os.path.join(base, r["category"], r["test"]), r


def timed(cmd, cwd, timeout):
    start = time.monotonic()
    try:
        code = subprocess.run(cmd, cwd=cwd, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, timeout=timeout).returncode
    except subprocess.TimeoutExpired:
        code = None
    return code, time.monotonic() - start


def measure(kiki, task, cwd, row, timeout, extra):
    options = [o for o in shlex.split(row["options"]) if o not in STRATEGIES] + extra
    program = shlex.split(row["program"])
    default = timed([kiki] + options + program, cwd, timeout)
    ibmc = timed([kiki] + options + ["--incremental-bmc"] + program, cwd, timeout)
    return task, default, ibmc


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kiki", default=os.path.join(os.path.dirname(__file__), "..", "build", "kiki"))
    ap.add_argument("--timeout", type=float, default=30)
    ap.add_argument("-j", type=int, default=1)
    ap.add_argument("--filter", default="")
    ap.add_argument("--stop-on-fail", action="store_true",
                    help="add --stop-on-fail to both runs: the time to the first bug (by "
                         "default kiki goes on deciding the other properties after it)")
    ap.add_argument("manifests", nargs="+")
    a = ap.parse_args()
    kiki = os.path.abspath(a.kiki)
    tasks = [t for m in a.manifests for t in rows_of(m, a.filter)]
    found = {"default": 0, "ibmc": 0}
    missed, slow = [], []
    print(f"{'task':60} {'default':>9} {'ibmc':>9} {'ratio':>6}")
    with concurrent.futures.ThreadPoolExecutor(a.j) as pool:
        for task, (dcode, dt), (icode, it) in pool.map(
                lambda t: measure(kiki, t[0], t[1], t[2], a.timeout,
                                  ["--stop-on-fail"] if a.stop_on_fail else []), tasks):
            dfound, ifound = dcode == 10, icode == 10
            found["default"] += dfound
            found["ibmc"] += ifound
            show = lambda ok, t: f"{t:8.2f}{'' if ok else '-'}"
            ratio = dt / it if dfound and ifound else float("nan")
            print(f"{task:60} {show(dfound, dt)} {show(ifound, it)} {ratio:6.2f}", flush=True)
            if ifound and not dfound:
                missed.append(task)
            if dfound and ifound and it > 0.5 and dt > 1.5 * it:
                slow.append(f"{task} ({dt:.2f} s vs {it:.2f} s)")
    print(f"bugs found: default {found['default']}, --incremental-bmc {found['ibmc']} "
          f"of {len(tasks)} (a '-' after a time: not found)")
    for t in missed:
        print(f"missed by the default: {t}")
    for t in slow:
        print(f"default over 1.5x: {t}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
