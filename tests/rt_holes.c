/* tests/rt_holes.c - the work-items of a launch less a hole, on a real
 * device.
 *
 * A launch covers a tile less a hole (the rest of a tile whose early part
 * ran first): bbmm_launch_tile (bbmm/tile.h) fills the kernel's tile
 * argument and global size and picks the hole's kernel variant: none, a
 * slab across the first dimension left out of the range (BBMM_SLAB: no
 * per-item test), or a hole tested per work-item (BBMM_HOLE).  Random
 * tiles of 1 to 3 dimensions with random holes (none, empty, slabs at the
 * edges and inside, general boxes, the whole tile) run through the
 * prelude's BBMM_IN_TILE<n> / BBMM_TILE_ID_N and the generic
 * BBMM_IN_TILE / BBMM_TILE_ID, in the variant picked and under the
 * work-group shapes the runtime uses (bbmm_launch_shape, which rounds the
 * range up); each work-item counts its point.  Every point of the tile
 * less the hole must be counted exactly once and no other point at all,
 * and slab-shaped holes must take the slab variant.  The coarsened forms
 * (BBMM_ITEMS_BEGIN, BBMM_IN_TILEC<n>, BBMM_TILE_IDC_N; bbmm-pp's kernels)
 * run every case too, with 1 to 4 points per work-item (BBMM_COARSEN,
 * the range divided by bbmm_launch_items), consecutive or strided by the
 * work-group's width (BBMM_COARSEN_STRIDE): the same points, once each.
 */
#include "cl_test.h"

#include <bbmm.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NCASES 600
#define SPAN 11 /* coordinates 0 .. SPAN-1 in every dimension */
#define NCELLS (SPAN * SPAN * SPAN)

static const char kernel_src[] =
    "#define AT(i, j, k) ((((i) * 11) + (j)) * 11 + (k))\n"
    "kernel void mark_n(global int *cnt, const bbmm_ktile tile)\n"
    "{\n"
    "    if (tile.n == 1) {\n"
    "        if (!BBMM_IN_TILE1(tile)) return;\n"
    "        atomic_inc(&cnt[AT(BBMM_TILE_ID_N(tile, 1, 0), 0, 0)]);\n"
    "    } else if (tile.n == 2) {\n"
    "        if (!BBMM_IN_TILE2(tile)) return;\n"
    "        atomic_inc(&cnt[AT(BBMM_TILE_ID_N(tile, 2, 0), BBMM_TILE_ID_N(tile, 2, 1), 0)]);\n"
    "    } else {\n"
    "        if (!BBMM_IN_TILE3(tile)) return;\n"
    "        atomic_inc(&cnt[AT(BBMM_TILE_ID_N(tile, 3, 0), BBMM_TILE_ID_N(tile, 3, 1),\n"
    "                           BBMM_TILE_ID_N(tile, 3, 2))]);\n"
    "    }\n"
    "}\n"
    "kernel void mark_any(global int *cnt, const bbmm_ktile tile)\n"
    "{\n"
    "    if (!BBMM_IN_TILE(tile)) return;\n"
    "    long i = BBMM_TILE_ID(tile, 0);\n"
    "    long j = tile.n > 1 ? BBMM_TILE_ID(tile, 1) : 0;\n"
    "    long k = tile.n > 2 ? BBMM_TILE_ID(tile, 2) : 0;\n"
    "    atomic_inc(&cnt[AT(i, j, k)]);\n"
    "}\n"
    "kernel void mark_c(global int *cnt, const bbmm_ktile tile)\n"
    "{\n"
    "    BBMM_ITEMS_BEGIN\n"
    "    if (tile.n == 1) {\n"
    "        if (!BBMM_IN_TILEC1(tile)) BBMM_SKIP;\n"
    "        atomic_inc(&cnt[AT(BBMM_TILE_IDC_N(tile, 1, 0), 0, 0)]);\n"
    "    } else if (tile.n == 2) {\n"
    "        if (!BBMM_IN_TILEC2(tile)) BBMM_SKIP;\n"
    "        atomic_inc(&cnt[AT(BBMM_TILE_IDC_N(tile, 2, 0), BBMM_TILE_IDC_N(tile, 2, 1), 0)]);\n"
    "    } else {\n"
    "        if (!BBMM_IN_TILEC3(tile)) BBMM_SKIP;\n"
    "        atomic_inc(&cnt[AT(BBMM_TILE_IDC_N(tile, 3, 0), BBMM_TILE_IDC_N(tile, 3, 1),\n"
    "                           BBMM_TILE_IDC_N(tile, 3, 2))]);\n"
    "    }\n"
    "    BBMM_ITEMS_END\n"
    "}\n";

#define MAXW 4 /* points per work-item of the coarsened kernel: 1 .. MAXW */

static uint64_t rng = 0x9e3779b97f4a7c15ULL;
static int64_t rnd(int64_t n) { return cl_test_rnd(&rng, n); }

/* A random sub-interval of lo..hi into a/b. */
static void sub(int64_t lo, int64_t hi, int64_t *a, int64_t *b)
{
    int64_t x = lo + rnd(hi - lo + 1), y = lo + rnd(hi - lo + 1);
    *a = x < y ? x : y;
    *b = x < y ? y : x;
}

/* Hole kinds. */
enum { H_NONE, H_EMPTY, H_SLAB, H_EDGE_SLAB, H_BOX, H_WHOLE, H_KINDS };

/* A random case: "tile" and "hole" (kind "*kind"). */
static void make_case(bbmm_box *tile, bbmm_box *hole, int *kind)
{
    int nd = 1 + (int)rnd(3), d;
    *tile = bbmm_bb_empty(nd);
    for (d = 0; d < nd; d++)
        sub(0, SPAN - 1, &tile->lo[d], &tile->hi[d]);
    *kind = (int)rnd(H_KINDS);
    *hole = *tile;
    switch (*kind) {
    case H_EMPTY:
        *hole = bbmm_bb_empty(nd);
        break;
    case H_SLAB:
        sub(tile->lo[0], tile->hi[0], &hole->lo[0], &hole->hi[0]);
        break;
    case H_EDGE_SLAB:
        if (rnd(2))
            hole->hi[0] = tile->lo[0] + rnd(tile->hi[0] - tile->lo[0] + 1);
        else
            hole->lo[0] = tile->hi[0] - rnd(tile->hi[0] - tile->lo[0] + 1);
        break;
    case H_BOX:
        for (d = 0; d < nd; d++)
            sub(tile->lo[d], tile->hi[d], &hole->lo[d], &hole->hi[d]);
        break;
    default:
        break;
    }
}

/* Whether point "x" of "nd" dimensions lies in box "b". */
static int inside(const bbmm_box *b, const int64_t *x, int nd)
{
    int d;
    if (bbmm_bb_is_empty(b))
        return 0;
    for (d = 0; d < nd; d++)
        if (x[d] < b->lo[d] || x[d] > b->hi[d])
            return 0;
    return 1;
}

int main(void)
{
    static const char *vopts[3] = {"", "-DBBMM_HOLE", "-DBBMM_SLAB"};
    static const size_t shapes[][3] = {{0, 0, 0}, {1, 1, 1}, {2, 4, 2}, {4, 2, 8}, {3, 5, 1}};
    cl_test cl;
    cl_program prog[3][MAXW][2];
    cl_kernel kn[3], ka[3], kc[3][MAXW][2];
    cl_mem mcnt;
    cl_int err;
    int cnt[NCELLS], zero[NCELLS], c, v, w, st, bad = 0, seen[3] = {0, 0, 0}, launches = 0;
    memset(zero, 0, sizeof(zero));
    if (cl_test_open(&cl, "rt_holes"))
        return 1;
    for (v = 0; v < 3; v++)
        for (w = 0; w < MAXW; w++)
            for (st = 0; st < 2; st++) {
                char opts[96];
                snprintf(opts, sizeof(opts), "%s -DBBMM_COARSEN=%d%s", vopts[v], w + 1,
                         st ? " -DBBMM_COARSEN_STRIDE" : "");
                prog[v][w][st] = NULL;
                kc[v][w][st] = NULL;
                if (!w && st)
                    continue;
                if (!(prog[v][w][st] = cl_test_build(&cl, kernel_src, w ? opts : vopts[v])))
                    return 1;
                kc[v][w][st] = clCreateKernel(prog[v][w][st], "mark_c", &err);
                CL_TEST_CHECK(err, "clCreateKernel mark_c");
                if (w)
                    continue;
                kn[v] = clCreateKernel(prog[v][0][0], "mark_n", &err);
            CL_TEST_CHECK(err, "clCreateKernel mark_n");
                ka[v] = clCreateKernel(prog[v][0][0], "mark_any", &err);
                CL_TEST_CHECK(err, "clCreateKernel mark_any");
            }
    mcnt = clCreateBuffer(cl.ctx, CL_MEM_READ_WRITE, sizeof(cnt), NULL, &err);
    CL_TEST_CHECK(err, "clCreateBuffer");
    for (c = 0; c < NCASES; c++) {
        bbmm_box tile, hole;
        int64_t t[BBMM_KTILE_WORDS];
        size_t global[BBMM_KMAX_TILE_DIMS], local[BBMM_KMAX_TILE_DIMS];
        const size_t *want = shapes[rnd(sizeof(shapes) / sizeof(shapes[0]))];
        int kind, bits, idx, generic, nd, x;
        make_case(&tile, &hole, &kind);
        nd = tile.ndim;
        bits = bbmm_launch_tile(&tile, kind == H_NONE ? NULL : &hole, t, global);
        idx = bits == BBMM_VARIANT_SLAB ? 2 : bits == BBMM_VARIANT_HOLE ? 1 : 0;
        /* the variant each kind must take: a hole that is the whole tile
         * leaves no range to launch (tested per item); a random box that
         * happens to be a slab takes the slab variant */
        if (kind != H_NONE && kind != H_EMPTY && bbmm_bb_equal(&hole, &tile))
            kind = H_WHOLE;
        if (((kind == H_NONE || kind == H_EMPTY) != (bits == 0) ||
             ((kind == H_SLAB || kind == H_EDGE_SLAB) && bits != BBMM_VARIANT_SLAB) ||
             (kind == H_WHOLE && bits != BBMM_VARIANT_HOLE) || (bits & ~(BBMM_VARIANT_HOLE | BBMM_VARIANT_SLAB))) &&
            !(kind == H_BOX && bits == BBMM_VARIANT_SLAB) && bad++ < 10)
            fprintf(stderr, "rt_holes: case %d (%d-D, kind %d): variant bits %d\n", c, nd, kind, bits);
        seen[idx]++;
        w = 1 + (int)rnd(MAXW);
        st = w > 1 && rnd(2);
        for (generic = 0; generic < 3; generic++) {
            cl_kernel k = generic == 2 ? kc[idx][w - 1][st] : generic ? ka[idx] : kn[idx];
            size_t g[BBMM_KMAX_TILE_DIMS];
            memcpy(g, global, sizeof(g));
            if (generic == 2)
                bbmm_launch_items(g, w);
            bbmm_launch_shape(nd, g, local, 64, want[0] ? want : NULL);
            CL_TEST_CHECK(clEnqueueWriteBuffer(cl.q, mcnt, CL_TRUE, 0, sizeof(zero), zero, 0, NULL, NULL), "write");
            CL_TEST_CHECK(clSetKernelArg(k, 0, sizeof(cl_mem), &mcnt), "clSetKernelArg");
            CL_TEST_CHECK(clSetKernelArg(k, 1, sizeof(t), t), "clSetKernelArg");
            CL_TEST_CHECK(clEnqueueNDRangeKernel(cl.q, k, (cl_uint)nd, NULL, g, local, 0, NULL, NULL), "launch");
            CL_TEST_CHECK(clEnqueueReadBuffer(cl.q, mcnt, CL_TRUE, 0, sizeof(cnt), cnt, 0, NULL, NULL), "read");
            launches++;
            for (x = 0; x < NCELLS; x++) {
                int64_t p[3] = {x / (SPAN * SPAN), x / SPAN % SPAN, x % SPAN};
                int d, expect;
                for (d = nd; d < 3; d++)
                    if (p[d])
                        break;
                expect = d == 3 && inside(&tile, p, nd) && !(kind != H_NONE && inside(&hole, p, nd));
                if (cnt[x] != expect && bad++ < 10)
                    fprintf(stderr,
                            "rt_holes: case %d (%d-D, kind %d, variant %d, %s, %d per item%s): point "
                            "(%lld,%lld,%lld) counted %d times, want %d\n",
                            c, nd, kind, bits, generic == 2 ? "BBMM_IN_TILEC<n>" : generic ? "BBMM_IN_TILE" : "BBMM_IN_TILE<n>",
                            generic == 2 ? w : 1, generic == 2 && st ? ", strided" : "", (long long)p[0],
                            (long long)p[1], (long long)p[2], cnt[x], expect);
            }
        }
    }
    printf("rt_holes: %d cases (%d without a hole, %d tested per item, %d slabs), %d launches, %d wrong\n", NCASES,
           seen[0], seen[1], seen[2], launches, bad);
    for (v = 0; v < 3; v++) {
        clReleaseKernel(kn[v]);
        clReleaseKernel(ka[v]);
        for (w = 0; w < MAXW; w++)
            for (st = 0; st < 2; st++)
                if (prog[v][w][st]) {
                    clReleaseKernel(kc[v][w][st]);
                    clReleaseProgram(prog[v][w][st]);
                }
    }
    clReleaseMemObject(mcnt);
    cl_test_close(&cl);
    return bad || !seen[0] || !seen[1] || !seen[2] ? 1 : 0;
}
