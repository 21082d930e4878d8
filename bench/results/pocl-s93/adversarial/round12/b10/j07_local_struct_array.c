/* a local array of structs (pairs) in the loop body */
#include <stdio.h>
#define N 12
struct pr { double lo, hi; };
static double A[N][N], B[N][N];
static void kern(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        struct pr p[N];
        for (j = 0; j < n; j++) { p[j].lo = A[i][j] - 1.0; p[j].hi = A[i][j] + 1.0; }
        for (j = 0; j < n; j++) B[i][j] = p[j].lo * p[n - 1 - j].hi;
    }
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 7, 12};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i + j) % 5 * 0.5; B[i][j] = -1; }
        kern(ns[s]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[i][j]);
    }
    return 0;
}
