#!/usr/bin/env python3
"""--json and --sarif: run kiki on failing and passing programs and check the
documents: the JSON report's fields and trace steps, SARIF's structure as
GitHub code scanning reads it and, when python3-jsonschema and
../shared/schemas/sarif-schema-2.1.0.json are both there, the SARIF schema.

    json_sarif_test.py --kiki build/kiki
"""
import json
import os

from common import Checker, SCHEMAS, kiki_from_argv, program, run_kiki, temp_dir

CHECKS = ["--bounds-check", "--div-by-zero-check"]


def check_json_failure(c, kiki, tmp):
    out = os.path.join(tmp, "reach.json")
    code, _, _ = run_kiki(kiki, ["--json", out, "reach_nondet.c"])
    c.check(code == 10, "reach_nondet.c: exit 10, got %d" % code)
    doc = json.load(open(out))
    c.check(doc["verdict"] == "FAILED" and doc["exitCode"] == 10, "JSON verdict FAILED/10")
    c.check(doc["tool"]["name"] == "kiki", "tool name kiki")
    [prop] = doc["properties"]
    for key, value in [("id", "main.assertion.1"), ("kind", "assertion"), ("file", "reach_nondet.c"),
                       ("line", 9), ("function", "main"), ("text", "call to reach_error"),
                       ("status", "FAILURE")]:
        c.check(prop.get(key) == value, "property %s == %r, got %r" % (key, value, prop.get(key)))
    steps = prop.get("trace", [])
    for step in steps:
        c.check(set(step) >= {"kind", "file", "line", "function", "variable", "value"},
                "every step has file, line, function, variable, value: %r" % step)
    inputs = [s for s in steps if s["kind"] == "input"]
    c.check(len(inputs) == 1 and inputs[0]["variable"] == "__VERIFIER_nondet_int"
            and inputs[0]["value"] == "5" and inputs[0]["type"] == "int" and inputs[0]["line"] == 6,
            "one input: __VERIFIER_nondet_int() = 5 at line 6, got %r" % inputs)
    assigned = {(s["variable"], s["value"], s["function"]) for s in steps if s["kind"] == "assignment"}
    c.check(("y", "10", "main") in assigned and ("v", "5", "twice") in assigned,
            "assignments y=10 in main and v=5 in twice: %r" % assigned)
    c.check(any(s["kind"] == "function-entry" and s["function"] == "twice" for s in steps),
            "the call of twice is entered")
    branches = [(s["line"], s["value"]) for s in steps if s["kind"] == "branch"]
    c.check(branches == [(8, "true")], "one branch step: line 8 taken, got %r" % branches)
    c.check(steps and steps[-1]["kind"] == "violation" and steps[-1]["line"] == 9,
            "the trace ends at the violation on line 9")


def check_json_stdout_and_success(c, kiki):
    code, out, err = run_kiki(kiki, ["--json", "-", "safe_loop.c"])
    c.check(code == 0, "safe_loop.c: exit 0, got %d" % code)
    try:
        doc = json.loads(out)
    except ValueError:
        c.check(False, "--json - writes JSON alone on stdout: %r" % out[:200])
        return
    c.check("VERIFICATION SUCCESSFUL" in err, "--json -: the text report goes to stderr")
    c.check(doc["verdict"] == "SUCCESSFUL", "JSON verdict SUCCESSFUL")
    c.check(all(p["status"] == "SUCCESS" and "trace" not in p for p in doc["properties"]),
            "proved properties: SUCCESS, no trace")


def check_json_several(c, kiki, tmp):
    out = os.path.join(tmp, "several.json")
    code, _, _ = run_kiki(kiki, CHECKS + ["--json", out, "bounds_div.c"])
    c.check(code == 10, "bounds_div.c: exit 10")
    doc = json.load(open(out))
    status = {p["kind"]: p["status"] for p in doc["properties"] if p["status"] == "FAILURE"}
    c.check(status == {"array_bounds": "FAILURE", "division-by-zero": "FAILURE"},
            "bounds and division failures, got %r" % status)
    div = [p for p in doc["properties"] if p["kind"] == "division-by-zero"][0]
    d_inputs = [s for s in div["trace"] if s["kind"] == "input"]
    c.check(len(d_inputs) == 2 and d_inputs[1]["value"] == "0",
            "the division's trace gives d = 0 as second input: %r" % d_inputs)


def check_nontermination(c, kiki, tmp):
    out = os.path.join(tmp, "forever.json")
    code, _, _ = run_kiki(kiki, ["--nontermination", "--json", out, "forever.c"])
    c.check(code == 10, "forever.c --nontermination: exit 10, got %d" % code)
    [prop] = json.load(open(out))["properties"]
    c.check(prop["kind"] == "termination" and prop["status"] == "FAILURE", "the loop does not terminate")
    c.check("loop head" in prop.get("traceText", ""),
            "the infinite execution is given as traceText: %r" % prop.get("traceText"))
    stem = prop.get("trace", [])
    c.check(stem and stem[-1]["kind"] == "violation" and stem[-1]["line"] == 7,
            "the stem's steps end at the loop head (line 7): %r" % stem[-1:])


def check_unwritable(c, kiki):
    for option in ["--json", "--sarif"]:
        code, out, err = run_kiki(kiki, [option, "/nonexistent-dir/x.out", "reach_nondet.c"])
        c.check(code == 1, "%s to an unwritable path: exit 1, got %d" % (option, code))
        lines = err.strip().splitlines()
        c.check(len(lines) == 1 and "cannot write" in lines[0] and "internal" not in err,
                "%s to an unwritable path: one-line message, got %r" % (option, err))


def check_sarif_structure(c, doc, expected_rules):
    c.check(doc.get("version") == "2.1.0", "SARIF version 2.1.0")
    runs = doc.get("runs", [])
    c.check(len(runs) == 1, "one run")
    driver = runs[0]["tool"]["driver"]
    c.check(driver["name"] == "kiki" and driver.get("version"), "driver name and version")
    rule_ids = [r["id"] for r in driver["rules"]]
    c.check(len(rule_ids) == len(set(rule_ids)), "one rule per property kind")
    results = runs[0]["results"]
    c.check(sorted(r["ruleId"] for r in results) == sorted(expected_rules),
            "results for %r, got %r" % (expected_rules, [r["ruleId"] for r in results]))
    for r in results:
        c.check(r["ruleId"] in rule_ids and rule_ids[r["ruleIndex"]] == r["ruleId"],
                "ruleId names a rule and ruleIndex points at it")
        if r.get("kind") == "open":
            continue  # an UNKNOWN property (check_unknown_reasons)
        c.check(r["level"] == "error" and r["message"]["text"], "level and message.text")
        loc = r["locations"][0]["physicalLocation"]
        uri = loc["artifactLocation"]["uri"]
        c.check(not os.path.isabs(uri) and not uri.startswith("file:") and uri.endswith(".c"),
                "a relative artifact URI: %r" % uri)
        c.check(loc["region"]["startLine"] >= 1, "region.startLine >= 1")
        flow = r["codeFlows"][0]["threadFlows"][0]["locations"]
        c.check(len(flow) >= 2, "the trace is a thread flow of several locations")
        for step in flow:
            region = step["location"]["physicalLocation"].get("region")
            c.check(region is None or region["startLine"] >= 1, "flow startLine >= 1")


def validate_schema(c, doc):
    schema_path = os.path.join(SCHEMAS, "sarif-schema-2.1.0.json")
    try:
        import jsonschema
    except ImportError:
        print("SKIP schema validation: python3-jsonschema is not installed")
        return
    if not os.path.exists(schema_path):
        print("SKIP schema validation: %s is absent" % schema_path)
        return
    schema = json.load(open(schema_path))
    validator = jsonschema.Draft4Validator(schema)
    errors = [e.message for e in validator.iter_errors(doc)]
    c.check(not errors, "SARIF validates against the 2.1.0 schema: %r" % errors[:3])
    # The validator must be able to fail: a result without a message is invalid.
    broken = json.loads(json.dumps(doc))
    del broken["runs"][0]["results"][0]["message"]
    c.check(any(True for _ in validator.iter_errors(broken)),
            "the schema rejects a result without message")


def check_sarif(c, kiki, tmp):
    out = os.path.join(tmp, "several.sarif")
    code, _, _ = run_kiki(kiki, CHECKS + ["--sarif", out, "bounds_div.c"])
    c.check(code == 10, "bounds_div.c --sarif: exit 10")
    doc = json.load(open(out))
    check_sarif_structure(c, doc, ["array_bounds", "division-by-zero"])
    validate_schema(c, doc)
    out = os.path.join(tmp, "safe.sarif")
    code, _, _ = run_kiki(kiki, ["--sarif", out, "safe_loop.c"])
    doc = json.load(open(out))
    check_sarif_structure(c, doc, [])


def check_unknown_reasons(c, kiki, tmp):
    """An UNKNOWN property carries its reasons: JSON diagnostics, SARIF open
    results whose related locations are the loop's head."""
    out_json = os.path.join(tmp, "imprecise.json")
    out_sarif = os.path.join(tmp, "imprecise.sarif")
    code, stdout, _ = run_kiki(kiki, ["--intervals", "--json", out_json, "--sarif", out_sarif,
                                      "imprecise_loop.c"])
    c.check(code == 5, "imprecise_loop.c --intervals: exit 5, got %d" % code)
    [prop] = json.load(open(out_json))["properties"]
    c.check(prop["status"] == "UNKNOWN", "the assertion is UNKNOWN")
    texts = [d["text"] for d in prop.get("diagnostics", [])]
    for var in ["x", "y"]:
        want = 'imprecise value of variable "%s" at the end of the loop starting at line 8' % var
        c.check(want in texts, "JSON diagnostics name %s: %r" % (var, texts))
        c.check("  " + want in stdout.splitlines(), "the text report names %s" % var)
    c.check(not any('"i"' in t for t in texts), "i is bounded, so not named: %r" % texts)
    # The hints are what an octagon invariant of the same loop bounds; and
    # with --octagons the assertion is indeed proved.
    for var in ["x", "y"]:
        want = ('hint: with --octagons the invariant of the loop starting at line 8 bounds '
                'variable "%s"' % var)
        c.check(want in texts, "a measured hint for %s: %r" % (var, texts))
    code, _, _ = run_kiki(kiki, ["--octagons", "imprecise_loop.c"])
    c.check(code == 0, "with --octagons, as the hint says, it is proved")
    c.check(all(d.get("line") == 8 and d.get("function") == "main"
                for d in prop.get("diagnostics", [])), "each diagnostic is at the loop's line")
    doc = json.load(open(out_sarif))
    check_sarif_structure(c, doc, ["assertion"])
    [result] = doc["runs"][0]["results"]
    c.check(result.get("kind") == "open" and result.get("level") == "none",
            "an UNKNOWN is an open result of level none")
    related = result.get("relatedLocations", [])
    c.check(sorted(r["message"]["text"] for r in related) == sorted(texts),
            "SARIF related locations carry the same reasons")
    c.check(all(r["physicalLocation"]["region"]["startLine"] == 8 for r in related),
            "the related locations are the loop's head")
    validate_schema(c, doc)
    # Zones bound x through i, but y only from above: y-- may wrap, which
    # the assertion depends on, and the reason says so.
    code, stdout, _ = run_kiki(kiki, ["--zones", "imprecise_loop.c"])
    want = ('  imprecise value of variable "y" (no lower bound) at the end of the loop '
            'starting at line 8')
    c.check(code == 5 and want in stdout.splitlines() and 'imprecise value of variable "x"'
            not in stdout, "--zones: only y's lower bound is named: %r" % stdout)


def main():
    kiki = kiki_from_argv()
    c = Checker("json_sarif_test")
    with temp_dir() as tmp:
        check_json_failure(c, kiki, tmp)
        check_json_stdout_and_success(c, kiki)
        check_json_several(c, kiki, tmp)
        check_nontermination(c, kiki, tmp)
        check_unwritable(c, kiki)
        check_sarif(c, kiki, tmp)
        check_unknown_reasons(c, kiki, tmp)
    return c.finish()


if __name__ == "__main__":
    raise SystemExit(main())
