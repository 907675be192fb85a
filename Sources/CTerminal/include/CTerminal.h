#ifndef CALSH_TERMINAL_H
#define CALSH_TERMINAL_H

/* The terminal `pick` draws on: /dev/tty in raw mode, given back as it was on every way out.
   Signals only set flags (async-signal-safe); the Swift loop polls them between reads. */

/* Opens /dev/tty, saves its settings, installs the handlers and turns raw mode on (ISIG kept, so
   Ctrl-C and Ctrl-Z are signals). Returns the descriptor, or -1 with errno set. */
int calsh_terminal_open(void);
/* Puts the saved settings back and the old handlers (idempotent), and closes the descriptor. */
void calsh_terminal_close(void);
/* Raw mode again after SIGCONT (the shell may have changed the settings while we were stopped). */
int calsh_terminal_raw(void);
/* The saved settings back, without closing: before stopping on Ctrl-Z. */
void calsh_terminal_restore(void);
/* Writes all of `count` bytes; 0, or -1 on an error. */
int calsh_terminal_write(const void *bytes, long count);
/* Waits up to `milliseconds` for input (-1: no limit); reads up to `capacity` bytes. Returns the
   count, 0 when none came in time or a signal interrupted the wait, -1 on an error. */
long calsh_terminal_read(void *bytes, long capacity, int milliseconds);
/* The window's columns and rows (0 when unknown). */
void calsh_terminal_size(int *columns, int *rows);

/* The signal last caught and not yet taken, or 0: SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP,
   SIGWINCH, SIGCONT. Taking it clears it; several pending come one at a time, in that order. */
int calsh_terminal_take_signal(void);
/* Stops the process as the default SIGTSTP would (after the terminal was restored). */
void calsh_terminal_stop(void);

#endif
