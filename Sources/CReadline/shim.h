#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <readline/readline.h>
#include <readline/history.h>

/* Swift 6 rejects readline's mutable globals as not concurrency-safe, so the one Swift file
   that drives readline (CalShell/LineEditor.swift) reaches them through these helpers. */

static inline void calsh_rl_set_name(const char *name) { rl_readline_name = name; }

static inline void calsh_rl_set_completion(rl_completion_func_t *function, const char *word_breaks,
                                           const char *quotes) {
  rl_attempted_completion_function = function;
  rl_completer_word_break_characters = word_breaks;
  rl_completer_quote_characters = quotes;
  rl_filename_quote_characters = " \t";
}

static inline void calsh_rl_prompt_on_stderr(void) { rl_outstream = stderr; }

static inline void calsh_rl_set_completion_over(int over) { rl_attempted_completion_over = over; }

/* No space after a completed match: a directory's path goes on. */
static inline void calsh_rl_suppress_append(void) { rl_completion_suppress_append = 1; }

static inline void calsh_rl_set_signal_hooks(rl_hook_func_t *hook, rl_getc_func_t *getc) {
  rl_catch_signals = 1;
  rl_signal_event_hook = hook;
  rl_getc_function = getc;
}

static inline const char *calsh_rl_line_buffer(void) { return rl_line_buffer; }

/* Ends the line after Ctrl-D, unless readline did: it does when bracketed paste is on (8.1+). */
static inline void calsh_rl_newline_after_eof(void) {
  const char *paste = rl_variable_value("enable-bracketed-paste");
  if (paste == NULL || strcmp(paste, "on") != 0) {
    fputc('\n', rl_outstream ? rl_outstream : stdout);
    fflush(rl_outstream ? rl_outstream : stdout);
  }
}

/* The newest history entry's text, or NULL when the history is empty. */
static inline const char *calsh_history_last(void) {
  HIST_ENTRY *entry = history_get(history_base + history_length - 1);
  return entry ? entry->line : NULL;
}

