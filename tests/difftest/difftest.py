#!/usr/bin/env python3
"""Differential testing against native execution (issue #27).

csmith writes small random C programs; each is compiled and run natively
(gcc -O0 and clang -O2, both under ASan/UBSan; a program that trips a
sanitizer, runs over a second or prints differently is discarded). The
values it leaves in its globals (the `csmith_sink_ = v;` lines of csmith's
--no-checksum mode) become two verification tasks:
  pass: every value asserted equal to what the native run printed (a
        sink in a loop against a table of its values, read with a counter
        local to main) (expected: VERIFICATION SUCCESSFUL);
  fail: the same with the last value off by one (expected: FAILED).
kiki's answer is classified: correct, wrong proof, wrong alarm, unknown,
time-out, crash. Any wrong verdict or crash fails the run (exit 1).

csmith's flags keep the programs small and the loops short (at most two
functions, blocks of at most 3 statements nested 2 deep, expressions of
complexity 3, arrays of 1 dimension and 4 elements, no volatile, no
64-bit types or math, no argc); its runtime header (not packaged by
Debian) is written here: the safe-math functions are defined without
undefined behaviour, so the native runs and kiki agree on their meaning
whatever csmith's own definitions are.

    difftest.py --kiki build/kiki --seeds 1-50 [--timeout 60] [-j 2]
    difftest.py --kiki build/kiki --seed-file tests/difftest/seeds.txt
    difftest.py ... --plant-wrong   # self-test: one expectation inverted, must fail
    difftest.py ... --kiki-option=--incremental-bmc   # another strategy
    difftest.py ... --reduce DIR    # each wrong or crashing task reduced with
                                    # cvise to an e2e test in DIR (reduce.py)
"""
import argparse
import concurrent.futures
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reduce  # noqa: E402  (tests/difftest/reduce.py)

CSMITH_FLAGS = ["--max-funcs", "2", "--max-block-depth", "2", "--max-block-size", "3",
                "--max-expr-complexity", "3", "--max-array-dim", "1",
                "--max-array-len-per-dim", "4", "--max-struct-fields", "3",
                "--max-union-fields", "2", "--no-volatiles", "--no-volatile-pointers",
                "--no-argc", "--no-packed-struct", "--no-checksum", "--no-longlong",
                "--no-math64"]
SANITIZE = ["-w", "-fsanitize=address,undefined", "-fno-sanitize-recover=all"]
SINK = re.compile(r"^(\s*)csmith_sink_ = (.*);\s*$")

SIGNED = {"int8_t": (8, True), "int16_t": (16, True), "int32_t": (32, True),
          "uint8_t": (8, False), "uint16_t": (16, False), "uint32_t": (32, False)}


def safe_math():
    """csmith's safe-math functions, free of undefined behaviour: computed in
    long long (no operand is wider than 32 bits), an operation that would
    overflow or is undefined gives its first operand back."""
    out = []
    for t, (bits, signed) in SIGNED.items():
        lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
        s = "s" if signed else "u"
        fits = "(r >= %dLL && r <= %dLL)" % (lo, hi)
        out.append("static %s safe_unary_minus_func_%s_%s(%s a) { long long r = -(long long)a; "
                   "return %s ? (%s)r : a; }" % (t, t, s, t, fits if signed else "1", t))
        for op, sym in (("add", "+"), ("sub", "-"), ("mul", "*")):
            if signed:
                body = "long long r = (long long)a %s (long long)b; return %s ? (%s)r : a;" % (sym, fits, t)
            else:  # wraps, as unsigned arithmetic does
                body = "return (%s)((unsigned long long)a %s (unsigned long long)b);" % (t, sym)
            out.append("static %s safe_%s_func_%s_%s_%s(%s a, %s b) { %s }" % (t, op, t, s, s, t, t, body))
        for op, sym in (("div", "/"), ("mod", "%")):
            guard = "b == 0" + (" || (a == %dLL && b == -1)" % lo if signed else "")
            out.append("static %s safe_%s_func_%s_%s_%s(%s a, %s b) { return (%s) ? a : (%s)((long long)a %s "
                       "(long long)b); }" % (t, op, t, s, s, t, t, guard, t, sym))
        for op in ("lshift", "rshift"):
            for rs, rt in (("s", "int"), ("u", "unsigned int")):
                bad = "(long long)b >= 32" + (" || (long long)b < 0" if rs == "s" else "")
                if signed:
                    bad += " || a < 0"
                if op == "lshift":  # checked before shifting: b may be 32 or more here
                    value = "((long long)a << b)"
                    bad += " || ((long long)a << (b & 31)) > %dLL" % hi
                else:
                    value = "((long long)a >> b)"
                out.append("static %s safe_%s_func_%s_%s_%s(%s a, %s b) { return (%s) ? a : (%s)%s; }"
                           % (t, op, t, s, rs, t, rt, bad, t, value))
    return "\n".join(out) + "\n"


HEADER = """/* csmith's runtime for kiki's differential tests (tests/difftest). */
#ifndef CSMITH_H
#define CSMITH_H
#include <stdint.h>
#include <stdio.h>
#define platform_main_begin() ((void)0)
#define platform_main_end(x, y) ((void)0)
""" + safe_math() + "#endif\n"


def sh(args, timeout, **kw):
    try:
        return subprocess.run(args, capture_output=True, text=True, timeout=timeout, **kw)
    except subprocess.TimeoutExpired:
        return None


def native_values(work, source):
    """Per sink (by its place in the text) the values it took, in order,
    from two native builds that must agree; None to discard the program."""
    sink = 0
    lines = []
    for line in open(source).read().splitlines():
        m = SINK.match(line)
        if m:
            line = '%sprintf("%d %%lld\\n", (long long)(%s));' % (m.group(1), sink, m.group(2))
            sink += 1
        lines.append(line)
    native = os.path.join(work, "native.c")
    open(native, "w").write("\n".join(lines) + "\n")
    outputs = []
    for cc, opt in (("gcc", "-O0"), ("clang-14", "-O2")):
        if not shutil.which(cc):
            cc = "cc"
        binary = os.path.join(work, "native_" + cc.replace("-", ""))
        built = sh([cc, opt, "-I", work] + SANITIZE + [native, "-o", binary], 120)
        if built is None or built.returncode != 0:
            return None
        run = sh([binary], 1)
        if run is None or run.returncode != 0 or run.stderr.strip():
            return None
        outputs.append(run.stdout.split())
    if outputs[0] != outputs[1] or not outputs[0]:
        return None
    values = [[] for _ in range(sink)]
    words = outputs[0]
    for k, v in zip(words[0::2], words[1::2]):
        values[int(k)].append(int(v))
    return values


def task(source, values, off_by_one):
    """The program with each sink asserted equal to its value: a constant
    where the sink ran once, a table read with a counter local to main
    where it ran in a loop. With off_by_one the last value of the last
    sink that ran is one more."""
    last = max((k for k, vs in enumerate(values) if vs), default=-1)
    tables, lines, counters = [], [], []
    sink = 0
    for line in open(source).read().splitlines():
        m = SINK.match(line)
        if m:
            vs = list(values[sink])
            if off_by_one and sink == last:
                vs[-1] += 1
            expr = m.group(2)
            if len(vs) == 1:
                line = "%s__VERIFIER_assert((%s) == %dLL);" % (m.group(1), expr, vs[0])
            elif vs:
                tables.append("static const long long kiki_expected_%d[] = {%s};"
                              % (sink, ", ".join("%dLL" % v for v in vs)))
                counters.append("kiki_next_%d" % sink)
                line = "%s__VERIFIER_assert((%s) == kiki_expected_%d[kiki_next_%d++]);" % (
                    m.group(1), expr, sink, sink)
            sink += 1
        elif line.strip() == "int print_hash_value = 0;":
            line += " /* counters */"
        lines.append(line)
    text = "\n".join(lines)
    text = text.replace(" /* counters */", "".join(" int %s = 0;" % c for c in counters))
    return "extern void __VERIFIER_assert(int);\n" + "\n".join(tables) + "\n" + text + "\n", 0


def classify(expected, proc, elapsed, timeout):
    if proc is None:
        return "time-out"
    if proc.returncode not in (0, 5, 10):
        return "crash"
    verdict = {0: "SUCCESSFUL", 10: "FAILED", 5: "UNKNOWN"}[proc.returncode]
    if verdict == "UNKNOWN":
        return "time-out" if elapsed >= timeout - 1 else "unknown"
    if verdict == expected:
        return "correct"
    return "wrong proof" if verdict == "SUCCESSFUL" else "wrong alarm"


def run_seed(seed, args):
    work = tempfile.mkdtemp(prefix="kiki-difftest-%d-" % seed)
    try:
        open(os.path.join(work, "csmith.h"), "w").write(HEADER)
        source = os.path.join(work, "program.c")
        generated = sh(["csmith", "--seed", str(seed)] + CSMITH_FLAGS + ["-o", source], 60)
        if generated is None or generated.returncode != 0:
            return seed, None
        values = native_values(work, source)
        if values is None:
            return seed, None
        rows = []
        for name, off, expected in (("pass", False, "SUCCESSFUL"), ("fail", True, "FAILED")):
            if args.plant_wrong and seed == args.first_seed and name == "pass":
                expected = "FAILED"  # planted: the checker must call this wrong
            text, _ = task(source, values, off)
            path = os.path.join(work, "%s.c" % name)
            open(path, "w").write(text)
            start = time.time()
            proc = sh([args.kiki, "--timeout", str(args.timeout), "-I", work] + args.kiki_option + [path],
                      args.timeout + 30, cwd=work)
            elapsed = time.time() - start
            outcome = classify(expected, proc, elapsed, args.timeout)
            if outcome in ("wrong proof", "wrong alarm", "crash") and args.keep:
                os.makedirs(args.keep, exist_ok=True)
                shutil.copy(path, os.path.join(args.keep, "seed%d_%s.c" % (seed, name)))
                open(os.path.join(args.keep, "csmith.h"), "w").write(HEADER)
            if outcome in ("wrong proof", "wrong alarm", "crash") and args.reduce:
                reduce_one(args, work, path, seed, name, expected, outcome, proc)
            rows.append((name, expected, outcome, elapsed))
        return seed, rows
    finally:
        shutil.rmtree(work, ignore_errors=True)


def reduce_one(args, work, path, seed, name, expected, outcome, proc):
    """cvise's reduction of a wrong or crashing task to an e2e test in
    args.reduce (tests/difftest/reduce.py)."""
    rc = proc.returncode if proc.returncode >= 0 else 128 - proc.returncode
    kiki_rc = rc if outcome == "crash" else reduce.KIKI_EXIT[outcome]
    out = os.path.join(args.reduce, "difftest_seed%d_%s.c" % (seed, name))
    lines = reduce.reduce_task(path, work, args.kiki, args.kiki_option, outcome,
                               0 if expected == "SUCCESSFUL" else 10, kiki_rc, out,
                               "csmith seed %d (%s task)" % (seed, name), args.timeout)
    if lines is not None:
        print("REDUCED: seed %d %s: %s (%d lines)" % (seed, name, out, lines))
        sys.stdout.flush()


def seeds_of(args):
    if args.seed_file:
        return [int(l.split()[0]) for l in open(args.seed_file) if l.strip() and not l.startswith("#")]
    lo, _, hi = args.seeds.partition("-")
    return list(range(int(lo), int(hi or lo) + 1))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kiki", required=True)
    parser.add_argument("--seeds", default="1-20")
    parser.add_argument("--seed-file")
    parser.add_argument("--timeout", type=int, default=60)
    parser.add_argument("-j", type=int, default=2)
    parser.add_argument("--keep", help="copy wrong or crashing tasks here (for cvise)")
    parser.add_argument("--plant-wrong", action="store_true")
    parser.add_argument("--reduce", metavar="DIR",
                        help="reduce each wrong or crashing task with cvise to an e2e test in DIR")
    parser.add_argument("--kiki-option", action="append", default=[],
                        help="an option for kiki (repeatable), e.g. --kiki-option=--incremental-bmc")
    args = parser.parse_args()
    if not shutil.which("csmith"):
        print("SKIP: csmith is not installed")
        return 77
    args.kiki = os.path.abspath(args.kiki)
    seeds = seeds_of(args)
    args.first_seed = seeds[0]
    counts, times, discarded = {}, [], 0
    bad = []
    with concurrent.futures.ThreadPoolExecutor(args.j) as pool:
        for seed, rows in pool.map(lambda s: run_seed(s, args), seeds):
            if rows is None:
                discarded += 1
                print("seed %d: discarded (sanitizer, time or disagreement natively)" % seed)
                continue
            for name, expected, outcome, elapsed in rows:
                counts[outcome] = counts.get(outcome, 0) + 1
                times.append(elapsed)
                print("seed %d %s: expected %s, %s (%.1f s)" % (seed, name, expected, outcome, elapsed))
                if outcome in ("wrong proof", "wrong alarm", "crash"):
                    bad.append("seed %d %s: %s" % (seed, name, outcome))
            sys.stdout.flush()
    tasks = sum(counts.values())
    print("\n%d seeds, %d discarded, %d tasks: %s" % (
        len(seeds), discarded, tasks,
        ", ".join("%s %d" % kv for kv in sorted(counts.items()))))
    if times:
        print("time per task: median %.1f s, max %.1f s" % (statistics.median(times), max(times)))
    if tasks:
        print("decided correctly: %d of %d (%.0f%%)" % (counts.get("correct", 0), tasks,
                                                      100.0 * counts.get("correct", 0) / tasks))
    for line in bad:
        print("WRONG OR CRASH: " + line)
    return 1 if bad or tasks == 0 else 0


if __name__ == "__main__":
    raise SystemExit(main())
