#!/usr/bin/env python3
"""Declarative end-to-end verdict tests for kiki.

    run_e2e.py --kiki PATH [--filter REGEX] [-j N] [--timeout S] DIR

Every `*.c` file in DIR (sorted by name) is one test case, except files whose
name starts with `_`: those are helpers (for example the second file of a
link test) and are not run on their own.  A case states its expectations in
the `//` comment lines at the top of the file:

    // ARGS: <options>      kiki options, shlex-split, placed before the file
                            (at most once; paths are relative to DIR)
    // EXIT: <n>            required: the expected exit code
    // EXPECT: <regex>      any number: each must re.search some output line
    // REJECT: <regex>      any number: none may match any output line
    // ONCE: <regex>        any number: exactly one output line must match

Output lines are those of stdout and stderr combined.  kiki runs with DIR
as working directory.  One line per test is printed (PASS, or FAIL with the
reasons and the tail of the output), then a summary; the exit code is 1 if
any test failed (or a header is malformed), 0 otherwise.
"""
import argparse
import concurrent.futures as cf
import os
import re
import shlex
import signal
import subprocess
import sys
import time

DIRECTIVE = re.compile(r"^//\s*([A-Z]+):\s?(.*?)\s*$")
KNOWN = {"ARGS", "EXIT", "EXPECT", "REJECT", "ONCE"}


class HeaderError(Exception):
    pass


def parse_header(path):
    """Returns a dict with args (list), exit (int), expect, reject, once (lists)."""
    spec = {"args": None, "exit": None, "expect": [], "reject": [], "once": []}
    with open(path, encoding="utf-8", errors="replace") as f:
        for raw in f:
            line = raw.strip()
            if not line.startswith("//"):
                break
            m = DIRECTIVE.match(line)
            if not m or m.group(1) not in KNOWN:
                continue  # ordinary comment line
            key, val = m.group(1), m.group(2)
            if key == "ARGS":
                if spec["args"] is not None:
                    raise HeaderError("ARGS given more than once")
                try:
                    spec["args"] = shlex.split(val)
                except ValueError as e:
                    raise HeaderError(f"bad ARGS: {e}")
            elif key == "EXIT":
                if spec["exit"] is not None:
                    raise HeaderError("EXIT given more than once")
                try:
                    spec["exit"] = int(val)
                except ValueError:
                    raise HeaderError(f"bad EXIT: {val!r}")
            else:
                try:
                    rx = re.compile(val)
                except re.error as e:
                    raise HeaderError(f"bad {key} regex {val!r}: {e}")
                spec[key.lower()].append(rx)
    if spec["exit"] is None:
        raise HeaderError("missing EXIT directive")
    if spec["args"] is None:
        spec["args"] = []
    return spec


def run_case(kiki, directory, name, timeout):
    """Runs one case; returns (ok, seconds, reasons, output lines)."""
    path = os.path.join(directory, name)
    try:
        spec = parse_header(path)
    except (HeaderError, OSError) as e:
        return False, 0.0, [f"header: {e}"], []
    cmd = [kiki] + spec["args"] + [name]
    t0 = time.monotonic()
    try:
        p = subprocess.Popen(cmd, cwd=directory, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                             start_new_session=True)
    except OSError as e:
        return False, 0.0, [f"cannot run {kiki}: {e}"], []
    try:
        out, _ = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        out, _ = p.communicate()
        lines = out.decode(errors="replace").splitlines()
        return False, time.monotonic() - t0, [f"timeout after {timeout:g} s"], lines
    dt = time.monotonic() - t0
    lines = out.decode(errors="replace").splitlines()
    reasons = []
    if p.returncode != spec["exit"]:
        reasons.append(f"exit {p.returncode}, expected {spec['exit']}")
    for rx in spec["expect"]:
        if not any(rx.search(l) for l in lines):
            reasons.append(f"no line matches EXPECT {rx.pattern!r}")
    for rx in spec["reject"]:
        hit = next((l for l in lines if rx.search(l)), None)
        if hit is not None:
            reasons.append(f"REJECT {rx.pattern!r} matches {hit!r}")
    for rx in spec["once"]:
        hits = sum(1 for l in lines if rx.search(l))
        if hits != 1:
            reasons.append(f"ONCE {rx.pattern!r} matches {hits} lines")
    return not reasons, dt, reasons, lines


def main():
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kiki", required=True, help="path of the kiki binary")
    ap.add_argument("--filter", default="", help="run only tests whose file name matches")
    ap.add_argument("-j", type=int, default=2, help="parallel workers (default 2)")
    ap.add_argument("--timeout", type=float, default=60, help="seconds per test (default 60)")
    ap.add_argument("--tail", type=int, default=15, help="output lines shown on failure")
    ap.add_argument("dir", help="directory holding the test cases")
    a = ap.parse_args()

    directory = os.path.abspath(a.dir)
    kiki = a.kiki
    if os.path.sep in kiki:
        kiki = os.path.abspath(kiki)
    try:
        flt = re.compile(a.filter)
    except re.error as e:
        print(f"bad --filter: {e}", file=sys.stderr)
        return 1
    names = sorted(n for n in os.listdir(directory)
                   if n.endswith(".c") and not n.startswith("_")
                   and os.path.isfile(os.path.join(directory, n))
                   and flt.search(n))
    if not names:
        print("no tests found")
        return 1

    failed = []
    details = []
    t0 = time.monotonic()
    with cf.ThreadPoolExecutor(max_workers=max(1, a.j)) as ex:
        futs = [ex.submit(run_case, kiki, directory, n, a.timeout) for n in names]
        # Report in sorted order, each result as soon as its turn comes.
        for name, fu in zip(names, futs):
            ok, dt, reasons, lines = fu.result()
            if ok:
                print(f"PASS {name} ({dt:.2f}s)", flush=True)
                continue
            failed.append(name)
            detail = [f"FAIL {name} ({dt:.2f}s): " + "; ".join(reasons)]
            detail += [f"    | {l}" for l in lines[-a.tail:]]
            details += detail
            print("\n".join(detail), flush=True)
    total = len(names)
    print(f"\n{total - len(failed)} passed, {len(failed)} failed "
          f"of {total} tests in {time.monotonic() - t0:.1f}s")
    if failed:
        # Again at the end, where a log cut in the middle still shows them.
        print("\n".join(details))
        print("failed: " + " ".join(failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
