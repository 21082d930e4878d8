/* pragma-tool/analysis.c - dependences and parallelism of a region.
 *
 * Every reference is tagged (domain [S_k[i] -> R_m[]]) so that isl's
 * dependence analysis tells which references a dependence joins.
 * Memory-based dependences (all writes as may-sources: nothing is killed)
 * decide parallelism: a loop at depth d is parallel when no dependence
 * joins two instances inside it with equal outer iterators and different
 * values of its own.  The region then splits into host loops (serial, run
 * by the host) and nests: the outermost parallel loop of a subtree starts
 * a nest, and directly nested parallel loops join its band (at most
 * PP_MAX_BAND).  A statement outside any parallel loop is a nest of its
 * own with an empty band.
 */
#include <stdlib.h>
#include <string.h>

#include <isl/flow.h>
#include <isl/space.h>
#include <isl/val.h>
#include <isl/vec.h>

#include "internal.h"

typedef struct ana {
    pp_model *m;
    pp_region *r;
    pp_diag *d;
    isl_ctx *ctx;
    int cap_deps, cap_nests;
    int failed;
    const pp_node *priv_loop; /* ana_private's answers for this loop, by array (-1: not asked) */
    signed char *priv;
} ana;

/* Return the universe of the 0-dimensional set named "name" with the
 * parameters of "sp". */
static isl_set *ana_tag_set(__isl_take isl_space *sp, const char *name)
{
    sp = isl_space_set_from_params(isl_space_params(sp));
    return isl_set_universe(isl_space_set_tuple_name(sp, isl_dim_set, name));
}

/* Return the map [S[i] -> R[]] -> S[i] of reference "a". */
static isl_map *ana_tagger(pp_region *r, const pp_access *a)
{
    isl_set *dom = r->stmts[a->stmt].domain;
    isl_map *m = isl_map_from_domain_and_range(isl_set_copy(dom), ana_tag_set(isl_set_get_space(dom), a->id));
    return isl_map_domain_map(m);
}

/* Return the index of the reference named by the tag in the wrapped
 * space "sp" (taken). */
static int ana_tag_index(__isl_take isl_space *sp)
{
    const char *name;
    int k = -1;
    sp = isl_space_unwrap(sp);
    name = isl_space_get_tuple_name(sp, isl_dim_out);
    if (name && name[0] == 'R')
        k = atoi(name + 1);
    isl_space_free(sp);
    return k;
}

typedef struct ana_collect {
    ana *a;
    pp_dep_kind kind;
} ana_collect;

/* Return nonzero when "dep" (S[i] -> S'[j]) joins instances with equal
 * first "d" iterators and different iterator "d". */
static int ana_carried_at(__isl_keep isl_map *dep, int d)
{
    isl_map *lt, *gt;
    int k, empty;
    if ((int)isl_map_dim(dep, isl_dim_in) <= d || (int)isl_map_dim(dep, isl_dim_out) <= d)
        return 0;
    lt = isl_map_copy(dep);
    for (k = 0; k < d; k++)
        lt = isl_map_equate(lt, isl_dim_in, k, isl_dim_out, k);
    gt = isl_map_order_gt(isl_map_copy(lt), isl_dim_in, d, isl_dim_out, d);
    lt = isl_map_order_lt(lt, isl_dim_in, d, isl_dim_out, d);
    empty = isl_map_is_empty(lt) == isl_bool_true && isl_map_is_empty(gt) == isl_bool_true;
    isl_map_free(lt);
    isl_map_free(gt);
    return !empty;
}

/* Return the number of loops statements "s" and "t" share. */
static int ana_common(const pp_stmt *s, const pp_stmt *t)
{
    int k = 0;
    while (k < s->depth && k < t->depth && s->loops[k] == t->loops[k])
        k++;
    return k;
}

/* Record one map of a dependence union (tagged) as a pp_dep. */
static isl_stat ana_collect_map(__isl_take isl_map *map, void *user)
{
    ana_collect *c = user;
    ana *a = c->a;
    pp_dep x;
    int k, common;
    memset(&x, 0, sizeof(x));
    x.kind = c->kind;
    x.src = ana_tag_index(isl_space_domain(isl_map_get_space(map)));
    x.sink = ana_tag_index(isl_space_range(isl_map_get_space(map)));
    if (x.src < 0 || x.sink < 0 || x.src >= a->r->naccesses || x.sink >= a->r->naccesses) {
        isl_map_free(map);
        return isl_stat_error;
    }
    x.rel = isl_map_coalesce(isl_map_domain_factor_domain(isl_map_range_factor_domain(map)));
    if (!x.rel)
        return isl_stat_error;
    common = ana_common(&a->r->stmts[a->r->accesses[x.src].stmt], &a->r->stmts[a->r->accesses[x.sink].stmt]);
    for (k = 0; k < common && !x.level; k++)
        if (ana_carried_at(x.rel, k))
            x.level = k + 1;
    if (pp_vec_push(a->m->arena, &a->r->deps, &a->r->ndeps, &a->cap_deps, sizeof(x), &x)) {
        isl_map_free(x.rel);
        return isl_stat_error;
    }
    return isl_stat_ok;
}

/* What ana_mem_deps knows of one reference (its tagged relation, the
 * schedule put in front of its domain): which schedule dimensions are
 * constant, and their values (as isl_flow.c's sched_info), and the values
 * of the subscripts that are constant (NULL where one is not). */
typedef struct ana_ref {
    int done;
    int nsched;
    int *is_cst;
    isl_vec *cst;
    int nsub;
    isl_val **sub;
} ana_ref;

typedef struct ana_mem {
    ana *a;
    ana_ref *refs;         /* per reference of the region */
    isl_union_map *src;    /* the may sources, schedule put in front */
    isl_union_map *dep;    /* the dependences found so far, as isl_flow.c's may_dep */
    isl_map *sink;         /* the sink at hand (range_map of its relation) */
    isl_space *array;      /* ... the space of what it accesses */
    int sink_ref;
} ana_mem;

/* Return the reference whose relation, the schedule put in front of its
 * domain, is "map": [Sched -> [S[i] -> R_k[]]] -> A; -1 if none. */
static int ana_mem_index(ana_mem *mem, __isl_keep isl_map *map)
{
    isl_space *sp = isl_space_unwrap(isl_space_domain(isl_map_get_space(map)));
    int k = ana_tag_index(isl_space_range(sp));
    return k >= 0 && k < mem->a->r->naccesses ? k : -1;
}

/* Fill "x" (once): the constant dimensions among the first "n" of kind
 * "stype" of "smap" (the schedule) and the constant output dimensions of
 * "amap" (the subscripts).  Return "x", or NULL on an error. */
static ana_ref *ana_ref_fill(ana_ref *x, __isl_keep isl_map *smap, enum isl_dim_type stype, int n,
                             __isl_keep isl_map *amap)
{
    int i;
    if (x->done)
        return x;
    x->done = 1;
    x->nsched = n;
    x->nsub = (int)isl_map_dim(amap, isl_dim_out);
    x->is_cst = calloc((size_t)n + 1, sizeof(int));
    x->sub = calloc((size_t)x->nsub + 1, sizeof(isl_val *));
    x->cst = isl_vec_alloc(isl_map_get_ctx(smap), (unsigned)n);
    if (n < 0 || x->nsub < 0 || !x->is_cst || !x->sub || !x->cst)
        return NULL;
    for (i = 0; i < n; i++) {
        isl_val *v = isl_map_plain_get_val_if_fixed(smap, stype, (unsigned)i);
        if (!v)
            return NULL;
        x->is_cst[i] = !isl_val_is_nan(v);
        if (x->is_cst[i])
            x->cst = isl_vec_set_element_val(x->cst, i, v);
        else
            isl_val_free(v);
    }
    for (i = 0; i < x->nsub; i++) {
        isl_val *v = isl_map_plain_get_val_if_fixed(amap, isl_dim_out, (unsigned)i);
        if (!v)
            return NULL;
        if (isl_val_is_nan(v))
            isl_val_free(v);
        else
            x->sub[i] = v;
    }
    return x->cst ? x : NULL;
}

/* Free what ana_ref_fill put into "refs[0..n)", and "refs". */
static void ana_refs_free(ana_ref *refs, int n)
{
    int i, k;
    for (i = 0; refs && i < n; i++) {
        ana_ref *x = &refs[i];
        for (k = 0; x->sub && k < x->nsub; k++)
            isl_val_free(x->sub[k]);
        free(x->sub);
        free(x->is_cst);
        isl_vec_free(x->cst);
    }
    free(refs);
}

/* Return what ana_mem_deps knows of reference "k" with relation "map"
 * (as ana_mem_index's), computed at the first call. */
static ana_ref *ana_mem_ref(ana_mem *mem, int k, __isl_keep isl_map *map)
{
    isl_space *sp = isl_space_unwrap(isl_space_domain(isl_map_get_space(map)));
    int n = (int)isl_space_dim(sp, isl_dim_in);
    isl_space_free(sp);
    return ana_ref_fill(&mem->refs[k], map, isl_dim_in, n, map);
}

/* isl_flow.c's "before": the level at which the schedules of references
 * "x" and "y" may be ordered, from their constant dimensions; 2 * level,
 * plus 1 when "x" comes first at that level. */
static int ana_mem_before(const ana_ref *x, const ana_ref *y)
{
    int n = x->nsched < y->nsched ? x->nsched : y->nsched, i;
    for (i = 0; i < n; i++) {
        int cmp;
        if (!x->is_cst[i] || !y->is_cst[i])
            continue;
        cmp = isl_vec_cmp_element(x->cst, y->cst, i);
        if (cmp)
            return 2 * i + (cmp < 0);
    }
    return 2 * n;
}

/* Nonzero when references "x" and "y" (of the same array) have a subscript
 * that is a different constant in each: they never access the same
 * element. */
static int ana_mem_apart(const ana_ref *x, const ana_ref *y)
{
    int i;
    for (i = 0; i < x->nsub && i < y->nsub; i++)
        if (x->sub[i] && y->sub[i] && isl_val_eq(x->sub[i], y->sub[i]) == isl_bool_false)
            return 1;
    return 0;
}

/* Add the dependences from may source "map" to the sink at hand, as
 * isl_flow.c's compute_mem_based_dependences computes them (the same isl
 * operations in the same order, so the same relations), unless their
 * subscripts keep them apart: isl would find the relation empty, and
 * leave it out of the result. */
static isl_stat ana_mem_source(__isl_take isl_map *map, void *user)
{
    ana_mem *mem = user;
    isl_space *sp = isl_space_range(isl_map_get_space(map)), *dsp, *rsp;
    isl_bool eq = isl_space_is_equal(sp, mem->array), same;
    ana_ref *x, *y;
    isl_map *dep, *before;
    int k, level;
    isl_space_free(sp);
    if (eq != isl_bool_true) {
        isl_map_free(map);
        return eq < 0 ? isl_stat_error : isl_stat_ok;
    }
    k = ana_mem_index(mem, map);
    x = k >= 0 ? ana_mem_ref(mem, k, map) : NULL;
    y = &mem->refs[mem->sink_ref];
    if (!x) {
        isl_map_free(map);
        return isl_stat_error;
    }
    if (ana_mem_apart(x, y)) {
        isl_map_free(map);
        return isl_stat_ok;
    }
    dsp = isl_map_get_space(map);
    rsp = isl_space_reverse(isl_map_get_space(mem->sink));
    same = isl_space_has_equal_params(dsp, rsp);
    if (same == isl_bool_false) {
        dsp = isl_space_align_params(dsp, isl_space_copy(rsp));
        rsp = isl_space_align_params(rsp, isl_space_copy(dsp));
    }
    dsp = isl_space_join(dsp, rsp);
    level = ana_mem_before(x, y);
    before = (level & 1) ? isl_map_lex_le_first(isl_space_copy(dsp), (unsigned)(level >> 1))
                         : isl_map_lex_lt_first(isl_space_copy(dsp), (unsigned)(level >> 1));
    dep = isl_map_apply_range(map, isl_map_reverse(isl_map_copy(mem->sink)));
    dep = isl_map_intersect(dep, before);
    dep = isl_map_union(isl_map_empty(dsp), dep);
    mem->dep = isl_union_map_union(mem->dep, isl_union_map_from_map(dep));
    return mem->dep ? isl_stat_ok : isl_stat_error;
}

/* Add the dependences of sink "map" (isl_flow.c's compute_flow). */
static isl_stat ana_mem_sink(__isl_take isl_map *map, void *user)
{
    ana_mem *mem = user;
    int k = ana_mem_index(mem, map);
    isl_stat st;
    if (k < 0 || !ana_mem_ref(mem, k, map)) {
        isl_map_free(map);
        return isl_stat_error;
    }
    mem->sink_ref = k;
    mem->array = isl_space_range(isl_map_get_space(map));
    mem->sink = isl_map_range_map(map);
    st = isl_union_map_foreach_map(mem->src, &ana_mem_source, mem);
    isl_map_free(mem->sink);
    isl_space_free(mem->array);
    mem->sink = NULL;
    mem->array = NULL;
    return st;
}

/* Return the memory-based dependences from "src" (may sources) to "sink"
 * under schedule map "sched", tagged, as
 *
 *   ai = isl_union_access_info_from_sink(sink);
 *   ai = isl_union_access_info_set_may_source(ai, src);
 *   ai = isl_union_access_info_set_schedule_map(ai, sched);
 *   isl_union_flow_get_may_dependence(isl_union_access_info_compute_flow(ai))
 *
 * returns them: the same isl operations on the same relations, in the
 * same order (isl_flow.c, its path for a schedule map and may sources
 * only), less the work whose result that call drops (the sinks' instances
 * without a source) and less the pairs of references whose constant
 * subscripts differ (isl finds their relation empty, and leaves it out):
 * a region of NAS's LU or BT reads a[i][j][k][0] ... a[i][j][k][4] in
 * one statement after another, and most of its pairs are such.  All
 * arguments are taken. */
static isl_union_map *ana_mem_deps(ana *a, __isl_take isl_union_map *sink, __isl_take isl_union_map *src,
                                   __isl_take isl_union_map *sched)
{
    isl_space *sp = isl_union_map_get_space(sink);
    isl_union_map *empty = isl_union_map_empty(isl_space_copy(sp)), *must, *kill, *sm, *must_dep, *dep;
    ana_mem mem;
    memset(&mem, 0, sizeof(mem));
    mem.a = a;
    mem.refs = calloc((size_t)a->r->naccesses + 1, sizeof(ana_ref));
    /* isl_union_access_info_compute_flow: the kills (none) join the must
     * sources (none), which leave the may sources */
    must = isl_union_map_copy(empty);
    kill = isl_union_map_copy(empty);
    isl_union_map_free(empty);
    must = isl_union_map_union(must, isl_union_map_copy(kill));
    src = isl_union_map_subtract(src, isl_union_map_copy(must));
    /* compute_flow_union_map: align the parameters, put the schedule in
     * front of the domains */
    sp = isl_space_align_params(sp, isl_union_map_get_space(must));
    sp = isl_space_align_params(sp, isl_union_map_get_space(src));
    sp = isl_space_align_params(sp, isl_union_map_get_space(kill));
    sp = isl_space_align_params(sp, isl_union_map_get_space(sched));
    sink = isl_union_map_align_params(sink, isl_space_copy(sp));
    must = isl_union_map_align_params(must, isl_space_copy(sp));
    src = isl_union_map_align_params(src, isl_space_copy(sp));
    kill = isl_union_map_align_params(kill, isl_space_copy(sp));
    sched = isl_union_map_align_params(sched, sp);
    sm = isl_union_map_range_map(isl_union_map_reverse(sched));
    sink = isl_union_map_apply_range(isl_union_map_copy(sm), sink);
    src = isl_union_map_apply_range(isl_union_map_copy(sm), src);
    isl_union_map_free(sm);
    isl_union_map_free(must);
    isl_union_map_free(kill);
    mem.src = src;
    mem.dep = isl_union_map_empty(isl_union_map_get_space(sink));
    must_dep = isl_union_map_copy(mem.dep);
    if (!mem.refs || !sink || !src || !mem.dep ||
        isl_union_map_foreach_map(sink, &ana_mem_sink, &mem) < 0)
        mem.dep = isl_union_map_free(mem.dep);
    /* isl_union_flow_drop_schedule, isl_union_flow_get_may_dependence */
    must_dep = isl_union_map_factor_range(isl_union_map_range_curry(must_dep));
    mem.dep = isl_union_map_factor_range(isl_union_map_range_curry(mem.dep));
    dep = isl_union_map_union(isl_union_map_copy(must_dep), isl_union_map_copy(mem.dep));
    dep = isl_union_map_range_factor_domain(dep);
    isl_union_map_free(must_dep);
    isl_union_map_free(mem.dep);
    ana_refs_free(mem.refs, a->r->naccesses);
    isl_union_map_free(sink);
    isl_union_map_free(src);
    return dep;
}

/* Compute the dependences of "kind" from "src" (may sources) to "sink"
 * under schedule "sched" and record them; all arguments are taken. */
static int ana_deps(ana *a, pp_dep_kind kind, __isl_take isl_union_map *sink, __isl_take isl_union_map *src,
                    __isl_take isl_union_map *sched)
{
    isl_union_map *dep;
    ana_collect c;
    isl_stat st;
    dep = ana_mem_deps(a, sink, src, sched);
    if (!dep)
        return -1;
    c.a = a;
    c.kind = kind;
    st = isl_union_map_foreach_map(dep, ana_collect_map, &c);
    isl_union_map_free(dep);
    return st < 0 ? -1 : 0;
}

void pp_tagged(pp_region *r, isl_union_map **reads, isl_union_map **writes, isl_union_map **sched)
{
    pp_tagged_refs(r, NULL, NULL, reads, writes, sched);
}

void pp_tagged_refs(pp_region *r, const char *rkeep, const char *wkeep, isl_union_map **reads,
                    isl_union_map **writes, isl_union_map **sched)
{
    isl_union_map *tr = isl_union_map_empty(isl_set_get_space(r->context));
    isl_union_map *tw = isl_union_map_copy(tr), *ts = isl_union_map_copy(tr);
    int i;
    for (i = 0; i < r->naccesses; i++) {
        pp_access *x = &r->accesses[i];
        int w = x->write && (!wkeep || wkeep[i]), rd = (!x->write || x->read) && (!rkeep || rkeep[i]);
        isl_map *tag, *rel;
        if (!w && !rd)
            continue;
        tag = ana_tagger(r, x);
        rel = isl_map_apply_range(isl_map_copy(tag), isl_map_copy(x->rel));
        ts = isl_union_map_add_map(ts, isl_map_apply_range(tag, isl_map_copy(r->stmts[x->stmt].schedule)));
        if (w)
            tw = isl_union_map_add_map(tw, isl_map_copy(rel));
        if (rd)
            tr = isl_union_map_add_map(tr, isl_map_copy(rel));
        isl_map_free(rel);
    }
    *reads = tr;
    *writes = tw;
    *sched = ts;
}

int pp_tag_index(__isl_take isl_space *wrapped)
{
    return ana_tag_index(wrapped);
}

/* ---- large regions: dependences shared by congruent references --------
 *
 * NAS BT's x_solve_cell inlines its 5x5 block solver into one
 * straight-line body: about 800 references, and the pairs of them that
 * may touch one element (the pivots "pivot" and "coeff" alone: every read
 * against every write) number tens of thousands, each a few hundred isl
 * operations through ana_mem_deps: far past the operation limit.  Yet
 * those pairs are nearly all alike.  Two references are congruent when
 * their statements lie in the same loops with the same domain and their
 * relations are the same, statement names aside; the dependence between
 * two references is then a function of the class of each and of how
 * their statements are ordered (ana_mem_before's level): the same set of
 * pairs of iterations.  Past ANA_SHARED_PAIRS pairs, the region's
 * dependences are computed once per (class, class, level), with the loops
 * that carry them, and each pair of references takes a copy under its
 * statements' names: the same dependences as ana_mem_deps', found with a
 * few operations each. */
#define ANA_SHARED_PAIRS 3000

typedef struct ana_shared {
    int src, sink, level;         /* the classes and the order */
    isl_map *rel;                 /* statement names reset; NULL: empty */
    unsigned long long carried;   /* pp_dep's */
    int dep_level;
} ana_shared;

typedef struct ana_share {
    ana *a;
    ana_ref *refs;   /* per reference: ana_ref_fill of its schedule and relation */
    int *cls;        /* per reference: its class */
    ana_shared *v;
    int n, cap;
} ana_share;

/* Nonzero when references "x" and "y" are of the same variable. */
static int ana_same_var(const pp_access *x, const pp_access *y)
{
    return x->array == y->array && (x->array >= 0 || x->local == y->local);
}

/* Number each reference's class: references with the same loops, the
 * same domain and the same relation (statement names reset) share one.
 * 0 or -1. */
static int ana_share_classes(ana_share *sh)
{
    pp_region *r = sh->a->r;
    char **key = calloc((size_t)r->naccesses + 1, sizeof(char *));
    int *rep = calloc((size_t)r->naccesses + 1, sizeof(int));
    int i, j, n = 0, rc = 0;
    if (!key || !rep)
        rc = -1;
    for (i = 0; i < r->naccesses && !rc; i++) {
        const pp_access *x = &r->accesses[i];
        const pp_stmt *s = &r->stmts[x->stmt];
        isl_set *dom = isl_set_reset_tuple_id(isl_set_copy(s->domain));
        isl_map *rel = isl_map_reset_tuple_id(isl_map_copy(x->rel), isl_dim_in);
        char *ds = isl_set_to_str(dom), *rs = isl_map_to_str(rel);
        pp_str b = {0};
        int k;
        pp_str_addf(&b, "%d", s->depth);
        for (k = 0; k < s->depth; k++)
            pp_str_addf(&b, ",%p", (void *)s->loops[k]);
        if (ds && rs)
            pp_str_addf(&b, "|%s|%s", ds, rs);
        else
            rc = -1;
        free(ds);
        free(rs);
        isl_set_free(dom);
        isl_map_free(rel);
        if (!rc) {
            const char *t = pp_str_get(&b);
            size_t len = strlen(t) + 1;
            if ((key[i] = malloc(len)) != NULL)
                memcpy(key[i], t, len);
        }
        pp_str_free(&b);
        if (!key[i]) {
            rc = -1;
            break;
        }
        for (j = 0; j < n && strcmp(key[rep[j]], key[i]); j++)
            ;
        if (j == n)
            rep[n++] = i;
        sh->cls[i] = j;
    }
    for (i = 0; key && i < r->naccesses; i++)
        free(key[i]);
    free(key);
    free(rep);
    return rc;
}

/* Return the dependence from reference "xk" to reference "yk" (ordered
 * by "level") of their classes, computed at the first call; NULL on an
 * error. */
static ana_shared *ana_share_get(ana_share *sh, int xk, int yk, int level)
{
    pp_region *r = sh->a->r;
    const pp_access *ax = &r->accesses[xk], *ay = &r->accesses[yk];
    const pp_stmt *sx = &r->stmts[ax->stmt], *sy = &r->stmts[ay->stmt];
    ana_shared e, *v;
    isl_space *sp;
    isl_map *same, *order, *lex;
    isl_bool empty;
    int i, common, d;
    for (i = 0; i < sh->n; i++)
        if (sh->v[i].src == sh->cls[xk] && sh->v[i].sink == sh->cls[yk] && sh->v[i].level == level)
            return &sh->v[i];
    memset(&e, 0, sizeof(e));
    e.src = sh->cls[xk];
    e.sink = sh->cls[yk];
    e.level = level;
    /* the pairs of instances that touch one element, the source first */
    same = isl_map_apply_range(isl_map_copy(ax->rel), isl_map_reverse(isl_map_copy(ay->rel)));
    sp = isl_space_map_from_set(isl_space_range(isl_map_get_space(sx->schedule)));
    lex = (level & 1) ? isl_map_lex_le_first(sp, (unsigned)(level >> 1))
                      : isl_map_lex_lt_first(sp, (unsigned)(level >> 1));
    order = isl_map_apply_range(isl_map_copy(sx->schedule),
                                isl_map_apply_range(lex, isl_map_reverse(isl_map_copy(sy->schedule))));
    e.rel = isl_map_coalesce(isl_map_intersect(same, order));
    empty = isl_map_is_empty(e.rel);
    if (empty < 0) {
        isl_map_free(e.rel);
        return NULL;
    }
    if (empty) {
        e.rel = isl_map_free(e.rel);
    } else {
        common = ana_common(sx, sy);
        for (d = 0; d < common && d < 64; d++)
            if (ana_carried_at(e.rel, d)) {
                e.carried |= 1ULL << d;
                if (!e.dep_level)
                    e.dep_level = d + 1;
            }
        e.rel = isl_map_reset_tuple_id(isl_map_reset_tuple_id(e.rel, isl_dim_in), isl_dim_out);
        if (!e.rel)
            return NULL;
    }
    if (sh->n == sh->cap) {
        int cap = sh->cap ? 2 * sh->cap : 64;
        v = realloc(sh->v, (size_t)cap * sizeof(*v));
        if (!v) {
            isl_map_free(e.rel);
            return NULL;
        }
        sh->v = v;
        sh->cap = cap;
    }
    sh->v[sh->n] = e;
    return &sh->v[sh->n++];
}

/* Nonzero when reference "x" is a write (as a source or sink of "kind":
 * "src" says which side). */
static int ana_share_side(const pp_access *x, pp_dep_kind kind, int src)
{
    int w = kind == PP_DEP_OUTPUT || (kind == PP_DEP_FLOW) == (src != 0);
    return w ? x->write : (!x->write || x->read);
}

/* The number of pairs of references ana_mem_deps would relate (of one
 * variable, not kept apart by their constant subscripts), counted up to
 * "most" (then "most").  -1 on an error. */
static long ana_share_pairs(ana_share *sh, long most)
{
    pp_region *r = sh->a->r;
    long n = 0;
    int x, y, kind;
    for (y = 0; y < r->naccesses; y++)
        for (x = 0; x < r->naccesses; x++) {
            const pp_access *ax = &r->accesses[x], *ay = &r->accesses[y];
            if (!ana_same_var(ax, ay) || ana_mem_apart(&sh->refs[x], &sh->refs[y]))
                continue;
            for (kind = PP_DEP_FLOW; kind <= PP_DEP_OUTPUT; kind++)
                n += ana_share_side(ax, (pp_dep_kind)kind, 1) && ana_share_side(ay, (pp_dep_kind)kind, 0);
            if (n >= most)
                return most;
        }
    return n;
}

/* Record the dependences of the region through its classes.  0 or -1. */
static int ana_share_deps(ana_share *sh)
{
    ana *a = sh->a;
    pp_region *r = a->r;
    int x, y, kind;
    for (kind = PP_DEP_FLOW; kind <= PP_DEP_OUTPUT; kind++)
        for (y = 0; y < r->naccesses; y++) {
            const pp_access *ay = &r->accesses[y];
            if (!ana_share_side(ay, (pp_dep_kind)kind, 0))
                continue;
            for (x = 0; x < r->naccesses; x++) {
                const pp_access *ax = &r->accesses[x];
                const ana_shared *e;
                pp_dep d;
                if (!ana_share_side(ax, (pp_dep_kind)kind, 1) || !ana_same_var(ax, ay) ||
                    ana_mem_apart(&sh->refs[x], &sh->refs[y]))
                    continue;
                e = ana_share_get(sh, x, y, ana_mem_before(&sh->refs[x], &sh->refs[y]));
                if (!e)
                    return -1;
                if (!e->rel)
                    continue;
                memset(&d, 0, sizeof(d));
                d.kind = (pp_dep_kind)kind;
                d.src = x;
                d.sink = y;
                d.level = e->dep_level;
                d.carried_known = 1;
                d.carried = e->carried;
                d.rel = isl_map_copy(e->rel);
                d.rel = isl_map_set_tuple_id(d.rel, isl_dim_in, isl_set_get_tuple_id(r->stmts[ax->stmt].domain));
                d.rel = isl_map_set_tuple_id(d.rel, isl_dim_out, isl_set_get_tuple_id(r->stmts[ay->stmt].domain));
                if (!d.rel || pp_vec_push(a->m->arena, &r->deps, &r->ndeps, &a->cap_deps, sizeof(d), &d)) {
                    isl_map_free(d.rel);
                    return -1;
                }
            }
        }
    return 0;
}

/* Compute the dependences of a region with more than ANA_SHARED_PAIRS
 * pairs of references through their classes: 1 when done, 0 when the
 * region has fewer (ana_mem_deps, exactly as isl's flow, does them), -1
 * on an error. */
static int ana_shared_deps(ana *a)
{
    pp_region *r = a->r;
    ana_share sh;
    int i, rc = 0;
    memset(&sh, 0, sizeof(sh));
    sh.a = a;
    sh.refs = calloc((size_t)r->naccesses + 1, sizeof(ana_ref));
    sh.cls = calloc((size_t)r->naccesses + 1, sizeof(int));
    if (!sh.refs || !sh.cls)
        rc = -1;
    for (i = 0; i < r->naccesses && !rc; i++) {
        const pp_access *x = &r->accesses[i];
        isl_map *sched = r->stmts[x->stmt].schedule;
        if (!ana_ref_fill(&sh.refs[i], sched, isl_dim_out, (int)isl_map_dim(sched, isl_dim_out), x->rel))
            rc = -1;
    }
    if (!rc) {
        long n = ana_share_pairs(&sh, ANA_SHARED_PAIRS + 1);
        rc = n < 0 ? -1 : n <= ANA_SHARED_PAIRS ? 0 : ana_share_classes(&sh) ? -1 : ana_share_deps(&sh) ? -1 : 1;
        r->shared_deps = rc == 1;
    }
    for (i = 0; i < sh.n; i++)
        isl_map_free(sh.v[i].rel);
    free(sh.v);
    free(sh.cls);
    ana_refs_free(sh.refs, r->naccesses);
    return rc;
}

/* Compute the memory-based dependences of the region. */
static int ana_all_deps(ana *a)
{
    pp_region *r = a->r;
    isl_union_map *tr, *tw, *ts;
    int rc = ana_shared_deps(a);
    if (rc)
        return rc < 0 ? -1 : 0;
    pp_tagged(r, &tr, &tw, &ts);
    rc = ana_deps(a, PP_DEP_FLOW, isl_union_map_copy(tr), isl_union_map_copy(tw), isl_union_map_copy(ts));
    if (!rc)
        rc = ana_deps(a, PP_DEP_ANTI, isl_union_map_copy(tw), isl_union_map_copy(tr), isl_union_map_copy(ts));
    if (!rc)
        rc = ana_deps(a, PP_DEP_OUTPUT, isl_union_map_copy(tw), isl_union_map_copy(tw), isl_union_map_copy(ts));
    isl_union_map_free(tr);
    isl_union_map_free(tw);
    isl_union_map_free(ts);
    return rc;
}

/* Return nonzero when statement "s" lies inside loop "l". */
static int ana_inside(const pp_stmt *s, const pp_node *l)
{
    int d = l->u.loop.depth;
    return s->depth > d && s->loops[d] == l;
}

static int ana_fresh_each(ana *a, const pp_dep *x, const pp_node *l);

/* Return the first dependence carried by loop "l", or NULL; for a
 * parallel(...) claim ("claim"), leaving out the dependences through
 * arrays declared inside "l" (ana_fresh_each). */
/* Nonzero when dependence "x" goes through an array private to loop "l"
 * (pp_expand_private: written before it is read in each iteration, as
 * OpenMP's private() has it), which expansion gives each iteration. */
static int ana_private(ana *a, const pp_dep *x, const pp_node *l)
{
    int k = a->r->accesses[x->src].array, j;
    if (k < 0 || k != a->r->accesses[x->sink].array)
        return 0;
    if (a->priv_loop != l || !a->priv) { /* one answer per array and loop: isl's flow is not cheap */
        if (!a->priv && !(a->priv = pp_alloc(a->m->arena, (size_t)a->r->narrays + 1)))
            return 0;
        for (j = 0; j < a->r->narrays; j++)
            a->priv[j] = -1;
        a->priv_loop = l;
    }
    if (a->priv[k] < 0)
        a->priv[k] = (signed char)(pp_expand_private(a->m, a->r, k, l) == 1);
    return a->priv[k];
}

static const pp_dep *ana_carrier_for(ana *a, const pp_node *l, int claim)
{
    pp_region *r = a->r;
    int i;
    for (i = 0; i < r->ndeps; i++) {
        const pp_dep *x = &r->deps[i];
        if (ana_inside(&r->stmts[r->accesses[x->src].stmt], l) &&
            ana_inside(&r->stmts[r->accesses[x->sink].stmt], l) &&
            (x->carried_known ? l->u.loop.depth < 64 && (x->carried >> l->u.loop.depth & 1)
                              : ana_carried_at(x->rel, l->u.loop.depth)) &&
            !(claim && (ana_fresh_each(a, x, l) || ana_private(a, x, l))))
            return x;
    }
    return NULL;
}

static const pp_dep *ana_carrier(ana *a, const pp_node *l)
{
    return ana_carrier_for(a, l, 0);
}

/* Nonzero when dependence "x" goes through an array declared inside the
 * body of loop "l" (pp_array.in_region): each iteration of "l" has a new
 * object there (C's block scope), which the generated code gives it by
 * expansion, so "l" does not carry it.  A helper's local (inlined: no
 * offset in the region's text) is inside every loop of the region's own
 * text around its call. */
static int ana_fresh_each(ana *a, const pp_dep *x, const pp_node *l)
{
    const pp_region *r = a->r;
    int k = r->accesses[x->src].array;
    const pp_array *arr;
    if (k < 0 || k != r->accesses[x->sink].array)
        return 0;
    arr = &r->arrays[k];
    if (!arr->in_region)
        return 0;
    if (arr->decl.offset < 0)
        return l->loc.offset >= 0;
    return l->loc.offset >= 0 && arr->decl.offset > l->loc.offset && arr->decl.offset < l->end.offset &&
           ((!arr->decl.file && !l->loc.file) || (arr->decl.file && l->loc.file && !strcmp(arr->decl.file, l->loc.file)));
}

/* Set u.loop.parallel on every loop below "n". */
static void ana_mark_parallel(ana *a, pp_node *n)
{
    int i;
    if (!n)
        return;
    switch (n->kind) {
    case PP_NODE_FOR:
        n->u.loop.parallel = !ana_carrier(a, n);
        ana_mark_parallel(a, n->u.loop.body);
        return;
    case PP_NODE_IF:
        ana_mark_parallel(a, n->u.cond.then_node);
        ana_mark_parallel(a, n->u.cond.else_node);
        return;
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            ana_mark_parallel(a, n->u.block.v[i]);
        return;
    default:
        return;
    }
}

/* Return the only statement of "n" when it is a block of one, else "n". */
static pp_node *ana_unwrap(pp_node *n)
{
    while (n && n->kind == PP_NODE_BLOCK && n->u.block.n == 1)
        n = n->u.block.v[0];
    return n;
}

/* Mark every loop below "n" as a kernel loop. */
static void ana_mark_kernel(pp_node *n)
{
    int i;
    if (!n)
        return;
    if (n->kind == PP_NODE_FOR) {
        n->u.loop.role = PP_LOOP_KERNEL;
        ana_mark_kernel(n->u.loop.body);
    } else if (n->kind == PP_NODE_IF) {
        ana_mark_kernel(n->u.cond.then_node);
        ana_mark_kernel(n->u.cond.else_node);
    } else if (n->kind == PP_NODE_BLOCK) {
        for (i = 0; i < n->u.block.n; i++)
            ana_mark_kernel(n->u.block.v[i]);
    }
}

/* Return nonzero when node "n" is "root" or lies below it. */
static int ana_contains(const pp_node *root, const pp_node *n)
{
    int i;
    if (!root)
        return 0;
    if (root == n)
        return 1;
    switch (root->kind) {
    case PP_NODE_FOR:
        return ana_contains(root->u.loop.body, n);
    case PP_NODE_IF:
        return ana_contains(root->u.cond.then_node, n) || ana_contains(root->u.cond.else_node, n);
    case PP_NODE_BLOCK:
        for (i = 0; i < root->u.block.n; i++)
            if (ana_contains(root->u.block.v[i], n))
                return 1;
        return 0;
    default:
        return 0;
    }
}

/* Collect in "n" the statements of the region that lie below "root". */
/* Nonzero when expression "e" holds an array subscript "it + c" or "it - c"
 * (c a nonzero constant) of the iterator at depth "depth": a stencil that
 * reads neighbouring rows. */
static int ana_expr_shifted(const pp_expr *e, int depth)
{
    int i, k;
    if (!e)
        return 0;
    if (e->kind == PP_EXPR_ACCESS)
        for (k = 0; k < e->nargs; k++) {
            const pp_expr *s = e->args[k];
            while (s && s->kind == PP_EXPR_PAREN)
                s = s->args[0];
            if (s && s->kind == PP_EXPR_BINARY && (!strcmp(s->op, "+") || !strcmp(s->op, "-")) &&
                s->args[0]->kind == PP_EXPR_ID && s->args[0]->sym == PP_SYM_ITER && s->args[0]->index == depth &&
                s->args[1]->kind == PP_EXPR_INT && s->args[1]->value)
                return 1;
        }
    for (i = 0; i < e->nargs; i++)
        if (ana_expr_shifted(e->args[i], depth))
            return 1;
    return 0;
}

/* The same for the statements under node "n"; also nonzero when it holds
 * a loop. */
static int ana_node_shifted(const pp_node *n, int depth)
{
    int i;
    if (!n)
        return 0;
    switch (n->kind) {
    case PP_NODE_FOR:
        return 1; /* a loop inside the kernel (matmul's k): 8 x 32 shares more of what it reads */
    case PP_NODE_IF:
        return ana_expr_shifted(n->u.cond.cond, depth) || ana_node_shifted(n->u.cond.then_node, depth) ||
               ana_node_shifted(n->u.cond.else_node, depth);
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            if (ana_node_shifted(n->u.block.v[i], depth))
                return 1;
        return 0;
    case PP_NODE_ASSIGN:
        return ana_expr_shifted(n->u.assign.lhs, depth) || ana_expr_shifted(n->u.assign.rhs, depth);
    case PP_NODE_DECL:
        return ana_expr_shifted(n->u.decl.init, depth);
    case PP_NODE_CALL:
        return ana_expr_shifted(n->u.call.expr, depth);
    }
    return 0;
}

/* Whether every write to an array below "n" (an assignment to an element,
 * a call that may write through its arguments) sits under a condition on
 * data ("guarded": one above "n" does).  Then a kernel stores only some of
 * its points and its loads dominate (floyd-warshall's may-write): a
 * work-item's points are consecutive (BBMM_COARSEN_RUNS; on an H200 its
 * step 99 µs against 150 µs strided and 206 µs one point per work-item).
 * Else they are strided by the work-group's width, so that each store of
 * a warp stays contiguous (BBMM_COARSEN_STRIDED; a 5-point stencil's
 * sweep 187 µs against 329 µs consecutive and 256 µs one point:
 * bench/probe/cl_coarsen.c). */
static int ana_writes_guarded(const pp_node *n, int guarded)
{
    int i;
    if (!n)
        return 1;
    switch (n->kind) {
    case PP_NODE_FOR:
        return ana_writes_guarded(n->u.loop.body, guarded);
    case PP_NODE_IF:
        guarded |= n->u.cond.stmt >= 0;
        return ana_writes_guarded(n->u.cond.then_node, guarded) && ana_writes_guarded(n->u.cond.else_node, guarded);
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            if (!ana_writes_guarded(n->u.block.v[i], guarded))
                return 0;
        return 1;
    case PP_NODE_ASSIGN: /* if-converted (parser): it stores only where its data condition holds */
        return guarded || n->u.assign.guarded || n->u.assign.lhs->kind != PP_EXPR_ACCESS;
    case PP_NODE_CALL:
        return guarded;
    default:
        return 1;
    }
}

int pp_writes_guarded(const pp_node *n)
{
    return ana_writes_guarded(n, 0);
}

/* The work-group shape of 2-D nest "n" without a workgroup clause: rows of
 * 128 work-items, 2 rows per group, when each work-item runs straight-line
 * code that reads no neighbouring rows and stores every point (measured on
 * NVIDIA for floyd's kernel, one point per work-item: 3-4 % less kernel
 * time than 32 x 8); a stencil, or a kernel with a loop (matmul), keeps
 * the runtime's 8 rows of 32, which share more of what they read.  A
 * kernel coarsened into consecutive points (pp_writes_guarded)
 * keeps the runtime's shape for that form: on GPUs 8 rows of 16 work-items
 * (bbmm/exec.h's bbmm_runs_group2: floyd N=8192 on one H200 0.731 s against
 * 0.790 s at 2 x 128). */
static void ana_workgroup(pp_nest *n)
{
    if (n->nband != 2 || n->workgroup[0] || pp_writes_guarded(n->band[1]->u.loop.body) ||
        ana_node_shifted(n->band[1]->u.loop.body, n->band[0]->u.loop.depth))
        return;
    n->workgroup[0] = 2;
    n->workgroup[1] = 128;
    n->workgroup_chosen = 1;
}

static int ana_nest_stmts(ana *a, pp_nest *n, pp_node *root, pp_node **host, int nhost)
{
    pp_region *r = a->r;
    int i, cap = 0;
    (void)host;
    for (i = 0; i < r->nstmts; i++) {
        pp_stmt *s = &r->stmts[i];
        int in = root->kind == PP_NODE_FOR ? ana_inside(s, root) : ana_contains(root, s->node);
        if (!in || s->nest >= 0)
            continue;
        if (root->kind != PP_NODE_FOR && root->kind != PP_NODE_BLOCK && s->depth != nhost)
            continue;
        s->nest = r->nnests;
        if (pp_vec_push(a->m->arena, &n->stmts, &n->nstmts, &cap, sizeof(int), &i))
            return -1;
    }
    return 0;
}

/* ---- sweeps: a wavefront's serial loops inside one work-group ------- */


/* Whether serial loop "l" can run inside one work-group around the
 * parallel loop below it (pp_nest.sweep): one of isl's loops whose only
 * statement is a parallel loop of step 1 that is a band of one dimension,
 * whose bounds move with "l" (a wavefront: each of its steps is short,
 * and one launch per step costs more than the step) and whose points each
 * do a bounded amount of work (pp_point_work: no loop but loops of constant
 * bounds inside, PP_SWEEP_WORK statements at most: LU's and Cholesky's
 * right-looking rows, whose points loop over the rest of a row, keep the
 * whole device per step); the bounds of "l"
 * are alike in every work-item (parameters, scalars, iterators).  Only
 * the innermost serial loop joins: the boxes of a tile over more (a whole
 * seidel-2d, its time steps too) are the ones too complex for the tool
 * that made isl keep the time loop outermost. */
static int ana_sweep(const ana *a, pp_node *l)
{
    const pp_region *r = a->r;
    pp_node *p = ana_unwrap(l->u.loop.body), *below;
    long long w;
    if (r->ntile || r->nworkgroup || r->nparallel || l->u.loop.parallel || !l->u.loop.generated ||
        !pp_expr_uniform(l->u.loop.init) || !pp_expr_uniform(l->u.loop.cond) || !pp_has_stmt(a->r, l))
        return 0;
    if (!p || p->kind != PP_NODE_FOR || !p->u.loop.parallel || !p->u.loop.generated || p->u.loop.step != 1)
        return 0;
    below = ana_unwrap(p->u.loop.body);
    if (below && below->kind == PP_NODE_FOR && below->u.loop.parallel)
        return 0; /* a band of two dimensions or more: enough work-items per step */
    if (!pp_expr_names_iter(p->u.loop.init, l->u.loop.depth) && !pp_expr_names_iter(p->u.loop.cond, l->u.loop.depth))
        return 0;
    w = pp_point_work(a->m, p->u.loop.body);
    return w >= 0 && w <= PP_SWEEP_WORK;
}

/* Add a nest rooted at "root" inside the host loops "host"; with "sweep"
 * above 0, "root" is the first of that many serial loops (ana_sweep) that
 * join the band before the parallel loop below them; with "chain", the
 * serial loop whose body the kernel runs part by part (pp_chain). */
static int ana_add_nest_swept(ana *a, pp_node *root, pp_node **host, int nhost, int sweep, int chain)
{
    pp_region *r = a->r;
    pp_nest n;
    pp_node *body;
    int i;
    memset(&n, 0, sizeof(n));
    n.name = pp_printf(a->m->arena, "%s_%d", r->name, r->nnests);
    n.root = root;
    n.nhost = nhost;
    if (nhost) {
        n.host = pp_alloc(a->m->arena, sizeof(pp_node *) * (size_t)nhost);
        if (!n.host)
            return -1;
        for (i = 0; i < nhost; i++)
            n.host[i] = host[i];
    }
    if (chain) {
        ana_mark_kernel(root);
        root->u.loop.swept = 1;
        root->u.loop.role = PP_LOOP_BAND;
        root->u.loop.band_dim = 0;
        n.band[n.nband++] = root;
        n.sweep = 1;
        n.chain = 1;
    } else if (sweep > 0) {
        ana_mark_kernel(root);
        for (body = root; n.nband <= sweep; body = ana_unwrap(body->u.loop.body)) {
            body->u.loop.swept = n.nband < sweep;
            n.band[n.nband++] = body;
        }
        n.sweep = sweep;
        for (i = 0; i < n.nband; i++) {
            n.band[i]->u.loop.role = PP_LOOP_BAND;
            n.band[i]->u.loop.band_dim = i;
        }
    } else if (root->kind != PP_NODE_FOR || !root->u.loop.parallel) {
        ana_mark_kernel(root); /* run by one work-item */
    } else {
        ana_mark_kernel(root);
        n.band[n.nband++] = root;
        body = ana_unwrap(root->u.loop.body);
        while (n.nband < PP_MAX_BAND && body && body->kind == PP_NODE_FOR && body->u.loop.parallel) {
            n.band[n.nband++] = body;
            body = ana_unwrap(body->u.loop.body);
        }
        for (i = 0; i < n.nband; i++) {
            n.band[i]->u.loop.role = PP_LOOP_BAND;
            n.band[i]->u.loop.band_dim = i;
        }
    }
    for (i = 0; i < n.nband && i < r->ntile && !n.sweep; i++)
        n.tile[i] = r->tile[i];
    for (i = 0; i < n.nband && r->nworkgroup == n.nband && !n.sweep; i++)
        n.workgroup[i] = r->workgroup[i];
    if (!n.sweep)
        ana_workgroup(&n);
    root->nest = r->nnests;
    if (!n.name || ana_nest_stmts(a, &n, root, host, nhost) ||
        pp_vec_push(a->m->arena, &r->nests, &r->nnests, &a->cap_nests, sizeof(n), &n))
        return -1;
    return 0;
}

static int ana_add_nest(ana *a, pp_node *root, pp_node **host, int nhost)
{
    return ana_add_nest_swept(a, root, host, nhost, 0, 0);
}

/* Return nonzero when loop "l" holds a statement of the region (a loop
 * with an empty body runs nothing: it stays a host loop). */
int pp_has_stmt(const pp_region *r, const pp_node *l)
{
    int i;
    for (i = 0; i < r->nstmts; i++)
        if (ana_inside(&r->stmts[i], l))
            return 1;
    return 0;
}

/* Return nonzero when a loop below "n" (or "n") is parallel and runs a
 * statement. */
int pp_has_parallel(const pp_region *r, const pp_node *n)
{
    int i;
    if (!n)
        return 0;
    switch (n->kind) {
    case PP_NODE_FOR:
        return (n->u.loop.parallel && pp_has_stmt(r, n)) || pp_has_parallel(r, n->u.loop.body);
    case PP_NODE_IF:
        return pp_has_parallel(r, n->u.cond.then_node) || pp_has_parallel(r, n->u.cond.else_node);
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            if (pp_has_parallel(r, n->u.block.v[i]))
                return 1;
        return 0;
    default:
        return 0;
    }
}

/* Return nonzero when "n", a node of a block outside every parallel loop,
 * would be a nest with an empty band of its own: a statement, a condition
 * on data, or a serial loop with no parallel loop below it. */
int pp_serial_piece(const pp_region *r, const pp_node *n)
{
    switch (n->kind) {
    case PP_NODE_ASSIGN:
        return n->u.assign.stmt >= 0;
    case PP_NODE_CALL:
        return 1;
    case PP_NODE_DECL:
        return n->u.decl.stmt >= 0;
    case PP_NODE_IF:
        return n->u.cond.stmt >= 0;
    case PP_NODE_FOR:
        return pp_has_stmt(r, n) && !n->u.loop.parallel && !pp_has_parallel(r, n->u.loop.body);
    default:
        return 0;
    }
}

/* Return nonzero when expression "e" names region-local scalar "l". */
static int ana_expr_uses(const pp_expr *e, int l)
{
    int i;
    if (!e)
        return 0;
    if (e->kind == PP_EXPR_ID && e->sym == PP_SYM_LOCAL && e->index == l)
        return 1;
    for (i = 0; i < e->nargs; i++)
        if (ana_expr_uses(e->args[i], l))
            return 1;
    return 0;
}

/* Return nonzero when node "n" itself (not the nodes below it) names
 * region-local scalar *(const int *)arg. */
int pp_names_local(const pp_node *n, const void *arg)
{
    int l = *(const int *)arg;
    switch (n->kind) {
    case PP_NODE_FOR:
        return ana_expr_uses(n->u.loop.init, l) || ana_expr_uses(n->u.loop.cond, l);
    case PP_NODE_IF:
        return ana_expr_uses(n->u.cond.cond, l);
    case PP_NODE_ASSIGN:
        return ana_expr_uses(n->u.assign.lhs, l) || ana_expr_uses(n->u.assign.rhs, l);
    case PP_NODE_DECL:
        return n->u.decl.local == l || ana_expr_uses(n->u.decl.init, l);
    case PP_NODE_CALL:
        return ana_expr_uses(n->u.call.expr, l);
    default:
        return 0;
    }
}

/* In block "blk", gather the run of serial pieces starting at child "i"
 * (with the declarations without initializer among them) into one block
 * node, so that one single-work-item launch runs them all: fewer
 * launches, and the scalars they pass each other stay in the kernel.
 * Return 0 or -1 (out of memory). */
static int ana_serial_run(ana *a, pp_node *blk, int i, pp_node **host, int nhost)
{
    pp_node **v = blk->u.block.v, *m;
    int j = i, pieces = 0, k;
    while (j < blk->u.block.n && (pp_serial_piece(a->r, v[j]) ||
                                  (v[j]->kind == PP_NODE_DECL && v[j]->u.decl.stmt < 0))) {
        pieces += pp_serial_piece(a->r, v[j]);
        j++;
    }
    while (j > i && !pp_serial_piece(a->r, v[j - 1]))
        j--;
    /* a scalar declared in the run and used after it: the block would end
     * its scope (and a later analysis, after array expansion, may put
     * both in one kernel) */
    for (k = i; k < j; k++)
        if (v[k]->kind == PP_NODE_DECL) {
            int after;
            for (after = j; after < blk->u.block.n; after++)
                if (pp_node_any(v[after], pp_names_local, &v[k]->u.decl.local))
                    return 0;
        }
    if (pieces < 2)
        return 0;
    m = pp_alloc(a->m->arena, sizeof(*m));
    if (!m)
        return -1;
    memset(m, 0, sizeof(*m));
    m->kind = PP_NODE_BLOCK;
    m->loc = v[i]->loc;
    m->end = v[j - 1]->end;
    m->nest = -1;
    m->u.block.n = j - i;
    m->u.block.v = pp_alloc(a->m->arena, sizeof(pp_node *) * (size_t)(j - i));
    if (!m->u.block.v)
        return -1;
    for (k = i; k < j; k++)
        m->u.block.v[k - i] = v[k];
    v[i] = m;
    for (k = j; k < blk->u.block.n; k++)
        v[i + 1 + k - j] = v[k];
    blk->u.block.n -= j - i - 1;
    return ana_add_nest(a, m, host, nhost) < 0 ? -1 : 1;
}

/* Split the subtree "n" under host loops "host" into host loops and
 * nests.  A serial loop with no parallel loop below it is one nest with
 * an empty band (one work-item runs the whole loop), not a host loop that
 * launches its body once per iteration. */
static int ana_split(ana *a, pp_node *n, pp_node **host, int nhost)
{
    int i;
    if (!n)
        return 0;
    switch (n->kind) {
    case PP_NODE_FOR:
        if (!pp_has_stmt(a->r, n))
            return 0;
        if (n->u.loop.parallel || !pp_has_parallel(a->r, n->u.loop.body))
            return ana_add_nest(a, n, host, nhost);
        if ((i = ana_sweep(a, n)) > 0)
            return ana_add_nest_swept(a, n, host, nhost, i, 0);
        if (pp_chain(a->m, a->r, n))
            return ana_add_nest_swept(a, n, host, nhost, 1, 1);
        n->u.loop.role = PP_LOOP_HOST;
        host[nhost] = n;
        return ana_split(a, n->u.loop.body, host, nhost + 1);
    case PP_NODE_IF:
        if (n->u.cond.stmt >= 0)
            return ana_add_nest(a, n, host, nhost);
        return ana_split(a, n->u.cond.then_node, host, nhost) || ana_split(a, n->u.cond.else_node, host, nhost);
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++) {
            int k = ana_serial_run(a, n, i, host, nhost);
            if (k < 0 || (!k && ana_split(a, n->u.block.v[i], host, nhost)))
                return -1;
        }
        return 0;
    case PP_NODE_ASSIGN:
        return n->u.assign.stmt >= 0 ? ana_add_nest(a, n, host, nhost) : 0;
    case PP_NODE_CALL:
        return ana_add_nest(a, n, host, nhost);
    case PP_NODE_DECL:
        return n->u.decl.stmt >= 0 ? ana_add_nest(a, n, host, nhost) : 0;
    }
    return 0;
}

int pp_outer_carried(const pp_region *r, int l)
{
    int i, nest = -1;
    for (i = 0; i < r->naccesses; i++) {
        const pp_access *a = &r->accesses[i];
        if (a->array >= 0 || a->local != l)
            continue;
        if (nest >= 0 && r->stmts[a->stmt].nest != nest)
            return 1;
        nest = r->stmts[a->stmt].nest;
    }
    return nest >= 0 && r->locals[l].depth < r->nests[nest].nhost;
}

static const char *const ana_kind_names[] = {"flow", "anti", "output"};

/* Append "S3 (reads A[i - 1][j])" for reference "k" to "b". */
static void ana_describe_ref(ana *a, pp_str *b, int k)
{
    const pp_access *x = &a->r->accesses[k];
    pp_str_addf(b, "%s (%s ", a->r->stmts[x->stmt].name, x->write ? "writes" : "reads");
    pp_print_expr(b, x->expr);
    pp_str_add(b, ")");
}

/* Check each loop named in the parallel(...) clause. */
static void ana_check_claims(ana *a, pp_node *n, int *found)
{
    pp_region *r = a->r;
    int i;
    if (!n)
        return;
    if (n->kind == PP_NODE_FOR) {
        for (i = 0; i < r->nparallel; i++)
            if (!strcmp(r->parallel[i], n->u.loop.iter)) {
                const pp_dep *x = ana_carrier_for(a, n, 1);
                found[i] = 1;
                if (x) {
                    pp_str b = {0};
                    pp_str_addf(&b, "loop '%s' is not parallel, as parallel(%s) claims: it carries a %s dependence "
                                    "from ",
                                n->u.loop.iter, n->u.loop.iter, ana_kind_names[x->kind]);
                    ana_describe_ref(a, &b, x->src);
                    pp_str_add(&b, " to ");
                    ana_describe_ref(a, &b, x->sink);
                    pp_error(a->d, r->parallel_loc[i], "%s", pp_str_get(&b));
                    pp_note(a->d, n->loc, "the loop over '%s' is here", n->u.loop.iter);
                    pp_str_free(&b);
                    a->failed = 1;
                }
            }
        ana_check_claims(a, n->u.loop.body, found);
    } else if (n->kind == PP_NODE_IF) {
        ana_check_claims(a, n->u.cond.then_node, found);
        ana_check_claims(a, n->u.cond.else_node, found);
    } else if (n->kind == PP_NODE_BLOCK) {
        for (i = 0; i < n->u.block.n; i++)
            ana_check_claims(a, n->u.block.v[i], found);
    }
}

int pp_analyze_region(pp_model *m, pp_region *r, pp_diag *d)
{
    ana a;
    pp_node *host[64];
    int i, *found;
    memset(&a, 0, sizeof(a));
    a.m = m;
    a.r = r;
    a.d = d;
    a.ctx = m->ctx;
    if (ana_all_deps(&a)) {
        pp_isl_error(m->ctx, d, r->pragma);
        return -1;
    }
    ana_mark_parallel(&a, r->root);
    if (isl_ctx_last_error(m->ctx) == isl_error_quota) {
        pp_isl_error(m->ctx, d, r->pragma);
        return -1;
    }
    found = pp_alloc(m->arena, sizeof(int) * (size_t)(r->nparallel + 1));
    if (!found)
        return -1;
    ana_check_claims(&a, r->root, found);
    for (i = 0; i < r->nparallel; i++)
        if (!found[i]) {
            pp_error(d, r->parallel_loc[i], "parallel(%s): the region has no loop over '%s'", r->parallel[i],
                     r->parallel[i]);
            a.failed = 1;
        }
    if (a.failed)
        return -1;
    if (ana_split(&a, r->root, host, 0)) {
        pp_error(d, r->pragma, "out of memory");
        return -1;
    }
    for (i = 0; i < r->nnests; i++)
        if (pp_func_nest(m, r, &r->nests[i])) {
            pp_error(d, r->pragma, "out of memory");
            return -1;
        }
    return 0;
}
