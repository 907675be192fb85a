"""The oracle side of scripts/check-sky: calsh's equinoxes, solstices, lunar phases and solar terms
against pymeeus 0.5.12 (Meeus, Astronomical Algorithms, by the full VSOP87 and ELP theories where
pymeeus has them) and lunar_python 1.4.8's jieqi; the Chinese leap months 1900-2100 derived from
calsh's new moons and major terms against calsh's own Chinese table. One calsh run per question."""

import subprocess
import sys
from datetime import datetime, timedelta, timezone

from lunar_python import Lunar
from pymeeus.Epoch import Epoch
from pymeeus.Moon import Moon
from pymeeus.Sun import Sun

calsh = sys.argv[1]
TOLERANCE = 120  # seconds
failures = 0


def run(lines):
    """calsh's stdout for a script of lines, read in one run."""
    out = subprocess.run([calsh, "--today", "2026-11-28", "--color", "never", "--tz", "UTC"],
                         input="\n".join(lines) + "\n", capture_output=True, text=True)
    if out.returncode != 0 or out.stderr:
        print("check-sky: calsh reported errors:\n" + out.stderr[:2000])
        sys.exit(1)
    return out.stdout


def instant(text):
    """`2025-03-20T09:01:27Z` (seconds optional) as an aware datetime."""
    text = text.strip().rstrip("Z")
    fmt = "%Y-%m-%dT%H:%M:%S" if text.count(":") == 2 else "%Y-%m-%dT%H:%M"
    return datetime.strptime(text, fmt).replace(tzinfo=timezone.utc)


def utc_of(epoch):
    """pymeeus's TT epoch as UT, by its own ΔT (Espenak and Meeus's polynomials)."""
    y, m, d = epoch.get_date()
    jd = epoch.jde() - Epoch.tt2ut(y, m) / 86400.0
    return datetime(1970, 1, 1, tzinfo=timezone.utc) + timedelta(days=jd - 2440587.5)


def report(name, count, worst, bad):
    global failures
    if bad:
        failures += 1
        print("check-sky: %s: %d of %d differ by more than %d s, e.g.:" % (name, len(bad), count, TOLERANCE))
        for line in bad[:10]:
            print("  " + line)
    else:
        print("check-sky: %s: %d instants, all within %d s of pymeeus (largest difference %.0f s)"
              % (name, count, TOLERANCE, worst))


HEADERS = {"year,equinox", "year,solstice", "phase,utc,local", "term,pinyin,english,longitude,major,utc,local"}


def csv_rows(text):
    """The rows of several CSV outputs, each header left out."""
    return [line.split(",") for line in text.splitlines() if line and line not in HEADERS]


def expect_count(name, count, least):
    """A comparison of fewer rows than the span holds compared nothing much: a failure."""
    global failures
    if count < least:
        failures += 1
        print("check-sky: %s: only %d rows read from calsh, expected at least %d" % (name, count, least))


# Equinoxes and solstices 1000-3000: calsh's periodic terms against pymeeus's VSOP87 iteration.
words = [("equinox", "march", "spring"), ("solstice", "june", "summer"),
         ("equinox", "september", "autumn"), ("solstice", "december", "winter")]
out = run(["%s 1000..3000 %s | csv" % (command, word) for command, word, _ in words])
rows = csv_rows(out)
count, worst, bad = 0, 0.0, []
for index, (command, word, target) in enumerate(words):
    for year, text in rows[index * 2001:(index + 1) * 2001]:
        ours = instant(text)
        theirs = utc_of(Sun.get_equinox_solstice(int(year), target))
        difference = abs((ours - theirs).total_seconds())
        worst = max(worst, difference)
        count += 1
        if difference > TOLERANCE:
            bad.append("%s %s %s: calsh %s, pymeeus %s" % (command, year, word, ours, theirs))
expect_count("equinoxes and solstices", count, 4 * 2001)
report("equinoxes and solstices 1000-3000", count, worst, bad)

# Every lunar phase 1900-2100.
out = run(["moon %d | csv" % year for year in range(1899, 2102)])
phases = [row for row in csv_rows(out)]
targets = {"new moon": "new", "first quarter": "first", "full moon": "full", "last quarter": "last"}
count, worst, bad = 0, 0.0, []
new_moons = []
for phase, utc, _ in phases:
    ours = instant(utc)
    if phase == "new moon":
        new_moons.append(ours)
    if not 1900 <= ours.year <= 2100:
        continue
    # pymeeus picks the lunation from its epoch's decimal year: take the nearest of three asks.
    candidates = []
    for days in (-15, 0, 15):
        ask = ours + timedelta(days=days)
        candidates.append(utc_of(Moon.moon_phase(Epoch(ask.year, ask.month, ask.day), targets[phase])))
    theirs = min(candidates, key=lambda moment: abs((moment - ours).total_seconds()))
    difference = abs((ours - theirs).total_seconds())
    worst = max(worst, difference)
    count += 1
    if difference > TOLERANCE:
        bad.append("%s %s: calsh %s, pymeeus %s" % (phase, ours.date(), ours, theirs))
expect_count("lunar phases", count, 4 * 2486)
report("lunar phases 1900-2100", count, worst, bad)

# Solar terms 1900-2100 on the same Beijing (UTC+8) day as lunar_python's jieqi.
pinyin = {"DA_XUE": "大雪", "DONG_ZHI": "冬至", "XIAO_HAN": "小寒", "DA_HAN": "大寒", "LI_CHUN": "立春",
          "YU_SHUI": "雨水", "JING_ZHE": "惊蛰"}
theirs = {}
for year in range(1899, 2102):
    for name, solar in Lunar.fromYmd(year, 6, 1).getJieQiTable().items():
        name = pinyin.get(name, name)
        theirs[(solar.getYear(), name)] = (solar.getYear(), solar.getMonth(), solar.getDay())
out = run(["solarterms %d | csv" % year for year in range(1899, 2102)])
terms = csv_rows(out)
beijing = timezone(timedelta(hours=8))
bad = []
borderline = []
majors = []
compared = 0
for term, _, _, longitude, major, utc, _ in terms:
    ours = instant(utc)
    day = ours.astimezone(beijing)
    if major == "true":
        majors.append(ours)
    if not 1900 <= ours.year <= 2100:
        continue
    compared += 1
    want = theirs.get((ours.year, term)) or theirs.get((day.year, term))
    if want != (day.year, day.month, day.day):
        seconds = day.hour * 3600 + day.minute * 60 + day.second
        if min(seconds, 86400 - seconds) <= TOLERANCE:
            # Within the tolerance of midnight either day is the algorithms' answer: named, not failed.
            borderline.append("%s %s at %s Beijing, lunar_python %s" % (term, longitude, day, want))
            continue
        bad.append("%s %s: calsh %s (Beijing %s), lunar_python %s" % (term, longitude, ours, day.date(), want))
expect_count("solar terms", compared, 24 * 201)
if bad:
    failures += 1
    print("check-sky: solar terms 1900-2100: %d of %d on another Beijing day than lunar_python's, e.g.:"
          % (len(bad), compared))
    for line in bad[:10]:
        print("  " + line)
else:
    print("check-sky: solar terms 1900-2100: %d terms, each on lunar_python's Beijing day" % compared
          + ("" if not borderline else ", but %d within %d s of midnight: %s"
             % (len(borderline), TOLERANCE, "; ".join(borderline))))

# The Chinese leap months 1900-2100: new moons and major terms on Beijing days (UTC+8 from 1929,
# before that Beijing's mean solar time at 116°25' E, UTC+7:45:40), the month without a major
# term after the winter-solstice rule, against calsh's table.
def beijing_day(moment):
    offset = timedelta(hours=8) if moment.year >= 1929 else timedelta(hours=7, minutes=45, seconds=40)
    return (moment + offset).date()

month_starts = sorted({beijing_day(moment) for moment in new_moons})
major_days = sorted(beijing_day(moment) for moment in majors)
solstices = [beijing_day(moment) for moment, row in zip(majors, [t for t in terms if t[4] == "true"])
             if row[0] == "冬至"]
derived = {}
for first, second in zip(solstices, solstices[1:]):
    # Month 11 holds the solstice: the last month start on or before it.
    m11 = max(i for i, start in enumerate(month_starts) if start <= first)
    n11 = max(i for i, start in enumerate(month_starts) if start <= second)
    if n11 - m11 != 13:
        continue
    for i in range(m11 + 1, n11):
        start, end = month_starts[i], month_starts[i + 1]
        if not any(start <= day < end for day in major_days):
            derived[start] = i - m11  # months after month 11: the leap month repeats the one before
            break
known = [start for start in month_starts if "1900-01-31" <= start.isoformat() <= "2101-01-28"]
out = run(["chinese %s" % start.isoformat() for start in known])
table = {start: line.split()[0] for start, line in zip(known, out.splitlines())}
calsh_leaps = {start for start, text in table.items() if "L" in text and 1900 <= start.year <= 2100}
derived_leaps = {start for start in derived if 1900 <= start.year <= 2100}
expect_count("Chinese leap months", len(derived_leaps), 70)
mismatched = sorted(calsh_leaps ^ derived_leaps)
if mismatched:
    failures += 1
    print("check-sky: Chinese leap months 1900-2100: %d differ, e.g.:" % len(mismatched))
    for start in mismatched[:10]:
        print("  %s: derived %s, calsh's table %s" % (start, start in derived_leaps, table.get(start)))
else:
    print("check-sky: Chinese leap months 1900-2100: %d leap months derived from new moons and major terms, "
          "each calsh's table's" % len(derived_leaps))

sys.exit(1 if failures else 0)
