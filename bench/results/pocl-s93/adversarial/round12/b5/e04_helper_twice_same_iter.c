/* helper with a local array called twice in one iteration, second call reading the first call's output */
#include <stdio.h>
#define N 10
static double Q[N][4], R[N][4], S[N][4];
static void mix(const double *a, double *r)
{
    double t[4];
    int m;
    for (m = 0; m < 4; m++) t[m] = a[(m + 1) % 4] * 0.5;
    for (m = 0; m < 4; m++) r[m] = t[m] + a[m];
}
static void kern(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        mix(Q[i], R[i]);
        mix(R[i], S[i]);
    }
}
int main(void)
{
    int s, i, m;
    int ns[] = {0, 1, 2, 7, 10};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (m = 0; m < 4; m++) { Q[i][m] = i - m * 0.25; R[i][m] = S[i][m] = 0; }
        kern(ns[s]);
        for (i = 0; i < N; i++) for (m = 0; m < 4; m++) printf("%a %a\n", R[i][m], S[i][m]);
    }
    return 0;
}
