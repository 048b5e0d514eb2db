#!/usr/bin/env python3
"""Real-code-style programs (bench/realcode) with every check on.

    python3 bench/run_realcode.py [--kiki PATH ...] [--strategy ARGS ...]
                                  [--timeout 120] [FILES]

Each program's first line says the expected verdict. For every kiki binary
given (default build/kiki) and every strategy (a string of options, default
"": kiki's default; e.g. --strategy "" --strategy "--no-portfolio"
--strategy "--incremental-bmc") prints verdict, wall time, solver calls
(kiki's process; the portfolio's second process not counted) and peak RSS
per program, with `!` after a verdict that contradicts the expectation.
"""
import argparse
import re
import sys
from pathlib import Path

from measure import REPO, run_measured

CHECKS = ["--bounds-check", "--pointer-check", "--div-by-zero-check",
          "--signed-overflow-check", "--memory-leak-check", "--stats"]
VERDICTS = {0: "SUCCESSFUL", 10: "FAILED", 5: "INCONCLUSIVE", 1: "USAGE",
            6: "INPUT", 2: "ERROR"}
CALLS = re.compile(r"solver-calls=(\d+)")


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kiki", action="append", help="kiki binary (repeatable)")
    ap.add_argument("--strategy", action="append",
                    help="options of one strategy column (repeatable)")
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("files", nargs="*")
    a = ap.parse_args()
    kikis = a.kiki or [str(REPO / "build" / "kiki")]
    strategies = a.strategy or [""]
    columns = [(k, s.split()) for k in kikis for s in strategies]
    for i, (k, s) in enumerate(columns):
        print(f"column {i + 1}: {k} {' '.join(s) or '(default strategy)'}")
    files = [Path(f) for f in a.files] or sorted((REPO / "bench" / "realcode").glob("*.c"))
    print(f"{'program':22} {'expected':11} " +
          " ".join(f"{'verdict':13} {'time':>7} {'calls':>6} {'MB':>5}" for _ in columns))
    for f in files:
        expected = re.search(r"EXPECT: (\w+)", f.read_text()).group(1)
        cells = []
        for kiki, options in columns:
            proc = run_measured([kiki] + options + CHECKS + [str(f)], a.timeout)
            verdict = proc.verdict(VERDICTS)
            mark = "!" if verdict in ("SUCCESSFUL", "FAILED") and verdict != expected else ""
            calls = CALLS.search(proc.text)
            cells.append(f"{verdict + mark:13} {proc.wall:7.2f} "
                         f"{calls.group(1) if calls else '-':>6} "
                         f"{proc.rss_mb or 0:5.0f}")
        print(f"{f.name:22} {expected:11} " + " ".join(cells), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
