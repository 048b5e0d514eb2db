#!/usr/bin/env python3
"""--graphml-witness and --yaml-witness: run kiki on failing and passing
programs and check the files against the formats. GraphML: well-formed
(xmllint --noout when installed), every data key declared, the graph
metadata (witness type, producer, specification, program file, its SHA-256,
architecture, creation time), a path from the entry node to the violation
node carrying the input's assumption. YAML (python3-yaml): one entry of the
right entry_type, metadata fields with their types, segments of waypoints
ending in the target.

    witness_test.py --kiki build/kiki
"""
import hashlib
import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET

from common import Checker, kiki_from_argv, program, run_kiki, temp_dir

NS = "{http://graphml.graphdrawing.org/xmlns}"
ISO_TIME = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(Z|[+-]\d\d:\d\d)$")
UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")
WAYPOINT_TYPES = {"assumption", "target", "function_enter", "function_return", "branching"}


def sha256(name):
    return hashlib.sha256(open(program(name), "rb").read()).hexdigest()


def parse_graphml(c, path):
    if shutil.which("xmllint"):
        proc = subprocess.run(["xmllint", "--noout", path], capture_output=True, text=True)
        c.check(proc.returncode == 0, "xmllint accepts %s: %s" % (path, proc.stderr))
    else:
        print("SKIP xmllint: not installed (xml.etree still parses)")
    try:
        import lxml.etree
        root = ET.fromstring(lxml.etree.tostring(lxml.etree.parse(path)))
    except ImportError:
        root = ET.parse(path).getroot()
    c.check(root.tag == NS + "graphml", "the root is graphml")
    return root


def graph_data(c, root, name, witness_type, arch, spec):
    keys = {k.get("id"): k for k in root.findall(NS + "key")}
    graph = root.find(NS + "graph")
    used = {d.get("key") for d in root.iter(NS + "data")}
    c.check(used <= set(keys), "%s: every data key is declared: %r" % (name, used - set(keys)))
    for k in keys.values():
        c.check(k.get("for") in {"node", "edge", "graph"} and k.get("attr.name")
                and k.get("attr.type") in {"string", "int", "boolean"},
                "%s: key %s has for, attr.name, attr.type" % (name, k.get("id")))
    data = {d.get("key"): d.text for d in graph.findall(NS + "data")}
    expected = {"witness-type": witness_type, "sourcecodelang": "C", "programfile": name,
                "programhash": sha256(name), "architecture": arch, "specification": spec}
    for key, value in expected.items():
        c.check(data.get(key) == value, "%s: graph %s == %r, got %r" % (name, key, value, data.get(key)))
    c.check(data.get("producer", "").startswith("kiki "), "%s: producer kiki" % name)
    c.check(ISO_TIME.match(data.get("creationtime") or "") is not None,
            "%s: creationtime in ISO 8601: %r" % (name, data.get("creationtime")))
    return graph


def node_flags(graph, key):
    return [n.get("id") for n in graph.findall(NS + "node")
            if any(d.get("key") == key and d.text == "true" for d in n.findall(NS + "data"))]


def check_graphml_violation(c, kiki, tmp, arch_option, arch):
    path = os.path.join(tmp, "v.graphml")
    code, _, _ = run_kiki(kiki, arch_option + ["--graphml-witness", path, "reach_nondet.c"])
    c.check(code == 10, "reach_nondet.c: exit 10")
    root = parse_graphml(c, path)
    spec = "CHECK( init(main()), LTL(G ! call(reach_error())) )"
    graph = graph_data(c, root, "reach_nondet.c", "violation_witness", arch, spec)
    entries, violations = node_flags(graph, "entry"), node_flags(graph, "violation")
    c.check(len(entries) == 1 and len(violations) == 1, "one entry node and one violation node")
    edges = {}
    for e in graph.findall(NS + "edge"):
        edges.setdefault(e.get("source"), []).append(e)
    # Follow the path from the entry: it must end at the violation node.
    at, seen, path_edges = entries[0] if entries else None, set(), []
    while at in edges and at not in seen:
        seen.add(at)
        path_edges.append(edges[at][0])
        at = edges[at][0].get("target")
    c.check(violations and at == violations[0], "the path from the entry reaches the violation")
    datas = [{d.get("key"): d.text for d in e.findall(NS + "data")} for e in path_edges]
    c.check({"assumption": "\\result == 5;", "assumption.resultfunction": "__VERIFIER_nondet_int",
             "assumption.scope": "main", "startline": "6", "endline": "6"} in datas,
            "an edge assumes \\result == 5 of __VERIFIER_nondet_int on line 6: %r" % datas)
    c.check(any(d.get("enterFunction") == "twice" for d in datas), "an edge enters twice")
    c.check({"startline": "8", "endline": "8", "control": "condition-true"} in datas,
            "the if on line 8 is taken: a condition-true edge")
    c.check(datas.index({"startline": "8", "endline": "8", "control": "condition-true"})
            > datas.index({"startline": "7", "endline": "7", "assumption": "y == 10;",
                           "assumption.scope": "main"}), "the branch follows y == 10")
    c.check(datas and datas[-1].get("startline") == "9", "the violation edge is on line 9")
    for d in datas:
        c.check(all(int(d[k]) >= 1 for k in ("startline", "endline") if k in d),
                "line numbers are positive")


def load_yaml(c, path):
    try:
        import yaml
    except ImportError:
        print("SKIP YAML checks: python3-yaml is not installed")
        return None
    doc = yaml.safe_load(open(path))
    c.check(isinstance(doc, list) and len(doc) == 1, "a YAML list with one entry")
    return doc[0] if isinstance(doc, list) and doc else None


def check_yaml_metadata(c, entry, name, data_model, spec):
    meta = entry["metadata"]
    c.check(meta["format_version"] == "2.0", "format_version is the string 2.0")
    c.check(isinstance(meta["uuid"], str) and UUID.match(meta["uuid"]), "uuid: %r" % meta["uuid"])
    c.check(isinstance(meta["creation_time"], str) and ISO_TIME.match(meta["creation_time"]),
            "creation_time in ISO 8601")
    c.check(meta["producer"]["name"] == "kiki" and isinstance(meta["producer"]["version"], str),
            "producer name and version")
    task = meta["task"]
    c.check(task["input_files"] == [name], "input_files == [%s]" % name)
    c.check(task["input_file_hashes"] == {name: sha256(name)}, "input_file_hashes: SHA-256")
    c.check(task["specification"] == spec, "specification %r, got %r" % (spec, task["specification"]))
    c.check(task["data_model"] == data_model and task["language"] == "C",
            "data_model %s and language C" % data_model)


def check_location(c, loc, name):
    c.check(loc["file_name"] == name and isinstance(loc["line"], int) and loc["line"] >= 1
            and isinstance(loc["column"], int) and loc["column"] >= 1
            and isinstance(loc["function"], str), "a location with file, line, column: %r" % loc)


def check_yaml_violation(c, kiki, tmp, arch_option, data_model, extra=(), spec=None):
    path = os.path.join(tmp, "v.yml")
    code, _, _ = run_kiki(kiki, arch_option + list(extra) + ["--yaml-witness", path, "reach_nondet.c"])
    c.check(code == 10, "reach_nondet.c --yaml-witness: exit 10")
    entry = load_yaml(c, path)
    if entry is None:
        return
    c.check(entry["entry_type"] == "violation_sequence", "entry_type violation_sequence")
    check_yaml_metadata(c, entry, "reach_nondet.c", data_model,
                        spec or "CHECK( init(main()), LTL(G ! call(reach_error())) )")
    waypoints = []
    for segment in entry["content"]:
        points = [w["waypoint"] for w in segment["segment"]]
        c.check(points and points[-1]["action"] == "follow"
                and all(w["action"] == "avoid" for w in points[:-1]),
                "a segment ends in its one follow waypoint")
        waypoints += points
    for w in waypoints:
        c.check(w["type"] in WAYPOINT_TYPES, "waypoint type %r" % w["type"])
        check_location(c, w["location"], "reach_nondet.c")
    c.check(waypoints and waypoints[-1]["type"] == "target"
            and waypoints[-1]["location"]["line"] == 9, "the last waypoint is the target on line 9")
    returns = [w for w in waypoints if w["type"] == "function_return"]
    c.check(len(returns) == 1 and returns[0]["constraint"] == {"value": "\\result == 5",
                                                                "format": "c_expression"}
            and returns[0]["location"]["line"] == 6,
            "one function_return waypoint: \\result == 5 on line 6: %r" % returns)
    branchings = [w for w in waypoints if w["type"] == "branching"]
    c.check(len(branchings) == 1 and branchings[0]["constraint"] == {"value": "true"}
            and (branchings[0]["location"]["line"], branchings[0]["location"]["column"]) == (8, 3),
            "one branching waypoint: the if at line 8, column 3, taken: %r" % branchings)
    c.check(waypoints.index(returns[0]) < waypoints.index(branchings[0]) if returns and branchings else False,
            "the input comes before the branch")


def check_correctness(c, kiki, tmp):
    g, y = os.path.join(tmp, "c.graphml"), os.path.join(tmp, "c.yml")
    code, _, _ = run_kiki(kiki, ["--graphml-witness", g, "--yaml-witness", y, "safe_loop.c"])
    c.check(code == 0, "safe_loop.c: exit 0")
    root = parse_graphml(c, g)
    spec = "CHECK( init(main()), LTL(G ! call(reach_error())) )"
    graph = graph_data(c, root, "safe_loop.c", "correctness_witness", "64bit", spec)
    c.check(len(node_flags(graph, "entry")) == 1 and not node_flags(graph, "violation"),
            "a correctness witness has an entry node and no violation node")
    entry = load_yaml(c, y)
    if entry is not None:
        c.check(entry["entry_type"] == "invariant_set", "entry_type invariant_set")
        check_yaml_metadata(c, entry, "safe_loop.c", "LP64", spec)
        c.check(isinstance(entry["content"], list), "invariant_set content is a list")
        check_yaml_invariants(c, entry.get("content") or [])
    check_graphml_invariants(c, graph)


def check_yaml_invariants(c, content):
    """safe_loop.c's loop (`while` at line 9, column 3) gets a loop_invariant
    in the format 2.0 spelling (witness_invariants_test.py checks truth)."""
    c.check(len(content) == 1, "one loop_invariant for safe_loop.c's loop: %r" % content)
    for item in content:
        inv = item.get("invariant", {})
        loc = inv.get("location", {})
        c.check(inv.get("type") == "loop_invariant" and inv.get("format") == "c_expression"
                and isinstance(inv.get("value"), str) and inv.get("value"),
                "an invariant entry: type loop_invariant, a value, format c_expression: %r" % inv)
        c.check(loc == {"file_name": "safe_loop.c", "line": 9, "column": 3, "function": "main"},
                "the invariant is located at the while keyword: %r" % loc)


def check_graphml_invariants(c, graph):
    """A node with the invariant and its scope, entered from the entry node by
    an edge at the loop's line marked enterLoopHead."""
    def data(element):
        return {d.get("key"): d.text for d in element.findall(NS + "data")}
    nodes = {n.get("id"): data(n) for n in graph.findall(NS + "node")}
    heads = [i for i, d in nodes.items() if "invariant" in d]
    c.check(len(heads) == 1 and nodes[heads[0]].get("invariant.scope") == "main",
            "one invariant node with invariant.scope main: %r" % nodes)
    entry = [i for i, d in nodes.items() if d.get("entry") == "true"]
    edges = [(e.get("source"), e.get("target"), data(e)) for e in graph.findall(NS + "edge")]
    c.check(heads and entry and any(
        s == entry[0] and t == heads[0] and d.get("startline") == "9"
        and d.get("enterLoopHead") == "true" for s, t, d in edges),
        "an edge from the entry node to the invariant node at line 9, entering the loop head")


def check_no_witness(c, kiki, tmp):
    path = os.path.join(tmp, "none.graphml")
    code, _, err = run_kiki(kiki, ["--incremental-bmc", "--unwind", "2", "--graphml-witness", path,
                                   "safe_loop.c"])
    c.check(code == 5, "an unwinding that does not cover the loop is inconclusive")
    c.check(not os.path.exists(path) and "no witness written" in err,
            "no witness for an inconclusive verdict, and stderr says so")
    code, _, err = run_kiki(kiki, ["--yaml-witness", "/nonexistent-dir/w.yml", "reach_nondet.c"])
    c.check(code == 1 and len(err.strip().splitlines()) == 1 and "cannot write" in err,
            "an unwritable witness path: exit 1 with one line, got %d %r" % (code, err))


def main():
    kiki = kiki_from_argv()
    c = Checker("witness_test")
    with temp_dir() as tmp:
        check_graphml_violation(c, kiki, tmp, [], "64bit")
        check_graphml_violation(c, kiki, tmp, ["--32"], "32bit")
        check_yaml_violation(c, kiki, tmp, [], "LP64")
        check_yaml_violation(c, kiki, tmp, ["--32"], "ILP32",
                             ["--propertyfile", "unreach-call.prp"],
                             "CHECK( init(main()), LTL(G ! call(reach_error())) )")
        check_correctness(c, kiki, tmp)
        check_no_witness(c, kiki, tmp)
    return c.finish()


if __name__ == "__main__":
    raise SystemExit(main())
