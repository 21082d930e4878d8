/* run.h - the one place the tools run another program (the C compiler or
 * preprocessor): bbmm-pp's preprocessing and dependency rules, bbmmcc's
 * compile and link steps. */
#ifndef BBMM_PP_RUN_H
#define BBMM_PP_RUN_H

#include <stddef.h>

/* Receives "n" bytes of the program's standard output. */
typedef void (*pp_run_sink)(void *user, const char *bytes, size_t n);

/* Run "argv" (argv[0] looked up on PATH), wait for it and return its exit
 * status: 128 + the signal that killed it, 127 when it could not be run
 * (the child says so on stderr, as "tool: error: cannot run 'x': why"),
 * or -1 with errno set when it could not be started or waited for.  With
 * "sink", its standard output goes there; else it is ours. */
int pp_run(const char *tool, const char *const *argv, pp_run_sink sink, void *user);

#endif
