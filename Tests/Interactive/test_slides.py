#!/usr/bin/env python3
"""Drives `calsh -c 'explain … | slides'` and `step explain …` through a pseudo-terminal that is
also standard output: one step a screen (or a step per Enter), the keys as the help says, the
terminal's settings equal before and after.

Usage: test_slides.py BINARY WORKDIR. Environment as scripts/test-interactive sets it. Standard
library only; one line per test, then `N passed, M failed`; exits 1 when any test failed.
"""

import fcntl
import os
import pty
import re
import select
import struct
import sys
import termios
import time
import traceback

TIMEOUT = 10.0
ANSI = re.compile(rb"\x1b\[[0-9;?<]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>78]|\r")


class Session:
    """`calsh -c TEXT` on a pseudo-terminal, standard output the terminal too."""

    def __init__(self, binary, text, rows=None, columns=None):
        pid, fd = pty.fork()
        if pid == 0:
            try:
                if rows:
                    fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
                os.execv(binary, [binary, "-c", text, "--color", "never"])
            finally:
                os._exit(127)
        self.pid, self.fd, self.screen, self.status = pid, fd, b"", None
        self.settings = termios.tcgetattr(fd)

    def read(self, seconds=0.2):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.fd], [], [], 0.05)
            if ready:
                try:
                    chunk = os.read(self.fd, 65536)
                except OSError:
                    return
                if not chunk:
                    return
                self.screen += chunk

    def expect(self, text):
        deadline = time.monotonic() + TIMEOUT
        while text.encode() not in self.screen:
            if time.monotonic() > deadline:
                raise AssertionError(f"waited for {text!r}; the terminal showed:\n{plain(self.screen)[-1500:]}")
            self.read(0.1)

    def send(self, keys):
        os.write(self.fd, keys.encode())

    def wait(self):
        deadline = time.monotonic() + TIMEOUT
        while self.status is None:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.status = os.waitstatus_to_exitcode(status)
                break
            if time.monotonic() > deadline:
                raise AssertionError(f"calsh did not exit; the terminal showed:\n{plain(self.screen)[-1500:]}")
            self.read(0.05)
        self.read(0.1)
        return self.status

    def close(self):
        if self.status is None:
            try:
                os.kill(self.pid, 9)
                os.waitpid(self.pid, 0)
            except (ProcessLookupError, ChildProcessError):
                pass
        os.close(self.fd)


def plain(data):
    return ANSI.sub(b"", data).decode("utf-8", "replace")


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def test_slides_show_a_step_a_screen_and_go_back(binary):
    s = Session(binary, "explain leap 1900 | slides")
    try:
        s.expect("step 1 of 6")
        check("Leap year rule for 1900" in plain(s.screen), "no title at the top")
        check("step 2 of 6" not in plain(s.screen), "the second step was shown at once")
        s.send("\r")
        s.expect("step 2 of 6")
        s.send("\x1b[D")  # ←
        s.screen = b""
        s.expect("step 1 of 6")
        s.send("\x1b[F")  # End: the answer
        s.expect("Answer: false.")
        s.send("q")
        check(s.wait() == 0, f"exit {s.status}")
        check(s.screen.decode("utf-8", "replace").endswith("\x1b[?1049l"), "the alternate screen was not left")
        check(s.settings == termios.tcgetattr(s.fd), "the terminal's settings changed")
    finally:
        s.close()


def test_passing_the_last_slide_ends_the_show(binary):
    s = Session(binary, "explain leap 2023 | slides")
    try:
        s.expect("step 1 of 3")
        s.send(" ")
        s.expect("step 2 of 3")
        s.send(" ")
        s.expect("step 3 of 3")
        s.send(" ")
        check(s.wait() == 0, f"exit {s.status}")
    finally:
        s.close()


def test_a_step_taller_than_the_screen_scrolls_within_its_slide(binary):
    # 8 rows of 30 columns: the rule of step 1 takes more lines than fit (QA of issue 32, round 3, 1).
    s = Session(binary, "explain leap 1900 | slides", rows=8, columns=30)
    try:
        s.expect("step 1 of 6")
        s.expect("more ↓")
        check("400." not in plain(s.screen), "a step taller than the screen fitted: the test shows nothing")
        s.screen = b""
        s.send(" ")
        s.expect("more ↓")
        s.send(" ")
        s.expect("400.")
        check("step 1 of 6" in plain(s.screen), "Space left the step before its end was shown")
        check("step 2 of 6" not in plain(s.screen), "Space left the step before its end was shown")
        s.send("\x1b[D")  # ←: back to the step's start
        s.screen = b""
        s.expect("↑ more")
        s.send(" ")
        s.expect("400.")
        s.send(" ")
        s.expect("step 2 of 6")
        s.send("q")
        check(s.wait() == 0, f"exit {s.status}")
    finally:
        s.close()


def test_step_shows_one_more_step_per_enter(binary):
    s = Session(binary, "step explain leap 1900")
    try:
        s.expect("1. The rule")
        s.read(0.5)
        check("2. 1900" not in plain(s.screen), "step 2 came before Enter")
        s.send("\r")
        s.expect("2. 1900")
        s.send("q")
        check(s.wait() == 0, f"exit {s.status}")
        check("3. 1900" not in plain(s.screen), "q did not stop")
        check(s.settings == termios.tcgetattr(s.fd), "the terminal's settings changed")
    finally:
        s.close()


def test_step_and_slides_take_an_explanation_held_in_a_variable(binary):
    # QA of issue 32, round 3, 3: `step e` was refused.
    s = Session(binary, "let e = explain leap 1900; step e")
    try:
        s.expect("1. The rule")
        s.read(0.5)
        check("2. 1900" not in plain(s.screen), "step 2 came before Enter")
        s.send("\r")
        s.expect("2. 1900")
        s.send("q")
        check(s.wait() == 0, f"exit {s.status}")
    finally:
        s.close()
    s = Session(binary, "let e = explain leap 2023; e | slides")
    try:
        s.expect("step 1 of 3")
        s.send("q")
        check(s.wait() == 0, f"exit {s.status}")
    finally:
        s.close()


def main():
    binary = sys.argv[1]
    tests = [(name, f) for name, f in globals().items() if name.startswith("test_")]
    failed = 0
    for name, test in tests:
        try:
            test(binary)
            print(f"ok   {name}")
        except Exception:
            failed += 1
            print(f"FAIL {name}")
            traceback.print_exc()
    print(f"{len(tests) - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
