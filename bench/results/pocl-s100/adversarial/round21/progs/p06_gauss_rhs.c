#include <stdio.h>
#define N 48
double A[N][N];
double b[N];
double x[N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++) {
        for (j = 0; j < N; j++)
            A[i][j] = (i == j) ? 10.0 + i : 1.0 / (double)(i + j + 1);
        b[i] = (double)(i % 7) - 3.0;
    }
#pragma bbmm name(gelim)
    for (k = 0; k < N - 1; k++) {
        for (i = k + 1; i < N; i++) {
            for (j = k + 1; j < N; j++)
                A[i][j] = A[i][j] - A[i][k] / A[k][k] * A[k][j];
            b[i] = b[i] - A[i][k] / A[k][k] * b[k];
        }
    }
    for (i = N - 1; i >= 0; i--) {
        double s = b[i];
        for (j = i + 1; j < N; j++)
            s -= A[i][j] * x[j];
        x[i] = s / A[i][i];
    }
    double s = 0;
    for (i = 0; i < N; i++)
        s += x[i] * (i + 1);
    printf("%a %a\n", s, x[N / 3]);
    return 0;
}
