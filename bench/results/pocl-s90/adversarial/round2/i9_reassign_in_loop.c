/* iterator assigned again inside a later loop (i = 1 + m % 2), read after that loop and after the region */
#include <stdio.h>
#define N 12
static double A[N][N];
static int R[2];
static void f(int n)
{
    int i, j, m;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                A[i][j] = A[i][j] + i;
        for (m = 0; m < n; m++) {
            i = 1 + m % 2;
            for (j = 0; j < n; j++)
                A[i][j] = A[i][j] * 0.5 + m;
        }
        A[0][i] = A[0][i] + 100.0;
    }
    R[0] = i; R[1] = j;
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i * N + j;
    for (n = 2; n <= N; n += 5) { f(n); printf("%d %d\n", R[0], R[1]); }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
