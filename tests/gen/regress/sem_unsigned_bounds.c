/* Unsigned iterators and parameters: comparisons convert to unsigned, a
 * subscript computed in unsigned arithmetic, a narrowing cast that cannot
 * change the value (v % 60u + 1u fits an unsigned char). */
#include <stdio.h>
#define N 64
double A[N][N], B[N][N];
int main(void)
{
    unsigned u, v, n = N;
    int m = N - 3;
    for (u = 0; u < N; u++)
        for (v = 0; v < N; v++) {
            B[u][v] = (double)(u * 3 + v) * 0.25 - 7.0;
            A[u][v] = -1.0;
        }
#pragma bbmm
    for (u = 1; u < n - 1; u++)
        for (v = 0; v < m; v += 2)
            A[u][(unsigned char)(v % 60u + 1u)] = B[u - 1u][v] + B[u + 1][v / 2u] * (double)(u - 2u) + (double)(short)v;
    for (u = 0; u < N; u++)
        for (v = 0; v < N; v++)
            printf("%a\n", A[u][v]);
    return 0;
}
