/* lib/ranks.c - the thin MPI layer: several processes (ranks), each with
 * its own devices, run one program (include/bbmm/ranks.h holds the method:
 * which tiles a rank runs, the directory of elements each rank lacks, the
 * messages).  Here is only what must be compiled once: starting and
 * stopping MPI, the communicator of a context, which devices a rank takes
 * and the agreements (failures, and ranks that take different paths); the
 * exchange of a list of messages, and the progress thread of asynchronous
 * ones, are in ranks_exchange.c, and what the two files share in
 * ranks_int.h.
 *
 * Compiled twice (lib/CMakeLists.txt), as ranks_exchange.c is: without
 * BBMM_HAVE_MPI into libbbmm.a, where every context has one rank and
 * nothing calls MPI, and, when CMake finds MPI, with it into
 * libbbmm-mpi.a.  Both define the same functions; the MPI build also
 * defines bbmm_mpi_backend, the symbol a program that wants ranks asks the
 * linker for (-Wl,-u,bbmm_mpi_backend before -lbbmm-mpi -lbbmm: pkg-config
 * bbmm-mpi, bbmmcc -mpi, the CMake target bbmm::bbmm-mpi), so that this
 * object comes from libbbmm-mpi.a, and with it ranks_exchange.c's (this
 * one calls it: bbmmi_ranks_quiesce, shm_open_node), and libbbmm.a's
 * one-rank objects are never taken.  A program that does not ask links
 * neither MPI nor libmpi.  In the MPI build, a program not started by an
 * MPI launcher that did not start MPI itself has one rank too.
 */
#define _GNU_SOURCE /* sched_getaffinity: the CPUs a rank may copy with */
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ranks_int.h"

#include <sched.h>
#include <time.h>

#ifdef BBMM_HAVE_MPI
#include <mpi.h>
#include <stdatomic.h>
#endif

#ifdef BBMM_HAVE_MPI
/* Asked for by the link of a program with ranks (see the top of the file). */
extern const int bbmm_mpi_backend;
const int bbmm_mpi_backend = 1;

static int ranks_own_init; /* the runtime called MPI_Init, and finalizes at exit */
static int ranks_pending;  /* an agreement gave up waiting (BBMM_RANK_TIMEOUT): its collective
                              stays posted, and MPI_Finalize would wait for it */

static void ranks_at_exit(void)
{
    int fin = 0;
    MPI_Finalized(&fin);
    if (!fin && !__atomic_load_n(&ranks_pending, __ATOMIC_ACQUIRE))
        MPI_Finalize();
}


static bbmm_status ranks_wait(bbmm_context *ctx, MPI_Request *req, int nreq, const ranks_stamp *s);
static void ranks_answer(struct bbmmi_ranks *r);

/* An MPI failure of "call" as a runtime error. */
bbmm_status ranks_fail(bbmm_context *ctx, int err, const char *call)
{
    char text[MPI_MAX_ERROR_STRING];
    int len = 0;
    if (MPI_Error_string(err, text, &len) != MPI_SUCCESS)
        snprintf(text, sizeof(text), "error %d", err);
    return bbmmi_error(ctx, BBMM_ERR_RANK, "rank %d: %s failed: %s", ctx->ranks ? ctx->ranks->me : -1, call, text);
}
#endif

bbmm_status bbmmi_ranks_open(bbmm_context *ctx)
{
#ifdef BBMM_HAVE_MPI
    struct bbmmi_ranks *r;
    MPI_Comm node;
    int inited = 0, fin = 0, err, provided;
    if (ctx->settings.ranks_off)
        return BBMM_OK;
    MPI_Initialized(&inited);
    MPI_Finalized(&fin);
    if (fin || (!inited && !bbmm_mpi_launched()))
        return BBMM_OK;
    if (!inited) {
        err = MPI_Init_thread(NULL, NULL, MPI_THREAD_MULTIPLE, &provided);
        if (err != MPI_SUCCESS)
            return bbmmi_error(ctx, BBMM_ERR_RANK, "MPI_Init_thread failed (error %d)", err);
        if (!ranks_own_init) {
            ranks_own_init = 1;
            atexit(ranks_at_exit);
        }
    }
    r = (struct bbmmi_ranks *)calloc(1, sizeof(*r));
    if (!r)
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_context_create: out of host memory");
    ctx->ranks = r;
    pthread_mutex_init(&r->mu, NULL);
    pthread_cond_init(&r->cv, NULL);
    MPI_Query_thread(&provided);
    r->multiple = provided == MPI_THREAD_MULTIPLE && !ctx->settings.rank_sync;
    r->timeout_ns = ctx->settings.rank_timeout_s * 1000000000ull;
    r->timeout_warn = !ctx->settings.rank_timeout_set;
    r->comm = r->diag = MPI_COMM_NULL;
    MPI_Comm_size(MPI_COMM_WORLD, &r->n);
    MPI_Comm_rank(MPI_COMM_WORLD, &r->me);
    { /* collective: a rank that never makes a context is waited for BBMM_RANK_TIMEOUT */
        MPI_Request req;
        MPI_Comm c = MPI_COMM_NULL;
        bbmm_status st;
        if ((err = MPI_Comm_idup(MPI_COMM_WORLD, &c, &req)) != MPI_SUCCESS)
            return ranks_fail(ctx, err, "MPI_Comm_idup");
        if ((st = ranks_wait(ctx, &req, 1, NULL)) != BBMM_OK)
            return st;
        r->comm = c;
    }
    MPI_Comm_set_errhandler(r->comm, MPI_ERRORS_RETURN);
    MPI_Comm_size(r->comm, &r->n);
    MPI_Comm_rank(r->comm, &r->me);
    if ((err = MPI_Comm_dup(r->comm, &r->diag)) != MPI_SUCCESS) {
        r->diag = MPI_COMM_NULL;
        return ranks_fail(ctx, err, "MPI_Comm_dup");
    }
    MPI_Comm_set_errhandler(r->diag, MPI_ERRORS_RETURN);
    r->stamps = (ranks_stamp *)calloc((size_t)r->n, sizeof(ranks_stamp));
    r->local = 0;
    r->nlocal = 1;
    r->node = MPI_COMM_NULL;
    r->shm_min = UINT64_MAX;
    r->win = MPI_WIN_NULL;
    if (MPI_Comm_split_type(r->comm, MPI_COMM_TYPE_SHARED, r->me, MPI_INFO_NULL, &node) == MPI_SUCCESS) {
        MPI_Comm_size(node, &r->nlocal);
        MPI_Comm_rank(node, &r->local);
        r->node = node;
        return shm_open_node(ctx, r);
    }
    return BBMM_OK;
#else
    (void)ctx;
    return BBMM_OK;
#endif
}

void bbmmi_ranks_pick(bbmm_context *ctx, unsigned *pick, unsigned *npick)
{
    struct bbmmi_ranks *r = ctx->ranks;
    unsigned i, n = 0;
    if (!r || r->nlocal < 2 || ctx->settings.rank_devices_all || !*npick)
        return;
    if (*npick < (unsigned)r->nlocal) { /* fewer devices than ranks here: ranks share them */
        pick[0] = pick[(unsigned)r->local % *npick];
        *npick = 1;
        return;
    }
    for (i = 0; i < *npick; i++)
        if (i % (unsigned)r->nlocal == (unsigned)r->local)
            pick[n++] = pick[i];
    *npick = n;
}

bbmm_status bbmmi_ranks_join(bbmm_context *ctx, bbmm_status st)
{
#ifdef BBMM_HAVE_MPI
    struct bbmmi_ranks *r = ctx->ranks;
    int *counts, i, err;
    if (!r)
        return st;
    counts = (int *)calloc((size_t)r->n, sizeof(int));
    r->first = (int *)calloc((size_t)r->n + 1, sizeof(int));
    if (st == BBMM_OK && (!counts || !r->first || !r->stamps))
        st = bbmmi_error(ctx, BBMM_ERR_NOMEM, "bbmm_context_create: out of host memory");
    if ((st = bbmmi_rank_agree(ctx, st)) != BBMM_OK) {
        free(counts);
        return st;
    }
    err = MPI_Allgather(&ctx->mgr.ndev, 1, MPI_INT, counts, 1, MPI_INT, r->comm);
    for (i = 0; i < r->n && err == MPI_SUCCESS; i++)
        r->first[i + 1] = r->first[i] + counts[i];
    free(counts);
    return err == MPI_SUCCESS ? BBMM_OK : ranks_fail(ctx, err, "MPI_Allgather");
#else
    (void)ctx;
    return st;
#endif
}

void bbmmi_ranks_close(bbmm_context *ctx)
{
    struct bbmmi_ranks *r = ctx->ranks;
    if (!r)
        return;
    bbmmi_ranks_quiesce(ctx);
    pthread_mutex_destroy(&r->mu);
    pthread_cond_destroy(&r->cv);
#ifdef BBMM_HAVE_MPI
    {
        int fin = 0;
        MPI_Finalized(&fin);
        /* after ranks diverged, nothing collective (the others may never
         * come); what is left is the job's end */
        fin |= r->broken;
        if (!fin && r->shm == 1)
            MPI_Win_free(&r->win);
        if (!fin && r->node != MPI_COMM_NULL)
            MPI_Comm_free(&r->node);
        if (!fin && r->comm != MPI_COMM_NULL)
            MPI_Comm_free(&r->comm);
        if (!fin && r->diag != MPI_COMM_NULL) {
            ranks_answer(r);
            MPI_Comm_free(&r->diag);
        }
    }
    while (r->answers) { /* freed when gone; left to the system when still going */
        struct ranks_answer *e = r->answers;
        int flag = 0, fin = 0;
        MPI_Finalized(&fin);
        r->answers = e->next;
        if (!fin && !r->broken && MPI_Test(&e->req, &flag, MPI_STATUS_IGNORE) == MPI_SUCCESS && flag)
            free(e);
    }
    free(r->stamps);
    free(r->lrank);
    free(r->seg);
    free(r->shm_sent);
    free(r->shm_recv);
#endif
    free(r->first);
    free(r);
    ctx->ranks = NULL;
}

int bbmmi_ranks_launched(void)
{
#ifdef BBMM_HAVE_MPI
    return bbmm_mpi_launched();
#else
    return 0;
#endif
}

int bbmmi_nranks(const bbmm_context *ctx)
{
    return ctx && ctx->ranks && ctx->ranks->first ? ctx->ranks->n : 1;
}

int bbmmi_rank(const bbmm_context *ctx)
{
    return ctx && ctx->ranks && ctx->ranks->first ? ctx->ranks->me : 0;
}

int bbmmi_rank_first(const bbmm_context *ctx, int r)
{
    if (!ctx || !ctx->ranks || !ctx->ranks->first)
        return r <= 0 ? 0 : ctx ? ctx->mgr.ndev : 0;
    return ctx->ranks->first[r];
}

int bbmmi_rank_gather_all(const bbmm_context *ctx)
{
    return ctx->settings.gather_all;
}

int bbmm_rank(bbmm_context *ctx, int *nranks, int *gets_results)
{
    int me = bbmmi_rank(ctx);
    if (nranks)
        *nranks = bbmmi_nranks(ctx);
    if (gets_results)
        *gets_results = me == 0 || (ctx && ctx->settings.gather_all);
    return me;
}

/* ---- agreements ---------------------------------------------------------
 *
 * Every rank runs the same program, so every rank reaches the same places
 * where the ranks agree (BBMMI_AT_*: a context made or destroyed, a run's
 * start and end, an array's gather), in the same order.  A program whose
 * ranks take different paths (a region called on some ranks only, arrays
 * of other sizes) would have the ranks wait in different exchanges
 * forever.  So each agreement carries a stamp of where this rank is: a
 * hash of the place (what, which nest or array, where in the source) and
 * of the sizes (the nest's space, its arrays' extents and element sizes).
 * The one collective an agreement costs carries it: an allreduce (MAX) of
 * the failure flag, the hash and its negation, so that every rank learns
 * whether any failed and whether the hashes differ (max != -max(-h)).
 * Only then do the ranks exchange their whole stamps (an allgather) and
 * say who is where, or which sizes differ.  A rank that never comes
 * (it runs other code, or ended without destroying its context) is found
 * by a deadline (BBMM_RANK_TIMEOUT): the agreement's collective is
 * nonblocking, tested with a deadline; a rank that waited that long asks
 * every other rank where it is (the questions are answered by the ranks
 * that wait in an agreement too) and reports who did not answer. */

#ifdef BBMM_HAVE_MPI
#define RANKS_TAG_ASK 1  /* on r->diag: where are you? */
#define RANKS_TAG_TELL 2 /* the answer: where this rank waits, in words */
#define RANKS_TAG_AGREE 3 /* the messages of an agreement */
#define RANKS_GRACE_NS 2000000000ull /* how long a rank that gave up waits for the answers */

static uint64_t ranks_hash(uint64_t h, const void *p, size_t n)
{
    const unsigned char *c = (const unsigned char *)p;
    while (n--) {
        h ^= *c++;
        h *= 1099511628211ull; /* FNV-1a */
    }
    return h;
}

static uint64_t ranks_hash_str(uint64_t h, const char *s)
{
    return ranks_hash(h, s ? s : "", s ? strlen(s) + 1 : 1);
}

/* Copy "src" (NULL: "") into "dst" of "len" bytes, cut to fit. */
static void ranks_copy(char *dst, size_t len, const char *src)
{
    size_t n = src ? strnlen(src, len - 1) : 0;
    memcpy(dst, src ? src : "", n);
    dst[n] = '\0';
}

/* The sizes of array "a" into "*sh" (when given) and the hash "*h". */
static void ranks_shape_of(const bbmmi_array *a, ranks_shape *sh, uint64_t *h)
{
    int64_t elem = (int64_t)a->elem;
    int32_t nd = a->ndim;
    *h = ranks_hash(*h, &nd, sizeof(nd));
    *h = ranks_hash(*h, &elem, sizeof(elem));
    *h = ranks_hash(*h, a->extent, (size_t)a->ndim * sizeof(a->extent[0]));
    if (!sh)
        return;
    ranks_copy(sh->name, sizeof(sh->name), a->name);
    sh->ndim = nd;
    sh->elem = elem;
    memcpy(sh->ext, a->extent, (size_t)a->ndim * sizeof(a->extent[0]));
}

/* This rank's stamp at place "at" (the arguments of bbmmi_rank_agree_at);
 * the arrays' sizes one by one too when "detail" (when the ranks compare
 * their stamps), else only their hash. */
static void ranks_stamp_fill(bbmm_context *ctx, ranks_stamp *s, bbmm_status st, int at, const bbmm_nest *nest,
                             const bbmmi_array *const *arrays, uint64_t run, const bbmmi_array *a, int detail)
{
    uint64_t place = 14695981039346656037ull, shape = place;
    int i;
    memset(s, 0, detail ? sizeof(*s) : offsetof(ranks_stamp, arr));
    s->failed = st != BBMM_OK;
    s->at = at;
    s->seq = ctx->ranks->agreements;
    s->run = run;
    s->known = 1;
    place = ranks_hash(place, &s->at, sizeof(s->at));
    if (nest) {
        ranks_copy(s->name, sizeof(s->name), nest->name ? nest->name : "?");
        ranks_copy(s->where, sizeof(s->where), nest->where);
        place = ranks_hash_str(ranks_hash_str(place, nest->name), nest->where);
        s->nd = nest->space.ndim > 0 && nest->space.ndim <= BBMM_MAX_DIMS ? nest->space.ndim : 0;
        memcpy(s->lo, nest->space.lo, (size_t)s->nd * sizeof(s->lo[0]));
        memcpy(s->hi, nest->space.hi, (size_t)s->nd * sizeof(s->hi[0]));
        shape = ranks_hash(shape, &s->nd, sizeof(s->nd));
        shape = ranks_hash(shape, s->lo, (size_t)s->nd * sizeof(s->lo[0]));
        shape = ranks_hash(shape, s->hi, (size_t)s->nd * sizeof(s->hi[0]));
        s->narrays = nest->narrays;
        shape = ranks_hash(shape, &s->narrays, sizeof(s->narrays));
        for (i = 0; i < nest->narrays; i++) {
            const bbmmi_array *x = arrays ? arrays[i] : NULL;
            if (x)
                ranks_shape_of(x, detail && i < RANKS_ARRAYS ? &s->arr[i] : NULL, &shape);
            else
                s->known = 0;
        }
    } else if (at == BBMMI_AT_UNREGISTER || at == BBMMI_AT_SYNC || at == BBMMI_AT_UPDATE_HOST) {
        s->narrays = 1;
        if (a) {
            ranks_copy(s->name, sizeof(s->name), a->name[0] ? a->name : "?");
            place = ranks_hash_str(place, a->name);
            ranks_shape_of(a, detail ? &s->arr[0] : NULL, &shape);
        } else {
            s->known = 0;
        }
    }
    s->place = place;
    s->shape = s->known ? shape : 0;
}

/* Where stamp "s" says its rank is, in words ("started run 4 of nest f"). */
static void ranks_here_text(const ranks_stamp *s, char *buf, size_t len)
{
    char run[48] = "a run", where[160] = "";
    const char *name = s->name[0] ? s->name : "?";
    if (s->where[0])
        snprintf(where, sizeof(where), " (%s)", s->where);
    if (s->run)
        snprintf(run, sizeof(run), "run %llu", (unsigned long long)s->run);
    switch (s->at) {
    case BBMMI_AT_CREATE:
        snprintf(buf, len, "created a context");
        break;
    case BBMMI_AT_RUN_BEGIN:
        snprintf(buf, len, "started %s of nest %s%s", run, name, where);
        break;
    case BBMMI_AT_RUN_END:
        snprintf(buf, len, "ended %s of nest %s%s", run, name, where);
        break;
    case BBMMI_AT_UNREGISTER:
        snprintf(buf, len, "unregistered array %s (the end of a region or of a data scope)", name);
        break;
    case BBMMI_AT_SYNC:
        snprintf(buf, len, "synced array %s (bbmm_array_sync)", name);
        break;
    case BBMMI_AT_UPDATE_HOST:
        snprintf(buf, len, "updated the host copy of array %s (bbmm_update_host)", name);
        break;
    default:
        snprintf(buf, len, "destroyed the context (the program's end, or bbmm_context_destroy)");
        break;
    }
}

/* Append "fmt" to "buf" ("len" bytes, "*at" used), truncating. */
static void ranks_put(char *buf, size_t len, size_t *at, const char *fmt, ...)
{
    va_list ap;
    int n;
    if (*at + 1 >= len)
        return;
    va_start(ap, fmt);
    n = vsnprintf(buf + *at, len - *at, fmt, ap);
    va_end(ap);
    *at = n < 0 ? len - 1 : *at + (size_t)n < len ? *at + (size_t)n : len - 1;
}

/* Append "rank 1", "ranks 0 and 2", "ranks 0, 2 and 3" (at most 8 named)
 * for the ranks "v" ("n" of them). */
static void ranks_put_list(char *buf, size_t len, size_t *at, const int *v, int n)
{
    int i, shown = n > 8 ? 7 : n;
    ranks_put(buf, len, at, n == 1 ? "rank %d" : "ranks %d", v[0]);
    for (i = 1; i < shown; i++)
        ranks_put(buf, len, at, i == n - 1 ? " and %d" : ", %d", v[i]);
    if (shown < n)
        ranks_put(buf, len, at, " and %d more", n - shown);
}

/* "1st", "2nd", "3rd", "4th", "11th" ... of "k" into "buf". */
static const char *ranks_nth(uint64_t k, char *buf, size_t len)
{
    const char *suf = k % 100 >= 11 && k % 100 <= 13 ? "th" : k % 10 == 1 ? "st" : k % 10 == 2 ? "nd" : k % 10 == 3 ? "rd" : "th";
    snprintf(buf, len, "%llu%s", (unsigned long long)k, suf);
    return buf;
}

static int ranks_same_place(const ranks_stamp *a, const ranks_stamp *b)
{
    return a->at == b->at && (!a->name[0] || !b->name[0] || a->place == b->place);
}

/* The extents of shape "sh" ("100x80"; with its element size when "elem"). */
static void ranks_put_shape(char *buf, size_t len, size_t *at, const ranks_shape *sh, int elem)
{
    int d;
    if (sh->ndim < 1)
        ranks_put(buf, len, at, "no element");
    for (d = 0; d < sh->ndim && d < BBMM_MAX_DIMS; d++)
        ranks_put(buf, len, at, d ? "x%lld" : "%lld", (long long)sh->ext[d]);
    if (elem)
        ranks_put(buf, len, at, " of %lld-byte elements", (long long)sh->elem);
}

static int ranks_same_shape(const ranks_shape *a, const ranks_shape *b)
{
    return a->ndim == b->ndim && a->elem == b->elem &&
           !memcmp(a->ext, b->ext, (size_t)(a->ndim > 0 && a->ndim <= BBMM_MAX_DIMS ? a->ndim : 0) * sizeof(a->ext[0]));
}

static int ranks_same_space(const ranks_stamp *a, const ranks_stamp *b)
{
    return a->nd == b->nd && !memcmp(a->lo, b->lo, (size_t)a->nd * sizeof(a->lo[0])) &&
           !memcmp(a->hi, b->hi, (size_t)a->nd * sizeof(a->hi[0]));
}

/* The message of ranks that diverged, from every rank's stamp "all": they
 * are at different places, or the sizes differ.  BBMM_OK when neither. */
static bbmm_status ranks_diverged(bbmm_context *ctx, const ranks_stamp *all)
{
    struct bbmmi_ranks *r = ctx->ranks;
    char msg[BBMMI_ERRMSG_LEN], here[RANKS_HERE_LEN];
    int n = r->n, i, j, k, ng = 0, *group, *v, nv, kind = 0, slot = -1, elem = 0;
    size_t at = 0;
    /* the places: ranks grouped by where they are */
    for (i = 1; i < n && ranks_same_place(&all[0], &all[i]); i++)
        ;
    if (i < n) {
        kind = 1;
    } else { /* the same place: the sizes of the ranks that know them */
        for (k = 0; k < n && !all[k].known; k++)
            ;
        for (i = k + 1; i < n && (!all[i].known || all[i].shape == all[k].shape); i++)
            ;
        if (k >= n || i >= n)
            return BBMM_OK;
        kind = all[i].narrays != all[k].narrays ? 2 : 3;
        for (j = 0; kind == 3 && j < all[k].narrays && j < RANKS_ARRAYS; j++)
            for (i = k + 1; i < n; i++)
                if (all[i].known && !ranks_same_shape(&all[i].arr[j], &all[k].arr[j])) {
                    slot = j;
                    kind = 4;
                    break;
                }
        for (i = k + 1; kind == 3 && i < n; i++)
            if (all[i].known && !ranks_same_space(&all[i], &all[k]))
                kind = 5;
    }
    group = (int *)malloc((size_t)n * sizeof(int));
    v = (int *)malloc((size_t)n * sizeof(int));
    if (!group || !v) {
        free(group);
        free(v);
        return bbmmi_error(ctx, BBMM_ERR_RANKS_DIFFER, "the ranks took different paths (out of host memory to say how)");
    }
    for (i = 0; i < n; i++)
        group[i] = -1;
    if (kind == 1) {
        char nth[32];
        for (i = 0; i < n; i++) {
            if (group[i] >= 0)
                continue;
            for (j = i, nv = 0; j < n; j++)
                if (group[j] < 0 && ranks_same_place(&all[i], &all[j])) {
                    group[j] = ng;
                    v[nv++] = j;
                }
            if (ng)
                ranks_put(msg, sizeof(msg), &at, " while ");
            ranks_put_list(msg, sizeof(msg), &at, v, nv);
            ranks_here_text(&all[i], here, sizeof(here));
            ranks_put(msg, sizeof(msg), &at, " %s", here);
            ng++;
        }
        ranks_put(msg, sizeof(msg), &at,
                  ", at the ranks' %s agreement (every rank must run the same regions, with arrays of the same "
                  "sizes, in the same order)", ranks_nth(all[0].seq, nth, sizeof(nth)));
    } else {
        const char *what = kind == 2 ? "the number of arrays of" : kind == 5 ? "the iteration space of" : "the sizes of";
        for (k = 0; k < n && !all[k].known; k++)
            ;
        ranks_here_text(&all[k], here, sizeof(here));
        if (kind == 4)
            ranks_put(msg, sizeof(msg), &at, "the ranks disagree on the size of array %s where they %s: ",
                      all[k].arr[slot].name, here);
        else
            ranks_put(msg, sizeof(msg), &at, "the ranks disagree on %s nest %s where they %s: ", what, all[k].name,
                      here);
        for (i = k + 1; kind == 4 && i < n; i++)
            elem |= all[i].known && all[i].arr[slot].elem != all[k].arr[slot].elem;
        for (i = 0; i < n; i++) {
            if (group[i] >= 0 || !all[i].known)
                continue;
            for (j = i, nv = 0; j < n; j++)
                if (group[j] < 0 && all[j].known &&
                    (kind == 2   ? all[j].narrays == all[i].narrays
                     : kind == 4 ? ranks_same_shape(&all[j].arr[slot], &all[i].arr[slot])
                     : kind == 5 ? ranks_same_space(&all[j], &all[i])
                                 : all[j].shape == all[i].shape)) {
                    group[j] = ng;
                    v[nv++] = j;
                }
            if (ng)
                ranks_put(msg, sizeof(msg), &at, ", ");
            ranks_put_list(msg, sizeof(msg), &at, v, nv);
            ranks_put(msg, sizeof(msg), &at, nv > 1 ? " have " : " has ");
            if (kind == 2)
                ranks_put(msg, sizeof(msg), &at, "%d", all[i].narrays);
            else if (kind == 4)
                ranks_put_shape(msg, sizeof(msg), &at, &all[i].arr[slot], elem);
            else if (kind == 5)
                for (j = 0; j < all[i].nd; j++)
                    ranks_put(msg, sizeof(msg), &at, "%s[%lld..%lld]", j ? "x" : "", (long long)all[i].lo[j],
                              (long long)all[i].hi[j]);
            else
                ranks_put(msg, sizeof(msg), &at, "other sizes (of an array after the %dth)", RANKS_ARRAYS);
            ng++;
        }
    }
    free(group);
    free(v);
    r->broken = 1;
    snprintf(r->broken_msg, sizeof(r->broken_msg), "%.*s", (int)sizeof(r->broken_msg) - 1, msg);
    return bbmmi_error_set(ctx, BBMM_ERR_RANKS_DIFFER, msg);
}

/* Answer every question of another rank that gave up waiting (this rank
 * waits in an agreement): where it waits. */
static void ranks_answer(struct bbmmi_ranks *r)
{
    struct ranks_answer **p, *e;
    MPI_Status stt;
    int flag = 0;
    for (p = &r->answers; (e = *p) != NULL;) { /* the answers that have gone */
        if (MPI_Test(&e->req, &flag, MPI_STATUS_IGNORE) != MPI_SUCCESS || flag) {
            *p = e->next;
            free(e);
        } else {
            p = &e->next;
        }
    }
    while (MPI_Iprobe(MPI_ANY_SOURCE, RANKS_TAG_ASK, r->diag, &flag, &stt) == MPI_SUCCESS && flag) {
        if (MPI_Recv(NULL, 0, MPI_BYTE, stt.MPI_SOURCE, RANKS_TAG_ASK, r->diag, MPI_STATUS_IGNORE) != MPI_SUCCESS)
            return;
        if (!(e = (struct ranks_answer *)calloc(1, sizeof(*e))))
            continue;
        snprintf(e->text, sizeof(e->text), "%s", r->here);
        if (MPI_Isend(e->text, RANKS_HERE_LEN, MPI_CHAR, stt.MPI_SOURCE, RANKS_TAG_TELL, r->diag, &e->req) !=
            MPI_SUCCESS) {
            free(e);
            continue;
        }
        e->next = r->answers;
        r->answers = e;
    }
}

/* This rank waited "waited" ns for the others at stamp "s" (request
 * "req" still posted): ask the others where they are, give them
 * RANKS_GRACE_NS to answer, and fail with who is where.  BBMM_OK when the
 * request completes meanwhile after all. */
static bbmm_status ranks_timeout(bbmm_context *ctx, MPI_Request *req, int nreq, const ranks_stamp *s, uint64_t waited)
{
    struct bbmmi_ranks *r = ctx->ranks;
    char msg[BBMMI_ERRMSG_LEN], nth[32], (*told)[RANKS_HERE_LEN] = NULL;
    int n = r->n, i, flag = 0, left = n - 1, *v = NULL, nv, pass;
    uint64_t t0 = bbmmi_now_ns(), grace = r->timeout_ns < RANKS_GRACE_NS ? r->timeout_ns : RANKS_GRACE_NS;
    size_t at = 0;
    MPI_Status stt;
    if (r->diag != MPI_COMM_NULL) {
        told = (char(*)[RANKS_HERE_LEN])calloc((size_t)n, RANKS_HERE_LEN);
        v = (int *)calloc((size_t)n, sizeof(int));
    }
    if (!r->here[0])
        ranks_here_text(s, r->here, sizeof(r->here));
    for (i = 0; told && v && i < n; i++) {
        MPI_Request q;
        if (i != r->me && MPI_Isend(NULL, 0, MPI_BYTE, i, RANKS_TAG_ASK, r->diag, &q) == MPI_SUCCESS)
            MPI_Request_free(&q);
    }
    while (told && v && left > 0 && bbmmi_now_ns() - t0 < grace) {
        struct timespec nap = {0, 1000000};
        if (MPI_Testall(nreq, req, &flag, MPI_STATUSES_IGNORE) == MPI_SUCCESS && flag) {
            free(told);
            free(v);
            return BBMM_OK;
        }
        ranks_answer(r);
        while (MPI_Iprobe(MPI_ANY_SOURCE, RANKS_TAG_TELL, r->diag, &flag, &stt) == MPI_SUCCESS && flag) {
            i = stt.MPI_SOURCE;
            if (MPI_Recv(told[i], RANKS_HERE_LEN, MPI_CHAR, i, RANKS_TAG_TELL, r->diag, MPI_STATUS_IGNORE) !=
                MPI_SUCCESS)
                break;
            told[i][RANKS_HERE_LEN - 1] = '\0';
            if (!told[i][0])
                snprintf(told[i], RANKS_HERE_LEN, "(waits, place unknown)");
            left -= !v[i];
            v[i] = 1;
        }
        nanosleep(&nap, NULL);
    }
    ranks_put(msg, sizeof(msg), &at, "rank %d waited %.0f s (BBMM_RANK_TIMEOUT) for the other ranks after it %s, "
              "the ranks' %s agreement", r->me, (double)waited / 1e9, r->here, ranks_nth(s->seq, nth, sizeof(nth)));
    if (!told || !v)
        ranks_put(msg, sizeof(msg), &at, ": they did not come (they run other code, wait for something else, or "
                  "ended)");
    if (told && v) {
        int *list = (int *)calloc((size_t)n, sizeof(int));
        for (pass = 0; list && pass < 2; pass++) { /* 0: who did not answer; 1: who waits where this rank does */
            for (i = 0, nv = 0; i < n; i++)
                if (i != r->me && (pass ? v[i] && !strcmp(told[i], r->here) : !v[i]))
                    list[nv++] = i;
            if (!nv)
                continue;
            ranks_put(msg, sizeof(msg), &at, pass ? "; " : ": ");
            ranks_put_list(msg, sizeof(msg), &at, list, nv);
            ranks_put(msg, sizeof(msg), &at,
                      pass ? " waited there too"
                           : " did not come (%s runs other code, waits for something else, or ended without "
                             "destroying its context)", nv > 1 ? "each" : "it");
        }
        for (i = 0; i < n; i++) /* who waits elsewhere (its collective is this one) */
            if (i != r->me && v[i] && strcmp(told[i], r->here))
                ranks_put(msg, sizeof(msg), &at, "; rank %d waited after it %s", i, told[i]);
        free(list);
    }
    free(told);
    free(v);
    if (r->timeout_warn) {
        fprintf(stderr, "bbmm: warning: %s; waiting on (BBMM_RANK_TIMEOUT=N: stop the run after N s instead)\n",
                msg);
        r->warned = 1;
        return BBMM_ERR_BUSY;
    }
    r->broken = 1;
    __atomic_store_n(&ranks_pending, 1, __ATOMIC_RELEASE);
    snprintf(r->broken_msg, sizeof(r->broken_msg), "%.*s", (int)sizeof(r->broken_msg) - 1, msg);
    return bbmmi_error_set(ctx, BBMM_ERR_RANKS_DIFFER, msg);
}

/* Wait for the "nreq" requests "req" of an agreement at stamp "s" (NULL:
 * the context's creation), at most BBMM_RANK_TIMEOUT.  Spins for 1 ms,
 * then yields the core between tests; after 100 ms naps 1 ms between
 * them, answering the questions of ranks that gave up waiting. */
static bbmm_status ranks_wait(bbmm_context *ctx, MPI_Request *req, int nreq, const ranks_stamp *s)
{
    struct bbmmi_ranks *r = ctx->ranks;
    uint64_t t0 = 0, el;
    int flag = 0, err;
    for (;;) {
        struct timespec nap = {0, 1000000};
        if ((err = MPI_Testall(nreq, req, &flag, MPI_STATUSES_IGNORE)) != MPI_SUCCESS)
            return ranks_fail(ctx, err, "an agreement of the ranks (MPI_Testall)");
        if (flag)
            return BBMM_OK;
        if (!t0) {
            t0 = bbmmi_now_ns();
            r->here[0] = '\0';
        }
        el = bbmmi_now_ns() - t0;
        if (el < 1000000)
            continue;
        if (el < 100000000) {
            sched_yield();
            continue;
        }
        if (s && !r->here[0])
            ranks_here_text(s, r->here, sizeof(r->here));
        if (r->diag != MPI_COMM_NULL)
            ranks_answer(r);
        if (r->timeout_ns && el >= r->timeout_ns && !r->warned) {
            ranks_stamp c;
            bbmm_status st;
            if (!s) { /* the context's creation */
                memset(&c, 0, offsetof(ranks_stamp, msg));
                c.at = BBMMI_AT_CREATE;
                s = &c;
            }
            if ((st = ranks_timeout(ctx, req, nreq, s, el)) != BBMM_ERR_BUSY)
                return st;
        }
        nanosleep(&nap, NULL);
    }
}

/* One step of ranks_reduce: send "out" (NULL: nothing) to rank "peer"
 * and receive its values into "in" (NULL: nothing). */
static bbmm_status ranks_step(bbmm_context *ctx, int peer, const int64_t *out, int64_t *in, const ranks_stamp *s)
{
    struct bbmmi_ranks *r = ctx->ranks;
    MPI_Request req[2];
    int nreq = 0, err = MPI_SUCCESS;
    if (in)
        err = MPI_Irecv(in, 3, MPI_INT64_T, peer, RANKS_TAG_AGREE, r->diag, &req[nreq++]);
    if (out && err == MPI_SUCCESS)
        err = MPI_Isend(out, 3, MPI_INT64_T, peer, RANKS_TAG_AGREE, r->diag, &req[nreq++]);
    if (err != MPI_SUCCESS)
        return ranks_fail(ctx, err, "an agreement of the ranks (MPI_Isend)");
    return ranks_wait(ctx, req, nreq, s);
}

static void ranks_max3(int64_t *w, const int64_t *in)
{
    int i;
    for (i = 0; i < 3; i++)
        w[i] = in[i] > w[i] ? in[i] : w[i];
}

/* "w": the largest of every rank's "v" (3 values), by recursive doubling
 * over r->diag, every step waited for at most BBMM_RANK_TIMEOUT (MPI's
 * nonblocking allreduce takes about 5 us more than its blocking one for
 * two ranks on one node; these messages cost what the blocking one does). */
static bbmm_status ranks_reduce(bbmm_context *ctx, const int64_t *v, int64_t *w, const ranks_stamp *s)
{
    struct bbmmi_ranks *r = ctx->ranks;
    int n = r->n, me = r->me, p = 1, rem, vme, mask;
    int64_t in[3];
    bbmm_status st;
    memcpy(w, v, 3 * sizeof(*w));
    while (p * 2 <= n)
        p *= 2;
    rem = n - p;
    /* of the first 2 rem ranks, each even one gives its values to the odd
     * one after it, which takes its place, and gets the result from it */
    if (me < 2 * rem && me % 2 == 0) {
        if ((st = ranks_step(ctx, me + 1, w, NULL, s)) != BBMM_OK)
            return st;
        return ranks_step(ctx, me + 1, NULL, w, s);
    }
    if (me < 2 * rem) {
        if ((st = ranks_step(ctx, me - 1, NULL, in, s)) != BBMM_OK)
            return st;
        ranks_max3(w, in);
        vme = me / 2;
    } else {
        vme = me - rem;
    }
    for (mask = 1; mask < p; mask <<= 1) {
        int vp = vme ^ mask, peer = vp < rem ? vp * 2 + 1 : vp + rem;
        if ((st = ranks_step(ctx, peer, w, in, s)) != BBMM_OK)
            return st;
        ranks_max3(w, in);
    }
    return me < 2 * rem ? ranks_step(ctx, me - 1, w, NULL, s) : BBMM_OK;
}

/* Some rank failed, or the hashes differ: every rank's stamp ("mine",
 * with every detail now: the arguments of bbmmi_rank_agree_at) to every
 * rank, then the message. */
static bbmm_status ranks_settle(bbmm_context *ctx, ranks_stamp *mine, bbmm_status st, int at, const bbmm_nest *nest,
                                const bbmmi_array *const *arrays, uint64_t run, const bbmmi_array *a)
{
    struct bbmmi_ranks *r = ctx->ranks;
    ranks_stamp *all = r->stamps;
    MPI_Request req;
    bbmm_status s2;
    int i, err;
    ranks_stamp_fill(ctx, mine, st, at, nest, arrays, run, a, 1);
    mine->msg[0] = '\0';
    if (mine->failed) {
        char msg[RANKS_MSG_LEN - 64];
        bbmmi_error_take(ctx, msg, sizeof(msg));
        snprintf(mine->msg, sizeof(mine->msg), "%.40s: %s", bbmm_status_text(st), msg);
    }
    if (!all)
        return mine->failed ? st : bbmmi_error(ctx, BBMM_ERR_RANK, "another rank failed (out of host memory to "
                                                                    "learn which)");
    err = MPI_Iallgather(mine, (int)sizeof(*mine), MPI_BYTE, all, (int)sizeof(*mine), MPI_BYTE, r->comm, &req);
    if (err != MPI_SUCCESS)
        return mine->failed ? st : ranks_fail(ctx, err, "MPI_Iallgather");
    if ((s2 = ranks_wait(ctx, &req, 1, mine)) != BBMM_OK)
        return s2;
    if ((s2 = ranks_diverged(ctx, all)) != BBMM_OK)
        return s2;
    for (i = 0; i < r->n && !all[i].failed; i++)
        ;
    if (i >= r->n)
        return BBMM_OK;
    if (mine->failed) { /* keep this rank's own status; name the rank in its message */
        char msg[RANKS_MSG_LEN + 32];
        snprintf(msg, sizeof(msg), "rank %d: %s", r->me, mine->msg);
        return bbmmi_error_set(ctx, st, msg);
    }
    all[i].msg[RANKS_MSG_LEN - 1] = '\0';
    return bbmmi_error(ctx, BBMM_ERR_RANK, "rank %d failed: %s", i, all[i].msg);
}
#endif

bbmm_status bbmmi_rank_agree_at(bbmm_context *ctx, bbmm_status st, int at, const struct bbmm_nest *nest,
                                const bbmmi_array *const *arrays, uint64_t run, const bbmmi_array *a)
{
#ifdef BBMM_HAVE_MPI
    struct bbmmi_ranks *r = ctx->ranks;
    ranks_stamp mine;
    int64_t v[3], w[3];
    bbmm_status s2;
    if (!r || r->n < 2)
        return st;
    if (r->broken)
        return bbmmi_error(ctx, BBMM_ERR_RANKS_DIFFER, "%s", r->broken_msg);
    if (at == BBMMI_AT_DESTROY) { /* the program may have ended MPI before the default context */
        int fin = 0;
        MPI_Finalized(&fin);
        if (fin)
            return st;
    }
    r->agreements++;
    ranks_stamp_fill(ctx, &mine, st, at, nest, arrays, run, a, 0);
    v[0] = st != BBMM_OK;
    v[1] = (int64_t)(ranks_hash(mine.place, &mine.shape, sizeof(mine.shape)) >> 1);
    v[2] = -v[1];
    if ((s2 = ranks_reduce(ctx, v, w, &mine)) != BBMM_OK)
        return s2;
    if (!w[0] && w[1] == -w[2])
        return BBMM_OK;
    return ranks_settle(ctx, &mine, st, at, nest, arrays, run, a);
#else
    (void)ctx;
    (void)at;
    (void)nest;
    (void)arrays;
    (void)run;
    (void)a;
    return st;
#endif
}

bbmm_status bbmmi_rank_agree(bbmm_context *ctx, bbmm_status st)
{
    return bbmmi_rank_agree_at(ctx, st, BBMMI_AT_CREATE, NULL, NULL, 0, NULL);
}

void bbmmi_rank_totals(bbmm_context *ctx)
{
#ifdef BBMM_HAVE_MPI
    struct bbmmi_ranks *r = ctx->ranks;
    uint64_t mine[4], all[4];
    int fin = 0, p;
    MPI_Finalized(&fin);
    if (!r || !r->first || fin)
        return;
    memset(mine, 0, sizeof(mine));
    for (p = 0; p < BBMM_PURPOSE_COUNT; p++) {
        mine[0] += ctx->mgr.rank_sent[p].bytes;
        mine[1] += ctx->mgr.rank_sent[p].count;
        mine[2] += ctx->mgr.rank_recv[p].bytes;
        mine[3] += ctx->mgr.rank_recv[p].count;
    }
    if (MPI_Allreduce(mine, all, 4, MPI_UINT64_T, MPI_SUM, r->comm) == MPI_SUCCESS) {
        ctx->mgr.ranks_sent_all.bytes = all[0];
        ctx->mgr.ranks_sent_all.count = all[1];
        ctx->mgr.ranks_recv_all.bytes = all[2];
        ctx->mgr.ranks_recv_all.count = all[3];
    }
#else
    (void)ctx;
#endif
}

void bbmm_rank_abort(bbmm_context *ctx, int code)
{
#ifdef BBMM_HAVE_MPI
    int inited = 0, fin = 0, n = 1;
    MPI_Initialized(&inited);
    MPI_Finalized(&fin);
    if (!inited || fin)
        return;
    if (ctx && ctx->ranks)
        n = ctx->ranks->n;
    else
        MPI_Comm_size(MPI_COMM_WORLD, &n);
    if (n > 1) {
        fflush(NULL);
        MPI_Abort(MPI_COMM_WORLD, code);
    }
#else
    (void)ctx;
    (void)code;
#endif
}
