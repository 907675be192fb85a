#ifndef CALSH_DEFERRED_INIT_H
#define CALSH_DEFERRED_INIT_H

/* Runs, once, the static constructors that the release build's linker script
   (deferred-init.ld) moved out of .init_array: ICU's, CoreFoundation's and libstdc++'s
   locale facets'. They cost about a fifth of a one-line run, and only a run that names a
   locale, loads a CSV file or falls back to swift-argument-parser needs them, so each of those
   calls this first. A build linked without the script has nothing set aside: a no-op.
   Call it on the main thread (CoreFoundation records its caller as the main thread). */
void calsh_run_deferred_initializers(void);

#endif
