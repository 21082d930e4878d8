/* gramschmidt: the statements between the parallel loops of one k (nrm = 0, its reduction loop, R[k][k] = sqrt(nrm)) run as one single-work-item launch, so nrm stays private to it (without expansion: by default nrm becomes one element per k, sched_scalar_expand.c) */
// expect-args: --no-expand
// expect-output: "    double nrm
// expect-stderr: @DIR@/scalar_serial_merged.c:19:9: warning: no parallel loop around these statements (one launch runs them all): it runs on one device as a single work-item, one launch per iteration of the loops around it
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
