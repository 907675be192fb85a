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

# Every month 1900-2100, Sunday- and Monday-first, under each setting: the column's heading names
# the numbering, and where its weeks are the grid's rows every day of the displayed month in a row
# has the row's number by strftime (ISO's by isocalendar); elsewhere a note under the grids says
# what the numbers are.
LABELS = {"iso": "Wk", "us": "US", "uk": "UK"}
DIRECTIVE = {"us": "%U", "uk": "%W"}


def week(day, numbering):
    return day.isocalendar()[1] if numbering == "iso" else int(day.strftime(DIRECTIVE[numbering]))


MONTHS = [(y, m) for y in range(1900, 2101) for m in range(1, 13)]
grids = 0
for first in ("sun", "mon"):
    for setting in ("auto", "iso", "us", "uk"):
        numbering = setting if setting != "auto" else ("us" if first == "sun" else "iso")
        fits = (numbering == "us") == (first == "sun")
        text = run("set width 40; set firstweekday %s; set weeks %s; month 1900-01..2100-12 | pad | grid weeks"
                   % (first, setting))
        note = "%s: each row shows" % LABELS[numbering]
        if fits == (note in text):
            fail("%s %s: the note is %s" % (first, setting, "there" if not fits else "missing"))
        blocks = [b for b in text.split("\n\n") if b.strip() and not b.startswith(LABELS[numbering] + ":")]
        if len(blocks) != len(MONTHS):
            fail("%s %s: %d grids for %d months" % (first, setting, len(blocks), len(MONTHS)))
            continue
        for (year, month), block in zip(MONTHS, blocks):
            lines = block.splitlines()
            if not lines[1].startswith(LABELS[numbering] + " "):
                fail("%s %s %d-%02d: heading %r" % (first, setting, year, month, lines[1][:3]))
            for line in lines[2:]:
                if not line[:2].strip() or not line[:2].strip().isdigit():
                    continue  # a row past 9999-12-31, or the note under the last grid
                number = int(line[:2])
                cells = [line[3 + 5 * c:3 + 5 * c + 4] for c in range(7)]
                days = [date(year, month, int(cell.strip(" *+"))) for cell in cells
                        if cell.strip() and "(" not in cell]
                if not days:
                    fail("%s %s %d-%02d: a row with no day of the month" % (first, setting, year, month))
                    continue
                if fits:
                    wrong = [d for d in days if week(d, numbering) != number]
                    if wrong:
                        fail("%s %s: the row of %s says %d, %s is week %d"
                             % (first, setting, days[0], number, wrong[0], week(wrong[0], numbering)))
                else:
                    weeks = [week(d, numbering) for d in days]
                    if number not in weeks:
                        fail("%s %s: the row of %s says %d, its days are weeks %s"
                             % (first, setting, days[0], number, sorted(set(weeks))))
            grids += 1
print("grid weeks: %d grids (every month 1900-2100, Sunday- and Monday-first, auto iso us uk) checked" % grids)

if failures:
    print("%d failures" % failures)
    sys.exit(1)
