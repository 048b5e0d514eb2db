#!/usr/bin/env python3
"""Seed 003's count on a manifest: of the tasks kiki leaves INCONCLUSIVE,
how many UNKNOWN properties come with a reason, and how many with a reason
that names a loop (an imprecise value or an inference that gave up) rather
than only the run's notes (the unwinding reached, a time limit).

    bench/why_unknown.py --kiki build/kiki [--timeout 20] [-j 2] MANIFEST...

Each task runs with its manifest options plus --timeout and --json; the
JSON report's per-property "diagnostics" are read. Prints one line per
INCONCLUSIVE task (with --verbose its reasons) and the totals.
"""
import argparse
import concurrent.futures
import csv
import json
import os
import shlex
import subprocess
import tempfile


def rows(manifest):
    base = os.path.dirname(os.path.abspath(manifest))
    with open(manifest) as f:
        for r in csv.DictReader(f, delimiter="\t"):
            if r["status"] in ("CORE", "KNOWNBUG", "FUTURE", "THOROUGH"):
                r["dir"] = os.path.join(base, r["category"], r["test"])
                r["id"] = "%s/%s/%s" % (r["category"], r["test"], r["desc"])
                yield r


def run(kiki, row, timeout):
    with tempfile.TemporaryDirectory(prefix="kiki-why-") as tmp:
        out = os.path.join(tmp, "r.json")
        cmd = [kiki] + shlex.split(row["options"]) + ["--timeout", str(timeout), "--json", out,
                                                       row["program"]]
        try:
            proc = subprocess.run(cmd, cwd=row["dir"], capture_output=True,
                                  timeout=timeout * 2 + 30)
        except subprocess.TimeoutExpired:
            return row, None, "no answer"
        if proc.returncode != 5:
            return row, None, "exit %d" % proc.returncode
        try:
            return row, json.load(open(out)), ""
        except (OSError, ValueError):
            return row, None, "no JSON"


LOOP_WORDS = ("imprecise value of", "no invariant", "no heap invariant", "no invariant of")


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kiki", default="build/kiki")
    ap.add_argument("--timeout", type=int, default=20)
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--filter", default="")
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("manifests", nargs="+")
    a = ap.parse_args()
    kiki = os.path.abspath(a.kiki)
    tasks = [r for m in a.manifests for r in rows(m) if a.filter in r["id"]]
    inconclusive = with_loop = props = props_reason = props_loop = 0
    with concurrent.futures.ThreadPoolExecutor(a.j) as pool:
        for row, doc, why in pool.map(lambda r: run(kiki, r, a.timeout), tasks):
            if doc is None:
                continue
            inconclusive += 1
            unknown = [p for p in doc["properties"] if p["status"] == "UNKNOWN"]
            texts = [[d["text"] for d in p.get("diagnostics", [])] for p in unknown]
            props += len(unknown)
            props_reason += sum(1 for t in texts if t)
            loop = sum(1 for t in texts if any(x.startswith(LOOP_WORDS) for x in t))
            props_loop += loop
            with_loop += loop > 0
            print("%-70s %3d unknown, %3d with a reason, %3d naming a loop" %
                  (row["id"][:70], len(unknown), sum(1 for t in texts if t), loop))
            if a.verbose:
                for p, t in zip(unknown, texts):
                    for line in t:
                        print("    [%s] %s" % (p["id"], line))
    print("tasks INCONCLUSIVE: %d, with a loop reason: %d" % (inconclusive, with_loop))
    print("UNKNOWN properties: %d, with a reason: %d, naming a loop: %d" %
          (props, props_reason, props_loop))


if __name__ == "__main__":
    main()
