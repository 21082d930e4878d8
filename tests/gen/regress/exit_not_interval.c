/* loop conditions that are not intervals: C stops at the first false test (issue: kernels wrote outside their boxes) */
// expect-output: kernel void bbmm_r0_n0
// expect-output: kernel void bbmm_r0_n5
#include <stdio.h>
#include <stdlib.h>
#define N 40
static double A[N][N], B[N], C[N], D[N], E[N], F[N];
static void step(int n, int k, int m)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < n && i != k; i++)
            B[i] = 1.0 + i;
        for (i = 0; i < n && (i < 3 || i > 5); i++)
            C[i] = 2.0 + i;
        for (i = 0; i < n && i % 7 != m; i++)
            D[i] = 3.0 + i;
        for (i = 2; i >= 3 && i < n; i++)
            E[i] = 4.0;
        for (i = n - 1; !(i < 0) && i != k + 2; i--)
            F[i] = F[i] + 5.0 * i;
        for (i = 0; i < n; i++)
            for (j = 0; j < n && j != i; j++)
                A[i][j] = A[i][j] + i - j;
    }
}
int main(int argc, char **argv)
{
    int i, j, r;
    int n = argc > 1 ? atoi(argv[1]) : N;
    for (r = 0; r < 4; r++) {
        step(n - r, r == 3 ? -1 : 9 + r, r);
        for (i = 0; i < N; i++) {
            printf("%a %a %a %a %a", B[i], C[i], D[i], E[i], F[i]);
            for (j = 0; j < N; j++)
                printf(" %a", A[i][j]);
            printf("\n");
        }
    }
    return 0;
}
