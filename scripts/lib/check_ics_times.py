"""calsh's `load FILE.ics | json` against icalendar + recurring-ical-events, occurrence by
occurrence (scripts/check-ics-times). The calendar's X-WR-TIMEZONE is taken out before
recurring-ical-events reads it (calsh follows RFC 5545, where it moves no time)."""

import datetime
import json
import os
import random
import subprocess
import sys
import tempfile

import icalendar
import recurring_ical_events

FIXTURES = [
    ("Tests/Scripts/lib/ics_times_google.ics", "2025-03-01", "2025-04-30"),
    ("Tests/Scripts/lib/ics_times_apple.ics", "2025-03-01", "2025-11-30"),
    ("Tests/Scripts/lib/ics_times_outlook.ics", "2025-03-01", "2025-04-30"),
    ("examples/google-work.ics", "2025-01-01", "2025-12-31"),
    ("examples/apple-home.ics", "2025-01-01", "2025-12-31"),
    ("examples/outlook.ics", "2025-01-01", "2025-12-31"),
]
ZONES = [
    "Europe/Berlin", "America/New_York", "Australia/Sydney", "Asia/Tokyo", "America/Sao_Paulo",
    "Europe/London", "Asia/Kolkata", "Pacific/Auckland", "America/Los_Angeles", "Asia/Tehran",
    "America/Havana", "Australia/Lord_Howe", "Africa/Casablanca", "Pacific/Chatham",
]


def key_of_text(text):
    """A start or end as calsh's JSON writes it, as a comparable key."""
    if len(text) == 10:
        return ("date", text)
    base = text.split("[")[0]
    if base.endswith("Z") or "+" in base[10:] or "-" in base[10:]:
        moment = datetime.datetime.fromisoformat(base.replace("Z", "+00:00"))
        return ("instant", int(moment.timestamp()))
    if len(base) == 16:
        base += ":00"
    return ("floating", base)


def key_of_python(value):
    if isinstance(value, datetime.datetime):
        if value.tzinfo is None:
            return ("floating", value.strftime("%Y-%m-%dT%H:%M:%S"))
        return ("instant", int(value.timestamp()))
    return ("date", value.isoformat())


def wall_date(value):
    return value.date() if isinstance(value, datetime.datetime) else value


def calsh_occurrences(calsh, path, first, last):
    out = subprocess.run(
        [calsh, "--color", "never", "-c", f'load "{path}" from {first} until {last} | json'],
        capture_output=True, text=True, env={"PATH": os.environ.get("PATH", ""), "TZ": "UTC"},
    )
    if out.returncode != 0:
        raise SystemExit(f"check-ics-times: calsh failed on {path}:\n{out.stderr}")
    rows = json.loads(out.stdout or "[]")
    found = set()
    for row in rows:
        start = row["start"]
        found.add((key_of_text(start), key_of_text(row["end"]), row["summary"], start[:10]))
    return found


def python_occurrences(path, first, last):
    with open(path, "rb") as f:
        calendar = icalendar.Calendar.from_ical(f.read())
    # calsh reads a file by RFC 5545, where X-WR-TIMEZONE (a calendar's display zone, not in the
    # standard) moves no time: floating times stay floating, UTC times stay UTC. recurring-ical-
    # events would apply it (x-wr-timezone's to_standard): compare without it.
    calendar.pop("X-WR-TIMEZONE", None)
    a = datetime.date.fromisoformat(first)
    b = datetime.date.fromisoformat(last) + datetime.timedelta(days=1)
    found = set()
    for event in recurring_ical_events.of(calendar).between(a, b):
        start = event["DTSTART"].dt
        end = event["DTEND"].dt if "DTEND" in event else start
        summary = str(event.get("SUMMARY", ""))
        found.add((key_of_python(start), key_of_python(end), summary, wall_date(start).isoformat()))
    return found


def inside(found, first, last):
    """Occurrences whose start's wall date lies two days inside the window (the edges of a window
    are counted by day in calsh and by instant in recurring-ical-events)."""
    a = (datetime.date.fromisoformat(first) + datetime.timedelta(days=2)).isoformat()
    b = (datetime.date.fromisoformat(last) - datetime.timedelta(days=2)).isoformat()
    return {item[:3] for item in found if a <= item[3] <= b}


def compare(calsh, path, first, last):
    ours = inside(calsh_occurrences(calsh, path, first, last), first, last)
    theirs = inside(python_occurrences(path, first, last), first, last)
    if ours != theirs:
        lines = [f"check-ics-times: {path} from {first} until {last} differs"]
        for item in sorted(ours - theirs, key=str)[:10]:
            lines.append(f"  calsh only:   {item}")
        for item in sorted(theirs - ours, key=str)[:10]:
            lines.append(f"  python only:  {item}")
        raise SystemExit("\n".join(lines))
    return len(ours)


def transition_near(rng, zone):
    """A wall time a few hours from one of the zone's changes in 2024-2027, or any time."""
    from zoneinfo import ZoneInfo

    tz = ZoneInfo(zone)
    if rng.random() < 0.6:
        year = rng.randint(2024, 2027)
        start = datetime.datetime(year, 1, 1, tzinfo=datetime.timezone.utc)
        changes = []
        previous = start.astimezone(tz).utcoffset()
        for hour in range(0, 366 * 24, 6):
            moment = start + datetime.timedelta(hours=hour)
            offset = moment.astimezone(tz).utcoffset()
            if offset != previous:
                changes.append(moment - datetime.timedelta(hours=6))
                previous = offset
        if changes:
            moment = rng.choice(changes) + datetime.timedelta(minutes=30 * rng.randint(0, 12))
            wall = moment.astimezone(tz).replace(tzinfo=None)
            return wall.replace(minute=rng.choice([0, 30]), second=0)
    day = datetime.date(2025, 1, 1) + datetime.timedelta(days=rng.randint(0, 700))
    return datetime.datetime.combine(day, datetime.time(rng.randint(0, 23), rng.choice([0, 15, 30, 45])))


def fmt(value):
    return value.strftime("%Y%m%dT%H%M%S")


def random_file(rng, index):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//calsh//check-ics-times//EN"]
    for number in range(rng.randint(1, 6)):
        uid = f"event-{index}-{number}@check"
        kind = rng.choice(["zone", "zone", "zone", "utc", "floating", "date"])
        zone = rng.choice(ZONES)
        wall = transition_near(rng, zone)
        event = ["BEGIN:VEVENT", f"UID:{uid}", "DTSTAMP:20250101T000000Z", f"SUMMARY:Event {index}.{number}"]
        if kind == "date":
            event.append(f"DTSTART;VALUE=DATE:{wall.strftime('%Y%m%d')}")
            if rng.random() < 0.7:
                end = wall + datetime.timedelta(days=rng.randint(1, 3))
                event.append(f"DTEND;VALUE=DATE:{end.strftime('%Y%m%d')}")
        else:
            written = {"zone": f";TZID={zone}:{fmt(wall)}", "utc": f":{fmt(wall)}Z", "floating": f":{fmt(wall)}"}[kind]
            event.append("DTSTART" + written)
            length = datetime.timedelta(minutes=rng.choice([0, 30, 60, 90, 150, 24 * 60, 26 * 60]))
            choice = rng.random()
            if choice < 0.5:
                end = wall + length
                event.append("DTEND" + written.split(":")[0] + ":" + fmt(end) + ("Z" if kind == "utc" else ""))
            elif choice < 0.85:
                event.append(f"DURATION:PT{int(length.total_seconds() // 60)}M")
        recurring = rng.random() < 0.6
        if recurring:
            freq = rng.choice(["DAILY", "WEEKLY", "MONTHLY", "YEARLY", "HOURLY"])
            rule = f"RRULE:FREQ={freq};COUNT={rng.randint(2, 12)}"
            if freq == "WEEKLY" and rng.random() < 0.5:
                rule += ";BYDAY=" + ",".join(sorted(rng.sample(["MO", "TU", "WE", "TH", "FR", "SA", "SU"], 2)))
            if rng.random() < 0.3:
                rule += f";INTERVAL={rng.randint(2, 3)}"
            event.append(rule)
            if kind != "date" and rng.random() < 0.4:
                step = {"DAILY": 1, "WEEKLY": 7, "MONTHLY": 31, "YEARLY": 366, "HOURLY": 0}[freq]
                if freq in ("DAILY", "WEEKLY") and "BYDAY" not in rule and "INTERVAL" not in rule:
                    skipped = wall + datetime.timedelta(days=step)
                    prefix = {"zone": f";TZID={zone}", "utc": "", "floating": ""}[kind]
                    event.append(f"EXDATE{prefix}:{fmt(skipped)}" + ("Z" if kind == "utc" else ""))
            if kind == "zone" and rng.random() < 0.3:
                extra = wall + datetime.timedelta(days=rng.randint(1, 40), hours=rng.randint(1, 5))
                event.append(f"RDATE;TZID={zone}:{fmt(extra)}")
        event.append("END:VEVENT")
        lines += event
        if recurring and kind == "zone" and rng.random() < 0.3 and "INTERVAL" not in event[-2]:
            rule = [line for line in event if line.startswith("RRULE")][0]
            if "BYDAY" not in rule and "DAILY" in rule:
                moved = wall + datetime.timedelta(days=1)
                lines += [
                    "BEGIN:VEVENT", f"UID:{uid}", "DTSTAMP:20250101T000000Z",
                    f"RECURRENCE-ID;TZID={zone}:{fmt(moved)}",
                    f"DTSTART;TZID={zone}:{fmt(moved + datetime.timedelta(hours=2))}",
                    f"DTEND;TZID={zone}:{fmt(moved + datetime.timedelta(hours=3))}",
                    f"SUMMARY:Event {index}.{number} moved", "END:VEVENT",
                ]
    lines.append("END:VCALENDAR")
    return "\r\n".join(lines) + "\r\n"


def main():
    calsh, count = sys.argv[1], int(sys.argv[2])
    total = 0
    for path, first, last in FIXTURES:
        total += compare(calsh, path, first, last)
    rng = random.Random(28)
    with tempfile.TemporaryDirectory() as directory:
        for index in range(count):
            path = os.path.join(directory, f"random-{index}.ics")
            with open(path, "w") as f:
                f.write(random_file(rng, index))
            try:
                total += compare(calsh, path, "2023-12-01", "2029-12-31")
            except SystemExit as failure:
                with open(path) as f:
                    raise SystemExit(f"{failure}\n--- the file:\n{f.read()}")
    print(f"check-ics-times: {len(FIXTURES)} fixtures and {count} random files, {total} occurrences agree")


if __name__ == "__main__":
    main()
