/* BT-style helper with a 2-D local block tmp[5][5] and a local vector, called on rows of 3-D arrays */
#include <stdio.h>
#define N 8
static double LHS[N][5][5], RHS[N][5], OUT[N][5];
static void solve5(double a[5][5], double *r, double *o)
{
    double tmp[5][5], v[5];
    int p, q;
    for (p = 0; p < 5; p++)
        for (q = 0; q < 5; q++)
            tmp[p][q] = a[p][q] + (p == q ? 4.0 : 0.0);
    for (p = 0; p < 5; p++) {
        v[p] = r[p];
        for (q = 0; q < p; q++) v[p] -= tmp[p][q] * v[q];
        v[p] = v[p] / tmp[p][p];
    }
    for (p = 0; p < 5; p++) o[p] = v[p];
}
static void kern(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        solve5(LHS[i], RHS[i], OUT[i]);
}
int main(void)
{
    int s, i, p, q;
    int ns[] = {0, 1, 2, 5, 8};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (p = 0; p < 5; p++) { RHS[i][p] = i + p * 0.5; OUT[i][p] = -1; for (q = 0; q < 5; q++) LHS[i][p][q] = ((i + p * 3 + q) % 5) * 0.25; }
        kern(ns[s]);
        for (i = 0; i < N; i++) for (p = 0; p < 5; p++) printf("%a\n", OUT[i][p]);
    }
    return 0;
}
