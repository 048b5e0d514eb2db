#!/usr/bin/env python3
"""The layer order of src/, as docs/architecture.md writes it down, enforced.

    check_layers.py [--root REPO] [--self-test]

The ```layers block of docs/architecture.md lists the folders of src/ (and
tools/kiki), lowest layer first, one layer a line; folders on one line are
independent of each other. A file may include headers of its own folder and
of folders on lower lines only. The check reads every `#include "folder/..."`
of src/ and tools/ and fails on
  * an include of a folder on the same line or a higher one (upward),
  * a folder of src/ that the picture does not name,
  * a cycle between folders (implied by the above, reported on its own so the
    message says which folders form it).
--self-test plants an upward include into a copy of the tree and checks that
the check fails on it (and passes on the unchanged copy).
"""
import argparse
import os
import re
import shutil
import sys
import tempfile

INCLUDE = re.compile(r'^\s*#\s*include\s+"([A-Za-z0-9_]+)/[^"]+"', re.M)
SOURCE_EXT = (".h", ".cpp")


def read_layers(root):
    with open(os.path.join(root, "docs", "architecture.md")) as f:
        text = f.read()
    block = re.search(r"```layers\n(.*?)```", text, re.S)
    if not block:
        sys.exit("check_layers: docs/architecture.md has no ```layers block")
    rank = {}
    for number, line in enumerate(l for l in block.group(1).splitlines() if l.strip()):
        for folder in line.split():
            rank[folder] = number
    return rank


def folder_of(root, path):
    rel = os.path.relpath(path, root).split(os.sep)
    if rel[0] == "src":
        return rel[1]
    return "/".join(rel[:2])  # tools/kiki


def includes(root):
    """(file, line number, from folder, to folder) for every folder include."""
    for top in ("src", "tools"):
        for dirpath, _, files in os.walk(os.path.join(root, top)):
            for name in sorted(files):
                if not name.endswith(SOURCE_EXT):
                    continue
                path = os.path.join(dirpath, name)
                source = folder_of(root, path)
                with open(path, errors="replace") as f:
                    text = f.read()
                for m in INCLUDE.finditer(text):
                    line = text.count("\n", 0, m.start()) + 1
                    yield os.path.relpath(path, root), line, source, m.group(1)


def find_cycle(edges):
    """A cycle in the folder graph as a list of folders, or None."""
    state = {}

    def visit(node, path):
        state[node] = "open"
        for succ in sorted(edges.get(node, ())):
            if state.get(succ) == "open":
                return path[path.index(succ):] + [succ]
            if succ not in state:
                found = visit(succ, path + [succ])
                if found:
                    return found
        state[node] = "done"
        return None

    for node in sorted(edges):
        if node not in state:
            found = visit(node, [node])
            if found:
                return found
    return None


def check(root):
    rank = read_layers(root)
    errors = []
    src = os.path.join(root, "src")
    for folder in sorted(os.listdir(src)):
        if os.path.isdir(os.path.join(src, folder)) and folder not in rank:
            errors.append(f"src/{folder}/ is not in the layers of docs/architecture.md")
    edges = {}
    for path, line, source, target in includes(root):
        if target == source or not os.path.isdir(os.path.join(src, target)):
            continue  # own folder, or not a folder of src/ (e.g. "model.h")
        edges.setdefault(source, set()).add(target)
        if source not in rank or target not in rank:
            continue  # reported above
        if rank[target] >= rank[source]:
            where = "the same layer" if rank[target] == rank[source] else "a higher layer"
            errors.append(f"{path}:{line}: {source} includes {target}/, which is {where}")
    cycle = find_cycle(edges)
    if cycle:
        errors.append("folder cycle: " + " -> ".join(cycle))
    return errors


def self_test(root):
    with tempfile.TemporaryDirectory() as tmp:
        copy = os.path.join(tmp, "repo")
        for part in ("src", "tools", "docs"):
            shutil.copytree(os.path.join(root, part), os.path.join(copy, part))
        if check(copy):
            print("self-test: the unchanged copy fails", file=sys.stderr)
            return 1
        planted = os.path.join(copy, "src", "util", "Stop.cpp")
        with open(planted, "a") as f:
            f.write('\n#include "engines/Portfolio.h"\n')
        errors = check(copy)
        if not any("util includes engines/" in e for e in errors):
            print("self-test: a planted upward include was not found", file=sys.stderr)
            return 1
        if not any(e.startswith("folder cycle") for e in errors):
            print("self-test: the planted cycle was not reported", file=sys.stderr)
            return 1
        print("self-test: the planted include util -> engines is reported:")
        for e in errors:
            print("  " + e)
    return 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", default=os.path.dirname(os.path.dirname(
        os.path.dirname(os.path.abspath(__file__)))))
    parser.add_argument("--self-test", action="store_true")
    args = parser.parse_args()
    if args.self_test:
        return self_test(args.root)
    errors = check(args.root)
    for e in errors:
        print(e)
    rank = read_layers(args.root)
    print(f"layers: {len(errors)} violations in {len(rank)} folders")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
