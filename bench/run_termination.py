#!/usr/bin/env python3
"""Time to a termination or non-termination answer.

    python3 bench/run_termination.py [--kiki PATH] [--timeout 60] [FILES]

Runs the termination cases of tests/e2e (term_*.c, nonterm_*.c; their ARGS
line gives the options, their EXIT line the expected exit code) and the book
examples, with --stats. Prints per program: verdict, wall time, the prover's
solver calls and peak RSS (of kiki and its lasso-search child), with `!`
after an exit code that differs from the expected one.
"""
import argparse
import re
import shlex
import sys
from pathlib import Path

from measure import REPO, VERDICTS, run_measured

CALLS = re.compile(r"solver-calls=(\d+)")
BOOK = [
    ("bubble_sort.c", ["--termination", "--function", "bubble_sort"], 0),
    ("sasum.c", ["--termination", "--function", "sasum"], 10),
    ("sasum.c", ["--nontermination", "--function", "sasum"], 10),
]


def cases(files):
    if files:
        paths = [Path(f) for f in files]
    else:
        e2e = REPO / "tests" / "e2e"
        paths = sorted(e2e.glob("term_*.c")) + sorted(e2e.glob("nonterm_*.c"))
    for p in paths:
        text = p.read_text()
        args = shlex.split(re.search(r"^// ARGS: (.*)$", text, re.M).group(1))
        expected = int(re.search(r"^// EXIT: (\d+)", text, re.M).group(1))
        yield p.name, args + [str(p)], expected
    if not files:
        for name, args, expected in BOOK:
            yield f"{name} {args[0]}", args + [str(REPO / "examples" / name)], expected


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kiki", default=str(REPO / "build" / "kiki"))
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("files", nargs="*")
    a = ap.parse_args()
    print(f"{'program':40} {'verdict':14} {'time':>7} {'calls':>6} {'MB':>5}")
    for name, argv, expected in cases(a.files):
        proc = run_measured([a.kiki, "--stats"] + argv, a.timeout)
        verdict = proc.verdict(VERDICTS)
        mark = "" if proc.returncode == expected else "!"
        calls = CALLS.search(proc.text)
        print(f"{name:40} {verdict + mark:14} {proc.wall:7.2f} "
              f"{calls.group(1) if calls else '-':>6} {proc.rss_mb or 0:5.0f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
