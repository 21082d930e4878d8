/* pragma-tool/exits.c - loop exits as C takes them.
 *
 * C leaves a loop at the first iteration whose condition is false, so the
 * iterations it runs are a prefix of the iterator's lattice, not the set
 * where the condition holds: `for (i = 0; i < n && i != 5; i++)` runs
 * 0..4 even when n is 10.  build.c models a loop by pp_loop_prefix(); where
 * the prefix differs from the set of the condition, it rewrites the loop's
 * condition by pp_exit_cond() into a test of the prefix itself (simplified
 * in the context of the loop's lattice) (affine
 * constraints joined by && and ||), so that the host loops, the kernels'
 * guards and the boxes all follow C's iterations.
 */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include <isl/constraint.h>
#include <isl/map.h>
#include <isl/space.h>
#include <isl/set.h>
#include <isl/val.h>

#include "internal.h"

/* Return the iterations of "d" (the points of "lat" where a loop's
 * condition holds; "lat" is the loop's lattice inside the enclosing loops,
 * iterator "depth" last) that C runs: those with no point of "lat" outside
 * "d" at or before them in the direction of "step", the enclosing
 * iterators equal. */
/* The points of "lat" (iterator "depth" last) that have a point of "stop"
 * strictly before them in the direction of "step", the enclosing
 * iterators equal. */
static __isl_give isl_set *ex_after_stop(__isl_take isl_set *stop, int depth, long long step)
{
    isl_space *sp = isl_set_get_space(stop);
    isl_map *before = isl_map_universe(isl_space_map_from_set(sp));
    int i;
    for (i = 0; i < depth; i++)
        before = isl_map_equate(before, isl_dim_in, i, isl_dim_out, i);
    before = step > 0 ? isl_map_order_gt(before, isl_dim_in, depth, isl_dim_out, depth)
                      : isl_map_order_lt(before, isl_dim_in, depth, isl_dim_out, depth);
    before = isl_map_intersect_range(before, stop);
    return isl_map_domain(before);
}

/* Return the iterations of "d" (the points of "lat" where a loop's
 * condition holds; "lat" is the loop's lattice inside the enclosing loops,
 * iterator "depth" last) that C runs: those with no point of "lat" outside
 * "d" at or before them in the direction of "step", the enclosing
 * iterators equal. */
__isl_give isl_set *pp_loop_prefix(__isl_take isl_set *lat, __isl_take isl_set *d, int depth, long long step)
{
    isl_set *stop = isl_set_subtract(lat, isl_set_copy(d));
    return isl_set_coalesce(isl_set_subtract(d, ex_after_stop(stop, depth, step)));
}

/* Return the points of lattice "lat" (iterator "depth" last) where C
 * evaluates a loop's condition when it runs the iterations "prefix"
 * (pp_loop_prefix): those and the first point after them. */
__isl_give isl_set *pp_loop_evaluated(__isl_take isl_set *lat, __isl_take isl_set *prefix, int depth, long long step)
{
    isl_set *stop = isl_set_subtract(isl_set_copy(lat), prefix);
    return isl_set_coalesce(isl_set_subtract(lat, ex_after_stop(stop, depth, step)));
}

/* Return the parameters for which a 64-bit unsigned variable of "test" (a
 * parameter of region "r", or the iterator of "loops" at a depth up to
 * "depth") holds a value past INT64_MAX where C evaluates the loop's
 * condition: at the iterations "prefix" of lattice "lat" it runs, and at
 * the first one after them.  pp_exit_cond(..., 1) writes the test in long
 * long, exact where the region assumes those parameters away. */
__isl_give isl_set *pp_exit_u64_past(const pp_region *r, pp_node *const *loops, __isl_keep isl_set *lat,
                                     __isl_keep isl_set *prefix, __isl_keep isl_set *test, int depth,
                                     long long step)
{
    isl_set *eval, *bad;
    isl_val *max;
    isl_size np = isl_set_dim(test, isl_dim_param);
    int i;
    if (np < 0)
        return NULL;
    eval = pp_loop_evaluated(isl_set_copy(lat), isl_set_copy(prefix), depth, step);
    max = isl_val_2exp(isl_val_int_from_si(isl_set_get_ctx(lat), 63)); /* INT64_MAX + 1 */
    bad = isl_set_empty(isl_set_get_space(eval));
    for (i = 0; i <= depth; i++) {
        pp_ctype t = loops[i]->u.loop.ctype;
        if (t == PP_CT_ULONG || t == PP_CT_ULLONG)
            bad = isl_set_union(bad, isl_set_lower_bound_val(isl_set_copy(eval), isl_dim_set, (unsigned)i,
                                                             isl_val_copy(max)));
    }
    for (i = 0; i < np; i++) {
        pp_ctype t = r->params[i].ctype;
        if ((t == PP_CT_ULONG || t == PP_CT_ULLONG) && isl_set_involves_dims(test, isl_dim_param, (unsigned)i, 1))
            bad = isl_set_union(bad, isl_set_lower_bound_val(isl_set_copy(eval), isl_dim_param, (unsigned)i,
                                                             isl_val_copy(max)));
    }
    isl_val_free(max);
    isl_set_free(eval);
    return isl_set_params(bad);
}

/* What pp_exit_cond() needs while it walks the constraints. */
typedef struct ex_cx {
    pp_arena *a;
    const pp_region *r;
    pp_node *const *loops; /* the loop at each iterator depth */
    pp_loc loc;
    pp_expr *all;          /* the conjunction built so far */
    int u64;               /* 64-bit unsigned variables taken as long long */
    int failed;
} ex_cx;

/* Return a new expression of kind "kind" with "nargs" operands, at the
 * position of "cx", or NULL (cx->failed set). */
static pp_expr *ex_new(ex_cx *cx, pp_expr_kind kind, int nargs)
{
    pp_expr *e = pp_expr_new(cx->a, kind, nargs, cx->loc);
    if (!e) {
        cx->failed = 1;
        return NULL;
    }
    e->ctype = PP_CT_LLONG;
    return e;
}

/* Return "x op y" (typed long long, or int for a comparison), or NULL. */
static pp_expr *ex_binary(ex_cx *cx, const char *op, pp_expr *x, pp_expr *y)
{
    pp_expr *e;
    if (!x || !y)
        return NULL;
    if (!(e = ex_new(cx, PP_EXPR_BINARY, 2)))
        return NULL;
    e->op = op;
    e->args[0] = x;
    e->args[1] = y;
    if (strcmp(op, "+") && strcmp(op, "-") && strcmp(op, "*"))
        e->ctype = PP_CT_INT;
    return e;
}

/* Return the constant "v" as a long long literal, or NULL. */
static pp_expr *ex_int(ex_cx *cx, long long v)
{
    pp_expr *e = ex_new(cx, PP_EXPR_INT, 0);
    if (!e)
        return NULL;
    e->value = v;
    if (!(e->text = pp_printf(cx->a, "%lldLL", v)))
        cx->failed = 1;
    return e->text ? e : NULL;
}

/* Return variable "pos" of kind "type" (a parameter of the region or an
 * iterator) converted to long long, or NULL when it cannot be named here
 * or its values do not all fit in long long. */
static pp_expr *ex_var(ex_cx *cx, enum isl_dim_type type, int pos)
{
    pp_expr *id = ex_new(cx, PP_EXPR_ID, 0), *cast = ex_new(cx, PP_EXPR_CAST, 1);
    if (!id || !cast)
        return NULL;
    if (type == isl_dim_param) {
        const pp_param *q = &cx->r->params[pos];
        if (((q->ctype == PP_CT_ULONG || q->ctype == PP_CT_ULLONG) && !cx->u64) || q->ctype == PP_CT_NONE)
            return NULL;
        id->text = q->name;
        id->sym = PP_SYM_PARAM;
        id->ctype = q->ctype;
    } else {
        const pp_node *l = cx->loops[pos];
        if ((l->u.loop.ctype == PP_CT_ULONG || l->u.loop.ctype == PP_CT_ULLONG) && !cx->u64)
            return NULL;
        id->text = l->u.loop.iter;
        id->sym = PP_SYM_ITER;
        id->ctype = l->u.loop.ctype;
    }
    id->index = pos;
    cast->text = "long long";
    cast->args[0] = id;
    return cast;
}

/* Add "coef * var" to the sum "*side" (NULL: empty). */
static void ex_term(ex_cx *cx, pp_expr **side, long long coef, pp_expr *var)
{
    pp_expr *t = coef == 1 ? var : ex_binary(cx, "*", ex_int(cx, coef), var);
    if (!t) {
        cx->failed = 1;
        return;
    }
    *side = *side ? ex_binary(cx, "+", *side, t) : t;
    if (!*side)
        cx->failed = 1;
}

/* Add to "*pos" or "*neg" the terms of the variables of kind "type" in
 * constraint "c". */
static void ex_terms(ex_cx *cx, __isl_keep isl_constraint *c, enum isl_dim_type type, pp_expr **pos,
                     pp_expr **neg)
{
    isl_size n = isl_constraint_dim(c, type);
    int i;
    for (i = 0; i < n && !cx->failed; i++) {
        isl_val *v = isl_constraint_get_coefficient_val(c, type, i);
        long long k = v && isl_val_is_int(v) ? isl_val_get_num_si(v) : 0;
        int sign = v ? isl_val_sgn(v) : 0;
        isl_val_free(v);
        if (!sign)
            continue;
        if (!k || k == LLONG_MIN) {
            cx->failed = 1;
            return;
        }
        ex_term(cx, sign > 0 ? pos : neg, sign > 0 ? k : -k, ex_var(cx, type, i));
    }
}

/* Add constraint "c" (no existential variables) to the conjunction of
 * "user", as "positive terms >= negative terms" or "==". */
static isl_stat ex_constraint(__isl_take isl_constraint *c, void *user)
{
    ex_cx *cx = user;
    pp_expr *pos = NULL, *neg = NULL, *cmp;
    isl_val *v = isl_constraint_get_constant_val(c);
    long long k = v && isl_val_is_int(v) ? isl_val_get_num_si(v) : 0;
    int sign = v ? isl_val_sgn(v) : 0;
    isl_val_free(v);
    if (sign && (!k || k == LLONG_MIN))
        cx->failed = 1;
    ex_terms(cx, c, isl_dim_param, &pos, &neg);
    ex_terms(cx, c, isl_dim_set, &pos, &neg);
    if (sign > 0)
        ex_term(cx, &pos, 1, ex_int(cx, k));
    else if (sign < 0)
        ex_term(cx, &neg, 1, ex_int(cx, -k));
    if (!cx->failed) {
        cmp = ex_binary(cx, isl_constraint_is_equality(c) ? "==" : ">=", pos ? pos : ex_int(cx, 0),
                        neg ? neg : ex_int(cx, 0));
        cx->all = cx->all ? ex_binary(cx, "&&", cx->all, cmp) : cmp;
        if (!cx->all)
            cx->failed = 1;
    }
    isl_constraint_free(c);
    return cx->failed ? isl_stat_error : isl_stat_ok;
}

/* Add basic set "bs" to the disjunction "*user" as the conjunction of its
 * constraints; fail on existential variables. */
static isl_stat ex_basic(__isl_take isl_basic_set *bs, void *user)
{
    ex_cx *cx = user, one = *cx;
    pp_expr *any = cx->all;
    isl_size divs = isl_basic_set_dim(bs, isl_dim_div);
    one.all = NULL;
    if (divs != 0 || isl_basic_set_foreach_constraint(bs, &ex_constraint, &one) < 0 || one.failed) {
        isl_basic_set_free(bs);
        cx->failed = 1;
        return isl_stat_error;
    }
    isl_basic_set_free(bs);
    if (!one.all)
        one.all = ex_binary(cx, "==", ex_int(cx, 0), ex_int(cx, 0));
    cx->all = any ? ex_binary(cx, "||", any, one.all) : one.all;
    if (!cx->all)
        cx->failed = 1;
    return cx->failed ? isl_stat_error : isl_stat_ok;
}

/* Return a C condition (affine constraints of the region's parameters and
 * of the iterators "loops" up to the last dimension of "test", in long
 * long, joined by && and ||) that holds exactly on the points of "test",
 * positioned at "loc"; NULL when it cannot be written so (an existential
 * variable, an iterator or parameter whose values do not all fit in long
 * long; with "u64", the 64-bit unsigned ones are taken to fit: the caller
 * assumed the parameters where they do not away, pp_exit_u64_past). */
pp_expr *pp_exit_cond(pp_model *m, const pp_region *r, pp_node *const *loops, __isl_keep isl_set *test, pp_loc loc,
                      int u64)
{
    ex_cx cx;
    memset(&cx, 0, sizeof(cx));
    cx.u64 = u64;
    cx.a = m->arena;
    cx.r = r;
    cx.loops = loops;
    cx.loc = loc;
    if (!test || isl_set_foreach_basic_set(test, &ex_basic, &cx) < 0)
        cx.failed = 1;
    if (!cx.failed && !cx.all)
        cx.all = ex_binary(&cx, "!=", ex_int(&cx, 0), ex_int(&cx, 0));
    return cx.failed ? NULL : cx.all;
}
