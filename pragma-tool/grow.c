/* pragma-tool/grow.c - regions grown over the serial loops around them.
 *
 * Code written for OpenMP puts its work-sharing pragma on the parallel
 * loop inside a serial one: SP's and BT's solves sweep along i with
 *
 *     for (i = 0; i <= grid_points[0]-3; i++) {
 *         i1 = i + 1;
 *         i2 = i + 2;
 *     #pragma bbmm
 *         for (j = 1; j <= grid_points[1]-2; j++)
 *             for (k = 1; k <= grid_points[2]-2; k++) ...
 *     }
 *
 * and with the pragma swapped for "#pragma bbmm" every i is one run of the
 * region (host work, launches, boxes), thousands per time step.  Here a
 * loop whose body holds nothing but such regions (plain "#pragma bbmm",
 * no clause) and assignments of scalars (no call), with no pragma of its
 * own (it would be left to apply to the generated code), is a candidate: the
 * region is tried as if the pragma stood above that loop.  The driver
 * (front.c) keeps the grown region only when the whole front end accepts
 * it, the code generator would put it on the devices, and isl's
 * scheduler moves the serial loop inside the work-items
 * (front_schedule: PP_SCHED_INWARD, fewer host loops, as many
 * work-items), then tries the loop around that one, and so on; else the
 * user's regions stay as written.  Either way the model of the region is
 * exact (the soundness rule): growing only changes where the region's
 * text starts.
 *
 * A grown region is parsed from a copy of the tokens in which the first
 * plain pragma of the loop's body is moved in front of its "for" and takes
 * the loop's position (so that the region's text, its name and every scan
 * of the host code start at the loop); the parser skips the other plain
 * pragmas inside it (pp_model.grows).
 */
#include <string.h>

#include "internal.h"

/* The token after the group that opens at token "i" ("(", "[" or "{"),
 * or -1 when it does not close. */
static int gr_close(const pp_tokens *t, int i)
{
    int depth = 0;
    for (; i < t->n && t->v[i].kind != PP_TOK_EOF; i++) {
        const pp_token *u = &t->v[i];
        if (pp_tok_is(u, "(") || pp_tok_is(u, "[") || pp_tok_is(u, "{"))
            depth++;
        else if ((pp_tok_is(u, ")") || pp_tok_is(u, "]") || pp_tok_is(u, "}")) && --depth == 0)
            return i + 1;
    }
    return -1;
}

/* The token opening the group that closes at token "i", or -1. */
static int gr_open(const pp_tokens *t, int i)
{
    int depth = 0;
    for (; i >= 0; i--) {
        const pp_token *u = &t->v[i];
        if (pp_tok_is(u, ")") || pp_tok_is(u, "]") || pp_tok_is(u, "}"))
            depth++;
        else if ((pp_tok_is(u, "(") || pp_tok_is(u, "[") || pp_tok_is(u, "{")) && --depth == 0)
            return i;
    }
    return -1;
}

int pp_grow_plain(const pp_token *t)
{
    int i;
    if (t->kind != PP_TOK_PRAGMA || t->len < 4 || strncmp(t->text, "bbmm", 4))
        return 0;
    for (i = 4; i < t->len; i++)
        if (t->text[i] != ' ' && t->text[i] != '\t' && t->text[i] != '\r')
            return 0;
    return 1;
}

/* The region of "m" whose pragma is token "t", or -1. */
static int gr_region(const pp_model *m, const pp_token *t)
{
    int r;
    if (t->kind != PP_TOK_PRAGMA || !t->main)
        return -1;
    for (r = 0; r < m->nregions; r++)
        if (m->regions[r].pragma.offset == t->loc.offset)
            return r;
    return -1;
}

/* The first token after region "r" whose pragma is token "i". */
static int gr_region_end(const pp_tokens *t, const pp_model *m, int r, int i)
{
    long end = m->regions[r].end_offset;
    for (i++; i < t->n && t->v[i].kind != PP_TOK_EOF && (!t->v[i].main || t->v[i].loc.offset < end); i++)
        ;
    return i;
}

/* Nonzero when tokens [i, end) are one assignment of a scalar ("x = ...;",
 * "x op= ...;") that calls nothing; "*next" the token after its ";". */
static int gr_assignment(const pp_tokens *t, int i, int end, int *next)
{
    static const char *const ops[] = {"=", "+=", "-=", "*=", "/="};
    int k, ok = 0;
    if (i + 2 >= end || t->v[i].kind != PP_TOK_IDENT)
        return 0;
    for (k = 0; k < 5; k++)
        ok |= pp_tok_is(&t->v[i + 1], ops[k]);
    if (!ok)
        return 0;
    for (k = i + 2; k < end && !pp_tok_is(&t->v[k], ";"); k++) {
        const pp_token *u = &t->v[k];
        if (u->kind == PP_TOK_PRAGMA || pp_tok_is(u, "{") || pp_tok_is(u, "}") || pp_tok_is(u, "=") ||
            pp_tok_is(u, "++") || pp_tok_is(u, "--") || pp_tok_is(u, ",") ||
            (u->kind == PP_TOK_IDENT && k + 1 < end && pp_tok_is(&t->v[k + 1], "(")))
            return 0;
    }
    if (k >= end)
        return 0;
    *next = k + 1;
    return 1;
}

/* Nonzero when tokens [i, end) (a loop's body between its braces) hold
 * only regions of "m" with plain pragmas (at least one), empty statements
 * and scalar assignments. */
static int gr_body(const pp_tokens *t, const pp_model *m, int i, int end)
{
    int regions = 0, next;
    while (i < end) {
        const pp_token *u = &t->v[i];
        int r = gr_region(m, u);
        if (r >= 0 && pp_grow_plain(u)) {
            i = gr_region_end(t, m, r, i);
            regions++;
        } else if (pp_tok_is(u, ";")) {
            i++;
        } else if (gr_assignment(t, i, end, &next)) {
            i = next;
        } else {
            return 0;
        }
    }
    return regions > 0 && i == end;
}

/* The "for" token of the loop whose body holds region "r" of "m" (pragma
 * token "p") and nothing else but what gr_body() allows, or -1. */
static int gr_loop(const pp_tokens *t, const pp_model *m, int r, int p, const char *raw, size_t rawlen)
{
    int f, q, b = -1, close;
    long o;
    if (p > 0 && pp_tok_is(&t->v[p - 1], ")")) {
        q = gr_open(t, p - 1);
        if (q <= 0 || !pp_tok_is(&t->v[q - 1], "for"))
            return -1;
        f = q - 1;
    } else {
        /* the block around the pragma */
        int depth = 0;
        for (b = p - 1; b >= 0; b--) {
            const pp_token *u = &t->v[b];
            if (pp_tok_is(u, "}"))
                depth++;
            else if (pp_tok_is(u, "{") && depth-- == 0)
                break;
        }
        if (b <= 0 || !pp_tok_is(&t->v[b - 1], ")"))
            return -1;
        q = gr_open(t, b - 1);
        if (q <= 0 || !pp_tok_is(&t->v[q - 1], "for"))
            return -1;
        f = q - 1;
        close = gr_close(t, b);
        if (close < 0 || !gr_body(t, m, b + 1, close - 1))
            return -1;
    }
    (void)r;
    /* a pragma of the loop's own ("#pragma omp parallel for", "#pragma
     * GCC ivdep") would be left to apply to the generated code */
    if (f > 0 && t->v[f - 1].kind == PP_TOK_PRAGMA)
        return -1;
    /* the loop's text starts its line, in the user's file */
    if (!t->v[f].main || t->v[f].expanded || t->v[f].loc.offset < 0 || (size_t)t->v[f].loc.offset > rawlen)
        return -1;
    for (o = t->v[f].loc.offset; o > 0 && raw[o - 1] != '\n'; o--)
        if (raw[o - 1] != ' ' && raw[o - 1] != '\t')
            return -1;
    return f;
}

int pp_grow_candidates(const pp_tokens *t, const pp_model *m, const char *raw, size_t rawlen, const pp_grow *tried,
                       int ntried, pp_arena *a, pp_grow **out, int *nout)
{
    int i, k, cap = 0;
    *out = NULL;
    *nout = 0;
    for (i = 0; i < t->n; i++) {
        const pp_token *u = &t->v[i];
        int r = gr_region(m, u), f, dup = 0;
        pp_grow g;
        if (r < 0 || !pp_grow_plain(u) || (f = gr_loop(t, m, r, i, raw, rawlen)) < 0)
            continue;
        for (k = 0; k < ntried && !dup; k++)
            dup = tried[k].for_offset == t->v[f].loc.offset;
        for (k = 0; k < *nout && !dup; k++)
            dup = (*out)[k].for_offset == t->v[f].loc.offset;
        if (dup)
            continue;
        memset(&g, 0, sizeof(g));
        g.for_offset = t->v[f].loc.offset;
        g.pragma = m->regions[r].grown ? m->regions[r].grown_from : u->loc;
        g.loops = m->regions[r].grown + 1;
        if (pp_vec_push(a, out, nout, &cap, sizeof(g), &g))
            return -1;
    }
    return 0;
}

int pp_grow_tokens(const pp_tokens *base, const pp_grow *g, int ng, pp_tokens *out)
{
    int k, i, f, p, end;
    *out = *base;
    out->heap = 1;
    out->cap = base->n;
    out->v = malloc(sizeof(pp_token) * (size_t)(base->n ? base->n : 1));
    out->macros = NULL;
    if (!out->v)
        return -1;
    memcpy(out->v, base->v, sizeof(pp_token) * (size_t)base->n);
    if (base->nmacros) {
        out->macros = malloc(sizeof(pp_macro) * (size_t)base->nmacros);
        if (!out->macros) {
            free(out->v);
            out->v = NULL;
            return -1;
        }
        memcpy(out->macros, base->macros, sizeof(pp_macro) * (size_t)base->nmacros);
    }
    out->cap_macros = base->nmacros;
    for (k = 0; k < ng; k++) {
        pp_token pragma;
        for (f = 0; f < out->n; f++)
            if (out->v[f].main && out->v[f].loc.offset == g[k].for_offset && pp_tok_is(&out->v[f], "for"))
                break;
        if (f >= out->n)
            continue;
        /* the loop's header, then its first plain pragma */
        end = gr_close(out, f + 1);
        if (end < 0)
            continue;
        for (p = end; p < out->n && out->v[p].kind != PP_TOK_EOF && !pp_grow_plain(&out->v[p]); p++)
            ;
        if (p >= out->n || out->v[p].kind == PP_TOK_EOF)
            continue;
        pragma = out->v[p];
        memmove(&out->v[f + 1], &out->v[f], sizeof(pp_token) * (size_t)(p - f));
        pragma.loc = out->v[f + 1].loc;
        out->v[f] = pragma;
        for (i = 0; i < out->nmacros; i++)
            if (out->macros[i].at > f && out->macros[i].at <= p)
                out->macros[i].at++;
    }
    return 0;
}

void pp_grow_tokens_free(pp_tokens *t)
{
    free(t->v);
    free(t->macros);
    memset(t, 0, sizeof(*t));
}

const pp_grow *pp_grow_find(const pp_model *m, const pp_token *t)
{
    int k;
    if (t->kind != PP_TOK_PRAGMA)
        return NULL;
    for (k = 0; k < m->ngrows; k++)
        if (m->grows[k].for_offset == t->loc.offset)
            return &m->grows[k];
    return NULL;
}
