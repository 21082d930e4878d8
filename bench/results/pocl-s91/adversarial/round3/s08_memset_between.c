/* host code resets part of the array between steps with memset through a pointer made before the loop */
#include <stdio.h>
#include <string.h>
#define N 64
static double A[N], B[N];
int main(void)
{
    int t, i;
    double *edge = &A[N - 8];
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 1.0; }
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] * 0.5 + B[i];
        memset(edge, 0, 8 * sizeof(double));
    }
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
