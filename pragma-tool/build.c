/* pragma-tool/build.c - the isl model of a region: iteration domains
 * (parametric in the program parameters), access relations and the
 * original schedule (2d+1 form, a loop with a negative step scheduled by
 * -i).  This file walks the region's tree: each loop's iterations as C
 * runs them, each statement's domain and schedule, then the references'
 * relations; affine.c models the expressions, outer.c the scalars
 * declared outside the region (internal.h, their shared state).
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
isl_set *bld_in_type(bld *b, __isl_take isl_set *dom, pp_ctype t, int d)
{
    return bld_dim_in_type(b, dom, t, isl_dim_set, d);
}

static int bld_linear(const pp_expr *e);

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
    past = bld_past_range(b, n, dom, depth);
    r = isl_set_is_empty(past);
    if (r != isl_bool_false) { /* no iteration steps out of the range: nothing wraps */
        isl_set_free(past);
        isl_space_free(sp);
        return r == isl_bool_true ? isl_bool_false : r;
    }
    mod = isl_val_2exp(isl_val_int_from_si(b->ctx, pp_ctype_bits(n->u.loop.ctype)));
    next = isl_multi_aff_identity(isl_space_map_from_set(isl_space_copy(sp)));
    shift = isl_multi_aff_get_aff(next, depth);
    shift = isl_aff_add_constant_val(shift, isl_val_int_from_si(b->ctx, (long)step));
    shift = isl_aff_add_constant_val(shift, step > 0 ? isl_val_neg(mod) : mod);
    next = isl_multi_aff_set_aff(next, depth, shift);
    bld_set_dom(b, isl_set_universe(sp));
    b->exact_only = 1; /* conversions anywhere: no assumptions from them */
    cond = bld_cond(b, n->u.loop.cond, depth + 1);
    b->exact_only = 0;
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

/* Nonzero unless loop "n" (iterator "depth", iterations "dom") provably
 * never steps past the range of its type to a value where its condition
 * holds, for the parameters within their types ("for (u = 0; u != n;
 * u++)" stops at n <= UINT_MAX). */
static int bld_wraps_typed(bld *b, const pp_node *n, __isl_keep isl_set *dom, int depth)
{
    isl_set *t = isl_set_copy(dom);
    isl_bool w;
    if (b->types)
        t = isl_set_intersect_params(t, isl_set_params(isl_set_copy(b->types)));
    w = bld_wraps(b, n, t, depth);
    isl_set_free(t);
    return w != isl_bool_false;
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

/* Loop "n" (iterator "depth", of a signed type; "typed": its iterations
 * within the type), written by the user, steps its iterator past the
 * type's range for some parameters ("for (i = 0; i != n; i++)" with n <
 * 0): an overflow, which C leaves undefined.  The region assumes it does not happen: the
 * parameters where it would leave b->assumed, and there the region runs
 * on the host as written (bld_assumptions), as it does where a 64-bit
 * value wraps around.  Return 1 when the parameters are restricted, 0
 * when no parameter would be left, -1 on failure. */
static int bld_assume_no_overflow(bld *b, const pp_node *n, __isl_keep isl_set *typed, int depth)
{
    isl_set *bad = isl_set_params(bld_past_range(b, n, typed, depth));
    int rc;
    if (b->types)
        bad = isl_set_intersect_params(bad, isl_set_params(isl_set_copy(b->types)));
    rc = bld_assume_without(b, bad);
    if (rc > 0)
        b->r->overflows = 1;
    return rc;
}

/* Return the iterations "dom" of loop "n" (iterator "depth"), limited to
 * the range of the iterator's type where they leave it but the loop ends
 * inside it: a condition that compares the iterator in an unsigned type
 * ("i < 16u" for an int "i") holds again past that range, where the
 * iterator never goes.  A loop that would step out of the range keeps its
 * iterations (bld_loop() refuses them when they are unbounded), unless it
 * ends there: an unsigned iterator wraps to a value its condition rejects,
 * and a signed one cannot step out without overflowing
 * (bld_assume_no_overflow). */
static isl_set *bld_in_range(bld *b, const pp_node *n, __isl_take isl_set *dom, int depth)
{
    isl_set *typed = bld_in_type(b, isl_set_copy(dom), n->u.loop.ctype, depth), *in = isl_set_copy(dom);
    isl_bool keep;
    if (b->types)
        in = isl_set_intersect_params(in, isl_set_params(isl_set_copy(b->types)));
    keep = isl_set_is_subset(in, typed);
    isl_set_free(in);
    if (keep == isl_bool_false) {
        keep = bld_steps_out(b, n, typed, depth);
        if (keep == isl_bool_true && pp_ctype_is_unsigned(n->u.loop.ctype)) {
            /* an unsigned iterator that steps past the end of its type
             * wraps around (C11 6.2.5p9): where the condition is false at
             * every value it wraps to, the loop ends there ("for (u = n -
             * 1; u < n; u--)" stops after u == 0) and runs the iterations
             * in range */
            keep = bld_wraps_typed(b, n, typed, depth) ? isl_bool_true : isl_bool_false;
        } else if (keep == isl_bool_true && !b->exact_only && !n->u.loop.generated &&
                   bld_assume_no_overflow(b, n, typed, depth) > 0) {
            keep = isl_bool_false;
        }
    }
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
    int u64 = 0;
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
    test = isl_set_coalesce(isl_set_gist(isl_set_copy(p), isl_set_copy(typed)));
    e = pp_exit_cond(b->m, b->r, b->loop_at, test, n->u.loop.cond->loc, 0);
    if (!e && !b->exact_only && !n->u.loop.generated) {
        /* a 64-bit unsigned variable ("size_t i; i + 1 < n"): the test is
         * written in long long, where the region assumes every value it
         * takes there fits (elsewhere the region runs on the host as
         * written, as where a 64-bit value wraps around) */
        isl_set *past = pp_exit_u64_past(b->r, b->loop_at, typed, p, test, depth, n->u.loop.step);
        isl_bool fits = past ? isl_set_is_empty(past) : isl_bool_error;
        u64 = 1;
        if (fits == isl_bool_true) {
            isl_set_free(past);
            e = pp_exit_cond(b->m, b->r, b->loop_at, test, n->u.loop.cond->loc, 1);
        } else if (fits == isl_bool_false && bld_assume_without(b, past) > 0) {
            b->r->wraps = 1;
            test = isl_set_intersect_params(test, isl_set_copy(b->assumed));
            test = isl_set_coalesce(isl_set_gist_params(test, isl_set_copy(b->assumed)));
            e = pp_exit_cond(b->m, b->r, b->loop_at, test, n->u.loop.cond->loc, 1);
        } else if (fits == isl_bool_error) {
            isl_set_free(past);
        }
    }
    isl_set_free(p);
    isl_set_free(typed);
    if (!e) {
        pp_error(b->d, n->u.loop.cond->loc,
                 "the loop over '%s' ends at the first iteration where its condition is false, which is not "
                 "the set of iterations where it holds, and bbmm-pp cannot write that end as affine bounds: "
                 "write the loop's end as bounds on '%s'%s",
                 n->u.loop.iter, n->u.loop.iter,
                 pp_ctype_is_unsigned(n->u.loop.ctype) && n->u.loop.step < 0
                     ? " (an unsigned count-down whose start wraps around for some parameters, 'n - 1' at n = 0, "
                       "runs on past it: guard the loop inside the region, 'if (n > 0) for (...)', or count from n, 'for "
                       "(i = n; i-- > 0;)')"
                 : n->u.loop.step == 1 || n->u.loop.step == -1 ? " (e.g. 'i < n && i < k' for 'i < n && i != k')"
                                                               : "");
        b->failed = 1;
        isl_set_free(test);
        return isl_set_free(lat);
    }
    n->u.loop.cond = e;
    lat = bld_in_range(b, n, isl_set_intersect(lat, isl_set_copy(test)), depth);
    if (lat && b->assumed) {
        /* The devices' path runs only where the region's assumptions
         * hold (no signed iterator overflows: bld_assume_no_overflow); a
         * prefix that only an overflowing loop reaches ("for (j = 2; j !=
         * n; j++)" at n = 1) leaves the test.  Such a test made a shared
         * loop of a chain kernel a loop PoCL 3.1's work-group vectorizer
         * ran past its end (j = 19, 20 at n = 19). */
        test = isl_set_intersect_params(test, isl_set_copy(b->assumed));
        test = isl_set_coalesce(isl_set_gist_params(test, isl_set_copy(b->assumed)));
        if ((e = pp_exit_cond(b->m, b->r, b->loop_at, test, n->u.loop.cond->loc, u64)) != NULL)
            n->u.loop.cond = e;
    }
    isl_set_free(test);
    return lat;
}

/* Return the points of "from" (the iterator "depth" of loop "n" at or
 * past its initial value "init", inside the enclosing loops) where C
 * evaluates the loop's condition: the iterations it runs and the first
 * after them, modelled with every conversion as C does it (no
 * assumptions); "from" itself when that model fails.  The condition's
 * assumptions (a 64-bit value that must fit int64_t: bld_assume_fits) then
 * come from those points only: over the whole lattice, "j + 2 <= m" of a
 * size_t "j" leaves the range for every "m". */
static isl_set *bld_cond_evaluated(bld *b, const pp_node *n, __isl_take isl_set *from,
                                   __isl_keep isl_pw_aff *init, int depth)
{
    long long step = n->u.loop.step;
    isl_set *c, *lat, *typed, *p, *eval;
    b->exact_only = 1;
    c = bld_cond(b, n->u.loop.cond, depth + 1);
    b->exact_only = 0;
    if (!c) {
        b->bad = NULL;
        b->why = NULL;
        return from;
    }
    lat = isl_set_copy(from);
    if (step > 1 || step < -1) {
        isl_pw_aff *it = isl_pw_aff_from_aff(isl_aff_var_on_domain(
            isl_local_space_from_space(isl_set_get_space(from)), isl_dim_set, (unsigned)depth));
        isl_pw_aff *diff = isl_pw_aff_sub(it, isl_pw_aff_copy(init));
        diff = isl_pw_aff_mod_val(diff, isl_val_int_from_si(b->ctx, (long)(step > 0 ? step : -step)));
        lat = isl_set_intersect(lat, isl_pw_aff_zero_set(diff));
    }
    typed = bld_in_type(b, lat, n->u.loop.ctype, depth);
    if (b->types)
        typed = isl_set_intersect_params(typed, isl_set_params(isl_set_copy(b->types)));
    p = pp_loop_prefix(isl_set_copy(typed), isl_set_intersect(isl_set_copy(typed), c), depth, step);
    eval = pp_loop_evaluated(typed, p, depth, step);
    if (!eval)
        return from;
    isl_set_free(from);
    return eval;
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
    init = n->u.loop.generated ? bld_aff_as(b, n->u.loop.init, t, depth + 1)
                               : bld_aff_start(b, n->u.loop.init, t, depth + 1);
    if (!init) {
        char what[128];
        snprintf(what, sizeof(what), "initial value of loop iterator '%s'", n->u.loop.iter);
        bld_report(b, n->u.loop.init->loc, what, n->u.loop.init);
        return isl_set_free(dom);
    }
    /* the condition is evaluated at the iterations the step reaches from
     * the initial value (what converting the iterator to another type
     * wraps elsewhere does not matter: bld_to_type) */
    it = isl_pw_aff_from_aff(isl_aff_var_on_domain(isl_local_space_from_space(bld_space(b, depth + 1)),
                                                  isl_dim_set, depth));
    bld_set_dom(b, isl_set_intersect(isl_set_copy(dom), step > 0 ? isl_pw_aff_ge_set(it, isl_pw_aff_copy(init))
                                                                  : isl_pw_aff_le_set(it, isl_pw_aff_copy(init))));
    if (!b->exact_only)
        bld_set_dom(b, bld_cond_evaluated(b, n, isl_set_copy(b->dom), init, depth));
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
    if (dom && pp_ctype_is_unsigned(t) && !bld_interval(n->u.loop.cond) && bld_wraps_typed(b, n, dom, depth)) {
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
int bld_local_names(bld *b)
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

/* Return "dom" with parameter "i" limited to the values of its type. */
static isl_set *bld_param_in_type(bld *b, __isl_take isl_set *dom, int i)
{
    return bld_dim_in_type(b, dom, b->r->params[i].ctype, isl_dim_param, i);
}

/* Return the parameters' values of their C types that an int64_t holds
 * (-INT64_MAX .. INT64_MAX, each). */
isl_set *bld_known(bld *b)
{
    isl_set *known = isl_set_params(isl_set_copy(b->types));
    isl_val *max = isl_val_sub_ui(isl_val_2exp(isl_val_int_from_si(b->ctx, 63)), 1);
    int i;
    for (i = 0; i < b->r->nparams; i++) {
        known = isl_set_upper_bound_val(known, isl_dim_param, (unsigned)i, isl_val_copy(max));
        known = isl_set_lower_bound_val(known, isl_dim_param, (unsigned)i, isl_val_neg(isl_val_copy(max)));
    }
    isl_val_free(max);
    return known;
}

/* Set r->assumed, for region "r" with a 64-bit value that may wrap around
 * (b->assumed: bld_assume_fits), to the C condition that the parameters
 * lie where none does: each 64-bit one within int64_t's range (bld_known,
 * where the constants of the rest fit in int64_t) and then in
 * b->assumed.  Return 0, or -1 on failure. */
static int bld_assumptions_c(bld *b)
{
    pp_region *r = b->r;
    isl_set *known;
    isl_ast_build *build;
    pp_str c = {0};
    char *text;
    int i;
    known = bld_known(b);
    build = isl_ast_build_from_context(isl_set_copy(known));
    text = pp_set_to_c_i64(b->m->arena, build, isl_set_intersect(isl_set_copy(b->assumed), isl_set_copy(known)));
    r->assumed_text = pp_set_to_c(b->m->arena, build, isl_set_intersect(isl_set_copy(b->assumed), isl_set_copy(known)));
    isl_ast_build_free(build);
    if ((!text || !r->assumed_text) && !isl_ctx_last_error(b->ctx)) {
        /* a bound near 2^63 ("w <= 9223372036854775808 - n" where "i + w"
         * must fit in int64_t) has no constant in C's int64_t: assume
         * also that every parameter lies within +-2^62 (elsewhere the
         * host runs the region as written) and write that */
        isl_val *lim = isl_val_2exp(isl_val_int_from_si(b->ctx, 62));
        isl_set *box = isl_set_copy(known);
        for (i = 0; i < r->nparams; i++) {
            box = isl_set_upper_bound_val(box, isl_dim_param, (unsigned)i, isl_val_copy(lim));
            box = isl_set_lower_bound_val(box, isl_dim_param, (unsigned)i, isl_val_neg(isl_val_copy(lim)));
        }
        isl_val_free(lim);
        b->assumed = isl_set_coalesce(isl_set_intersect(b->assumed, box));
        b->r->wraps = 1;
        build = isl_ast_build_from_context(isl_set_copy(known));
        text = pp_set_to_c_i64(b->m->arena, build, isl_set_intersect(isl_set_copy(b->assumed), isl_set_copy(known)));
        r->assumed_text = pp_set_to_c(b->m->arena, build, isl_set_intersect(isl_set_copy(b->assumed), isl_set_copy(known)));
        isl_ast_build_free(build);
    }
    isl_set_free(known);
    if (!text || !r->assumed_text)
        return -1;
    for (i = 0; i < r->nparams; i++) {
        if (pp_ctype_bits(r->params[i].ctype) < 64)
            continue;
        if (pp_ctype_is_unsigned(r->params[i].ctype))
            pp_str_addf(&c, "(uint64_t)(%s) <= INT64_MAX && ", r->params[i].name);
        else
            pp_str_addf(&c, "(int64_t)(%s) >= -INT64_MAX && ", r->params[i].name);
    }
    pp_str_addf(&c, "(%s)", text);
    r->assumed = pp_str_to_arena(&c, b->m->arena);
    pp_str_free(&c);
    return r->assumed ? 0 : -1;
}

/* Restrict region "r" to b->assumed (if a 64-bit value it computes may
 * wrap around: bld_assume_fits): its context and its statements'
 * instances; r->assumed checks at run time that the parameters lie there
 * (else the region runs on the host as written: cg_fallback_begin).
 * Return 0, or -1 (reported) on failure. */
static int bld_assumptions(bld *b)
{
    pp_region *r = b->r;
    int i;
    r->assumed = r->assumed_text = NULL;
    if (!b->assumed)
        return 0;
    if (bld_assumptions_c(b)) {
        pp_isl_error(b->ctx, b->d, r->pragma);
        return -1;
    }
    for (i = 0; i < r->nstmts; i++) {
        r->stmts[i].domain = isl_set_intersect_params(r->stmts[i].domain, isl_set_copy(b->assumed));
        r->stmts[i].schedule = isl_map_intersect_params(r->stmts[i].schedule, isl_set_copy(b->assumed));
    }
    for (i = 0; i < r->naccesses; i++)
        r->accesses[i].rel = isl_map_intersect_params(r->accesses[i].rel, isl_set_copy(b->assumed));
    return 0;
}

/* The region reads what a loop left in its iterator after loops around
 * that loop ended (the value of their last iteration: parser's
 * par_known_lift), which holds where those loops ran at least once:
 * r->ran's conditions.  Take the parameters where one fails out of
 * b->assumed (the region runs on the host as written there); refuse the
 * region where no parameters would be left.  Return 0, or -1 (reported). */
static int bld_ran(bld *b)
{
    pp_region *r = b->r;
    int i, rc;
    for (i = 0; i < r->nran; i++) {
        isl_set *runs = bld_cond(b, r->ran[i], 0);
        if (!runs) {
            bld_report_cond(b, r->ran[i]->loc, "the condition that a loop runs", r->ran[i]);
            return -1;
        }
        isl_set *now = b->assumed ? isl_set_copy(b->assumed) : bld_known(b);
        runs = isl_set_params(runs);
        rc = isl_set_is_subset(now, runs) == isl_bool_true;
        isl_set_free(now);
        if (!rc)
            rc = bld_assume_without(b, isl_set_complement(runs)) > 0 ? 2 : 0;
        else
            isl_set_free(runs);
        if (!rc) {
            pp_error(b->d, r->ran[i]->loc,
                     "this loop never runs, yet the region reads after it the value a loop inside it leaves in its "
                     "iterator: that iterator keeps its value from before the region; read it after the region");
            return -1;
        }
        if (rc == 2)
            r->ran_assumed = 1;
    }
    return 0;
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
    if (!b.failed && b.guard && bld_ran(&b))
        b.failed = 1;
    if (!b.failed && b.guard && bld_assumptions(&b))
        b.failed = 1;
    isl_set_free(b.types);
    for (i = 0; b.guard && i < r->naccesses; i++)
        isl_set_free(b.guard[i]);
    free(b.guard);
    if (b.failed || !b.guard) {
        isl_set_free(b.assumed);
        return -1;
    }
    r->context = b.assumed ? isl_set_coalesce(b.assumed) : isl_set_universe(isl_space_params(bld_space(&b, 0)));
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
