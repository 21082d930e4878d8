/* pragma-tool/expand.c - array expansion: a temporary array gets one copy
 * per iteration of the loops it serialises.
 *
 * PolyBench's doitgen keeps a row "sum[p]" that every iteration (r, q)
 * fills and then reads; the array's output and anti dependences are the
 * only ones loops r and q carry, so as written only the inner p loops are
 * parallel (two launches of np work-items per (r, q)).  Expanding "sum"
 * over r and q, sum[p] -> bbmm_x_sum[r][q][p], removes those dependences:
 * r and q become the kernel band.
 *
 * Array X of a region is expanded over the loops E of its references when
 *   - every reference to X lies inside the same loops L (outermost first);
 *   - E is the set of those loops that carry a dependence on X and none on
 *     anything else (the loops the expansion makes parallel), E not empty;
 *     "wide" (front.c, before isl's scheduler): every loop of L that
 *     carries a dependence on X, whatever else it carries (NPB LU's tmat
 *     over (i, j), where v's updates carry both: the scheduler can then
 *     skew them into a wavefront, each (i, j) with its own tmat), when X's
 *     references reach elements within constant bounds only (a scratch
 *     block, not an array of the problem's size: xp_constant_reach);
 *   - every read of X gets its value (value-based flow) from a write in the
 *     same iteration of the loops of E, never from before the region: then
 *     the copy of that iteration holds the value read;
 *   - the writes that are final for X (no later write of the same element)
 *     all lie in one iteration of E, "last", and the elements written are
 *     a box: after the region the generated code copies that box of the
 *     expansion's iteration "last" into X, which then holds what the
 *     sequential program leaves in it;
 *   - the iterators of E never go below 0 (they are the new subscripts;
 *     the expansion's extents are their largest values plus one).
 * Regions it leaves alone: those with a condition on data (its may-writes
 * read the element they may leave alone).  A parallel(...) clause names
 * loops that the arrays declared inside them, or private to them
 * (pp_expand_private: OpenMP's private(r1, r2)), keep serial until they
 * are expanded.  Scalars declared in the region are private to the
 * iterations of the loops around their declaration (L_x[enclosing
 * iterators]); expanding an array moves no statement, so they stay as
 * they are (helpers inlined into a region declare them: parse_inline.c).
 *
 * The rest of the tool does not trust this file: front.c builds and
 * analyses the rewritten tree again, and keeps it only when fewer loops
 * run on the host; else the references are put back.
 */
#include <stdlib.h>
#include <string.h>

#include <isl/ilp.h>
#include <isl/flow.h>
#include <isl/map.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/stride_info.h>
#include <isl/aff.h>
#include <isl/local_space.h>
#include <isl/val.h>
#include <isl/union_map.h>
#include <isl/union_set.h>

#include "codegen.h"
#include "internal.h"

#define EXP_MAX_LOOPS 16
/* dimensions a kernel takes (kernel.c) */
#define XP_MAX_DIMS 4

/* What the rewrite changed: enough to put the region back. */
struct pp_expand_undo {
    int narrays;        /* arrays before the expansions were added */
    int n;              /* references rewritten */
    pp_access **acc;
    int *array;         /* their array and expression before */
    int *nargs;
    pp_expr ***args;
    char **text;
    int *read, *written; /* per original array */
    pp_expr_kind *kind;  /* scalar expansion: the reference's expression before */
    pp_sym_kind *sym;
    int *local, *eindex;
    int nlocals;         /* ... and the locals it expanded */
    int *locals;
};

typedef struct xp {
    pp_model *m;
    pp_region *r;
    isl_ctx *ctx;
    /* per array of the region before expansion ("nleave"): nonzero when
     * the dependences between its own references are left to its own
     * expansion (it may be expanded: pp_expand_region) */
    const unsigned char *leave;
    int nleave;
    /* pp_expand_region's "wide": loops that other arrays' dependences
     * serialise too are expanded over */
    int wide;
} xp;

/* Return nonzero when statement "s" lies inside loop "l" as its "k"-th
 * loop (0-based). */
static int xp_inside(const pp_stmt *s, int k, const pp_node *l)
{
    return s->depth > k && s->loops[k] == l;
}

/* Return map "m" (domain: a statement's instances) with only the
 * dimensions of the loops "e" (0-based loop positions, increasing) left
 * in its domain, the domain's name dropped. */
static isl_map *xp_keep_dims(__isl_take isl_map *m, const int *e, int ne)
{
    int d = (int)isl_map_dim(m, isl_dim_in), k = ne - 1, i;
    for (i = d - 1; i >= 0; i--) {
        if (k >= 0 && e[k] == i) {
            k--;
            continue;
        }
        m = isl_map_project_out(m, isl_dim_in, (unsigned)i, 1);
    }
    return isl_map_reset_tuple_id(m, isl_dim_in);
}

/* Return nonzero when every pair of "deps" (statement instances of loops
 * L) has equal iterators for the loops "e". */
static int xp_same_iteration(__isl_keep isl_union_map *deps, const int *e, int ne)
{
    isl_map_list *list = isl_union_map_get_map_list(deps);
    int i, k, n = list ? (int)isl_map_list_n_map(list) : -1, ok = n >= 0;
    for (i = 0; i < n && ok; i++) {
        isl_map *m = isl_map_list_get_map(list, i), *eq = isl_map_copy(m);
        for (k = 0; k < ne; k++)
            eq = isl_map_equate(eq, isl_dim_in, e[k], isl_dim_out, e[k]);
        ok = isl_map_is_subset(m, eq) == isl_bool_true;
        isl_map_free(m);
        isl_map_free(eq);
    }
    isl_map_list_free(list);
    return ok;
}

/* Nonzero when map "c" (taken) has pairs whose "k"-th input and output
 * dimensions differ, either way: a loop that counts down carries pairs
 * from a larger iterator to a smaller one (NPB LU's buts). */
static int xp_not_equal(__isl_take isl_map *c, int k)
{
    isl_map *lt = isl_map_order_lt(isl_map_copy(c), isl_dim_in, (unsigned)k, isl_dim_out, (unsigned)k);
    int any = isl_map_is_empty(lt) == isl_bool_false;
    isl_map_free(lt);
    if (!any) {
        isl_map *gt = isl_map_order_gt(isl_map_copy(c), isl_dim_in, (unsigned)k, isl_dim_out, (unsigned)k);
        any = isl_map_is_empty(gt) == isl_bool_false;
        isl_map_free(gt);
    }
    isl_map_free(c);
    return any;
}

/* Nonzero when array "x" of "r" may be expanded (pp_expand_region). */
static int xp_candidate(const pp_region *r, int x)
{
    const pp_array *a = &r->arrays[x];
    return !a->scalar && !a->jagged && !a->expansion_of && a->written;
}

/* Fill "loops" with the loops around every reference to array "x" and
 * "e" with the positions among them of the loops to expand over; return
 * how many (0: none). */
static int xp_loops(xp *p, int x, pp_node **loops, int *e, int *beyond)
{
    pp_region *r = p->r;
    int i, k, depth = -1, ne = 0;
    int carried_x[EXP_MAX_LOOPS] = {0}, carried_other[EXP_MAX_LOOPS] = {0};
    for (i = 0; i < r->naccesses; i++) {
        const pp_stmt *s = &r->stmts[r->accesses[i].stmt];
        if (r->accesses[i].array != x)
            continue;
        if (depth < 0) {
            depth = s->depth < EXP_MAX_LOOPS ? s->depth : EXP_MAX_LOOPS;
            for (k = 0; k < depth; k++)
                loops[k] = s->loops[k];
        }
        for (k = 0; k < depth && xp_inside(s, k, loops[k]); k++)
            ;
        depth = k;
    }
    if (depth <= 0)
        return 0;
    /* a dependence's level is the outermost loop carrying it; its pairs
     * may be carried by deeper loops too: test each loop of L */
    for (i = 0; i < r->ndeps; i++) {
        const pp_dep *dp = &r->deps[i];
        const pp_access *a = &r->accesses[dp->src], *b = &r->accesses[dp->sink];
        int mine = a->array == x && b->array == x;
        /* a dependence between references to another temporary that may
         * be expanded too, or already is (MG's r1 and r2 beside each
         * other), is left to it (p->leave): front.c keeps the expansions
         * only when loops become parallel */
        if (dp->level < 1 || (!mine && a->array >= 0 && a->array == b->array &&
                              (a->array < p->nleave ? p->leave[a->array] : r->arrays[a->array].expansion_of)))
            continue;
        for (k = dp->level - 1; k < depth; k++) {
            isl_map *c;
            int j, any;
            if (!xp_inside(&r->stmts[a->stmt], k, loops[k]) || !xp_inside(&r->stmts[b->stmt], k, loops[k]))
                break;
            if (mine ? carried_x[k] : carried_other[k])
                continue;
            c = isl_map_copy(dp->rel);
            for (j = 0; j < k; j++)
                c = isl_map_equate(c, isl_dim_in, j, isl_dim_out, j);
            /* either way: a loop that counts down carries pairs from a
             * larger iterator to a smaller one (NPB LU's buts) */
            any = xp_not_equal(c, k);
            if (any && mine)
                carried_x[k] = 1;
            else if (any)
                carried_other[k] = 1;
        }
    }
    *beyond = 0;
    for (k = 0; k < depth; k++)
        if (carried_x[k] && (p->wide || !carried_other[k])) {
            *beyond |= carried_other[k];
            e[ne++] = k;
        }
    return ne;
}

/* Return 1 when the references of array "x" reach only elements within
 * constant bounds (a scratch block such as NPB LU's tmat[5][5]: one copy
 * per iteration costs what the iterations themselves do), 0 when not (an
 * array of the problem's size: PolyBench adi's v, p and q over the time
 * loop would take tsteps times their size), -1 on error. */
static int xp_constant_reach(xp *p, int x)
{
    pp_region *r = p->r;
    isl_set *used = NULL;
    int i, d, n, ok = 1;
    for (i = 0; i < r->naccesses; i++)
        if (r->accesses[i].array == x) {
            isl_set *u = isl_map_range(isl_map_copy(r->accesses[i].rel));
            used = used ? isl_set_union(used, u) : u;
        }
    if (!used)
        return -1;
    n = (int)isl_set_dim(used, isl_dim_set);
    for (d = 0; d < n && ok == 1; d++) {
        isl_pw_aff *lo = isl_set_dim_min(isl_set_copy(used), d), *hi = isl_set_dim_max(isl_set_copy(used), d);
        isl_bool a = isl_pw_aff_is_cst(lo), b = isl_pw_aff_is_cst(hi);
        ok = a < 0 || b < 0 ? -1 : a && b && !isl_pw_aff_involves_nan(lo) && !isl_pw_aff_involves_nan(hi);
        isl_pw_aff_free(lo);
        isl_pw_aff_free(hi);
    }
    isl_set_free(used);
    return ok;
}

/* An expansion of array "x" over "ne" loops that would take more than
 * XP_MAX_DIMS dimensions (NPB BT's Pface[2][3][5] over (i, j, k)) takes
 * its elements as one dimension instead, when the region reaches them
 * within constant bounds from 0 and nothing after it reads the array (no
 * last copy to put back in its shape): set "mul[d]" to the weight of
 * subscript d in that dimension and "*size" to its extent; return 1, 0
 * when it cannot, -1 on error. */
static int xp_flat(xp *p, int x, int ne, long long *mul, long long *size)
{
    pp_region *r = p->r;
    const pp_array *o = &r->arrays[x];
    isl_set *used = NULL;
    long long ext[XP_MAX_DIMS * 4];
    int i, d, ok = 1;
    if (ne + 1 > XP_MAX_DIMS || !o->dead_after || o->ndim < 2 || o->ndim > XP_MAX_DIMS * 4)
        return 0;
    for (i = 0; i < r->naccesses; i++)
        if (r->accesses[i].array == x) {
            isl_set *u = isl_map_range(isl_map_copy(r->accesses[i].rel));
            used = used ? isl_set_union(used, u) : u;
        }
    if (!used)
        return -1;
    for (d = 0; d < o->ndim && ok == 1; d++) {
        isl_val *lo = isl_set_dim_min_val(isl_set_copy(used), d), *hi = isl_set_dim_max_val(isl_set_copy(used), d);
        if (!lo || !hi)
            ok = -1;
        else if (!isl_val_is_int(lo) || !isl_val_is_int(hi) || isl_val_is_neg(lo) ||
                 isl_val_cmp_si(hi, 1 << 20) > 0)
            ok = 0;
        else
            ext[d] = isl_val_get_num_si(hi) + 1;
        isl_val_free(lo);
        isl_val_free(hi);
    }
    isl_set_free(used);
    if (ok != 1)
        return ok;
    *size = 1;
    for (d = o->ndim - 1; d >= 0; d--) {
        mul[d] = *size;
        if (*size > (1LL << 40) / ext[d])
            return 0;
        *size *= ext[d];
    }
    return 1;
}

/* Return nonzero when every read of array "x" gets its value from a write
 * of the same iteration of the loops "e" (value-based), none from before
 * the region. */
static int xp_reads_local(xp *p, int x, const int *e, int ne)
{
    pp_region *r = p->r;
    isl_union_map *rd = isl_union_map_empty(isl_set_get_space(r->context)), *wr = isl_union_map_copy(rd);
    isl_union_access_info *ai;
    isl_union_flow *f;
    isl_union_map *dep, *none;
    int i, ok;
    for (i = 0; i < r->naccesses; i++) {
        const pp_access *a = &r->accesses[i];
        if (a->array != x)
            continue;
        if (a->write)
            wr = isl_union_map_add_map(wr, isl_map_copy(a->rel));
        if (!a->write || a->read)
            rd = isl_union_map_add_map(rd, isl_map_copy(a->rel));
    }
    ai = isl_union_access_info_from_sink(rd);
    ai = isl_union_access_info_set_must_source(ai, wr);
    ai = isl_union_access_info_set_schedule_map(ai, isl_union_map_copy(r->schedule));
    f = isl_union_access_info_compute_flow(ai);
    dep = isl_union_flow_get_may_dependence(f);
    none = isl_union_flow_get_may_no_source(f);
    isl_union_flow_free(f);
    ok = dep && none && isl_union_map_is_empty(none) == isl_bool_true && xp_same_iteration(dep, e, ne);
    isl_union_map_free(dep);
    isl_union_map_free(none);
    return ok;
}

int pp_expand_private(pp_model *m, pp_region *r, int x, const pp_node *l)
{
    xp p = {m, r, m->ctx, NULL, 0, 0};
    int e[EXP_MAX_LOOPS], i, k = l->u.loop.depth;
    if (x < 0 || x >= r->narrays || !xp_candidate(r, x) || k < 0 || k >= EXP_MAX_LOOPS)
        return 0;
    for (i = 0; i < r->naccesses; i++)
        if (r->accesses[i].array == x && !xp_inside(&r->stmts[r->accesses[i].stmt], k, l))
            return 0;
    for (i = 0; i <= k; i++)
        e[i] = i;
    return xp_reads_local(&p, x, e, k + 1) == 1;
}

/* Return the final writes of array "x": map from the iterators of the
 * loops "e" to the elements whose last write happens there. */
static isl_map *xp_final_writes(xp *p, int x, const int *e, int ne)
{
    pp_region *r = p->r;
    isl_map *fin = NULL;
    int i, j;
    for (i = 0; i < r->naccesses; i++) {
        const pp_access *a = &r->accesses[i];
        isl_set *dom;
        isl_map *m;
        if (a->array != x || !a->write)
            continue;
        dom = isl_map_domain(isl_map_copy(a->rel));
        for (j = 0; j < r->ndeps; j++)
            if (r->deps[j].kind == PP_DEP_OUTPUT && r->deps[j].src == i)
                dom = isl_set_subtract(dom, isl_map_domain(isl_map_copy(r->deps[j].rel)));
        m = xp_keep_dims(isl_map_intersect_domain(isl_map_copy(a->rel), dom), e, ne);
        fin = fin ? isl_map_union(fin, m) : m;
    }
    return fin ? isl_map_coalesce(fin) : NULL;
}

/* Return 1 when "set" is a strided box: the product of its projections
 * on each dimension, each the integers of an interval that lie on one
 * lattice "offset + step * k" (MG's x1[2*j1 - d1]: every other element);
 * then "step[d]" holds each dimension's step.  0 when not, -1 on error. */
static int xp_strided_box(__isl_keep isl_set *set, long long *step)
{
    int n = (int)isl_set_dim(set, isl_dim_set), d, ok = 1;
    isl_set *prod = NULL;
    for (d = 0; d < n && ok == 1; d++) {
        isl_set *p = isl_set_project_out(isl_set_copy(set), isl_dim_set, (unsigned)(d + 1), (unsigned)(n - d - 1));
        isl_stride_info *si;
        isl_val *v;
        isl_set *c;
        p = isl_set_reset_tuple_id(isl_set_project_out(p, isl_dim_set, 0, (unsigned)d));
        si = isl_set_get_stride_info(p, 0);
        v = si ? isl_stride_info_get_stride(si) : NULL;
        c = isl_set_from_basic_set(isl_set_polyhedral_hull(isl_set_copy(p)));
        if (!v || !isl_val_is_int(v) || !isl_val_is_pos(v) || isl_val_cmp_si(v, 1L << 30) > 0) {
            ok = v ? 0 : -1;
        } else {
            isl_aff *x = isl_aff_var_on_domain(isl_local_space_from_space(isl_set_get_space(p)), isl_dim_set, 0);
            x = isl_aff_sub(x, isl_stride_info_get_offset(si));
            x = isl_aff_mod_val(x, isl_val_copy(v));
            c = isl_set_intersect(c, isl_set_from_basic_set(isl_aff_zero_basic_set(x)));
            step[d] = isl_val_get_num_si(v);
            {
                isl_bool eq = isl_set_is_equal(p, c);
                ok = eq == isl_bool_true ? 1 : eq == isl_bool_false ? 0 : -1;
            }
        }
        isl_val_free(v);
        isl_stride_info_free(si);
        isl_set_free(p);
        prod = prod ? isl_set_flat_product(prod, c) : c;
    }
    if (ok == 1 && prod) {
        isl_set *x = isl_set_reset_tuple_id(isl_set_copy(set));
        isl_bool eq = isl_set_is_equal(x, prod);
        ok = eq == isl_bool_true ? 1 : eq == isl_bool_false ? 0 : -1;
        isl_set_free(x);
    }
    isl_set_free(prod);
    return ok;
}

/* Return a new ID expression for the iterator of loop "l". */
static pp_expr *xp_iter(xp *p, const pp_node *l)
{
    pp_expr *e = pp_alloc(p->m->arena, sizeof(*e));
    if (!e)
        return NULL;
    memset(e, 0, sizeof(*e));
    e->kind = PP_EXPR_ID;
    e->loc = l->loc;
    e->text = l->u.loop.iter;
    e->sym = PP_SYM_ITER;
    e->index = l->u.loop.depth;
    e->access = -1;
    e->ctype = l->u.loop.ctype;
    return e;
}

/* Return a new expression of kind "kind" with "nargs" operands at "loc",
 * or NULL when out of memory. */
static pp_expr *xp_new(xp *p, pp_expr_kind kind, int nargs, pp_loc loc)
{
    return pp_expr_new(p->m->arena, kind, nargs, loc);
}

/* Return "x op y", each operand in parentheses unless a name or a
 * constant; NULL when either is NULL or out of memory. */
static pp_expr *xp_binary(xp *p, const char *op, pp_expr *x, pp_expr *y)
{
    pp_expr *e, *v[2] = {x, y};
    int i;
    if (!x || !y || !(e = xp_new(p, PP_EXPR_BINARY, 2, x->loc)))
        return NULL;
    e->op = op;
    for (i = 0; i < 2; i++) {
        if (v[i]->kind != PP_EXPR_ID && v[i]->kind != PP_EXPR_INT) {
            pp_expr *q = xp_new(p, PP_EXPR_PAREN, 1, v[i]->loc);
            if (!q)
                return NULL;
            q->args[0] = v[i];
            v[i] = q;
        }
        e->args[i] = v[i];
    }
    return e;
}

/* Return "(long long)x": the offset subscripts are computed in 64 bits,
 * where "i - lo" cannot overflow. */
static pp_expr *xp_wide(xp *p, pp_expr *x)
{
    pp_expr *e;
    if (!x || !(e = xp_new(p, PP_EXPR_CAST, 1, x->loc)))
        return NULL;
    e->text = "long long";
    e->ctype = PP_CT_LLONG;
    e->args[0] = x;
    return e;
}

/* Return the constant "v" (not negative) as an expression at "loc". */
static pp_expr *xp_int(xp *p, long long v, pp_loc loc)
{
    pp_expr *e = xp_new(p, PP_EXPR_INT, 0, loc);
    if (!e || !(e->text = pp_printf(p->m->arena, "%lld", v)))
        return NULL;
    e->value = v;
    e->ctype = PP_CT_INT;
    return e;
}

/* Return the index among the parameters of "p"'s region of the one isl
 * names "name" when it is of a signed type, else -1 (an unsigned one's C
 * arithmetic is not isl's). */
static int xp_param(xp *p, const char *name)
{
    int i, k = -1;
    for (i = 0; name && i < p->r->nparams && k < 0; i++)
        if (!strcmp(name, p->r->params[i].name))
            k = pp_ctype_is_unsigned(p->r->params[i].ctype) ? -2 : i;
    return k < 0 ? -1 : k;
}

/* Return "lo" (an affine function of the region's parameters with
 * integer coefficients, no division: xp_offset) as an expression at
 * "loc", each parameter widened to 64 bits; NULL when out of memory. */
static pp_expr *xp_lo_expr(xp *p, __isl_keep isl_aff *lo, pp_loc loc)
{
    int n = (int)isl_aff_dim(lo, isl_dim_param), i;
    pp_expr *e = NULL;
    isl_val *v;
    long long c;
    for (i = 0; i < n; i++) {
        pp_expr *t;
        int k;
        v = isl_aff_get_coefficient_val(lo, isl_dim_param, i);
        c = isl_val_get_num_si(v);
        isl_val_free(v);
        if (!c)
            continue;
        if ((k = xp_param(p, isl_aff_get_dim_name(lo, isl_dim_param, (unsigned)i))) < 0 ||
            !(t = xp_new(p, PP_EXPR_ID, 0, loc)))
            return NULL;
        t->text = p->r->params[k].name;
        t->sym = PP_SYM_PARAM;
        t->index = k;
        t->ctype = p->r->params[k].ctype;
        t = xp_wide(p, t);
        if (c != 1 && c != -1)
            t = xp_binary(p, "*", t, xp_int(p, c < 0 ? -c : c, loc));
        e = !e ? (c < 0 ? xp_binary(p, "-", xp_int(p, 0, loc), t) : t) : xp_binary(p, c < 0 ? "-" : "+", e, t);
        if (!e)
            return NULL;
    }
    v = isl_aff_get_constant_val(lo);
    c = isl_val_get_num_si(v);
    isl_val_free(v);
    if (!e)
        return c < 0 ? xp_binary(p, "-", xp_int(p, 0, loc), xp_int(p, -c, loc)) : xp_int(p, c, loc);
    return c ? xp_binary(p, c < 0 ? "-" : "+", e, xp_int(p, c < 0 ? -c : c, loc)) : e;
}

/* Return the subscript of an expansion for the iterator of loop "l":
 * the iterator, or "(long long)i - (lo)" when its values start at "lo"
 * (non-NULL: xp_offset). */
static pp_expr *xp_sub(xp *p, const pp_node *l, __isl_keep isl_aff *lo)
{
    pp_expr *i = xp_iter(p, l);
    if (!lo || !i)
        return i;
    return xp_binary(p, "-", xp_wide(p, i), xp_lo_expr(p, lo, l->loc));
}

/* Fetch the affine piece of a single-piece "pa" into "user". */
static isl_stat xp_piece(__isl_take isl_set *set, __isl_take isl_aff *aff, void *user)
{
    isl_aff **out = user;
    isl_set_free(set);
    isl_aff_free(*out);
    *out = aff;
    return isl_stat_ok;
}

/* Find where the new subscript for dimension "k" of the iterations "its"
 * (a set on the region's parameters) starts: "*lo" NULL when the
 * iterator never goes below 0 (the subscript is the iterator), else the
 * smallest value it takes (NPB LU's "i = ist": "i - ist" from 0), one
 * affine function of signed parameters with integer coefficients and no
 * division, checked to bound every iteration from below.  1 when found,
 * 0 when not (the expansion is refused), -1 on an isl error. */
static int xp_offset(xp *p, __isl_keep isl_set *its, int k, isl_aff **lo)
{
    isl_set *neg = isl_set_upper_bound_si(isl_set_copy(its), isl_dim_set, (unsigned)k, -1);
    isl_bool none = isl_set_is_empty(neg);
    isl_pw_aff *min, *at;
    isl_set *below;
    int i, n, ok;
    isl_set_free(neg);
    *lo = NULL;
    if (none != isl_bool_false)
        return none == isl_bool_true ? 1 : -1;
    min = isl_set_dim_min(isl_set_copy(its), k);
    if (!min || isl_pw_aff_n_piece(min) != 1 ||
        isl_pw_aff_foreach_piece(min, &xp_piece, lo) < 0 || !*lo) {
        isl_pw_aff_free(min);
        isl_aff_free(*lo);
        *lo = NULL;
        return 0;
    }
    ok = isl_aff_dim(*lo, isl_dim_div) == 0 && isl_aff_is_nan(*lo) == isl_bool_false;
    if (ok) {
        isl_val *d = isl_aff_get_denominator_val(*lo);
        ok = d && isl_val_is_one(d);
        isl_val_free(d);
    }
    n = (int)isl_aff_dim(*lo, isl_dim_param);
    for (i = 0; ok && i < n; i++) {
        isl_val *c = isl_aff_get_coefficient_val(*lo, isl_dim_param, i);
        ok = c && (isl_val_is_zero(c) || (isl_val_cmp_si(c, 1L << 20) <= 0 && isl_val_cmp_si(c, -(1L << 20)) >= 0 &&
                                         xp_param(p, isl_aff_get_dim_name(*lo, isl_dim_param, (unsigned)i)) >= 0));
        isl_val_free(c);
    }
    if (ok) {
        isl_val *c = isl_aff_get_constant_val(*lo);
        ok = c && isl_val_cmp_si(c, 1L << 40) <= 0 && isl_val_cmp_si(c, -(1L << 40)) >= 0;
        isl_val_free(c);
    }
    /* no iteration below it, wherever some iteration runs */
    at = isl_pw_aff_alloc(isl_pw_aff_domain(isl_pw_aff_copy(min)), isl_aff_copy(*lo));
    below = isl_pw_aff_lt_set(min, at);
    ok = ok && isl_set_is_empty(below) == isl_bool_true;
    isl_set_free(below);
    if (!ok) {
        isl_aff_free(*lo);
        *lo = NULL;
    }
    return ok;
}

/* Return the C text of "lo" (xp_offset) on the region's context. */
static char *xp_lo_text(xp *p, __isl_keep isl_aff *lo)
{
    isl_ast_build *b0 = isl_ast_build_from_context(isl_set_copy(p->r->context));
    char *t = pp_pw_aff_to_c(p->m->arena, b0, isl_pw_aff_from_aff(isl_aff_copy(lo)));
    isl_ast_build_free(b0);
    return t;
}

/* Return the C text of the extent of dimension "k" of an expansion over
 * the iterations "its": the largest value of the iterator plus one (0
 * when the loops never run), less "lo" (xp_offset) when not NULL, then
 * computed in 64 bits where the loops run; NULL when out of memory. */
static char *xp_extent(xp *p, __isl_keep isl_set *its, int k, __isl_keep isl_aff *lo)
{
    isl_ast_build *b0 = isl_ast_build_from_context(isl_set_copy(p->r->context));
    isl_pw_aff *hi = isl_set_dim_max(isl_set_copy(its), k);
    char *t, *when, *top, *from;
    if (!lo) {
        hi = isl_pw_aff_union_max(hi, isl_pw_aff_val_on_domain(isl_set_copy(p->r->context),
                                                               isl_val_int_from_si(p->ctx, -1)));
        hi = isl_pw_aff_add(hi, isl_pw_aff_val_on_domain(isl_set_copy(p->r->context), isl_val_one(p->ctx)));
        t = pp_pw_aff_to_c(p->m->arena, b0, hi);
        isl_ast_build_free(b0);
        return t;
    }
    when = pp_set_to_c(p->m->arena, b0, isl_set_coalesce(isl_pw_aff_domain(isl_pw_aff_copy(hi))));
    isl_ast_build_free(b0);
    b0 = isl_ast_build_from_context(isl_set_intersect(isl_set_copy(p->r->context), isl_pw_aff_domain(isl_pw_aff_copy(hi))));
    top = pp_pw_aff_to_c(p->m->arena, b0, hi);
    isl_ast_build_free(b0);
    from = xp_lo_text(p, lo);
    if (!when || !top || !from)
        return NULL;
    if (!strcmp(when, "0"))
        return pp_strdup(p->m->arena, "0");
    if (!strcmp(when, "1"))
        return pp_printf(p->m->arena, "(int64_t)(%s) - (int64_t)(%s) + 1", top, from);
    return pp_printf(p->m->arena, "((%s) ? (int64_t)(%s) - (int64_t)(%s) + 1 : 0)", when, top, from);
}

/* Return "v" (a C value of an iterator) less "lo" when not NULL, in 64
 * bits; NULL when "v" is NULL or out of memory. */
static char *xp_shift(xp *p, char *v, __isl_keep isl_aff *lo)
{
    char *from;
    if (!v || !lo)
        return v;
    from = xp_lo_text(p, lo);
    return from ? pp_printf(p->m->arena, "(int64_t)(%s) - (int64_t)(%s)", v, from) : NULL;
}

/* Return the name of the iterator of loop "l" for --explain, with where
 * its copies start ("i (from ist)") when "lo" is not NULL. */
static char *xp_iter_name(xp *p, const pp_node *l, __isl_keep isl_aff *lo)
{
    char *from;
    if (!lo)
        return l->u.loop.iter;
    from = xp_lo_text(p, lo);
    return from ? pp_printf(p->m->arena, "%s (from %s)", l->u.loop.iter, from) : NULL;
}

/* Describe the expansion of array "x" over loops "e" of "loops" into "*y"
 * (its C texts); 0 when it may not be expanded, -1 when out of memory. */
static int xp_describe(xp *p, int x, pp_node **loops, const int *e, int ne, pp_array *y, isl_aff **lo,
                       long long flat)
{
    pp_region *r = p->r;
    const pp_array *o = &r->arrays[x];
    isl_map *fin = NULL;
    isl_set *when, *last, *elems, *used, *all = NULL;
    isl_ast_build *build;
    int k, d, ok, rc = 0;
    long long step[EXP_MAX_LOOPS];
    /* the iterations of the references: the new subscripts start at 0,
     * or at the smallest iterator (xp_offset) */
    for (k = 0; k < r->naccesses; k++)
        if (r->accesses[k].array == x) {
            isl_set *dom = isl_map_domain(xp_keep_dims(isl_map_copy(r->accesses[k].rel), e, ne));
            all = all ? isl_set_union(all, dom) : dom;
        }
    for (k = 0, ok = all != NULL; k < ne && ok; k++)
        ok = xp_offset(p, all, k, &lo[k]) == 1;
    if (!ok || !xp_reads_local(p, x, e, ne) || (!o->dead_after && !(fin = xp_final_writes(p, x, e, ne)))) {
        isl_set_free(all);
        return 0;
    }
    for (d = 0; d < o->ndim && d < EXP_MAX_LOOPS; d++)
        step[d] = 1;
    last = elems = NULL; /* dead after the region: no last writes to copy back */
    if (!o->dead_after) {
        last = isl_map_domain(isl_map_copy(fin));
        elems = isl_set_coalesce(isl_map_range(fin));
        {
            isl_set *lex = isl_set_lexmax(isl_set_copy(last));
            ok = isl_set_is_equal(last, lex) == isl_bool_true;
            isl_set_free(lex);
        }
        if (ok && o->ndim <= EXP_MAX_LOOPS)
            ok = pp_set_is_box(elems) == 1 || xp_strided_box(elems, step) == 1;
        else
            ok = 0;
    } else
        ok = o->ndim <= EXP_MAX_LOOPS;
    if (!ok) {
        isl_set_free(all);
        isl_set_free(last);
        isl_set_free(elems);
        return 0;
    }
    memcpy(y, o, sizeof(*y));
    y->name = NULL;
    for (k = 0; k < 100 && !y->name; k++) {
        char *n = k ? pp_printf(p->m->arena, "bbmm_x%d_%s", k, o->name) : pp_printf(p->m->arena, "bbmm_x_%s", o->name);
        if (!n)
            break;
        if (!pp_name_taken(p->m, r, n))
            y->name = n;
    }
    y->ndim = ne + (flat ? 1 : o->ndim);
    y->nexp = ne;
    y->expanded_to = 0;
    y->in_region = 0; /* allocated by the generated code */
    y->extent = pp_alloc(p->m->arena, sizeof(char *) * (size_t)y->ndim);
    y->exp_iter = pp_alloc(p->m->arena, sizeof(char *) * (size_t)ne);
    y->last_guard = NULL;
    y->last = y->wlo = y->whi = NULL;
    y->wstep = NULL;
    if (last) {
        y->last = pp_alloc(p->m->arena, sizeof(char *) * (size_t)ne);
        y->wlo = pp_alloc(p->m->arena, sizeof(char *) * (size_t)(o->ndim ? o->ndim : 1));
        y->whi = pp_alloc(p->m->arena, sizeof(char *) * (size_t)(o->ndim ? o->ndim : 1));
        y->wstep = pp_alloc(p->m->arena, sizeof(long long) * (size_t)(o->ndim ? o->ndim : 1));
    }
    if (!y->name || !y->extent || !y->exp_iter || (last && (!y->last || !y->wlo || !y->whi || !y->wstep))) {
        isl_set_free(all);
        isl_set_free(last);
        isl_set_free(elems);
        return -1;
    }
    build = isl_ast_build_from_context(isl_set_copy(r->context));
    if (last) {
        when = isl_set_coalesce(isl_set_params(isl_set_copy(last)));
        if (!(y->last_guard = pp_set_to_c(p->m->arena, build, isl_set_copy(when))))
            rc = -1;
        isl_ast_build_free(build);
        build = isl_ast_build_from_context(isl_set_intersect(isl_set_copy(r->context), when));
    }
    for (k = 0; k < ne; k++) {
        y->exp_iter[k] = xp_iter_name(p, loops[e[k]], lo[k]);
        if (last && !(y->last[k] = xp_shift(p, pp_pw_aff_to_c(p->m->arena, build, isl_set_dim_max(isl_set_copy(last), k)),
                                            lo[k])))
            rc = -1;
        y->extent[k] = xp_extent(p, all, k, lo[k]);
        if (!y->exp_iter[k] || !y->extent[k])
            rc = -1;
    }
    isl_set_free(all);
    used = NULL; /* the elements the region's references reach */
    for (k = 0; k < r->naccesses; k++)
        if (r->accesses[k].array == x) {
            isl_set *u = isl_map_range(isl_map_copy(r->accesses[k].rel));
            used = used ? isl_set_union(used, u) : u;
        }
    if (flat && !(y->extent[ne] = pp_printf(p->m->arena, "%lld", flat)))
        rc = -1;
    for (d = 0; d < o->ndim && !flat; d++) {
        /* as far as the references reach, not the declared extent: MG's
         * r1[M] (M = 1037) is used up to n1 - 1 in each copy */
        isl_pw_aff *hi = isl_set_dim_max(isl_set_copy(used), d);
        hi = isl_pw_aff_union_max(hi, isl_pw_aff_val_on_domain(isl_set_copy(r->context),
                                                               isl_val_int_from_si(p->ctx, -1)));
        hi = isl_pw_aff_add(hi, isl_pw_aff_val_on_domain(isl_set_copy(r->context), isl_val_one(p->ctx)));
        {
            isl_ast_build *b0 = isl_ast_build_from_context(isl_set_copy(r->context));
            y->extent[ne + d] = pp_pw_aff_to_c(p->m->arena, b0, hi);
            isl_ast_build_free(b0);
        }
        if (!y->extent[ne + d])
            rc = -1;
        if (!last)
            continue;
        y->wlo[d] = pp_pw_aff_to_c(p->m->arena, build, isl_set_dim_min(isl_set_copy(elems), d));
        y->whi[d] = pp_pw_aff_to_c(p->m->arena, build, isl_set_dim_max(isl_set_copy(elems), d));
        y->wstep[d] = step[d];
        if (!y->wlo[d] || !y->whi[d])
            rc = -1;
    }
    isl_ast_build_free(build);
    isl_set_free(used);
    isl_set_free(last);
    isl_set_free(elems);
    return rc < 0 ? -1 : 1;
}

/* Rewrite the references of array "x" to those of its expansion "y"
 * (index "yi"), recording the old ones in "u". */
static int xp_rewrite(xp *p, int x, int yi, pp_node **loops, const int *e, int ne, isl_aff **lo,
                      const long long *mul, struct pp_expand_undo *u)
{
    pp_region *r = p->r;
    int i, k;
    for (i = 0; i < r->naccesses; i++) {
        pp_access *a = &r->accesses[i];
        pp_expr *ex = a->expr, **args;
        if (a->array != x)
            continue;
        u->acc[u->n] = a;
        u->array[u->n] = a->array;
        a->array = yi;
        if (ex->index == yi) {
            /* the other reference of an update ("+="): same expression */
            u->nargs[u->n++] = -1;
            continue;
        }
        args = pp_alloc(p->m->arena, sizeof(pp_expr *) * (size_t)(ne + ex->nargs));
        if (!args)
            return -1;
        for (k = 0; k < ne; k++)
            if (!(args[k] = xp_sub(p, loops[e[k]], lo[k])))
                return -1;
        if (mul) { /* one dimension: sum of the subscripts by their weights */
            pp_expr *f = NULL;
            for (k = 0; k < ex->nargs; k++) {
                pp_expr *t = mul[k] == 1 ? ex->args[k] : xp_binary(p, "*", ex->args[k], xp_int(p, mul[k], ex->loc));
                f = f ? xp_binary(p, "+", f, t) : t;
            }
            if (!(args[ne] = f))
                return -1;
        } else {
            for (k = 0; k < ex->nargs; k++)
                args[ne + k] = ex->args[k];
        }
        u->nargs[u->n] = ex->nargs;
        u->args[u->n] = ex->args;
        u->text[u->n] = ex->text;
        u->n++;
        ex->text = r->arrays[yi].name;
        ex->args = args;
        ex->nargs = ne + (mul ? 1 : ex->nargs);
        ex->index = yi;
    }
    return 0;
}

void pp_expand_undo(pp_region *r, struct pp_expand_undo *u)
{
    int i;
    if (!u)
        return;
    for (i = u->n - 1; i >= 0; i--) {
        pp_access *a = u->acc[i];
        a->array = u->array[i];
        if (u->kind) {
            a->local = u->local[i];
            if (u->nargs[i] >= 0) {
                a->expr->kind = u->kind[i];
                a->expr->sym = u->sym[i];
            }
        }
        if (u->nargs[i] < 0)
            continue;
        a->expr->index = u->kind ? u->eindex[i] : u->array[i];
        a->expr->nargs = u->nargs[i];
        a->expr->args = u->args[i];
        a->expr->text = u->text[i];
    }
    for (i = 0; i < u->nlocals; i++) {
        r->locals[u->locals[i]].promoted = 0;
        r->locals[u->locals[i]].expanded = 0;
    }
    for (i = 0; i < u->narrays; i++) {
        r->arrays[i].read = u->read[i];
        r->arrays[i].written = u->written[i];
        r->arrays[i].expanded_to = 0;
    }
    r->narrays = u->narrays;
}

/* A condition on data. */
static int xp_data_if(const pp_node *n, const void *arg)
{
    (void)arg;
    return n->kind == PP_NODE_IF && n->u.cond.stmt >= 0;
}

int pp_expand_region(pp_model *m, pp_region *r, int wide, struct pp_expand_undo **undo)
{
    struct pp_expand_undo *u;
    pp_node *loops[EXP_MAX_LOOPS];
    int e[EXP_MAX_LOOPS];
    int x, n0 = r->narrays, cap = r->narrays, done = 0, rc = 0, changed, beyond;
    unsigned char *leave;
    xp p = {m, r, m->ctx, NULL, 0, wide};
    *undo = NULL;
    /* parallel(...) names loops parallel as written, but for the arrays
     * declared inside them (a new object each iteration) and those private
     * to them (pp_expand_private), which expansion makes so */
    if (pp_node_any(r->root, xp_data_if, NULL))
        return 0;
    /* the operation limit afresh: the tests below run on every reference
     * of each temporary (NPB LU's blts: tmat's 130, after an analysis of
     * the whole region that used most of it) */
    pp_isl_budget(m, isl_ctx_get_max_operations(m->ctx));
    u = pp_alloc(m->arena, sizeof(*u));
    if (!u)
        return -1;
    memset(u, 0, sizeof(*u));
    u->narrays = n0;
    u->acc = pp_alloc(m->arena, sizeof(pp_access *) * (size_t)(r->naccesses + 1));
    u->array = pp_alloc(m->arena, sizeof(int) * (size_t)(r->naccesses + 1));
    u->nargs = pp_alloc(m->arena, sizeof(int) * (size_t)(r->naccesses + 1));
    u->args = pp_alloc(m->arena, sizeof(pp_expr **) * (size_t)(r->naccesses + 1));
    u->text = pp_alloc(m->arena, sizeof(char *) * (size_t)(r->naccesses + 1));
    u->read = pp_alloc(m->arena, sizeof(int) * (size_t)(n0 + 1));
    u->written = pp_alloc(m->arena, sizeof(int) * (size_t)(n0 + 1));
    if (!u->acc || !u->array || !u->nargs || !u->args || !u->text || !u->read || !u->written)
        return -1;
    for (x = 0; x < n0; x++) {
        u->read[x] = r->arrays[x].read;
        u->written[x] = r->arrays[x].written;
    }
    /* the temporaries that may be expanded: candidates whose reads are
     * local to the loops their own dependences (beside those of the other
     * such temporaries) are carried by, to a fixed point */
    if (!(leave = pp_alloc(m->arena, (size_t)n0 + 1)))
        return -1;
    for (x = 0; x < n0; x++)
        leave[x] = (unsigned char)xp_candidate(r, x);
    p.leave = leave;
    p.nleave = n0;
    /* (which of them, as for parallel loops: "beyond" below then tells the
     * loops only a wide expansion takes) */
    p.wide = 0;
    for (changed = 1; changed;)
        for (changed = 0, x = 0; x < n0; x++) {
            int ne;
            if (!leave[x])
                continue;
            ne = xp_loops(&p, x, loops, e, &beyond);
            if (!ne || !xp_reads_local(&p, x, e, ne)) {
                leave[x] = 0;
                changed = 1;
            }
            isl_ctx_reset_error(m->ctx);
        }
    p.wide = wide;
    for (x = 0; x < n0 && rc >= 0; x++) {
        pp_array y;
        isl_aff *lo[EXP_MAX_LOOPS] = {NULL};
        int ne, k;
        if (!xp_candidate(r, x) || !(ne = xp_loops(&p, x, loops, e, &beyond)))
            continue;
        long long mul[XP_MAX_DIMS * 4], flat = 0;
        if (beyond && xp_constant_reach(&p, x) != 1)
            continue;
        if (ne + r->arrays[x].ndim > XP_MAX_DIMS) {
            int f = xp_flat(&p, x, ne, mul, &flat);
            isl_ctx_reset_error(m->ctx);
            if (f < 0) {
                rc = -1;
                break;
            }
            if (!f)
                continue;
        }
        rc = xp_describe(&p, x, loops, e, ne, &y, lo, flat);
        isl_ctx_reset_error(m->ctx);
        y.expansion_of = x + 1;
        if (rc > 0 && (pp_vec_push(m->arena, &r->arrays, &r->narrays, &cap, sizeof(y), &y) ||
                       xp_rewrite(&p, x, r->narrays - 1, loops, e, ne, lo, flat ? mul : NULL, u)))
            rc = -1;
        for (k = 0; k < ne; k++)
            isl_aff_free(lo[k]);
        if (rc < 0)
            break;
        if (!rc)
            continue;
        r->arrays[x].expanded_to = r->narrays;
        r->arrays[x].read = r->arrays[x].written = 0;
        done++;
    }
    if (rc < 0) {
        pp_expand_undo(r, u);
        return -1;
    }
    if (!done)
        return 0;
    *undo = u;
    return 1;
}

/* ---- scalar expansion ------------------------------------------------- */

/* The instances of the statements referencing web "l", projected on the
 * first "ne" loops (its privatisation loops): "{ [i0, ...] }". */
static isl_set *xs_iterations(xp *p, int l, int ne)
{
    pp_region *r = p->r;
    isl_set *all = NULL;
    int i, k, e[EXP_MAX_LOOPS];
    for (k = 0; k < ne; k++)
        e[k] = k;
    for (i = 0; i < r->naccesses; i++) {
        const pp_access *a = &r->accesses[i];
        isl_set *dom;
        if (a->array >= 0 || a->local != l || !r->stmts[a->stmt].domain)
            continue;
        dom = isl_map_domain(xp_keep_dims(isl_map_from_domain(isl_set_copy(r->stmts[a->stmt].domain)), e, ne));
        all = all ? isl_set_union(all, dom) : dom;
    }
    return all ? isl_set_coalesce(all) : NULL;
}

/* Return nonzero when every reference to web "l" lies inside the same
 * first "ne" loops, stored into "loops". */
static int xs_loops(xp *p, int l, int ne, pp_node **loops)
{
    pp_region *r = p->r;
    int i, k, seen = 0;
    for (i = 0; i < r->naccesses; i++) {
        const pp_stmt *s = &r->stmts[r->accesses[i].stmt];
        if (r->accesses[i].array >= 0 || r->accesses[i].local != l)
            continue;
        if (s->depth < ne)
            return 0;
        for (k = 0; k < ne; k++) {
            if (!seen)
                loops[k] = s->loops[k];
            else if (s->loops[k] != loops[k])
                return 0;
        }
        seen = 1;
    }
    return seen;
}

/* Set the first extents of expansion "y" to the largest values of the
 * iterators of "its" plus one (0 when the loops never run), less where
 * they start ("lo", xp_offset); -1 when out of memory. */
static int xs_extents(xp *p, pp_array *y, __isl_keep isl_set *its, isl_aff *const *lo)
{
    int k;
    for (k = 0; k < y->nexp; k++)
        if (!(y->extent[k] = xp_extent(p, its, k, lo[k])))
            return -1;
    return 0;
}

/* Describe in "y" (expanding web "l" over its first "ne" loops) the copy
 * back to the variable after the region: the iteration "last" of those
 * loops whose writes of it are final (the lexicographically last that
 * writes it: its value there is the value after the last write of the
 * whole region, this web being the variable's only one), when some
 * iteration writes it.  1, 0 when it cannot be said, -1 out of memory. */
static int xs_last(xp *p, int l, pp_node **loops, int ne, isl_aff *const *lo, pp_array *y)
{
    pp_region *r = p->r;
    isl_set *w = NULL, *last, *when;
    isl_ast_build *build;
    isl_multi_aff *flip;
    int i, k, e[EXP_MAX_LOOPS], rc = 1;
    for (k = 0; k < ne; k++)
        e[k] = k;
    for (i = 0; i < r->naccesses; i++) {
        const pp_access *a = &r->accesses[i];
        isl_set *dom;
        if (a->array >= 0 || a->local != l || !a->write || !r->stmts[a->stmt].domain)
            continue;
        dom = isl_map_domain(xp_keep_dims(isl_map_from_domain(isl_set_copy(r->stmts[a->stmt].domain)), e, ne));
        w = w ? isl_set_union(w, dom) : dom;
    }
    if (!w)
        return 0;
    /* the last iteration in the order the loops run: a loop counting
     * down (i--) runs its smallest iterator value last, so its dimension
     * is negated for the lexicographic maximum and back after it */
    flip = isl_multi_aff_identity(isl_space_map_from_set(isl_set_get_space(w)));
    for (k = 0; k < ne; k++)
        if (loops[k]->u.loop.step < 0)
            flip = isl_multi_aff_set_aff(flip, (unsigned)k, isl_aff_neg(isl_multi_aff_get_aff(flip, (int)k)));
    w = isl_set_apply(w, isl_map_from_multi_aff(isl_multi_aff_copy(flip)));
    last = isl_set_apply(isl_set_lexmax(w), isl_map_from_multi_aff(flip));
    when = isl_set_coalesce(isl_set_params(isl_set_copy(last)));
    y->last = pp_alloc(p->m->arena, sizeof(char *) * (size_t)ne);
    y->wlo = pp_alloc(p->m->arena, sizeof(char *));
    y->whi = pp_alloc(p->m->arena, sizeof(char *));
    build = isl_ast_build_from_context(isl_set_copy(r->context));
    y->last_guard = pp_set_to_c(p->m->arena, build, isl_set_copy(when));
    isl_ast_build_free(build);
    build = isl_ast_build_from_context(isl_set_intersect(isl_set_copy(r->context), when));
    for (k = 0; y->last && k < ne; k++)
        if (!(y->last[k] = xp_shift(p, pp_pw_aff_to_c(p->m->arena, build, isl_set_dim_max(isl_set_copy(last), k)),
                                    lo[k])))
            rc = -1;
    isl_ast_build_free(build);
    isl_set_free(last);
    if (!y->last || !y->wlo || !y->whi || !y->last_guard || rc < 0)
        return isl_ctx_last_error(p->ctx) == isl_error_quota ? 0 : -1;
    y->wlo[0] = y->whi[0] = "0";
    return 1;
}

/* Describe into "*y" the expansion of the array "o" standing for web "l"'s
 * variable over the iterations "its" of "loops" (ne of them), the
 * subscripts starting at "lo" (xp_offset); 0 when it cannot be said, -1
 * when out of memory. */
static int xs_describe(xp *p, int o, pp_node **loops, int ne, __isl_keep isl_set *its, isl_aff *const *lo, int live,
                       pp_array *y)
{
    pp_region *r = p->r;
    int k;
    memcpy(y, &r->arrays[o], sizeof(*y));
    y->name = NULL;
    y->scalar = 0;
    y->read = y->written = 0;
    for (k = 0; k < 100 && !y->name; k++) {
        char *n = k ? pp_printf(p->m->arena, "bbmm_x%d_%s", k, r->arrays[o].name)
                    : pp_printf(p->m->arena, "bbmm_x_%s", r->arrays[o].name);
        if (!n)
            return -1;
        if (!pp_name_taken(p->m, r, n))
            y->name = n;
    }
    if (!y->name)
        return 0;
    y->ndim = ne + 1;
    y->nexp = ne;
    y->expansion_of = o + 1;
    y->expanded_to = 0;
    y->last_guard = NULL; /* the variable is dead after the region: nothing to copy back */
    y->last = y->wlo = y->whi = NULL;
    y->wstep = NULL;
    if (live >= 0 && xs_last(p, live, loops, ne, lo, y) <= 0)
        return 0;
    y->extent = pp_alloc(p->m->arena, sizeof(char *) * (size_t)y->ndim);
    y->exp_iter = pp_alloc(p->m->arena, sizeof(char *) * (size_t)ne);
    if (!y->extent || !y->exp_iter)
        return -1;
    for (k = 0; k < ne; k++)
        if (!(y->exp_iter[k] = xp_iter_name(p, loops[k], lo[k])))
            return -1;
    if (xs_extents(p, y, its, lo))
        return -1;
    y->extent[ne] = r->arrays[o].extent[0];
    return 1;
}

/* Rewrite the references of web "l" (identifiers) to those of element
 * [i0]...[0] of array "yi", the iterators those of "loops" (less "lo":
 * xp_sub), recording the old ones in "u". */
static int xs_rewrite(xp *p, int l, int yi, pp_node **loops, int ne, isl_aff *const *lo, struct pp_expand_undo *u)
{
    pp_region *r = p->r;
    int i, k;
    for (i = 0; i < r->naccesses; i++) {
        pp_access *a = &r->accesses[i];
        pp_expr *ex = a->expr, **args;
        if (a->array >= 0 || a->local != l)
            continue;
        u->acc[u->n] = a;
        u->array[u->n] = a->array;
        u->local[u->n] = a->local;
        a->array = yi;
        a->local = -1;
        if (ex->kind == PP_EXPR_ACCESS) {
            /* the other reference of an update ("+="): same expression */
            u->nargs[u->n++] = -1;
            continue;
        }
        args = pp_alloc(p->m->arena, sizeof(pp_expr *) * (size_t)(ne + 1));
        if (!args)
            return -1;
        for (k = 0; k < ne; k++)
            if (!(args[k] = xp_sub(p, loops[k], lo[k])))
                return -1;
        if (!(args[ne] = pp_alloc(p->m->arena, sizeof(pp_expr))))
            return -1;
        memset(args[ne], 0, sizeof(pp_expr));
        args[ne]->kind = PP_EXPR_INT;
        args[ne]->loc = ex->loc;
        args[ne]->text = "0";
        args[ne]->ctype = PP_CT_INT;
        args[ne]->index = -1;
        args[ne]->access = -1;
        u->kind[u->n] = ex->kind;
        u->sym[u->n] = ex->sym;
        u->eindex[u->n] = ex->index;
        u->nargs[u->n] = ex->nargs;
        u->args[u->n] = ex->args;
        u->text[u->n] = ex->text;
        u->n++;
        ex->kind = PP_EXPR_ACCESS;
        ex->text = r->arrays[yi].name;
        ex->args = args;
        ex->nargs = ne + 1;
        ex->index = yi;
        if (a->write)
            r->arrays[yi].written = 1;
        if (!a->write || a->read)
            r->arrays[yi].read = 1;
    }
    return 0;
}

int pp_expand_scalars(pp_model *m, pp_region *r, int inner, struct pp_expand_undo **undo)
{
    struct pp_expand_undo *u;
    pp_node *loops[EXP_MAX_LOOPS];
    isl_set **its;
    isl_aff **lo;
    int *arr;
    int l, k, n0 = r->narrays, rc = 0, done = 0;
    size_t na = (size_t)r->naccesses + 1;
    xp p = {m, r, m->ctx, NULL, 0, 0};
    *undo = NULL;
    if (r->nparallel || !r->nlocals || (!inner && pp_tree_fixed(r->root)))
        return 0;
    /* every local a web of a scalar declared outside, private to loops,
     * dead before and after the region */
    for (l = 0; l < r->nlocals; l++) {
        const pp_scalar *v = &r->locals[l];
        if (v->dead || (inner && !v->promote)) /* no reference left (substituted); not asked for */
            continue;
        if (!v->outer || v->promoted || v->incoming || v->addressed || v->depth < 1 ||
            v->depth + 1 > XP_MAX_DIMS || v->depth > EXP_MAX_LOOPS)
            return 0;
        /* read after the region: the copy of its last iteration goes back
         * to the variable, which it alone may write */
        for (k = 0; v->live_out && k < r->nlocals; k++)
            if (k != l && !strcmp(r->locals[k].name, v->name))
                return 0;
    }
    u = pp_alloc(m->arena, sizeof(*u));
    its = calloc((size_t)r->nlocals, sizeof(*its));
    arr = calloc((size_t)r->nlocals, sizeof(*arr));
    lo = calloc((size_t)r->nlocals * EXP_MAX_LOOPS, sizeof(*lo));
    if (!u || !its || !arr || !lo) {
        free(its);
        free(arr);
        free(lo);
        return -1;
    }
    memset(u, 0, sizeof(*u));
    u->narrays = n0;
    u->acc = pp_alloc(m->arena, sizeof(pp_access *) * na);
    u->array = pp_alloc(m->arena, sizeof(int) * na);
    u->nargs = pp_alloc(m->arena, sizeof(int) * na);
    u->args = pp_alloc(m->arena, sizeof(pp_expr **) * na);
    u->text = pp_alloc(m->arena, sizeof(char *) * na);
    u->kind = pp_alloc(m->arena, sizeof(pp_expr_kind) * na);
    u->sym = pp_alloc(m->arena, sizeof(pp_sym_kind) * na);
    u->local = pp_alloc(m->arena, sizeof(int) * na);
    u->eindex = pp_alloc(m->arena, sizeof(int) * na);
    u->locals = pp_alloc(m->arena, sizeof(int) * ((size_t)r->nlocals + 1));
    u->read = pp_alloc(m->arena, sizeof(int) * ((size_t)n0 + 1));
    u->written = pp_alloc(m->arena, sizeof(int) * ((size_t)n0 + 1));
    if (!u->acc || !u->array || !u->nargs || !u->args || !u->text || !u->kind || !u->sym || !u->local ||
        !u->eindex || !u->locals || !u->read || !u->written)
        rc = -1;
    for (k = 0; k < n0 && rc >= 0; k++) {
        u->read[k] = r->arrays[k].read;
        u->written[k] = r->arrays[k].written;
    }
    for (l = 0; l < r->nlocals && rc >= 0; l++) {
        const pp_scalar *v = &r->locals[l];
        isl_aff **wlo = lo + (size_t)l * EXP_MAX_LOOPS;
        int ne = v->depth, o, yi = -1, j, shifted = 0;
        if (v->dead || (inner && !v->promote))
            continue;
        if (!xs_loops(&p, l, ne, loops) || !(its[l] = xs_iterations(&p, l, ne))) {
            rc = 0;
            break;
        }
        for (k = 0; k < ne && rc >= 0; k++) {
            rc = xp_offset(&p, its[l], k, &wlo[k]) == 1 ? rc : -2;
            shifted |= wlo[k] != NULL;
        }
        isl_ctx_reset_error(m->ctx);
        if (rc == -2) {
            rc = 0;
            break;
        }
        /* webs of one variable over disjoint iterations of as many loops
         * share an expansion (ludcmp's "w" of its two j loops), when the
         * subscripts of both are the iterators (xp_offset) */
        for (j = 0; j < l && yi < 0 && !shifted; j++) {
            isl_set *both;
            int disjoint, jshifted = 0;
            for (k = 0; k < EXP_MAX_LOOPS; k++)
                jshifted |= lo[(size_t)j * EXP_MAX_LOOPS + k] != NULL;
            if (!its[j] || jshifted || strcmp(r->locals[j].name, v->name) || r->locals[j].depth != ne ||
                isl_set_dim(its[j], isl_dim_set) != ne)
                continue;
            both = isl_set_intersect(isl_set_copy(its[j]), isl_set_copy(its[l]));
            disjoint = isl_set_is_empty(both) == isl_bool_true;
            isl_set_free(both);
            if (disjoint) {
                yi = arr[j];
                its[j] = isl_set_union(its[j], isl_set_copy(its[l]));
                isl_set_free(its[l]);
                its[l] = NULL;
            }
        }
        if (yi < 0) {
            pp_array y;
            int cap;
            if ((o = pp_scalar_array(m, r, v)) < 0) {
                rc = -1;
                break;
            }
            cap = r->narrays;
            rc = xs_describe(&p, o, loops, ne, its[l], wlo, v->live_out ? l : -1, &y);
            isl_ctx_reset_error(m->ctx);
            if (rc <= 0)
                break;
            if (pp_vec_push(m->arena, &r->arrays, &r->narrays, &cap, sizeof(y), &y)) {
                rc = -1;
                break;
            }
            yi = r->narrays - 1;
        }
        arr[l] = yi;
        if (xs_rewrite(&p, l, yi, loops, ne, wlo, u)) {
            rc = -1;
            break;
        }
        r->locals[l].promoted = 1;
        r->locals[l].expanded = yi + 1;
        u->locals[u->nlocals++] = l;
        done++;
    }
    /* a shared expansion spans the iterations of all its webs */
    for (l = 0; l < r->nlocals && rc > 0; l++)
        if (its[l] && arr[l] >= n0 && xs_extents(&p, &r->arrays[arr[l]], its[l], lo + (size_t)l * EXP_MAX_LOOPS))
            rc = -1;
    for (l = 0; l < r->nlocals; l++)
        isl_set_free(its[l]);
    for (k = 0; k < r->nlocals * EXP_MAX_LOOPS; k++)
        isl_aff_free(lo[k]);
    free(its);
    free(arr);
    free(lo);
    if (rc <= 0 || !done) {
        if (u->acc && u->locals)
            pp_expand_undo(r, u);
        return rc < 0 ? -1 : 0;
    }
    *undo = u;
    return 1;
}
