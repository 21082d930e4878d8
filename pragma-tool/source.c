/* pragma-tool/source.c - the tokens of the user's file: run the C
 * preprocessor ($BBMM_CPP or "cc" with -E -dD and the user's -I/-D/-U
 * flags) so that macros such as PolyBench's _PB_N or POLYBENCH_2D work
 * (-dD keeps the macro definitions: a clause may name a macro), lex its
 * output, and map every token back to the user's file (lexer.h).
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"
#include "run.h"

#define SRC_MAX_ARGS 512

/* Read all of "path" into "*text" (arena "a"); return 0 or -1. */
static int src_read_file(pp_arena *a, const char *path, const char **text, size_t *len, pp_diag *d)
{
    FILE *f = fopen(path, "rb");
    pp_str b = {0};
    char buf[65536];
    size_t n;
    if (!f) {
        pp_error(d, (pp_loc){path, 0, 0, -1}, "cannot open: %s", strerror(errno));
        return -1;
    }
    while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
        pp_str_addn(&b, buf, n);
    if (ferror(f) || b.oom) {
        fclose(f);
        pp_str_free(&b);
        pp_error(d, (pp_loc){NULL, 0, 0, -1}, "%s: read failed", path);
        return -1;
    }
    fclose(f);
    *len = b.len;
    *text = pp_strndup(a, pp_str_get(&b), b.len);
    pp_str_free(&b);
    return *text ? 0 : -1;
}

/* pp_run's sink: the preprocessor's output into a pp_str. */
static void src_collect(void *user, const char *bytes, size_t n)
{
    pp_str_addn((pp_str *)user, bytes, n);
}

/* Run the preprocessor on "o"->input; its output in "*out" ("*len"
 * bytes).  Return 0, or -1 after an error. */
static int src_preprocess(pp_arena *a, const pp_options *o, const char **out, size_t *len, pp_diag *d)
{
    const char *cpp = o->cpp ? o->cpp : getenv("BBMM_CPP");
    const char *argv[SRC_MAX_ARGS];
    int n = 0, i, rc;
    pp_str b = {0};
    argv[n++] = cpp && *cpp ? cpp : "cc";
    argv[n++] = "-E";
    argv[n++] = "-dD";
    for (i = 0; i < o->nflags && n < SRC_MAX_ARGS - 6; i++)
        argv[n++] = o->flags[i];
    argv[n++] = "-x";
    argv[n++] = "c";
    argv[n++] = o->input;
    argv[n] = NULL;
    rc = pp_run("bbmm-pp", argv, src_collect, &b);
    if (rc < 0) {
        pp_str_free(&b);
        pp_error(d, (pp_loc){NULL, 0, 0, -1}, "cannot start the preprocessor: %s", strerror(errno));
        return -1;
    }
    if (rc != 0 || b.oom) {
        pp_str_free(&b);
        pp_error(d, (pp_loc){o->input, 1, 1, -1}, "the preprocessor ('%s -E') failed on this file", argv[0]);
        return -1;
    }
    *len = b.len;
    *out = pp_strndup(a, pp_str_get(&b), b.len);
    pp_str_free(&b);
    return *out ? 0 : -1;
}

int pp_source_tokens(pp_arena *a, const pp_options *o, pp_tokens *toks, const char **raw, size_t *rawlen,
                     pp_diag *d)
{
    pp_tokens rt;
    const char *pp;
    size_t pplen;
    int rc = -1;
    memset(toks, 0, sizeof(*toks));
    memset(&rt, 0, sizeof(rt));
    toks->heap = rt.heap = 1;
    if (o->text) {
        *raw = o->text;
        *rawlen = strlen(o->text);
    } else if (src_read_file(a, o->input, raw, rawlen, d)) {
        return -1;
    }
    if (o->no_cpp)
        return pp_lex(a, *raw, *rawlen, o->input, 1, toks, d);
    if (src_preprocess(a, o, &pp, &pplen, d) || pp_lex(a, pp, pplen, o->input, 0, toks, d) ||
        pp_lex(a, *raw, *rawlen, o->input, 1, &rt, d))
        goto done;
    if (pp_align(toks, &rt)) {
        pp_error(d, (pp_loc){o->input, 1, 1, -1}, "out of memory while reading the input");
        goto done;
    }
    rc = 0;
done:
    pp_tokens_free(&rt);
    return rc;
}
