#!/usr/bin/env python3
"""scripts/kiki-batch on a task list of its own: the verdict of every task,
the result files, one task alone (as a Slurm array job runs it), the summary
of a finished run, and the usage errors."""
import argparse
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
BATCH = os.path.join(HERE, "..", "..", "scripts", "kiki-batch")

PASS = """extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int c) { if (!c) __builtin_trap(); }
int main(void) { int x = __VERIFIER_nondet_int(); if (x > 0 && x < 10) __VERIFIER_assert(x != 10); return 0; }
"""
FAIL = """extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) { int x = __VERIFIER_nondet_int(); if (x == 42) reach_error(); return 0; }
"""
BAD = "int main(void) { return undeclared; }\n"

failures = []


def check(what, ok, detail=""):
    if not ok:
        failures.append(f"{what}: {detail}")


def run(args, cwd):
    return subprocess.run([BATCH] + args, cwd=cwd, capture_output=True, text=True, timeout=600)


def results(out):
    found = {}
    for name in os.listdir(out):
        if name.endswith(".result"):
            with open(os.path.join(out, name)) as f:
                fields = f.read().rstrip("\n").split("\t")
            found[int(fields[0])] = fields
    return found


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--kiki", required=True)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for name, text in (("pass.c", PASS), ("fail.c", FAIL), ("bad.c", BAD)):
            with open(os.path.join(tmp, "progs_" + name), "w") as f:
                f.write(text)
        with open(os.path.join(tmp, "tasks.txt"), "w") as f:
            f.write("# a comment, then a blank line\n\nprogs_pass.c --k-induction\n"
                    "progs_fail.c\nprogs_bad.c\nprogs_fail.c --unwind 2 --incremental-bmc\n")
        out = os.path.join(tmp, "out")
        common = ["--kiki", os.path.abspath(args.kiki), "--timeout", "60", "--out", out]
        r = run(common + ["--jobs", "2", "tasks.txt"], tmp)
        check("run exit code", r.returncode == 0, r.stderr)
        got = {n: f[1] for n, f in results(out).items()}
        want = {1: "SUCCESSFUL", 2: "FAILED", 3: "ERROR", 4: "FAILED"}
        check("verdicts", got == want, f"{got} != {want}")
        check("summary counts", "4 tasks: SUCCESSFUL 1 FAILED 2 ERROR 1" in r.stdout, r.stdout)
        check("exit code of the bad program", results(out).get(3, [""] * 3)[2] == "6",
              str(results(out).get(3)))
        with open(os.path.join(out, "task-2.log")) as f:
            check("task log holds kiki's output", "VERIFICATION FAILED" in f.read())

        one = os.path.join(tmp, "one")
        r = run(common[:-1] + [one, "--one", "2", "tasks.txt"], tmp)
        check("--one exit code", r.returncode == 0, r.stderr)
        check("--one runs only that task", sorted(results(one)) == [2], str(sorted(results(one))))
        r = run(["--summary", one], tmp)
        check("--summary", "1 tasks: FAILED 1" in r.stdout, r.stdout)
        r = run(["--count", "tasks.txt"], tmp)
        check("--count", r.stdout.strip() == "4", r.stdout)

        r = run(["--no-such-option", "tasks.txt"], tmp)
        check("unknown option", r.returncode == 1 and "unknown option" in r.stderr, r.stderr)
        r = run(common + ["missing.txt"], tmp)
        check("missing task list", r.returncode == 1 and "no such task list" in r.stderr, r.stderr)
        r = run(common + ["--one", "9", "tasks.txt"], tmp)
        check("task number past the list", r.returncode != 0 and "no task 9" in r.stderr, r.stderr)
    for f in failures:
        print("FAIL", f)
    print(f"batch runner: {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
