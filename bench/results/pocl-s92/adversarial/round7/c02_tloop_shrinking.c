/* time loop in the region with i from t to n - t (empty in the last steps); i, j read after */
#include <stdio.h>
#define N 20
static double A[N][N];
static void f(int n, int T)
{
    int t = -1, i = -2, j = -3;
#pragma bbmm
    for (t = 0; t < T; t++)
        for (i = t; i < n - t; i++)
            for (j = 0; j < i; j++)
                A[i][j] = A[i][j] + 0.25 * t;
    printf("n=%d T=%d t=%d i=%d j=%d\n", n, T, t, i, j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i * j;
    for (n = 0; n <= 9; n++) { f(n, 3); f(n, n); f(n, n / 2 + 2); }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
