/* loop bounds given as long parameters with int iterators, a long offset in subscripts, and an int64_t accumulation of products (histogram moments of a data block) */
#include <stdio.h>
#include <stdint.h>
#define N 64
static int data[N][N];
static int64_t mom[N][3];

static void moments(long nr, long nc, long off)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < nr; i++) {
        int64_t m0 = 0, m1 = 0, m2 = 0;
        for (j = 0; j < nc - off; j++) {
            int64_t v = data[i][j + off];
            m0 += 1; m1 += v * (j + 1); m2 += v * v * (int64_t)(j + off);
        }
        mom[i][0] = m0; mom[i][1] = m1; mom[i][2] = m2;
    }
}

int main(void)
{
    long sz[][3] = {{0, 5, 0}, {1, 1, 0}, {3, 7, 2}, {64, 64, 5}, {10, 64, 63}};
    for (int s = 0; s < 5; s++) {
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) data[i][j] = (i * 1000003 + j * 7919) % 20001 - 10000;
        for (int i = 0; i < N; i++) mom[i][0] = mom[i][1] = mom[i][2] = -1;
        moments(sz[s][0], sz[s][1], sz[s][2]);
        int64_t a = 0, b = 0;
        for (int i = 0; i < N; i++) { a += mom[i][1]; b ^= mom[i][2]; }
        printf("%ld %ld %ld: %lld %lld\n", sz[s][0], sz[s][1], sz[s][2], (long long)a, (long long)b);
    }
    return 0;
}
