/* pragma-tool/fold.c - arrays of more dimensions than a kernel takes,
 * folded: their last dimensions of constant extent become one.
 *
 * NAS BT keeps its block matrices in "double lhs[..][..][..][3][5][5]"
 * and "fjac[..][..][..][5][5]"; a kernel takes arrays of at most
 * PP_FOLD_DIMS dimensions (bbmm/exec.h, BBMM_KMAX_ARRAY_DIMS), so every
 * region that touched them stayed sequential.  In C the element
 * a[s0]...[s5] of such an array lies at the same place as element
 * a[s0][s1][s2][(s3 * E4 + s4) * E5 + s5] of the array whose last
 * dimension has extent E3 * E4 * E5 (row-major order): the same bytes,
 * so the host's array is registered as it is.  Array "a" of the region
 * with D > PP_FOLD_DIMS dimensions, extents E4 .. E(D-1) integer
 * constants, is given PP_FOLD_DIMS dimensions, the last of extent
 * E3 * ... * E(D-1), and every reference with D subscripts the folded
 * subscript, before the typing pass types it.  The subscripts as written
 * stay on the reference (pp_fold) for host code and messages.  A
 * reference with fewer subscripts (a row handed to a function that was
 * not inlined) keeps them; the stages after say what they say of it.
 * Runs once per region, before pp_type_region(). */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define PP_FOLD_DIMS 4

/* Parse a constant of "s" (digits, + - * / and parentheses, spaces)
 * into "*v" from "*p": 0, or -1 when "s" is something else. */
static int fold_sum(const char **p, long long *v);

static void fold_space(const char **p)
{
    while (**p == ' ' || **p == '\t')
        (*p)++;
}

static int fold_atom(const char **p, long long *v)
{
    char *end;
    fold_space(p);
    if (**p == '(') {
        (*p)++;
        if (fold_sum(p, v))
            return -1;
        fold_space(p);
        if (**p != ')')
            return -1;
        (*p)++;
        return 0;
    }
    if (**p < '0' || **p > '9')
        return -1;
    *v = strtoll(*p, &end, 10);
    if (end == *p || *v > (1LL << 31))
        return -1;
    *p = end;
    while (**p == 'u' || **p == 'U' || **p == 'l' || **p == 'L')
        (*p)++;
    return 0;
}

static int fold_product(const char **p, long long *v)
{
    long long w;
    if (fold_atom(p, v))
        return -1;
    for (;;) {
        char op;
        fold_space(p);
        op = **p;
        if (op != '*' && op != '/')
            return 0;
        (*p)++;
        if (fold_atom(p, &w) || (op == '/' && w == 0))
            return -1;
        *v = op == '*' ? *v * w : *v / w;
        if (*v < 0 || *v > (1LL << 31))
            return -1;
    }
}

static int fold_sum(const char **p, long long *v)
{
    long long w;
    if (fold_product(p, v))
        return -1;
    for (;;) {
        char op;
        fold_space(p);
        op = **p;
        if (op != '+' && op != '-')
            return 0;
        (*p)++;
        if (fold_product(p, &w))
            return -1;
        *v = op == '+' ? *v + w : *v - w;
        if (*v < 0 || *v > (1LL << 31))
            return -1;
    }
}

/* The value of extent "s" when it is an integer constant above 0, else 0. */
static long long fold_extent(const char *s)
{
    const char *p = s;
    long long v;
    if (!s || fold_sum(&p, &v))
        return 0;
    fold_space(&p);
    return *p ? 0 : v;
}

typedef struct fold {
    pp_model *m;
    pp_region *r;
    long long *ext; /* ext[16 * a + d]: extent d of array a, d >= PP_FOLD_DIMS */
    int *ndim;      /* per array: its dimensions as written when folded here, else 0 */
    int failed;
} fold;

pp_expr *pp_expr_new(pp_arena *a, pp_expr_kind kind, int nargs, pp_loc loc)
{
    pp_expr *e = pp_alloc(a, sizeof(*e));
    if (!e || (nargs && !(e->args = pp_alloc(a, sizeof(pp_expr *) * (size_t)nargs))))
        return NULL;
    e->kind = kind;
    e->loc = loc;
    e->index = -1;
    e->access = -1;
    e->nargs = nargs;
    return e;
}

static pp_expr *fold_new(fold *f, pp_expr_kind kind, pp_loc loc)
{
    pp_expr *e = pp_expr_new(f->m->arena, kind, 0, loc);
    if (!e)
        f->failed = 1;
    return e;
}

/* Return "a op b" (op: "+" or "*"), parenthesised. */
static pp_expr *fold_binary(fold *f, const char *op, pp_expr *a, pp_expr *b)
{
    pp_expr *e = fold_new(f, PP_EXPR_BINARY, a ? a->loc : b->loc), *p;
    pp_expr **args = pp_alloc(f->m->arena, 2 * sizeof(*args));
    p = fold_new(f, PP_EXPR_PAREN, e ? e->loc : a->loc);
    if (!e || !p || !args || !a || !b) {
        f->failed = 1;
        return NULL;
    }
    args[0] = a;
    args[1] = b;
    e->op = op;
    e->nargs = 2;
    e->args = args;
    p->nargs = 1;
    p->args = pp_alloc(f->m->arena, sizeof(*p->args));
    if (!p->args) {
        f->failed = 1;
        return NULL;
    }
    p->args[0] = e;
    return p;
}

/* Return the integer constant "v". */
static pp_expr *fold_int(fold *f, long long v, pp_loc loc)
{
    pp_expr *e = fold_new(f, PP_EXPR_INT, loc);
    if (!e)
        return NULL;
    e->value = v;
    e->text = pp_printf(f->m->arena, "%lld", v);
    if (!e->text)
        f->failed = 1;
    return e;
}

/* Fold the subscripts of "e" and of the expressions below it. */
static void fold_expr(fold *f, pp_expr *e)
{
    int i, a, n;
    pp_expr *x, **args;
    if (!e || f->failed)
        return;
    for (i = 0; i < e->nargs; i++)
        fold_expr(f, e->args[i]);
    if (e->kind != PP_EXPR_ACCESS || e->fold || e->index < 0 || e->index >= f->r->narrays ||
        !f->ndim[e->index] || e->nargs != f->ndim[e->index])
        return;
    a = e->index;
    n = f->ndim[a];
    x = e->args[PP_FOLD_DIMS - 1];
    for (i = PP_FOLD_DIMS; i < n; i++)
        x = fold_binary(f, "+", fold_binary(f, "*", x, fold_int(f, f->ext[a * 16 + i], e->loc)), e->args[i]);
    args = pp_alloc(f->m->arena, PP_FOLD_DIMS * sizeof(*args));
    e->fold = pp_alloc(f->m->arena, sizeof(*e->fold));
    if (!x || !args || !e->fold) {
        f->failed = 1;
        return;
    }
    memcpy(args, e->args, (PP_FOLD_DIMS - 1) * sizeof(*args));
    args[PP_FOLD_DIMS - 1] = x;
    e->fold->nargs = e->nargs;
    e->fold->args = e->args;
    e->nargs = PP_FOLD_DIMS;
    e->args = args;
}

static void fold_visit(pp_expr *e, void *arg)
{
    fold_expr((fold *)arg, e);
}

int pp_fold_region(pp_model *m, pp_region *r)
{
    fold f;
    int i, d, any = 0;
    memset(&f, 0, sizeof(f));
    f.m = m;
    f.r = r;
    f.ext = calloc((size_t)r->narrays * 16 + 1, sizeof(long long));
    f.ndim = calloc((size_t)r->narrays + 1, sizeof(int));
    for (i = 0; i < r->narrays && f.ext && f.ndim; i++) {
        pp_array *a = &r->arrays[i];
        long long size = 1;
        char **ext;
        pp_str b = {0};
        if (a->ndim <= PP_FOLD_DIMS || a->ndim > 16 || a->jagged || a->scalar || a->folded || !a->extent ||
            !a->extent[PP_FOLD_DIMS - 1])
            continue;
        for (d = PP_FOLD_DIMS; d < a->ndim && size; d++)
            size = (f.ext[i * 16 + d] = fold_extent(a->extent[d])) ? size * f.ext[i * 16 + d] : 0;
        if (!size)
            continue;
        /* the folded extent: E3 * E4 * ... as C */
        pp_str_addf(&b, "(%s)", a->extent[PP_FOLD_DIMS - 1]);
        for (d = PP_FOLD_DIMS; d < a->ndim; d++)
            pp_str_addf(&b, " * %lld", f.ext[i * 16 + d]);
        ext = pp_alloc(m->arena, PP_FOLD_DIMS * sizeof(*ext));
        if (!ext || !(ext[PP_FOLD_DIMS - 1] = pp_strdup(m->arena, pp_str_get(&b)))) {
            pp_str_free(&b);
            f.failed = 1;
            break;
        }
        pp_str_free(&b);
        memcpy(ext, a->extent, (PP_FOLD_DIMS - 1) * sizeof(*ext));
        f.ndim[i] = a->folded = a->ndim;
        a->folded_extent = a->extent;
        a->extent = ext;
        a->ndim = PP_FOLD_DIMS;
        any = 1;
    }
    if (!f.ext || !f.ndim)
        f.failed = 1;
    else if (any && !f.failed)
        pp_node_exprs(r->root, fold_visit, &f);
    free(f.ext);
    free(f.ndim);
    return f.failed ? -1 : 0;
}
