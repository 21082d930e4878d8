/* samples/floyd_ref.h - the sequential floyd-warshall and its input,
 * shared by the sample and the executor tests. */
#ifndef BBMM_SAMPLES_FLOYD_REF_H
#define BBMM_SAMPLES_FLOYD_REF_H

#include <stdint.h>

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
