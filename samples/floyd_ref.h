/* samples/floyd_ref.h - floyd-warshall's kernel (hand-written API form),
 * its sequential version and its input, shared by the sample and the
 * executor tests. */
#ifndef BBMM_SAMPLES_FLOYD_REF_H
#define BBMM_SAMPLES_FLOYD_REF_H

#include <stdint.h>

/* The kernel of one step k: arguments the array "path", the tile, "n" and
 * "k" (floyd_state's fields, in order); stores only a shorter path. */
static inline const char *floyd_kernel_source(void)
{
    return "#define PATH(i, j) BBMM_REF2(path, i, j)\n"
           "kernel void floyd(BBMM_ARRAY_PARAM(float, path, 2), const bbmm_ktile tile, long n, long k)\n"
           "{\n"
           "    if (!BBMM_IN_TILE(tile))\n"
           "        return;\n"
           "    long i = BBMM_TILE_ID(tile, 0), j = BBMM_TILE_ID(tile, 1);\n"
           "    float via = PATH(i, k) + PATH(k, j);\n"
           "    if (via < PATH(i, j))\n"
           "        PATH(i, j) = via;\n"
           "}\n";
}

/* The problem size and the current step: the kernel's scalar arguments. */
typedef struct floyd_state {
    int64_t n;
    int64_t k;
} floyd_state;

/* The plain sequential algorithm on "p" ("n"×"n"). */
static inline void floyd_reference(float *p, int64_t n)
{
    int64_t i, j, k;
    for (k = 0; k < n; k++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                p[i * n + j] = p[i * n + k] + p[k * n + j] < p[i * n + j] ? p[i * n + k] + p[k * n + j]
                                                                           : p[i * n + j];
}

/* Fill "p" with a deterministic random graph (0 on the diagonal). */
static inline void floyd_init(float *p, int64_t n)
{
    uint64_t x = 88172645463325252ull;
    int64_t i;
    for (i = 0; i < n * n; i++) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        p[i] = i / n == i % n ? 0.0f : (float)(x % 1000) / 8.0f + 1.0f;
    }
}

#endif
