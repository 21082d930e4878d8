/* two helpers each declaring local array w[3], one calling the other per element */
#include <stdio.h>
#define N 10
static double A[N][3], B[N][3];
static void inner(const double *a, double *b)
{
    double w[3];
    int k;
    for (k = 0; k < 3; k++) w[k] = a[k] + 1.0;
    for (k = 0; k < 3; k++) b[k] = w[2 - k];
}
static void outer(const double *a, double *b)
{
    double w[3];
    int k;
    for (k = 0; k < 3; k++) w[k] = a[k] * 2.0;
    inner(w, b);
    for (k = 0; k < 3; k++) b[k] += w[k];
}
static void kern(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        outer(A[i], B[i]);
}
int main(void)
{
    int t, i, k;
    int ns[] = {0, 1, 2, 5, 10};
    for (t = 0; t < 5; t++) {
        for (i = 0; i < N; i++) for (k = 0; k < 3; k++) { A[i][k] = i * 3 + k; B[i][k] = -1; }
        kern(ns[t]);
        for (i = 0; i < N; i++) for (k = 0; k < 3; k++) printf("%a\n", B[i][k]);
    }
    return 0;
}
