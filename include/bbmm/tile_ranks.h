/* bbmm/tile_ranks.h - the tile loop's part for several MPI ranks: the
 * agreement of every rank at a run's start and end (what they compare:
 * agree.h), the directory of what each rank lacks brought up to date
 * before the run and the gathers after it (ranks.h).  Part of bbmm.h
 * through tile.h, which alone includes it, right before the run's
 * start and end (bbmm_tiles_begin, bbmm_tiles_end) that call it.
 */
#ifndef BBMM_TILE_H
#error "bbmm/tile_ranks.h is a part of bbmm/tile.h: include bbmm.h"
#elif !defined(BBMM_TILE_RANKS_H)
#define BBMM_TILE_RANKS_H

#include <stdlib.h>

BBMM_EXTERN_C_BEGIN

/* ---- several ranks (ranks.h) ------------------------------------------ */

/* bbmmi_rank_agree_at for run "run" of "nest" (at BBMMI_AT_RUN_BEGIN or
 * _END, lock not held), with the nest's arrays found here. */
static inline bbmm_status bbmmi_rank_agree_nest(bbmm_context *ctx, bbmm_status st, int at, const bbmm_nest *nest,
                                                uint64_t run)
{
    const bbmmi_array *few[16], **arr = few;
    int i;
    if (bbmmi_nranks(ctx) < 2)
        return st;
    if (nest->narrays > 16 && !(arr = (const bbmmi_array **)malloc((size_t)nest->narrays * sizeof(*arr)))) {
        arr = NULL; /* the agreement says this rank failed */
        if (st == BBMM_OK)
            st = bbmmi_error(ctx, BBMM_ERR_NOMEM, "nest %s: out of host memory", nest->name ? nest->name : "?");
    }
    bbmmi_lock(ctx);
    for (i = 0; arr && i < nest->narrays; i++)
        arr[i] = nest->arrays ? bbmmi_mgr_array(ctx, nest->arrays[i]) : NULL;
    bbmmi_unlock(ctx);
    st = bbmmi_rank_agree_at(ctx, st, at, nest, arr, run, NULL);
    if (arr != few)
        free(arr);
    return st;
}

/* The start of a run under several ranks: agree on how the start went;
 * then evaluate the boxes of every tile of the run (every rank's), plan
 * the moves that give each rank what its tiles need and it lacks, carry
 * them out, and keep every tile's write boxes for the end of the run. */
static inline bbmm_status bbmmi_tiles_ranks_begin(bbmm_tiles *tl, bbmm_status st)
{
    bbmm_context *ctx = tl->ctx;
    const bbmm_nest *nest = tl->nest;
    bbmmi_run *r = tl->run;
    bbmm_tile_spec spec;
    bbmmi_array **arr = NULL;
    bbmmi_rplan plan;
    size_t t, k;
    int i;
    tl->ranked = 1;
    tl->rank_run = bbmmi_run_number(r);
    if ((st = bbmmi_rank_agree_nest(ctx, st, BBMMI_AT_RUN_BEGIN, nest, tl->rank_run)) != BBMM_OK || !r)
        return st;
    memset(&spec, 0, sizeof(spec));
    memset(&plan, 0, sizeof(plan));
    arr = (bbmmi_array **)calloc((size_t)nest->narrays + 1, sizeof(*arr));
    if (!arr)
        st = BBMM_ERR_NOMEM;
    bbmmi_lock(ctx);
    for (i = 0; i < nest->narrays && st == BBMM_OK; i++)
        if (!(arr[i] = bbmmi_mgr_array(ctx, nest->arrays[i])) || !arr[i]->rdir)
            st = BBMM_ERR_NOT_FOUND;
    for (t = 0; t < r->ntiles && st == BBMM_OK; t++) {
        int rank = bbmmi_rank_of(ctx, bbmm_dist_device(ctx, r, t));
        if ((st = bbmmi_spec_prepare(&spec, nest->narrays)) != BBMM_OK)
            break;
        spec.cell = r->cells[t];
        st = nest->boxes(nest->user, &r->tiles[t], &spec);
        for (i = 0; i < nest->narrays && st == BBMM_OK; i++) {
            bbmm_tile_slot *e = &spec.slot[i];
            for (k = 0; k < e->init.n && st == BBMM_OK; k++) {
                if ((e->flags[k] & BBMM_BOX_READ) || !(e->flags[k] & BBMM_BOX_WRITE_ALL))
                    st = bbmmi_rplan_lacking(&plan, 0, arr[i], rank, &e->init.v[k]);
                if (st == BBMM_OK && (e->flags[k] & BBMM_BOX_WRITE))
                    st = bbmmi_rplan_push(&tl->writes, arr[i], rank, -1, &e->init.v[k]);
            }
        }
    }
    bbmmi_unlock(ctx);
    bbmmi_spec_free(&spec);
    free(arr);
    if (st == BBMM_OK)
        st = bbmmi_rank_async(ctx) ? bbmmi_rplan_post(ctx, &plan, BBMM_PURPOSE_FLOWOUT)
                                   : bbmmi_rplan_run(ctx, &plan, BBMM_PURPOSE_FLOWOUT, 0);
    bbmmi_lock(ctx); /* the last run's early notes served its messages */
    bbmmi_rearly_clear(ctx);
    for (k = 0; k < plan.n && st == BBMM_OK; k++) /* messages came: BBMM_EARLY=auto splits here */
        if (plan.v[k].dst == bbmmi_rank(ctx) && plan.v[k].src != plan.v[k].dst)
            for (i = 0; i < bbmm_mgr(ctx)->ndev; i++)
                bbmm_mgr(ctx)->store[i].took = 1;
    bbmmi_unlock(ctx);
    free(plan.v);
    if (st == BBMM_ERR_NOMEM || st == BBMM_ERR_NOT_FOUND)
        st = bbmmi_error(ctx, st, "nest %s: %s while planning the messages between ranks",
                         nest->name ? nest->name : "?", st == BBMM_ERR_NOMEM ? "out of host memory" : "an array is not registered");
    return st;
}

/* The end of a run under several ranks: every tile's writes enter the
 * directory (on this rank's devices, what other ranks wrote is older now:
 * no longer dirty, stale), then the ranks agree on how the run went. */
static inline bbmm_status bbmmi_tiles_ranks_end(bbmm_tiles *tl, bbmm_status st)
{
    bbmm_context *ctx = tl->ctx;
    int me = bbmmi_rank(ctx);
    bbmm_status sw = BBMM_OK;
    size_t i;
    /* also after a failure: every rank records the same writes, and a
     * rank whose tile did not run has its old values, which others then
     * take from it */
    bbmmi_lock(ctx);
    for (i = 0; i < tl->writes.n && sw == BBMM_OK; i++) {
        const bbmmi_rmove *w = &tl->writes.v[i];
        sw = bbmmi_rdir_write(w->a->rdir, &w->box, w->src);
        if (sw == BBMM_OK && w->src != me)
            sw = bbmmi_ranks_older(w->a, &w->box);
    }
    bbmmi_unlock(ctx);
    if (sw != BBMM_OK && st == BBMM_OK)
        st = bbmmi_error(ctx, sw, "rank directory: out of host memory");
    free(tl->writes.v);
    memset(&tl->writes, 0, sizeof(tl->writes));
    tl->ranked = 0;
    if (st == BBMM_OK)
        st = bbmmi_rank_async_status(ctx); /* a message that failed */
    return bbmmi_rank_agree_nest(ctx, st, BBMMI_AT_RUN_END, tl->nest, tl->rank_run);
}

BBMM_EXTERN_C_END

#endif
