/* scratch row in the loop body together with a reduction into a scalar declared outside the region */
#include <stdio.h>
#define N 12
static double A[N][N], B[N][N];
static double kern(int n)
{
    int i, j;
    double total = 0.0;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double w[N];
        for (j = 0; j < n; j++) w[j] = A[i][j] + 1.0;
        for (j = 0; j < n; j++) { B[i][j] = w[n - 1 - j] * 0.5; total += w[j]; }
    }
    return total;
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 7, 12};
    for (s = 0; s < 5; s++) {
        double t;
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 3 + j) % 5 * 0.3; B[i][j] = 0; }
        t = kern(ns[s]);
        printf("%a\n", t);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[i][j]);
    }
    return 0;
}
