#!/usr/bin/env python3
"""Writes bench/realcode/manifest.tsv from the tasks' TRUTH files.

    python3 bench/realcode/make_manifest.py

One row per folder <project>/<task>/ with main.c and TRUTH, in the format
of ../shared/tools/score.py: category = the project, test = the task,
desc = TRUTH, program = main.c, options and expected from TRUTH, status
CORE. Run it after adding or changing a task (check_truth.py first).
"""
from pathlib import Path

from check_truth import HERE, read_truth


def main():
    rows = ["category\ttest\tdesc\tprogram\toptions\texpected\tstatus"]
    for truth_file in sorted(HERE.glob("*/*/TRUTH")):
        task = truth_file.parent
        truth = read_truth(truth_file)
        rows.append("\t".join([task.parent.name, task.name, "TRUTH", "main.c",
                               truth["options"][0], truth["verdict"][0], "CORE"]))
    (HERE / "manifest.tsv").write_text("\n".join(rows) + "\n")
    print(f"{len(rows) - 1} tasks in {HERE / 'manifest.tsv'}")


if __name__ == "__main__":
    main()
