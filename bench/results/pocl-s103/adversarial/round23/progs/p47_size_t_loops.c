/* size_t / unsigned loop counters (common in newer code) with carried scalars and scratch */
#include <stdio.h>
#include <stddef.h>
#define N 10
static double u[N][N][N];
static void work(size_t n)
{
    size_t i, j, k;
    unsigned m;
    double xi, eta, P[2][2][2];
#pragma bbmm
    for (i = 0; i < n; i++) {
        xi = 0.5 * (double)i;
        for (j = 0; j < n; j++) {
            eta = xi + 0.125 * (double)j;
            for (k = 0; k < n; k++) {
                for (m = 0; m < 2; m++) {
                    P[m][0][0] = eta * m;
                    P[m][0][1] = xi - (double)k;
                    P[m][1][0] = eta * (double)k + m;
                    P[m][1][1] = 1.0 + m;
                }
                u[i][j][k] = P[0][0][1] * P[1][1][0] - P[1][0][0] + P[1][1][1] * P[0][1][1];
            }
        }
    }
}
int main(void)
{
    int i, j, k;
    double s = 0;
    work(N);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g\n", s);
    return 0;
}
