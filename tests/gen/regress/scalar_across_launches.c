/* a scalar private to a serial loop but carried between launches of it (gramschmidt's nrm): one element of device memory, kept coherent by the runtime */
// expect-output: BBMM_ARRAY_PARAM\(double, nrm, 1\)
// expect-output: bbmm_array_register\(bbmm_ctx, \(void \*\)&\(nrm\)
#include <math.h>
#include <stdio.h>
#define M 7
#define N 6
double A[M][N], R[N][N], Q[M][N];
int main(void)
{
    int i, j, k;
    double nrm;
    for (i = 0; i < M; i++)
        for (j = 0; j < N; j++)
            A[i][j] = ((i * j) % M) / (double)M * 100 + 10;
#pragma scop
    for (k = 0; k < N; k++) {
        nrm = 0.0;
        for (i = 0; i < M; i++)
            nrm += A[i][k] * A[i][k];
        R[k][k] = sqrt(nrm);
        for (i = 0; i < M; i++)
            Q[i][k] = A[i][k] / R[k][k];
        for (j = k + 1; j < N; j++) {
            R[k][j] = 0.0;
            for (i = 0; i < M; i++)
                R[k][j] += Q[i][k] * A[i][j];
            for (i = 0; i < M; i++)
                A[i][j] = A[i][j] - Q[i][k] * R[k][j];
        }
    }
#pragma endscop
    for (i = 0; i < M; i++)
        for (j = 0; j < N; j++)
            printf("%a %a\n", Q[i][j], R[i % N][j]);
    return 0;
}
