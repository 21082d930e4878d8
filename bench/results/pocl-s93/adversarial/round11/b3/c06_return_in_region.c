/* return from inside a region loop in a helper (first index where a row sum passes a threshold) */
#include <stdio.h>
#define N 18
static double A[N][N], S[N];
static int scan(int n, double thr)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        S[i] = 0;
        for (j = 0; j < n; j++)
            S[i] = S[i] + A[i][j];
        if (S[i] > thr) return i;
    }
    return -1;
}
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (double)((i * j) % 5);
    for (k = 0; k < N; k += 3) printf("%d\n", scan(k, 20.0 + k));
    for (i = 0; i < N; i++) printf("%a\n", S[i]);
    return 0;
}
