/* rt_shm - waiting exchanges between the ranks of one node
 * (lib/ranks_exchange.c, BBMM_RANK_SHM): run under mpiexec on one machine.
 *
 *   mpiexec -n R rt_shm
 *
 * Every rank sends every other rank one message per round: the boxes of
 * 1-D, 2-D and 3-D host arrays (rows of odd lengths, boxes cut anywhere),
 * from 2 KiB to about 15 MiB, so that a message spans several lanes and
 * several slots of a lane (1 MiB each).  The receiver's copies of those
 * boxes must hold the sender's values, every element outside them must
 * keep its sentinel, and the messages of at least BBMM_RANK_SHM's size
 * (4 MiB under auto, every one under on, none under off) must have gone
 * through shared memory, the others through MPI.  Exit status 0 and
 * "verified (bitwise" on every rank when all holds.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bbmm.h>
#define CHECK_WHO(f) fprintf(f, "rank %d: ", me)
#include "check.h"

#define ROUNDS 4

/* The value element "i" of rank "r"'s array holds in round "k". */
static double value(int r, int k, uint64_t i)
{
    return (double)r * 1e9 + (double)k * 1e8 + (double)i + 0.25;
}

/* An array of round "k": extents and element count. */
typedef struct shape {
    int ndim;
    int64_t ext[3];
    uint64_t n;
} shape;

static shape round_shape(int k)
{
    static const int64_t e[ROUNDS][3] = {{1031, 0, 0}, {733, 509, 0}, {41, 173, 237}, {13, 311, 461}};
    static const int nd[ROUNDS] = {1, 2, 3, 3};
    shape s;
    int d;
    s.ndim = nd[k];
    s.n = 1;
    for (d = 0; d < 3; d++) {
        s.ext[d] = d < s.ndim ? e[k][d] : 1;
        s.n *= (uint64_t)s.ext[d];
    }
    return s;
}

/* Box "b" (of "nb") of the message from rank "src" to "dst" in round "k":
 * slabs along the first dimension, each trimmed in the others, the same on
 * every rank. */
static int round_boxes(int k, int src, int dst, bbmm_box *v)
{
    shape s = round_shape(k);
    int nb = 1 + (src + 2 * dst + k) % 3, b, d;
    int64_t step = s.ext[0] / nb;
    for (b = 0; b < nb; b++) {
        memset(&v[b], 0, sizeof(v[b]));
        v[b].lo[0] = b * step + (src + b) % 3;
        v[b].hi[0] = b * step + step - 1 - (dst + k) % 2;
        for (d = 1; d < s.ndim; d++) {
            v[b].lo[d] = (src + dst + d + b) % 5;
            v[b].hi[d] = s.ext[d] - 1 - (k + d + b) % 4;
        }
    }
    return nb;
}

static uint64_t box_elems(const bbmm_box *b, int ndim)
{
    uint64_t n = 1;
    int d;
    for (d = 0; d < ndim; d++)
        n *= (uint64_t)(b->hi[d] - b->lo[d] + 1);
    return n;
}

/* Nonzero when element "i" of an array of shape "s" lies in one of "nb" boxes. */
static int inside(const shape *s, uint64_t i, const bbmm_box *v, int nb)
{
    int64_t idx[3];
    int d, b;
    for (d = s->ndim - 1; d >= 0; d--) {
        idx[d] = (int64_t)(i % (uint64_t)s->ext[d]);
        i /= (uint64_t)s->ext[d];
    }
    for (b = 0; b < nb; b++) {
        for (d = 0; d < s->ndim && idx[d] >= v[b].lo[d] && idx[d] <= v[b].hi[d]; d++)
            ;
        if (d == s->ndim)
            return 1;
    }
    return 0;
}

int main(void)
{
    bbmm_context *ctx = NULL;
    char err[512];
    int me, n, k, p, d;
    bbmm_status st = bbmm_context_create(NULL, &ctx, err, sizeof(err));
    const char *mode = getenv("BBMM_RANK_SHM");
    uint64_t least = mode && !strcmp(mode, "on") ? 0 : mode && !strcmp(mode, "off") ? UINT64_MAX : (uint64_t)4 << 20;
    if (st != BBMM_OK) {
        fprintf(stderr, "context: %s\n", err);
        return 1;
    }
    me = bbmm_rank(ctx, &n, NULL);
    if (n < 2) {
        fprintf(stderr, "rt_shm: run me under mpiexec with 2 ranks or more\n");
        bbmm_context_destroy(ctx);
        return 1;
    }
    for (k = 0; k < ROUNDS && !failures; k++) {
        shape s = round_shape(k);
        double *mine = (double *)malloc(s.n * sizeof(double));
        double **got = (double **)calloc((size_t)n, sizeof(double *));
        bbmmi_rseg *segs = (bbmmi_rseg *)calloc((size_t)2 * (size_t)n * 3, sizeof(*segs));
        bbmmi_rmsg *msg = (bbmmi_rmsg *)calloc((size_t)2 * (size_t)n, sizeof(*msg));
        uint64_t *pair = (uint64_t *)calloc((size_t)n * (size_t)n, sizeof(uint64_t)), i;
        bbmm_box v[3];
        int nm = 0, ns = 0, src, dst, nb, b;
        if (!mine || !got || !segs || !msg || !pair) {
            fprintf(stderr, "rank %d: out of memory\n", me);
            return 1;
        }
        for (i = 0; i < s.n; i++)
            mine[i] = value(me, k, i);
        for (src = 0; src < n; src++) /* every pair's bytes, as every rank sees them */
            for (dst = 0; dst < n; dst++)
                if (src != dst) {
                    nb = round_boxes(k, src, dst, v);
                    for (b = 0; b < nb; b++)
                        pair[(size_t)src * (size_t)n + (size_t)dst] += box_elems(&v[b], s.ndim) * sizeof(double);
                }
        for (p = 0; p < n; p++) {
            int send;
            if (p == me)
                continue;
            if (!(got[p] = (double *)malloc(s.n * sizeof(double)))) {
                fprintf(stderr, "rank %d: out of memory\n", me);
                return 1;
            }
            for (i = 0; i < s.n; i++)
                got[p][i] = -1.0;
            for (send = 0; send < 2; send++) {
                nb = send ? round_boxes(k, me, p, v) : round_boxes(k, p, me, v);
                msg[nm].peer = p;
                msg[nm].send = send;
                msg[nm].segs = segs + ns;
                msg[nm].nseg = nb;
                for (b = 0; b < nb; b++, ns++) {
                    segs[ns].host = (char *)(send ? mine : got[p]);
                    segs[ns].ndim = s.ndim;
                    for (d = 0; d < s.ndim; d++)
                        segs[ns].extent[d] = s.ext[d];
                    segs[ns].elem = sizeof(double);
                    segs[ns].box = v[b];
                    msg[nm].bytes += box_elems(&v[b], s.ndim) * sizeof(double);
                }
                nm++;
            }
        }
        st = bbmmi_rank_exchange(ctx, msg, nm, pair);
        CHECK(st == BBMM_OK, "round %d: exchange failed: %s", k, bbmm_error_message(ctx, err, sizeof(err)));
        for (b = 0; b < nm; b++)
            CHECK(msg[b].shm == (msg[b].bytes >= least),
                  "round %d: the %llu-byte message %s rank %d went through %s", k,
                  (unsigned long long)msg[b].bytes, msg[b].send ? "to" : "from", msg[b].peer,
                  msg[b].shm ? "shared memory" : "MPI");
        for (p = 0; p < n && !failures; p++) {
            uint64_t bad = 0, first = 0;
            if (p == me)
                continue;
            nb = round_boxes(k, p, me, v);
            for (i = 0; i < s.n; i++) {
                double want = inside(&s, i, v, nb) ? value(p, k, i) : -1.0;
                if (memcmp(&got[p][i], &want, sizeof(want)) && !bad++)
                    first = i;
            }
            CHECK(!bad, "round %d: %llu elements from rank %d differ (first at %llu: %g)", k, (unsigned long long)bad, p,
                  (unsigned long long)first, got[p][first]);
            free(got[p]);
        }
        free(got);
        free(mine);
        free(segs);
        free(msg);
        free(pair);
    }
    bbmm_context_destroy(ctx);
    if (failures)
        return 1;
    printf("rank %d: verified (bitwise), %d rounds\n", me, ROUNDS);
    return 0;
}
