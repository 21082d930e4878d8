/* pragma-tool/build.c - the isl model of a region: iteration domains
 * (parametric in the program parameters), access relations and the
 * original schedule (2d+1 form, a loop with a negative step scheduled by
 * -i).  Expressions of bounds, conditions and subscripts must be affine:
 * +, -, * by a constant, / and % by a positive constant (C truncation),
 * ?: with an affine condition, casts to integer types, min/max/floord/ceild
 * calls; anything else is reported with the reason.
 */
#include <stdlib.h>
#include <string.h>

#include <isl/constraint.h>
#include <isl/flow.h>
#include <isl/local_space.h>
#include <isl/options.h>
#include <isl/space.h>
#include <isl/val.h>

#include "codegen.h"

#include "internal.h"

typedef struct bld {
    pp_model *m;
    pp_region *r;
    pp_diag *d;
    isl_ctx *ctx;
    const pp_expr *bad;    /* first offending subexpression */
    const char *why;       /* why it is not affine */
    int counter[64];       /* next position at each loop level */
    int beta[64];
    int maxdepth;
    const char **local_tuple; /* isl tuple name of each local */
    isl_set *dom;          /* where the expressions being modelled are evaluated
                              (unnamed tuple), or NULL: everywhere */
    isl_set *types;        /* the parameters' values: those of their C types */
    pp_ctype iter_type[64];/* the C type of the iterator at each depth */
    pp_node *loop_at[64];  /* the loop of the iterator at each depth */
    int in_subscript;      /* modelling a subscript */
    const pp_expr *casting;/* the cast being modelled, or NULL */
    isl_set **guard;       /* per reference of the region: where the conditions of
                              the &&, || and ?: around it let it be evaluated
                              (unnamed tuple), or NULL: its whole statement */
    int failed;
} bld;

/* Record that "e" is not affine because of "why" (first one wins);
 * return NULL. */
static isl_pw_aff *bld_bad(bld *b, const pp_expr *e, const char *why)
{
    if (!b->bad) {
        b->bad = e;
        b->why = why;
    }
    return NULL;
}

/* Return the space of the statement domain at depth "n" (unnamed tuple). */
static isl_space *bld_space(bld *b, int n)
{
    isl_space *s = isl_space_set_alloc(b->ctx, b->r->nparams, n);
    int i;
    for (i = 0; i < b->r->nparams; i++)
        s = isl_space_set_dim_id(s, isl_dim_param, i, isl_id_alloc(b->ctx, b->r->params[i].name, NULL));
    return s;
}

static isl_set *bld_cond(bld *b, const pp_expr *e, int n);

/* Return the set of "n" iterators where the enclosing loops and
 * conditions hold (b->dom, with unconstrained dimensions added up to "n"). */
static isl_set *bld_in_type(bld *b, __isl_take isl_set *dom, pp_ctype t, int d);

static int bld_linear(const pp_expr *e);

static isl_set *bld_where(bld *b, int n)
{
    isl_set *s;
    int have, d;
    s = b->dom ? isl_set_copy(b->dom) : isl_set_universe(bld_space(b, n));
    have = (int)isl_set_dim(s, isl_dim_set);
    if (have < n)
        s = isl_set_add_dims(s, isl_dim_set, (unsigned)(n - have));
    else if (have > n)
        s = isl_set_project_out(s, isl_dim_set, (unsigned)n, (unsigned)(have - n));
    if (b->types)
        s = isl_set_intersect_params(s, isl_set_params(isl_set_copy(b->types)));
    for (d = 0; d < n && d < 64; d++)
        s = bld_in_type(b, s, b->iter_type[d], d);
    return s;
}

/* Return the constant "v" on the space of "x". */
static isl_pw_aff *bld_cst_like(__isl_keep isl_pw_aff *x, __isl_take isl_val *v)
{
    isl_space *sp = isl_space_domain(isl_pw_aff_get_space(x));
    return isl_pw_aff_from_aff(isl_aff_val_on_domain(isl_local_space_from_space(sp), v));
}

/* Return the smallest and largest value of integer type "t". */
static void bld_range(isl_ctx *ctx, pp_ctype t, isl_val **lo, isl_val **hi)
{
    int w = pp_ctype_bits(t);
    isl_val *two_w = isl_val_2exp(isl_val_int_from_si(ctx, w));
    if (pp_ctype_is_unsigned(t)) {
        *lo = isl_val_zero(ctx);
        *hi = isl_val_sub_ui(two_w, 1);
    } else {
        isl_val *half = isl_val_2exp(isl_val_int_from_si(ctx, w - 1));
        isl_val_free(two_w);
        *lo = isl_val_neg(isl_val_copy(half));
        *hi = isl_val_sub_ui(half, 1);
    }
}

/* Return the value "x" (the mathematical value of an expression on "n"
 * iterators) converted to integer type "t" as C converts it (C11 6.3.1.3;
 * to a signed type as GCC and Clang do): unchanged where every value it
 * takes in b->dom fits "t", else wrapped modulo 2^bits. */
/* Return whether every value "x" takes in b->dom lies in [lo, hi]. */
static isl_bool bld_fits(bld *b, __isl_keep isl_pw_aff *x, __isl_keep isl_val *lo, __isl_keep isl_val *hi, int n)
{
    isl_set *out;
    isl_bool fits;
    out = isl_set_union(isl_pw_aff_lt_set(isl_pw_aff_copy(x), bld_cst_like(x, isl_val_copy(lo))),
                        isl_pw_aff_gt_set(isl_pw_aff_copy(x), bld_cst_like(x, isl_val_copy(hi))));
    out = isl_set_intersect(out, bld_where(b, n));
    fits = isl_set_is_empty(out);
    isl_set_free(out);
    return fits;
}

static isl_pw_aff *bld_to_type(bld *b, __isl_take isl_pw_aff *x, pp_ctype t, int n)
{
    isl_val *lo, *hi, *mod;
    isl_bool fits;
    if (!x || !pp_ctype_is_int(t))
        return x;
    bld_range(b->ctx, t, &lo, &hi);
    fits = bld_fits(b, x, lo, hi, n);
    if (fits != isl_bool_false) {
        isl_val_free(lo);
        isl_val_free(hi);
        return fits == isl_bool_true ? x : isl_pw_aff_free(x);
    }
    if (b->in_subscript && b->casting) {
        isl_val_free(lo);
        isl_val_free(hi);
        isl_pw_aff_free(x);
        return bld_bad(b, b->casting, "can change the value it converts for some values of the parameters; a subscript takes only casts that cannot");
    }
    mod = isl_val_2exp(isl_val_int_from_si(b->ctx, pp_ctype_bits(t)));
    isl_val_free(hi);
    x = isl_pw_aff_sub(x, bld_cst_like(x, isl_val_copy(lo)));
    x = isl_pw_aff_mod_val(x, mod);
    return isl_pw_aff_add(x, bld_cst_like(x, lo));
}

/* Return the result "x" of an arithmetic operation in type "t": wrapped
 * when "t" is unsigned; a signed result is taken as it is (overflow is
 * undefined in C). */
static isl_pw_aff *bld_wrap(bld *b, __isl_take isl_pw_aff *x, pp_ctype t, int n)
{
    return pp_ctype_is_unsigned(t) ? bld_to_type(b, x, t, n) : x;
}

/* Return the value of "e" converted to type "t" (usual arithmetic
 * conversions), or NULL. */
static isl_pw_aff *bld_aff_as(bld *b, const pp_expr *e, pp_ctype t, int n);

/* Return the affine value of "e" on the space of "n" iterators, as C
 * computes it in the type of "e" (unsigned arithmetic wraps), or NULL
 * (reason in b->bad/why). */
static int bld_type_within(pp_ctype s, pp_ctype t);

static isl_pw_aff *bld_aff(bld *b, const pp_expr *e, int n)
{
    isl_local_space *ls;
    isl_pw_aff *x, *y;
    pp_ctype t = e->ctype;
    switch (e->kind) {
    case PP_EXPR_INT:
    case PP_EXPR_CHAR:
        ls = isl_local_space_from_space(bld_space(b, n));
        if (e->kind == PP_EXPR_CHAR) {
            long long v = e->text[1] == '\\' ? -1 : (unsigned char)e->text[1];
            if (v < 0)
                return isl_local_space_free(ls), bld_bad(b, e, "is a character escape");
            return isl_pw_aff_from_aff(isl_aff_val_on_domain(ls, isl_val_int_from_si(b->ctx, v)));
        }
        if (e->value > (1LL << 52) || e->value < -(1LL << 52))
            return isl_local_space_free(ls), bld_bad(b, e, "is too large a constant");
        return isl_pw_aff_from_aff(isl_aff_val_on_domain(ls, isl_val_int_from_si(b->ctx, (long)e->value)));
    case PP_EXPR_ID:
        if (e->sym == PP_SYM_ITER && e->index < n) {
            ls = isl_local_space_from_space(bld_space(b, n));
            return isl_pw_aff_from_aff(isl_aff_var_on_domain(ls, isl_dim_set, e->index));
        }
        if (e->sym == PP_SYM_PARAM) {
            ls = isl_local_space_from_space(bld_space(b, n));
            return isl_pw_aff_from_aff(isl_aff_var_on_domain(ls, isl_dim_param, e->index));
        }
        if (e->sym == PP_SYM_LOCAL)
            return bld_bad(b, e, b->r->locals[e->index].outer
                                     ? "depends on a scalar declared outside the region that the region assigns"
                                     : "depends on the scalar declared in the region");
        return bld_bad(b, e, "uses a value that is not an integer parameter");
    case PP_EXPR_PAREN:
        return bld_aff(b, e->args[0], n);
    case PP_EXPR_CAST: {
        const pp_expr *save = b->casting;
        if (!pp_ctype_is_int(t))
            return bld_bad(b, e, "casts to a non-integer type");
        x = bld_aff(b, e->args[0], n);
        if (bld_type_within(e->args[0]->ctype, t))
            return x;
        b->casting = e;
        x = bld_to_type(b, x, t, n);
        b->casting = save;
        return x;
    }
    case PP_EXPR_UNARY:
        if (!strcmp(e->op, "-"))
            return bld_wrap(b, isl_pw_aff_neg(bld_aff_as(b, e->args[0], t, n)), t, n);
        if (!strcmp(e->op, "+"))
            return bld_aff_as(b, e->args[0], t, n);
        return bld_bad(b, e, "is not affine");
    case PP_EXPR_ACCESS:
        return bld_bad(b, e, "depends on array data");
    case PP_EXPR_FLOAT:
        return bld_bad(b, e, "is a floating-point value");
    case PP_EXPR_ADDR:
        return bld_bad(b, e, "is an address");
    case PP_EXPR_COND: {
        isl_set *c = bld_cond(b, e->args[0], n);
        if (!c)
            return NULL;
        x = bld_aff_as(b, e->args[1], t, n);
        y = bld_aff_as(b, e->args[2], t, n);
        if (!x || !y) {
            isl_set_free(c);
            isl_pw_aff_free(x);
            isl_pw_aff_free(y);
            return NULL;
        }
        x = isl_pw_aff_intersect_domain(x, isl_set_copy(c));
        y = isl_pw_aff_intersect_domain(y, isl_set_complement(c));
        return isl_pw_aff_union_add(x, y);
    }
    case PP_EXPR_CALL:
        if (e->nargs == 2 && (!strcmp(e->text, "min") || !strcmp(e->text, "max") || !strcmp(e->text, "MIN") ||
                              !strcmp(e->text, "MAX") || !strcmp(e->text, "floord") || !strcmp(e->text, "ceild"))) {
            x = bld_aff(b, e->args[0], n);
            y = x ? bld_aff(b, e->args[1], n) : NULL;
            if (!x || !y) {
                isl_pw_aff_free(x);
                return NULL;
            }
            if (e->text[0] == 'm' || e->text[0] == 'M')
                return e->text[1] == 'i' || e->text[1] == 'I' ? isl_pw_aff_min(x, y) : isl_pw_aff_max(x, y);
            if (isl_pw_aff_is_cst(y) != isl_bool_true) {
                isl_pw_aff_free(x);
                isl_pw_aff_free(y);
                return bld_bad(b, e, "divides by a value that is not constant");
            }
            x = isl_pw_aff_div(x, y);
            return e->text[0] == 'f' ? isl_pw_aff_floor(x) : isl_pw_aff_ceil(x);
        }
        return bld_bad(b, e, "calls a function");
    case PP_EXPR_BINARY:
        if (!strcmp(e->op, "+") || !strcmp(e->op, "-") || !strcmp(e->op, "*") || !strcmp(e->op, "/") ||
            !strcmp(e->op, "%")) {
            x = bld_aff_as(b, e->args[0], t, n);
            if (!x)
                return NULL;
            y = bld_aff_as(b, e->args[1], t, n);
            if (!y)
                return isl_pw_aff_free(x);
            if (e->op[0] == '+')
                return bld_wrap(b, isl_pw_aff_add(x, y), t, n);
            if (e->op[0] == '-')
                return bld_wrap(b, isl_pw_aff_sub(x, y), t, n);
            if (e->op[0] == '*') {
                if (isl_pw_aff_is_cst(x) != isl_bool_true && isl_pw_aff_is_cst(y) != isl_bool_true) {
                    isl_pw_aff_free(x);
                    isl_pw_aff_free(y);
                    return bld_bad(b, e, "is not affine");
                }
                return bld_wrap(b, isl_pw_aff_mul(x, y), t, n);
            }
            if (isl_pw_aff_is_cst(y) != isl_bool_true) {
                isl_pw_aff_free(x);
                isl_pw_aff_free(y);
                return bld_bad(b, e, "divides by a value that is not constant");
            }
            {
                isl_set *pos = isl_pw_aff_pos_set(isl_pw_aff_copy(y));
                isl_set *dom = isl_pw_aff_domain(isl_pw_aff_copy(y));
                isl_bool ok = isl_set_is_equal(pos, dom);
                isl_set_free(pos);
                isl_set_free(dom);
                if (ok != isl_bool_true) {
                    isl_pw_aff_free(x);
                    isl_pw_aff_free(y);
                    return bld_bad(b, e, "divides by a constant that is not positive");
                }
            }
            return e->op[0] == '/' ? isl_pw_aff_tdiv_q(x, y) : isl_pw_aff_tdiv_r(x, y);
        }
        return bld_bad(b, e, "is not affine");
    }
    return bld_bad(b, e, "is not affine");
}

/* Return nonzero when every value of integer type "s" is one of "t". */
static int bld_type_within(pp_ctype s, pp_ctype t)
{
    int bs = pp_ctype_bits(s), bt = pp_ctype_bits(t);
    if (!pp_ctype_is_int(s) || !pp_ctype_is_int(t))
        return 0;
    if (pp_ctype_is_unsigned(s))
        return pp_ctype_is_unsigned(t) ? bs <= bt : bs < bt;
    return !pp_ctype_is_unsigned(t) && bs <= bt;
}

static isl_pw_aff *bld_aff_as(bld *b, const pp_expr *e, pp_ctype t, int n)
{
    if (bld_type_within(e->ctype, t))
        return bld_aff(b, e, n);
    return bld_to_type(b, bld_aff(b, e, n), t, n);
}

/* Return the set where condition "e" holds on the space of "n" iterators,
 * or NULL (reason in b->bad/why). */
static isl_set *bld_cond(bld *b, const pp_expr *e, int n)
{
    isl_pw_aff *x, *y;
    isl_set *s, *t;
    if (e->kind == PP_EXPR_PAREN)
        return bld_cond(b, e->args[0], n);
    if (e->kind == PP_EXPR_UNARY && !strcmp(e->op, "!")) {
        s = bld_cond(b, e->args[0], n);
        return s ? isl_set_complement(s) : NULL;
    }
    if (e->kind == PP_EXPR_BINARY && (!strcmp(e->op, "&&") || !strcmp(e->op, "||"))) {
        s = bld_cond(b, e->args[0], n);
        if (!s)
            return NULL;
        t = bld_cond(b, e->args[1], n);
        if (!t)
            return isl_set_free(s);
        return e->op[0] == '&' ? isl_set_intersect(s, t) : isl_set_union(s, t);
    }
    if (e->kind == PP_EXPR_BINARY && (!strcmp(e->op, "<") || !strcmp(e->op, "<=") || !strcmp(e->op, ">") ||
                                      !strcmp(e->op, ">=") || !strcmp(e->op, "==") || !strcmp(e->op, "!="))) {
        pp_ctype ct = pp_ctype_usual(e->args[0]->ctype, e->args[1]->ctype);
        x = bld_aff_as(b, e->args[0], ct, n);
        if (!x)
            return NULL;
        y = bld_aff_as(b, e->args[1], ct, n);
        if (!y) {
            isl_pw_aff_free(x);
            return NULL;
        }
        if (!strcmp(e->op, "<"))
            return isl_pw_aff_lt_set(x, y);
        if (!strcmp(e->op, "<="))
            return isl_pw_aff_le_set(x, y);
        if (!strcmp(e->op, ">"))
            return isl_pw_aff_gt_set(x, y);
        if (!strcmp(e->op, ">="))
            return isl_pw_aff_ge_set(x, y);
        if (!strcmp(e->op, "=="))
            return isl_pw_aff_eq_set(x, y);
        return isl_pw_aff_ne_set(x, y);
    }
    x = bld_aff(b, e, n);
    return x ? isl_pw_aff_non_zero_set(x) : NULL;
}

/* Report the reason recorded in "b" for expression "what" ("the
 * subscript 1 of 'A'", ...) at "loc" and reset it. */
static void bld_report(bld *b, pp_loc loc, const char *what, const pp_expr *whole)
{
    char *bad = b->bad ? pp_expr_text(b->m->arena, b->bad) : NULL;
    char *all = pp_expr_text(b->m->arena, whole);
    if (isl_ctx_last_error(b->ctx) == isl_error_quota) {
        pp_isl_error(b->ctx, b->d, loc);
    } else if (b->bad && b->bad->kind == PP_EXPR_CAST && bad) {
        pp_error(b->d, loc, "%s: the cast '%s' %s", what, bad, b->why);
    } else if (b->bad && b->bad != whole && bad) {
        pp_error(b->d, loc, "%s is not affine: '%s' %s", what, bad, b->why);
    } else {
        pp_error(b->d, loc, "%s is not affine: '%s' %s", what, all ? all : "?", b->why ? b->why : "");
    }
    b->bad = NULL;
    b->why = NULL;
    b->failed = 1;
}

/* Report a data-dependent condition or a non-affine one. */
static void bld_report_cond(bld *b, pp_loc loc, const char *what, const pp_expr *whole)
{
    if (b->bad && (b->bad->kind == PP_EXPR_ACCESS || (b->bad->kind == PP_EXPR_ID && b->bad->sym == PP_SYM_LOCAL))) {
        char *bad = pp_expr_text(b->m->arena, b->bad);
        pp_error(b->d, loc,
                 "%s depends on data ('%s'): only affine conditions on loop iterators and parameters are supported",
                 what, bad ? bad : "?");
        b->bad = NULL;
        b->why = NULL;
        b->failed = 1;
        return;
    }
    bld_report(b, loc, what, whole);
}

/* Report that index "d" of the split subscript of reference "a" (pp_split)
 * may leave its range (the first: may be negative). */
static void bld_split_report(bld *b, const pp_access *a, int d)
{
    const pp_expr *e = a->expr;
    const pp_split *s = e->split;
    const pp_array *x = &b->r->arrays[a->array];
    int first = e->nargs - s->n, k;
    pp_str w = {0};
    char *c = pp_expr_text(b->m->arena, e->args[first + d]);
    pp_str_addf(&w, "the subscript of '%s' is split along array(%s", pp_array_c(x), pp_array_c(x));
    for (k = first; k < x->ndim; k++)
        pp_str_addf(&w, "[%s]", x->extent[k]);
    pp_str_add(&w, ") into ");
    for (k = first; k < e->nargs; k++) {
        char *t = pp_expr_text(b->m->arena, e->args[k]);
        pp_str_addf(&w, "[%s]", t ? t : "?");
    }
    if (!d)
        pp_str_addf(&w, ", but its row index '%s' may be negative in some iteration", c ? c : "?");
    else
        pp_str_addf(&w, ", but its %s index '%s' may leave 0 .. %s - 1 (its row) in some iteration",
                    d == s->n - 1 ? "column" : "inner", c ? c : "?", x->extent[first + d]);
    pp_str_add(&w, ": bbmm-pp splits only subscripts whose every index stays within its extent");
    pp_error(b->d, e->args[first]->loc, "%s", pp_str_get(&w));
    pp_str_free(&w);
    b->failed = 1;
}

/* Return where reference "a" (pp_split, relation "rel", "depth"
 * iterators) is evaluated, with every extent its split subscript is
 * split along at least 1 (an access to an array without elements would
 * not be C); into "ext" (from 1) those extents, on the statement domain.
 * NULL when an extent is not affine in the parameters alone. */
static isl_set *bld_split_where(bld *b, const pp_access *a, __isl_keep isl_map *rel, int depth, isl_pw_aff **ext)
{
    const pp_split *s = a->expr->split;
    isl_set *where = isl_map_domain(isl_map_copy(rel));
    int d;
    for (d = 1; d < s->n && where; d++) {
        isl_pw_aff *n = bld_aff(b, s->extent[d], depth);
        b->bad = NULL;
        b->why = NULL;
        if (!n || isl_pw_aff_involves_dims(n, isl_dim_in, 0, (unsigned)depth) != isl_bool_false) {
            isl_pw_aff_free(n);
            return isl_set_free(where);
        }
        ext[d] = isl_pw_aff_set_tuple_id(n, isl_dim_in, isl_set_get_tuple_id(where));
        where = isl_set_intersect(where, isl_pw_aff_ge_set(isl_pw_aff_copy(ext[d]),
                                                           bld_cst_like(ext[d], isl_val_one(b->ctx))));
    }
    return where;
}

/* Return whether index "d" of the split subscript of reference "a" (its
 * value "x", the extent "n" it must stay below, NULL for the first index)
 * stays in 0 .. n - 1 (the first: at least 0) on "where"; -1 on error. */
static int bld_split_within(bld *b, __isl_take isl_pw_aff *x, __isl_take isl_pw_aff *n, __isl_take isl_set *where)
{
    isl_set *out = isl_pw_aff_lt_set(isl_pw_aff_copy(x), bld_cst_like(x, isl_val_zero(b->ctx)));
    isl_bool empty;
    if (n)
        out = isl_set_union(out, isl_pw_aff_ge_set(isl_pw_aff_copy(x), n));
    isl_pw_aff_free(x);
    out = isl_set_intersect(out, where);
    empty = isl_set_is_empty(out);
    isl_set_free(out);
    return empty < 0 ? -1 : empty == isl_bool_true;
}

/* Check that the subscripts of reference "a" (relation "rel", "depth"
 * iterators) split from one linear subscript (pp_split) name the element
 * that subscript names: every index within 0 .. its extent - 1 (the first
 * at least 0) wherever it is evaluated.  0, or -1 after an error. */
static int bld_split_check(bld *b, const pp_access *a, __isl_keep isl_map *rel, int depth)
{
    const pp_split *s = a->expr->split;
    int first = a->expr->nargs - s->n, d, ok = 1;
    isl_pw_aff *ext[16] = {NULL};
    isl_pw_multi_aff *pma;
    isl_set *where;
    if (first < 0 || s->n > 16)
        return 0;
    where = bld_split_where(b, a, rel, depth, ext);
    if (!where) {
        pp_error(b->d, a->expr->loc, "the subscript of '%s' is split along the extents of its array() clause, but an "
                 "extent is not an affine expression of integer parameters", pp_array_c(&b->r->arrays[a->array]));
        b->failed = 1;
        return -1;
    }
    pma = isl_pw_multi_aff_from_map(isl_map_copy(rel));
    for (d = 0; d < s->n && ok > 0; d++) {
        ok = bld_split_within(b, isl_pw_multi_aff_get_pw_aff(pma, first + d), ext[d], isl_set_copy(where));
        ext[d] = NULL;
        if (!ok)
            bld_split_report(b, a, d);
    }
    for (d = 0; d < s->n; d++)
        isl_pw_aff_free(ext[d]);
    isl_set_free(where);
    isl_pw_multi_aff_free(pma);
    return ok > 0 ? 0 : -1;
}

/* Return nonzero when "e" names no iterator, local scalar or array. */
static int bld_fixed(const pp_expr *e)
{
    int i;
    if (e->kind == PP_EXPR_ACCESS || (e->kind == PP_EXPR_ID && (e->sym == PP_SYM_ITER || e->sym == PP_SYM_LOCAL)))
        return 0;
    for (i = 0; i < e->nargs; i++)
        if (!bld_fixed(e->args[i]))
            return 0;
    return 1;
}

/* When the non-affine part of the one subscript of reference "a" is a
 * product by a parameter ("i * n"), say in b->why how to give the array
 * its rows (par_split). */
static void bld_rows_hint(bld *b, const pp_access *a)
{
    const pp_expr *x = b->bad;
    const char *name = pp_array_c(&b->r->arrays[a->array]), *n;
    if (a->expr->nargs != 1 || !x || x->kind != PP_EXPR_BINARY || strcmp(x->op, "*") || !b->why ||
        bld_fixed(x->args[0]) == bld_fixed(x->args[1]))
        return;
    n = pp_expr_text(b->m->arena, x->args[bld_fixed(x->args[0]) ? 0 : 1]);
    n = n ? n : "n";
    b->why = pp_printf(b->m->arena,
                       "%s (for rows of %s elements, give '%s' its shape in the pragma, array(%s[rows][%s]), and "
                       "bbmm-pp reads %s[i * %s + j] as %s[i][j])",
                       b->why, n, name, name, n, name, n, name);
}

/* Return the relation of reference "a" (statement domain "dom"). */
static isl_map *bld_access(bld *b, pp_access *a, __isl_keep isl_set *dom, int depth)
{
    const pp_expr *e = a->expr;
    isl_space *sp;
    isl_map *rel;
    isl_pw_aff_list *list;
    const char *tuple;
    int i;
    if (a->array < 0) {
        const pp_scalar *l = &b->r->locals[a->local];
        isl_map *id = isl_map_identity(isl_space_map_from_set(isl_set_get_space(dom)));
        if (depth > l->depth)
            id = isl_map_project_out(id, isl_dim_out, l->depth, depth - l->depth);
        id = isl_map_set_tuple_name(id, isl_dim_out, b->local_tuple[a->local]);
        return isl_map_intersect_domain(id, isl_set_copy(dom));
    }
    tuple = b->r->arrays[a->array].name;
    list = isl_pw_aff_list_alloc(b->ctx, e->nargs);
    for (i = 0; i < e->nargs; i++) {
        isl_pw_aff *x;
        b->in_subscript = 1;
        x = bld_aff(b, e->args[i], depth);
        b->in_subscript = 0;
        if (!x) {
            char what[256];
            snprintf(what, sizeof(what), "subscript %d of '%s'", i + 1, pp_array_c(&b->r->arrays[a->array]));
            if (b->bad && (b->bad->kind == PP_EXPR_ACCESS || (b->bad->kind == PP_EXPR_ID && b->bad->sym == PP_SYM_LOCAL))) {
                char *bad = pp_expr_text(b->m->arena, b->bad);
                pp_error(b->d, e->args[i]->loc, "%s depends on data ('%s'): subscripts must be affine", what,
                         bad ? bad : "?");
                b->bad = NULL;
                b->failed = 1;
            } else {
                bld_rows_hint(b, a);
                bld_report(b, e->args[i]->loc, what, e->args[i]);
            }
            isl_pw_aff_list_free(list);
            return NULL;
        }
        x = isl_pw_aff_set_tuple_id(x, isl_dim_in, isl_set_get_tuple_id(dom));
        list = isl_pw_aff_list_add(list, x);
    }
    sp = isl_space_add_dims(isl_space_from_domain(isl_set_get_space(dom)), isl_dim_out, (unsigned)e->nargs);
    sp = isl_space_set_tuple_name(sp, isl_dim_out, tuple);
    rel = isl_map_intersect_domain(isl_map_from_multi_pw_aff(isl_multi_pw_aff_from_pw_aff_list(sp, list)),
                                   isl_set_copy(dom));
    if (b->guard && b->guard[a - b->r->accesses]) {
        isl_set *g = isl_set_copy(b->guard[a - b->r->accesses]);
        g = isl_set_set_tuple_id(g, isl_set_get_tuple_id(dom));
        rel = isl_map_intersect_domain(rel, g);
    }
    if (rel && e->split && bld_split_check(b, a, rel, depth))
        return isl_map_free(rel);
    return rel;
}

/* Return the schedule of a statement at "depth" in the loops "loops". */
static isl_map *bld_schedule(bld *b, __isl_keep isl_set *dom, int depth, pp_node **loops)
{
    isl_space *sp = isl_space_add_dims(isl_space_from_domain(isl_set_get_space(dom)), isl_dim_out,
                                       (unsigned)(2 * b->maxdepth + 1));
    isl_local_space *ls = isl_local_space_from_space(isl_set_get_space(dom));
    isl_aff_list *list = isl_aff_list_alloc(b->ctx, 2 * b->maxdepth + 1);
    int k;
    for (k = 0; k <= 2 * b->maxdepth; k++) {
        isl_aff *x;
        if (k % 2 == 0)
            x = isl_aff_val_on_domain(isl_local_space_copy(ls),
                                      isl_val_int_from_si(b->ctx, k / 2 <= depth ? b->beta[k / 2] : 0));
        else if (k / 2 < depth) {
            x = isl_aff_var_on_domain(isl_local_space_copy(ls), isl_dim_set, k / 2);
            if (loops[k / 2]->u.loop.step < 0)
                x = isl_aff_neg(x);
        } else
            x = isl_aff_val_on_domain(isl_local_space_copy(ls), isl_val_zero(b->ctx));
        list = isl_aff_list_add(list, x);
    }
    isl_local_space_free(ls);
    return isl_map_intersect_domain(isl_map_from_multi_aff(isl_multi_aff_from_aff_list(sp, list)),
                                    isl_set_copy(dom));
}

/* Replace b->dom by "dom". */
static void bld_set_dom(bld *b, __isl_take isl_set *dom)
{
    isl_set_free(b->dom);
    b->dom = dom;
}

/* Return a set of "n" iterators that holds every point where condition
 * "e" is "truth" (1: true, 0: false): exact where "e" is affine; its
 * affine parts where it joins affine and data-dependent conditions with
 * &&, || and !; everything where it depends on data alone. */
static isl_set *bld_cond_hull(bld *b, const pp_expr *e, int n, int truth)
{
    isl_set *c, *x, *y;
    if (e->kind == PP_EXPR_PAREN)
        return bld_cond_hull(b, e->args[0], n, truth);
    if (e->kind == PP_EXPR_UNARY && !strcmp(e->op, "!"))
        return bld_cond_hull(b, e->args[0], n, !truth);
    if (e->kind == PP_EXPR_BINARY && (!strcmp(e->op, "&&") || !strcmp(e->op, "||"))) {
        int both = (e->op[0] == '&') == truth;
        x = bld_cond_hull(b, e->args[0], n, truth);
        y = bld_cond_hull(b, e->args[1], n, truth);
        return both ? isl_set_intersect(x, y) : isl_set_union(x, y);
    }
    c = bld_cond(b, e, n);
    b->bad = NULL;
    b->why = NULL;
    if (!c) {
        isl_ctx_reset_error(b->ctx);
        return isl_set_universe(bld_space(b, n));
    }
    return truth ? c : isl_set_complement(c);
}

/* Record in b->guard where each reference below "e" is evaluated: "g"
 * (unnamed, "n" iterators), narrowed by the affine conditions of the &&,
 * || and ?: that protect it. */
static void bld_guards(bld *b, const pp_expr *e, __isl_keep isl_set *g, int n)
{
    int i;
    if (!e || !g)
        return;
    if (e->kind == PP_EXPR_ACCESS && e->access >= 0 && e->access < b->r->naccesses && !b->guard[e->access])
        b->guard[e->access] = isl_set_copy(g);
    if ((e->kind == PP_EXPR_BINARY && (!strcmp(e->op, "&&") || !strcmp(e->op, "||"))) || e->kind == PP_EXPR_COND) {
        isl_set *save = b->dom, *yes, *no;
        bld_guards(b, e->args[0], g, n);
        b->dom = isl_set_copy(g);
        yes = isl_set_intersect(isl_set_copy(g), bld_cond_hull(b, e->args[0], n, 1));
        no = isl_set_intersect(isl_set_copy(g), bld_cond_hull(b, e->args[0], n, 0));
        isl_set_free(b->dom);
        b->dom = save;
        if (e->kind == PP_EXPR_COND) {
            bld_guards(b, e->args[1], yes, n);
            bld_guards(b, e->args[2], no, n);
        } else {
            bld_guards(b, e->args[1], e->op[0] == '&' ? yes : no, n);
        }
        isl_set_free(yes);
        isl_set_free(no);
        return;
    }
    for (i = 0; i < e->nargs; i++)
        bld_guards(b, e->args[i], g, n);
}

/* Record where the references of statement "s" (at "depth") are evaluated. */
static void bld_stmt_guards(bld *b, const pp_stmt *s, int depth)
{
    const pp_node *n = s->node;
    isl_set *g;
    if (!b->guard)
        return;
    g = isl_set_copy(b->dom);
    if (n->kind == PP_NODE_ASSIGN) {
        bld_guards(b, n->u.assign.lhs, g, depth);
        bld_guards(b, n->u.assign.rhs, g, depth);
    } else if (n->kind == PP_NODE_DECL) {
        bld_guards(b, n->u.decl.init, g, depth);
    } else if (n->kind == PP_NODE_IF) {
        bld_guards(b, n->u.cond.cond, g, depth);
    } else {
        bld_guards(b, n->u.call.expr, g, depth);
    }
    isl_set_free(g);
}

/* Build the model of statement "k" with domain "dom" (depth "depth"). */
static void bld_stmt(bld *b, int k, __isl_take isl_set *dom, int depth)
{
    pp_stmt *s = &b->r->stmts[k];
    int i;
    dom = isl_set_set_tuple_name(dom, s->name);
    for (i = 0; i < depth; i++)
        dom = isl_set_set_dim_name(dom, isl_dim_set, i, s->loops[i]->u.loop.iter);
    s->domain = isl_set_coalesce(dom);
    s->schedule = bld_schedule(b, s->domain, depth, s->loops);
    bld_set_dom(b, isl_set_reset_tuple_id(isl_set_copy(s->domain)));
    bld_stmt_guards(b, s, depth);
    for (i = 0; i < s->naccesses; i++) {
        pp_access *a = &b->r->accesses[s->accesses[i]];
        a->rel = bld_access(b, a, s->domain, depth);
        if (!a->rel && !b->failed) {
            pp_isl_error(b->ctx, b->d, a->expr->loc);
            b->failed = 1;
        }
    }
}

/* Return "dom" with its dimension "d" of kind "kind" (an iterator or a
 * parameter) limited to the values of type "t". */
static isl_set *bld_dim_in_type(bld *b, __isl_take isl_set *dom, pp_ctype t, enum isl_dim_type kind, int d)
{
    isl_val *lo, *hi;
    isl_pw_aff *x;
    isl_set *hi_set;
    if (!pp_ctype_is_int(t) || !dom)
        return dom;
    bld_range(b->ctx, t, &lo, &hi);
    x = isl_pw_aff_from_aff(isl_aff_var_on_domain(isl_local_space_from_space(isl_set_get_space(dom)), kind,
                                                  (unsigned)d));
    dom = isl_set_intersect(dom, isl_pw_aff_ge_set(isl_pw_aff_copy(x), bld_cst_like(x, lo)));
    hi_set = isl_pw_aff_le_set(isl_pw_aff_copy(x), bld_cst_like(x, hi));
    isl_pw_aff_free(x);
    return isl_set_intersect(dom, hi_set);
}

/* Return "dom" with its iterator "d" limited to the values of type "t". */
static isl_set *bld_in_type(bld *b, __isl_take isl_set *dom, pp_ctype t, int d)
{
    return bld_dim_in_type(b, dom, t, isl_dim_set, d);
}

/* Return nonzero when loop condition "e" holds on an interval of its
 * iterator: comparisons <, <=, >, >= joined by &&, without % or /.  A
 * loop whose condition is an interval and that steps past the end of its
 * unsigned type would run forever, which C lets us assume does not happen
 * (C11 6.8.5p6); other loops are checked by bld_wraps(). */
static int bld_interval(const pp_expr *e)
{
    int i;
    if (e->kind == PP_EXPR_PAREN)
        return bld_interval(e->args[0]);
    if (e->kind == PP_EXPR_BINARY && !strcmp(e->op, "&&"))
        return bld_interval(e->args[0]) && bld_interval(e->args[1]);
    if (e->kind != PP_EXPR_BINARY || (strcmp(e->op, "<") && strcmp(e->op, "<=") && strcmp(e->op, ">") &&
                                      strcmp(e->op, ">=")))
        return 0;
    for (i = 0; i < 2; i++)
        if (!bld_linear(e->args[i]))
            return 0;
    return 1;
}

/* Return nonzero when "e" uses only +, - and * (no %, /, ?:, casts). */
static int bld_linear(const pp_expr *e)
{
    int i;
    if (e->kind == PP_EXPR_BINARY && strcmp(e->op, "+") && strcmp(e->op, "-") && strcmp(e->op, "*"))
        return 0;
    if (e->kind == PP_EXPR_COND || e->kind == PP_EXPR_CALL || e->kind == PP_EXPR_CAST)
        return 0;
    for (i = 0; i < e->nargs; i++)
        if (!bld_linear(e->args[i]))
            return 0;
    return 1;
}

/* Return the iterations of "dom" (loop "n", iterator "depth") from which
 * its step leaves the range of the iterator's type. */
static isl_set *bld_past_range(bld *b, const pp_node *n, __isl_keep isl_set *dom, int depth)
{
    long long step = n->u.loop.step;
    isl_val *lo, *hi;
    isl_pw_aff *it;
    isl_set *past;
    bld_range(b->ctx, n->u.loop.ctype, &lo, &hi);
    it = isl_pw_aff_from_aff(isl_aff_var_on_domain(isl_local_space_from_space(isl_set_get_space(dom)), isl_dim_set,
                                                   (unsigned)depth));
    it = isl_pw_aff_add(it, bld_cst_like(it, isl_val_int_from_si(b->ctx, (long)step)));
    past = step > 0 ? isl_pw_aff_gt_set(isl_pw_aff_copy(it), bld_cst_like(it, isl_val_copy(hi)))
                    : isl_pw_aff_lt_set(isl_pw_aff_copy(it), bld_cst_like(it, isl_val_copy(lo)));
    isl_val_free(lo);
    isl_val_free(hi);
    isl_pw_aff_free(it);
    return isl_set_intersect(past, isl_set_copy(dom));
}

/* Return whether loop "n" (iterator "depth" of its domain "dom", of an
 * unsigned type) can step from an iteration past the end of its type's
 * range to a wrapped value where its condition still holds. */
static isl_bool bld_wraps(bld *b, const pp_node *n, __isl_keep isl_set *dom, int depth)
{
    long long step = n->u.loop.step;
    isl_val *mod;
    isl_space *sp = isl_set_get_space(dom);
    isl_multi_aff *next;
    isl_aff *shift;
    isl_set *past, *cont, *cond;
    isl_bool r;
    mod = isl_val_2exp(isl_val_int_from_si(b->ctx, pp_ctype_bits(n->u.loop.ctype)));
    past = bld_past_range(b, n, dom, depth);
    next = isl_multi_aff_identity(isl_space_map_from_set(isl_space_copy(sp)));
    shift = isl_multi_aff_get_aff(next, depth);
    shift = isl_aff_add_constant_val(shift, isl_val_int_from_si(b->ctx, (long)step));
    shift = isl_aff_add_constant_val(shift, step > 0 ? isl_val_neg(mod) : mod);
    next = isl_multi_aff_set_aff(next, depth, shift);
    bld_set_dom(b, isl_set_universe(sp));
    cond = bld_cond(b, n->u.loop.cond, depth + 1);
    if (!cond) {
        isl_set_free(past);
        isl_multi_aff_free(next);
        b->bad = NULL;
        b->why = NULL;
        return isl_bool_error;
    }
    cont = isl_set_preimage_multi_aff(cond, next);
    past = isl_set_intersect(past, cont);
    r = isl_set_is_empty(past);
    isl_set_free(past);
    return r == isl_bool_error ? r : r == isl_bool_true ? isl_bool_false : isl_bool_true;
}

/* Return whether "dom" holds an iteration of loop "n" (iterator "depth")
 * from which its step leaves the range of the iterator's type. */
static isl_bool bld_steps_out(bld *b, const pp_node *n, __isl_keep isl_set *dom, int depth)
{
    isl_set *past = bld_past_range(b, n, dom, depth);
    isl_bool empty;
    empty = isl_set_is_empty(past);
    isl_set_free(past);
    return empty == isl_bool_error ? empty : empty == isl_bool_true ? isl_bool_false : isl_bool_true;
}

/* Return the iterations "dom" of loop "n" (iterator "depth"), limited to
 * the range of the iterator's type where they leave it but the loop ends
 * inside it: a condition that compares the iterator in an unsigned type
 * ("i < 16u" for an int "i") holds again past that range, where the
 * iterator never goes.  A loop that would step out of the range keeps its
 * iterations (bld_loop() refuses them when they are unbounded). */
static isl_set *bld_in_range(bld *b, const pp_node *n, __isl_take isl_set *dom, int depth)
{
    isl_set *typed = bld_in_type(b, isl_set_copy(dom), n->u.loop.ctype, depth), *in = isl_set_copy(dom);
    isl_bool keep;
    if (b->types)
        in = isl_set_intersect_params(in, isl_set_params(isl_set_copy(b->types)));
    keep = isl_set_is_subset(in, typed);
    isl_set_free(in);
    if (keep == isl_bool_false)
        keep = bld_steps_out(b, n, typed, depth);
    if (keep == isl_bool_true) {
        isl_set_free(typed);
        return dom;
    }
    isl_set_free(dom);
    return keep == isl_bool_error ? isl_set_free(typed) : isl_set_coalesce(typed);
}

/* Return the iterations of loop "n" (iterator "depth") that C runs: the
 * points of its lattice "lat" (inside the enclosing loops) up to the first
 * where its condition "c" fails.  Where that prefix is not the set of "c",
 * the loop's condition becomes a test of the prefix (exits.c), or the loop
 * is refused when none can be written. */
static isl_set *bld_exits(bld *b, pp_node *n, __isl_take isl_set *lat, __isl_take isl_set *c, int depth)
{
    isl_set *typed = bld_in_type(b, isl_set_copy(lat), n->u.loop.ctype, depth), *d, *p, *test;
    isl_bool same;
    pp_expr *e;
    if (b->types)
        typed = isl_set_intersect_params(typed, isl_set_params(isl_set_copy(b->types)));
    d = isl_set_intersect(isl_set_copy(typed), isl_set_copy(c));
    p = pp_loop_prefix(isl_set_copy(typed), isl_set_copy(d), depth, n->u.loop.step);
    same = isl_set_is_equal(p, d);
    isl_set_free(d);
    if (same != isl_bool_false) {
        isl_set_free(typed);
        isl_set_free(p);
        return same == isl_bool_true ? bld_in_range(b, n, isl_set_intersect(lat, c), depth)
                                     : isl_set_free(isl_set_free(lat));
    }
    isl_set_free(c);
    test = isl_set_coalesce(isl_set_gist(p, typed));
    e = pp_exit_cond(b->m, b->r, b->loop_at, test, n->u.loop.cond->loc);
    if (!e) {
        pp_error(b->d, n->u.loop.cond->loc,
                 "the loop over '%s' ends at the first iteration where its condition is false, which is not "
                 "the set of iterations where it holds, and bbmm-pp cannot write that end as affine bounds: "
                 "write the loop's end as bounds on '%s' (e.g. 'i < n && i < k' for 'i < n && i != k')",
                 n->u.loop.iter, n->u.loop.iter);
        b->failed = 1;
        isl_set_free(test);
        return isl_set_free(lat);
    }
    n->u.loop.cond = e;
    return isl_set_intersect(lat, test);
}

/* Return the set of iterations of loop "n" (depth "depth") inside "dom". */
static isl_set *bld_loop(bld *b, pp_node *n, __isl_take isl_set *dom, int depth)
{
    isl_pw_aff *init, *it;
    isl_set *c;
    long long step = n->u.loop.step;
    pp_ctype t = n->u.loop.ctype;
    dom = isl_set_add_dims(dom, isl_dim_set, 1);
    b->iter_type[depth] = t;
    bld_set_dom(b, isl_set_copy(dom));
    init = bld_aff_as(b, n->u.loop.init, t, depth + 1);
    if (!init) {
        char what[128];
        snprintf(what, sizeof(what), "initial value of loop iterator '%s'", n->u.loop.iter);
        bld_report(b, n->u.loop.init->loc, what, n->u.loop.init);
        return isl_set_free(dom);
    }
    c = bld_cond(b, n->u.loop.cond, depth + 1);
    if (!c) {
        char what[128];
        isl_pw_aff_free(init);
        snprintf(what, sizeof(what), "condition of the loop over '%s'", n->u.loop.iter);
        bld_report_cond(b, n->u.loop.cond->loc, what, n->u.loop.cond);
        return isl_set_free(dom);
    }
    it = isl_pw_aff_from_aff(isl_aff_var_on_domain(isl_local_space_from_space(bld_space(b, depth + 1)),
                                                  isl_dim_set, depth));
    if (step > 1 || step < -1) {
        isl_pw_aff *diff = isl_pw_aff_sub(isl_pw_aff_copy(it), isl_pw_aff_copy(init));
        diff = isl_pw_aff_mod_val(diff, isl_val_int_from_si(b->ctx, (long)(step > 0 ? step : -step)));
        dom = isl_set_intersect(dom, isl_pw_aff_zero_set(diff));
    }
    dom = isl_set_intersect(dom, step > 0 ? isl_pw_aff_ge_set(it, init) : isl_pw_aff_le_set(it, init));
    b->loop_at[depth] = n;
    dom = bld_exits(b, n, dom, c, depth);
    if (dom && pp_ctype_is_unsigned(t) && !bld_interval(n->u.loop.cond) &&
        bld_wraps(b, n, dom, depth) != isl_bool_false) {
        pp_error(b->d, n->u.loop.cond->loc,
                 "the loop over '%s' can step past the range of its type '%s' and wrap around: its "
                 "condition must end it first",
                 n->u.loop.iter, pp_ctype_c(t));
        b->failed = 1;
        return isl_set_free(dom);
    }
    if (dom && !(step > 0 ? isl_set_dim_has_upper_bound(dom, isl_dim_set, depth)
                          : isl_set_dim_has_lower_bound(dom, isl_dim_set, depth)) &&
        isl_set_is_empty(dom) == isl_bool_false) {
        pp_error(b->d, n->u.loop.cond->loc, "the loop over '%s' has no %s bound in the direction of its step",
                 n->u.loop.iter, step > 0 ? "upper" : "lower");
        b->failed = 1;
        return isl_set_free(dom);
    }
    return dom;
}

static void bld_walk(bld *b, pp_node *n, __isl_keep isl_set *dom, int depth);

/* Walk "if" node "n" whose condition reads data, inside "dom": the
 * statement evaluating the condition runs everywhere in "dom", each branch
 * where the affine parts of the condition allow it. */
static void bld_data_if(bld *b, pp_node *n, __isl_keep isl_set *dom, int depth)
{
    isl_set *yes, *no;
    b->beta[depth] = b->counter[depth]++;
    bld_stmt(b, n->u.cond.stmt, isl_set_copy(dom), depth);
    if (b->failed)
        return;
    bld_set_dom(b, isl_set_copy(dom));
    yes = isl_set_intersect(isl_set_copy(dom), bld_cond_hull(b, n->u.cond.cond, depth, 1));
    no = isl_set_intersect(isl_set_copy(dom), bld_cond_hull(b, n->u.cond.cond, depth, 0));
    bld_walk(b, n->u.cond.then_node, yes, depth);
    if (n->u.cond.else_node)
        bld_walk(b, n->u.cond.else_node, no, depth);
    isl_set_free(yes);
    isl_set_free(no);
}

/* Walk node "n" inside domain "dom" (depth "depth"). */
static void bld_walk(bld *b, pp_node *n, __isl_keep isl_set *dom, int depth)
{
    int i;
    if (b->failed || !n)
        return;
    switch (n->kind) {
    case PP_NODE_FOR: {
        isl_set *inner;
        b->beta[depth] = b->counter[depth]++;
        b->counter[depth + 1] = 0;
        inner = bld_loop(b, n, isl_set_copy(dom), depth);
        if (!inner) {
            if (!b->failed) {
                pp_isl_error(b->ctx, b->d, n->loc);
                b->failed = 1;
            }
            return;
        }
        bld_walk(b, n->u.loop.body, inner, depth + 1);
        isl_set_free(inner);
        return;
    }
    case PP_NODE_IF: {
        isl_set *c, *t;
        if (n->u.cond.stmt >= 0) {
            bld_data_if(b, n, dom, depth);
            return;
        }
        bld_set_dom(b, isl_set_copy(dom));
        c = bld_cond(b, n->u.cond.cond, depth);
        if (!c) {
            bld_report_cond(b, n->u.cond.cond->loc, "the condition", n->u.cond.cond);
            return;
        }
        t = isl_set_intersect(isl_set_copy(dom), isl_set_copy(c));
        bld_walk(b, n->u.cond.then_node, t, depth);
        isl_set_free(t);
        if (n->u.cond.else_node) {
            t = isl_set_subtract(isl_set_copy(dom), c);
            bld_walk(b, n->u.cond.else_node, t, depth);
            isl_set_free(t);
        } else {
            isl_set_free(c);
        }
        return;
    }
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            bld_walk(b, n->u.block.v[i], dom, depth);
        return;
    case PP_NODE_ASSIGN:
    case PP_NODE_DECL:
    case PP_NODE_CALL: {
        int k = n->kind == PP_NODE_ASSIGN ? n->u.assign.stmt
                : n->kind == PP_NODE_DECL ? n->u.decl.stmt
                                          : n->u.call.stmt;
        if (k < 0)
            return;
        b->beta[depth] = b->counter[depth]++;
        bld_stmt(b, k, isl_set_copy(dom), depth);
        return;
    }
    }
}

/* Set b->local_tuple[i], the isl tuple name of local "i": its name, or
 * "name_i" when that clashes with an array or another local (the C name
 * stays as written). */
static int bld_local_names(bld *b)
{
    pp_region *r = b->r;
    int i, j, clash;
    b->local_tuple = pp_alloc(b->m->arena, sizeof(char *) * (size_t)(r->nlocals + 1));
    if (!b->local_tuple)
        return -1;
    for (i = 0; i < r->nlocals; i++) {
        clash = 0;
        for (j = 0; j < r->narrays; j++)
            clash |= !strcmp(r->arrays[j].name, r->locals[i].name);
        for (j = 0; j < r->nlocals; j++)
            clash |= j != i && !strcmp(r->locals[j].name, r->locals[i].name);
        b->local_tuple[i] = clash ? pp_printf(b->m->arena, "%s_%d", r->locals[i].name, i) : r->locals[i].name;
        if (!b->local_tuple[i])
            return -1;
    }
    return 0;
}

/* ---- scalars declared outside the region (pp_scalar.outer) ------------- */

/* Return the map [S[i] -> R[]] -> S[i] of reference "a". */
static isl_map *bld_tagger(const pp_region *r, const pp_access *a)
{
    isl_set *dom = r->stmts[a->stmt].domain;
    isl_space *sp = isl_space_set_from_params(isl_space_params(isl_set_get_space(dom)));
    isl_set *tag = isl_set_universe(isl_space_set_tuple_name(sp, isl_dim_set, a->id));
    return isl_map_domain_map(isl_map_from_domain_and_range(isl_set_copy(dom), tag));
}

/* The value-based flow among references "acc[0..n)" of one scalar (their
 * relations a->rel; every write a must-source): the dependences, tagged,
 * in "*dep" (may be NULL) and the read instances with no source in the
 * region in "*nosrc".  Return 0 or -1. */
static int bld_scalar_flow(bld *b, const int *acc, int n, isl_union_map **dep, isl_union_map **nosrc)
{
    pp_region *r = b->r;
    isl_union_map *tr = isl_union_map_empty(isl_space_params(isl_map_get_space(r->accesses[acc[0]].rel)));
    isl_union_map *tw = isl_union_map_copy(tr), *ts = isl_union_map_copy(tr);
    isl_union_access_info *ai;
    isl_union_flow *f;
    int i;
    for (i = 0; i < n; i++) {
        const pp_access *a = &r->accesses[acc[i]];
        isl_map *tag = bld_tagger(r, a);
        isl_map *rel = isl_map_apply_range(isl_map_copy(tag), isl_map_copy(a->rel));
        ts = isl_union_map_add_map(ts, isl_map_apply_range(tag, isl_map_copy(r->stmts[a->stmt].schedule)));
        if (a->write)
            tw = isl_union_map_add_map(tw, isl_map_copy(rel));
        if (!a->write || a->read)
            tr = isl_union_map_add_map(tr, isl_map_copy(rel));
        isl_map_free(rel);
    }
    ai = isl_union_access_info_from_sink(tr);
    ai = isl_union_access_info_set_must_source(ai, tw);
    ai = isl_union_access_info_set_schedule_map(ai, ts);
    f = isl_union_access_info_compute_flow(ai);
    if (dep)
        *dep = isl_union_flow_get_must_dependence(f);
    *nosrc = isl_union_flow_get_may_no_source(f);
    isl_union_flow_free(f);
    return *nosrc && (!dep || *dep) ? 0 : -1;
}

/* Rebuild the relations of the references to local "l". */
static void bld_local_rels(bld *b, int l)
{
    pp_region *r = b->r;
    int i;
    for (i = 0; i < r->naccesses; i++) {
        pp_access *a = &r->accesses[i];
        if (a->array >= 0 || a->local != l)
            continue;
        isl_map_free(a->rel);
        a->rel = bld_access(b, a, r->stmts[a->stmt].domain, r->stmts[a->stmt].depth);
        if (!a->rel)
            b->failed = 1;
    }
}

/* Return the most loops that local "l" (one web) can be private to: every
 * read reads a value written in the same iteration of the loops its
 * references share; 0 when only the whole region is. */
static int bld_private_depth(bld *b, int l, const int *acc, int n)
{
    pp_region *r = b->r;
    const pp_stmt *s0 = &r->stmts[r->accesses[acc[0]].stmt];
    int c = s0->depth, i, d;
    for (i = 1; i < n; i++) {
        const pp_stmt *s = &r->stmts[r->accesses[acc[i]].stmt];
        int k = 0;
        while (k < c && k < s->depth && s->loops[k] == s0->loops[k])
            k++;
        c = k;
    }
    for (d = c; d > 0; d--) {
        isl_union_map *nosrc = NULL;
        int empty;
        r->locals[l].depth = d;
        bld_local_rels(b, l);
        if (b->failed || bld_scalar_flow(b, acc, n, NULL, &nosrc)) {
            isl_union_map_free(nosrc);
            b->failed = 1;
            return 0;
        }
        empty = isl_union_map_is_empty(nosrc) == isl_bool_true;
        isl_union_map_free(nosrc);
        if (empty)
            return d;
    }
    return 0;
}

typedef struct bld_webs {
    bld *b;
    int *up;   /* union-find over the region's references */
} bld_webs;

static int bld_root(int *up, int x)
{
    while (up[x] != x)
        x = up[x] = up[up[x]];
    return x;
}

/* Join the two references of one tagged flow dependence. */
static isl_stat bld_join(__isl_take isl_map *map, void *user)
{
    bld_webs *w = user;
    int src = pp_tag_index(isl_space_domain(isl_map_get_space(map)));
    int sink = pp_tag_index(isl_space_range(isl_map_get_space(map)));
    isl_map_free(map);
    if (src < 0 || sink < 0 || src >= w->b->r->naccesses || sink >= w->b->r->naccesses)
        return isl_stat_error;
    w->up[bld_root(w->up, src)] = bld_root(w->up, sink);
    return isl_stat_ok;
}

/* Mark in "*user" (an int per reference) the references of the tagged maps. */
static isl_stat bld_mark_refs(__isl_take isl_map *map, void *user)
{
    int *mark = user, k = pp_tag_index(isl_space_domain(isl_map_get_space(map)));
    isl_map_free(map);
    if (k >= 0)
        mark[k] = 1;
    return isl_stat_ok;
}

/* Return nonzero when "e" holds "&x" with x the expression "x". */
static int bld_addr_of(const pp_expr *e, const pp_expr *x)
{
    int i;
    if (!e)
        return 0;
    if (e->kind == PP_EXPR_ADDR && e->args[0] == x)
        return 1;
    for (i = 0; i < e->nargs; i++)
        if (bld_addr_of(e->args[i], x))
            return 1;
    return 0;
}

/* Return nonzero when a reference to local "l" is an argument "&x" of a
 * call. */
static int bld_by_address(const pp_region *r, int l)
{
    int i;
    for (i = 0; i < r->naccesses; i++) {
        const pp_access *a = &r->accesses[i];
        const pp_node *n = r->stmts[a->stmt].node;
        if (a->array >= 0 || a->local != l)
            continue;
        if (n->kind == PP_NODE_CALL && bld_addr_of(n->u.call.expr, a->expr))
            return 1;
        if (n->kind == PP_NODE_ASSIGN && bld_addr_of(n->u.assign.rhs, a->expr))
            return 1;
        if (n->kind == PP_NODE_DECL && bld_addr_of(n->u.decl.init, a->expr))
            return 1;
    }
    return 0;
}

int pp_scalar_array(pp_model *m, pp_region *r, const pp_scalar *v)
{
    pp_array x;
    int k, cap = r->narrays;
    for (k = 0; k < r->narrays; k++)
        if (r->arrays[k].scalar && !strcmp(r->arrays[k].name, v->name))
            return k;
    memset(&x, 0, sizeof(x));
    x.name = v->name;
    x.elem_type = v->type;
    x.elem_ctype = v->ctype;
    x.ndim = 1;
    x.extent = pp_alloc(m->arena, sizeof(char *));
    x.scalar = 1;
    x.decl = v->loc;
    if (!x.extent || !(x.extent[0] = pp_strdup(m->arena, "1")) ||
        pp_vec_push(m->arena, &r->arrays, &r->narrays, &cap, sizeof(x), &x))
        return -1;
    return r->narrays - 1;
}

/* Turn the references to local "l" (a web of a scalar declared outside
 * the region) into references to element 0 of the one-element array
 * standing for its variable, added when new; "rels": rebuild their
 * relations.  Return 0 or -1 (out of memory). */
static int bld_promote(bld *b, int l, int rels)
{
    pp_region *r = b->r;
    pp_scalar *v = &r->locals[l];
    int k = pp_scalar_array(b->m, r, v), i;
    if (k < 0)
        return -1;
    v->promoted = 1;
    for (i = 0; i < r->naccesses; i++) {
        pp_access *a = &r->accesses[i];
        pp_expr *e = a->expr, *z;
        if (a->array >= 0 || a->local != l)
            continue;
        z = pp_alloc(b->m->arena, sizeof(*z));
        e->args = pp_alloc(b->m->arena, sizeof(pp_expr *));
        if (!z || !e->args)
            return -1;
        memset(z, 0, sizeof(*z));
        z->kind = PP_EXPR_INT;
        z->loc = e->loc;
        z->text = pp_strdup(b->m->arena, "0");
        z->ctype = PP_CT_INT;
        z->index = -1;
        z->access = -1;
        if (!z->text)
            return -1;
        e->kind = PP_EXPR_ACCESS;
        e->index = k;
        e->nargs = 1;
        e->args[0] = z;
        a->array = k;
        a->local = -1;
        if (a->write)
            r->arrays[k].written = 1;
        if (!a->write || a->read)
            r->arrays[k].read = 1;
        if (rels) {
            isl_map_free(a->rel);
            a->rel = bld_access(b, a, r->stmts[a->stmt].domain, r->stmts[a->stmt].depth);
            if (!a->rel)
                b->failed = 1;
        }
    }
    return 0;
}

/* Model the scalars declared outside the region that it writes (locals
 * with "outer", at depth 0 so far): split each into its webs (the writes
 * and the reads their values reach: one local each, its own storage),
 * privatise each web to the loops it can be private to, and promote the
 * webs that must live in memory (pp_scalar). */
static int bld_outer_locals(bld *b)
{
    pp_region *r = b->r;
    int n0 = r->nlocals, l, i, cap = r->nlocals, *acc, *up, *nosrc_ref;
    acc = calloc((size_t)r->naccesses + 1, sizeof(int));
    up = calloc((size_t)r->naccesses + 1, sizeof(int));
    nosrc_ref = calloc((size_t)r->naccesses + 1, sizeof(int));
    if (!acc || !up || !nosrc_ref) {
        free(acc);
        free(up);
        free(nosrc_ref);
        return -1;
    }
    for (l = 0; l < n0 && !b->failed; l++) {
        isl_union_map *dep = NULL, *nosrc = NULL;
        bld_webs w;
        int n = 0, nweb = 0;
        if (!r->locals[l].outer || r->locals[l].promoted)
            continue;
        for (i = 0; i < r->naccesses; i++)
            if (r->accesses[i].array < 0 && r->accesses[i].local == l) {
                acc[n++] = i;
                up[i] = i;
            }
        if (!n)
            continue;
        w.b = b;
        w.up = up;
        if (bld_scalar_flow(b, acc, n, &dep, &nosrc) || isl_union_map_foreach_map(dep, bld_join, &w) < 0 ||
            isl_union_map_foreach_map(nosrc, bld_mark_refs, nosrc_ref) < 0) {
            isl_union_map_free(dep);
            isl_union_map_free(nosrc);
            b->failed = 1;
            break;
        }
        isl_union_map_free(dep);
        isl_union_map_free(nosrc);
        /* One local per web: the first keeps "l". */
        for (i = 0; i < n; i++) {
            int root = bld_root(up, acc[i]), k, j;
            for (j = 0; j < i && bld_root(up, acc[j]) != root; j++)
                ;
            if (j < i) {
                k = r->accesses[acc[j]].local;
            } else if (!nweb++) {
                k = l;
                r->locals[k].incoming = 0;
            } else {
                pp_scalar copy = r->locals[l];
                copy.loc = r->accesses[acc[i]].expr->loc;
                copy.incoming = 0;
                if (pp_vec_push(b->m->arena, &r->locals, &r->nlocals, &cap, sizeof(copy), &copy)) {
                    b->failed = 1;
                    break;
                }
                k = r->nlocals - 1;
            }
            r->accesses[acc[i]].local = k;
            r->accesses[acc[i]].expr->index = k;
            if (nosrc_ref[acc[i]] && !r->locals[k].incoming) {
                r->locals[k].incoming = 1;
                r->locals[k].loc = r->accesses[acc[i]].expr->loc;
            }
        }
    }
    if (!b->failed && bld_local_names(b))
        b->failed = 1;
    for (l = 0; l < r->nlocals && !b->failed; l++) {
        int n = 0;
        if (!r->locals[l].outer || r->locals[l].incoming) {
            bld_local_rels(b, l);
            continue;
        }
        for (i = 0; i < r->naccesses; i++)
            if (r->accesses[i].array < 0 && r->accesses[i].local == l)
                acc[n++] = i;
        r->locals[l].depth = n ? bld_private_depth(b, l, acc, n) : 0;
        bld_local_rels(b, l);
    }
    for (l = 0; l < r->nlocals && !b->failed; l++) {
        pp_scalar *v = &r->locals[l];
        if (!v->outer || v->promoted)
            continue;
        v->addressed = bld_by_address(r, l);
        if ((v->incoming || v->live_out) && !v->addressed && bld_promote(b, l, 1))
            b->failed = 1;
    }
    free(acc);
    free(up);
    free(nosrc_ref);
    return b->failed ? -1 : 0;
}

/* Return "dom" with parameter "i" limited to the values of its type. */
static isl_set *bld_param_in_type(bld *b, __isl_take isl_set *dom, int i)
{
    return bld_dim_in_type(b, dom, b->r->params[i].ctype, isl_dim_param, i);
}

int pp_build_region(pp_model *m, pp_region *r, pp_diag *d)
{
    bld b;
    isl_set *root;
    int i;
    memset(&b, 0, sizeof(b));
    b.m = m;
    b.r = r;
    b.d = d;
    b.ctx = m->ctx;
    for (i = 0; i < r->nstmts; i++)
        if (r->stmts[i].depth > b.maxdepth)
            b.maxdepth = r->stmts[i].depth;
    if (b.maxdepth >= 62) {
        pp_error(d, r->pragma, "loops nested too deeply");
        return -1;
    }
    if (bld_local_names(&b)) {
        pp_error(d, r->pragma, "out of memory");
        return -1;
    }
    root = isl_set_universe(bld_space(&b, 0));
    b.types = isl_set_universe(bld_space(&b, 0));
    for (i = 0; i < r->nparams; i++)
        b.types = bld_param_in_type(&b, b.types, i);
    b.guard = calloc((size_t)r->naccesses + 1, sizeof(isl_set *));
    for (i = 0; i < r->nlocals && b.guard; i++)
        if (r->locals[i].outer && r->locals[i].promote && !r->locals[i].promoted && bld_promote(&b, i, 0)) {
            pp_error(d, r->pragma, "out of memory");
            b.failed = 1;
        }
    if (b.guard && !b.failed)
        bld_walk(&b, r->root, root, 0);
    else
        pp_error(d, r->pragma, "out of memory");
    isl_set_free(root);
    bld_set_dom(&b, NULL);
    if (!b.failed && b.guard && bld_outer_locals(&b)) {
        pp_isl_error(b.ctx, d, r->pragma);
        b.failed = 1;
    }
    isl_set_free(b.types);
    for (i = 0; b.guard && i < r->naccesses; i++)
        isl_set_free(b.guard[i]);
    free(b.guard);
    if (b.failed || !b.guard)
        return -1;
    r->context = isl_set_universe(isl_space_params(bld_space(&b, 0)));
    r->domain = isl_union_set_empty(isl_set_get_space(r->context));
    r->schedule = isl_union_map_empty(isl_set_get_space(r->context));
    r->reads = isl_union_map_empty(isl_set_get_space(r->context));
    r->writes = isl_union_map_empty(isl_set_get_space(r->context));
    for (i = 0; i < r->nstmts; i++) {
        r->domain = isl_union_set_add_set(r->domain, isl_set_copy(r->stmts[i].domain));
        r->schedule = isl_union_map_add_map(r->schedule, isl_map_copy(r->stmts[i].schedule));
    }
    for (i = 0; i < r->naccesses; i++) {
        pp_access *a = &r->accesses[i];
        if (a->write)
            r->writes = isl_union_map_add_map(r->writes, isl_map_copy(a->rel));
        if (!a->write || a->read)
            r->reads = isl_union_map_add_map(r->reads, isl_map_copy(a->rel));
    }
    if (!r->domain || !r->schedule || !r->reads || !r->writes) {
        pp_isl_error(m->ctx, d, r->pragma);
        return -1;
    }
    return 0;
}
