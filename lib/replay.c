/* lib/replay.c - plan once, replay: a run that finds what its nest's last
 * run left enqueues that run's launches again, without placing its boxes.
 *
 * A time loop's nest runs thousands of times with the same tiles and the
 * same boxes, and once its arrays are on the device each run is the same:
 * every box is found present and valid, nothing is allocated or moved,
 * and the kernel launches take the same buffers and box tables; only the
 * scalars (the time step) differ.  The manager's work for such a run (the
 * boxes' placement, the flows, the writes marked in the directory, a few
 * microseconds per run on an H200 host) changes nothing.  So a nest keeps
 * a plan (with its kernel, lib/exec.c):
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
 *           later copies), its work-items.
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
 * scalars from this run) and enqueues the recorded launches, and
 * bbmm_tiles_next then has no tile to hand out.  Otherwise the run
 * takes its tiles from the first and records anew.  Nothing is assumed:
 * equal inputs to a deterministic algorithm, so the same launches; and
 * the recorded run changed nothing, so skipping its manager work skips
 * nothing.  Statistics: runs_replayed. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* A growable byte buffer (bbmm/exec.h). */
typedef bbmmi_bytes plan_buf;

/* One recorded launch; its arguments are (index, size, bytes) records in
 * "args"; those from "scalar0" on are the nest's scalars. */
typedef struct plan_launch {
    uint64_t id; /* unique in the process: whose arguments a kernel holds (ctx->args_owner) */
    int dev;
    cl_kernel k;
    const char *name; /* the kernel's (the executor's, which outlives the plan) */
    cl_uint nd, scalar0;
    size_t global[3], local[3];
    plan_buf args;
    bbmmi_acc *acc;
    int nacc;
    uint64_t items;
    bbmmi_meter *meter;
} plan_launch;

/* One plan: a recorded run. */
typedef struct plan_one {
    int valid;
    plan_buf state;   /* a valid plan: the state its run began and ended with */
    plan_buf now;     /* the state where the recording run began */
    plan_buf specs;   /* the recorded tiles' boxes, in order */
    size_t ntiles;    /* tiles noted */
    plan_launch *l;
    int nl, lcap;
    plan_buf pend;    /* the arguments of the launch being set */
    uint64_t activity; /* plan_activity where the recording run began */
    uint64_t head;     /* buf_hash of plan_state where the recording run began */
} plan_one;

/* The plans of one kernel: a few, since one kernel may serve several
 * nests (a hand-written stencil's two sweeps, its arrays swapped), each
 * with a state of its own, or one nest several boxes from one state (its
 * region in a loop over m: rhs[m][*][*][k]); the oldest recording gives
 * way. */
#define PLAN_N 8
struct bbmmi_plan {
    plan_one p[PLAN_N];
    int next;       /* the plan the next recording takes */
    /* the hash of plan_state (the directory aside) of recent runs that
     * recorded nothing: a run records only a state seen before (a time
     * loop's second run), so a nest whose tiles change every run
     * (cholesky's shrinking trailing matrix) never serializes its
     * directory, nor keeps launches it will not repeat */
    uint64_t seen[PLAN_N];
    int seen_next;
    plan_buf now;   /* the state where the current run began */
    plan_buf cmp;   /* scratch: the current run's tiles' boxes, or the state it leaves */
    /* runs whose boxes matched no plan of their state since a run last
     * replayed, and runs left to go without a plan: a nest whose boxes
     * move every run from the same state (floyd's row k) would compare
     * and record each run for nothing, its state and boxes serialized
     * twice; after PLAN_N such runs in a row the next runs go without a
     * plan, 1, 2, 4 ... up to PLAN_SKIP_MAX of them between attempts,
     * until a run replays.  An attempt is two runs, one recording and
     * the next comparing, so boxes that stop moving replay again at most
     * PLAN_SKIP_MAX + 2 runs later.  A run without a plan goes the whole
     * way, as always, so skipping changes no result. */
    int fruitless;
    int skip, skip_next;
    int skipped; /* the last run went without a plan */
};

#define PLAN_SKIP_MAX 64

static int buf_same(const plan_buf *a, const plan_buf *b)
{
    return !a->bad && !b->bad && a->n == b->n && (!a->n || !memcmp(a->p, b->p, a->n));
}

static void buf_copy(plan_buf *dst, const plan_buf *src)
{
    dst->n = 0;
    dst->bad = src->bad;
    if (!src->bad)
        bbmmi_bytes_put(dst, src->p, src->n);
}

static void buf_free(plan_buf *b)
{
    free(b->p);
    memset(b, 0, sizeof(*b));
}

/* Forget the plan's launches and tiles (it is being recorded again). */
static void plan_clear(plan_one *p)
{
    int i;
    for (i = 0; i < p->nl; i++) {
        buf_free(&p->l[i].args);
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

void bbmmi_plan_free(struct bbmmi_plan *set)
{
    int i;
    if (!set)
        return;
    for (i = 0; i < PLAN_N; i++) {
        plan_one *p = &set->p[i];
        plan_clear(p);
        free(p->l);
        buf_free(&p->state);
        buf_free(&p->now);
        buf_free(&p->specs);
        buf_free(&p->pend);
    }
    buf_free(&set->now);
    buf_free(&set->cmp);
    free(set);
}

/* The state run "run" of "ctx" depends on, into "b" (lock held). */
static void plan_state(bbmm_context *ctx, const bbmmi_run *run, plan_buf *b)
{
    const bbmm_nest *nest = run->nest;
    int i;
    b->n = 0;
    b->bad = 0;
    bbmmi_bytes_u64(b, (uint64_t)ctx->mgr.ndev);
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
static uint64_t buf_hash(const plan_buf *b)
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

/* The whole state: plan_state, then the directory of the nest's arrays
 * (the method's; its lists grow with a factorization's steps). */
static void plan_state_all(bbmm_context *ctx, const bbmmi_run *run, plan_buf *b)
{
    plan_state(ctx, run, b);
    if (run->dir_state)
        run->dir_state(ctx, run, b);
}

/* The allocations, frees, evictions and copies "ctx" has made (lock
 * held): each count only grows, so their sum changes whenever one is
 * made. */
static uint64_t plan_activity(const bbmm_context *ctx)
{
    uint64_t n = 0;
    int d, p;
    for (d = 0; d < ctx->mgr.ndev; d++) {
        const bbmm_stats *s = &ctx->mgr.store[d].stats;
        n += s->allocations + s->frees + s->evictions + s->fused_buffers + s->fused_loads + s->fused_writes;
        for (p = 0; p < BBMM_PURPOSE_COUNT; p++)
            n += s->h2d[p].count + s->d2h[p].count + s->d2d[p].count;
    }
    return n;
}

/* Run "run" records into the next plan of its set, from the state in
 * set->now (lock held). */
static void plan_record(bbmm_context *ctx, bbmmi_run *run)
{
    struct bbmmi_plan *set = run->plan;
    plan_one *p = &set->p[set->next];
    run->plan_at = set->next;
    set->next = (set->next + 1) % PLAN_N;
    plan_clear(p);
    buf_copy(&p->now, &set->now);
    p->activity = plan_activity(ctx);
    run->record = 1;
}

void bbmmi_plan_begin(bbmm_context *ctx, bbmmi_run *run, struct bbmmi_plan **slot)
{
    struct bbmmi_plan *set = *slot;
    uint64_t head;
    int i, seen = 0;
    run->plan = NULL;
    run->record = run->replay = run->replayed = 0;
    if (!ctx->settings.replay || ctx->mgr.ndev != 1 || bbmmi_nranks(ctx) > 1 || bbmmi_exec_checks(ctx) ||
        run->pipe > 1 || !run->ntiles) {
        for (i = 0; set && i < PLAN_N; i++)
            set->p[i].valid = 0;
        return;
    }
    if (!set && !(set = *slot = (struct bbmmi_plan *)calloc(1, sizeof(*set))))
        return; /* no plan: the run goes as always */
    if (set->skip > 0) {
        set->skip--;
        set->skipped = 1;
        return;
    }
    plan_state(ctx, run, &set->now);
    if (set->now.bad)
        return;
    head = buf_hash(&set->now);
    for (i = 0; i < PLAN_N && !seen; i++)
        seen = set->seen[i] == head || (set->p[i].nl && set->p[i].head == head);
    if (!seen) {
        set->seen[set->seen_next] = head;
        set->seen_next = (set->seen_next + 1) % PLAN_N;
        return; /* the run goes as always */
    }
    if (run->dir_state)
        run->dir_state(ctx, run, &set->now);
    if (set->now.bad)
        return;
    run->plan = set;
    for (i = 0; i < PLAN_N; i++)
        if (set->p[i].valid && buf_same(&set->now, &set->p[i].state)) {
            run->plan_at = i;
            run->replay = 1;
            return;
        }
    plan_record(ctx, run);
    set->p[run->plan_at].head = head;
}

/* The last launch id given (plan_launch.id); never 0. */
static uint64_t plan_launch_ids;

/* The slot of ctx->args_owner for kernel "k". */
static unsigned args_slot(cl_kernel k)
{
    uintptr_t h = (uintptr_t)k;
    return (unsigned)((h >> 4) ^ (h >> 12)) % BBMMI_ARGS_SLOTS;
}

void bbmmi_args_forget(bbmm_context *ctx, cl_kernel k)
{
    unsigned i = args_slot(k);
    if (ctx->args_owner[i].k == k)
        ctx->args_owner[i].launch = 0;
}

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

void bbmmi_plan_arg(bbmmi_run *run, cl_uint idx, size_t size, const void *value)
{
    plan_one *p;
    uint64_t hdr[2];
    if (!run->plan || !run->record)
        return;
    p = &run->plan->p[run->plan_at];
    hdr[0] = idx;
    hdr[1] = size;
    bbmmi_bytes_put(&p->pend, hdr, sizeof(hdr));
    bbmmi_bytes_put(&p->pend, value, size);
}

void bbmmi_plan_launch(bbmmi_run *run, int dev, cl_kernel k, const char *name, cl_uint nd, const size_t *global,
                       const size_t *local, cl_uint scalar0, const bbmmi_acc *acc, int nacc, uint64_t items,
                       bbmmi_meter *meter)
{
    plan_one *p;
    plan_launch *l;
    cl_uint i;
    if (!run->plan || !run->record)
        return;
    p = &run->plan->p[run->plan_at];
    if (p->nl == p->lcap) {
        int cap = p->lcap ? 2 * p->lcap : 4;
        plan_launch *nl = (plan_launch *)realloc(p->l, (size_t)cap * sizeof(*nl));
        if (!nl) {
            p->pend.bad = 1; /* the plan never becomes valid */
            return;
        }
        p->l = nl;
        p->lcap = cap;
    }
    l = &p->l[p->nl];
    memset(l, 0, sizeof(*l));
    l->id = __atomic_add_fetch(&plan_launch_ids, 1, __ATOMIC_RELAXED);
    l->dev = dev;
    l->k = k;
    l->name = name;
    l->nd = nd > 3 ? 3 : nd;
    l->scalar0 = scalar0;
    for (i = 0; i < l->nd; i++) {
        l->global[i] = global[i];
        l->local[i] = local[i];
    }
    l->nacc = nacc;
    l->items = items;
    l->meter = meter;
    if (nacc > 0 && !(l->acc = (bbmmi_acc *)malloc((size_t)nacc * sizeof(*acc)))) {
        p->pend.bad = 1;
        return;
    }
    if (nacc > 0)
        memcpy(l->acc, acc, (size_t)nacc * sizeof(*acc));
    buf_copy(&l->args, &p->pend);
    p->pend.n = 0;
    p->nl++;
}

void bbmmi_plan_finish(bbmm_context *ctx, bbmmi_run *run, bbmm_status st)
{
    struct bbmmi_plan *set = run->plan;
    plan_one *p;
    if (!set)
        return;
    if (run->replayed) {
        ctx->runs_replayed++;
        return;
    }
    if (!run->record)
        return;
    p = &set->p[run->plan_at];
    p->valid = 0;
    if (st != BBMM_OK || p->pend.bad || p->specs.bad || p->now.bad || !p->nl || p->ntiles != run->ntiles)
        return;
    if (plan_activity(ctx) != p->activity)
        return; /* it moved or allocated something: not a run to repeat */
    plan_state_all(ctx, run, &set->cmp); /* the state the run leaves */
    if (!buf_same(&set->cmp, &p->now))
        return; /* it marked something in the directory */
    buf_copy(&p->state, &p->now);
    p->valid = !p->state.bad;
}

/* Enqueue recorded launch "l" with the scalars of "nest".  When the
 * kernel's arguments are still those this launch set last (no other
 * launch set any since), only the scalars are set again: the buffers, box
 * tables, bindings and tile of a recorded launch never change. */
static bbmm_status plan_enqueue(bbmm_context *ctx, const bbmm_nest *nest, const plan_launch *l)
{
    const unsigned char *at = l->args.p, *end = l->args.n ? l->args.p + l->args.n : l->args.p;
    const char *call = "clSetKernelArg";
    cl_event ev = NULL;
    cl_int err = CL_SUCCESS;
    bbmm_status st;
    unsigned slot = args_slot(l->k);
    int i, held = ctx->args_owner[slot].k == l->k && ctx->args_owner[slot].launch == l->id;
    if (!held) /* while they are set, they are nobody's */
        ctx->args_owner[slot].launch = 0;
    while (at < end && err == CL_SUCCESS) {
        uint64_t hdr[2];
        const void *value;
        int scalar;
        memcpy(hdr, at, sizeof(hdr));
        at += sizeof(hdr);
        value = at;
        scalar = hdr[0] >= l->scalar0 && hdr[0] - l->scalar0 < (uint64_t)nest->nscalars;
        if (scalar)
            value = nest->scalars[hdr[0] - l->scalar0].value;
        if (scalar || !held)
            err = clSetKernelArg(l->k, (cl_uint)hdr[0], (size_t)hdr[1], value);
        at += hdr[1];
    }
    if (err == CL_SUCCESS) {
        ctx->args_owner[slot].k = l->k;
        ctx->args_owner[slot].launch = l->id;
    }
    if (err == CL_SUCCESS && (st = bbmmi_main_sync(ctx, l->dev)) != BBMM_OK)
        return st;
    if (err == CL_SUCCESS) {
        /* without an event of its own where no one reads its time: one
         * launch in "every" carries one (the look-ahead window follows
         * those), the others take the next one's (bbmmi_cmd.ev) */
        bbmmi_device *d = &ctx->dev[l->dev];
        uint64_t every = ctx->settings.lookahead > 2 ? (uint64_t)ctx->settings.lookahead / 2 : 1;
        int own = l->meter || ctx->settings.device_times || ++d->since_event >= every;
        if (own)
            d->since_event = 0;
        call = "clEnqueueNDRangeKernel";
        err = clEnqueueNDRangeKernel(d->queue, l->k, l->nd, NULL, l->global, l->local, 0, NULL, own ? &ev : NULL);
    }
    if (err == CL_SUCCESS)
        bbmmi_cmd_add_kernel(ctx, l->dev, ev, l->name, l->meter, l->items, l->acc, l->nacc);
    pthread_mutex_lock(&ctx->lock);
    if (err != CL_SUCCESS) {
        st = bbmmi_cl_check(ctx, err, call, l->dev);
    } else {
        st = BBMM_OK;
        ctx->mgr.store[l->dev].stats.kernels++;
        for (i = 0; i < 3; i++)
            ctx->last_local[i] = (cl_uint)i < l->nd ? l->local[i] : 1;
    }
    pthread_mutex_unlock(&ctx->lock);
    return st;
}

void bbmmi_plan_replay_begin(bbmmi_run *run)
{
    run->plan->cmp.n = 0;
    run->plan->cmp.bad = 0;
}

bbmm_status bbmmi_plan_replay_end(bbmm_context *ctx, bbmmi_run *run, size_t n, int dev, uint64_t t0)
{
    struct bbmmi_plan *set = run->plan;
    plan_one *p = &set->p[run->plan_at];
    const bbmm_nest *nest = run->nest;
    bbmm_status st = BBMM_OK;
    int i;
    run->replay = 0; /* bbmm_tiles_next hands out tiles now */
    if (n != p->ntiles || !buf_same(&set->cmp, &p->specs)) {
        /* another plan of the same state may hold these boxes (a nest in
         * a loop over m, the state the same for every m, the boxes not) */
        for (i = 0; i < PLAN_N; i++)
            if (set->p[i].valid && set->p[i].ntiles == n && buf_same(&set->p[i].state, &set->now) &&
                buf_same(&set->cmp, &set->p[i].specs))
                break;
        if (i < PLAN_N) {
            run->plan_at = i;
            p = &set->p[i];
        }
    }
    if (n != p->ntiles || !buf_same(&set->cmp, &p->specs)) {
        /* other boxes: the whole algorithm, from the first tile, recorded */
        run->next = 0;
        pthread_mutex_lock(&ctx->lock);
        plan_record(ctx, run);
        pthread_mutex_unlock(&ctx->lock);
        if (set->skipped)
            set->skipped = 0; /* the next run compares what this one records */
        else if (++set->fruitless >= PLAN_N) {
            set->skip = set->skip_next ? set->skip_next : 1;
            set->skip_next = set->skip < PLAN_SKIP_MAX / 2 ? 2 * set->skip : PLAN_SKIP_MAX;
        }
        bbmmi_charge(ctx, dev, bbmmi_now_ns() - t0);
        return BBMM_OK;
    }
    /* the manager's time: the boxes and their comparison (the launches'
     * driver calls are not, as in a run that places its boxes) */
    bbmmi_charge(ctx, dev, bbmmi_now_ns() - t0);
    for (i = 0; i < p->nl && st == BBMM_OK; i++)
        st = plan_enqueue(ctx, nest, &p->l[i]);
    run->replayed = st == BBMM_OK;
    set->fruitless = set->skip_next = set->skipped = 0;
    if (st != BBMM_OK)
        p->valid = 0;
    return st;
}
