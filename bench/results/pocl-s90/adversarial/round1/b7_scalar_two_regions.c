/* a scalar computed in a loop of one region, used as value in the next region */
#include <stdio.h>
#include <math.h>
#define N 36
static double A[N], B[N];
int main(void)
{
    int i, t, n;
    double nrm = 0.0, mx;
    for (i = 0; i < N; i++) A[i] = (i % 7) - 3.0;
    for (t = 0; t < 4; t++) {
        n = t == 2 ? 0 : N - t * 6;
#pragma bbmm
        {
            nrm = 0.0;
            for (i = 0; i < n; i++) nrm += A[i] * A[i];
            nrm = sqrt(nrm) + 1.0;
        }
        mx = nrm * 0.5;
#pragma bbmm
        for (i = 0; i < n; i++) {
            B[i] = A[i] / nrm;
            A[i] = A[i] + (B[i] > 0 ? mx : -mx) * 0.01;
        }
        printf("%a %a\n", nrm, mx);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
