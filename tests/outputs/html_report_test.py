#!/usr/bin/env python3
"""--html-report DIR, loaded in headless Chromium (the DOM after the page's
script ran, as --dump-dom prints it):
- a failure with a trace (the book's matrix_to_vector): per verdict as many
  properties on the source as the JSON report of the same run has, the
  failed property's counterexample as many steps as its JSON trace, the
  last step and its source line marked current, the path's lines marked;
- a proof with invariants (inv_count.c, --show-invariants) and a
  termination argument (a ranking function at the loop's head);
- a program whose text holds <script> and other markup shows it as text:
  no element the page did not make, the title unchanged.
A screenshot of the first is taken (the one in docs/ was made the same way).
Exits 77 (skipped) when Chromium is not installed.

    html_report_test.py --kiki build/kiki
"""
import html
import json
import os
import re
import shutil
import subprocess

from common import PROGRAMS, REPO_ROOT, Checker, kiki_from_argv, temp_dir

SKIP = 77


def browser():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        if shutil.which(name):
            return name
    return None


def chromium_args(chrome, tmp):
    return [chrome, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--user-data-dir=" + os.path.join(tmp, "profile")]


def dump_dom(chrome, tmp, page):
    proc = subprocess.run(chromium_args(chrome, tmp) + ["--dump-dom", "file://" + page],
                          capture_output=True, text=True, timeout=120)
    return proc.stdout


def report(kiki, tmp, name, args, source):
    """Runs kiki with --html-report and --json; (exit code, page path, JSON)."""
    folder = os.path.join(tmp, name)
    data = os.path.join(tmp, name + ".json")
    proc = subprocess.run([kiki] + args + ["--html-report", folder, "--json", data, source],
                          capture_output=True, text=True, timeout=300)
    page = os.path.join(folder, "index.html")
    document = json.load(open(data)) if os.path.exists(data) else {"properties": []}
    return proc.returncode, page, document


def count(pattern, dom):
    return len(re.findall(pattern, dom))


def check_failure(c, kiki, chrome, tmp):
    source = os.path.join(REPO_ROOT, "examples", "matrix_to_vector.c")
    code, page, doc = report(kiki, tmp, "failure", ["--bounds-check", "--incremental-bmc"], source)
    if not c.check(code == 10 and os.path.exists(page), "matrix_to_vector: exit 10 and a page"):
        return
    dom = dump_dom(chrome, tmp, page)
    c.check('id="verdict" class="verdict FAILED"' in dom, "the page says FAILED")
    for status in ("SUCCESS", "FAILURE", "UNKNOWN"):
        expected = sum(1 for p in doc["properties"] if p["status"] == status)
        got = count(r'class="property" data-status="%s"' % status, dom)
        c.check(got == expected, "%d %s properties on the source, got %d" % (expected, status, got))
        summary = re.search(r'<td id="count-%s">(\d+)</td>' % status, dom)
        c.check(summary is not None and int(summary.group(1)) == expected,
                "the summary counts %d %s" % (expected, status))
    failed = [p for p in doc["properties"] if p.get("trace")]
    if not c.check(len(failed) == 1, "the JSON has one failure with a trace"):
        return
    steps = count(r'<li class="step( current)?"', dom)
    c.check(steps == len(failed[0]["trace"]),
            "%d trace steps, got %d" % (len(failed[0]["trace"]), steps))
    c.check(count(r'<li class="step current" data-kind="violation"', dom) == 1,
            "the violation, the last step, is the current one")
    current = re.search(r'<tr class="on-path current"><td class="number">(\d+)</td>', dom)
    c.check(current is not None and int(current.group(1)) == failed[0]["line"],
            "the current source line is the failure's line %d" % failed[0]["line"])
    c.check(count(r'<tr class="on-path', dom) >= 5, "the path's lines are marked")
    shot = os.path.join(tmp, "shot.png")
    subprocess.run(chromium_args(chrome, tmp) + ["--window-size=1400,900", "--screenshot=" + shot,
                                                 "file://" + page],
                   capture_output=True, timeout=120)
    c.check(os.path.exists(shot) and open(shot, "rb").read(8) == b"\x89PNG\r\n\x1a\n",
            "a screenshot of the page is taken")


def check_invariants(c, kiki, chrome, tmp):
    code, page, _ = report(kiki, tmp, "proof", ["--show-invariants"],
                           os.path.join(PROGRAMS, "inv_count.c"))
    if c.check(code == 0 and os.path.exists(page), "inv_count: proved, with a page"):
        dom = dump_dom(chrome, tmp, page)
        c.check('class="verdict SUCCESSFUL"' in dom, "the page says SUCCESSFUL")
        c.check(re.search(r'<div class="invariant">loop invariant: [^<]*i &gt;= 1', dom) is not None,
                "the loop's invariant (i >= 1) is at its head")
    ranked = os.path.join(REPO_ROOT, "tests", "e2e", "term_float_ranked.c")
    code, page, _ = report(kiki, tmp, "termination", ["--termination"], ranked)
    if c.check(code == 0 and os.path.exists(page), "term_float_ranked: proved, with a page"):
        dom = dump_dom(chrome, tmp, page)
        c.check(re.search(r'loop invariant: [^<]*ranking function x', dom) is not None,
                "the termination argument (ranking function x) is at the loop's head")
        c.check(count(r'class="property" data-status="SUCCESS" data-kind="termination"', dom) == 1,
                "the loop's termination property is on the source, SUCCESS")


def check_markup_is_text(c, kiki, chrome, tmp):
    code, page, _ = report(kiki, tmp, "markup", [], os.path.join(PROGRAMS, "html_markup.c"))
    if not c.check(code == 10 and os.path.exists(page), "html_markup: fails, with a page"):
        return
    dom = dump_dom(chrome, tmp, page)
    c.check(count(r"<script", dom) == 2, "only the page's two script elements exist")
    c.check(count(r"<img", dom) == 0, "no image element from the program's text")
    c.check("<title>kiki report</title>" in dom, "the program's script never ran")
    text = html.unescape(dom)
    c.check('const char *tag = "<script>alert(1)</script>";' in text,
            "the string with <script> is shown as text")
    c.check('<img src=x onerror="document.title=\'injected\'"> & &amp;' in text,
            "the comment with markup is shown as text")


def check_bad_folder(c, kiki, tmp):
    blocker = os.path.join(tmp, "a-file")
    open(blocker, "w").close()
    proc = subprocess.run([kiki, "--html-report", os.path.join(blocker, "report"),
                           os.path.join(PROGRAMS, "inv_count.c")],
                          capture_output=True, text=True, timeout=120)
    c.check(proc.returncode == 1 and "cannot create the HTML report's folder" in proc.stderr
            and "VERIFICATION" not in proc.stdout,
            "a folder that cannot be made: one line and exit 1 before the analysis (%d)"
            % proc.returncode)


def check_unknown_reasons(c, kiki, chrome, tmp):
    code, page, doc = report(kiki, tmp, "unknown", ["--intervals"],
                             os.path.join(PROGRAMS, "imprecise_loop.c"))
    if c.check(code == 5 and os.path.exists(page), "imprecise_loop --intervals: UNKNOWN, a page"):
        dom = dump_dom(chrome, tmp, page)
        reasons = re.findall(r'<div class="reason">why UNKNOWN: ([^<]*)</div>', dom)
        expected = [d["text"].replace('"', "&quot;") for d in doc["properties"][0]["diagnostics"]]
        c.check(len(expected) == 4 and sorted(r.replace('"', "&quot;") for r in reasons)
                == sorted(expected), "the UNKNOWN's reasons are below it: %r" % reasons)


def main():
    kiki = kiki_from_argv()
    chrome = browser()
    if chrome is None:
        print("SKIP: no Chromium to load the page")
        return SKIP
    c = Checker("html_report_test")
    with temp_dir() as tmp:
        check_failure(c, kiki, chrome, tmp)
        check_invariants(c, kiki, chrome, tmp)
        check_markup_is_text(c, kiki, chrome, tmp)
        check_unknown_reasons(c, kiki, chrome, tmp)
        check_bad_folder(c, kiki, tmp)
    return c.finish()


if __name__ == "__main__":
    raise SystemExit(main())
