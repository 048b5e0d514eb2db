#!/usr/bin/env python3
"""Bugs behind many iterations of a digit loop (issue #26, item 4).

    python3 bench/digit_loops.py [--kiki PATH ...] [--runs 3] [--timeout 60]

Runs every program of bench/digit_loops with `--incremental-bmc
--stop-on-fail --signed-overflow-check --stats`, each binary `--runs`
times one after the other (the run time of one binary varies from run to
run: bench/README.md), and prints per run the verdict, wall time, the
unwinding reached, solver calls and peak memory. Each program has a signed
overflow, so FAILED is the right verdict.
"""
import argparse
import re
from pathlib import Path

from measure import REPO, VERDICTS, fmt, run_measured

STATS = re.compile(r"statistics: solver-calls=(\d+) .*?unwinding=(\d+)")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kiki", action="append", help="binary (repeatable; default build/kiki)")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--timeout", type=int, default=60, help="kiki's --timeout, seconds")
    a = ap.parse_args()
    binaries = a.kiki or [str(REPO / "build" / "kiki")]
    programs = sorted((REPO / "bench" / "digit_loops").glob("*.c"))
    print(f"{'program':24} {'binary':28} run verdict        wall s  unwinding calls  MB")
    for program in programs:
        for binary in binaries:
            for run in range(1, a.runs + 1):
                command = [binary, "--incremental-bmc", "--stop-on-fail", "--signed-overflow-check",
                           "--stats", "--timeout", str(a.timeout), str(program)]
                p = run_measured(command, a.timeout + 30)
                stats = STATS.search(p.text)
                calls, depth = (stats.group(1), stats.group(2)) if stats else ("-", "-")
                print(f"{program.name:24} {Path(binary).name:28} {run:3} "
                      f"{p.verdict(VERDICTS):14} {fmt(p.wall, 1):>7} {depth:>9} {calls:>5} "
                      f"{fmt(p.rss_mb, 0):>4}", flush=True)


if __name__ == "__main__":
    main()
