#!/usr/bin/env python3
"""Benchmark kiki's bounded model checking: one formula vs incremental.

For each program and each bound k it measures three modes:
  one          kiki --havoc --unwind k --stats P            (one formula)
  incremental  kiki --incremental-bmc --unwind k --stats P  (one solver, k grows)
  restart      kiki --havoc --unwind j --stats P for j = 1..k, each from scratch,
               stopping at the first j that finds a bug; times summed.
               This is the baseline incremental BMC must beat.

Every kiki run is a fresh process; its peak RSS comes from os.wait4 on that
process (it covers kiki and the clang it waits for). `--havoc --unwind j` is
one bounded check at depth j plus one induction step without invariants (a
few cheap solver calls on the same formula). A `--havoc --unwind j` run is
the same command in the "one" and "restart" modes, so it is run once and its
measurement is shared between them.
"""

import argparse
import csv
import re
import sys

from measure import (REPO, add_common_arguments, check_common_arguments, fmt,
                     run_measured)

STATS_RE = re.compile(
    r"statistics:\s*solver-calls=(\d+)\s+solver-time=([0-9.]+)\s+unwinding=(\d+)")
VERDICTS = {0: "OK", 10: "FAIL", 5: "INCONCL", 1: "USAGE", 6: "INPUT", 2: "ERROR"}


class Run:
    """The measurement of one kiki process (or a sum of several)."""

    def __init__(self, verdict, wall, solver_time, solver_calls, rss_mb):
        self.verdict = verdict
        self.wall = wall
        self.solver_time = solver_time      # None when --stats was not printed
        self.solver_calls = solver_calls    # None when --stats was not printed
        self.rss_mb = rss_mb


def run_kiki(command, timeout):
    """Runs one command in a fresh process and measures it (see measure.py)."""
    proc = run_measured(command, timeout)
    stats = STATS_RE.search(proc.text)
    return Run(proc.verdict(VERDICTS), proc.wall,
               float(stats.group(2)) if stats else None,
               int(stats.group(1)) if stats else None,
               proc.rss_mb), proc.text


def add_runs(runs):
    """Sums a restart series: times and calls add up, RSS is the maximum."""
    def total(values):
        return None if any(v is None for v in values) else sum(values)
    rss = [r.rss_mb for r in runs if r.rss_mb is not None]
    return Run(runs[-1].verdict if runs else "-",
               sum(r.wall for r in runs),
               total([r.solver_time for r in runs]),
               total([r.solver_calls for r in runs]),
               max(rss) if rss else None)


def bench_program(program, args):
    """Returns rows (bound, mode, Run) for one program."""
    base = [args.kiki] + args.kiki_args
    one_cache = {}

    def one(j):
        if j not in one_cache:
            cmd = base + ["--havoc", "--unwind", str(j), "--stats",
                             str(program)]
            one_cache[j], out = run_kiki(cmd, args.timeout)
            if args.verbose:
                print(f"$ {' '.join(cmd)}\n{out}", file=sys.stderr)
        return one_cache[j]

    rows = []
    for k in args.bounds:
        if "one" in args.modes:
            rows.append((k, "one", one(k)))
        if "incremental" in args.modes:
            cmd = base + ["--incremental-bmc", "--unwind", str(k), "--stats",
                          str(program)]
            run, out = run_kiki(cmd, args.timeout)
            if args.verbose:
                print(f"$ {' '.join(cmd)}\n{out}", file=sys.stderr)
            rows.append((k, "incremental", run))
        if "restart" in args.modes:
            series = []
            for j in range(1, k + 1):
                series.append(one(j))
                if series[-1].verdict in ("FAIL", "TIMEOUT", "ERROR", "INPUT",
                                          "USAGE"):
                    break
            rows.append((k, "restart", add_runs(series)))
    return rows


def print_table(program, rows):
    header = ("bound", "mode", "verdict", "wall(s)", "solver(s)", "calls",
              "rss(MB)")
    table = [header] + [
        (str(k), mode, run.verdict, fmt(run.wall), fmt(run.solver_time),
         fmt(run.solver_calls), fmt(run.rss_mb, 1))
        for k, mode, run in rows]
    widths = [max(len(row[i]) for row in table) for i in range(len(header))]
    print(f"\n== {program.name}")
    for row in table:
        print("  ".join(cell.rjust(w) if i not in (1, 2) else cell.ljust(w)
                        for i, (cell, w) in enumerate(zip(row, widths))))
    by_mode = {(k, mode): run for k, mode, run in rows}
    for k in sorted({k for k, _, _ in rows}):
        inc, restart = by_mode.get((k, "incremental")), by_mode.get((k, "restart"))
        if inc and restart and inc.wall > 0:
            print(f"  k={k}: restart/incremental wall time = "
                  f"{restart.wall / inc.wall:.2f}x")


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bounds", default="5,10,20,40",
                        help="comma-separated unwinding bounds (default 5,10,20,40)")
    parser.add_argument("--modes", default="one,incremental,restart",
                        help="comma-separated subset of one,incremental,restart")
    add_common_arguments(parser, 300.0, "programs")
    args = parser.parse_args()
    check_common_arguments(parser, args, "programs")
    try:
        args.bounds = [int(b) for b in args.bounds.split(",") if b.strip()]
    except ValueError:
        parser.error("--bounds takes comma-separated integers")
    if not args.bounds or min(args.bounds) < 1:
        parser.error("--bounds must be positive integers")
    args.modes = [m.strip() for m in args.modes.split(",") if m.strip()]
    unknown = set(args.modes) - {"one", "incremental", "restart"}
    if unknown:
        parser.error(f"unknown mode(s): {', '.join(sorted(unknown))}")
    return args


def main():
    args = parse_args()
    all_rows = []
    print(f"kiki: {args.kiki}   bounds: {args.bounds}   modes: {args.modes}")
    for program in args.programs:
        rows = bench_program(program, args)
        print_table(program, rows)
        sys.stdout.flush()
        all_rows += [(program.name, k, mode, run) for k, mode, run in rows]
    if args.csv:
        with open(args.csv, "w", newline="") as handle:
            writer = csv.writer(handle)
            writer.writerow(["program", "bound", "mode", "verdict", "wall_s",
                             "solver_s", "solver_calls", "peak_rss_mb"])
            for name, k, mode, run in all_rows:
                writer.writerow([name, k, mode, run.verdict, f"{run.wall:.3f}",
                                 fmt(run.solver_time), fmt(run.solver_calls),
                                 fmt(run.rss_mb, 1)])
    return 0


if __name__ == "__main__":
    sys.exit(main())
