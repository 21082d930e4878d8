/* quotient (i + n) / n and remainder (i + n) % n for 0 <= i < n, and i / n in a condition */
#include <stdio.h>
#define N 32
static double A[3][N], B[N];
static void kern(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = A[(i + n) / n][(i + n) % n] + (i / n == 0 ? 0.5 : -0.5);
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 9, 32};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < 3; i++) for (j = 0; j < N; j++) A[i][j] = i * 100 + j;
        for (i = 0; i < N; i++) B[i] = -1;
        kern(ns[s]);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
