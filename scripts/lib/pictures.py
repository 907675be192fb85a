"""What scripts/check-pictures and scripts/gen-picture-images share: making documents with calsh,
driving headless Chromium (screenshots, print to PDF, a geometry check read back from the dumped
DOM), and the checks of a document's text that need no browser (well-formed, standalone).

The documents follow the pictures' contract (docs/design/2026-11-28-picture-checks.md): day cells
`class="day"` with `data-date` and a `.num` child, months `class="month"` with `data-month`.
"""

import html
import json
import os
import re
import shutil
import subprocess

# 190 mm x 259 mm: the printable box of both A4 and Letter with 10 mm margins, in CSS pixels (96 per inch).
PRINTABLE_WIDTH_PX = 718
PRINTABLE_HEIGHT_PX = 979


def browser():
    """Debian's headless Chromium: chromium-headless-shell, else chromium; None when neither is installed."""
    for name in ("chromium-headless-shell", "chromium"):
        path = shutil.which(name)
        if path:
            return path
    return None


def run_browser(args, timeout=40):
    """Runs headless Chromium with `args` (the last one a file:// URL) and returns its stdout."""
    command = [browser(), "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
               "--no-first-run", "--disable-extensions", "--mute-audio", "--force-device-scale-factor=1"]
    try:
        result = subprocess.run(command + args, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise RuntimeError(f"chromium {' '.join(args)} did not finish in {timeout} s")
    if result.returncode != 0:
        raise RuntimeError(f"chromium {' '.join(args)} exited {result.returncode}: {result.stderr[-600:]}")
    return result.stdout


def url(path):
    return "file://" + os.path.abspath(path)


def calsh(binary, script, today="2025-05-05", cwd=None):
    """Runs one calsh script; returns (exit status, stdout, stderr)."""
    result = subprocess.run(
        [binary, "-c", script, "--today", today, "--color", "never"],
        capture_output=True, text=True, timeout=120, cwd=cwd,
        env={**os.environ, "NO_COLOR": "1", "COLUMNS": "80"})
    return result.returncode, result.stdout, result.stderr


def html_page_of_svg(svg_text, title="svg", page_size="A4 portrait"):
    """An HTML page holding an SVG document inline at its own size, printing on one sheet of `page_size`."""
    body = re.sub(r"^\s*<\?xml[^>]*\?>\s*", "", svg_text)
    return ("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>"
            + html.escape(title) + "</title><style>@page { size: " + page_size
            + "; margin: 10mm } html, body { margin: 0; padding: 0 } body > svg { display: block }"
            + "</style></head><body>" + body + "</body></html>")


def as_print_layout(page):
    """A copy of an HTML page laid out with its print stylesheet on screen: `@media print` rules apply."""
    return re.sub(r"@media\s+print\b", "@media all", page)


def with_page_size(page, size):
    """A copy of an HTML page whose `@page` size is `size` (e.g. "letter portrait")."""
    extra = "<style>@page { size: " + size + "; margin: 10mm }</style>"
    return page.replace("</head>", extra + "</head>", 1) if "</head>" in page else extra + page


def commits_csv(path):
    """A year of made-up commit counts for the heatmap: every day of 2025 with a number 0..12."""
    import datetime

    day = datetime.date(2025, 1, 1)
    with open(path, "w") as file:
        file.write("date,amount\n")
        while day.year == 2025:
            amount = (day.toordinal() * 7919) % 13 if day.weekday() < 5 else (day.toordinal() % 3)
            if amount:
                file.write(f"{day.isoformat()},{amount}\n")
            day += datetime.timedelta(days=1)


# --- what needs no browser ---------------------------------------------------------------------

EXTERNAL = [
    (re.compile(r"<script", re.I), "a <script> element"),
    (re.compile(r"<img\b", re.I), "an <img> element"),
    (re.compile(r"<(?:link|iframe|object|embed|audio|video|source)\b", re.I), "an element that loads a resource"),
    (re.compile(r"\bhttps?:", re.I), "an http(s): reference"),
    (re.compile(r"(?:^|[\"'(=\s])//[A-Za-z0-9]"), "a //host reference"),
    (re.compile(r"@import\b|@font-face\b", re.I), "a stylesheet or font loaded from elsewhere"),
    (re.compile(r"url\(\s*(?![\s\"']*#)", re.I), "a url( ) to something other than #id"),
    (re.compile(r"\b(?:src|href|xlink:href)\s*=\s*[\"']?(?!#)", re.I), "a src or href to something other than #id"),
    (re.compile(r"\bon[a-z]+\s*=\s*[\"']", re.I), "an inline event handler"),
    (re.compile(r"javascript:", re.I), "a javascript: reference"),
]


def external_references(text):
    """What in a document's text reaches outside it, as (line, what, excerpt); the SVG namespace names
    (`xmlns="http://www.w3.org/2000/svg"`) are names, not references, and are left out."""
    found = []
    for number, line in enumerate(text.split("\n"), 1):
        plain = re.sub(r"\bxmlns(?::\w+)?\s*=\s*\"[^\"]*\"", "", line)
        for pattern, what in EXTERNAL:
            match = pattern.search(plain)
            if match:
                start = max(0, match.start() - 30)
                found.append((number, what, plain[start:match.end() + 30].strip()))
    return found


def svg_errors(path):
    """xmllint's complaints about an SVG file (empty when it is well-formed XML), then the contract's
    header: the XML declaration, the root's namespace, a size in mm, a viewBox, a <title>, a <style>."""
    result = subprocess.run(["xmllint", "--noout", path], capture_output=True, text=True)
    if result.returncode != 0:
        return [line for line in result.stderr.splitlines() if line.strip()][:8] or ["xmllint failed"]
    text = open(path, encoding="utf-8").read()
    errors = []
    if not text.startswith('<?xml version="1.0" encoding="UTF-8"?>'):
        errors.append('does not start with <?xml version="1.0" encoding="UTF-8"?>')
    root = re.search(r"<svg\b[^>]*>", text)
    if not root:
        return errors + ["has no <svg> root"]
    tag = root.group(0)
    if 'xmlns="http://www.w3.org/2000/svg"' not in tag:
        errors.append("the root <svg> does not name the SVG namespace")
    for size in ("width", "height"):
        if not re.search(r'\b' + size + r'="[0-9.]+mm"', tag):
            errors.append(f"the root <svg> has no {size} in mm")
    if not re.search(r'\bviewBox="[-0-9. ]+"', tag):
        errors.append("the root <svg> has no viewBox")
    if "<title>" not in text and "<title " not in text:
        errors.append("has no <title>")
    if "<style" not in text:
        errors.append("has no <style>")
    return errors


def svg_size_mm(text):
    root = re.search(r"<svg\b[^>]*>", text)
    width = re.search(r'\bwidth="([0-9.]+)mm"', root.group(0)) if root else None
    height = re.search(r'\bheight="([0-9.]+)mm"', root.group(0)) if root else None
    return (float(width.group(1)), float(height.group(1))) if width and height else None


def html_errors(path):
    """html5lib's strict parser's first error (it stops at the first), then the contract's head: the
    doctype, <html lang dir>, <meta charset="utf-8">, <title>, one <style> with `@media print` and `@page`."""
    import html5lib

    text = open(path, encoding="utf-8").read()
    try:
        html5lib.HTMLParser(strict=True, namespaceHTMLElements=False).parse(text)
    except html5lib.html5parser.ParseError as error:
        return [f"html5lib (strict): {error}"]
    errors = []
    if not re.match(r"<!DOCTYPE html>", text, re.I):
        errors.append("does not start with <!DOCTYPE html>")
    root = re.search(r"<html\b[^>]*>", text)
    if not root or not re.search(r'\blang="[^"]+"', root.group(0)):
        errors.append("<html> has no lang")
    if not root or not re.search(r'\bdir="(ltr|rtl)"', root.group(0)):
        errors.append('<html> has no dir="ltr" or dir="rtl"')
    if not re.search(r'<meta charset="utf-8">', text, re.I):
        errors.append('has no <meta charset="utf-8">')
    if "<title>" not in text:
        errors.append("has no <title>")
    styles = re.findall(r"<style\b[^>]*>(.*?)</style>", text, re.S)
    if len(styles) != 1:
        errors.append(f"has {len(styles)} <style> elements, not one")
    elif "@media print" not in styles[0] or "@page" not in styles[0]:
        errors.append("its <style> has no @media print block or no @page rule")
    return errors


# --- the geometry, measured in the browser -----------------------------------------------------

GEOMETRY_SCRIPT = r"""
(function () {
  const eps = 0.75;
  const problems = [];
  const where = (e) => {
    const d = e.closest('[data-date]'), m = e.closest('[data-month]');
    return '<' + e.tagName.toLowerCase() + (e.getAttribute('class') ? ' class="' + e.getAttribute('class') + '"' : '') + '>'
      + (d ? ' of ' + d.getAttribute('data-date') : m ? ' in ' + m.getAttribute('data-month') : '')
      + (e.textContent.trim() ? ' "' + e.textContent.trim().slice(0, 24) + '"' : '');
  };
  const px = (r) => '[' + [r.left, r.top, r.right, r.bottom].map((v) => v.toFixed(1)).join(', ') + ']';
  const inside = (a, b) => a.left >= b.left - eps && a.top >= b.top - eps && a.right <= b.right + eps && a.bottom <= b.bottom + eps;
  const union = (rects) => rects.reduce((u, r) => u ? { left: Math.min(u.left, r.left), top: Math.min(u.top, r.top),
    right: Math.max(u.right, r.right), bottom: Math.max(u.bottom, r.bottom) } : r, null);
  const svg = document.querySelector('body > svg');
  const page = svg ? svg.getBoundingClientRect()
    : { left: 0, top: 0, right: Math.max(document.documentElement.clientWidth, 1), bottom: Infinity };
  let cells = 0, shaped = 0, numbers = [];
  for (const day of document.querySelectorAll('.day')) {
    cells++;
    const nums = day.querySelectorAll('.num');
    if (nums.length !== 1) { problems.push(where(day) + ' has ' + nums.length + ' .num elements, not one'); continue; }
    const num = nums[0].getBoundingClientRect();
    if (!(num.width > 0 && num.height > 0) && nums[0].textContent.trim()) {
      problems.push(where(nums[0]) + ' is not drawn (no size)'); continue;
    }
    let cell;
    if (day instanceof SVGElement) {
      // An SVG cell's box is its shapes' (a rect, a pill's path); a cell drawn as its number alone has none.
      const shapes = Array.from(day.querySelectorAll('rect, path, circle, ellipse, polygon'))
        .filter((s) => !s.closest('.num')).map((s) => s.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
      cell = union(shapes);
      if (cell) shaped++;
    } else {
      cell = day.getBoundingClientRect();
      shaped++;
    }
    if (cell && !inside(num, cell)) problems.push(where(nums[0]) + ' ' + px(num) + ' lies outside its cell ' + px(cell));
    // The cell's other lines (an amount, another calendar's date) keep inside it too.
    for (const line of day.querySelectorAll('.line')) {
      const r = line.getBoundingClientRect();
      if (cell && r.width > 0 && !inside(r, cell)) problems.push(where(line) + ' ' + px(r) + ' lies outside its cell ' + px(cell));
    }
    numbers.push([num, nums[0]]);
  }
  // Numbers never overlap one another (within a row, across rows and months).
  numbers.sort((a, b) => a[0].left - b[0].left);
  for (let i = 0; i < numbers.length; i++) {
    const [a, ea] = numbers[i];
    for (let j = i + 1; j < numbers.length && numbers[j][0].left < a.right - eps; j++) {
      const [b, eb] = numbers[j];
      if (b.top < a.bottom - eps && a.top < b.bottom - eps && a.width > 0 && b.width > 0) {
        problems.push(where(ea) + ' ' + px(a) + ' overlaps ' + where(eb) + ' ' + px(b));
        if (problems.length > 40) break;
      }
    }
  }
  // Nothing drawn outside the page: the viewport's width for HTML, the picture's own box for SVG.
  const drawn = svg ? svg.querySelectorAll('text, rect, path, circle, line, polygon, polyline, ellipse')
    : document.body.querySelectorAll('*');
  for (const e of drawn) {
    const r = e.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    if (!inside(r, page)) { problems.push(where(e) + ' ' + px(r) + ' overflows the page ' + px(page)); if (problems.length > 60) break; }
  }
  // HTML: text wider than its own box spills over its neighbours (or is cut off where overflow hides it).
  if (!svg) {
    for (const e of document.body.querySelectorAll('.num, .wd, .title, .week, .legend, .note, th, td, caption')) {
      if (e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1) {
        problems.push(where(e) + ' is ' + e.scrollWidth + 'px of text in a ' + e.clientWidth + 'px box');
        if (problems.length > 60) break;
      }
    }
  }
  const doc = document.documentElement;
  if (!svg && doc.scrollWidth > doc.clientWidth + 1) problems.push('the page scrolls sideways: ' + doc.scrollWidth + 'px wide in ' + doc.clientWidth + 'px');
  const result = { cells: cells, shaped: shaped, months: document.querySelectorAll('.month').length,
    width: svg ? page.right - page.left : doc.scrollWidth,
    height: svg ? page.bottom - page.top : Math.max(0, ...Array.from(document.body.querySelectorAll('*'), (e) => e.getBoundingClientRect().bottom)),
    problems: problems.slice(0, 60) };
  doc.setAttribute('data-geometry', JSON.stringify(result));
})();
"""


def geometry(page_html, work, name, width, height):
    """Lays out an HTML page at `width` x `height` CSS pixels in headless Chromium and returns what
    GEOMETRY_SCRIPT measured: cells, months, the content's size and the problems found."""
    path = os.path.join(work, name + ".geometry.html")
    script = "<script>" + GEOMETRY_SCRIPT + "</script>"
    text = page_html.replace("</body>", script + "</body>", 1) if "</body>" in page_html else page_html + script
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)
    dom = run_browser([f"--window-size={width},{height}", "--dump-dom", url(path)])
    match = re.search(r'data-geometry="([^"]*)"', dom)
    if not match:
        raise RuntimeError(f"{name}: the geometry script left no result in the DOM")
    return json.loads(html.unescape(match.group(1)))


def screenshot(page_path, png, width, height):
    run_browser([f"--window-size={width},{height}", f"--screenshot={os.path.abspath(png)}", url(page_path)])


def print_to_pdf(page_path, pdf):
    run_browser(["--no-pdf-header-footer", f"--print-to-pdf={os.path.abspath(pdf)}", url(page_path)], timeout=90)


def pdf_info(pdf):
    """pdfinfo's Pages and Page size lines: (pages, "612 x 792 pts (letter)")."""
    out = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
    pages = int(re.search(r"^Pages:\s+(\d+)", out, re.M).group(1))
    size = re.search(r"^Page size:\s+(.*)$", out, re.M).group(1).strip()
    return pages, size
