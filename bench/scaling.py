#!/usr/bin/env python3
"""Scaling series: harnesses of the real-code corpus (bench/realcode) with
1, 2, 4, 8, 16 list items, list steps or input bytes. Per step: encoding
time, the formula's size (constraints added to the solver and their
distinct subterms), peak memory, wall time and the verdict.

    python3 bench/scaling.py [--kiki build/kiki] [--sizes 1,2,4,8,16]
                             [--unwind 1] [--timeout 60] [--filter REGEX]

Each harness is copied to a temporary folder with its size replaced in the
text, and kiki runs it with the task's checks (its TRUTH file), plain
bounded model checking (`--incremental-bmc`) and a fixed `--unwind`: the
series shows how one unwinding's formula grows with the input, not how deep
the search must go. A size whose run ends at the time limit shows the phases
it reached (kiki's own `--timeout`; the process is killed 15 s later).
"""
import argparse
import re
import shlex
import sys
import tempfile
from pathlib import Path

from measure import REPO, VERDICTS, run_measured

CORPUS = REPO / "bench" / "realcode"

# (task, what grows, the text that sets the size, its replacement)
SERIES = [
    ("cjson/detach_last_fix", "array items", "n >= 1 && n <= 4", "n >= 1 && n <= {n}"),
    ("parson/array_remove_fix", "array items", "n >= 1 && n <= 4", "n >= 1 && n <= {n}"),
    ("ccan/list_ops", "list steps", "#define STEPS 5", "#define STEPS {n}"),
    ("jsmn/toplevel_comma_fix", "input bytes", "#define LEN 6", "#define LEN {n}"),
    ("inih/strncpy0_overread_fix", "input bytes", "#define LEN 6", "#define LEN {n}"),
]


def task_options(task_dir):
    for line in (task_dir / "TRUTH").read_text().splitlines():
        if line.startswith("options:"):
            return shlex.split(line.split(":", 1)[1])
    return []


def stat(text, name):
    found = re.search(rf"\b{name}=([0-9.]+)", text)
    return float(found.group(1)) if found else None


def run_step(kiki, task, original, replacement, size, unwind, timeout):
    task_dir = CORPUS / task
    source = (task_dir / "main.c").read_text()
    if original not in source:
        sys.exit(f"scaling.py: {task}/main.c no longer contains {original!r}")
    with tempfile.TemporaryDirectory() as folder:
        program = Path(folder) / "main.c"
        program.write_text(source.replace(original, replacement.format(n=size)))
        command = ([kiki] + task_options(task_dir) +
                   ["--incremental-bmc", "--unwind", str(unwind), "--stats",
                    "--timeout", str(timeout), str(program)])
        return run_measured(command, timeout + 15)


def fmt(value, unit=""):
    return "-" if value is None else f"{value:g}{unit}"


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kiki", default=str(REPO / "build" / "kiki"))
    ap.add_argument("--sizes", default="1,2,4,8,16")
    ap.add_argument("--unwind", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--filter", default="")
    a = ap.parse_args()
    sizes = [int(s) for s in a.sizes.split(",")]
    print(f"{'task':28} {'grows':12} {'n':>3} {'verdict':12} {'wall':>7} {'encoding':>9} "
          f"{'assertions':>10} {'terms':>9} {'MB':>5}")
    for task, grows, original, replacement in SERIES:
        if not re.search(a.filter, task):
            continue
        for size in sizes:
            proc = run_step(a.kiki, task, original, replacement, size, a.unwind, a.timeout)
            verdict = proc.verdict(VERDICTS)
            encoding = stat(proc.text, "encoding-time")
            print(f"{task:28} {grows:12} {size:>3} {verdict:12} {proc.wall:6.2f}s "
                  f"{fmt(encoding and round(encoding, 2), 's'):>9} "
                  f"{fmt(stat(proc.text, 'assertions')):>10} "
                  f"{fmt(stat(proc.text, 'formula-terms')):>9} {proc.rss_mb:>5.0f}",
                  flush=True)


if __name__ == "__main__":
    main()
