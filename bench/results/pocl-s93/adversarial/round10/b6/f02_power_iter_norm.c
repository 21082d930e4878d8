/* power iteration: y = A x, nrm = sqrt(sum y^2) in the region, x = y / nrm, lambda = x.Ax; host loop until lambda settles */
#include <stdio.h>
#include <math.h>
#define N 30
static double A[N][N], xv[N], y[N];
static double nrm, lambda;

static void iterate(int n)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < n; i++) {
            y[i] = 0.0;
            for (j = 0; j < n; j++) y[i] += A[i][j] * xv[j];
        }
        nrm = 0.0;
        for (i = 0; i < n; i++) nrm += y[i] * y[i];
        nrm = sqrt(nrm);
        lambda = 0.0;
        for (i = 0; i < n; i++) lambda += xv[i] * y[i];
        for (i = 0; i < n; i++) xv[i] = y[i] / nrm;
    }
}

int main(void)
{
    int ns[] = {1, 2, 4, 13, 30};
    for (int c = 0; c < 5; c++) {
        int n = ns[c], it = 0;
        for (int i = 0; i < N; i++) { xv[i] = 1.0; for (int j = 0; j < N; j++) A[i][j] = 1.0 / (1.0 + abs(i - j)) + (i == j ? 0.5 * (i % 4) : 0.0); }
        double old = 0.0;
        do { old = lambda; iterate(n); it++; } while (fabs(lambda - old) > 1e-12 && it < 40);
        printf("n=%d it=%d lambda=%a nrm=%a\n", n, it, lambda, nrm);
        for (int i = 0; i < n; i++) printf("%a ", xv[i]);
        printf("\n");
    }
    return 0;
}
