#!/usr/bin/env python3
"""The real-code corpus (bench/realcode/manifest.tsv) with every relevant
check on: kiki, and beside it the anchors 2LS and CBMC, in the same minutes.

    python3 bench/run_realcode.py [--kiki PATH ...] [--strategy ARGS ...]
                                  [--anchors] [--timeout 10] [-j 1]
                                  [--filter REGEX] [--manifest FILE]

Each task runs with the options its TRUTH file records (the checks), plus
for kiki `--stats --timeout T` (so that a run cut by the limit still prints
its phases) and `--stop-on-fail`: the corpus scores one verdict per task,
and the anchors too stop at their first failure. Without it, `--timeout`
makes kiki go on deciding the other properties until the limit after it
has found the bug (`--all-properties` measures that). Per task and column:
verdict (`!` after a wrong one), wall time, time per phase (front end, encoding, invariant inference, bounded
checks, induction step; kiki only) and peak memory (the process and the
children it waited for). Then per column: correct, wrong, undecided, tasks
decided correctly within the limit, and summed time.

--anchors adds 2LS 0.10.0 (`--k-induction` and the task's options) and
CBMC 5.61 (the task's options, `--unwind 20 --unwinding-assertions`: a
bounded proof; a run whose only failures are unwinding assertions counts as
undecided) from ../shared/anchors (unpacked with its unpack.sh).
"""
import argparse
import concurrent.futures as cf
import csv
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

from measure import REPO, VERDICTS, run_measured

PHASES = ["front-end-time", "encoding-time", "invariant-inference-time",
          "bounded-checks-time", "induction-step-time"]
SHORT = {"front-end-time": "fe", "encoding-time": "enc", "invariant-inference-time": "inv",
         "bounded-checks-time": "bmc", "induction-step-time": "ind"}


def load_tasks(manifest, pattern):
    base = manifest.parent
    with open(manifest) as f:
        rows = list(csv.DictReader(f, delimiter="\t"))
    rows = [r for r in rows if re.search(pattern, f"{r['category']}/{r['test']}")]
    for r in rows:
        r["dir"] = base / r["category"] / r["test"]
    return rows


class Column:
    def __init__(self, name, command, classify):
        self.name, self.command, self.classify = name, command, classify


def kiki_column(binary, strategy, timeout, all_properties):
    scope = [] if all_properties else ["--stop-on-fail"]

    def command(task):
        return ([binary] + strategy + scope + shlex.split(task["options"]) +
                ["--stats", "--timeout", str(timeout), task["program"]])

    def classify(proc):
        verdict = proc.verdict(VERDICTS)
        if verdict == "INCONCLUSIVE" and "time limit" in proc.text:
            verdict = "TIMEOUT"
        phases = {p: float(m.group(1)) for p in PHASES
                  if (m := re.search(rf"\b{p}=([0-9.e-]+)", proc.text))}
        return verdict, phases
    return Column(f"{binary} {' '.join(strategy) or '(default)'}", command, classify)


def anchor_columns(timeout):
    folder = subprocess.run([str(REPO.parent / "shared" / "anchors" / "unpack.sh")],
                            capture_output=True, text=True, check=True).stdout.strip()

    def twols(task):
        return [f"{folder}/2ls", "--k-induction"] + shlex.split(task["options"]) + [task["program"]]

    def cbmc(task):
        return ([f"{folder}/cbmc"] + shlex.split(task["options"]) +
                ["--unwind", "20", "--unwinding-assertions", task["program"]])

    def classify_2ls(proc):
        return proc.verdict(VERDICTS), {}

    def classify_cbmc(proc):
        verdict = proc.verdict(VERDICTS)
        failures = re.findall(r"^\[.*\] .*: FAILURE$", proc.text, re.M)
        if verdict == "FAILED" and failures and all("unwinding assertion" in f for f in failures):
            verdict = "INCONCLUSIVE"
        return verdict, {}
    return [Column("2ls 0.10.0 --k-induction", twols, classify_2ls),
            Column("cbmc 5.61 --unwind 20", cbmc, classify_cbmc)]


def run_cell(column, task, timeout):
    proc = run_measured(column.command(task), timeout + 5, cwd=str(task["dir"]))
    verdict, phases = column.classify(proc)
    if proc.wall > timeout and verdict in ("INCONCLUSIVE", "TIMEOUT"):
        verdict = "TIMEOUT"
    return verdict, proc.wall, phases, proc.rss_mb or 0


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kiki", action="append", help="kiki binary (repeatable)")
    ap.add_argument("--strategy", action="append",
                    help="kiki options of one column (repeatable; default: none)")
    ap.add_argument("--anchors", action="store_true", help="also run 2LS and CBMC")
    ap.add_argument("--timeout", type=float, default=10)
    ap.add_argument("-j", type=int, default=1, help="tasks run at the same time")
    ap.add_argument("--filter", default="")
    ap.add_argument("--all-properties", action="store_true",
                    help="kiki decides every property (no --stop-on-fail)")
    ap.add_argument("--fail-on-wrong", action="store_true",
                    help="exit 1 when a column gave a wrong verdict (the ctest)")
    ap.add_argument("--manifest", default=str(REPO / "bench" / "realcode" / "manifest.tsv"))
    a = ap.parse_args()
    tasks = load_tasks(Path(a.manifest), a.filter)
    columns = [kiki_column(k, s.split(), a.timeout, a.all_properties)
               for k in [os.path.abspath(p) for p in (a.kiki or [str(REPO / "build" / "kiki")])] for s in (a.strategy or [""])]
    if a.anchors:
        columns += anchor_columns(a.timeout)
    totals = {c.name: {"correct": 0, "wrong": 0, "undecided": 0, "fast": 0, "time": 0.0,
                       "maxmb": 0.0} for c in columns}
    for column in columns:
        print(f"== {column.name} (limit {a.timeout:g} s, -j {a.j})", flush=True)
        with cf.ThreadPoolExecutor(a.j) as pool:
            cells = list(pool.map(lambda t: run_cell(column, t, a.timeout), tasks))
        for task, (verdict, wall, phases, mb) in zip(tasks, cells):
            expected = task["expected"]
            t = totals[column.name]
            decided = verdict in ("SUCCESSFUL", "FAILED")
            wrong = decided and verdict != expected
            t["correct"] += decided and not wrong
            t["wrong"] += wrong
            t["undecided"] += not decided
            t["fast"] += decided and not wrong and wall <= a.timeout and mb <= 500
            t["time"] += wall
            t["maxmb"] = max(t["maxmb"], mb)
            phase_text = " ".join(f"{SHORT[p]}={phases[p]:.2f}" for p in PHASES if p in phases)
            print(f"{task['category'] + '/' + task['test']:48} {expected:11} "
                  f"{verdict + ('!' if wrong else ''):13} {wall:6.2f} s {mb:6.0f} MB  {phase_text}",
                  flush=True)
    print(f"\n{'column':34} {'correct':>7} {'wrong':>5} {'undec.':>6} "
          f"{'<=limit&500MB':>13} {'time s':>8} {'max MB':>7}")
    for column in columns:
        t = totals[column.name]
        print(f"{column.name:34} {t['correct']:7} {t['wrong']:5} {t['undecided']:6} "
              f"{t['fast']:13} {t['time']:8.1f} {t['maxmb']:7.0f}")
    wrong = sum(t["wrong"] for t in totals.values())
    correct = sum(t["correct"] for t in totals.values())
    print(f"{correct} passed, {wrong} failed")
    return 1 if a.fail_on_wrong and wrong else 0


if __name__ == "__main__":
    sys.exit(main())
