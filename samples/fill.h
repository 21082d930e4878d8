/* samples/fill.h - the deterministic inputs of the pragma samples (pp-*),
 * shared with the hand-written baselines of bench/manual so that their
 * results can be compared bit for bit. */
#ifndef BBMM_SAMPLES_FILL_H
#define BBMM_SAMPLES_FILL_H

#include <stddef.h>

/* Fill the "n" doubles at "p" with numbers in [1, 2) from "seed" (a linear
 * congruential sequence; the value is 1 + the top 24 bits / 2^24). */
static inline void sample_fill(double *p, size_t n, unsigned long long seed)
{
    size_t i;
    for (i = 0; i < n; i++) {
        seed = seed * 6364136223846793005ull + 1442695040888963407ull;
        p[i] = 1.0 + (double)(seed >> 40) / 16777216.0;
    }
}

/* The seed of the "a"-th array (0-based) of a pragma sample. */
#define SAMPLE_SEED(a) (1000003ull * (unsigned long long)((a) + 1))

#endif
