#!/usr/bin/env python3
"""Runs random scripts through the old and new calsh, by file, stdin and -c; saves differences."""
import os, random, shutil, subprocess, sys, multiprocessing, hashlib
sys.path.insert(0, os.path.dirname(__file__))
import gen

OLD = os.environ.get("OLD", "/tmp/qa11/old")
NEW = os.environ.get("NEW", "/tmp/qa11/new")
FLAGS = ["--keep-going", "--today", "2024-05-17", "--color", "never"]
ENV = {"PATH": "/usr/bin:/bin", "LC_ALL": "C", "HOME": "/tmp/qa11/home", "TERM": "dumb"}
OUT = "/tmp/qa11/diffs"


def setup_dir(d):
    os.makedirs(d + "/lib", exist_ok=True)
    src = os.environ.get("OLD_TREE", "/tmp/old-calsh") + "/Tests/Scripts/lib/"
    for f in os.listdir(src):
        shutil.copy(src + f, d + "/lib/" + f)
    open(d + "/lib/ok.cal", "wb").write(b"let sourced = 2023-02-03\nweekday sourced\n2024-01-01 + 1 month\n")
    open(d + "/lib/err.cal", "wb").write(b"1 +\n weekday 2024-02-30\nfoo\n2024-01-01 + 3 days\n")
    open(d + "/lib/bad.cal", "wb").write(b"x\xff\xfe = 1\n\"\xff\" + y\nmonth 2024-02 |\n pad\n(1 +\n2\n")
    open(d + "/lib/cont.cal", "wb").write(b"month 2024-02 |\n")


def run(cmd, stdin, cwd):
    try:
        p = subprocess.run(cmd, input=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=cwd,
                           env=ENV, timeout=30)
        return (p.returncode, p.stdout, p.stderr)
    except subprocess.TimeoutExpired:
        return ("timeout", b"", b"")


def normal(res):
    """The old output with the documented message changes of the views work applied."""
    rc, out, err = res
    err = err.replace(b"grid works on months (month 2023-02 | grid)",
                      b"grid works on months and day lists (month 2023-02 | grid)")
    return rc, out, err


def check(args):
    seed, = args
    r = random.Random(seed)
    text = gen.script(r)
    wid = multiprocessing.current_process().name.replace(":", "_")
    d = "/tmp/qa11/work/" + wid
    if not os.path.isdir(d + "/lib"):
        setup_dir(d)
    open(d + "/t.cal", "wb").write(text)
    results = []
    modes = [("file", ["t.cal"], None), ("stdin", [], text)]
    ctext = text.replace(b"\x00", b"")
    if len(ctext) < 100000:
        modes.append(("c", ["-c", ctext], None))
    for mode, extra, stdin in modes:
        o = run([OLD] + FLAGS + extra, stdin if stdin is not None else b"", d)
        n = run([NEW] + FLAGS + extra, stdin if stdin is not None else b"", d)
        if o != n and normal(o) != n:
            results.append((mode, o, n))
    if results:
        h = "%d" % seed
        os.makedirs(OUT, exist_ok=True)
        open("%s/%s.cal" % (OUT, h), "wb").write(text)
        for mode, o, n in results:
            for tag, res in (("old", o), ("new", n)):
                open("%s/%s.%s.%s" % (OUT, h, mode, tag), "wb").write(
                    b"status %s\n--- stdout\n" % str(res[0]).encode() + res[1] + b"--- stderr\n" + res[2])
    return seed, [m for m, _, _ in results]


if __name__ == "__main__":
    start, count = int(sys.argv[1]), int(sys.argv[2])
    gen.load_corpus([os.environ.get("OLD_TREE", "/tmp/old-calsh") + "/Tests/Scripts/" + f for f in os.listdir(os.environ.get("OLD_TREE", "/tmp/old-calsh") + "/Tests/Scripts")
                     if f.endswith(".cal")])
    bad = 0
    with multiprocessing.Pool(int(os.environ.get("JOBS", "2"))) as pool:
        for i, (seed, modes) in enumerate(pool.imap_unordered(check, [(s,) for s in range(start, start + count)],
                                                              chunksize=4)):
            if modes:
                bad += 1
                print("DIFF", seed, modes, flush=True)
            if i % 500 == 0:
                print("progress", i, "diffs", bad, flush=True)
    print("done", count, "diffs", bad)
