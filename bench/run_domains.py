#!/usr/bin/env python3
"""Benchmark kiki's invariant domains: one-induction and kIkI per domain.

For each program and each domain D in havoc, intervals, zones, octagons,
equalities it runs two modes:
  one    kiki --D --stats P                 one-induction: the invariants,
                                            one bounded check, one step
  kind   kiki --k-induction --D --stats P   kIkI: BMC, invariants and a
                                            k-induction step for k = 1, 2, ...

Runs are sequential, each a fresh process; peak RSS comes from os.wait4 on
that process (it covers kiki and the clang it waits for), as in
run_bench.py. Solver calls and times are parsed from kiki's --stats line
  statistics: solver-calls=N solver-time=X unwinding=K invariant-loops=L
              invariant-solver-calls=M invariant-time=Y
A run killed by the timeout prints no statistics ("-" in the table).
"""

import argparse
import csv
import re
import sys

from measure import (REPO, VERDICTS, add_common_arguments, check_common_arguments, fmt,
                     run_measured)

DOMAINS = ["havoc", "intervals", "zones", "octagons", "equalities"]
# Heap domain combinations (issue #11), for list programs such as the heap
# cases of tests/e2e;
# selected with --domains, not run by default.
HEAP_DOMAINS = {"heap": ["--heap"], "heap-intervals": ["--heap-intervals"],
                "heap-zones": ["--heap-zones"],
                "heap-refine": ["--heap", "--values-refine"]}


def domain_options(domain):
    return HEAP_DOMAINS.get(domain, [f"--{domain}"])
MODES = {"one": [], "kind": ["--k-induction"]}
STATS_RE = re.compile(r"statistics:((?:\s+[a-z-]+=[0-9.eE+-]+)+)")


class Run:
    """The measurement of one kiki process."""

    def __init__(self, verdict, wall, stats, rss_mb):
        self.verdict = verdict
        self.wall = wall
        self.stats = stats      # key -> number from --stats; {} when absent
        self.rss_mb = rss_mb

    def stat(self, key):
        return self.stats.get(key)


def parse_stats(text):
    """The key=value pairs of the last statistics line (numbers)."""
    matches = STATS_RE.findall(text)
    if not matches:
        return {}
    stats = {}
    for pair in matches[-1].split():
        key, value = pair.split("=", 1)
        stats[key] = float(value) if any(c in value for c in ".eE") else int(value)
    return stats


def run_kiki(command, timeout):
    """Runs one command in a fresh process and measures it (see measure.py)."""
    proc = run_measured(command, timeout)
    return Run(proc.verdict(VERDICTS), proc.wall, parse_stats(proc.text),
               proc.rss_mb), proc.text


def bench_program(program, args):
    """Returns rows (domain, mode, Run) for one program."""
    rows = []
    for domain in args.domains:
        for mode in args.modes:
            cmd = ([args.kiki] + MODES[mode] + domain_options(domain) + ["--stats"] +
                   args.kiki_args + [str(program)])
            run, out = run_kiki(cmd, args.timeout)
            if args.verbose:
                print(f"$ {' '.join(cmd)}\n{out}", file=sys.stderr)
            rows.append((domain, mode, run))
    return rows


HEADER = ("domain", "mode", "verdict", "wall(s)", "calls", "inv-calls",
          "inv(s)", "unwind", "rss(MB)")


def table_row(domain, mode, run):
    return (domain, mode, run.verdict, fmt(run.wall, 2),
            fmt(run.stat("solver-calls")), fmt(run.stat("invariant-solver-calls")),
            fmt(run.stat("invariant-time"), 2), fmt(run.stat("unwinding")),
            fmt(run.rss_mb, 1))


def print_table(program, rows):
    table = [HEADER] + [table_row(d, m, r) for d, m, r in rows]
    widths = [max(len(row[i]) for row in table) for i in range(len(HEADER))]
    print(f"\n== {program.name}")
    for row in table:
        print("  ".join(cell.ljust(w) if i < 3 else cell.rjust(w)
                        for i, (cell, w) in enumerate(zip(row, widths))))


def print_summary(all_rows, args):
    """One line per program: the verdict of each domain and mode."""
    short = {"SUCCESSFUL": "ok", "INCONCLUSIVE": "inc", "FAILED": "FAIL",
             "TIMEOUT": "t/o"}
    columns = [(d, m) for d in args.domains for m in args.modes]
    header = ["program"] + [f"{d}/{m}" for d, m in columns]
    by_key = {(p, d, m): r for p, d, m, r in all_rows}
    programs = sorted({p for p, _, _, _ in all_rows})
    table = [header] + [
        [p] + [short.get(by_key[(p, d, m)].verdict, by_key[(p, d, m)].verdict)
               for d, m in columns] for p in programs]
    widths = [max(len(row[i]) for row in table) for i in range(len(header))]
    print("\n== summary (ok = SUCCESSFUL, inc = INCONCLUSIVE, t/o = timeout)")
    for row in table:
        print("  ".join(cell.ljust(w) for cell, w in zip(row, widths)))


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--domains", default=",".join(DOMAINS),
                        help=f"comma-separated subset of {','.join(DOMAINS)} "
                             f"and of the heap combinations {','.join(HEAP_DOMAINS)}")
    parser.add_argument("--modes", default="one,kind",
                        help="comma-separated subset of one,kind (default both)")
    add_common_arguments(parser, 60.0, "domains")
    args = parser.parse_args()
    check_common_arguments(parser, args, "domains")
    args.domains = [d.strip() for d in args.domains.split(",") if d.strip()]
    unknown = set(args.domains) - set(DOMAINS) - set(HEAP_DOMAINS)
    if unknown or not args.domains:
        parser.error(f"unknown domain(s): {', '.join(sorted(unknown)) or '(none)'}")
    args.modes = [m.strip() for m in args.modes.split(",") if m.strip()]
    unknown = set(args.modes) - set(MODES)
    if unknown or not args.modes:
        parser.error(f"unknown mode(s): {', '.join(sorted(unknown)) or '(none)'}")
    return args


def main():
    args = parse_args()
    all_rows = []
    print(f"kiki: {args.kiki}   domains: {args.domains}   modes: {args.modes}   "
          f"timeout: {args.timeout:g} s   (runs are sequential)")
    for program in args.programs:
        rows = bench_program(program, args)
        print_table(program, rows)
        sys.stdout.flush()
        all_rows += [(program.name, d, m, run) for d, m, run in rows]
    print_summary(all_rows, args)
    if args.csv:
        with open(args.csv, "w", newline="") as handle:
            writer = csv.writer(handle)
            writer.writerow(["program", "domain", "mode", "verdict", "wall_s",
                             "solver_calls", "solver_s", "unwinding",
                             "invariant_loops", "invariant_solver_calls",
                             "invariant_s", "peak_rss_mb"])
            for name, d, m, run in all_rows:
                writer.writerow([name, d, m, run.verdict, f"{run.wall:.3f}"] +
                                [fmt(run.stat(k)) for k in (
                                    "solver-calls", "solver-time", "unwinding",
                                    "invariant-loops", "invariant-solver-calls",
                                    "invariant-time")] +
                                [fmt(run.rss_mb, 1)])
    return 0


if __name__ == "__main__":
    sys.exit(main())
