/* samples/bs_ref.h - blackscholes' inputs and sequential pricing, shared by
 * the hand-written sample, the pragma sample and the bench/manual
 * baselines. */
#ifndef BBMM_SAMPLES_BS_REF_H
#define BBMM_SAMPLES_BS_REF_H

#include <stdint.h>

#include "bs_math.h"

BS_MATH(static)

#define BS_IN 5  /* spot, strike, rate, volatility, time */
#define BS_ARR 7 /* and call, put */

/* Price the "n" options of "v" (the seven arrays) sequentially. */
static inline void bs_seq(double *const *v, int64_t n)
{
    int64_t i;
    for (i = 0; i < n; i++)
        bs_price(v[0][i], v[1][i], v[2][i], v[3][i], v[4][i], &v[5][i], &v[6][i]);
}

/* A uniform double in ["lo", "hi") from the xorshift state "*x". */
static inline double bs_uniform(uint64_t *x, double lo, double hi)
{
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return lo + (hi - lo) * (double)(*x >> 11) / 9007199254740992.0;
}

/* Fill the inputs of "v" ("n" options) deterministically, the outputs with 0. */
static inline void bs_init(double *const *v, int64_t n)
{
    static const double lo[BS_IN] = {5.0, 1.0, 0.0275, 0.05, 0.25};
    static const double hi[BS_IN] = {30.0, 100.0, 0.1, 0.65, 10.0};
    uint64_t x = 88172645463325252ull;
    int64_t i;
    int a;
    for (i = 0; i < n; i++) {
        for (a = 0; a < BS_IN; a++)
            v[a][i] = bs_uniform(&x, lo[a], hi[a]);
        v[5][i] = v[6][i] = 0.0;
    }
}

#endif
