/* pointer parameters that C lets alias: with x = y + 1, x[i] = a * y[i] + x[i] is a recurrence; rows of one matrix passed as u and v; also inside a data scope that keeps the arrays; where they overlap and one is written the region runs on the host as written */
#include <stdio.h>
#define N 24
static double A[N], B[N], C[N][N], D[N][N];
static void pax(int n, double a, double *x, const double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        x[i] = a * y[i] + x[i];
}
static void prow(int n, double (*u)[N], double (*v)[N])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 1; j < n; j++)
            v[i][j] += 0.25 * u[i + 1][j - 1] - v[i][j - 1] * 0.0625;
}
static void fill(void)
{
    int i, j;
    for (i = 0; i < N; i++) {
        A[i] = i * 0.5 - 3.0;
        B[i] = 1.0 / (i + 1);
        for (j = 0; j < N; j++) {
            C[i][j] = i - j * 0.25;
            D[i][j] = (i * 7 + j) % 5;
        }
    }
}
static void dump(void)
{
    int i, j;
    for (i = 0; i < N; i++)
        printf("%a %a\n", A[i], B[i]);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%a %a\n", C[i][j], D[i][j]);
}
int main(void)
{
    int t;
    fill();
    pax(N - 1, 0.5, A + 1, A);
    pax(N - 2, -1.25, B, B + 2);
    pax(N, 2.0, B, A);
    prow(N - 1, C, C);
    prow(N - 2, C + 1, C);
    prow(N - 1, D, C);
    dump();
    fill();
#pragma bbmm data
    for (t = 0; t < 3; t++) {
        pax(N - 1 - t, 0.5, A + 1, A);
        pax(N, 0.25, B, A);
        prow(N - 1, C, D);
        prow(N - 2, D + 1, D);
    }
    dump();
    return 0;
}
