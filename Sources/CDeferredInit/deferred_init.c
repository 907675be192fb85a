#include "CDeferredInit.h"

#include <pthread.h>

typedef void (*calsh_initializer)(void);

/* Bounds of the section deferred-init.ld fills; the linker defines them only when it made the
   section, so without the script both are null and there is nothing to run. */
extern const calsh_initializer __start_calsh_deferred_init[] __attribute__((weak));
extern const calsh_initializer __stop_calsh_deferred_init[] __attribute__((weak));

static pthread_once_t once = PTHREAD_ONCE_INIT;

static void run_all(void) {
  if (__start_calsh_deferred_init == 0 || __stop_calsh_deferred_init == 0) return;
  /* In link order, as .init_array would have run them. */
  for (const calsh_initializer *initializer = __start_calsh_deferred_init;
       initializer < __stop_calsh_deferred_init; initializer++) {
    (*initializer)();
  }
}

void calsh_run_deferred_initializers(void) { pthread_once(&once, run_all); }
