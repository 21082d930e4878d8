/* pragma-tool/alias.c - what may point into the arrays an automatic data
 * scope would keep (residency.c), over the whole file.
 *
 * A kept array may be reached by other names: a pointer set from it
 * ("double *gp = &A[3]", "a = (double (*)[n])A", "B = A + n"), a
 * parameter it is passed to, a struct or array it is stored in.  The tool
 * follows every such flow on the tokens, by name (a name stands for every
 * variable of that name in the file, which only merges more): the names a
 * kept array's address reaches form its alias set, and host code in the
 * scope that names any of them ends it.  A flow it cannot follow makes
 * the array escape, and the scope is not made: the address passed to a
 * function whose body is not in this file (but for a few of the C
 * library's that keep no pointer), returned, stored through an expression
 * without a name, used as a subscript or called through.
 *
 * The file's facts that no span can live with are found here too: thread
 * or process creation and signal handlers (code the scan of a span cannot
 * see runs in between), and exit handlers (code that runs at "exit").
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define AL_BUDGET 50000000L /* tokens looked at per file before giving up */

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
    const char **names; /* the alias set being closed */
    const char **via;   /* the kept array each name may point into */
    pp_loc *at;         /* where each name joined */
    int n, cap, cap_via, cap_at;
    const char *why;
    pp_loc why_loc;
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

/* The index of the name of token "t" in the alias set, or -1. */
static int al_find(const pp_alias *a, const pp_token *t)
{
    int k;
    for (k = 0; k < a->n; k++)
        if (al_ident_is(t, a->names[k]))
            return k;
    return -1;
}

/* Append "name", reaching kept array "via", joined at "at", to the alias
 * set. */
static void al_push(pp_alias *a, const char *name, const char *via, pp_loc at)
{
    int nv = a->n, na = a->n;
    if (!name || pp_vec_push(a->m->arena, &a->via, &nv, &a->cap_via, sizeof(char *), &via) ||
        pp_vec_push(a->m->arena, &a->at, &na, &a->cap_at, sizeof(pp_loc), &at) ||
        pp_vec_push(a->m->arena, &a->names, &a->n, &a->cap, sizeof(char *), &name))
        a->oom = 1;
}

/* Add the name of token "i" to the alias set, reached from member "from". */
static void al_add(pp_alias *a, int i, int from)
{
    const pp_token *t = al_tok(a, i);
    if (al_find(a, t) >= 0)
        return;
    al_push(a, pp_strndup(a->m->arena, t->text, (size_t)t->len), a->via[from], t->loc);
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

/* Nonzero when the name at token "i" is under "sizeof" or "_Alignof". */
static int al_sizeof(const pp_alias *a, int i)
{
    for (i--; i >= 0 && al_is(a, i, "("); i--)
        ;
    return al_is(a, i, "sizeof") || al_is(a, i, "_Alignof") || al_is(a, i, "__alignof__");
}

/* Nonzero when the "*" at token "i" is unary. */
static int al_unary_star(const pp_alias *a, int i)
{
    const pp_token *p = al_tok(a, i - 1);
    if (!al_is(a, i, "*") || i == 0)
        return 0;
    if (p->kind == PP_TOK_IDENT)
        return al_in(p, al_keywords);
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

/* Join the names whose value tokens [from ..) (to the end of the
 * expression) may carry to member "k" of the alias set. */
static void al_union(pp_alias *a, int from, int k)
{
    int i, depth = 0;
    for (i = from; i < a->t->n; i++) {
        const pp_token *t = al_tok(a, i);
        int scalar, rank, type;
        a->spent++;
        if (pp_tok_is(t, "(") || pp_tok_is(t, "[") || pp_tok_is(t, "{"))
            depth++;
        else if (pp_tok_is(t, ")") || pp_tok_is(t, "]") || pp_tok_is(t, "}")) {
            if (--depth < 0)
                return;
        } else if (!depth && (pp_tok_is(t, ";") || pp_tok_is(t, ",")))
            return;
        else if (t->kind == PP_TOK_PRAGMA || t->kind == PP_TOK_EOF)
            return;
        else if (pp_tok_is(t, "sizeof") || pp_tok_is(t, "_Alignof"))
            i = al_is(a, i + 1, "(") ? al_skip(a, i + 1) - 1 : i + 1;
        else if (t->kind == PP_TOK_IDENT && !al_in(t, al_keywords) && !al_is(a, i + 1, "(") &&
                 !al_is(a, i - 1, ".") && !al_is(a, i - 1, "->") && al_facts(a, t, &scalar, &rank, &type) &&
                 !scalar && !type && !al_elem(a, i))
            al_add(a, i, k);
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
 * token "op"; the names there join member "k". */
static int al_lhs_names(pp_alias *a, int op, int k, int at)
{
    int i = op - 1, named = 0;
    while (i >= 0) {
        const pp_token *t = al_tok(a, i);
        int scalar, rank, type;
        if (pp_tok_is(t, ")") || pp_tok_is(t, "]")) {
            int o = al_back(a, i);
            if (o < 0)
                break;
            if (pp_tok_is(t, ")") && al_is(a, o + 1, "*") && al_tok(a, o + 2)->kind == PP_TOK_IDENT) {
                al_add(a, o + 2, k); /* a declarator "(*p)[n]" */
                named = 1;
            }
            i = o - 1;
            continue;
        }
        if (pp_tok_is(t, ";") || pp_tok_is(t, "{") || pp_tok_is(t, "}") || pp_tok_is(t, ",") ||
            pp_tok_is(t, "(") || pp_tok_is(t, "?") || pp_tok_is(t, ":") || al_in(t, al_assign) ||
            pp_tok_is(t, "return") || t->kind == PP_TOK_PRAGMA)
            break;
        if (t->kind == PP_TOK_IDENT && !al_in(t, al_keywords) && !al_is(a, i - 1, ".") && !al_is(a, i - 1, "->") &&
            al_facts(a, t, &scalar, &rank, &type) && !type) {
            if (!scalar)
                al_add(a, i, k);
            named = 1;
        }
        i--;
    }
    if (!named)
        al_escape(a, at, pp_printf(a->m->arena, "the address of '%s'%s is stored through an expression with no name",
                                   a->names[k], al_from(a, k)));
    return i + 1;
}

/* Nonzero for a function of the C library that keeps no pointer it is
 * passed and returns none of them (what it reads or writes through them
 * is a host access, seen by name). */
static int al_keeps_none(const pp_token *t)
{
    static const char *const ok[] = {"free", "printf", "fprintf", "puts", "fputs", "fwrite", "fread", "memset",
                                     "memcmp", "strlen", "strcmp", "strncmp", "time", "snprintf", "sprintf",
                                     "scanf", "fscanf", "sscanf", "atoi", "atof", "strtod", "strtol", NULL};
    return al_in(t, ok);
}

/* The value of member "k" at token "i" is an argument (number "arg") of
 * the call at token "f". */
static void al_call(pp_alias *a, int f, int arg, int i, int k, int addr)
{
    const pp_token *t = al_tok(a, f);
    char *name = pp_strndup(a->m->arena, t->text, (size_t)t->len);
    int d, p;
    if (!name) {
        a->oom = 1;
        return;
    }
    for (d = 0; d < a->ndefs; d++)
        if (!strcmp(a->defs[d].name, name))
            break;
    if (d < a->ndefs && (p = pp_fdef_param(a->t, &a->defs[d], arg)) >= 0) {
        al_add(a, p, k);
        return;
    }
    if (d == a->ndefs && !addr && al_keeps_none(t))
        return;
    al_escape(a, i, pp_printf(a->m->arena, "the address of '%s'%s is passed to '%s', %s", a->names[k], al_from(a, k),
                              name, d < a->ndefs ? "which takes it in no named parameter" :
                              "whose body is not in this file (it may keep it)"));
}

/* Follow the value of member "k" at token "i" out to what takes it. */
static void al_walk(pp_alias *a, int i, int k)
{
    int j = i - 1, commas = 0, addr = 0;
    while (j >= 0 && !a->why) {
        const pp_token *t = al_tok(a, j);
        a->spent++;
        if (pp_tok_is(t, ")") || pp_tok_is(t, "]")) {
            j = al_back(a, j) - 1;
            continue;
        }
        if (pp_tok_is(t, "&"))
            addr = 1;
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
            j = al_lhs_names(a, j, k, i) - 1;
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
        } else if (pp_tok_is(t, ";") || pp_tok_is(t, "}") || pp_tok_is(t, "else") || pp_tok_is(t, "do") ||
                   pp_tok_is(t, "case") || t->kind == PP_TOK_PRAGMA || pp_tok_is(t, "==") || pp_tok_is(t, "!=") ||
                   pp_tok_is(t, "&&") || pp_tok_is(t, "||") || pp_tok_is(t, "!") || pp_tok_is(t, "<") ||
                   pp_tok_is(t, ">") || pp_tok_is(t, "<=") || pp_tok_is(t, ">=")) {
            return;
        }
        j--;
    }
}

/* Follow the occurrence of member "k" at token "i". */
static void al_occurrence(pp_alias *a, int i, int k)
{
    int rhs;
    if (al_is_decl(a, i)) {
        int j = i + 1;
        while (al_is(a, j, ")") || al_is(a, j, "["))
            j = al_is(a, j, "[") ? al_skip(a, j) : j + 1;
        if (al_is(a, j, "="))
            al_union(a, j + 1, k);
        return;
    }
    if (al_sizeof(a, i) || al_elem(a, i))
        return;
    if (al_lhs(a, i, &rhs))
        al_union(a, rhs, k);
    al_walk(a, i, k);
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
    if (!a->shapes || !a->skip || !a->body) {
        pp_alias_free(a);
        return NULL;
    }
    if (nshapes)
        memcpy(a->shapes, shapes, sizeof(pp_shape) * (size_t)nshapes);
    qsort(a->shapes, (size_t)nshapes, sizeof(pp_shape), al_shape_cmp);
    for (i = 0; i < ndefs; i++) {
        int j, end = al_skip(a, defs[i].body);
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

int pp_alias_close(pp_alias *a, char *const *seeds, int nseeds, pp_alias_set *out)
{
    int k, i;
    pp_loc none = {a->m->input, 0, 0, -1};
    a->names = NULL;
    a->via = NULL;
    a->at = NULL;
    a->n = a->cap = a->cap_via = a->cap_at = 0;
    a->why = NULL;
    for (k = 0; k < nseeds && !a->oom; k++)
        al_push(a, seeds[k], seeds[k], none);
    for (k = 0; k < a->n && !a->why && !a->oom; k++)
        for (i = 0; i < a->t->n && !a->why && !a->oom; i++) {
            const pp_token *u = al_tok(a, i);
            if (a->spent > AL_BUDGET) {
                al_escape(a, i, "the file is too large to follow where the arrays' addresses go");
                break;
            }
            if (a->skip[i] || !al_ident_is(u, a->names[k]) || al_is(a, i - 1, ".") || al_is(a, i - 1, "->"))
                continue;
            a->spent++;
            al_occurrence(a, i, k);
        }
    out->names = a->names;
    out->via = a->via;
    out->at = a->at;
    out->n = a->n;
    out->why = a->why;
    out->why_loc = a->why_loc;
    return a->oom ? -1 : 0;
}
