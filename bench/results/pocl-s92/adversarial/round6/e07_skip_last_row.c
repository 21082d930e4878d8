/* the inner loop runs for every row but the last (if (i < n - 1)); j and i read after */
#include <stdio.h>
#define N 20
static double A[N][N];
static int f(int n)
{
    int i, j = 0;
#pragma bbmm
    for (i = 0; i < n; i++)
        if (i < n - 1)
            for (j = 0; j < n; j += 3)
                A[i][j] = A[i + 1][j] - A[i][j];
    return i * 1000 + j;
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i * 13 + j * 7) % 9;
    for (n = 0; n <= N; n += 3) printf("%d\n", f(n));
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
