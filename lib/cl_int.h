/* lib/cl_int.h - private to the OpenCL layer (cl.c, transfer.c, staging.c,
 * program.c, pinned.c): the shape of a copy, the DMAs of staged
 * transfers, the pool of copy threads, and the functions of one of its
 * files that another calls (each documented where it is defined).
 */
#ifndef BBMM_LIB_CL_INT_H
#define BBMM_LIB_CL_INT_H

#include "internal.h"

/* Smallest piece of a host to host copy; pieces per pack thread. */
#define CLI_HOST_PIECE ((size_t)64 << 10)
#define CLI_PIECES_PER_THREAD 4

/* An enqueued command not yet waited for: its event and the call that made
 * it (named in messages when the command fails while running). */
typedef struct cli_pending {
    cl_event ev;
    const char *call;
} cli_pending;

/* The shape of a copy after collapsing: "k" dimensions, outermost first;
 * "cnt"[k-1] counts bytes, the others rows, slices and so on; "pitch"[v][d]
 * is the byte distance between consecutive indices of dimension "d" in the
 * destination (v 0) and source (v 1); "off"[v] the byte offset of the
 * region's first element in each view. */
typedef struct cli_geom {
    int k;
    size_t cnt[BBMM_MAX_DIMS];
    size_t pitch[2][BBMM_MAX_DIMS];
    size_t off[2];
    size_t bytes;
} cli_geom;

/* A host copy of geometry "g" from "src" to "dst" cut into "npieces"
 * pieces of its "units": rows, or bytes when g.k is 1; with non-temporal
 * stores when "stream". */
typedef struct cli_job {
    char *dst;
    const char *src;
    cli_geom g;
    size_t units;
    size_t npieces;
    int stream;
} cli_job;

/* A staged transfer as the DMA thread sees it: the first failure "st" of
 * its DMAs (those after it are dropped). */
typedef struct cli_xfer {
    bbmm_context *ctx;
    int dev;
    bbmm_status st;
} cli_xfer;

/* One DMA of a staged transfer "xfer", run by the DMA thread: the copy of
 * geometry "g" between views "dst" and "src" (one of them a staging
 * buffer), its command "pend" while in flight, "done" (0 or 1) once it has
 * finished or was dropped, "next" in the queue. */
typedef struct cli_dma {
    cli_xfer *xfer;
    bbmmi_view dst;
    bbmmi_view src;
    cli_geom g;
    cli_pending pend;
    size_t done;
    struct cli_dma *next;
} cli_dma;

/* The copy threads of a context: "nthreads" pack helpers started for
 * ctx->pack_threads "setting", and one DMA thread ("dma" when it runs).
 * "mu" guards the current pack job and its counters ("next" piece to hand
 * out, "finished" pieces, "posted" jobs), "submit" lets one job run at a
 * time.  "dmu" guards the DMA queue "dhead".."dtail", the count of DMAs
 * posted "dposted", every cli_dma's "done" and every cli_xfer's "st".
 * Counters and flags that threads spin on are also read without their
 * mutex, so every access to them is atomic. */
struct bbmmi_pack {
    pthread_mutex_t submit;
    pthread_mutex_t mu;
    pthread_cond_t go;
    pthread_cond_t done;
    cli_job job;
    size_t next;
    size_t finished;
    size_t posted;
    int stop;
    int setting;
    int nthreads;
    pthread_t *threads;
    pthread_mutex_t dmu;
    pthread_cond_t dgo;
    pthread_cond_t ddone;
    cli_dma *dhead;
    cli_dma *dtail;
    size_t dposted;
    int dstop;
    int dma;
    pthread_t dthread;
};

/* The states of a device's staging buffers, d->staging_state (cl.c,
 * "Staging buffers"). */
enum { CLI_STAGE_NONE, CLI_STAGE_OPENING, CLI_STAGE_READY };

/* ---- cl.c: discovery -------------------------------------------------- */

bbmm_status cli_pinned_create(bbmm_context *ctx, int dev, int qdev, size_t bytes,
                              cl_mem *mem, void **ptr);
cl_int cli_pinned_destroy(bbmm_context *ctx, int qdev, cl_mem mem, void *ptr);
int cli_staging_start(bbmm_context *ctx, int dev, int background);

/* ---- cl.c: asynchronous commands -------------------------------------- */

void cli_cmd_add(bbmm_context *ctx, int dev, cl_command_queue q, cl_event ev, const char *call, int kernel,
                 const char *host, const bbmm_box *region, int writes, bbmmi_meter *meter, uint64_t items,
                 const bbmmi_acc *acc, int nacc);
void cli_cmd_add_slab(bbmm_context *ctx, int dev, cl_command_queue q, cl_event ev, const char *call,
                      const bbmm_box *region, const bbmmi_acc *acc, uint64_t slab, int reader);
void cli_slab_retired(bbmm_context *ctx, uint64_t slab, int reader, cl_event ev, cl_int status);
void cli_cmd_add_copy(bbmm_context *ctx, int dev, cl_command_queue q, cl_event ev, const char *call,
                      const bbmmi_view *dst, const bbmmi_view *src, const bbmm_box *region);
cl_event cli_dev_hazard(bbmm_context *ctx, int dev, cl_mem mem, size_t lo, size_t hi);
bbmm_status cli_hazards(bbmm_context *ctx, int dev, const char *host, const bbmm_box *region, int writes,
                        cl_event **out, cl_uint *n);
int cli_event_push(cl_event **v, int *n, int *cap, cl_event ev);
void cli_events_free(cl_event *ev, cl_uint n);
bbmm_status cli_host_wait(bbmm_context *ctx, int dev, const bbmmi_view *dst, const bbmmi_view *src,
                          const bbmm_box *region);

/* ---- transfer.c: buffers ---------------------------------------------- */

bbmm_status cli_wait(bbmm_context *ctx, int dev, cli_pending *p);
void cli_abandon(bbmm_context *ctx, int dev, cli_pending *p, int n);

/* ---- transfer.c: flow slabs ------------------------------------------- */

void cli_arena_close(bbmm_context *ctx);
void cli_slabs_conflict(bbmm_context *ctx, int dev, const char *host, const bbmm_box *region, int writes);
void cli_slabs_settle_all(bbmm_context *ctx);

/* ---- transfer.c: enqueueing ------------------------------------------- */

bbmm_status cli_enqueue(bbmm_context *ctx, int dev, const bbmmi_view *dst, const bbmmi_view *src,
                        const cli_geom *g, cli_pending *p, cl_uint nw, const cl_event *w);

/* ---- staging.c: geometry ---------------------------------------------- */

bbmm_status cli_view_layout(bbmm_context *ctx, const bbmmi_view *v, const char *which,
                            uint64_t stride[BBMM_MAX_DIMS], uint64_t *total);
bbmm_status cli_geom_make(bbmm_context *ctx, const bbmmi_view *dst, const bbmmi_view *src,
                          const bbmm_box *region, cli_geom *g);
void cli_host_copy(char *dst, const char *src, const cli_geom *g, int stream);

/* ---- staging.c: pack threads ------------------------------------------ */

void cli_pack_copy(bbmm_context *ctx, char *dst, const char *src, const cli_geom *g, size_t piece,
                   int stream);
void cli_pack_shutdown(bbmm_context *ctx);

#endif
