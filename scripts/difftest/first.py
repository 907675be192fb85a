#!/usr/bin/env python3
"""For each saved diff script, the first line whose prefix makes the outputs differ (file mode)."""
import os, sys, subprocess
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from diff import OLD, NEW, FLAGS, ENV, setup_dir, normal

d = "/tmp/qa11/work/min"
if not os.path.isdir(d + "/lib"):
    setup_dir(d)


def outputs(binary, text, mode):
    open(d + "/t.cal", "wb").write(text)
    if mode == "c":
        args = [binary] + FLAGS + ["-c", text.replace(b"\0", b"")]
        stdin = b""
    elif mode == "stdin":
        args = [binary] + FLAGS
        stdin = text
    else:
        args = [binary] + FLAGS + ["t.cal"]
        stdin = b""
    p = subprocess.run(args, input=stdin, capture_output=True, cwd=d, env=ENV, timeout=60)
    return p.returncode, p.stdout, p.stderr


def first(text, mode):
    lines = text.split(b"\n")
    lo, hi = 0, len(lines)  # prefix of hi lines differs
    if normal(outputs(OLD, text, mode)) == outputs(NEW, text, mode):
        return None
    while hi - lo > 1:
        mid = (lo + hi) // 2
        t = b"\n".join(lines[:mid]) + b"\n"
        if normal(outputs(OLD, t, mode)) != outputs(NEW, t, mode) and outputs(OLD, t, mode) != outputs(NEW, t, mode):
            hi = mid
        else:
            lo = mid
    return hi, lines[hi - 1]


if __name__ == "__main__":
    for path in sys.argv[1:]:
        text = open(path, "rb").read()
        base = path[:-4]
        modes = [m for m in ("file", "stdin", "c") if os.path.exists(base + "." + m + ".old")]
        r = first(text, modes[0])
        print(os.path.basename(path), modes, r and (r[0], r[1][:300]))
