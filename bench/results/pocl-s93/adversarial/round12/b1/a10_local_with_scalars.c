/* scratch array plus scalars declared in the region body; scalar max and sum over the scratch */
#include <stdio.h>
#include <math.h>
#define N 16
static double A[N][N], B[N][N], R[N];
static void kern(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double w[N];
        double mx = 0.0, sum;
        int k;
        for (j = 0; j < n; j++) { w[j] = fabs(A[i][j] - 1.0); mx = fmax(mx, w[j]); }
        sum = 0.0;
        for (k = 0; k < n; k++) sum += w[k] / (mx + 1.0);
        for (j = 0; j < n; j++) B[i][j] = w[j] * sum;
        R[i] = sum;
    }
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 9, 16};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) { R[i] = 0; for (j = 0; j < N; j++) { A[i][j] = (i * 5 + j * 9) % 7 * 0.3; B[i][j] = 1; } }
        kern(ns[s]);
        for (i = 0; i < N; i++) { printf("%a\n", R[i]); for (j = 0; j < N; j++) printf("%a\n", B[i][j]); }
    }
    return 0;
}
