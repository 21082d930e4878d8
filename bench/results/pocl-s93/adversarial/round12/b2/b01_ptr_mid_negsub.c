/* pointer into the middle of an array passed as A + k; x[i-1] from i = 0 is negative for k >= 1 only valid when k >= 1 */
#include <stdio.h>
#define N 40
static void smooth(int n, const double *x, double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        y[i] = 0.25 * x[i - 1] + 0.5 * x[i] + 0.25 * x[i + 1];
}
int main(void)
{
    static double A[N], B[N];
    int s, i;
    int ks[] = {1, 1, 5, 3, 20};
    int ns[] = {0, 1, 2, 7, 19};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) { A[i] = (i * 7 % 11) * 0.5; B[i] = -1; }
        smooth(ns[s], A + ks[s], B + s);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
