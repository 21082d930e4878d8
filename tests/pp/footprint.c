/* pp_footprint - an independent count of the per-device allocation the
 * generated floyd, lu and heat-2d samples should have, to compare with the
 * runtime's statistics (tests/pp/footprint.cmake).
 *
 *   pp_footprint floyd|lu|heat2d NDEV N [STEPS]
 *
 * It runs each sample's loops sequentially (written here from the sample's
 * semantics, not from bbmm-pp's output), gives every iteration of the
 * parallel loops to the device the runtime's block distribution documents
 * (include/bbmm/exec.h: the outermost parallel dimension cut over its cover,
 * the hull of its range over all serial iterations, into NDEV cells of
 * ceil(extent / NDEV); cell c of C goes to device c * NDEV / C), and marks
 * every element each device touches:
 *   - "kept": touched by a reference whose subscripts do not involve the
 *     serial loop iterator; such data stays allocated on the device;
 *   - "local": touched by a reference whose subscripts involve it (row k
 *     of floyd, row and column k of lu); freed after each nest run.
 * Per device it prints the bytes of
 *   kept + max over (serial step, nest) of (local minus kept),
 * the smallest allocation that holds what the device touches, one line
 * "device D BYTES" each.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXDEV 16
#define MAXARR 2

typedef struct fp {
    int ndev;
    long n;                            /* elements per array */
    int narrays;
    unsigned char *kept[MAXDEV][MAXARR];
    unsigned *local[MAXDEV][MAXARR];   /* stamp of the last (step, nest) */
    unsigned stamp;
    long count[MAXDEV];                /* local \ kept of this (step, nest) */
    long local_max[MAXDEV];
    int pass;                          /* 0: kept; 1: local */
} fp;

/* Device of index "x" of a parallel loop whose cover is [lo, hi]. */
static int fp_owner(const fp *f, long x, long lo, long hi)
{
    long ext = hi - lo + 1, size = (ext + f->ndev - 1) / f->ndev, cells = (ext + size - 1) / size;
    return (int)((x - lo) / size * f->ndev / cells);
}

/* Device "d" touches element "e" of array "a" through a reference that
 * involves the serial iterator ("local") or not. */
static void fp_touch(fp *f, int d, int a, long e, int local)
{
    if (f->pass == 0) {
        if (!local)
            f->kept[d][a][e] = 1;
        return;
    }
    if (local && !f->kept[d][a][e] && f->local[d][a][e] != f->stamp) {
        f->local[d][a][e] = f->stamp;
        f->count[d]++;
    }
}

/* A nest run ended (pass 1): keep the largest local count per device. */
static void fp_nest_end(fp *f)
{
    int d;
    for (d = 0; d < f->ndev; d++) {
        if (f->count[d] > f->local_max[d])
            f->local_max[d] = f->count[d];
        f->count[d] = 0;
    }
    f->stamp++;
}

/* floyd-warshall, the provably parallel form (i != k, j != k). */
static void fp_floyd(fp *f, long n)
{
    long i, j, k;
    for (k = 0; k < n; k++) {
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                if (i != k && j != k) {
                    int d = fp_owner(f, i, 0, n - 1);
                    fp_touch(f, d, 0, i * n + j, 0);
                    fp_touch(f, d, 0, i * n + k, 1);
                    fp_touch(f, d, 0, k * n + j, 1);
                }
        fp_nest_end(f);
    }
}

/* lu: row k divided (parallel in j), then the trailing matrix (parallel in
 * i and j, cut along i). */
static void fp_lu(fp *f, long n)
{
    long i, j, k;
    for (k = 0; k < n; k++) {
        for (j = k + 1; j < n; j++) {
            int d = fp_owner(f, j, 1, n - 1);
            fp_touch(f, d, 0, k * n + j, 1);
            fp_touch(f, d, 0, k * n + k, 1);
        }
        fp_nest_end(f);
        for (i = k + 1; i < n; i++)
            for (j = k + 1; j < n; j++) {
                int d = fp_owner(f, i, 1, n - 1);
                fp_touch(f, d, 0, i * n + j, 0);
                fp_touch(f, d, 0, i * n + k, 1);
                fp_touch(f, d, 0, k * n + j, 1);
            }
        fp_nest_end(f);
    }
}

/* heat-2d: B from A, then A from B, over the interior. */
static void fp_heat2d(fp *f, long n, long steps)
{
    long t, i, j;
    int s;
    for (t = 0; t < steps; t++)
        for (s = 0; s < 2; s++) {
            int in = s, out = 1 - s;
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++) {
                    int d = fp_owner(f, i, 1, n - 2);
                    fp_touch(f, d, out, i * n + j, 0);
                    fp_touch(f, d, in, (i + 1) * n + j, 0);
                    fp_touch(f, d, in, (i - 1) * n + j, 0);
                    fp_touch(f, d, in, i * n + j + 1, 0);
                    fp_touch(f, d, in, i * n + j - 1, 0);
                    fp_touch(f, d, in, i * n + j, 0);
                }
            fp_nest_end(f);
        }
}

int main(int argc, char **argv)
{
    fp f;
    long n = argc > 3 ? atol(argv[3]) : 0, steps = argc > 4 ? atol(argv[4]) : 1, elem, kept;
    int d, a, which = -1;
    const char *const names[3] = {"floyd", "lu", "heat2d"};
    memset(&f, 0, sizeof(f));
    for (a = 0; argc > 1 && a < 3; a++)
        if (!strcmp(argv[1], names[a]))
            which = a;
    f.ndev = argc > 2 ? atoi(argv[2]) : 0;
    if (which < 0 || f.ndev < 1 || f.ndev > MAXDEV || n < 3 || n > 4096 || steps < 1) {
        fprintf(stderr, "usage: pp_footprint floyd|lu|heat2d NDEV(1..16) N(3..4096) [STEPS]\n");
        return 2;
    }
    f.n = n * n;
    f.narrays = which == 2 ? 2 : 1;
    elem = which == 0 ? 4 : 8;
    for (d = 0; d < f.ndev; d++)
        for (a = 0; a < f.narrays; a++) {
            f.kept[d][a] = calloc((size_t)f.n, 1);
            f.local[d][a] = calloc((size_t)f.n, sizeof(unsigned));
            if (!f.kept[d][a] || !f.local[d][a]) {
                fprintf(stderr, "pp_footprint: out of memory\n");
                return 2;
            }
        }
    for (f.pass = 0; f.pass < 2; f.pass++) {
        f.stamp = 1;
        if (which == 0)
            fp_floyd(&f, n);
        else if (which == 1)
            fp_lu(&f, n);
        else
            fp_heat2d(&f, n, steps);
    }
    for (d = 0; d < f.ndev; d++) {
        long e;
        kept = 0;
        for (a = 0; a < f.narrays; a++) {
            for (e = 0; e < f.n; e++)
                kept += f.kept[d][a][e];
            free(f.kept[d][a]);
            free(f.local[d][a]);
        }
        printf("device %d %ld\n", d, (kept + f.local_max[d]) * elem);
    }
    return 0;
}
