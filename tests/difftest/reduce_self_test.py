#!/usr/bin/env python3
"""Self-test of the reduction (reduce.py): a stand-in for kiki that proves
everything (always_proves.sh) gives a wrong proof on a small task whose
native run fails one assertion among others; cvise must shrink the task to
an e2e test that keeps a failing assertion and says EXIT: 10. Skipped (77)
without cvise or csmith's compilers."""
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import reduce  # noqa: E402

TASK = r"""extern void __VERIFIER_assert(int);
#include "csmith.h"
static int g_1 = 3;
static int g_2[4] = {1, 2, 3, 4};
static int func_1(int x) {
  int s = 0;
  for (int i = 0; i < 4; i++)
    s += g_2[i] * x;
  return s;
}
int main(void) {
  int a = func_1(2);
  __VERIFIER_assert(a == 20);
  g_1 += a;
  __VERIFIER_assert(g_1 == 23);
  for (int i = 0; i < 4; i++)
    g_2[i] = g_2[i] + g_1;
  __VERIFIER_assert(g_2[3] == 28);
  __VERIFIER_assert(g_2[0] == 25);
  return 0;
}
"""


def main():
    if not all(shutil.which(t) for t in ("cvise", "gcc", "clang-14")):
        print("SKIP: cvise, gcc or clang-14 is missing")
        return 77
    work = tempfile.mkdtemp(prefix="kiki-reduce-self-test-")
    try:
        open(os.path.join(work, "csmith.h"), "w").write("#include <stdint.h>\n")
        task = os.path.join(work, "task.c")
        open(task, "w").write(TASK)
        out = os.path.join(work, "out", "reduced.c")
        lines = reduce.reduce_task(task, work, os.path.join(HERE, "always_proves.sh"), [],
                                   "wrong proof", 10, 0, out, "the self-test task", timeout=10,
                                   passes="delta")
        if lines is None:
            print("FAIL: no reduction")
            return 1
        text = open(out).read()
        print(text)
        body = [l for l in text.splitlines() if not l.startswith("//")]
        ok = ("// EXIT: 10" in text and "__VERIFIER_assert" in text and
              len(body) < TASK.count("\n") // 2)
        # The reduced program still fails an assertion natively.
        native = os.path.join(work, "native")
        impl = os.path.join(work, "impl.c")
        open(impl, "w").write(reduce.ASSERT_IMPL)
        built = subprocess.run(["gcc", "-w", "-x", "c", out, impl, "-o", native], capture_output=True)
        ok = ok and built.returncode == 0 and subprocess.run([native]).returncode == 86
        print("PASS" if ok else "FAIL: the reduced task is not small or does not fail natively")
        return 0 if ok else 1
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
