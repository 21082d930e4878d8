/* one scalar, two webs in two nests of one region over disjoint halves of i (ludcmp's w), each with a scratch */
#include <stdio.h>
#define N 12
static double u[N][N][N];
static void work(void)
{
    int i, j, k, m;
    double xi, eta, P[3];
#pragma bbmm
    {
        for (i = 0; i < N / 2; i++) {
            xi = 0.5 * i + 1;
            for (j = 0; j < N; j++) {
                eta = xi * j;
                for (k = 0; k < N; k++) {
                    for (m = 0; m < 3; m++)
                        P[m] = eta * m + k;
                    u[i][j][k] = P[0] + P[1] * P[2];
                }
            }
        }
        for (i = N / 2; i < N; i++) {
            xi = 3.0 - 0.25 * i;
            for (j = 0; j < N; j++) {
                eta = xi + j;
                for (k = 0; k < N; k++) {
                    for (m = 0; m < 3; m++)
                        P[m] = eta - m * k;
                    u[i][j][k] = P[2] - P[0] * P[1];
                }
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
