#!/usr/bin/env python3
"""Input kiki cannot take, or takes only in part: each case gets its exit
code (1 usage, 6 input it cannot take, 5 with a note where a construct is
not modelled) and a clear message, never a crash, a hang or a stack dump.
Programs are written here, into a temporary folder.

    bad_input_test.py --kiki build/kiki
"""
import json
import os
import re
import shutil
import subprocess

from common import Checker, kiki_from_argv, temp_dir

NESTED = "int main(void) { int x = 0; " + "if (x < 5) { " * 300 + "x++; " + "}" * 300 + " return x; }\n"
LONG_LINE = ("extern void __VERIFIER_assert(int);\nextern int __VERIFIER_nondet_int(void);\n"
             "int main(void) { int n = __VERIFIER_nondet_int(); int x = n" + " + 1" * 20000
             + "; __VERIFIER_assert(x - n == 20000); return 0; }\n")
LATIN1 = (b"extern void __VERIFIER_assert(int);\nextern char __VERIFIER_nondet_char(void);\n"
          b"int main(void) { char c = __VERIFIER_nondet_char();\n"
          b"  __VERIFIER_assert(c != \"\xff\xfe\"[0]); return 0; } /* \xc3\x28 */\n")
ATOMIC = ("#include <stdatomic.h>\nextern void reach_error(void);\n_Atomic int x;\n"
          "int main(void) { atomic_fetch_add(&x, 1); if (x == 1) reach_error(); return 0; }\n")
ASM = ("extern void reach_error(void);\nint main(void) { int x = 0;\n"
       "  __asm__(\"movl $1, %0\" : \"=r\"(x)); if (x == 1) reach_error(); return 0; }\n")

# name, file content (bytes or str; None: no file is written), extra options,
# expected exit code, regex the output must match
CASES = [
    ("empty.c", "", [], 6, r"kiki: the program has no function 'main' to start at"),
    ("no_such_file.c", None, [], 1, r"^kiki: cannot open file '[^']*no_such_file\.c'$"),
    ("unknown option", "int main(void) { return 0; }\n", ["--no-such-option"], 1,
     r"^kiki: .*--no-such-option"),
    ("missing entry", "int main(void) { return 0; }\n", ["--function", "start"], 1,
     r"^kiki: the entry function 'start' has no body$"),
    ("malformed.c", "int main(void) { return 0\n", [], 6, r"error: .*\n(.|\n)*kiki: cannot compile"),
    ("truncated.c", "int main(void) { int x = 0; x = x", [], 6, r"kiki: cannot compile"),
    ("nested.c", NESTED, [], 6, r"kiki: cannot compile"),
    ("huge_constant.c", "int main(void) { return 340282366920938463463374607431768211456999 > 0; }\n",
     [], 6, r"integer literal is too large(.|\n)*kiki: cannot compile"),
    ("vla_in_struct.c", "int main(void) { int n = 3; struct { int a[n]; } s; s.a[0] = 1; return s.a[0]; }\n",
     [], 6, r"kiki: cannot compile"),
    ("long_line.c", LONG_LINE, [], 0, r"VERIFICATION SUCCESSFUL"),
    ("latin1.c", LATIN1, [], 10, r"VERIFICATION FAILED"),
    ("atomic.c", ATOMIC, [], 10, r"call to reach_error: FAILURE"),
    ("asm.c", ASM, [], 5, r"note: line 3: inline assembly is not modelled"),
]

CRASH = re.compile(r"internal error|Stack dump|terminate called|Segmentation fault|Assertion .* failed|"
                   r"PLEASE submit a bug report")


def run_case(c, kiki, tmp, name, content, options, code, pattern):
    path = os.path.join(tmp, name.replace(" ", "_") + ("" if name.endswith(".c") else ".c"))
    if content is not None:
        with open(path, "wb") as f:
            f.write(content.encode() if isinstance(content, str) else content)
    json_path = path + ".json"
    proc = subprocess.run([kiki] + options + ["--json", json_path, path], cwd=tmp,
                          capture_output=True, timeout=120)
    out = (proc.stdout + proc.stderr).decode("utf-8", "replace")
    c.check(proc.returncode == code, "%s: exit %d, got %d: %s" % (name, code, proc.returncode, out[-400:]))
    c.check(re.search(pattern, out, re.M) is not None, "%s: output matches %r: %s" % (name, pattern, out[-400:]))
    c.check(CRASH.search(out) is None, "%s: no crash or stack dump: %s" % (name, out[-400:]))
    if code in (0, 5, 10):
        try:
            with open(json_path, encoding="utf-8") as f:
                json.load(f)
            valid = True
        except (OSError, ValueError):
            valid = False
        c.check(valid, "%s: the JSON report is valid UTF-8 JSON" % name)


def check_directory(c, kiki, tmp):
    folder = os.path.join(tmp, "a_folder.c")
    os.mkdir(folder)
    proc = subprocess.run([kiki, folder], capture_output=True, text=True, timeout=60)
    c.check(proc.returncode == 1 and re.fullmatch(r"kiki: cannot open file '.*a_folder\.c'\n", proc.stderr),
            "a folder: one line and exit 1, got %d %r" % (proc.returncode, proc.stderr))


def check_unreadable(c, kiki, tmp):
    """Only where permissions bind (not as root, who reads everything)."""
    locked = os.path.join(tmp, "locked.c")
    with open(locked, "w") as f:
        f.write("int main(void) { return 0; }\n")
    os.chmod(locked, 0)
    try:
        open(locked).close()
        print("note: permissions do not bind here (root?): the unreadable file is not checked")
        return
    except OSError:
        pass
    proc = subprocess.run([kiki, locked], capture_output=True, text=True, timeout=60)
    c.check(proc.returncode == 1 and re.fullmatch(r"kiki: cannot read file '.*locked\.c' \(permissions\?\)\n",
                                                   proc.stderr),
            "an unreadable file: one line and exit 1, got %d %r" % (proc.returncode, proc.stderr))


def check_binary(c, kiki, tmp):
    garbage = os.path.join(tmp, "binary.c")
    shutil.copy(shutil.which("true") or "/bin/true", garbage)
    proc = subprocess.run([kiki, garbage], capture_output=True, timeout=120)
    out = (proc.stdout + proc.stderr).decode("utf-8", "replace")
    c.check(proc.returncode == 6 and out.rstrip().endswith("kiki: cannot compile %s" % garbage)
            and CRASH.search(out) is None,
            "a binary file: clang's errors and exit 6, got %d: %s" % (proc.returncode, out[-300:]))


def check_latin1_text(c, kiki, tmp):
    """The property's text keeps the line; bytes that are not UTF-8 become U+FFFD in JSON."""
    path = os.path.join(tmp, "latin1.c.json")
    try:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        text = doc["properties"][0]["text"] if doc["properties"] else ""
    except (OSError, ValueError, IndexError):
        text = ""
        c.check("\ufffd" in text and text.startswith("assertion c != "),
                "the property's text with U+FFFD for the bad bytes: %r" % text)


def main():
    kiki = kiki_from_argv()
    c = Checker("bad_input_test")
    with temp_dir() as tmp:
        for case in CASES:
            run_case(c, kiki, tmp, *case)
        check_directory(c, kiki, tmp)
        check_unreadable(c, kiki, tmp)
        check_binary(c, kiki, tmp)
        check_latin1_text(c, kiki, tmp)
    return c.finish()


if __name__ == "__main__":
    raise SystemExit(main())
