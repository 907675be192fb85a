#!/usr/bin/env python3
"""Random calsh scripts over the language the old (db19f8e) and new binaries share."""
import random

CORPUS = []


def load_corpus(paths):
    bad = ("around", "strip", "width", "locale", "grid weeks", "quarter", "year 2", "-Q", "help", "| grid")
    import re
    for p in paths:
        try:
            for line in open(p, "rb").read().split(b"\n"):
                if any(w.encode() in line for w in bad) or line.strip() == b"year":
                    continue
                if re.search(rb"month +[0-9]+-[0-9]+ *\.\.", line) and not re.search(rb"\| *(count|table|json|csv)", line):
                    continue
                if line.strip().startswith(b"quit") or line.strip().startswith(b"exit"):
                    continue
                CORPUS.append(line)
        except OSError:
            pass


WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat", "Monday", "Tuesday", "friday", "SAT", "Sunday",
            "tues", "thurs", "wednes"]
MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
          "January", "February", "december", "febuary", "agust"]
UNITS = ["d", "day", "days", "w", "week", "weeks", "mo", "month", "months", "y", "year", "years",
         "Days", "MONTH", "mnth", "dy", "yr", "m", "wk"]
FIELDS = ["date", "number", "weekday", "isSelected", "isWithinDisplayedMonth", "dateBelongsTo",
          "selectionPosition", "isToday", "isWeekend", "holiday", "row", "column"]
WORDS = ["thisMonth", "previousMonth", "followingMonth", "none", "full", "left", "middle", "right"]
HELP = ["month", "year", "quarter", "days", "today", "pad", "select", "deselect", "next", "prev",
        "count", "where", "first", "last", "table", "json", "csv", "print", "weekday", "leap",
        "meta", "daysin", "doy", "isoweek", "jdn", "easter", "nth", "between", "zeller", "explain",
        "holidays", "workdays", "help", "source", "vars", "quit", "exit", "let", "dates",
        "durations", "arithmetic", "ranges", "selection", "explain", "topics", "foo", "mnth", "weekdy"]
VARS = ["a", "b", "x", "feb2", "d", "n", "m", "café", "ｘ", "_v", "v1"]


def year(r):
    c = r.random()
    if c < 0.6:
        return "%04d" % r.randint(1900, 2100)
    if c < 0.8:
        return "%04d" % r.choice([1, 2, 1582, 1583, 9998, 9999, 1000, 4, 100, 400])
    if c < 0.9:
        return str(r.randint(10000, 99999))
    return "%04d" % r.randint(0, 9999)


def date(r):
    m = r.randint(1, 12) if r.random() < 0.9 else r.choice([0, 13, 99])
    d = r.randint(1, 28) if r.random() < 0.7 else r.choice([29, 30, 31, 0, 32, 99])
    return "%s-%02d-%02d" % (year(r), m, d)


def near(r):
    """A date range mostly a few weeks long (a wide one prints millions of rows)."""
    if r.random() < 0.1:
        return date(r) + ".." + date(r)
    y, m, d = r.randint(1583, 2100), r.randint(1, 12), r.randint(1, 28)
    y2, m2 = (y, m) if r.random() < 0.6 else (y + r.choice([0, 1]), r.randint(1, 12))
    return "%04d-%02d-%02d..%04d-%02d-%02d" % (y, m, d, y2, m2, r.randint(1, 28))


def ym(r):
    m = r.randint(1, 12) if r.random() < 0.9 else r.choice([0, 13])
    return "%s-%02d" % (year(r), m)


def integer(r):
    c = r.random()
    if c < 0.7:
        return str(r.randint(0, 40))
    if c < 0.85:
        return str(r.randint(0, 10 ** r.randint(3, 18)))
    return r.choice(["9223372036854775807", "9223372036854775808", "99999999999999999999999999",
                     "18446744073709551616", "999999999999999999", "1000000000000000000",
                     "3652059", "2147483648", "00012"])


def duration(r):
    parts = []
    for _ in range(r.choice([1, 1, 1, 2, 3])):
        n = integer(r) if r.random() < 0.3 else str(r.randint(0, 30))
        u = r.choice(UNITS)
        parts.append(n + ("" if r.random() < 0.3 and len(u) <= 2 else " ") + u)
    return " ".join(parts)


def string(r):
    body = "".join(r.choice(["a", "b", " ", "\\n", "\\t", "\\\"", "\\\\", "\\q", "é", "日", "\\", "x1",
                             "#", "|", ";", "(", ")"])
                   for _ in range(r.randint(0, 6)))
    return '"' + body + ('"' if r.random() < 0.93 else "")


def atom(r, depth=0):
    c = r.random()
    if c < 0.25:
        return date(r)
    if c < 0.33:
        return ym(r)
    if c < 0.45:
        return integer(r)
    if c < 0.58:
        return duration(r)
    if c < 0.62:
        return r.choice(WEEKDAYS)
    if c < 0.65:
        return r.choice(MONTHS)
    if c < 0.70:
        return r.choice(["today", "tomorrow", "yesterday", "true", "false"])
    if c < 0.74:
        return "%s-W%02d" % (year(r), r.choice([1, 5, 52, 53, 54, 0])) + (
            "-%d" % r.randint(0, 8) if r.random() < 0.5 else "")
    if c < 0.77:
        return "%s-Q%d | count" % (year(r), r.randint(0, 5)) if depth == 0 else date(r)
    if c < 0.81:
        return string(r)
    if c < 0.86:
        return r.choice(VARS)
    if c < 0.92 and depth < 3:
        return "(" + pipeline(r, depth + 1) + ")"
    if c < 0.95:
        return "%d workdays %s" % (r.randint(-5, 30), r.choice(["", "jp", "us", "kr", "jp, us", "xx"]))
    return r.choice(["1969/07/20", "03.02.2023", "2/3/2023", "23-02", "2023-02-3", "2023-2-03", "2024-w05",
                     "2023-02-031", "20230203", "1.5", "3..4", "2024-q9"])


def expr(r, depth=0):
    c = r.random()
    if c < 0.45 or depth > 2:
        return atom(r, depth)
    if c < 0.75:
        return expr(r, depth + 1) + r.choice([" + ", " - ", " + ", " - ", "+", "-", " * "]) + expr(r, depth + 1)
    if c < 0.85:
        a = r.choice([date, ym])
        return a(r) + ".." + a(r)
    if c < 0.92:
        return "-" + expr(r, depth + 1)
    return expr(r, depth + 1) + r.choice([" == ", " != ", " < ", " >= ", " = ", " <> ", " => ", " && ", " || ",
                                          " and ", " or ", " in "]) + expr(r, depth + 1)


def cond(r, depth=0):
    c = r.random()
    f = r.choice(FIELDS)
    if c < 0.3:
        return "%s == %s" % (f, r.choice(WEEKDAYS + WORDS + ["13", "1", "true", date(r)]))
    if c < 0.45:
        return "weekday in (%s)" % ", ".join(r.sample(WEEKDAYS[:7], r.randint(1, 3)))
    if c < 0.55:
        return "not " + cond(r, depth + 1) if depth < 3 else f
    if c < 0.7 and depth < 3:
        return cond(r, depth + 1) + r.choice([" and ", " or "]) + cond(r, depth + 1)
    if c < 0.8:
        return "%s %s %s" % (f, r.choice(["<", ">", "<=", ">=", "!="]), r.choice(["10", date(r), "3"]))
    return r.choice([f, "holiday", "isWeekend", "number", "foo", "nmber", "weekday == fri and number == 13"])


def month_source(r):
    c = r.random()
    if c < 0.6:
        return "month " + r.choice([ym(r), date(r), r.choice(MONTHS), r.choice(MONTHS) + " " + year(r), ""])
    if c < 0.8:
        return "days " + r.choice([ym(r), near(r)])
    if c < 0.85:
        return "%s-W%02d" % (year(r), r.randint(1, 53))
    return "meta " + ym(r)


def list_source(r):
    """Month lists, drawn only through a stage that is not a grid."""
    return r.choice(["year " + year(r), "quarter " + r.choice([date(r), ym(r), "2026-Q%d" % r.randint(1, 4), ""]),
                     "month %s..%s" % (ym(r), ym(r)), "%s-Q%d" % (year(r), r.randint(1, 4))])


def grid_stage(r):
    return r.choice(["pad", "pad row", "pad grid", "pad none", "pad foo", "select " + date(r),
                     "select " + near(r), "select %s, %s" % (date(r), date(r)), "deselect",
                     "next", "next %s" % integer(r), "prev", "prev 2", "select", "next -1"])


def list_stage(r):
    return r.choice(["count", "where " + cond(r), "first", "first %s" % integer(r), "last", "last 3",
                     "last %s" % integer(r), "first 0", "where"])


def render(r):
    return r.choice(["grid", "table", "table all", "table " + " ".join(r.sample(FIELDS, r.randint(1, 3))),
                     "json", "json pretty", "csv", "csv all", "csv " + " ".join(r.sample(FIELDS, 2)),
                     "table foo", "json ugly", "print"])


def calc(r):
    c = r.choice(["weekday", "leap", "daysin", "doy", "isoweek", "jdn", "easter", "nth", "last", "between",
                  "zeller", "meta"])
    if c == "nth":
        return "nth %s %s %s" % (r.choice(["1", "2", "4", "5", "-1", "-5", "0", "6"]), r.choice(WEEKDAYS),
                                 r.choice([ym(r), r.choice(MONTHS), ""]))
    if c == "last":
        return "last %s %s" % (r.choice(WEEKDAYS), ym(r))
    if c == "between":
        return "between %s %s" % (date(r), date(r))
    if c in ("leap", "easter"):
        return c + " " + r.choice([year(r), integer(r), date(r), ""])
    if c == "jdn":
        return "jdn " + r.choice([date(r), integer(r), "-5"])
    if c == "daysin":
        return "daysin " + r.choice([ym(r), year(r), date(r)])
    return c + " " + r.choice([expr(r), date(r), date(r)])


def pipeline(r, depth=0):
    c = r.random()
    if c < 0.3:
        return expr(r, depth)
    if c < 0.5:
        return calc(r)
    if c < 0.75:
        s = month_source(r)
        listed = False
        for _ in range(r.randint(0, 3)):
            st = r.choice([grid_stage, grid_stage, list_stage])(r)
            listed = listed or st.split(" ")[0] in ("where", "first", "last")
            s += " | " + st
        if r.random() < 0.6:
            rs = render(r)
            if rs == "grid" and (listed or not s.startswith("month")):
                rs = "table"
            s += " | " + rs
        return s
    if c < 0.82:
        s = list_source(r)
        for _ in range(r.randint(0, 2)):
            s += " | " + r.choice([list_stage, lambda r: r.choice(["pad", "select " + date(r)])])(r)
        return s + " | " + r.choice(["count", "table", "json", "csv", "table date", "first 2 | table"])
    if c < 0.88:
        return "holidays %s %s" % (r.choice(["jp", "kr", "us", "jp,us", "jp, kr", "xx", ""]),
                                   r.choice([year(r), ym(r), near(r), ""])) + \
            r.choice(["", " | json", " | csv", " | count", " | table"])
    if c < 0.91:
        return "workdays %s %s" % (near(r), r.choice(["", "jp", "us kr", "xx"]))
    if c < 0.95:
        return "explain " + r.choice([calc(r), expr(r), "holiday jp " + date(r), date(r) + " + 1 month",
                                      date(r) + " - " + date(r), ym(r) + " - " + ym(r), "foo", ""])
    if c < 0.98:
        return "print " + " ".join(expr(r, depth) for _ in range(r.randint(0, 3)))
    return r.choice([expr(r), calc(r)]) + " | " + r.choice(["weekday", "doy", "count", "json", "print",
                                                          "isoweek", "next", "pad", "leap"])


def statement(r):
    c = r.random()
    if c < 0.08:
        return "let %s = %s" % (r.choice(VARS + ["month", "let", "today", "and"]), pipeline(r))
    if c < 0.14:
        name = r.choice(["firstweekday", "today", "color", "monthend", "holidays", "foo", "firstweekdy"])
        val = {"firstweekday": r.choice(WEEKDAYS + ["xx"]), "today": r.choice([date(r), "foo"]),
               "color": r.choice(["auto", "never", "always", "blue"]),
               "monthend": r.choice(["clamp", "overflow", "wrap"]),
               "holidays": r.choice(["jp", "kr,us", "none", "xx", "jp, us"])}.get(name, "1")
        return "set %s %s" % (name, val if r.random() < 0.95 else "")
    if c < 0.17:
        return "help " + r.choice(HELP)
    if c < 0.18:
        return "vars"
    if c < 0.21:
        return "source " + r.choice(SOURCES)
    if c < 0.24:
        return "holidays load " + r.choice(LOADS)
    return pipeline(r)


SOURCES = ["lib/ok.cal", "lib/err.cal", "lib/bad.cal", "lib/missing.cal", '"lib/ok.cal"', "lib", "/dev/null",
           "lib/cont.cal"]
LOADS = ["lib/company.csv", "lib/bad_holidays.csv", "lib/bom_holidays.csv", "lib/three_fields.csv",
         "lib/unterminated.csv", "nothere.csv"]

NOISE = [b"\xff", b"\xfe", b"\x80", b"\xc3", b"\xe2\x82", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\x00",
         b"\r", b"\t", b" ", b"\xef\xbb\xbf", "é".encode(), "日本".encode(), "\u0301".encode(), "👩‍👩‍👧".encode(),
         b"\x1b[31m", b"|", b"(", b")", b";", b"#", b'"', b"\\", b"-", b"+", b"..", b".", b"=", b"!", b"&",
         b"<", b">", b"*", b",", b"0", b"9", b"\x7f", b"\x01", "\u212a".encode(), "\u037e".encode()]


def mutate(r, line):
    line = bytearray(line)
    for _ in range(r.randint(1, 3)):
        c = r.random()
        pos = r.randint(0, len(line))
        if c < 0.5:
            line[pos:pos] = r.choice(NOISE)
        elif c < 0.7 and line:
            del line[pos:pos + r.randint(1, 3)]
        elif c < 0.85:
            line = line[:pos]
        else:
            line[pos:pos] = line[r.randint(0, len(line)):][:r.randint(1, 8)]
    return bytes(line)


def line(r):
    c = r.random()
    if c < 0.2 and CORPUS:
        s = r.choice(CORPUS)
    elif c < 0.25:
        s = b"# comment " + r.choice(NOISE)
    elif c < 0.28:
        s = r.choice([b"", b"   ", b"\t", b"#", b"  # x"])
    else:
        stmts = [statement(r) for _ in range(1 if r.random() < 0.8 else r.randint(2, 3))]
        s = (r.choice(["; ", ";", " ;"])).join(stmts).encode()
        if r.random() < 0.1:
            s += r.choice([b" # tail", b"#x", b" ;", b";"])
        if r.random() < 0.1:
            s = r.choice([b" ", b"\t", b"  \t"]) + s
    if r.random() < 0.15:
        s = mutate(r, s)
    return s


def continued(r):
    """A statement spread over lines: ends in | or an open parenthesis."""
    c = r.random()
    if c < 0.4:
        return [month_source(r).encode() + b" |", b"  " + grid_stage(r).encode() + b" |", render(r).encode()]
    if c < 0.6:
        return [b"(" + date(r).encode() + b" +", duration(r).encode() + b")" + r.choice([b"", b" | weekday"])]
    if c < 0.7:
        return [b"month 2024-02 |", b"", b"# c", b"pad"]
    if c < 0.8:
        return [b"print (1 +", b"2", b")"]
    if c < 0.9:
        return [b"days 2024-01..2024-03 | where (weekday == mon or", b"  number == 1) | count"]
    return [line(r) + b" |", line(r)]


def long_line(r):
    c = r.random()
    if c < 0.4:
        n = r.randint(300, 30000)
        return b" + ".join([b"1"] * n)
    if c < 0.6:
        return b"2024-01-01" + b" + 1 day" * r.randint(100, 20000)
    if c < 0.8:
        return b"# " + b"x" * r.randint(200000, 300000)
    return b"print \"" + b"y" * r.randint(1000, 300000) + b"\""


def script(r):
    lines = []
    n = r.randint(1, 25)
    while len(lines) < n:
        c = r.random()
        if c < 0.1:
            lines.extend(continued(r))
        elif c < 0.105:
            lines.append(long_line(r))
        elif c < 0.11:
            lines.append(b"((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((1" * r.randint(1, 2))
        else:
            lines.append(line(r))
    sep = b"\r\n" if r.random() < 0.1 else b"\n"
    text = sep.join(lines)
    if r.random() < 0.7:
        text += sep
    if r.random() < 0.05:
        text = b"\xef\xbb\xbf" + text
    if r.random() < 0.03:
        text = b"#!/usr/bin/env calsh\n" + text
    if r.random() < 0.02:
        text += b"\nquit\n" + line(r)
    return text
