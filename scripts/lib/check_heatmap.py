"""Checks `heatmap` documents against an independent computation.

Seeded random CSV files of dates (with a numeric column of whole numbers, decimals and negative
values) are loaded by calsh and drawn as `heatmap [SPAN] [by COLUMN] | svg` and `| html` under a
random first weekday. Every day of the span must be one `hm-day` exactly; its `data-value` must
equal the count of rows (or the column's sum) that Python computes with `decimal`; its
`data-level` the quartile rule computed here by brute force (0 for no data or 0, else
1 + floor(4 * #{sizes < |v|} / #sizes) over the nonzero days, 4 when they are all one size); in the SVG each cell's band, column and row are
those of its week from the first weekday (one band, or a band per year when the weeks are more
than 54) and its weekday. Without a span
the days drawn are the first to the last with a value other than 0 (none: an error). Random
.ics files (icalendar) of all-day, timed, multi-day and repeating events: each day's value must
be the number of occurrences recurring-ical-events says start on it, on the event's own clock.
"""

import datetime
import random
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from decimal import Decimal
from html.parser import HTMLParser
from pathlib import Path
from zoneinfo import ZoneInfo

SVG = "{http://www.w3.org/2000/svg}"
WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]


def random_file(rng, path):
    start = datetime.date(rng.randint(1990, 2030), rng.randint(1, 12), 1)
    days = rng.randint(1, 500)
    decimals = rng.choice([0, 0, 1, 3])  # two decimals would read as money: load asks to name it
    rows = []
    for _ in range(rng.randint(0, 300)):
        day = start + datetime.timedelta(rng.randrange(days))
        if rng.random() < 0.1:
            value = ""
        else:
            units = rng.randint(-500, 2000) if rng.random() < 0.3 else rng.randint(0, 50)
            value = str(Decimal(units).scaleb(-decimals)) if decimals else str(units)
        rows.append((day, value))
    rows.sort()
    with open(path, "w") as f:
        f.write("date,size\n")
        for day, value in rows:
            f.write(f"{day.isoformat()},{value}\n")
    return start, days, rows


def expected(rows, by):
    sums = {}
    for day, value in rows:
        if by:
            if value == "":
                continue
            sums[day] = sums.get(day, Decimal(0)) + Decimal(value)
        else:
            sums[day] = sums.get(day, 0) + 1
    return sums


def level(value, sizes):
    if value == 0:
        return 0
    if len(set(sizes)) == 1:
        return 4  # one size only: nothing to grade, every day at the top
    below = sum(1 for s in sizes if s < abs(value))
    return 1 + 4 * below // len(sizes)


class Cells(HTMLParser):
    def __init__(self):
        super().__init__()
        self.cells = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "hm-day" in (attrs.get("class") or "").split():
            self.cells.append(attrs)


def random_ics(rng, path):
    """Events of 2025: all-day ones of 1-5 days, timed ones in a zone lasting up to 30 hours (so
    some run past midnight), some repeating daily."""
    import icalendar

    calendar = icalendar.Calendar()
    calendar.add("prodid", "-//calsh check-heatmap//EN")
    calendar.add("version", "2.0")
    for number in range(rng.randint(1, 25)):
        event = icalendar.Event()
        event.add("uid", f"{number}@check-heatmap")
        event.add("dtstamp", datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc))
        event.add("summary", f"event {number}")
        day = datetime.date(2025, 1, 1) + datetime.timedelta(rng.randrange(120))
        if rng.random() < 0.5:
            event.add("dtstart", day)
            event.add("dtend", day + datetime.timedelta(rng.randint(1, 5)))
        else:
            zone = ZoneInfo(rng.choice(["Europe/Berlin", "America/Los_Angeles", "Asia/Tokyo"]))
            start = datetime.datetime(day.year, day.month, day.day, rng.randrange(24), rng.randrange(0, 60, 15), tzinfo=zone)
            event.add("dtstart", start)
            event.add("dtend", start + datetime.timedelta(minutes=rng.randrange(0, 30 * 60, 15)))
        if rng.random() < 0.3:
            event.add("rrule", {"freq": "daily", "count": rng.randint(2, 4)})
        calendar.add_component(event)
    path.write_bytes(calendar.to_ical())
    return calendar


def check_ics(calsh, rng, folder, cases):
    """`load FILE.ics | heatmap` counts each occurrence once, on the date it starts on its own
    clock, as recurring-ical-events lists the occurrences."""
    import recurring_ical_events

    days = failures = 0
    first, last = datetime.date(2025, 1, 1), datetime.date(2025, 6, 30)
    for case in range(cases):
        path = folder / f"events{case}.ics"
        calendar = random_ics(rng, path)
        want = {}
        for event in recurring_ical_events.of(calendar).between(first, last + datetime.timedelta(1)):
            start = event["DTSTART"].dt
            day = start if not isinstance(start, datetime.datetime) else start.date()
            if first <= day <= last:
                want[day] = want.get(day, 0) + 1
        script = f'load "{path}" | heatmap {first}..{last} | html'
        result = run(calsh, script)
        if result.returncode != 0:
            print(f"FAIL {script}: exit {result.returncode}: {result.stderr.strip()}")
            failures += 1
            continue
        parser = Cells()
        parser.feed(result.stdout)
        for cell in parser.cells:
            day = datetime.date.fromisoformat(cell["data-date"])
            days += 1
            if Decimal(cell["data-value"]) != want.get(day, 0):
                print(f"FAIL {script}: {day} has {cell['data-value']} events starting, expected {want.get(day, 0)}")
                failures += 1
                break
    return days, failures


def run(calsh, script):
    result = subprocess.run(
        [calsh, "--color", "never", "-c", script], capture_output=True, text=True, env={"PATH": "/usr/bin:/bin"}
    )
    return result


def main():
    calsh = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/calsh"
    cases = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    rng = random.Random(31)
    failures = 0
    checked_days = 0
    with tempfile.TemporaryDirectory() as folder:
        for case in range(cases):
            path = Path(folder) / f"data{case}.csv"
            start, days, rows = random_file(rng, path)
            by = rng.random() < 0.5
            span_kind = rng.choice(["none", "year", "months", "dates"])
            end = start + datetime.timedelta(days - 1)
            if span_kind == "year":
                span = str(start.year)
                first, last = datetime.date(start.year, 1, 1), datetime.date(start.year, 12, 31)
            elif span_kind == "months":
                span = f"{start:%Y-%m}..{end:%Y-%m}"
                first = start
                last = (end.replace(day=28) + datetime.timedelta(4)).replace(day=1) - datetime.timedelta(1)
            elif span_kind == "dates":
                a = start + datetime.timedelta(rng.randrange(days))
                b = a + datetime.timedelta(rng.randrange(400))
                span = f"{a}..{b}"
                first, last = a, b
            else:
                span = ""
                # The first to the last day with a value other than 0; none is an error.
                valued = sorted(d for d, v in expected(rows, by).items() if v != 0)
                if not valued:
                    script = f'load "{path}" | heatmap' + (" by size" if by else "")
                    result = run(calsh, script)
                    if result.returncode == 0 or "no day with a value" not in result.stderr:
                        print(f"FAIL {script}: no day has a value, and it did not say so: {result.stderr.strip()}")
                        failures += 1
                    continue
                first, last = valued[0], valued[-1]
            firstweekday = rng.randrange(7)
            kind = rng.choice(["svg", "html"])
            script = (
                f'set firstweekday {WEEKDAYS[firstweekday]}; load "{path}" | heatmap {span}'
                + (" by size" if by else "")
                + f" | {kind}"
            )
            result = run(calsh, script)
            if result.returncode != 0:
                print(f"FAIL {script}: exit {result.returncode}: {result.stderr.strip()}")
                failures += 1
                continue
            sums = {d: v for d, v in expected(rows, by).items() if first <= d <= last}
            sizes = [abs(v) for v in sums.values() if v != 0]
            if kind == "svg":
                root = ET.fromstring(result.stdout.encode())
                attrs, places = [], []
                bands = [g for g in root.iter(SVG + "g") if g.get("class") == "hm-band"]
                for band_index, band in enumerate(bands):
                    for g in band.iter(SVG + "g"):
                        if "hm-day" in g.get("class", "").split():
                            rect = g.find(SVG + "rect")
                            attrs.append(dict(g.attrib))
                            places.append((band_index, int(rect.get("x")), int(rect.get("y"))))
            else:
                parser = Cells()
                parser.feed(result.stdout)
                attrs = parser.cells
                places = [None] * len(attrs)
            dates = [datetime.date.fromisoformat(a["data-date"]) for a in attrs]
            want = [first + datetime.timedelta(i) for i in range((last - first).days + 1)]
            if sorted(dates) != want:
                print(f"FAIL {script}: days {dates[:3]}… are not {first}..{last}")
                failures += 1
                continue
            back = (first.isoweekday() % 7 - firstweekday) % 7
            grid_start = first - datetime.timedelta(back)
            weeks = (last - grid_start).days // 7 + 1
            for a, place, day in zip(attrs, places, dates):
                checked_days += 1
                value = sums.get(day, 0)
                if Decimal(a["data-value"]) != value or int(a["data-level"]) != level(value, sizes):
                    print(
                        f"FAIL {script}: {day} has value {a['data-value']} level {a['data-level']}, "
                        f"expected {value} level {level(value, sizes)}"
                    )
                    failures += 1
                    break
                if place is not None:
                    # One band when the weeks fit in 54, else a band per year starting at its
                    # first drawn day's week; a week's column and a weekday's row (10 + 3 units).
                    row = (day.isoweekday() % 7 - firstweekday) % 7
                    week = (day - grid_start).days // 7
                    if weeks <= 54:
                        band, column = 0, week
                    else:
                        band_first = max(first, datetime.date(day.year, 1, 1))
                        band, column = day.year - first.year, week - (band_first - grid_start).days // 7
                    want = (band, 40 + 13 * column, 16 + 13 * row)
                    if place != want:
                        print(f"FAIL {script}: {day} is at band, x, y {place}, not {want}")
                        failures += 1
                        break
        ics_days, ics_failures = check_ics(calsh, rng, Path(folder), max(1, cases // 10))
        checked_days += ics_days
        failures += ics_failures
    print(f"check-heatmap: {cases} files, {checked_days} days compared, {failures} failures")
    sys.exit(1 if failures else 0)


main()
