/* loops counting unsigned iterators down to zero, as C programs write them: the step past 0 wraps to the type's largest value, where the condition is false (C11 6.2.5p9), and "j-- > 0" and "j--" test before they step; host loops, kernel bands, size_t, iterators read after the region */
// expect-output: kernel void bbmm_r0_n0
// expect-output: as in C
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
#define N 24
static double A[N][N], B[N], C[N], D[N][N];
static void step(unsigned n, size_t m, int s)
{
    unsigned i, j;
    size_t k;
    int q;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            for (j = n - 1; j < n; j--)
                A[i][j] = A[i][j] * 0.5 + (j + 1 < n ? A[i][j + 1] : 1.0);
        for (k = m - 1; k < m; k--)
            B[k] = B[k] + 2.0 * k;
        for (j = n; j-- > 0;)
            C[j] = C[j] * 0.25 + j;
        for (k = m; k-- > 1;)
            for (i = 0; i < n; i++)
                D[i][k - 1] = D[i][k - 1] * 0.5 + D[i][k];
        for (size_t t = m; t-- != 0;)
            D[t][0] = D[t][0] + 1.0;
        for (q = s; --q >= 0;)
            B[q] = B[q] * 0.75;
        for (k = m; k--;)
            C[k] = C[k] - 0.5;
        for (j = n + 1; --j;)
            A[j - 1][0] = A[j - 1][0] + 0.125;
    }
    printf("%u %u %zu %d\n", i, j, k, q);
}
int main(int argc, char **argv)
{
    int i, j, r;
    unsigned n = argc > 1 ? (unsigned)atoi(argv[1]) : N;
    for (i = 0; i < N; i++) {
        B[i] = i;
        C[i] = 1.0 / (i + 1);
        for (j = 0; j < N; j++) {
            A[i][j] = i * 0.5 + j;
            D[i][j] = i - j * 0.25;
        }
    }
    for (r = 0; r < 3; r++) {
        step(r == 2 ? 0 : n - (unsigned)r, r == 1 ? 0 : (size_t)n - 3, r == 2 ? -2 : (int)n - 4 * r);
        for (i = 0; i < N; i++) {
            printf("%a %a", B[i], C[i]);
            for (j = 0; j < N; j++)
                printf(" %a %a", A[i][j], D[i][j]);
            printf("\n");
        }
    }
    return 0;
}
