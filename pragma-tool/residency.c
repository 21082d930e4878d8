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
 */
#include <stdlib.h>
#include <string.h>

#include "codegen.h"
#include "internal.h"

#define RS_MAX_CALL_DEPTH 8
#define RS_MAX_NEST 256 /* statements inside statements (the parser's limit too) */
#define RS_PRIVATE_MEMO 64
#define RS_PRIVATE_SCAN 20000000L

typedef struct rs {
    pp_model *m;
    const pp_tokens *t;
    const pp_fdef *defs;
    int ndefs;
    char *runs;          /* per definition: it runs regions (holds one or calls
                            a function that does) */
    const char *func;    /* the function being looked at */
    /* the span being checked */
    char **names;        /* the arrays it would keep */
    int nnames, cap;
    int objects;         /* every one is an array object (pp_alias_object) */
    int elems;           /* a region takes an element of a kept table of pointers
                            ("u[k]"): the scope keeps what its regions use, without a list */
    const char *loose;   /* why a scope without a list would keep what the span does
                            not check (an array a called function's region uses that
                            is neither kept nor the function's own), or NULL */
    pp_loc loose_loc;
    const char *why;     /* NULL while it may be kept */
    pp_loc why_loc;
    pp_loc split_loc;    /* where the span's statements are split for "why": its
                            location, or that of the span's call that led there */
    int call_at;         /* the span's call being checked (depth 1), or -1 */
    const char *chain[RS_MAX_CALL_DEPTH]; /* functions being checked, callers first */
    int depth;
    int cap_autos;
    int nest;            /* depth of rs_stmt / rs_block */
    int oom;
    /* rs_private_array's answers (each costs a pass over the file's
     * tokens) and what it may still spend: past RS_PRIVATE_SCAN tokens it
     * answers no, so that a huge input cannot make the walk quadratic */
    struct {
        const pp_token *name;
        int def, yes;
    } priv[RS_PRIVATE_MEMO];
    int npriv;
    long scanned;
    pp_alias *al;        /* what may point into the arrays (alias.c) */
    pp_alias_set set;    /* the alias set of the span's arrays */
    const char *file_why; /* why no span of the file can be kept, or NULL */
    const char *open_why; /* why code elsewhere may come back into the file (a
                             function not static or taken as a pointer, a
                             setjmp), or NULL */
    pp_loc file_loc;
    const char *exit_handler; /* the file's first exit handler, or NULL */
    pp_loc exit_loc;
    char *leaves;        /* the span's exits written back before, for --explain */
    int *quiet;          /* quick_exit and _Exit calls in functions the span calls
                            (indices into m->leaves): written back before when it is kept */
    int nquiet, cap_quiet;
} rs;

/* ---- tokens ------------------------------------------------------------ */

static const pp_token *rs_tok(const rs *s, int i)
{
    return &s->t->v[i < s->t->n ? i : s->t->n - 1];
}

static int rs_is(const rs *s, int i, const char *w)
{
    return i < s->t->n && pp_tok_is(&s->t->v[i], w);
}

static int rs_ident_is(const pp_token *t, const char *name)
{
    return t->kind == PP_TOK_IDENT && (size_t)t->len == strlen(name) && !strncmp(t->text, name, (size_t)t->len);
}

/* The token after the group opened at "i" ("(", "[" or "{"), or "to". */
static int rs_skip_group(const rs *s, int i, int to)
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
static int rs_region_at(const rs *s, int i)
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
static int rs_dir_at(const rs *s, int i)
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
static int rs_region_end(const rs *s, int r, int i, int to)
{
    long end = s->m->regions[r].end_offset;
    for (i++; i < to && (!rs_tok(s, i)->main || rs_tok(s, i)->loc.offset < end); i++)
        ;
    return i;
}

/* The definition of the function "t" names, in this file, or NULL. */
static const pp_fdef *rs_def(const rs *s, const pp_token *t);

/* The name of the function "t" names when it runs regions (a function of
 * this file holding a region or calling one that does), or NULL. */
static const char *rs_region_fn(const rs *s, const pp_token *t)
{
    const pp_fdef *f = rs_def(s, t);
    return f && s->runs && s->runs[f - s->defs] ? f->name : NULL;
}

/* The definition of the function "t" names, in this file, or NULL. */
static const pp_fdef *rs_def(const rs *s, const pp_token *t)
{
    int i;
    for (i = 0; t->kind == PP_TOK_IDENT && i < s->ndefs; i++)
        if (rs_ident_is(t, s->defs[i].name))
            return &s->defs[i];
    return NULL;
}

static int rs_param(const rs *s, const pp_fdef *f, int pos)
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

/* Nonzero when parameter "pos" of "f" reaches regions whole: a region of
 * "f" uses it, or "f" passes it whole to a function at a position that
 * does. */
static int rs_param_regional(const rs *s, const pp_fdef *f, int pos, int depth);

/* ---- giving up --------------------------------------------------------- */

/* Record why the span cannot be kept (the first reason only). */
static void rs_no(rs *s, const pp_token *at, const char *why)
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

static const char *rs_text(rs *s, const pp_token *t)
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

static int rs_is_keyword(const pp_token *t)
{
    static const char *const k[] = {"if", "for", "while", "switch", "return", "sizeof", "do", "else", "case",
                                    "default", "goto", "break", "continue", "_Alignof", "__alignof__", "typeof",
                                    "__typeof__", "_Generic", NULL};
    int i;
    for (i = 0; k[i]; i++)
        if (pp_tok_is(t, k[i]))
            return 1;
    return 0;
}

/* Note that the span writes its arrays back before the end of the
 * program at token "t" (--explain). */
static void rs_note_leave(rs *s, const pp_token *t)
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
static const char *rs_longjmp_why(rs *s, const pp_token *t)
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

/* The index of "t" (a token of the file) in the alias set of the kept
 * arrays, or -1: the same name of the same variable (pp_alias_scope_at). */
static int rs_alias(const rs *s, const pp_token *t)
{
    int i, scope = -2;
    for (i = 0; t->kind == PP_TOK_IDENT && i < s->set.n; i++)
        if (rs_ident_is(t, s->set.names[i])) {
            if (scope == -2)
                scope = pp_alias_scope_at(s->al, (int)(t - s->t->v));
            if (scope == s->set.scope[i])
                return i;
        }
    return -1;
}

/* Nonzero when "t" names a kept array or what may point into one: once
 * the alias set is closed (it holds the kept arrays), that variable; till
 * then any of that name. */
static int rs_kept(const rs *s, const pp_token *t)
{
    int i;
    if (s->set.n)
        return rs_alias(s, t) >= 0;
    for (i = 0; t->kind == PP_TOK_IDENT && i < s->nnames; i++)
        if (rs_ident_is(t, s->names[i]))
            return 1;
    return 0;
}

/* " (which may point into 'A', ...)" when "t" names an alias of a kept
 * array other than the array itself, else "". */
static const char *rs_alias_note(rs *s, const pp_token *t)
{
    int k = rs_alias(s, t);
    if (k < 0 || !strcmp(s->set.names[k], s->set.via[k]))
        return "";
    return pp_printf(s->m->arena, " (which may point into '%s': it takes its address at %s)", s->set.via[k],
                     pp_alias_where(s->m->arena, s->set.at[k]));
}

/* The end of argument list "(" at "i": every argument's first token into
 * "first" (up to "max"), their count into "*n". */
static int rs_args(const rs *s, int i, int to, int *first, int max, int *n)
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
static int rs_arg_at(const rs *s, int a)
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
static int rs_whole_arg(const rs *s, int a)
{
    a = rs_arg_at(s, a);
    return rs_tok(s, a)->kind == PP_TOK_IDENT && (rs_is(s, a + 1, ",") || rs_is(s, a + 1, ")"));
}

/* The end of the argument at token "a" when it is an element of a table
 * of pointers by its name, "u[k]" or "u[k][j]" (the name at "a", then
 * subscripts only, up to the "," or ")" that ends it), else -1. */
static int rs_elem_arg(const rs *s, int a)
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

static int rs_param_regional(const rs *s, const pp_fdef *f, int pos, int depth)
{
    int elems = 0;
    return rs_param_regional1(s, f, pos, depth, &elems);
}

/* rs_param_regional, setting s->elems where it reaches a region through
 * an element of the parameter. */
static int rs_param_regional_note(rs *s, const pp_fdef *f, int pos)
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

/* ---- host code --------------------------------------------------------- */

/* Nonzero for a function of the C library that touches no memory of the
 * program but through its arguments (output, time, math, exit). */
static int rs_harmless(const pp_token *t)
{
    static const char *const ok[] = {"printf", "fprintf", "puts", "fputs", "putchar", "fputc", "putc", "fflush",
                                     "perror", "clock", "time", "clock_gettime", "gettimeofday", "omp_get_wtime",
                                     "rand", "srand", "abs", "labs", "llabs", "exit", "quick_exit", "abort", "_Exit",
                                     "__assert_fail", "__builtin_expect", "getenv", "sleep", "usleep", NULL};
    char name[64];
    int i, nargs;
    pp_ctype arg[3], ret;
    for (i = 0; ok[i]; i++)
        if (rs_ident_is(t, ok[i]))
            return 1;
    if (t->len <= 0 || t->len >= (int)sizeof(name))
        return 0;
    memcpy(name, t->text, (size_t)t->len);
    name[t->len] = 0;
    return !pp_math_sig(name, &nargs, arg, &ret) || !pp_fpclass_sig(name, &nargs);
}

/* The names that denote kept memory where host code is checked: the kept
 * arrays, and in a called function "in" its parameters at tokens "params"
 * (they receive kept arrays). */
typedef struct rs_ctx {
    const pp_fdef *in;
    const int *params;   /* parameters the kept arrays are passed to */
    int nparams;
    const int *objs;     /* parameters an array object is passed to (not a
                            kept one), when every kept array is an object */
    int nobjs;
    const int *reads;    /* parameters a kept array is passed to that c->in only
                            reads elements of (rs_param_reads): made current first */
    int nreads;
} rs_ctx;

static char *rs_join(rs *s, int i, int e);

/* The index in c->reads of the parameter token "t" names, or -1. */
static int rs_read_param(const rs *s, const rs_ctx *c, const pp_token *t)
{
    int k;
    for (k = 0; c && k < c->nreads; k++)
        if (t->kind == PP_TOK_IDENT && t->len == rs_tok(s, c->reads[k])->len &&
            !strncmp(t->text, rs_tok(s, c->reads[k])->text, (size_t)t->len))
            return k;
    return -1;
}

/* Nonzero when the mention of a name at token "j" reads an element:
 * "rank" subscripts follow it, then no assignment, "++", "--", member or
 * call, and no "&", "++", "--" or "*" comes before it (its value is one
 * element's, no address). */
static int rs_elem_read(const rs *s, int j, int rank)
{
    static const char *const after[] = {"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
                                        "++", "--", "[", ".", "->", "(", NULL};
    int k, e = j + 1;
    if (rank < 1 || rs_is(s, j - 1, "&") || rs_is(s, j - 1, "++") || rs_is(s, j - 1, "--") || rs_is(s, j - 1, "*") ||
        rs_is(s, j - 1, ".") || rs_is(s, j - 1, "->"))
        return 0;
    for (k = 0; k < rank; k++) {
        if (!rs_is(s, e, "["))
            return 0;
        e = rs_skip_group(s, e, s->t->n);
    }
    for (k = 0; after[k]; k++)
        if (rs_is(s, e, after[k]))
            return 0;
    return 1;
}

/* Nonzero when "f", outside its regions, only reads elements of its
 * parameter "pos" (rs_elem_read at the parameter's rank), and does not
 * pass it on, take its address or assign it. */
static int rs_param_reads(const rs *s, const pp_fdef *f, int pos)
{
    int p = rs_param(s, f, pos), j, end, rank, r;
    if (p < 0 || (rank = pp_alias_rank(s->al, p)) < 1)
        return 0;
    if (s->runs && s->runs[f - s->defs])
        return 0; /* a region of it (or of a function it calls) may write the array after the host's
                     copy is made current, before a read */
    end = rs_skip_group(s, f->body, s->t->n);
    for (j = f->body; j < end; j++) {
        if ((r = rs_region_at(s, j)) >= 0) {
            j = rs_region_end(s, r, j, end) - 1;
            continue;
        }
        if (!rs_ident_is(rs_tok(s, j), rs_text((rs *)s, rs_tok(s, p))) || rs_is(s, j - 1, ".") ||
            rs_is(s, j - 1, "->"))
            continue;
        if (!rs_elem_read(s, j, rank))
            return 0;
    }
    return 1;
}

/* Note that the call of "f" at token "i" (its ")" before token "end")
 * reads kept argument "arg" on the host: a place (PP_LEAVE_READ) where the
 * host's copy is made current first, put there when the span is kept.
 * Zero when it cannot be (the call comes from a macro). */
static int rs_note_read(rs *s, int i, int end, const char *arg)
{
    const pp_token *t = rs_tok(s, i), *close = rs_tok(s, end - 1);
    pp_leave l;
    int k, cap = s->m->nleaves;
    if (!arg || !t->main || t->expanded || !close->main || close->expanded || t->loc.offset < 0 ||
        close->loc.offset < t->loc.offset)
        return 0;
    for (k = 0; k < s->m->nleaves; k++)
        if (s->m->leaves[k].kind == PP_LEAVE_READ && s->m->leaves[k].begin == t->loc.offset &&
            !strcmp(s->m->leaves[k].arg, arg))
            break;
    if (k == s->m->nleaves) {
        memset(&l, 0, sizeof(l));
        l.kind = PP_LEAVE_READ;
        l.begin = t->loc.offset;
        l.end = close->loc.offset + close->len;
        l.arg = arg;
        if (pp_vec_push(s->m->arena, &s->m->leaves, &s->m->nleaves, &cap, sizeof(l), &l)) {
            s->oom = 1;
            return 0;
        }
    }
    if (pp_vec_push(s->m->arena, &s->quiet, &s->nquiet, &s->cap_quiet, sizeof(int), &k))
        s->oom = 1;
    return 1;
}

static int rs_kept_in(const rs *s, const rs_ctx *c, const pp_token *t)
{
    int k;
    if (rs_kept(s, t))
        return 1;
    for (k = 0; k < c->nparams; k++)
        if (t->kind == PP_TOK_IDENT && t->len == rs_tok(s, c->params[k])->len &&
            !strncmp(t->text, rs_tok(s, c->params[k])->text, (size_t)t->len))
            return 1;
    return 0;
}

static void rs_host(rs *s, int from, int to, const rs_ctx *c);
static int rs_object_at(rs *s, int k, const rs_ctx *c);
static int rs_only_subscripted(const rs *s, const pp_fdef *f, int p);

/* Note in s->loose an array of a region of "f" that a data scope without
 * a list would keep but the span does not check: a static local of "f"
 * (its parameters are checked at each call, the file's arrays are kept
 * ones: rs_collect_globals; its other locals no such scope keeps). */
static void rs_loose_regions(rs *s, const pp_fdef *f)
{
    int r, a, k;
    for (r = 0; r < s->m->nregions && !s->loose; r++) {
        const pp_region *g = &s->m->regions[r];
        if (!g->func || strcmp(g->func, f->name))
            continue;
        for (a = 0; a < g->narrays && !s->loose; a++) {
            const pp_array *x = &g->arrays[a];
            if (x->unlisted || x->scalar || x->expansion_of || x->c_expr || x->in_region ||
                x->decl.offset < rs_tok(s, f->from)->loc.offset)
                continue;
            for (k = 0; rs_param(s, f, k) >= 0 && !rs_ident_is(rs_tok(s, rs_param(s, f, k)), x->name); k++)
                ;
            if (rs_param(s, f, k) >= 0)
                continue;
            s->loose = pp_printf(s->m->arena, "'%s' of '%s', which its region uses, is not checked", x->name, f->name);
            s->loose_loc = x->decl;
        }
    }
}

/* Check the call of "f" at token "i" (its arguments from "i" + 1) in
 * context "c": the kept arrays it takes whole must only reach regions; its
 * host code. */
static int rs_call(rs *s, int i, int to, const pp_fdef *f, const rs_ctx *c)
{
    int first[64], n, k, end = rs_args(s, i + 1, to, first, 64, &n), params[64], np = 0, body_end, d;
    int objs[64], no = 0, reads[64], nr = 0;
    rs_ctx inner;
    for (k = 0; k < n; k++) {
        int a = rs_arg_at(s, first[k]);
        if (s->objects && rs_whole_arg(s, a) && !rs_kept_in(s, c, rs_tok(s, a)) && rs_object_at(s, a, c)) {
            int p = rs_param(s, f, k);
            if (p >= 0 && rs_only_subscripted(s, f, p))
                objs[no++] = p; /* a subscript of it in "f" reaches that object only */
        }
        if ((rs_whole_arg(s, a) || (a == first[k] && rs_elem_arg(s, a) >= 0)) && rs_kept_in(s, c, rs_tok(s, a)) &&
            rs_param(s, f, k) >= 0 && !rs_param_regional(s, f, k, 0) && rs_param_reads(s, f, k) &&
            rs_note_read(s, i, end, rs_join(s, first[k], k + 1 < n ? first[k + 1] - 1 : end - 1))) {
            reads[nr++] = rs_param(s, f, k); /* read on the host: current there first */
            if (!rs_whole_arg(s, a)) {
                int j;
                for (j = a + 1; rs_is(s, j, "["); j = rs_skip_group(s, j, s->t->n)) /* the subscripts */
                    rs_host(s, j + 1, rs_skip_group(s, j, s->t->n) - 1, c);
            }
            continue;
        }
        if (rs_whole_arg(s, a) && rs_kept_in(s, c, rs_tok(s, a))) {
            int p = rs_param(s, f, k);
            if (p < 0 || !rs_param_regional(s, f, k, 0)) {
                rs_no(s, rs_tok(s, a),
                      pp_printf(s->m->arena, "'%s' is passed to '%s', which uses it on the host",
                                rs_text(s, rs_tok(s, a)), f->name));
                continue;
            }
            params[np++] = p; /* its host code must not touch it */
        } else if (a == first[k] && rs_elem_arg(s, a) >= 0 && rs_kept_in(s, c, rs_tok(s, a))) {
            int p = rs_param(s, f, k), j;
            if (p < 0 || !rs_param_regional_note(s, f, k)) {
                rs_no(s, rs_tok(s, a),
                      pp_printf(s->m->arena, "an element of '%s' is passed to '%s', which uses it on the host",
                                rs_text(s, rs_tok(s, a)), f->name));
                continue;
            }
            s->elems = 1;
            params[np++] = p;
            for (j = a + 1; rs_is(s, j, "["); j = rs_skip_group(s, j, s->t->n)) /* the subscripts */
                rs_host(s, j + 1, rs_skip_group(s, j, s->t->n) - 1, c);
        } else {
            rs_host(s, first[k], k + 1 < n ? first[k + 1] - 1 : end - 1, c);
        }
    }
    for (k = 0; k < n && !s->loose; k++) { /* what a scope without a list would keep there: checked */
        int a = rs_arg_at(s, first[k]);
        if (rs_param_regional(s, f, k, 0) && !((rs_whole_arg(s, a) || (a == first[k] && rs_elem_arg(s, a) >= 0)) &&
                                               rs_kept_in(s, c, rs_tok(s, a)))) {
            s->loose = pp_printf(s->m->arena, "argument %d of '%s' is no kept array's name, nor an element of one",
                                 k + 1, f->name);
            s->loose_loc = rs_tok(s, first[k])->loc;
        }
    }
    rs_loose_regions(s, f);
    for (d = 0; d < s->depth; d++)
        if (!strcmp(s->chain[d], f->name))
            return end; /* recursion: checked already */
    if (s->depth == RS_MAX_CALL_DEPTH) {
        rs_no(s, rs_tok(s, i), "calls nested too deep to check");
        return end;
    }
    if (!s->depth)
        s->call_at = i;
    s->chain[s->depth++] = f->name;
    body_end = rs_skip_group(s, f->body, s->t->n);
    inner.in = f;
    inner.params = params;
    inner.nparams = np;
    inner.objs = objs;
    inner.nobjs = no;
    inner.reads = reads;
    inner.nreads = nr;
    rs_host(s, f->body, body_end, &inner);
    s->depth--;
    return end;
}

/* Nonzero when "t" is a keyword of C's arithmetic types (the last word of
 * a declaration's specifiers before a plain declarator). */
static int rs_is_arith(const pp_token *t)
{
    static const char *const k[] = {"char", "short", "int", "long", "float", "double", "signed", "unsigned",
                                    "_Bool", NULL};
    int i;
    for (i = 0; k[i]; i++)
        if (pp_tok_is(t, k[i]))
            return 1;
    return 0;
}

/* Nonzero when the identifier at token "j" is a declarator of a
 * declaration whose specifiers are C's arithmetic types: right after
 * them ("double x[4]"), or after a comma of their list ("double h[2],
 * x[4]", walking back over brackets and initialisers to the statement's
 * start). */
static int rs_arith_decl(const rs *s, int j)
{
    int k, depth = 0;
    if (j > 0 && rs_is_arith(rs_tok(s, j - 1)))
        return 1;
    if (j == 0 || !rs_is(s, j - 1, ","))
        return 0;
    for (k = j - 2; k >= 0; k--) {
        const pp_token *u = rs_tok(s, k);
        if (pp_tok_is(u, ")") || pp_tok_is(u, "]") || pp_tok_is(u, "}"))
            depth++;
        else if (pp_tok_is(u, "(") || pp_tok_is(u, "[") || pp_tok_is(u, "{")) {
            if (!depth)
                break;
            depth--;
        } else if (!depth && pp_tok_is(u, ";"))
            break;
    }
    if (k >= 0 && !rs_is(s, k, ";") && !rs_is(s, k, "{"))
        return 0; /* inside parentheses or brackets: arguments, not declarators */
    for (k++; k < j && (rs_is(s, k, "static") || rs_is(s, k, "const") || rs_is(s, k, "volatile") ||
                        rs_is(s, k, "register"));
         k++)
        ;
    return k < j && rs_is_arith(rs_tok(s, k));
}

/* Nonzero when the identifier at token "i" (followed by "[") names an
 * array no pointer can reach: declared once, as an array of an arithmetic
 * type, inside the body of the function holding "i" (not a parameter,
 * which would be a pointer), named nowhere else in the file, and used
 * only subscripted (never decayed to a pointer, never under "&").  A
 * kept array is then never an alias of it, whatever the kept one is. */
static int rs_private_scan(const rs *s, const pp_token *t, int k, int end);

static int rs_private_array(rs *s, int i)
{
    const pp_token *t = rs_tok(s, i);
    int k = -1, m, end;
    for (m = 0; m < s->ndefs; m++) /* functions do not nest: the last body opened before "i" */
        if (s->defs[m].body < i && (k < 0 || s->defs[m].body > s->defs[k].body))
            k = m;
    if (k < 0)
        return 0;
    for (m = 0; m < s->npriv; m++)
        if (s->priv[m].def == k && s->priv[m].name->len == t->len &&
            !strncmp(s->priv[m].name->text, t->text, (size_t)t->len))
            return s->priv[m].yes;
    if (s->scanned > RS_PRIVATE_SCAN)
        return 0;
    end = rs_skip_group(s, s->defs[k].body, s->t->n);
    s->scanned += (long)(end - s->defs[k].body) + s->t->n;
    m = i < end && rs_private_scan(s, t, k, end);
    if (s->npriv < RS_PRIVATE_MEMO) {
        s->priv[s->npriv].name = t;
        s->priv[s->npriv].def = k;
        s->priv[s->npriv++].yes = m;
    }
    return m;
}

/* rs_private_array for name "t" in definition "k", whose body ends
 * before token "end". */
static int rs_private_scan(const rs *s, const pp_token *t, int k, int end)
{
    const pp_token *u;
    int j, decls = 0;
    for (j = 0; j < s->t->n; j++) {
        u = rs_tok(s, j);
        if (u->kind != PP_TOK_IDENT || u->len != t->len || strncmp(u->text, t->text, (size_t)t->len))
            continue;
        if (j <= s->defs[k].body || j >= end || !rs_is(s, j + 1, "["))
            return 0;
        if (rs_arith_decl(s, j))
            decls++;
        else if (j > 0 && (rs_is(s, j - 1, "&") || rs_is(s, j - 1, ".") || rs_is(s, j - 1, "->")))
            return 0;
    }
    return decls == 1;
}

/* Nonzero when "name" ("len" characters), as named at token "i", is an
 * array object (pp_alias_object): every declaration in the function
 * definition holding "i" (parameters and body, any block: the name may
 * denote any of them) and at file scope is one. */
static int rs_object(rs *s, int i, const char *name, size_t len)
{
    int k = -1, m;
    for (m = 0; m < s->ndefs; m++) /* functions do not nest: the last body opened before "i" */
        if (s->defs[m].body < i && (k < 0 || s->defs[m].body > s->defs[k].body))
            k = m;
    if (k >= 0 && i >= rs_skip_group(s, s->defs[k].body, s->t->n))
        k = -1;
    return pp_alias_object(s->al, name, len, k < 0 ? -1 : s->defs[k].from,
                           k < 0 ? -1 : rs_skip_group(s, s->defs[k].body, s->t->n));
}

/* The token of "x" when token "k" (not before "from") ends the base of a
 * subscript, "x" or "x[...]...[...]", whose "x" is a name (not a member),
 * else -1. */
static int rs_subscript_base(const rs *s, int k, int from)
{
    while (k >= from && rs_is(s, k, "]")) {
        int depth = 0;
        for (; k >= from; k--) {
            if (rs_is(s, k, "]"))
                depth++;
            else if (rs_is(s, k, "[") && !--depth)
                break;
        }
        k--;
    }
    if (k < from || rs_tok(s, k)->kind != PP_TOK_IDENT || !rs_is(s, k + 1, "["))
        return -1;
    if (k > 0 && (rs_is(s, k - 1, ".") || rs_is(s, k - 1, "->")))
        return -1;
    return k;
}

/* Nonzero when the name at token "k" is, in context "c", an array object
 * (rs_object) or a parameter of c->in that one is passed to (c->objs). */
static int rs_object_at(rs *s, int k, const rs_ctx *c)
{
    const pp_token *x = rs_tok(s, k);
    int m;
    for (m = 0; m < c->nobjs; m++)
        if (x->len == rs_tok(s, c->objs[m])->len && !strncmp(x->text, rs_tok(s, c->objs[m])->text, (size_t)x->len))
            return 1;
    return rs_object(s, k, x->text, (size_t)x->len);
}

/* Nonzero when parameter token "p" of "f" is only ever subscripted in its
 * body (never assigned, never under "&" or "*", never passed on). */
static int rs_only_subscripted(const rs *s, const pp_fdef *f, int p)
{
    const pp_token *x = rs_tok(s, p);
    int j, end = rs_skip_group(s, f->body, s->t->n);
    for (j = f->body; j < end; j++) {
        const pp_token *u = rs_tok(s, j);
        if (u->kind != PP_TOK_IDENT || u->len != x->len || strncmp(u->text, x->text, (size_t)x->len))
            continue;
        if (rs_is(s, j - 1, ".") || rs_is(s, j - 1, "->"))
            continue; /* a member of that name */
        if (!rs_is(s, j + 1, "[") || rs_is(s, j - 1, "&") || rs_is(s, j - 1, "*"))
            return 0;
    }
    return 1;
}

/* Nonzero when the name at token "k" may be read through in host code:
 * an array object no pointer can point into (pp_alias_sealed_array:
 * "m1[k]"), or a parameter that is a scalar of its callers'
 * (pp_alias_scalar_out: "*rnm2 = ..."); never a kept one's name. */
static int rs_own_pointer(rs *s, int k, const rs_ctx *c, int star)
{
    const pp_token *t = rs_tok(s, k);
    if (t->kind != PP_TOK_IDENT || rs_kept_in(s, c, t))
        return 0;
    return star ? pp_alias_scalar_out(s->al, k) : pp_alias_sealed_array(s->al, k);
}

/* Nonzero when token "k" (not before "from") ends the base of a subscript
 * that cannot reach a kept array in context "c": its "x" is
 * rs_private_array, or, when every kept array is an array object, an
 * array object itself or a parameter one is passed to (rs_object_at:
 * distinct objects, neither reached through the other). */
static int rs_private_base(rs *s, int k, int from, const rs_ctx *c)
{
    if ((k = rs_subscript_base(s, k, from)) < 0)
        return 0;
    if (s->objects && rs_object_at(s, k, c))
        return 1;
    return rs_private_array(s, k);
}

/* Nonzero when "t" names exit, quick_exit or _Exit. */
static int rs_exit_name(const pp_token *t)
{
    return rs_ident_is(t, "exit") || rs_ident_is(t, "quick_exit") || rs_ident_is(t, "_Exit");
}

/* Give up when token "i", a call of a function defined elsewhere ("call")
 * or another mention of its name, leaves the span with code still to run
 * that may read the kept arrays on the host: "longjmp" always (its target
 * may lie inside the scope or outside it: the scope cannot end there, nor
 * stay open); "exit", "quick_exit" and "_Exit" when the generated code
 * cannot write the kept arrays back before it (leave.c: from a macro, in
 * a header, named outside a call, e.g. taken as a pointer) and the file
 * registers an exit handler or a kept array is one that other files'
 * handlers can name.  ("abort" and a failed assert run no handler of the
 * program: nothing reads the arrays again; signal handlers make no span
 * in the file.) */
static void rs_leave(rs *s, int i, int call)
{
    const pp_token *t = rs_tok(s, i);
    const char *global = NULL, *where;
    int k;
    if (call && (rs_ident_is(t, "longjmp") || rs_ident_is(t, "siglongjmp") || rs_ident_is(t, "_longjmp"))) {
        rs_no(s, t, rs_longjmp_why(s, t));
        return;
    }
    if (!rs_exit_name(t) || (!call && (i == 0 || rs_is(s, i - 1, ".") || rs_is(s, i - 1, "->"))))
        return;
    k = pp_leave_at(s->m, t->loc.offset);
    if (call && k >= 0 && s->m->leaves[k].kind != PP_LEAVE_RETURN && t->main && !t->expanded) {
        if (s->depth > 0 && s->m->leaves[k].kind == PP_LEAVE_QUIET &&
            pp_vec_push(s->m->arena, &s->quiet, &s->nquiet, &s->cap_quiet, sizeof(int), &k))
            s->oom = 1;
        rs_note_leave(s, t);
        return; /* the kept arrays are written back before it */
    }
    for (k = 0; k < s->nnames && !global; k++)
        if (pp_alias_global(s->al, s->names[k]))
            global = s->names[k];
    if (!s->exit_handler && !global && !s->set.foreign)
        return;
    where = !call ? "outside a call (a call through a pointer to it)" : !t->main ? "in a header" :
                                                                        "from a macro's expansion";
    if (s->exit_handler)
        rs_no(s, t, pp_printf(s->m->arena, "%s '%s' %s, where no write-back can be put before it, while the exit "
                                           "handler registered by %s would see the host arrays as they were before "
                                           "the scope", call ? "a call of" : "a mention of", rs_text(s, t), where,
                              s->exit_handler));
    else if (global)
        rs_no(s, t, pp_printf(s->m->arena, "%s '%s' %s, where no write-back can be put before it, while '%s' is an "
                                           "object other files can name (their exit handlers would see it as it was "
                                           "before the scope)", call ? "a call of" : "a mention of", rs_text(s, t),
                              where, global));
    else
        rs_no(s, t, pp_printf(s->m->arena, "%s '%s' %s, where no write-back can be put before it, while %s: exit "
                                           "handlers elsewhere would see it as it was before the scope",
                              call ? "a call of" : "a mention of", rs_text(s, t), where, s->set.foreign));
}

/* Nonzero when the call at token "j" gives no pointer: a math function
 * of the C library, or a function of this file declared to return no
 * pointer, struct or union (its specifiers and declarator before the
 * name hold no "*", "struct", "union" nor a typedef name). */
static int rs_value_call(rs *s, int j)
{
    char name[64];
    int nargs, k;
    pp_ctype arg[3], ret;
    const pp_token *t = rs_tok(s, j);
    const pp_fdef *d;
    if (t->len > 0 && t->len < (int)sizeof(name)) {
        memcpy(name, t->text, (size_t)t->len);
        name[t->len] = 0;
        if (!pp_math_sig(name, &nargs, arg, &ret) || !pp_fpclass_sig(name, &nargs))
            return 1;
    }
    if (!(d = rs_def(s, t)))
        return 0;
    for (k = d->from; k < s->t->n && !rs_ident_is(rs_tok(s, k), d->name); k++) {
        const pp_token *u = rs_tok(s, k); /* only arithmetic types and storage words */
        if (!rs_is_arith(u) && !pp_tok_is(u, "static") && !pp_tok_is(u, "inline") && !pp_tok_is(u, "__inline") &&
            !pp_tok_is(u, "__inline__") && !pp_tok_is(u, "const") && !pp_tok_is(u, "extern") &&
            !pp_tok_is(u, "volatile"))
            return 0;
    }
    return 1;
}

/* Where code elsewhere may hold an address into the kept arrays
 * (pp_alias_set's "foreign"), a C library call of the span that reads
 * through its arguments (printf's "%s") must not be given one: its
 * arguments at [open + 1, close) may name only arithmetic values and
 * array objects (no pointer, whose value code elsewhere may have handed
 * back). */
static void rs_foreign_args(rs *s, int f, int to)
{
    int open = f + 1, close = rs_skip_group(s, open, to), j, e, n;
    for (j = open + 1; j < close - 1 && !s->why; j++) {
        const pp_token *u = rs_tok(s, j);
        if (u->kind == PP_TOK_IDENT && rs_is(s, j + 1, "(") && !rs_is_keyword(u) && !rs_value_call(s, j)) {
            rs_no(s, u, pp_printf(s->m->arena, "the value of '%s' is passed to '%s' while %s", rs_text(s, u),
                                  rs_text(s, rs_tok(s, f)), s->set.foreign));
            continue;
        }
        if (pp_tok_is(u, "*") && (rs_is(s, j + 1, ")") || rs_is(s, j + 1, "*") || rs_is(s, j + 1, "const") ||
                                  rs_is(s, j + 1, "volatile") || rs_is(s, j + 1, "restrict"))) {
            rs_no(s, u, pp_printf(s->m->arena, "a value cast to a pointer is passed to '%s' while %s",
                                  rs_text(s, rs_tok(s, f)), s->set.foreign));
            continue; /* "(int *)addr": an integer may hold the address code elsewhere handed back */
        }
        if (u->kind != PP_TOK_IDENT || rs_is_keyword(u) || rs_is_arith(u) || pp_tok_is(u, "void") ||
            rs_is(s, j - 1, ".") || rs_is(s, j - 1, "->") || rs_is(s, j + 1, "(") || pp_tok_is(u, "stdout") ||
            pp_tok_is(u, "stderr"))
            continue; /* (the standard streams: printf's own, which it writes as fprintf does) */
        for (e = j + 1, n = 0; rs_is(s, e, "["); n++)
            e = rs_skip_group(s, e, close);
        for (e = j - 1; rs_is(s, e, "*") && (rs_is(s, e - 1, "*") || rs_is(s, e - 1, ",") || rs_is(s, e - 1, "("));
             e--)
            n++; /* "*p": a dereference */
        if (pp_alias_arith_at(s->al, j, n) ||
            (!n && (rs_object(s, j, u->text, (size_t)u->len) || pp_alias_param_literal(s->al, j))))
            continue;
        rs_no(s, u, pp_printf(s->m->arena, "'%s' is passed to '%s' while %s", rs_text(s, u), rs_text(s, rs_tok(s, f)),
                              s->set.foreign));
    }
}

/* Nonzero when a function defined elsewhere, called in the span with
 * arguments that name no kept array nor anything that may point into one
 * (rs_host checks them), cannot reach the kept arrays: none of them, nor
 * of what may point into them, is an object other files can name; their
 * addresses do not escape (pp_alias_close); and nothing lets code
 * elsewhere come back into the file (rs_open_why: every function but main
 * static and never taken as a pointer, no setjmp). */
static int rs_sealed(rs *s)
{
    int k;
    if (s->open_why || s->set.foreign)
        return 0;
    for (k = 0; k < s->nnames; k++)
        if (pp_alias_global(s->al, s->names[k]))
            return 0;
    for (k = 0; k < s->set.n; k++)
        if (pp_alias_global(s->al, s->set.names[k]))
            return 0;
    return 1;
}

/* Why code of another file may come back into this one: a function of the
 * file other than main defined without "static", or one whose name appears
 * other than as a call or declaration "f(" (its address taken), or a
 * setjmp a longjmp elsewhere may return to; NULL when none. */
static const char *rs_open_why(rs *s)
{
    int d, j, k;
    for (j = 0; j < s->t->n; j++) /* a call in the file's text (a header's declaration is none) */
        if ((rs_ident_is(rs_tok(s, j), "setjmp") || rs_ident_is(rs_tok(s, j), "sigsetjmp") ||
             rs_ident_is(rs_tok(s, j), "_setjmp") || rs_ident_is(rs_tok(s, j), "__sigsetjmp")) &&
            rs_tok(s, j)->main && rs_is(s, j + 1, "("))
            return pp_printf(s->m->arena, "it may longjmp to the '%s' at %s", rs_text(s, rs_tok(s, j)),
                             pp_alias_where(s->m->arena, rs_tok(s, j)->loc));
    for (d = 0; d < s->ndefs; d++) {
        const pp_fdef *f = &s->defs[d];
        int stat = 0;
        if (!strcmp(f->name, "main"))
            continue;
        for (j = f->from; j < f->body && j < s->t->n; j++)
            if (rs_is(s, j, "static"))
                stat = 1;
        for (j = 0; j < f->from && !stat; j++) /* "static void f(void);" before it */
            if (rs_ident_is(rs_tok(s, j), f->name) && rs_is(s, j + 1, "(")) {
                int b;
                for (b = j - 1; b >= 0 && !rs_is(s, b, ";") && !rs_is(s, b, "}") && !rs_is(s, b, "{") &&
                                rs_tok(s, b)->kind != PP_TOK_PRAGMA;
                     b--)
                    if (rs_is(s, b, "static"))
                        stat = 1;
            }
        if (!stat)
            return pp_printf(s->m->arena, "it may call '%s', which other files can call", f->name);
    }
    for (j = 0; j < s->t->n; j++) {
        const pp_token *u = rs_tok(s, j);
        int in = -1, end = 0;
        if (u->kind != PP_TOK_IDENT || rs_is(s, j + 1, "(") ||
            (j > 0 && (rs_is(s, j - 1, ".") || rs_is(s, j - 1, "->"))))
            continue;
        for (d = 0; d < s->ndefs; d++)
            if (rs_ident_is(u, s->defs[d].name))
                break;
        if (d == s->ndefs)
            continue;
        for (k = 0; k < s->ndefs; k++) /* the definition holding "j": a variable of that name there? */
            if (s->defs[k].from <= j && (in < 0 || s->defs[k].from > s->defs[in].from))
                in = k;
        if (in >= 0 && j < (end = rs_skip_group(s, s->defs[in].body, s->t->n)) &&
            pp_alias_local(s->al, u->text, (size_t)u->len, s->defs[in].from, end))
            continue;
        return pp_printf(s->m->arena, "it may call '%s', which other files can call", s->defs[d].name);
    }
    return NULL;
}

/* Check host tokens [from, to) (regions skipped) in context "c". */
static void rs_host(rs *s, int from, int to, const rs_ctx *c)
{
    int i, r;
    for (i = from; i < to && !s->why; i++) {
        const pp_token *t = rs_tok(s, i), *prev = i > from ? rs_tok(s, i - 1) : NULL;
        const pp_fdef *f;
        if ((r = rs_region_at(s, i)) >= 0) {
            i = rs_region_end(s, r, i, to) - 1;
            continue;
        }
        if (t->kind == PP_TOK_PRAGMA) {
            if (rs_dir_at(s, i) < 0)
                rs_no(s, t, pp_printf(s->m->arena, "a '#pragma %.*s' (regions in other threads have no data scope)",
                                      t->len > 24 ? 24 : t->len, t->text));
            continue;
        }
        if (t->kind != PP_TOK_IDENT && t->kind != PP_TOK_PUNCT)
            continue;
        if (t->kind == PP_TOK_IDENT && rs_is(s, i + 1, "(") && !rs_is_keyword(t)) {
            if ((f = rs_def(s, t)) != NULL) {
                i = rs_call(s, i, to, f, c) - 1;
                continue;
            }
            rs_leave(s, i, 1);
            if (s->set.foreign && rs_ident_is(t, "getenv"))
                rs_no(s, t, pp_printf(s->m->arena, "a call of 'getenv' while %s (the environment may hold it: putenv)",
                                      s->set.foreign));
            if (s->set.foreign && rs_harmless(t))
                rs_foreign_args(s, i, to);
            if (!rs_harmless(t) && !rs_sealed(s)) {
                int first[64], n, k;
                rs_args(s, i + 1, to, first, 64, &n);
                for (k = 0; k < n; k++)
                    if (rs_whole_arg(s, first[k]) && rs_kept_in(s, c, rs_tok(s, rs_arg_at(s, first[k]))))
                        rs_no(s, rs_tok(s, rs_arg_at(s, first[k])),
                              pp_printf(s->m->arena, "'%s' is passed to '%s', defined elsewhere",
                                        rs_text(s, rs_tok(s, rs_arg_at(s, first[k]))), rs_text(s, t)));
                rs_no(s, t, pp_printf(s->m->arena,
                                      "a call of '%s', defined elsewhere, which may reach the arrays%s%s%s",
                                      rs_text(s, t), s->open_why ? " (" : "", s->open_why ? s->open_why : "",
                                      s->open_why ? ")" : ""));
            }
            continue;
        }
        if (t->kind == PP_TOK_IDENT && prev && pp_tok_is(prev, "(") && rs_is(s, i + 1, ")") && rs_is(s, i + 2, "(") &&
            !rs_is_keyword(t) && !rs_is_arith(t) && !pp_tok_is(t, "void") && !pp_alias_type_name(s->al, i)) {
            rs_leave(s, i, 0); /* ("(exit)(0)": its own reason first) */
            rs_no(s, t, pp_printf(s->m->arena, "a call of '%s' through parentheses, which the tool does not follow",
                                  rs_text(s, t)));
            continue; /* "(f)(x)": not a cast (no type's name) */
        }
        if (t->kind == PP_TOK_IDENT && rs_read_param(s, c, t) >= 0 &&
            !(prev && (pp_tok_is(prev, ".") || pp_tok_is(prev, "->")))) {
            int j = i + 1; /* an element read (rs_param_reads): its subscripts are host code */
            while (rs_is(s, j, "[")) {
                rs_host(s, j + 1, rs_skip_group(s, j, s->t->n) - 1, c);
                j = rs_skip_group(s, j, s->t->n);
            }
            i = j - 1;
            continue;
        }
        if (t->kind == PP_TOK_IDENT) {
            if (prev && (pp_tok_is(prev, ".") || pp_tok_is(prev, "->")))
                continue; /* a member */
            rs_leave(s, i, 0);
            if (rs_kept_in(s, c, t))
                rs_no(s, t, pp_printf(s->m->arena, "host access to '%s'%s%s%s%s", rs_text(s, t), rs_alias_note(s, t),
                                      c->in ? " in '" : "", c->in ? c->in->name : "", c->in ? "'" : ""));
            continue;
        }
        if (pp_tok_is(t, "[") && prev && rs_private_base(s, i - 1, from, c))
            continue; /* a local array of the function that nothing points into */
        if (pp_tok_is(t, "[") && prev && rs_subscript_base(s, i - 1, from) >= 0 &&
            rs_own_pointer(s, rs_subscript_base(s, i - 1, from), c, 0))
            continue; /* an array object no pointer points into */
        if (pp_tok_is(t, "*") && (!prev || (prev->kind == PP_TOK_PUNCT && !pp_tok_is(prev, ")") &&
                                             !pp_tok_is(prev, "]"))) &&
            i + 1 < to && rs_tok(s, i + 1)->kind == PP_TOK_IDENT && !rs_is(s, i + 2, "[") && !rs_is(s, i + 2, "(") &&
            !rs_is(s, i + 2, ".") && !rs_is(s, i + 2, "->") && rs_own_pointer(s, i + 1, c, 1))
            continue; /* "*p", p a scalar of the callers' */
        if (pp_tok_is(t, "->") ||
            (pp_tok_is(t, "[") && prev &&
             (prev->kind == PP_TOK_IDENT || pp_tok_is(prev, ")") || pp_tok_is(prev, "]"))) ||
            (pp_tok_is(t, "*") && (!prev || (prev->kind == PP_TOK_PUNCT && !pp_tok_is(prev, ")") &&
                                             !pp_tok_is(prev, "]") && !pp_tok_is(prev, "++") &&
                                             !pp_tok_is(prev, "--")) ||
                                   pp_tok_is(prev, "return") || pp_tok_is(prev, "case"))))
            rs_no(s, t, "host code reads or writes through a pointer or array that may be a kept one");
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
static char *rs_join(rs *s, int i, int e)
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
