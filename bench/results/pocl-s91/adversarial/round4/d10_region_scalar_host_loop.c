/* time loop with a region inside; host updates a scalar used inside the region as a value and bound */
#include <stdio.h>
#define N 40
static double A[N], B[N];
int main(void)
{
    int t, i, m = N;
    double w = 0.5;
    for (i = 0; i < N; i++) { A[i] = i * 0.1; B[i] = 0; }
    for (t = 0; t < 10; t++) {
#pragma bbmm
        for (i = 1; i < m - 1; i++) B[i] = w * A[i] + (1 - w) * (A[i - 1] + A[i + 1]) * 0.5 + B[i] * 0.1;
        w = w * 0.9 + B[m / 2] * 0.01;
        m = m - 3 < 3 ? N : m - 3;
#pragma bbmm
        for (i = 0; i < m; i++) A[i] = B[i] - A[i] * w;
        printf("%d %d %a %a\n", t, m, w, A[1]);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
