/* table rows at run-time offsets (row i+off), write rows into a table of static rows, reading columns backwards */
#include <stdio.h>
#define N 10
static double S[N][N], D[N][N];
static void f(double **s, double *d[N], int n, int off)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = n - 1; j >= 0; j--)
            d[i][j] = s[i + off][n - 1 - j] * 0.75 + s[i][j];
}
int main(void)
{
    double *s[N], *d[N];
    int i, j, n, off;
    for (i = 0; i < N; i++) { s[i] = S[i]; d[i] = D[(i * 3) % N]; for (j = 0; j < N; j++) { S[i][j] = (i * N + j) % 13; D[i][j] = 0; } }
    for (off = 0; off < 3; off++)
        for (n = 0; n + off <= N; n += 3) f(s, d, n, off);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", D[i][j]);
    return 0;
}
