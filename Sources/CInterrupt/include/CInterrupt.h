#ifndef CALSH_INTERRUPT_H
#define CALSH_INTERRUPT_H

/* Ctrl-C as a flag: one definition in interrupt.c, set by a handler that does nothing else
   (async-signal-safe), read and cleared by the REPL and by long evaluations. */
int calsh_interrupted(void);
void calsh_clear_interrupt(void);
/* Installs the SIGINT handler without SA_RESTART, so a blocked read or write returns EINTR. */
int calsh_install_interrupt_handler(void);

/* Ignores SIGQUIT (Ctrl-\\), as an interactive shell does: the prompt is not ended by it. */
int calsh_ignore_quit(void);

#endif
