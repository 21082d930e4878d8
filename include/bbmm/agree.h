/* bbmm/agree.h - the ranks' agreements: what every rank shows the others
 * where they agree, how they decide, and the message that says which
 * ranks took different paths.
 *
 * Every rank runs the same program, so every rank reaches the same places
 * where the ranks agree (BBMMI_AT_*, manager.h: a context made or
 * destroyed, a run's start and end, an array's gather), in the same
 * order.  A program whose ranks take different paths (a region called on
 * some ranks only, arrays of other sizes) would have the ranks wait in
 * different exchanges forever.  So each agreement carries a stamp of
 * where this rank is: a hash of the place (what, which nest or array,
 * where in the source) and of the sizes (the nest's space, its arrays'
 * extents and element sizes).  The one collective an agreement costs
 * carries it: the largest of the failure flag, the hash and its negation
 * over the ranks (bbmmi_rank_max3), so that every rank learns whether any
 * failed and whether the hashes differ (max != -max(-h)).  Only then do
 * the ranks exchange their whole stamps (bbmmi_rank_allgather) and say
 * who is where, or which sizes differ.  The messages travel, and a rank
 * that never comes is found by BBMM_RANK_TIMEOUT, in the thin layer
 * (lib/ranks.c, declared in ranks.h); what is compared and said is here.
 * The context's creation, the first agreement, is the thin layer's alone:
 * every rank is at the same place there, and only their statuses differ.
 *
 * The functions run once per run or less, so their bodies are compiled
 * once, into libbbmm (BBMM_METHOD_BODIES, lib/method.c); their
 * declarations are in ranks.h.  After exec.h, whose nest they stamp.
 *
 * Part of bbmm.h; see its manual.
 */
#ifndef BBMM_EXEC_H
#error "bbmm/agree.h is a part of bbmm.h: include bbmm.h"
#elif !defined(BBMM_AGREE_H)
#define BBMM_AGREE_H

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "manager.h"
#include "exec.h"

BBMM_EXTERN_C_BEGIN

#ifdef BBMM_METHOD_BODIES /* compiled once (config.h) */

#define BBMMI_AGREE_ARRAYS 16 /* a nest's arrays whose sizes a rank shows the others */

/* The sizes of one array as the other ranks see them. */
typedef struct bbmmi_agree_shape {
    char name[32];
    int32_t ndim;
    int32_t pad;
    int64_t elem;
    int64_t ext[BBMM_MAX_DIMS];
} bbmmi_agree_shape;

/* Where a rank is at an agreement (the same layout on every rank: it
 * travels as bytes). */
typedef struct bbmmi_agree_stamp {
    int32_t failed, at;
    int32_t narrays, known; /* the nest's arrays (1 for a gather); known: every one was found */
    int32_t nd, pad;        /* the nest's space */
    uint64_t place, shape;  /* hashes: the place (at, name, where) and the sizes */
    uint64_t seq, run;      /* the agreement's number on the context; the nest's run (0: unknown) */
    int64_t lo[BBMM_MAX_DIMS], hi[BBMM_MAX_DIMS];
    char name[64];          /* the nest's or array's ("": not known) */
    char where[128];        /* the nest's place in the source ("": not known) */
    bbmmi_agree_shape arr[BBMMI_AGREE_ARRAYS];
    char msg[BBMMI_RANK_MSG_LEN]; /* a failed rank's status and message */
} bbmmi_agree_stamp;

static uint64_t bbmmi_agree_hash(uint64_t h, const void *p, size_t n)
{
    const unsigned char *c = (const unsigned char *)p;
    while (n--) {
        h ^= *c++;
        h *= 1099511628211ull; /* FNV-1a */
    }
    return h;
}

static uint64_t bbmmi_agree_hash_str(uint64_t h, const char *s)
{
    return bbmmi_agree_hash(h, s ? s : "", s ? strlen(s) + 1 : 1);
}

/* Copy "src" (NULL: "") into "dst" of "len" bytes, cut to fit. */
static void bbmmi_agree_copy(char *dst, size_t len, const char *src)
{
    size_t n = src ? strnlen(src, len - 1) : 0;
    memcpy(dst, src ? src : "", n);
    dst[n] = '\0';
}

/* The sizes of array "a" into "*sh" (when given) and the hash "*h". */
static void bbmmi_agree_shape_of(const bbmmi_array *a, bbmmi_agree_shape *sh, uint64_t *h)
{
    int64_t elem = (int64_t)a->elem;
    int32_t nd = a->ndim;
    *h = bbmmi_agree_hash(*h, &nd, sizeof(nd));
    *h = bbmmi_agree_hash(*h, &elem, sizeof(elem));
    *h = bbmmi_agree_hash(*h, a->extent, (size_t)a->ndim * sizeof(a->extent[0]));
    if (!sh)
        return;
    bbmmi_agree_copy(sh->name, sizeof(sh->name), a->name);
    sh->ndim = nd;
    sh->elem = elem;
    memcpy(sh->ext, a->extent, (size_t)a->ndim * sizeof(a->extent[0]));
}

/* This rank's stamp at place "at" (the arguments of bbmmi_rank_agree_at),
 * the "seq"-th agreement; the arrays' sizes one by one too when "detail"
 * (when the ranks compare their stamps), else only their hash. */
static void bbmmi_agree_fill(bbmmi_agree_stamp *s, uint64_t seq, bbmm_status st, int at, const bbmm_nest *nest,
                             const bbmmi_array *const *arrays, uint64_t run, const bbmmi_array *a, int detail)
{
    uint64_t place = 14695981039346656037ull, shape = place;
    int i;
    memset(s, 0, detail ? sizeof(*s) : offsetof(bbmmi_agree_stamp, arr));
    s->failed = st != BBMM_OK;
    s->at = at;
    s->seq = seq;
    s->run = run;
    s->known = 1;
    place = bbmmi_agree_hash(place, &s->at, sizeof(s->at));
    if (nest) {
        bbmmi_agree_copy(s->name, sizeof(s->name), nest->name ? nest->name : "?");
        bbmmi_agree_copy(s->where, sizeof(s->where), nest->where);
        place = bbmmi_agree_hash_str(bbmmi_agree_hash_str(place, nest->name), nest->where);
        s->nd = nest->space.ndim > 0 && nest->space.ndim <= BBMM_MAX_DIMS ? nest->space.ndim : 0;
        memcpy(s->lo, nest->space.lo, (size_t)s->nd * sizeof(s->lo[0]));
        memcpy(s->hi, nest->space.hi, (size_t)s->nd * sizeof(s->hi[0]));
        shape = bbmmi_agree_hash(shape, &s->nd, sizeof(s->nd));
        shape = bbmmi_agree_hash(shape, s->lo, (size_t)s->nd * sizeof(s->lo[0]));
        shape = bbmmi_agree_hash(shape, s->hi, (size_t)s->nd * sizeof(s->hi[0]));
        s->narrays = nest->narrays;
        shape = bbmmi_agree_hash(shape, &s->narrays, sizeof(s->narrays));
        for (i = 0; i < nest->narrays; i++) {
            const bbmmi_array *x = arrays ? arrays[i] : NULL;
            if (x)
                bbmmi_agree_shape_of(x, detail && i < BBMMI_AGREE_ARRAYS ? &s->arr[i] : NULL, &shape);
            else
                s->known = 0;
        }
    } else if (at == BBMMI_AT_UNREGISTER || at == BBMMI_AT_SYNC || at == BBMMI_AT_UPDATE_HOST) {
        s->narrays = 1;
        if (a) {
            bbmmi_agree_copy(s->name, sizeof(s->name), a->name[0] ? a->name : "?");
            place = bbmmi_agree_hash_str(place, a->name);
            bbmmi_agree_shape_of(a, detail ? &s->arr[0] : NULL, &shape);
        } else {
            s->known = 0;
        }
    }
    s->place = place;
    s->shape = s->known ? shape : 0;
}

/* Where stamp "p" (a bbmmi_agree_stamp) says its rank is, in words
 * ("started run 4 of nest f"): the ranks' answer to a rank that waited
 * too long (bbmmi_rwait), and the divergence's message. */
static void bbmmi_agree_here(const void *p, char *buf, size_t len)
{
    const bbmmi_agree_stamp *s = (const bbmmi_agree_stamp *)p;
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

static int bbmmi_agree_same_place(const bbmmi_agree_stamp *a, const bbmmi_agree_stamp *b)
{
    return a->at == b->at && (!a->name[0] || !b->name[0] || a->place == b->place);
}

/* The extents of shape "sh" ("100x80"; with its element size when "elem"). */
static void bbmmi_agree_put_shape(char *buf, size_t len, size_t *at, const bbmmi_agree_shape *sh, int elem)
{
    int d;
    if (sh->ndim < 1)
        bbmmi_rank_put(buf, len, at, "no element");
    for (d = 0; d < sh->ndim && d < BBMM_MAX_DIMS; d++)
        bbmmi_rank_put(buf, len, at, d ? "x%lld" : "%lld", (long long)sh->ext[d]);
    if (elem)
        bbmmi_rank_put(buf, len, at, " of %lld-byte elements", (long long)sh->elem);
}

static int bbmmi_agree_same_shape(const bbmmi_agree_shape *a, const bbmmi_agree_shape *b)
{
    return a->ndim == b->ndim && a->elem == b->elem &&
           !memcmp(a->ext, b->ext, (size_t)(a->ndim > 0 && a->ndim <= BBMM_MAX_DIMS ? a->ndim : 0) * sizeof(a->ext[0]));
}

static int bbmmi_agree_same_space(const bbmmi_agree_stamp *a, const bbmmi_agree_stamp *b)
{
    return a->nd == b->nd && !memcmp(a->lo, b->lo, (size_t)a->nd * sizeof(a->lo[0])) &&
           !memcmp(a->hi, b->hi, (size_t)a->nd * sizeof(a->hi[0]));
}

/* The message of ranks that diverged, from every rank's stamp "all" ("n"
 * ranks): they are at different places, or the sizes differ.  BBMM_OK
 * when neither; else the ranks are broken (bbmmi_rank_diverge). */
static bbmm_status bbmmi_agree_diverged(bbmm_context *ctx, const bbmmi_agree_stamp *all, int n)
{
    char msg[BBMMI_ERRMSG_LEN], here[BBMMI_RANK_HERE_LEN];
    int i, j, k, ng = 0, *group, *v, nv, kind = 0, slot = -1, elem = 0;
    size_t at = 0;
    /* the places: ranks grouped by where they are */
    for (i = 1; i < n && bbmmi_agree_same_place(&all[0], &all[i]); i++)
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
        for (j = 0; kind == 3 && j < all[k].narrays && j < BBMMI_AGREE_ARRAYS; j++)
            for (i = k + 1; i < n; i++)
                if (all[i].known && !bbmmi_agree_same_shape(&all[i].arr[j], &all[k].arr[j])) {
                    slot = j;
                    kind = 4;
                    break;
                }
        for (i = k + 1; kind == 3 && i < n; i++)
            if (all[i].known && !bbmmi_agree_same_space(&all[i], &all[k]))
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
                if (group[j] < 0 && bbmmi_agree_same_place(&all[i], &all[j])) {
                    group[j] = ng;
                    v[nv++] = j;
                }
            if (ng)
                bbmmi_rank_put(msg, sizeof(msg), &at, " while ");
            bbmmi_rank_put_list(msg, sizeof(msg), &at, v, nv);
            bbmmi_agree_here(&all[i], here, sizeof(here));
            bbmmi_rank_put(msg, sizeof(msg), &at, " %s", here);
            ng++;
        }
        bbmmi_rank_put(msg, sizeof(msg), &at,
                       ", at the ranks' %s agreement (every rank must run the same regions, with arrays of the "
                       "same sizes, in the same order)", bbmmi_rank_nth(all[0].seq, nth, sizeof(nth)));
    } else {
        const char *what = kind == 2 ? "the number of arrays of" : kind == 5 ? "the iteration space of" : "the sizes of";
        for (k = 0; k < n && !all[k].known; k++)
            ;
        bbmmi_agree_here(&all[k], here, sizeof(here));
        if (kind == 4)
            bbmmi_rank_put(msg, sizeof(msg), &at, "the ranks disagree on the size of array %s where they %s: ",
                           all[k].arr[slot].name, here);
        else
            bbmmi_rank_put(msg, sizeof(msg), &at, "the ranks disagree on %s nest %s where they %s: ", what,
                           all[k].name, here);
        for (i = k + 1; kind == 4 && i < n; i++)
            elem |= all[i].known && all[i].arr[slot].elem != all[k].arr[slot].elem;
        for (i = 0; i < n; i++) {
            if (group[i] >= 0 || !all[i].known)
                continue;
            for (j = i, nv = 0; j < n; j++)
                if (group[j] < 0 && all[j].known &&
                    (kind == 2   ? all[j].narrays == all[i].narrays
                     : kind == 4 ? bbmmi_agree_same_shape(&all[j].arr[slot], &all[i].arr[slot])
                     : kind == 5 ? bbmmi_agree_same_space(&all[j], &all[i])
                                 : all[j].shape == all[i].shape)) {
                    group[j] = ng;
                    v[nv++] = j;
                }
            if (ng)
                bbmmi_rank_put(msg, sizeof(msg), &at, ", ");
            bbmmi_rank_put_list(msg, sizeof(msg), &at, v, nv);
            bbmmi_rank_put(msg, sizeof(msg), &at, nv > 1 ? " have " : " has ");
            if (kind == 2)
                bbmmi_rank_put(msg, sizeof(msg), &at, "%d", all[i].narrays);
            else if (kind == 4)
                bbmmi_agree_put_shape(msg, sizeof(msg), &at, &all[i].arr[slot], elem);
            else if (kind == 5)
                for (j = 0; j < all[i].nd; j++)
                    bbmmi_rank_put(msg, sizeof(msg), &at, "%s[%lld..%lld]", j ? "x" : "", (long long)all[i].lo[j],
                                   (long long)all[i].hi[j]);
            else
                bbmmi_rank_put(msg, sizeof(msg), &at, "other sizes (of an array after the %dth)", BBMMI_AGREE_ARRAYS);
            ng++;
        }
    }
    free(group);
    free(v);
    return bbmmi_rank_diverge(ctx, msg);
}

/* Some rank failed, or the hashes differ: every rank's stamp ("mine",
 * with every detail now: the arguments of bbmmi_rank_agree_at) to every
 * rank, then the message. */
static bbmm_status bbmmi_agree_settle(bbmm_context *ctx, bbmmi_agree_stamp *mine, bbmm_status st, int at,
                                      const bbmm_nest *nest, const bbmmi_array *const *arrays, uint64_t run,
                                      const bbmmi_array *a)
{
    const bbmmi_rwait wait = {bbmmi_agree_here, mine};
    int n = bbmmi_nranks(ctx), i;
    bbmmi_agree_stamp *all;
    bbmm_status s2;
    bbmmi_agree_fill(mine, mine->seq, st, at, nest, arrays, run, a, 1);
    mine->msg[0] = '\0';
    if (mine->failed)
        bbmmi_rank_failure_text(ctx, st, mine->msg, sizeof(mine->msg));
    if (!(all = (bbmmi_agree_stamp *)calloc((size_t)n, sizeof(*all))))
        return mine->failed ? st : bbmmi_error(ctx, BBMM_ERR_RANK, "another rank failed (out of host memory to "
                                                                    "learn which)");
    if ((s2 = bbmmi_rank_allgather(ctx, mine, sizeof(*mine), all, &wait, mine->failed ? st : BBMM_OK)) == BBMM_OK &&
        (s2 = bbmmi_agree_diverged(ctx, all, n)) == BBMM_OK) {
        for (i = 0; i < n && !all[i].failed; i++)
            ;
        if (i < n)
            s2 = bbmmi_rank_failed(ctx, st, mine->failed ? mine->msg : NULL, i, all[i].msg);
    }
    free(all);
    return s2;
}

bbmm_status bbmmi_rank_agree_at(bbmm_context *ctx, bbmm_status st, int at, const struct bbmm_nest *nest,
                                const bbmmi_array *const *arrays, uint64_t run, const bbmmi_array *a)
{
    bbmmi_agree_stamp mine;
    const bbmmi_rwait wait = {bbmmi_agree_here, &mine};
    const char *broken;
    int64_t v[3], w[3];
    bbmm_status s2;
    if (bbmmi_nranks(ctx) < 2)
        return st;
    if ((broken = bbmmi_rank_broken(ctx)) != NULL)
        return bbmmi_error(ctx, BBMM_ERR_RANKS_DIFFER, "%s", broken);
    /* the program may have ended MPI before the default context */
    if (at == BBMMI_AT_DESTROY && bbmmi_rank_finalized())
        return st;
    bbmmi_agree_fill(&mine, bbmmi_rank_next(ctx), st, at, nest, arrays, run, a, 0);
    v[0] = st != BBMM_OK;
    v[1] = (int64_t)(bbmmi_agree_hash(mine.place, &mine.shape, sizeof(mine.shape)) >> 1);
    v[2] = -v[1];
    if ((s2 = bbmmi_rank_max3(ctx, v, w, &wait)) != BBMM_OK)
        return s2;
    if (!w[0] && w[1] == -w[2])
        return BBMM_OK;
    return bbmmi_agree_settle(ctx, &mine, st, at, nest, arrays, run, a);
}

void bbmmi_rank_totals(bbmm_context *ctx)
{
    bbmm_manager *mgr = bbmm_mgr(ctx);
    uint64_t mine[4], all[4];
    int p;
    memset(mine, 0, sizeof(mine));
    for (p = 0; p < BBMM_PURPOSE_COUNT; p++) {
        mine[0] += mgr->rank_sent[p].bytes;
        mine[1] += mgr->rank_sent[p].count;
        mine[2] += mgr->rank_recv[p].bytes;
        mine[3] += mgr->rank_recv[p].count;
    }
    if (bbmmi_rank_sum_u64(ctx, mine, all, 4) == 0) {
        mgr->ranks_sent_all.bytes = all[0];
        mgr->ranks_sent_all.count = all[1];
        mgr->ranks_recv_all.bytes = all[2];
        mgr->ranks_recv_all.count = all[3];
    }
}
#endif /* BBMM_METHOD_BODIES */

BBMM_EXTERN_C_END

#endif
