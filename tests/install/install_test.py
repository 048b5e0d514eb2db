#!/usr/bin/env python3
"""`cmake --install` and the .deb: the installed kiki runs on its own (in a
temporary prefix, away from the build tree: the version, and the chapter's
matrix_to_vector bug found, exit 10); cpack builds a package that holds
usr/bin/kiki (which, unpacked, runs) and depends on clang-14 and the solvers' library packages.

    install_test.py --build BUILD_DIR --source SOURCE_DIR
"""
import argparse
import glob
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "outputs"))
from common import Checker  # noqa: E402


def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, timeout=600, **kw)


def check_install(c, build, source, tmp):
    prefix = os.path.join(tmp, "prefix")
    done = run(["cmake", "--install", build, "--prefix", prefix])
    if not c.check(done.returncode == 0, "cmake --install succeeds: " + done.stderr[-500:]):
        return
    installed = sorted(os.path.relpath(p, prefix) for p in glob.glob(prefix + "/**", recursive=True)
                       if os.path.isfile(p))
    c.check(installed == ["bin/kiki"], "the prefix holds bin/kiki and nothing else: %s" % installed)
    kiki = os.path.join(prefix, "bin", "kiki")
    version = run([kiki, "--version"], cwd=tmp)
    c.check(version.returncode == 0 and "kiki" in version.stdout,
            "the installed kiki prints its version: %r" % version.stdout)
    example = os.path.join(tmp, "matrix_to_vector.c")
    shutil.copy(os.path.join(source, "examples", "matrix_to_vector.c"), example)
    verdict = run([kiki, "--bounds-check", "--incremental-bmc", example], cwd=tmp)
    c.check(verdict.returncode == 10 and "VERIFICATION FAILED" in verdict.stdout,
            "the installed kiki finds the chapter's bug (exit %d)" % verdict.returncode)


def check_package(c, build, tmp):
    if not shutil.which("cpack") or not shutil.which("dpkg-deb"):
        print("note: no cpack or dpkg-deb here; the package is not checked")
        return
    out = os.path.join(tmp, "package")
    done = run(["cpack", "--config", os.path.join(build, "CPackConfig.cmake"), "-B", out])
    if not c.check(done.returncode == 0, "cpack succeeds: " + (done.stdout + done.stderr)[-800:]):
        return
    debs = glob.glob(os.path.join(out, "*.deb"))
    if not c.check(len(debs) == 1, "cpack wrote one .deb: %s" % debs):
        return
    contents = run(["dpkg-deb", "--contents", debs[0]]).stdout
    c.check("./usr/bin/kiki" in contents, "the package holds /usr/bin/kiki:\n" + contents)
    root = os.path.join(tmp, "unpacked")
    run(["dpkg-deb", "--extract", debs[0], root])
    version = run([os.path.join(root, "usr", "bin", "kiki"), "--version"])
    c.check(version.returncode == 0 and "kiki" in version.stdout,
            "the packaged kiki, unpacked, prints its version: %r" % version.stdout)
    depends = run(["dpkg-deb", "--field", debs[0], "Depends"]).stdout
    for needed in ("clang-14", "libz3", "libcvc5", "libxml2"):
        c.check(needed in depends, "the package depends on %s: %s" % (needed, depends.strip()))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--build", required=True)
    parser.add_argument("--source", required=True)
    args = parser.parse_args()
    c = Checker("install_test")
    with tempfile.TemporaryDirectory() as tmp:
        check_install(c, os.path.abspath(args.build), os.path.abspath(args.source), tmp)
        check_package(c, os.path.abspath(args.build), tmp)
    return c.finish()


if __name__ == "__main__":
    raise SystemExit(main())
