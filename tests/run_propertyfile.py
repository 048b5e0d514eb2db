#!/usr/bin/env python3
"""Run kiki over the SV-COMP suite the way the competition does: with the
task's property file and word size only, judged by the last output line.

    run_propertyfile.py --kiki PATH [--timeout 10] [-j 2] [--filter REGEX]
                        [--witnesses]

Each row of <repo root>/../shared/tests/svcomp/manifest.tsv runs as

    kiki --propertyfile PROPERTIES/<p>.prp [--32|--64] PROGRAM

where <p> follows from the row's category (svcomp-unreach-call: unreach-call,
...). The last line must be TRUE for an expected SUCCESSFUL, FALSE(<p>) for
an expected FAILED (valid-memsafety: any FALSE(valid-...), the manifest does
not say which part fails), or UNKNOWN; anything else is wrong and fails the
run. Prints a score table (competition points: +2 TRUE, +1 FALSE, -32 a wrong
TRUE, -16 a wrong FALSE). Without the suite the run is skipped (exit 0).

With --witnesses each run also writes a YAML and a GraphML witness; for
every FALSE verdict both are (a) checked against their format (YAML: an
entry of type violation_sequence whose last waypoint is the target;
GraphML: well-formed, one entry and one violation node joined by a path)
and (b) replayed with --validate-witness, which must confirm them (exit 10).
A witness missing, malformed or rejected fails the run; one not confirmed
within the time limit is only counted.
A FALSE(termination) must come with a GraphML lasso (a cyclehead node with a
cycle back to it) and no YAML witness; lassos are not replayed.
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
import tempfile
import xml.etree.ElementTree as ET

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


def last_line(cmd, cwd, timeout):
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout)
        lines = p.stdout.strip().splitlines()
        return (lines[-1] if lines else f"(no output, exit {p.returncode})"), p.returncode
    except subprocess.TimeoutExpired:
        return "TIMEOUT", None


def yaml_problem(path):
    try:
        import yaml
    except ImportError:
        return None  # python3-yaml missing: the replay still checks the file
    doc = yaml.safe_load(open(path))
    if not (isinstance(doc, list) and len(doc) == 1 and
            doc[0].get("entry_type") == "violation_sequence"):
        return "not one violation_sequence entry"
    points = [w["waypoint"] for seg in doc[0].get("content", []) for w in seg["segment"]]
    if not points or points[-1].get("type") != "target":
        return "the last waypoint is not the target"
    return None


def graphml_problem(path):
    ns = "{http://graphml.graphdrawing.org/xmlns}"
    root = ET.parse(path).getroot()
    graph = root.find(ns + "graph")
    if root.tag != ns + "graphml" or graph is None:
        return "no graphml root with a graph"
    def flagged(key):
        return [n.get("id") for n in graph.findall(ns + "node")
                if any(d.get("key") == key and d.text == "true" for d in n.findall(ns + "data"))]
    entries, violations = flagged("entry"), flagged("violation")
    if len(entries) != 1 or len(violations) != 1:
        return "not one entry and one violation node"
    edges = {e.get("source"): e.get("target") for e in graph.findall(ns + "edge")}
    at, seen = entries[0], set()
    while at in edges and at not in seen:
        seen.add(at)
        at = edges[at]
    return None if at == violations[0] else "no path from the entry to the violation"


def lasso_problem(path):
    ns = "{http://graphml.graphdrawing.org/xmlns}"
    graph = ET.parse(path).getroot().find(ns + "graph")
    if graph is None:
        return "no graph"
    heads = [n.get("id") for n in graph.findall(ns + "node")
             if any(d.get("key") == "cyclehead" and d.text == "true" for d in n.findall(ns + "data"))]
    back = [e for e in graph.findall(ns + "edge") if heads and e.get("target") == heads[0]
            and e.get("source") == heads[0]]
    return None if len(heads) == 1 and back else "no cycle head with a cycle back to it"


def check_lasso(files):
    """A non-termination witness: a GraphML lasso, no YAML (format 2.0 has no cycles)."""
    if os.path.isfile(files["yaml"]):
        return {"yaml": "malformed: a YAML witness for non-termination"}
    if not os.path.isfile(files["graphml"]):
        return {"graphml lasso": "missing"}
    try:
        problem = lasso_problem(files["graphml"])
    except Exception as e:
        problem = f"unreadable: {e}"
    return {"graphml lasso": "malformed: " + problem if problem else "well-formed"}


def check_witnesses(base_cmd, program, task_dir, files, timeout):
    """(a) the format, (b) the replay of each witness of a FALSE verdict."""
    results = {}
    for kind, path in files.items():
        if not os.path.isfile(path):
            results[kind] = "missing"
            continue
        try:
            problem = yaml_problem(path) if kind == "yaml" else graphml_problem(path)
        except Exception as e:  # a parse error is a format error
            problem = f"unreadable: {e}"
        if problem:
            results[kind] = "malformed: " + problem
            continue
        line, code = last_line(base_cmd + ["--validate-witness", path] + program, task_dir,
                               timeout)
        results[kind] = "confirmed" if code == 10 else \
            "rejected" if code is not None and "rejected" in line else "not confirmed"
    return results


def run_row(kiki, row, timeout, witness_dir=None):
    prop = PROPERTY[row["category"]]
    task_dir = os.path.join(SUITE, row["category"], row["test"])
    words = [o for o in shlex.split(row["options"]) if o in ("--32", "--64")]
    base = [kiki, "--propertyfile", os.path.join(SUITE, "properties", prop + ".prp")] + words
    program = shlex.split(row["program"])
    files = {}
    if witness_dir:
        stem = os.path.join(witness_dir, f'{row["category"]}-{row["test"]}')
        files = {"yaml": stem + ".yml", "graphml": stem + ".graphml"}
    extra = ["--yaml-witness", files["yaml"], "--graphml-witness", files["graphml"]] \
        if files else []
    last, _ = last_line(base + extra + program, task_dir, timeout)
    witnesses = None
    if files and last == "FALSE(termination)":
        witnesses = check_lasso(files)
    elif files and last.startswith("FALSE("):
        witnesses = check_witnesses(base, program, task_dir, files, timeout)
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
    return row, prop, last, cls, witnesses


POINTS = {"correct-true": 2, "correct-false": 1, "wrong-true": -32, "wrong-false": -16}


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kiki", required=True)
    ap.add_argument("--timeout", type=float, default=10)
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--filter", default="")
    ap.add_argument("--witnesses", action="store_true",
                    help="write, check and replay the witnesses of FALSE verdicts")
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
    checked = collections.Counter()
    witness_dir = tempfile.TemporaryDirectory(prefix="kiki-prp-") if a.witnesses else None
    with concurrent.futures.ThreadPoolExecutor(a.j) as pool:
        runs = pool.map(lambda r: run_row(kiki, r, a.timeout,
                                          witness_dir.name if witness_dir else None), rows)
        for row, prop, last, cls, witnesses in runs:
            task = f"{row['category']}/{row['test']}"
            print(f"{cls:14} {task}  expected {row['expected']}, got {last}"
                  + (f"  witnesses {witnesses}" if witnesses else ""), flush=True)
            table[prop][cls] += 1
            table[prop]["score"] += POINTS.get(cls, 0)
            if cls.startswith("wrong") or cls == "error":
                wrong.append(f"{task}: {last}")
            for kind, outcome in (witnesses or {}).items():
                checked[f"{kind} {outcome.split(':')[0]}"] += 1
                if outcome.startswith(("missing", "malformed", "rejected")):
                    wrong.append(f"{task}: {kind} witness {outcome}")
    columns = ["correct-true", "correct-false", "wrong-true", "wrong-false", "unknown",
               "timeout", "error", "score"]
    print(f"{'property':16}" + "".join(f"{c:>14}" for c in columns))
    total = collections.Counter()
    for prop in sorted(table):
        print(f"{prop:16}" + "".join(f"{table[prop][c]:>14}" for c in columns))
        total.update(table[prop])
    print(f"{'TOTAL':16}" + "".join(f"{total[c]:>14}" for c in columns))
    for what, count in sorted(checked.items()):
        print(f"witnesses: {count} {what}")
    for w in wrong:
        print("WRONG " + w)
    print(f"{len(wrong)} wrong verdicts, errors or bad witnesses")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
