/* bbmm/replay.h - plan once, replay: a run that finds what its nest's
 * last run left enqueues that run's launches again, without placing its
 * boxes.  Part of bbmm.h (after tile.h); see its manual.
 *
 * A time loop's nest runs thousands of times with the same tiles and the
 * same boxes, and once its arrays are on the device each run is the same:
 * every box is found present and valid, nothing is allocated or moved,
 * and the kernel launches take the same buffers and box tables; only the
 * scalars (the time step) differ.  The manager's work for such a run (the
 * boxes' placement, the flows, the writes marked in the directory, a few
 * microseconds per run on an H200 host) changes nothing.  So a nest keeps
 * a plan (with its kernel's memo, grid.h's bbmmi_nest_memo.plan):
 *
 *   state   what the run's decisions depend on, serialized where the run
 *           begins: the nest (its arrays, scalars' sizes, space, cover,
 *           tile and work-group shapes, boxes() function), the run's tiles
 *           and devices, the counts of every allocation, free, eviction
 *           and transfer of the context, and the directory of the nest's
 *           arrays (each resident box: its device, box, buffer, offset,
 *           flags, and which of its elements are newer or older than the
 *           host);
 *   specs   what boxes() gave each tile (every box, flow-out, write-out,
 *           span and early box);
 *   launch  each launch the run made: kernel, device, sizes, every
 *           argument's bytes, the buffers it touches (for the hazards of
 *           later copies), its work-items (bbmmi_launch_rec: the thin
 *           layer says what it enqueued, the method keeps it, run.h's
 *           bbmmi_launch).
 *
 * A run records them when its context has one device, one rank, no
 * bounds checks, the run is not pipelined, and a recent run of the
 * kernel began with the same state, the directory aside (a time loop's
 * second run records; a factorization's nests, whose tiles change every
 * run, never pay for serializing their long directory lists).  The plan becomes valid
 * when the run ends well with its state unchanged: the run allocated,
 * freed and moved nothing, and left the directory of its arrays as it
 * found it (its writes were already marked newer on the device).  A
 * later run whose state, where it begins, equals the plan's evaluates
 * boxes() for each of its tiles; when every tile's boxes equal the plan's
 * too, the run is the recorded one: it sets the recorded arguments (the
 * scalars from this run) and enqueues the recorded launches (the thin
 * layer's bbmmi_kernel_replay), and bbmm_tiles_next then has no tile to
 * hand out.  Otherwise the run takes its tiles from the first and records
 * anew.  Nothing is assumed: equal inputs to a deterministic algorithm,
 * so the same launches; and the recorded run changed nothing, so skipping
 * its manager work skips nothing.  Statistics: runs_replayed.
 *
 * The plan's functions run once per run or per launch of a recording run,
 * so their bodies are compiled once, into libbbmm (BBMM_METHOD_BODIES,
 * lib/method.c); the calls of the tile loop are declared in tile.h, those
 * of a run's bookkeeping (bbmm/run.h) here.
 */
#ifndef BBMM_TILE_H
#error "bbmm/replay.h is a part of bbmm.h: include bbmm.h"
#elif !defined(BBMM_REPLAY_H)
#define BBMM_REPLAY_H

#include <stdlib.h>
#include <string.h>

#include "exec.h"
#include "grid.h"

BBMM_EXTERN_C_BEGIN

/* ---- thin layer (lib/exec.c) -------------------------------------------- */

/* A kernel the thin layer built (its cache holds it until the context
 * ends), held as the manager holds buffers (bbmm_buf). */
typedef struct _cl_kernel *bbmm_kern;

/* One launch as the thin layer enqueued it (run.h's bbmmi_launch), and as
 * a plan keeps it to enqueue again: "id" (unique in the process, never 0:
 * the plan's) names it, so that a replay knows whether the kernel still
 * holds the arguments it set; kernel "k" (its name "name", the cache's)
 * on device "dev", "nd" dimensions of "global" and "local" sizes
 * (OpenCL's order); "args" every argument as the thin layer set it, in
 * order, each as a record of two uint64_t (its index, its size) and then
 * its bytes, those from index "scalar0" on the nest's scalars; the
 * buffers it touches ("acc", "nacc": -1 unknown), its work-items, and the
 * meter its device time goes to (NULL: none). */
typedef struct bbmmi_launch_rec {
    uint64_t id;
    int dev;
    bbmm_kern k;
    const char *name;
    unsigned nd, scalar0;
    size_t global[3], local[3];
    bbmmi_bytes args;
    bbmmi_acc *acc;
    int nacc;
    uint64_t items;
    bbmmi_meter *meter;
} bbmmi_launch_rec;

/* Enqueue recorded launch "l" again with the scalars of "nest" (its
 * arguments' records, the scalars' values taken from "nest"): when the
 * kernel's arguments are still those launch l->id set last (no other
 * launch set any since), only the scalars are set again; without an event
 * of its own where no one reads its time (one launch in lookahead/2
 * carries one).  Counted as a launch (statistics, the last work-group). */
bbmm_status bbmmi_kernel_replay(bbmm_context *ctx, const bbmm_nest *nest, const bbmmi_launch_rec *l);
/* Nonzero under BBMM_CHECK=bounds (the kernels write check records). */
int bbmmi_exec_checks(const bbmm_context *ctx);

/* ---- the plan ------------------------------------------------------------ */

#ifdef BBMM_METHOD_BODIES /* compiled once (config.h) */

/* A growable byte buffer (exec.h). */
typedef bbmmi_bytes bbmmi_plan_buf;

/* One plan: a recorded run. */
typedef struct bbmmi_plan_one {
    int valid;
    bbmmi_plan_buf state; /* a valid plan: the state its run began and ended with */
    bbmmi_plan_buf now;   /* the state where the recording run began */
    bbmmi_plan_buf specs; /* the recorded tiles' boxes, in order */
    size_t ntiles;        /* tiles noted */
    bbmmi_launch_rec *l;
    int nl, lcap;
    bbmmi_plan_buf pend;  /* the arguments of the launch being set */
    uint64_t activity;    /* bbmmi_plan_activity where the recording run began */
    uint64_t head;        /* bbmmi_plan_hash of bbmmi_plan_state where the recording run began */
} bbmmi_plan_one;

/* The plans of one kernel: a few, since one kernel may serve several
 * nests (a hand-written stencil's two sweeps, its arrays swapped), each
 * with a state of its own, or one nest several boxes from one state (its
 * region in a loop over m: rhs[m][*][*][k]); the oldest recording gives
 * way. */
#define BBMMI_PLAN_N 8
struct bbmmi_plan {
    bbmmi_plan_one p[BBMMI_PLAN_N];
    int next;       /* the plan the next recording takes */
    /* the hash of bbmmi_plan_state (the directory aside) of recent runs
     * that recorded nothing: a run records only a state seen before (a
     * time loop's second run), so a nest whose tiles change every run
     * (cholesky's shrinking trailing matrix) never serializes its
     * directory, nor keeps launches it will not repeat */
    uint64_t seen[BBMMI_PLAN_N];
    int seen_next;
    bbmmi_plan_buf now; /* the state where the current run began */
    bbmmi_plan_buf cmp; /* scratch: the current run's tiles' boxes, or the state it leaves */
    /* runs whose boxes matched no plan of their state since a run last
     * replayed, and runs left to go without a plan: a nest whose boxes
     * move every run from the same state (floyd's row k) would compare
     * and record each run for nothing, its state and boxes serialized
     * twice; after BBMMI_PLAN_N such runs in a row the next runs go
     * without a plan, 1, 2, 4 ... up to BBMMI_PLAN_SKIP_MAX of them
     * between attempts, until a run replays.  An attempt is two runs, one
     * recording and the next comparing, so boxes that stop moving replay
     * again at most BBMMI_PLAN_SKIP_MAX + 2 runs later.  A run without a
     * plan goes the whole way, as always, so skipping changes no result. */
    int fruitless;
    int skip, skip_next;
    int skipped; /* the last run went without a plan */
};

#define BBMMI_PLAN_SKIP_MAX 64

static int bbmmi_plan_same(const bbmmi_plan_buf *a, const bbmmi_plan_buf *b)
{
    return !a->bad && !b->bad && a->n == b->n && (!a->n || !memcmp(a->p, b->p, a->n));
}

static void bbmmi_plan_copy(bbmmi_plan_buf *dst, const bbmmi_plan_buf *src)
{
    dst->n = 0;
    dst->bad = src->bad;
    if (!src->bad)
        bbmmi_bytes_put(dst, src->p, src->n);
}

static void bbmmi_plan_buf_free(bbmmi_plan_buf *b)
{
    free(b->p);
    memset(b, 0, sizeof(*b));
}

/* Forget the plan's launches and tiles (it is being recorded again). */
static void bbmmi_plan_clear(bbmmi_plan_one *p)
{
    int i;
    for (i = 0; i < p->nl; i++) {
        bbmmi_plan_buf_free(&p->l[i].args);
        free(p->l[i].acc);
    }
    p->nl = 0;
    p->ntiles = 0;
    p->specs.n = 0;
    p->specs.bad = 0;
    p->pend.n = 0;
    p->pend.bad = 0;
    p->valid = 0;
}

/* Free the plans "set" (NULL: none): part of the memo's release (run.h's
 * bbmmi_memo_release), which the thin layer calls when it frees the
 * kernel. */
static void bbmmi_plan_free(struct bbmmi_plan *set)
{
    int i;
    if (!set)
        return;
    for (i = 0; i < BBMMI_PLAN_N; i++) {
        bbmmi_plan_one *p = &set->p[i];
        bbmmi_plan_clear(p);
        free(p->l);
        bbmmi_plan_buf_free(&p->state);
        bbmmi_plan_buf_free(&p->now);
        bbmmi_plan_buf_free(&p->specs);
        bbmmi_plan_buf_free(&p->pend);
    }
    bbmmi_plan_buf_free(&set->now);
    bbmmi_plan_buf_free(&set->cmp);
    free(set);
}

/* The state run "run" of "ctx" depends on, into "b" (lock held). */
static void bbmmi_plan_state(bbmm_context *ctx, const bbmmi_run *run, bbmmi_plan_buf *b)
{
    const bbmm_nest *nest = run->nest;
    int i;
    b->n = 0;
    b->bad = 0;
    bbmmi_bytes_u64(b, (uint64_t)bbmm_mgr(ctx)->ndev);
    bbmmi_bytes_u64(b, (uint64_t)nest->narrays);
    for (i = 0; i < nest->narrays; i++)
        bbmmi_bytes_put(b, &nest->arrays[i], sizeof(nest->arrays[i]));
    bbmmi_bytes_u64(b, (uint64_t)nest->nscalars);
    for (i = 0; i < nest->nscalars; i++)
        bbmmi_bytes_u64(b, (uint64_t)nest->scalars[i].size);
    bbmmi_bytes_box(b, &nest->space);
    bbmmi_bytes_box(b, &nest->cover);
    bbmmi_bytes_put(b, nest->tile, sizeof(nest->tile));
    bbmmi_bytes_put(b, nest->workgroup, sizeof(nest->workgroup));
    bbmmi_bytes_u64(b, (uint64_t)nest->coarsen);
    bbmmi_bytes_put(b, &nest->boxes, sizeof(nest->boxes));
    bbmmi_bytes_u64(b, (uint64_t)run->ntiles);
    bbmmi_bytes_u64(b, (uint64_t)run->use);
    bbmmi_bytes_u64(b, (uint64_t)run->pipe);
    bbmmi_bytes_u64(b, (uint64_t)run->whole);
    bbmmi_bytes_boxes(b, run->tiles, run->ntiles);
    bbmmi_bytes_boxes(b, run->cells, run->ntiles);
}

/* A hash of "b"'s bytes, eight at a time (FNV-1a's constants over words,
 * each word's high half folded in: a run's state is a few hundred bytes,
 * hashed on every run). */
static uint64_t bbmmi_plan_hash(const bbmmi_plan_buf *b)
{
    uint64_t h = 1469598103934665603ull ^ (uint64_t)b->n, w;
    size_t i;
    for (i = 0; i + 8 <= b->n; i += 8) {
        memcpy(&w, b->p + i, 8);
        h = (h ^ w ^ (w >> 29)) * 1099511628211ull;
    }
    for (; i < b->n; i++)
        h = (h ^ b->p[i]) * 1099511628211ull;
    return h ^ (h >> 32);
}

/* The whole state: bbmmi_plan_state, then the directory of the nest's
 * arrays (grid.h's bbmmi_run_dir_state; its lists grow with a
 * factorization's steps). */
static void bbmmi_plan_state_all(bbmm_context *ctx, const bbmmi_run *run, bbmmi_plan_buf *b)
{
    bbmmi_plan_state(ctx, run, b);
    if (run->dir_state)
        run->dir_state(ctx, run, b);
}

/* The allocations, frees, evictions and copies "ctx" has made (lock
 * held): each count only grows, so their sum changes whenever one is
 * made. */
static uint64_t bbmmi_plan_activity(bbmm_context *ctx)
{
    const bbmm_manager *mgr = bbmm_mgr(ctx);
    uint64_t n = 0;
    int d, p;
    for (d = 0; d < mgr->ndev; d++) {
        const bbmm_stats *s = &mgr->store[d].stats;
        n += s->allocations + s->frees + s->evictions + s->fused_buffers + s->fused_loads + s->fused_writes;
        for (p = 0; p < BBMM_PURPOSE_COUNT; p++)
            n += s->h2d[p].count + s->d2h[p].count + s->d2d[p].count;
    }
    return n;
}

/* Run "run" records into the next plan of its set, from the state in
 * set->now (lock held). */
static void bbmmi_plan_record(bbmm_context *ctx, bbmmi_run *run)
{
    struct bbmmi_plan *set = run->plan;
    bbmmi_plan_one *p = &set->p[set->next];
    run->plan_at = set->next;
    set->next = (set->next + 1) % BBMMI_PLAN_N;
    bbmmi_plan_clear(p);
    bbmmi_plan_copy(&p->now, &set->now);
    p->activity = bbmmi_plan_activity(ctx);
    run->record = 1;
}

/* At the start of run "run" (lock held, its tiles cut): take the nest's
 * plans (run->nm->plan, made here) and decide whether the run may replay
 * one (run->replay) or records (run->record). */
static void bbmmi_plan_begin(bbmm_context *ctx, bbmmi_run *run)
{
    struct bbmmi_plan *set = run->nm->plan;
    uint64_t head;
    int i, seen = 0;
    run->plan = NULL;
    run->record = run->replay = run->replayed = 0;
    if (!bbmm_setting_replay(ctx) || bbmm_mgr(ctx)->ndev != 1 || bbmmi_nranks(ctx) > 1 || bbmmi_exec_checks(ctx) ||
        run->pipe > 1 || !run->ntiles) {
        for (i = 0; set && i < BBMMI_PLAN_N; i++)
            set->p[i].valid = 0;
        return;
    }
    if (!set) {
        if (!(set = (struct bbmmi_plan *)calloc(1, sizeof(*set))))
            return; /* no plan: the run goes as always */
        run->nm->plan = set;
    }
    if (set->skip > 0) {
        set->skip--;
        set->skipped = 1;
        return;
    }
    bbmmi_plan_state(ctx, run, &set->now);
    if (set->now.bad)
        return;
    head = bbmmi_plan_hash(&set->now);
    for (i = 0; i < BBMMI_PLAN_N && !seen; i++)
        seen = set->seen[i] == head || (set->p[i].nl && set->p[i].head == head);
    if (!seen) {
        set->seen[set->seen_next] = head;
        set->seen_next = (set->seen_next + 1) % BBMMI_PLAN_N;
        return; /* the run goes as always */
    }
    if (run->dir_state)
        run->dir_state(ctx, run, &set->now);
    if (set->now.bad)
        return;
    run->plan = set;
    for (i = 0; i < BBMMI_PLAN_N; i++)
        if (set->p[i].valid && bbmmi_plan_same(&set->now, &set->p[i].state)) {
            run->plan_at = i;
            run->replay = 1;
            return;
        }
    bbmmi_plan_record(ctx, run);
    set->p[run->plan_at].head = head;
}

/* The last launch id given (bbmmi_launch_rec.id); never 0. */
static uint64_t bbmmi_plan_launch_ids;

bbmmi_bytes *bbmmi_plan_specs(bbmmi_run *run)
{
    if (!run->plan)
        return NULL;
    if (run->replay) /* comparing: the current run's tiles */
        return &run->plan->cmp;
    if (!run->record)
        return NULL;
    run->plan->p[run->plan_at].ntiles++;
    return &run->plan->p[run->plan_at].specs;
}

/* Where a launch of recording run "run" has the thin layer write its
 * arguments' records as it sets them (bbmmi_launch_rec.args), NULL when
 * the run records nothing. */
static bbmmi_bytes *bbmmi_plan_pend(bbmmi_run *run)
{
    if (!run->plan || !run->record)
        return NULL;
    return &run->plan->p[run->plan_at].pend;
}

/* A launch of a recording run, enqueued as "l" says (its arguments: the
 * records set so far, bbmmi_plan_pend), into the plan. */
static void bbmmi_plan_launch(bbmmi_run *run, const bbmmi_launch_rec *l)
{
    bbmmi_plan_one *p;
    bbmmi_launch_rec *r;
    unsigned i;
    if (!run->plan || !run->record)
        return;
    p = &run->plan->p[run->plan_at];
    if (p->nl == p->lcap) {
        int cap = p->lcap ? 2 * p->lcap : 4;
        bbmmi_launch_rec *nl = (bbmmi_launch_rec *)realloc(p->l, (size_t)cap * sizeof(*nl));
        if (!nl) {
            p->pend.bad = 1; /* the plan never becomes valid */
            return;
        }
        p->l = nl;
        p->lcap = cap;
    }
    r = &p->l[p->nl];
    memset(r, 0, sizeof(*r));
    r->id = __atomic_add_fetch(&bbmmi_plan_launch_ids, 1, __ATOMIC_RELAXED);
    r->dev = l->dev;
    r->k = l->k;
    r->name = l->name;
    r->nd = l->nd > 3 ? 3 : l->nd;
    r->scalar0 = l->scalar0;
    for (i = 0; i < r->nd; i++) {
        r->global[i] = l->global[i];
        r->local[i] = l->local[i];
    }
    r->nacc = l->nacc;
    r->items = l->items;
    r->meter = l->meter;
    if (l->nacc > 0 && !(r->acc = (bbmmi_acc *)malloc((size_t)l->nacc * sizeof(*l->acc)))) {
        p->pend.bad = 1;
        return;
    }
    if (l->nacc > 0)
        memcpy(r->acc, l->acc, (size_t)l->nacc * sizeof(*l->acc));
    bbmmi_plan_copy(&r->args, &p->pend);
    p->pend.n = 0;
    p->nl++;
}

/* At the end of run "run" (lock held, its status "st"): the recording
 * becomes the plan when the run changed nothing; counts replayed runs. */
static void bbmmi_plan_finish(bbmm_context *ctx, bbmmi_run *run, bbmm_status st)
{
    struct bbmmi_plan *set = run->plan;
    bbmmi_plan_one *p;
    if (!set)
        return;
    if (run->replayed) {
        bbmm_mgr(ctx)->rc.runs_replayed++;
        return;
    }
    if (!run->record)
        return;
    p = &set->p[run->plan_at];
    p->valid = 0;
    if (st != BBMM_OK || p->pend.bad || p->specs.bad || p->now.bad || !p->nl || p->ntiles != run->ntiles)
        return;
    if (bbmmi_plan_activity(ctx) != p->activity)
        return; /* it moved or allocated something: not a run to repeat */
    bbmmi_plan_state_all(ctx, run, &set->cmp); /* the state the run leaves */
    if (!bbmmi_plan_same(&set->cmp, &p->now))
        return; /* it marked something in the directory */
    bbmmi_plan_copy(&p->state, &p->now);
    p->valid = !p->state.bad;
}

void bbmmi_plan_replay_begin(bbmmi_run *run)
{
    run->plan->cmp.n = 0;
    run->plan->cmp.bad = 0;
}

bbmm_status bbmmi_plan_replay_end(bbmm_context *ctx, bbmmi_run *run, size_t n, int dev, uint64_t t0)
{
    struct bbmmi_plan *set = run->plan;
    bbmmi_plan_one *p = &set->p[run->plan_at];
    const bbmm_nest *nest = run->nest;
    bbmm_status st = BBMM_OK;
    int i;
    run->replay = 0; /* bbmm_tiles_next hands out tiles now */
    if (n != p->ntiles || !bbmmi_plan_same(&set->cmp, &p->specs)) {
        /* another plan of the same state may hold these boxes (a nest in
         * a loop over m, the state the same for every m, the boxes not) */
        for (i = 0; i < BBMMI_PLAN_N; i++)
            if (set->p[i].valid && set->p[i].ntiles == n && bbmmi_plan_same(&set->p[i].state, &set->now) &&
                bbmmi_plan_same(&set->cmp, &set->p[i].specs))
                break;
        if (i < BBMMI_PLAN_N) {
            run->plan_at = i;
            p = &set->p[i];
        }
    }
    if (n != p->ntiles || !bbmmi_plan_same(&set->cmp, &p->specs)) {
        /* other boxes: the whole algorithm, from the first tile, recorded */
        run->next = 0;
        bbmmi_lock(ctx);
        bbmmi_plan_record(ctx, run);
        bbmmi_unlock(ctx);
        if (set->skipped)
            set->skipped = 0; /* the next run compares what this one records */
        else if (++set->fruitless >= BBMMI_PLAN_N) {
            set->skip = set->skip_next ? set->skip_next : 1;
            set->skip_next = set->skip < BBMMI_PLAN_SKIP_MAX / 2 ? 2 * set->skip : BBMMI_PLAN_SKIP_MAX;
        }
        bbmmi_charge(ctx, dev, bbmmi_now_ns() - t0);
        return BBMM_OK;
    }
    /* the manager's time: the boxes and their comparison (the launches'
     * driver calls are not, as in a run that places its boxes) */
    bbmmi_charge(ctx, dev, bbmmi_now_ns() - t0);
    for (i = 0; i < p->nl && st == BBMM_OK; i++)
        st = bbmmi_kernel_replay(ctx, nest, &p->l[i]);
    run->replayed = st == BBMM_OK;
    set->fruitless = set->skip_next = set->skipped = 0;
    if (st != BBMM_OK)
        p->valid = 0;
    return st;
}

#endif /* BBMM_METHOD_BODIES */

BBMM_EXTERN_C_END

#endif
