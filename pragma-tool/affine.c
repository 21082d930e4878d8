/* pragma-tool/affine.c - expressions of a region in the isl model
 * (build.c): the affine value of an expression as C computes it in its
 * type, the set where a condition holds, the relation of an array
 * reference (subscripts split from one linear subscript checked to stay
 * within their extents), and the report of what is not affine.
 * Expressions of bounds, conditions and subscripts must be affine:
 * +, -, * by a constant, / and % by a positive constant (C truncation),
 * ?: with an affine condition, casts to integer types, min/max/floord/ceild
 * calls; anything else is reported with the reason.
 */
#include <stdio.h>
#include <string.h>

#include <isl/local_space.h>
#include <isl/space.h>
#include <isl/val.h>

#include "codegen.h"

#include "internal.h"

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
isl_space *bld_space(bld *b, int n)
{
    isl_space *s = isl_space_set_alloc(b->ctx, b->r->nparams, n);
    int i;
    for (i = 0; i < b->r->nparams; i++)
        s = isl_space_set_dim_id(s, isl_dim_param, i, isl_id_alloc(b->ctx, b->r->params[i].name, NULL));
    return s;
}

/* Return the set of "n" iterators where the enclosing loops and
 * conditions hold (b->dom, with unconstrained dimensions added up to "n"). */
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
isl_pw_aff *bld_cst_like(__isl_keep isl_pw_aff *x, __isl_take isl_val *v)
{
    isl_space *sp = isl_space_domain(isl_pw_aff_get_space(x));
    return isl_pw_aff_from_aff(isl_aff_val_on_domain(isl_local_space_from_space(sp), v));
}

/* Return the smallest and largest value of integer type "t". */
void bld_range(isl_ctx *ctx, pp_ctype t, isl_val **lo, isl_val **hi)
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

/* Return whether every value "x" takes in b->dom lies in [lo, hi]; with
 * "where", set *where to the parameters for which some value does not. */
static isl_bool bld_fits(bld *b, __isl_keep isl_pw_aff *x, __isl_keep isl_val *lo, __isl_keep isl_val *hi, int n,
                         isl_set **where)
{
    isl_set *out;
    isl_bool fits;
    out = isl_set_union(isl_pw_aff_lt_set(isl_pw_aff_copy(x), bld_cst_like(x, isl_val_copy(lo))),
                        isl_pw_aff_gt_set(isl_pw_aff_copy(x), bld_cst_like(x, isl_val_copy(hi))));
    out = isl_set_intersect(out, bld_where(b, n));
    fits = isl_set_is_empty(out);
    if (where)
        *where = isl_set_params(out);
    else
        isl_set_free(out);
    return fits;
}

/* Take the parameters "bad" (taken) out of b->assumed (from bld_known when
 * none are assumed yet): there the region runs on the host as written.
 * Return 1 when the parameters are restricted, 0 when none would be left
 * (b->assumed unchanged), -1 on failure. */
int bld_assume_without(bld *b, __isl_take isl_set *bad)
{
    isl_set *left = isl_set_subtract(b->assumed ? isl_set_copy(b->assumed) : bld_known(b), bad);
    isl_bool none = isl_set_is_empty(left);
    if (none != isl_bool_false) {
        isl_set_free(left);
        return none == isl_bool_true ? 0 : -1;
    }
    isl_set_free(b->assumed);
    b->assumed = isl_set_coalesce(left);
    return b->assumed ? 1 : -1;
}

/* The generated code computes in int64_t, so it cannot hold a value that
 * wraps around modulo 2^64 (its wrapped value lies past INT64_MAX, or its
 * modulus does).  For "x" of a 64-bit type of range [lo, hi]: the
 * parameters for which some value it takes in b->dom leaves the part of
 * [lo, hi] an int64_t holds leave b->assumed (the region runs on the host
 * as written for them: cg_fallback_begin), and "x" is then taken as it is;
 * unless no parameters would be left (a value the analysis never prints,
 * or one modelled where b->dom is not known: it is wrapped instead, and
 * print.c refuses to print the modulus).  Return 1 when the parameters are
 * restricted, 0 when not, -1 on failure. */
static int bld_assume_fits(bld *b, __isl_keep isl_pw_aff *x, __isl_keep isl_val *lo, __isl_keep isl_val *hi,
                           int n)
{
    isl_val *max = isl_val_sub_ui(isl_val_2exp(isl_val_int_from_si(b->ctx, 63)), 1);
    isl_val *min = isl_val_neg(isl_val_copy(max));
    isl_set *out = NULL;
    if (isl_val_lt(hi, max) == isl_bool_true) {
        isl_val_free(max);
        max = isl_val_copy(hi);
    }
    if (isl_val_gt(lo, min) == isl_bool_true) {
        isl_val_free(min);
        min = isl_val_copy(lo);
    }
    bld_fits(b, x, min, max, n, &out);
    isl_val_free(max);
    isl_val_free(min);
    if (out && isl_set_is_empty(out) == isl_bool_false)
        b->r->wraps = 1;
    return bld_assume_without(b, out);
}

/* Return the value "x" (the mathematical value of an expression on "n"
 * iterators) converted to integer type "t" as C converts it (C11 6.3.1.3;
 * to a signed type as GCC and Clang do): unchanged where every value it
 * takes in b->dom fits "t", else wrapped modulo 2^bits (64 bits:
 * bld_assume_fits). */
static isl_pw_aff *bld_to_type(bld *b, __isl_take isl_pw_aff *x, pp_ctype t, int n)
{
    isl_val *lo, *hi, *mod;
    isl_bool fits;
    int assumed;
    if (!x || !pp_ctype_is_int(t))
        return x;
    bld_range(b->ctx, t, &lo, &hi);
    fits = bld_fits(b, x, lo, hi, n, NULL);
    if (fits != isl_bool_false) {
        isl_val_free(lo);
        isl_val_free(hi);
        return fits == isl_bool_true ? x : isl_pw_aff_free(x);
    }
    if ((b->in_subscript && b->casting) || (b->in_init && !b->exact_only)) {
        /* A subscript's cast that changes the value for some parameters
         * ("A[(short)i]" with i up to n): the region assumes it does not,
         * like a signed iterator's overflow, and runs on the host as
         * written for the parameters where it would (bbmm_assumed); a cast
         * that changes it for every parameter is refused. */
        isl_set *out = NULL;
        int rc = 0;
        if (!b->exact_only && bld_fits(b, x, lo, hi, n, &out) != isl_bool_error)
            rc = bld_assume_without(b, out);
        else
            isl_set_free(out);
        isl_val_free(lo);
        isl_val_free(hi);
        if (rc > 0) {
            if (b->in_init) /* "unsigned u = n" with an int n: the start it converts to the iterator's type */
                b->r->inits = 1;
            else
                b->r->casts = 1;
            return x;
        }
        if (b->in_init && rc == 0) { /* for every parameter: the start as C converts it, modulo 2^bits */
            bld_range(b->ctx, t, &lo, &hi);
        } else {
            isl_pw_aff_free(x);
            return rc < 0 ? NULL : bld_bad(b, b->casting, "changes the value it converts for every value of the parameters the region may run with; a subscript takes only casts that keep it");
        }
    }
    assumed = pp_ctype_bits(t) >= 64 && !b->exact_only ? bld_assume_fits(b, x, lo, hi, n) : 0;
    if (assumed) {
        isl_val_free(lo);
        isl_val_free(hi);
        return assumed > 0 ? x : isl_pw_aff_free(x);
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

/* The value of "y" when it is one constant (a single piece without a
 * domain condition) in [0, 62], else -1; "y" is kept. */
static long bld_shift_count(isl_pw_aff *y)
{
    isl_aff *a;
    isl_val *v;
    long c = -1;
    if (isl_pw_aff_is_cst(y) != isl_bool_true || isl_pw_aff_n_piece(y) != 1)
        return -1;
    a = isl_pw_aff_as_aff(isl_pw_aff_copy(y));
    if (!a)
        return -1;
    v = isl_aff_get_constant_val(a);
    if (v && isl_val_is_int(v) && isl_val_is_nonneg(v) && isl_val_cmp_si(v, 62) <= 0)
        c = isl_val_get_num_si(v);
    isl_val_free(v);
    isl_aff_free(a);
    return c;
}

/* Return the affine value of "e" on the space of "n" iterators, as C
 * computes it in the type of "e" (unsigned arithmetic wraps), or NULL
 * (reason in b->bad/why). */
static int bld_type_within(pp_ctype s, pp_ctype t);

/* Return "x % y" ("rem") or "x / y" (both taken) for a divisor "y" that is
 * not constant, where every iteration of the "n" iterators that reaches
 * the expression has 0 <= x < 2 * y: the wrap of a periodic index,
 * "(i + 1) % n" and "(i - 1 + n) % n" for 0 <= i < n, is x or x - y (the
 * quotient 0 or 1), affine piece by piece.  NULL otherwise. */
static isl_pw_aff *bld_div_wrap(bld *b, __isl_take isl_pw_aff *x, __isl_take isl_pw_aff *y, int rem, int n)
{
    isl_set *where = bld_where(b, n), *out, *over, *runs;
    isl_pw_aff *two = isl_pw_aff_add(isl_pw_aff_copy(y), isl_pw_aff_copy(y));
    isl_bool none, always;
    out = isl_pw_aff_lt_set(isl_pw_aff_copy(x), bld_cst_like(x, isl_val_zero(b->ctx)));
    out = isl_set_union(out, isl_pw_aff_ge_set(isl_pw_aff_copy(x), two));
    out = isl_set_union(out, isl_pw_aff_lt_set(isl_pw_aff_copy(y), bld_cst_like(y, isl_val_one(b->ctx))));
    runs = isl_set_params(isl_set_copy(where));
    out = isl_set_intersect(out, where);
    none = isl_set_is_empty(out);
    out = isl_set_params(out);
    /* outside 0 .. 2 y - 1 for some parameters only ("(i + 2) % n" over
     * 0 <= i < n, at n = 1): the others are assumed, the host runs the
     * region as written for those */
    runs = isl_set_intersect(runs, b->assumed ? isl_set_copy(b->assumed) : bld_known(b)); /* (the others' assumptions) */
    always = none == isl_bool_false ? isl_set_is_subset(runs, out) : isl_bool_true;
    isl_set_free(runs);
    if (none == isl_bool_false && always == isl_bool_false && !b->exact_only) {
        int rc = bld_assume_without(b, out);
        if (rc > 0)
            b->r->wrapdivs = 1;
        none = rc > 0 ? isl_bool_true : isl_bool_false;
    } else
        isl_set_free(out);
    if (none != isl_bool_true) {
        isl_pw_aff_free(x);
        isl_pw_aff_free(y);
        return NULL;
    }
    over = isl_pw_aff_ge_set(isl_pw_aff_copy(x), isl_pw_aff_copy(y)); /* the quotient is 1 */
    if (!rem) {
        isl_pw_aff *one = bld_cst_like(x, isl_val_one(b->ctx)), *zero = bld_cst_like(x, isl_val_zero(b->ctx));
        isl_pw_aff_free(x);
        isl_pw_aff_free(y);
        one = isl_pw_aff_intersect_domain(one, isl_set_copy(over));
        zero = isl_pw_aff_intersect_domain(zero, isl_set_complement(over));
        return isl_pw_aff_union_add(one, zero);
    }
    y = isl_pw_aff_sub(isl_pw_aff_copy(x), y);
    y = isl_pw_aff_intersect_domain(y, isl_set_copy(over));
    x = isl_pw_aff_intersect_domain(x, isl_set_complement(over));
    return isl_pw_aff_union_add(x, y);
}

static isl_pw_aff *bld_aff(bld *b, const pp_expr *e, int n)
{
    isl_local_space *ls;
    isl_pw_aff *x, *y;
    pp_ctype t = e->ctype;
    switch (e->kind) {
    case PP_EXPR_INT:
    case PP_EXPR_CHAR:
        ls = isl_local_space_from_space(bld_space(b, n));
        if (e->kind == PP_EXPR_CHAR) /* its value: pp_char_value */
            return isl_pw_aff_from_aff(isl_aff_val_on_domain(ls, isl_val_int_from_si(b->ctx, (long)e->value)));
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
        if (!strcmp(e->op, "!")) { /* 1 where the operand is 0, else 0 */
            isl_set *s = bld_cond(b, e, n);
            return s ? isl_set_indicator_function(s) : NULL;
        }
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
                isl_pw_aff *q = bld_div_wrap(b, x, y, e->op[0] == '%', n);
                return q ? q : bld_bad(b, e,
                                       "divides by a value that is not constant (by a parameter only where the "
                                       "dividend stays in 0 .. 2 * divisor - 1, a periodic index's wrap)");
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
        if (!strcmp(e->op, "<<") || !strcmp(e->op, ">>")) {
            /* by a constant count: x * 2^c, and floor(x / 2^c) (GCC and
             * Clang shift negative values arithmetically) */
            long c;
            isl_val *p;
            x = bld_aff_as(b, e->args[0], t, n);
            if (!x)
                return NULL;
            y = bld_aff(b, e->args[1], n);
            if (!y)
                return isl_pw_aff_free(x);
            c = bld_shift_count(y);
            isl_pw_aff_free(y);
            if (c < 0) {
                isl_pw_aff_free(x);
                return bld_bad(b, e, "shifts by a count that is not a constant from 0 to 62");
            }
            p = isl_val_2exp(isl_val_int_from_si(isl_pw_aff_get_ctx(x), c));
            if (e->op[0] == '<')
                return bld_wrap(b, isl_pw_aff_scale_val(x, p), t, n);
            return isl_pw_aff_floor(isl_pw_aff_scale_down_val(x, p));
        }
        if (!strcmp(e->op, "<") || !strcmp(e->op, "<=") || !strcmp(e->op, ">") || !strcmp(e->op, ">=") ||
            !strcmp(e->op, "==") || !strcmp(e->op, "!=") || !strcmp(e->op, "&&") || !strcmp(e->op, "||")) {
            /* a truth value as an int: 1 where it holds, else 0 ("(int)(i < k)", an integer helper
             * "return a < b;" written out) */
            isl_set *s = bld_cond(b, e, n);
            return s ? isl_set_indicator_function(s) : NULL;
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

/* Return the value of "e" converted to type "t" (usual arithmetic
 * conversions), or NULL. */
isl_pw_aff *bld_aff_as(bld *b, const pp_expr *e, pp_ctype t, int n)
{
    if (bld_type_within(e->ctype, t))
        return bld_aff(b, e, n);
    return bld_to_type(b, bld_aff(b, e, n), t, n);
}

/* Return loop start "e" as C converts it to the iterator's type "t" (on
 * the space of "n" iterators): a start that changes value there for some
 * parameters ("unsigned u = n" with an int n < 0) is assumed not to, like
 * a cast in a subscript (bld_to_type); its own arithmetic is modelled as C
 * computes it. */
isl_pw_aff *bld_aff_start(bld *b, const pp_expr *e, pp_ctype t, int n)
{
    isl_pw_aff *x;
    if (bld_type_within(e->ctype, t))
        return bld_aff(b, e, n);
    x = bld_aff(b, e, n);
    b->in_init = 1;
    x = bld_to_type(b, x, t, n);
    b->in_init = 0;
    return x;
}

/* Return the set where condition "e" holds on the space of "n" iterators,
 * or NULL (reason in b->bad/why). */
isl_set *bld_cond(bld *b, const pp_expr *e, int n)
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
void bld_report(bld *b, pp_loc loc, const char *what, const pp_expr *whole)
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
void bld_report_cond(bld *b, pp_loc loc, const char *what, const pp_expr *whole)
{
    if (b->bad && b->bad->kind == PP_EXPR_ID && b->bad->sym == PP_SYM_LOCAL) {
        pp_error(b->d, loc,
                 "%s reads '%s', which the region assigns where the condition cannot follow its value: a scalar "
                 "in a loop's condition must keep the value it has where the loop starts (an affine value set "
                 "before the loop, or one the region never changes)",
                 what, b->bad->text ? b->bad->text : "?");
        b->bad = NULL;
        b->why = NULL;
        b->failed = 1;
        return;
    }
    if (b->bad && b->bad->kind == PP_EXPR_ACCESS) {
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
 * stays in 0 .. n - 1 (the first: at least 0) on "where"; -1 on error.
 * Where it may leave, for some parameters only (Stam's corner
 * "x[IX(0, 1)]" outside any loop, at N + 2 = 1), the region assumes the
 * others and runs on the host as written for those (bbmm_assumed). */
static int bld_split_within(bld *b, __isl_take isl_pw_aff *x, __isl_take isl_pw_aff *n, __isl_take isl_set *where)
{
    isl_set *out = isl_pw_aff_lt_set(isl_pw_aff_copy(x), bld_cst_like(x, isl_val_zero(b->ctx))), *runs;
    isl_bool empty, always;
    if (n)
        out = isl_set_union(out, isl_pw_aff_ge_set(isl_pw_aff_copy(x), n));
    isl_pw_aff_free(x);
    runs = isl_set_params(isl_set_copy(where));
    out = isl_set_intersect(out, where);
    empty = isl_set_is_empty(out);
    out = isl_set_params(out);
    /* an index that leaves its row wherever the reference runs at all
     * ("x[i*m + m - 1]", split as [i + 1][-1]) is refused */
    always = empty == isl_bool_false ? isl_set_is_subset(runs, out) : isl_bool_true;
    isl_set_free(runs);
    if (empty == isl_bool_false && always == isl_bool_false && !b->exact_only) {
        int rc = bld_assume_without(b, out);
        if (rc > 0)
            b->r->splits = 1;
        return rc < 0 ? -1 : rc > 0;
    }
    isl_set_free(out);
    return empty < 0 ? -1 : empty == isl_bool_true;
}

/* The parameters for which reference "rel" runs while one of the "n" - 1
 * extents "ext" (from 1) its subscript is split along is below 1 (an
 * array() clause that names no element) leave b->assumed: the host runs
 * the region as written for them.  Kept, they were pieces of every
 * relation of the region, one per sign of each extent: a copy between two
 * arrays with leading dimensions lda and ldc ran past 50 million isl
 * operations in pp_set_is_box, and BLAS's gemm (lda, ldb, ldc) past the
 * operation limit in the dependence analysis.  Not where the reference
 * never runs otherwise (nothing would be left), nor where assumptions are
 * not made (b->exact_only).  0, or -1 on error. */
static int bld_split_nonempty(bld *b, __isl_keep isl_map *rel, isl_pw_aff **ext, int n)
{
    isl_set *runs, *bad = NULL;
    isl_bool all;
    int d, rc;
    if (b->exact_only)
        return 0;
    runs = isl_map_domain(isl_map_copy(rel));
    for (d = 1; d < n && runs; d++) {
        isl_set *lt = isl_pw_aff_lt_set(isl_pw_aff_copy(ext[d]), bld_cst_like(ext[d], isl_val_one(b->ctx)));
        lt = isl_set_params(isl_set_intersect(lt, isl_set_copy(runs)));
        bad = bad ? isl_set_union(bad, lt) : lt;
    }
    if (!runs || !bad) {
        isl_set_free(runs);
        isl_set_free(bad);
        return runs ? 0 : -1;
    }
    runs = isl_set_params(runs);
    all = isl_set_is_subset(runs, bad);
    isl_set_free(runs);
    if (all != isl_bool_false) {
        isl_set_free(bad);
        return all < 0 ? -1 : 0;
    }
    rc = bld_assume_without(b, bad);
    if (rc > 0)
        b->r->splits = 1;
    return rc < 0 ? -1 : 0;
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
    if (bld_split_nonempty(b, rel, ext, s->n) < 0) {
        for (d = 0; d < s->n; d++)
            isl_pw_aff_free(ext[d]);
        isl_set_free(where);
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
isl_map *bld_access(bld *b, pp_access *a, __isl_keep isl_set *dom, int depth)
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
