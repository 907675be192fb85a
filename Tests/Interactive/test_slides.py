#!/usr/bin/env python3
"""Drives `calsh -c 'explain … | slides'` and `step explain …` through a pseudo-terminal that is
also standard output: one step a screen (or a step per Enter), the keys as the help says, the
terminal's settings equal before and after.

Usage: test_slides.py BINARY WORKDIR. Environment as scripts/test-interactive sets it. Standard
library only; one line per test, then `N passed, M failed`; exits 1 when any test failed.
"""

import termios

from harness import Screen, Suite, check, main, plain


class SlidesSuite(Suite):
    def show(self, text, size=None):
        """`calsh -c TEXT` on a pseudo-terminal, standard output the terminal too."""
        return self.adopt(Screen(self.binary, ["-c", text, "--color", "never"], size=size))


def test_slides_show_a_step_a_screen_and_go_back(suite):
    s = suite.show("explain leap 1900 | slides")
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


def test_passing_the_last_slide_ends_the_show(suite):
    s = suite.show("explain leap 2023 | slides")
    s.expect("step 1 of 3")
    s.send(" ")
    s.expect("step 2 of 3")
    s.send(" ")
    s.expect("step 3 of 3")
    s.send(" ")
    check(s.wait() == 0, f"exit {s.status}")


def one_more_step_per_enter(suite, statement):
    """`statement` steps through `explain leap 1900`: step 2 only after Enter, q stops it."""
    s = suite.show(statement)
    s.expect("1. The rule")
    s.read(0.5)
    check("2. 1900" not in plain(s.screen), "step 2 came before Enter")
    s.send("\r")
    s.expect("2. 1900")
    s.send("q")
    check(s.wait() == 0, f"exit {s.status}")
    check("3. 1900" not in plain(s.screen), "q did not stop")
    check(s.settings == termios.tcgetattr(s.fd), "the terminal's settings changed")


def test_step_shows_one_more_step_per_enter(suite):
    one_more_step_per_enter(suite, "step explain leap 1900")


def test_a_step_taller_than_the_screen_scrolls_within_its_slide(suite):
    # 8 rows of 30 columns: the rule of step 1 takes more lines than fit (QA of issue 32, round 3, 1).
    s = suite.show("explain leap 1900 | slides", size=(30, 8))
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
    s.send("\x1b[D")  # ←: back through the step
    s.screen = b""
    s.expect("↑ more")
    s.send(" ")
    s.expect("400.")
    s.send(" ")
    s.expect("step 2 of 6")
    s.send("q")
    check(s.wait() == 0, f"exit {s.status}")


def test_step_over_a_range_leaves_a_blank_line_before_each_title(suite):
    # As explain prints a range: the answer, a blank line, the next title (QA of issue 32, round 4, 6).
    s = suite.show("step explain leap 2023..2024")
    s.expect("1. The rule")
    for _ in range(3):
        s.send("\r")
        s.read(0.3)
    s.expect("Leap year rule for 2024")
    text = plain(s.screen)
    check("365 days.\n\nLeap year rule for 2024" in text, "no blank line between the answer and the next title")
    s.send("q")
    check(s.wait() == 0, f"exit {s.status}")


def test_step_and_slides_take_an_explanation_held_in_a_variable(suite):
    # QA of issue 32, round 3, 3: `step e` was refused.
    one_more_step_per_enter(suite, "let e = explain leap 1900; step e")
    s = suite.show("let e = explain leap 2023; e | slides")
    s.expect("step 1 of 3")
    s.send("q")
    check(s.wait() == 0, f"exit {s.status}")


if __name__ == "__main__":
    main("test_slides.py", [test for name, test in globals().items() if name.startswith("test_")], SlidesSuite)
