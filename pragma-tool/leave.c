/* pragma-tool/leave.c - where the program ends inside a data scope.
 *
 * A data scope (explicit, or automatic: residency.c) keeps arrays on the
 * devices; their host copies are current again only at its end.  A
 * program that ends inside it would leave them stale for whatever still
 * runs or looks: exit handlers (atexit, at_quick_exit, on_exit,
 * destructors, of this file or of others), and a parent or another
 * process sharing the memory.  So before each call of "exit",
 * "quick_exit" or "_Exit" of the user's text, and before a "return" of
 * "main" inside a scope, the generated code ends every data scope the
 * thread has open (bbmm_pp_leave: bbmm_data_leave), which writes the kept
 * arrays back; the call or return then runs as written (codegen.c,
 * cg_leaves, chooses: every exit; quick_exit, _Exit and main's return
 * inside a scope's text, or in a function an automatic scope calls):
 *
 *     (bbmm_pp_leave(1), exit(code))      { bbmm_pp_leave(1); return 0; }
 *
 * Only the text the tool can rewrite is a place here: both ends in the
 * user's file, not from a macro.  A call of "exit" inside a macro's
 * expansion, in a header, or through a pointer is none; the automatic
 * scopes refuse a span reaching one while an exit handler could read the
 * arrays (residency.c).
 *
 * Not here: "abort" (and a failed "assert"), which runs no handler and
 * leaves no memory to anyone but a core dump, and is not delayed by a
 * write-back that a broken state could hang; "longjmp", whose target the
 * tool cannot know (the automatic scopes refuse it; an explicit scope's
 * user promises to stay inside it).
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static const pp_token *lv_tok(const pp_tokens *t, int i)
{
    return &t->v[i < 0 ? 0 : i < t->n ? i : t->n - 1];
}

static int lv_is(const pp_tokens *t, int i, const char *w)
{
    return i >= 0 && i < t->n && pp_tok_is(&t->v[i], w);
}

/* Nonzero when text can be inserted at token "i": it is the user's own
 * text, not a macro's. */
static int lv_text(const pp_tokens *t, int i)
{
    const pp_token *u = lv_tok(t, i);
    return i >= 0 && i < t->n && u->main && !u->expanded && u->loc.offset >= 0 && u->kind != PP_TOK_EOF;
}

/* Nonzero when token "i" stands after a word that makes it a declarator
 * ("void exit(int)") or a member, not the start of an expression. */
static int lv_declarator(const pp_tokens *t, int i)
{
    const pp_token *p = lv_tok(t, i - 1);
    if (i == 0)
        return 0;
    if (pp_tok_is(p, ".") || pp_tok_is(p, "->"))
        return 1;
    return p->kind == PP_TOK_IDENT && !pp_tok_is(p, "return") && !pp_tok_is(p, "else") && !pp_tok_is(p, "do") &&
           !pp_tok_is(p, "case");
}

/* The token after the group opened at "i". */
static int lv_skip(const pp_tokens *t, int i)
{
    int depth = 0;
    for (; i < t->n; i++) {
        const pp_token *u = lv_tok(t, i);
        if (pp_tok_is(u, "(") || pp_tok_is(u, "[") || pp_tok_is(u, "{"))
            depth++;
        else if ((pp_tok_is(u, ")") || pp_tok_is(u, "]") || pp_tok_is(u, "}")) && --depth == 0)
            return i + 1;
        else if (u->kind == PP_TOK_EOF)
            return -1;
    }
    return -1;
}

int pp_leave_call(const pp_tokens *t, int i, pp_leave *out)
{
    const pp_token *u = lv_tok(t, i);
    int end;
    if (i < 0 || i >= t->n || u->kind != PP_TOK_IDENT ||
        !(pp_tok_is(u, "exit") || pp_tok_is(u, "quick_exit") || pp_tok_is(u, "_Exit")))
        return 0;
    if (!lv_is(t, i + 1, "(") || lv_declarator(t, i) || !lv_text(t, i) || !lv_text(t, i + 1))
        return 0;
    if ((end = lv_skip(t, i + 1)) < 0 || !lv_text(t, end - 1))
        return 0;
    memset(out, 0, sizeof(*out));
    out->kind = pp_tok_is(u, "exit") ? PP_LEAVE_EXIT : PP_LEAVE_QUIET;
    out->begin = u->loc.offset;
    out->end = lv_tok(t, end - 1)->loc.offset + lv_tok(t, end - 1)->len;
    return out->end > out->begin;
}

/* Nonzero when "main" may be called in the file (a mention of it not as a
 * declarator): a return of it then need not end the program. */
static int lv_main_called(const pp_tokens *t)
{
    int i;
    for (i = 0; i < t->n; i++)
        if (t->v[i].kind == PP_TOK_IDENT && pp_tok_is(&t->v[i], "main") && !lv_declarator(t, i))
            return 1;
    return 0;
}

/* pp_leave_return for token "i" in the body of definition "f", which
 * ends before token "end"; "called": lv_main_called. */
static int lv_return(const pp_tokens *t, const pp_fdef *f, int end, int i, int called, pp_leave *out)
{
    int j, depth = 0;
    if (i < 0 || i >= t->n || !pp_tok_is(lv_tok(t, i), "return") || !lv_text(t, i) || called || !f ||
        strcmp(f->name, "main") || i <= f->body || i >= end)
        return 0;
    for (j = i + 1; j < t->n; j++) { /* its semicolon */
        const pp_token *u = lv_tok(t, j);
        if (pp_tok_is(u, "(") || pp_tok_is(u, "[") || pp_tok_is(u, "{"))
            depth++;
        else if (pp_tok_is(u, ")") || pp_tok_is(u, "]") || pp_tok_is(u, "}")) {
            if (--depth < 0)
                return 0;
        } else if (!depth && pp_tok_is(u, ";"))
            break;
        else if (u->kind == PP_TOK_EOF || u->kind == PP_TOK_PRAGMA)
            return 0;
    }
    if (j >= t->n || !lv_text(t, j))
        return 0;
    memset(out, 0, sizeof(*out));
    out->kind = PP_LEAVE_RETURN;
    out->begin = lv_tok(t, i)->loc.offset;
    out->end = lv_tok(t, j)->loc.offset + 1;
    return out->end > out->begin;
}

int pp_leave_return(const pp_tokens *t, const pp_fdef *defs, int ndefs, int i, pp_leave *out)
{
    int k = -1, m, end;
    if (!pp_tok_is(lv_tok(t, i), "return"))
        return 0;
    for (m = 0; m < ndefs; m++) /* functions do not nest: the last body opened before "i" */
        if (defs[m].body < i && (k < 0 || defs[m].body > defs[k].body))
            k = m;
    if (k < 0 || strcmp(defs[k].name, "main") || (end = lv_skip(t, defs[k].body)) < 0)
        return 0;
    return lv_return(t, &defs[k], end, i, lv_main_called(t), out);
}

static int lv_cmp(const void *x, const void *y)
{
    const pp_leave *a = x, *b = y;
    return (a->begin > b->begin) - (a->begin < b->begin);
}

int pp_leave_sites(pp_model *m, const pp_tokens *t, const pp_fdef *defs, int ndefs)
{
    int i, d, r, cap = 0, called = lv_main_called(t);
    m->nleaves = 0;
    m->leaves = NULL;
    for (d = 0; d < ndefs; d++) {
        int end = lv_skip(t, defs[d].body);
        if (end < 0)
            end = t->n;
        for (i = defs[d].body; i < end; i++) {
            const pp_token *u = lv_tok(t, i);
            pp_leave x;
            if (u->kind == PP_TOK_PRAGMA && u->main) { /* a region: its text is replaced */
                for (r = 0; r < m->nregions; r++)
                    if (m->regions[r].pragma.offset == u->loc.offset) {
                        while (i + 1 < end && (!lv_tok(t, i + 1)->main ||
                                               lv_tok(t, i + 1)->loc.offset < m->regions[r].end_offset))
                            i++;
                        break;
                    }
                continue;
            }
            if (!pp_leave_call(t, i, &x) && !lv_return(t, &defs[d], end, i, called, &x))
                continue;
            if (pp_vec_push(m->arena, &m->leaves, &m->nleaves, &cap, sizeof(x), &x))
                return -1;
        }
    }
    if (m->nleaves) /* pp_leave_at searches them by offset */
        qsort(m->leaves, (size_t)m->nleaves, sizeof(pp_leave), lv_cmp);
    return 0;
}

int pp_leave_at(const pp_model *m, long offset)
{
    int lo = 0, hi = m->nleaves - 1; /* in file order */
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        if (m->leaves[mid].begin == offset)
            return mid;
        if (m->leaves[mid].begin < offset)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -1;
}
