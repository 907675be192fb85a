"""md and explanation handouts read back by independent parsers.

Tables: each value's `| md` parsed by markdown-it-py (CommonMark with GFM tables) must give the
same header and cells as its `| csv` (a null is `-` in Markdown, empty in CSV), with exactly the
columns of numbers right-aligned; a cell's leading and trailing spaces survive. Code blocks: each
drawing's or format's `| md` must be one code block holding exactly the text the value prints, even
when a note's line is ``` or the block passes 256 KiB. One-line values: `print TEXT | md` must be
one paragraph reading as TEXT (controls shown as escapes), even when it starts with four spaces or
a list mark. Explanations: each `explain X | html` parses under html5lib's
strict parser, each `| svg` as XML, each `| md` as Markdown, and each gives back the text
`explain X` prints, step for step (a formula's signs may be set as − and ×).
"""
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

import html5lib
from markdown_it import MarkdownIt

CALSH = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/calsh"
ENV = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_TIME", "LANG")}
failures = []
checked = {"tables": 0, "rows": 0, "code blocks": 0, "paragraphs": 0, "explanations": 0}


def run(text, *flags):
    result = subprocess.run(
        [CALSH, "-c", text, "--today", "2025-06-15", "--color", "never", *flags],
        capture_output=True, text=True, env=ENV)
    if result.returncode != 0:
        failures.append(f"{text}: exit {result.returncode}: {result.stderr.strip()}")
    return result.stdout


def plain(tokens):
    """The text of inline tokens as a reader sees it."""
    return "".join(t.content for t in tokens if t.type in ("text", "code_inline", "html_inline"))


def markdown_table(text):
    tokens = MarkdownIt("commonmark").enable("table").parse(text)
    header, rows, aligns, row, in_head = None, [], [], None, False
    for token in tokens:
        if token.type == "thead_open":
            in_head = True
        elif token.type == "thead_close":
            in_head = False
        elif token.type == "tr_open":
            row = []
        elif token.type in ("th_open", "td_open"):
            if in_head:
                style = token.attrGet("style") or ""
                aligns.append("right" if "right" in style else "left")
        elif token.type == "inline" and row is not None:
            row.append(plain(token.children or []))
        elif token.type == "tr_close":
            if in_head:
                header = row
            else:
                rows.append(row)
            row = None
    return header, rows, aligns


def csv_rows(text):
    import csv
    import io
    return list(csv.reader(io.StringIO(text)))


def visible(text):
    named = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}
    return "".join(named.get(c) or (f"\\u{{{ord(c):X}}}" if ord(c) < 0x20 or 0x7F <= ord(c) <= 0x9F else c)
                   for c in text)


NUMBER = re.compile(r"-?\d+(\.\d+)?$")


def check_table(statement, table=None):
    """`STATEMENT | md` against `| csv`; with `table`, `| table COLUMNS | md` against `| csv COLUMNS`."""
    md = run(statement + (" | md" if table is None else f" | table {table} | md"))
    csv = run(statement + " | csv" + ("" if not table else " " + table))
    header, rows, aligns = markdown_table(md)
    expected = csv_rows(csv)
    if not expected:
        failures.append(f"{statement} | csv: nothing written")
        return
    if header is None:
        failures.append(f"{statement} | md: no table in\n{md[:300]}")
        return
    # The text table's columns (a holiday list's own layout) are some of the CSV's, in its order.
    missing = [name for name in header if name not in expected[0]]
    if missing or len(aligns) != len(header):
        failures.append(f"{statement} | md: header {header} not of csv {expected[0]}")
        return
    project = [expected[0].index(name) for name in header]
    expected = [[r[i] for i in project] for r in expected]
    shown = [[("" if cell == "-" else cell) for cell in row] for row in rows]
    # Control characters are shown as escapes, as the text table shows them (a tab as \t).
    expected = [expected[0]] + [[visible(cell) for cell in row] for row in expected[1:]]
    if shown != expected[1:]:
        for got, want in zip(shown, expected[1:]):
            if got != want:
                failures.append(f"{statement} | md: row {got} != csv {want}")
                break
        else:
            failures.append(f"{statement} | md: {len(shown)} rows, csv {len(expected) - 1}")
    for index, name in enumerate(expected[0]):
        values = [r[index] for r in expected[1:] if r[index] != ""]
        numeric = bool(values) and all(NUMBER.match(v) for v in values)
        if numeric != (aligns[index] == "right"):
            failures.append(f"{statement} | md: column {name} aligned {aligns[index]}, numbers: {numeric}")
    checked["tables"] += 1
    checked["rows"] += len(rows)


def check_code_block(statement, language):
    """`STATEMENT | md` is one code block holding exactly what `STATEMENT` prints, however its
    lines read (a note's line of ``` must not close it), tagged with its language."""
    md = run(statement + " | md")
    text = run(statement)
    blocks = [t for t in MarkdownIt("commonmark").parse(md) if t.type in ("fence", "code_block")]
    others = [t.type for t in MarkdownIt("commonmark").parse(md)
              if t.type not in ("fence", "code_block", "html_block")]
    if len(blocks) != 1 or others or blocks[0].content != text:
        got = [b.content[:80] for b in blocks]
        failures.append(f"{statement} | md: not one code block of its text: {len(blocks)} blocks {got} {others}")
        return
    block = blocks[0]
    tag = block.info if block.type == "fence" else next(
        (t.content.strip()[5:-4] for t in MarkdownIt("commonmark").parse(md) if t.type == "html_block"), "")
    if tag != language:
        failures.append(f"{statement} | md: tagged {tag!r}, not {language!r}")
    checked["code blocks"] += 1


def check_paragraph(text):
    """`print TEXT | md` is one paragraph reading as TEXT, its controls shown as escapes."""
    md = run(f'print "{text}" | md')
    tokens = MarkdownIt("commonmark").parse(md)
    kinds = [t.type for t in tokens]
    inline = [t for t in tokens if t.type == "inline"]
    if kinds != ["paragraph_open", "inline", "paragraph_close"] or plain(inline[0].children) != visible(text):
        failures.append(f"print {text!r} | md: {kinds} {md!r}, not one paragraph of {visible(text)!r}")
        return
    checked["paragraphs"] += 1


def steps_of(text):
    steps = []
    for line in text.rstrip("\n").split("\n"):
        # A step wrapped at the width goes on in lines hung under its text.
        if steps and line.startswith(" "):
            steps[-1] += " " + line.strip()
            continue
        match = re.match(r"(\d+)\. (.*)$", line)
        assert match and int(match.group(1)) == len(steps) + 1, line
        steps.append(match.group(2))
    return steps


def same(a, b):
    norm = lambda s: re.sub(r"\s+", " ", s.replace("−", "-").replace("×", "*")).strip()
    return norm(a) == norm(b)


def check_explanation(request):
    steps = steps_of(run("explain " + request))
    html = run(f"explain {request} | html")
    try:
        document = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False).parse(html)
    except Exception as error:  # html5lib raises ParseError on the first error
        failures.append(f"explain {request} | html: {error}")
        return
    items = document.findall(".//ol[@class='steps']/li")
    if len(items) != len(steps) or not all(same("".join(li.itertext()), s) for li, s in zip(items, steps)):
        failures.append(f"explain {request} | html: the list is not the {len(steps)} steps")
    if re.search(r"<script|<img|https?:|//", html.replace("</", "")):
        failures.append(f"explain {request} | html: an external reference or a script")
    svg = run(f"explain {request} | svg")
    try:
        root = ET.fromstring(svg.encode())
    except ET.ParseError as error:
        failures.append(f"explain {request} | svg: {error}")
        return
    ns = "{http://www.w3.org/2000/svg}"
    groups = root.findall(f".//{ns}g[@class='steps']/{ns}g")
    texts = [" ".join("".join(t.itertext()) for t in g.findall(f"{ns}text")[1:]) for g in groups]
    if len(texts) != len(steps) or not all(same(t, s) for t, s in zip(texts, steps)):
        failures.append(f"explain {request} | svg: the lines are not the {len(steps)} steps")
    if not root.get("viewBox") or not root.get("width", "").endswith("mm"):
        failures.append(f"explain {request} | svg: no viewBox in mm")
    md = run(f"explain {request} | md")
    tokens = MarkdownIt("commonmark").parse(md)
    items, depth = [], 0
    for token in tokens:
        if token.type == "list_item_open":
            depth += 1
            items.append("")
        elif token.type == "list_item_close":
            depth -= 1
        elif token.type == "inline" and depth > 0:
            items[-1] += plain(token.children or [])
    if len(items) != len(steps) or not all(same(i, s) for i, s in zip(items, steps)):
        bad = next(((i, s) for i, s in zip(items, steps) if not same(i, s)), None)
        failures.append(f"explain {request} | md: the list is not the {len(steps)} steps {bad}")
    checked["explanations"] += 1


with tempfile.TemporaryDirectory() as work:
    tricky = os.path.join(work, "tricky.csv")
    with open(tricky, "w") as f:
        f.write("date,amount,description\n")
        names = ["A|B", "back\\slash", "*bold* _it_", "`code`", "<b>tag</b>", "&amp; #1", "[link](x)",
                 "~strike~", "1. list", "- dash", "# head", "trailing \\", "| lead", "x ``` y", "tab\there", "  spaces  ", "   "]
        for day, name in enumerate(names, start=1):
            f.write(f"2025-03-{day:02d},{day - 7}.25,\"{name}\"\n")
    for statement in [
        "holidays jp 2025", "holidays jp, us 2025", "holidays de 2025", "easter 2020..2030",
        "doy 2025-01-01..2025-01-31", "hebrew 2025-10-01..2025-10-09", "every month on last fri from 2025-01 for 12",
        "days 2025-01-01..2025-03-31 | where weekday == sun", f"load \"{tricky}\"",
    ]:
        check_table(statement)
    # A note holding a line of ```: a short block (held, its fence made longer) and one past
    # 256 KiB (streamed as an indented code block), as csv, json and text.
    fence = os.path.join(work, "fence.csv")
    with open(fence, "w") as f:
        f.write('date,amount,category,note\n2025-03-01,1,a,"x\n```\nafter"\n2025-03-02,2,b,"````"\n')
    long = os.path.join(work, "long.csv")
    with open(long, "w") as f:
        f.write('date,amount,category,note\n2025-03-01,1,a,"x\n```\nafter"\n')
        for row in range(12000):
            f.write(f'2025-03-02,{row},b,"a note long enough to pass the held limit"\n')
        f.write('2025-03-03,3,c,"y\n```\n    after"\n')
    for statement, language in [
        (f'load "{fence}" | csv', "csv"), (f'load "{fence}" | json', "json"), (f'load "{long}" | csv', "csv"),
        ("month 2025-02 | pad", "text"), ("strip 2025-05-01 14", "text"), ("zeller 2023-02-01", "text"),
    ]:
        check_code_block(statement, language)
    for text in ["    indented code", "  - not a list  ", "bell\x07 esc\x1b[31m red", "   ", "```", "1. a"]:
        check_paragraph(text)
    for value, columns in [
        ("month 2025-02 | pad", ""), ("month 2025-09 | pad", "date hebrew islamic persian"),
        ("month 2025-02 | pad | select 2025-02-03..2025-02-14", "all"),
        ("set holidays jp; month 2025-05 | pad", "date holiday holidayLocalName isWeekend"),
    ]:
        check_table(value, table=columns)
    requests = ["easter 2025", "easter 2024 orthodox", "isoweek 2021-01-03", "2023-01-31 + 1 month",
                "2024-01-31 + 1 month + 1 month", "2024-03-01 - 2024-02-01", "2025-03 - 2024-11",
                "hebrew 2025-10-03", "holiday jp 2025-05-06", "holiday us 2025-11-27", "zeller 2023-02-01",
                "weekday 2023-02-01", "leap 1900", "daysin 2024-02", "doy 2025-12-31", "jdn 2025-01-01",
                "nth 4 thu 2026-11", "last fri 2025-02", "between 2023-01-31 2023-03-01", "doomsday 2023-02-01",
                "julian 2024-01-01", "reform gb", "islamic 2025-06-15", "persian 2025-03-21", "coptic 2025-09-11",
                "ethiopian 2025-09-11", "indian 2025-03-22", "minguo 2025-01-01", "thai 2025-01-01",
                "every month on last fri from 2025-01 for 3", "2025-03-30T02:30 Europe/Berlin"]
    for year in range(1900, 2101, 7):
        requests.append(f"easter {year}")
    for request in requests:
        check_explanation(request)

if failures:
    print(f"check-markdown: {len(failures)} failures")
    for failure in failures[:40]:
        print("  " + failure)
    sys.exit(1)
print(f"check-markdown: {checked['tables']} tables ({checked['rows']} rows) read back by markdown-it-py as their CSV; "
      f"{checked['code blocks']} code blocks as the text they hold; {checked['paragraphs']} one-line values as their text; "
      f"{checked['explanations']} explanations as HTML (html5lib strict), SVG (XML) and Markdown, each its steps")
