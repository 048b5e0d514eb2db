#!/usr/bin/env python3
"""Recursive programs with and without function summaries.

    python3 bench/run_summaries.py --kiki OLD --kiki NEW [--timeout 20]
                                   [--filter REGEX]

Runs the e2e programs about recursion (tests/e2e/summary_*.c,
recursion_*.c, kinduction_recursion_unknown.c) with the ARGS their header
gives, once per binary, one at a time, and prints per program and binary:
the verdict against the header's EXIT, wall time, peak memory and the
summaries the run used (--stats: functions-summarised and
summarised-call-sites). Ends with how many programs each binary decided as
expected.
"""
import argparse
import glob
import os
import re
import shlex
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from measure import VERDICTS, run_measured  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATTERNS = ("summary_*.c", "recursion_*.c", "kinduction_recursion_unknown.c")


def header(path, key):
    with open(path) as f:
        for line in f:
            m = re.match(rf"^// {key}:(.*)$", line)
            if m:
                return m.group(1).strip()
    return ""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kiki", action="append", required=True)
    parser.add_argument("--timeout", type=float, default=20)
    parser.add_argument("--filter", default="")
    args = parser.parse_args()
    programs = sorted(p for pattern in PATTERNS
                      for p in glob.glob(os.path.join(ROOT, "tests", "e2e", pattern))
                      if re.search(args.filter, os.path.basename(p)))
    decided = {k: 0 for k in args.kiki}
    print(f"{'program':40} {'binary':24} {'verdict':13} {'time s':>7} {'MB':>5}  summaries")
    for program in programs:
        expected = VERDICTS.get(int(header(program, "EXIT") or 0), "?")
        options = shlex.split(header(program, "ARGS"))
        for kiki in args.kiki:
            run = run_measured([kiki, *options, "--stats", program], args.timeout + 5)
            verdict = run.verdict(VERDICTS)
            stats = re.search(r"functions-summarised=(\d+) summarised-call-sites=(\d+)", run.text)
            used = f"{stats.group(1)} functions, {stats.group(2)} calls" if stats else "-"
            mark = "ok" if verdict == expected else "  "
            decided[kiki] += verdict == expected
            print(f"{os.path.basename(program):40} {kiki[-24:]:24} {verdict:11}{mark} "
                  f"{run.wall:7.2f} {run.rss_mb:5.0f}  {used}")
    for kiki, n in decided.items():
        print(f"{kiki}: {n} of {len(programs)} as expected")


if __name__ == "__main__":
    main()
