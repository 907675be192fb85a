#!/usr/bin/env python3
"""Drives the real calsh binary through a pseudo-terminal, as a person at the prompt would.

Usage: test_repl.py BINARY WORKDIR. The environment (TERM, HOME, CALSH_TODAY, INPUTRC) comes from
scripts/test-interactive. Standard library only. Prints one line per test and a closing
`N passed, M failed`; exits 1 when any test failed.
"""

import fcntl
import os
import re
import select
import stat
import struct
import termios
import time

from harness import Session, Suite, check, main

UP = "\x1b[A"


class PromptSuite(Suite):
    """Sessions at the prompt, each with a state folder of its own unless told which."""

    def __init__(self, binary, workdir):
        super().__init__(binary, workdir)
        self.count = 0

    def state_dir(self):
        self.count += 1
        path = os.path.join(self.workdir, f"state{self.count}")
        os.makedirs(path)
        return path

    def start(self, state=None, cwd=None, **env):
        environment = {"XDG_STATE_HOME": state or self.state_dir()}
        environment.update(env)
        return self.adopt(Session(self.binary, environment, cwd))


def paste_at_once(pastes, timeout=60.0):
    """Writes each (session, text) pair's text to its terminal as fast as the terminal takes it,
    all sessions at once, while reading every session's output (a session whose output is not read
    stops reading its input)."""
    pending = {session: text.encode() for session, text in pastes}
    flags = {session: fcntl.fcntl(session.fd, fcntl.F_GETFL) for session in pending}
    for session, value in flags.items():
        fcntl.fcntl(session.fd, fcntl.F_SETFL, value | os.O_NONBLOCK)
    deadline = time.monotonic() + timeout
    try:
        while any(pending.values()):
            check(time.monotonic() < deadline, "the terminals did not take the pasted text")
            fds = {session.fd: session for session in pending}
            writable = [session.fd for session, data in pending.items() if data]
            readable, ready, _ = select.select(list(fds), writable, [], 0.5)
            for fd in ready:
                session = fds[fd]
                try:
                    written = os.write(fd, pending[session][:4096])
                except BlockingIOError:
                    written = 0
                pending[session] = pending[session][written:]
            for fd in readable:
                try:
                    chunk = os.read(fd, 65536)
                except (BlockingIOError, OSError):
                    continue
                fds[fd].take(chunk)
    finally:
        for session, value in flags.items():
            fcntl.fcntl(session.fd, fcntl.F_SETFL, value)


def history_lines(path):
    with open(path) as file:
        return file.read().splitlines()


def test_banner_and_month_grid(suite):
    calsh = suite.start()
    banner = calsh.prompt()
    check("calsh 0.1.0 — type help, or help COMMAND; Ctrl-D quits" in banner, f"banner: {banner!r}")
    calsh.line("month 2023-02 | pad")
    grid = calsh.prompt()
    check("February 2023" in grid and "(29)" in grid and "(4)" in grid, f"grid: {grid!r}")


def test_months_fit_the_terminal_and_follow_a_resize(suite):
    calsh = suite.start(COLUMNS="40")
    calsh.prompt()
    calsh.line("year 2024")
    year = calsh.prompt()
    first = next(line for line in year.splitlines() if "January 2024" in line)
    check("February 2024" in first and "March 2024" not in first, f"100 columns: {first!r}")
    fcntl.ioctl(calsh.fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 130, 0, 0))
    # readline redraws its prompt on the resize: pass that prompt before reading the next grid.
    calsh.line('print "resized"')
    calsh.expect("resized")
    calsh.prompt()
    calsh.line("year 2024")
    year = calsh.prompt()
    first = next(line for line in year.splitlines() if "January 2024" in line)
    check("March 2024" in first, f"130 columns after a resize: {first!r}")
    calsh.line("set width 40; year 2024")
    year = calsh.prompt()
    first = next(line for line in year.splitlines() if "January 2024" in line)
    check("February 2024" not in first, f"set width 40: {first!r}")


def test_tab_completes_command_names(suite):
    calsh = suite.start()
    calsh.prompt()
    # (mo<Tab> stops at month: months is a command too.)
    calsh.send("nt\t")
    calsh.expect("nth ")
    calsh.line("1 mon 2023-03")
    check("2023-03-06" in calsh.prompt(), "nt<Tab> did not run nth")
    calsh.send("month 2023-02 | pad | sel\t")
    calsh.expect("select ")
    calsh.line("2023-02-03")
    grid = calsh.prompt()
    check("[3]" in grid and "error" not in grid, f"select after completion: {grid!r}")


def test_tab_completes_variables(suite):
    calsh = suite.start()
    calsh.prompt()
    calsh.line("let feb = month 2023-02")
    calsh.prompt()
    calsh.send("fe\t")
    calsh.expect("feb ")
    calsh.line("| next")
    check("March 2023" in calsh.prompt(), "fe<Tab> did not complete to feb")


def test_tab_after_let_and_a_slashed_date_keep_the_shell(suite):
    # Both once reached Foundation's String.contains and crashed the release binary.
    calsh = suite.start()
    calsh.prompt()
    calsh.send("let x = nt\t")
    calsh.expect("let x = nth ")
    calsh.line("1 mon 2023-02")
    calsh.prompt()
    calsh.line("1969/07/20")
    out = calsh.prompt()
    check("'1969/07/20' is not a date" in out, f"slashed date: {out!r}")
    calsh.line("x + 1")
    check("2023-02-07" in calsh.prompt(), "the shell did not carry on")


def test_tab_completes_file_names_after_source(suite):
    directory = suite.state_dir()
    os.makedirs(os.path.join(directory, "lib"))
    with open(os.path.join(directory, "lib", "friday.cal"), "w") as file:
        file.write("weekday 2023-02-03\n")
    calsh = suite.start(cwd=directory)
    calsh.prompt()
    calsh.send("source li\t")
    calsh.expect("source lib/")
    calsh.send("fr\t")
    calsh.expect("friday.cal ")
    calsh.send("\r")
    out = calsh.prompt()
    check("Friday" in out and "error" not in out, f"source after completion: {out!r}")


def test_tab_completes_a_path_glued_to_a_redirection(suite):
    directory = suite.state_dir()
    os.makedirs(os.path.join(directory, "out"))
    open(os.path.join(directory, "out", "days.csv"), "w").close()
    calsh = suite.start(cwd=directory)
    calsh.prompt()
    # Readline's word is `>ou`: the path after `>` is completed, the `>` kept.
    calsh.send("days 2023-02-01..2023-02-02 | csv >ou\t")
    calsh.expect(">out/")
    calsh.send("da\t")
    calsh.expect("days.csv ")
    calsh.send("\r")
    calsh.prompt()
    with open(os.path.join(directory, "out", "days.csv")) as file:
        written = file.read()
    check("2023-02-02" in written, f"the redirection after completion wrote: {written!r}")


def test_tab_tab_lists_setting_values(suite):
    calsh = suite.start()
    calsh.prompt()
    calsh.send("set firstweekday \t\t")
    calsh.expect(re.compile(r"fri\s+mon\s+sat\s+sun\s+thu\s+tue\s+wed"))
    calsh.expect("set firstweekday ")
    calsh.line("mon")
    calsh.prompt()
    calsh.line("month 2023-02")
    grid = calsh.prompt()
    check(re.search(r"Mon\s+Tue.*Sun", grid), f"firstweekday mon not applied: {grid!r}")


def test_ctrl_c_cancels_the_line(suite):
    calsh = suite.start()
    calsh.prompt()
    calsh.send("month 2023-0")
    calsh.expect("month 2023-0")
    calsh.send("\x03")
    calsh.prompt()
    calsh.line("weekday 2023-02-03")
    out = calsh.prompt()
    check("Friday" in out and "error" not in out, f"after Ctrl-C: {out!r}")


def test_ctrl_backslash_is_ignored_at_the_prompt(suite):
    calsh = suite.start()
    calsh.prompt()
    calsh.line("let a = 5")
    calsh.prompt()
    calsh.send("\x1c")
    calsh.line("a + 1")
    out = calsh.prompt()
    check("6" in out and "crashed" not in out.lower(), f"after Ctrl-\\: {out!r}")


def test_ctrl_c_interrupts_a_long_output(suite):
    calsh = suite.start()
    calsh.prompt()
    calsh.line("month 0001-01..9999-12 | pad")
    calsh.expect("January 1")
    calsh.send("\x03")
    calsh.expect("interrupted", timeout=20)
    calsh.prompt()
    calsh.line("weekday 2023-02-03")
    check("Friday" in calsh.prompt(), "the prompt did not come back after an interrupted output")


def test_continuation_prompt(suite):
    calsh = suite.start()
    calsh.prompt()
    calsh.line("month 2023-02 |")
    calsh.expect("...> ")
    calsh.line("pad")
    grid = calsh.prompt()
    check("February 2023" in grid and "(29)" in grid, f"continued pipeline: {grid!r}")
    calsh.line("weekday (2023-02-03")
    calsh.expect("...> ")
    calsh.line("+ 1 day)")
    check("Saturday" in calsh.prompt(), "open parenthesis did not continue")


def test_error_shows_caret_and_shell_carries_on(suite):
    calsh = suite.start()
    calsh.prompt()
    calsh.line("month 2023-13")
    out = calsh.prompt()
    # Typed at the prompt: no file name (no <stdin>:1:7), the line and a caret under it.
    check("\nerror: month 13 does not exist" in out and "<stdin>" not in out, f"error: {out!r}")
    check(re.search(r"\n {6}\^~+\n", out), f"no caret under the input: {out!r}")
    calsh.line("frobnicate 3")
    check("error" in calsh.prompt(), "unknown command was not reported")
    calsh.line("weekday 2023-02-03")
    check("Friday" in calsh.prompt(), "the shell did not carry on after errors")


def test_history_persists_across_sessions(suite):
    state = suite.state_dir()
    first = suite.start(state)
    first.prompt()
    for line in ["weekday 2023-02-03", "leap 2024", "leap 2024"]:
        first.line(line)
        first.prompt()
    first.line("month 2023-02 |")
    first.expect("...> ")
    first.line("pad   # padded")
    first.prompt()
    first.send("\x04")
    check(first.wait() == 0, "Ctrl-D did not exit 0")
    path = os.path.join(state, "calsh", "history")
    mode = stat.S_IMODE(os.stat(path).st_mode)
    check(mode == 0o600, f"history file mode is {oct(mode)}")
    with open(path) as file:
        entries = file.read().splitlines()
    expected = ["weekday 2023-02-03", "leap 2024", "month 2023-02 | pad"]
    check(entries == expected, f"history file holds {entries}")
    second = suite.start(state)
    second.prompt()
    second.send(UP + UP + UP)
    second.expect("weekday 2023-02-03")
    second.send("\r")
    check("Friday" in second.prompt(), "Up did not recall the first session's line")


def test_history_keeps_the_last_histsize_entries(suite):
    state = suite.state_dir()
    calsh = suite.start(state, CALSH_HISTSIZE="2")
    calsh.prompt()
    for year in ["2023", "2024", "2025"]:
        calsh.line(f"leap {year}")
        calsh.prompt()
    path = os.path.join(state, "calsh", "history")
    with open(path) as file:
        entries = file.read().splitlines()
    check(entries == ["leap 2024", "leap 2025"], f"history file holds {entries} (killed shell, limit 2)")
    check(stat.S_IMODE(os.stat(path).st_mode) == 0o600, "truncating changed the file mode")


def test_ctrl_d_and_quit_exit_zero(suite):
    calsh = suite.start()
    calsh.prompt()
    calsh.send("\x04")
    check(calsh.wait() == 0, "Ctrl-D did not exit 0")
    check(calsh.text == "\n", f"Ctrl-D should end the line once; after the prompt: {calsh.text!r}")
    for word in ["quit", "exit"]:
        calsh = suite.start()
        calsh.prompt()
        calsh.line(word)
        check(calsh.wait() == 0, f"{word} did not exit 0")


def test_unwritable_history_warns_once(suite):
    blocker = os.path.join(suite.state_dir(), "not-a-directory")
    with open(blocker, "w") as file:
        file.write("a file where a directory should be\n")
    calsh = suite.start(os.path.join(blocker, "state"))
    out = calsh.prompt()
    for line in ["weekday 2023-02-03", "leap 2024"]:
        calsh.line(line)
        out += calsh.prompt()
    calsh.send(UP)
    calsh.expect("leap 2024")
    calsh.send("\r")
    out += calsh.prompt()
    calsh.send("\x04")
    check(calsh.wait() == 0, "did not exit 0")
    warnings = out.count("warning")
    check(warnings == 1, f"{warnings} warnings: {out!r}")
    check(f"history will not be saved ({blocker} is a file, not a directory)" in out, f"warning text: {out!r}")
    check(out.count("Friday") == 1 and out.count("true") == 2, f"commands did not run: {out!r}")


def test_two_prompts_at_once_keep_the_newest_lines(suite):
    """Two sessions share one history of 50 and each pastes 300 lines, in bursts of 25 lines sent
    to both terminals at once. After each burst the file holds at least the newest 50 lines and no
    holes: lines are only ever dropped oldest first, so each session's lines in the file run from
    some line to the last one it entered, every one in between present and in order."""
    state = suite.state_dir()
    path = os.path.join(state, "calsh", "history")
    count, burst, limit = 300, 25, 50
    bases = [100000, 200000]
    sessions = [suite.start(state, CALSH_HISTSIZE=str(limit)) for _ in bases]
    for session in sessions:
        session.prompt()
    for first in range(1, count + 1, burst):
        last = first + burst - 1
        paste_at_once(
            (session, "".join(f"{n} + {base}\r" for n in range(first, last + 1)))
            for session, base in zip(sessions, bases)
        )
        for session, base in zip(sessions, bases):
            session.expect(re.compile(rf"\n{base + last}\n"), timeout=30)
            session.prompt()
        lines = history_lines(path)
        where = f"after lines {first}-{last}"
        check(limit <= len(lines) <= limit + limit // 5, f"{where}: {len(lines)} lines in the file: {lines}")
        check(len(set(lines)) == len(lines), f"{where}: repeated lines: {lines}")
        strays = [line for line in lines if not re.fullmatch(r"\d+ \+ [12]00000", line)]
        check(not strays, f"{where}: stray lines: {strays}")
        for base in bases:
            numbers = [int(line.split(" + ")[0]) for line in lines if line.endswith(f" + {base}")]
            expected = list(range(numbers[0], last + 1)) if numbers else [last]
            check(numbers == expected, f"{where}: the session adding {base} kept {numbers} (lines lost?)")
    for session in sessions:
        session.send("\x04")
        check(session.wait() == 0, "Ctrl-D did not exit 0")


def test_relative_symlink_history_is_trimmed_beside_the_link(suite):
    """A history that is a relative link (as stow makes) is trimmed where the link points, never
    in the directory calsh was started from."""
    cwd = suite.state_dir()
    decoy = os.path.join(cwd, "real")
    with open(decoy, "w") as file:
        file.write("a file of the working directory\n")
    os.chmod(decoy, 0o644)
    before = open(decoy, "rb").read()
    state = suite.state_dir()
    directory = os.path.join(state, "calsh")
    os.makedirs(directory)
    with open(os.path.join(directory, "real"), "w") as file:
        file.writelines(f"leap {year}\n" for year in range(1990, 1998))
    os.symlink("real", os.path.join(directory, "history"))
    calsh = suite.start(state, cwd=cwd, CALSH_HISTSIZE="5")
    calsh.prompt()
    for year in range(2001, 2013):
        calsh.line(f"leap {year}")
        calsh.prompt()
    calsh.send("\x04")
    check(calsh.wait() == 0, "Ctrl-D did not exit 0")
    check(open(decoy, "rb").read() == before, "the working directory's file named like the link target changed")
    check(stat.S_IMODE(os.stat(decoy).st_mode) == 0o644, "the working directory's file changed mode")
    check(os.readlink(os.path.join(directory, "history")) == "real", "the link was replaced")
    lines = history_lines(os.path.join(directory, "real"))
    check(5 <= len(lines) <= 6, f"the link's target was not trimmed: {lines}")
    check(lines == [f"leap {year}" for year in range(2013 - len(lines), 2013)], f"target holds {lines}")
    check(sorted(os.listdir(directory)) == ["history", "real"], f"left behind: {os.listdir(directory)}")


def test_history_linked_to_dev_null_is_silent(suite):
    state = suite.state_dir()
    os.makedirs(os.path.join(state, "calsh"))
    os.symlink("/dev/null", os.path.join(state, "calsh", "history"))
    calsh = suite.start(state, CALSH_HISTSIZE="1")
    out = calsh.prompt()
    for year in ["2023", "2024", "2025"]:
        calsh.line(f"leap {year}")
        out += calsh.prompt()
    calsh.send(UP)
    calsh.expect("leap 2025")
    calsh.send("\x03")
    calsh.prompt()
    calsh.send("\x04")
    check(calsh.wait() == 0, "Ctrl-D did not exit 0")
    check("warning" not in out + calsh.text, f"a warning: {out + calsh.text!r}")
    check(stat.S_ISCHR(os.stat("/dev/null").st_mode), "/dev/null is no longer a character device")
    check(sorted(os.listdir(os.path.join(state, "calsh"))) == ["history"], "files beside the link")


def test_history_that_is_a_fifo_is_left_alone(suite):
    state = suite.state_dir()
    os.makedirs(os.path.join(state, "calsh"))
    fifo = os.path.join(state, "calsh", "history")
    os.mkfifo(fifo)
    calsh = suite.start(state)
    out = calsh.prompt()
    calsh.line("leap 2024")
    out += calsh.prompt()
    calsh.send("\x04")
    check(calsh.wait() == 0, "Ctrl-D did not exit 0")
    check(f"history will not be saved ({fifo} is not a regular file)" in out, f"warning: {out!r}")
    check(stat.S_ISFIFO(os.lstat(fifo).st_mode), "the fifo was replaced")


def test_bad_histsize_warns_once_and_keeps_the_default(suite):
    for value in ["abc", "-1", " 5"]:
        state = suite.state_dir()
        calsh = suite.start(state, CALSH_HISTSIZE=value)
        out = calsh.prompt()
        for year in ["2023", "2024", "2025"]:
            calsh.line(f"leap {year}")
            out += calsh.prompt()
        calsh.send("\x04")
        check(calsh.wait() == 0, "Ctrl-D did not exit 0")
        out += calsh.text
        expected = f"calsh: warning: CALSH_HISTSIZE '{value}' is not a whole number ≥ 0; keeping 1000 entries"
        check(out.count("warning") == 1 and expected in out, f"CALSH_HISTSIZE={value!r}: {out!r}")
        lines = history_lines(os.path.join(state, "calsh", "history"))
        check(lines == ["leap 2023", "leap 2024", "leap 2025"], f"CALSH_HISTSIZE={value!r}: history {lines}")


def test_histsize_zero_creates_no_file(suite):
    state = suite.state_dir()
    calsh = suite.start(state, CALSH_HISTSIZE="0")
    out = calsh.prompt()
    calsh.line("leap 2024")
    out += calsh.prompt()
    calsh.send("\x04")
    check(calsh.wait() == 0, "Ctrl-D did not exit 0")
    check("warning" not in out, f"a warning: {out!r}")
    check(os.listdir(state) == [], f"CALSH_HISTSIZE=0 created {os.listdir(state)}")


def test_relative_xdg_state_home_is_named(suite):
    calsh = suite.start("relative/state", HOME=None)
    out = calsh.prompt()
    calsh.send("\x04")
    check(calsh.wait() == 0, "Ctrl-D did not exit 0")
    expected = (
        "calsh: warning: history will not be saved "
        "(XDG_STATE_HOME 'relative/state' is ignored because it is relative, and HOME is not set)"
    )
    check(out.count("warning") == 1 and expected in out, f"warning: {out!r}")


TESTS = [
    test_banner_and_month_grid,
    test_months_fit_the_terminal_and_follow_a_resize,
    test_tab_completes_command_names,
    test_tab_completes_variables,
    test_tab_after_let_and_a_slashed_date_keep_the_shell,
    test_tab_completes_file_names_after_source,
    test_tab_completes_a_path_glued_to_a_redirection,
    test_tab_tab_lists_setting_values,
    test_ctrl_c_cancels_the_line,
    test_ctrl_backslash_is_ignored_at_the_prompt,
    test_ctrl_c_interrupts_a_long_output,
    test_continuation_prompt,
    test_error_shows_caret_and_shell_carries_on,
    test_history_persists_across_sessions,
    test_history_keeps_the_last_histsize_entries,
    test_ctrl_d_and_quit_exit_zero,
    test_unwritable_history_warns_once,
    test_two_prompts_at_once_keep_the_newest_lines,
    test_relative_symlink_history_is_trimmed_beside_the_link,
    test_history_linked_to_dev_null_is_silent,
    test_history_that_is_a_fifo_is_left_alone,
    test_bad_histsize_warns_once_and_keeps_the_default,
    test_histsize_zero_creates_no_file,
    test_relative_xdg_state_home_is_named,
]


if __name__ == "__main__":
    main("test_repl.py", TESTS, PromptSuite)
