#!/usr/bin/env python3
"""--validate-witness: kiki writes violation witnesses (GraphML and YAML) for
failing programs and must confirm them (exit 10, last line "witness:
confirmed"); a copy with one value or branch changed so that it avoids the
bug must not be confirmed (exit 5). Also: waypoints kiki cannot use are
named, correctness witnesses (their invariants: witness_invariants_test.py),
bad witness files (exit 1, one line), and a
count over the failing end-to-end programs of tests/e2e.

    validate_witness_test.py --kiki build/kiki
"""
import glob
import os
import re

from common import Checker, REPO_ROOT, kiki_from_argv, program, run_kiki, temp_dir

E2E = os.path.join(REPO_ROOT, "tests", "e2e")


def last_line(out):
    lines = out.strip().splitlines()
    return lines[-1] if lines else ""


def write_witnesses(c, kiki, tmp, name, args):
    base = os.path.join(tmp, os.path.splitext(name)[0])
    paths = {"yml": base + ".yml", "graphml": base + ".graphml"}
    code, _, err = run_kiki(kiki, args + ["--yaml-witness", paths["yml"], "--graphml-witness",
                                          paths["graphml"], name])
    c.check(code == 10, "%s: kiki finds the violation (exit 10), got %d %s" % (name, code, err))
    return {fmt: open(p).read() for fmt, p in paths.items() if os.path.exists(p)}


def validate(kiki, tmp, name, args, text, fmt, tag):
    path = os.path.join(tmp, "%s.%s.%s" % (os.path.splitext(name)[0], tag, fmt))
    with open(path, "w") as f:
        f.write(text)
    return run_kiki(kiki, args + ["--validate-witness", path, name])


def check_confirmed(c, kiki, tmp, name, args, text, fmt):
    code, out, err = validate(kiki, tmp, name, args, text, fmt, "orig")
    c.check(code == 10 and last_line(out).startswith("witness: confirmed"),
            "%s (%s): kiki's own witness is confirmed (exit 10), got %d %r %s"
            % (name, fmt, code, last_line(out), err))


def check_rejected(c, kiki, tmp, name, args, original, corrupted, fmt, what):
    if not c.check(corrupted != original, "%s (%s): the corruption (%s) changes the witness"
                   % (name, fmt, what)):
        return
    code, out, err = validate(kiki, tmp, name, args, corrupted, fmt, "bad")
    c.check(code == 5 and "confirmed" not in out.replace("not confirmed", ""),
            "%s (%s): a witness with %s is not confirmed (exit 5), got %d %r %s"
            % (name, fmt, what, code, last_line(out), err))


# Corruptions: each changes one thing in a witness's text.

def set_result(text, occurrence, value):
    """The occurrence-th `\\result == V` (1-based) gets the value V'."""
    seen = [0]

    def replace(m):
        seen[0] += 1
        return m.group(1) + (str(value) if seen[0] == occurrence else m.group(2))
    return re.sub(r"(result == )(-?[0-9][0-9A-Za-z.+]*)", replace, text)


def swap_results(text):
    values = re.findall(r"result == (-?[0-9][0-9A-Za-z.+]*)", text)
    if len(values) < 2:
        return text
    return set_result(set_result(text, 1, values[1]), 2, values[0])


def flip_branch(text, fmt, line):
    """The branch taken at `line` the other way."""
    if fmt == "yml":
        pattern = (r'(type: "branching"\n\s+action: "follow"\n\s+constraint:\n\s+value: ")'
                   r'(true|false)("\n\s+location:\n(?:.*\n)*?\s+line: %d\n)' % line)
        flip = {"true": "false", "false": "true"}
        return re.sub(pattern, lambda m: m.group(1) + flip[m.group(2)] + m.group(3), text,
                      count=1)
    pattern = r'(<data key="startline">%d</data>\n(?:.*\n)*?\s*<data key="control">)' \
              r'condition-(true|false)' % line
    flip = {"true": "false", "false": "true"}
    return re.sub(pattern, lambda m: m.group(1) + "condition-" + flip[m.group(2)], text,
                  count=1)


def without_branching(text):
    """A YAML witness with its branching waypoints left out."""
    parts = re.split(r"(?m)^    - segment:\n", text)
    return parts[0] + "".join("    - segment:\n" + p for p in parts[1:]
                              if '"branching"' not in p)


CASES = [
    # program, kiki options, [(what, corruption(text, fmt))]
    ("reach_nondet.c", [], [("the input 5 changed to 6", lambda t, f: set_result(t, 1, 6))]),
    ("validate_loop_sum.c", [],
     [("the second input of the loop changed to 0", lambda t, f: set_result(t, 2, 0))]),
    ("validate_branch.c", [],
     [("the branch at line 8 flipped", lambda t, f: flip_branch(t, f, 8))]),
    ("validate_two_calls.c", [],
     [("the results of the two calls swapped", lambda t, f: swap_results(t))]),
    ("validate_bounds.c", ["--bounds-check"],
     [("the index changed to 1", lambda t, f: set_result(t, 1, 1))]),
]


def check_cases(c, kiki, tmp):
    for name, args, corruptions in CASES:
        witnesses = write_witnesses(c, kiki, tmp, name, args)
        c.check(set(witnesses) == {"yml", "graphml"}, "%s: both witnesses written" % name)
        for fmt, text in witnesses.items():
            check_confirmed(c, kiki, tmp, name, args, text, fmt)
            for what, corrupt in corruptions:
                check_rejected(c, kiki, tmp, name, args, text, corrupt(text, fmt), fmt, what)


def check_occurrences(c, kiki, tmp):
    """Without branching waypoints only the order of the results tells the
    two calls of validate_two_calls.c apart: the k-th result waypoint of a
    line constrains the k-th call there."""
    name = "validate_two_calls.c"
    text = write_witnesses(c, kiki, tmp, name, []).get("yml", "")
    plain = without_branching(text)
    c.check("branching" not in plain and plain.count("function_return") == 2,
            "two function_return waypoints and no branching left")
    check_confirmed(c, kiki, tmp, name, [], plain, "yml")
    check_rejected(c, kiki, tmp, name, [], plain, swap_results(plain), "yml",
                   "only its results, swapped")


def check_unused_waypoints(c, kiki, tmp):
    """A waypoint kiki cannot use is named; the violation is still confirmed,
    but the witness only partly."""
    name = "reach_nondet.c"
    text = write_witnesses(c, kiki, tmp, name, []).get("yml", "")
    extra = ('    - segment:\n        - waypoint:\n            type: "assumption"\n'
             '            action: "follow"\n            constraint:\n'
             '              value: "x > 3"\n              format: "c_expression"\n'
             '            location:\n              file_name: "reach_nondet.c"\n'
             '              line: 7\n              column: 3\n              function: "main"\n')
    at = text.index("    - segment:")
    code, out, _ = validate(kiki, tmp, name, [], text[:at] + extra + text[at:], "yml", "extra")
    c.check(code == 10 and "witness: not used: waypoint 1 (assumption, line 7)" in out
            and last_line(out).startswith("witness: violation confirmed, witness partly checked"),
            "an unusable assumption is named and the witness only partly confirmed: %d %r"
            % (code, out))
    nowhere = set_result(text, 1, 5).replace("line: 6\n", "line: 2\n", 1)
    code, out, _ = validate(kiki, tmp, name, [], nowhere, "yml", "nowhere")
    c.check(code == 10 and "line 2): nothing of its kind at its place" in out,
            "a function_return at a line without a call is not used: %d %r" % (code, out))


def check_correctness(c, kiki, tmp):
    path = os.path.join(tmp, "c.yml")
    code, _, _ = run_kiki(kiki, ["--yaml-witness", path, "safe_loop.c"])
    c.check(code == 0, "safe_loop.c is proved")
    code, out, _ = run_kiki(kiki, ["--validate-witness", path, "safe_loop.c"])
    c.check(code == 0 and last_line(out).startswith("witness: confirmed (a YAML correctness"),
            "a correctness witness without invariants: confirmed by a proof: %d %r" % (code, out))
    code, out, _ = run_kiki(kiki, ["--validate-witness", path, "reach_nondet.c"])
    c.check(code == 10 and last_line(out).startswith("witness: rejected"),
            "a correctness witness for a failing program is rejected: %d %r" % (code, out))
    # Invariants are checked (witness_invariants_test.py); one without a
    # location is named as not used, and the program's proof decides.
    text = re.sub(r"  content:(.|\n)*", '  content:\n    - invariant:\n'
                  '        type: "loop_invariant"\n'
                  '        value: "i >= 0"\n', open(path).read())
    with open(path, "w") as f:
        f.write(text)
    code, out, _ = run_kiki(kiki, ["--validate-witness", path, "safe_loop.c"])
    c.check(code == 0 and "witness: not used: invariant at line 0 (i >= 0): no location line"
            in out and "witness: no invariant confirmed (0 of 1 checked)" in out,
            "a correctness witness with an invariant without location: named, exit 0: %d %r"
            % (code, out))
    code, out, _ = run_kiki(kiki, ["--termination", "--validate-witness", path, "safe_loop.c"])
    c.check(code == 5 and out.strip().splitlines() == [
        "witness: not checked (a correctness witness with 1 invariant(s): kiki checks the "
        "invariants of safety proofs only)"],
        "a correctness witness with invariants for termination: one line, exit 5: %d %r"
        % (code, out))


def check_bad_input(c, kiki, tmp):
    bad = {
        "missing.yml": None,
        "flow.yml": "- entry_type: [violation_sequence\n",
        "notalist.yml": "entry_type: violation_sequence\n",
        "unknown.yml": '- entry_type: "something_else"\n  content: []\n',
        "block.yml": "- entry_type: |\n    violation_sequence\n",
        "broken.graphml": "<graphml><graph><node id='a'></graph>",
        "noentry.graphml": "<graphml><key id='t' attr.name='witness-type' for='graph'/>"
                           "<graph><data key='t'>violation_witness</data><node id='a'/>"
                           "</graph></graphml>",
    }
    for name, text in bad.items():
        path = os.path.join(tmp, name)
        if text is not None:
            with open(path, "w") as f:
                f.write(text)
        code, out, err = run_kiki(kiki, ["--validate-witness", path, "reach_nondet.c"])
        c.check(code == 1 and len(err.strip().splitlines()) == 1 and "witness" in err
                and out == "", "%s: exit 1 with one line on stderr, got %d %r %r"
                % (name, code, out, err))


def e2e_programs(limit):
    """Failing end-to-end programs whose options are check flags only."""
    chosen = []
    for path in sorted(glob.glob(os.path.join(E2E, "*_fail.c"))):
        args = []
        for line in open(path):
            if line.startswith("// ARGS:"):
                args = line[len("// ARGS:"):].split()
        if all(a.endswith("-check") or a in ("--32", "--incremental-bmc") for a in args):
            chosen.append((path, args))
    return chosen[:limit]


def check_e2e_count(c, kiki, tmp):
    produced = {"yml": 0, "graphml": 0}
    confirmed = {"yml": 0, "graphml": 0}
    programs = e2e_programs(14)
    for path, args in programs:
        base = os.path.join(tmp, "e2e-" + os.path.basename(path))
        files = {"yml": base + ".yml", "graphml": base + ".graphml"}
        run_kiki(kiki, args + ["--timeout", "30", "--yaml-witness", files["yml"],
                               "--graphml-witness", files["graphml"], path])
        for fmt, witness in files.items():
            if not os.path.exists(witness):
                continue
            produced[fmt] += 1
            code, out, _ = run_kiki(kiki, args + ["--timeout", "30", "--validate-witness",
                                                  witness, path])
            if code == 10 and last_line(out).startswith("witness: confirmed"):
                confirmed[fmt] += 1
            else:
                print("not confirmed: %s (%s): %s" % (os.path.basename(path), fmt,
                                                      last_line(out)))
    for fmt in ("yml", "graphml"):
        print("e2e %s witnesses: %d programs, %d produced, %d confirmed"
              % (fmt, len(programs), produced[fmt], confirmed[fmt]))
        c.check(produced[fmt] >= 10, "at least 10 %s witnesses produced" % fmt)
        c.check(confirmed[fmt] == produced[fmt], "every %s witness kiki wrote is confirmed" % fmt)


def main():
    kiki = kiki_from_argv()
    c = Checker("validate_witness_test")
    with temp_dir() as tmp:
        check_cases(c, kiki, tmp)
        check_occurrences(c, kiki, tmp)
        check_unused_waypoints(c, kiki, tmp)
        check_correctness(c, kiki, tmp)
        check_bad_input(c, kiki, tmp)
        check_e2e_count(c, kiki, tmp)
    return c.finish()


if __name__ == "__main__":
    raise SystemExit(main())
