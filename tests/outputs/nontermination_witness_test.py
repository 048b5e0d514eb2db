#!/usr/bin/env python3
"""Non-termination witnesses: a GraphML lasso (the stem from the entry to a
node marked cyclehead at the loop head, and a cycle back to it); no YAML
witness (format 2.0 has none); --validate-witness says it does not replay
lassos.

    nontermination_witness_test.py --kiki PATH
"""
import os
import xml.etree.ElementTree as ET

from common import Checker, kiki_from_argv, run_kiki, temp_dir

NS = "{http://graphml.graphdrawing.org/xmlns}"


def flagged(graph, key):
    return [n.get("id") for n in graph.findall(NS + "node")
            if any(d.get("key") == key and d.text == "true" for d in n.findall(NS + "data"))]


def main():
    kiki = kiki_from_argv()
    c = Checker("nontermination_witness_test")
    with temp_dir() as tmp:
        graphml, yml = os.path.join(tmp, "nt.graphml"), os.path.join(tmp, "nt.yml")
        code, _, err = run_kiki(kiki, ["--nontermination", "--graphml-witness", graphml,
                                       "--yaml-witness", yml, "nonterm_lasso.c"])
        c.check(code == 10, "nonterm_lasso.c --nontermination: exit 10, got %d" % code)
        c.check(not os.path.exists(yml) and "format 2.0 has no non-termination" in err,
                "no YAML witness, and a note says why: %r" % err)
        c.check(os.path.isfile(graphml), "a GraphML witness is written")
        if not os.path.isfile(graphml):
            return c.finish()
        root = ET.parse(graphml).getroot()
        keys = {k.get("id"): k.get("attr.name") for k in root.findall(NS + "key")}
        c.check(keys.get("cyclehead") == "isCycleHead", "the cyclehead key is declared")
        graph = root.find(NS + "graph")
        data = {d.get("key"): d.text for d in graph.findall(NS + "data")}
        c.check(data.get("specification") == "CHECK( init(main()), LTL(F end) )",
                "the termination specification: %r" % data.get("specification"))
        c.check(data.get("witness-type") == "violation_witness", "a violation witness")
        entries, heads = flagged(graph, "entry"), flagged(graph, "cyclehead")
        c.check(len(entries) == 1 and len(heads) == 1, "one entry node, one cycle head")
        c.check(not flagged(graph, "violation"), "no violation node in a lasso")
        edges = {}
        for e in graph.findall(NS + "edge"):
            edges.setdefault(e.get("source"), []).append(e)
        at, seen = entries[0] if entries else None, set()
        while at in edges and at not in seen and at not in heads:
            seen.add(at)
            at = edges[at][0].get("target")
        c.check(heads and at == heads[0], "the stem leads from the entry to the cycle head")
        back = [e for e in edges.get(heads[0] if heads else None, [])
                if e.get("target") == heads[0]]
        c.check(len(back) == 1, "the cycle returns to the head")
        lines = {d.text for e in back for d in e.findall(NS + "data") if d.get("key") == "startline"}
        c.check(lines == {"6"}, "the cycle is at the loop on line 6: %r" % lines)
        stem = [{d.get("key"): d.text for d in e.findall(NS + "data")}
                for src in seen for e in edges[src]]
        c.check(any(d.get("assumption") == "\\result == 0;" for d in stem),
                "the stem assumes the input 0 (the step that never moves x): %r" % stem)
        code, out, _ = run_kiki(kiki, ["--nontermination", "--validate-witness", graphml,
                                       "nonterm_lasso.c"])
        c.check(code == 5 and "non-termination witness" in out,
                "--validate-witness does not replay lassos: exit 5, got %d %r" % (code, out))
    return c.finish()


if __name__ == "__main__":
    raise SystemExit(main())
