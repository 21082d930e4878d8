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
#include <isl/local_space.h>
#include <isl/options.h>
#include <isl/space.h>
#include <isl/val.h>

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

/* Return nonzero when cast type "t" is an integer type. */
static int bld_int_type(const char *t)
{
    return !strstr(t, "float") && !strstr(t, "double") && !strchr(t, '*');
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

/* Return the affine value of "e" on the space of "n" iterators, or NULL
 * (reason in b->bad/why). */
static isl_pw_aff *bld_aff(bld *b, const pp_expr *e, int n)
{
    isl_local_space *ls;
    isl_pw_aff *x, *y;
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
            return bld_bad(b, e, "depends on the scalar declared in the region");
        return bld_bad(b, e, "uses a value that is not an integer parameter");
    case PP_EXPR_PAREN:
        return bld_aff(b, e->args[0], n);
    case PP_EXPR_CAST:
        if (!bld_int_type(e->text))
            return bld_bad(b, e, "casts to a non-integer type");
        return bld_aff(b, e->args[0], n);
    case PP_EXPR_UNARY:
        if (!strcmp(e->op, "-"))
            return isl_pw_aff_neg(bld_aff(b, e->args[0], n));
        if (!strcmp(e->op, "+"))
            return bld_aff(b, e->args[0], n);
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
        x = bld_aff(b, e->args[1], n);
        y = bld_aff(b, e->args[2], n);
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
            x = bld_aff(b, e->args[0], n);
            if (!x)
                return NULL;
            y = bld_aff(b, e->args[1], n);
            if (!y)
                return isl_pw_aff_free(x);
            if (e->op[0] == '+')
                return isl_pw_aff_add(x, y);
            if (e->op[0] == '-')
                return isl_pw_aff_sub(x, y);
            if (e->op[0] == '*') {
                if (isl_pw_aff_is_cst(x) != isl_bool_true && isl_pw_aff_is_cst(y) != isl_bool_true) {
                    isl_pw_aff_free(x);
                    isl_pw_aff_free(y);
                    return bld_bad(b, e, "is not affine");
                }
                return isl_pw_aff_mul(x, y);
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
        x = bld_aff(b, e->args[0], n);
        if (!x)
            return NULL;
        y = bld_aff(b, e->args[1], n);
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

/* Return the relation of reference "a" (statement domain "dom"). */
static isl_map *bld_access(bld *b, pp_access *a, __isl_keep isl_set *dom, int depth)
{
    const pp_expr *e = a->expr;
    isl_space *sp;
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
        isl_pw_aff *x = bld_aff(b, e->args[i], depth);
        if (!x) {
            char what[256];
            snprintf(what, sizeof(what), "subscript %d of '%s'", i + 1, tuple);
            if (b->bad && (b->bad->kind == PP_EXPR_ACCESS || (b->bad->kind == PP_EXPR_ID && b->bad->sym == PP_SYM_LOCAL))) {
                char *bad = pp_expr_text(b->m->arena, b->bad);
                pp_error(b->d, e->args[i]->loc, "%s depends on data ('%s'): subscripts must be affine", what,
                         bad ? bad : "?");
                b->bad = NULL;
                b->failed = 1;
            } else {
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
    return isl_map_intersect_domain(isl_map_from_multi_pw_aff(isl_multi_pw_aff_from_pw_aff_list(sp, list)),
                                    isl_set_copy(dom));
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
    for (i = 0; i < s->naccesses; i++) {
        pp_access *a = &b->r->accesses[s->accesses[i]];
        a->rel = bld_access(b, a, s->domain, depth);
        if (!a->rel && !b->failed) {
            pp_isl_error(b->ctx, b->d, a->expr->loc);
            b->failed = 1;
        }
    }
}

/* Return the set of iterations of loop "n" (depth "depth") inside "dom". */
static isl_set *bld_loop(bld *b, pp_node *n, __isl_take isl_set *dom, int depth)
{
    isl_pw_aff *init, *it;
    isl_set *c;
    long long step = n->u.loop.step;
    dom = isl_set_add_dims(dom, isl_dim_set, 1);
    init = bld_aff(b, n->u.loop.init, depth + 1);
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
        c = isl_set_intersect(c, isl_pw_aff_zero_set(diff));
    }
    c = isl_set_intersect(c, step > 0 ? isl_pw_aff_ge_set(it, init) : isl_pw_aff_le_set(it, init));
    dom = isl_set_intersect(dom, c);
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
        isl_set *c = bld_cond(b, n->u.cond.cond, depth), *t;
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
    bld_walk(&b, r->root, root, 0);
    isl_set_free(root);
    if (b.failed)
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
