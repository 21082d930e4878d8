/* in-place periodic 2-D sweep: A[i][j] from A[(i + n - 1) % n][j] and A[i][(j + n - 1) % n] (wrap reads old values) */
#include <stdio.h>
#define N 16
static double A[N][N];
static void kern(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            A[i][j] = 0.5 * A[(i + n - 1) % n][j] + 0.25 * A[i][(j + n - 1) % n] + 0.125 * A[(i + 1) % n][(j + 1) % n];
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 3, 16};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i * 5 + j * 3) % 8 * 1.0;
        kern(ns[s]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    }
    return 0;
}
