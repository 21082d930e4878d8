/* shifts by constant counts in bounds and subscripts (issue 48: NPB's IS bounds its loops by 'MAX_KEY', '#define MAX_KEY (1 << MAX_KEY_LOG_2)'): 'x << c' is x * 2^c and 'x >> c' floor(x / 2^c), negative x included; in kernels they stay as written */
#include <stdio.h>
#define LOG 5
#define N (1 << LOG)
#define HALF (N >> 1)
static double A[2 * N], B[2 * N], C[N][N];
static void f(int m)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < N; i++)
            A[i + HALF] = B[(i << 1) >> 1] + 1.0;
        for (i = 0; i < (m << 1) && i < 2 * N; i++)
            B[i] = A[(i >> 2) + 1] * 0.5 + i;
        for (i = -HALF; i < HALF; i++)
            for (j = 0; j < (1 << (LOG - 1)); j++)
                C[(i >> 1) + (HALF >> 1)][j << 1] = A[i + HALF] + B[j] + (i >> 1);
    }
}
int main(void)
{
    int i, j;
    for (i = 0; i < 2 * N; i++)
        A[i] = (double)((i * 7) % 13), B[i] = (double)(i % 5);
    f(N - 3);
    for (i = 0; i < 2 * N; i++)
        printf("%a %a\n", A[i], B[i]);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%a\n", C[i][j]);
    return 0;
}
