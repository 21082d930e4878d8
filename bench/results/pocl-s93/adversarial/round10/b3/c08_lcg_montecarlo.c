/* per-walker LCG random walks (uint32_t wrap-around, unsigned long accumulators, shifts and masks) in a region; host reseeds between batches */
#include <stdio.h>
#include <stdint.h>
#define NW 64
static uint32_t seed[NW];
static long pos[NW];
static unsigned long hits[NW];
static int32_t maxd[NW];

static void walk(int nw, int steps)
{
    int w, k;
#pragma bbmm
    for (w = 0; w < nw; w++) {
        uint32_t s = seed[w];
        long x = pos[w];
        int32_t md = maxd[w];
        for (k = 0; k < steps; k++) {
            s = s * 1664525u + 1013904223u;
            x += (s >> 31) ? 1 : -1;
            if ((s & 0xffu) < 16u) hits[w] += s >> 24;
            md = (x > md) ? (int32_t)x : md;
            md = (-x > md) ? (int32_t)(-x) : md;
        }
        seed[w] = s;
        pos[w] = x;
        maxd[w] = md;
    }
}

int main(void)
{
    int nws[] = {0, 1, 3, 64};
    for (int c = 0; c < 4; c++) {
        for (int w = 0; w < NW; w++) { seed[w] = 12345u + 7919u * (uint32_t)w; pos[w] = 0; hits[w] = 0; maxd[w] = 0; }
        for (int batch = 0; batch < 3; batch++) {
            walk(nws[c], 50 + 25 * batch);
            for (int w = 0; w < nws[c]; w += 2) seed[w] ^= 0x9e3779b9u;
        }
        for (int w = 0; w < nws[c]; w++) printf("%u %ld %lu %d\n", seed[w], pos[w], hits[w], maxd[w]);
        printf("--\n");
    }
    return 0;
}
