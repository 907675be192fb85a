#!/usr/bin/env python3
"""Random command lines through the old and new calsh: exit status, stdout and stderr."""
import os, random, subprocess, sys, multiprocessing

OLD, NEW = os.environ.get("OLD", "/tmp/qa11/old"), os.environ.get("NEW", "/tmp/qa11/new")
D = "/tmp/qa11/argwork"
ENV = {"PATH": "/usr/bin:/bin", "LC_ALL": "C", "HOME": "/tmp/qa11/home", "TERM": "dumb"}

VALUES = {
    "-c": ["month 2024-02", "-3 days", "--help", "-c", "", "--", "a=b", "-help", "-h", "-version", "-x y",
           "--generate-completion-script", "-", "-ck", "weekday 2024-05-17", "today", "1 +", "--keep-going",
           "-1", "quit", "x\xff", "日本", "--today=2024-01-01", "-c", "--version", "—"],
    "--today": ["2024-02-29", "2023-02-29", "0001-01-01", "99999-01-01", "x", "", "-1", "2024-01-01x", "--",
                "2024-1-1", "—"],
    "--first-weekday": ["mon", "Sun", "thurs", "funday", "", "7", "-mon", "MONDAY"],
    "--holidays": ["jp", "jp,kr,us", "none", "JP, us", "xx", "jp,", "", "-jp", " jp", "NONE"],
    "--locale": ["en", "ja", "ko", "EN", ""],
    "--color": ["auto", "always", "never", "sometimes", "ALWAYS", "", "-never"],
}
FLAGS = [f for f in VALUES if f != "--locale"] + ["--keep-going"]
OTHER = ["--help", "-h", "--version", "--generate-completion-script", "--generate-completion-script=bash",
         "--generate-completion-script=zsh", "--generate-completion-script=x", "--", "--foo", "-x", "-cx",
         "-hc", "--keep-going=yes", "--keep-going=", "---", "-", "--hel", "--c", "-today", "--Today",
         "--today=", "-c=1", "--experimental-dump-help", "--color=never", "--today=2024-02-29",
         "--first-weekday=mon", "--holidays=jp", "--color=", "-\xe9", "--t\xc3"]
FILES = ["t.cal", "missing.cal", "-", "--keep-going", "-x", "dir", "", "t.cal", "bad.cal"]


def argv(r):
    args = []
    for _ in range(r.randint(0, 6)):
        c = r.random()
        if c < 0.5:
            f = r.choice(FLAGS)
            if f == "--keep-going":
                args.append(f)
            elif r.random() < 0.2:
                args.append(f + "=" + r.choice(VALUES[f]))
            else:
                args.append(f)
                if r.random() < 0.95:
                    args.append(r.choice(VALUES[f]))
        elif c < 0.7:
            args.append(r.choice(OTHER))
            if args[-1] == "--generate-completion-script" and r.random() < 0.7:
                args.append(r.choice(["bash", "zsh", "fish", "x"]))
        elif c < 0.9:
            args.append(r.choice(FILES))
        else:
            args.append(r.choice(["--", "-c"]) )
    return args


def run(b, args):
    p = subprocess.run([b] + args, stdin=subprocess.DEVNULL, capture_output=True, cwd=D, env=ENV, timeout=30)
    return p.returncode, p.stdout, p.stderr


OLD_USAGE = b"[--locale <ID>] [--color <WHEN>]"
NEW_USAGE = b"[--locale <ID>] [--width <N>] [--color <WHEN>]"


def check(seed):
    r = random.Random(seed)
    args = argv(r)
    o, n = run(OLD, args), run(NEW, args)
    if o == n:
        return seed, None
    rc, out, err = o
    err2 = err.replace(OLD_USAGE, NEW_USAGE)
    if (rc, out, err2) == n:
        return seed, None
    if b"--locale" in out or b"completion" in b" ".join(a.encode() for a in args) or "--help" in args or "-h" in args or "--experimental-dump-help" in args:
        # help and completion scripts name --width and the new --locale text
        if rc == n[0]:
            return seed, "help/completion text (intended)"
    return seed, (args, o, n)


if __name__ == "__main__":
    os.makedirs(D + "/dir", exist_ok=True)
    for name in ["t.cal", "--keep-going", "-x"]:
        open(D + "/" + name, "w").write("weekday 2024-05-17\ntoday\nx\n")
    open(D + "/bad.cal", "wb").write(b"1 +\xff\n")
    start, count = int(sys.argv[1]), int(sys.argv[2])
    kinds = {}
    with multiprocessing.Pool(2) as pool:
        for seed, res in pool.imap_unordered(check, range(start, start + count), chunksize=8):
            if res is None:
                continue
            if isinstance(res, str):
                kinds[res] = kinds.get(res, 0) + 1
                continue
            args, o, n = res
            print("DIFF", seed, args)
            print("  old", o[0], o[1][:200], o[2][:300])
            print("  new", n[0], n[1][:200], n[2][:300])
    print("done", count, kinds)
