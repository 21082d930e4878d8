/* bbmm/exec.h - one parallel loop nest (bbmm_nest) and the kernel
 * conventions; its run over the devices is the tile loop of tile.h
 * (Algorithm 4) and its coherency Table III.  Part of bbmm.h; see its
 * manual.
 *
 * ==== The model ===========================================================
 *
 * A region is a loop nest whose outer serial loops run on the host; inside
 * them a band of up to BBMM_KMAX_TILE_DIMS parallel loops is cut into tiles.
 * For each iteration of the serial loops the host runs each parallel nest
 * once (bbmm_run, or the tile loop written out):
 *   1. bbmm_tiles_begin cuts nest->space into tiles of nest->tile sizes (0:
 *      chosen so that every device gets work and a tile fits the device
 *      budget);
 *   2. bbmm_tiles_next hands them out in order, each with its device
 *      (BBMM_DIST block / cyclic / dynamic);
 *   3. for each tile (Algorithm 4): nest->boxes() gives the tile's initial
 *      boxes (with READ / WRITE / ITER_LOCAL flags), flow-out boxes and
 *      write-out boxes per array; the initial boxes become allocation boxes
 *      (BBMM_ALLOC: disjoint set, Algorithm 2, merged where the union is a
 *      box / convex hull / whole array); each is found on the device or
 *      allocated and read in, and a use taken; the kernel is launched; the
 *      writes are recorded; the flow-out boxes go to the host (flow-out) and
 *      into every other resident copy of those elements (flow-in: from the
 *      host, or by an intra-device copy when the copy is on the writer's
 *      device); the write-out boxes go to the host (write-out); the uses are
 *      dropped;
 *   4. bbmm_tiles_end ends the phase and frees the iteration-local boxes
 *      (bb_cleanup).
 * All of it is enqueued, not waited for (the manual's "Asynchronous
 * execution"): the next serial iteration is enqueued while this one runs.
 * BBMM_COHERENCY=block moves each tile's whole write boxes instead of its
 * flow-out boxes (the baseline of the paper's Fig. 3h).
 *
 * ==== Kernel conventions (OpenCL C) =======================================
 *
 * The runtime prepends BBMM_KERNEL_PRELUDE (below) to nest->source and
 * builds it with -DBBMM_KMAX_BOXES=4.  A kernel takes, in this order:
 *   - for each array of nest->arrays, in order, BBMM_ARRAY_PARAM(T, A, D):
 *     four buffer pointers A_0..A_3, a box table A_bx (bbmm_kboxesD) and a
 *     binding table A_bd (bbmm_kbind): the array arrives as a list of 1..4
 *     resident boxes, buffer and bounds per box (unused pointers repeat a
 *     valid buffer, never read); under BBMM_CHECK=bounds (built with
 *     -DBBMM_CHECK_BOUNDS) also the device's check record A_ck and the
 *     array's position A_sl, and every BBMM_AT/REF/BREF/HREF access is
 *     tested against its box (docs/runtime.md, "Checking modes").  A
 *     launch where every array is one box (the variant built with
 *     -DBBMM_ONE_BOX), unchecked, takes only A_0 and that box as A_bx
 *     (BBMM_COMPACT, prelude.h): use the macros, never the parameters;
 *   - the tile, `const bbmm_ktile tile` (bounds of the tile in each parallel
 *     dimension, outermost first);
 *   - the scalar arguments of nest->scalars, in order.
 * One work-item per point of the tile: BBMM_TILE_ID(tile, d) is the
 * iteration of parallel dimension d (0 = outermost); the global size is
 * rounded up, and a launch may cover the tile less a hole (the rest of a
 * tile whose early part ran first, BBMM_EARLY), so begin with
 * `if (!BBMM_IN_TILE(tile)) return;`, which drops both.  Take indices from
 * BBMM_TILE_ID only, never from get_global_id: a hole across the first
 * dimension is left out of the launch's range (BBMM_SLAB, prelude.h).
 * Element access: BBMM_REF2(A, i, j) (also REF1, REF3, REF4) is an lvalue
 * for element [i][j] of array A: it picks the box holding the index (split
 * access) and subtracts that box's lower bounds; when the array came as one
 * box no search is made.  BBMM_AT2(A, b, i, j) addresses box b directly.
 * BBMM_BREF2(A, s, id, i, j) is a reference of array A, the kernel's
 * array number "s", bound to the tile's initial box number "id" (given
 * with bbmm_spec_access_id, tile.h): the launch names the box that serves
 * that whole initial box (in A_bd, or as a constant of a kernel built for
 * the tile's binding), so no search is made unless its elements really
 * lie in several boxes.  Generated kernels use
 * it for every reference, and BBMM_IN_TILE2(tile) / BBMM_TILE_ID_N(tile,
 * 2, d) for a tile of known dimension count.  These macros may evaluate
 * their index arguments more than once.
 *
 *   #define PATH(i, j) BBMM_REF2(path, i, j)
 *   kernel void floyd(BBMM_ARRAY_PARAM(float, path, 2), const bbmm_ktile tile, long k) {
 *       if (!BBMM_IN_TILE(tile)) return;
 *       long i = BBMM_TILE_ID(tile, 0), j = BBMM_TILE_ID(tile, 1);
 *       float via = PATH(i, k) + PATH(k, j);
 *       if (via < PATH(i, j)) PATH(i, j) = via;
 *   }
 */
#ifndef BBMM_H
#error "bbmm/exec.h is a part of bbmm.h: include bbmm.h"
#endif
#ifndef BBMM_EXEC_H
#define BBMM_EXEC_H

#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "status.h"
#include "box.h"
#include "runtime.h"

BBMM_EXTERN_C_BEGIN

#define BBMM_KMAX_BOXES 4     /* boxes of one array a kernel can receive */
#define BBMM_KMAX_TILE_DIMS 3 /* parallel dimensions a kernel can cover */
#define BBMM_KMAX_ARRAY_DIMS 4 /* dimensions of an array a kernel can access */
#define BBMM_KMAX_REFS 8 /* initial boxes per array a kernel can bind references to */

/* What one tile touches; filled by the nest's boxes() callback through the
 * bbmm_spec_* functions (tile.h). */
typedef struct bbmm_tile_spec bbmm_tile_spec;

/* Describe tile "tile" (bounds in the parallel dimensions) into "spec".
 * It may be called more than once for a tile of one run (a replayed run
 * compares, the first run on several devices looks for boxes that move:
 * grid.h's bbmmi_run_moving, with the context's lock held), so it only
 * computes: it calls nothing of the context but the bbmm_spec_* functions. */
typedef bbmm_status (*bbmm_tile_boxes_fn)(void *user, const bbmm_box *tile, bbmm_tile_spec *spec);

/* A scalar kernel argument. */
typedef struct bbmm_kernel_arg {
    size_t size;
    const void *value;
} bbmm_kernel_arg;

/* How a coarsened kernel's work-item takes its points (bbmm_nest.coarsen;
 * bbmm/prelude.h): consecutive ones (work-item g runs g C .. g C + C - 1:
 * wide loads, for kernels that store few of their points), or strided by
 * the work-group's width L (group q, local item l: q L C + l + c L), so
 * that each store instruction of a warp stays contiguous. */
#define BBMM_COARSEN_RUNS 1
#define BBMM_COARSEN_STRIDED 2

/* One parallel loop nest (one phase of a serial iteration). */
typedef struct bbmm_nest {
    const char *name;          /* for messages and statistics */
    const char *source;        /* OpenCL C source of the kernel */
    const char *kernel;        /* kernel function name */
    const char *build_options; /* extra options for the OpenCL compiler (may be NULL) */
    int narrays;
    const bbmm_array *arrays;  /* the array slots, in kernel parameter order */
    bbmm_box space;            /* iteration space of the parallel band (ndim 1..3) */
    int64_t tile[BBMM_KMAX_TILE_DIMS]; /* tile sizes; 0: chosen at run time */
    size_t workgroup[BBMM_KMAX_TILE_DIMS]; /* work-group shape, outermost band dimension
                                              first (all nonzero); 0: the default
                                              (bbmm_launch_shape); BBMM_WORKGROUP
                                              overrides it */
    bbmm_tile_boxes_fn boxes;  /* the tile's boxes */
    void *user;                /* passed to boxes() */
    int nscalars;
    const bbmm_kernel_arg *scalars;
    bbmm_box cover;            /* optional (ndim 0: none): a box holding the space of every
                                  run of this nest in the current computation (e.g. over
                                  its serial loops).  With it the tile grid is laid over the
                                  cover on every run, so tiles and their devices stay put
                                  while the space changes; without it the grid is fixed at
                                  the nest's first run on this context.  Each run keeps its
                                  own grid: other runs of the nest (other covers, other
                                  threads) never move it. */
    int recurs;                /* nonzero: the nest runs again and again (it sits in serial
                                  loops; bbmm-pp sets it).  Under BBMM_SPREAD=auto with a
                                  time limit, its first runs then measure on one device
                                  when its arrays are small (docs/runtime.md) */
    int coarsen;               /* BBMM_COARSEN_RUNS or _STRIDED: the kernel is written for
                                  coarsening (bbmm/prelude.h: its body between
                                  BBMM_ITEMS_BEGIN and BBMM_ITEMS_END, indices from
                                  BBMM_TILE_IDC_N): the runtime runs BBMM_COARSEN points of
                                  the innermost band dimension per work-item, in that form
                                  (bbmm-pp's kernels are); 0: one point per work-item */
    const char *where;         /* optional (NULL: none): where the nest is in the program's
                                  source, for messages, e.g. "heat.c:12" (bbmm-pp sets it) */
    int stream;                /* nonzero: a point of the band touches a bounded number of
                                  elements (no loop of the nest inside the kernel, as in
                                  blackscholes), so a run moves about as many bytes as it
                                  computes on and its copies weigh as much as its kernel:
                                  BBMM_TUNE pipeline=auto cuts such runs into chunks per
                                  device when they move much (grid.h's bbmmi_run_pipe;
                                  bbmm-pp sets it) */
    int sweep;                 /* nonzero: every dimension of the space but the last is a
                                  serial loop the kernel runs itself, a barrier after each
                                  of its steps, around the last, whose points the kernel
                                  deals out over its work-items by get_local_id(0) (a
                                  wavefront of short steps: one launch instead of one per
                                  step; bbmm-pp's pp_nest.sweep; its chains are sweeps of one
                                  dimension, the serial loop, the items sharing the parallel
                                  loops inside it).  A run is then one tile,
                                  the whole space, on one device, launched as one
                                  one-dimensional work-group: never cut, split or
                                  pipelined (grid.h, tile.h, lib/exec.c) */
} bbmm_nest;

/* bbmm_run(ctx, nest), the loop over the tiles of "nest", is in tile.h.
 * An empty space (some lo > hi) runs nothing and returns BBMM_OK.  A space
 * or cover with more than 2^63 - 1 points in a dimension is
 * BBMM_ERR_OVERFLOW.  Calls from several threads take turns on the
 * devices, each with its own tile grid; an array written while another
 * thread has its memory registered fails the run with BBMM_ERR_OVERLAP (the
 * manual's "Threads"), and after bbmm_exit_prepare() in another thread no
 * further tile starts (BBMM_ERR_STOPPED).  On error the first failure's
 * status is returned, no further tiles start, and no data is lost: what
 * the devices hold newer than the host stays tracked and reaches it at
 * bbmm_array_sync(). */

/* The OpenCL C text the runtime puts before every kernel source
 * (BBMM_KERNEL_PRELUDE of bbmm/prelude.h). */
extern const char bbmm_kernel_prelude[];

/* ---- the geometry of a launch (lib/exec.c) ---------------------------- */

/* Bytes [lo, hi) of device buffer "mem" that a command reads or writes
 * (the hazards of later copies: lib/transfer.c). */
typedef struct bbmmi_acc {
    struct _cl_mem *mem;
    size_t lo, hi;
} bbmmi_acc;

/* The kernel arguments of one array (its slot in the nest), in parameter
 * order: BBMM_KMAX_BOXES buffers (NULL: none, the runtime passes a dummy),
 * the box table, the binding table (filled by the method:
 * bbmm_launch_slot, tile.h). */
typedef struct bbmm_slot_args {
    struct _cl_mem *mem[BBMM_KMAX_BOXES];
    /* table[0] = number of boxes; then lo[box][dim], then hi[box][dim] */
    int64_t table[1 + 2 * BBMM_KMAX_BOXES * BBMM_KMAX_ARRAY_DIMS];
    size_t table_bytes;
    /* per initial box number: the resident box that serves all of it (the
     * first resident that holds any of it, when it holds all of it: the
     * box the kernel's search would pick for every element), -1 (the kernel
     * searches), or 0 for a number the tile has no box for (its references
     * do not run) */
    int32_t bind[BBMM_KMAX_REFS];
} bbmm_slot_args;

/* A growable byte buffer: what a run depends on, serialized, as replay
 * compares it (bbmm/replay.h; the method writes its part:
 * bbmmi_run_dir_state, bbmmi_tile_spec_state).  "bad": out of memory,
 * it holds nothing usable. */
typedef struct bbmmi_bytes {
    unsigned char *p;
    size_t n, cap;
    int bad;
} bbmmi_bytes;

/* bbmmi_bytes_put where "b" must grow first. */
BBMMI_COLD void bbmmi_bytes_grow(bbmmi_bytes *b, const void *p, size_t n)
{
    size_t cap = b->cap ? b->cap : 256;
    unsigned char *np;
    if (b->bad || !n)
        return;
    while (cap < b->n + n)
        cap *= 2;
    if (!(np = (unsigned char *)realloc(b->p, cap))) {
        b->bad = 1;
        return;
    }
    b->p = np;
    b->cap = cap;
    memcpy(b->p + b->n, p, n);
    b->n += n;
}

/* Append "n" bytes at "p" to "b" (the common case, room enough, inline:
 * replay serializes a run's state on every run). */
static inline void bbmmi_bytes_put(bbmmi_bytes *b, const void *p, size_t n)
{
    if (!n) /* "p" may then be NULL (an empty list's) */
        return;
    if (b->n + n > b->cap || b->bad) {
        bbmmi_bytes_grow(b, p, n);
        return;
    }
    memcpy(b->p + b->n, p, n);
    b->n += n;
}

static inline void bbmmi_bytes_u64(bbmmi_bytes *b, uint64_t v)
{
    bbmmi_bytes_put(b, &v, sizeof(v));
}

/* Box "x": its dimensions and bounds. */
static inline void bbmmi_bytes_box(bbmmi_bytes *b, const bbmm_box *x)
{
    uint64_t v[1 + 2 * BBMM_MAX_DIMS];
    size_t nd = x->ndim > 0 && x->ndim <= BBMM_MAX_DIMS ? (size_t)x->ndim : 0, i;
    v[0] = nd;
    for (i = 0; i < nd; i++) { /* a few words: no memcpy calls */
        v[1 + i] = (uint64_t)x->lo[i];
        v[1 + nd + i] = (uint64_t)x->hi[i];
    }
    bbmmi_bytes_put(b, v, (1 + 2 * nd) * sizeof(v[0]));
}

/* The "n" boxes "v": their count, then each box. */
static inline void bbmmi_bytes_boxes(bbmmi_bytes *b, const bbmm_box *v, size_t n)
{
    size_t i;
    bbmmi_bytes_u64(b, (uint64_t)n);
    for (i = 0; i < n; i++)
        bbmmi_bytes_box(b, &v[i]);
}

/* What the method gives the thin layer for the launches of one tile
 * (bbmmi_launch): the kernel variant its boxes allow
 * (BBMM_VARIANT_*), each slot's arguments (the nest's narrays), and the
 * buffers and bytes a launch touches (-1: not known, every buffer of the
 * device), which later copies wait for. */
typedef struct bbmmi_launch_args {
    int variant;
    const bbmm_slot_args *slot;
    int nacc;
    const bbmmi_acc *acc;
} bbmmi_launch_args;

/* Bytes [*lo, *hi) of a buffer holding box "bounds" (row-major, "elem"
 * bytes each) that span "region" (inside "bounds"): from its first
 * element to its last. */
static inline void bbmmi_byte_range(const bbmm_box *bounds, size_t elem, const bbmm_box *region, size_t *lo,
                                    size_t *hi)
{
    uint64_t first = 0, last = 0;
    int d;
    for (d = 0; d < bounds->ndim; d++) {
        uint64_t ext = (uint64_t)(bounds->hi[d] - bounds->lo[d] + 1);
        first = first * ext + (uint64_t)(region->lo[d] - bounds->lo[d]);
        last = last * ext + (uint64_t)(region->hi[d] - bounds->lo[d]);
    }
    *lo = (size_t)first * elem;
    *hi = ((size_t)last + 1) * elem;
}

/* Kernel variants (bbmm/prelude.h's BBMM_INDEX32, BBMM_ONE_BOX,
 * BBMM_HOLE and BBMM_SLAB; the last two exclude each other). */
#define BBMM_VARIANT_INDEX32 1 /* every box holds fewer than 2^31 elements: 32-bit offsets */
#define BBMM_VARIANT_ONE_BOX 2 /* every array is in at most one box: no box search */
#define BBMM_VARIANT_HOLE 4    /* the launch leaves out a hole of its tile, tested per work-item */
#define BBMM_VARIANT_SLAB 8    /* the same, a slab across the first dimension: left out of the range */
#define BBMM_VARIANTS 16

/* The tile argument of a launch of "tile" less "hole" (NULL: none; a box
 * inside the tile) ("t": ndim, then lo[3], hi[3], the hole's lo[3],
 * hi[3]; no hole: empty) and its global size, innermost dimension first.
 * Returns the hole's variant bits: 0 (no hole), BBMM_VARIANT_SLAB (the
 * hole spans the tile in every dimension but the first, whose range then
 * leaves it out: the kernel skips it without a test) or BBMM_VARIANT_HOLE
 * (the kernel tests it per work-item). */
#define BBMM_KTILE_WORDS (1 + 4 * BBMM_KMAX_TILE_DIMS)

/* Nonzero when "hole" is a slab a launch's range can leave out of "tile":
 * all of it in every dimension but the first, part of it in the first. */
static inline int bbmmi_launch_slab(const bbmm_box *tile, const bbmm_box *hole)
{
    int i, nd = tile->ndim;
    if (nd <= 0 || hole->ndim != nd || bbmm_bb_is_empty(hole) || hole->lo[0] < tile->lo[0] ||
        hole->hi[0] > tile->hi[0] || tile->hi[0] - tile->lo[0] >= INT32_MAX ||
        (hole->lo[0] == tile->lo[0] && hole->hi[0] == tile->hi[0]))
        return 0;
    for (i = 1; i < nd && hole->lo[i] == tile->lo[i] && hole->hi[i] == tile->hi[i]; i++)
        ;
    return i == nd;
}

static inline int bbmm_launch_tile(const bbmm_box *tile, const bbmm_box *hole, int64_t t[BBMM_KTILE_WORDS],
                                   size_t global[BBMM_KMAX_TILE_DIMS])
{
    int i, nd = tile->ndim;
    memset(t, 0, BBMM_KTILE_WORDS * sizeof(int64_t));
    t[0] = nd;
    if (hole && bbmm_bb_is_empty(hole))
        hole = NULL;
    for (i = 0; i < nd; i++) {
        t[1 + i] = tile->lo[i];
        t[1 + BBMM_KMAX_TILE_DIMS + i] = tile->hi[i];
        t[1 + 2 * BBMM_KMAX_TILE_DIMS + i] = hole ? hole->lo[i] : 1;
        t[1 + 3 * BBMM_KMAX_TILE_DIMS + i] = hole ? hole->hi[i] : 0;
        global[nd - 1 - i] = (size_t)(tile->hi[i] - tile->lo[i] + 1);
    }
    if (!hole)
        return 0;
    if (!bbmmi_launch_slab(tile, hole))
        return BBMM_VARIANT_HOLE;
    global[nd - 1] -= (size_t)(hole->hi[0] - hole->lo[0] + 1);
    return BBMM_VARIANT_SLAB;
}

/* The global size "global" (innermost dimension first) of a launch of a
 * coarsened kernel (bbmm_nest.coarsen) whose work-items run "w" points of
 * the innermost dimension each: that dimension's range divided by "w",
 * rounded up (the kernel's BBMM_IN_TILEC guard drops the points past the
 * tile; under BBMM_SLAB, with a 1-D tile, the skip of the hole applies to
 * the points, not the work-items). */
static inline void bbmm_launch_items(size_t *global, int w)
{
    if (w > 1)
        global[0] = (global[0] + (size_t)w - 1) / (size_t)w;
}

/* The default work-group (outermost first) of a 2-D kernel coarsened into
 * consecutive points (BBMM_COARSEN_RUNS, more than one point per
 * work-item) on a GPU: 8 rows of 16 work-items, 64 columns at 4 points.
 * Measured on one H200 (bench/probe/cl_genfloyd, floyd-warshall's
 * generated kernel at N = 8192, microseconds per step): 86.3 against 93.9
 * for 8 x 32, 88.9 for 16 x 16, 93.5 for 16 x 8, 96-104 for groups of 512
 * items; the whole program 0.731 s against 0.790 s for bbmm-pp's former
 * 2 x 128 (docs/codegen.md, "Work-group shape"). */
static const size_t bbmm_runs_group2[2] = {8, 16};

/* The work-group shape of a launch ("global" and "local" in OpenCL's
 * order, innermost band dimension first): "want" when given (the band's
 * order, outermost first: BBMM_WORKGROUP or the nest's own), else the
 * default for the number of dimensions (64 work-items in 1-D, 32 x 8 in
 * 2-D, 32 x 4 x 2 in 3-D, innermost first); on tiles narrower than half
 * a row of the shape, its rows narrowed and as many more of them; halved
 * while the kernel's limit "wg" allows fewer, with "global" rounded up to multiples (the
 * kernel's BBMM_IN_TILE guard drops the extra items).  Rows of 32 keep
 * accesses along the innermost dimension coalesced; several rows per group
 * share the rows a stencil reads.  A fixed size keeps implementations that
 * specialise kernels per work-group size (PoCL) from compiling a new
 * variant for every tile shape. */
static inline void bbmm_launch_shape(int nd, size_t *global, size_t *local, size_t wg, const size_t *want)
{
    static const size_t shape[3][3] = {{64, 1, 1}, {32, 8, 1}, {32, 4, 2}};
    size_t n = 1;
    int d;
    for (d = 0; d < nd; d++)
        n *= local[d] = want ? want[nd - 1 - d] : shape[nd - 1][d];
    while (nd > 1 && local[0] > 1 && local[0] / 2 >= global[0]) { /* narrow rows: taller groups */
        local[0] /= 2;
        local[1] *= 2;
    }
    while (n > wg && n > 1) { /* halve the outermost dimension that can */
        for (d = nd - 1; d > 0 && local[d] == 1; d--)
            ;
        n = n / local[d] * (local[d] / 2);
        local[d] /= 2;
    }
    for (d = 0; d < nd; d++)
        global[d] = (global[d] + local[d] - 1) / local[d] * local[d];
}

BBMM_EXTERN_C_END

#endif
