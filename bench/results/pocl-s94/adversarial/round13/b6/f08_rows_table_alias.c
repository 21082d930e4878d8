/* a table of row pointers double **rows whose rows alias another matrix used by name (rows[i] = M[i + 1]) */
#include <stdio.h>
#define N 10
static double M[N + 1][N];
static double *rows[N];
static void f(int n, double **r)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            r[i][j] = M[i][j] + 1.0;
}
int main(void)
{
    int i, j, n;
    for (n = 0; n <= N; n += 3) {
        for (i = 0; i <= N; i++) for (j = 0; j < N; j++) M[i][j] = i * N + j;
        for (i = 0; i < N; i++) rows[i] = M[i + 1];
        f(n, rows);
        for (i = 0; i <= N; i++) for (j = 0; j < N; j++) printf("%a\n", M[i][j]);
    }
    return 0;
}
