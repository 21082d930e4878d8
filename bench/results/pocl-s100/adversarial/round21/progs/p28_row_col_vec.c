#include <stdio.h>
#define N 60
double A[N][N], x[N], y[N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++) {
        for (j = 0; j < N; j++)
            A[i][j] = (double)((i * 17 + j * 3) % 19) / 19.0;
        x[i] = 1.0 + i;
        y[i] = 0.0;
    }
#pragma bbmm name(rcv)
    for (k = 0; k < N; k++)
        for (i = 0; i < N; i++) {
            y[i] = y[i] + A[i][k] * x[k];
            for (j = 0; j < N; j++)
                A[i][j] = A[i][j] + 1e-3 * A[k][j] * A[i][k] * (i == k ? 0.0 : 1.0);
        }
    double s = 0;
    for (i = 0; i < N; i++) {
        s += y[i];
        for (j = 0; j < N; j++)
            s += A[i][j];
    }
    printf("%a\n", s);
    return 0;
}
