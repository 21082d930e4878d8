/* data scope with a host normalisation loop between regions (update host before, update device after) */
#include <stdio.h>
#include <math.h>
#define N 24
static double A[N][N], x[N], y[N];
int main(void)
{
    int i, j, n, it;
    for (n = 1; n <= N; n += 7) {
        for (i = 0; i < N; i++) { x[i] = 1.0 + i % 2; for (j = 0; j < N; j++) A[i][j] = 1.0 / (1 + i + j); }
#pragma bbmm data(A, x, y)
        for (it = 0; it < 5; it++) {
#pragma bbmm
            for (i = 0; i < n; i++) {
                y[i] = 0.0;
                for (j = 0; j < n; j++) y[i] += A[i][j] * x[j];
            }
            double nrm = 0.0;
#pragma bbmm update host(y)
            for (i = 0; i < n; i++) nrm += y[i] * y[i];
            nrm = sqrt(nrm);
            for (i = 0; i < n; i++) y[i] /= nrm;
#pragma bbmm update device(y)
#pragma bbmm
            for (i = 0; i < n; i++) x[i] = y[i];
            printf("it=%d nrm=%a\n", it, nrm);
        }
        for (i = 0; i < n; i++) printf("%a %a\n", x[i], y[i]);
    }
    return 0;
}
