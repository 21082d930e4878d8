/* a helper returns its pointer argument offset (identity-like); the result is used with fwrite-style output between regions */
#include <stdio.h>
#include <string.h>
#define N 64
static double A[N], B[N];
static double *at(double *base, int k) { return base + k; }
int main(void)
{
    double x, *p;
    int t, i;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 2.0; }
    p = at(A, 9);
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] + B[i];
        memcpy(&x, p, sizeof x);
        printf("%a\n", x);
    }
    return 0;
}
