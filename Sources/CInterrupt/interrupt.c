#include "CInterrupt.h"

#include <signal.h>
#include <string.h>

static volatile sig_atomic_t interrupted = 0;

static void on_interrupt(int signal_number) {
  (void)signal_number;
  interrupted = 1;
}

int calsh_interrupted(void) { return interrupted != 0; }

void calsh_clear_interrupt(void) { interrupted = 0; }

int calsh_install_interrupt_handler(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_interrupt;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  return sigaction(SIGINT, &action, NULL);
}

int calsh_ignore_quit(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = SIG_IGN;
  sigemptyset(&action.sa_mask);
  return sigaction(SIGQUIT, &action, NULL);
}
