/* host code between regions writes arrays through pointers, memcpy, helpers */
#include <stdio.h>
#include <string.h>
#define N 36
static double A[N], B[N], C[N];
static void bump(double *p, int n) { int i; for (i = 0; i < n; i++) p[i] += 0.5 * i; }
int main(void)
{
    int i, t, n;
    double *pa = A;
    for (i = 0; i < N; i++) { A[i] = i * 0.25; B[i] = (i % 3); C[i] = 0; }
    for (t = 0; t < 4; t++) {
        n = N - t * 9;
#pragma bbmm
        for (i = 0; i < n; i++)
            B[i] = B[i] * 0.5 + A[i];
        memcpy(C, B, sizeof B);
        pa[t] = -1.0 * t;
        bump(B, n / 2);
#pragma bbmm
        for (i = 1; i < n; i++)
            A[i] = C[i - 1] + B[i] - A[i] * 0.5;
        *(pa + N - 1 - t) = 2.5;
        memcpy(&B[1], &A[0], 5 * sizeof(double));
    }
    for (i = 0; i < N; i++) printf("%a %a %a\n", A[i], B[i], C[i]);
    return 0;
}
