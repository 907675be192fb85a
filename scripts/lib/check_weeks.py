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


def is_majority(number, weeks):
    """Whether `number` is a week most of `weeks` (the month's days in a row) are in."""
    return weeks.count(number) == max(weeks.count(w) for w in weeks)


split_rows = 0
majority_failures = 0
MONTHS = [(y, m) for y in range(1900, 2101) for m in range(1, 13)]
grids = 0
for first in ("sun", "mon", "sat"):
    for setting in ("auto", "iso", "us", "uk"):
        numbering = setting if setting != "auto" else ("us" if first == "sun" else "iso")
        fits = numbering == "us" if first == "sun" else first == "mon" and numbering != "us"
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
                    if not is_majority(number, weeks):
                        fail("%s %s: the row of %s says %d, the month's days in it are weeks %s"
                             % (first, setting, days[0], number, weeks))
                        majority_failures += 1
                    if len(set(weeks)) > 1:
                        split_rows += 1
            grids += 1
print("grid weeks: %d grids (every month 1900-2100, Sunday-, Monday- and Saturday-first, auto iso us uk) checked, "
      "%d rows split between two weeks numbered by the month's days' majority" % (grids, split_rows))

# Under Great Britain's reform, 1200-1800 (Julian years to 1752, the eleven days skipped in
# September 1752): the US and UK columns count from the written 1 January, as `format "%U"` and
# `"%W"` do, so each row's number is format's for the month's days in it (their majority where the
# rows are not the numbering's weeks). Format is the oracle here: Python has no Julian strftime.
written = {}
for line in run('set reform gb; format 1200-01-01..1800-12-31 "%Y-%m-%d %U %W"').splitlines():
    day, us, uk = line.split()
    written[day] = {"us": int(us), "uk": int(uk)}
reform_grids = 0
for first in ("sun", "mon"):
    for numbering in ("us", "uk"):
        fits = (numbering == "us") == (first == "sun")
        text = run("set reform gb; set width 40; set firstweekday %s; set weeks %s; "
                   "month 1200-01..1800-12 | pad | grid weeks" % (first, numbering))
        blocks = [b for b in text.split("\n\n") if b.strip() and not b.startswith(LABELS[numbering] + ":")]
        months = [(y, m) for y in range(1200, 1801) for m in range(1, 13)]
        if len(blocks) != len(months):
            fail("gb %s %s: %d grids for %d months" % (first, numbering, len(blocks), len(months)))
            continue
        for (year, month), block in zip(months, blocks):
            for line in block.splitlines()[2:]:
                if not line[:2].strip().isdigit():
                    continue
                number = int(line[:2])
                cells = [line[3 + 5 * c:3 + 5 * c + 4] for c in range(7)]
                weeks = [written["%04d-%02d-%02d" % (year, month, int(cell.strip(" *+")))][numbering]
                         for cell in cells if cell.strip() and "(" not in cell]
                if fits and set(weeks) != {number} or not fits and not is_majority(number, weeks):
                    fail("gb %s %s %04d-%02d: a row says %d, format gives its days %s"
                         % (first, numbering, year, month, number, weeks))
            reform_grids += 1
print("grid weeks under reform gb: %d grids (every month 1200-1800, Sunday- and Monday-first, us uk) "
      "checked against format" % reform_grids)

if failures:
    print("%d failures" % failures)
    sys.exit(1)
