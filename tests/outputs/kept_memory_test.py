#!/usr/bin/env python3
"""A loop that writes no memory keeps it (encode/LoopUnwinding.cpp,
keptMemory): in the formula of programs/kept_memory.c the read-only search
loop (`while`) has no exit memory variable, the filling loop (`for`) has
one; and the verdicts stay right: the true assertion is proved, the false
one (-DWRONG) fails.

    kept_memory_test.py --kiki PATH
"""
import argparse
import os
import re
import sys
import tempfile

from common import Checker, run_kiki


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kiki", required=True)
    a = ap.parse_args()
    c = Checker("kept-memory")
    with tempfile.TemporaryDirectory() as tmp:
        dump = os.path.join(tmp, "formula.smt2")
        rc, out, err = run_kiki(a.kiki, ["--incremental-bmc", "--dump-smt2", dump, "kept_memory.c"])
        c.check(rc == 0, f"the true assertion is proved (exit 0, got {rc}): {out[-300:]}")
        text = open(dump).read() if os.path.exists(dump) else ""
        variables = set(re.findall(r"exit\.([a-z.]+)\.mem#\d+\.bytes", text))
        c.check("for.end" in variables,
                f"the filling loop exits with a memory variable (found {sorted(variables)})")
        c.check("while.end" not in variables,
                f"the read-only loop keeps its entry memory (found {sorted(variables)})")
        rc, out, err = run_kiki(a.kiki, ["--incremental-bmc", "-D", "WRONG", "kept_memory.c"])
        c.check(rc == 10, f"the false assertion fails (exit 10, got {rc}): {out[-300:]}")
        rc, out, err = run_kiki(a.kiki, ["kept_memory.c"])
        c.check(rc == 0, f"the default strategy proves the true one too (exit 0, got {rc})")
    return c.finish()


if __name__ == "__main__":
    sys.exit(main())
