/* pragma-tool/residency.c - automatic data scopes: device data that stays
 * resident across regions without a "#pragma bbmm data".
 *
 * In each function of the file, the statements of a block that run
 * regions (a region, or a call of a function of this file that holds one)
 * are looked at together: from the first to the last of them, when that
 * runs regions more than once (two or more such statements, or a region in
 * a loop), the arrays of those regions would stay on the devices (the
 * runtime's data scope, bbmm_data_begin/end) provided nothing else can
 * touch them in between.  The tool proves that on the tokens, and gives
 * up (saying why, for --explain) on the first of:
 *   - a host mention of a kept array's name outside the regions (a read, a
 *     write, its address taken, a pointer copied), or of a name that may
 *     point into it (its alias set, alias.c), except as a whole argument
 *     that a called function's regions use and its host code does not
 *     touch; an address of it that escapes where alias.c cannot follow
 *     (one passed to a function of another file only where that file's
 *     code may use it inside the span: below);
 *   - a subscript, "*" or "->" in host code: through a pointer that may
 *     alias a kept array (a subscript of an array local to the function,
 *     named nowhere else in the file and only ever subscripted, is no
 *     such pointer: rs_private_array; nor, when every kept array is an
 *     array object, a subscript of another array object of an arithmetic
 *     type, like "grid_points[0]" in a bound: pp_alias_object);
 *   - a call of a function defined elsewhere (it may reach the arrays),
 *     other than the C library's output, time, math and exit functions,
 *     and a call of a function of this file whose host code does any of
 *     these (checked through its calls); where a kept array's address
 *     went to a function of another file (before the span: "foreign"),
 *     also a pointer passed to those C library functions (printf's "%s")
 *     that is not an array object or a string literal;
 *   - a way into or out of the span but its ends: return (but main's,
 *     leave.c), goto, labels, case labels of an enclosing switch, break or
 *     continue of an enclosing loop, longjmp; exit, quick_exit or _Exit
 *     where no write-back can be put before it (leave.c: from a macro,
 *     in a header, named outside a call) while the file registers an exit
 *     handler or a kept array is a global other files can name (the
 *     generated code writes the kept arrays back before every other);
 *   - another pragma (OpenMP: regions in other threads have no scope);
 *   - anywhere in the file, thread, process or signal handler creation.
 * When it gives up on a block it tries the blocks inside its statements.
 * Struct members a region uses as arrays ("g.a", "p->v") are never kept:
 * any host mention of their struct, its address or a pointer to it could
 * reach them, which the scan of names cannot follow; they go to the
 * devices and back with each region.
 * A span inside an explicit data scope is left to that scope.
 * The walk over statements, the arrays a span keeps, the spans and their
 * trip counts are here; the rules for the host code inside a span (host
 * mentions, subscripts and "*" through pointers, calls, ways out of it)
 * are in residency_host.c, and residency.h holds what the two share.
 */
#include <stdlib.h>
#include <string.h>

#include "residency.h"

#define RS_MAX_NEST 256 /* statements inside statements (the parser's limit too) */

/* ---- tokens ------------------------------------------------------------ */

const pp_token *rs_tok(const rs *s, int i)
{
    return &s->t->v[i < s->t->n ? i : s->t->n - 1];
}

int rs_is(const rs *s, int i, const char *w)
{
    return i < s->t->n && pp_tok_is(&s->t->v[i], w);
}

int rs_ident_is(const pp_token *t, const char *name)
{
    return t->kind == PP_TOK_IDENT && (size_t)t->len == strlen(name) && !strncmp(t->text, name, (size_t)t->len);
}

/* The token after the group opened at "i" ("(", "[" or "{"), or "to". */
int rs_skip_group(const rs *s, int i, int to)
{
    int depth = 0;
    for (; i < to; i++) {
        const pp_token *t = rs_tok(s, i);
        if (pp_tok_is(t, "(") || pp_tok_is(t, "[") || pp_tok_is(t, "{"))
            depth++;
        else if ((pp_tok_is(t, ")") || pp_tok_is(t, "]") || pp_tok_is(t, "}")) && --depth == 0)
            return i + 1;
    }
    return to;
}

/* The region whose pragma is token "i", or -1. */
int rs_region_at(const rs *s, int i)
{
    const pp_token *t = rs_tok(s, i);
    int r;
    if (t->kind != PP_TOK_PRAGMA || !t->main)
        return -1;
    for (r = 0; r < s->m->nregions; r++)
        if (s->m->regions[r].pragma.offset == t->loc.offset)
            return r;
    return -1;
}

/* The data directive whose pragma is token "i", or -1. */
int rs_dir_at(const rs *s, int i)
{
    const pp_token *t = rs_tok(s, i);
    int d;
    if (t->kind != PP_TOK_PRAGMA || !t->main)
        return -1;
    for (d = 0; d < s->m->ndirs; d++)
        if (s->m->dirs[d].loc.offset == t->loc.offset)
            return d;
    return -1;
}

/* The first token after region "r" whose pragma is token "i". */
int rs_region_end(const rs *s, int r, int i, int to)
{
    long end = s->m->regions[r].end_offset;
    for (i++; i < to && (!rs_tok(s, i)->main || rs_tok(s, i)->loc.offset < end); i++)
        ;
    return i;
}

/* The name of the function "t" names when it runs regions (a function of
 * this file holding a region or calling one that does), or NULL. */
static const char *rs_region_fn(const rs *s, const pp_token *t)
{
    const pp_fdef *f = rs_def(s, t);
    return f && s->runs && s->runs[f - s->defs] ? f->name : NULL;
}

/* The definition of the function "t" names, in this file, or NULL. */
const pp_fdef *rs_def(const rs *s, const pp_token *t)
{
    int i;
    for (i = 0; t->kind == PP_TOK_IDENT && i < s->ndefs; i++)
        if (rs_ident_is(t, s->defs[i].name))
            return &s->defs[i];
    return NULL;
}

int rs_param(const rs *s, const pp_fdef *f, int pos)
{
    return pp_fdef_param(s->t, f, pos);
}

/* Nonzero when an array named like token "p" is used by a region of "f". */
static int rs_region_uses(const rs *s, const pp_fdef *f, const pp_token *p)
{
    int r, a;
    for (r = 0; r < s->m->nregions; r++) {
        const pp_region *g = &s->m->regions[r];
        if (!g->func || strcmp(g->func, f->name))
            continue;
        for (a = 0; a < g->narrays; a++)
            if (rs_ident_is(p, g->arrays[a].name))
                return 1;
    }
    return 0;
}

/* ---- giving up --------------------------------------------------------- */

/* Record why the span cannot be kept (the first reason only). */
void rs_no(rs *s, const pp_token *at, const char *why)
{
    if (s->why)
        return;
    s->why = why ? why : "out of memory";
    s->why_loc = at->loc;
    s->split_loc = s->depth > 0 && s->call_at >= 0 ? rs_tok(s, s->call_at)->loc : at->loc;
}

/* rs_no at location "loc". */
static void rs_no_at(rs *s, pp_loc loc, const char *why)
{
    if (s->why)
        return;
    s->why = why ? why : "out of memory";
    s->why_loc = loc;
    s->split_loc = s->depth > 0 && s->call_at >= 0 ? rs_tok(s, s->call_at)->loc : loc;
}

const char *rs_text(rs *s, const pp_token *t)
{
    char *x = pp_strndup(s->m->arena, t->text, (size_t)t->len);
    if (!x)
        s->oom = 1;
    return x ? x : "?";
}

/* ---- statements -------------------------------------------------------- */

/* What a walk over statements found. */
typedef struct rs_walk {
    int runs;    /* regions run (a region or a call of a region function), up to 2 */
    int in_loop; /* one of them inside a loop */
} rs_walk;

/* Note that the span writes its arrays back before the end of the
 * program at token "t" (--explain). */
void rs_note_leave(rs *s, const pp_token *t)
{
    const char *at = pp_alias_where(s->m->arena, t->loc);
    char *was = s->leaves;
    if (was && strstr(was, at))
        return;
    s->leaves = pp_printf(s->m->arena, "%s%s'%.*s' at %s", was ? was : "", was ? ", " : "", t->len, t->text, at);
    if (!s->leaves)
        s->oom = 1;
}

/* Why a call of longjmp "t" spoils a span. */
const char *rs_longjmp_why(rs *s, const pp_token *t)
{
    return pp_printf(s->m->arena, "a call of '%s' leaves it for a setjmp the tool cannot place (inside the scope or "
                                  "outside it): the scope could neither end there nor stay open, and no write-back "
                                  "before it is right for both", rs_text(s, t));
}

/* Nonzero when token "j" is a return of main before which the generated
 * code ends every data scope (leave.c). */
static int rs_main_return(rs *s, int j)
{
    int k = pp_leave_at(s->m, rs_tok(s, j)->loc.offset);
    if (k < 0 || s->m->leaves[k].kind != PP_LEAVE_RETURN || !rs_tok(s, j)->main || rs_tok(s, j)->expanded)
        return 0;
    rs_note_leave(s, rs_tok(s, j));
    return 1;
}

/* Walk the statement at token "i" (below "to") with "loops" loops and
 * "switches" switches around it inside the span ("check": give up on a
 * way in or out of it); the token after the statement. */
static int rs_stmt1(rs *s, int i, int to, int loops, int switches, int check, rs_walk *w);

static const char rs_too_deep[] = "statements nested too deeply to check";

/* rs_stmt1 with a bound on the depth: a statement nested deeper than
 * RS_MAX_NEST ends the walk (and the span is not kept). */
static int rs_stmt(rs *s, int i, int to, int loops, int switches, int check, rs_walk *w)
{
    int end;
    if (s->nest >= RS_MAX_NEST) {
        rs_no(s, rs_tok(s, i), rs_too_deep);
        w->runs = 2; /* whatever it holds, nothing is kept around it */
        return to;
    }
    s->nest++;
    end = rs_stmt1(s, i, to, loops, switches, check, w);
    s->nest--;
    return end;
}

static int rs_stmt1(rs *s, int i, int to, int loops, int switches, int check, rs_walk *w)
{
    const pp_token *t;
    int j, r;
    if (i >= to)
        return to;
    t = rs_tok(s, i);
    if (t->kind == PP_TOK_PRAGMA) {
        if ((r = rs_region_at(s, i)) >= 0) {
            w->runs += w->runs < 2;
            w->in_loop |= loops > 0;
            return rs_region_end(s, r, i, to);
        }
        if ((r = rs_dir_at(s, i)) >= 0 && s->m->dirs[r].kind == PP_DIR_DATA) {
            rs_walk inner = {0, 0}; /* its regions have a scope already */
            return rs_stmt(s, i + 1, to, loops, switches, check, &inner);
        }
        if (r >= 0)
            return i + 1; /* "update": a statement of its own */
        if (check) /* another pragma: with the statement it applies to */
            rs_no(s, t, pp_printf(s->m->arena, "a '#pragma %.*s' (regions in other threads have no data scope)",
                                  t->len > 24 ? 24 : t->len, t->text));
        return rs_stmt(s, i + 1, to, loops, switches, check, w);
    }
    if (pp_tok_is(t, "{")) {
        for (j = i + 1; j < to && !rs_is(s, j, "}");)
            j = rs_stmt(s, j, to, loops, switches, check, w);
        return j + 1;
    }
    if (pp_tok_is(t, "for") || pp_tok_is(t, "while") || pp_tok_is(t, "switch") || pp_tok_is(t, "if")) {
        int loop = !pp_tok_is(t, "if") && !pp_tok_is(t, "switch"), sw = pp_tok_is(t, "switch");
        int end = rs_skip_group(s, i + 1, to);
        for (j = i + 2; j < end - 1; j++) /* calls in the header */
            if (rs_region_fn(s, rs_tok(s, j)) && rs_is(s, j + 1, "(")) {
                w->runs += w->runs < 2;
                w->in_loop |= loops + loop > 0;
            }
        end = rs_stmt(s, end, to, loops + loop, switches + sw, check, w);
        if (!loop && !sw && rs_is(s, end, "else"))
            end = rs_stmt(s, end + 1, to, loops, switches, check, w);
        return end;
    }
    if (pp_tok_is(t, "do")) {
        int end = rs_stmt(s, i + 1, to, loops + 1, switches, check, w);
        for (j = end; j < to && !rs_is(s, j, ";"); j++)
            ;
        return j + 1;
    }
    if ((pp_tok_is(t, "case") || pp_tok_is(t, "default")) || (t->kind == PP_TOK_IDENT && rs_is(s, i + 1, ":"))) {
        if (check && !pp_tok_is(t, "case") && !pp_tok_is(t, "default"))
            rs_no(s, t, "a label (a jump into the middle)");
        else if (check && !switches)
            rs_no(s, t, "a case label of a switch around it (a jump into the middle)");
        for (j = i; j < to && !rs_is(s, j, ":"); j++)
            ;
        return rs_stmt(s, j + 1, to, loops, switches, check, w);
    }
    /* a simple statement */
    for (j = i; j < to && !rs_is(s, j, ";") && !rs_is(s, j, "}");) {
        const pp_token *u = rs_tok(s, j);
        if (check && pp_tok_is(u, "return") && rs_main_return(s, j))
            ; /* the scopes end before it (leave.c) */
        else if (check && (pp_tok_is(u, "return") || pp_tok_is(u, "goto") ||
                      (pp_tok_is(u, "break") && !loops && !switches) || (pp_tok_is(u, "continue") && !loops)))
            rs_no(s, u, pp_printf(s->m->arena, "'%s' leaves it without its end", rs_text(s, u)));
        if (check && (rs_ident_is(u, "setjmp") || rs_ident_is(u, "sigsetjmp") || rs_ident_is(u, "_setjmp")))
            rs_no(s, u, pp_printf(s->m->arena, "a call of '%s' (a longjmp may come back into the middle of it)",
                                  rs_text(s, u)));
        if (check && (rs_ident_is(u, "longjmp") || rs_ident_is(u, "siglongjmp") || rs_ident_is(u, "_longjmp")))
            rs_no(s, u, rs_longjmp_why(s, u));
        if (rs_region_fn(s, u) && rs_is(s, j + 1, "(")) {
            w->runs += w->runs < 2;
            w->in_loop |= loops > 0;
        }
        if (pp_tok_is(u, "(") || pp_tok_is(u, "[") || pp_tok_is(u, "{")) {
            int k = rs_skip_group(s, j, to);
            for (j++; j < k - 1; j++) /* region calls inside the group */
                if (rs_region_fn(s, rs_tok(s, j)) && rs_is(s, j + 1, "(")) {
                    w->runs += w->runs < 2;
                    w->in_loop |= loops > 0;
                }
            j = k;
            continue;
        }
        j++;
    }
    return j < to && rs_is(s, j, ";") ? j + 1 : (j == i ? i + 1 : j);
}

/* ---- the arrays a span keeps ------------------------------------------- */

static void rs_keep(rs *s, const char *name)
{
    int i;
    for (i = 0; i < s->nnames; i++)
        if (!strcmp(s->names[i], name))
            return;
    if (pp_vec_push(s->m->arena, &s->names, &s->nnames, &s->cap, sizeof(char *), &name))
        s->oom = 1;
}

/* The end of argument list "(" at "i": every argument's first token into
 * "first" (up to "max"), their count into "*n". */
int rs_args(const rs *s, int i, int to, int *first, int max, int *n)
{
    int depth = 0, j;
    *n = 0;
    for (j = i; j < to; j++) {
        const pp_token *t = rs_tok(s, j);
        if (pp_tok_is(t, "(") || pp_tok_is(t, "[") || pp_tok_is(t, "{")) {
            if (depth++ == 0 && !rs_is(s, j + 1, ")") && *n < max)
                first[(*n)++] = j + 1;
        } else if (pp_tok_is(t, ")") || pp_tok_is(t, "]") || pp_tok_is(t, "}")) {
            if (--depth == 0)
                return j + 1;
        } else if (depth == 1 && pp_tok_is(t, ",") && *n < max) {
            first[(*n)++] = j + 1;
        }
    }
    return to;
}

/* Nonzero when argument at token "a" is one identifier (then the whole
 * argument). */
/* The token of the name an argument starting at token "a" passes: "a"
 * itself, or after a cast that starts with a type word ("(const double
 * (*)[N])B", which C before C23 needs to add const: the same array,
 * parse_host.c's par_hc_cast_end). */
int rs_arg_at(const rs *s, int a)
{
    static const char *const words[] = {"const", "volatile", "double", "float", "int", "long", "short", "char",
                                        "unsigned", "signed", "_Bool", "void", "struct", "union", "enum"};
    int j, depth = 1;
    size_t w;
    if (!rs_is(s, a, "(") || a + 1 >= s->t->n)
        return a;
    for (w = 0; w < sizeof(words) / sizeof(words[0]) && !rs_is(s, a + 1, words[w]); w++)
        ;
    if (w == sizeof(words) / sizeof(words[0]))
        return a;
    for (j = a + 1; j < s->t->n && depth; j++)
        depth += rs_is(s, j, "(") - rs_is(s, j, ")");
    return depth || j >= s->t->n ? a : j;
}

/* Nonzero when the argument at token "a" is an array's name (or a cast
 * of it: rs_arg_at). */
int rs_whole_arg(const rs *s, int a)
{
    a = rs_arg_at(s, a);
    return rs_tok(s, a)->kind == PP_TOK_IDENT && (rs_is(s, a + 1, ",") || rs_is(s, a + 1, ")"));
}

/* The end of the argument at token "a" when it is an element of a table
 * of pointers by its name, "u[k]" or "u[k][j]" (the name at "a", then
 * subscripts only, up to the "," or ")" that ends it), else -1. */
int rs_elem_arg(const rs *s, int a)
{
    int j = a + 1;
    if (rs_tok(s, a)->kind != PP_TOK_IDENT || !rs_is(s, j, "[") || (a > 0 && (rs_is(s, a - 1, ".") ||
                                                                          rs_is(s, a - 1, "->"))))
        return -1;
    while (rs_is(s, j, "["))
        j = rs_skip_group(s, j, s->t->n);
    return rs_is(s, j, ",") || rs_is(s, j, ")") ? j : -1;
}

/* Nonzero when the argument at token "first" passes "p" (a token naming
 * the same) whole, or with "elems", an element of it (rs_elem_arg: then
 * "*elem" is set). */
static int rs_arg_passes(const rs *s, int first, const pp_token *p, int *elem)
{
    int a = rs_arg_at(s, first);
    const pp_token *x = rs_tok(s, a);
    if (x->len != p->len || strncmp(x->text, p->text, (size_t)p->len))
        return 0;
    if (rs_whole_arg(s, first))
        return 1;
    if (a == first && rs_elem_arg(s, a) >= 0) {
        *elem = 1;
        return 1;
    }
    return 0;
}

static int rs_param_regional1(const rs *s, const pp_fdef *f, int pos, int depth, int *elems)
{
    int p = rs_param(s, f, pos), i, end;
    if (p < 0 || depth >= RS_MAX_CALL_DEPTH)
        return 0;
    if (rs_region_uses(s, f, rs_tok(s, p)))
        return 1;
    end = rs_skip_group(s, f->body, s->t->n);
    for (i = f->body; i < end; i++) {
        const pp_fdef *g = rs_is(s, i + 1, "(") ? rs_def(s, rs_tok(s, i)) : NULL;
        int first[64], n, k;
        if (!g || g == f)
            continue;
        rs_args(s, i + 1, end, first, 64, &n);
        for (k = 0; k < n; k++) {
            int elem = 0;
            if (rs_arg_passes(s, first[k], rs_tok(s, p), &elem) && rs_param_regional1(s, g, k, depth + 1, elems)) {
                *elems |= elem;
                return 1;
            }
        }
    }
    return 0;
}

/* Nonzero when parameter "pos" of "f" reaches regions whole: a region of
 * "f" uses it, or "f" passes it whole to a function at a position that
 * does. */
int rs_param_regional(const rs *s, const pp_fdef *f, int pos, int depth)
{
    int elems = 0;
    return rs_param_regional1(s, f, pos, depth, &elems);
}

/* rs_param_regional, setting s->elems where it reaches a region through
 * an element of the parameter. */
int rs_param_regional_note(rs *s, const pp_fdef *f, int pos)
{
    int elems = 0, r = rs_param_regional1(s, f, pos, 0, &elems);
    s->elems |= r && elems;
    return r;
}

/* Add to the kept arrays the file's arrays (declared outside it) that the
 * regions "f" runs use, through the functions it calls too. */
static void rs_collect_globals(rs *s, const pp_fdef *f, int depth)
{
    int r, a, i, end;
    if (depth >= RS_MAX_CALL_DEPTH)
        return;
    for (r = 0; r < s->m->nregions; r++) {
        const pp_region *g = &s->m->regions[r];
        if (!g->func || strcmp(g->func, f->name))
            continue;
        for (a = 0; a < g->narrays; a++)
            if (!g->arrays[a].scalar && !g->arrays[a].expansion_of && !g->arrays[a].c_expr && !g->arrays[a].in_region &&
                g->arrays[a].decl.offset < rs_tok(s, f->from)->loc.offset)
                rs_keep(s, g->arrays[a].name);
    }
    end = rs_skip_group(s, f->body, s->t->n);
    for (i = f->body; i < end; i++) {
        const pp_fdef *g = rs_is(s, i + 1, "(") ? rs_def(s, rs_tok(s, i)) : NULL;
        if (g && g != f && s->runs[g - s->defs])
            rs_collect_globals(s, g, depth + 1);
    }
}

/* Add to the kept arrays those of the regions in tokens [from, to) and
 * the arrays that calls there pass whole to regions (and the file's arrays
 * the regions they run use). */
static void rs_collect(rs *s, int from, int to)
{
    int i, a, r;
    for (i = from; i < to; i++) {
        const pp_token *t = rs_tok(s, i);
        const pp_fdef *f;
        if ((r = rs_region_at(s, i)) >= 0) {
            const pp_region *g = &s->m->regions[r];
            for (a = 0; a < g->narrays; a++)
                if (!g->arrays[a].scalar && !g->arrays[a].expansion_of && !g->arrays[a].c_expr &&
                    !g->arrays[a].in_region) /* (one object per run, declared in its code) */
                    rs_keep(s, g->arrays[a].name);
            i = rs_region_end(s, r, i, to) - 1;
            continue;
        }
        if (rs_region_fn(s, t) && rs_is(s, i + 1, "(") && (f = rs_def(s, t))) {
            int first[64], n, k;
            rs_args(s, i + 1, to, first, 64, &n);
            for (k = 0; k < n; k++) {
                if (!rs_param_regional_note(s, f, k))
                    continue;
                if (!rs_whole_arg(s, first[k]) && rs_elem_arg(s, first[k]) >= 0) {
                    s->elems = 1; /* an element of a table: kept without a list */
                    rs_keep(s, rs_text(s, rs_tok(s, first[k])));
                    continue;
                }
                if (!rs_whole_arg(s, first[k])) {
                    rs_no(s, rs_tok(s, first[k]),
                          pp_printf(s->m->arena, "argument %d of '%s' is not an array's name", k + 1, f->name));
                    continue;
                }
                rs_keep(s, rs_text(s, rs_tok(s, rs_arg_at(s, first[k]))));
            }
            rs_collect_globals(s, f, 0);
        }
    }
}

/* ---- spans --------------------------------------------------------------- */

/* Nonzero when token "i" is name "v". */
static int rs_same(const rs *s, int i, const pp_token *v)
{
    const pp_token *t = rs_tok(s, i);
    return t->kind == PP_TOK_IDENT && t->len == v->len && !strncmp(t->text, v->text, (size_t)v->len);
}

/* Nonzero when tokens [i, e) are a C expression whose value the
 * generated code may compute once more, ahead of the loop that computes it
 * (rs_trips): names of objects of arithmetic type (and elements of arrays
 * of them, fully subscripted), numbers, arithmetic and parentheses; no
 * call, assignment, increment or name "v". */
static int rs_plain_expr(rs *s, int i, int e, const pp_token *v)
{
    static const char *const ops[] = {"+", "-", "*", "/", "%", "(", ")", "[", "]", NULL};
    int k, n, depth = 0;
    if (i >= e)
        return 0;
    for (; i < e; i++) {
        const pp_token *t = rs_tok(s, i);
        if (t->kind == PP_TOK_NUMBER)
            continue;
        if (t->kind == PP_TOK_IDENT) {
            if (rs_same(s, i, v))
                return 0;
            for (k = i + 1, n = 0; k < e && rs_is(s, k, "["); n++)
                k = rs_skip_group(s, k, e);
            if (!pp_alias_arith(s->al, i, n))
                return 0;
            continue;
        }
        if (t->kind != PP_TOK_PUNCT)
            return 0;
        for (k = 0; ops[k] && !pp_tok_is(t, ops[k]); k++)
            ;
        if (!ops[k] || (pp_tok_is(t, "(") && i > 0 && rs_is(s, i - 1, ")")))
            return 0; /* (a call through a parenthesized name) */
        depth += pp_tok_is(t, "(") || pp_tok_is(t, "[") ? 1 : pp_tok_is(t, ")") || pp_tok_is(t, "]") ? -1 : 0;
        if (depth < 0)
            return 0;
    }
    return depth == 0;
}

/* The text of tokens [i, e), spaced. */
char *rs_join(rs *s, int i, int e)
{
    char *x = NULL;
    for (; i < e; i++) {
        const pp_token *t = rs_tok(s, i);
        x = pp_printf(s->m->arena, "%s%s%.*s", x ? x : "", x ? " " : "", t->len, t->text);
        if (!x) {
            s->oom = 1;
            return NULL;
        }
    }
    return x;
}

/* When statement [from, to) is a counted loop, "for (v = a; v < b; v++)"
 * (or <=, or counting down with > and >=; a step of "+= k" or "-= k" with
 * a number k; "v" declared there or not, of arithmetic type), a C
 * expression of its trip count as the loop's header would give it at its
 * start, else NULL: bbmm-pp passes it to the data scope around the loop
 * (bbmm_pp_repeats), a hint for the runtime's choice of side; "a" and "b"
 * must be plain (rs_plain_expr), as they are computed once more there. */
static char *rs_trips(rs *s, int from, int to)
{
    int open = from + 1, close, semi[2], n = 0, i, v, up, incl, lo, hi, cv, ce;
    const char *step = "1";
    const pp_token *vt, *op;
    if (!rs_is(s, from, "for") || !rs_is(s, open, "("))
        return NULL;
    close = rs_skip_group(s, open, to) - 1;
    for (i = open + 1; i < close; i++) {
        if (rs_is(s, i, "(") || rs_is(s, i, "["))
            i = rs_skip_group(s, i, close) - 1;
        else if (rs_is(s, i, ";") && n < 2)
            semi[n++] = i;
        else if (rs_is(s, i, ";") || rs_is(s, i, ","))
            return NULL;
    }
    if (n != 2)
        return NULL;
    /* init: [type words] v = a */
    for (v = open + 1; v < semi[0] && !rs_is(s, v + 1, "="); v++)
        if (rs_tok(s, v)->kind != PP_TOK_IDENT)
            return NULL;
    vt = rs_tok(s, v);
    if (v >= semi[0] || vt->kind != PP_TOK_IDENT || !pp_alias_arith(s->al, v, 0) ||
        !rs_plain_expr(s, v + 2, semi[0], vt))
        return NULL;
    /* step: v++, ++v, v--, --v, v += k, v -= k */
    i = semi[1] + 1;
    if (close - i == 2 && (rs_is(s, i, "++") || rs_is(s, i, "--")) && rs_same(s, i + 1, vt))
        up = rs_is(s, i, "++");
    else if (close - i == 2 && (rs_is(s, i + 1, "++") || rs_is(s, i + 1, "--")) && rs_same(s, i, vt))
        up = rs_is(s, i + 1, "++");
    else if (close - i == 3 && (rs_is(s, i + 1, "+=") || rs_is(s, i + 1, "-=")) && rs_same(s, i, vt) &&
             rs_tok(s, i + 2)->kind == PP_TOK_NUMBER &&
             strspn(rs_text(s, rs_tok(s, i + 2)), "0123456789") == (size_t)rs_tok(s, i + 2)->len &&
             strtol(rs_text(s, rs_tok(s, i + 2)), NULL, 10) > 0) {
        up = rs_is(s, i + 1, "+=");
        step = rs_text(s, rs_tok(s, i + 2));
    } else
        return NULL;
    /* condition: v OP b, or b OP v */
    lo = semi[0] + 1;
    hi = semi[1];
    for (cv = lo; cv < hi && !(rs_tok(s, cv)->kind == PP_TOK_PUNCT &&
                               (rs_is(s, cv, "<") || rs_is(s, cv, "<=") || rs_is(s, cv, ">") || rs_is(s, cv, ">=")));
         cv++)
        ;
    if (cv >= hi)
        return NULL;
    op = rs_tok(s, cv);
    if (cv == lo + 1 && rs_same(s, lo, vt)) {
        i = cv + 1; /* v OP b */
        ce = hi;
        incl = pp_tok_is(op, "<=") || pp_tok_is(op, ">=");
        if (up != (pp_tok_is(op, "<") || pp_tok_is(op, "<=")))
            return NULL;
    } else if (cv == hi - 2 && rs_same(s, hi - 1, vt)) {
        i = lo; /* b OP v */
        ce = cv;
        incl = pp_tok_is(op, "<=") || pp_tok_is(op, ">=");
        if (up != (pp_tok_is(op, ">") || pp_tok_is(op, ">=")))
            return NULL;
    } else
        return NULL;
    if (!rs_plain_expr(s, i, ce, vt))
        return NULL;
    {
        char *a = rs_join(s, v + 2, semi[0]), *b = rs_join(s, i, ce);
        if (!a || !b)
            return NULL;
        return pp_printf(s->m->arena, "((double)(%s) - (double)(%s)%s) / %s", up ? b : a, up ? a : b,
                         incl ? " + 1" : "", step);
    }
}

/* Record span [from, to) of the current function ("braced": its block
 * has no braces of its own), kept or not. */
static void rs_record(rs *s, int from, int to, int braced)
{
    pp_auto_scope a;
    const pp_token *f = rs_tok(s, from), *l = rs_tok(s, to - 1);
    int r;
    memset(&a, 0, sizeof(a));
    a.func = s->func;
    a.loc = f->loc;
    a.end_line = l->loc.line;
    a.braced = braced;
    if (!s->why && (!f->main || f->expanded || !l->main || l->expanded || f->loc.offset < 0 || l->loc.offset < 0))
        rs_no(s, f, "its ends come from a macro");
    a.begin_offset = f->loc.offset;
    if ((r = rs_region_at(s, from)) >= 0)
        a.begin_offset = s->m->regions[r].begin_offset;
    else if ((r = rs_dir_at(s, from)) >= 0)
        a.begin_offset = s->m->dirs[r].begin_offset;
    a.end_offset = l->loc.offset + l->len;
    for (r = 0; r < s->m->nregions; r++) /* a region last: its end */
        if (s->m->regions[r].begin_offset <= l->loc.offset && l->loc.offset < s->m->regions[r].end_offset)
            a.end_offset = s->m->regions[r].end_offset;
    a.names = s->names;
    a.nnames = s->nnames;
    a.nolist = s->elems;
    a.why = s->why ? (char *)s->why : NULL;
    a.why_loc = s->why_loc;
    a.leaves = s->why ? NULL : s->leaves;
    a.repeats = s->why ? NULL : rs_trips(s, from, to);
    for (r = 0; !s->why && r < s->nquiet; r++) /* outside the span's text: codegen.c's cg_leaves */
        s->m->leaves[s->quiet[r]].wanted = 1;
    if (!a.why && !a.nnames)
        return; /* nothing to keep */
    if (pp_vec_push(s->m->arena, &s->m->autos, &s->m->nautos, &s->cap_autos, sizeof(a), &a))
        s->oom = 1;
}

/* Nonzero when token "i" lies inside an explicit data scope. */
static int rs_in_explicit(const rs *s, int i)
{
    long off = rs_tok(s, i)->loc.offset;
    int d;
    for (d = 0; d < s->m->ndirs; d++)
        if (s->m->dirs[d].kind == PP_DIR_DATA && s->m->dirs[d].line_end < off && off < s->m->dirs[d].stmt_end)
            return 1;
    return 0;
}

static void rs_block(rs *s, int from, int to, int braced);

/* Try the blocks inside statement [a, b). */
static void rs_inner(rs *s, int a, int b)
{
    const pp_token *t = rs_tok(s, a);
    int j, e;
    rs_walk w = {0, 0};
    if (pp_tok_is(t, "{")) {
        rs_block(s, a + 1, b - 1, 0);
        return;
    }
    if (pp_tok_is(t, "for") || pp_tok_is(t, "while") || pp_tok_is(t, "switch") || pp_tok_is(t, "if")) {
        int is_if = pp_tok_is(t, "if");
        j = rs_skip_group(s, a + 1, b);
        e = rs_stmt(s, j, b, 0, 0, 0, &w);
        if (rs_is(s, j, "{"))
            rs_block(s, j + 1, e - 1, 0);
        else
            rs_block(s, j, e, 1);
        if (is_if && e < b && rs_is(s, e, "else")) {
            j = e + 1;
            e = rs_stmt(s, j, b, 0, 0, 0, &w);
            if (rs_is(s, j, "{"))
                rs_block(s, j + 1, e - 1, 0);
            else
                rs_block(s, j, e, 1);
        }
        return;
    }
    if (pp_tok_is(t, "do")) {
        e = rs_stmt(s, a + 1, b, 0, 0, 0, &w);
        if (rs_is(s, a + 1, "{"))
            rs_block(s, a + 2, e - 1, 0);
        else
            rs_block(s, a + 1, e, 1);
    }
}

/* Check span [from, to) and record it ("braced": see rs_record); nonzero
 * when it is kept. */
static int rs_try(rs *s, int from, int to, int braced)
{
    rs_walk w = {0, 0};
    int i;
    if (rs_in_explicit(s, from))
        return 0;
    s->names = NULL;
    s->nnames = s->cap = 0;
    s->elems = 0;
    s->loose = NULL;
    s->why = NULL;
    s->call_at = -1;
    s->leaves = NULL;
    s->nquiet = 0;
    for (i = from; i < to;)
        i = rs_stmt(s, i, to, 0, 0, 1, &w);
    memset(&s->set, 0, sizeof(s->set));
    rs_collect(s, from, to);
    s->objects = 1;
    for (i = 0; i < s->nnames && s->objects; i++)
        s->objects = rs_object(s, from, s->names[i], strlen(s->names[i]));
    if (s->file_why)
        rs_no_at(s, s->file_loc, s->file_why);
    if (!s->why && s->nnames) {
        if (pp_alias_close(s->al, s->names, s->nnames, from, &s->set))
            s->oom = 1;
        if (s->set.why)
            rs_no_at(s, s->set.why_loc, s->set.why);
    }
    if (!s->why) {
        rs_ctx top = {NULL, NULL, 0, NULL, 0, NULL, 0};
        rs_host(s, from, to, &top);
    }
    if (s->elems && s->loose) /* kept without a list: everything its regions use must be checked */
        rs_no_at(s, s->loose_loc,
                 pp_printf(s->m->arena, "an element of a table of pointers is passed to a region, so that a "
                                        "data scope without a list would be needed, but %s", s->loose));
    rs_record(s, from, to, braced);
    return !s->why && s->nnames;
}

/* The statements of a block (rs_block). */
typedef struct rs_stmts {
    int start[512], end[512], runs[512], loops[512];
    int n;
} rs_stmts;

/* Try statements "lo".."hi" of "b" (without the ones at either end that
 * run no region) as one span; when it cannot be kept because of one of
 * them, the statements before it and those after it, and the blocks inside
 * it; else each statement that runs regions more than once, and the blocks
 * inside them. */
static void rs_range(rs *s, const rs_stmts *b, int lo, int hi, int braced)
{
    int i, f = -1;
    while (lo <= hi && !b->runs[lo])
        lo++;
    while (hi >= lo && !b->runs[hi])
        hi--;
    if (lo > hi)
        return;
    if (hi > lo || b->loops[lo] || b->runs[lo] > 1) {
        if (rs_try(s, b->start[lo], b->end[hi], hi > lo ? braced : 1) || s->why == rs_too_deep ||
            (s->why && s->why == s->file_why))
            return; /* kept; or too deep, or nothing in the file kept: nothing inside is looked at */
        for (i = lo; i <= hi && f < 0; i++)
            if (s->split_loc.offset >= rs_tok(s, b->start[i])->loc.offset &&
                s->split_loc.offset <= rs_tok(s, b->end[i] - 1)->loc.offset && rs_tok(s, b->start[i])->main)
                f = i;
        if (hi == lo)
            f = -1;
    }
    if (f >= 0) {
        rs_range(s, b, lo, f - 1, braced);
        if (b->runs[f])
            rs_inner(s, b->start[f], b->end[f]);
        rs_range(s, b, f + 1, hi, braced);
        return;
    }
    for (i = lo; i <= hi; i++) {
        if (!b->runs[i])
            continue;
        if (hi > lo && (b->loops[i] || b->runs[i] > 1) && rs_try(s, b->start[i], b->end[i], 1))
            continue;
        rs_inner(s, b->start[i], b->end[i]);
    }
}

/* Look at the statements of block [from, to) (without its braces;
 * "braced": a lone statement that needs braces around a scope). */
static void rs_block(rs *s, int from, int to, int braced)
{
    rs_stmts *b;
    int i;
    if (s->nest >= RS_MAX_NEST)
        return;
    b = (rs_stmts *)malloc(sizeof(*b));
    if (!b) {
        s->oom = 1;
        return;
    }
    b->n = 0;
    for (i = from; i < to && b->n < 512;) {
        rs_walk w = {0, 0};
        int e = rs_stmt(s, i, to, 0, 0, 0, &w);
        b->start[b->n] = i;
        b->end[b->n] = e;
        b->runs[b->n] = w.runs;
        b->loops[b->n] = w.in_loop;
        b->n++;
        i = e > i ? e : i + 1;
    }
    s->nest++;
    if (i >= to)
        rs_range(s, b, 0, b->n - 1, braced);
    s->nest--;
    free(b);
}

/* Start "s" on the file's model "m", tokens "t" and functions "defs". */
static void rs_start(rs *s, pp_model *m, const pp_tokens *t, const pp_fdef *defs, int ndefs)
{
    memset(s, 0, sizeof(*s));
    s->m = m;
    s->t = t;
    s->defs = defs;
    s->ndefs = ndefs;
}

int pp_scope_trips(pp_model *m, const pp_tokens *t, const pp_fdef *defs, int ndefs, const pp_shape *shapes,
                   int nshapes)
{
    rs s;
    int d, i, e;
    for (d = 0; d < m->ndirs && m->dirs[d].kind != PP_DIR_DATA; d++)
        ;
    if (d == m->ndirs || !m->nregions)
        return 0;
    rs_start(&s, m, t, defs, ndefs);
    if (!(s.al = pp_alias_new(m, t, defs, ndefs, shapes, nshapes)))
        return -1;
    for (i = 0; i < t->n; i++) {
        if ((d = rs_dir_at(&s, i)) < 0 || m->dirs[d].kind != PP_DIR_DATA)
            continue;
        for (e = i + 1; e < t->n && (!rs_tok(&s, e)->main || rs_tok(&s, e)->loc.offset < m->dirs[d].stmt_end); e++)
            ;
        /* its statement a counted loop, or a block that begins with one */
        m->dirs[d].repeats = rs_is(&s, i + 1, "{") ? rs_trips(&s, i + 2, e - 1) : rs_trips(&s, i + 1, e);
    }
    pp_alias_free(s.al);
    return s.oom ? -1 : 0;
}

int pp_auto_scopes(pp_model *m, const pp_tokens *t, const pp_fdef *defs, int ndefs, const pp_shape *shapes,
                   int nshapes)
{
    rs s;
    int i, changed;
    rs_start(&s, m, t, defs, ndefs);
    if (!ndefs || !m->nregions)
        return 0;
    if (!(s.al = pp_alias_new(m, t, defs, ndefs, shapes, nshapes)))
        return -1;
    s.file_why = pp_alias_threads(s.al, &s.file_loc);
    s.exit_handler = pp_alias_exit_handler(s.al, &s.exit_loc);
    s.open_why = rs_open_why(&s);
    if (!(s.runs = (char *)calloc((size_t)ndefs, 1))) {
        pp_alias_free(s.al);
        return -1;
    }
    for (i = 0; i < ndefs; i++) { /* functions holding regions, then their callers, to a fixpoint */
        int r;
        for (r = 0; r < m->nregions && !(m->regions[r].func && !strcmp(m->regions[r].func, defs[i].name)); r++)
            ;
        s.runs[i] = r < m->nregions;
    }
    for (changed = 1; changed;) {
        changed = 0;
        for (i = 0; i < ndefs; i++) {
            int j, end = rs_skip_group(&s, defs[i].body, t->n);
            for (j = defs[i].body; !s.runs[i] && j < end; j++)
                if (rs_is(&s, j + 1, "(") && rs_region_fn(&s, rs_tok(&s, j)))
                    s.runs[i] = changed = 1;
        }
    }
    for (i = 0; i < ndefs; i++) {
        if (!s.runs[i] || !rs_tok(&s, defs[i].body)->main)
            continue;
        s.func = defs[i].name;
        rs_block(&s, defs[i].body + 1, rs_skip_group(&s, defs[i].body, t->n) - 1, 0);
    }
    free(s.runs);
    pp_alias_free(s.al);
    return s.oom ? -1 : 0;
}
