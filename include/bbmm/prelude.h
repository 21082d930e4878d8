/* bbmm/prelude.h - the OpenCL C prelude put before every kernel source:
 * the kernel side of the conventions of bbmm/exec.h, as a string
 * (BBMM_KERNEL_PRELUDE; the runtime's copy is bbmm_kernel_prelude).
 * Part of bbmm.h; see its manual.
 *
 * It holds what a kernel sees of a tile: the box tables of each array
 * (Fig. 6's boxes as allocated on the device), the search for the box
 * that holds an index (the split-access form of the paper's section 8),
 * a reference bound to its box at compile time (BBMM_BREF*), the tile's
 * work-items (BBMM_TILE_ID*, BBMM_IN_TILE*) and C's math promotion.
 * Struct layouts match the host's (all fields 64-bit).  The runtime
 * compiles each kernel in variants and picks one per launch (bbmm/tile.h's
 * BBMM_VARIANT_*): BBMM_INDEX32 (offsets in 32-bit arithmetic: every box
 * of the launch holds fewer than 2^31 elements), BBMM_ONE_BOX (every
 * array of the launch is in one box: no search for the box holding an
 * index), and BBMM_HOLE or BBMM_SLAB (the launch leaves out a hole of its
 * tile: tested per work-item, or left out of the range). */
#ifndef BBMM_PRELUDE_H
#define BBMM_PRELUDE_H

#define BBMM_KERNEL_PRELUDE \
    "#pragma OPENCL FP_CONTRACT OFF\n" \
    "#ifdef cl_khr_fp64\n" \
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n" \
    "#endif\n" \
    "#define BBMM_KMAX_BOXES 4\n" \
    "#define BBMM_KMAX_REFS 8\n" \
    "/* BBMM_DIFF(a, b): a - b, an offset within a box; in 32-bit unsigned\n" \
    "   arithmetic under BBMM_INDEX32 (exact: the offset fits, and the low\n" \
    "   32 bits of a difference depend only on the low 32 bits of its terms),\n" \
    "   so that index arithmetic stays in 32-bit registers. */\n" \
    "#ifdef BBMM_INDEX32\n" \
    "typedef int bbmm_idx;\n" \
    "#define BBMM_DIFF(a, b) ((int)((uint)(a) - (uint)(b)))\n" \
    "#else\n" \
    "typedef long bbmm_idx;\n" \
    "#define BBMM_DIFF(a, b) ((a) - (b))\n" \
    "#endif\n" \
    "/* BBMM_COMPACT: a launch where every array is one box (BBMM_ONE_BOX),\n" \
    "   unchecked, takes per array only its buffer and that box's bounds (a\n" \
    "   driver copies every argument's bytes at each launch: 40 bytes for an\n" \
    "   array of 2 dimensions instead of 200). */\n" \
    "#if defined(BBMM_ONE_BOX) && !defined(BBMM_CHECK_BOUNDS)\n" \
    "#define BBMM_COMPACT\n" \
    "typedef struct { long lo[1]; long hi[1]; } bbmm_kboxes1;\n" \
    "typedef struct { long lo[2]; long hi[2]; } bbmm_kboxes2;\n" \
    "typedef struct { long lo[3]; long hi[3]; } bbmm_kboxes3;\n" \
    "typedef struct { long lo[4]; long hi[4]; } bbmm_kboxes4;\n" \
    "#else\n" \
    "typedef struct { long n; long lo[4]; long hi[4]; } bbmm_kboxes1;\n" \
    "typedef struct { long n; long lo[8]; long hi[8]; } bbmm_kboxes2;\n" \
    "typedef struct { long n; long lo[12]; long hi[12]; } bbmm_kboxes3;\n" \
    "typedef struct { long n; long lo[16]; long hi[16]; } bbmm_kboxes4;\n" \
    "#endif\n" \
    "typedef struct { long n; long lo[3]; long hi[3]; long xlo[3]; long xhi[3]; } bbmm_ktile;\n" \
    "typedef struct { int b[BBMM_KMAX_REFS]; } bbmm_kbind;\n" \
    "/* Under BBMM_CHECK_BOUNDS (BBMM_CHECK=bounds) each array also takes the\n" \
    "   device's check record A_ck and its position A_sl among the kernel's\n" \
    "   arrays (BBMM_AT<D> below). */\n" \
    "#ifdef BBMM_CHECK_BOUNDS\n" \
    "#define BBMM_ARRAY_PARAM(T, A, D) __global T *A##_0, __global T *A##_1, __global T *A##_2, \\\n" \
    "    __global T *A##_3, const bbmm_kboxes##D A##_bx, const bbmm_kbind A##_bd, __global T *A##_ck, \\\n" \
    "    const int A##_sl\n" \
    "#elif defined(BBMM_COMPACT)\n" \
    "#define BBMM_ARRAY_PARAM(T, A, D) __global T *A##_0, const bbmm_kboxes##D A##_bx\n" \
    "#else\n" \
    "#define BBMM_ARRAY_PARAM(T, A, D) __global T *A##_0, __global T *A##_1, __global T *A##_2, \\\n" \
    "    __global T *A##_3, const bbmm_kboxes##D A##_bx, const bbmm_kbind A##_bd\n" \
    "#endif\n" \
    "/* BBMM_ARRAY_PARAM_R: the same, for an array that no other array of the\n" \
    "   kernel shares memory with while one of them is written (bbmm-pp's code\n" \
    "   runs a region whose arrays overlap, one written, on the host), in a\n" \
    "   kernel whose work-items do not read each other's writes to it (no\n" \
    "   barrier: a band's points are independent; or the kernel never writes\n" \
    "   it): its one box's pointer is restrict, so the compiler keeps values\n" \
    "   in registers across stores to the other arrays. */\n" \
    "#if defined(BBMM_COMPACT)\n" \
    "#define BBMM_ARRAY_PARAM_R(T, A, D) __global T *restrict A##_0, const bbmm_kboxes##D A##_bx\n" \
    "#else\n" \
    "#define BBMM_ARRAY_PARAM_R(T, A, D) BBMM_ARRAY_PARAM(T, A, D)\n" \
    "#endif\n" \
    "/* A launch covers its tile less a hole (xlo..xhi; empty: none): the rest\n" \
    "   of a tile whose early part ran first, in one launch.  The runtime picks\n" \
    "   the variant: BBMM_HOLE tests the hole per work-item; BBMM_SLAB, a hole\n" \
    "   that spans the tile in every dimension but the first, is left out of\n" \
    "   the launch's range instead (work-item g of the first dimension is index\n" \
    "   lo + g before the hole, lo + g + its width from there on, in 32-bit\n" \
    "   arithmetic: the first dimension's extent is below 2^31; no test);\n" \
    "   without either the launch has no hole. */\n" \
    "#ifdef BBMM_SLAB\n" \
    "#define BBMM_ID_AT(t, d, g) ((t).lo[d] + (long)((d) != 0 ? (ulong)(g) : (ulong)((uint)(g) + \\\n" \
    "    ((uint)(g) >= (uint)((t).xlo[0] - (t).lo[0]) ? (uint)((t).xhi[0] - (t).xlo[0] + 1) : 0u))))\n" \
    "#else\n" \
    "#define BBMM_ID_AT(t, d, g) ((t).lo[d] + (long)(g))\n" \
    "#endif\n" \
    "#define BBMM_TILE_ID(t, d) BBMM_ID_AT(t, d, get_global_id((uint)((t).n - 1 - (d))))\n" \
    "inline int bbmm_in_tile(const bbmm_ktile *t)\n" \
    "{\n" \
    "    int out = 0;\n" \
    "    for (long d = 0; d < t->n; d++) {\n" \
    "        long i = BBMM_ID_AT(*t, d, get_global_id((uint)(t->n - 1 - d)));\n" \
    "        if (i > t->hi[d])\n" \
    "            return 0;\n" \
    "        out |= i < t->xlo[d] || i > t->xhi[d];\n" \
    "    }\n" \
    "#ifdef BBMM_HOLE\n" \
    "    return out;\n" \
    "#else\n" \
    "    return 1;\n" \
    "#endif\n" \
    "}\n" \
    "#define BBMM_IN_TILE(t) bbmm_in_tile(&(t))\n" \
    "/* The same for a tile of a known number of dimensions (constant work-item\n" \
    "   dimensions: no run-time selection among them). */\n" \
    "#define BBMM_TILE_ID_N(t, n, d) BBMM_ID_AT(t, d, get_global_id((n) - 1 - (d)))\n" \
    "#ifdef BBMM_HOLE\n" \
    "#define BBMM_OUT_HOLE(t, n, d) (BBMM_TILE_ID_N(t, n, d) < (t).xlo[d] || BBMM_TILE_ID_N(t, n, d) > (t).xhi[d])\n" \
    "#define BBMM_OUT_HOLE1(t) BBMM_OUT_HOLE(t, 1, 0)\n" \
    "#define BBMM_OUT_HOLE2(t) (BBMM_OUT_HOLE(t, 2, 0) || BBMM_OUT_HOLE(t, 2, 1))\n" \
    "#define BBMM_OUT_HOLE3(t) (BBMM_OUT_HOLE(t, 3, 0) || BBMM_OUT_HOLE(t, 3, 1) || BBMM_OUT_HOLE(t, 3, 2))\n" \
    "#else\n" \
    "#define BBMM_OUT_HOLE1(t) 1\n" \
    "#define BBMM_OUT_HOLE2(t) 1\n" \
    "#define BBMM_OUT_HOLE3(t) 1\n" \
    "#endif\n" \
    "#define BBMM_IN_TILE1(t) (BBMM_TILE_ID_N(t, 1, 0) <= (t).hi[0] && BBMM_OUT_HOLE1(t))\n" \
    "#define BBMM_IN_TILE2(t) (BBMM_TILE_ID_N(t, 2, 0) <= (t).hi[0] && BBMM_TILE_ID_N(t, 2, 1) <= (t).hi[1] && \\\n" \
    "                          BBMM_OUT_HOLE2(t))\n" \
    "#define BBMM_IN_TILE3(t) (BBMM_TILE_ID_N(t, 3, 0) <= (t).hi[0] && BBMM_TILE_ID_N(t, 3, 1) <= (t).hi[1] && \\\n" \
    "                          BBMM_TILE_ID_N(t, 3, 2) <= (t).hi[2] && BBMM_OUT_HOLE3(t))\n" \
    "/* Coarsened kernels (bbmm_nest.coarsen): a work-item runs BBMM_COARSEN\n" \
    "   consecutive points of the innermost band dimension, the body between\n" \
    "   BBMM_ITEMS_BEGIN and BBMM_ITEMS_END, point bbmm_c of them; it takes\n" \
    "   indices from BBMM_TILE_IDC_N, tests with BBMM_IN_TILEC<n> and leaves a\n" \
    "   point with BBMM_SKIP.  The runtime sets BBMM_COARSEN per device\n" \
    "   (BBMM_COARSEN setting) and launches the innermost dimension's range\n" \
    "   divided by it; work-item g of that dimension runs points g C .. g C + C - 1\n" \
    "   of the launch, or under BBMM_COARSEN_STRIDE (group q of width L, local\n" \
    "   item l) points q L C + l + c L, c < C: a bijection onto the same range,\n" \
    "   the global size being a multiple of L (the slab's skip applies to the\n" \
    "   points). */\n" \
    "#if defined(BBMM_COARSEN) && BBMM_COARSEN > 1\n" \
    "#define BBMM_ITEMS_BEGIN _Pragma(\"unroll\") for (uint bbmm_c = 0; bbmm_c < BBMM_COARSEN; bbmm_c++) {\n" \
    "#define BBMM_SKIP continue\n" \
    "#ifdef BBMM_COARSEN_STRIDE\n" \
    "#define BBMM_GIDC0 (get_group_id(0) * get_local_size(0) * BBMM_COARSEN + bbmm_c * get_local_size(0) + \\\n" \
    "    get_local_id(0))\n" \
    "#else\n" \
    "#define BBMM_GIDC0 (get_global_id(0) * BBMM_COARSEN + bbmm_c)\n" \
    "#endif\n" \
    "#define BBMM_GIDC_N(n, d) ((n) - 1 - (d) != 0 ? get_global_id((n) - 1 - (d)) : BBMM_GIDC0)\n" \
    "#else\n" \
    "#define BBMM_ITEMS_BEGIN {\n" \
    "#define BBMM_SKIP return\n" \
    "#define BBMM_GIDC_N(n, d) get_global_id((n) - 1 - (d))\n" \
    "#endif\n" \
    "#define BBMM_ITEMS_END }\n" \
    "#define BBMM_TILE_IDC_N(t, n, d) BBMM_ID_AT(t, d, BBMM_GIDC_N(n, d))\n" \
    "#ifdef BBMM_HOLE\n" \
    "#define BBMM_OUT_HOLEC(t, n, d) (BBMM_TILE_IDC_N(t, n, d) < (t).xlo[d] || BBMM_TILE_IDC_N(t, n, d) > (t).xhi[d])\n" \
    "#define BBMM_OUT_HOLEC1(t) BBMM_OUT_HOLEC(t, 1, 0)\n" \
    "#define BBMM_OUT_HOLEC2(t) (BBMM_OUT_HOLEC(t, 2, 0) || BBMM_OUT_HOLEC(t, 2, 1))\n" \
    "#define BBMM_OUT_HOLEC3(t) (BBMM_OUT_HOLEC(t, 3, 0) || BBMM_OUT_HOLEC(t, 3, 1) || BBMM_OUT_HOLEC(t, 3, 2))\n" \
    "#else\n" \
    "#define BBMM_OUT_HOLEC1(t) 1\n" \
    "#define BBMM_OUT_HOLEC2(t) 1\n" \
    "#define BBMM_OUT_HOLEC3(t) 1\n" \
    "#endif\n" \
    "#define BBMM_IN_TILEC1(t) (BBMM_TILE_IDC_N(t, 1, 0) <= (t).hi[0] && BBMM_OUT_HOLEC1(t))\n" \
    "#define BBMM_IN_TILEC2(t) (BBMM_TILE_IDC_N(t, 2, 0) <= (t).hi[0] && BBMM_TILE_IDC_N(t, 2, 1) <= (t).hi[1] && \\\n" \
    "                           BBMM_OUT_HOLEC2(t))\n" \
    "#define BBMM_IN_TILEC3(t) (BBMM_TILE_IDC_N(t, 3, 0) <= (t).hi[0] && BBMM_TILE_IDC_N(t, 3, 1) <= (t).hi[1] && \\\n" \
    "                           BBMM_TILE_IDC_N(t, 3, 2) <= (t).hi[2] && BBMM_OUT_HOLEC3(t))\n" \
    "#ifdef BBMM_COMPACT\n" \
    "#define BBMM_PTR(A, b) A##_0\n" \
    "inline bbmm_idx bbmm_off1(const bbmm_kboxes1 bx, int b, long i)\n" \
    "{\n" \
    "    return (bbmm_idx)BBMM_DIFF(i, bx.lo[0]);\n" \
    "}\n" \
    "inline bbmm_idx bbmm_off2(const bbmm_kboxes2 bx, int b, long i, long j)\n" \
    "{\n" \
    "    return (bbmm_idx)BBMM_DIFF(i, bx.lo[0]) * (bbmm_idx)(BBMM_DIFF(bx.hi[1], bx.lo[1]) + 1) +\n" \
    "           (bbmm_idx)BBMM_DIFF(j, bx.lo[1]);\n" \
    "}\n" \
    "inline bbmm_idx bbmm_off3(const bbmm_kboxes3 bx, int b, long i, long j, long k)\n" \
    "{\n" \
    "    return ((bbmm_idx)BBMM_DIFF(i, bx.lo[0]) * (bbmm_idx)(BBMM_DIFF(bx.hi[1], bx.lo[1]) + 1) +\n" \
    "            (bbmm_idx)BBMM_DIFF(j, bx.lo[1])) * (bbmm_idx)(BBMM_DIFF(bx.hi[2], bx.lo[2]) + 1) +\n" \
    "           (bbmm_idx)BBMM_DIFF(k, bx.lo[2]);\n" \
    "}\n" \
    "inline bbmm_idx bbmm_off4(const bbmm_kboxes4 bx, int b, long i, long j, long k, long l)\n" \
    "{\n" \
    "    return (((bbmm_idx)BBMM_DIFF(i, bx.lo[0]) * (bbmm_idx)(BBMM_DIFF(bx.hi[1], bx.lo[1]) + 1) +\n" \
    "             (bbmm_idx)BBMM_DIFF(j, bx.lo[1])) * (bbmm_idx)(BBMM_DIFF(bx.hi[2], bx.lo[2]) + 1) +\n" \
    "            (bbmm_idx)BBMM_DIFF(k, bx.lo[2])) * (bbmm_idx)(BBMM_DIFF(bx.hi[3], bx.lo[3]) + 1) +\n" \
    "           (bbmm_idx)BBMM_DIFF(l, bx.lo[3]);\n" \
    "}\n" \
    "#else\n" \
    "#define BBMM_PTR(A, b) ((b) == 0 ? A##_0 : (b) == 1 ? A##_1 : (b) == 2 ? A##_2 : A##_3)\n" \
    "/* Box lookup and offsets.  The box table is a by-value argument: every\n" \
    "   index into it is a constant (a computed index would spill it to slow\n" \
    "   memory on GPUs), the box number selects among the constants. */\n" \
    "inline int bbmm_find1(const bbmm_kboxes1 bx, long i)\n" \
    "{\n" \
    "    if (bx.n == 1)\n" \
    "        return 0;\n" \
    "    if (i >= bx.lo[0] && i <= bx.hi[0])\n" \
    "        return 0;\n" \
    "    if (i >= bx.lo[1] && i <= bx.hi[1])\n" \
    "        return 1;\n" \
    "    if (bx.n > 2 && i >= bx.lo[2] && i <= bx.hi[2])\n" \
    "        return 2;\n" \
    "    if (bx.n > 3 && i >= bx.lo[3] && i <= bx.hi[3])\n" \
    "        return 3;\n" \
    "    return 0;\n" \
    "}\n" \
    "inline bbmm_idx bbmm_off1(const bbmm_kboxes1 bx, int b, long i)\n" \
    "{\n" \
    "    long lo0 = b == 0 ? bx.lo[0] : b == 1 ? bx.lo[1] : b == 2 ? bx.lo[2] : bx.lo[3];\n" \
    "    return (bbmm_idx)BBMM_DIFF(i, lo0);\n" \
    "}\n" \
    "inline int bbmm_find2(const bbmm_kboxes2 bx, long i, long j)\n" \
    "{\n" \
    "    if (bx.n == 1)\n" \
    "        return 0;\n" \
    "    if (i >= bx.lo[0] && i <= bx.hi[0] && j >= bx.lo[1] && j <= bx.hi[1])\n" \
    "        return 0;\n" \
    "    if (i >= bx.lo[2] && i <= bx.hi[2] && j >= bx.lo[3] && j <= bx.hi[3])\n" \
    "        return 1;\n" \
    "    if (bx.n > 2 && i >= bx.lo[4] && i <= bx.hi[4] && j >= bx.lo[5] && j <= bx.hi[5])\n" \
    "        return 2;\n" \
    "    if (bx.n > 3 && i >= bx.lo[6] && i <= bx.hi[6] && j >= bx.lo[7] && j <= bx.hi[7])\n" \
    "        return 3;\n" \
    "    return 0;\n" \
    "}\n" \
    "inline bbmm_idx bbmm_off2(const bbmm_kboxes2 bx, int b, long i, long j)\n" \
    "{\n" \
    "    long lo0 = b == 0 ? bx.lo[0] : b == 1 ? bx.lo[2] : b == 2 ? bx.lo[4] : bx.lo[6];\n" \
    "    long lo1 = b == 0 ? bx.lo[1] : b == 1 ? bx.lo[3] : b == 2 ? bx.lo[5] : bx.lo[7];\n" \
    "    long hi1 = b == 0 ? bx.hi[1] : b == 1 ? bx.hi[3] : b == 2 ? bx.hi[5] : bx.hi[7];\n" \
    "    return (bbmm_idx)BBMM_DIFF(i, lo0) * (bbmm_idx)(BBMM_DIFF(hi1, lo1) + 1) + (bbmm_idx)BBMM_DIFF(j, lo1);\n" \
    "}\n" \
    "inline int bbmm_find3(const bbmm_kboxes3 bx, long i, long j, long k)\n" \
    "{\n" \
    "    if (bx.n == 1)\n" \
    "        return 0;\n" \
    "    if (i >= bx.lo[0] && i <= bx.hi[0] && j >= bx.lo[1] && j <= bx.hi[1] && k >= bx.lo[2] && k <= bx.hi[2])\n" \
    "        return 0;\n" \
    "    if (i >= bx.lo[3] && i <= bx.hi[3] && j >= bx.lo[4] && j <= bx.hi[4] && k >= bx.lo[5] && k <= bx.hi[5])\n" \
    "        return 1;\n" \
    "    if (bx.n > 2 && i >= bx.lo[6] && i <= bx.hi[6] && j >= bx.lo[7] && j <= bx.hi[7] && k >= bx.lo[8] && k <= bx.hi[8])\n" \
    "        return 2;\n" \
    "    if (bx.n > 3 && i >= bx.lo[9] && i <= bx.hi[9] && j >= bx.lo[10] && j <= bx.hi[10] && k >= bx.lo[11] && k <= bx.hi[11])\n" \
    "        return 3;\n" \
    "    return 0;\n" \
    "}\n" \
    "inline bbmm_idx bbmm_off3(const bbmm_kboxes3 bx, int b, long i, long j, long k)\n" \
    "{\n" \
    "    long lo0 = b == 0 ? bx.lo[0] : b == 1 ? bx.lo[3] : b == 2 ? bx.lo[6] : bx.lo[9];\n" \
    "    long lo1 = b == 0 ? bx.lo[1] : b == 1 ? bx.lo[4] : b == 2 ? bx.lo[7] : bx.lo[10];\n" \
    "    long hi1 = b == 0 ? bx.hi[1] : b == 1 ? bx.hi[4] : b == 2 ? bx.hi[7] : bx.hi[10];\n" \
    "    long lo2 = b == 0 ? bx.lo[2] : b == 1 ? bx.lo[5] : b == 2 ? bx.lo[8] : bx.lo[11];\n" \
    "    long hi2 = b == 0 ? bx.hi[2] : b == 1 ? bx.hi[5] : b == 2 ? bx.hi[8] : bx.hi[11];\n" \
    "    return ((bbmm_idx)BBMM_DIFF(i, lo0) * (bbmm_idx)(BBMM_DIFF(hi1, lo1) + 1) + (bbmm_idx)BBMM_DIFF(j, lo1)) *\n" \
    "           (bbmm_idx)(BBMM_DIFF(hi2, lo2) + 1) + (bbmm_idx)BBMM_DIFF(k, lo2);\n" \
    "}\n" \
    "inline int bbmm_find4(const bbmm_kboxes4 bx, long i, long j, long k, long l)\n" \
    "{\n" \
    "    if (bx.n == 1)\n" \
    "        return 0;\n" \
    "    if (i >= bx.lo[0] && i <= bx.hi[0] && j >= bx.lo[1] && j <= bx.hi[1] && k >= bx.lo[2] && k <= bx.hi[2] && l >= bx.lo[3] && l <= bx.hi[3])\n" \
    "        return 0;\n" \
    "    if (i >= bx.lo[4] && i <= bx.hi[4] && j >= bx.lo[5] && j <= bx.hi[5] && k >= bx.lo[6] && k <= bx.hi[6] && l >= bx.lo[7] && l <= bx.hi[7])\n" \
    "        return 1;\n" \
    "    if (bx.n > 2 && i >= bx.lo[8] && i <= bx.hi[8] && j >= bx.lo[9] && j <= bx.hi[9] && k >= bx.lo[10] && k <= bx.hi[10] && l >= bx.lo[11] && l <= bx.hi[11])\n" \
    "        return 2;\n" \
    "    if (bx.n > 3 && i >= bx.lo[12] && i <= bx.hi[12] && j >= bx.lo[13] && j <= bx.hi[13] && k >= bx.lo[14] && k <= bx.hi[14] && l >= bx.lo[15] && l <= bx.hi[15])\n" \
    "        return 3;\n" \
    "    return 0;\n" \
    "}\n" \
    "inline bbmm_idx bbmm_off4(const bbmm_kboxes4 bx, int b, long i, long j, long k, long l)\n" \
    "{\n" \
    "    long lo0 = b == 0 ? bx.lo[0] : b == 1 ? bx.lo[4] : b == 2 ? bx.lo[8] : bx.lo[12];\n" \
    "    long lo1 = b == 0 ? bx.lo[1] : b == 1 ? bx.lo[5] : b == 2 ? bx.lo[9] : bx.lo[13];\n" \
    "    long hi1 = b == 0 ? bx.hi[1] : b == 1 ? bx.hi[5] : b == 2 ? bx.hi[9] : bx.hi[13];\n" \
    "    long lo2 = b == 0 ? bx.lo[2] : b == 1 ? bx.lo[6] : b == 2 ? bx.lo[10] : bx.lo[14];\n" \
    "    long hi2 = b == 0 ? bx.hi[2] : b == 1 ? bx.hi[6] : b == 2 ? bx.hi[10] : bx.hi[14];\n" \
    "    long lo3 = b == 0 ? bx.lo[3] : b == 1 ? bx.lo[7] : b == 2 ? bx.lo[11] : bx.lo[15];\n" \
    "    long hi3 = b == 0 ? bx.hi[3] : b == 1 ? bx.hi[7] : b == 2 ? bx.hi[11] : bx.hi[15];\n" \
    "    return (((bbmm_idx)BBMM_DIFF(i, lo0) * (bbmm_idx)(BBMM_DIFF(hi1, lo1) + 1) + (bbmm_idx)BBMM_DIFF(j, lo1)) *\n" \
    "                (bbmm_idx)(BBMM_DIFF(hi2, lo2) + 1) + (bbmm_idx)BBMM_DIFF(k, lo2)) *\n" \
    "           (bbmm_idx)(BBMM_DIFF(hi3, lo3) + 1) + (bbmm_idx)BBMM_DIFF(l, lo3);\n" \
    "}\n" \
    "#endif\n" \
    "#ifdef BBMM_ONE_BOX\n" \
    "#define BBMM_BOX1(A, i) 0\n" \
    "#define BBMM_BOX2(A, i, j) 0\n" \
    "#define BBMM_BOX3(A, i, j, k) 0\n" \
    "#define BBMM_BOX4(A, i, j, k, l) 0\n" \
    "#else\n" \
    "#define BBMM_BOX1(A, i) bbmm_find1(A##_bx, (i))\n" \
    "#define BBMM_BOX2(A, i, j) bbmm_find2(A##_bx, (i), (j))\n" \
    "#define BBMM_BOX3(A, i, j, k) bbmm_find3(A##_bx, (i), (j), (k))\n" \
    "#define BBMM_BOX4(A, i, j, k, l) bbmm_find4(A##_bx, (i), (j), (k), (l))\n" \
    "#endif\n" \
    "/* Bounds checking (BBMM_CHECK_BOUNDS): an access tests its index against\n" \
    "   box b of the array's table (b must be one of its boxes).  Outside it the\n" \
    "   work-item accesses a scratch element instead (the first bytes of A_ck),\n" \
    "   counts the violation and, the first one of the launch's record only,\n" \
    "   notes it: from byte BBMM_CK_AT of A_ck the ints flag, count, array,\n" \
    "   box, boxes, dimensions, then the longs index[4], lo[4], hi[4] (the box's\n" \
    "   bounds; empty when b is no box).  The runtime reads the record after\n" \
    "   the run (lib/exec.c). */\n" \
    "#ifdef BBMM_CHECK_BOUNDS\n" \
    "#define BBMM_CK_AT 256\n" \
    "/* Note a violation: the first of the record's launches writes its array\n" \
    "   \"s\", box \"b\" of \"n\" and dimension count \"D\" (the indices and the box's\n" \
    "   bounds follow, BBMM_CK_DIM); returns nonzero for that first one. */\n" \
    "inline int bbmm_ck_note(__global char *ck, int s, int b, long n, int D)\n" \
    "{\n" \
    "    volatile __global int *w = (volatile __global int *)(ck + BBMM_CK_AT);\n" \
    "    atomic_inc(&w[1]);\n" \
    "    if (atomic_cmpxchg(&w[0], 0, 1) != 0)\n" \
    "        return 0;\n" \
    "    w[2] = s;\n" \
    "    w[3] = b;\n" \
    "    w[4] = (int)n;\n" \
    "    w[5] = D;\n" \
    "    return 1;\n" \
    "}\n" \
    "/* Bound \"d\" of box \"b\" of a table of \"D\" dimensions: a constant index\n" \
    "   per box, as bbmm_off<D> takes them. */\n" \
    "#define BBMM_CK_SEL(v, b, D, d) ((b) == 0 ? (v)[d] : (b) == 1 ? (v)[(D) + (d)] : (b) == 2 ? (v)[2 * (D) + (d)] : \\\n" \
    "    (v)[3 * (D) + (d)])\n" \
    "#define BBMM_CK_IN(b, D, d, i) ((i) >= BBMM_CK_SEL(bx.lo, b, D, d) && (i) <= BBMM_CK_SEL(bx.hi, b, D, d))\n" \
    "#define BBMM_CK_BOX(b, n) ((uint)(b) < (uint)(n) && (b) < BBMM_KMAX_BOXES)\n" \
    "/* Index \"i\" of dimension \"d\" and the box's bounds there (none when b is\n" \
    "   no box: lo 0, hi -1) into the record at \"v\". */\n" \
    "#define BBMM_CK_DIM(v, b, D, d, i) do { \\\n" \
    "        (v)[d] = (i); \\\n" \
    "        (v)[4 + (d)] = BBMM_CK_BOX(b, bx.n) ? BBMM_CK_SEL(bx.lo, b, D, d) : 0; \\\n" \
    "        (v)[8 + (d)] = BBMM_CK_BOX(b, bx.n) ? BBMM_CK_SEL(bx.hi, b, D, d) : -1; \\\n" \
    "    } while (0)\n" \
    "#define BBMM_CK_V(ck) ((__global long *)((ck) + BBMM_CK_AT + 24))\n" \
    "inline int bbmm_ck1(const bbmm_kboxes1 bx, int b, long i, int s, __global char *ck)\n" \
    "{\n" \
    "    if (BBMM_CK_BOX(b, bx.n) && BBMM_CK_IN(b, 1, 0, i))\n" \
    "        return 1;\n" \
    "    if (bbmm_ck_note(ck, s, b, bx.n, 1))\n" \
    "        BBMM_CK_DIM(BBMM_CK_V(ck), b, 1, 0, i);\n" \
    "    return 0;\n" \
    "}\n" \
    "inline int bbmm_ck2(const bbmm_kboxes2 bx, int b, long i, long j, int s, __global char *ck)\n" \
    "{\n" \
    "    if (BBMM_CK_BOX(b, bx.n) && BBMM_CK_IN(b, 2, 0, i) && BBMM_CK_IN(b, 2, 1, j))\n" \
    "        return 1;\n" \
    "    if (bbmm_ck_note(ck, s, b, bx.n, 2)) {\n" \
    "        BBMM_CK_DIM(BBMM_CK_V(ck), b, 2, 0, i);\n" \
    "        BBMM_CK_DIM(BBMM_CK_V(ck), b, 2, 1, j);\n" \
    "    }\n" \
    "    return 0;\n" \
    "}\n" \
    "inline int bbmm_ck3(const bbmm_kboxes3 bx, int b, long i, long j, long k, int s, __global char *ck)\n" \
    "{\n" \
    "    if (BBMM_CK_BOX(b, bx.n) && BBMM_CK_IN(b, 3, 0, i) && BBMM_CK_IN(b, 3, 1, j) && BBMM_CK_IN(b, 3, 2, k))\n" \
    "        return 1;\n" \
    "    if (bbmm_ck_note(ck, s, b, bx.n, 3)) {\n" \
    "        BBMM_CK_DIM(BBMM_CK_V(ck), b, 3, 0, i);\n" \
    "        BBMM_CK_DIM(BBMM_CK_V(ck), b, 3, 1, j);\n" \
    "        BBMM_CK_DIM(BBMM_CK_V(ck), b, 3, 2, k);\n" \
    "    }\n" \
    "    return 0;\n" \
    "}\n" \
    "inline int bbmm_ck4(const bbmm_kboxes4 bx, int b, long i, long j, long k, long l, int s, __global char *ck)\n" \
    "{\n" \
    "    if (BBMM_CK_BOX(b, bx.n) && BBMM_CK_IN(b, 4, 0, i) && BBMM_CK_IN(b, 4, 1, j) && BBMM_CK_IN(b, 4, 2, k) &&\n" \
    "        BBMM_CK_IN(b, 4, 3, l))\n" \
    "        return 1;\n" \
    "    if (bbmm_ck_note(ck, s, b, bx.n, 4)) {\n" \
    "        BBMM_CK_DIM(BBMM_CK_V(ck), b, 4, 0, i);\n" \
    "        BBMM_CK_DIM(BBMM_CK_V(ck), b, 4, 1, j);\n" \
    "        BBMM_CK_DIM(BBMM_CK_V(ck), b, 4, 2, k);\n" \
    "        BBMM_CK_DIM(BBMM_CK_V(ck), b, 4, 3, l);\n" \
    "    }\n" \
    "    return 0;\n" \
    "}\n" \
    "#define BBMM_CK(A, ok, at) (*((ok) ? &(at) : A##_ck))\n" \
    "#define BBMM_AT1(A, b, i) BBMM_CK(A, bbmm_ck1(A##_bx, (b), (i), A##_sl, (__global char *)A##_ck), \\\n" \
    "    BBMM_PTR(A, b)[bbmm_off1(A##_bx, (b), (i))])\n" \
    "#define BBMM_AT2(A, b, i, j) BBMM_CK(A, bbmm_ck2(A##_bx, (b), (i), (j), A##_sl, (__global char *)A##_ck), \\\n" \
    "    BBMM_PTR(A, b)[bbmm_off2(A##_bx, (b), (i), (j))])\n" \
    "#define BBMM_AT3(A, b, i, j, k) \\\n" \
    "    BBMM_CK(A, bbmm_ck3(A##_bx, (b), (i), (j), (k), A##_sl, (__global char *)A##_ck), \\\n" \
    "            BBMM_PTR(A, b)[bbmm_off3(A##_bx, (b), (i), (j), (k))])\n" \
    "#define BBMM_AT4(A, b, i, j, k, l) \\\n" \
    "    BBMM_CK(A, bbmm_ck4(A##_bx, (b), (i), (j), (k), (l), A##_sl, (__global char *)A##_ck), \\\n" \
    "            BBMM_PTR(A, b)[bbmm_off4(A##_bx, (b), (i), (j), (k), (l))])\n" \
    "#else\n" \
    "#define BBMM_AT1(A, b, i) BBMM_PTR(A, b)[bbmm_off1(A##_bx, (b), (i))]\n" \
    "#define BBMM_AT2(A, b, i, j) BBMM_PTR(A, b)[bbmm_off2(A##_bx, (b), (i), (j))]\n" \
    "#define BBMM_AT3(A, b, i, j, k) BBMM_PTR(A, b)[bbmm_off3(A##_bx, (b), (i), (j), (k))]\n" \
    "#define BBMM_AT4(A, b, i, j, k, l) BBMM_PTR(A, b)[bbmm_off4(A##_bx, (b), (i), (j), (k), (l))]\n" \
    "#endif\n" \
    "#define BBMM_REF1(A, i) BBMM_AT1(A, BBMM_BOX1(A, i), i)\n" \
    "#define BBMM_REF2(A, i, j) BBMM_AT2(A, BBMM_BOX2(A, i, j), i, j)\n" \
    "#define BBMM_REF3(A, i, j, k) BBMM_AT3(A, BBMM_BOX3(A, i, j, k), i, j, k)\n" \
    "#define BBMM_REF4(A, i, j, k, l) BBMM_AT4(A, BBMM_BOX4(A, i, j, k, l), i, j, k, l)\n" \
    "/* A reference bound to its box: \"s\" is the array's position among the\n" \
    "   kernel's arrays and \"id\" (below BBMM_KMAX_REFS) the number of its\n" \
    "   initial box (bbmm_spec_access_id).  The launch passes in A_bd.b[id] the\n" \
    "   box that serves all of that box, or -1 when its elements lie in several\n" \
    "   boxes (then the box is searched per access); a BBMM_BOUND build has\n" \
    "   those numbers as constants, BBMM_B_<s>_<id>. */\n" \
    "#if defined(BBMM_ONE_BOX)\n" \
    "#define BBMM_BIND(A, s, id, search) 0\n" \
    "#elif defined(BBMM_BOUND)\n" \
    "#define BBMM_BIND(A, s, id, search) (BBMM_B_##s##_##id >= 0 ? BBMM_B_##s##_##id : (search))\n" \
    "#else\n" \
    "#define BBMM_BIND(A, s, id, search) (A##_bd.b[id] >= 0 ? A##_bd.b[id] : (search))\n" \
    "#endif\n" \
    "#define BBMM_BREF1(A, s, id, i) BBMM_AT1(A, BBMM_BIND(A, s, id, BBMM_BOX1(A, i)), i)\n" \
    "#define BBMM_BREF2(A, s, id, i, j) BBMM_AT2(A, BBMM_BIND(A, s, id, BBMM_BOX2(A, i, j)), i, j)\n" \
    "#define BBMM_BREF3(A, s, id, i, j, k) BBMM_AT3(A, BBMM_BIND(A, s, id, BBMM_BOX3(A, i, j, k)), i, j, k)\n" \
    "#define BBMM_BREF4(A, s, id, i, j, k, l) \\\n" \
    "    BBMM_AT4(A, BBMM_BIND(A, s, id, BBMM_BOX4(A, i, j, k, l)), i, j, k, l)\n" \
    "/* The box search hoisted out of the kernel's loops: once per work-item,\n" \
    "   for the elements of an initial box that the work-item itself touches\n" \
    "   (lo .. hi per dimension, the box's bounds at the tile of that one\n" \
    "   work-item).  bbmm_hfind<D> returns the box that the per-access search\n" \
    "   would pick for every one of them: the first box that holds them all,\n" \
    "   when no box before it holds any (else -1: searched per access). */\n" \
    "#define BBMM_HIN(b, D, d, l, h) ((l) >= bx.lo[(b) * (D) + (d)] && (h) <= bx.hi[(b) * (D) + (d)])\n" \
    "#define BBMM_HMEET(b, D, d, l, h) ((l) <= bx.hi[(b) * (D) + (d)] && (h) >= bx.lo[(b) * (D) + (d)])\n" \
    "#define BBMM_HSTEP(b, IN, MEET) if (bx.n > (b)) { if (IN) return (b); if (MEET) return -1; }\n" \
    "#define BBMM_HSTEP1(b) BBMM_HSTEP(b, BBMM_HIN(b, 1, 0, l0, h0), BBMM_HMEET(b, 1, 0, l0, h0))\n" \
    "#define BBMM_HSTEP2(b) BBMM_HSTEP(b, BBMM_HIN(b, 2, 0, l0, h0) && BBMM_HIN(b, 2, 1, l1, h1), \\\n" \
    "    BBMM_HMEET(b, 2, 0, l0, h0) && BBMM_HMEET(b, 2, 1, l1, h1))\n" \
    "#define BBMM_HSTEP3(b) BBMM_HSTEP(b, BBMM_HIN(b, 3, 0, l0, h0) && BBMM_HIN(b, 3, 1, l1, h1) && \\\n" \
    "    BBMM_HIN(b, 3, 2, l2, h2), BBMM_HMEET(b, 3, 0, l0, h0) && BBMM_HMEET(b, 3, 1, l1, h1) && \\\n" \
    "    BBMM_HMEET(b, 3, 2, l2, h2))\n" \
    "#define BBMM_HSTEP4(b) BBMM_HSTEP(b, BBMM_HIN(b, 4, 0, l0, h0) && BBMM_HIN(b, 4, 1, l1, h1) && \\\n" \
    "    BBMM_HIN(b, 4, 2, l2, h2) && BBMM_HIN(b, 4, 3, l3, h3), BBMM_HMEET(b, 4, 0, l0, h0) && \\\n" \
    "    BBMM_HMEET(b, 4, 1, l1, h1) && BBMM_HMEET(b, 4, 2, l2, h2) && BBMM_HMEET(b, 4, 3, l3, h3))\n" \
    "#ifndef BBMM_COMPACT /* one box: BBMM_BIND is 0, nothing searched */\n" \
    "inline int bbmm_hfind1(const bbmm_kboxes1 bx, long l0, long h0)\n" \
    "{\n" \
    "    if (bx.n == 1)\n" \
    "        return 0;\n" \
    "    BBMM_HSTEP1(0) BBMM_HSTEP1(1) BBMM_HSTEP1(2) BBMM_HSTEP1(3)\n" \
    "    return -1;\n" \
    "}\n" \
    "inline int bbmm_hfind2(const bbmm_kboxes2 bx, long l0, long l1, long h0, long h1)\n" \
    "{\n" \
    "    if (bx.n == 1)\n" \
    "        return 0;\n" \
    "    BBMM_HSTEP2(0) BBMM_HSTEP2(1) BBMM_HSTEP2(2) BBMM_HSTEP2(3)\n" \
    "    return -1;\n" \
    "}\n" \
    "inline int bbmm_hfind3(const bbmm_kboxes3 bx, long l0, long l1, long l2, long h0, long h1, long h2)\n" \
    "{\n" \
    "    if (bx.n == 1)\n" \
    "        return 0;\n" \
    "    BBMM_HSTEP3(0) BBMM_HSTEP3(1) BBMM_HSTEP3(2) BBMM_HSTEP3(3)\n" \
    "    return -1;\n" \
    "}\n" \
    "inline int bbmm_hfind4(const bbmm_kboxes4 bx, long l0, long l1, long l2, long l3, long h0, long h1, long h2,\n" \
    "                       long h3)\n" \
    "{\n" \
    "    if (bx.n == 1)\n" \
    "        return 0;\n" \
    "    BBMM_HSTEP4(0) BBMM_HSTEP4(1) BBMM_HSTEP4(2) BBMM_HSTEP4(3)\n" \
    "    return -1;\n" \
    "}\n" \
    "#endif\n" \
    "/* BBMM_HBIND<D>(A, s, id, guard, lo..., hi...): the box of a hoisted\n" \
    "   lookup (the launch's binding when it has one; -1 when the work-item\n" \
    "   touches nothing of the box: \"guard\" false); BBMM_HREF<D>(A, h, ...)\n" \
    "   a reference through it. */\n" \
    "#define BBMM_HBIND1(A, s, id, g, l0, h0) BBMM_BIND(A, s, id, (g) ? bbmm_hfind1(A##_bx, l0, h0) : -1)\n" \
    "#define BBMM_HBIND2(A, s, id, g, l0, l1, h0, h1) BBMM_BIND(A, s, id, (g) ? bbmm_hfind2(A##_bx, l0, l1, h0, h1) : -1)\n" \
    "#define BBMM_HBIND3(A, s, id, g, l0, l1, l2, h0, h1, h2) \\\n" \
    "    BBMM_BIND(A, s, id, (g) ? bbmm_hfind3(A##_bx, l0, l1, l2, h0, h1, h2) : -1)\n" \
    "#define BBMM_HBIND4(A, s, id, g, l0, l1, l2, l3, h0, h1, h2, h3) \\\n" \
    "    BBMM_BIND(A, s, id, (g) ? bbmm_hfind4(A##_bx, l0, l1, l2, l3, h0, h1, h2, h3) : -1)\n" \
    "#define BBMM_HREF1(A, h, i) BBMM_AT1(A, (h) >= 0 ? (h) : BBMM_BOX1(A, i), i)\n" \
    "#define BBMM_HREF2(A, h, i, j) BBMM_AT2(A, (h) >= 0 ? (h) : BBMM_BOX2(A, i, j), i, j)\n" \
    "#define BBMM_HREF3(A, h, i, j, k) BBMM_AT3(A, (h) >= 0 ? (h) : BBMM_BOX3(A, i, j, k), i, j, k)\n" \
    "#define BBMM_HREF4(A, h, i, j, k, l) BBMM_AT4(A, (h) >= 0 ? (h) : BBMM_BOX4(A, i, j, k, l), i, j, k, l)\n" \
    "/* What the tool's box bounds call (its C helpers, in OpenCL C). */\n" \
    "inline long bbmm_pp_min(long a, long b) { return a < b ? a : b; }\n" \
    "inline long bbmm_pp_max(long a, long b) { return a > b ? a : b; }\n" \
    "inline long bbmm_pp_floord(long a, long b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }\n" \
    "inline long bbmm_pp_ceild(long a, long b) { return a >= 0 ? (a + b - 1) / b : -(-a / b); }\n" \
    "inline long bbmm_pp_i64(long a) { return a; }\n" \
    "#line 1 \"kernel\"\n"

#endif
