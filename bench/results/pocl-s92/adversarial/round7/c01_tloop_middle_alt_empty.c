/* time loop inside the region whose middle loop is empty on odd t (bound t % 2 ? 0 : n); inner iterators read after */
#include <stdio.h>
#define N 16
static double A[N][4];
static void f(int n, int T)
{
    int t = -1, i = -2, j = -3;
#pragma bbmm
    for (t = 0; t < T; t++)
        for (i = 0; i < (t % 2 ? 0 : n); i++)
            for (j = 0; j < 3; j++)
                A[i][j] = A[i][j] * 0.5 + t;
    printf("n=%d T=%d t=%d i=%d j=%d\n", n, T, t, i, j);
}
int main(void)
{
    int i, j, n, T;
    for (i = 0; i < N; i++) for (j = 0; j < 4; j++) A[i][j] = i + j;
    for (n = 0; n <= 3; n++)
        for (T = 0; T <= 4; T++) f(n, T);
    for (i = 0; i < N; i++) for (j = 0; j < 4; j++) printf("%a\n", A[i][j]);
    return 0;
}
