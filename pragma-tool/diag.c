/* pragma-tool/diag.c - recording diagnostics (see diag.h). */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"

/* Append "n" bytes of "s" to "d"; on failure mark "d" as having lost
 * output. */
static void diag_append(pp_diag *d, const char *s, size_t n)
{
    if (d->len + n + 1 > d->cap) {
        size_t cap = (d->cap ? d->cap * 2 : 1024) + n;
        char *t = realloc(d->text, cap);
        if (!t) {
            d->oom = 1;
            return;
        }
        d->text = t;
        d->cap = cap;
    }
    memcpy(d->text + d->len, s, n);
    d->len += n;
    d->text[d->len] = '\0';
}

/* Record one message of severity "what" at "loc". */
static void diag_vadd(pp_diag *d, pp_loc loc, const char *what, const char *fmt, va_list ap)
{
    char buf[2048];
    int n;
    if (loc.file)
        n = snprintf(buf, sizeof(buf), "%s:%d:%d: %s: ", loc.file, loc.line, loc.col, what);
    else
        n = snprintf(buf, sizeof(buf), "bbmm-pp: %s: ", what);
    if (n < 0 || (size_t)n >= sizeof(buf))
        n = 0;
    vsnprintf(buf + n, sizeof(buf) - (size_t)n, fmt, ap);
    n = (int)strlen(buf);
    diag_append(d, buf, (size_t)n);
    diag_append(d, "\n", 1);
}

void pp_error(pp_diag *d, pp_loc loc, const char *fmt, ...)
{
    va_list ap;
    int max = d->max_errors ? d->max_errors : 20;
    d->errors++;
    if (d->errors > max)
        return;
    va_start(ap, fmt);
    diag_vadd(d, loc, "error", fmt, ap);
    va_end(ap);
}

void pp_warning(pp_diag *d, pp_loc loc, const char *fmt, ...)
{
    va_list ap;
    d->warnings++;
    va_start(ap, fmt);
    diag_vadd(d, loc, "warning", fmt, ap);
    va_end(ap);
}

void pp_note(pp_diag *d, pp_loc loc, const char *fmt, ...)
{
    va_list ap;
    int max = d->max_errors ? d->max_errors : 20;
    if (d->errors > max)
        return;
    va_start(ap, fmt);
    diag_vadd(d, loc, "note", fmt, ap);
    va_end(ap);
}

void pp_diag_print(const pp_diag *d, FILE *f)
{
    int max = d->max_errors ? d->max_errors : 20;
    if (d->len)
        fwrite(d->text, 1, d->len, f);
    if (d->errors > max)
        fprintf(f, "bbmm-pp: note: %d more errors not shown\n", d->errors - max);
    if (d->oom)
        fprintf(f, "bbmm-pp: error: out of memory while recording diagnostics\n");
}

void pp_diag_clear(pp_diag *d)
{
    free(d->text);
    d->text = NULL;
    d->len = d->cap = 0;
}
