/* rows of a global 2-D array passed as 1-D pointers to a region, and the whole array to another */
#include <stdio.h>
#define N 16
static double M[N][N], v[N];
static void rowop(int n, double *r, double *s)
{
    int j;
#pragma bbmm array(r[n], s[n])
    for (j = 1; j < n; j++) r[j] = r[j] + s[j - 1] * 0.5;
}
static void colsum(void)
{
    int i, j;
#pragma bbmm
    for (j = 0; j < N; j++) {
        v[j] = 0;
        for (i = 0; i < N; i++) v[j] += M[i][j];
    }
}
int main(void)
{
    int i, j;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) M[i][j] = (i + 2 * j) % 5;
    colsum();
    rowop(N, M[1], M[0]);
    rowop(N, M[2], M[1]);
    colsum();
    rowop(N - 3, M[3], v);
    colsum();
    for (i = 0; i < N; i++) { for (j = 0; j < N; j++) printf("%a ", M[i][j]); printf("%a\n", v[i]); }
    return 0;
}
