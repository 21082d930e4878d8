/* pragma-tool/fuse.c - sibling nests fused (PP_SCHED_FUSE): consecutive
 * nests with no dependence between them inside one iteration of their
 * host loops, given one schedule so that they run as one nest, one launch
 * a run (schedule.c turns the schedule into the region's new tree,
 * front.c keeps it only where nothing else is lost).
 */
#include <stdlib.h>
#include <string.h>

#include <isl/aff.h>
#include <isl/map.h>
#include <isl/schedule.h>
#include <isl/local_space.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/union_set.h>
#include <isl/val.h>

#include "internal.h"

/* Nonzero when nest "k" of "r" may join a fused group: a kernel band of
 * parallel loops (not a sweep or a chain, not a 0-dimensional nest), each
 * statement's order constants inside the band 0 (the band's loops nested
 * one in the other), its statements' schedules of the 2d+1 form, and no
 * loop inside its work-items: a nest whose work-items run loops (mvt's
 * reductions) pays little for its launch, and fused, each work-item runs
 * the loops of both one after the other where two launches of as many
 * work-items ran them side by side (PolyBench mvt at LARGE on an H100:
 * 1.4-1.9 ms as two launches, 3.9-4.4 ms as one). */
static int sch_fuse_nest_ok(const pp_region *r, int k)
{
    const pp_nest *n = &r->nests[k];
    int d, i;
    if (n->nband < 1 || n->sweep || n->chain)
        return 0;
    for (d = 0; d < n->nband; d++)
        if (!n->band[d]->u.loop.parallel)
            return 0;
    for (i = 0; i < n->nstmts; i++) {
        const pp_stmt *st = &r->stmts[n->stmts[i]];
        if (!st->schedule || st->depth != n->nhost + n->nband)
            return 0;
        for (d = 1; d < n->nband; d++) {
            isl_val *v = isl_map_plain_get_val_if_fixed(st->schedule, isl_dim_out, (unsigned)(2 * (n->nhost + d)));
            int zero = v && isl_val_is_zero(v);
            isl_val_free(v);
            if (!zero)
                return 0;
        }
    }
    return 1;
}

/* Nonzero when a dependence joins a statement of nest "a" and one of nest
 * "b" inside one iteration of their host loops (its relation holds
 * instances with equal host iterators), or when that is not known. */
static int sch_fuse_dep(const pp_region *r, int a, int b)
{
    int i, h = r->nests[a].nhost, d;
    for (i = 0; i < r->ndeps; i++) {
        int x = r->stmts[r->accesses[r->deps[i].src].stmt].nest, y = r->stmts[r->accesses[r->deps[i].sink].stmt].nest;
        isl_map *same;
        isl_bool empty;
        if (!((x == a && y == b) || (x == b && y == a)))
            continue;
        if (!r->deps[i].rel || (int)isl_map_dim(r->deps[i].rel, isl_dim_in) < h ||
            (int)isl_map_dim(r->deps[i].rel, isl_dim_out) < h)
            return 1;
        same = isl_map_copy(r->deps[i].rel);
        for (d = 0; d < h; d++)
            same = isl_map_equate(same, isl_dim_in, (unsigned)d, isl_dim_out, (unsigned)d);
        empty = isl_map_is_empty(same);
        isl_map_free(same);
        if (empty != isl_bool_true)
            return 1;
    }
    return 0;
}

typedef struct sch_fuse_walk {
    const pp_region *r;
    int *group; /* per nest: the first nest of its group (itself when alone) */
    int fused;  /* nests that joined a group of an earlier one */
} sch_fuse_walk;

/* Group the runs of sibling nests below "n". */
static void sch_fuse_node(sch_fuse_walk *w, const pp_node *n)
{
    int i, j, g;
    if (!n)
        return;
    switch (n->kind) {
    case PP_NODE_FOR:
        if (n->nest < 0)
            sch_fuse_node(w, n->u.loop.body);
        break;
    case PP_NODE_IF:
        sch_fuse_node(w, n->u.cond.then_node);
        sch_fuse_node(w, n->u.cond.else_node);
        break;
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++) {
            const pp_node *c = n->u.block.v[i];
            if (c->nest < 0) {
                sch_fuse_node(w, c);
                continue;
            }
            if (!sch_fuse_nest_ok(w->r, c->nest))
                continue;
            /* the nests right after it that depend on none of the group
             * within one host iteration join it */
            for (j = i + 1; j < n->u.block.n && n->u.block.v[j]->nest >= 0; j++) {
                int k = n->u.block.v[j]->nest, ok = sch_fuse_nest_ok(w->r, k);
                for (g = i; ok && g < j; g++)
                    ok = !sch_fuse_dep(w->r, n->u.block.v[g]->nest, k);
                if (!ok)
                    break;
                if (w->group)
                    w->group[k] = c->nest;
                w->fused++;
            }
            i = j - 1;
        }
        break;
    default:
        break;
    }
}

/* The nests of "r" that join a group of sibling nests before them; with
 * "group" (one per nest), each nest's group (its first nest). */
int pp_sched_fuse_groups(const pp_region *r, int *group)
{
    sch_fuse_walk w;
    int k;
    if (!r->nests || r->nnests < 2 || !r->root)
        return 0;
    w.r = r;
    w.group = group;
    w.fused = 0;
    if (group)
        for (k = 0; k < r->nnests; k++)
            group[k] = k;
    sch_fuse_node(&w, r->root);
    return w.fused;
}

/* The schedule of "r" with its groups of sibling nests fused: each
 * statement's 2d+1 schedule [b0, i0, b1, i1, ..., b_M], for a statement
 * of a group (h host loops, a band of k of the group's widest D loops, in
 * a nest at order constant b_h) becomes
 *   [b0, i0, ..., i_{h-1}, b_h of the group's first nest, 0 x (D - k),
 *    the band's k iterators, b_h, the rest from b_{h+k}, 0 ...]
 * (the bands' innermost loops aligned: fdtd-2d's row ey[0][j] at i = 0
 * of the 2-D updates), every other statement's kept, padded with zeros;
 * NULL on error. */
isl_schedule *pp_sched_fuse(pp_region *r, isl_ctx *ctx)
{
    int *group = calloc((size_t)r->nnests + 1, sizeof(int)), *width = calloc((size_t)r->nnests + 1, sizeof(int));
    int *size = calloc((size_t)r->nnests + 1, sizeof(int));
    isl_union_map *all = NULL;
    isl_schedule *sched = NULL;
    int i, k, len = 0, maxd = 0;
    if (!group || !width || !size || pp_sched_fuse_groups(r, group) < 1)
        goto out;
    for (k = 0; k < r->nnests; k++) {
        size[group[k]]++;
        if (r->nests[k].nband > width[group[k]])
            width[group[k]] = r->nests[k].nband;
    }
    for (k = 0; k < r->nnests; k++)
        if (width[k] > maxd)
            maxd = width[k];
    all = isl_union_map_empty(isl_set_get_space(r->context));
    for (i = 0; i < r->nstmts && all; i++) {
        const pp_stmt *st = &r->stmts[i];
        const pp_nest *n = st->nest >= 0 ? &r->nests[st->nest] : NULL;
        int in = (int)isl_map_dim(st->schedule, isl_dim_out), g = n ? group[st->nest] : -1;
        int fused = n && size[g] > 1, h = n ? n->nhost : 0, b = n ? n->nband : 0, q, p;
        isl_space *from = isl_space_range(isl_map_get_space(st->schedule)), *to;
        isl_local_space *ls;
        isl_aff_list *list;
        isl_val *first = NULL;
        if (!len)
            len = in + maxd + 1;
        to = isl_space_add_dims(isl_space_set_from_params(isl_space_params(isl_space_copy(from))), isl_dim_set,
                                (unsigned)len);
        ls = isl_local_space_from_space(isl_space_copy(from));
        list = isl_aff_list_alloc(ctx, len);
#define SCH_VAR_(pos) isl_aff_var_on_domain(isl_local_space_copy(ls), isl_dim_set, (unsigned)(pos))
#define SCH_VAL_(v) isl_aff_val_on_domain(isl_local_space_copy(ls), (v))
        if (fused) {
            first = isl_map_plain_get_val_if_fixed(r->stmts[r->nests[g].stmts[0]].schedule, isl_dim_out,
                                                   (unsigned)(2 * h));
            if (!first || isl_val_is_nan(first))
                list = isl_aff_list_free(list);
            for (p = 0; p < 2 * h; p++)
                list = isl_aff_list_add(list, SCH_VAR_(p));
            list = isl_aff_list_add(list, SCH_VAL_(isl_val_copy(first)));
            for (q = 0; q < width[g] - b; q++)
                list = isl_aff_list_add(list, SCH_VAL_(isl_val_zero(ctx)));
            for (q = 0; q < b; q++)
                list = isl_aff_list_add(list, SCH_VAR_(2 * h + 1 + 2 * q));
            list = isl_aff_list_add(list, SCH_VAR_(2 * h));
            for (p = 2 * h + 2 * b; p < in; p++)
                list = isl_aff_list_add(list, SCH_VAR_(p));
        } else {
            for (p = 0; p < in; p++)
                list = isl_aff_list_add(list, SCH_VAR_(p));
        }
        while (list && isl_aff_list_n_aff(list) < len)
            list = isl_aff_list_add(list, SCH_VAL_(isl_val_zero(ctx)));
#undef SCH_VAR_
#undef SCH_VAL_
        isl_val_free(first);
        isl_local_space_free(ls);
        if (!list || isl_aff_list_n_aff(list) != len) {
            isl_aff_list_free(list);
            isl_space_free(from);
            isl_space_free(to);
            all = isl_union_map_free(all);
            break;
        }
        all = isl_union_map_add_map(
            all, isl_map_apply_range(isl_map_copy(st->schedule),
                                     isl_map_from_multi_aff(isl_multi_aff_from_aff_list(
                                         isl_space_map_from_domain_and_range(from, to), list))));
    }
    if (all) {
        isl_multi_union_pw_aff *mupa = isl_multi_union_pw_aff_from_union_map(all);
        all = NULL;
        sched = isl_schedule_insert_partial_schedule(isl_schedule_from_domain(isl_union_set_copy(r->domain)), mupa);
        sched = isl_schedule_map_schedule_node_bottom_up(sched, &pp_sched_atomic, NULL);
    }
out:
    free(group);
    free(width);
    free(size);
    isl_union_map_free(all);
    return sched;
}

