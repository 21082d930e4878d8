/* rt_exec.h - what the two files of rt_exec share (rt_exec.c says what
 * the test does): the contexts it makes, the three programs written with
 * the public API (floyd-warshall, jacobi-2d, blackscholes), and the
 * scenarios rt_exec_more.c holds.  The check counters are one pair for
 * both files (CHECK_SHARED; rt_exec.c defines them).
 *
 *   rt_exec.c       contexts, the three programs, the scenarios that run
 *                   them under every setting (results, budgets, volumes,
 *                   block coherency), main
 *   rt_exec_more.c  the scenarios of single mechanisms: flow-in, late
 *                   flow-out, errors, fusion, work-group shapes, data
 *                   scopes, side loads
 */
#ifndef BBMM_TESTS_RT_EXEC_H
#define BBMM_TESTS_RT_EXEC_H

#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <bbmm.h>

#include "floyd_ref.h"
#define CHECK_SHARED
#include "check.h"

/* ---- contexts ------------------------------------------------------- */

typedef struct setting {
    const char *name;
    bbmm_alloc_scheme alloc;
    bbmm_onoff reuse;
    bbmm_coherency coherency;
    bbmm_dist dist;
    uint64_t limit; /* device budget in bytes; 0: the device's memory */
    bbmm_onoff fuse; /* BBMM_FUSE (default: on) */
} setting;

/* A budget of 8 rows of a 37-column float array: floyd and jacobi tiles of
 * N = 37 and blackscholes tiles of 1000 options must be split to fit it,
 * and the pieces evict each other's boxes. */
#define BUDGET (8 * 37 * 4)

/* The settings the program cases run under; [0] is the default. */
extern const setting settings[];

/* Create a context with setting "s" on the environment's devices ("devices"
 * overrides BBMM_DEVICES when not NULL); NULL after reporting a failure. */
bbmm_context *ctx_make(const setting *s, const char *devices);
/* Check that status "st" of "what" is BBMM_OK, reporting the context's
 * message otherwise; return nonzero when it is. */
int ok(bbmm_context *ctx, bbmm_status st, const char *what);
/* Fill "nest" with the common fields: "name", kernel "kernel" of "source",
 * "narrays" arrays "arr", the parallel "space", tile sizes "tile" (NULL:
 * automatic), "boxes" with "user". */
void nest_fill(bbmm_nest *nest, const char *name, const char *source, const char *kernel, int narrays,
               const bbmm_array *arr, const bbmm_box *space, const int64_t *tile, bbmm_tile_boxes_fn boxes,
               void *user);
/* Destroy "ctx" (may be NULL), reporting a failure of "what". */
void destroy(bbmm_context *ctx, const char *what);

/* ---- floyd-warshall ------------------------------------------------- */

/* The boxes of tile "t" at the step in "user" (a floyd_state): path[i][j]
 * read and written, path[i][k] read, path[k][j] read and iteration-local;
 * flow-out as floyd_flowout(); write-out the tile at the last step. */
bbmm_status floyd_boxes(void *user, const bbmm_box *t, bbmm_tile_spec *spec);
/* The device floyd_bbmm holds (bbmm_test_hold) from its second step until
 * every step is enqueued; -1: none. */
extern int floyd_hold;
/* Run floyd on "p" ("n"×"n", tiles "tile") on "ctx", then sync and
 * unregister the array; return the first error. */
bbmm_status floyd_bbmm(bbmm_context *ctx, float *p, int64_t n, const int64_t *tile);

/* ---- jacobi-2d ------------------------------------------------------ */

/* The status the test's boxes() returns when told to fail (one the runtime
 * never returns from bbmm_run on its own). */
#define INJECTED_STATUS BBMM_ERR_OVERLAP

typedef struct jacobi_state {
    int64_t n;
    int64_t phases;     /* 2 per time step: B from A, then A from B */
    int64_t p;          /* the current phase */
    int64_t fail_phase; /* boxes() fails in this phase (-1: never) */
    int64_t fail_row;   /* ... for the tile holding this row (-1: every tile) */
} jacobi_state;

/* Fill "a" and "b" ("n"×"n") as PolyBench does, then run "phases" phases
 * of the sequential program on them. */
void jacobi_ref(float *a, float *b, int64_t n, int64_t phases);
/* Phase "p" of the sequential program on "a" and "b" ("n"×"n"). */
void jacobi_phase_ref(float *a, float *b, int64_t n, int64_t p);
/* Run phases "from".."to"-1 of the stencil in "s" on the arrays "ha" (A, B)
 * with tiles "tile" (rows, columns; 0: automatic); return the first error. */
bbmm_status jacobi_phases(bbmm_context *ctx, const bbmm_array *ha, jacobi_state *s, const int64_t *tile,
                          int64_t from, int64_t to);
/* Register "a" and "b" ("n"×"n") with "ctx" into "ha". */
bbmm_status jacobi_register(bbmm_context *ctx, float *a, float *b, int64_t n, bbmm_array *ha);
/* Sync ("unregister" zero) or unregister the arrays "ha" (A, B). */
bbmm_status jacobi_release(bbmm_context *ctx, const bbmm_array *ha, int unregister);
/* A jacobi_state for "n"×"n" and "tsteps" steps that never fails. */
jacobi_state jacobi_state_make(int64_t n, int64_t tsteps);

/* ---- blackscholes --------------------------------------------------- */

/* The kernel: five input arrays, two output arrays. */
extern const char bs_source[];
#define BS_IN 5
#define BS_ARR 7

/* The boxes of tile "t": five inputs read; two outputs written and written
 * out ("user" unused). */
bbmm_status bs_boxes(void *user, const bbmm_box *t, bbmm_tile_spec *spec);
/* Fill the inputs of the seven arrays of "n" doubles in "v" (one block)
 * deterministically, the outputs with 0. */
void bs_init(double *v, int64_t n);
/* Price the "n" options of "v" sequentially. */
void bs_seq(double *v, int64_t n);
/* Price the options of "v" ("n", tiles "tile") on "ctx", then unregister;
 * return the first error. */
bbmm_status bs_bbmm(bbmm_context *ctx, double *v, int64_t n, const int64_t *tile);

/* ---- rt_exec_more.c: the scenarios (each one's comment there says what
 * it checks) ---------------------------------------------------------- */

void test_flowin(void);        /* flow-in within one device */
void test_early_trial(void);   /* early flow-out's trial */
void test_late(void);          /* late flow-outs, two runs on */
void test_errors(void);        /* error paths */
void test_fusion(void);        /* allocation and transfer fusion */
void test_fusion_faults(void); /* fusion under faults */
void test_fusion_after(void);  /* fused writes after pieces moved alone */
void test_replay(void);        /* plan once, replay */
void test_workgroup(void);     /* work-group shapes */
void test_scope(void);         /* data scopes */
void test_scope_transient(void); /* transient arrays in a data scope */
void test_scope_alias_reads(void); /* two names read of one kept memory */
void test_scope_faults(void);  /* data scopes under faults */
void test_overlap(void);       /* side loads beside a held device */

#endif
