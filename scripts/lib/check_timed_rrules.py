"""The oracle side of scripts/check-timed-rrules: random timed rules, calsh's date-times,
dateutil's rrule expanded with zoneinfo and resolved as RFC 5545 resolves wall times."""

import json
import random
import re
import subprocess
import sys
from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from dateutil import rrule as du

calsh, count = sys.argv[1], int(sys.argv[2])
rng = random.Random(5545)
# Zones whose clocks change (north and south, 30 minutes at Lord Howe, midnight changes in
# Santiago and Havana, 24:00 in Asuncion) and two that do not.
ZONES = ["Europe/Berlin", "America/New_York", "Australia/Sydney", "Australia/Lord_Howe",
         "America/Santiago", "Pacific/Auckland", "Europe/London", "America/Havana",
         "America/Asuncion", "Asia/Tehran", "Africa/Cairo", "Asia/Tokyo", "UTC"]
DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
DU_DAYS = [du.MO, du.TU, du.WE, du.TH, du.FR, du.SA, du.SU]
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
ORDINALS = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th", -1: "last", -2: "2nd last"}


def machine(dt, zone):
    seconds = int(dt.utcoffset().total_seconds())
    sign = "-" if seconds < 0 else "+"
    seconds = abs(seconds)
    offset = "%s%02d:%02d" % (sign, seconds // 3600, seconds // 60 % 60)
    if seconds % 60:
        offset += ":%02d" % (seconds % 60)
    return "%s%s[%s]" % (dt.strftime("%Y-%m-%dT%H:%M:%S"), offset, zone)


def random_rule():
    """An every phrase and the matching dateutil arguments."""
    zone = rng.choice(ZONES)
    start = date(1990, 1, 1) + timedelta(days=rng.randrange(0, 46 * 365))
    kind = rng.choice(["daily", "weekly", "weekly", "monthly", "monthly", "yearly"])
    interval = rng.choice([1, 1, 2, 3, 4])
    words, args = [], {}
    if kind == "daily":
        words.append("every %d days" % interval)
        args["freq"] = du.DAILY
    elif kind == "weekly":
        days = sorted(rng.sample(range(7), rng.randrange(1, 4)))
        words.append("every %d weeks on %s" % (interval, ", ".join(DAYS[d] for d in days)))
        args.update(freq=du.WEEKLY, byweekday=[DU_DAYS[d] for d in days])
    elif kind == "monthly":
        words.append("every %d months" % interval)
        args["freq"] = du.MONTHLY
        if rng.random() < 0.5:
            n, d = rng.choice(list(ORDINALS)), rng.randrange(7)
            words.append("on %s %s" % (ORDINALS[n], DAYS[d]))
            args["byweekday"] = [DU_DAYS[d](n)]
        else:
            day = rng.choice([1, 5, 15, 28, 30, 31, -1])
            words.append("on day %d" % day)
            args["bymonthday"] = [day]
    else:
        month = rng.randrange(1, 13)
        n, d = rng.choice(list(ORDINALS)), rng.randrange(7)
        words.append("every %d years on %s %s in %s" % (interval, ORDINALS[n], DAYS[d], MONTHS[month - 1]))
        args.update(freq=du.YEARLY, byweekday=[DU_DAYS[d](n)], bymonth=[month])
    args["interval"] = interval
    # Times: one minute, one to three hours, often in the small hours where clocks change.
    minute = rng.choice([0, 15, 30, 45])
    hours = sorted(set(rng.choice([0, 1, 2, 2, 3, 3, 4, 9, 12, 17, 23]) for _ in range(rng.randrange(1, 4))))
    words.append("at " + ", ".join("%02d:%02d" % (h, minute) for h in hours))
    words.append('in "%s"' % zone)
    args.update(byhour=hours, byminute=[minute], bysecond=[0])
    words.append("from %s" % start.isoformat())
    tz = ZoneInfo(zone)
    if rng.random() < 0.5:
        n = rng.randrange(1, 40)
        words.append("for %d" % n)
        args["count"] = n
    else:
        last = start + timedelta(days=rng.randrange(0, 3 * 365))
        words.append("until %s" % last.isoformat())
        args["until"] = datetime(last.year, last.month, last.day, 23, 59, 59, tzinfo=tz)
    args["dtstart"] = datetime(start.year, start.month, start.day, tzinfo=tz)
    return " ".join(words), args, zone


CODES = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]


def random_rrule():
    """An rrule with a DTSTART (in a zone, in UTC or floating) and the matching dateutil arguments."""
    zone = rng.choice(ZONES + ["floating", "Z"])
    tz = None if zone == "floating" else timezone.utc if zone == "Z" else ZoneInfo(zone)
    start = datetime(1990, 1, 1) + timedelta(days=rng.randrange(0, 46 * 365),
                                             hours=rng.choice([0, 1, 2, 2, 3, 3, 9, 23]),
                                             minutes=rng.choice([0, 15, 30, 45]), seconds=rng.choice([0, 0, 30]))
    freq = rng.choice(["DAILY", "WEEKLY", "WEEKLY", "MONTHLY", "MONTHLY", "YEARLY"])
    interval = rng.choice([1, 1, 2, 3])
    parts, args = ["FREQ=" + freq], dict(freq=getattr(du, freq), interval=interval)
    if interval > 1:
        parts.append("INTERVAL=%d" % interval)
    if freq == "WEEKLY" and rng.random() < 0.8:
        days = sorted(rng.sample(range(7), rng.randrange(1, 4)))
        parts.append("BYDAY=" + ",".join(CODES[d] for d in days))
        args["byweekday"] = [DU_DAYS[d] for d in days]
    elif freq in ("MONTHLY", "YEARLY") and rng.random() < 0.7:
        n, d = rng.choice([1, 2, 3, 4, -1, -2]), rng.randrange(7)
        parts.append("BYDAY=%d%s" % (n, CODES[d]))
        args["byweekday"] = [DU_DAYS[d](n)]
        if freq == "YEARLY":
            month = rng.randrange(1, 13)
            parts.append("BYMONTH=%d" % month)
            args["bymonth"] = [month]
    elif freq == "MONTHLY" and rng.random() < 0.5:
        day = rng.choice([1, 15, 30, 31, -1])
        parts.append("BYMONTHDAY=%d" % day)
        args["bymonthday"] = [day]
    if rng.random() < 0.4:
        hours = sorted(set(rng.choice([0, 1, 2, 3, 9, 17]) for _ in range(rng.randrange(1, 3))))
        parts.append("BYHOUR=" + ",".join(map(str, hours)))
        args["byhour"] = hours
        if rng.random() < 0.5:
            minute = rng.choice([0, 30])
            parts.append("BYMINUTE=%d" % minute)
            args["byminute"] = [minute]
    aware = start.replace(tzinfo=tz) if tz else start
    if rng.random() < 0.5:
        n = rng.randrange(1, 30)
        parts.append("COUNT=%d" % n)
        args["count"] = n
    else:
        last = aware + timedelta(days=rng.randrange(0, 2 * 365), hours=rng.randrange(0, 24))
        if tz is None:
            parts.append("UNTIL=" + last.strftime("%Y%m%dT%H%M%S"))
            args["until"] = last
        else:
            # RFC 5545: UNTIL in UTC when DTSTART has a zone.
            last = last.astimezone(timezone.utc).replace(second=0)
            parts.append("UNTIL=" + last.strftime("%Y%m%dT%H%M%SZ"))
            args["until"] = last
    if zone == "floating":
        dtstart = "DTSTART:" + start.strftime("%Y%m%dT%H%M%S")
    elif zone == "Z":
        dtstart = "DTSTART:" + start.strftime("%Y%m%dT%H%M%SZ")
    else:
        dtstart = "DTSTART;TZID=%s:%s" % (zone, start.strftime("%Y%m%dT%H%M%S"))
    args["dtstart"] = aware
    return 'rrule "%s RRULE:%s"' % (dtstart, ";".join(parts)), args, zone


def written(wall, zone):
    """A date-time as calsh's JSON writes it, resolved as RFC 5545 says when in a zone."""
    if zone == "floating":
        return wall.strftime("%Y-%m-%dT%H:%M:%S")
    if zone == "Z":
        return wall.strftime("%Y-%m-%dT%H:%M:%SZ")
    tz = ZoneInfo(zone)
    return machine(wall.replace(fold=0).astimezone(timezone.utc).astimezone(tz), zone)


def order(text):
    if text.endswith("Z"):
        return datetime.fromisoformat(text[:-1] + "+00:00")
    moment = datetime.fromisoformat(text.split("[")[0])
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)


def skipped(wall, zone):
    """Whether a wall time of a zone is one its clocks skip."""
    if zone in ("floating", "Z"):
        return False
    naive = wall.replace(tzinfo=None)
    return wall.replace(fold=0).astimezone(timezone.utc).astimezone(ZoneInfo(zone)).replace(tzinfo=None) != naive


def rfc_walls(args):
    """dateutil's wall times; under COUNT more of them, for `once` to count after a gap has made
    two wall times one instant."""
    if "count" not in args:
        return list(du.rrule(**args))
    more = dict(args)
    more["count"] = args["count"] * 2 + 8
    return list(du.rrule(**more))


def once(resolved, args):
    """RFC 5545 counts a date-time once: two wall times a gap moves onto one instant (02:30 and
    03:30 on the day 02:00-03:00 is skipped) are one occurrence; COUNT counts what is left."""
    kept = []
    for text in resolved:
        if not kept or kept[-1] != text:
            kept.append(text)
    return kept[:args["count"]] if "count" in args else kept


cases = []
in_gap = set()  # the cases with a wall time the clocks skip
for _ in range(count):
    line, args, zone = random_rrule()
    walls = rfc_walls(args)
    if any(skipped(wall, zone) for wall in walls):
        in_gap.add(len(cases))
    expected = once(sorted((written(wall, zone) for wall in walls), key=order), args)
    cases.append((line, expected))

for _ in range(count):
    phrase, args, zone = random_rule()
    tz = ZoneInfo(zone)
    expected = []
    walls = rfc_walls(args)
    if any(skipped(wall, zone) for wall in walls):
        in_gap.add(len(cases))
    for wall in walls:
        # RFC 5545 §3.3.10: fold=0 through UTC moves a skipped time later by the gap and takes a
        # repeated one's first instant.
        resolved = wall.replace(fold=0).astimezone(timezone.utc).astimezone(tz)
        expected.append(machine(resolved, zone))
    expected.sort(key=lambda text: datetime.fromisoformat(text.split("[")[0]))
    cases.append((phrase, once(expected, args)))

script = "".join("%s | json dateTime\n" % phrase for phrase, _ in cases)
run = subprocess.run([calsh, "--today", "2026-11-28", "--color", "never", "--keep-going"],
                     input=script, capture_output=True, text=True)
if run.stderr:
    print("check-timed-rrules: calsh reported errors:\n" + run.stderr[:2000])
    sys.exit(1)
answers = run.stdout.split("\n")[:-1]
if len(answers) != len(cases):
    print("check-timed-rrules: %d answers for %d rules" % (len(answers), len(cases)))
    sys.exit(1)
wrong = []
total = 0
for (phrase, want), line in zip(cases, answers):
    got = [row["dateTime"] for row in json.loads(line)]
    total += len(want)
    if got != want:
        wrong.append((phrase, want, got))
for phrase, want, got in wrong[:10]:
    print("%s\n  calsh:    %s\n  dateutil: %s" % (phrase, got[:8], want[:8]))
if wrong:
    print("check-timed-rrules: %d of %d rules differ" % (len(wrong), len(cases)))
    sys.exit(1)
print("check-timed-rrules: %d rules (%d rrule with DTSTART, %d every ... at), %d date-times, each as "
      "dateutil's rrule with zoneinfo gives it" % (len(cases), count, count, total))

# The same series through `| ics` and back: icalendar reads each file and recurring-ical-events
# expands it; the instants (wall times when floating) and each event's 30 minutes must come back.
# Every third one is cut with `| first 20` first, so it is written an event a date-time rather
# than as one event with its RRULE.
import icalendar  # noqa: E402
import recurring_ical_events  # noqa: E402


def moment(value):
    """An instant as seconds since the epoch, or a floating wall time as its text."""
    if isinstance(value, datetime) and value.tzinfo is not None:
        return value.timestamp()
    return value.isoformat()


def calsh_moment(text):
    if text.endswith("Z"):
        return datetime.fromisoformat(text[:-1] + "+00:00").timestamp()
    parsed = datetime.fromisoformat(text.split("[")[0])
    return parsed.timestamp() if parsed.tzinfo else parsed.isoformat()


exported = []
for index, ((line, want), got) in enumerate(zip(cases, answers)):
    if not want or index % 2:
        continue
    cut = index % 3 == 0
    exported.append((line + (" | first 20" if cut else ""), want[:20] if cut else want, index in in_gap))
ics_script = "".join("%s | ics duration 30 min\n" % line for line, _, _ in exported)
run = subprocess.run([calsh, "--today", "2026-11-28", "--color", "never", "--keep-going"],
                     input=ics_script.encode(), capture_output=True)
if run.stderr:
    print("check-timed-rrules: calsh reported errors writing .ics:\n" + run.stderr.decode()[:2000])
    sys.exit(1)
files = ["BEGIN:VCALENDAR" + part for part in run.stdout.decode().split("BEGIN:VCALENDAR")[1:]]
if len(files) != len(exported):
    print("check-timed-rrules: %d calendars for %d series" % (len(files), len(exported)))
    sys.exit(1)
wrong = 0
ruled = 0
renamed = 0
for position, ((line, want, gap), text) in enumerate(zip(exported, files)):
    if any(len(raw) > 75 for raw in text.encode().split(b"\r\n")):
        print("check-timed-rrules: a line longer than 75 octets: %s" % line)
        wrong += 1
        continue
    # Every other file with its zone renamed, so the reader must build it from the VTIMEZONE
    # calsh wrote (as Outlook does) rather than take the name's zone from its own database; a
    # name of its own per file, as icalendar keeps the zones it builds by name. Not a series with
    # a wall time its zone skips: a zone built from a VTIMEZONE (dateutil's tzical) resolves it
    # earlier, not later by the gap as RFC 5545 says; the zone read by name (zoneinfo) agrees.
    if position % 2 and not gap:
        text = re.sub(r"TZID([:=])([A-Za-z_/+-]+)", r"TZID\1calsh-only-%d/\2" % position, text)
        renamed += "calsh-only-" in text
    calendar = icalendar.Calendar.from_ical(text)
    ruled += "RRULE:" in text
    events = list(recurring_ical_events.of(calendar).all())
    # A time a gap moves onto another is one occurrence (RFC 5545): the reader lists it twice.
    starts = sorted(set(moment(event["DTSTART"].dt) for event in events), key=str)
    # Each event's DURATION (PT30M) as recurring-ical-events reads it: added to DTSTART with
    # Python's aware arithmetic, on the wall clock (RFC 5545 says exact time; the two differ only
    # where an event starts in a repeated hour, so the wall-clock sum is what is compared).
    lengths = {event["DTEND"].dt - event["DTSTART"].dt for event in events}
    expected = sorted((calsh_moment(item) for item in want), key=str)
    if starts != expected or lengths != {timedelta(minutes=30)}:
        wrong += 1
        if wrong <= 5:
            print("%s | ics\n  calsh:               %s\n  recurring-ical-events: %s %s" % (
                line, expected[:6], starts[:6], lengths))
if wrong:
    print("check-timed-rrules: %d of %d .ics round trips differ" % (wrong, len(exported)))
    sys.exit(1)
print("check-timed-rrules: %d .ics files (%d with an RRULE, %d with their zone known only by its VTIMEZONE) read "
      "back by icalendar %s and recurring-ical-events to the same date-times, each 30 minutes long" % (
          len(exported), ruled, renamed, icalendar.__version__))
