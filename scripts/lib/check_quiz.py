"""`quiz` against references of its own: the questions of each seed drawn again by a Python
SplitMix64 (the same rejection rule), each answer computed by Python's datetime and calendar,
python-dateutil's easter and convertdate's Julian and Hebrew calendars, and the `| md` and
`| html` sheets read back by markdown-it-py and html5lib (strict) as the same questions and key;
the handout's statement that makes it again run to make the same handout, a Hebrew handout under
`set locale he` read as lang=he dir=rtl with each answer a <bdi> equal to `hebrew DATE` (day and
year as convertdate's), and, where headless Chromium is installed, a key alone printed to one page
and a worksheet with its key to two.

Usage: check_quiz.py [CALSH] [SEEDS]. Prints one summary line; exits 1 on any failure.
"""
import calendar
import datetime
import os
import re
import subprocess
import sys

import html5lib
from convertdate import hebrew, julian
from dateutil.easter import easter
from markdown_it import MarkdownIt

CALSH = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/calsh"
SEEDS = int(sys.argv[2]) if len(sys.argv) > 2 else 40
ENV = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_TIME", "LANG")}
MASK = (1 << 64) - 1
DEFAULT_YEARS = {"weekday": (1900, 2099), "doomsday": (1900, 2099), "isoweek": (1900, 2099),
                 "julian": (1900, 2099), "hebrew": (1900, 2099), "leap": (1582, 2400), "easter": (1900, 2100)}
HEBREW_MONTHS = ["Nisan", "Iyar", "Sivan", "Tammuz", "Av", "Elul", "Tishrei", "Heshvan", "Kislev", "Tevet",
                 "Shevat", "Adar", "Adar II"]
failures = []
checked = {"questions": 0, "sheets": 0}


class SplitMix64:
    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, bound):
        threshold = ((1 << 64) - bound) % bound
        while True:
            draw = self.next()
            if draw >= threshold:
                return draw % bound

    def within(self, low, high):
        return low + self.below(high - low + 1)


def questions(kind, count, seed, years):
    generator = SplitMix64(seed)
    if kind in ("leap", "easter"):
        return [generator.within(*years) for _ in range(count)]
    first = datetime.date(years[0], 1, 1).toordinal()
    last = datetime.date(years[1], 12, 31).toordinal()
    return [datetime.date.fromordinal(generator.within(first, last)) for _ in range(count)]


def answer(kind, subject):
    if kind in ("weekday", "doomsday"):
        return subject.strftime("%A")
    if kind == "leap":
        return "true" if calendar.isleap(subject) else "false"
    if kind == "easter":
        return easter(subject).isoformat()
    if kind == "isoweek":
        year, week, day = subject.isocalendar()
        return f"{year:04d}-W{week:02d}-{day}"
    if kind == "julian":
        year, month, day = julian.from_gregorian(subject.year, subject.month, subject.day)
        return f"{year:04d}-{month:02d}-{day:02d}"
    year, month, day = hebrew.from_gregorian(subject.year, subject.month, subject.day)
    name = HEBREW_MONTHS[month - 1]
    if month == 12 and hebrew.leap(year):
        name = "Adar I"
    return f"{day} {name} {year}"


def run(text):
    result = subprocess.run([CALSH, "-c", text, "--today", "2025-06-15", "--color", "never"],
                            capture_output=True, text=True, env=ENV)
    if result.returncode != 0:
        failures.append(f"{text}: exit {result.returncode}: {result.stderr.strip()}")
    return result.stdout


def key_entries(text):
    """The text key's `N. SUBJECT  ANSWER` lines, after the separator."""
    key = text.split("----- Answer key -----\n", 1)[1]
    return [tuple(re.match(r"\s*\d+\. (\S+)  (.+)$", line).groups()) for line in key.splitlines()]


def check_sheets(statement, expected):
    md = run(statement + " | md")
    tokens = MarkdownIt("commonmark").parse(md)
    sections, heading, items, depth = {}, None, None, 0
    for index, token in enumerate(tokens):
        if token.type == "heading_open" and token.tag == "h2":
            heading = tokens[index + 1].content
            sections[heading] = items = []
        elif token.type == "list_item_open":
            depth += 1
            items.append("")
        elif token.type == "list_item_close":
            depth -= 1
        elif token.type == "inline" and depth > 0:
            items[-1] += "".join(t.content for t in token.children or [] if t.type in ("text", "code_inline"))
    if list(sections) != ["Worksheet", "Answer key"]:
        failures.append(f"{statement} | md: sections {list(sections)}")
    elif len(sections["Worksheet"]) != len(expected) or not all(
            item.startswith(s + " ") and set(item[len(s) + 1:]) == {"_"}
            for item, (s, _) in zip(sections["Worksheet"], expected)):
        failures.append(f"{statement} | md: the worksheet is not the questions with blanks")
    elif sections["Answer key"] != [f"{s}: {a}" for s, a in expected]:
        failures.append(f"{statement} | md: the key is not the answers")
    html = run(statement + " | html")
    try:
        document = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False).parse(html)
    except Exception as error:  # html5lib raises ParseError on the first error
        failures.append(f"{statement} | html: {error}")
        return
    questions_ = ["".join(li.itertext()).strip() for li in document.findall(".//section[@class='worksheet']//li")]
    answers = ["".join(li.itertext()).strip() for li in document.findall(".//section[@class='key']//li")]
    if questions_ != [s for s, _ in expected] or answers != [f"{s}: {a}" for s, a in expected]:
        failures.append(f"{statement} | html: the sections are not the questions and the key")
    if "section.worksheet + section.key { break-before: page; }" not in html or re.search(
            r"<script|<img|https?:", html):
        failures.append(f"{statement} | html: no page break before the key, or a reference outside the file")
    check_made_again(statement, document, html)
    checked["sheets"] += 1


def check_made_again(statement, document, html):
    """The handout names the statement that makes it again (as the Markdown does), and that
    statement makes the same handout."""
    code = document.find(".//p[@class='instruction']//code")
    if code is None or not "".join(code.itertext()).strip():
        failures.append(f"{statement} | html: no statement that makes it again")
        return
    again = "".join(code.itertext()).strip()
    if run(again + " | html") != html:
        failures.append(f"{statement} | html: {again} does not make the same handout")


def bdi_texts(document, path):
    return ["".join(b.itertext()) for b in document.findall(path)]


def check_handouts():
    """A key alone has no page of its own to wait for; under `set locale he` the page is Hebrew
    and right to left, the English words stay English, and each answer is isolated (<bdi>)."""
    statement = "quiz leap 3 seed 5 key"
    html = run(statement + " | html")
    document = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False).parse(html)
    if document.find(".//section[@class='worksheet']") is not None:
        failures.append(f"{statement} | html: a worksheet in a key alone")
    check_made_again(statement, document, html)
    dates = [d for d in questions("hebrew", 8, 5, DEFAULT_YEARS["hebrew"])]
    statement = "set locale he; quiz hebrew 8 seed 5"
    html = run(statement + " | html")
    document = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False).parse(html)
    root = document if document.tag == "html" else document.find(".//html")
    if (root.get("lang"), root.get("dir")) != ("he", "rtl"):
        failures.append(f"{statement} | html: lang={root.get('lang')} dir={root.get('dir')}, not he rtl")
    for path in (".//h1", ".//p[@class='instruction']", ".//h2"):
        element = document.find(path)
        if element is None or (element.get("lang"), element.get("dir")) != ("en", "ltr"):
            failures.append(f"{statement} | html: {path} is not marked English, left to right")
    answers = bdi_texts(document, ".//strong[@class='answer']/bdi")
    printed = run("set locale he; " + "; ".join(f"hebrew {d.isoformat()}" for d in dates)).splitlines()
    if answers != printed or len(answers) != len(dates):
        failures.append(f"{statement} | html: answers {answers} are not hebrew DATE's {printed}, each in <bdi>")
    for d, shown in zip(dates, answers):
        year, _, day = hebrew.from_gregorian(d.year, d.month, d.day)
        numbers = [int(n) for n in re.findall(r"\d+", shown)]
        if numbers != [day, year] or not re.search("[\u05d0-\u05ea]", shown) or re.search("[A-Za-z]", shown):
            failures.append(f"{statement}: {d} answered {shown!r}, convertdate: day {day} of a month of {year}")
    checked["sheets"] += 2
    pages = page_counts(["quiz leap 3 seed 5 key", "quiz leap 3 seed 5"])
    if pages is not None and pages != [1, 2]:
        failures.append(f"printed in Chromium, a key alone and a worksheet with its key take {pages} pages, not 1 and 2")


def page_counts(statements):
    """The printed pages (headless Chromium, then pdfinfo) of each statement's | html; None
    when no Chromium is installed."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import pictures
    import tempfile
    if pictures.browser() is None:
        return None
    counts = []
    with tempfile.TemporaryDirectory() as work:
        for index, statement in enumerate(statements):
            page = os.path.join(work, f"{index}.html")
            with open(page, "w") as file:
                file.write(run(statement + " | html"))
            pdf = os.path.join(work, f"{index}.pdf")
            pictures.print_to_pdf(page, pdf)
            counts.append(pictures.pdf_info(pdf)[0])
    checked["printed"] = len(counts)
    return counts


for kind, years in DEFAULT_YEARS.items():
    for seed in range(SEEDS):
        span = years if seed % 4 else ((1583, 2400) if kind == "easter" else (1600, 2600))
        words = f"quiz {kind} 25 seed {seed}" + ("" if span == years else f" from {span[0]} to {span[1]}")
        drawn = questions(kind, 25, seed, span)
        expected = [(str(q) if isinstance(q, int) else q.isoformat(), answer(kind, q)) for q in drawn]
        got = key_entries(run(words))
        for (subject, reference), (shown, given) in zip(expected, got):
            if subject != shown or reference != given:
                failures.append(f"{words}: {shown} {given!r}, the references: {subject} {reference!r}")
        if len(got) != len(expected):
            failures.append(f"{words}: {len(got)} answers")
        checked["questions"] += len(got)
        if seed < 3:
            check_sheets(f"quiz {kind} 6 seed {seed}", expected[:6] if span == years else [
                (str(q) if isinstance(q, int) else q.isoformat(), answer(kind, q)) for q in questions(kind, 6, seed, years)])

check_handouts()

if failures:
    print(f"check-quiz: {len(failures)} failures")
    for failure in failures[:40]:
        print("  " + failure)
    sys.exit(1)
print(f"check-quiz: {checked['questions']} questions of 7 kinds drawn again by Python's SplitMix64 and answered "
      f"by datetime, calendar, dateutil and convertdate; {checked['sheets']} sheets read back by markdown-it-py "
      f"and html5lib (strict) as the questions and the key (a key alone, Hebrew right to left with <bdi> answers, "
      f"the statement that makes each again); "
      + (f"{checked['printed']} printed by headless Chromium to 1 and 2 pages" if "printed" in checked
         else "no Chromium: page counts not checked"))
