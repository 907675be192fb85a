#!/usr/bin/env python3
"""Puts files in the page cache as if read from disk: writes them out, drops their cached
pages and reads them back. A binary the linker has just written sits in the cache in small
pieces and starts up to 0.3 ms slower than the same file read from disk (as after an install,
a copy or a reboot), which is how cal and every other peer is cached; scripts/bench times calsh
in that state. Usage: scripts/lib/reread.py FILE..."""
import os
import sys

for path in sys.argv[1:]:
    descriptor = os.open(path, os.O_RDONLY)
    try:
        os.fsync(descriptor)
        os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
        while os.read(descriptor, 1 << 20):
            pass
    finally:
        os.close(descriptor)
