/* bbmm/grid.h - the tiles of a run and their devices: the tile grid laid
 * over a nest's parallel band and the tile distribution (BBMM_DIST).
 * Part of bbmm.h (through tile.h).
 *
 * A run cuts the nest's space into tiles in lexicographic order.  Along
 * dimension 0 the tiles are the cells of a grid: cells of "gsize" points
 * from "gorigin" (the tile size of the nest, or, automatic, the frame cut
 * into one cell per device, four with dynamic distribution, "pipe" with a
 * pipelined run: bbmmi_run_pipe).  The grid is
 * laid over the nest's cover when it has one; without one it is the grid
 * of the nest's first run (bbmm_grid_memo, kept with the nest's kernel),
 * so that tile boundaries, and with them resident boxes and devices, stay
 * put while a serial loop changes the space.  Inside a cell, the other
 * dimensions use the nest's tile sizes (automatic: the whole extent).
 *
 * Distribution: block (default) gives tile t the device of its grid
 * cell's share of the cells, floor(cell * ndev / cells); cyclic gives
 * t mod ndev; dynamic the device with the fewest unfinished kernels.  A
 * run uses the first "use" devices (BBMM_SPREAD's cost model, bbmmi_run_spread).
 */
#ifndef BBMM_GRID_H
#define BBMM_GRID_H

#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "status.h"
#include "box.h"
#include "runtime.h"
#include "manager.h"
#include "exec.h"
#include "spec.h"

BBMM_EXTERN_C_BEGIN

/* The grid of a nest's first run without a cover, for runs on "use"
 * devices ("set": laid). */
typedef struct bbmm_grid_memo {
    int set, use, pipe;
    int64_t gsize, gorigin, gcells;
} bbmm_grid_memo;

/* What the thin layer knows of the array in one slot of a run's nest,
 * filled by the method when the run begins (bbmmi_run_begin): how many
 * dimensions its kernel argument has, whether every index of it fits 32
 * bits (the kernel variant a launch most likely takes), and its name for
 * messages (the array's record: registered while the run lasts). */
typedef struct bbmmi_slot_view {
    int ndim;
    int index32;
    const char *name;
} bbmmi_slot_view;

/* The tiles of one run. */
typedef struct bbmmi_run {
    const bbmm_nest *nest;
    const bbmmi_slot_view *slots; /* nest->narrays of them (after the struct, one allocation) */
    struct bbmmi_kernel *kernel; /* the nest's kernels (lib/exec.c's cache; opaque) */
    const char *kname;           /* the kernel's name, as the cache keeps it (outlives the run) */
    struct bbmmi_nest_memo *nm;  /* what the nest's runs left (kept with its kernel: below) */
    bbmm_grid_memo *memo;        /* the nest's first grid (&nm->grid) */
    struct bbmm_tile_spec *spec; /* the tile spec the run's tiles reuse (the manager's) */
    /* this run's grid along the outermost band dimension: cells of "gsize"
     * from "gorigin", "gcells" of them over the frame */
    int64_t gsize, gorigin, gcells;
    bbmm_box *tiles;
    bbmm_box *cells; /* each tile's cell: see bbmm_grid_cut() */
    int64_t *cell;   /* grid cell of each tile along the outermost dimension */
    size_t ntiles;
    int auto_tile;
    int use;         /* devices the run's tiles go to: 0 .. use - 1 */
    int pipe;        /* grid cells per device (1, or a pipelined run's chunks: bbmmi_run_pipe);
                        set before bbmm_grid_cut */
    bbmm_box *parts; /* a pipelined run: per device d, the hull of its tiles (parts[2 d]) and of
                        their cells (parts[2 d + 1]), its chunks' allocation (tile.h's
                        bbmmi_tile_part_spans); NULL otherwise */
    int guse, goff;  /* several ranks (ranks.h): the tiles go to global devices 0 .. guse - 1,
                        this rank's are goff .. goff + use - 1; one rank: use and 0 */
    int whole;       /* the run allocates whole arrays (bbmmi_run_whole) */
    int early_all;   /* BBMM_EARLY=trial: every tile with early iterations splits, also where
                        its device takes no flows (the nest's timed trial or its outcome,
                        bbmmi_early_trial_run below) */
    int early_ended; /* the trial ended with this run (the thin layer counts it) */
    uint64_t overlaps0; /* the manager's "overlapping" count before the run */
    /* plan once, replay (bbmm/replay.h): "plan" is the nest's plan (kept
     * with its kernel); "record": this run records its boxes and launches
     * into it; "replay": the plan matched where the run began, and the
     * run replays it when its tiles' boxes match too; "replayed": it did */
    struct bbmmi_plan *plan;
    int plan_at; /* which of the nest's plans (bbmm/replay.h) */
    /* the directory of the nest's arrays, serialized into "b" (the part of
     * a plan's state that is the method's: set by the method,
     * bbmmi_run_dir_state) */
    void (*dir_state)(bbmm_context *ctx, const struct bbmmi_run *run, bbmmi_bytes *b);
    int record, replay, replayed;
    size_t next;     /* the next tile to hand out */
    uint64_t t0;     /* when the run began (statistics: enqueue time) */
} bbmmi_run;

/* Thin layer (lib/): retire finished commands, then the kernels
 * enqueued and not finished of devices "d0" .. "d0" + "n" - 1 into
 * "queued"; retire finished commands ("wait": all, waiting); nonzero once
 * a thread called bbmm_exit_prepare(). */
void bbmmi_devices_queued(bbmm_context *ctx, int d0, int n, int *queued);
void bbmmi_retire(bbmm_context *ctx, int wait);
int bbmmi_stopping(void);

/* ---- checks ------------------------------------------------------------ */

/* Check that dimension "d" of "b" (part "what" of nest "name") has a
 * number of points that fits int64_t: all grid arithmetic stays in range. */
BBMM_API bbmm_status bbmmi_grid_check_extent(bbmm_context *ctx, const char *name, const char *what,
                                             const bbmm_box *b, int d)
{
    int64_t diff;
    if (b->lo[d] > b->hi[d] || (!bbmm_sub_overflow_i64(b->hi[d], b->lo[d], &diff) && diff < INT64_MAX))
        return BBMM_OK;
    return bbmmi_error(ctx, BBMM_ERR_OVERFLOW,
                       "nest %s: dimension %d of the %s [%lld .. %lld] has more than 2^63 - 1 points", name, d, what,
                       (long long)b->lo[d], (long long)b->hi[d]);
}

/* Check "nest" and record a message for what is wrong (lock held). */
BBMM_API bbmm_status bbmm_nest_check(bbmm_context *ctx, const bbmm_nest *nest)
{
    const char *name = nest->name ? nest->name : "?";
    bbmm_status st;
    bbmm_box whole;
    int i, d;
    if (!nest->source || !nest->kernel || !nest->boxes)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "nest %s: needs a kernel source, a kernel name and boxes()", name);
    if (nest->space.ndim < 1 || nest->space.ndim > BBMM_KMAX_TILE_DIMS)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "nest %s: the parallel space must be a box of 1..%d dims",
                           name, BBMM_KMAX_TILE_DIMS);
    if (nest->narrays < 0 || (nest->narrays && !nest->arrays) || nest->nscalars < 0 ||
        (nest->nscalars && !nest->scalars))
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "nest %s: bad array or scalar list", name);
    for (d = 0; d < nest->space.ndim; d++)
        if (nest->tile[d] < 0)
            return bbmmi_error(ctx, BBMM_ERR_INVALID, "nest %s: negative tile size", name);
    if (nest->cover.ndim && !bbmm_bb_is_empty(&nest->space) &&
        (nest->cover.ndim != nest->space.ndim || !bbmm_bb_is_subset(&nest->space, &nest->cover)))
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "nest %s: the space is not inside the cover", name);
    for (d = 0; d < nest->space.ndim; d++) {
        if ((st = bbmmi_grid_check_extent(ctx, name, "parallel space", &nest->space, d)) != BBMM_OK)
            return st;
        if (nest->cover.ndim == nest->space.ndim &&
            (st = bbmmi_grid_check_extent(ctx, name, "cover", &nest->cover, d)) != BBMM_OK)
            return st;
    }
    for (i = 0; i < nest->narrays; i++) {
        if ((st = bbmmi_array_usable(ctx, nest->arrays[i], &whole)) != BBMM_OK)
            return st;
        if (whole.ndim > BBMM_KMAX_ARRAY_DIMS)
            return bbmmi_error(ctx, BBMM_ERR_INVALID, "nest %s: array %d has %d dims; kernels take at most %d",
                               name, i, whole.ndim, BBMM_KMAX_ARRAY_DIMS);
    }
    return BBMM_OK;
}

/* ---- the grid ---------------------------------------------------------- */

/* floor("a" / "b") for "b" > 0, for every "a". */
BBMM_API int64_t bbmmi_floordiv(int64_t a, int64_t b)
{
    int64_t q = a / b;
    return a % b && a < 0 ? q - 1 : q;
}

/* The box the tile grid is laid over: the nest's cover when it has one,
 * else its space. */
BBMM_API const bbmm_box *bbmm_grid_frame(const bbmm_nest *nest)
{
    return nest->cover.ndim ? &nest->cover : &nest->space;
}

/* Lay run "r"'s grid along dimension 0 (see the top of this file).  Each
 * run works on its own copy: runs of one nest with other covers (other
 * sizes, other threads) never move the grid under another run's tiles.
 * bbmm_nest_check() bounded the frame's extent. */
BBMM_API void bbmm_grid_lay(bbmm_context *ctx, bbmmi_run *r)
{
    const bbmm_nest *nest = r->nest;
    const bbmm_box *fr = bbmm_grid_frame(nest);
    bbmm_grid_memo *m = r->memo;
    uint64_t ext = (uint64_t)fr->hi[0] - (uint64_t)fr->lo[0] + 1, size;
    uint64_t pipe = r->pipe > 1 ? (uint64_t)r->pipe : 1u;
    uint64_t parts = (uint64_t)r->guse * (bbmm_setting_dist(ctx) == BBMM_DIST_DYNAMIC ? 4u : pipe);
    if (m->set && m->use == r->guse && m->pipe == (int)pipe && !nest->cover.ndim) {
        r->gsize = m->gsize;
        r->gorigin = m->gorigin;
        r->gcells = m->gcells;
        return;
    }
    size = nest->tile[0] ? (uint64_t)nest->tile[0] : ext / parts + (ext % parts != 0);
    r->gsize = (int64_t)size;
    r->gorigin = fr->lo[0];
    r->gcells = (int64_t)(ext / size + (ext % size != 0));
    if (!nest->cover.ndim) {
        m->gsize = r->gsize;
        m->gorigin = r->gorigin;
        m->gcells = r->gcells;
        m->use = r->guse;
        m->pipe = (int)pipe;
        m->set = 1;
    }
}

/* The first and the number of grid cells of size "size" from "origin" that
 * meet [lo .. hi] into "*first" and "*count"; nonzero when the arithmetic
 * overflows. */
BBMM_API int bbmmi_grid_cells(int64_t lo, int64_t hi, int64_t origin, int64_t size, int64_t *first,
                              int64_t *count)
{
    int64_t a, b, last;
    if (bbmm_sub_overflow_i64(lo, origin, &a) || bbmm_sub_overflow_i64(hi, origin, &b))
        return 1;
    *first = bbmmi_floordiv(a, size);
    last = bbmmi_floordiv(b, size);
    return bbmm_sub_overflow_i64(last, *first, count) || bbmm_add_overflow_i64(*count, 1, count);
}

/* The bounds of cell "c" (of size "size" from "origin") into "*lo" and
 * "*hi", clamped to the range of int64_t. */
BBMM_API void bbmmi_grid_cell_bounds(int64_t c, int64_t origin, int64_t size, int64_t *lo, int64_t *hi)
{
    int64_t off;
    if (bbmm_mul_overflow_i64(c, size, &off) || bbmm_add_overflow_i64(origin, off, lo))
        *lo = c < 0 ? INT64_MIN : INT64_MAX;
    if (bbmm_add_overflow_i64(*lo, size - 1, hi))
        *hi = INT64_MAX;
}

BBMM_API int bbmm_dist_block(const bbmmi_run *r, size_t t, int ndev);

/* Cut the nest's space into the tiles of run "r" (lexicographic order):
 * along dimension 0 the cells of the run's grid (bbmm_grid_lay), inside it
 * the tile sizes of the nest (anchored at the frame's lower bound;
 * automatic: the whole extent of the space).  Each tile's cell (r->cells)
 * is the tile before clipping to the space, with the frame's extent in
 * automatic dimensions; with a pipelined run (r->pipe above 1, block
 * distribution) also each device's part (r->parts).  r->use must be
 * set. */
BBMM_API bbmm_status bbmm_grid_cut(bbmm_context *ctx, bbmmi_run *r)
{
    const bbmm_nest *nest = r->nest;
    const bbmm_box *sp = &nest->space, *fr = bbmm_grid_frame(nest);
    const char *name = nest->name ? nest->name : "?";
    int64_t size[BBMM_KMAX_TILE_DIMS], count[BBMM_KMAX_TILE_DIMS], idx[BBMM_KMAX_TILE_DIMS];
    int64_t origin[BBMM_KMAX_TILE_DIMS], first[BBMM_KMAX_TILE_DIMS];
    uint64_t total = 1;
    int nd = sp->ndim, d;
    size_t t;
    bbmm_grid_lay(ctx, r);
    r->auto_tile = 0;
    for (d = 0; d < nd; d++) {
        r->auto_tile |= !nest->tile[d] && !nest->sweep;
        if (nest->sweep) { /* one tile: the kernel's one work-group runs the whole space */
            size[d] = sp->hi[d] - sp->lo[d] + 1;
            origin[d] = sp->lo[d];
        } else if (!d) {
            size[d] = r->gsize;
            origin[d] = r->gorigin;
        } else if (nest->tile[d]) {
            size[d] = nest->tile[d];
            origin[d] = fr->lo[d];
        } else {
            size[d] = sp->hi[d] - sp->lo[d] + 1;
            origin[d] = sp->lo[d];
        }
        if (bbmmi_grid_cells(sp->lo[d], sp->hi[d], origin[d], size[d], &first[d], &count[d]))
            return bbmmi_error(ctx, BBMM_ERR_OVERFLOW,
                               "nest %s: tile arithmetic of dimension %d overflows (space [%lld .. %lld], "
                               "grid from %lld)", name, d, (long long)sp->lo[d], (long long)sp->hi[d],
                               (long long)origin[d]);
        if (bbmm_mul_overflow_u64(total, (uint64_t)count[d], &total) || total > ((uint64_t)1 << 26))
            return bbmmi_error(ctx, BBMM_ERR_INVALID, "nest %s: more than 2^26 tiles; use larger tiles", name);
        idx[d] = 0;
    }
    /* one block: the tiles, their cells, their cells' numbers (total <= 2^26:
     * no overflow) */
    r->tiles = (bbmm_box *)malloc((size_t)total * (2 * sizeof(bbmm_box) + sizeof(int64_t)));
    r->cells = r->tiles ? r->tiles + total : NULL;
    r->cell = r->tiles ? (int64_t *)(void *)(r->cells + total) : NULL;
    if (!r->tiles)
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_run: out of host memory for %llu tiles",
                           (unsigned long long)total);
    for (t = 0; t < (size_t)total; t++) {
        bbmm_box b = bbmm_bb_empty(nd), c = bbmm_bb_empty(nd);
        for (d = 0; d < nd; d++) {
            bbmmi_grid_cell_bounds(first[d] + idx[d], origin[d], size[d], &c.lo[d], &c.hi[d]);
            b.lo[d] = c.lo[d] > sp->lo[d] ? c.lo[d] : sp->lo[d];
            b.hi[d] = c.hi[d] < sp->hi[d] ? c.hi[d] : sp->hi[d];
            if (d && !nest->tile[d]) {
                c.lo[d] = fr->lo[d];
                c.hi[d] = fr->hi[d];
            }
        }
        r->tiles[t] = b;
        r->cells[t] = c;
        r->cell[t] = first[0] + idx[0];
        for (d = nd - 1; d >= 0 && ++idx[d] == count[d]; d--)
            idx[d] = 0;
    }
    r->ntiles = (size_t)total;
    if (r->pipe > 1) { /* the parts of the devices (block distribution: bbmmi_run_pipe) */
        r->parts = (bbmm_box *)malloc((size_t)r->guse * 2 * sizeof(bbmm_box));
        if (!r->parts)
            return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_run: out of host memory for %d parts", r->guse);
        for (d = 0; d < 2 * r->guse; d++)
            r->parts[d] = bbmm_bb_empty(nd);
        for (t = 0; t < r->ntiles; t++) {
            int dv = bbmm_dist_block(r, t, r->guse);
            r->parts[2 * dv] = bbmm_bb_convex_union(&r->parts[2 * dv], &r->tiles[t]);
            r->parts[2 * dv + 1] = bbmm_bb_convex_union(&r->parts[2 * dv + 1], &r->cells[t]);
        }
    }
    return BBMM_OK;
}

/* Free the tile lists of "r" (malloc'd by bbmm_grid_cut, freed by lib/). */
BBMM_API void bbmmi_run_free_tiles(bbmmi_run *r)
{
    free(r->tiles); /* and the cells and their numbers, in the same block */
    free(r->parts);
    r->tiles = r->cells = r->parts = NULL;
    r->cell = NULL;
}

/* ---- distribution ------------------------------------------------------ */

/* The device of tile "t" under block distribution: its grid cell's share
 * of the run's cells, floor(cell * "ndev" / cells), so a tile keeps its
 * device while the space changes (the product is taken "ndev" steps at a
 * time when it would overflow). */
BBMM_API int bbmm_dist_block(const bbmmi_run *r, size_t t, int ndev)
{
    int64_t c = r->cell[t], cells = r->gcells, prod;
    uint64_t acc = 0;
    int d = 0, k;
    if (c <= 0)
        return 0;
    if (c >= cells)
        return ndev - 1;
    if (!bbmm_mul_overflow_i64(c, (int64_t)ndev, &prod))
        return (int)(prod / cells);
    for (k = 0; k < ndev; k++) {
        acc += (uint64_t)c;
        if (acc >= (uint64_t)cells) {
            acc -= (uint64_t)cells;
            d++;
        }
    }
    return d;
}

/* BBMM_DIST=dynamic: the device with the fewest kernels enqueued and not
 * finished among the first "ndev" (the first of them on a tie), once
 * what ended is retired. */
BBMM_API int bbmmi_least_busy(bbmm_context *ctx, int ndev)
{
    int q[16], best = 0, least = 0, d0, d, n;
    for (d0 = 0; d0 < ndev; d0 += n) { /* 16 devices a query */
        n = ndev - d0 < 16 ? ndev - d0 : 16;
        bbmmi_devices_queued(ctx, d0, n, q);
        for (d = 0; d < n; d++)
            if (d0 + d == 0 || q[d] < least) {
                best = d0 + d;
                least = q[d];
            }
    }
    return best;
}

/* The global device of tile "t" of run "r" under the distribution
 * setting (one rank: its device).  Under several ranks every rank must
 * deal the tiles alike, so dynamic distribution becomes block. */
BBMM_API int bbmm_dist_device(bbmm_context *ctx, const bbmmi_run *r, size_t t)
{
    switch (bbmm_setting_dist(ctx)) {
    case BBMM_DIST_DYNAMIC:
        if (r->guse == r->use)
            return bbmmi_least_busy(ctx, r->use);
        return bbmm_dist_block(r, t, r->guse);
    case BBMM_DIST_CYCLIC:
        return (int)(t % (size_t)r->guse);
    default:
        return bbmm_dist_block(r, t, r->guse);
    }
}

#define BBMMI_RETIRE_EVERY 64 /* tiles between two retirements of finished commands */

/* ---- devices: whether every tile splits ------------------------------ */

/* BBMM_EARLY=auto splits a tile where its device takes flows for the run
 * (both sides of a stencil's exchange wait every run).  Whether the tiles
 * that take none should split too (floyd-warshall's owner of the next
 * row: the others get it sooner, the owner launches one kernel more)
 * depends on the machine: it paid 4.6 % on 2 H200s and nothing on 2 H100s
 * (bench/RESULTS.md), and once the host's driver queries were cut (stop
 * 53) splitting cost floyd on 2 H200s 25 %, the trial keeping it: auto
 * no longer splits them.  Under BBMM_EARLY=trial a nest whose runs use several devices times
 * both: blocks of BBMMI_EARLY_BLOCK runs, long against the look-ahead
 * window (whose runs finish in the block after the one that enqueued
 * them), the first untimed, then without, with, without and with every
 * tile split.  The wall-clock time of a block is what the devices finish
 * while the window is full and what the host enqueues while it is not;
 * splitting every tile is kept only when it was at least 2 % faster.  A
 * nest's runs change as the computation goes on (floyd-warshall's first
 * steps store much, its later ones little, and with coarsened kernels the
 * host's enqueueing then bounds a step: one launch more costs), so the
 * trial runs again every BBMMI_EARLY_RETRY runs after a decision: on 2
 * H200s generated floyd N=8192 took 0.994 s under a decision made at its
 * first runs, 0.860 s with no tile split and 1.028 s with every one. */
#define BBMMI_EARLY_BLOCK 64
#define BBMMI_EARLY_BLOCKS 5
#define BBMMI_EARLY_RETRY 2048

typedef struct bbmmi_early_trial {
    int block;      /* blocks begun; -1: decided */
    int runs;       /* runs in the current block */
    uint64_t t0;    /* when it began (ns) */
    uint64_t ns[2]; /* time of the timed blocks without and with */
    int split;      /* the outcome: every tile splits (1) or not (0) */
    int since;      /* runs since the last decision */
} bbmmi_early_trial;

/* Whether the run placed at time "now" (ns) splits every tile; "*ended"
 * nonzero when the trial ended with this run (then e->split holds). */
BBMM_API int bbmmi_early_trial_run(bbmmi_early_trial *e, uint64_t now, int *ended)
{
    *ended = 0;
    if (e->block < 0) {
        if (++e->since < BBMMI_EARLY_RETRY)
            return e->split;
        e->block = 0; /* time both again */
        e->ns[0] = e->ns[1] = 0;
    }
    if (e->block == 0 || e->runs == BBMMI_EARLY_BLOCK) {
        if (e->block >= 2) /* close a timed block */
            e->ns[(e->block - 2) % 2] += now - e->t0;
        if (e->block == BBMMI_EARLY_BLOCKS) {
            e->split = e->ns[1] * 100 <= e->ns[0] * 98;
            e->block = -1;
            e->since = 0;
            *ended = 1;
            return e->split;
        }
        e->block++;
        e->runs = 0;
        e->t0 = now;
    }
    e->runs++;
    return e->block >= 2 && (e->block - 2) % 2 == 1;
}

/* ---- a run's start: its devices and its tiles ------------------------- */

/* Device time measured for one nest's kernels (BBMM_SPREAD=auto): the
 * kernel time and the work-items of its retired launches (the thin layer
 * adds to it as they retire). */
typedef struct bbmmi_meter {
    uint64_t ns;
    uint64_t items;
} bbmmi_meter;

/* What a nest's runs leave for the start of its next run; kept with the
 * nest's kernel by the thin layer (lib/exec.c's kernel cache), read and
 * written by the method (here, bbmm/run.h, bbmm/replay.h) with the
 * context's lock held (the launch counts: atomically; the kernels: the
 * run's thread). */
typedef struct bbmmi_nest_memo {
    bbmm_grid_memo grid; /* the grid of its first run without a cover */
    bbmmi_meter meter;   /* kernel time of the retired launches: every launch when device times
                            are read, else a sample (run.h's bbmmi_metered) */
    uint64_t launches;   /* launches of the kernel so far (run.h's bbmmi_metered) */
    uint64_t hosted;     /* of them, timed by the host for the meter */
    uint64_t runs;       /* runs of the nest so far (bbmmi_run_number) */
    struct bbmmi_plan *plan; /* its last runs, to replay (bbmm/replay.h); NULL: none */
    /* the kernels the thin layer built for it, with the options the method
     * chose (run.h's bbmmi_kernel_pick; the run's thread only, runs take
     * turns): per variant (BBMM_VARIANT_*) one per device, NULL until
     * built; those built for a binding of the references (run.h's
     * bbmmi_bound), "nbound" of them; whether its source has bound
     * references (BBMM_BREF) */
    struct _cl_kernel **var[BBMM_VARIANTS];
    struct bbmmi_bound *bound;
    int nbound;
    int binds;
    /* releases what the method keeps here (the kernels, the plan): set by
     * the method with the entry, called by the thin layer when it frees
     * the kernel entry */
    void (*release)(bbmm_context *ctx, struct bbmmi_nest_memo *m);
    int narrowed;        /* BBMM_SPREAD=auto's last measured decision: 1 one device, 2 every
                            device, 0 none yet */
    uint64_t streak;     /* the last runs in a row that each allocated a box over part of a box
                            already there (the manager's "overlapping") */
    int whole;           /* its runs allocate whole arrays (bbmmi_run_whole) */
    int probed;          /* a run on several devices looked for moving boxes (bbmmi_run_moving) */
    int moving;          /* ... and found one */
    bbmmi_early_trial early; /* BBMM_EARLY=trial's trial of its runs on several devices */
} bbmmi_nest_memo;

/* The settings a run's start reads, as the thin layer has them resolved. */
typedef struct bbmmi_run_rules {
    int spread_auto;         /* BBMM_SPREAD=auto */
    uint64_t spread_items;   /* ... a run of fewer work-items uses one device (0: rule off) */
    uint64_t spread_ns;      /* ... so does a nest whose kernels take less per run (0: off) */
    int alloc_auto;          /* BBMM_ALLOC not given */
    int alloc_whole;         /* BBMM_ALLOC=whole */
    int pipeline;            /* BBMM_PIPELINE: chunks per device; 0 auto */
    int early;               /* BBMM_EARLY: 0 off, 1 on, 2 auto, 3 trial */
    int first_gpu;           /* the first device that is a GPU; the device count: none */
} bbmmi_run_rules;

/* A run's start (bbmm/run.h), with the context's lock held.  Attach: the
 * nest's kernel to "run" (built on first use by the thin layer), with its
 * memo (run->nm); the executor on the first run; "rules" filled.  Enter:
 * the run is under way (its statistics, its plan: bbmm/replay.h). */
bbmm_status bbmmi_run_attach(bbmm_context *ctx, bbmmi_run *run, bbmmi_run_rules *rules);
void bbmmi_run_enter(bbmm_context *ctx, bbmmi_run *run);

/* The number of devices a run of "nest" uses (BBMM_SPREAD; "ndev"
 * started): every device, or under "auto" only the first when the run has
 * fewer work-items than the smallest GPU keeps in flight (a second device
 * would run its half no sooner), or when the nest's kernels measured so
 * far took, per work-item, so little that this run's kernel time in all
 * stays below the limit (its flows between devices would cost more than
 * the second device saves), or, before anything is measured, when the
 * nest recurs and its arrays are small (below).  The measured rule keeps
 * its last decision until the estimate passes the limit by half (x 1.5
 * to spread again, / 1.5 to narrow again): an estimate near the limit
 * would otherwise flip the nest between one and all devices, and every
 * flip moves its arrays between the devices (measured: heat-2d 4096²,
 * kernels of 86-96 us per run against a limit of 100, 13 GB moved in 100
 * steps).
 *
 * A nest that recurs measures on one device first when its arrays are
 * small (BBMMI_PROBE_BYTES): spread now, a nest whose kernels turn out
 * short would have paid the second device's staging, builds and flows
 * for nothing; kept on one device, a long one pays at most the other
 * part of its arrays read in again (64 MiB: 7 ms from pageable memory)
 * and the runs enqueued before the first kernel ends. */
#define BBMMI_PROBE_BYTES ((uint64_t)64 << 20)
BBMM_API int bbmmi_run_spread(bbmm_context *ctx, const bbmm_nest *nest, bbmmi_nest_memo *m,
                              const bbmmi_run_rules *r)
{
    int ndev = bbmm_mgr(ctx)->ndev, i;
    uint64_t items, bytes = 0;
    double est, lim;
    if (ndev == 1 || !r->spread_auto || bbmm_bb_volume(&nest->space, &items) != BBMM_OK)
        return ndev;
    if (items < r->spread_items)
        return 1;
    if (!r->spread_ns)
        return ndev;
    if (!m->meter.items) { /* nothing measured yet */
        for (i = 0; nest->recurs && i < nest->narrays && bytes <= BBMMI_PROBE_BYTES; i++) {
            const bbmmi_array *a = bbmmi_mgr_array(ctx, nest->arrays[i]);
            bytes = a && bytes + a->bytes >= bytes ? bytes + a->bytes : UINT64_MAX;
        }
        return nest->recurs && bytes <= BBMMI_PROBE_BYTES ? 1 : ndev;
    }
    est = (double)items * (double)m->meter.ns / (double)m->meter.items;
    lim = (double)r->spread_ns * (m->narrowed == 1 ? 1.5 : m->narrowed == 2 ? 1.0 / 1.5 : 1.0);
    m->narrowed = est < lim ? 1 : 2;
    return m->narrowed == 1 ? 1 : ndev;
}

/* Nonzero when this run of "nest" should allocate whole arrays: BBMM_ALLOC
 * is not given; its arrays together take at most half of every device's
 * budget (asked every run); and its boxes move, one way or the other
 * (once seen, for every later run):
 *   - its last BBMMI_WHOLE_AFTER runs in a row each made a box or more
 *     over part of a box of the same array already on that device: their
 *     boxes keep moving over data the device has, as a wavefront's
 *     diagonal tiles do, and each would be read in again (the first
 *     diagonal of seidel-2d's wavefront, with nothing there before it, is
 *     not counted against it);
 *   - its first run on several devices has a tile with an iteration-local
 *     box outside the boxes it keeps (bbmmi_run_moving): floyd's row k on
 *     the devices that do not own it, a new box every serial iteration.
 *     Found there, the switch comes before anything is allocated: each
 *     device makes one buffer per array for the whole loop (floyd N=256 on
 *     2 PoCL devices made 4 per device: the block, the first row, one
 *     element shorter, and two rows that take turns), and the bytes moved
 *     are those of the boxes (the directory keeps what is valid where). */
#define BBMMI_WHOLE_AFTER 8
BBMM_API int bbmmi_run_whole(bbmm_context *ctx, const bbmm_nest *nest, bbmmi_nest_memo *m,
                             const bbmmi_run_rules *r)
{
    const bbmm_manager *mgr = bbmm_mgr(ctx);
    uint64_t bytes = 0, b;
    int i, d;
    if (!r->alloc_auto || r->alloc_whole || (!m->whole && m->streak < BBMMI_WHOLE_AFTER && !m->moving))
        return 0;
    /* the limit every run: one function's nest may run on a small matrix
     * first and on one too large for whole arrays next (its boxes still
     * fit; whole arrays kept from the first ran out of device memory) */
    for (i = 0; i < nest->narrays; i++) {
        const bbmmi_array *a = bbmmi_mgr_array(ctx, nest->arrays[i]);
        if (!a || bbmm_add_overflow_u64(bytes, a->bytes, &b))
            return 0;
        bytes = b;
    }
    for (d = 0; d < mgr->ndev; d++)
        if (bytes > mgr->store[d].mem_limit / 2)
            return 0;
    return m->whole = 1;
}

/* BBMM_EARLY=trial: whether run "r" splits every tile, from its nest's
 * trial (bbmmi_early_trial_run).  Under several ranks, each of which
 * would time its own, the rule stays as it was. */
BBMM_API void bbmmi_run_early(bbmm_context *ctx, bbmmi_run *r, const bbmmi_run_rules *rules)
{
    r->early_all = r->early_ended = 0;
    if (rules->early != 3 || r->guse < 2 || bbmm_setting_coherency(ctx) == BBMM_COHERENCY_BLOCK ||
        bbmmi_nranks(ctx) > 1)
        return;
    r->early_all = bbmmi_early_trial_run(&r->nm->early, bbmmi_now_ns(), &r->early_ended);
}

/* BBMM_PIPELINE: the grid cells per device of run "r" (bbmm_grid_cut).  A
 * run cut into one tile per device copies a device's part in, computes
 * it, and copies it out, one after the other; cut into chunks, the copy
 * into chunk c + 1 (a side load: lib/transfer.c) runs while chunk c
 * computes, and chunk c's write-out while chunk c + 1's copy in goes on,
 * so that a run that moves much data per unit of work (blackscholes: 56
 * bytes per option) takes about the time of its copies instead of copies
 * plus kernels.  Each device allocates its part once, as a run of one
 * tile per device does (tile.h's bbmmi_tile_part_spans): with a buffer
 * per chunk and array, blackscholes' 56 buffers instead of 7 took 46 ms
 * more of host time to enqueue (about 0.9 ms each on NVIDIA's OpenCL),
 * most of a 62 ms run.
 *
 * "auto" pipelines a run on GPUs (PoCL's copies are the CPU's own memcpy,
 * with nothing to overlap) whose arrays weigh BBMMI_PIPE_CHUNK twice or
 * more per device, one chunk per BBMMI_PIPE_CHUNK up to BBMMI_PIPE_MAX,
 * when its nest
 *   - streams (bbmm_nest.stream: a point touches a bounded number of
 *     elements): where a point runs a loop (gemm, syrk) the kernel
 *     outweighs the copies, and each chunk's kernel would end in a partly
 *     idle wave (PolyBench's syrk and syr2k at EXTRALARGE on one H200 cut
 *     into 8 chunks: 17 ms slower of 51 and 85 ms, one run each);
 *   - does not recur (a nest in serial loops has its data on the devices
 *     after its first run, and each chunk would be a launch more at every
 *     run);
 *   - has automatic tiles along dimension 0, block distribution (a
 *     device's chunks are then one part of the space) and one rank.
 * A count given by the setting applies to every run with automatic tiles
 * along dimension 0 and block distribution, recurring or not (tests
 * exercise chunked runs with it).  Never more chunks than points along
 * dimension 0 per device. */
#define BBMMI_PIPE_CHUNK ((uint64_t)16 << 20)
#define BBMMI_PIPE_MAX 8
BBMM_API int bbmmi_run_pipe(bbmm_context *ctx, const bbmmi_run *r, const bbmmi_run_rules *rules)
{
    const bbmm_nest *nest = r->nest;
    const bbmm_box *fr = bbmm_grid_frame(nest);
    uint64_t ext = (uint64_t)fr->hi[0] - (uint64_t)fr->lo[0] + 1, per, bytes = 0, b;
    int n = rules->pipeline, i;
    if (n == 1 || nest->tile[0] || nest->sweep || r->use < 1 || r->whole || bbmmi_nranks(ctx) > 1 ||
        bbmm_setting_dist(ctx) != BBMM_DIST_BLOCK)
        return 1;
    per = ext / (uint64_t)r->use;
    if (!n) {
        if (nest->recurs || !nest->stream || rules->first_gpu >= r->use)
            return 1;
        for (i = 0; i < nest->narrays; i++) {
            const bbmmi_array *a = bbmmi_mgr_array(ctx, nest->arrays[i]);
            if (!a || bbmm_add_overflow_u64(bytes, a->bytes, &b))
                return 1;
            bytes = b;
        }
        b = bytes / (uint64_t)r->use / BBMMI_PIPE_CHUNK;
        n = b > BBMMI_PIPE_MAX ? BBMMI_PIPE_MAX : (int)b;
        if (n < 2)
            return 1;
    }
    return (uint64_t)n <= per ? n : per > 1 ? (int)per : 1;
}

/* Start a run of "nest" into "*out" (NULL when its space is empty): check
 * the nest, attach its kernel, choose its devices (BBMM_SPREAD) and cut
 * its tiles; make the host current where the run needs it (runs on one
 * device flow out lazily: after them, a run on several first makes the
 * host current; the late flow-outs of the run before the last,
 * bbmm_bb_flow_late); then the phase begins. */
bbmm_status bbmmi_run_begin(bbmm_context *ctx, const bbmm_nest *nest, bbmmi_run **out);
#ifdef BBMM_METHOD_BODIES /* compiled once (config.h) */
/* run->dir_state: for each array of the run's nest, its record (handle,
 * host, written, lazy, references, keeper, conflict) and each resident
 * box (its device, box, buffer, fused group and offset, flags, uses, and
 * the elements newer or older than the host), in the directory's order
 * (lock held).  Replay compares it where a run begins and ends: a run
 * that changed none of it can be repeated (bbmm/replay.h). */
static void bbmmi_run_dir_state(bbmm_context *ctx, const bbmmi_run *run, bbmmi_bytes *b)
{
    const bbmm_nest *nest = run->nest;
    int i;
    for (i = 0; i < nest->narrays; i++) {
        const bbmmi_array *a = bbmmi_mgr_array(ctx, nest->arrays[i]);
        const bbmmi_resident *x;
        uint64_t v[7];
        if (!a) {
            bbmmi_bytes_u64(b, 0);
            continue;
        }
        v[0] = a->id;
        v[1] = (uint64_t)a->written;
        v[2] = (uint64_t)a->lazy;
        v[3] = (uint64_t)a->refs;
        v[4] = (uint64_t)(unsigned char)a->conflict[0];
        v[5] = (uint64_t)(uintptr_t)a->host;
        v[6] = (uint64_t)(uintptr_t)a->keeper;
        bbmmi_bytes_put(b, v, sizeof(v));
        for (x = a->residents; x; x = x->anext) {
            v[0] = x->id;
            v[1] = (uint64_t)x->dev;
            v[2] = x->goff;
            v[3] = (uint64_t)x->flags;
            v[4] = (uint64_t)x->uses;
            v[5] = (uint64_t)(uintptr_t)x->mem;
            v[6] = (uint64_t)(uintptr_t)x->group;
            bbmmi_bytes_put(b, v, sizeof(v));
            bbmmi_bytes_box(b, &x->box);
            bbmmi_bytes_boxes(b, x->dirty.v, x->dirty.n);
            bbmmi_bytes_boxes(b, x->stale.v, x->stale.n);
        }
        bbmmi_bytes_u64(b, UINT64_MAX); /* the end of the array's residents */
    }
}

/* Nonzero when an iteration-local box of "e" lies in none of the boxes the
 * tile keeps across serial iterations (its other initial boxes and its
 * spans). */
static int bbmmi_slot_moves(const bbmm_tile_slot *e)
{
    size_t i, k;
    int in;
    for (i = 0; i < e->init.n; i++) {
        if (!(e->flags[i] & BBMM_BOX_ITER_LOCAL))
            continue;
        in = 0;
        for (k = 0; k < e->init.n && !in; k++)
            in = !(e->flags[k] & BBMM_BOX_ITER_LOCAL) && bbmm_bb_is_subset(&e->init.v[i], &e->init.v[k]);
        for (k = 0; k < e->span.n && !in; k++)
            in = bbmm_bb_is_subset(&e->init.v[i], &e->span.v[k]);
        if (!in)
            return 1;
    }
    return 0;
}

/* The first run of a nest on several devices under BBMM_ALLOC auto, on one
 * rank, before its tiles place anything: m->moving when a tile's
 * iteration-local box lies outside what the tile keeps (bbmmi_slot_moves),
 * for bbmmi_run_whole.  Each tile's boxes() is asked once more, here
 * (lock held, as the ranks' plan asks it). */
static bbmm_status bbmmi_run_moving(bbmm_context *ctx, bbmmi_run *r, const bbmmi_run_rules *rules)
{
    const bbmm_nest *nest = r->nest;
    bbmmi_nest_memo *m = r->nm;
    bbmm_tile_spec spec;
    bbmm_status st = BBMM_OK;
    size_t t;
    int i;
    if (m->probed || m->whole || r->guse < 2 || !rules->alloc_auto || rules->alloc_whole || bbmmi_nranks(ctx) > 1)
        return BBMM_OK;
    m->probed = 1;
    memset(&spec, 0, sizeof(spec));
    for (t = 0; t < r->ntiles && st == BBMM_OK && !m->moving; t++) {
        if ((st = bbmmi_spec_prepare(&spec, nest->narrays)) != BBMM_OK)
            break;
        spec.cell = r->cells[t];
        st = nest->boxes(nest->user, &r->tiles[t], &spec);
        for (i = 0; i < nest->narrays && st == BBMM_OK && !m->moving; i++)
            m->moving = bbmmi_slot_moves(&spec.slot[i]);
    }
    bbmmi_spec_free(&spec);
    if (st != BBMM_OK) /* the tile loop asks again, and says what failed */
        m->moving = 0;
    r->whole = bbmmi_run_whole(ctx, nest, m, rules);
    return BBMM_OK;
}

bbmm_status bbmmi_run_begin(bbmm_context *ctx, const bbmm_nest *nest, bbmmi_run **out)
{
    bbmm_manager *mgr = bbmm_mgr(ctx);
    bbmmi_run *r = NULL;
    bbmmi_run_rules rules;
    bbmm_status st;
    int i;
    *out = NULL;
    if (mgr->ndev < 1) /* none started yet, or every start failed (start.h) */
        return bbmmi_error(ctx, BBMM_ERR_NO_DEVICE, "nest %s: the context has no device",
                           nest->name ? nest->name : "?");
    bbmmi_lock(ctx);
    st = bbmm_nest_check(ctx, nest);
    if (st != BBMM_OK || bbmm_bb_is_empty(&nest->space)) {
        bbmmi_unlock(ctx);
        return st;
    }
    /* the slot views after the run (bbmm_nest_check bounded narrays) */
    if (!(r = (bbmmi_run *)calloc(1, sizeof(*r) + (size_t)nest->narrays * sizeof(bbmmi_slot_view))))
        st = bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_run: out of host memory");
    if (st == BBMM_OK) {
        bbmmi_slot_view *v = (bbmmi_slot_view *)(r + 1);
        for (i = 0; i < nest->narrays; i++) { /* checked: every one is registered */
            const bbmmi_array *a = bbmmi_mgr_array(ctx, nest->arrays[i]);
            v[i].ndim = a->ndim;
            v[i].index32 = a->elem && a->bytes / a->elem < ((uint64_t)1 << 31);
            v[i].name = a->name;
        }
        if (!mgr->spec && !(mgr->spec = (bbmm_tile_spec *)calloc(1, sizeof(*mgr->spec))))
            st = bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_run: out of host memory");
        r->spec = mgr->spec;
        r->nest = nest;
        r->slots = v;
        r->dir_state = bbmmi_run_dir_state;
        if (st == BBMM_OK)
            st = bbmmi_run_attach(ctx, r, &rules);
    }
    if (st == BBMM_OK) {
        r->memo = &r->nm->grid;
        r->whole = bbmmi_run_whole(ctx, nest, r->nm, &rules);
        r->overlaps0 = mgr->overlapping;
        if (bbmmi_nranks(ctx) > 1) { /* every rank deals the tiles alike: no narrowing */
            r->use = mgr->ndev;
            r->guse = bbmmi_rank_first(ctx, bbmmi_nranks(ctx));
            r->goff = bbmmi_rank_first(ctx, bbmmi_rank(ctx));
        } else {
            r->use = r->guse = bbmmi_run_spread(ctx, nest, r->nm, &rules);
            r->goff = 0;
        }
        bbmmi_run_early(ctx, r, &rules);
        r->pipe = bbmmi_run_pipe(ctx, r, &rules);
        st = bbmm_grid_cut(ctx, r);
        if (st == BBMM_OK)
            st = bbmmi_run_moving(ctx, r, &rules);
    }
    for (i = 0; st == BBMM_OK && mgr->ndev > 1 && i < nest->narrays; i++) {
        bbmmi_array *a = bbmmi_mgr_array(ctx, nest->arrays[i]);
        if (a && r->guse == 1)
            a->lazy = 1;
        else if (a)
            st = bbmmi_mgr_lazy_flush(ctx, a);
    }
    if (st == BBMM_OK)
        st = bbmmi_mgr_late_flush(ctx);
    if (st == BBMM_OK) {
        bbmmi_run_enter(ctx, r);
        bbmmi_phase_begin(ctx);
        *out = r;
    } else if (r) {
        bbmmi_run_free_tiles(r);
        free(r);
    }
    bbmmi_unlock(ctx);
    return st;
}
#endif

BBMM_EXTERN_C_END

#endif
