/* a loop bound read from an element of an int ** table (constant subscripts) */
#include <stdio.h>
#include <stdlib.h>
#define N 10
static double A[N][N];
static void f(int **lim, int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < lim[0][1]; j++)
            A[i][j] = A[i][j] + lim[1][0] * 0.5;
}
int main(void)
{
    int i, j, n, **lim = malloc(2 * sizeof(int *));
    lim[0] = malloc(2 * sizeof(int)); lim[1] = malloc(2 * sizeof(int));
    lim[0][0] = 0; lim[1][1] = 0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i - j;
    for (n = 0; n <= N; n += 4) { lim[0][1] = N - n; lim[1][0] = n; f(lim, n); }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
