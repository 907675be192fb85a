"""The oracle side of scripts/check-calendar-explanations: the numbers of calsh's calendar
explanations against independent implementations. `explain date hebrew Y 7 1` for AM 5000-6500:
the molad of Tishrei it derives on paper (weekday, hours from 6 pm, parts) against pyluach 2.3.0's
molad, and the day it ends in against convertdate 2.5.1's Hebrew calendar. `explain date persian
Y 1 1` for AP 1279-1479 (1900-2100): the sky's Nowruz the step states against convertdate's astronomical Persian
calendar (a year the step calls too close to decide left out), and the answer against the 33-year
rule (jdatetime 6.1.1). Outside 1900-2100 convertdate's day (the floor of the equinox's Julian day
plus 52.5/360, a day that begins at noon) departs from the noon rule by a day in years whose
equinox is hours from noon (1876), so it is no reference there. The Persian epoch the opening
step names against jdatetime, and Calendrical Calculations' a line later against convertdate.
One calsh run per calendar (and one for the epoch)."""

import re
import subprocess
import sys

import jdatetime
from convertdate import hebrew, persian
from pyluach import hebrewcal

calsh = sys.argv[1]
failures = []


def explanations(lines):
    """Each explanation's steps, for a script of explain lines read in one run."""
    out = subprocess.run([calsh, "--today", "2026-11-28", "--color", "never", "--width", "1000"],
                         input="\n".join(lines) + "\n", capture_output=True, text=True)
    if out.returncode != 0 or out.stderr:
        print("check-calendar-explanations: calsh reported errors:\n" + out.stderr[:2000])
        sys.exit(1)
    # A step wrapped at the width goes on in lines that do not start with a number.
    result, current = [], []
    for line in out.stdout.splitlines():
        if re.match(r"1\. ", line) and current:
            result.append(current)
            current = []
        if re.match(r"\d+\. ", line) or not current:
            current.append(line)
        else:
            current[-1] += " " + line.strip()
    result.append(current)
    return result


def iso(ymd):
    return "%04d-%02d-%02d" % tuple(ymd)


years = range(5000, 6501)
for year, steps in zip(years, explanations([f"explain date hebrew {y} 7 1" for y in years])):
    text = "\n".join(steps)
    weekday = re.search(r"mod 7 = \d(?: \(day 7\))?: day (\d) of the week", text)
    time = re.search(r"The molad is at (\d+)h ([\d,]+)p", text)
    answer = steps[-1].split("Answer: ")[-1].rstrip(".")
    molad = hebrewcal.Month(year, 7).molad()
    found = (int(weekday[1]), int(time[1]), int(time[2].replace(",", ""))) if weekday and time else None
    if found != (molad["weekday"], molad["hours"], molad["parts"]):
        failures.append(f"AM {year}: molad {found}, pyluach {molad}")
    if answer != iso(hebrew.to_gregorian(year, 7, 1)):
        failures.append(f"AM {year}: 1 Tishrei {answer}, convertdate {iso(hebrew.to_gregorian(year, 7, 1))}")

years = range(1279, 1480)
for year, steps in zip(years, explanations([f"explain date persian {y} 1 1" for y in years])):
    text = "\n".join(steps)
    sky = re.search(r"the sky's Nowruz is (\d{4}-\d\d-\d\d)", text)
    answer = steps[-1].split("Answer: ")[-1].rstrip(".")
    astronomical = iso(persian.to_gregorian(year, 1, 1))
    # A year whose equinox the step calls too close to noon to decide is left out.
    if "closer than this can decide" not in text and (not sky or sky[1] != astronomical):
        failures.append(f"AP {year}: sky's Nowruz {sky and sky[1]}, convertdate {astronomical}")
    rule = jdatetime.date(year, 1, 1).togregorian().isoformat()
    if answer != rule:
        failures.append(f"AP {year}: Nowruz {answer}, jdatetime {rule}")

# The epoch and its convention line (fix round 3): calsh's 1 Farvardin AP 1 is jdatetime's, and the
# day a line later named as Calendrical Calculations' epoch is convertdate's (the Julian 622-03-19).
steps = explanations(["explain persian 2025-03-21"])[0]
epoch = re.search(r"It counts from 1 Farvardin AP 1, (\d{4}-\d\d-\d\d)", steps[0])
other = re.search(r"Calendrical Calculations takes the Julian 19 March 622, (\d{4}-\d\d-\d\d)", steps[0])
if not epoch or epoch[1] != jdatetime.date(1, 1, 1).togregorian().isoformat():
    failures.append(f"AP 1: epoch {epoch and epoch[1]}, jdatetime {jdatetime.date(1, 1, 1).togregorian()}")
if not other or other[1] != iso(persian.to_gregorian(1, 1, 1)):
    failures.append(f"AP 1: Calendrical Calculations {other and other[1]}, convertdate {persian.to_gregorian(1, 1, 1)}")

if failures:
    print(f"check-calendar-explanations: {len(failures)} failures, the first:\n" + "\n".join(failures[:10]))
    sys.exit(1)
print("check-calendar-explanations: AM 5000-6500 molads (pyluach) and new years (convertdate), "
      "AP 1279-1479 sky Nowruz (convertdate) and rule Nowruz (jdatetime), the AP 1 epoch (jdatetime) and "
      "Calendrical Calculations' (convertdate) agree")
