"""The oracle side of scripts/check-list-algebra: random lists and operations, calsh's days and
Python's (sets, sorted lists, dateutil's rrule and relativedelta)."""

import random
import subprocess
import sys
from datetime import date, timedelta

from dateutil.relativedelta import relativedelta
from dateutil.rrule import DAILY, MONTHLY, WEEKLY, rrule, MO, TU, WE, TH, FR, SA, SU

calsh, count = sys.argv[1], int(sys.argv[2])
rng = random.Random(30)
WEEKDAYS = [("mon", MO), ("tue", TU), ("wed", WE), ("thu", TH), ("fri", FR), ("sat", SA), ("sun", SU)]


def random_day():
    return date(2000, 1, 1) + timedelta(days=rng.randrange(0, 30 * 365))


def random_list():
    """A calsh list and its days, as dateutil and datetime give them."""
    kind = rng.randrange(5)
    start = random_day()
    n = rng.randrange(1, 25)
    if kind == 0:
        word, weekday = rng.choice(WEEKDAYS)
        days = [d.date() for d in rrule(WEEKLY, dtstart=start, byweekday=weekday, count=n)]
        return "every week on %s from %s for %d" % (word, start, n), days
    if kind == 1:
        day = rng.choice([1, 15, 28, 29, 30, 31, -1])
        first = start.replace(day=1)
        days = [d.date() for d in rrule(MONTHLY, dtstart=first, bymonthday=day, count=n)]
        return "every month on day %d from %s for %d" % (day, first.strftime("%Y-%m"), n), days
    if kind == 2:
        step = rng.randrange(1, 12)
        days = [d.date() for d in rrule(DAILY, dtstart=start, interval=step, count=n)]
        return "every %d days from %s for %d" % (step, start, n), days
    end = start + timedelta(days=rng.randrange(0, 60))
    days = [start + timedelta(days=i) for i in range((end - start).days + 1)]
    if kind == 3:
        return "days %s..%s" % (start, end), days
    word, weekday = rng.choice(WEEKDAYS)
    return ("days %s..%s | where weekday == %s" % (start, end, word),
            [d for d in days if d.weekday() == weekday.weekday])


def near(days):
    """A second list that shares days with the first more often than chance."""
    if days and rng.random() < 0.6:
        start = rng.choice(days) - timedelta(days=rng.randrange(0, 40))
        end = start + timedelta(days=rng.randrange(0, 80))
        return "days %s..%s" % (start, end), [start + timedelta(days=i) for i in range((end - start).days + 1)]
    return random_list()


def unique(days):
    seen = set()
    return [d for d in days if not (d in seen or seen.add(d))]


UNITS = [("days", lambda n: timedelta(days=n)), ("weeks", lambda n: timedelta(weeks=n)),
         ("months", lambda n: relativedelta(months=n)), ("years", lambda n: relativedelta(years=n))]

cases = []  # (calsh line, expected days, kind)
for _ in range(count):
    text_a, a = random_list()
    text_b, b = near(a)
    op = rng.randrange(16)
    if op == 0:
        cases.append(("union (%s) (%s)" % (text_a, text_b), sorted(set(a) | set(b)), "union"))
    elif op == 1:
        cases.append(("(%s) + (%s)" % (text_a, text_b), sorted(set(a) | set(b)), "a + b"))
    elif op == 2:
        cases.append(("%s | intersect (%s)" % (text_a, text_b), sorted(set(a) & set(b)), "intersect"))
    elif op == 3:
        cases.append(("except (%s) (%s)" % (text_a, text_b), sorted(set(a) - set(b)), "except"))
    elif op == 4:
        cases.append(("(%s) - (%s)" % (text_a, text_b), sorted(set(a) - set(b)), "a - b"))
    elif op == 5:
        text_c, c = random_list()
        cases.append(("union (%s) (%s) (%s)" % (text_a, text_b, text_c), sorted(set(a) | set(b) | set(c)),
                      "union of three"))
    elif op == 6:
        cases.append(("%s | reverse" % text_a, a[::-1], "reverse"))
    elif op == 7:
        desc = rng.random() < 0.5
        both = a + b
        cases.append(("(%s) | reverse | union (%s) | reverse | sort%s" % (text_a, text_b, " desc" if desc else ""),
                      sorted(set(both), reverse=desc), "sort"))
    elif op == 12:
        # Weekdays in the order of the first weekday (Sunday unless set), each with its count,
        # written short as day tables write them.
        order = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        names = [d.strftime("%a") for d in set(a) | set(b)]
        cases.append(("union (%s) (%s) | count by weekday | csv" % (text_a, text_b),
                      ["%s,%d" % (name, names.count(name)) for name in order if name in names],
                      "count by weekday"))
    elif op == 14:
        while len(a) < 2:
            text_a, a = random_list()
        n = rng.randrange(1, 30)
        cases.append(("zip (%s) ((%s) + %d days) as start end | csv" % (text_a, text_a, n),
                      ["%s,%s" % (d, d + timedelta(days=n)) for d in a], "zip"))
    elif op == 15:
        # sort by weekday: stable, weekdays from Sunday (the first weekday unless set).
        desc = rng.random() < 0.5
        # (sorted's reverse keeps equal items in their order, as calsh's desc does)
        ordered = sorted(a, key=lambda d: (d.weekday() + 1) % 7, reverse=desc)
        cases.append(("%s | sort by weekday%s" % (text_a, " desc" if desc else ""), ordered, "sort by weekday"))
    elif op == 13:
        months = {}
        for d in a:
            months[d.month] = months.get(d.month, 0) + 1
        cases.append(("%s | count by month | csv" % text_a,
                      ["%d,%d" % (m, months[m]) for m in sorted(months)], "count by month"))
    else:
        # A list of one day beside a duration is its date (a date, not a list): moved lists
        # here have two days or more, or none.
        while len(a) == 1:
            text_a, a = random_list()
        unit, delta = rng.choice(UNITS)
        n = rng.randrange(-30, 31)
        sign = "+" if n >= 0 else "-"
        moved = [d + delta(n) for d in a]
        line = "(%s) %s %d %s" % (text_a, sign, abs(n), unit)
        if op == 8:
            cases.append((line, moved, "+ duration"))
        elif op == 9:
            cases.append((line + " | unique", unique(moved), "+ duration | unique"))
        elif op == 10:
            cases.append((line + " | sort desc", sorted(moved, reverse=True), "+ duration | sort desc"))
        else:
            cases.append(("union (%s) (%s)" % (line, text_b), sorted(set(moved) | set(b)), "union of a moved list"))

MARK = "=="
failures = 0
checked = 0
days_compared = 0
BATCH = 2000
for begin in range(0, len(cases), BATCH):
    batch = cases[begin:begin + BATCH]
    script = "".join('print "%s"\n%s\n' % (MARK, line if line.endswith("| csv") else line + " | csv date")
                     for line, _, _ in batch)
    run = subprocess.run([calsh, "--today", "2026-11-28", "--color", "never", "--keep-going"],
                         input=script, capture_output=True, text=True)
    if run.stderr:
        print("check-list-algebra: calsh reported errors:\n" + run.stderr[:2000])
        sys.exit(1)
    answers = run.stdout.split(MARK + "\n")[1:]
    if len(answers) != len(batch):
        print("check-list-algebra: %d answers for %d cases" % (len(answers), len(batch)))
        sys.exit(1)
    for (line, expected, kind), answer in zip(batch, answers):
        got = [row for row in answer.split("\n")[1:] if row]
        want = [d if isinstance(d, str) else d.isoformat() for d in expected]
        checked += 1
        days_compared += len(want)
        if got != want:
            failures += 1
            if failures <= 10:
                print("check-list-algebra: %s: %s\n  calsh:  %s\n  python: %s" % (kind, line, got[:12], want[:12]))

kinds = sorted(set(kind for _, _, kind in cases))
print("check-list-algebra: %d cases (%s), %d days compared, %d differ"
      % (checked, ", ".join(kinds), days_compared, failures))
sys.exit(1 if failures else 0)
