#!/usr/bin/env python3
"""Loop invariants in correctness witnesses. For safe programs (a counting
loop, two related variables, nested loops) kiki's correctness witnesses
(YAML and GraphML) state an invariant at every loop head; each must be true
there: kiki proves a copy of the program with __VERIFIER_assert(invariant)
as the first statement of the loop body and right after the loop (the loop
conditions have no side effects, so these see every arrival at the head),
and, with a C compiler, the copy runs with random inputs without failing.
--validate-witness confirms kiki's own witnesses (exit 0, "witness:
invariants confirmed (N of N checked)") and rejects (exit 5) an invariant
made false on entry or not inductive.

    witness_invariants_test.py --kiki build/kiki
"""
import os
import re
import shutil
import subprocess

from common import Checker, kiki_from_argv, program, run_kiki, temp_dir

ARGS = ["--zones"]

# Per program and loop (its marker): an invariant false on the loop's entry
# and one true on entry but not inductive.
CORRUPTIONS = {
    "inv_count.c": {"count": ("i >= 1", "i <= 5")},
    "inv_pair.c": {"pair": ("x - y <= -1", "x <= 5")},
    "inv_nested.c": {"inner": ("j >= 1", "j <= 3"), "outer": ("i >= 0 && i >= 1", "i <= 7")},
}


def yaml_invariants(text):
    """(line, value) of each loop_invariant, in order."""
    return [(int(line), value.encode().decode("unicode_escape")) for line, value in
            re.findall(r'line: (\d+)\n(?:.*\n)*?\s+value: "((?:[^"\\]|\\.)*)"', text)]


def markers(source):
    """Loop name -> line of its /*BODY:name*/ marker (the loop's line)."""
    found = {}
    for number, line in enumerate(source.splitlines(), 1):
        m = re.search(r"/\*BODY:(\w+)\*/", line)
        if m:
            found[m.group(1)] = number
    return found


def with_asserts(source, name, invariant):
    """The program with the invariant asserted at the loop body's start and
    right after the loop."""
    check = "__VERIFIER_assert(%s);" % invariant
    source = source.replace("/*BODY:%s*/" % name, check, 1)
    return source.replace("/*EXIT:%s*/" % name, check, 1)


# For running the asserted copies: random inputs, a failed assertion exits 86.
RUNTIME = r"""
#include <stdlib.h>
int __VERIFIER_nondet_int(void) { return rand() % 3 == 0 ? rand() % 5 : rand() % 300 - 50; }
void __VERIFIER_assert(int cond) { if (!cond) exit(86); }
"""


def check_runs(c, tmp, path, what):
    """Compiles the asserted copy with random inputs and runs it with many
    seeds (an independent check; skipped without a C compiler)."""
    cc = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if not cc:
        return
    runtime = os.path.join(tmp, "runtime.c")
    with open(runtime, "w") as f:
        f.write(RUNTIME.replace("#include <stdlib.h>", "#include <stdlib.h>\n"
                                "__attribute__((constructor)) static void seed(void) "
                                "{ srand(atoi(getenv(\"SEED\"))); }"))
    exe = path + ".exe"
    if subprocess.run([cc, "-w", "-o", exe, path, runtime]).returncode != 0:
        c.check(False, "%s: the asserted copy compiles" % what)
        return
    failed = [seed for seed in range(40) if subprocess.run(
        [exe], env=dict(os.environ, SEED=str(seed))).returncode == 86]
    c.check(not failed, "%s: no run with random inputs fails the assertion (seeds %r)"
            % (what, failed))


def check_true_at_head(c, kiki, tmp, name, source, loop, invariant):
    path = os.path.join(tmp, "%s.%s.c" % (os.path.splitext(name)[0], loop))
    with open(path, "w") as f:
        f.write(with_asserts(source, loop, invariant))
    code, out, err = run_kiki(kiki, ARGS + [path])
    what = "%s, loop %s: the invariant %r" % (name, loop, invariant)
    c.check(code == 0, "%s holds at every arrival at the head (asserted copy proved), "
            "got %d %s %s" % (what, code, out, err))
    check_runs(c, tmp, path, what)


def validate(kiki, tmp, name, text, tag, fmt):
    path = os.path.join(tmp, "%s.%s.%s" % (os.path.splitext(name)[0], tag, fmt))
    with open(path, "w") as f:
        f.write(text)
    return run_kiki(kiki, ARGS + ["--validate-witness", path, name])


def check_rejected(c, kiki, tmp, name, yml, value, corrupted, why):
    text = yml.replace('value: "%s"' % value, 'value: "%s"' % corrupted, 1)
    code, out, err = validate(kiki, tmp, name, text, "bad", "yml")
    c.check(code == 5 and "(%s) rejected (%s)" % (corrupted, why) in out
            and "witness: rejected" in out,
            "%s: the invariant %r is rejected (%s), exit 5: got %d %r %s"
            % (name, corrupted, why, code, out, err))


def check_program(c, kiki, tmp, name):
    base = os.path.join(tmp, os.path.splitext(name)[0])
    code, out, err = run_kiki(kiki, ARGS + ["--yaml-witness", base + ".yml",
                                            "--graphml-witness", base + ".graphml", name])
    if not c.check(code == 0, "%s is proved: %d %s %s" % (name, code, out, err)):
        return
    yml = open(base + ".yml").read()
    graphml = open(base + ".graphml").read()
    source = open(program(name)).read()
    loops = markers(source)
    invariants = dict(yaml_invariants(yml))
    c.check(sorted(invariants) == sorted(loops.values()),
            "%s: an invariant at every loop head %s, got %s" % (name, loops, invariants))
    c.check(graphml.count('<data key="invariant">') == len(invariants)
            and graphml.count('<data key="enterLoopHead">true') == len(invariants),
            "%s: the GraphML witness has the same invariants at loop heads" % name)
    for loop, line in loops.items():
        if line in invariants:
            check_true_at_head(c, kiki, tmp, name, source, loop, invariants[line])
    for fmt, text in (("yml", yml), ("graphml", graphml)):
        code, out, err = validate(kiki, tmp, name, text, "own", fmt)
        n = len(invariants)
        c.check(code == 0 and "witness: invariants confirmed (%d of %d checked)" % (n, n) in out
                and out.strip().splitlines()[-1].startswith("witness: confirmed"),
                "%s (%s): kiki's own witness is confirmed: %d %r %s" % (name, fmt, code, out, err))
    for loop, (false_on_entry, not_inductive) in CORRUPTIONS[name].items():
        value = invariants.get(loops[loop])
        if c.check(value is not None, "%s: loop %s has an invariant" % (name, loop)):
            check_rejected(c, kiki, tmp, name, yml, value, false_on_entry, "false on entry")
            check_rejected(c, kiki, tmp, name, yml, value, not_inductive, "not inductive")


def check_not_used(c, kiki, tmp):
    """An invariant outside the subset is named, not silently dropped."""
    name = "inv_count.c"
    base = os.path.join(tmp, "unused")
    run_kiki(kiki, ARGS + ["--yaml-witness", base + ".yml", name])
    yml = open(base + ".yml").read()
    value = yaml_invariants(yml)[0][1]
    text = yml.replace('value: "%s"' % value, 'value: "i * 2 >= 0"', 1)
    code, out, _ = validate(kiki, tmp, name, text, "unused", "yml")
    c.check(code == 0 and "witness: not used: invariant at line" in out
            and "no invariant confirmed (0 of 1 checked)" in out,
            "an invariant outside the subset is not used, and said so: %d %r" % (code, out))


def main():
    kiki = kiki_from_argv()
    c = Checker("witness_invariants_test")
    with temp_dir() as tmp:
        for name in CORRUPTIONS:
            check_program(c, kiki, tmp, name)
        check_not_used(c, kiki, tmp)
    return c.finish()


if __name__ == "__main__":
    raise SystemExit(main())
