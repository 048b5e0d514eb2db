#!/usr/bin/env python3
"""--harness FILE.c: for failing programs of several kinds (reach_error and
__VERIFIER_assert, CBMC's __CPROVER_assume/__CPROVER_assert, the book's
matrix_to_vector, the program's own aborting reach_error, out-of-bounds on
global, stack and heap arrays, null dereference, signed overflow, division
by zero), kiki writes a harness; the program compiled with it under
AddressSanitizer and UndefinedBehaviorSanitizer must fail the way the
property says. As a control, the same harness with every input 0 must not
fail: the failure comes from the trace's values.

Exits 77 (skipped) when no C compiler or no sanitizer runtime works.

    harness_test.py --kiki build/kiki
"""
import os
import re
import shutil
import subprocess

from common import HERE, Checker, kiki_from_argv, temp_dir

PROGRAMS = os.path.join(HERE, "harness")
SANITIZE = ["-g", "-w", "-fsanitize=address,undefined", "-fno-sanitize-recover=all"]
REACHED = 86  # the harness's exit code for reach_error / a failed __VERIFIER_assert
SKIP = 77

# program, kiki options, how the run must fail: ("exit", code, stderr regex)
CASES = [
    ("reach_value.c", [], ("exit", REACHED, r"harness: reach_error\(\) called")),
    ("verifier_assert.c", [], ("exit", REACHED, r"harness: __VERIFIER_assert failed")),
    ("cprover_builtins.c", [], ("exit", REACHED, r"harness: x differs from 42")),
    ("matrix_to_vector_rows.c", ["--bounds-check", "--incremental-bmc"],
     ("fail", None, r"index 1000 out of bounds|stack-buffer-overflow")),
    ("reach_defined_abort.c", [], ("exit", -6, r"Assertion `0' failed")),
    ("loop_inputs.c", [], ("exit", REACHED, r"reach_error\(\) called")),
    ("mixed_types.c", [], ("exit", REACHED, r"reach_error\(\) called")),
    ("double_input.c", [], ("exit", REACHED, r"reach_error\(\) called")),
    ("call_chain.c", [], ("exit", REACHED, r"reach_error\(\) called")),
    ("global_oob.c", ["--bounds-check"], ("fail", None, r"index 4 out of bounds|global-buffer-overflow")),
    ("stack_oob.c", ["--bounds-check"], ("fail", None, r"index -1 out of bounds|stack-buffer-(overflow|underflow)")),
    ("heap_oob.c", ["--pointer-check"], ("fail", None, r"AddressSanitizer: heap-buffer-overflow")),
    ("null_deref.c", ["--pointer-check"], ("fail", None, r"null pointer|SEGV on unknown address 0x0+ ")),
    ("signed_overflow.c", ["--signed-overflow-check"], ("fail", None, r"runtime error: signed integer overflow")),
    ("div_zero.c", ["--div-by-zero-check"], ("fail", None, r"runtime error: division by zero")),
]


def compiler():
    for cc in ("cc", "gcc", "clang", "clang-14"):
        if shutil.which(cc):
            return cc
    return None


def sanitizers_work(cc, tmp):
    source = os.path.join(tmp, "smoke.c")
    with open(source, "w") as f:
        f.write("int main(void) { return 0; }\n")
    binary = os.path.join(tmp, "smoke")
    built = subprocess.run([cc] + SANITIZE + [source, "-o", binary], capture_output=True)
    return built.returncode == 0 and subprocess.run([binary], capture_output=True).returncode == 0


def build_and_run(c, cc, source, harness, binary):
    built = subprocess.run([cc] + SANITIZE + [source, harness, "-o", binary],
                           capture_output=True, text=True)
    if not c.check(built.returncode == 0, "%s compiles with its harness: %s"
                   % (os.path.basename(source), built.stderr[-500:])):
        return None
    return subprocess.run([binary], capture_output=True, text=True, timeout=60)


def zeroed(harness_text):
    """The harness with every input 0 (each value list counted as empty)."""
    return re.sub(r"kiki_next\(values, \d+u", "kiki_next(values, 0u", harness_text)


def check_case(c, kiki, cc, tmp, name, options, expected):
    source = os.path.join(PROGRAMS, name)
    harness = os.path.join(tmp, "harness_" + name)
    proc = subprocess.run([kiki] + options + ["--harness", harness, source],
                          capture_output=True, text=True, timeout=120)
    if not c.check(proc.returncode == 10 and os.path.exists(harness),
                   "%s: kiki fails it (exit %d) and writes the harness" % (name, proc.returncode)):
        return
    text = open(harness).read()
    c.check(re.search(r"__VERIFIER_nondet_\w+\(void\) \{", text) is not None,
            "%s: the harness defines the input functions" % name)
    run = build_and_run(c, cc, source, harness, os.path.join(tmp, "bin_" + name))
    if run is None:
        return
    kind, code, pattern = expected
    out = run.stdout + run.stderr
    if kind == "exit":
        c.check(run.returncode == code, "%s: exit %d, got %d: %s" % (name, code, run.returncode, out[-300:]))
    else:
        c.check(run.returncode != 0, "%s: the run fails, got exit 0" % name)
    c.check(re.search(pattern, out) is not None, "%s: output matches %r: %s" % (name, pattern, out[-300:]))
    control = os.path.join(tmp, "zero_" + name)
    with open(control, "w") as f:
        f.write(zeroed(text))
    run = build_and_run(c, cc, source, control, os.path.join(tmp, "zero_bin_" + name))
    if run is not None:
        c.check(run.returncode == 0 and re.search(pattern, run.stdout + run.stderr) is None,
                "%s: with all inputs 0 the program does not fail (exit %d)" % (name, run.returncode))


def check_book_example_links(c, kiki, cc, tmp):
    """The book's matrix_to_vector itself calls __CPROVER_assume, which it
    only declares: with the harness it links (its run is undefined at the
    uninitialised `matrix` before the bug; matrix_to_vector_rows.c above
    replays it)."""
    source = os.path.join(HERE, "..", "..", "examples", "matrix_to_vector.c")
    harness = os.path.join(tmp, "harness_book.c")
    proc = subprocess.run([kiki, "--bounds-check", "--incremental-bmc", "--harness", harness, source],
                          capture_output=True, text=True, timeout=120)
    if not c.check(proc.returncode == 10 and os.path.exists(harness),
                   "matrix_to_vector: kiki fails it and writes the harness (exit %d)" % proc.returncode):
        return
    built = subprocess.run([cc] + SANITIZE + [source, harness, "-o", os.path.join(tmp, "book")],
                           capture_output=True, text=True)
    c.check(built.returncode == 0, "matrix_to_vector links with its harness: " + built.stderr[-500:])


def check_no_harness(c, kiki, tmp):
    harness = os.path.join(tmp, "none.c")
    proc = subprocess.run([kiki, "--harness", harness,
                           os.path.join(HERE, "programs", "safe_loop.c")],
                          capture_output=True, text=True, timeout=120)
    c.check(proc.returncode == 0 and not os.path.exists(harness)
            and "no test harness written" in proc.stderr,
            "a proof writes no harness and says so")


def main():
    kiki = kiki_from_argv()
    c = Checker("harness_test")
    with temp_dir() as tmp:
        cc = compiler()
        if cc is None or not sanitizers_work(cc, tmp):
            print("SKIP: no C compiler with a working AddressSanitizer/UBSan runtime")
            return SKIP
        for name, options, expected in CASES:
            check_case(c, kiki, cc, tmp, name, options, expected)
        check_book_example_links(c, kiki, cc, tmp)
        check_no_harness(c, kiki, tmp)
    return c.finish()


if __name__ == "__main__":
    raise SystemExit(main())
