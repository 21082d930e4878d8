/* pragma-tool/parse_inline.c - calls that pass arrays, inlined into the
 * region.
 *
 * A kernel function takes scalars (func.c); scientific code passes array
 * blocks to helpers ("exact(i, j, k, &u[i][j][k][0])", "binvcrhs(lhs[i][j]
 * [k][BB], c, r)", "exact_solution(xi, eta, zeta, dtemp)").  Such a call,
 * as a statement of a region, is replaced by the helper's body before the
 * region is analysed, exactly as C runs it:
 *
 *   {                                  one block, the call's scope
 *     T p_N = (argument);              each scalar parameter, a local
 *     ... the body ...                 locals renamed name_N, every use of an
 *   }                                  array parameter q[e]... written as an
 *                                      element of the argument's array
 *
 * An array parameter binds to the argument's array and the subscripts
 * written there: "A" (all of it), "A[s0]" (a row: q[e] is A[s0][e]), or
 * "&A[s0][s1]" (an element: q[e] is A[s0][s1 + e]); the parameter's
 * inner extents must be the array's.  The body is parsed by the region's
 * own parser from tokens built here (parser.c switches p->t to them and
 * back), so that every construct, message and analysis is the one a
 * region has, the positions those of the helper's text.  The helper must
 * return void (a value-returning helper with arrays is refused), may end
 * with "return;" and may call other helpers (inlined in turn, at most
 * PP_FUNC_MAX_DEPTH deep: recursion is refused).  A name the helper reads
 * from file scope must mean the same at the call (a local of the caller
 * of that name would hide it).
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "parser.h"

#define INL_MAX_PARAMS 64
#define INL_MAX_SUBS 16

typedef struct inl_param {
    int name;               /* token index of its name in the definition */
    int from;               /* its first token */
    int ndim;               /* 0: a scalar; else its dimensions (pointers, [] groups, then
                               those of an array typedef naming its type) */
    int ext_at[INL_MAX_SUBS]; /* token index of the "[" of each [] group after the name, -1: a pointer
                               or a typedef's dimension */
    const char *ext[INL_MAX_SUBS]; /* a typedef's dimension: its extent, else NULL */
    char *rename;           /* a scalar: the local standing for it */
    /* an array: its argument */
    int amp;                /* "&A[...]": the parameter's first subscript adds to the argument's */
    const pp_decl *array;
    int aname;              /* token index (caller) of the array's name */
    int aname_end;          /* past its member path ("g->x"), or aname + 1 */
    int nsub;               /* subscripts of the array in the argument */
    int sub_from[INL_MAX_SUBS], sub_to[INL_MAX_SUBS]; /* their tokens (caller), without brackets */
    int keep;               /* subscripts the parameter's use keeps from the argument */
} inl_param;

typedef struct inl_name {
    const char *from;
    char *to;
} inl_name;

typedef struct inl {
    parser *p;
    const pp_tokens *caller; /* the call's tokens */
    const pp_tokens *def;    /* the definition's tokens */
    const pp_fdef *fd;
    const char *fname;
    const pp_token *at;      /* the call's name */
    int body, close;         /* "{" and "}" of the body */
    inl_param prm[INL_MAX_PARAMS];
    int nprm;
    int arg_from[INL_MAX_PARAMS], arg_to[INL_MAX_PARAMS];
    inl_name *local;         /* names the body declares, and their new names */
    int nlocal, cap_local;
    pp_tokens out;
    unsigned char idepth;    /* the body's tokens' (pp_token.idepth) */
    int error;
} inl;

/* ---- tokens -------------------------------------------------------------- */

static int inl_find_close(const pp_tokens *t, int open)
{
    int depth = 0, i;
    for (i = open; i < t->n && t->v[i].kind != PP_TOK_EOF; i++) {
        if (pp_tok_is(&t->v[i], "(") || pp_tok_is(&t->v[i], "[") || pp_tok_is(&t->v[i], "{"))
            depth++;
        else if (pp_tok_is(&t->v[i], ")") || pp_tok_is(&t->v[i], "]") || pp_tok_is(&t->v[i], "}"))
            if (--depth == 0)
                return i;
    }
    return -1;
}

static int inl_push(inl *x, const pp_token *t)
{
    pp_token c = *t;
    c.loc.offset = -1; /* not at this place in the user's text */
    c.idepth = x->idepth;
    if (pp_vec_push(x->p->a, &x->out.v, &x->out.n, &x->out.cap, sizeof(c), &c)) {
        x->p->oom = 1;
        return -1;
    }
    return 0;
}

/* Push a token spelled "text" of kind "kind" at the place of "at". */
static int inl_word(inl *x, pp_tok_kind kind, const char *text, const pp_token *at)
{
    pp_token c;
    memset(&c, 0, sizeof(c));
    c.text = pp_strdup(x->p->a, text);
    if (!c.text) {
        x->p->oom = 1;
        return -1;
    }
    c.len = (int)strlen(text);
    c.kind = kind;
    c.loc = at->loc;
    c.main = at->main;
    c.expanded = at->expanded;
    return inl_push(x, &c);
}

static int inl_punct(inl *x, const char *text, const pp_token *at)
{
    return inl_word(x, PP_TOK_PUNCT, text, at);
}

/* Push the caller's tokens [from, to). */
static int inl_copy(inl *x, int from, int to)
{
    int i;
    for (i = from; i < to; i++) {
        if (inl_push(x, &x->caller->v[i]))
            return -1;
        x->out.v[x->out.n - 1].idepth = x->caller->v[i].idepth; /* the caller's text */
    }
    return 0;
}

static int inl_fail(inl *x, const pp_token *t, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int inl_fail(inl *x, const pp_token *t, const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof(buf), fmt, ap);
    va_end(ap);
    par_error_at(x->p, t, "%s", buf);
    x->error = 1;
    return -1;
}

/* ---- the definition ----------------------------------------------------------- */

/* The typedef of an array of numbers (par_array_typedef) that names the
 * type of the parameter whose tokens of "d" are [from, name), "name" its
 * name, or NULL.  The helper is defined at file scope: its type names are
 * those declared there. */
static const pp_decl *inl_param_typedef(parser *p, const pp_tokens *d, int from, int name)
{
    int i, depth = 0;
    for (i = from; i < name; i++) {
        const pp_token *t = &d->v[i];
        const pp_decl *dcl;
        char *s;
        if (pp_tok_is(t, "(") || pp_tok_is(t, "["))
            depth++;
        else if (pp_tok_is(t, ")") || pp_tok_is(t, "]"))
            depth--;
        if (depth || t->kind != PP_TOK_IDENT || par_in(t, par_quals) || par_in(t, par_int_words) ||
            par_in(t, par_other_words) || (i > from && (pp_tok_is(&d->v[i - 1], "struct") ||
                                                        pp_tok_is(&d->v[i - 1], "union") ||
                                                        pp_tok_is(&d->v[i - 1], "enum"))))
            continue;
        if (!(s = par_text(p, t)))
            return NULL;
        if ((dcl = par_file_lookup(p, s)) && dcl->is_typedef)
            return par_array_typedef(dcl) ? dcl : NULL;
    }
    return NULL;
}

/* The parameters of the definition: their names, dimensions and first
 * tokens; the return type checked.  "open" is the "(" of the list. */
static int inl_params(inl *x, int open, int close)
{
    const pp_tokens *d = x->def;
    const pp_decl *td;
    int i = open + 1, k;
    if (i + 1 == close && pp_tok_is(&d->v[i], "void"))
        return 0;
    while (i < close) {
        inl_param *q;
        int depth = 0, end = i, stars = 0, name = -1, j;
        while (end < close && !(depth == 0 && pp_tok_is(&d->v[end], ","))) {
            if (pp_tok_is(&d->v[end], "(") || pp_tok_is(&d->v[end], "["))
                depth++;
            else if (pp_tok_is(&d->v[end], ")") || pp_tok_is(&d->v[end], "]"))
                depth--;
            else if (depth == 0 && pp_tok_is(&d->v[end], "*"))
                stars++;
            else if (depth == 0 && d->v[end].kind == PP_TOK_IDENT && !par_in(&d->v[end], par_quals) &&
                     !par_in(&d->v[end], par_int_words) && !par_in(&d->v[end], par_other_words))
                name = end;
            end++;
        }
        if (x->nprm == INL_MAX_PARAMS)
            return inl_fail(x, x->at, "'%s' has more than %s parameters", x->fname, "64");
        if (name < 0 || pp_tok_is(&d->v[i], "...") || pp_tok_is(&d->v[name + 1], "("))
            return inl_fail(x, &d->v[i], "a parameter of '%s' %s", x->fname,
                            "is not an arithmetic scalar or an array of them");
        q = &x->prm[x->nprm++];
        memset(q, 0, sizeof(*q));
        q->name = name;
        q->from = i;
        q->ndim = stars;
        for (k = 0; k < stars && k < INL_MAX_SUBS; k++)
            q->ext_at[k] = -1;
        for (j = name + 1; j < end && pp_tok_is(&d->v[j], "["); j = inl_find_close(d, j) + 1) {
            if (q->ndim < INL_MAX_SUBS)
                q->ext_at[q->ndim] = j;
            q->ndim++;
            if (inl_find_close(d, j) < 0)
                return -1;
        }
        if ((td = inl_param_typedef(x->p, d, i, name)))
            for (k = 0; k < td->ndim; k++) {
                if (q->ndim < INL_MAX_SUBS) {
                    q->ext_at[q->ndim] = -1;
                    q->ext[q->ndim] = td->extent[k];
                }
                q->ndim++;
            }
        if (q->ndim > INL_MAX_SUBS)
            return inl_fail(x, &d->v[name], "parameter '%s' of '%s' has too many dimensions",
                            par_text(x->p, &d->v[name]), x->fname);
        i = end + 1;
    }
    return 0;
}

/* The names the body declares (block scope), from each declaration's
 * declarators. */
static int inl_locals(inl *x)
{
    parser *p = x->p;
    const pp_tokens *d = x->def;
    int i;
    for (i = x->body + 1; i < x->close; i++) {
        const pp_token *prev = &d->v[i - 1];
        if (!(pp_tok_is(prev, "{") || pp_tok_is(prev, ";") || pp_tok_is(prev, "}") ||
              (pp_tok_is(prev, "(") && pp_tok_is(&d->v[i - 2], "for"))) ||
            !par_starts_decl(p, &d->v[i]))
            continue;
        while (i < x->close && (par_starts_decl(p, &d->v[i]) || pp_tok_is(&d->v[i], "struct") ||
                                pp_tok_is(&d->v[i], "union") || pp_tok_is(&d->v[i], "enum")))
            i++;
        for (;;) {
            int depth = 0;
            while (i < x->close && (pp_tok_is(&d->v[i], "*") || par_in(&d->v[i], par_quals)))
                i++;
            if (i < x->close && d->v[i].kind == PP_TOK_IDENT) {
                const char *name = par_text(p, &d->v[i]);
                char buf[256];
                int n = 0, j;
                if (!name)
                    return -1;
                do {
                    snprintf(buf, sizeof(buf), "%s_%s%d", name, x->fname, ++n);
                } while (par_lookup(p, buf, strlen(buf)) || par_find_local(p->pr, buf) >= 0 ||
                         par_find_iter(p->pr, buf) >= 0);
                for (j = 0; j < x->nlocal; j++)
                    if (!strcmp(x->local[j].from, name))
                        break;
                if (j == x->nlocal) {
                    inl_name nm;
                    nm.from = name;
                    nm.to = pp_strdup(p->a, buf);
                    if (!nm.to || pp_vec_push(p->a, &x->local, &x->nlocal, &x->cap_local, sizeof(nm), &nm)) {
                        p->oom = 1;
                        return -1;
                    }
                }
            }
            while (i < x->close && !(depth == 0 && (pp_tok_is(&d->v[i], ",") || pp_tok_is(&d->v[i], ";")))) {
                if (pp_tok_is(&d->v[i], "(") || pp_tok_is(&d->v[i], "[") || pp_tok_is(&d->v[i], "{"))
                    depth++;
                else if (pp_tok_is(&d->v[i], ")") || pp_tok_is(&d->v[i], "]") || pp_tok_is(&d->v[i], "}"))
                    depth--;
                if (depth < 0)
                    break;
                i++;
            }
            if (i >= x->close || !pp_tok_is(&d->v[i], ","))
                break;
            i++;
        }
    }
    return 0;
}

static const char *inl_local_to(inl *x, const pp_token *t)
{
    int i;
    for (i = 0; i < x->nlocal; i++)
        if ((int)strlen(x->local[i].from) == t->len && !memcmp(x->local[i].from, t->text, (size_t)t->len))
            return x->local[i].to;
    return NULL;
}

static inl_param *inl_param_of(inl *x, const pp_token *t)
{
    int i;
    for (i = 0; i < x->nprm; i++) {
        const pp_token *n = &x->def->v[x->prm[i].name];
        if (n->len == t->len && !memcmp(n->text, t->text, (size_t)t->len))
            return &x->prm[i];
    }
    return NULL;
}

/* ---- the call --------------------------------------------------------------- */

/* Bind array parameter "q" to argument [from, to) of the caller. */
static int inl_bind(inl *x, inl_param *q, int from, int to)
{
    parser *p = x->p;
    const pp_tokens *c = x->caller;
    const char *pname = par_text(p, &x->def->v[q->name]);
    int i = from, end = to, d;
    while (i < end && pp_tok_is(&c->v[i], "(") && inl_find_close(c, i) == end - 1) {
        i++;
        end--;
    }
    if (i < end && pp_tok_is(&c->v[i], "&")) {
        q->amp = 1;
        i++;
    }
    while (i < end && pp_tok_is(&c->v[i], "(") && inl_find_close(c, i) == end - 1) {
        i++;
        end--;
    }
    if (i >= end || c->v[i].kind != PP_TOK_IDENT)
        return inl_fail(x, &c->v[from], "argument for the array parameter '%s' of '%s' must be an array, a row "
                                        "of one ('A[i]') or the address of an element ('&A[i][0]')",
                        pname, x->fname);
    q->aname = i;
    q->aname_end = i + 1;
    {
        const char *an = par_text(p, &c->v[i]);
        if (!an)
            return -1;
        if (i + 1 < end && (pp_tok_is(&c->v[i + 1], ".") || pp_tok_is(&c->v[i + 1], "->")) &&
            par_find_local(p->pr, an) < 0 && par_find_iter(p->pr, an) < 0) {
            /* a member array of a struct ("g->x[i]") */
            if (!(q->array = par_member_path_at(p, i, an, &q->aname_end)))
                return -1;
            if (q->aname_end > end || !q->array->ndim)
                return inl_fail(x, &c->v[i], "argument for the array parameter '%s' of '%s' is not an array",
                                pname, x->fname);
        } else if (par_find_local(p->pr, an) >= 0 || par_find_iter(p->pr, an) >= 0 ||
                   !(q->array = par_lookup(p, an, strlen(an))) || q->array->is_func || q->array->is_typedef ||
                   !q->array->ndim)
            return inl_fail(x, &c->v[i], "argument for the array parameter '%s' of '%s' is not an array", pname,
                            x->fname);
    }
    for (i = q->aname_end; i < end && pp_tok_is(&c->v[i], "["); i = inl_find_close(c, i) + 1) {
        if (q->nsub == INL_MAX_SUBS || inl_find_close(c, i) < 0 || inl_find_close(c, i) >= end)
            return inl_fail(x, &c->v[i], "argument for '%s' of '%s' is not an array element", pname, x->fname);
        q->sub_from[q->nsub] = i + 1;
        q->sub_to[q->nsub] = inl_find_close(c, i);
        q->nsub++;
    }
    if (i != end)
        return inl_fail(x, &c->v[i], "argument for the array parameter '%s' of '%s' must be an array, a row of "
                                     "one ('A[i]') or the address of an element ('&A[i][0]')",
                        pname, x->fname);
    if (q->amp) {
        /* &A[s0]..[s(n-1)] for q[e1]..[em]: A[s0]..[s(n-m) + e1][e2].. with the
         * last m - 1 subscripts of the argument 0 */
        if (q->nsub != q->array->ndim)
            return inl_fail(x, &c->v[from], "argument for '%s' of '%s' takes the address of a row: pass the row "
                                            "itself ('A[i]') or the address of an element",
                            pname, x->fname);
        if (q->ndim > q->nsub)
            return inl_fail(x, &c->v[from], "array parameter '%s' of '%s' has more dimensions than its argument",
                            pname, x->fname);
        for (d = q->nsub - q->ndim + 1; d < q->nsub; d++)
            if (q->sub_to[d] != q->sub_from[d] + 1 || !pp_tok_is(&c->v[q->sub_from[d]], "0"))
                return inl_fail(x, &c->v[q->sub_from[d]], "argument for the %d-dimensional parameter '%s' of '%s' "
                                                           "must be the address of a block's first element: its "
                                                           "last %d subscripts 0",
                                q->ndim, pname, x->fname, q->ndim - 1);
        q->keep = q->nsub - q->ndim + 1;
    } else {
        if (q->nsub + q->ndim != q->array->ndim)
            return inl_fail(x, &c->v[from], "array parameter '%s' of '%s' does not take as many dimensions as its "
                                            "argument leaves",
                            pname, x->fname);
        q->keep = q->nsub;
    }
    /* the inner extents must be the array's */
    for (d = 1; d < q->ndim; d++) {
        int at = q->ext_at[d], ad = q->array->ndim - q->ndim + d;
        const char *want = q->array->extent ? q->array->extent[ad] : NULL;
        const char *have;
        if (at < 0 && !q->ext[d])
            return inl_fail(x, &x->def->v[q->name], "parameter '%s' of '%s' is a pointer to pointers", pname,
                            x->fname);
        if (q->ext[d]) {
            have = q->ext[d];
        } else {
            int save = p->pos;
            const pp_tokens *st = p->t;
            p->t = (pp_tokens *)x->def;
            have = par_join(p, at + 1, inl_find_close(x->def, at));
            p->t = (pp_tokens *)st;
            p->pos = save;
        }
        if (!have)
            return -1;
        if (!want || strcmp(have, want)) {
            return inl_fail(x, &x->def->v[q->name],
                            "parameter '%s' of '%s' does not match its argument: its dimension %d is [%s] where "
                            "the array '%s' has [%s]",
                            pname, x->fname, d + 1, have, q->array->name, want ? want : "?");
        }
    }
    return 0;
}

static int inl_emit(inl *x, int from, int to);

/* Emit the element of array parameter "q" (used at "t") whose first
 * subscript is the definition's tokens [from, to) (from < 0: 0), the
 * brackets of that subscript excluded: the argument's array, the
 * subscripts it keeps, then that subscript (added to the argument's last
 * with "&"); the parameter's further subscripts follow in the text. */
static int inl_elem(inl *x, const inl_param *q, const pp_token *t, int from, int to)
{
    int k;
    if (inl_copy(x, q->aname, q->aname_end))
        return -1;
    for (k = 0; k < q->keep - (q->amp ? 1 : 0); k++)
        if (inl_punct(x, "[", t) || inl_copy(x, q->sub_from[k], q->sub_to[k]) || inl_punct(x, "]", t))
            return -1;
    if (inl_punct(x, "[", t))
        return -1;
    if (q->amp && (inl_punct(x, "(", t) || inl_copy(x, q->sub_from[k], q->sub_to[k]) || inl_punct(x, ")", t)))
        return -1;
    if (from >= 0) {
        if ((q->amp && (inl_punct(x, "+", t) || inl_punct(x, "(", t))) || inl_emit(x, from, to) ||
            (q->amp && inl_punct(x, ")", t)))
            return -1;
    } else if (!q->amp && inl_word(x, PP_TOK_NUMBER, "0", t)) {
        return -1;
    }
    return inl_punct(x, "]", t);
}

/* Nonzero when the "*" at token "i" of "d" is unary: not after an operand
 * (a name, a number, a character, "]", a ")" closing an expression), but
 * after a keyword that ends a statement's head ("else", "do", "return")
 * or the ")" closing the head of "for", "while", "if" or "switch"
 * ("for (m = 0; m < 5; m++) *out += a[m];"). */
static int inl_unary_at(const pp_tokens *d, int i)
{
    const pp_token *prev = &d->v[i - 1];
    int k, depth = 0;
    if (pp_tok_is(prev, "else") || pp_tok_is(prev, "do") || pp_tok_is(prev, "return"))
        return 1;
    if (prev->kind == PP_TOK_IDENT || prev->kind == PP_TOK_NUMBER || prev->kind == PP_TOK_CHAR ||
        pp_tok_is(prev, "]"))
        return 0;
    if (!pp_tok_is(prev, ")"))
        return 1;
    for (k = i - 1; k > 0; k--) { /* the "(" it closes */
        if (pp_tok_is(&d->v[k], ")"))
            depth++;
        else if (pp_tok_is(&d->v[k], "(") && --depth == 0)
            break;
    }
    return k > 0 && (pp_tok_is(&d->v[k - 1], "for") || pp_tok_is(&d->v[k - 1], "while") ||
                     pp_tok_is(&d->v[k - 1], "if") || pp_tok_is(&d->v[k - 1], "switch"));
}

/* Check the name at "t" of the definition, neither a parameter nor a
 * local of it: one declared at file scope must name the same object at
 * the call, where the region's own scalars and loops are also in scope.
 * Refused: a declaration visible at the call hides it (one of the
 * caller's function, a scalar declared in the region, a loop's iterator
 * declared in its "for"), or it is a variable the region assigns (it is
 * then one of the region's scalars, which the inlined body would share).
 * 0, or -1 (reported). */
static int inl_file_name(inl *x, const pp_token *t)
{
    parser *p = x->p;
    const char *name = par_text(p, t);
    const pp_decl *file, *here;
    int k, d;
    if (!name)
        return -1;
    file = par_file_lookup(p, name);
    if (!file)
        return 0;
    here = par_lookup(p, name, strlen(name));
    k = par_find_local(p->pr, name);
    d = par_find_iter(p->pr, name);
    if (here != file || (k >= 0 && !p->pr->r->locals[k].outer) || (d >= 0 && p->pr->loops[d]->u.loop.declared))
        return inl_fail(x, t, "'%s' uses the file-scope '%s', which a variable of that name hides where it is called: "
                              "rename one of them",
                        x->fname, name);
    if (k >= 0 || d >= 0)
        return inl_fail(x, t, "'%s' uses the file-scope variable '%s', which the region assigns: a function that "
                              "passes arrays is inlined into the region, and may use only the file-scope variables "
                              "the region does not assign; pass '%s' as a parameter",
                        x->fname, name, name);
    return 0;
}

/* Emit the definition's tokens [from, to) with every parameter and local
 * renamed and every use of an array parameter made an element of its
 * argument. */
static int inl_emit(inl *x, int from, int to)
{
    parser *p = x->p;
    const pp_tokens *d = x->def;
    int i;
    for (i = from; i < to; i++) {
        const pp_token *t = &d->v[i], *prev = &d->v[i - 1];
        inl_param *q;
        const char *to_name;
        if (pp_tok_is(t, "*") && i + 1 < to && (q = inl_param_of(x, &d->v[i + 1])) && q->ndim &&
            !pp_tok_is(&d->v[i + 2], "[") && inl_unary_at(d, i)) {
            /* "*q": q[0] */
            if (inl_elem(x, q, &d->v[i + 1], -1, -1))
                return -1;
            i++;
            continue;
        }
        if (t->kind != PP_TOK_IDENT || pp_tok_is(prev, ".") || pp_tok_is(prev, "->")) {
            if (inl_push(x, t))
                return -1;
            continue;
        }
        if (pp_tok_is(t, "return")) {
            if (pp_tok_is(&d->v[i + 1], ";") && i + 2 == x->close) {
                i++;
                continue;
            }
            return inl_fail(x, t, "'%s' %s: a function that passes arrays is inlined, and may only end with "
                                  "'return;'",
                            x->fname, "returns before its end");
        }
        if ((to_name = inl_local_to(x, t))) {
            if (inl_word(x, PP_TOK_IDENT, to_name, t))
                return -1;
            continue;
        }
        if ((q = inl_param_of(x, t))) {
            int close;
            if (!q->ndim) {
                if (inl_word(x, PP_TOK_IDENT, q->rename, t))
                    return -1;
                continue;
            }
            if (!pp_tok_is(&d->v[i + 1], "[")) {
                /* passed on whole to another helper: the argument as written */
                if ((pp_tok_is(prev, "(") || pp_tok_is(prev, ",")) &&
                    (pp_tok_is(&d->v[i + 1], ",") || pp_tok_is(&d->v[i + 1], ")"))) {
                    int a = (int)(q - x->prm);
                    if (inl_punct(x, "(", t) || inl_copy(x, x->arg_from[a], x->arg_to[a]) || inl_punct(x, ")", t))
                        return -1;
                    continue;
                }
                if (pp_tok_is(prev, "sizeof") || (pp_tok_is(prev, "(") && i >= 2 && pp_tok_is(&d->v[i - 2], "sizeof")))
                    return inl_fail(x, t,
                                    "'sizeof %s' in '%s' is the size of a pointer, not of the array: C passes a "
                                    "parameter declared as an array as a pointer; write the size the array has "
                                    "(its element's size times its length)",
                                    par_text(p, t), x->fname);
                return inl_fail(x, t, "array parameter '%s' of '%s' used without subscripts", par_text(p, t),
                                x->fname);
            }
            close = inl_find_close(d, i + 1);
            if (close < 0 || close >= to)
                return inl_fail(x, t, "unbalanced subscript of '%s' in '%s'", par_text(p, t), x->fname);
            if (inl_elem(x, q, t, i + 2, close))
                return -1;
            i = close;
            continue;
        }
        if (inl_file_name(x, t) || inl_push(x, t))
            return -1;
    }
    return 0;
}

/* ---- entry points -------------------------------------------------------------- */

/* Every function definition of the file, found once by a scan of its
 * tokens at brace depth 0 ("NAME ( ... ) {"): helpers are often defined
 * after the functions that call them, with a prototype before. */
static int inl_scan_defs(parser *p)
{
    const pp_tokens *d = p->fs.t;
    int i, depth = 0, start = 0;
    p->inl_scanned = 1;
    for (i = 0; i < d->n && d->v[i].kind != PP_TOK_EOF; i++) {
        const pp_token *t = &d->v[i];
        if (depth == 0 && (pp_tok_is(t, ";") || t->kind == PP_TOK_PRAGMA)) {
            start = i + 1;
        } else if (pp_tok_is(t, "{")) {
            if (depth == 0 && i > 0 && pp_tok_is(&d->v[i - 1], ")")) {
                int j = i - 1, pd = 0;
                for (; j >= start; j--) {
                    if (pp_tok_is(&d->v[j], ")"))
                        pd++;
                    else if (pp_tok_is(&d->v[j], "(") && --pd == 0)
                        break;
                }
                if (j > start && d->v[j - 1].kind == PP_TOK_IDENT) {
                    pp_fdef x;
                    x.name = par_text(p, &d->v[j - 1]);
                    x.loc = d->v[j - 1].loc;
                    x.from = start;
                    x.body = i;
                    if (!x.name || pp_vec_push(p->a, &p->inl_defs, &p->ninl_defs, &p->cap_inl_defs, sizeof(x), &x)) {
                        p->oom = 1;
                        return -1;
                    }
                }
            }
            depth++;
        } else if (pp_tok_is(t, "}")) {
            if (depth > 0 && --depth == 0)
                start = i + 1;
        }
    }
    return 0;
}

/* The definition of function "name" in the file, with the "(" and ")"
 * of its parameters, or NULL. */
static const pp_fdef *inl_def(parser *p, const char *name, int *open, int *close)
{
    const pp_tokens *d = p->fs.t;
    const pp_fdef *f = NULL;
    int i, k;
    if (!p->inl_scanned && inl_scan_defs(p))
        return NULL;
    for (k = 0; k < p->ninl_defs && !f; k++)
        if (!strcmp(p->inl_defs[k].name, name))
            f = &p->inl_defs[k];
    if (!f)
        return NULL;
    for (i = f->from; i < f->body; i++)
        if (d->v[i].kind == PP_TOK_IDENT && pp_tok_is(&d->v[i + 1], "(") &&
            (int)strlen(name) == d->v[i].len && !memcmp(d->v[i].text, name, strlen(name))) {
            *open = i + 1;
            *close = inl_find_close(d, i + 1);
            return *close > 0 && *close < f->body ? f : NULL;
        }
    return NULL;
}

/* Return nonzero when the caller's argument at token "j" is an array, a
 * row of one or the address of an element ("A", "A[i]", "&A[i][0]"). */
static int inl_array_arg(parser *p, int j)
{
    const pp_token *t;
    const pp_decl *dcl;
    char *name;
    int amp;
    while (pp_tok_is(&p->t->v[j], "("))
        j++;
    amp = pp_tok_is(&p->t->v[j], "&");
    while (pp_tok_is(&p->t->v[j + amp], "("))
        j++;
    t = &p->t->v[j + amp];
    if (t->kind != PP_TOK_IDENT || !(name = par_text(p, t)) || par_find_local(p->pr, name) >= 0 ||
        par_find_iter(p->pr, name) >= 0)
        return 0;
    dcl = par_lookup(p, name, strlen(name));
    return dcl && dcl->ndim && !dcl->is_func && !dcl->is_typedef && (!amp || pp_tok_is(&p->t->v[j + 2], "["));
}

int par_inline_wanted(parser *p)
{
    const pp_token *t = par_tok(p);
    const pp_tokens *d = p->fs.t;
    const pp_fdef *fd;
    char *name;
    int open, close, i, arg = 0, depth = 0, from, pfrom, last = -1;
    if (t->kind != PP_TOK_IDENT || !pp_tok_is(par_peek(p, 1), "(") || !d)
        return 0;
    name = par_text(p, t);
    if (!name || par_find_local(p->pr, name) >= 0 || !(fd = inl_def(p, name, &open, &close)))
        return 0;
    /* a parameter declared with [] or with an array typedef, or a pointer
     * whose argument is not "&x" */
    from = p->pos + 2;
    pfrom = open + 1;
    for (i = open + 1; i <= close; i++) {
        const pp_token *u = &d->v[i];
        if (i == close || (pp_tok_is(u, ",") && depth == 0)) {
            if (last > pfrom && inl_param_typedef(p, d, pfrom, last))
                return 1;
            pfrom = i + 1;
            last = -1;
            if (i == close)
                break;
        }
        if (u->kind == PP_TOK_IDENT && depth == 0)
            last = i;
        if (pp_tok_is(u, "(") || pp_tok_is(u, "["))
            depth++;
        else if (pp_tok_is(u, ")") || pp_tok_is(u, "]"))
            depth--;
        if (pp_tok_is(u, "[") && depth == 1)
            return 1;
        if (pp_tok_is(u, ",") && depth == 0)
            arg++;
        if (pp_tok_is(u, "*") && depth == 0) {
            /* the caller's argument "arg" */
            int j = from, a = 0, dd = 0;
            while (j < p->t->n && p->t->v[j].kind != PP_TOK_EOF && a < arg) {
                if (pp_tok_is(&p->t->v[j], "(") || pp_tok_is(&p->t->v[j], "["))
                    dd++;
                else if (pp_tok_is(&p->t->v[j], ")") || pp_tok_is(&p->t->v[j], "]"))
                    dd--;
                else if (dd == 0 && pp_tok_is(&p->t->v[j], ","))
                    a++;
                if (dd < 0)
                    return 0;
                j++;
            }
            if (inl_array_arg(p, j))
                return 1;
        }
    }
    return 0;
}

static pp_node *inl_call(parser *p)
{
    inl x;
    pp_token eof;
    const pp_token *t = par_tok(p);
    pp_tokens *save_t = p->t;
    int open, close, i, save_pos, depth, base;
    pp_func_frame fr;
    pp_node *n;
    memset(&x, 0, sizeof(x));
    x.p = p;
    x.caller = p->t;
    x.def = p->fs.t;
    x.at = t;
    if (!(x.fname = par_text(p, t)) || !(x.fd = inl_def(p, x.fname, &open, &close)))
        return NULL;
    base = pp_func_base(&p->fs, t);
    x.idepth = (unsigned char)(base + 1);
    for (i = 0; i < base; i++)
        if (!strcmp(p->fs.stack[i], x.fname)) {
            par_errorf(p, t, "'%s' calls itself: a function that passes arrays is inlined into the region, and "
                             "recursion cannot be",
                       x.fname);
            return NULL;
        }
    if (base == PP_FUNC_MAX_DEPTH) {
        par_errorf(p, t, "functions passing arrays nested more than %d deep", PP_FUNC_MAX_DEPTH);
        return NULL;
    }
    x.body = x.fd->body;
    x.close = inl_find_close(x.def, x.body);
    if (x.close < 0)
        return NULL;
    /* return type: void */
    for (i = x.fd->from; i < open - 1; i++)
        if (pp_tok_is(&x.def->v[i], "*") || par_in(&x.def->v[i], par_int_words) ||
            (par_in(&x.def->v[i], par_other_words) && !pp_tok_is(&x.def->v[i], "void")) ||
            pp_tok_is(&x.def->v[i], "struct") || pp_tok_is(&x.def->v[i], "union") ||
            par_is_typedef_name(p, &x.def->v[i])) {
            par_errorf(p, t, "'%s' takes an array and returns a value: call a function that passes arrays as a "
                             "statement, its results written through them",
                       x.fname);
            return NULL;
        }
    if (inl_params(&x, open, close))
        return NULL;
    /* the arguments */
    par_next(p);
    par_next(p);
    i = 0;
    while (!par_is(p, ")")) {
        if (par_tok(p)->kind == PP_TOK_EOF || i == INL_MAX_PARAMS) {
            par_expected(p, "')'");
            return NULL;
        }
        x.arg_from[i] = p->pos;
        depth = 0;
        while (par_tok(p)->kind != PP_TOK_EOF && !(depth == 0 && (par_is(p, ",") || par_is(p, ")")))) {
            if (par_is(p, "(") || par_is(p, "["))
                depth++;
            else if (par_is(p, ")") || par_is(p, "]"))
                depth--;
            par_next(p);
        }
        x.arg_to[i++] = p->pos;
        if (x.arg_to[i - 1] == x.arg_from[i - 1]) {
            par_expected(p, "an argument");
            return NULL;
        }
        par_accept(p, ",");
    }
    par_next(p);
    if (i != x.nprm) {
        par_errorf(p, t, "'%s' takes %d argument%s but is called with %d", x.fname, x.nprm, x.nprm == 1 ? "" : "s",
                   i);
        return NULL;
    }
    if (par_expect(p, ";"))
        return NULL;
    /* parameters: scalars become locals, arrays bind to their arguments */
    if (inl_locals(&x))
        return NULL;
    for (i = 0; i < x.nprm; i++) {
        inl_param *q = &x.prm[i];
        if (q->ndim) {
            if (inl_bind(&x, q, x.arg_from[i], x.arg_to[i]))
                return NULL;
        } else {
            char buf[256];
            const char *pn = par_text(p, &x.def->v[q->name]);
            int k = 0;
            if (!pn)
                return NULL;
            do {
                snprintf(buf, sizeof(buf), "%s_%s%d", pn, x.fname, ++k);
            } while (par_lookup(p, buf, strlen(buf)) || par_find_local(p->pr, buf) >= 0 ||
                     par_find_iter(p->pr, buf) >= 0);
            if (!(q->rename = pp_strdup(p->a, buf))) {
                p->oom = 1;
                return NULL;
            }
        }
    }
    /* { T p_N = (arg); ... body } */
    if (inl_punct(&x, "{", t))
        return NULL;
    for (i = 0; i < x.nprm; i++) {
        inl_param *q = &x.prm[i];
        int k;
        if (q->ndim)
            continue;
        for (k = q->from; k < q->name; k++)
            if (!pp_tok_is(&x.def->v[k], "register") && inl_push(&x, &x.def->v[k]))
                return NULL;
        if (inl_word(&x, PP_TOK_IDENT, q->rename, &x.def->v[q->name]) || inl_punct(&x, "=", t) ||
            inl_punct(&x, "(", t) || inl_copy(&x, x.arg_from[i], x.arg_to[i]) || inl_punct(&x, ")", t) ||
            inl_punct(&x, ";", t))
            return NULL;
    }
    if (inl_emit(&x, x.body + 1, x.close) || inl_push(&x, &x.def->v[x.close]))
        return NULL;
    memset(&eof, 0, sizeof(eof));
    eof.kind = PP_TOK_EOF;
    eof.text = "";
    eof.loc = x.def->v[x.close].loc;
    if (inl_push(&x, &eof))
        return NULL;
    /* parse the block from those tokens */
    save_pos = p->pos;
    pp_func_frame_enter(&p->fs, t, &fr);
    p->fs.stack[p->fs.depth++] = x.fname;
    p->t = &x.out;
    p->pos = 0;
    n = par_stmt(p);
    if (n && par_tok(p)->kind != PP_TOK_EOF) {
        par_expected(p, "the end of the function");
        n = NULL;
    }
    p->t = save_t;
    p->pos = save_pos;
    pp_func_frame_leave(&p->fs, &fr);
    return n;
}

/* Every failure to inline says why: the paths of inl_call() without a
 * message of their own are definitions whose brackets do not balance. */
pp_node *par_inline_call(parser *p)
{
    const pp_token *t = par_tok(p);
    int errors = p->d->errors;
    pp_node *n = inl_call(p);
    const char *name;
    if (!n && !p->oom && p->d->errors == errors && (name = par_text(p, t)))
        par_error_at(p, t, "'%s' cannot be inlined into the region: the brackets of its definition do not balance",
                     name);
    return n;
}

/* ---- integer helpers in expressions ------------------------------------- */

/* Nonzero when tokens [from, to) of "d" are an integer type as C spells
 * it ("int", "unsigned long", "const size_t"), storage classes allowed
 * when "ret". */
static int inl_int_type(parser *p, const pp_tokens *d, int from, int to, int ret)
{
    int i, words = 0;
    for (i = from; i < to; i++) {
        const pp_token *t = &d->v[i];
        const pp_decl *dcl;
        if (pp_tok_is(t, "const") || pp_tok_is(t, "register") ||
            (ret && (pp_tok_is(t, "static") || pp_tok_is(t, "inline") || pp_tok_is(t, "__inline") ||
                     pp_tok_is(t, "__inline__") || pp_tok_is(t, "extern"))))
            continue;
        if (par_in(t, par_int_words) && !pp_tok_is(t, "_Bool") && !pp_tok_is(t, "__int128")) {
            words++;
            continue;
        }
        if (t->kind == PP_TOK_IDENT && (dcl = par_lookup(p, t->text, (size_t)t->len)) && dcl->is_typedef &&
            dcl->is_int && !dcl->ndim && !dcl->opaque) {
            words++;
            continue;
        }
        return 0;
    }
    return words > 0;
}

static int inl_value_helper(parser *p, const char *name, int depth);

/* Nonzero when tokens [from, to) of "c" have no side effect: an argument
 * is evaluated once per use of its parameter, or not at all, so it calls
 * only integer helpers of the file written out in turn (inl_value_helper;
 * "calls": any function of the file, as a helper's body may: written out,
 * or kernel functions, which touch no global). */
static int inl_pure(parser *p, const pp_tokens *c, int from, int to, int calls)
{
    int i;
    for (i = from; i < to; i++) {
        const pp_token *t = &c->v[i];
        char name[128];
        if (pp_tok_is(t, "++") || pp_tok_is(t, "--") ||
            (t->kind == PP_TOK_PUNCT && t->len >= 1 && t->text[t->len - 1] == '=' && !pp_tok_is(t, "==") &&
             !pp_tok_is(t, "!=") && !pp_tok_is(t, "<=") && !pp_tok_is(t, ">=")))
            return 0;
        if (calls || t->kind != PP_TOK_IDENT || i + 1 >= to || !pp_tok_is(&c->v[i + 1], "(") || pp_tok_is(t, "sizeof"))
            continue;
        if (t->len >= (int)sizeof(name))
            return 0;
        memcpy(name, t->text, (size_t)t->len);
        name[t->len] = '\0';
        if (!inl_value_helper(p, name, 0))
            return 0;
    }
    return 1;
}

/* A call at the current token's "(" (after the name "t", "name") of a
 * function of the file that takes and returns integers and whose body is
 * "{ return E; }" ("static int imin(int a, int b) { return a < b ? a : b;
 * }" in a loop bound): parsed as "((R)(E))" with each parameter written
 * "((T)(argument))", which is what C computes, so that the bound or
 * subscript is affine where E is.  Arguments must call nothing and have
 * no side effect; E may use only the parameters, constants and such
 * calls.  "*used" is 0 (and nothing consumed) when the call is not such. */
pp_expr *par_inline_value(parser *p, const pp_token *t, const char *name, int affine, int *used)
{
    inl x;
    pp_token eof;
    const pp_tokens *d = p->fs.t;
    const pp_fdef *fd;
    pp_tokens *save_t = p->t;
    int open, close, body, bclose, ret, semi, i, k, save_pos, nargs = 0;
    int pfrom[INL_MAX_PARAMS], pname[INL_MAX_PARAMS], afrom[INL_MAX_PARAMS], ato[INL_MAX_PARAMS];
    int copen = p->pos, cclose, start, depth = 0, base = pp_func_base(&p->fs, t);
    pp_func_frame fr;
    pp_expr *e;
    *used = 0;
    if (par_find_local(p->pr, name) >= 0 || !(fd = inl_def(p, name, &open, &close)))
        return NULL;
    for (i = 0; i < base; i++)
        if (!strcmp(p->fs.stack[i], name))
            return NULL; /* recursion: as a call */
    if (base == PP_FUNC_MAX_DEPTH)
        return NULL;
    body = fd->body;
    bclose = inl_find_close(d, body);
    /* "{ return E ; }" returning an integer type */
    if (bclose < 0 || !pp_tok_is(&d->v[body + 1], "return") || !pp_tok_is(&d->v[bclose - 1], ";") ||
        !inl_int_type(p, d, fd->from, open - 1, 1))
        return NULL;
    ret = body + 2;
    semi = bclose - 1;
    for (i = ret; i < semi; i++)
        if (pp_tok_is(&d->v[i], ";") || pp_tok_is(&d->v[i], "{"))
            return NULL;
    /* parameters: integer scalars */
    if (!(close == open + 2 && pp_tok_is(&d->v[open + 1], "void")) && close > open + 1) {
        start = open + 1;
        for (i = open + 1; i <= close; i++) {
            if (i < close && !pp_tok_is(&d->v[i], ","))
                continue;
            if (nargs == INL_MAX_PARAMS || i - 1 <= start || d->v[i - 1].kind != PP_TOK_IDENT ||
                !inl_int_type(p, d, start, i - 1, 0))
                return NULL;
            pfrom[nargs] = start;
            pname[nargs++] = i - 1;
            start = i + 1;
        }
    }
    /* E: parameters, constants, operators, integer casts, calls */
    for (i = ret; i < semi; i++) {
        const pp_token *u = &d->v[i];
        const pp_decl *dcl;
        int q;
        if (u->kind != PP_TOK_IDENT || pp_tok_is(u, "sizeof") || par_in(u, par_int_words) ||
            par_in(u, par_other_words) || pp_tok_is(u, "const"))
            continue;
        for (q = 0; q < nargs && !(d->v[pname[q]].len == u->len && !memcmp(d->v[pname[q]].text, u->text, (size_t)u->len));
             q++)
            ;
        if (q < nargs || (i + 1 < semi && pp_tok_is(&d->v[i + 1], "(")))
            continue;
        if ((dcl = par_lookup(p, u->text, (size_t)u->len)) && ((dcl->is_typedef && !dcl->ndim) || dcl->enumerator) &&
            par_find_local(p->pr, par_text(p, u)) < 0 && par_find_iter(p->pr, par_text(p, u)) < 0)
            continue; /* a type, an enumeration constant: as the caller sees them (none of its names hides them) */
        return NULL; /* a global: as a call */
    }
    if (!inl_pure(p, d, ret, semi, 1))
        return NULL;
    /* the arguments */
    cclose = inl_find_close(p->t, copen);
    if (cclose < 0)
        return NULL;
    k = 0;
    start = copen + 1;
    for (i = copen + 1; i <= cclose; i++) {
        const pp_token *u = &p->t->v[i];
        if (pp_tok_is(u, "(") || pp_tok_is(u, "[") || pp_tok_is(u, "{"))
            depth++;
        else if (i < cclose && (pp_tok_is(u, ")") || pp_tok_is(u, "]") || pp_tok_is(u, "}")))
            depth--;
        else if ((i == cclose || (!depth && pp_tok_is(u, ","))) && (i > start || k || i < cclose)) {
            if (k == INL_MAX_PARAMS || i == start)
                return NULL;
            afrom[k] = start;
            ato[k++] = i;
            start = i + 1;
        }
    }
    if (k != nargs)
        return NULL;
    for (i = 0; i < nargs; i++)
        if (!inl_pure(p, p->t, afrom[i], ato[i], 0))
            return NULL;
    /* ((R)(E')) */
    memset(&x, 0, sizeof(x));
    x.p = p;
    x.caller = p->t;
    x.def = d;
    x.idepth = (unsigned char)(base + 1);
    if (inl_punct(&x, "(", t) || inl_punct(&x, "(", t))
        return NULL;
    for (i = fd->from; i < open - 1; i++)
        if (!pp_tok_is(&d->v[i], "static") && !pp_tok_is(&d->v[i], "inline") && !pp_tok_is(&d->v[i], "__inline") &&
            !pp_tok_is(&d->v[i], "__inline__") && !pp_tok_is(&d->v[i], "extern") && inl_push(&x, &d->v[i]))
            return NULL;
    if (inl_punct(&x, ")", t) || inl_punct(&x, "(", t))
        return NULL;
    for (i = ret; i < semi; i++) {
        const pp_token *u = &d->v[i];
        int q;
        for (q = 0; u->kind == PP_TOK_IDENT && q < nargs &&
                    !(d->v[pname[q]].len == u->len && !memcmp(d->v[pname[q]].text, u->text, (size_t)u->len));
             q++)
            ;
        if (u->kind != PP_TOK_IDENT || q == nargs) {
            if (inl_push(&x, u))
                return NULL;
            continue;
        }
        if (inl_punct(&x, "(", u) || inl_punct(&x, "(", u))
            return NULL;
        for (k = pfrom[q]; k < pname[q]; k++)
            if (!pp_tok_is(&d->v[k], "register") && !pp_tok_is(&d->v[k], "const") && inl_push(&x, &d->v[k]))
                return NULL;
        if (inl_punct(&x, ")", u) || inl_punct(&x, "(", u) || inl_copy(&x, afrom[q], ato[q]) ||
            inl_punct(&x, ")", u) || inl_punct(&x, ")", u))
            return NULL;
    }
    if (inl_punct(&x, ")", t) || inl_punct(&x, ")", t))
        return NULL;
    memset(&eof, 0, sizeof(eof));
    eof.kind = PP_TOK_EOF;
    eof.text = "";
    eof.loc = t->loc;
    if (inl_push(&x, &eof))
        return NULL;
    *used = 1;
    save_pos = cclose + 1;
    pp_func_frame_enter(&p->fs, t, &fr);
    p->fs.stack[p->fs.depth++] = name;
    p->t = &x.out;
    p->pos = 0;
    e = par_cond_expr(p, affine);
    if (e && par_tok(p)->kind != PP_TOK_EOF) {
        par_expected(p, "the end of the function's value");
        e = NULL;
    }
    p->t = save_t;
    p->pos = save_pos;
    pp_func_frame_leave(&p->fs, &fr);
    return e;
}

/* Nonzero when "name" is a function of the file that par_inline_value()
 * writes out: integer parameters and result, a body "{ return E; }"
 * whose names are its parameters, types, enumeration constants and calls
 * of such functions ("depth" calls deep, 8 at most); no side effect. */
static int inl_value_helper(parser *p, const char *name, int depth)
{
    const pp_tokens *d = p->fs.t;
    const pp_fdef *fd;
    int open, close, bclose, i, start;
    if (depth > 8 || par_find_local(p->pr, name) >= 0 || par_find_iter(p->pr, name) >= 0 ||
        !(fd = inl_def(p, name, &open, &close)))
        return 0;
    bclose = inl_find_close(d, fd->body);
    if (bclose < 0 || !pp_tok_is(&d->v[fd->body + 1], "return") || !pp_tok_is(&d->v[bclose - 1], ";") ||
        !inl_int_type(p, d, fd->from, open - 1, 1))
        return 0;
    start = open + 1;
    if (!(close == open + 2 && pp_tok_is(&d->v[open + 1], "void")) && close > open + 1)
        for (i = open + 1; i <= close; i++) {
            if (i < close && !pp_tok_is(&d->v[i], ","))
                continue;
            if (i - 1 <= start || d->v[i - 1].kind != PP_TOK_IDENT || !inl_int_type(p, d, start, i - 1, 0))
                return 0;
            start = i + 1;
        }
    for (i = fd->body + 2; i < bclose - 1; i++) {
        const pp_token *u = &d->v[i];
        const pp_decl *dcl;
        int k, param = 0;
        char callee[128];
        if (pp_tok_is(u, ";") || pp_tok_is(u, "{") || pp_tok_is(u, "++") || pp_tok_is(u, "--") ||
            (u->kind == PP_TOK_PUNCT && u->len >= 1 && u->text[u->len - 1] == '=' && !pp_tok_is(u, "==") &&
             !pp_tok_is(u, "!=") && !pp_tok_is(u, "<=") && !pp_tok_is(u, ">=")))
            return 0;
        if (u->kind != PP_TOK_IDENT || pp_tok_is(u, "sizeof") || par_in(u, par_int_words) ||
            par_in(u, par_other_words) || pp_tok_is(u, "const"))
            continue;
        for (k = open + 1; k < close && !param; k++)
            param = d->v[k].kind == PP_TOK_IDENT && d->v[k].len == u->len && !memcmp(d->v[k].text, u->text, (size_t)u->len) &&
                    (pp_tok_is(&d->v[k + 1], ",") || pp_tok_is(&d->v[k + 1], ")"));
        if (param)
            continue;
        if (i + 1 < bclose && pp_tok_is(&d->v[i + 1], "(")) {
            if (u->len >= (int)sizeof(callee) || (u->len == (int)strlen(name) && !memcmp(u->text, name, strlen(name))))
                return 0;
            memcpy(callee, u->text, (size_t)u->len);
            callee[u->len] = '\0';
            if (!inl_value_helper(p, callee, depth + 1))
                return 0;
            continue;
        }
        if ((dcl = par_lookup(p, u->text, (size_t)u->len)) && ((dcl->is_typedef && !dcl->ndim) || dcl->enumerator))
            continue;
        return 0;
    }
    return 1;
}
