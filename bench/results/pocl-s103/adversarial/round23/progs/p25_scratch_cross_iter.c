/* scratch written in iteration k and read at k-1 inside the same loop (private to i, j only) */
#include <stdio.h>
#define N 12
static double u[N][N][N];
static void work(void)
{
    int i, j, k;
    double xi, eta, P[N];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i;
        for (j = 0; j < N; j++) {
            eta = xi * j + 1;
            P[0] = eta;
            for (k = 1; k < N; k++) {
                P[k] = P[k - 1] * 0.5 + eta * k;
                u[i][j][k] = P[k] - P[k - 1];
            }
        }
    }
}
int main(void)
{
    int i, j, k;
    double s = 0;
    work();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g\n", s);
    return 0;
}
