/* pragma-tool/alias.c - what may point into the arrays an automatic data
 * scope would keep (residency.c), over the whole file.
 *
 * A kept array may be reached by other names: a pointer set from it
 * ("double *gp = &A[3]", "a = (double (*)[n])A", "B = A + n"), a
 * parameter it is passed to, a struct or array it is stored in, an
 * integer it is converted to ("base = (uintptr_t)A", then "base + 8").
 * The tool follows every such flow on the tokens, by name: a parameter's
 * or a local's name in its function (all of a function's variables of
 * one name are one), a file-scope name in every function that does not
 * declare it (a name the file declares at file scope and in a function
 * stands for every variable of that name: merging more is safe):
 * the names a kept array's address reaches form its alias set, and host
 * code in the scope that names any of them ends it.  An assignment to a
 * name of the set makes the names of its value join too ("r = &q": what
 * is stored through r lands in q).  A name that may point to memory that
 * holds such an address ("*pp = A", "v->p = A", "ptrs[0] = A", the end
 * pointer of strtol) is marked so; where it is a parameter of a function
 * of the file, what each call passes there joins as well ("view(&q)":
 * the store lands in the caller's q).  Functions of the C library are
 * followed by what they do with their arguments (al_libs): "memset",
 * "strchr", "realloc" return their first one, "strtol" stores, through
 * its second, an address into its first.  A flow it cannot follow makes
 * the array escape, and the scope is not made: a store
 * through a parameter of a function the file names other than in calls
 * (its callers are not all seen); the bytes of memory that may hold
 * addresses copied ("memcpy(&q, ptrs, n)"); the address returned, stored
 * through an expression without a name or through an integer, used as a
 * subscript or called through.  An address passed to a function whose
 * body is not in this file (but for al_libs) is no escape but "foreign"
 * (pp_alias_set): code elsewhere may keep it, and can use it only while it
 * runs or through what it hands back, which residency_host.c rules out
 * inside the span (no such call there, no read or write through a pointer
 * the file's code cannot account for, no pointer given to the C library).
 *
 * A value of a floating type holds no address: a floating element
 * ("r[i][j]" of "double **r", summed into "acc" on the host) carries none
 * of its table's row addresses on, and an integer that may hold an
 * address, converted to a floating variable or stored into a floating
 * element, escapes (al_floating_elem).
 *
 * The file's facts that no span can live with are found here too: thread
 * or process creation and signal handlers (code the scan of a span cannot
 * see runs in between), and exit handlers (code that runs at "exit").
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define AL_BUDGET 50000000L       /* tokens looked at per closure before giving up */
#define AL_FILE_BUDGET 400000000L /* and per file (the spans tried, their closures) */
#define AL_MAX_PARAMS 128   /* parameters of a function looked at for a name */

struct pp_alias {
    pp_model *m;
    const pp_tokens *t;
    const pp_fdef *defs;
    int ndefs;
    pp_shape *shapes;  /* sorted by token */
    int nshapes;
    char *skip;        /* per token: in a region or a definition's parameters */
    char *body;        /* per token: in the body of a function definition */
    long spent;
    int *def_of;       /* per token: the definition whose parameters or body hold it, or -1 */
    const char **names; /* the alias set being closed */
    int *scope;         /* per name: the definition it is a parameter or local of (by
                           al_scope_at), or -1 (file scope, or a name the file also
                           declares at file scope: all of them one) */
    const char **via;   /* the kept array each name may point into */
    pp_loc *at;         /* where each name joined */
    char *thru;         /* per name: it may point to memory that holds an
                           address into the kept arrays (stored through it) */
    char *done;         /* per name: its occurrences were followed (1), with
                           "thru" set (2) */
    int n, cap, cap_via, cap_at, cap_thru, cap_done, cap_scope;
    const char *why;
    pp_loc why_loc;
    const char *foreign; /* the first address passed to a function whose body is
                            not in the file (al_call), or NULL */
    pp_loc foreign_loc;
    int oom;
};

/* ---- tokens ------------------------------------------------------------ */

static const pp_token *al_tok(const pp_alias *a, int i)
{
    return &a->t->v[i < 0 ? 0 : i < a->t->n ? i : a->t->n - 1];
}

static int al_is(const pp_alias *a, int i, const char *w)
{
    return i >= 0 && i < a->t->n && pp_tok_is(&a->t->v[i], w);
}

static int al_ident_is(const pp_token *t, const char *name)
{
    return t->kind == PP_TOK_IDENT && (size_t)t->len == strlen(name) && !strncmp(t->text, name, (size_t)t->len);
}

static int al_same(const pp_token *t, const pp_token *u)
{
    return t->kind == PP_TOK_IDENT && u->kind == PP_TOK_IDENT && t->len == u->len &&
           !strncmp(t->text, u->text, (size_t)t->len);
}

/* Nonzero when "t" is one of the words "w" (NULL-terminated). */
static int al_in(const pp_token *t, const char *const *w)
{
    int i;
    for (i = 0; w[i]; i++)
        if (pp_tok_is(t, w[i]))
            return 1;
    return 0;
}

static const char *const al_keywords[] = {
    "if", "for", "while", "switch", "return", "sizeof", "do", "else", "case", "default", "goto", "break",
    "continue", "_Alignof", "__alignof__", "typeof", "__typeof__", "_Generic", "char", "short", "int",
    "long", "float", "double", "void", "signed", "unsigned", "_Bool", "const", "volatile", "restrict",
    "static", "extern", "register", "auto", "struct", "union", "enum", "typedef", "inline", NULL};

static const char *const al_assign[] = {"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", NULL};

/* The token after the group opened at "i". */
static int al_skip(const pp_alias *a, int i)
{
    int depth = 0;
    for (; i < a->t->n; i++) {
        const pp_token *t = al_tok(a, i);
        if (pp_tok_is(t, "(") || pp_tok_is(t, "[") || pp_tok_is(t, "{"))
            depth++;
        else if ((pp_tok_is(t, ")") || pp_tok_is(t, "]") || pp_tok_is(t, "}")) && --depth == 0)
            return i + 1;
    }
    return a->t->n;
}

/* The token that opens the group closed at "i", or -1. */
static int al_back(const pp_alias *a, int i)
{
    int depth = 0;
    for (; i >= 0; i--) {
        const pp_token *t = al_tok(a, i);
        if (pp_tok_is(t, ")") || pp_tok_is(t, "]") || pp_tok_is(t, "}"))
            depth++;
        else if ((pp_tok_is(t, "(") || pp_tok_is(t, "[") || pp_tok_is(t, "{")) && --depth == 0)
            return i;
    }
    return -1;
}

/* ---- names ------------------------------------------------------------- */

/* What the declarations of the name of token "t" say: "*scalar" all are
 * objects of arithmetic type, "*rank" the most subscripts one takes (-1:
 * unknown, its elements may hold pointers), "*type" one is a type or a
 * function; nonzero when there is one. */
static int al_facts(pp_alias *a, const pp_token *t, int *scalar, int *rank, int *type)
{
    int k, found = 0;
    *scalar = 1;
    *rank = 0;
    *type = 0;
    a->spent += a->nshapes;
    for (k = 0; k < a->nshapes; k++) {
        const pp_shape *s = &a->shapes[k];
        if (!al_same(al_tok(a, s->tok), t))
            continue;
        found = 1;
        *scalar &= s->scalar;
        *type |= s->is_typedef || s->is_func;
        if (s->opaque || *rank < 0)
            *rank = -1;
        else if (s->ndim > *rank)
            *rank = s->ndim;
    }
    if (!found)
        *scalar = 0;
    return found;
}

/* Nonzero when token "i" is the name in a declaration. */
static int al_is_decl(const pp_alias *a, int i)
{
    int lo = 0, hi = a->nshapes - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        if (a->shapes[mid].tok == i)
            return 1;
        if (a->shapes[mid].tok < i)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return 0;
}

static int al_shape_cmp(const void *x, const void *y)
{
    const pp_shape *s = x, *u = y;
    return (s->tok > u->tok) - (s->tok < u->tok);
}

/* The definition whose parameter or local the name at token "i" is, or
 * -1: at file scope, outside every definition, or a name the file also
 * declares at file scope, unless the function's every declaration of it
 * is a parameter or in its outermost block before any mention of the
 * name in its body (then it hides the file's in the whole function);
 * else every variable of that name is one (merging more is safe).  The
 * declarations of a definition are taken together, whatever block they
 * are in. */
static int al_scope_at(pp_alias *a, int i)
{
    const pp_token *t = al_tok(a, i);
    int d = i >= 0 && i < a->t->n ? a->def_of[i] : -1, k, j, local = 0, global = 0, first = -1, depth;
    if (d < 0 || t->kind != PP_TOK_IDENT)
        return -1;
    a->spent += a->nshapes;
    for (k = 0; k < a->nshapes; k++) {
        int tok = a->shapes[k].tok;
        if (!al_same(al_tok(a, tok), t) || tok < 0 || tok >= a->t->n)
            continue;
        if (a->def_of[tok] < 0)
            global = 1;
        else if (a->def_of[tok] == d) {
            local = 1;
            if (tok > a->defs[d].body && (first < 0 || tok > first))
                first = tok; /* (the last declaration in the body: every one must come before the mentions) */
        }
    }
    if (!local)
        return -1;
    if (!global)
        return d;
    if (first < 0)
        return d; /* a parameter: the whole body */
    for (j = a->defs[d].body + 1, depth = 1; j < first; j++) { /* declared in the outermost block, unmentioned before */
        if (al_is(a, j, "{"))
            depth++;
        else if (al_is(a, j, "}"))
            depth--;
        else if (al_same(al_tok(a, j), t) && !al_is(a, j - 1, ".") && !al_is(a, j - 1, "->") && !al_is_decl(a, j))
            return -1;
    }
    for (k = 0; k < a->nshapes; k++) { /* each declaration in the body at depth 1 */
        int tok = a->shapes[k].tok, dd = 0;
        if (!al_same(al_tok(a, tok), t) || tok < 0 || tok >= a->t->n || a->def_of[tok] != d || tok < a->defs[d].body)
            continue;
        for (j = a->defs[d].body; j < tok; j++)
            dd += al_is(a, j, "{") - al_is(a, j, "}");
        if (dd != 1)
            return -1;
    }
    (void)depth;
    return d;
}

int pp_alias_scope_at(pp_alias *a, int i)
{
    return al_scope_at(a, i);
}

static int al_has_param(const pp_alias *a, const pp_fdef *f, int p);
static int al_arg(pp_alias *a, int open, int n, int *end);

/* The shapes of the variable named at token "i" (same scope): nonzero
 * when every one passes "ok" (0: none, or one fails). */
static int al_var_shapes(pp_alias *a, int i, int (*ok)(const pp_shape *, int), int arg)
{
    const pp_token *t = al_tok(a, i);
    int scope = al_scope_at(a, i), k, found = 0;
    a->spent += a->nshapes;
    for (k = 0; k < a->nshapes; k++) {
        const pp_shape *x = &a->shapes[k];
        if (!al_same(al_tok(a, x->tok), t) || x->tok < 0 || x->tok >= a->t->n ||
            (scope >= 0 ? a->def_of[x->tok] != scope : a->def_of[x->tok] >= 0 && scope == -1 &&
                                                           al_scope_at(a, x->tok) != -1))
            continue;
        if (!ok(x, arg))
            return 0;
        found = 1;
    }
    return found;
}

static int al_sealed_array(const pp_shape *x, int rank)
{
    return x->array && !x->global && !x->opaque && !x->is_typedef && !x->is_func && x->ndim == rank;
}

static int al_sealed_scalar(const pp_shape *x, int unused)
{
    (void)unused;
    return x->scalar && !x->global && !x->opaque && !x->is_typedef && !x->is_func;
}

/* Nonzero when the name at token "j" is followed by "rank" subscripts and
 * has no "&" before it. */
static int al_full_subscript(const pp_alias *a, int j, int rank)
{
    int e = j + 1, k;
    if (al_is(a, j - 1, "&"))
        return 0;
    for (k = 0; k < rank; k++) {
        if (!al_is(a, e, "["))
            return 0;
        e = al_skip(a, e);
    }
    return 1;
}

/* Nonzero when "&x[...]" at token "j" (the name, "rank" subscripts) is a
 * whole argument of a call of a C library function that keeps no pointer
 * it is given (reads or writes through it during the call only). */
static int al_lib_element_arg(pp_alias *a, int j, int rank)
{
    static const char *const keeps_none[] = {"scanf", "fscanf", "sscanf", "printf", "fprintf", "sprintf",
                                             "snprintf", "fread", "fwrite", "memset", "memcpy", "memmove", NULL};
    int e = j + 1, k, f, depth = 0;
    if (!al_is(a, j - 1, "&") || !(al_is(a, j - 2, "(") || al_is(a, j - 2, ",")))
        return 0;
    for (k = 0; k < rank; k++) {
        if (!al_is(a, e, "["))
            return 0;
        e = al_skip(a, e);
    }
    if (!(al_is(a, e, ",") || al_is(a, e, ")")))
        return 0;
    for (f = j - 2; f >= 0; f--) { /* the "(" of the call */
        if (al_is(a, f, ")") || al_is(a, f, "]"))
            depth++;
        else if (al_is(a, f, "(") || al_is(a, f, "[")) {
            if (!depth--)
                break;
        }
    }
    return f >= 1 && al_is(a, f, "(") && al_in(al_tok(a, f - 1), keeps_none);
}

/* Nonzero when token "j", at file scope, names a parameter of a function
 * declaration (a prototype's: "int nx)"), no object. */
static int al_proto_param(pp_alias *a, int j)
{
    int f, depth = 0;
    if (a->def_of[j] >= 0 || !(al_is(a, j + 1, ",") || al_is(a, j + 1, ")") || al_is(a, j + 1, "[")))
        return 0;
    for (f = j - 1; f >= 0; f--) {
        if (al_is(a, f, ")") || al_is(a, f, "]"))
            depth++;
        else if (al_is(a, f, "(") || al_is(a, f, "[")) {
            if (!depth--)
                break;
        } else if (!depth && (al_is(a, f, ";") || al_is(a, f, "{") || al_is(a, f, "}") || al_is(a, f, "=")))
            return 0;
    }
    /* "f(" at file scope, the name before its "(" a declared function */
    return f >= 1 && al_is(a, f, "(") && al_tok(a, f - 1)->kind == PP_TOK_IDENT && al_is_decl(a, f - 1) &&
           !al_in(al_tok(a, f - 1), al_keywords) && a->def_of[f - 1] < 0;
}

int pp_alias_sealed_array(pp_alias *a, int i)
{
    const pp_token *t = al_tok(a, i);
    int scope = al_scope_at(a, i), rank = -1, k, j;
    if (t->kind != PP_TOK_IDENT)
        return 0;
    for (k = 0; k < a->nshapes && rank < 0; k++) /* (the variable's own declaration: math.h declares y1) */
        if (al_same(al_tok(a, a->shapes[k].tok), t) && a->shapes[k].tok >= 0 && a->shapes[k].tok < a->t->n &&
            (scope >= 0 ? a->def_of[a->shapes[k].tok] == scope : al_scope_at(a, a->shapes[k].tok) == -1))
            rank = a->shapes[k].ndim;
    if (rank < 1 || !al_var_shapes(a, i, al_sealed_array, rank))
        return 0;
    for (k = 0; k < a->nshapes; k++) /* a parameter is a pointer whatever its declarator */
        if (scope >= 0 && al_same(al_tok(a, a->shapes[k].tok), t) && a->shapes[k].tok >= 0 &&
            a->shapes[k].tok < a->defs[scope].body && a->def_of[a->shapes[k].tok] == scope)
            return 0;
    a->spent += a->t->n;
    for (j = 0; j < a->t->n; j++) { /* every mention in the file: an element, no address */
        if (!al_same(al_tok(a, j), t) || al_is(a, j - 1, ".") || al_is(a, j - 1, "->") || al_is_decl(a, j) ||
            al_scope_at(a, j) != scope)
            continue;
        if (!al_full_subscript(a, j, rank) && !al_lib_element_arg(a, j, rank) && !al_proto_param(a, j))
            return 0;
    }
    return 1;
}

/* Nonzero when every "&" of the variable named at token "x" is a whole
 * argument at position "p" of a call of definition "d". */
static int al_scalar_addressed_only_here(pp_alias *a, int x, int d, int p)
{
    const pp_token *t = al_tok(a, x);
    int scope = al_scope_at(a, x), j;
    a->spent += a->t->n;
    for (j = 1; j < a->t->n; j++) {
        int f, depth = 0, commas = 0;
        if (!al_same(al_tok(a, j), t) || !al_is(a, j - 1, "&") || al_is(a, j - 2, ".") || al_scope_at(a, j) != scope)
            continue;
        if (!(al_is(a, j + 1, ",") || al_is(a, j + 1, ")")))
            return 0;
        for (f = j - 2; f >= 0; f--) { /* the call it is an argument of */
            if (al_is(a, f, ")") || al_is(a, f, "]"))
                depth++;
            else if (al_is(a, f, "(") || al_is(a, f, "[")) {
                if (!depth--)
                    break;
            } else if (!depth && al_is(a, f, ","))
                commas++;
        }
        if (f < 1 || !al_is(a, f, "(") || !al_ident_is(al_tok(a, f - 1), a->defs[d].name) || commas != p ||
            !(al_is(a, j - 2, ",") || al_is(a, j - 2, "(")))
            return 0;
    }
    return 1;
}

/* The position of the parameter named at token "i" among those of the
 * function definition holding it (its index in "*d"), or -1. */
static int al_own_param(pp_alias *a, int i, int *d)
{
    const pp_token *t = al_tok(a, i);
    int pos;
    *d = i >= 0 && i < a->t->n ? a->def_of[i] : -1;
    if (t->kind != PP_TOK_IDENT || *d < 0 || al_scope_at(a, i) != *d)
        return -1;
    for (pos = 0; pos < AL_MAX_PARAMS; pos++) {
        int tok = pp_fdef_param(a->t, &a->defs[*d], pos);
        if (tok < 0 && !al_has_param(a, &a->defs[*d], pos))
            break;
        if (tok >= 0 && al_same(al_tok(a, tok), t))
            return pos;
    }
    return -1;
}

/* The next mention of definition "d" from token "*j" on that is not its
 * definition, a declaration or a region's text: 1 with its argument "p"
 * at [*s0, *e) (and "*j" past it), 0 when there is none left, -1 when it
 * is no call with such an argument. */
static int al_next_call(pp_alias *a, int d, int *j, int p, int *s0, int *e)
{
    for (; *j < a->t->n; (*j)++) {
        const pp_token *u = al_tok(a, *j);
        if (!al_ident_is(u, a->defs[d].name) || al_is(a, *j - 1, ".") || al_is(a, *j - 1, "->"))
            continue;
        if (*j == a->defs[d].from || al_is_decl(a, *j) || a->skip[*j])
            continue;
        if (!al_is(a, *j + 1, "(") || (*s0 = al_arg(a, *j + 1, p, e)) < 0)
            return -1;
        (*j)++;
        return 1;
    }
    return 0;
}

int pp_alias_scalar_out(pp_alias *a, int i)
{
    const pp_token *t = al_tok(a, i);
    int d, p = al_own_param(a, i, &d), j, end, r, s0, e, x;
    if (p < 0)
        return 0;
    end = al_skip(a, a->defs[d].body);
    a->spent += a->t->n;
    for (j = a->defs[d].body; j < end; j++) /* every mention in it: "*p" */
        if (al_same(al_tok(a, j), t) && !al_is(a, j - 1, ".") && !al_is(a, j - 1, "->") &&
            (!al_is(a, j - 1, "*") || al_is(a, j + 1, "[") || al_is(a, j + 1, "(") || al_is(a, j + 1, ".") ||
             al_is(a, j + 1, "->") || al_is(a, j + 1, "++") || al_is(a, j + 1, "--") || al_is_decl(a, j)))
            return 0;
    for (j = 0; (r = al_next_call(a, d, &j, p, &s0, &e)) != 0;) { /* every call: passing "&x" there */
        if (r < 0)
            return 0;
        x = s0 + 1;
        if (!al_is(a, s0, "&") || al_tok(a, x)->kind != PP_TOK_IDENT || !(al_is(a, x + 1, ",") || al_is(a, x + 1, ")")))
            return 0;
        if (!al_var_shapes(a, x, al_sealed_scalar, 0) || !al_scalar_addressed_only_here(a, x, d, p))
            return 0;
    }
    return 1;
}

/* Nonzero when the name at token "i" is a parameter of its function that
 * holds a string literal wherever the function runs: every mention of the
 * function in the file is a call passing one there, and the function
 * never assigns the parameter nor takes its address. */
int pp_alias_param_literal(pp_alias *a, int i)
{
    const pp_token *t = al_tok(a, i);
    int d, p = al_own_param(a, i, &d), j, end, r, s0, s1, e;
    if (p < 0)
        return 0;
    end = al_skip(a, a->defs[d].body);
    a->spent += a->t->n;
    for (j = a->defs[d].body; j < end; j++) /* every mention in it: no assignment, no address */
        if (al_same(al_tok(a, j), t) && !al_is(a, j - 1, ".") && !al_is(a, j - 1, "->") &&
            (al_is_decl(a, j) || al_is(a, j - 1, "&") || al_is(a, j - 1, "++") || al_is(a, j - 1, "--") ||
             al_is(a, j + 1, "++") || al_is(a, j + 1, "--") || al_in(al_tok(a, j + 1), al_assign)))
            return 0;
    for (j = 0; (r = al_next_call(a, d, &j, p, &s0, &e)) != 0;) { /* every call: a literal there */
        if (r < 0)
            return 0;
        for (s1 = s0; s1 < e && al_tok(a, s1)->kind == PP_TOK_STRING; s1++) /* (adjacent literals are one) */
            ;
        if (s1 == s0 || s1 != e)
            return 0;
    }
    return 1;
}

int pp_alias_rank(pp_alias *a, int tok)
{
    int lo = 0, hi = a->nshapes - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        if (a->shapes[mid].tok == tok)
            return a->shapes[mid].opaque || a->shapes[mid].is_typedef || a->shapes[mid].is_func ? -1 :
                                                                                                     a->shapes[mid].ndim;
        if (a->shapes[mid].tok < tok)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -1;
}

/* Nonzero when the name at token "i" is member "k" of the alias set. */
static int al_member_at(pp_alias *a, int i, int k)
{
    return al_ident_is(al_tok(a, i), a->names[k]) && al_scope_at(a, i) == a->scope[k];
}

/* The index of the name at token "i" in the alias set, or -1. */
static int al_find(pp_alias *a, int i)
{
    int k;
    for (k = 0; k < a->n; k++)
        if (al_member_at(a, i, k))
            return k;
    return -1;
}

/* Append "name", reaching kept array "via", joined at "at", to the alias
 * set ("thru": see struct pp_alias). */
static void al_push(pp_alias *a, const char *name, int scope, const char *via, pp_loc at, int thru)
{
    int nv = a->n, na = a->n, nt = a->n, nd = a->n, ns = a->n;
    char th = (char)(thru != 0), no = 0;
    if (!name || pp_vec_push(a->m->arena, &a->via, &nv, &a->cap_via, sizeof(char *), &via) ||
        pp_vec_push(a->m->arena, &a->scope, &ns, &a->cap_scope, sizeof(int), &scope) ||
        pp_vec_push(a->m->arena, &a->at, &na, &a->cap_at, sizeof(pp_loc), &at) ||
        pp_vec_push(a->m->arena, &a->thru, &nt, &a->cap_thru, 1, &th) ||
        pp_vec_push(a->m->arena, &a->done, &nd, &a->cap_done, 1, &no) ||
        pp_vec_push(a->m->arena, &a->names, &a->n, &a->cap, sizeof(char *), &name))
        a->oom = 1;
}

static int al_named_scalar(pp_alias *a, const char *name, int floating);
static int al_int_member(pp_alias *a, int k);
static void al_escape(pp_alias *a, int i, const char *why);
static const char *al_from(pp_alias *a, int k);

/* Add the name of token "i" to the alias set, reached from member "from";
 * "thru": it may point to memory that holds an address into the kept
 * arrays (a name already there takes that on). */
static void al_add(pp_alias *a, int i, int from, int thru)
{
    const pp_token *t = al_tok(a, i);
    int m = al_find(a, i);
    if (m < 0 && al_int_member(a, from) &&
        al_named_scalar(a, pp_strndup(a->m->arena, t->text, (size_t)t->len), 1)) { /* (see al_floating_elem) */
        al_escape(a, i, pp_printf(a->m->arena, "'%s'%s, an integer that may hold an address, is converted to "
                                               "the floating '%.*s'", a->names[from], al_from(a, from), t->len, t->text));
        return;
    }
    if (m >= 0) {
        if (thru)
            a->thru[m] = 1;
        return;
    }
    al_push(a, pp_strndup(a->m->arena, t->text, (size_t)t->len), al_scope_at(a, i), a->via[from], t->loc, thru);
}

/* Record that the alias set escapes at token "i", for "why" (first only). */
static void al_escape(pp_alias *a, int i, const char *why)
{
    if (a->why)
        return;
    a->why = why ? why : "out of memory";
    a->why_loc = al_tok(a, i)->loc;
}

const char *pp_alias_where(pp_arena *arena, pp_loc loc)
{
    const char *file = loc.file ? loc.file : "";
    const char *w = pp_printf(arena, "%s:%d:%d", strrchr(file, '/') ? strrchr(file, '/') + 1 : file, loc.line,
                              loc.col);
    return w ? w : "?";
}

/* " (which may point into 'A': ...)" for member "k", or "". */
static const char *al_from(pp_alias *a, int k)
{
    if (k < 0 || !strcmp(a->names[k], a->via[k]))
        return "";
    return pp_printf(a->m->arena, " (which may point into '%s': it takes its address at %s)", a->via[k],
                     pp_alias_where(a->m->arena, a->at[k]));
}

/* ---- occurrences --------------------------------------------------------- */

/* Nonzero when the name at token "i" is under "sizeof" or "_Alignof"
 * ("sizeof *p" too). */
static int al_sizeof(const pp_alias *a, int i)
{
    for (i--; i >= 0 && (al_is(a, i, "(") || al_is(a, i, "*")); i--)
        ;
    return al_is(a, i, "sizeof") || al_is(a, i, "_Alignof") || al_is(a, i, "__alignof__");
}

/* Nonzero when the group from "(" at token "o" to ")" at "c" holds a type
 * name (a cast): type words, typedef names, names the file does not
 * declare (from a header), "*"; "*ptr": one of them is "*". */
static int al_type_name(pp_alias *a, int o, int c, int *ptr)
{
    static const char *const words[] = {"char", "short", "int", "long", "float", "double", "void", "signed",
                                        "unsigned", "_Bool", "const", "volatile", "restrict", "struct", "union",
                                        "enum", "_Complex", "__int128", NULL};
    int j, scalar, rank, type, seen = 0;
    *ptr = 0;
    for (j = o + 1; j < c; j++) {
        const pp_token *t = al_tok(a, j);
        if (pp_tok_is(t, "*"))
            *ptr = 1;
        else if (t->kind != PP_TOK_IDENT)
            return 0;
        else if (al_in(t, words) ||
                 (al_is(a, j - 1, "struct") || al_is(a, j - 1, "union") || al_is(a, j - 1, "enum")))
            seen = 1;
        else if (al_in(t, al_keywords) || (al_facts(a, t, &scalar, &rank, &type) && !type))
            return 0; /* a variable */
        else
            seen = 1;
    }
    return seen;
}

/* Nonzero when the "*" at token "i" is unary. */
static int al_unary_star(pp_alias *a, int i)
{
    const pp_token *p = al_tok(a, i - 1);
    int ptr;
    if (!al_is(a, i, "*") || i == 0)
        return 0;
    if (p->kind == PP_TOK_IDENT)
        return al_in(p, al_keywords);
    if (pp_tok_is(p, ")") && al_back(a, i - 1) >= 0)
        return al_type_name(a, al_back(a, i - 1), i - 1, &ptr); /* after a cast */
    return p->kind == PP_TOK_PUNCT && !pp_tok_is(p, ")") && !pp_tok_is(p, "]") && !pp_tok_is(p, "++") &&
           !pp_tok_is(p, "--");
}

/* Nonzero when the name at token "i" is an element of arithmetic type
 * (subscripted or dereferenced as often as it takes, not under "&"): a
 * value no pointer comes from. */
static int al_elem(pp_alias *a, int i)
{
    int scalar, rank, type, c = 0, j = i + 1, k = i - 1;
    if (!al_facts(a, al_tok(a, i), &scalar, &rank, &type) || rank <= 0)
        return 0;
    while (al_is(a, j, "[")) {
        j = al_skip(a, j);
        c++;
    }
    while (al_unary_star(a, k)) {
        k--;
        c++;
    }
    while (al_is(a, k, "("))
        k--;
    return c >= rank && !al_is(a, j, ".") && !al_is(a, j, "->") && !al_is(a, k, "&");
}

/* Nonzero when every declaration of the name of token "i" is of a
 * floating type, or its elements are (pp_shape.floating), and the name
 * is an element there: "r[i][j]" of "double **r", "*p" of "double *p".
 * Such a value holds no address: an integer that may hold one, converted
 * to a floating variable (al_add) or stored into a floating element
 * (al_lhs_names), escapes. */
static int al_floating_elem(pp_alias *a, int i)
{
    int k, found = 0;
    if (!al_elem(a, i))
        return 0;
    a->spent += a->nshapes;
    for (k = 0; k < a->nshapes; k++)
        if (al_same(al_tok(a, a->shapes[k].tok), al_tok(a, i))) {
            if (!a->shapes[k].floating)
                return 0;
            found = 1;
        }
    return found;
}

/* Nonzero when every declaration named "name" has shape "x" with
 * "ok" (scalar and floating, or scalar and not floating) and one does. */
static int al_named_scalar(pp_alias *a, const char *name, int floating)
{
    int k, found = 0;
    size_t n = strlen(name);
    a->spent += a->nshapes;
    for (k = 0; k < a->nshapes; k++) {
        const pp_token *t = al_tok(a, a->shapes[k].tok);
        if (t->len != (int)n || strncmp(t->text, name, n))
            continue;
        if (!a->shapes[k].scalar || a->shapes[k].is_typedef || a->shapes[k].is_func ||
            !a->shapes[k].floating != !floating)
            return 0;
        found = 1;
    }
    return found;
}

/* Nonzero when member "k" of the alias set may be an integer holding an
 * address (a scalar of an integer type: "base = (uintptr_t)A"). */
static int al_int_member(pp_alias *a, int k)
{
    return al_named_scalar(a, a->names[k], 0);
}

/* Nonzero when every declaration of the name of token "i" is an array of
 * an arithmetic type: its bytes hold no address, unless one is stored
 * there (then it is in the alias set with "thru"). */
static int al_arith_array(pp_alias *a, int i)
{
    int k, found = 0;
    a->spent += a->nshapes;
    for (k = 0; k < a->nshapes; k++)
        if (al_same(al_tok(a, a->shapes[k].tok), al_tok(a, i))) {
            if (!a->shapes[k].array)
                return 0;
            found = 1;
        }
    return found;
}

/* Nonzero when the memory of the name of token "i" may hold an address
 * of memory that holds one (a pointer to a pointer, a struct or union),
 * or its elements an address (an array of an arithmetic type): where
 * "&name" points to memory that holds an address into the kept arrays,
 * the name joins as pointing to such memory too; else (a pointer to
 * arithmetic data, an integer) it holds that address itself. */
static int al_holds_deep(pp_alias *a, int i)
{
    int scalar, rank, type;
    return !al_facts(a, al_tok(a, i), &scalar, &rank, &type) || rank < 0 || rank >= 2 || al_arith_array(a, i);
}

/* Join the names whose value tokens [from ..) (to the end of the
 * expression) may carry to member "k" of the alias set.  "thru": the value
 * may point to memory that holds an address into the kept arrays (it is
 * assigned to a name that does); then a name of an arithmetic type there
 * (outside subscripts) joins too, as an integer that may hold that
 * pointer, and memory a call returns escapes (but new memory). */
static void al_union(pp_alias *a, int from, int k, int thru)
{
    static const char *const fresh[] = {"malloc", "calloc", "aligned_alloc", "alloca", "__builtin_alloca", NULL};
    int i, depth = 0, sub = 0;
    for (i = from; i < a->t->n; i++) {
        const pp_token *t = al_tok(a, i);
        int scalar, rank, type;
        a->spent++;
        if (pp_tok_is(t, "(") || pp_tok_is(t, "[") || pp_tok_is(t, "{")) {
            depth++;
            sub += pp_tok_is(t, "[");
        } else if (pp_tok_is(t, ")") || pp_tok_is(t, "]") || pp_tok_is(t, "}")) {
            sub -= pp_tok_is(t, "]") && sub > 0;
            if (--depth < 0)
                return;
        } else if (!depth && (pp_tok_is(t, ";") || pp_tok_is(t, ",")))
            return;
        else if (t->kind == PP_TOK_PRAGMA || t->kind == PP_TOK_EOF)
            return;
        else if (pp_tok_is(t, "sizeof") || pp_tok_is(t, "_Alignof"))
            i = al_is(a, i + 1, "(") ? al_skip(a, i + 1) - 1 : i + 1;
        else if (thru && al_in(t, fresh) && al_is(a, i + 1, "("))
            i = al_skip(a, i + 1) - 1; /* new memory: its size carries no address */
        else if (thru && t->kind == PP_TOK_IDENT && !al_in(t, al_keywords) && al_is(a, i + 1, "(")) {
            al_escape(a, i, pp_printf(a->m->arena, "'%s'%s may point to memory that holds an address into '%s', "
                                                   "memory that '%.*s' returns",
                                      a->names[k], al_from(a, k), a->via[k], t->len, t->text));
            return;
        } else if (t->kind == PP_TOK_IDENT && !al_in(t, al_keywords) && !al_is(a, i + 1, "(") &&
                 !al_is(a, i - 1, ".") && !al_is(a, i - 1, "->") && al_facts(a, t, &scalar, &rank, &type) &&
                 (!scalar || (thru && !sub)) && !type && !al_elem(a, i))
            al_add(a, i, k, thru && (!al_is(a, i - 1, "&") || al_holds_deep(a, i)));
    }
}

/* Nonzero when the name at token "i" is assigned (itself, through its
 * subscripts or members); "*rhs": the first token of the value. */
static int al_lhs(const pp_alias *a, int i, int *rhs)
{
    int j = i + 1;
    for (;;) {
        if (al_is(a, j, "["))
            j = al_skip(a, j);
        else if ((al_is(a, j, ".") || al_is(a, j, "->")) && al_tok(a, j + 1)->kind == PP_TOK_IDENT)
            j += 2;
        else
            break;
    }
    *rhs = j + 1;
    return j < a->t->n && al_in(al_tok(a, j), al_assign);
}

/* The first token of the left side of the assignment whose operator is
 * token "op", from token "i" back (its "stop": where it begins). */
static int al_lhs_start(const pp_alias *a, int i)
{
    while (i >= 0) {
        const pp_token *t = al_tok(a, i);
        if (pp_tok_is(t, ")") || pp_tok_is(t, "]")) {
            int o = al_back(a, i);
            if (o < 0)
                break;
            i = o - 1;
            continue;
        }
        if (pp_tok_is(t, ";") || pp_tok_is(t, "{") || pp_tok_is(t, "}") || pp_tok_is(t, ",") ||
            pp_tok_is(t, "(") || pp_tok_is(t, "?") || pp_tok_is(t, ":") || al_in(t, al_assign) ||
            pp_tok_is(t, "return") || t->kind == PP_TOK_PRAGMA)
            break;
        i--;
    }
    return i + 1;
}

/* The first token of the left side of the assignment whose operator is
 * token "op"; the names there join member "k".  A store through a
 * dereference ("*pp = ", "v->p = ", "pp[0] = ", "(*v).p = ") puts the
 * address into memory the name points to: the name joins as one that may
 * point to such memory (al_callers follows it to the callers when it is a
 * parameter); a store through an integer escapes.  "ints": the value may
 * be an address converted to an integer, a name of arithmetic type there
 * takes it too. */
static int al_lhs_names(pp_alias *a, int op, int k, int at, int ints)
{
    int from = al_lhs_start(a, op - 1), i, named = 0, deref = 0, decl = 0, number = 0, thru;
    for (i = from; i < op; i++) {
        const pp_token *t = al_tok(a, i);
        int scalar, rank, type;
        if (pp_tok_is(t, "(") || pp_tok_is(t, "[")) {
            int e = al_skip(a, i);
            if (pp_tok_is(t, "[") || (al_is(a, i + 1, "*") && al_tok(a, i + 2)->kind == PP_TOK_IDENT)) {
                deref = 1;
                decl |= pp_tok_is(t, "(") && al_is_decl(a, i + 2);
            }
            i = e - 1;
        } else if (pp_tok_is(t, "*") || pp_tok_is(t, "->")) {
            deref = 1;
        } else if (t->kind == PP_TOK_IDENT && !al_in(t, al_keywords) && !al_is(a, i - 1, ".") &&
                   !al_is(a, i - 1, "->")) {
            decl |= al_is_decl(a, i);
            if (al_facts(a, t, &scalar, &rank, &type) && !type)
                number |= scalar;
        }
    }
    thru = (deref && !decl) || a->thru[k];
    for (i = from; i < op && !decl && !al_named_scalar(a, a->names[k], 1); i++)
        if (al_tok(a, i)->kind == PP_TOK_IDENT && !al_in(al_tok(a, i), al_keywords) && al_floating_elem(a, i)) {
            al_escape(a, at, pp_printf(a->m->arena, "a value from '%s'%s, which may be an address, is stored in a "
                                                    "floating element", a->names[k], al_from(a, k)));
            return from;
        }
    if (deref && !decl && number) {
        al_escape(a, at, pp_printf(a->m->arena, "the address of '%s'%s is stored through an integer", a->names[k],
                                   al_from(a, k)));
        return from;
    }
    for (i = op - 1; i >= from; i--) {
        const pp_token *t = al_tok(a, i);
        int scalar, rank, type;
        if (pp_tok_is(t, ")") || pp_tok_is(t, "]")) {
            int o = al_back(a, i);
            if (pp_tok_is(t, ")") && al_is(a, o + 1, "*") && al_tok(a, o + 2)->kind == PP_TOK_IDENT) {
                al_add(a, o + 2, k, thru); /* "(*v).p", or a declarator "(*p)[n]" */
                named = 1;
            }
            i = o;
            continue;
        }
        if (t->kind == PP_TOK_IDENT && !al_in(t, al_keywords) && !al_is(a, i - 1, ".") && !al_is(a, i - 1, "->") &&
            al_facts(a, t, &scalar, &rank, &type) && !type) {
            if (!scalar || ints)
                al_add(a, i, k, thru);
            named = 1;
        }
    }
    if (!named)
        al_escape(a, at, pp_printf(a->m->arena, "the address of '%s'%s is stored through an expression with no name",
                                   a->names[k], al_from(a, k)));
    return from;
}

/* The first token of argument "n" of the call whose "(" is token "open",
 * or -1; its end (the "," or ")" after it) into "*end". */
static int al_arg(pp_alias *a, int open, int n, int *end)
{
    int i, at = 0, first = open + 1;
    for (i = open + 1; i < a->t->n; i++) {
        const pp_token *t = al_tok(a, i);
        a->spent++;
        if (pp_tok_is(t, "(") || pp_tok_is(t, "[") || pp_tok_is(t, "{"))
            i = al_skip(a, i) - 1;
        else if (pp_tok_is(t, ")") || pp_tok_is(t, ",")) {
            if (at == n) {
                *end = i;
                return i > first ? first : -1;
            }
            if (pp_tok_is(t, ")"))
                return -1;
            at++;
            first = i + 1;
        } else if (pp_tok_is(t, "]") || pp_tok_is(t, "}") || t->kind == PP_TOK_PRAGMA || t->kind == PP_TOK_EOF)
            return -1;
    }
    return -1;
}

/* What a function of the C library does with the pointers it is passed
 * (what it reads or writes through them is a host access, seen by name):
 * it keeps none of them; it returns argument "ret" (or an address into
 * it; -1: none); through argument "end" it stores an address into
 * argument 0 (an end pointer; -1: none); it copies the bytes the
 * arguments of mask "bytes" (bit n: argument n) point to elsewhere. */
typedef struct al_lib {
    const char *name;
    signed char ret, end;
    unsigned char bytes;
} al_lib;

static const al_lib al_libs[] = {
    {"free", -1, -1, 0}, {"printf", -1, -1, 0}, {"fprintf", -1, -1, 0}, {"puts", -1, -1, 0},
    {"fputs", -1, -1, 0}, {"fwrite", -1, -1, 0}, {"fread", -1, -1, 0}, {"memcmp", -1, -1, 0},
    {"strlen", -1, -1, 0}, {"strnlen", -1, -1, 0}, {"strcmp", -1, -1, 0}, {"strncmp", -1, -1, 0},
    {"strspn", -1, -1, 0}, {"strcspn", -1, -1, 0}, {"time", -1, -1, 0}, {"snprintf", -1, -1, 0},
    {"sprintf", -1, -1, 0}, {"scanf", -1, -1, 0}, {"fscanf", -1, -1, 0}, {"sscanf", -1, -1, 0},
    {"atoi", -1, -1, 0}, {"atol", -1, -1, 0}, {"atoll", -1, -1, 0}, {"atof", -1, -1, 0},
    {"strdup", -1, -1, 1}, {"strndup", -1, -1, 1},
    /* they return their first argument, or an address into it */
    {"memset", 0, -1, 0}, {"strchr", 0, -1, 0}, {"strrchr", 0, -1, 0}, {"strstr", 0, -1, 0},
    {"strpbrk", 0, -1, 0}, {"strcasestr", 0, -1, 0}, {"memchr", 0, -1, 0}, {"memrchr", 0, -1, 0},
    {"rawmemchr", 0, -1, 0}, {"strchrnul", 0, -1, 0}, {"fgets", 0, -1, 0}, {"realloc", 0, -1, 0},
    {"reallocarray", 0, -1, 0}, {"wmemset", 0, -1, 0}, {"wcschr", 0, -1, 0}, {"wcsrchr", 0, -1, 0},
    {"wcsstr", 0, -1, 0}, {"wcspbrk", 0, -1, 0}, {"wmemchr", 0, -1, 0}, {"fgetws", 0, -1, 0},
    /* ... copying the bytes of their second */
    {"memcpy", 0, -1, 2}, {"memmove", 0, -1, 2}, {"mempcpy", 0, -1, 2}, {"memccpy", 0, -1, 2},
    {"strcpy", 0, -1, 2}, {"strncpy", 0, -1, 2}, {"strcat", 0, -1, 2}, {"strncat", 0, -1, 2},
    {"stpcpy", 0, -1, 2}, {"stpncpy", 0, -1, 2}, {"wmemcpy", 0, -1, 2}, {"wmemmove", 0, -1, 2},
    {"wcscpy", 0, -1, 2}, {"wcsncpy", 0, -1, 2}, {"wcscat", 0, -1, 2}, {"wcsncat", 0, -1, 2},
    /* an end pointer into their first argument */
    {"strtol", -1, 1, 0}, {"strtoul", -1, 1, 0}, {"strtoll", -1, 1, 0}, {"strtoull", -1, 1, 0},
    {"strtod", -1, 1, 0}, {"strtof", -1, 1, 0}, {"strtold", -1, 1, 0}, {"strtoimax", -1, 1, 0},
    {"strtoumax", -1, 1, 0}, {"wcstol", -1, 1, 0}, {"wcstoul", -1, 1, 0}, {"wcstoll", -1, 1, 0},
    {"wcstoull", -1, 1, 0}, {"wcstod", -1, 1, 0}, {"wcstof", -1, 1, 0}, {"wcstold", -1, 1, 0},
    {NULL, -1, -1, 0}};

/* Functions of the C library that keep a pointer they are given for
 * other calls to use later, calls a span may make (printf writing into
 * the buffer setvbuf gave stdout, getenv returning putenv's string) or
 * that complete asynchronously (aio): an address passed to one escapes
 * (the span cannot be kept), no "foreign" address. */
static const char *const al_keeps_for_libc[] = {"setvbuf", "setbuf", "setbuffer", "setlinebuf", "putenv",
                                                "fmemopen", "open_memstream", "open_wmemstream", "fopencookie",
                                                "aio_read", "aio_write", "aio_fsync", "lio_listio", "sigaltstack",
                                                NULL};

static const al_lib *al_lib_of(const pp_token *t)
{
    int i;
    for (i = 0; al_libs[i].name; i++)
        if (pp_tok_is(t, al_libs[i].name))
            return &al_libs[i];
    return NULL;
}

static void al_walk(pp_alias *a, int i, int k, int ints);

/* The call at token "f" stores an address into its argument 0, where
 * member "k" is, through its argument "e" (an end pointer): "&end" (or
 * "&s.end") makes "end" ("s") join, a pointer "ep" makes "ep" join as
 * pointing to memory that holds the address, a null pointer nothing;
 * anything else escapes. */
static void al_end_pointer(pp_alias *a, int f, int e, int i, int k)
{
    int end, ptr, j, m, s = al_arg(a, f + 1, e, &end), named = 0;
    if (s < 0)
        return;
    for (j = s; j < end; j++) /* a null pointer names nothing */
        if (al_tok(a, j)->kind == PP_TOK_IDENT && !al_in(al_tok(a, j), al_keywords))
            named = 1;
    if (!named)
        return;
    for (j = s; al_is(a, j, "(");) /* casts and parentheses */
        j = al_type_name(a, j, al_skip(a, j) - 1, &ptr) ? al_skip(a, j) : j + 1;
    m = j + al_is(a, j, "&");
    if (al_tok(a, m)->kind == PP_TOK_IDENT && !al_in(al_tok(a, m), al_keywords)) {
        int n = m + 1, scalar, rank, type;
        while (al_is(a, j, "&") && al_is(a, n, ".") && al_tok(a, n + 1)->kind == PP_TOK_IDENT)
            n += 2;
        while (n < end && al_is(a, n, ")"))
            n++;
        if (n == end && al_facts(a, al_tok(a, m), &scalar, &rank, &type) && !scalar && !type) {
            al_add(a, m, k, al_is(a, j, "&") ? a->thru[k] : 1);
            return;
        }
    }
    al_escape(a, i, pp_printf(a->m->arena, "an address into '%s'%s is stored through the end pointer '%s' takes",
                              a->names[k], al_from(a, k), pp_strndup(a->m->arena, al_tok(a, f)->text,
                                                                     (size_t)al_tok(a, f)->len)));
}

/* The value of member "k" at token "i" is an argument (number "arg") of
 * the call at token "f"; "addr": the argument is its address ("&p"). */
static void al_call(pp_alias *a, int f, int arg, int i, int k, int addr)
{
    const pp_token *t = al_tok(a, f);
    char *name = pp_strndup(a->m->arena, t->text, (size_t)t->len);
    const al_lib *l = NULL;
    int d, p;
    if (!name) {
        a->oom = 1;
        return;
    }
    for (d = 0; d < a->ndefs; d++)
        if (!strcmp(a->defs[d].name, name))
            break;
    if (d < a->ndefs && (p = pp_fdef_param(a->t, &a->defs[d], arg)) >= 0) {
        al_add(a, p, k, a->thru[k]);
        return;
    }
    if (d == a->ndefs && (l = al_lib_of(t)) != NULL) {
        if (arg == l->ret) {
            al_walk(a, f, k, 0); /* the call's value */
            return;
        }
        if (arg == l->end)
            return; /* it stores into what the argument points to */
        if (arg == 0 && l->end >= 0) {
            al_end_pointer(a, f, l->end, i, k);
            return;
        }
        if ((l->bytes >> arg & 1) && !(al_arith_array(a, i) && !a->thru[k])) {
            al_escape(a, i, pp_printf(a->m->arena, "'%s' copies what '%s'%s points to, which may hold addresses",
                                      name, a->names[k], al_from(a, k)));
            return;
        }
            if (!addr)
            return;
    }
    if (d == a->ndefs && !l && !al_in(t, al_keeps_for_libc)) {
        /* code elsewhere may keep it: it can use it only when it runs,
         * or hand it back through what it returns or stores; the span
         * checks both (residency_host.c, "foreign") */
        if (!a->foreign) {
            a->foreign = pp_printf(a->m->arena, "the address of '%s'%s is passed to '%s', whose body is not in this "
                                                "file (it may keep it)", a->names[k], al_from(a, k), name);
            a->foreign_loc = al_tok(a, i)->loc;
            if (!a->foreign)
                a->oom = 1;
        }
        return;
    }
    al_escape(a, i, pp_printf(a->m->arena, "the address of '%s'%s is passed to '%s', %s", a->names[k], al_from(a, k),
                              name, d < a->ndefs ? "which takes it in no named parameter" :
                              "whose body is not in this file (it may keep it)"));
}

/* Nonzero when the value at token "i", reaching an assignment past no cast
 * to an integer type, may still be an address C converts to the integer
 * assigned (compilers take it with a warning): not the difference of two
 * pointers ("minus": a binary "-" is on its left), nor a test. */
static int al_still_address(pp_alias *a, int i, int minus)
{
    static const char *const tests[] = {"?", "==", "!=", "<", ">", "<=", ">=", "&&", "||", NULL};
    const pp_token *t, *u;
    int j = i + 1, scalar, rank, type;
    if (minus)
        return 0;
    for (;;) {
        if (al_is(a, j, "[") || al_is(a, j, "("))
            j = al_skip(a, j);
        else if ((al_is(a, j, ".") || al_is(a, j, "->")) && al_tok(a, j + 1)->kind == PP_TOK_IDENT)
            j += 2;
        else if (al_is(a, j, ")") || al_is(a, j, "++") || al_is(a, j, "--"))
            j++;
        else
            break;
    }
    t = al_tok(a, j);
    u = al_tok(a, j + 1);
    if (pp_tok_is(t, "-"))
        return !(pp_tok_is(u, "&") || (u->kind == PP_TOK_IDENT && al_facts(a, u, &scalar, &rank, &type) && !scalar &&
                                        !type && !al_elem(a, j + 1)));
    return !al_in(t, tests);
}

/* Follow the value of member "k" at token "i" out to what takes it;
 * "ints": the value is an integer that may hold an address. */
static void al_walk(pp_alias *a, int i, int k, int ints)
{
    int j = i - 1, commas = 0, addr = 0, minus = 0, ptr, o;
    while (j >= 0 && !a->why) {
        const pp_token *t = al_tok(a, j);
        a->spent++;
        if (pp_tok_is(t, ")") || pp_tok_is(t, "]")) {
            o = al_back(a, j);
            if (pp_tok_is(t, ")") && o >= 0 && al_type_name(a, o, j, &ptr) && !ptr)
                ints = 1; /* a cast to an arithmetic type */
            j = o - 1;
            continue;
        }
        if (pp_tok_is(t, "&") && !commas)
            addr = 1;
        if (pp_tok_is(t, "-") && j > 0 &&
            (al_tok(a, j - 1)->kind == PP_TOK_NUMBER || al_is(a, j - 1, ")") || al_is(a, j - 1, "]") ||
             (al_tok(a, j - 1)->kind == PP_TOK_IDENT && !al_in(al_tok(a, j - 1), al_keywords))))
            minus = 1;
        if (pp_tok_is(t, ",")) {
            commas++;
        } else if (pp_tok_is(t, "(")) {
            const pp_token *q = al_tok(a, j - 1);
            if (j > 0 && q->kind == PP_TOK_IDENT && !al_in(q, al_keywords)) {
                al_call(a, j - 1, commas, i, k, addr);
                return;
            }
            if (j > 0 && (pp_tok_is(q, "if") || pp_tok_is(q, "while") || pp_tok_is(q, "switch") ||
                          pp_tok_is(q, "for") || pp_tok_is(q, "sizeof") || pp_tok_is(q, "_Alignof")))
                return;
            if (j > 0 && pp_tok_is(q, ")") && al_back(a, j - 1) >= 0 &&
                al_type_name(a, al_back(a, j - 1), j - 1, &ptr)) {
                commas = 0; /* "(T)(...)": a cast of what is in parentheses */
                j--;
                continue;
            }
            if (j > 0 && pp_tok_is(q, ")") && (o = al_back(a, j - 1)) > 0 &&
                (al_is(a, o - 1, "if") || al_is(a, o - 1, "while") || al_is(a, o - 1, "for") ||
                 al_is(a, o - 1, "switch")))
                return; /* "if (t == 1) (*P)[2] = 40.0": a statement begins here, after its header */
            if (j > 0 && (pp_tok_is(q, ")") || pp_tok_is(q, "]"))) {
                al_escape(a, i, pp_printf(a->m->arena, "the address of '%s'%s is passed to a call through a pointer",
                                          a->names[k], al_from(a, k)));
                return;
            }
            commas = 0;
        } else if (pp_tok_is(t, "[")) {
            al_escape(a, i, pp_printf(a->m->arena, "'%s'%s is used as a subscript", a->names[k], al_from(a, k)));
            return;
        } else if (al_in(t, al_assign)) {
            if (commas) /* "a = 0, p = A": another declarator or operand */
                j = al_lhs_start(a, j - 1) - 1;
            else
                j = al_lhs_names(a, j, k, i, ints || al_still_address(a, i, minus)) - 1;
            continue;
        } else if (pp_tok_is(t, "return")) {
            al_escape(a, i, pp_printf(a->m->arena, "the address of '%s'%s is returned", a->names[k], al_from(a, k)));
            return;
        } else if (pp_tok_is(t, "{")) {
            const pp_token *q = al_tok(a, j - 1);
            if (j == 0 || !(pp_tok_is(q, "=") || pp_tok_is(q, ",") || pp_tok_is(q, "{") || pp_tok_is(q, ")")))
                return;
            if (pp_tok_is(q, ")") && (al_tok(a, al_back(a, j - 1) - 1)->kind == PP_TOK_IDENT &&
                                      !al_in(al_tok(a, al_back(a, j - 1) - 1), al_keywords)))
                return; /* a function's body */
            commas = 0; /* an initializer's elements */
        } else if (pp_tok_is(t, ";") || pp_tok_is(t, "}") || pp_tok_is(t, "else") || pp_tok_is(t, "do") ||
                   pp_tok_is(t, "case") || t->kind == PP_TOK_PRAGMA || pp_tok_is(t, "==") || pp_tok_is(t, "!=") ||
                   pp_tok_is(t, "&&") || pp_tok_is(t, "||") || pp_tok_is(t, "!") || pp_tok_is(t, "<") ||
                   pp_tok_is(t, ">") || pp_tok_is(t, "<=") || pp_tok_is(t, ">=")) {
            return;
        }
        j--;
    }
}

/* Nonzero when the name at token "i" is assigned itself ("p = ", not
 * through "*", a subscript or a member). */
static int al_direct(pp_alias *a, int i)
{
    int b = i - 1;
    while (al_is(a, b, "("))
        b--;
    return al_in(al_tok(a, i + 1), al_assign) && !al_unary_star(a, b);
}

/* Follow the occurrence of member "k" at token "i". */
static void al_occurrence(pp_alias *a, int i, int k)
{
    int rhs, scalar, rank, type;
    if (al_is_decl(a, i)) {
        int j = i + 1;
        while (al_is(a, j, ")") || al_is(a, j, "["))
            j = al_is(a, j, "[") ? al_skip(a, j) : j + 1;
        if (al_is(a, j, "="))
            al_union(a, j + 1, k, a->thru[k]);
        return;
    }
    if (al_sizeof(a, i) || (al_elem(a, i) && (!a->thru[k] || al_floating_elem(a, i))))
        return; /* (an element of an array an address is stored in may be that address, but
                   for a floating one: a table's numbers, "r[i][j]" of "double **r") */
    if (al_lhs(a, i, &rhs))
        al_union(a, rhs, k, al_direct(a, i) && a->thru[k]);
    al_walk(a, i, k, al_facts(a, al_tok(a, i), &scalar, &rank, &type) && scalar);
}

/* Nonzero when definition "f" has a parameter number "p" (named or not). */
static int al_has_param(const pp_alias *a, const pp_fdef *f, int p)
{
    int i, depth = 0, at = 0;
    for (i = f->from; i < f->body && i < a->t->n; i++) {
        const pp_token *t = al_tok(a, i);
        if (pp_tok_is(t, "(") || pp_tok_is(t, "["))
            depth++;
        else if (pp_tok_is(t, ")") || pp_tok_is(t, "]"))
            depth--;
        else if (depth == 1 && pp_tok_is(t, ",") && ++at == p)
            return 1;
    }
    return p == 0;
}

/* Member "k" may point to memory that holds an address into the kept
 * arrays: where it is a parameter of a function of the file, what each
 * call passes there points to that memory and joins (like "pp = &q");
 * a mention of the function other than a call or a declaration (calls
 * through a pointer pass what the tool cannot see) escapes. */
static void al_callers(pp_alias *a, int k)
{
    int d, p, i, tok;
    for (d = 0; d < a->ndefs && !a->why; d++) {
        for (p = 0, tok = -1; p < AL_MAX_PARAMS && tok < 0; p++) {
            a->spent += a->defs[d].body - a->defs[d].from;
            if ((tok = pp_fdef_param(a->t, &a->defs[d], p)) >= 0 && !al_member_at(a, tok, k))
                tok = -1;
            else if (tok < 0 && !al_has_param(a, &a->defs[d], p))
                break;
        }
        if (tok < 0)
            continue;
        p--;
        for (i = 0; i < a->t->n && !a->why; i++) {
            const pp_token *u = al_tok(a, i);
            int s, end;
            a->spent++;
            if (a->skip[i] || !al_ident_is(u, a->defs[d].name) || al_is(a, i - 1, ".") || al_is(a, i - 1, "->") ||
                al_is_decl(a, i))
                continue;
            if (!al_is(a, i + 1, "(")) {
                al_escape(a, i, pp_printf(a->m->arena, "an address into '%s' may be stored through parameter '%s' of "
                                                       "'%s', named here other than in a call",
                                          a->via[k], a->names[k], a->defs[d].name));
                return;
            }
            if ((s = al_arg(a, i + 1, p, &end)) >= 0)
                al_union(a, s, k, 1);
        }
    }
}

/* ---- the file ------------------------------------------------------------ */

pp_alias *pp_alias_new(pp_model *m, const pp_tokens *t, const pp_fdef *defs, int ndefs, const pp_shape *shapes,
                       int nshapes)
{
    pp_alias *a = calloc(1, sizeof(*a));
    int i, r;
    if (!a)
        return NULL;
    a->m = m;
    a->t = t;
    a->defs = defs;
    a->ndefs = ndefs;
    a->nshapes = nshapes;
    a->shapes = malloc(sizeof(pp_shape) * (size_t)(nshapes + 1));
    a->skip = calloc((size_t)t->n + 1, 1);
    a->body = calloc((size_t)t->n + 1, 1);
    a->def_of = malloc(sizeof(int) * ((size_t)t->n + 1));
    if (!a->shapes || !a->skip || !a->body || !a->def_of) {
        pp_alias_free(a);
        return NULL;
    }
    if (nshapes)
        memcpy(a->shapes, shapes, sizeof(pp_shape) * (size_t)nshapes);
    qsort(a->shapes, (size_t)nshapes, sizeof(pp_shape), al_shape_cmp);
    for (i = 0; i <= t->n; i++)
        a->def_of[i] = -1;
    for (i = 0; i < ndefs; i++) {
        int j, end = al_skip(a, defs[i].body);
        for (j = defs[i].from; j < end && j < t->n; j++)
            a->def_of[j] = i;
        for (j = defs[i].from; j < defs[i].body && j < t->n; j++)
            a->skip[j] = !al_is_decl(a, j) || al_tok(a, j)->loc.offset != defs[i].loc.offset;
        for (j = defs[i].body; j < end; j++)
            a->body[j] = 1;
    }
    for (i = 0; i < t->n; i++) {
        const pp_token *u = &t->v[i];
        if (u->kind != PP_TOK_PRAGMA || !u->main)
            continue;
        for (r = 0; r < m->nregions; r++)
            if (m->regions[r].pragma.offset == u->loc.offset) {
                long end = m->regions[r].end_offset;
                int j;
                a->skip[i] = 1;
                for (j = i + 1; j < t->n && (!t->v[j].main || t->v[j].loc.offset < end); j++)
                    a->skip[j] = 1;
            }
    }
    return a;
}

void pp_alias_free(pp_alias *a)
{
    if (!a)
        return;
    free(a->shapes);
    free(a->skip);
    free(a->body);
    free(a->def_of);
    free(a);
}

/* The first token of the file's own code (or a function body) naming one
 * of "words", or -1. */
static int al_first(const pp_alias *a, const char *const *words)
{
    int i;
    for (i = 0; i < a->t->n; i++) {
        const pp_token *u = al_tok(a, i);
        if (u->kind == PP_TOK_IDENT && (u->main || a->body[i]) && !a->skip[i] && al_in(u, words))
            return i;
    }
    return -1;
}

const char *pp_alias_threads(pp_alias *a, pp_loc *loc)
{
    static const char *const w[] = {"pthread_create", "thrd_create", "fork", "vfork", "clone", "clone3",
                                    "posix_spawn", "posix_spawnp", "signal", "sigaction", "sigset", "bsd_signal",
                                    "timer_create", "system", NULL};
    int i = al_first(a, w);
    if (i >= 0) {
        const pp_token *u = al_tok(a, i);
        *loc = u->loc;
        return pp_printf(a->m->arena, "thread, process or signal handler creation ('%.*s' at %s): code there "
                                      "may touch the arrays between the regions",
                         u->len, u->text, pp_alias_where(a->m->arena, u->loc));
    }
    for (i = 0; i < a->t->n; i++) {
        const pp_token *u = al_tok(a, i);
        if (u->kind == PP_TOK_PRAGMA && u->main && u->len >= 3 && !strncmp(u->text, "omp", 3)) {
            *loc = u->loc;
            return pp_printf(a->m->arena, "thread creation ('#pragma omp' at %s): code in other threads may "
                                          "touch the arrays between the regions",
                             pp_alias_where(a->m->arena, u->loc));
        }
    }
    return NULL;
}

const char *pp_alias_exit_handler(pp_alias *a, pp_loc *loc)
{
    static const char *const w[] = {"atexit", "at_quick_exit", "on_exit", "destructor", "__destructor__", NULL};
    int i = al_first(a, w);
    if (i < 0)
        return NULL;
    *loc = al_tok(a, i)->loc;
    return pp_printf(a->m->arena, "'%.*s' at %s", al_tok(a, i)->len, al_tok(a, i)->text,
                     pp_alias_where(a->m->arena, *loc));
}

int pp_alias_global(pp_alias *a, const char *name)
{
    int k;
    for (k = 0; k < a->nshapes; k++)
        if (a->shapes[k].global && al_ident_is(al_tok(a, a->shapes[k].tok), name))
            return 1;
    return 0;
}

int pp_alias_object(pp_alias *a, const char *name, size_t len, int from, int to)
{
    int k, found = 0;
    a->spent += a->nshapes;
    for (k = 0; k < a->nshapes; k++) {
        int tok = a->shapes[k].tok;
        const pp_token *u = al_tok(a, tok);
        if (u->kind != PP_TOK_IDENT || (size_t)u->len != len || strncmp(u->text, name, len))
            continue;
        if (!(tok >= from && tok < to) && (a->body[tok] || a->skip[tok]))
            continue; /* in another function: another variable */
        if (!a->shapes[k].array)
            return 0;
        found = 1;
    }
    return found;
}

int pp_alias_local(pp_alias *a, const char *name, size_t len, int from, int to)
{
    int k;
    a->spent += a->nshapes;
    for (k = 0; k < a->nshapes; k++) {
        const pp_token *u = al_tok(a, a->shapes[k].tok);
        if (a->shapes[k].tok >= from && a->shapes[k].tok < to && !a->shapes[k].is_func && u->kind == PP_TOK_IDENT &&
            (size_t)u->len == len && !strncmp(u->text, name, len))
            return 1;
    }
    return 0;
}

int pp_alias_arith(pp_alias *a, int i, int nsub)
{
    const pp_token *t = al_tok(a, i);
    int k, found = 0;
    if (t->kind != PP_TOK_IDENT)
        return 0;
    a->spent += a->nshapes;
    for (k = 0; k < a->nshapes; k++) {
        const pp_shape *s = &a->shapes[k];
        if (!al_same(al_tok(a, s->tok), t))
            continue;
        if (s->opaque || s->is_typedef || s->is_func || s->is_volatile || s->ndim != nsub ||
            !(nsub ? s->array : s->scalar))
            return 0;
        found = 1;
    }
    return found;
}

static int al_arith_shape(const pp_shape *x, int nsub)
{
    return !x->opaque && !x->is_typedef && !x->is_func && x->ndim == nsub && (nsub || x->scalar);
}

/* Nonzero when the name at token "i" is declared as a type (typedef)
 * anywhere in the file. */
int pp_alias_type_name(pp_alias *a, int i)
{
    const pp_token *t = al_tok(a, i);
    int k;
    if (t->kind != PP_TOK_IDENT)
        return 0;
    a->spent += a->nshapes;
    for (k = 0; k < a->nshapes; k++)
        if (a->shapes[k].is_typedef && al_same(al_tok(a, a->shapes[k].tok), t))
            return 1;
    return 0;
}

/* Nonzero when the variable the name at token "i" denotes there (its
 * function's, else the file's) followed by "nsub" subscripts is a value
 * of an arithmetic type (through pointers or arrays alike), no address. */
int pp_alias_arith_at(pp_alias *a, int i, int nsub)
{
    return al_tok(a, i)->kind == PP_TOK_IDENT && al_var_shapes(a, i, al_arith_shape, nsub);
}

/* The scope (al_scope_at) of "name" as the code at token "at" names it:
 * the definition holding "at" when it declares that name (and the file
 * does not), else -1. */
static int al_seed_scope(pp_alias *a, const char *name, int at)
{
    int d = at >= 0 && at < a->t->n ? a->def_of[at] : -1, k;
    if (d < 0)
        return -1;
    for (k = 0; k < a->nshapes; k++) /* one of its declarations there: al_scope_at is the same for all */
        if (a->shapes[k].tok >= 0 && a->shapes[k].tok < a->t->n && a->def_of[a->shapes[k].tok] == d &&
            al_ident_is(al_tok(a, a->shapes[k].tok), name))
            return al_scope_at(a, a->shapes[k].tok);
    return -1;
}

int pp_alias_close(pp_alias *a, char *const *seeds, int nseeds, int at, pp_alias_set *out)
{
    long start = a->spent;
    int k, i;
    pp_loc none = {a->m->input, 0, 0, -1};
    a->names = NULL;
    a->via = NULL;
    a->at = NULL;
    a->thru = NULL;
    a->done = NULL;
    a->scope = NULL;
    a->n = a->cap = a->cap_via = a->cap_at = a->cap_thru = a->cap_done = a->cap_scope = 0;
    a->why = NULL;
    a->foreign = NULL;
    for (k = 0; k < nseeds && !a->oom; k++) /* each as the function at token "at" names it */
        al_push(a, seeds[k], al_seed_scope(a, seeds[k], at), seeds[k], none, 0);
    /* Each member's occurrences once, again when it takes on "thru" later. */
    while (!a->why && !a->oom) {
        for (k = 0; k < a->n && a->done[k] >= 1 + a->thru[k]; k++)
            ;
        if (k == a->n)
            break;
        a->done[k] = (char)(1 + a->thru[k]);
        for (i = 0; i < a->t->n && !a->why && !a->oom; i++) {
            const pp_token *u = al_tok(a, i);
            if (a->spent - start > AL_BUDGET || a->spent > AL_FILE_BUDGET) {
                al_escape(a, i, "the file is too large to follow where the arrays' addresses go");
                break;
            }
            if (a->skip[i] || !al_ident_is(u, a->names[k]) || al_is(a, i - 1, ".") || al_is(a, i - 1, "->") ||
                al_scope_at(a, i) != a->scope[k])
                continue;
            a->spent++;
            al_occurrence(a, i, k);
        }
        if (a->thru[k] && !a->why && !a->oom)
            al_callers(a, k);
    }
    out->names = a->names;
    out->scope = a->scope;
    out->via = a->via;
    out->at = a->at;
    out->n = a->n;
    out->why = a->why;
    out->why_loc = a->why_loc;
    out->foreign = a->foreign;
    out->foreign_loc = a->foreign_loc;
    return a->oom ? -1 : 0;
}
