"""Checks calsh's time zone dump (Tests/CalFilesTests/ZoneDumpTests.swift) against independent
implementations, reading the same TZif files: Python's `zoneinfo` (offsets and abbreviations at
every change 1900–2100 and at random instants; which changes there are, from its own reading of
the files; the four disambiguations from PEP 495's fold), `dateutil.tz` (the compatible choice,
1902–2037, where the files' 32-bit data reaches, at the changes dateutil models: between standard
and daylight saving time, daylight ahead, offsets in whole minutes — it rounds local mean times to
the minute and misreads changes between two daylight or two standard times), and Python's and GNU
`date`'s arithmetic for `@N`.

Usage: check_zones.py DUMP_FOLDER EMBEDDED_ZONEINFO SYSTEM_ZONEINFO
"""

import datetime
import os
import subprocess
import sys
import zoneinfo
from zoneinfo import _zoneinfo as pure

import dateutil.tz

UTC = datetime.timezone.utc
EPOCH = datetime.datetime(1970, 1, 1, tzinfo=UTC)
FROM = int((datetime.datetime(1900, 1, 1, tzinfo=UTC) - EPOCH).total_seconds())
THROUGH = int((datetime.datetime(2101, 1, 1, tzinfo=UTC) - EPOCH).total_seconds())
DATEUTIL_FROM = int((datetime.datetime(1902, 1, 1, tzinfo=UTC) - EPOCH).total_seconds())
DATEUTIL_THROUGH = int((datetime.datetime(2037, 1, 1, tzinfo=UTC) - EPOCH).total_seconds())

failures = []
counts = {}


def fail(message):
    failures.append(message)


def count(key, n=1):
    counts[key] = counts.get(key, 0) + n


def local(zone, seconds):
    """(offset seconds, abbreviation) at an instant, or None past datetime's range."""
    try:
        dt = (EPOCH + datetime.timedelta(seconds=seconds)).astimezone(zone)
    except OverflowError:
        return None
    return int(dt.utcoffset().total_seconds()), dt.tzname()


def changes(path, zone):
    """The instants 1900–2100 where offset or abbreviation change, from Python's own reading of
    the file: its transitions, then its footer's for every year."""
    with open(path, "rb") as f:
        raw = pure.ZoneInfo.from_file(f)
    candidates = set(t for t in raw._trans_utc if FROM <= t < THROUGH)
    after = raw._tz_after
    last = raw._trans_utc[-1] if raw._trans_utc else None
    if isinstance(after, pure._TZStr):
        for year in range(1899, 2102):
            start, end = after.transitions(year)
            for t in (start - after.std.utcoff.total_seconds(), end - after.dst.utcoff.total_seconds()):
                t = int(t)
                if (last is None or t > last) and FROM <= t < THROUGH:
                    candidates.add(t)
    found = []
    for t in sorted(candidates):
        before, at = local(zone, t - 1), local(zone, t)
        if before != at:
            found.append((t, before, at))
    return found


def resolutions(zone, wall):
    """compatible, earlier, later, reject for a naive wall time, from PEP 495's fold: in an
    overlap fold=0 is the earlier instant, in a gap the later (the offset before the change)."""
    try:
        i0 = int((wall.replace(tzinfo=zone, fold=0).astimezone(UTC) - EPOCH).total_seconds())
        i1 = int((wall.replace(tzinfo=zone, fold=1).astimezone(UTC) - EPOCH).total_seconds())
        back = (EPOCH + datetime.timedelta(seconds=i0)).astimezone(zone).replace(tzinfo=None)
    except OverflowError:
        return None
    if i0 == i1:
        return [str(i0)] * 4
    if back == wall:  # an overlap: both instants show the wall time
        return [str(i0), str(min(i0, i1)), str(max(i0, i1)), "reject"]
    return [str(i0), str(i1), str(i0), "reject"]  # a gap


dzone_of = {}


def dateutil_models(zone, t):
    """Whether dateutil's tzfile gets the change at `t` right by design (see the module's words)."""
    try:
        before = (EPOCH + datetime.timedelta(seconds=t - 1)).astimezone(zone)
        after = (EPOCH + datetime.timedelta(seconds=t)).astimezone(zone)
    except OverflowError:
        return False
    offsets = [before.utcoffset(), after.utcoffset()]
    if any(o.total_seconds() % 60 for o in offsets):
        return False
    dst = [bool(before.dst()), bool(after.dst())]
    if dst[0] == dst[1]:
        return False
    daylight, standard = (offsets[0], offsets[1]) if dst[0] else (offsets[1], offsets[0])
    # Standard time itself unchanged across the change, and dateutil reading the same offsets on
    # either side (it derives a type's daylight saving from its neighbours, and a zone that also
    # moves its standard time, as Inuvik in 1979 or Argentina's provinces, misleads it).
    if before.utcoffset() - before.dst() != after.utcoffset() - after.dst():
        return False
    for when, offset in ((before, offsets[0]), (after, offsets[1])):
        if when.astimezone(dzone_of[id(zone)]).utcoffset() != offset:
            return False
    return daylight > standard


def dateutil_compatible(dzone, wall):
    dt = wall.replace(tzinfo=dzone)
    if not dateutil.tz.datetime_exists(dt):
        dt = dateutil.tz.resolve_imaginary(dt)
    return str(int((dt.astimezone(UTC) - EPOCH).total_seconds()))


def check_source(label, dump_path, folder, use_dateutil):
    with open(dump_path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    name = zone = dzone = path = None
    modelled = False
    expected = []
    seen = []

    def finish():
        if name is None:
            return
        if seen != expected:
            missing = [e for e in expected if e not in seen][:3]
            extra = [s for s in seen if s not in expected][:3]
            fail(f"{label} {name}: changes differ; zoneinfo only {missing}, calsh only {extra}")
        count(f"{label} changes", len(seen))

    for line in lines:
        if not line:
            continue
        fields = line.split("\t")
        kind = fields[0]
        if kind == "source":
            count(f"{label} release {fields[1]}", 0)
        elif kind == "link":
            count(f"{label} links")
            if fields[3] != "same":
                fail(f"{label} link {fields[1]} -> {fields[2]}: data differs from its zone's")
        elif kind == "zone":
            finish()
            name = fields[1]
            path = os.path.join(folder, name)
            with open(path, "rb") as f:
                zone = zoneinfo.ZoneInfo.from_file(f, key=name)
            dzone = dateutil.tz.tzfile(path) if use_dateutil else None
            dzone_of[id(zone)] = dzone
            expected = [(t, b, a) for t, b, a in changes(path, zone)]
            seen = []
            count(f"{label} zones")
        elif kind == "t":
            t = int(fields[1])
            modelled = dzone is not None and dateutil_models(zone, t)
            seen.append((t, (int(fields[2]), fields[3]), (int(fields[4]), fields[5])))
        elif kind == "w":
            wall = datetime.datetime.fromisoformat(fields[1])
            want = resolutions(zone, wall)
            got = fields[2:6]
            if want is None:
                count(f"{label} walls past Python's range")
                continue
            if got != want:
                fail(f"{label} {name} {fields[1]}: calsh {got}, zoneinfo {want} (compatible earlier later reject)")
            count(f"{label} wall times x4")
            if modelled:
                t = int(got[0]) if got[0].lstrip("-").isdigit() else None
                if t is not None and DATEUTIL_FROM <= t < DATEUTIL_THROUGH:
                    theirs = dateutil_compatible(dzone, wall)
                    if theirs != got[0]:
                        fail(f"{label} {name} {fields[1]}: compatible calsh {got[0]}, dateutil {theirs}")
                    count(f"{label} wall times against dateutil")
        elif kind == "r":
            at = local(zone, int(fields[1]))
            if at is None:
                count(f"{label} random instants past Python's range")
                continue
            if at != (int(fields[2]), fields[3]):
                fail(f"{label} {name} @{fields[1]}: calsh {fields[2]} {fields[3]}, zoneinfo {at}")
            count(f"{label} random instants")
    finish()


def changes_since_1970(dump_path):
    """Release and each zone's changes from 1970 on, as calsh dumped them."""
    release, zones, name = None, {}, None
    with open(dump_path, encoding="utf-8") as f:
        for line in f.read().split("\n"):
            fields = line.split("\t")
            if fields[0] == "source":
                release = fields[1]
            elif fields[0] == "zone":
                name = fields[1]
                zones[name] = []
            elif fields[0] == "t" and int(fields[1]) >= 0:
                zones[name].append(tuple(fields[1:]))
    return release, zones


def check_same_release(dump):
    """The embedded copy against the system's when both are the same release: every zone both
    name changes the same way from 1970 on (before 1970 a system built with tzdata's backzone
    keeps zones that the package merged into links)."""
    release_e, embedded = changes_since_1970(os.path.join(dump, "embedded.tsv"))
    release_s, system = changes_since_1970(os.path.join(dump, "system.tsv"))
    if release_e != release_s:
        print(f"  embedded {release_e} against system {release_s}: different releases, not compared")
        return
    for name in sorted(set(embedded) & set(system)):
        if embedded[name] != system[name]:
            fail(f"{name}: the embedded {release_e} and the system's {release_s} change differently since 1970")
        count("zones the same in the embedded copy and the system's")


def check_epoch(dump_path):
    with open(dump_path, encoding="utf-8") as f:
        lines = [line.split("\t") for line in f.read().split("\n") if line]
    sample_n, sample_d = [], []
    for fields in lines:
        if fields[0] == "n":
            n, ns, text = int(fields[1]), int(fields[2]), fields[3]
            dt = EPOCH + datetime.timedelta(seconds=n, microseconds=ns // 1000)
            want = dt.strftime("%Y-%m-%dT%H:%M:%S")
            if ns:
                want += ("." + f"{ns:09d}").rstrip("0")
            want += "Z"
            if dt.year < 1000:
                want = f"{dt.year:04d}" + want[len(str(dt.year)) :]
            if text != want:
                fail(f"@{n}.{ns:09d}: calsh {text}, Python {want}")
            count("@N to date-time")
            if len(sample_n) < 500:
                sample_n.append((n, text.split(".")[0].rstrip("Z") + "Z"))
        else:
            text, n = fields[1], int(fields[2])
            want = int((datetime.datetime.fromisoformat(text.replace("Z", "+00:00")) - EPOCH).total_seconds())
            if n != want:
                fail(f"{text}: calsh @{n}, Python @{want}")
            count("date-time to @N")
            if len(sample_d) < 500:
                sample_d.append((text, n))
    # GNU date, one process each way.
    out = subprocess.run(
        ["date", "-u", "-f", "-", "+%04Y-%m-%dT%H:%M:%SZ"],
        input="".join(f"@{n}\n" for n, _ in sample_n), capture_output=True, text=True, check=True,
        env={"LC_ALL": "C", "PATH": os.environ["PATH"]}).stdout.split()
    for (n, text), theirs in zip(sample_n, out, strict=True):
        if text != theirs:
            fail(f"@{n}: calsh {text}, GNU date {theirs}")
        count("@N to date-time against GNU date")
    out = subprocess.run(
        ["date", "-u", "-f", "-", "+%s"], input="".join(f"{t}\n" for t, _ in sample_d),
        capture_output=True, text=True, check=True, env={"LC_ALL": "C", "PATH": os.environ["PATH"]}).stdout.split()
    for (text, n), theirs in zip(sample_d, out, strict=True):
        if str(n) != theirs:
            fail(f"{text}: calsh @{n}, GNU date @{theirs}")
        count("date-time to @N against GNU date")


def main():
    dump, embedded, system = sys.argv[1:4]
    check_source("embedded", os.path.join(dump, "embedded.tsv"), embedded, use_dateutil=False)
    if os.path.exists(os.path.join(dump, "system.tsv")):
        check_source("system", os.path.join(dump, "system.tsv"), system, use_dateutil=True)
        check_same_release(dump)
    check_epoch(os.path.join(dump, "epoch.tsv"))
    for key in sorted(counts):
        print(f"  {key}: {counts[key]}")
    if failures:
        print(f"check-zones: {len(failures)} differences:")
        for message in failures[: int(os.environ.get("CHECK_ZONES_SHOW", "40"))]:
            print("  " + message)
        sys.exit(1)


if __name__ == "__main__":
    main()
