#include <stdio.h>
#include <math.h>
#define M 40
#define N 32
double A[M][N], R[N][N], Q[M][N];
int main(void)
{
    int i, j, k;
    double nrm;
    for (i = 0; i < M; i++)
        for (j = 0; j < N; j++) {
            A[i][j] = (((double)((i * j) % M) / M) * 100) + 10;
            Q[i][j] = 0.0;
        }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            R[i][j] = 0.0;
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
    double s = 0;
    for (i = 0; i < M; i++)
        for (j = 0; j < N; j++)
            s += Q[i][j] * (i + 1) + A[i][j];
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += R[i][j];
    printf("%a\n", s);
    return 0;
}
