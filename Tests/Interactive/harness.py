"""What the pseudo-terminal tests share: calsh on a pseudo-terminal read as text at a prompt
(`Session`) or as the raw bytes of a full screen (`Screen`), a suite that starts them and closes
them after each test, and the runner that prints one line per test and `N passed, M failed`.

Standard library only. Every wait is for a condition (text shown, the process ended, the
terminal closed) under a deadline, never a fixed sleep: the machine may be busy.
"""

import codecs
import fcntl
import os
import resource
import re
import select
import signal
import struct
import sys
import termios
import time
import traceback

TIMEOUT = 10.0
ANSI = re.compile(rb"\x1b\[[0-9;?<]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>78]|\r|\x07")
PARTIAL_ESCAPE = re.compile(rb"\x1b(\[[0-9;?<]*[ -/]*|[()])?$")
PROMPT = "calsh> "


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def plain(data):
    """Terminal bytes as text, escapes and carriage returns taken out."""
    return ANSI.sub(b"", data).decode("utf-8", "replace")


def spawn(binary, args, env=None, cwd=None, stdout=None, size=None):
    """Starts `binary ARGS` on a new pseudo-terminal; returns (pid, the terminal's fd, the
    terminal's settings before the program could change them). `stdout`: a file standard output
    goes to instead of the terminal; `size`: (columns, rows). Size and settings are set and read
    before the child exists: after a fork, a slow parent could see the program's raw mode or the
    program the terminal's size before it was set."""
    environment = dict(os.environ)
    environment.update(env or {})
    environment = {name: value for name, value in environment.items() if value is not None}
    fd, child_side = os.openpty()
    if size:
        set_size(fd, *size)
    settings = termios.tcgetattr(fd)
    pid = os.fork()
    if pid == 0:
        try:
            os.close(fd)
            os.login_tty(child_side)
            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))  # a signal's end writes no core file
            # As a terminal's new shell has them: a runner started in the background (`cmd &` in
            # a script) ignores SIGINT and SIGQUIT, and pick keeps an ignored Ctrl-\ ignored.
            for number in (signal.SIGINT, signal.SIGQUIT):
                signal.signal(number, signal.SIG_DFL)
            if cwd:
                os.chdir(cwd)
            if stdout:
                os.dup2(os.open(stdout, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), 1)
            os.execve(binary, [binary, *args], environment)
        finally:
            os._exit(127)
    os.close(child_side)
    return pid, fd, settings


def set_size(fd, columns, rows):
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))


class Terminal:
    """The parent's side of one process on a pseudo-terminal: bytes in, the exit status,
    everything it wrote before it ended, and `settings`, the terminal's before it began."""

    def __init__(self, pid, fd, settings):
        self.pid, self.fd, self.settings = pid, fd, settings
        self.status = None
        self.closed = False

    def send(self, text):
        os.write(self.fd, text.encode())

    def take(self, chunk):
        raise NotImplementedError

    def _read_once(self, seconds):
        """Waits up to `seconds` for output and takes it; False once the terminal has ended
        (the process and all it started have closed it, and everything written was read)."""
        if self.closed:
            return False
        if not select.select([self.fd], [], [], max(0.0, seconds))[0]:
            return True
        try:
            chunk = os.read(self.fd, 65536)
        except OSError:
            chunk = b""
        if not chunk:
            self.closed = True
            return False
        self.take(chunk)
        return True

    def wait(self, timeout=TIMEOUT):
        """Reads until the process has exited and its terminal has ended; returns the status.
        The last bytes a process writes can reach this side after it has exited (the kernel hands
        them over on its own time), so the read goes on to the terminal's end, not for a while."""
        deadline = time.monotonic() + timeout
        while self.status is None or not self.closed:
            if self.status is None:
                pid, status = os.waitpid(self.pid, os.WNOHANG)
                if pid:
                    self.status = os.waitstatus_to_exitcode(status)
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                check(self.status is not None, f"calsh did not exit; the terminal showed:\n{self.shown()}")
                raise AssertionError(f"calsh exited but its terminal stayed open; it showed:\n{self.shown()}")
            if not self._read_once(min(remaining, 0.05)) and self.status is None:
                time.sleep(0.01)  # the terminal has ended before the process: look again soon
        return self.status

    def shown(self):
        raise NotImplementedError

    def close(self):
        if self.status is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
                os.waitpid(self.pid, 0)
            except (ProcessLookupError, ChildProcessError):
                pass
        os.close(self.fd)


class Session(Terminal):
    """calsh at its prompt: output decoded to text (escapes taken out), `expect` reads until a
    text appears and forgets what came before it."""

    def __init__(self, binary, env=None, cwd=None):
        super().__init__(*spawn(binary, [], env, cwd, size=(100, 24)))
        self.pending = b""
        self.decoder = codecs.getincrementaldecoder("utf-8")("replace")
        self.text = ""
        self.log = ""

    def line(self, text):
        self.send(text + "\r")

    def take(self, chunk):
        data = self.pending + chunk
        partial = PARTIAL_ESCAPE.search(data)
        cut = partial.start() if partial else len(data)
        self.pending = data[cut:]
        clean = self.decoder.decode(ANSI.sub(b"", data[:cut]))
        self.text += clean
        self.log = (self.log + clean)[-4000:]

    def shown(self):
        return self.log[-1500:]

    def expect(self, pattern, timeout=TIMEOUT):
        """Reads until `pattern` (a string, or a compiled regex) appears; returns the text up to
        and including it, and forgets that text."""
        deadline = time.monotonic() + timeout
        start = 0
        while True:
            if isinstance(pattern, str):
                index = self.text.find(pattern, start)
                end = index + len(pattern) if index >= 0 else -1
            else:
                match = pattern.search(self.text)
                index, end = (match.start(), match.end()) if match else (-1, -1)
            if index >= 0:
                seen, self.text = self.text[:end], self.text[end:]
                return seen
            start = max(0, len(self.text) - (len(pattern) if isinstance(pattern, str) else 0))
            if isinstance(pattern, str) and len(self.text) > 1_000_000:
                self.text = self.text[-len(pattern):]
                start = 0
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not self._read_once(min(remaining, 0.5)):
                raise AssertionError(f"waited for {pattern!r}; the terminal showed:\n{self.shown()}")

    def prompt(self):
        return self.expect(PROMPT)


class Screen(Terminal):
    """A full-screen program (pick, slides) on a pseudo-terminal: `screen` holds every byte it
    drew, escapes and all."""

    def __init__(self, binary, args, stdout=None, size=None, env=None):
        super().__init__(*spawn(binary, args, env, stdout=stdout, size=size))
        self.screen = b""

    def take(self, chunk):
        self.screen += chunk

    def shown(self):
        return plain(self.screen)[-1500:]

    def resize(self, columns, rows):
        set_size(self.fd, columns, rows)
        os.kill(self.pid, signal.SIGWINCH)

    def read(self, seconds=0.2):
        """Takes what is drawn during `seconds` (a program's quiet time, not a wait for output)."""
        deadline = time.monotonic() + seconds
        while (remaining := deadline - time.monotonic()) > 0 and self._read_once(min(remaining, 0.05)):
            pass

    def expect(self, text, timeout=TIMEOUT):
        deadline = time.monotonic() + timeout
        while text.encode() not in self.screen:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not self._read_once(min(remaining, 0.1)):
                raise AssertionError(f"waited for {text!r}; the terminal showed:\n{self.shown()}")


class Suite:
    """What a test is given: the binary, a work folder, and sessions it starts, each closed
    after the test."""

    def __init__(self, binary, workdir):
        self.binary = binary
        self.workdir = workdir
        self.sessions = []

    def adopt(self, session):
        self.sessions.append(session)
        return session

    def run(self, tests, only=None):
        """Runs `tests` (those whose name contains `only`, when given); returns (passed, failed)."""
        passed = failed = 0
        for test in tests:
            if only and only not in test.__name__:
                continue
            self.sessions = []
            try:
                test(self)
                passed += 1
                print(f"ok   {test.__name__}", flush=True)
            except Exception as error:
                failed += 1
                print(f"FAIL {test.__name__}")
                detail = str(error) if isinstance(error, AssertionError) else traceback.format_exc()
                print("     " + detail.replace("\n", "\n     "), flush=True)
            finally:
                for session in self.sessions:
                    session.close()
        return passed, failed


def main(name, tests, make_suite=Suite, subfolder=None, only=None):
    """`NAME BINARY WORKDIR`: runs `tests` on a suite made by `make_suite(binary, workdir)` (in
    WORKDIR/subfolder when given), prints `N passed, M failed` and exits 1 when any failed."""
    if len(sys.argv) != 3:
        sys.exit(f"usage: {name} BINARY WORKDIR")
    workdir = sys.argv[2]
    if subfolder:
        workdir = os.path.join(workdir, subfolder)
        os.makedirs(workdir, exist_ok=True)
    passed, failed = make_suite(os.path.abspath(sys.argv[1]), workdir).run(tests, only)
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
