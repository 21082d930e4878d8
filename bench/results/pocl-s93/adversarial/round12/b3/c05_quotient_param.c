/* quotient and remainder by a parameter over two rows: A[i / n][i % n] for 0 <= i < 2n */
#include <stdio.h>
#define N 16
static double A[2][N], B[2 * N];
static void kern(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < 2 * n; i++)
        B[i] = A[i / n][i % n] + (i / n) * 10.0;
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 7, 16};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < 2; i++) for (j = 0; j < N; j++) A[i][j] = i * 100 + j * 0.5;
        for (i = 0; i < 2 * N; i++) B[i] = -1;
        kern(ns[s]);
        for (i = 0; i < 2 * N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
