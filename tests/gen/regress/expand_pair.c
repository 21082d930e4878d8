/* r1[] and r2[] (NPB MG's psinv) are filled and read within each (k, j); each carries dependences on the other's loops, so both are expanded over k and j together (a kernel of k and j), to only as many elements as the region uses (n + 1 of 64 per copy, n a parameter); after the region each holds the row of the last (k, j) */
// expect-output: BBMM_[BH]REF3\(bbmm_x_r1, [a-z0-9_]+(, [0-9])?, \(k\), \(j\), \(i\)\)
// expect-output: BBMM_[BH]REF3\(bbmm_x_r2, [a-z0-9_]+(, [0-9])?, \(k\), \(j\), \(i\)\)
// expect-output: bbmm_xe_bbmm_x_r1\[2\] = \(int64_t\)\(n <= -1 \? 0 : n \+ 1\);
#include <stdio.h>
#define K 5
#define J 6
#define M 64
static double A[K + 1][J + 2][12], U[K][J][12], r1[M], r2[M];
int main(void)
{
    int k, j, i, n = 10;
    for (k = 0; k <= K; k++)
        for (j = 0; j < J + 2; j++)
            for (i = 0; i < 12; i++)
                A[k][j][i] = (double)((k * 31 + j * 7 + i) % 13) / 4.0;
    for (i = 0; i < M; i++)
        r1[i] = r2[i] = -1.0;
#pragma bbmm
    for (k = 0; k < K; k++)
        for (j = 1; j < J; j++) {
            for (i = 0; i <= n; i++) {
                r1[i] = A[k][j - 1][i] + A[k][j + 1][i];
                r2[i] = A[k + 1][j][i] - A[k][j][i];
            }
            for (i = 1; i < n; i++)
                U[k][j][i] = 0.5 * r1[i] + 0.25 * (r2[i - 1] + r2[i + 1]) + 0.125 * r1[i + 1];
        }
    for (k = 0; k < K; k++)
        for (j = 0; j < J; j++)
            for (i = 0; i < 12; i++)
                printf("%a\n", U[k][j][i]);
    for (i = 0; i < M; i++)
        printf("r %a %a\n", r1[i], r2[i]);
    return 0;
}
