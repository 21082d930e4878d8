/* power iteration: matvec region, norm on the host, normalisation region, repeated until the eigenvalue settles */
#include <stdio.h>
#include <math.h>
#define N 24
static double A[N][N], x[N], y[N];
static void matvec(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        y[i] = 0.0;
        for (j = 0; j < n; j++) y[i] += A[i][j] * x[j];
    }
}
static void scale(int n, double s)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) x[i] = y[i] * s;
}
int main(void)
{
    int i, j, n, it;
    for (n = 1; n <= N; n += 6) {
        double lam = 0.0, old = -1.0, nrm;
        for (i = 0; i < N; i++) { x[i] = 1.0; for (j = 0; j < N; j++) A[i][j] = 1.0 / (1.0 + abs(i - j)) + (i == j ? 1.0 : 0.0); }
        for (it = 0; it < 50 && fabs(lam - old) > 1e-12; it++) {
            matvec(n);
            nrm = 0.0;
            for (i = 0; i < n; i++) nrm += y[i] * y[i];
            nrm = sqrt(nrm);
            old = lam; lam = nrm;
            scale(n, 1.0 / nrm);
        }
        printf("n=%d it=%d lam=%a\n", n, it, lam);
        for (i = 0; i < n; i++) printf("%a\n", x[i]);
    }
    return 0;
}
