#!/usr/bin/env python3
"""Labels each saved difference by the first line that makes it (intended or to look at)."""
import re, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import first
INTENDED = [
    (rb"(first|last|where)[^|;]*\|[^;]*\bgrid\b", "day-list grid (new feature)"),
    (rb"^\s*grid\b", "grid of a piped value (day list)"),
    (rb"(^|;)\s*help\s*(;|#|$|\r)", "help lists new commands"),
    (rb"help\s+(grid|set)\b", "help grid/set text"),
    (rb"\byear\b", "months side by side"),
    (rb"-Q[0-9]|quarter", "months side by side (quarter)"),
    (rb"month\s+\S+\s*\.\.", "months side by side (range)"),
    (rb"set locale", "locale titles"),
]
counts = {}
for path in sys.argv[1:]:
    text = open(path, "rb").read()
    base = path[:-4]
    modes = [m for m in ("file", "stdin", "c") if os.path.exists(base + "." + m + ".old")]
    r = first.first(text, modes[0])
    label = None
    if r:
        for pat, name in INTENDED:
            if re.search(pat, r[1]):
                label = name
                break
    if label is None:
        label = "LOOK"
        print("LOOK", os.path.basename(path), modes, r and (r[0], r[1][:200]))
    counts[label] = counts.get(label, 0) + 1
print(counts)
