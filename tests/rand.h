/* tests/rand.h - the tests' random numbers: splitmix64 steps on a state
 * the test seeds, so that every case can be reproduced from its seed. */
#ifndef BBMM_TESTS_RAND_H
#define BBMM_TESTS_RAND_H

#include <stdint.h>

/* The next number of state "*s". */
static inline uint64_t test_rand(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* A number in "lo".."hi" (lo <= hi; a slight bias for huge ranges). */
static inline int64_t test_rand_in(uint64_t *s, int64_t lo, int64_t hi)
{
    return lo + (int64_t)(test_rand(s) % (uint64_t)(hi - lo + 1));
}

#endif
