"""The oracle side of scripts/check-times: random cases, calsh's answers, Python's answers."""

import random
import re
import subprocess
import sys
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo, available_timezones

calsh, count = sys.argv[1], int(sys.argv[2])
rng = random.Random(28)
zones = sorted(z for z in available_timezones() if "/" in z and not z.startswith(("posix/", "right/")))
# Zones calsh reads as a zone's name without brackets need a known area; others go in brackets.
AREAS = {"africa", "america", "antarctica", "arctic", "asia", "atlantic", "australia", "brazil",
         "canada", "chile", "etc", "europe", "indian", "mexico", "pacific", "us"}


def written_zone(zone):
    return zone if zone.split("/")[0].lower() in AREAS else None


def wall(dt):
    """A wall time as calsh writes it: seconds only when not zero."""
    text = dt.strftime("%Y-%m-%dT%H:%M")
    if dt.second or dt.microsecond:
        text += dt.strftime(":%S")
    if dt.microsecond:
        text += ("%06d" % dt.microsecond).rstrip("0").join([".", ""])
    return text


def offset(dt):
    seconds = int(dt.utcoffset().total_seconds())
    sign = "-" if seconds < 0 else "+"
    seconds = abs(seconds)
    text = "%s%02d:%02d" % (sign, seconds // 3600, seconds // 60 % 60)
    if seconds % 60:
        text += ":%02d" % (seconds % 60)
    return text


def zoned(dt, zone):
    return "%s%s[%s]" % (wall(dt), offset(dt), zone)


def random_wall():
    start = datetime(1900, 1, 1)
    return start + timedelta(minutes=rng.randrange(0, 201 * 365 * 24 * 60))


def duration_words(seconds):
    sign = -1 if seconds < 0 else 1
    seconds = abs(seconds)
    parts = [(seconds // 86400, "day"), (seconds // 3600 % 24, "hour"), (seconds // 60 % 60, "minute"),
             (seconds % 60, "second")]
    words = ["%d %s%s" % (sign * n, unit, "" if n == 1 else "s") for n, unit in parts if n]
    return " ".join(words) or "0 seconds"


cases = []  # (calsh line, expected answer, kind)
for _ in range(count):
    zone, other = rng.choice(zones), rng.choice(zones)
    name = written_zone(zone) or ""
    local = random_wall()
    literal = "%s %s" % (wall(local), name) if name else "%s[%s]" % (wall(local), zone)
    at = local.replace(tzinfo=ZoneInfo(zone))  # fold=0: Temporal's compatible
    instant = at.astimezone(timezone.utc)
    # zoneinfo's fold=0 in a gap gives the offset before: the wall time moved forward. Its
    # astimezone round trip normalises it.
    resolved = instant.astimezone(ZoneInfo(zone))
    cases.append((literal, zoned(resolved, zone), "wall time in a zone"))
    cases.append(("%s in \"%s\"" % (literal, other), zoned(instant.astimezone(ZoneInfo(other)), other), "in ZONE"))
    hours = rng.randrange(-20000, 20000)
    later = (instant + timedelta(hours=hours)).astimezone(ZoneInfo(zone))
    cases.append(("%s + %d hours" % (literal, hours), zoned(later, zone), "+ hours"))
    days = rng.randrange(-400, 400)
    moved = (resolved.replace(tzinfo=None) + timedelta(days=days)).replace(tzinfo=ZoneInfo(zone))
    moved = moved.astimezone(timezone.utc).astimezone(ZoneInfo(zone))
    if 1900 <= moved.year <= 2100:
        cases.append(("%s + %d days" % (literal, days), zoned(moved, zone), "+ days"))
    seconds = rng.randrange(-2208988800, 4102444800)
    stamp = datetime.fromtimestamp(seconds, timezone.utc)
    cases.append(("@%d" % seconds, wall(stamp) + "Z", "@N"))
    cases.append(("@%d in \"%s\"" % (seconds, other), zoned(stamp.astimezone(ZoneInfo(other)), other), "@N in ZONE"))
    a, b = random_wall(), random_wall()
    cases.append(("%s - %s" % (wall(a), wall(b)), duration_words(int((a - b).total_seconds())), "date-time - date-time"))
    # A range of two instants in two zones: its length in seconds, and whether a third lies in it
    # (ends included), all compared by instant.
    ends = []
    for _ in range(3):
        z = rng.choice(zones)
        w = random_wall() if rng.random() < 0.5 else (instant + timedelta(minutes=rng.randrange(-3000, 3000))
                                                       ).astimezone(ZoneInfo(z)).replace(tzinfo=None)
        text = "%s %s" % (wall(w), written_zone(z)) if written_zone(z) else "%s[%s]" % (wall(w), z)
        ends.append((w.replace(tzinfo=ZoneInfo(z)).astimezone(timezone.utc), text))
    (low, low_text), (high, high_text) = sorted(ends[:2])
    cases.append(("%s..%s | seconds" % (low_text, high_text), str(int((high - low).total_seconds())), "range's length"))
    cases.append(("%s in (%s..%s)" % (ends[2][1], low_text, high_text),
                  "true" if low <= ends[2][0] <= high else "false", "X in (A..B)"))



def changes(zone, year):
    """The instants in `year` where the zone's offset changes, to the second (by bisection)."""
    tz = ZoneInfo(zone)
    found = []
    start = datetime(year, 1, 1, tzinfo=timezone.utc)
    previous = start.astimezone(tz).utcoffset()
    for day in range(1, 367):
        moment = start + timedelta(days=day)
        now = moment.astimezone(tz).utcoffset()
        if now != previous:
            low, high = moment - timedelta(days=1), moment
            while (high - low).total_seconds() > 1:
                middle = low + (high - low) / 2
                if middle.astimezone(tz).utcoffset() == previous:
                    low = middle
                else:
                    high = middle
            found.append((high, previous, now))
            previous = now
    return found


# Wall times in the gaps and overlaps of the zones' changes of offset: the middle of each, as
# 'compatible' resolves it (PEP 495's fold=0: a gap's wall time moved forward, an overlap's earlier).
checked = 0
while checked < count // 3:
    zone = rng.choice(zones)
    for change, before, after in changes(zone, rng.randrange(1970, 2038)):
        shift = after - before
        if shift.total_seconds() % 60 or (change + before).year < 1900:
            continue
        local = (change + before).replace(tzinfo=None) + abs(shift) / 2
        local = local.replace(second=0, microsecond=0)
        name = written_zone(zone)
        literal = "%s %s" % (wall(local), name) if name else "%s[%s]" % (wall(local), zone)
        resolved = local.replace(tzinfo=ZoneInfo(zone)).astimezone(timezone.utc).astimezone(ZoneInfo(zone))
        cases.append((literal, zoned(resolved, zone), "gap or overlap"))
        checked += 1

script = "\n".join(line for line, _, _ in cases) + "\n"
run = subprocess.run([calsh, "--today", "2026-11-28", "--color", "never", "--keep-going"],
                     input=script, capture_output=True, text=True)
if run.stderr:
    print("check-times: calsh reported errors:\n" + run.stderr[:2000])
    sys.exit(1)
answers = run.stdout.split("\n")[:-1]
if len(answers) != len(cases):
    print("check-times: %d answers for %d cases" % (len(answers), len(cases)))
    sys.exit(1)
wrong = [(line, want, got, kind) for (line, want, kind), got in zip(cases, answers) if got != want]
kinds = {}
for _, _, kind in cases:
    kinds[kind] = kinds.get(kind, 0) + 1
for line, want, got, kind in wrong[:20]:
    print("%s: %s\n  calsh:  %s\n  python: %s" % (kind, line, got, want))
if wrong:
    print("check-times: %d of %d differ" % (len(wrong), len(cases)))
    sys.exit(1)
print("check-times: %d cases, every one as Python's zoneinfo/datetime gives it (%s)" % (
    len(cases), ", ".join("%s %d" % item for item in kinds.items())))
