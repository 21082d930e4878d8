/* explicit data(C): host reads one row after '#pragma bbmm update host(C)' via a helper taking the row C[k]; updates only on the whole array */
#include <stdio.h>
#define N 8
static double C[N][N], R[N];
static void step(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            C[i][j] = C[i][j] * 0.5 + R[j];
}
static double rowsum(const double *r, int m)
{
    double s = 0.0;
    int j;
    for (j = 0; j < m; j++) s += r[j];
    return s;
}
int main(void)
{
    int i, j, t;
    double s = 0.0;
    for (i = 0; i < N; i++) { R[i] = i * 0.5; for (j = 0; j < N; j++) C[i][j] = i + j; }
#pragma bbmm data(C, R)
    for (t = 0; t < 4; t++) {
        step(N);
#pragma bbmm update host(C)
        s += rowsum(C[t], N);
        s += rowsum(&C[N - 1][t], N - t);
    }
    printf("%a\n", s);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) printf("%a\n", C[i][j]);
    return 0;
}
