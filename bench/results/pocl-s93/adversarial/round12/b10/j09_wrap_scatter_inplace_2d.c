/* shift rows down periodically in place through a 2-D wrap: A[(i + 1) % n][j] = A[i][j] sequentially */
#include <stdio.h>
#define N 16
static double A[N][N];
static void kern(int n, int m)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            A[(i + 1) % n][j] = A[i][j] + 1.0;
}
int main(void)
{
    int s, i, j;
    int ns[] = {1, 2, 3, 16};
    int ms[] = {1, 4, 16, 5};
    for (s = 0; s < 4; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i * 16 + j;
        kern(ns[s], ms[s]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    }
    return 0;
}
