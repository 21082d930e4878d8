/* pragma-tool/boxes.c - the per-tile boxes of every nest (paper §4-§8).
 *
 * The parameters of a nest's boxes are the program parameters, the host
 * iterators (by their C names) and the tile bounds tlo<d>/thi<d>.  The
 * tile of statement S at host iteration H is
 *   T_S = { S[i] in D_S : i_host = H, tlo_d <= i_{band d} <= thi_d }.
 * Initial box of a reference: the image of T_S under its relation; its
 * bounds per dimension are isl_set_dim_min/max, printed as C through an
 * isl_ast_build whose context says what is known (host iterators inside
 * their loops, tlo <= thi, the tile inside the band's space), under a guard
 * (the box is nonempty).  Flow-out: value-based flow dependences whose
 * source lies in T_S and whose sink lies outside the tile (see model.h),
 * imaged under the writing reference.  Write-out: instances of T_S that no
 * later write overwrites (memory-based output dependences), imaged under
 * the writing reference.
 */
#include <stdlib.h>
#include <string.h>

#include <isl/constraint.h>
#include <isl/flow.h>
#include <isl/local_space.h>
#include <isl/space.h>

#include "internal.h"

typedef struct bx {
    pp_model *m;
    pp_region *r;
    pp_nest *n;
    pp_diag *d;
    isl_ctx *ctx;
    isl_space *params;     /* program params, host iterators, tlo/thi */
    isl_set *context;      /* what the boxes may assume */
    isl_set *span_context; /* what the spans may assume (no host iterators) */
    isl_union_map *vflow;  /* value-based flow dependences, tagged */
    int *cap;              /* capacities of the box lists, per array and kind */
    struct bx_bound *bounds; /* the bounds bx_fill computed (bx_bound_find) */
    int nbounds, cap_bounds;
    int budget;            /* within bx_add's budget of operations: no bx_bound */
    int failed;
} bx;

/* The C bounds of one dimension of a box, as bx_fill printed them, and
 * what they were computed from: the text of the box's projection on that
 * dimension and of the context they were printed under (malloc'ed). */
typedef struct bx_bound {
    unsigned long hash;
    char *key;
    char *lo, *hi;
} bx_bound;

/* Return the name of tile bound "lo" ("tlo"/"thi") of band dimension "d". */
static const char *bx_tname(bx *b, int hi, int d)
{
    return pp_printf(b->m->arena, "%s%d", hi ? "thi" : "tlo", d);
}

/* Return the parameter space of nest "n". */
static isl_space *bx_param_space(bx *b)
{
    pp_region *r = b->r;
    pp_nest *n = b->n;
    int np = r->nparams + n->nhost + 2 * n->nband, i, k = 0;
    isl_space *sp = isl_space_params_alloc(b->ctx, (unsigned)np);
    for (i = 0; i < r->nparams; i++)
        sp = isl_space_set_dim_name(sp, isl_dim_param, (unsigned)k++, r->params[i].name);
    for (i = 0; i < n->nhost; i++)
        sp = isl_space_set_dim_name(sp, isl_dim_param, (unsigned)k++, n->host[i]->u.loop.iter);
    for (i = 0; i < n->nband; i++) {
        sp = isl_space_set_dim_name(sp, isl_dim_param, (unsigned)k++, bx_tname(b, 0, i));
        sp = isl_space_set_dim_name(sp, isl_dim_param, (unsigned)k++, bx_tname(b, 1, i));
    }
    return sp;
}

/* Add the constraint coef_set * x_set + coef_par * p + cst (>= 0, or == 0
 * with "eq") to "s" where x is set dimension "sd" and p the parameter
 * named "pname". */
static isl_set *bx_constrain(isl_set *s, int eq, int sd, int coef_set, const char *pname, int coef_par, int cst)
{
    isl_local_space *ls;
    isl_constraint *c;
    int pd;
    if (!s)
        return NULL;
    pd = isl_set_find_dim_by_name(s, isl_dim_param, pname);
    if (pd < 0)
        return isl_set_free(s);
    ls = isl_local_space_from_space(isl_set_get_space(s));
    c = eq ? isl_constraint_alloc_equality(ls) : isl_constraint_alloc_inequality(ls);
    if (sd >= 0)
        c = isl_constraint_set_coefficient_si(c, isl_dim_set, sd, coef_set);
    c = isl_constraint_set_coefficient_si(c, isl_dim_param, pd, coef_par);
    c = isl_constraint_set_constant_si(c, cst);
    return isl_set_add_constraint(s, c);
}

/* Return D_S with the host iterators fixed to their parameters. */
static isl_set *bx_host_domain(bx *b, const pp_stmt *s)
{
    isl_set *t = isl_set_align_params(isl_set_copy(s->domain), isl_space_copy(b->params));
    int j;
    for (j = 0; j < b->n->nhost; j++)
        t = bx_constrain(t, 1, j, 1, b->n->host[j]->u.loop.iter, -1, 0);
    return t;
}

/* Return "t" (a domain of S) restricted to the tile in the band. */
static isl_set *bx_in_tile(bx *b, isl_set *t)
{
    int j, h = b->n->nhost;
    for (j = 0; j < b->n->nband; j++) {
        t = bx_constrain(t, 0, h + j, 1, bx_tname(b, 0, j), -1, 0);
        t = bx_constrain(t, 0, h + j, -1, bx_tname(b, 1, j), 1, 0);
    }
    return t;
}

/* Return T_S of statement "s". */
static isl_set *bx_tile_domain(bx *b, const pp_stmt *s)
{
    return bx_in_tile(b, bx_host_domain(b, s));
}

/* Return the image of "dom" under reference "a" (params aligned). */
static isl_set *bx_image(bx *b, __isl_take isl_set *dom, const pp_access *a)
{
    isl_map *rel = isl_map_align_params(isl_map_copy(a->rel), isl_space_copy(b->params));
    return isl_set_coalesce(isl_set_apply(dom, rel));
}

/* Return the pw_aff of parameter "name" over the nest's parameters. */
static isl_pw_aff *bx_param_aff(bx *b, const char *name)
{
    isl_set *dom = isl_set_universe(isl_space_copy(b->params));
    return isl_pw_aff_param_on_domain_id(dom, isl_id_alloc(b->ctx, name, NULL));
}

/* Return the key of the bounds of dimension "d" of the "n" of "set", a
 * box of list "l", under the context printed as "ctx": the text of the
 * projection of "set" on that dimension, as isl_set_dim_min and
 * isl_set_dim_max make it, "ctx" and "l" (malloc'ed), with its hash in
 * "*hash"; NULL on error. */
static char *bx_bound_key(__isl_keep isl_set *set, int d, int n, const char *ctx, const pp_box_list *l,
                          unsigned long *hash)
{
    isl_set *p = isl_set_project_out(isl_set_copy(set), isl_dim_set, (unsigned)(d + 1), (unsigned)(n - d - 1));
    char *s, *key;
    size_t ls, lc;
    const char *c;
    p = isl_set_project_out(p, isl_dim_set, 0, (unsigned)d);
    s = pp_set_text(p);
    isl_set_free(p);
    if (!s || !ctx) {
        free(s);
        return NULL;
    }
    ls = strlen(s);
    lc = strlen(ctx);
    key = malloc(ls + lc + 40);
    if (key) {
        memcpy(key, s, ls);
        key[ls] = '\n';
        memcpy(key + ls + 1, ctx, lc);
        snprintf(key + ls + 1 + lc, 39, "\n%p", (const void *)l);
        *hash = 2166136261UL;
        for (c = key; *c; c++)
            *hash = (*hash ^ (unsigned char)*c) * 16777619UL;
    }
    free(s);
    return key;
}

/* Return the bounds bx_fill computed before under "key", or NULL. */
static const bx_bound *bx_bound_find(const bx *b, const char *key, unsigned long hash)
{
    int i;
    for (i = 0; i < b->nbounds; i++)
        if (b->bounds[i].hash == hash && !strcmp(b->bounds[i].key, key))
            return &b->bounds[i];
    return NULL;
}

/* Remember the bounds "lo" and "hi" under "key" (taken). */
static void bx_bound_add(bx *b, char *key, unsigned long hash, char *lo, char *hi)
{
    bx_bound x;
    if (b->nbounds == b->cap_bounds) {
        int cap = b->cap_bounds ? 2 * b->cap_bounds : 64;
        bx_bound *v = realloc(b->bounds, sizeof(*v) * (size_t)cap);
        if (!v) {
            free(key);
            return;
        }
        b->bounds = v;
        b->cap_bounds = cap;
    }
    x.hash = hash;
    x.key = key;
    x.lo = lo;
    x.hi = hi;
    b->bounds[b->nbounds++] = x;
}

/* Fill "box" from "set" (taken), a box of list "l": guard and bounds as C
 * under b->context.  The bounds of a dimension depend only on the
 * projection of "set" on it and on the context they are printed under:
 * the boxes of a list share most of them (frct[i][j][k][0 .. 4] their
 * first three dimensions), so each is computed once (bx_bound) and the
 * others take its text.  (Only within a list: the boxes of one list are
 * made alike, so an equal projection is the same to isl too, and gives the
 * same text; one made otherwise, a write-out box after subtractions, may
 * print the same and give another text for the same bounds.)  Not within
 * bx_add's budget: the keys' operations would count against it. */
static int bx_fill(bx *b, const pp_box_list *l, pp_box *box, __isl_take isl_set *set, const char *what)
{
    isl_set *guard, *ctx;
    isl_ast_build *build;
    char *ctxs;
    int d, n = (int)isl_set_dim(set, isl_dim_set);
    box->ndim = n;
    box->lo = pp_alloc(b->m->arena, sizeof(char *) * (size_t)(n ? n : 1));
    box->hi = pp_alloc(b->m->arena, sizeof(char *) * (size_t)(n ? n : 1));
    if (!box->lo || !box->hi) {
        isl_set_free(set);
        return -1;
    }
    guard = isl_set_gist(isl_set_params(isl_set_copy(set)), isl_set_copy(b->context));
    guard = isl_set_coalesce(guard);
    build = isl_ast_build_from_context(isl_set_copy(b->context));
    box->guard = pp_set_to_c(b->m->arena, build, isl_set_copy(guard));
    isl_ast_build_free(build);
    /* a superset without existential variables (the guard's parity
     * conditions, "(i + t) % 2"): isl 0.25 crashed computing the divisions
     * of such a context for the AST build (a red-black loop from
     * "1 + (i + t) % 2" by 2); a weaker context only simplifies less */
    ctx = isl_set_remove_divs(isl_set_intersect(isl_set_copy(b->context), guard));
    ctxs = b->budget ? NULL : pp_set_text(ctx);
    build = isl_ast_build_from_context(ctx);
    for (d = 0; d < n && build; d++) {
        unsigned long hash = 0;
        char *key = ctxs ? bx_bound_key(set, d, n, ctxs, l, &hash) : NULL;
        const bx_bound *known = key ? bx_bound_find(b, key, hash) : NULL;
        isl_pw_aff *lo, *hi;
        if (known) {
            box->lo[d] = known->lo;
            box->hi[d] = known->hi;
            free(key);
            continue;
        }
        lo = isl_set_dim_min(isl_set_copy(set), d);
        hi = isl_set_dim_max(isl_set_copy(set), d);
        if (isl_pw_aff_involves_nan(lo) == isl_bool_true || isl_pw_aff_involves_nan(hi) == isl_bool_true) {
            pp_error(b->d, b->n->root->loc, "the elements of %s that a tile touches are unbounded", what);
            isl_pw_aff_free(lo);
            isl_pw_aff_free(hi);
            isl_ast_build_free(build);
            isl_set_free(set);
            free(key);
            free(ctxs);
            b->failed = 1;
            return -1;
        }
        box->lo[d] = pp_pw_aff_to_c(b->m->arena, build, lo);
        box->hi[d] = pp_pw_aff_to_c(b->m->arena, build, hi);
        if (!box->lo[d] || !box->hi[d]) {
            free(key);
            break;
        }
        if (key)
            bx_bound_add(b, key, hash, box->lo[d], box->hi[d]);
    }
    free(ctxs);
    isl_ast_build_free(build);
    box->set = set;
    if (d < n || !box->guard || !set)
        return -1;
    return 0;
}

/* Return "s" with the constraint p - q + cst >= 0 on its parameters named
 * "p" and "q". */
static isl_set *bx_param_cmp(isl_set *s, const char *p, const char *q, int cst)
{
    int pp = isl_set_find_dim_by_name(s, isl_dim_param, p), pq = isl_set_find_dim_by_name(s, isl_dim_param, q);
    isl_constraint *c;
    if (pp < 0 || pq < 0)
        return isl_set_free(s);
    c = isl_constraint_alloc_inequality(isl_local_space_from_space(isl_set_get_space(s)));
    c = isl_constraint_set_coefficient_si(c, isl_dim_param, pp, 1);
    c = isl_constraint_set_coefficient_si(c, isl_dim_param, pq, -1);
    c = isl_constraint_set_constant_si(c, cst);
    return isl_set_add_constraint(s, c);
}

/* Return "s" with p > q on its parameters named "p" and "q". */
static isl_set *bx_param_gt(isl_set *s, const char *p, const char *q)
{
    return bx_param_cmp(s, p, q, -1);
}

/* Return nonzero when "set" (a box of host iteration h = the innermost
 * host iterator) is disjoint from the same box at every other h. */
static int bx_iter_local(bx *b, __isl_keep isl_set *set)
{
    const char *h, *h2 = "_pp_other_h";
    isl_set *other, *both, *lt, *gt;
    int pos, local;
    if (!b->n->nhost)
        return 0;
    h = b->n->host[b->n->nhost - 1]->u.loop.iter;
    pos = isl_set_find_dim_by_name(set, isl_dim_param, h);
    if (pos < 0 || !isl_set_involves_dims(set, isl_dim_param, (unsigned)pos, 1))
        return 0;
    other = isl_set_set_dim_name(isl_set_copy(set), isl_dim_param, (unsigned)pos, h2);
    other = isl_set_align_params(other, isl_set_get_space(set));
    both = isl_set_align_params(isl_set_copy(set), isl_set_get_space(other));
    both = isl_set_intersect(both, other);
    gt = bx_param_gt(isl_set_copy(both), h, h2);
    lt = bx_param_gt(both, h2, h);
    local = isl_set_is_empty(lt) == isl_bool_true && isl_set_is_empty(gt) == isl_bool_true;
    isl_set_free(lt);
    isl_set_free(gt);
    return local;
}

/* Return a simple superset of "set" (taken): one polyhedron, no divs. */
static isl_set *bx_simple_superset(__isl_take isl_set *set)
{
    return isl_set_from_basic_set(isl_basic_set_remove_divs(isl_set_simple_hull(isl_set_remove_divs(set))));
}

/* Return "set" (taken), a superset of the elements reference "access"
 * touches, cut to the elements its array has: the program's references
 * stay inside their arrays (C's rule), so what lies outside is only the
 * superset's slack (bx_simple_superset's, a stride wide at each end), which
 * would make a box the runtime refuses as not inside the array. */
static isl_set *bx_inside_array(bx *b, __isl_take isl_set *set, int access)
{
    isl_set *ext;
    if (!set || access < 0 || b->r->accesses[access].array < 0)
        return set;
    ext = pp_array_extent_set(&b->r->arrays[b->r->accesses[access].array], set);
    if (!ext)
        return set;
    return isl_set_intersect(set, ext);
}

/* Return nonzero when a dimension of "x" is fixed to one value and the
 * same dimension of "y" to another: two nonempty sets (the boxes of
 * bx_add_set) that differ, without asking isl_set_is_equal (the boxes of
 * frct[i][j][k][0] and frct[i][j][k][1]). */
static int bx_fixed_apart(__isl_keep isl_set *x, __isl_keep isl_set *y)
{
    int d, n = (int)isl_set_dim(x, isl_dim_set), apart = 0;
    if (n != (int)isl_set_dim(y, isl_dim_set))
        return 0;
    for (d = 0; d < n && !apart; d++) {
        isl_val *a = isl_set_plain_get_val_if_fixed(x, isl_dim_set, (unsigned)d), *b = NULL;
        if (a && !isl_val_is_nan(a))
            b = isl_set_plain_get_val_if_fixed(y, isl_dim_set, (unsigned)d);
        apart = b && !isl_val_is_nan(b) && isl_val_eq(a, b) == isl_bool_false;
        isl_val_free(a);
        isl_val_free(b);
    }
    return apart;
}

/* Add a box of "set" (taken) to list "l" (capacity "*cap"), merging it
 * into an equal box (flags or'ed).  Empty sets are dropped.  "*at" (when
 * "at" is not NULL) gets the box's index in "l", -1 when dropped. */
static int bx_add_set(bx *b, pp_box_list *l, int *cap, __isl_take isl_set *set, unsigned flags, int access, int sink,
                      const char *what, int *at, int hull)
{
    pp_box box;
    isl_set *c;
    int i;
    isl_bool empty;
    c = isl_set_intersect_params(isl_set_copy(set), isl_set_copy(b->context));
    empty = isl_set_is_empty(c);
    isl_set_free(c);
    if (at)
        *at = -1;
    if (empty != isl_bool_false) {
        isl_set_free(set);
        return empty == isl_bool_true ? 0 : -1;
    }
    for (i = 0; i < l->n; i++) {
        isl_bool eq = bx_fixed_apart(l->v[i].set, set) ? isl_bool_false : isl_set_is_equal(l->v[i].set, set);
        if (eq == isl_bool_true) {
            /* late only when late for every dependence it serves */
            l->v[i].flags = ((l->v[i].flags | flags) & ~PP_BOX_LATE) | (l->v[i].flags & flags & PP_BOX_LATE);
            isl_set_free(set);
            if (at)
                *at = i;
            return 0;
        }
        if (eq < 0) {
            isl_set_free(set);
            return -1;
        }
    }
    memset(&box, 0, sizeof(box));
    box.flags = flags;
    box.access = access;
    box.sink = sink;
    box.hull = hull;
    if (bx_fill(b, l, &box, set, what)) {
        isl_set_free(box.set);
        return -1;
    }
    if (pp_vec_push(b->m->arena, &l->v, &l->n, cap, sizeof(box), &box)) {
        isl_set_free(box.set);
        return -1;
    }
    if (at)
        *at = l->n - 1;
    return 0;
}

/* Add a box of "set" (taken) to list "l" as bx_add_set does.  A set
 * with local variables (strides that depend on outer iterators or
 * parameters: red-black sweeps, a parity per row) gets a budget of isl
 * operations of its own, a tenth of the region's limit counted afresh for
 * each box; past it the box is made from a simple superset instead
 * (bx_simple_superset: wider by less than a stride at each end, never
 * narrower), marked "hull" so that nothing takes it for exact.  Sets
 * without local variables stay exact or fail the region (a superset of
 * the skewed tiles of a global wavefront overlaps its neighbours and
 * would leave the region sequential where another schedule runs it in
 * parallel). */
static int bx_add(bx *b, pp_box_list *l, int *cap, __isl_take isl_set *set, unsigned flags, int access, int sink,
                  const char *what, int *at)
{
    unsigned long max;
    isl_set *keep;
    int rc;
    if (isl_set_involves_locals(set) != isl_bool_true)
        return bx_add_set(b, l, cap, set, flags, access, sink, what, at, 0);
    max = isl_ctx_get_max_operations(b->ctx);
    keep = isl_set_copy(set);
    pp_isl_budget(b->m, max / 10 ? max / 10 : max);
    b->budget = 1;
    rc = bx_add_set(b, l, cap, set, flags, access, sink, what, at, 0);
    if (rc && keep && isl_ctx_last_error(b->ctx) == isl_error_quota) {
        pp_isl_budget(b->m, isl_ctx_get_max_operations(b->ctx));
        isl_ctx_reset_error(b->ctx);
        rc = bx_add_set(b, l, cap, bx_inside_array(b, bx_simple_superset(keep), access), flags, access, sink, what,
                        at, 1);
    } else {
        isl_set_free(keep);
    }
    b->budget = 0;
    pp_isl_budget(b->m, max);
    return rc;
}

/* Return the slot of array "array" in nest "n", or -1. */
static int bx_slot(const pp_nest *n, int array)
{
    int i;
    for (i = 0; i < n->narrays; i++)
        if (n->arrays[i].array == array)
            return i;
    return -1;
}

/* Collect the arrays and read-only scalars of the nest. */
static int bx_collect(bx *b)
{
    pp_region *r = b->r;
    pp_nest *n = b->n;
    int i, j, k, *used = pp_alloc(b->m->arena, sizeof(int) * (size_t)(r->narrays + r->nscalars + 1));
    if (!used)
        return -1;
    for (i = 0; i < n->nstmts; i++) {
        const pp_stmt *s = &r->stmts[n->stmts[i]];
        for (j = 0; j < s->naccesses; j++) {
            int a = r->accesses[s->accesses[j]].array;
            if (a >= 0)
                used[a] = 1;
        }
    }
    n->arrays = pp_alloc(b->m->arena, sizeof(pp_nest_array) * (size_t)(r->narrays + 1));
    if (!n->arrays)
        return -1;
    for (i = 0; i < r->narrays; i++)
        if (used[i])
            n->arrays[n->narrays++].array = i;
    b->cap = pp_alloc(b->m->arena, sizeof(int) * 4 * (size_t)(n->narrays + 1));
    n->scalars = pp_alloc(b->m->arena, sizeof(int) * (size_t)(r->nscalars + 1));
    if (!b->cap || !n->scalars)
        return -1;
    memset(used, 0, sizeof(int) * (size_t)(r->nscalars + 1));
    for (i = 0; i < n->nstmts; i++) {
        const pp_node *nd = r->stmts[n->stmts[i]].node;
        const pp_expr *stack[256];
        int sp = 0;
        stack[sp++] = nd->kind == PP_NODE_ASSIGN ? nd->u.assign.rhs
                      : nd->kind == PP_NODE_DECL ? nd->u.decl.init
                      : nd->kind == PP_NODE_IF   ? nd->u.cond.cond
                                                 : nd->u.call.expr;
        if (nd->kind == PP_NODE_ASSIGN)
            stack[sp++] = nd->u.assign.lhs;
        while (sp) {
            const pp_expr *e = stack[--sp];
            if (!e)
                continue;
            if (e->kind == PP_EXPR_ID && e->sym == PP_SYM_SCALAR && e->index >= 0)
                used[e->index] = 1;
            for (k = 0; k < e->nargs && sp < 256; k++)
                stack[sp++] = e->args[k];
        }
    }
    for (i = 0; i < r->nscalars; i++)
        if (used[i])
            n->scalars[n->nscalars++] = i;
    return 0;
}

/* Return nonzero when nests "n" and "o" run under the same host loops
 * with bands of the same depth, so that a tile of one covers the same band
 * points in the other. */
static int bx_same_tiling(const pp_nest *n, const pp_nest *o)
{
    int i;
    if (n == o)
        return 1;
    if (n->nhost != o->nhost || n->nband != o->nband || !n->nband || !n->sweep != !o->sweep)
        return 0;
    for (i = 0; i < n->nhost; i++)
        if (n->host[i] != o->host[i])
            return 0;
    return 1;
}

/* Compute the space of the band and the nest's context. */
static int bx_space(bx *b)
{
    pp_region *r = b->r;
    pp_nest *n = b->n;
    isl_set *host = isl_set_empty(isl_space_copy(b->params)), *span_ctx;
    isl_set *band[PP_MAX_BAND], *cov[PP_MAX_BAND];
    isl_ast_build *build;
    int i, d, o;
    for (d = 0; d < n->nband; d++) {
        isl_space *sp = isl_space_add_dims(isl_space_set_from_params(isl_space_copy(b->params)), isl_dim_set, 1);
        band[d] = isl_set_empty(isl_space_copy(sp));
        cov[d] = isl_set_empty(sp);
    }
    /* the band of this nest; the cover over the nests with its tiling */
    for (o = 0; o < r->nnests; o++) {
        const pp_nest *on = &r->nests[o];
        if (!bx_same_tiling(n, on))
            continue;
        for (i = 0; i < on->nstmts; i++) {
            const pp_stmt *s = &r->stmts[on->stmts[i]];
            isl_set *t = bx_host_domain(b, s);
            int dims = (int)isl_set_dim(t, isl_dim_set);
            for (d = 0; d < n->nband; d++) {
                isl_set *x = isl_set_project_out(isl_set_copy(t), isl_dim_set, (unsigned)(n->nhost + d + 1),
                                                 (unsigned)(dims - n->nhost - d - 1));
                x = isl_set_project_out(x, isl_dim_set, 0, (unsigned)(n->nhost + d));
                x = isl_set_reset_tuple_id(x);
                if (on == n)
                    band[d] = isl_set_union(band[d], isl_set_copy(x));
                cov[d] = isl_set_union(cov[d], x);
            }
            if (on == n)
                host = isl_set_union(host, isl_set_params(t));
            else
                isl_set_free(t);
        }
    }
    host = isl_set_coalesce(host);
    build = isl_ast_build_from_context(isl_set_align_params(isl_set_copy(r->context), isl_space_copy(b->params)));
    n->space_guard = pp_set_to_c(b->m->arena, build, isl_set_copy(host));
    span_ctx = isl_set_align_params(isl_set_copy(r->context), isl_space_copy(b->params));
    for (d = 0; d < n->nband; d++) {
        isl_set *all = cov[d];
        for (i = 0; i < n->nhost; i++) {
            int pos = isl_set_find_dim_by_name(all, isl_dim_param, n->host[i]->u.loop.iter);
            if (pos >= 0)
                all = isl_set_eliminate(all, isl_dim_param, (unsigned)pos, 1);
        }
        isl_pw_aff *clo = isl_set_dim_min(isl_set_copy(all), 0), *chi = isl_set_dim_max(all, 0);
        isl_pw_aff *tlo = bx_param_aff(b, bx_tname(b, 0, d)), *thi = bx_param_aff(b, bx_tname(b, 1, d));
        n->cover_lo[d] = pp_pw_aff_to_c(b->m->arena, build, isl_pw_aff_copy(clo));
        n->cover_hi[d] = pp_pw_aff_to_c(b->m->arena, build, isl_pw_aff_copy(chi));
        /* a cell starts inside the cover, may end past it */
        span_ctx = isl_set_intersect(span_ctx, isl_pw_aff_le_set(clo, isl_pw_aff_copy(tlo)));
        span_ctx = isl_set_intersect(span_ctx, isl_pw_aff_le_set(isl_pw_aff_copy(tlo), chi));
        span_ctx = isl_set_intersect(span_ctx, isl_pw_aff_le_set(tlo, thi));
        if (!n->cover_lo[d] || !n->cover_hi[d])
            n->space_guard = NULL; /* reported as a failure below */
    }
    isl_ast_build_free(build);
    b->context = host;
    build = isl_ast_build_from_context(isl_set_copy(host));
    for (d = 0; d < n->nband; d++) {
        isl_pw_aff *lo = isl_set_dim_min(isl_set_copy(band[d]), 0);
        isl_pw_aff *hi = isl_set_dim_max(isl_set_copy(band[d]), 0);
        isl_pw_aff *tlo = bx_param_aff(b, bx_tname(b, 0, d)), *thi = bx_param_aff(b, bx_tname(b, 1, d));
        isl_set_free(band[d]);
        if (isl_pw_aff_involves_nan(lo) == isl_bool_true || isl_pw_aff_involves_nan(hi) == isl_bool_true) {
            pp_error(b->d, n->band[d]->loc, "the loop over '%s' is unbounded", n->band[d]->u.loop.iter);
            isl_pw_aff_free(lo);
            isl_pw_aff_free(hi);
            isl_pw_aff_free(tlo);
            isl_pw_aff_free(thi);
            for (d++; d < n->nband; d++)
                isl_set_free(band[d]);
            isl_ast_build_free(build);
            isl_set_free(span_ctx);
            b->failed = 1;
            return -1;
        }
        n->space_lo[d] = pp_pw_aff_to_c(b->m->arena, build, isl_pw_aff_copy(lo));
        n->space_hi[d] = pp_pw_aff_to_c(b->m->arena, build, isl_pw_aff_copy(hi));
        b->context = isl_set_intersect(b->context, isl_pw_aff_le_set(lo, isl_pw_aff_copy(tlo)));
        b->context = isl_set_intersect(b->context, isl_pw_aff_le_set(isl_pw_aff_copy(thi), hi));
        b->context = isl_set_intersect(b->context, isl_pw_aff_le_set(tlo, thi));
    }
    isl_ast_build_free(build);
    b->context = isl_set_coalesce(b->context);
    n->context = isl_set_copy(b->context);
    b->span_context = isl_set_coalesce(span_ctx);
    return b->context && n->space_guard ? 0 : -1;
}

/* Add the span of reference "a" of statement "s" (of this nest or of a
 * nest with the same tiling) to the nest, if it has one: see model.h.  The
 * subscripts are independent of the host iterators when the affine hull
 * of the access relation does not involve them (guards such as i != k are
 * not in the hull; equalities with them are, and then there is no span). */
static int bx_span(bx *b, const pp_stmt *s, const pp_access *a)
{
    int slot = bx_slot(b->n, a->array), rc;
    isl_set *span, *exact, *saved;
    isl_basic_map *hull;
    isl_bool inv;
    if (slot < 0)
        return 0;
    hull = isl_map_affine_hull(isl_map_copy(a->rel));
    inv = isl_basic_map_involves_dims(hull, isl_dim_in, 0, (unsigned)b->n->nhost);
    isl_basic_map_free(hull);
    if (inv != isl_bool_false)
        return inv == isl_bool_true ? 0 : -1;
    exact = bx_image(b, bx_tile_domain(b, s), a);
    rc = bx_iter_local(b, exact);
    isl_set_free(exact);
    if (rc)
        return 0;
    span = isl_set_align_params(isl_set_copy(s->domain), isl_space_copy(b->params));
    span = bx_image(b, bx_in_tile(b, span), a);
    saved = b->context;
    b->context = b->span_context;
    rc = bx_add(b, &b->n->arrays[slot].span, &b->cap[4 * slot + 3], span, 0, (int)(a - b->r->accesses), -1,
                pp_array_c(&b->r->arrays[a->array]), NULL);
    b->context = saved;
    return rc;
}

/* Add the spans of the nest (model.h): those of every reference of the
 * nests with its tiling (itself, and siblings such as the second sweep of
 * a stencil), in region order, so that every such nest allocates the same
 * boxes and none of them has to grow a box another one made.  None without
 * host loops. */
static int bx_spans(bx *b)
{
    pp_region *r = b->r;
    int i, j, o, rc = 0;
    if (!b->n->nhost)
        return 0;
    for (o = 0; o < r->nnests && !rc; o++) {
        const pp_nest *on = &r->nests[o];
        if (!bx_same_tiling(b->n, on))
            continue;
        for (i = 0; i < on->nstmts && !rc; i++) {
            const pp_stmt *s = &r->stmts[on->stmts[i]];
            for (j = 0; j < s->naccesses && !rc; j++)
                if (r->accesses[s->accesses[j]].array >= 0)
                    rc = bx_span(b, s, &r->accesses[s->accesses[j]]);
        }
    }
    return rc;
}

/* Return 1 when "set" equals its bounding box: the product of its
 * projections on each dimension, each an interval (equal to its convex
 * hull) for every value of the parameters; 0 when not, or when it has
 * existentially quantified variables (strides, % guards: then it is
 * taken as not a box without asking isl, which could take long), -1 on
 * error. */
static isl_stat bx_has_divs(__isl_take isl_basic_set *bset, void *user)
{
    if (isl_basic_set_dim(bset, isl_dim_div) > 0)
        *(int *)user = 1;
    isl_basic_set_free(bset);
    return isl_stat_ok;
}

int pp_set_is_box(__isl_keep isl_set *set)
{
    int n = (int)isl_set_dim(set, isl_dim_set), d, divs = 0;
    isl_set *prod = NULL;
    isl_bool eq = isl_bool_true;
    isl_set *simple = isl_set_coalesce(isl_set_copy(set));
    if (isl_set_foreach_basic_set(simple, bx_has_divs, &divs) < 0)
        divs = -1;
    isl_set_free(simple);
    if (divs)
        return divs < 0 ? -1 : 0;
    for (d = 0; d < n && eq == isl_bool_true; d++) {
        isl_set *p = isl_set_project_out(isl_set_copy(set), isl_dim_set, (unsigned)(d + 1), (unsigned)(n - d - 1));
        p = isl_set_reset_tuple_id(isl_set_project_out(p, isl_dim_set, 0, (unsigned)d));
        isl_set *hull = isl_set_from_basic_set(isl_set_polyhedral_hull(isl_set_copy(p)));
        eq = isl_set_is_equal(p, hull);
        isl_set_free(hull);
        prod = prod ? isl_set_flat_product(prod, p) : p;
    }
    if (eq == isl_bool_true && prod) {
        isl_set *s = isl_set_reset_tuple_id(isl_set_copy(set));
        eq = isl_set_is_equal(s, prod);
        isl_set_free(s);
    }
    isl_set_free(prod);
    return eq == isl_bool_true ? 1 : eq == isl_bool_false ? 0 : -1;
}

/* Add the initial boxes of the nest. */
static int bx_initial(bx *b)
{
    pp_region *r = b->r;
    pp_nest *n = b->n;
    int i, j, rc = 0;
    isl_set **all = calloc((size_t)n->narrays + 1, sizeof(*all));
    unsigned *all_flags = calloc((size_t)n->narrays + 1, sizeof(*all_flags));
    int *first = calloc((size_t)n->narrays + 1, sizeof(*first));
    if (!all || !all_flags || !first)
        rc = -1;
    /* arrays referenced more than PP_MERGE_REFS times (NAS BT's block
     * solvers: some 90 references to one matrix per work-item, most of
     * one element each): one box, the hull of them all, not a box per
     * distinct reference, each compared with all the others */
    for (i = 0; i < n->nstmts && !rc; i++) {
        const pp_stmt *s = &r->stmts[n->stmts[i]];
        for (j = 0; j < s->naccesses; j++) {
            int slot = r->accesses[s->accesses[j]].array >= 0 ? bx_slot(n, r->accesses[s->accesses[j]].array) : -1;
            if (slot >= 0)
                n->arrays[slot].merged++;
        }
    }
    for (i = 0; i < n->narrays && !rc; i++)
        n->arrays[i].merged = n->arrays[i].merged > PP_MERGE_REFS;
    for (i = 0; i < n->nstmts && !rc; i++) {
        const pp_stmt *s = &r->stmts[n->stmts[i]];
        isl_set *t = bx_tile_domain(b, s);
        for (j = 0; j < s->naccesses && !rc; j++) {
            const pp_access *a = &r->accesses[s->accesses[j]];
            int slot = a->array >= 0 ? bx_slot(n, a->array) : -1;
            unsigned flags = (a->write ? PP_BOX_WRITE : 0) | (!a->write || a->read ? PP_BOX_READ : 0);
            if (slot < 0)
                continue;
            if (n->arrays[slot].merged) {
                isl_set *x = bx_image(b, isl_set_copy(t), a);
                if (!all[slot])
                    first[slot] = s->accesses[j];
                all[slot] = all[slot] ? isl_set_union(all[slot], x) : x;
                all_flags[slot] |= flags;
                if (!all[slot])
                    rc = -1;
            } else if (bx_add(b, &n->arrays[slot].init, &b->cap[4 * slot], bx_image(b, isl_set_copy(t), a), flags,
                              s->accesses[j], -1, pp_array_c(&r->arrays[a->array]), &r->accesses[s->accesses[j]].box)) {
                rc = -1;
            }
        }
        isl_set_free(t);
    }
    for (i = 0; i < n->narrays; i++) {
        int at = -1;
        if (!rc && all[i] &&
            bx_add(b, &n->arrays[i].init, &b->cap[4 * i], isl_set_coalesce(all[i]), all_flags[i], first[i], -1,
                   pp_array_c(&r->arrays[n->arrays[i].array]), &at))
            rc = -1;
        else if (rc && all[i])
            isl_set_free(all[i]);
        all[i] = NULL;
        for (j = 0; n->arrays[i].merged && j < n->nstmts; j++) {
            const pp_stmt *s = &r->stmts[n->stmts[j]];
            int k;
            for (k = 0; k < s->naccesses; k++)
                if (r->accesses[s->accesses[k]].array == n->arrays[i].array)
                    r->accesses[s->accesses[k]].box = at;
        }
    }
    free(all);
    free(all_flags);
    free(first);
    if (rc)
        return -1;
    /* (not a merged array's box: its references' elements may keep apart
     * from one host iteration to the next while the hull of them does
     * not, A[2h] and A[2h + 3]) */
    for (i = 0; i < n->narrays; i++)
        for (j = 0; j < n->arrays[i].init.n && !n->arrays[i].merged; j++)
            if (bx_iter_local(b, n->arrays[i].init.v[j].set))
                n->arrays[i].init.v[j].flags |= PP_BOX_ITER_LOCAL;
    /* Written, not read, and a box: the references are affine and their
     * statements run on exactly their domains (conditions are affine), so
     * every element of the box is written.  Only a saving (the box need
     * not be read in), so each question gets a budget of isl operations of
     * its own, a tenth of the region's: past it the box is taken as not
     * written whole.  (The convex hulls of pp_set_is_box, on the write
     * set of C[i * ldc + j] split along array(C[m][ldc]) beside A's own
     * leading dimension lda, ran past 50 million operations.) */
    for (i = 0; i < n->narrays; i++)
        for (j = 0; j < n->arrays[i].init.n; j++) {
            pp_box *x = &n->arrays[i].init.v[j];
            unsigned long max = isl_ctx_get_max_operations(b->ctx);
            int rect;
            if ((x->flags & (PP_BOX_WRITE | PP_BOX_READ)) != PP_BOX_WRITE || x->hull)
                continue;
            pp_isl_budget(b->m, max / 10 ? max / 10 : max);
            rect = pp_set_is_box(x->set);
            if (rect < 0 && isl_ctx_last_error(b->ctx) == isl_error_quota) {
                isl_ctx_reset_error(b->ctx);
                rect = 0;
            }
            pp_isl_budget(b->m, max);
            if (rect < 0)
                return -1;
            if (rect)
                x->flags |= PP_BOX_WRITE_ALL;
        }
    return bx_spans(b);
}

typedef struct bx_flow {
    bx *b;
    int rc;
} bx_flow;

/* Return the instances of statement "s" (of the nest) that run at least
 * two runs of the nest after the tile's host iteration H (the host
 * iterators' parameters): those whose host iteration follows an iteration
 * h of the nest's host loops, with instances of the nest, that follows H.
 * Run by run, these are the sinks a flow-out need not reach before the
 * next run starts (PP_BOX_LATE). */
static isl_set *bx_after_next(bx *b, const pp_stmt *s)
{
    pp_region *r = b->r;
    pp_nest *n = b->n;
    unsigned h = (unsigned)n->nhost, nd;
    isl_set *hd = NULL, *at, *later;
    isl_map *lt, *proj;
    int i;
    for (i = 0; i < n->nstmts; i++) {
        isl_set *d = isl_set_align_params(isl_set_copy(r->stmts[n->stmts[i]].domain), isl_space_copy(b->params));
        nd = isl_set_dim(d, isl_dim_set);
        d = isl_set_reset_tuple_id(isl_set_project_out(d, isl_dim_set, h, nd - h));
        hd = hd ? isl_set_union(hd, d) : d;
    }
    if (!hd)
        return NULL;
    /* H itself, then the nest's host iterations after it, then every
     * host iteration after one of those */
    at = isl_set_universe(isl_set_get_space(hd));
    for (i = 0; i < (int)h; i++)
        at = bx_constrain(at, 1, i, 1, n->host[i]->u.loop.iter, -1, 0);
    lt = isl_map_lex_lt(isl_set_get_space(hd));
    later = isl_set_apply(isl_set_intersect(isl_set_apply(at, isl_map_copy(lt)), hd), lt);
    /* the instances of "s" whose host iteration is one of those */
    at = isl_set_align_params(isl_set_copy(s->domain), isl_space_copy(b->params));
    proj = isl_set_identity(isl_set_universe(isl_set_get_space(at)));
    isl_set_free(at);
    nd = isl_map_dim(proj, isl_dim_out);
    proj = isl_map_reset_tuple_id(isl_map_project_out(proj, isl_dim_out, h, nd - h), isl_dim_out);
    return isl_set_apply(later, isl_map_reverse(proj));
}

/* Add the flow-out box of one value-based dependence map (tagged). */
static isl_stat bx_flow_map(__isl_take isl_map *map, void *user)
{
    bx_flow *f = user;
    bx *b = f->b;
    pp_region *r = b->r;
    pp_nest *n = b->n;
    int w = pp_tag_index(isl_space_domain(isl_map_get_space(map)));
    int k = pp_tag_index(isl_space_range(isl_map_get_space(map)));
    const pp_access *wa, *ka;
    isl_map *dep;
    isl_set *src;
    int slot;
    if (w < 0 || k < 0 || w >= r->naccesses || k >= r->naccesses) {
        isl_map_free(map);
        return isl_stat_error;
    }
    wa = &r->accesses[w];
    ka = &r->accesses[k];
    if (wa->array < 0 || r->stmts[wa->stmt].nest != (int)(n - r->nests)) {
        isl_map_free(map);
        return isl_stat_ok;
    }
    slot = bx_slot(n, wa->array);
    dep = isl_map_domain_factor_domain(isl_map_range_factor_domain(map));
    dep = isl_map_align_params(dep, isl_space_copy(b->params));
    dep = isl_map_intersect_domain(dep, bx_tile_domain(b, &r->stmts[wa->stmt]));
    if (bx_same_tiling(n, &r->nests[r->stmts[ka->stmt].nest])) {
        isl_set *same = isl_set_align_params(isl_set_copy(r->stmts[ka->stmt].domain), isl_space_copy(b->params));
        dep = isl_map_subtract_range(dep, bx_in_tile(b, same));
    }
    /* sinks of the same nest two runs on or later: a late box of their
     * sources, unless the same sources have sinks sooner (a source with
     * both kinds stays in the early box) */
    if (n->nhost > 0 && r->stmts[ka->stmt].nest == (int)(n - r->nests)) {
        isl_map *late = isl_map_intersect_range(isl_map_copy(dep), bx_after_next(b, &r->stmts[ka->stmt]));
        isl_set *next;
        dep = isl_map_subtract(dep, isl_map_copy(late));
        next = isl_map_domain(isl_map_copy(dep));
        src = isl_set_subtract(isl_map_domain(late), next);
        if (bx_add(b, &n->arrays[slot].flowout, &b->cap[4 * slot + 1], bx_image(b, src, wa), PP_BOX_LATE, w, k,
                   pp_array_c(&r->arrays[wa->array]), NULL))
            f->rc = -1;
    }
    src = isl_map_domain(dep);
    if (!f->rc && bx_add(b, &n->arrays[slot].flowout, &b->cap[4 * slot + 1], bx_image(b, src, wa), 0, w, k,
                         pp_array_c(&r->arrays[wa->array]), NULL))
        f->rc = -1;
    return f->rc ? isl_stat_error : isl_stat_ok;
}

/* Add the flow-out boxes of the nest; those of a merged array (its
 * initial box a hull, read in where it is not all written) become one,
 * the hull of them, late only when all were. */
static int bx_flowout(bx *b)
{
    pp_nest *n = b->n;
    bx_flow f;
    int i, k;
    f.b = b;
    f.rc = 0;
    if (isl_union_map_foreach_map(b->vflow, bx_flow_map, &f) < 0)
        return -1;
    for (i = 0; i < n->narrays && !f.rc; i++) {
        pp_box_list *l = &n->arrays[i].flowout;
        isl_set *all;
        unsigned late = PP_BOX_LATE;
        int access;
        if (!n->arrays[i].merged || l->n < 2)
            continue;
        all = l->v[0].set;
        access = l->v[0].access;
        for (k = 0; k < l->n; k++) {
            late &= l->v[k].flags;
            if (k)
                all = isl_set_union(all, l->v[k].set);
        }
        l->n = 0;
        if (!all || bx_add(b, l, &b->cap[4 * i + 1], isl_set_coalesce(all), late, access, -1,
                           pp_array_c(&b->r->arrays[n->arrays[i].array]), NULL))
            f.rc = -1;
    }
    return f.rc;
}

/* At most this many pieces of a write-out set get a box each. */
#define BX_PIECES_MAX 8

/* Add the write-out boxes of elements "set" (taken) of access "access" to
 * "l": a box per piece of the set (its basic sets, coalesced within the
 * region's context) when it has 2 to BX_PIECES_MAX of them and no local
 * variables, else one box of the whole set.  The pieces of a write-out set
 * apply under different serial iterations, or lie apart in one: floyd's
 * last three k each finish other elements, and at k = n - 2 the tile
 * finishes row n - 1 and column n - 1, whose one box is the whole array,
 * so that a box of the union copied every element twice (write-out bytes
 * twice the array's).  A write-out box is a copy to the host of values
 * the tile wrote, so a piece's box is as correct as the union's; pieces
 * whose boxes overlap copy the overlap twice, no worse than the union. */
static int bx_add_pieces(bx *b, pp_box_list *l, int *cap, __isl_take isl_set *set, int access, const char *what)
{
    isl_basic_set_list *pieces;
    isl_set *c;
    isl_size n;
    int i, rc = 0;
    if (isl_set_involves_locals(set) != isl_bool_false)
        return bx_add(b, l, cap, set, 0, access, -1, what, NULL);
    c = isl_set_coalesce(isl_set_intersect_params(isl_set_copy(set), isl_set_copy(b->context)));
    n = isl_set_n_basic_set(c);
    if (n < 2 || n > BX_PIECES_MAX) { /* (n < 0: as before, bx_add meets the error) */
        isl_set_free(c);
        return bx_add(b, l, cap, set, 0, access, -1, what, NULL);
    }
    isl_set_free(set);
    pieces = isl_set_get_basic_set_list(c);
    isl_set_free(c);
    if (!pieces)
        return -1;
    for (i = 0; i < n && !rc; i++)
        rc = bx_add(b, l, cap, isl_set_from_basic_set(isl_basic_set_list_get_at(pieces, i)), 0, access, -1, what,
                    NULL);
    isl_basic_set_list_free(pieces);
    return rc;
}

/* Add the write-out boxes of the nest. */
static int bx_writeout(bx *b)
{
    pp_region *r = b->r;
    pp_nest *n = b->n;
    int i, j, k, rc = 0;
    isl_set **all = calloc((size_t)n->narrays + 1, sizeof(*all));
    int *first = calloc((size_t)n->narrays + 1, sizeof(*first));
    if (!all || !first)
        rc = -1;
    for (i = 0; i < n->nstmts && !rc; i++) {
        const pp_stmt *s = &r->stmts[n->stmts[i]];
        for (j = 0; j < s->naccesses && !rc; j++) {
            const pp_access *a = &r->accesses[s->accesses[j]];
            isl_set *last;
            int slot = a->array >= 0 && a->write ? bx_slot(n, a->array) : -1;
            if (slot < 0)
                continue;
            last = isl_set_copy(s->domain);
            for (k = 0; k < r->ndeps; k++)
                if (r->deps[k].kind == PP_DEP_OUTPUT && r->deps[k].src == s->accesses[j])
                    last = isl_set_subtract(last, isl_map_domain(isl_map_copy(r->deps[k].rel)));
            last = isl_set_align_params(last, isl_space_copy(b->params));
            last = isl_set_intersect(last, bx_tile_domain(b, s));
            if (n->arrays[slot].merged) {
                /* one box of the hull: inside the initial box, which the
                 * tile reads in where it does not write all of it */
                isl_set *x = bx_image(b, last, a);
                if (!all[slot])
                    first[slot] = s->accesses[j];
                all[slot] = all[slot] ? isl_set_union(all[slot], x) : x;
                if (!all[slot])
                    rc = -1;
            } else if (bx_add_pieces(b, &n->arrays[slot].writeout, &b->cap[4 * slot + 2], bx_image(b, last, a),
                                     s->accesses[j], pp_array_c(&r->arrays[a->array]))) {
                rc = -1;
            }
        }
    }
    for (i = 0; all && i < n->narrays; i++) {
        if (!rc && all[i] &&
            bx_add(b, &n->arrays[i].writeout, &b->cap[4 * i + 2], isl_set_coalesce(all[i]), 0, first[i], -1,
                   pp_array_c(&r->arrays[n->arrays[i].array]), NULL))
            rc = -1;
        else if (rc && all[i])
            isl_set_free(all[i]);
    }
    free(all);
    free(first);
    return rc;
}

/* The value-based flow from the writes "w" to the reads "k" (tagged). */
static isl_union_map *bx_flow_refs(pp_region *r, const char *k, const char *w)
{
    isl_union_map *tr, *tw, *ts, *dep;
    isl_union_access_info *ai;
    isl_union_flow *f;
    pp_tagged_refs(r, k, w, &tr, &tw, &ts);
    ai = isl_union_access_info_from_sink(tr);
    ai = isl_union_access_info_set_must_source(ai, tw);
    ai = isl_union_access_info_set_schedule_map(ai, ts);
    f = isl_union_access_info_compute_flow(ai);
    dep = isl_union_flow_get_may_dependence(f);
    isl_union_flow_free(f);
    return dep;
}

/* Compute the value-based flow dependences of "r" (tagged) that flow-out
 * boxes need.  A region whose dependences analysis.c found through
 * classes of references (r->shared_deps: too many pairs for isl's flow on
 * all of them), or of more than PP_LARGE_REFS references, gets them read
 * by read, and only for the reads that a
 * memory-based flow from a write of an array reaches in another nest or
 * in another iteration of a loop around both: a value-based flow is one
 * of the memory-based ones, and one that joins two instances of one nest
 * in one iteration of all their loops stays in one tile of one run, where
 * it adds no flow-out box (bx_flow_map).  The sources of read k are the
 * writes with a memory-based flow to it: every write that may give k its
 * value, or kill one that would, writes an element k reads before k. */
static isl_union_map *bx_value_flow(pp_region *r)
{
    isl_union_map *dep;
    char *k, *w, *done;
    int i, j;
    if (!r->shared_deps && r->naccesses <= PP_LARGE_REFS)
        return bx_flow_refs(r, NULL, NULL);
    dep = isl_union_map_empty(isl_set_get_space(r->context));
    k = calloc((size_t)r->naccesses + 1, 1);
    w = calloc((size_t)r->naccesses + 1, 1);
    done = calloc((size_t)r->naccesses + 1, 1);
    if (!k || !w || !done)
        dep = isl_union_map_free(dep);
    for (i = 0; i < r->ndeps && dep; i++) {
        const pp_dep *x = &r->deps[i];
        const pp_access *wa = &r->accesses[x->src], *ka = &r->accesses[x->sink];
        if (x->kind != PP_DEP_FLOW || wa->array < 0 || done[x->sink] ||
            (!x->level && r->stmts[wa->stmt].nest == r->stmts[ka->stmt].nest))
            continue;
        done[x->sink] = 1;
        memset(w, 0, (size_t)r->naccesses);
        for (j = 0; j < r->ndeps; j++)
            if (r->deps[j].kind == PP_DEP_FLOW && r->deps[j].sink == x->sink)
                w[r->deps[j].src] = 1;
        k[x->sink] = 1;
        dep = isl_union_map_union(dep, bx_flow_refs(r, k, w));
        k[x->sink] = 0;
    }
    free(k);
    free(w);
    free(done);
    return dep;
}

/* Return "s" with the tile bounds of every band dimension renamed to
 * those of another tile (tlo<d>_o, thi<d>_o). */
static isl_set *bx_other_tile(bx *b, __isl_take isl_set *s)
{
    int d, hi, pos;
    for (d = 0; d < b->n->nband; d++)
        for (hi = 0; hi < 2; hi++) {
            pos = isl_set_find_dim_by_name(s, isl_dim_param, bx_tname(b, hi, d));
            if (pos >= 0)
                s = isl_set_set_dim_name(s, isl_dim_param, (unsigned)pos,
                                         pp_printf(b->m->arena, "%s%d_o", hi ? "thi" : "tlo", d));
        }
    return s;
}

/* Return the parameter set where the tile and another tile (its bounds
 * renamed by bx_other_tile) are nonempty and disjoint, on the parameters
 * of "like" (the other tile's bounds added). */
static isl_set *bx_disjoint_tiles(bx *b, __isl_keep isl_set *like)
{
    isl_set *all = isl_set_universe(isl_space_params(isl_set_get_space(like))), *apart;
    int d;
    apart = isl_set_empty(isl_set_get_space(all));
    for (d = 0; d < b->n->nband; d++) {
        const char *lo = bx_tname(b, 0, d), *hi = bx_tname(b, 1, d);
        const char *lo2 = pp_printf(b->m->arena, "%s_o", lo), *hi2 = pp_printf(b->m->arena, "%s_o", hi);
        all = bx_param_cmp(all, hi, lo, 0);
        all = bx_param_cmp(all, hi2, lo2, 0);
        apart = isl_set_union(apart, bx_param_gt(isl_set_copy(all), lo2, hi));
        apart = isl_set_union(apart, bx_param_gt(isl_set_copy(all), lo, hi2));
    }
    isl_set_free(all);
    return apart;
}


/* The box of "poly" (taken): each dimension between its least and its
 * largest value, in the space of "like"; NULL when "poly" is unbounded
 * (isl's error then cleared) or on failure. */
static isl_set *bx_box_hull(__isl_keep isl_set *like, __isl_take isl_set *poly)
{
    isl_ctx *ctx = isl_set_get_ctx(like);
    isl_multi_pw_aff *lo = isl_set_min_multi_pw_aff(isl_set_copy(poly)), *hi = isl_set_max_multi_pw_aff(poly);
    isl_set *hull;
    if (!lo || !hi) {
        isl_multi_pw_aff_free(lo);
        isl_multi_pw_aff_free(hi);
        if (isl_ctx_last_error(ctx) != isl_error_quota)
            isl_ctx_reset_error(ctx);
        return NULL;
    }
    hull = isl_set_universe(isl_set_get_space(like));
    hull = isl_set_lower_bound_multi_pw_aff(hull, lo);
    hull = isl_set_upper_bound_multi_pw_aff(hull, hi);
    return isl_set_coalesce(hull);
}

/* What the references of slot "i" of the nest write in a tile: the
 * union of their exact images ("exact"), or of their simple hulls; NULL
 * when none writes. */
static isl_set *bx_tile_writes(bx *b, int i, int exact)
{
    pp_region *r = b->r;
    pp_nest *n = b->n;
    isl_set *all = NULL;
    int j, k;
    for (j = 0; j < n->nstmts; j++) {
        const pp_stmt *s = &r->stmts[n->stmts[j]];
        for (k = 0; k < s->naccesses; k++) {
            const pp_access *a = &r->accesses[s->accesses[k]];
            isl_set *w;
            if (!a->write || a->array != n->arrays[i].array)
                continue;
            w = bx_image(b, bx_tile_domain(b, s), a);
            if (!exact)
                w = bx_simple_superset(w);
            all = all ? isl_set_union(all, w) : w;
        }
    }
    return all;
}

/* Whether box "x" of slot "i" holds no element that the references
 * writing its array write in another tile, asked of the exact sets
 * (bx_shared_hulls found the simple hulls overlapping): a user's own
 * tiling, "for (ii = 0; ii < n; ii += 8) for (i = ii; i < ii + 8 && i <
 * n; i++)", writes rows i of ii's multiple of 8 only, which the simple
 * hull of another tile's writes (ii's stride dropped) does not know.  The
 * question has a budget of isl operations of its own, the region's (a
 * tenth did not answer that example; it took 1.7 s); past it, or for
 * a box without bounds, the answer is the hulls' (isl_bool_false).  NPB's BT, SP, LU and MG never
 * ask it.  Not asked of a region grown over a loop: the user's regions
 * are then kept (tests/grow/halves.c: its grown region, whose tiles the
 * exact sets show apart, holds every part's boxes at once and ran out of
 * a 16 KiB budget on 3 devices where the user's four regions run). */
static isl_bool bx_shared_exact(bx *b, int i, const pp_box *x)
{
    unsigned long max = isl_ctx_get_max_operations(b->ctx);
    isl_set *other, *both;
    isl_bool none;
    pp_isl_budget(b->m, max);
    other = bx_tile_writes(b, i, 1);
    both = bx_box_hull(x->set, isl_set_copy(x->set));
    if (other && both) {
        other = bx_other_tile(b, other);
        both = isl_set_align_params(both, isl_set_get_space(other));
        both = isl_set_intersect(both, isl_set_align_params(other, isl_set_get_space(both)));
        other = NULL;
        both = isl_set_intersect_params(both, bx_disjoint_tiles(b, both));
    }
    isl_set_free(other);
    none = both ? isl_set_is_empty(both) : isl_bool_error;
    isl_set_free(both);
    if (none == isl_bool_error) { /* past the budget, or a box without bounds: the hulls' answer */
        if (isl_ctx_last_error(b->ctx) == isl_error_quota)
            isl_ctx_reset_error(b->ctx);
        none = isl_bool_false;
    }
    pp_isl_budget(b->m, max);
    return none;
}

/* Set n->shared_hull: a write box of the nest whose box (the hull of what
 * the reference writes in a tile) holds elements that another tile of the
 * same run writes.  The runtime writes whole boxes back, so such tiles
 * must not run at once on different devices.  A box the tile writes
 * completely holds nothing else (the band carries no output dependence);
 * for the others the box of their simple hull is checked against the
 * simple hulls of what each reference writes in the other tile: supersets
 * all, so the check is safe, and cheap (one polyhedron per reference,
 * where the exact sets of guarded or strided writes have many pieces and
 * their convex hulls cost much). */
static int bx_shared_hulls(bx *b)
{
    pp_region *r = b->r;
    pp_nest *n = b->n;
    int i, j;
    n->shared_hull = -1;
    if (!n->nband || n->sweep) /* a sweep is one tile */
        return 0;
    for (i = 0; i < n->narrays && n->shared_hull < 0; i++) {
        isl_set *other = bx_tile_writes(b, i, 0);
        if (!other)
            continue;
        /* one piece where the references' hulls overlap or abut (frct[i][j][k][0 .. 4]):
         * each box below is checked against all of them */
        other = bx_other_tile(b, isl_set_coalesce(other));
        for (j = 0; j < n->arrays[i].init.n && n->shared_hull < 0; j++) {
            const pp_box *x = &n->arrays[i].init.v[j];
            isl_set *hull, *both;
            isl_bool none;
            isl_set *poly;
            if (!(x->flags & PP_BOX_WRITE) || (x->flags & PP_BOX_WRITE_ALL))
                continue;
            /* a merged array's box joins references that may name
             * different parameters (lhs[i] and lhs[isize]), whose simple
             * hull is unbounded: its bounds are those of the union */
            poly = n->arrays[i].merged ? isl_set_copy(x->set) : bx_simple_superset(isl_set_copy(x->set));
            hull = bx_box_hull(x->set, poly);
            if (!hull && !n->arrays[i].merged) /* the simple hull of a "?:" subscript may be unbounded */
                hull = bx_box_hull(x->set, isl_set_copy(x->set));
            if (!hull) {
                isl_set_free(other);
                return -1;
            }
            hull = isl_set_align_params(hull, isl_set_get_space(other));
            both = isl_set_intersect(hull, isl_set_align_params(isl_set_copy(other), isl_set_get_space(hull)));
            both = isl_set_intersect_params(both, bx_disjoint_tiles(b, both));
            none = isl_set_is_empty(both);
            isl_set_free(both);
            if (none == isl_bool_error) {
                isl_set_free(other);
                return -1;
            }
            if (none == isl_bool_false && !r->grown)
                none = bx_shared_exact(b, i, x);
            if (none == isl_bool_false)
                n->shared_hull = x->access;
        }
        isl_set_free(other);
    }
    return 0;
}

int pp_boxes_region(pp_model *m, pp_region *r, pp_diag *d)
{
    bx b;
    int i, k, rc = 0;
    memset(&b, 0, sizeof(b));
    b.m = m;
    b.r = r;
    b.d = d;
    b.ctx = m->ctx;
    /* a region of shared dependences (analysis.c) or of more than
     * PP_LARGE_REFS references gets the operation limit afresh for its
     * boxes */
    if (r->shared_deps || r->naccesses > PP_LARGE_REFS)
        pp_isl_budget(m, isl_ctx_get_max_operations(m->ctx));
    b.vflow = bx_value_flow(r);
    if (!b.vflow) {
        pp_isl_error(m->ctx, d, r->pragma);
        return -1;
    }
    for (i = 0; i < r->nnests && !rc; i++) {
        b.n = &r->nests[i];
        b.params = bx_param_space(&b);
        if (bx_collect(&b) || bx_space(&b) || bx_initial(&b) || bx_flowout(&b) || bx_writeout(&b) ||
            bx_shared_hulls(&b))
            rc = -1;
        isl_space_free(b.params);
        isl_set_free(b.context);
        isl_set_free(b.span_context);
        b.params = NULL;
        b.context = NULL;
        b.span_context = NULL;
    }
    isl_union_map_free(b.vflow);
    for (k = 0; k < b.nbounds; k++)
        free(b.bounds[k].key);
    free(b.bounds);
    if (!rc && pp_region_work(m, r))
        rc = -1;
    if (rc && !b.failed)
        pp_isl_error(m->ctx, d, r->nnests ? r->nests[i - 1].root->loc : r->pragma);
    return rc;
}

/* pp_box_hoisted (model.h): a band to give the work-item's own elements
 * of the box, a number the launch binds, bounds printed as C, and a
 * reference to it inside a loop of the kernel (straight-line code
 * searches once per access, which is once per work-item anyway). */
int pp_box_hoisted(const pp_region *r, const pp_nest *n, int slot, int id)
{
    const pp_box *x;
    int d, i, j;
    if (!n->nband || n->sweep || slot < 0 || slot >= n->narrays || id < 0 || id >= PP_KMAX_REFS ||
        id >= n->arrays[slot].init.n)
        return 0;
    x = &n->arrays[slot].init.v[id];
    if (x->ndim < 1 || x->ndim > 4 || !x->guard)
        return 0;
    for (d = 0; d < x->ndim; d++)
        if (!x->lo[d] || !x->hi[d])
            return 0;
    for (i = 0; i < n->nstmts; i++) {
        const pp_stmt *s = &r->stmts[n->stmts[i]];
        if (s->depth <= n->nhost + n->nband)
            continue;
        for (j = 0; j < s->naccesses; j++) {
            const pp_access *a = &r->accesses[s->accesses[j]];
            if (a->array == n->arrays[slot].array && a->box == id)
                return 1;
        }
    }
    return 0;
}
