"""The values scripts/check-ics-export and scripts/check-ics-libical export with `| ics`, and one
run of calsh that exports them all and lists their days. Standard library only: the first check
runs in .build/python (icalendar), the second in Debian's /usr/bin/python3 (libical's bindings).

The values: the issue's examples, holidays, day lists, entries, `every` rules, endless rules, the
rule shapes libical expands otherwise than dateutil (written day by day), and 300 rules of
Tests/CalendarCoreTests/RecurrenceReference.txt (dateutil's random RRULEs: those with 25 days or
an UNTIL) exported with `rrule "RULE" from DATE | ics`. A recurrence is compared by its first 25
days (`| first 25`); an endless one calsh will not write as an RRULE (it asks for an end, as a
rule on a country's workdays or of a shape libical reads otherwise) is exported `| first 25`.
"""

import os
import re
import subprocess
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
REFERENCE = os.path.join(ROOT, "Tests", "CalendarCoreTests", "RecurrenceReference.txt")
RULES = 300
TAKE = 25

# (value, whether it is a recurrence: compared by its first TAKE days)
VALUES = [
    ("holidays jp 2025", False),
    ("holidays us 2024..2026", False),
    ("holidays kr 2025", False),
    ("every month on last workday jp from 2025-01 for 12", False),
    ("days 2025-01-01..2025-12-31 | where weekday == fri and number == 13", False),
    ("month 2023-05 | with (load \"examples/ledger.csv\") | details", False),
    ("load \"examples/ledger.csv\"", False),
    ("month 2023-02 | pad", False),
    ("year 2024", False),
    ("2025-12-30..2026-01-02", False),
    ("days 9999-12-20..9999-12-30", False),  # (Python's dates end before 9999-12-31's next day)
    ("every week on monday", True),
    ("every month on day 31 from 2025-01-31", True),
    ("every 2 weeks on tuesday, thursday from 2025-01-01 until 2025-06-30", True),
    ("every year on day 29 in feb from 2024-02-29 for 5", True),
    ("every month on last friday from 2025-01 until 2026-12-31", True),
    # Workdays without holidays (no country, no `set holidays`) are Monday to Friday: an RRULE.
    ("every month on last workday from 2025-01", True),
    ("every workday from 2025-01-06", True),
    # A weekly BYSETPOS rule: libical ignores BYSETPOS under WEEKLY, and a reader would cut the
    # first week at DTSTART; written day by day (endless: refused, so exported `| first 25`).
    ("every week on 1st workday from 2025-01-07", True),
    ("every week on 1st workday from 2025-01-07 for 20", True),
    ("every week on 2nd workday from 2025-01-06 for 30", False),
    ('rrule "FREQ=WEEKLY;BYDAY=MO,TU,WE;BYSETPOS=2" from 2025-01-07', True),
    ('rrule "FREQ=WEEKLY;BYDAY=MO,TU,WE;BYSETPOS=-1;COUNT=10" from 2025-01-06', True),
    ("every year on 1st workday in jan from 2025-01", True),
    ("every month on first workday, last workday from 2025-01 until 2026-06-30", True),
    # Shapes libical (3.0.16) expands otherwise than dateutil: written day by day.
    ('rrule "FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO,FR;COUNT=10" from 2025-01-01', True),
    ('rrule "FREQ=YEARLY;BYWEEKNO=1,-1;COUNT=10" from 2025-01-01', True),
    ('rrule "FREQ=YEARLY;BYWEEKNO=20" from 2025-01-01', True),
    ('rrule "FREQ=YEARLY;BYYEARDAY=100,-1;COUNT=10" from 2025-01-01', True),
    ('rrule "FREQ=DAILY;BYYEARDAY=60;COUNT=5" from 2024-01-01', True),
    ('rrule "FREQ=DAILY;BYMONTHDAY=1,15;COUNT=10" from 2025-01-01', True),
    ('rrule "FREQ=WEEKLY;BYMONTHDAY=13;BYDAY=FR;COUNT=5" from 2025-01-01', True),
    ('rrule "FREQ=YEARLY;BYMONTHDAY=6;COUNT=12" from 2025-01-01', True),
    ('rrule "FREQ=YEARLY;BYMONTHDAY=6" from 2025-01-01', True),
    ('rrule "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=1,2,3,4,5,6,7;BYDAY=MO;COUNT=5" from 2025-01-01',
     True),
    ('rrule "FREQ=YEARLY;BYMONTH=1,7;BYMONTHDAY=-1,-2;BYSETPOS=2;COUNT=6" from 2025-01-01', True),
    # Their neighbours libical reads as dateutil does: one RRULE.
    ('rrule "FREQ=MONTHLY;BYMONTHDAY=6,-1;COUNT=12" from 2025-01-01', True),
    ('rrule "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29" from 2024-01-01', True),
    ('rrule "FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13" from 2025-01-01', True),
    # A numbered BYDAY under DAILY or WEEKLY: dateutil ignores the number, libical reads it
    # otherwise, so calsh writes the weekday alone.
    ('rrule "FREQ=WEEKLY;BYDAY=1MO;COUNT=3" from 2025-01-01', True),
    ('rrule "FREQ=DAILY;BYMONTH=3;BYDAY=1MO;COUNT=3" from 2025-01-01', True),
    ('rrule "FREQ=DAILY;BYDAY=-1FR;COUNT=3" from 2025-01-01', True),
    ('rrule "FREQ=DAILY;BYDAY=1MO,TU" from 2025-01-01', True),
    ('rrule "FREQ=WEEKLY;BYDAY=1MO,-1MO,2WE" from 2025-01-01', True),
]

# An error calsh gives for an endless value it writes day by day: it asks for an end.
ASKS_FOR_AN_END = "has no end, and "
ERROR = re.compile(r"^.*?:(\d+):\d+: error: (.*)$")


def values():
    """VALUES and the reference's first RULES rules with TAKE days or an UNTIL."""
    found = list(VALUES)
    with open(REFERENCE) as f:
        for line in f:
            if len(found) == len(VALUES) + RULES:
                break
            start, rule, dates = line.split()
            # A rule with fewer than 25 days in 200 years and no UNTIL is searched to 9999: slow.
            if dates.count(",") < TAKE - 1 and "UNTIL=" not in rule:
                continue
            found.append((f'rrule "{rule}" from {start[:4]}-{start[4:6]}-{start[6:]}', True))
    return found


def export(calsh, program):
    """Each value's `| ics` text and the days calsh lists for it: a list of
    (value, recurring, ics, days); or an error's text. `program` names the check in messages."""
    found = values()
    exported, errors = _run(calsh, found)
    if isinstance(exported, str):
        return exported
    refused = [i for i, message in errors.items() if ASKS_FOR_AN_END in message and found[i][1]]
    other = [i for i in errors if i not in refused]
    if other:
        return "\n".join(f"{program}: {found[i][0]}: calsh: {errors[i]}" for i in other)
    if refused:
        # Endless, written day by day: what a user would write, its first TAKE days.
        again = [(f"{found[i][0]} | first {TAKE}", True) for i in refused]
        rerun, errors = _run(calsh, again)
        if isinstance(rerun, str):
            return rerun
        if errors:
            return "\n".join(f"{program}: {again[i][0]}: calsh: {m}" for i, m in errors.items())
        for i, part in zip(refused, rerun, strict=True):
            exported[i] = part
        print(f"{program}: {len(refused)} endless values calsh writes day by day, asking for an "
              f"end, are exported | first {TAKE}")
    return exported


def _run(calsh, found):
    """One run of calsh for all: each value as a file, then its days listed, between markers.
    Returns the exports and, by value, the error calsh gave for its `| ics` (--keep-going)."""
    script = []
    for value, recurring in found:
        # The script is a temporary file: a file it loads is named from the repository's root.
        value = value.replace('"examples/', f'"{ROOT}/examples/')
        days = f"{value} | first {TAKE}" if recurring else value
        script.append('print "=== ics"')
        script.append(f"{value} | ics")
        script.append('print "=== days"')
        if value.startswith("holidays") or value.startswith("load") or value.endswith("details"):
            script.append(f"{days} | csv date")
        else:
            script.append(f'{days} | format "%Y-%m-%d"')
    with tempfile.NamedTemporaryFile("w", suffix=".cal", delete=False) as f:
        f.write("\n".join(script) + "\n")
        path = f.name
    try:
        run = subprocess.run([calsh, "--keep-going", "--today", "2025-01-02", path], cwd=ROOT,
                             capture_output=True)
    finally:
        os.unlink(path)
    errors = {}
    for line in run.stderr.decode().splitlines():
        match = ERROR.match(line)
        if not match:
            continue
        number = int(match.group(1))
        # Line 4i+2 is value i's `| ics`; an error elsewhere (listing its days) is a failure.
        if number % 4 != 2:
            return f"calsh failed listing days: {line}", {}
        errors[(number - 2) // 4] = match.group(2)
    if run.returncode != 0 and not errors:
        return f"calsh failed: {run.stderr.decode()}", {}
    parts = run.stdout.decode().split("=== ics\n")[1:]
    if len(parts) != len(found):
        return f"calsh printed {len(parts)} exports for {len(found)} values", {}
    exported = []
    for (value, recurring), part in zip(found, parts):
        ics, days = part.split("=== days\n")
        dates = [line.strip()[:10] for line in days.splitlines() if line.strip()]
        exported.append((value, recurring, ics, [d for d in dates if d != "date"]))
    return exported, errors
