/* symmetric-update nest: inner loop under if (i >= k + 2); k and j read after by the caller */
#include <stdio.h>
#define N 14
static double A[N][N];
static int f(int n)
{
    int i, j = 0, k;
#pragma bbmm
    for (k = 0; k < n; k++)
        for (i = k; i < n; i++)
            if (i >= k + 2)
                for (j = k; j < i; j++)
                    A[i][j] = A[i][j] - A[k][j] * 0.25;
    return j;
}
int main(void)
{
    int i, j, n, s = 0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i * j) % 5;
    for (n = 0; n <= N; n += 2) s = s * 3 + f(n);
    printf("%d\n", s);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
