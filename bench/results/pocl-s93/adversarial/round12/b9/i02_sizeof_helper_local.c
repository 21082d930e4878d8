/* inlined helper uses sizeof of its local array and of its array parameter */
#include <stdio.h>
#define N 12
static double A[N][4], B[N][4];
static void h(const double a[4], double *b)
{
    double t[4];
    int k;
    for (k = 0; k < (int)(sizeof t / sizeof t[0]); k++) t[k] = a[k] + (double)sizeof t;
    for (k = 0; k < 4; k++) b[k] = t[3 - k] + (double)sizeof a;
}
static void kern(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        h(A[i], B[i]);
}
int main(void)
{
    int s, i, k;
    int ns[] = {0, 1, 2, 7, 12};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (k = 0; k < 4; k++) { A[i][k] = i * 4 + k; B[i][k] = -1; }
        kern(ns[s]);
        for (i = 0; i < N; i++) for (k = 0; k < 4; k++) printf("%a\n", B[i][k]);
    }
    return 0;
}
