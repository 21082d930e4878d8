/* writes through A, reads through q = A + n in the next region, explicit scope */
#include <stdio.h>
#define N 32
#define M 8
static double A[M * N], R[N];
int main(void)
{
    int i, r, t;
    double *q = A + N;
    for (i = 0; i < M * N; i++) A[i] = (double)(i % 9) * 0.125;
    for (i = 0; i < N; i++) R[i] = 0.0;
#pragma bbmm data(A, R)
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] + 1.0 + (double)t;
#pragma bbmm
        for (i = 0; i < N; i++)
            R[i] = R[i] + q[i] * A[i];
#pragma bbmm
        for (r = 1; r < M; r++)
            for (i = 0; i < N; i++)
                A[r * N + i] = A[(r - 1) * N + i] * 0.5;
    }
    for (i = 0; i < N; i++) printf("%a %a\n", R[i], A[3 * N + i]);
    return 0;
}
