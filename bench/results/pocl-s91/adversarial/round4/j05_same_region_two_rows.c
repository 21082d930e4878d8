/* rows of one 2-D array passed as two different parameters; same row in the last call (aliasing) */
#include <stdio.h>
#define N 16
static double M[N][N];
static void rowop(int n, double *r, double *s)
{
    int j;
#pragma bbmm array(r[n], s[n])
    for (j = 1; j < n; j++) r[j] = r[j] + s[j - 1] * 0.5;
}
int main(void)
{
    int i, j;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) M[i][j] = (i + 2 * j) % 5;
    rowop(N, M[1], M[0]);
    rowop(N, M[2], M[2]);
    for (i = 0; i < N; i++) { for (j = 0; j < N; j++) printf("%a ", M[i][j]); printf("\n"); }
    return 0;
}
