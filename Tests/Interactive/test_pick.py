#!/usr/bin/env python3
"""Drives `calsh -c 'pick …'` through a pseudo-terminal: the screen on the terminal, the choice
on standard output (a file here), the terminal's settings equal before and after.

Usage: test_pick.py BINARY WORKDIR. Environment as scripts/test-interactive sets it (TERM,
CALSH_TODAY=2023-02-03, LC_ALL=C.UTF-8). Standard library only; one line per test, then
`N passed, M failed`; exits 1 when any test failed.
"""

import os
import re
import signal
import subprocess
import sys
import termios
import time

from harness import TIMEOUT, Screen, Session, Suite, check, main, plain


class Pick(Screen):
    """`calsh ARGS` on a pseudo-terminal of `columns`×`rows`, standard output to a file."""

    def __init__(self, binary, workdir, args, columns=80, rows=24):
        self.out_path = os.path.join(workdir, f"out{time.monotonic_ns()}")
        super().__init__(binary, args, stdout=self.out_path, size=(columns, rows))

    def wait(self, timeout=TIMEOUT):
        """The exit status and what was written to standard output."""
        status = super().wait(timeout)
        with open(self.out_path) as file:
            return status, file.read()


class PickSuite(Suite):
    def pick(self, text, *flags, columns=80, rows=24):
        session = self.adopt(Pick(self.binary, self.workdir, ["-c", text, "--color", "never", *flags], columns, rows))
        session.expect("? keys")
        return session

    def calsh(self, text, *flags):
        result = subprocess.run(
            [self.binary, "-c", text, "--color", "never", *flags], capture_output=True, text=True, timeout=TIMEOUT)
        return result.stdout

    def choose(self, text, keys, *flags):
        session = self.pick(text, *flags)
        session.send(keys)
        status, out = session.wait()
        check(session.settings == termios.tcgetattr(session.fd), "the terminal's settings changed")
        return status, out, session


def test_single_is_the_default_and_prints_the_date(suite):
    status, out, session = suite.choose("pick", "l\r")
    check((status, out) == (0, "2023-02-04\n"), f"{status} {out!r}")
    text = plain(session.screen)
    check("\x1b[?1049h" in session.screen.decode() and session.screen.decode().endswith("\x1b[?1049l"),
          "the alternate screen was not entered and left")
    check("Saturday 2023-02-04" in text, "no status line for the cursor's day")


def test_every_key_moves_as_it_says(suite):
    cases = [
        ("h", "2023-02-02"), ("k", "2023-01-27"), ("j", "2023-02-10"), ("\x1b[D", "2023-02-02"),
        ("\x1b[C", "2023-02-04"), ("\x1b[A", "2023-01-27"), ("\x1b[B", "2023-02-10"), ("\x1b[5~", "2023-01-03"),
        ("\x1b[6~", "2023-03-03"), ("<", "2023-01-03"), (">", "2023-03-03"), ("\x1b[5;2~", "2022-02-03"),
        ("\x1b[6;2~", "2024-02-03"), ("\x1b[H", "2023-01-29"), ("\x1b[F", "2023-02-04"), ("llt", "2023-02-03"),
        ("g2025-12-24\r", "2025-12-24"), ("geaster 2024\r", "2024-03-31"), ("?x", "2023-02-03"),
    ]
    for keys, expected in cases:
        status, out, _ = suite.choose("pick", keys + "\r")
        check((status, out) == (0, expected + "\n"), f"{keys!r}: {status} {out!r}, expected {expected}")


def test_each_mode_returns_its_value(suite):
    status, out, _ = suite.choose("pick multiple | csv", " ll \r")
    rows = out.splitlines()[1:]
    check(status == 0 and [row.split(",")[0] for row in rows] == ["2023-02-03", "2023-02-05"], f"{status} {out!r}")
    status, out, _ = suite.choose("pick range | table date", "\rll\r")
    check(status == 0 and [line.strip() for line in out.splitlines()[1:]] == ["2023-02-03", "2023-02-04", "2023-02-05"], out)
    status, out, _ = suite.choose("pick strip", "ll\r")
    check((status, out) == (0, "2023-02-05\n"), out)


def test_a_range_crosses_a_month_end_and_a_year_end(suite):
    status, out, _ = suite.choose("pick range from 2025-12-30 | count", "\rjl\r")
    check((status, out) == (0, "9\n"), f"{status} {out!r}")
    status, out, _ = suite.choose("let trip = pick range from 2025-01-30; trip | count", " lll\r")
    check((status, out) == (0, "4\n"), f"{status} {out!r}")


def test_forbidden_days_are_skipped(suite):
    status, out, _ = suite.choose("pick where weekday != sat and weekday != sun", "l\r")
    check((status, out) == (0, "2023-02-06\n"), f"{status} {out!r}")
    status, out, _ = suite.choose("pick in 2023-02", "\x1b[6~\r")
    check((status, out) == (0, "2023-02-28\n"), f"{status} {out!r}")


def test_1752_under_gb_jumps_the_gap(suite):
    status, out, session = suite.choose("pick from 1752-09-02", "l\r", "--reform", "gb")
    check((status, out) == (0, "1752-09-14\n"), f"{status} {out!r}")
    check("1 2 14 15 16" in " ".join(re.sub(r"[\[\]-]", " ", plain(session.screen)).split()),
          "September 1752 not drawn with its gap")


def test_the_screen_is_the_text_grid_of_the_month(suite):
    session = suite.pick("pick")
    session.read(0.3)
    screen = plain(session.screen)
    for line in suite.calsh("month 2023-02 | select 2023-02-03").splitlines():
        check(line in screen, f"{line!r} not on the screen:\n{screen}")
    session.send("\x1b")
    status, out = session.wait()
    check(status == 1 and out == "", f"Esc: {status} {out!r}")


def test_holidays_entries_and_other_calendars_of_the_cursors_day(suite):
    ledger = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples", "ledger.csv")
    session = suite.pick(f'pick from 2023-05-01 show hebrew with (load "{ledger}")', "--holidays", "jp")
    session.read(0.3)
    screen = plain(session.screen)
    check("Monday 2023-05-01" in screen, screen)
    check("2 entries  income 2500.00  expense 950.00" in screen, f"no entries line:\n{screen}")
    check("hebrew: 10 Iyar 5783" in screen, f"no Hebrew date:\n{screen}")
    session.screen = b""
    session.send("ll")
    session.expect("Constitution")
    session.send("q")
    check(session.wait() == (1, ""), "q did not cancel")


def test_a_resize_redraws_and_forty_columns_show_one_month(suite):
    session = suite.pick("pick around 1", columns=120)
    session.read(0.3)
    check("January 2023" in plain(session.screen), "three months not drawn at 120 columns")
    session.screen = b""
    session.resize(40, 24)
    session.expect("February 2023")
    session.read(0.3)
    check("January 2023" not in plain(session.screen), "more than one month at 40 columns")
    session.send("\r")
    check(session.wait() == (0, "2023-02-03\n"), "no date after the resize")


def test_ctrl_c_and_sigterm_give_the_terminal_back(suite):
    session = suite.pick("pick")
    session.send("\x03")
    status, out = session.wait()
    check((status, out) == (1, ""), f"Ctrl-C: {status} {out!r}")
    check(session.settings == termios.tcgetattr(session.fd), "Ctrl-C left the terminal changed")
    check(session.screen.decode().endswith("\x1b[?1049l") or "cancelled" in plain(session.screen), "screen not left")
    session = suite.pick("pick")
    os.kill(session.pid, signal.SIGTERM)
    status, _ = session.wait()
    check(status == -signal.SIGTERM, f"SIGTERM: {status}")
    check(session.settings == termios.tcgetattr(session.fd), "SIGTERM left the terminal changed")


def test_ctrl_backslash_gives_the_terminal_back_and_quits(suite):
    session = suite.pick("pick")
    session.send("\x1c")
    status, out = session.wait()
    check((status, out) == (-signal.SIGQUIT, ""), f"Ctrl-\\: {status} {out!r}")
    check(session.settings == termios.tcgetattr(session.fd), "Ctrl-\\ left the terminal changed")
    check(session.screen.decode("utf-8", "replace").endswith("\x1b[?1049l"), "the screen was not left")
    check("crashed" not in plain(session.screen), "the runtime's crash report was drawn")


# A job-control shell in a few lines: calsh in a process group of its own in the foreground (a
# session leader's own group is orphaned, and the kernel drops its SIGTSTP); on a stop it takes
# the terminal back and says so, on SIGUSR1 it gives it to calsh again and continues it (`fg`).
JOB_SHELL = r"""
import os, signal, sys
pid = os.fork()
if pid == 0:
    os.setpgid(0, 0)
    os.execv(sys.argv[1], sys.argv[1:])
os.setpgid(pid, pid)
signal.signal(signal.SIGTTOU, signal.SIG_IGN)
os.tcsetpgrp(0, pid)
def fg(*_):
    os.tcsetpgrp(0, pid)
    os.killpg(pid, signal.SIGCONT)
signal.signal(signal.SIGUSR1, fg)
while True:
    try:
        _, status = os.waitpid(pid, os.WUNTRACED)
    except InterruptedError:
        continue
    if os.WIFSTOPPED(status):
        os.tcsetpgrp(0, os.getpgrp())
        os.write(2, b"[stopped]")
        continue
    sys.exit(os.waitstatus_to_exitcode(status) & 0xFF)
"""


def test_ctrl_z_restores_and_fg_redraws(suite):
    session = Pick(sys.executable, suite.workdir, ["-c", JOB_SHELL, suite.binary, "-c", "pick", "--color", "never"])
    suite.sessions.append(session)
    session.expect("? keys")
    session.send("\x1a")
    session.expect("[stopped]")
    check(session.settings == termios.tcgetattr(session.fd), "stopped with the terminal changed")
    check(session.screen.decode().split("[stopped]")[0].endswith("\x1b[?1049l"), "the screen was not left")
    session.screen = b""
    os.kill(session.pid, signal.SIGUSR1)
    session.expect("? keys")
    session.send("l\r")
    check(session.wait() == (0, "2023-02-04\n"), "no date after fg")
    check(session.settings == termios.tcgetattr(session.fd), "the terminal changed after fg")


def test_keys_typed_with_ctrl_z_and_before_fg_are_kept(suite):
    # One `l` in the burst with Ctrl-Z, one typed while stopped (as before `fg` takes effect): the
    # terminal's settings go back and forth without flushing its input, so both move the cursor.
    session = Pick(sys.executable, suite.workdir, ["-c", JOB_SHELL, suite.binary, "-c", "pick", "--color", "never"])
    suite.sessions.append(session)
    session.expect("? keys")
    session.send("\x1al")
    session.expect("[stopped]")
    session.send("l")
    session.read(0.2)
    session.screen = b""
    os.kill(session.pid, signal.SIGUSR1)
    session.expect("? keys")
    session.send("\r")
    status, out = session.wait()
    check((status, out) == (0, "2023-02-05\n"), f"a key typed around Ctrl-Z was lost: {status} {out!r}")


def test_the_status_names_the_weekday_in_the_locale_and_fits_forty_columns(suite):
    session = suite.pick("pick range", "--locale", "ja", columns=40)
    session.send("\rlll")
    session.expect("金曜日 2023-02-03")
    session.expect("range 2023-02-03..2023-02-06, 4 days")
    # The key line is wider than 40 columns: it is drawn as two lines, split between its parts.
    session.expect("arrows extend  Enter choose")
    check("Enter start the range  Esc cancel" not in plain(session.screen), "the key line was not wrapped")
    session.send("\r")
    check(session.wait()[0] == 0, "no range")


def test_colour_follows_the_terminal_not_stdout(suite):
    # Standard output is a file here; pick draws on the terminal, so `auto` asks TERM and NO_COLOR.
    colour = re.compile(rb"\x1b\[[0-9;]*[1-9][0-9;]*m")
    for no_color, wanted in (("", True), ("1", False)):
        os.environ["NO_COLOR"] = no_color
        try:
            session = Pick(suite.binary, suite.workdir, ["-c", "pick"])
        finally:
            del os.environ["NO_COLOR"]
        suite.sessions.append(session)
        session.expect("? keys")
        check(bool(colour.search(session.screen)) == wanted, f"NO_COLOR={no_color!r}: colour {not wanted}")
        session.send("\r")
        check(session.wait() == (0, "2023-02-03\n"), "no date")


def test_no_terminal_is_an_error_not_a_hang(suite):
    result = subprocess.run(
        [suite.binary, "-c", "pick"], stdin=subprocess.DEVNULL, capture_output=True, text=True,
        timeout=TIMEOUT, start_new_session=True)
    check(result.returncode == 1 and result.stdout == "", f"{result.returncode} {result.stdout!r}")
    check("pick needs a terminal" in result.stderr, result.stderr)


def test_at_the_prompt_a_choice_is_a_value_and_a_cancel_a_message(suite):
    state = os.path.join(suite.workdir, "prompt-state")
    os.makedirs(state, exist_ok=True)
    calsh = Session(suite.binary, {"XDG_STATE_HOME": state, "INPUTRC": "/dev/null"})
    suite.sessions.append(calsh)
    calsh.prompt()
    calsh.line("let d = pick")
    calsh.expect("? keys")
    calsh.send("l\r")
    calsh.prompt()
    calsh.line("d + 1 day")
    check("2023-02-05" in calsh.prompt(), "the chosen date is not a value")
    calsh.line("pick range")
    calsh.expect("? keys")
    calsh.send("\x03")
    out = calsh.prompt()
    check("pick was cancelled: nothing chosen" in out, f"Ctrl-C at the prompt: {out!r}")
    calsh.line("vars")
    check("d  date" in calsh.prompt(), "the variable was lost")
    calsh.send("\x04")
    check(calsh.wait() == 0, "Ctrl-D did not exit 0")


def cpu_seconds(pid):
    """User and system CPU time of a process, from /proc (clock ticks)."""
    with open(f"/proc/{pid}/stat") as file:
        fields = file.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def test_each_key_costs_under_five_milliseconds_of_cpu(suite):
    session = suite.pick("pick range around 1", "--holidays", "jp", columns=120, rows=40)
    session.send("\r")
    session.read(0.3)
    before = cpu_seconds(session.pid)
    keys = "llllljjjj<<>>hhhhkkkk" * 20
    for key in keys:
        session.send(key)
        session.read(0.005)
    session.read(0.3)
    per_key = (cpu_seconds(session.pid) - before) / len(keys)
    print(f"     {per_key * 1000:.2f} ms of CPU a key ({len(keys)} keys, three months, holidays)")
    check(per_key < 0.005, f"{per_key * 1000:.2f} ms of CPU a key")
    session.send("\r")
    check(session.wait()[0] == 0, "no range after the keys")


def tmux(*args):
    return subprocess.run(["tmux", "-L", "calsh-pick-test", *args], capture_output=True, text=True, timeout=TIMEOUT)


def test_tmux_drives_it_too(suite):
    """A second driver: tmux's own terminal, its pane read back as text."""
    out = os.path.join(suite.workdir, "tmux-out")
    command = f"{suite.binary} -c 'pick range' --color never > {out}; echo exit=$? >> {out}"
    started = tmux("new-session", "-d", "-x", "80", "-y", "24", "-s", "pick", command)
    check(started.returncode == 0, f"tmux did not start: {started.stderr}")
    try:
        deadline = time.monotonic() + TIMEOUT
        while "? keys" not in tmux("capture-pane", "-p", "-t", "pick").stdout:
            check(time.monotonic() < deadline, "tmux's pane never showed pick")
            time.sleep(0.1)
        pane = tmux("capture-pane", "-p", "-t", "pick").stdout
        for line in suite.calsh("month 2023-02 | select 2023-02-03").splitlines():
            check(line in pane, f"{line!r} not in tmux's pane:\n{pane}")
        tmux("send-keys", "-t", "pick", "Enter", "Right", "Right", "PageDown", "Enter")
        deadline = time.monotonic() + TIMEOUT
        while not (os.path.exists(out) and "exit=" in open(out).read()):
            check(time.monotonic() < deadline, "pick did not end under tmux")
            time.sleep(0.1)
        lines = open(out).read().splitlines()
        check(lines[1].startswith("2023-02-03") and lines[-2].startswith("2023-03-05") and lines[-1] == "exit=0",
              f"{lines}")
    finally:
        tmux("kill-server")


TESTS = [
    test_single_is_the_default_and_prints_the_date,
    test_every_key_moves_as_it_says,
    test_each_mode_returns_its_value,
    test_a_range_crosses_a_month_end_and_a_year_end,
    test_forbidden_days_are_skipped,
    test_1752_under_gb_jumps_the_gap,
    test_the_screen_is_the_text_grid_of_the_month,
    test_holidays_entries_and_other_calendars_of_the_cursors_day,
    test_a_resize_redraws_and_forty_columns_show_one_month,
    test_ctrl_c_and_sigterm_give_the_terminal_back,
    test_ctrl_z_restores_and_fg_redraws,
    test_keys_typed_with_ctrl_z_and_before_fg_are_kept,
    test_ctrl_backslash_gives_the_terminal_back_and_quits,
    test_the_status_names_the_weekday_in_the_locale_and_fits_forty_columns,
    test_colour_follows_the_terminal_not_stdout,
    test_no_terminal_is_an_error_not_a_hang,
    test_tmux_drives_it_too,
    test_each_key_costs_under_five_milliseconds_of_cpu,
    test_at_the_prompt_a_choice_is_a_value_and_a_cancel_a_message,
]


if __name__ == "__main__":
    main("test_pick.py", TESTS, PickSuite, only=os.environ.get("PICK_TESTS"))
