/* explicit scope, host reads a row through p = &A[k][0] after update host */
#include <stdio.h>
#define N 40
double A[N][N];
double colsum[N];
int main(void)
{
    int i, j, k;
    double acc = 0.0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = 1.0 / (double)(i + j + 1);
#pragma bbmm data(A)
    for (k = 0; k < 5; k++) {
        double *p = &A[k][0];
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                A[i][j] = A[i][j] * 0.75 + 0.25 / (double)(k + 1);
#pragma bbmm update host(A)
        for (j = 0; j < N; j++) acc += p[j];
    }
    for (i = 0; i < N; i += 5) printf("%a\n", A[i][N - 1 - i]);
    printf("%a\n", acc);
    return 0;
}
