#include "CTerminal.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

static int descriptor = -1;
static struct termios saved;
static int saved_valid = 0;

static const int caught_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGWINCH, SIGCONT};
enum { signal_count = sizeof caught_signals / sizeof caught_signals[0] };
static volatile sig_atomic_t pending[signal_count];
static struct sigaction previous[signal_count];

static void on_signal(int number) {
  for (int index = 0; index < signal_count; index++) {
    if (caught_signals[index] == number) pending[index] = 1;
  }
}

int calsh_terminal_take_signal(void) {
  for (int index = 0; index < signal_count; index++) {
    if (pending[index]) {
      pending[index] = 0;
      return caught_signals[index];
    }
  }
  return 0;
}

int calsh_terminal_raw(void) {
  if (descriptor < 0 || !saved_valid) return -1;
  struct termios raw = saved;
  raw.c_iflag &= ~(tcflag_t)(BRKINT | ICRNL | INPCK | ISTRIP | IXON);
  raw.c_oflag &= ~(tcflag_t)OPOST;
  raw.c_cflag |= CS8;
  raw.c_lflag &= ~(tcflag_t)(ECHO | ICANON | IEXTEN);
  raw.c_cc[VMIN] = 1;
  raw.c_cc[VTIME] = 0;
  /* TCSADRAIN, not TCSAFLUSH: keys typed ahead (or in the burst with Ctrl-Z) are kept. */
  return tcsetattr(descriptor, TCSADRAIN, &raw);
}

void calsh_terminal_restore(void) {
  if (descriptor >= 0 && saved_valid) tcsetattr(descriptor, TCSADRAIN, &saved);
}

int calsh_terminal_open(void) {
  if (descriptor >= 0) {
    errno = EBUSY;
    return -1;
  }
  int opened = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC);
  if (opened < 0) return -1;
  if (tcgetattr(opened, &saved) != 0) {
    int error = errno;
    close(opened);
    errno = error;
    return -1;
  }
  descriptor = opened;
  saved_valid = 1;
  for (int index = 0; index < signal_count; index++) {
    pending[index] = 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; /* no SA_RESTART: a signal ends the wait in poll */
    sigaction(caught_signals[index], NULL, &previous[index]);
    /* A signal ignored when pick starts stays ignored (Ctrl-\\ at the prompt, SIGHUP under nohup). */
    int signal_number = caught_signals[index];
    if (previous[index].sa_handler == SIG_IGN
        && (signal_number == SIGQUIT || signal_number == SIGHUP || signal_number == SIGTERM)) continue;
    sigaction(signal_number, &action, NULL);
  }
  if (calsh_terminal_raw() != 0) {
    int error = errno;
    calsh_terminal_close();
    errno = error;
    return -1;
  }
  return descriptor;
}

void calsh_terminal_close(void) {
  if (descriptor < 0) return;
  calsh_terminal_restore();
  for (int index = 0; index < signal_count; index++) sigaction(caught_signals[index], &previous[index], NULL);
  close(descriptor);
  descriptor = -1;
  saved_valid = 0;
}

int calsh_terminal_write(const void *bytes, long count) {
  const char *next = bytes;
  while (count > 0) {
    ssize_t written = write(descriptor, next, (size_t)count);
    if (written < 0) {
      if (errno == EINTR) continue;
      return -1;
    }
    next += written;
    count -= written;
  }
  return 0;
}

long calsh_terminal_read(void *bytes, long capacity, int milliseconds) {
  struct pollfd wanted = {.fd = descriptor, .events = POLLIN, .revents = 0};
  int ready = poll(&wanted, 1, milliseconds);
  if (ready < 0) return errno == EINTR ? 0 : -1;
  if (ready == 0) return 0;
  if (wanted.revents & (POLLERR | POLLNVAL)) return -1;
  ssize_t count = read(descriptor, bytes, (size_t)capacity);
  if (count < 0) return errno == EINTR || errno == EAGAIN ? 0 : -1;
  if (count == 0) {
    errno = EIO; /* the terminal hung up */
    return -1;
  }
  return (long)count;
}

void calsh_terminal_size(int *columns, int *rows) {
  struct winsize size;
  memset(&size, 0, sizeof size);
  if (descriptor < 0 || ioctl(descriptor, TIOCGWINSZ, &size) != 0) {
    *columns = 0;
    *rows = 0;
    return;
  }
  *columns = size.ws_col;
  *rows = size.ws_row;
}

void calsh_terminal_stop(void) {
  struct sigaction action, old;
  memset(&action, 0, sizeof action);
  action.sa_handler = SIG_DFL;
  sigemptyset(&action.sa_mask);
  sigaction(SIGTSTP, &action, &old);
  raise(SIGTSTP);
  /* Resumed: SIGCONT arrives (and is caught as pending); catch SIGTSTP again. */
  sigaction(SIGTSTP, &old, NULL);
}
