/* comparisons with NaN inside statements and data conditions (a finite-math compiler gets these wrong) */
#include <stdio.h>
#include <math.h>
#define N 16
static double A[N], B[N], R[N];
static int I[N], J[N];
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        I[i] = (A[i] < B[i]) + 2 * (A[i] >= B[i]) + 4 * (A[i] != A[i]) + 8 * !(A[i] == B[i]) + 16 * (isnan(A[i]) != 0);
        R[i] = A[i] > B[i] ? A[i] : B[i];
        if (!(A[i] <= 1.0)) J[i] = J[i] + 1;
        if (A[i] != A[i] || B[i] > 2.0) R[i] = -1.0;
    }
}
int main(void)
{
    int i, n;
    double z = 0.0, nan = -(z / z), inf = 1.0 / z;
    for (i = 0; i < N; i++) { A[i] = i * 0.5 - 2.0; B[i] = 1.0; J[i] = 0; }
    A[3] = nan; B[5] = nan; A[7] = inf; B[8] = -inf; A[9] = nan; B[9] = nan;
    for (n = 1; n <= N; n += 15) {
        f(n);
        for (i = 0; i < N; i++) printf("%d %d %a %d\n", n, I[i], R[i], J[i]);
    }
    return 0;
}
