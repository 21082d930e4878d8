/* samples/jacobi_ref.h - the jacobi kernel, its access offsets, the
 * flow-out of a tile and one sequential sweep, shared by the sample and the
 * executor tests. */
#ifndef BBMM_SAMPLES_JACOBI_REF_H
#define BBMM_SAMPLES_JACOBI_REF_H

#include <bbmm.h>

/* The kernel: one sweep of the five-point stencil from "in" to "out". */
static const char jacobi_source[] =
    "#define IN(i, j) BBMM_REF2(in, i, j)\n"
    "#define OUT(i, j) BBMM_REF2(out, i, j)\n"
    "kernel void jacobi(BBMM_ARRAY_PARAM(float, in, 2), BBMM_ARRAY_PARAM(float, out, 2),\n"
    "                   const bbmm_ktile tile)\n"
    "{\n"
    "    if (!BBMM_IN_TILE(tile))\n"
    "        return;\n"
    "    long i = BBMM_TILE_ID(tile, 0), j = BBMM_TILE_ID(tile, 1);\n"
    "    OUT(i, j) = 0.2f * (IN(i, j) + IN(i, j - 1) + IN(i, 1 + j) + IN(1 + i, j) + IN(i - 1, j));\n"
    "}\n";

/* The five access functions of the input: (row, column) offsets. */
static const int64_t jacobi_offsets[5][2] = {{0, 0}, {0, -1}, {0, 1}, {1, 0}, {-1, 0}};

/* The tile's input boxes (slot 0, read through the five access functions)
 * and its output box (slot 1, written completely) into "spec". */
static inline bbmm_status jacobi_spec_io(const bbmm_box *t, bbmm_tile_spec *spec)
{
    bbmm_status st = BBMM_OK;
    bbmm_box b;
    int k;
    for (k = 0; k < 5 && st == BBMM_OK; k++) {
        b = bbmm_bb_2d(t->lo[0] + jacobi_offsets[k][0], t->hi[0] + jacobi_offsets[k][0],
                       t->lo[1] + jacobi_offsets[k][1], t->hi[1] + jacobi_offsets[k][1]);
        st = bbmm_spec_access(spec, 0, &b, BBMM_BOX_READ);
    }
    return st != BBMM_OK ? st : bbmm_spec_access(spec, 1, t, BBMM_BOX_WRITE | BBMM_BOX_WRITE_ALL);
}

/* Declare the flow-out of tile "t" of the output (slot 1) into "spec": its
 * border rows and columns that have a neighbouring tile inside the interior
 * 1.."n"-2; the iterations that write them run first (early flow-out). */
static bbmm_status jacobi_flowout(const bbmm_box *t, int64_t n, bbmm_tile_spec *spec)
{
    int64_t r0 = t->lo[0], r1 = t->hi[0], c0 = t->lo[1], c1 = t->hi[1];
    bbmm_box side[4];
    int has[4], k;
    bbmm_status st = BBMM_OK;
    side[0] = bbmm_bb_2d(r0, r0, c0, c1);
    side[1] = bbmm_bb_2d(r1, r1, c0, c1);
    side[2] = bbmm_bb_2d(r0, r1, c0, c0);
    side[3] = bbmm_bb_2d(r0, r1, c1, c1);
    has[0] = r0 > 1;
    has[1] = r1 < n - 2;
    has[2] = c0 > 1;
    has[3] = c1 < n - 2;
    for (k = 0; k < 4 && st == BBMM_OK; k++)
        if (has[k]) {
            st = bbmm_spec_flowout(spec, 1, &side[k]);
            if (st == BBMM_OK) /* iteration (i, j) writes out[i][j]: the same box */
                st = bbmm_spec_early(spec, &side[k]);
        }
    return st;
}

/* One sweep of the plain sequential loop: "out" from "in" ("n"×"n"). */
static void jacobi_sweep(float *out, const float *in, int64_t n)
{
    int64_t i, j;
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            out[i * n + j] = 0.2f * (in[i * n + j] + in[i * n + j - 1] + in[i * n + 1 + j] +
                                     in[(1 + i) * n + j] + in[(i - 1) * n + j]);
}

#endif
