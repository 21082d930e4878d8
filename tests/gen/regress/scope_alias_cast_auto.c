/* Kept arrays passed through casts in a time loop, with no explicit scope
 * (bbmm-gen's f-scope-cast found every such loop without its automatic
 * data scope: "argument 3 of 'relax' is not an array's name"): a cast
 * that adds const, a view with another row length and a flat pointer are
 * the array itself (pragma-tool/residency.c, rs_arg_at), so the loop keeps
 * A and B on the devices and writes them back once, before the printf. */
// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: A, B stay on the devices across its regions
#include <stdio.h>
#define N 16
static double A[N][N], B[N][N];
static void relax(int n, double a[n][n], const double b[n][n])
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            a[i][j] = 0.5 * a[i][j] + 0.125 * (b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
}
static void half(int m, double (*h)[N / 2], int t)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < m; i++)
        for (j = 0; j < N / 2; j++)
            h[i][j] = h[i][j] * 0.75 + (double)(i - j + t) * 0.0625;
}
static void flat(int nn, double *a, const double *b)
{
    int i;
#pragma bbmm
    for (i = 0; i < nn; i++)
        a[i] = a[i] - 0.25 * b[i];
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            A[i][j] = i + 0.5 * j;
            B[i][j] = i - j;
        }
    for (t = 0; t < 8; t++) {
        relax(N, A, (const double (*)[N])B);
        half(2 * N, (double (*)[N / 2])B, t);
        flat(N * N, (double *)A, (const double *)B);
    }
    for (i = 0; i < N; i++)
        printf("%a %a\n", A[i][(i * 3) % N], B[i][(i * 5) % N]);
    return 0;
}
