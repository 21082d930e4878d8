/* A nest whose read box moves for its first 300 runs (row t of C,
 * on the devices already), then stays (row 300) for 400 more:
 * tests/replay_backoff.cmake.  Its output is compared with the plain
 * build's. */
#include <stdio.h>

#define N 64
#define ROWS 320

static double A[N], B[N], C[ROWS][N];

/* C made on the devices, whole: the row each run reads is there */
static void init(void)
{
    int i, j;
#pragma bbmm
    for (j = 0; j < ROWS; j++)
        for (i = 0; i < N; i++)
            C[j][i] = (double)((i + 5 * j) % 13) / 4.0;
}

static void step(int r)
{
    int i;
#pragma bbmm
    for (i = 0; i < N; i++)
        A[i] = 0.5 * A[i] + B[i] * C[r][i];
}

int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) {
        A[i] = (double)(i % 7) / 8.0;
        B[i] = (double)((3 * i) % 11) / 16.0;
    }
    init();
    for (t = 0; t < 700; t++)
        step(t < 300 ? t : 300);
    for (i = 0; i < N; i++)
        printf("%a\n", A[i]);
    return 0;
}
