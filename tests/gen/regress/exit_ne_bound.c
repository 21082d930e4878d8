/* loops that end at "i != n": an unsigned iterator stops at n (never wraps: n is in its type); a signed one would overflow where n lies behind the start (undefined in C), so the region assumes it does not and runs on the host as written for those parameters (bbmm_assumed), here never; the value such a loop leaves is n, read inside the region */
// expect-output: bbmm_assumed = 
// expect-output: as in C
#include <stdio.h>
#include <stdlib.h>
#define N 48
static double A[N], B[N][N], C[N];
static void step(int n, unsigned un, int k)
{
    int i, j;
    unsigned u;
#pragma bbmm
    {
        for (i = 0; i != n; i++)
            A[i] = A[i] * 0.5 + i;
        C[N - 1] = C[N - 1] + i; /* n */
        for (u = 0; u != un; u++)
            C[u] = C[u] + 0.25 * u;
        for (i = 2; i != n; i++)
            for (j = k; j != n; j++)
                B[i][j] = B[i - 1][j] * 0.5 + B[i][j];
        for (i = n; i != 0; i--)
            A[i - 1] = A[i - 1] - 1.0;
    }
    printf("%d %d %u\n", i, j, u);
}
int main(int argc, char **argv)
{
    int i, j, r;
    int n = argc > 1 ? atoi(argv[1]) : 40;
    for (i = 0; i < N; i++) {
        A[i] = i * 0.75;
        C[i] = 1.0 / (i + 1);
        for (j = 0; j < N; j++)
            B[i][j] = (i * 3 + j) % 13 * 0.5;
    }
    for (r = 0; r < 3; r++) {
        int m = n - 2 * r;
        step(m, (unsigned)(r == 1 ? 0 : m + 3), r == 2 ? m : r);
        for (i = 0; i < N; i++) {
            printf("%a %a", A[i], C[i]);
            for (j = 0; j < N; j++)
                printf(" %a", B[i][j]);
            printf("\n");
        }
    }
    return 0;
}
