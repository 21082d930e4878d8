/* parallel() asserting a loop that carries a dependence: must be refused naming it */
#include <stdio.h>
#define N 16
static double A[N][N];
int main(void)
{
    int i, j, n = N;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i + j;
#pragma bbmm parallel(i)
    for (i = 1; i < n; i++)
        for (j = 0; j < n; j++)
            A[i][j] = A[i - 1][j] * 0.5 + 1;
    for (i = 0; i < N; i++) printf("%a\n", A[i][N - 1]);
    return 0;
}
