/* pragma-tool/diag.h - diagnostics of the pragma tool, in GNU format
 * ("file:line:col: error: message").  The front end records them in a
 * pp_diag; the driver prints them and chooses the exit status (1 when
 * diag->errors > 0).  No global state: one pp_diag per run.
 */
#ifndef PP_DIAG_H
#define PP_DIAG_H

#include <stdio.h>

#include "model.h"

typedef struct pp_diag {
    int errors;
    int warnings;
    int max_errors;  /* stop recording errors after this many (0: 20) */
    char *text;      /* all messages, one per line */
    size_t len, cap;
    int oom;         /* a message was lost for lack of memory */
    int isl_stopped; /* isl's operation limit ran out at least once: isl may
                        have lost memory then (pp_isl_budget) */
} pp_diag;

/* Record an error at "loc" (loc.file NULL: no position). */
void pp_error(pp_diag *d, pp_loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Record a warning at "loc". */
void pp_warning(pp_diag *d, pp_loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Record a note at "loc" (explains the previous message). */
void pp_note(pp_diag *d, pp_loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Write the recorded messages to "f". */
void pp_diag_print(const pp_diag *d, FILE *f);
/* Free the messages of "d". */
void pp_diag_clear(pp_diag *d);

#endif
