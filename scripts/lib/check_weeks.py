"""The oracle side of scripts/check-weeks: calsh's week numbers against Python's strftime."""

import subprocess
import sys
from datetime import date, timedelta

calsh = sys.argv[1]
failures = 0


def run(script):
    return subprocess.run([calsh, "-c", script, "--today", "2026-11-28", "--color", "never"],
                          check=True, capture_output=True, text=True).stdout


def fail(message):
    global failures
    failures += 1
    if failures <= 20:
        print("FAIL " + message)


# Every day 1900-2100: format "%U %W %V" against strftime.
first, last = date(1900, 1, 1), date(2100, 12, 31)
lines = run('format %s..%s "%%Y-%%m-%%d %%U %%W %%V"' % (first, last)).splitlines()
expected = [(first + timedelta(days=i)).strftime("%Y-%m-%d %U %W %V")
            for i in range((last - first).days + 1)]
if len(lines) != len(expected):
    fail("format gave %d lines for %d days" % (len(lines), len(expected)))
for got, want in zip(lines, expected):
    if got != want:
        fail("format %s: calsh %r, strftime %r" % (want[:10], got, want))
print("format %%U %%W %%V: %d days 1900-2100 checked" % len(expected))

if failures:
    print("%d failures" % failures)
    sys.exit(1)
